import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { AuthCard } from '@/features/auth/components/auth-card'
import { SignInForm } from '@/features/auth/components/sign-in-form.client'
import { getUser } from '@/features/auth/get-user.server'
import { safeReturnPath } from '@/features/auth/schemas'

// The session decides what this page shows: rendered per request (from cached reads), not cached whole (ADR 010).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Sign in', description: 'Sign in to your Punjab PCS Academy account.' }

type Props = { searchParams: Promise<{ next?: string | string[] }> }

export default async function SignInPage({ searchParams }: Props) {
  const returnTo = safeReturnPath((await searchParams).next)
  if (await getUser()) redirect(returnTo)
  return (
    <AuthCard title="Sign in" lead="Welcome back. Sign in to take tests, keep your scores and continue where you left off.">
      <SignInForm returnTo={returnTo} />
    </AuthCard>
  )
}
