import type { Metadata } from 'next'

import { forgottenPasswordMetadata, ForgottenPasswordView } from '@/features/auth/components/auth-pages'
import { isResetTokenUsable } from '@/domain/auth/password-reset.server'
import { getPayloadClient } from '@/server/payload.server'
import { type LocaleParams, pageLocale } from '@/i18n/locale'

// The session decides what this page shows: rendered per request (from cached reads), not cached whole (ADR 010).
export const dynamic = 'force-dynamic'

type Props = { params: LocaleParams; searchParams: Promise<{ token?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return forgottenPasswordMetadata(await pageLocale(params))
}

/** `/forgotten-password` asks for a reset link; the link comes back here with `?token=` to set the password. */
export default async function ForgottenPasswordPage({ params, searchParams }: Props) {
  const { token } = await searchParams
  const reset = typeof token === 'string' ? { value: token, usable: await isResetTokenUsable(await getPayloadClient(), token) } : null
  return <ForgottenPasswordView locale={await pageLocale(params)} token={reset} />
}
