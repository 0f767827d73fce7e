import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { type PracticeRefusal, PracticePage } from '@/features/practice-drills/components/practice-page'
import { loadPractice } from '@/features/practice-drills/drills.server'
import { type LocaleParams, pageLocale, withLocale } from '@/i18n/locale'
import { getTranslator } from '@/i18n/translator'
import { practiceHref } from '@/lib/links'
import { getPayloadClient } from '@/server/payload.server'
import { requireUser } from '@/server/request-user.server'

// The candidate's own drill, read per request; signed-out visitors are sent to sign in.
export const dynamic = 'force-dynamic'

type PracticeParams = Promise<{ locale: string; slug: string }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return { title: getTranslator(await pageLocale(params), 'practice')('eyebrow'), robots: { index: false } }
}

/** What a form posted without JavaScript came back with: the page words it (an address never carries text to show). */
function refusalOf(query: Record<string, string | string[] | undefined>): PracticeRefusal | null {
  const error = query.error
  // A topic that does not exist is this page's 404, so only an empty pool comes back here.
  if (error === 'empty') return { kind: 'start', reason: error }
  if ((error === 'choose' || error === 'notInDrill') && typeof query.question === 'string') {
    return { kind: 'check', questionId: query.question, reason: error }
  }
  return null
}

export default async function PracticeTopicPage({ params, searchParams }: { params: PracticeParams; searchParams: SearchParams }) {
  const locale = await pageLocale(params)
  const { slug } = await params
  const user = await requireUser(withLocale(practiceHref(slug), locale))
  const view = await loadPractice(await getPayloadClient(), user, slug, locale)
  if (!view) notFound()
  return <PracticePage view={view} refusal={refusalOf(await searchParams)} />
}
