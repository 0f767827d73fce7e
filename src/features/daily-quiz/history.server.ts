import 'server-only'

import type { Payload } from 'payload'

import { indianDay } from '@/lib/days'
import { relationId } from '@/lib/ids'
import type { User } from '@/payload-types'

import { type QuizStreak, quizStreak, type QuizTaken } from './streak'

/** A daily quiz the candidate has submitted, for their history, the quiz list and the dashboard. */
export type TakenQuiz = QuizTaken & { testId: string; attemptId: string; score: number | null; maxScore: number | null }

/**
 * The candidate's daily quizzes and streak, read as the candidate: the published daily quizzes up to
 * today, and their own submitted attempts at them (first attempt per quiz).
 */
export async function readQuizHistory(
  payload: Payload,
  user: User,
  now = new Date(),
): Promise<{ taken: TakenQuiz[]; streak: QuizStreak; /** Whether a quiz is published for today (in India). */ hasQuizToday: boolean }> {
  const today = indianDay(now)
  const { docs: quizzes } = await payload.find({
    collection: 'tests',
    where: { kind: { equals: 'daily-quiz' } },
    select: { quizDate: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  const quizDayById = new Map(quizzes.filter((quiz) => quiz.quizDate).map((quiz) => [String(quiz.id), indianDay(quiz.quizDate!)]))
  const { docs: attempts } = quizDayById.size
    ? await payload.find({
        collection: 'attempts',
        where: {
          and: [{ candidate: { equals: user.id } }, { test: { in: [...quizDayById.keys()] } }, { status: { not_equals: 'in-progress' } }],
        },
        select: { test: true, finishedAt: true, submittedAt: true, score: true, maxScore: true, attemptNumber: true },
        sort: 'attemptNumber',
        depth: 0,
        pagination: false,
        overrideAccess: false,
        user,
      })
    : { docs: [] }

  const taken = new Map<string, TakenQuiz>()
  for (const attempt of attempts) {
    const testId = String(relationId(attempt.test))
    const quizDay = quizDayById.get(testId)
    const finished = attempt.finishedAt ?? attempt.submittedAt
    if (!quizDay || !finished || taken.has(testId)) continue
    taken.set(testId, {
      testId,
      attemptId: String(attempt.id),
      quizDay,
      takenOn: indianDay(finished),
      score: attempt.score ?? null,
      maxScore: attempt.maxScore ?? null,
    })
  }
  const history = [...taken.values()].sort((a, b) => b.quizDay.localeCompare(a.quizDay))
  const quizDays = [...quizDayById.values()]
  return { taken: history, streak: quizStreak(history, quizDays, today), hasQuizToday: quizDays.includes(today) }
}
