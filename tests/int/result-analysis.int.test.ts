import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { findResult } from '@/features/test-engine/result.server'
import { saveAnswers } from '@/features/test-engine/save-answers.server'
import { startAttempt } from '@/features/test-engine/start-attempt.server'
import { submitAttempt } from '@/features/test-engine/submit-attempt.server'
import type { ResultView } from '@/features/test-engine/result-view'
import type { OptionLetter, ResponseChange } from '@/domain/test-engine/types'
import type { Question, User } from '@/payload-types'
import { createUser } from '@/seed/factories'

import { getTestPayload } from '../helpers/payload'

// Next's data cache lives in the Next server; here the statistics are read fresh every time.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(read: T) => read,
}))

/**
 * The result page's analysis (issue 18, item 2) from real attempts on a real database (SQLite here,
 * PostgreSQL when TEST_DATABASE_URL is set): the database counts options and time buckets per
 * question, split by the top 10%; the review shows each question's split and median time; the time
 * analysis gives time per section, the slow questions and the order the candidate answered in.
 *
 * 31 candidates take a four-question test (keys A, B, C, D): four toppers answer all right in 20 s
 * each; 26 others answer question 1 half A, half B, question 2 C (wrong) and question 4 D in 60 s
 * each; the reader answers like the others but spends 200 s on question 1, and answers question 4
 * first.
 */
let payload: Payload
let questions: Question[]
let reader: User
let readerAttempt: string
const toppers: User[] = []

const change = (question: Question, option: OptionLetter | null, seq: number, timeSpent: number): ResponseChange => ({
  questionId: String(question.id),
  option,
  marked: false,
  visited: true,
  timeSpent,
  seq,
})

async function take(user: User, batches: ResponseChange[][]): Promise<string> {
  const started = await startAttempt(payload, user, 'analysis-mock', 'en')
  if (!started.ok) throw new Error(started.message)
  for (const changes of batches) {
    const saved = await saveAnswers(payload, user, started.attemptId, { changes })
    if (saved.status !== 200) throw new Error(`save refused: ${saved.status}`)
  }
  const submitted = await submitAttempt(payload, user, started.attemptId, {})
  if (submitted.status !== 200) throw new Error(`submit refused: ${submitted.status}`)
  return started.attemptId
}

async function readerView(): Promise<ResultView> {
  const lookup = await findResult(payload, reader, readerAttempt, 'en')
  if (lookup.kind !== 'result') throw new Error(`no result: ${lookup.kind}`)
  return lookup.view
}

beforeAll(async () => {
  payload = await getTestPayload()
  questions = []
  for (const [index, correct] of (['A', 'B', 'C', 'D'] as const).entries()) {
    questions.push(
      await payload.create({
        collection: 'questions',
        overrideAccess: true,
        data: {
          stem: `Analysis question ${index + 1}: which river flows past Ropar?`,
          options: ['Sutlej', 'Beas', 'Ravi', 'Ghaggar'].map((text) => ({ text })),
          correctOption: correct,
          explanation: 'The Sutlej flows past Ropar, where the headworks stand.',
          oneLanguage: true,
        },
      }),
    )
  }
  const [q1, q2, q3, q4] = questions as [Question, Question, Question, Question]
  await payload.create({
    collection: 'tests',
    overrideAccess: true,
    data: {
      title: 'Analysis mock',
      slug: 'analysis-mock',
      kind: 'sectional',
      durationMinutes: 30,
      attemptsAllowed: 2,
      marksPerCorrect: 2,
      negativeMarks: 0,
      isFree: true,
      solutionsVisibility: 'immediately',
      sections: [
        { title: 'Part A', questions: [q1.id, q2.id] },
        { title: 'Part B', questions: [q3.id, q4.id] },
      ],
      _status: 'published',
    },
  })
  const candidate = (name: string) =>
    createUser(payload, { email: `${name}@analysis.test`, password: 'Analysis#Test2026', name, role: 'candidate' })

  for (let index = 0; index < 4; index += 1) {
    const topper = await candidate(`topper-${index}`)
    toppers.push(topper)
    await take(topper, [[change(q1, 'A', 1, 20), change(q2, 'B', 2, 20), change(q3, 'C', 3, 20), change(q4, 'D', 4, 20)]])
  }
  for (let index = 0; index < 26; index += 1) {
    await take(await candidate(`other-${index}`), [
      [change(q1, index % 2 === 0 ? 'A' : 'B', 1, 60), change(q2, 'C', 2, 60), change(q4, 'D', 3, 60)],
    ])
  }
  reader = await candidate('reader')
  readerAttempt = await take(reader, [
    // Question 4 first; question 1 answered, cleared and answered again; question 2 changed from B to C.
    [change(q4, 'D', 1, 60), change(q1, 'A', 2, 150), change(q2, 'B', 3, 30)],
    [change(q1, null, 4, 170), change(q2, 'C', 5, 60)],
    [change(q1, 'A', 6, 200)],
  ])
}, 120_000)

describe('how candidates answered each question', () => {
  it('splits the answers across the options out of all first attempts, with the share that attempted and got it right', async () => {
    const [first, , third] = (await readerView()).review!
    expect(first!.crowd).toMatchObject({
      candidates: 31,
      attemptedShare: 100,
      // 4 toppers + 13 others + the reader chose A; 13 others chose B.
      correctShare: 58.1,
      split: { A: 58.1, B: 41.9, C: 0, D: 0 },
    })
    // Only the toppers answered question 3.
    expect(third!.crowd).toMatchObject({ attemptedShare: 12.9, correctShare: 12.9, split: { A: 0, B: 0, C: 12.9, D: 0 } })
  })

  it('gives the median time of those who answered, and what the top 10% chose and how fast', async () => {
    const [first, second] = (await readerView()).review!
    // 4 × 20 s, 26 × 60 s, 1 × 200 s: the middle answer is in the 60–62 s bucket.
    expect(first!.crowd!.medianTime).toBe(61)
    expect(first!.crowd!.toppers).toEqual({ candidates: 4, choice: 'A', choiceShare: 100, medianTime: 21 })
    expect(second!.crowd!.toppers).toMatchObject({ choice: 'B', choiceShare: 100 })
  })

  it('keeps a later attempt out of the figures', async () => {
    const before = (await readerView()).review!.map((question) => question.crowd)
    const [q1, q2, q3, q4] = questions as [Question, Question, Question, Question]
    await take(toppers[0]!, [[change(q1, 'D', 1, 5), change(q2, 'D', 2, 5), change(q3, 'D', 3, 5), change(q4, 'A', 4, 5)]])
    expect((await readerView()).review!.map((question) => question.crowd)).toEqual(before)
  })
})

describe('the time analysis', () => {
  it('adds up the time per section and flags the question that took over twice the median', async () => {
    const analysis = (await readerView()).timeAnalysis!
    expect(analysis.sections).toEqual([
      { id: expect.any(String), title: 'Part A', timeSpent: 260, questions: 2, attempted: 2 },
      { id: expect.any(String), title: 'Part B', timeSpent: 60, questions: 2, attempted: 1 },
    ])
    expect(analysis.timeSpent).toBe(320)
    expect(analysis.slow).toEqual([{ number: 1, timeSpent: 200, medianTime: 61 }])
    expect(analysis.hasMedians).toBe(true)
  })

  it('orders the questions by when each was first answered, whatever changed afterwards', async () => {
    const analysis = (await readerView()).timeAnalysis!
    expect(analysis.order).toEqual([4, 1, 2])
    expect(analysis.wentBack).toBe(1)
  })
})
