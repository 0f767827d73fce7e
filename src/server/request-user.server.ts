import 'server-only'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'

import { getPayloadClient } from './payload.server'
import { signInHref } from '@/lib/links'

/** The signed-in account for this request, or null. Payload checks the token and its session. */
export const getUser = cache(async () => {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user
})

/** The signed-in account, or a redirect to /sign-in that comes back to `returnTo` afterwards. */
export async function requireUser(returnTo: string) {
  const user = await getUser()
  if (!user) redirect(signInHref(returnTo))
  return user
}
