import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { requireUser } from '@/server/request-user.server'
import { ResultReport } from '@/features/test-engine/components/result/result-report'
import { resultHref } from '@/lib/links'
import { findResult } from '@/features/test-engine/result.server'
import { getTranslator } from '@/i18n/translator'
import { getPayloadClient } from '@/server/payload.server'
import { pageLocale, withLocale } from '@/i18n/locale'

// One candidate's result: never cached (ADR 010), and never indexed.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return { title: getTranslator(await pageLocale(params), 'result')('metaTitle'), robots: { index: false, follow: false } }
}

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ attempt?: string | string[] }> }

/** `/result?attempt=ID` (bare): the score, standing, analysis and, once due, the solutions, in either language. */
export default async function ResultPage({ params, searchParams }: Props) {
  const { attempt } = await searchParams
  if (typeof attempt !== 'string' || !/^\d+$/.test(attempt)) notFound()
  const locale = await pageLocale(params)
  const user = await requireUser(withLocale(resultHref(attempt), locale))
  const lookup = await findResult(await getPayloadClient(), user, attempt, locale)
  if (lookup.kind === 'missing') notFound()
  if (lookup.kind === 'in-progress') redirect(lookup.href)
  return <ResultReport view={lookup.view} languageSwitch={null} bookmarkEndpoint="/api/bookmarks" />
}
