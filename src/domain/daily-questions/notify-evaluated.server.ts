import 'server-only'

import type { Payload } from 'payload'

import { bilingual } from '@/domain/test-engine/paper.server'
import { isLocale, withLocale } from '@/i18n/locale'
import { indianDay } from '@/lib/days'
import { sendSiteEmail } from '@/lib/email/send.server'
import { relationId } from '@/lib/ids'
import { questionOfTheDayHref } from '@/lib/links'

import { evaluatedAnswerEmail } from './evaluation-email'

/**
 * Tells a candidate their evaluated answer is back (ADR 048), in the language they answered in, with a
 * link to the question's page where the evaluation is: run by the job queue after staff return it. The
 * submission is stamped once the mail server has taken the message, so a retried job never writes twice.
 */
export async function notifyEvaluatedAnswer(payload: Payload, submissionId: number | string): Promise<boolean> {
  const submission = await payload.findByID({
    collection: 'answer-submissions',
    id: submissionId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!submission || submission.status !== 'evaluated' || submission.notifiedAt || submission.marksAwarded == null) return false
  const [candidate, question] = await Promise.all([
    payload.findByID({
      collection: 'users',
      id: relationId(submission.candidate),
      select: { name: true, email: true },
      depth: 0,
      overrideAccess: true,
    }),
    payload.findByID({
      collection: 'daily-questions',
      id: relationId(submission.dailyQuestion),
      select: { title: true, date: true, marks: true },
      locale: 'all',
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const locale = isLocale(submission.locale) ? submission.locale : 'en'
  await sendSiteEmail(
    payload,
    candidate.email,
    evaluatedAnswerEmail(
      {
        name: candidate.name,
        title: bilingual(question.title as Parameters<typeof bilingual>[0])[locale],
        marks: submission.marksAwarded,
        outOf: question.marks ?? 0,
        questionUrl: withLocale(questionOfTheDayHref(indianDay(question.date)), locale),
      },
      locale,
    ),
  )
  await payload.update({
    collection: 'answer-submissions',
    id: submission.id,
    data: { notifiedAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  })
  return true
}
