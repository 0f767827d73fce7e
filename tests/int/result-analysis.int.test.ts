import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { readItemStatistics } from '@/domain/test-engine/item-statistics.server'
import { findResult } from '@/features/test-engine/result.server'
import { saveAnswers } from '@/features/test-engine/save-answers.server'
import { startAttempt } from '@/features/test-engine/start-attempt.server'
import { submitAttempt } from '@/features/test-engine/submit-attempt.server'
import type { ResultView } from '@/features/test-engine/result-view'
import type { OptionLetter, ResponseChange } from '@/domain/test-engine/types'
import type { Question, Topic, User } from '@/payload-types'
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
let topics: Topic[]
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

async function take(user: User, batches: ResponseChange[][], slug = 'analysis-mock'): Promise<string> {
  const started = await startAttempt(payload, user, slug, 'en')
  if (!started.ok) throw new Error(started.message)
  for (const changes of batches) {
    const saved = await saveAnswers(payload, user, started.attemptId, { changes })
    if (saved.status !== 200) throw new Error(`save refused: ${saved.status}`)
  }
  const submitted = await submitAttempt(payload, user, started.attemptId, {})
  if (submitted.status !== 200) throw new Error(`submit refused: ${submitted.status}`)
  return started.attemptId
}

async function readerView(attemptId = readerAttempt): Promise<ResultView> {
  const lookup = await findResult(payload, reader, attemptId, 'en')
  if (lookup.kind !== 'result') throw new Error(`no result: ${lookup.kind}`)
  return lookup.view
}

beforeAll(async () => {
  payload = await getTestPayload()
  const topic = (title: string, key: string) =>
    payload.create({
      collection: 'topics',
      data: { title, stage: 'prelims', key, overview: `${title} for the analysis tests.`, _status: 'published' },
      overrideAccess: true,
    })
  topics = [await topic('Analysis rivers', 'analysis-rivers'), await topic('Analysis polity', 'analysis-polity')]
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
          // Questions 1 and 2 on rivers, 3 and 4 on polity.
          topic: topics[index < 2 ? 0 : 1]!.id,
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

describe('the attempts compared', () => {
  it('is absent after a first attempt, and compares a re-take with it, topic by topic', async () => {
    expect((await readerView()).comparison).toBeNull()
    const [q1, q2, q3, q4] = questions as [Question, Question, Question, Question]
    const retake = await take(reader, [[change(q1, 'A', 1, 30), change(q2, 'B', 2, 40), change(q3, 'C', 3, 50), change(q4, 'D', 4, 20)]])
    const comparison = (await readerView(retake)).comparison!
    expect(comparison.scope).toBe('test')
    expect(comparison.attempts.map((attempt) => [attempt.attemptNumber, attempt.score, attempt.isCurrent])).toEqual([
      [1, 4, false],
      [2, 8, true],
    ])
    expect(comparison.topics).toEqual([
      {
        topicId: String(topics[0]!.id),
        title: 'Analysis rivers',
        cells: [
          { score: 2, maxScore: 4, accuracy: 50, correct: 1, wrong: 1, timeSpent: 260 },
          { score: 4, maxScore: 4, accuracy: 100, correct: 2, wrong: 0, timeSpent: 70 },
        ],
      },
      {
        topicId: String(topics[1]!.id),
        title: 'Analysis polity',
        cells: [
          { score: 2, maxScore: 4, accuracy: 100, correct: 1, wrong: 0, timeSpent: 60 },
          { score: 4, maxScore: 4, accuracy: 100, correct: 2, wrong: 0, timeSpent: 70 },
        ],
      },
    ])
    // The first attempt's own page compares with the re-take too.
    expect((await readerView()).comparison?.attempts.map((attempt) => attempt.isCurrent)).toEqual([true, false])
  })

  it('compares the tests of the series a test belongs to, with a gap where a paper lacks a topic', async () => {
    const [, , q3] = questions as [Question, Question, Question, Question]
    const followUp = await payload.create({
      collection: 'tests',
      overrideAccess: true,
      data: {
        title: 'Analysis polity follow-up',
        slug: 'analysis-follow-up',
        kind: 'topic',
        durationMinutes: 10,
        attemptsAllowed: 1,
        marksPerCorrect: 2,
        negativeMarks: 0,
        isFree: true,
        solutionsVisibility: 'immediately',
        sections: [{ title: 'Polity', questions: [q3.id] }],
        _status: 'published',
      },
    })
    const mock = (await payload.find({ collection: 'tests', where: { slug: { equals: 'analysis-mock' } }, overrideAccess: true })).docs[0]!
    await payload.create({
      collection: 'test-series',
      overrideAccess: true,
      data: { title: 'Analysis series', slug: 'analysis-series', kind: 'sectional', tests: [mock.id, followUp.id], _status: 'published' },
    })
    const attempt = await take(reader, [[change(q3, 'A', 1, 25)]], 'analysis-follow-up')
    const comparison = (await readerView(attempt)).comparison!
    expect(comparison).toMatchObject({ scope: 'series', seriesTitle: 'Analysis series' })
    expect(comparison.attempts.map((entry) => [entry.testTitle, entry.attemptNumber])).toEqual([
      ['Analysis mock', 1],
      ['Analysis mock', 2],
      ['Analysis polity follow-up', 1],
    ])
    const [rivers, polity] = comparison.topics
    expect(rivers!.cells[2]).toBeNull()
    expect(polity!.cells[2]).toMatchObject({ score: 0, maxScore: 2, correct: 0, wrong: 1, timeSpent: 25 })
  })

  it('never shows another candidate’s attempts', async () => {
    const comparison = (await readerView()).comparison!
    const topperAttempts = await payload.find({
      collection: 'attempts',
      where: { candidate: { equals: toppers[0]!.id } },
      overrideAccess: true,
    })
    const ids = new Set(topperAttempts.docs.map((attempt) => String(attempt.id)))
    expect(comparison.attempts.some((attempt) => ids.has(attempt.attemptId))).toBe(false)
  })
})

describe('item statistics for staff', () => {
  it('gives each question’s difficulty, its discrimination between the top and bottom 27%, and the options’ use', async () => {
    const mock = (await payload.find({ collection: 'tests', where: { slug: { equals: 'analysis-mock' } }, overrideAccess: true })).docs[0]!
    const statistics = await readItemStatistics(payload, mock.id)
    // Scores: 4 toppers at 8, 13 others and the reader at 4, 13 others at 2. Groups of round(31 × 0.27) = 8
    // reach down to the boundary's ties: the upper group is everyone at 4 or more, the lower everyone at 2.
    expect(statistics).toMatchObject({ candidates: 31, upperCount: 18, lowerCount: 13 })
    const [q1, q2, q3, q4] = statistics.items
    expect(q1).toMatchObject({ number: 1, difficulty: 58.1, discrimination: 1, unusedDistractors: ['C', 'D'], isFlagged: false })
    expect(q2).toMatchObject({ difficulty: 12.9, discrimination: 0.22, options: { A: 0, B: 12.9, C: 87.1, D: 0 }, isFlagged: false })
    expect(q3).toMatchObject({ difficulty: 12.9, blank: 87.1 })
    // Everyone got question 4 right: it tells the strong from the weak not at all.
    expect(q4).toMatchObject({ difficulty: 100, discrimination: 0, isFlagged: true, unusedDistractors: ['A', 'B', 'C'] })
    expect(q1!.stem).toBe('Analysis question 1: which river flows past Ropar?')
  })
})
