import 'server-only'

import type { Payload } from 'payload'

import { databaseOf } from '@/db'
import { countItemResponses, readFirstAttemptScores } from './attempt-store.server'
import { groupBounds, type ItemStatistics, itemStatistics } from './item-statistics'
import { readAnswerKey, readQuestionTexts } from './paper.server'
import { optionLetterList } from './types'
import { testQuestionIds } from './test-questions'

export type TestItemStatistics = {
  /** First, finished attempts counted. */
  candidates: number
  upperCount: number
  lowerCount: number
  items: (ItemStatistics & { number: number; stem: string })[]
}

/**
 * Item statistics of a test's questions, in the test's current order, from its candidates' first,
 * finished attempts: for staff only (the admin's test form). Questions added after candidates took
 * the test show as answered by nobody.
 */
export async function readItemStatistics(payload: Payload, testId: number | string): Promise<TestItemStatistics> {
  // Read whole: with `select: { sections: true }` Payload 3.90 returns each section's `questions` empty.
  const test = await payload.findByID({
    collection: 'tests',
    id: testId,
    depth: 0,
    overrideAccess: true,
  })
  const ids = testQuestionIds(test)
  const database = databaseOf(payload)
  const scores = await readFirstAttemptScores(database, testId)
  const bounds = groupBounds(scores)
  const [rows, key, texts] = await Promise.all([
    countItemResponses(database, testId, bounds),
    readAnswerKey(payload, ids),
    readQuestionTexts(payload, ids),
  ])
  const upperCount = bounds ? scores.filter((score) => score >= bounds.upperFrom).length : 0
  const lowerCount = bounds ? scores.filter((score) => score <= bounds.lowerTo && score < bounds.upperFrom).length : 0
  const questions = ids.flatMap((questionId) => {
    const entry = key.get(questionId)
    const text = texts.get(questionId)
    return entry && text
      ? [{ questionId, correct: entry.correct, letters: optionLetterList.slice(0, text.options.length), stem: text.stem.en }]
      : []
  })
  const items = itemStatistics({ questions, rows, candidates: scores.length, upperCount, lowerCount })
  return {
    candidates: scores.length,
    upperCount,
    lowerCount,
    items: items.map((item, index) => ({ ...item, number: index + 1, stem: questions[index]!.stem })),
  }
}
