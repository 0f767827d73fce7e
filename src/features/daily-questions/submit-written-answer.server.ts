import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locale'
import { getTranslator } from '@/i18n/translator'
import { fieldErrors } from '@/lib/field-messages'
import { fieldTranslator } from '@/lib/field-translator'
import type { DailyQuestion, User } from '@/payload-types'

import { findAnswerableQuestion, NO_SUCH_QUESTION } from './answerable-question.server'
import { readOwnSubmission } from './own-answers.server'
import { writtenAnswerSchema } from './schemas'
import type { Refusal, SubmissionResult } from './types'
import { countWords } from './word-count'

export type SubmissionOutcome = { status: 200 | 409; body: SubmissionResult } | { status: 400 | 404; body: Refusal }

export const ALREADY_SUBMITTED =
  'You have already submitted an answer to this question. Only one answer per question is evaluated; yours is below.'

/**
 * The Mains question a candidate may answer now (typed or by hand), or why not: no such question (404),
 * an MCQ (400), or answered already (409, with the answer that stands).
 */
export async function mainsToAnswer(
  payload: Payload,
  user: User,
  id: string,
  now: Date,
): Promise<{ question: DailyQuestion } | { refusal: SubmissionOutcome }> {
  const question = await findAnswerableQuestion(payload, user, id, now)
  if (!question) return { refusal: { status: 404, body: { message: NO_SUCH_QUESTION } } }
  if (question.kind !== 'mains')
    return {
      refusal: { status: 400, body: { message: 'This Question of the Day is an MCQ: choose an option instead of writing an answer.' } },
    }
  const existing = await readOwnSubmission(payload, user, question.id)
  if (existing) return { refusal: { status: 409, body: { submission: existing, message: ALREADY_SUBMITTED } } }
  return { question }
}

/**
 * Submits a candidate's written answer to a Mains Question of the Day: checked with the answer box's
 * own schema (not empty, within the word limit, counted the same way), stored once as "submitted" for
 * staff to evaluate (with marks in all: the rubric is for handwritten answers, ADR 048). A second submission is refused (409) with the first, whatever the order two
 * requests arrive in.
 */
export async function submitWrittenAnswer(
  payload: Payload,
  user: User,
  id: string,
  input: unknown,
  now = new Date(),
  locale: Locale = 'en',
): Promise<SubmissionOutcome> {
  const found = await mainsToAnswer(payload, user, id, now)
  if ('refusal' in found) return found.refusal
  const { question } = found

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
        format: 'typed',
        answer,
        wordCount: countWords(answer),
        locale,
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
