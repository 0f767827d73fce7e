import type { Metadata } from 'next'

import { GoogleDoneView, googleSignInMetadata } from '@/features/auth/components/auth-pages'
import { isGoogleOutcome, popupIdOrNull } from '@/features/auth/google/google-popup'
import { safeReturnPath } from '@/domain/auth/schemas'
import { type LocaleParams, pageLocale } from '@/i18n/locale'

// What it shows comes from its address: rendered per request.
export const dynamic = 'force-dynamic'

type Props = {
  params: LocaleParams
  searchParams: Promise<{ outcome?: string | string[]; popup?: string | string[]; next?: string | string[] }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return googleSignInMetadata(await pageLocale(params))
}

/** `/google-sign-in?outcome=…&popup=…&next=…`: Google sign-in's last page (ADR 051). */
export default async function GoogleSignInPage({ params, searchParams }: Props) {
  const { outcome, popup, next } = await searchParams
  return (
    <GoogleDoneView
      locale={await pageLocale(params)}
      outcome={isGoogleOutcome(outcome) ? outcome : 'expired'}
      popup={popupIdOrNull(popup)}
      returnTo={safeReturnPath(next)}
    />
  )
}
