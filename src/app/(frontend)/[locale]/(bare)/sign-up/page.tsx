import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { signUpMetadata, SignUpView } from '@/features/auth/components/auth-pages'
import { getUser } from '@/server/request-user.server'
import { safeReturnPath } from '@/domain/auth/schemas'
import { type LocaleParams, pageLocale } from '@/i18n/locale'

// The session decides what this page shows: rendered per request (from cached reads), not cached whole (ADR 010).
export const dynamic = 'force-dynamic'

type Props = { params: LocaleParams; searchParams: Promise<{ next?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return signUpMetadata(await pageLocale(params))
}

export default async function SignUpPage({ params, searchParams }: Props) {
  const returnTo = safeReturnPath((await searchParams).next)
  if (await getUser()) redirect(returnTo)
  return <SignUpView locale={await pageLocale(params)} returnTo={returnTo} />
}
