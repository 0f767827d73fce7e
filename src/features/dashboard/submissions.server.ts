import 'server-only'

import type { Payload } from 'payload'

import { indianDay } from '@/lib/days'
import { questionOfTheDayHref } from '@/lib/links'
import { type Locale, withLocale } from '@/i18n/locale'
import type { DailyQuestion, User } from '@/payload-types'

import type { SubmissionEntry } from './types'

/**
 * The candidate's written answers to mains Questions of the Day, newest first, read as the candidate
 * (their own only): the status, the marks out of the question's marks, the feedback once evaluated,
 * and the question's page.
 */
export async function readAnswerSubmissions(payload: Payload, user: User, locale: Locale): Promise<SubmissionEntry[]> {
  const { docs } = await payload.find({
    collection: 'answer-submissions',
    where: { candidate: { equals: user.id } },
    sort: '-submittedAt',
    depth: 1,
    locale,
    pagination: false,
    overrideAccess: false,
    user,
    select: {
      dailyQuestion: true,
      submittedAt: true,
      wordCount: true,
      format: true,
      pages: true,
      status: true,
      marksAwarded: true,
      feedback: true,
      evaluatedAt: true,
    },
    populate: { 'daily-questions': { title: true, date: true, marks: true, paper: true } },
  })
  return docs.map((submission) => {
    // A question staff have since unpublished reaches the candidate as a bare id: the answer stays, without its link.
    const question = typeof submission.dailyQuestion === 'object' ? (submission.dailyQuestion as DailyQuestion) : null
    const isEvaluated = submission.status === 'evaluated'
    return {
      submissionId: String(submission.id),
      questionTitle: question?.title ?? null,
      paper: question?.paper ?? null,
      submittedAt: submission.submittedAt,
      wordCount: submission.format === 'handwritten' ? null : (submission.wordCount ?? 0),
      pages: submission.format === 'handwritten' ? (submission.pages ?? []).length : 0,
      status: submission.status,
      marksAwarded: isEvaluated ? (submission.marksAwarded ?? null) : null,
      marks: question?.marks ?? null,
      feedback: isEvaluated ? (submission.feedback ?? null) : null,
      evaluatedAt: isEvaluated ? (submission.evaluatedAt ?? null) : null,
      href: question?.date ? withLocale(questionOfTheDayHref(indianDay(question.date)), locale) : null,
    }
  })
}
