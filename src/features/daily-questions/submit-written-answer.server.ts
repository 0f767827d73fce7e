import 'server-only'

import type { Payload } from 'payload'

import { getTranslator } from '@/i18n/translator'
import { fieldErrors } from '@/lib/field-messages'
import { fieldTranslator } from '@/lib/field-translator'
import type { User } from '@/payload-types'

import { findAnswerableQuestion, NO_SUCH_QUESTION } from './answerable-question.server'
import { readOwnSubmission } from './own-answers.server'
import { writtenAnswerSchema } from './schemas'
import type { Refusal, SubmissionResult } from './types'
import { countWords } from './word-count'

export type SubmissionOutcome = { status: 200 | 409; body: SubmissionResult } | { status: 400 | 404; body: Refusal }

export const ALREADY_SUBMITTED =
  'You have already submitted an answer to this question. Only one answer per question is evaluated; yours is below.'

/**
 * Submits a candidate's written answer to a Mains Question of the Day: checked with the answer box's
 * own schema (not empty, within the word limit, counted the same way), stored once as "submitted" for
 * staff to evaluate. A second submission is refused (409) with the first, whatever the order two
 * requests arrive in.
 */
export async function submitWrittenAnswer(
  payload: Payload,
  user: User,
  id: string,
  input: unknown,
  now = new Date(),
): Promise<SubmissionOutcome> {
  const question = await findAnswerableQuestion(payload, user, id, now)
  if (!question) return { status: 404, body: { message: NO_SUCH_QUESTION } }
  if (question.kind !== 'mains')
    return { status: 400, body: { message: 'This Question of the Day is an MCQ: choose an option instead of writing an answer.' } }

  const existing = await readOwnSubmission(payload, user, question.id)
  if (existing) return { status: 409, body: { submission: existing, message: ALREADY_SUBMITTED } }

  const parsed = writtenAnswerSchema(question.wordLimit ?? 150, getTranslator('en', 'dailyQuestions')).safeParse(input)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, fieldTranslator('en'))
    return { status: 400, body: { message: errors.answer ?? 'Your answer could not be read.', fieldErrors: errors } }
  }
  const answer = parsed.data.answer.trim()
  try {
    await payload.create({
      collection: 'answer-submissions',
      data: {
        candidate: user.id,
        dailyQuestion: question.id,
        answer,
        wordCount: countWords(answer),
        submittedAt: now.toISOString(),
        status: 'submitted',
      },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    // Two submissions at once: the unique candidate + question index let only one in.
    const winner = await readOwnSubmission(payload, user, question.id)
    if (winner) return { status: 409, body: { submission: winner, message: ALREADY_SUBMITTED } }
    throw error
  }
  const submission = await readOwnSubmission(payload, user, question.id)
  if (!submission) throw new Error(`The submission to Question of the Day ${question.id} was stored but cannot be read back`)
  return { status: 200, body: { submission } }
}
