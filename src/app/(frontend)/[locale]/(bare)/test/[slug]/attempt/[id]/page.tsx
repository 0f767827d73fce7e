import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { requireUser } from '@/features/auth/get-user.server'
import { ExamScreen } from '@/features/test-engine/components/exam-screen.client'
import { loadExamSession } from '@/features/test-engine/exam-session.server'
import { attemptHref } from '@/features/test-engine/links'
import { getPayloadClient } from '@/lib/payload.server'

// One candidate's running attempt: never cached (ADR 010), and never indexed.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Test in progress', robots: { index: false, follow: false } }

type Props = { params: Promise<{ locale: string; slug: string; id: string }> }

/** The exam screen (bare): resumes the attempt where it was, on any device, with the server's deadline. */
export default async function ExamPage({ params }: Props) {
  const { slug, id } = await params
  const user = await requireUser(attemptHref(slug, id))
  const lookup = await loadExamSession(await getPayloadClient(), user, id)
  if (lookup.kind === 'missing') notFound()
  if (lookup.kind === 'closed') redirect(lookup.resultUrl)
  return <ExamScreen session={lookup.session} />
}
