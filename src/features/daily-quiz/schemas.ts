import * as z from 'zod/mini'

import { MAX_CHANGES_PER_BATCH, optionLetterList } from '@/domain/test-engine/types'
import { locales } from '@/i18n/locale'

import { MAX_SECONDS_ON_A_QUESTION } from './limits'

export const quizAnswerSchema = z.object({
  option: z.nullable(z.enum(optionLetterList)),
  timeSpent: z.number().check(z.int(), z.nonnegative(), z.lte(MAX_SECONDS_ON_A_QUESTION)),
})

/**
 * A signed-out candidate's answers to a daily quiz, by question id: what the quiz page keeps in the
 * browser, sends to be checked (nothing stored) and, after signing in, sends to be kept as an attempt.
 * One schema for the page and the two endpoints.
 */
export const quizAnswersSchema = z.object({
  answers: z
    .record(z.string().check(z.regex(/^\d{1,12}$/, 'A question id is a number.')), quizAnswerSchema)
    .check(z.refine((answers) => Object.keys(answers).length <= MAX_CHANGES_PER_BATCH, `Send at most ${MAX_CHANGES_PER_BATCH} answers.`)),
  language: z.optional(z.enum(locales)),
})

export type QuizAnswer = z.infer<typeof quizAnswerSchema>
export type QuizAnswersInput = z.infer<typeof quizAnswersSchema>

/** The start endpoint's body: the language the candidate reads the quiz in. */
export const startQuizSchema = z.object({ language: z.optional(z.enum(locales)) })
