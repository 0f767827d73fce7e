import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { isStaffUser } from '@/access'
import { safeReturnPath } from '@/domain/auth/schemas'
import { getPayloadClient } from '@/server/payload.server'

/** GET /api/preview?path=/resource/…: staff see the page with its unpublished changes (draft mode). */
export async function GET(request: Request) {
  const path = safeReturnPath(new URL(request.url).searchParams.get('path'))
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!isStaffUser(user)) {
    return new Response('Only staff can preview unpublished content. Sign in to the admin panel first, then use Preview again.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  ;(await draftMode()).enable()
  redirect(path)
}
