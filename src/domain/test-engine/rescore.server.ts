import 'server-only'

import type { Payload } from 'payload'

import { databaseOf, inTransaction } from '@/db'
import { expireTag } from '@/lib/revalidate'

import { readAnswersOf, readFinishedPapers, responsesOf, storeResult } from './attempt-store.server'
import { paperQuestionIds, readAnswerKey } from './paper.server'
import { scorePaper } from './scoring'
import { testCrowdTag, testStatsTag } from './test-stats'
import type { AnswerKeyEntry, PaperSnapshot } from './types'

/**
 * Re-scoring after staff correct an answer key: run by Payload's job queue (`payload.config.ts`) and
 * by tests. It lives below the collections because the data layer itself runs it.
 */

/** How many attempts are scored per transaction: a short write each, so autosaves wait little behind it. */
const RESCORE_BATCH = 200

/**
 * Scores every submitted attempt at a test again (after staff correct its answer key). The key is read
 * once per distinct paper (a test's attempts almost always share one), the answers of a batch of
 * attempts in one statement, and each batch's results are written in one transaction (ADR 046;
 * `bench/rescore.ts` measures it against a bare re-scoring of the same file).
 */
export async function rescoreTest(payload: Payload, testId: number | string): Promise<number> {
  const docs = await readFinishedPapers(databaseOf(payload), testId)
  const keys = new Map<string, Promise<Map<string, AnswerKeyEntry>>>()
  const keyOf = (paper: PaperSnapshot) => {
    const ids = paperQuestionIds(paper)
    const signature = ids.join(',')
    if (!keys.has(signature)) keys.set(signature, readAnswerKey(payload, ids))
    return keys.get(signature)!
  }
  for (let start = 0; start < docs.length; start += RESCORE_BATCH) {
    const batch = docs.slice(start, start + RESCORE_BATCH)
    // Submitted attempts take no more answers: reading them outside the write changes nothing.
    const answers = await readAnswersOf(
      databaseOf(payload),
      batch.map((attempt) => attempt.id),
    )
    const scored = await Promise.all(
      batch.map(async (attempt) => {
        const paper = attempt.paper as PaperSnapshot
        return { attemptId: attempt.id, score: scorePaper(paper, await keyOf(paper), responsesOf(answers.get(String(attempt.id)) ?? [])) }
      }),
    )
    await inTransaction(payload, async (database) => {
      for (const result of scored) await storeResult(database, result)
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
