import 'server-only'

import type { Payload } from 'payload'

import { inTransaction } from '@/db'
import {
  claimOpenAttempt,
  closeAttempt,
  parseJson,
  readAnswers,
  responsesOf,
  storeResult,
  upsertAnswers,
} from '@/domain/test-engine/attempt-store.server'
import { paperQuestionIds, paperRulesOf, readAnswerKey } from '@/domain/test-engine/paper.server'
import { scorePaper } from '@/domain/test-engine/scoring'
import { CROWD_REFRESH_MS, testCrowdTag, testStatsTag } from '@/domain/test-engine/test-stats'
import type { PaperSnapshot, ResponseChange } from '@/domain/test-engine/types'
import { relationId } from '@/lib/ids'
import { expireTag, expireTagSoon } from '@/lib/revalidate'
import type { Attempt } from '@/payload-types'

import { validateChanges } from './responses'
import { finishedAtFor } from './timing'

/**
 * Closes and scores an attempt in one transaction: the one way an attempt ends, whether the candidate
 * submits it or the sweep finds it abandoned. `changes` (already checked to be on time) are stored
 * first; returns false when another call closed it first.
 */
export async function finaliseAttempt(
  payload: Payload,
  attempt: Pick<Attempt, 'id' | 'deadline' | 'paper' | 'test'>,
  {
    status,
    now,
    changes,
    candidateId,
  }: { status: 'submitted' | 'auto-submitted'; now: Date; changes: ResponseChange[]; candidateId: number | string },
): Promise<boolean> {
  const paper = parseJson(attempt.paper) as PaperSnapshot
  const questionIds = paperQuestionIds(paper)
  // The key is read before the transaction: it holds the write lock for as short a time as possible.
  // It is the key of the versions the attempt was taken on (ADR 046): an edit since does not change it.
  const key = await readAnswerKey(payload, questionIds, paper.versions)
  const deadline = new Date(attempt.deadline)

  return inTransaction(payload, async (database) => {
    const ids = { attemptId: attempt.id, candidateId }
    if (changes.length > 0 && (await claimOpenAttempt(database, { ...ids, now }))) {
      const rules = paperRulesOf(paper)
      const { valid } = validateChanges(rules.questionIds, changes, rules.maxTimeSpent)
      await upsertAnswers(database, ids, valid, now)
    }
    const closed = await closeAttempt(database, {
      attemptId: attempt.id,
      status,
      submittedAt: now,
      finishedAt: finishedAtFor(now, deadline),
    })
    if (!closed) return false
    const answers = await readAnswers(database, attempt.id)
    const score = scorePaper(paper, key, responsesOf(answers))
    await storeResult(database, { attemptId: attempt.id, score })
    return true
  }).then((closed) => {
    if (closed) {
      const testId = relationId(attempt.test)
      expireTag(testStatsTag(testId))
      expireTagSoon(testCrowdTag(testId), CROWD_REFRESH_MS)
    }
    return closed
  })
}
