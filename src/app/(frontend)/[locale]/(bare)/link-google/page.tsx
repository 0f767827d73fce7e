import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { linkGoogleMetadata, LinkGoogleView } from '@/features/auth/components/auth-pages'
import { readPendingLink } from '@/features/auth/google/google-sign-in.server'
import { safeReturnPath } from '@/domain/auth/schemas'
import { getUser } from '@/server/request-user.server'
import { type LocaleParams, pageLocale } from '@/i18n/locale'

// The waiting Google account (a cookie) decides what this page shows: rendered per request.
export const dynamic = 'force-dynamic'

type Props = { params: LocaleParams; searchParams: Promise<{ next?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return linkGoogleMetadata(await pageLocale(params))
}

/** `/link-google`: the existing account's password links the Google account that is waiting (ADR 051). */
export default async function LinkGooglePage({ params, searchParams }: Props) {
  const returnTo = safeReturnPath((await searchParams).next)
  const pending = await readPendingLink()
  if (!pending && (await getUser())) redirect(returnTo)
  return <LinkGoogleView locale={await pageLocale(params)} email={pending?.email ?? null} returnTo={returnTo} />
}
