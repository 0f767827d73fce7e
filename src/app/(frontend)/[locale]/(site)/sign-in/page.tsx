import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { signInMetadata, SignInView } from '@/features/auth/components/auth-pages'
import { isGoogleOutcome } from '@/features/auth/google/google-popup'
import { getUser } from '@/server/request-user.server'
import { safeReturnPath } from '@/domain/auth/schemas'
import { type LocaleParams, pageLocale } from '@/i18n/locale'

// The session decides what this page shows: rendered per request (from cached reads), not cached whole (ADR 010).
export const dynamic = 'force-dynamic'

type Props = { params: LocaleParams; searchParams: Promise<{ next?: string | string[]; google?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return signInMetadata(await pageLocale(params))
}

export default async function SignInPage({ params, searchParams }: Props) {
  const { next, google } = await searchParams
  const returnTo = safeReturnPath(next)
  if (await getUser()) redirect(returnTo)
  // What a Google sign-in that came back to this page (the whole page, not its window) ended in.
  return <SignInView locale={await pageLocale(params)} returnTo={returnTo} googleOutcome={isGoogleOutcome(google) ? google : null} />
}
