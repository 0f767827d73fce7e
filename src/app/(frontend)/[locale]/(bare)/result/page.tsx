import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { requireUser } from '@/features/auth/get-user.server'
import { ResultReport } from '@/features/test-engine/components/result/result-report'
import { resultHref } from '@/features/test-engine/links'
import { findResult } from '@/features/test-engine/result.server'
import { getPayloadClient } from '@/lib/payload.server'
import { pageLocale } from '@/lib/locale'

// One candidate's result: never cached (ADR 010), and never indexed.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Your result', robots: { index: false, follow: false } }

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ attempt?: string | string[] }> }

/** `/result?attempt=ID` (bare): the score, standing, analysis and, once due, the solutions, in either language. */
export default async function ResultPage({ params, searchParams }: Props) {
  const { attempt } = await searchParams
  if (typeof attempt !== 'string' || !/^\d+$/.test(attempt)) notFound()
  const locale = await pageLocale(params)
  const user = await requireUser(resultHref(attempt))
  const lookup = await findResult(await getPayloadClient(), user, attempt, locale)
  if (lookup.kind === 'missing') notFound()
  if (lookup.kind === 'in-progress') redirect(lookup.href)
  return <ResultReport view={lookup.view} languageSwitch={null} bookmarkEndpoint="/api/bookmarks" />
}
