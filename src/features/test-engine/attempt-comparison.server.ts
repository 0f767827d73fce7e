import 'server-only'

import type { Payload } from 'payload'

import { databaseOf } from '@/db'
import { parseJson, readAnswers } from '@/domain/test-engine/attempt-store.server'
import type { ScoreBreakdown, ScoreSummary } from '@/domain/test-engine/scoring'
import { inLocale, type PaperSnapshot } from '@/domain/test-engine/types'
import type { Locale } from '@/i18n/locale'
import { relationId } from '@/lib/ids'
import type { Attempt, Test, User } from '@/payload-types'

import { type AttemptComparison, chooseCompared, type ComparedAttempt, compareAttempts, timePerTopic } from './attempt-comparison'
import { finishedAtOf, findOwnAttempts } from './own-attempts.server'

/**
 * The candidate's finished attempts to compare with the one being read: the tests of the series the
 * test belongs to (the first published series that lists it, with more than this test), or else the
 * re-takes of this test. Read as the candidate, so an attempt whose answers are not open yet has no
 * breakdown and is left out (ADR 014).
 */
export async function readAttemptComparison(
  payload: Payload,
  user: User,
  current: Attempt,
  test: Test,
  locale: Locale,
): Promise<AttemptComparison | null> {
  const { docs: series } = await payload.find({
    collection: 'test-series',
    where: { tests: { in: [test.id] } },
    select: { title: true, tests: true },
    sort: 'order',
    limit: 1,
    depth: 0,
    locale,
    overrideAccess: false,
    user,
  })
  const seriesTests = (series[0]?.tests ?? []).map((entry) => relationId(entry))
  const scope = seriesTests.length > 1 ? 'series' : 'test'
  const attempts = await findOwnAttempts(payload, user, {
    test: scope === 'series' ? seriesTests : test.id,
    select: {
      paper: true,
      result: true,
      breakdown: true,
      attemptNumber: true,
      status: true,
      finishedAt: true,
      submittedAt: true,
      deadline: true,
    },
  })
  const open = attempts
    .filter((attempt) => attempt.status !== 'in-progress' && attempt.breakdown != null)
    .map((attempt) => ({ attemptId: String(attempt.id), finishedAt: finishedAtOf(attempt), attemptNumber: attempt.attemptNumber, attempt }))
  // Chosen before their answers are read: one read per compared attempt, however many there are.
  const latest = chooseCompared(open, String(current.id)).map(({ attempt }) => attempt)
  if (latest.length < 2) return null

  const database = databaseOf(payload)
  const compared = await Promise.all(
    latest.map(async (attempt): Promise<ComparedAttempt> => {
      const paper = parseJson(attempt.paper) as PaperSnapshot
      const summary = parseJson(attempt.result) as ScoreSummary
      const breakdown = parseJson(attempt.breakdown) as ScoreBreakdown
      const answers = await readAnswers(database, attempt.id)
      const topicTime = timePerTopic(paper, new Map(answers.map((answer) => [answer.questionId, answer.timeSpent])))
      return {
        attemptId: String(attempt.id),
        testTitle: inLocale(paper.title, locale),
        attemptNumber: attempt.attemptNumber,
        finishedAt: finishedAtOf(attempt),
        score: summary.score,
        maxScore: summary.maxScore,
        accuracy: summary.accuracy,
        timeSpent: summary.timeSpent,
        topics: breakdown.topics.flatMap((topic) => {
          const title = topic.topicId ? paper.topics[topic.topicId] : undefined
          if (!topic.topicId || !title) return []
          const { score, maxScore, accuracy, correct, wrong } = topic
          return [
            {
              topicId: topic.topicId,
              title: inLocale(title, locale),
              score,
              maxScore,
              accuracy,
              correct,
              wrong,
              timeSpent: topicTime.get(topic.topicId) ?? 0,
            },
          ]
        }),
      }
    }),
  )
  return compareAttempts(compared, String(current.id), scope, series[0]?.title ?? null)
}
