import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { startAttempt } from '@/features/test-engine/start-attempt.server'
import { submitAttempt } from '@/features/test-engine/submit-attempt.server'
import { questionVersions, reportTranslationProblem } from '@/features/test-engine/translation-reports.server'
import type { Question, User } from '@/payload-types'
import { createQuestion, createTest, createUser } from '@/seed/factories'
import type { QuestionSeed } from '@/seed/content/types'

import { getTestPayload } from '../helpers/payload'
import { sessionToken } from '../helpers/sessions'

// Next's data cache lives in the Next server; here the paper is read fresh every time.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(read: T) => read,
}))

/**
 * "Report a translation problem" (issue 18, item 4; ADR 036) through its use-cases on a real database:
 * only for a question of a test the candidate has finished, both versions quoted as they stand, one
 * open report per candidate and question, and a queue that only staff read.
 */
let payload: Payload
const people = {} as Record<'asha' | 'gurpreet' | 'editor', User>
let questions: Question[]

const questionSeed = (index: number, punjabiYear: number): QuestionSeed => ({
  key: `parity-report-${index}`,
  topic: 'none',
  stem: { en: `In which year was Punjab reorganised? (${index})`, pa: `ਪੰਜਾਬ ਦਾ ਪੁਨਰਗਠਨ ਕਿਸ ਸਾਲ ਹੋਇਆ? (${index}) ${punjabiYear}` },
  options: [1947, 1956, 1966, 1972].map((year) => ({ en: String(year), pa: String(year) })) as QuestionSeed['options'],
  correct: 'C',
  explanation: { en: 'On 1 November 1966.', pa: '1 ਨਵੰਬਰ 1966 ਨੂੰ।' },
  difficulty: 'easy',
  source: 'Institute mock',
})

beforeAll(async () => {
  payload = await getTestPayload()
  const seeds = [questionSeed(1, 1967), questionSeed(2, 1966)]
  questions = []
  for (const seed of seeds) questions.push(await createQuestion(payload, seed))
  await createTest(
    payload,
    {
      key: 'parity-report-mock',
      title: { en: 'Modern Punjab sectional', pa: 'ਆਧੁਨਿਕ ਪੰਜਾਬ ਸੈਕਸ਼ਨਲ' },
      kind: 'sectional',
      instructions: { en: 'Two questions.', pa: 'ਦੋ ਸਵਾਲ।' },
      durationMinutes: 10,
      marksPerCorrect: 2,
      negativeMarks: 0,
      isFree: true,
      sections: [{ title: { en: 'Part A', pa: 'ਭਾਗ ੳ' }, questionKeys: seeds.map((seed) => seed.key) }],
    },
    new Map(seeds.map((seed, index) => [seed.key, questions[index]!.id])),
  )
  for (const name of ['asha', 'gurpreet'] as const) {
    people[name] = await createUser(payload, { email: `${name}@parity.test`, password: 'Parity#Report2026', name, role: 'candidate' })
  }
  people.editor = await createUser(payload, { email: 'editor@parity.test', password: 'Parity#Report2026', name: 'Editor', role: 'editor' })
  // Asha finishes the test; Gurpreet never takes it.
  const started = await startAttempt(payload, people.asha, 'parity-report-mock', 'en')
  if (!started.ok) throw new Error(started.message)
  expect(await submitAttempt(payload, people.asha, started.attemptId, {})).toMatchObject({ status: 200 })
})

const idOf = (question: Question) => String(question.id)

describe('reporting a translation problem', () => {
  it('quotes both versions of a question of a finished test, question and options only', async () => {
    const outcome = await questionVersions(payload, people.asha, { questionId: idOf(questions[0]!) }, 'en')
    expect(outcome).toEqual({
      status: 200,
      body: {
        english: { stem: 'In which year was Punjab reorganised? (1)', options: ['1947', '1956', '1966', '1972'] },
        punjabi: { stem: 'ਪੰਜਾਬ ਦਾ ਪੁਨਰਗਠਨ ਕਿਸ ਸਾਲ ਹੋਇਆ? (1) 1967', options: ['1947', '1956', '1966', '1972'] },
      },
    })
    expect(JSON.stringify(outcome)).not.toMatch(/1 November|correct/)
  })

  it('refuses a candidate who has not finished a test holding the question, and stores nothing', async () => {
    expect(await questionVersions(payload, people.gurpreet, { questionId: idOf(questions[0]!) }, 'en')).toEqual({
      status: 404,
      body: { message: 'Only questions of tests you have finished can be reported.' },
    })
    expect(
      await reportTranslationProblem(
        payload,
        people.gurpreet,
        { questionId: idOf(questions[0]!), message: 'The year differs in Punjabi.' },
        'pa',
      ),
    ).toEqual({ status: 404, body: { message: 'ਸਿਰਫ਼ ਉਨ੍ਹਾਂ ਟੈਸਟਾਂ ਦੇ ਪ੍ਰਸ਼ਨਾਂ ਬਾਰੇ ਦੱਸਿਆ ਜਾ ਸਕਦਾ ਹੈ ਜੋ ਤੁਸੀਂ ਪੂਰੇ ਕਰ ਲਏ ਹਨ।' } })
    expect((await payload.count({ collection: 'translation-reports', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('says what is wrong with the words, in the page’s language', async () => {
    const short = await reportTranslationProblem(payload, people.asha, { questionId: idOf(questions[0]!), message: ' 1967 ' }, 'en')
    expect(short).toMatchObject({
      status: 400,
      body: { fieldErrors: { message: 'Write at least 10 characters, so staff can find the difference.' } },
    })
    const empty = await reportTranslationProblem(payload, people.asha, { questionId: idOf(questions[0]!), message: '' }, 'pa')
    expect(empty).toMatchObject({ status: 400, body: { fieldErrors: { message: 'ਦੱਸੋ ਕਿ ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ ਵਿੱਚ ਕੀ ਫ਼ਰਕ ਹੈ।' } } })
  })

  it('stores the report with both versions quoted, once per candidate and question while it is open', async () => {
    const message = 'The Punjabi question ends with 1967; the English has no year.'
    expect(await reportTranslationProblem(payload, people.asha, { questionId: idOf(questions[0]!), message }, 'en')).toEqual({
      status: 200,
      body: { sent: true },
    })
    expect(await reportTranslationProblem(payload, people.asha, { questionId: idOf(questions[0]!), message }, 'en')).toEqual({
      status: 200,
      body: { sent: false },
    })
    const { docs } = await payload.find({ collection: 'translation-reports', depth: 0, overrideAccess: false, user: people.editor })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      question: questions[0]!.id,
      candidate: people.asha.id,
      message,
      status: 'open',
      english: 'In which year was Punjab reorganised? (1)\nA. 1947\nB. 1956\nC. 1966\nD. 1972',
      punjabi: 'ਪੰਜਾਬ ਦਾ ਪੁਨਰਗਠਨ ਕਿਸ ਸਾਲ ਹੋਇਆ? (1) 1967\nA. 1947\nB. 1956\nC. 1966\nD. 1972',
    })
    expect(docs[0]!.test).toEqual(expect.any(Number))

    // Staff close it; a new report of the same question is then taken.
    await payload.update({
      collection: 'translation-reports',
      id: docs[0]!.id,
      data: { status: 'corrected', staffNote: 'Year removed from the Punjabi.' },
      overrideAccess: false,
      user: people.editor,
    })
    expect(
      await reportTranslationProblem(
        payload,
        people.asha,
        { questionId: idOf(questions[0]!), message: 'Option C still reads differently.' },
        'en',
      ),
    ).toEqual({
      status: 200,
      body: { sent: true },
    })
  })

  it('is staff’s queue: a candidate can neither read nor make a report through the API', async () => {
    await expect(payload.find({ collection: 'translation-reports', overrideAccess: false, user: people.asha })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'translation-reports',
        data: { question: questions[1]!.id, candidate: people.asha.id, message: 'Made through the API directly.', status: 'open' },
        overrideAccess: false,
        user: people.asha,
      }),
    ).rejects.toThrow()
    await expect(payload.find({ collection: 'translation-reports', overrideAccess: false })).rejects.toThrow()
  })
})

describe('over HTTP, as the review calls it', () => {
  const call = async (
    path: '/api/translation-problems' | '/api/translation-problems/versions',
    body: Record<string, unknown>,
    headers: Record<string, string>,
  ) => {
    const route =
      path === '/api/translation-problems'
        ? await import('@/app/api/translation-problems/route')
        : await import('@/app/api/translation-problems/versions/route')
    return route.POST(
      new Request(`http://localhost:3000${path}?lang=pa`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
    )
  }
  const asBrowser = (token: string) => ({ Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' })

  it('quotes and takes a report for the signed-in candidate, answering in the page’s language', async () => {
    const token = await sessionToken(payload, 'asha@parity.test', 'Parity#Report2026')
    const versions = await call('/api/translation-problems/versions', { questionId: idOf(questions[1]!) }, asBrowser(token))
    expect(versions.status).toBe(200)
    expect(await versions.json()).toMatchObject({ english: { stem: 'In which year was Punjab reorganised? (2)' } })

    const short = await call('/api/translation-problems', { questionId: idOf(questions[1]!), message: '1966' }, asBrowser(token))
    expect(short.status).toBe(400)
    expect(((await short.json()) as { fieldErrors: { message: string } }).fieldErrors.message).toMatch(/[\u0A00-\u0A7F]/)

    const sent = await call(
      '/api/translation-problems',
      { questionId: idOf(questions[1]!), message: 'The Punjabi question adds a year the English does not have.' },
      asBrowser(token),
    )
    expect(sent.status).toBe(200)
    expect(await sent.json()).toEqual({ sent: true })
  })

  it('refuses a visitor, a request from another site, and a candidate who did not finish the test', async () => {
    const body = { questionId: idOf(questions[1]!), message: 'The Punjabi question adds a year the English does not have.' }
    expect((await call('/api/translation-problems', body, { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(401)
    const asha = await sessionToken(payload, 'asha@parity.test', 'Parity#Report2026')
    expect(
      (await call('/api/translation-problems', body, { Cookie: `payload-token=${asha}`, 'Sec-Fetch-Site': 'cross-site' })).status,
    ).toBe(403)
    const gurpreet = await sessionToken(payload, 'gurpreet@parity.test', 'Parity#Report2026')
    const refused = await call('/api/translation-problems/versions', { questionId: idOf(questions[1]!) }, asBrowser(gurpreet))
    // As the bookmark's rule answers: the question is not there for this candidate.
    expect(refused.status).toBe(404)
    expect(await refused.json()).toEqual({ message: 'ਸਿਰਫ਼ ਉਨ੍ਹਾਂ ਟੈਸਟਾਂ ਦੇ ਪ੍ਰਸ਼ਨਾਂ ਬਾਰੇ ਦੱਸਿਆ ਜਾ ਸਕਦਾ ਹੈ ਜੋ ਤੁਸੀਂ ਪੂਰੇ ਕਰ ਲਏ ਹਨ।' })
  })
})
