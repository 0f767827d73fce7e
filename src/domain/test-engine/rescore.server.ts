import 'server-only'

import type { Payload } from 'payload'

import { inTransaction } from '@/db'
import { expireTag } from '@/lib/revalidate'

import { parseJson, readAnswers, responsesOf, storeResult } from './attempt-store.server'
import { paperQuestionIds, readAnswerKey } from './paper.server'
import { scorePaper } from './scoring'
import { testCrowdTag, testStatsTag } from './test-stats'
import type { PaperSnapshot } from './types'

/**
 * Re-scoring after staff correct an answer key: run by Payload's job queue (`payload.config.ts`) and
 * by tests. It lives below the collections because the data layer itself runs it.
 */

/** Scores every submitted attempt at a test again (after staff correct its answer key). */
export async function rescoreTest(payload: Payload, testId: number | string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'attempts',
    where: { and: [{ test: { equals: testId } }, { status: { not_equals: 'in-progress' } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { paper: true, deadline: true },
  })
  for (const attempt of docs) {
    const paper = parseJson(attempt.paper) as PaperSnapshot
    const key = await readAnswerKey(payload, paperQuestionIds(paper))
    await inTransaction(payload, async (database) => {
      const answers = await readAnswers(database, attempt.id)
      const score = scorePaper(paper, key, responsesOf(answers))
      await storeResult(database, { attemptId: attempt.id, score })
    })
  }
  // Ranks, topper and averages follow at once when staff's request runs this, and within their
  // 60-second cache when the job queue does (outside a request there is no tag to expire).
  expireTag(testStatsTag(testId))
  expireTag(testCrowdTag(testId))
  return docs.length
}

/** Scores again every submitted attempt at any test that holds the question. */
export async function rescoreQuestion(payload: Payload, questionId: number | string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'tests',
    where: { 'sections.questions': { in: [questionId] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { slug: true },
    draft: false,
  })
  let attempts = 0
  for (const test of docs) attempts += await rescoreTest(payload, test.id)
  return attempts
}
