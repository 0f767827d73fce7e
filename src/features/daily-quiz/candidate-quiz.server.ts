import 'server-only'

import type { Payload } from 'payload'

import {
  checkTestAccess,
  checkTestWindow,
  findOwnAttempts,
  findResult,
  loadExamSession,
  type ResultView,
  saveAnswers,
  startAttempt,
  SUBMIT_GRACE_MS,
  submitAttempt,
} from '@/features/test-engine/public.server'
import { resultHref } from '@/lib/links'
import type { ExamSession, ResponseChange } from '@/domain/test-engine/types'
import { getTranslator } from '@/i18n/translator'
import type { ReadScope } from '@/features/content/public.server'
import { relationId } from '@/lib/ids'
import type { Locale } from '@/i18n/locale'
import type { Attempt, User } from '@/payload-types'

import { type DailyQuizRecord, readDailyQuiz } from './daily-quizzes.server'
import { readQuizHistory } from './history.server'
import { languageOf, refusalsIn } from './quiz-text'
import { quizAnswersSchema, startQuizSchema } from './schemas'
import type { QuizStreak } from './streak'
import type { KeepResponse, QuizListState, StartQuizResponse } from './types'

/** Reads as the candidate: published quizzes, and only what their access allows. */
export const candidateScope = (payload: Payload, user: User): ReadScope => ({
  payload,
  draft: false,
  user: { ...user, collection: 'users' },
})

/** What a signed-in candidate can do at a quiz now. */
export type CandidateQuizState =
  | { kind: 'start' }
  | { kind: 'refused'; message: string }
  | { kind: 'in-progress'; session: ExamSession }
  | { kind: 'result'; view: ResultView; canRetake: boolean }

export type CandidateQuiz = { quiz: DailyQuizRecord; state: CandidateQuizState; streak: QuizStreak; hasQuizToday: boolean }

/**
 * The quiz page for a signed-in candidate: Start, the running attempt (resumed on any device), or the
 * result of their latest submitted attempt straight away; and their streak. An attempt left past its
 * deadline is submitted first, as on the engine's own pages.
 */
export async function loadCandidateQuiz(
  payload: Payload,
  user: User,
  slug: string,
  locale: Locale,
  now = new Date(),
): Promise<CandidateQuiz | null> {
  const quiz = await readDailyQuiz(candidateScope(payload, user), { slug }, locale)
  if (!quiz) return null
  const [state, history] = await Promise.all([candidateState(payload, user, quiz, locale, now), readQuizHistory(payload, user, now)])
  return { quiz, state, streak: history.streak, hasQuizToday: history.hasQuizToday }
}

async function candidateState(payload: Payload, user: User, quiz: DailyQuizRecord, locale: Locale, now: Date): Promise<CandidateQuizState> {
  const access = await checkTestAccess(payload, user, { id: Number(quiz.id), isFree: quiz.isFree })
  if (!access.ok) return { kind: 'refused', message: access.message }
  const attempts = await findOwnAttempts(payload, user, { test: quiz.id }, now)

  const open = attempts.find((attempt) => attempt.status === 'in-progress')
  if (open) {
    const lookup = await loadExamSession(payload, user, String(open.id), now)
    if (lookup.kind === 'session') return { kind: 'in-progress', session: lookup.session }
  }
  // An open attempt whose time ran out has just been submitted: read the attempts again.
  const closed = (open ? await findOwnAttempts(payload, user, { test: quiz.id }, now) : attempts).filter(
    (attempt) => attempt.status !== 'in-progress',
  )
  const latest = closed.at(-1)
  const window = checkTestWindow(quiz, now)
  if (latest) {
    const result = await findResult(payload, user, String(latest.id), locale, now)
    if (result.kind === 'result')
      return { kind: 'result', view: result.view, canRetake: attempts.length < quiz.attemptsAllowed && window.ok }
  }
  return window.ok ? { kind: 'start' } : { kind: 'refused', message: window.message }
}

export type QuizOutcome<Body> =
  { status: 200; body: Body; sessionUntil?: Date } | { status: 400 | 403 | 404 | 409; body: { message: string } }

/**
 * Starts the candidate's attempt at a daily quiz through the engine, or resumes the open one. The
 * engine fixes the deadline (an untimed quiz: a day); the session is kept alive until then.
 */
export async function startDailyQuiz(
  payload: Payload,
  user: User,
  slug: string,
  input: unknown,
  now = new Date(),
): Promise<QuizOutcome<StartQuizResponse>> {
  const parsed = startQuizSchema.safeParse(input ?? {})
  if (!parsed.success) return { status: 400, body: { message: refusalsIn(languageOf(input))('notStarted') } }
  if (!(await readDailyQuiz(candidateScope(payload, user), { slug })))
    return { status: 404, body: { message: refusalsIn(parsed.data.language)('noSuchQuiz') } }
  const started = await startAttempt(payload, user, slug, parsed.data.language ?? 'en', now)
  if (!started.ok) return { status: 409, body: { message: started.message } }
  return {
    status: 200,
    body: { attemptId: started.attemptId, isResumed: started.isResumed },
    sessionUntil: new Date(started.deadline.getTime() + SUBMIT_GRACE_MS),
  }
}

/**
 * After signing in, the answers a candidate gave signed out become their attempt at the quiz, once,
 * through the engine: start, save the answers, submit. A candidate who already has an attempt at the
 * quiz (taken, or started on another device) keeps that one, and nothing is saved. The kept attempt
 * is never ranked: its answers were given after the key was seen.
 */
export async function keepGuestAnswers(
  payload: Payload,
  user: User,
  slug: string,
  input: unknown,
  now = new Date(),
): Promise<QuizOutcome<KeepResponse>> {
  const parsed = quizAnswersSchema.safeParse(input)
  if (!parsed.success) return { status: 400, body: { message: refusalsIn(languageOf(input))('unreadableKeep') } }
  const { answers, language = 'en' } = parsed.data
  const say = refusalsIn(language)
  const quiz = await readDailyQuiz(candidateScope(payload, user), { slug })
  if (!quiz) return { status: 404, body: { message: say('noSuchQuiz') } }

  const alreadyTaken = (attempts: Attempt[]): QuizOutcome<KeepResponse> => {
    const submitted = attempts.filter((attempt) => attempt.status !== 'in-progress').at(-1)
    return {
      status: 200,
      body: {
        code: 'already-taken',
        message: getTranslator(language, 'dailyQuiz')('alreadyTaken'),
        resultUrl: submitted ? resultHref(submitted.id) : null,
      },
    }
  }
  const earlier = await findOwnAttempts(payload, user, { test: quiz.id }, now)
  if (earlier.length > 0) return alreadyTaken(earlier)

  const started = await startAttempt(payload, user, slug, language, now, { isKeptFromCheck: true })
  if (!started.ok || started.isResumed) {
    // Another request (a second tab) got there first: that one keeps the answers, this one keeps nothing.
    const attempts = await findOwnAttempts(payload, user, { test: quiz.id }, now)
    if (attempts.length > 0) return alreadyTaken(attempts)
    if (!started.ok) return { status: 409, body: { message: started.message } }
  }

  const changes: ResponseChange[] = Object.entries(answers).map(([questionId, answer], index) => ({
    questionId,
    option: answer.option,
    marked: false,
    visited: true,
    timeSpent: answer.timeSpent,
    seq: index + 1,
  }))
  if (changes.length > 0) {
    const saved = await saveAnswers(payload, user, started.attemptId, { changes, language }, now)
    if (saved.status !== 200) return { status: 409, body: { message: say('notSaved') } }
  }
  const submitted = await submitAttempt(payload, user, started.attemptId, {}, now)
  if (submitted.status !== 200) return { status: 409, body: { message: say('notSubmitted') } }
  return { status: 200, body: { code: 'kept', attemptId: started.attemptId, resultUrl: submitted.body.resultUrl } }
}

/**
 * Each daily quiz's state for the signed-in candidate's list (in progress, or taken with the first
 * attempt's score, as the history counts it), and their streak.
 */
export async function readQuizStates(
  payload: Payload,
  user: User,
  now = new Date(),
): Promise<{ states: Record<string, QuizListState>; streak: QuizStreak; hasQuizToday: boolean }> {
  const open = await findOwnAttempts(payload, user, { status: 'in-progress', select: { test: true } }, now)
  const history = await readQuizHistory(payload, user, now)
  const states: Record<string, QuizListState> = {}
  for (const quiz of history.taken)
    states[quiz.testId] = { status: 'taken', score: quiz.score ?? 0, maxScore: quiz.maxScore ?? 0, resultHref: resultHref(quiz.attemptId) }
  for (const attempt of open) states[relationId(attempt.test)] = { status: 'in-progress' }
  return { states, streak: history.streak, hasQuizToday: history.hasQuizToday }
}
