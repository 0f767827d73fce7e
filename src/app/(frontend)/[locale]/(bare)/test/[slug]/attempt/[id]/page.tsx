import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { requireUser } from '@/server/request-user.server'
import { ExamControlsProvider } from '@/features/test-engine/components/exam-controls.client'
import { ExamScreen } from '@/features/test-engine/components/exam-screen.client'
import { loadExamSession } from '@/features/test-engine/exam-session.server'
import { attemptHref } from '@/lib/links'
import { pickMessages } from '@/i18n/messages'
import { getTranslator } from '@/i18n/translator'
import { pageLocale, withLocale } from '@/i18n/locale'
import { getPayloadClient } from '@/server/payload.server'

// One candidate's running attempt: never cached (ADR 010), and never indexed.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; slug: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: getTranslator(await pageLocale(params), 'exam')('metaTitle'), robots: { index: false, follow: false } }
}

/** The exam screen (bare): resumes the attempt where it was, on any device, with the server's deadline. */
export default async function ExamPage({ params }: Props) {
  const { slug, id } = await params
  const locale = await pageLocale(params)
  const user = await requireUser(withLocale(attemptHref(slug, id), locale))
  const lookup = await loadExamSession(await getPayloadClient(), user, id)
  if (lookup.kind === 'missing') notFound()
  if (lookup.kind === 'closed') redirect(withLocale(lookup.resultUrl, locale))
  // Both languages' words: the candidate switches the controls' language without reloading the test.
  const messages = { en: pickMessages('en', ['exam']), pa: pickMessages('pa', ['exam']) }
  return (
    <ExamControlsProvider attemptId={lookup.session.attemptId} pageLocale={locale} messages={messages}>
      <ExamScreen session={lookup.session} />
    </ExamControlsProvider>
  )
}
