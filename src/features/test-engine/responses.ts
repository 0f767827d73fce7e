import * as z from 'zod/mini'

import { locales } from '@/i18n/locale'

import {
  MAX_CHANGES_PER_BATCH,
  optionLetterList,
  type OptionLetter,
  type Response,
  type ResponseChange,
  type SaveAnswersRequest,
} from '@/domain/test-engine/types'

export type SavedResponse = Response & { seq: number }

/** No real time-per-question reaches a day; anything above it is a broken client clock. */
const MAX_TIME_SPENT_SECONDS = 24 * 60 * 60

const responseChangeSchema = z.object({
  questionId: z.string().check(z.minLength(1), z.maxLength(100)),
  option: z.nullable(z.enum(optionLetterList)),
  marked: z.boolean(),
  visited: z.boolean(),
  timeSpent: z.number().check(z.int(), z.nonnegative(), z.lte(MAX_TIME_SPENT_SECONDS)),
  seq: z.number().check(z.int(), z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER)),
})

/** The body of an autosave or a submit, checked with this one schema on the screen and in the route. */
export const saveAnswersSchema = z.object({
  changes: z
    .array(responseChangeSchema)
    .check(z.maxLength(MAX_CHANGES_PER_BATCH, `Send at most ${MAX_CHANGES_PER_BATCH} changes at a time.`)),
  currentQuestionId: z.nullish(z.string().check(z.maxLength(100))),
  language: z.optional(z.enum(locales)),
})

// Fails to compile if the schema and the shared request type drift apart.
const _schemaMatchesRequest: (body: z.output<typeof saveAnswersSchema>) => SaveAnswersRequest = (body) => body

export type RejectedChange = { change: ResponseChange; reason: string }

const isOptionLetter = (value: unknown): value is OptionLetter => (optionLetterList as readonly unknown[]).includes(value)

/**
 * Splits a batch into the changes this attempt can take and those it cannot, with why. Time on one
 * question above `maxTimeSpentSeconds` (the attempt's whole time, extra time included) is capped, not
 * rejected: a wrong timer should not cost the candidate an answer. A question named more than once
 * keeps only its change with the highest `seq` (the first of equals), as if the changes had come in
 * separate batches: the database takes one row per question per statement (PostgreSQL refuses two),
 * and refusing the batch would lose the candidate's other answers.
 */
export function validateChanges(
  questionIds: ReadonlySet<string>,
  changes: ResponseChange[],
  maxTimeSpentSeconds: number,
): { valid: ResponseChange[]; rejected: RejectedChange[] } {
  const valid: ResponseChange[] = []
  const rejected: RejectedChange[] = []
  for (const change of changes) {
    const reason = !questionIds.has(change.questionId)
      ? 'This question is not in the paper.'
      : change.option !== null && !isOptionLetter(change.option)
        ? 'The option must be A, B, C or D.'
        : !Number.isSafeInteger(change.seq) || change.seq < 0
          ? 'The change number must be a whole number.'
          : !Number.isFinite(change.timeSpent) || change.timeSpent < 0
            ? 'The time spent must be zero or more seconds.'
            : null
    if (reason) rejected.push({ change, reason })
    else valid.push({ ...change, timeSpent: Math.min(Math.round(change.timeSpent), Math.max(0, Math.floor(maxTimeSpentSeconds))) })
  }
  return { valid: latestPerQuestion(valid), rejected }
}

/** Per question, the change with the highest `seq` (the first of equals), if it is newer than `current`'s. */
function latestPerQuestion(changes: ResponseChange[], current: Record<string, { seq: number }> = {}): ResponseChange[] {
  const latest = new Map<string, ResponseChange>()
  for (const change of changes) {
    const newest = latest.get(change.questionId) ?? current[change.questionId]
    if (newest === undefined || change.seq > newest.seq) latest.set(change.questionId, change)
  }
  return [...latest.values()]
}

/**
 * Applies a batch: for each question the change with the highest `seq` wins, over the saved one too, so
 * a retried batch or one overtaken by a later batch changes nothing. `applied` is what must be written.
 */
export function mergeChanges(
  current: Record<string, SavedResponse>,
  changes: ResponseChange[],
): { responses: Record<string, SavedResponse>; applied: ResponseChange[] } {
  const applied = latestPerQuestion(changes, current)
  const responses = { ...current }
  for (const { questionId, option, marked, visited, timeSpent, seq } of applied) {
    responses[questionId] = { option, marked, visited, timeSpent, seq }
  }
  return { responses, applied }
}
