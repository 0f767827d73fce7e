import { type OptionLetter, optionLetterList } from '@/domain/test-engine/types'
import { clearStored, readStored, writeStored } from '@/lib/device-storage'
import type { Locale } from '@/i18n/locale'

import { MAX_SECONDS_ON_A_QUESTION } from './limits'
import type { QuizAnswer, QuizAnswersInput } from './schemas'

/**
 * A signed-out candidate's daily quiz, kept in the browser at every answer (nothing a candidate
 * answers is lost: not on a reload, not on the way to the sign-in page). The server never stores it:
 * the check scores it and forgets it; after signing in, keep turns it into the candidate's attempt.
 */
export type GuestQuizRecord = {
  /** When the candidate pressed Start on this device; the timer of a timed quiz runs from here. */
  startedAt: string | null
  answers: Record<string, QuizAnswer>
  currentQuestionId: string | null
  /** When the answers were submitted and checked; they are then waiting to be kept after a sign-in. */
  checkedAt: string | null
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string'

/** One kept answer, as `quizAnswerSchema` takes it (`guest-answers.test.ts` holds the two to the same records). */
const isQuizAnswer = (value: unknown): value is QuizAnswer =>
  isObject(value) &&
  (value.option === null || optionLetterList.includes(value.option as OptionLetter)) &&
  Number.isInteger(value.timeSpent) &&
  (value.timeSpent as number) >= 0 &&
  (value.timeSpent as number) <= MAX_SECONDS_ON_A_QUESTION

/**
 * A record as this page wrote it. A type guard, not a zod schema: the visitor's quiz page would ship
 * zod for this check alone, 17.6 kB (ADR 033). The server still checks the answers with its schema.
 */
const isGuestRecord = (value: unknown): value is GuestQuizRecord =>
  isObject(value) &&
  isTextOrNull(value.startedAt) &&
  isTextOrNull(value.currentQuestionId) &&
  isTextOrNull(value.checkedAt) &&
  isObject(value.answers) &&
  Object.values(value.answers).every(isQuizAnswer)

/** Under `pcs-daily-quiz:{testId}`: a test id does not change when staff rename the quiz's address. */
export const guestStorageKey = (testId: string) => `pcs-daily-quiz:${testId}`

export const emptyGuestRecord = (): GuestQuizRecord => ({ startedAt: null, answers: {}, currentQuestionId: null, checkedAt: null })

/** The stored record, or null when there is none or it cannot be read (storage blocked, edited by hand). */
export const readGuestRecord = (storage: Storage | null, testId: string): GuestQuizRecord | null =>
  readStored(storage, guestStorageKey(testId), isGuestRecord)

/** False when the browser refused (private mode, full storage): the page still holds the answers in memory. */
export const writeGuestRecord = (storage: Storage | null, testId: string, record: GuestQuizRecord): boolean =>
  writeStored(storage, guestStorageKey(testId), record)

export const clearGuestRecord = (storage: Storage | null, testId: string): void => clearStored(storage, guestStorageKey(testId))

/** The record with `option` chosen for a question (null clears it); its time so far is kept. */
export function chooseAnswer(record: GuestQuizRecord, questionId: string, option: OptionLetter | null): GuestQuizRecord {
  const previous = record.answers[questionId] ?? { option: null, timeSpent: 0 }
  return { ...record, answers: { ...record.answers, [questionId]: { ...previous, option } } }
}

/** The record with `seconds` more spent on a question. */
export function addTimeSpent(record: GuestQuizRecord, questionId: string, seconds: number): GuestQuizRecord {
  if (seconds <= 0) return record
  const previous = record.answers[questionId] ?? { option: null, timeSpent: 0 }
  return { ...record, answers: { ...record.answers, [questionId]: { ...previous, timeSpent: previous.timeSpent + Math.round(seconds) } } }
}

/** Whether the record holds anything worth carrying into an attempt: at least one chosen option. */
export const hasChosenAnswers = (record: GuestQuizRecord | null): record is GuestQuizRecord =>
  record !== null && Object.values(record.answers).some((answer) => answer.option !== null)

/** What the check and keep endpoints take. */
export const answersInput = (record: GuestQuizRecord, language: Locale): QuizAnswersInput => ({ answers: record.answers, language })

/** When a guest's timed quiz runs out (ms), counted from their Start on this device; null when untimed or not started. */
export function guestDeadline(record: GuestQuizRecord, quiz: { isTimed: boolean; durationMinutes: number }): number | null {
  if (!quiz.isTimed || !record.startedAt) return null
  const started = Date.parse(record.startedAt)
  return Number.isNaN(started) ? null : started + quiz.durationMinutes * 60_000
}

export type GuestStore = ReturnType<typeof createGuestStore>

/**
 * The record as the quiz page reads it (with `useSyncExternalStore`): read from storage once, then
 * one stable object per change, each change written to storage before anyone is told of it.
 */
export function createGuestStore(testId: string, storage: () => Storage | null) {
  let current: GuestQuizRecord | undefined
  const listeners = new Set<() => void>()
  const read = () => (current ??= readGuestRecord(storage(), testId) ?? emptyGuestRecord())
  const publish = (next: GuestQuizRecord) => {
    current = next
    for (const listener of listeners) listener()
  }
  return {
    getSnapshot: read,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    update(change: (record: GuestQuizRecord) => GuestQuizRecord) {
      const next = change(read())
      writeGuestRecord(storage(), testId, next)
      publish(next)
    },
    /** Forgets this quiz's answers on this device (start again). */
    reset() {
      clearGuestRecord(storage(), testId)
      publish(emptyGuestRecord())
    },
  }
}

/** Whether this device holds answers to a quiz that were not checked yet (they go into the attempt at Start). */
export const hasUncheckedAnswers = (storage: Storage | null, testId: string) => {
  const record = readGuestRecord(storage, testId)
  return hasChosenAnswers(record) && record.checkedAt === null
}
