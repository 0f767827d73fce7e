import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { AuthCard } from '@/features/auth/components/auth-card'
import { SignUpForm } from '@/features/auth/components/sign-up-form.client'
import { getUser } from '@/features/auth/get-user.server'
import { safeReturnPath } from '@/features/auth/schemas'

// The session decides what this page shows: rendered per request (from cached reads), not cached whole (ADR 010).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Create your account', description: 'Create a free Punjab PCS Academy account.' }

type Props = { searchParams: Promise<{ next?: string | string[] }> }

export default async function SignUpPage({ searchParams }: Props) {
  const returnTo = safeReturnPath((await searchParams).next)
  if (await getUser()) redirect(returnTo)
  return (
    <AuthCard title="Create your account" lead="Free: save your test results, keep your daily-quiz streak and study on any device.">
      <SignUpForm returnTo={returnTo} />
    </AuthCard>
  )
}
