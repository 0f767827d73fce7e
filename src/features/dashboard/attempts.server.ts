import 'server-only'

import type { Payload } from 'payload'

import { parseJson } from '@/domain/test-engine/attempt-store.server'
import { attemptHref, practiceHref, resultHref } from '@/lib/links'
import { paperQuestionIds } from '@/domain/test-engine/paper.server'
import { readTopicSlugs } from '@/domain/test-engine/question-topics'
import { finishedAtOf, findOwnAttempts, placeAttempt, rankOf, remainingMs } from '@/features/test-engine/public.server'
import type { ScoreBreakdown, ScoreSummary } from '@/domain/test-engine/scoring'
import { inLocale, type PaperSnapshot } from '@/domain/test-engine/types'
import { relationId } from '@/lib/ids'
import { type Locale, withLocale } from '@/i18n/locale'
import type { Attempt, Test, User } from '@/payload-types'

import { trendPoints } from './score-trend'
import { type TopicAccuracy, type TopicRow, topicAccuracy } from './topic-accuracy'
import type { HistoryEntry, InProgressAttempt } from './types'

/** The history shows this many of the latest finished attempts (the trend and the topics count them all). */
export const HISTORY_LENGTH = 50

/** Where a question was last answered: the latest finished attempt whose paper had it, and its number there. */
export type AnsweredQuestion = { attemptId: string; number: number }

type OwnAttempt = Pick<
  Attempt,
  | 'id'
  | 'test'
  | 'attemptNumber'
  | 'status'
  | 'isFirstAttempt'
  | 'startedAt'
  | 'deadline'
  | 'finishedAt'
  | 'submittedAt'
  | 'score'
  | 'maxScore'
  | 'paper'
  | 'result'
  | 'breakdown'
>

/** Whole minutes left, rounded down so a candidate is never told of more time than the server gives; null once none is left. */
function minutesLeft(deadline: string, now: Date): number | null {
  const left = remainingMs(now.getTime(), Date.parse(deadline))
  return left > 0 ? Math.floor(left / 60_000) : null
}

/**
 * The candidate's attempts as the dashboard shows them: those still running, the finished ones with
 * their ranks, the score trend and the accuracy per topic (from attempts whose solutions are due
 * only, as the data layer gives them, ADR 014), and where each question was last answered
 * (for the bookmarks' "Revise" links). Read as the candidate; an attempt left open past its deadline
 * is submitted first, as every test page does.
 */
export async function readAttemptsOverview(payload: Payload, user: User, locale: Locale, now: Date) {
  const docs = await findOwnAttempts(
    payload,
    user,
    {
      sort: '-startedAt',
      select: {
        test: true,
        attemptNumber: true,
        status: true,
        isFirstAttempt: true,
        startedAt: true,
        deadline: true,
        finishedAt: true,
        submittedAt: true,
        score: true,
        maxScore: true,
        paper: true,
        result: true,
        breakdown: true,
      },
    },
    now,
  )
  const attempts = (docs as OwnAttempt[]).map((attempt) => ({ ...attempt, paper: parseJson(attempt.paper) as PaperSnapshot }))
  const tests = await readTestsOf(payload, attempts, locale)
  const titleOf = (attempt: (typeof attempts)[number]) =>
    tests.get(relationId(attempt.test))?.title || inLocale(attempt.paper.title, locale)
  const kindOf = (attempt: (typeof attempts)[number]) => tests.get(relationId(attempt.test))?.kind ?? ''

  const inProgress: InProgressAttempt[] = attempts
    .filter((attempt) => attempt.status === 'in-progress')
    .map((attempt) => ({
      attemptId: String(attempt.id),
      testTitle: titleOf(attempt),
      kind: kindOf(attempt),
      deadline: attempt.deadline,
      minutesLeft: minutesLeft(attempt.deadline, now),
      resumeHref: withLocale(attemptHref(tests.get(relationId(attempt.test))?.slug ?? '', attempt.id), locale),
    }))

  const finished = attempts
    .filter((attempt) => attempt.status !== 'in-progress' && attempt.result != null)
    .map((attempt) => ({
      ...attempt,
      finishedAt: finishedAtOf(attempt),
      outcome: parseJson(attempt.result) as ScoreSummary,
      // Only where the data layer lets the candidate see it: once the test's solutions are due (ADR 014).
      breakdown: (parseJson(attempt.breakdown) as ScoreBreakdown | null | undefined) ?? null,
    }))
    .sort((a, b) => Date.parse(b.finishedAt) - Date.parse(a.finishedAt))

  const history: HistoryEntry[] = await Promise.all(
    finished.slice(0, HISTORY_LENGTH).map(async (attempt) => {
      // Ranked as the result page ranks it (a window's attempt only once its list is out, ADR 044).
      const test = tests.get(relationId(attempt.test))
      const place = test ? await placeAttempt(test, attempt, attempt.outcome.score, null, now) : null
      const isRanked = place?.isRanked && (!place.windowPlace || place.windowPlace.isPublished)
      return {
        attemptId: String(attempt.id),
        testTitle: titleOf(attempt),
        kind: kindOf(attempt),
        finishedAt: attempt.finishedAt,
        attemptNumber: attempt.attemptNumber,
        score: attempt.outcome.score,
        maxScore: attempt.outcome.maxScore,
        rank: place && isRanked ? { rank: rankOf(attempt.outcome.score, place.field), candidates: Math.max(place.field.length, 1) } : null,
        isAutoSubmitted: attempt.status === 'auto-submitted',
        resultHref: withLocale(resultHref(attempt.id), locale),
      }
    }),
  )

  const trend = trendPoints(
    finished.map((attempt) => ({
      attemptId: String(attempt.id),
      finishedAt: attempt.finishedAt,
      testTitle: titleOf(attempt),
      score: attempt.outcome.score,
      maxScore: attempt.outcome.maxScore,
    })),
  )

  const topicRows: TopicRow[] = finished.flatMap((attempt) =>
    (attempt.breakdown?.topics ?? []).map((topic) => {
      const title = topic.topicId ? attempt.paper.topics[topic.topicId] : undefined
      return {
        topicId: topic.topicId,
        title: title ? inLocale(title, locale) : topic.topicTitle,
        correct: topic.correct,
        wrong: topic.wrong,
      }
    }),
  )

  const answered = new Map<string, AnsweredQuestion>()
  for (const attempt of finished) {
    paperQuestionIds(attempt.paper).forEach((questionId, index) => {
      if (!answered.has(questionId)) answered.set(questionId, { attemptId: String(attempt.id), number: index + 1 })
    })
  }

  const topics = topicAccuracy(topicRows)
  return {
    inProgress,
    history,
    historyTotal: finished.length,
    trend,
    topics: await withPracticeLinks(payload, user, topics, locale),
    answered,
  }
}

/** Each topic with the address of its practice drill (ADR 039), where the candidate can read the topic. */
async function withPracticeLinks(payload: Payload, user: User, topics: TopicAccuracy[], locale: Locale): Promise<TopicAccuracy[]> {
  const slugOf = await readTopicSlugs(
    payload,
    user,
    topics.map((topic) => topic.topicId),
  )
  return topics.map((topic) => {
    const slug = slugOf.get(topic.topicId)
    return slug ? { ...topic, practiceHref: withLocale(practiceHref(slug), locale) } : topic
  })
}

/**
 * The title, address and kind of each test the candidate has attempted. These are the public facts of
 * tests the candidate has already been shown (their own attempts prove it), read even when staff have
 * since unpublished a test, as the result page does: an attempt's history never loses its name.
 */
async function readTestsOf(
  payload: Payload,
  attempts: readonly Pick<Attempt, 'test'>[],
  locale: Locale,
): Promise<Map<string, Pick<Test, 'id' | 'title' | 'slug' | 'kind' | 'window'>>> {
  const ids = [...new Set(attempts.map((attempt) => relationId(attempt.test)))]
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'tests',
    where: { id: { in: ids } },
    select: { title: true, slug: true, kind: true, window: true },
    locale,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(docs.map((test) => [String(test.id), test]))
}
