import type { Metadata } from 'next'

import { readSecondStepPage } from '@/domain/auth/second-factor/second-factor.server'
import { secondStepMetadata, SecondStepView } from '@/features/auth/components/two-step-pages'
import { getPayloadClient } from '@/server/payload.server'
import { type LocaleParams, pageLocale } from '@/i18n/locale'

// The waiting sign-in (a cookie) decides what this page shows, and a new secret is made for staff: rendered per request.
export const dynamic = 'force-dynamic'

type Props = { params: LocaleParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return secondStepMetadata(await pageLocale(params))
}

/** `/two-step`: a sign-in's second step, after the right password (ADR 052). */
export default async function SecondStepPage({ params }: Props) {
  return <SecondStepView locale={await pageLocale(params)} step={await readSecondStepPage(await getPayloadClient())} />
}
