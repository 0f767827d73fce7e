import type { Metadata } from 'next'

import { AuthCard } from '@/features/auth/components/auth-card'
import { ForgottenPasswordForm } from '@/features/auth/components/forgotten-password-form.client'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.client'
import { isResetTokenUsable } from '@/features/auth/password-reset.server'

// The session decides what this page shows: rendered per request (from cached reads), not cached whole (ADR 010).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Forgotten password',
  description: 'Set a new password for your Punjab PCS Academy account.',
  robots: { index: false },
  // The reset link's token is in this page's address: never pass it on to another site.
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** `/forgotten-password` asks for a reset link; the link comes back here with `?token=` to set the password. */
export default async function ForgottenPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams
  if (typeof token === 'string') {
    if (await isResetTokenUsable(token)) {
      return (
        <AuthCard title="Set a new password" lead="Choose a new password for your account. Every other device will be signed out.">
          <ResetPasswordForm token={token} />
        </AuthCard>
      )
    }
    return (
      <AuthCard
        title="This link can no longer be used"
        lead="Reset links work once and for one hour, and only the newest one works. Enter your e-mail address to get a fresh link."
      >
        <ForgottenPasswordForm />
      </AuthCard>
    )
  }
  return (
    <AuthCard title="Forgotten password" lead="Enter the e-mail address of your account and we will send you a link to set a new password.">
      <ForgottenPasswordForm />
    </AuthCard>
  )
}
