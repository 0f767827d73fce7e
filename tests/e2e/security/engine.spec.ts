import { type APIRequestContext, expect, type PlaywrightWorkerArgs, test, type TestInfo } from '@playwright/test'

import { addDays, indianDay } from '../../../src/lib/days'
import { dailyQuizzes } from '../../../src/seed/content/daily-quizzes'
import { questions } from '../../../src/seed/content/questions'
import { demoAccounts } from '../../../src/seed/content/site'
import { createTestDatabase, dropTestDatabase } from '../../helpers/test-database'
import { startServer } from '../../helpers/server-process'
import { account, signInOverHttp, signInToApi, type TestAccountKey } from '../accounts'
import { seedDay } from '../seed-day'
import { withProof } from '../proof-of-work'

/**
 * Issue 14, items 3, 12 and 19, as an attacker tries them over HTTP against the production build:
 * three free accounts answering all A, all B and all C to read the key of an open test off their
 * attempts; a daily quiz opened before its day through its predictable address; a score kept after
 * seeing the key counted among the ranks; a save batch naming one question twice.
 */

type Letter = 'A' | 'B' | 'C' | 'D'
type Playwright = PlaywrightWorkerArgs['playwright']
type Id = number | string

const day = 24 * 60 * 60 * 1000
const keyOf = (seedKey: string) => questions.find((question) => question.key === seedKey)!.correct as Letter
/** An outcome stored as a value, as `result.questions` had it: `"46":"correct"` (escaped too, inside a page's data). */
const outcomeValue = /:\\?"(correct|wrong|unattempted)\\?"/

/** A browser's same-site request headers, which every state-changing route checks. */
const sameSite = (baseURL: string) => ({ Origin: baseURL, 'Sec-Fetch-Site': 'same-origin' })

async function newBrowserContext(playwright: Playwright, baseURL: string): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: sameSite(baseURL) })
}

async function signedIn(playwright: Playwright, testInfo: TestInfo, key: TestAccountKey) {
  const baseURL = testInfo.project.use.baseURL!
  const context = await newBrowserContext(playwright, baseURL)
  await signInOverHttp(context, baseURL, account(testInfo, key))
  return context
}

/** Staff act through Payload's REST API with their token, as the admin does. */
async function staffApi(playwright: Playwright, testInfo: TestInfo) {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const { headers } = await signInToApi(api, account(testInfo, 'engine-staff'), testInfo.project.use.baseURL!)
  const questionIds = async (seedKeys: string[]): Promise<Map<string, Id>> => {
    const bank = await (
      await api.get(`/api/questions?where[seedKey][in]=${seedKeys.join(',')}&depth=0&limit=${seedKeys.length}`, { headers })
    ).json()
    return new Map((bank.docs as { id: Id; seedKey: string }[]).map((doc) => [doc.seedKey, doc.id]))
  }
  return { api, headers, questionIds }
}

/** Starts through the instructions page's form; the answer is the way to the exam screen. */
async function startTest(context: APIRequestContext, slug: string): Promise<string> {
  const started = await context.post(`/api/tests/${slug}/start`, { form: { confirm: 'yes', language: 'en' }, maxRedirects: 0 })
  expect(started.status()).toBe(303)
  const attemptId = /\/attempt\/(\d+)$/.exec(started.headers().location ?? '')?.[1]
  expect(attemptId, started.headers().location).toBeDefined()
  return attemptId!
}

/** What an attempt's `result` may hold before the solutions are due: its totals. */
const totals = ['accuracy', 'correct', 'maxScore', 'score', 'timeSpent', 'unattempted', 'withdrawn', 'wrong']

/** Every attempt's `result` anywhere in a REST answer (lists, populated relationships). */
function resultsIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(resultsIn)
  if (typeof value !== 'object' || value === null) return []
  const object = value as Record<string, unknown>
  const own =
    'paper' in object && typeof object.result === 'object' && object.result !== null ? [object.result as Record<string, unknown>] : []
  return [...own, ...Object.values(object).flatMap(resultsIn)]
}

const change = (questionId: Id, option: Letter | null, seq: number) => ({
  questionId: String(questionId),
  option,
  marked: false,
  visited: true,
  timeSpent: 20,
  seq,
})

test.describe('the answer key of a test whose solutions open after it closes (item 3)', () => {
  test('three candidates answering all A, all B and all C learn their totals and nothing about any single question, on every REST shape and page', async ({
    playwright,
  }, testInfo) => {
    test.setTimeout(120_000)
    const staff = await staffApi(playwright, testInfo)
    // Part A holds one question: its marks alone would give its answer away.
    const seedKeys = ['polity-001', 'polity-002', 'polity-003', 'polity-004']
    const ids = await staff.questionIds(seedKeys)
    const slug = `e2e-key-after-close-${testInfo.project.name}`
    const created = await staff.api.post('/api/tests', {
      headers: staff.headers,
      data: {
        title: 'Polity sectional, answers after it closes',
        slug,
        kind: 'sectional',
        durationMinutes: 20,
        attemptsAllowed: 1,
        marksPerCorrect: 2,
        negativeMarks: 0.5,
        isFree: true,
        closesAt: new Date(Date.now() + 2 * day).toISOString(),
        solutionsVisibility: 'after-close',
        sections: [
          { title: 'Part A', questions: [ids.get('polity-001')] },
          { title: 'Part B', questions: seedKeys.slice(1).map((key) => ids.get(key)) },
        ],
        _status: 'published',
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const testId = (await created.json()).doc.id

    try {
      const attempts = new Map<Letter, { context: APIRequestContext; attemptId: string }>()
      for (const letter of ['A', 'B', 'C'] as const) {
        const context = await signedIn(playwright, testInfo, `engine-key-${letter.toLowerCase()}` as TestAccountKey)
        const attemptId = await startTest(context, slug)
        const saved = await context.post(`/api/attempts/${attemptId}/answers`, {
          data: { changes: seedKeys.map((key, index) => change(ids.get(key)!, letter, index + 1)) },
        })
        expect(saved.status(), await saved.text()).toBe(200)
        const submitted = await context.post(`/api/attempts/${attemptId}/submit`, { data: {} })
        expect(submitted.status(), await submitted.text()).toBe(200)
        attempts.set(letter, { context, attemptId })
      }

      for (const [letter, { context, attemptId }] of attempts) {
        const right = seedKeys.filter((key) => keyOf(key) === letter).length
        const own = await context.get(`/api/attempts/${attemptId}`)
        expect(own.status()).toBe(200)
        const body = await own.json()
        // The totals stay: right, wrong and the score.
        expect(body.result, letter).toMatchObject({ correct: right, wrong: 4 - right, score: right * 2 - (4 - right) * 0.5 })

        const shapes = [
          `/api/attempts/${attemptId}`,
          `/api/attempts/${attemptId}?depth=2`,
          `/api/attempts?depth=1`,
          `/api/attempts/${attemptId}?select[breakdown]=true&select[result]=true`,
          `/api/attempts?select[breakdown]=true`,
          `/api/attempt-answers?depth=2&limit=100`,
          `/api/attempt-answers?where[attempt][equals]=${attemptId}&depth=1&select[attempt]=true`,
        ]
        for (const shape of shapes) {
          const response = await context.get(shape)
          expect(response.status(), shape).toBe(200)
          const text = await response.text()
          expect(text, `${letter} ${shape}`).not.toMatch(outcomeValue)
          expect(text, `${letter} ${shape}`).not.toContain('"breakdown"')
          // Every attempt in the answer, at any depth, carries its totals and nothing per section, topic or question.
          for (const result of resultsIn(JSON.parse(text))) expect(Object.keys(result).sort(), `${letter} ${shape}`).toEqual(totals)
        }

        // Nor by asking which attempt a question's outcome would match, or ordering by it.
        for (const key of seedKeys) {
          const id = ids.get(key)
          for (const query of [
            `where[result.questions.${id}][equals]=correct`,
            `where[breakdown.questions.${id}][equals]=correct`,
            `where[breakdown.questions.${id}][exists]=true`,
            `sort=breakdown.questions.${id}`,
          ]) {
            const response = await context.get(`/api/attempts?${query}`)
            const found = response.ok() ? (await response.json()).totalDocs : 0
            expect(found, `${letter} ${query}`).toBe(0)
          }
        }

        // The result page says when the answers open and shows no marks per section or topic.
        const page = await context.get(`/result?attempt=${attemptId}`)
        expect(page.status()).toBe(200)
        const html = await page.text()
        expect(html).toContain('Answers and explanations open on')
        expect(html).toContain('Your marks by section and topic open with the answers on')
        expect(html).not.toContain('Section-wise performance')
        expect(html).not.toContain('Topic-wise performance')
        expect(html).not.toMatch(outcomeValue)
        // The dashboard's accuracy by topic waits too (this is the account's only test).
        const dashboard = await (await context.get('/dashboard')).text()
        expect(dashboard).toContain('Accuracy by topic')
        expect(dashboard).not.toContain('data-testid="topic-accuracy"')
      }

      // Staff see everything.
      const { attemptId } = attempts.get('B')!
      const seen = await (await staff.api.get(`/api/attempts/${attemptId}`, { headers: staff.headers })).json()
      expect(seen.breakdown.questions).toEqual(
        Object.fromEntries(seedKeys.map((key) => [String(ids.get(key)), keyOf(key) === 'B' ? 'correct' : 'wrong'])),
      )
      // Deleting a test candidates have answered is refused with the reason and what to do instead
      // (the production build used to lose the message: "An unknown error occurred.").
      const refused = await staff.api.delete(`/api/tests/${testId}`, {
        headers: { ...staff.headers, Origin: testInfo.project.use.baseURL! },
      })
      expect(refused.status()).toBe(409)
      expect((await refused.json()).errors).toEqual([
        expect.objectContaining({ message: expect.stringContaining('Unpublish it instead of deleting it.') }),
      ])
      for (const { context } of attempts.values()) await context.dispose()
    } finally {
      // A test candidates have taken cannot be deleted: it is unpublished.
      await staff.api.patch(`/api/tests/${testId}`, { headers: staff.headers, data: { _status: 'draft' } })
      await staff.api.dispose()
    }
  })
})

test.describe('daily quizzes (item 12)', () => {
  test('a quiz dated after today cannot be opened, checked, started or kept through its predictable address, nor read through the API, until its day begins in India', async ({
    playwright,
  }, testInfo) => {
    test.setTimeout(90_000)
    const baseURL = testInfo.project.use.baseURL!
    const staff = await staffApi(playwright, testInfo)
    const seed = dailyQuizzes.find((quiz) => quiz.daysAgo === 0)!
    const ids = await staff.questionIds(seed.questions.map((question) => question.key))
    // Two days ahead, so that midnight in India cannot pass during the test; stored at noon UTC as the seed does.
    const quizDay = addDays(indianDay(new Date()), 2)
    const slug = `daily-ca-quiz-${quizDay}`
    const created = await staff.api.post('/api/tests', {
      headers: staff.headers,
      data: {
        title: `Daily CA Quiz: ${quizDay}`,
        slug,
        kind: 'daily-quiz',
        quizDate: `${quizDay}T12:00:00.000Z`,
        isTimed: true,
        durationMinutes: 10,
        attemptsAllowed: 1,
        marksPerCorrect: 1,
        negativeMarks: 0,
        isFree: true,
        solutionsVisibility: 'immediately',
        sections: [{ title: 'Current affairs', questions: seed.questions.map((question) => ids.get(question.key)) }],
        _status: 'published',
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const quizId = (await created.json()).doc.id
    const answers = Object.fromEntries(
      seed.questions.map((question) => [String(ids.get(question.key)), { option: question.correct, timeSpent: 5 }]),
    )

    const visitor = await newBrowserContext(playwright, baseURL)
    const candidate = await signedIn(playwright, testInfo, 'engine-early')
    try {
      for (const [who, context] of [
        ['visitor', visitor],
        ['candidate', candidate],
      ] as const) {
        expect((await context.get(`/current-affairs/daily-cs-mcqs/${slug}`)).status(), `${who}: the quiz page`).toBe(404)
        const check = await context.post(`/api/daily-quizzes/${slug}/check`, {
          data: await withProof(context, { answers, language: 'en' }),
        })
        expect(check.status(), `${who}: the check`).toBe(404)
        expect(await check.text()).not.toContain('"correct"')
        const listed = await (await context.get(`/api/tests?where[slug][equals]=${slug}&depth=1`)).json()
        expect(listed.totalDocs, `${who}: the API by address`).toBe(0)
        expect((await context.get(`/api/tests/${quizId}`)).ok(), `${who}: the API by id`).toBe(false)
        const everything = await (await context.get('/api/tests?where[kind][equals]=daily-quiz&limit=100&depth=0')).text()
        expect(everything, `${who}: the API's list`).not.toContain(slug)
      }
      const start = await candidate.post(`/api/daily-quizzes/${slug}/start`, { data: { language: 'en' } })
      expect(start.status()).toBe(404)
      const keep = await candidate.post(`/api/daily-quizzes/${slug}/keep`, { data: { answers, language: 'en' } })
      expect(keep.status()).toBe(404)
      // The engine's own instructions page and start form refuse it too.
      expect((await candidate.get(`/test/${slug}`)).status()).toBe(404)
      const formStart = await candidate.post(`/api/tests/${slug}/start`, { form: { confirm: 'yes', language: 'en' }, maxRedirects: 0 })
      expect(formStart.headers().location ?? '').not.toMatch(/\/attempt\//)
      const own = await (await candidate.get('/api/attempts')).json()
      expect(own.totalDocs).toBe(0)
    } finally {
      await visitor.dispose()
      await candidate.dispose()
      await staff.api.delete(`/api/tests/${quizId}`, { headers: staff.headers })
      await staff.api.dispose()
    }
  })

  test('a score a visitor checked and kept after signing in is not ranked, and the result says why', async ({ playwright }, testInfo) => {
    test.setTimeout(60_000)
    const baseURL = testInfo.project.use.baseURL!
    // Four days ago: a quiz of the demo seed; this account has not taken it.
    const slug = `daily-ca-quiz-${addDays(seedDay(), -4)}`
    const context = await newBrowserContext(playwright, baseURL)
    try {
      const quiz = (await (await context.get(`/api/tests?where[slug][equals]=${slug}&depth=0`)).json()).docs[0]
      const questionIds: Id[] = quiz.sections[0].questions
      const seed = dailyQuizzes.find((entry) => entry.daysAgo === 4)!
      const answers = Object.fromEntries(
        questionIds.map((id, index) => [String(id), { option: seed.questions[index]!.correct, timeSpent: 5 }]),
      )

      // Signed out: the check shows the score and the key.
      const checked = await context.post(`/api/daily-quizzes/${slug}/check`, {
        data: await withProof(context, { answers, language: 'en' }),
      })
      expect(checked.status()).toBe(200)
      expect((await checked.json()).score.correct).toBe(questionIds.length)

      await signInOverHttp(context, testInfo.project.use.baseURL!, account(testInfo, 'engine-kept'))
      const kept = await context.post(`/api/daily-quizzes/${slug}/keep`, { data: { answers, language: 'en' } })
      expect(kept.status()).toBe(200)
      const { code, attemptId } = await kept.json()
      expect(code).toBe('kept')

      const attempt = await (await context.get(`/api/attempts/${attemptId}`)).json()
      expect(attempt).toMatchObject({ attemptNumber: 1, isFirstAttempt: false, isKeptFromCheck: true })
      const html = await (await context.get(`/result?attempt=${attemptId}`)).text()
      expect(html).toContain('This score was kept from answers you checked before signing in, so it is not ranked')
      expect(html).toContain('Rank this score would get')
    } finally {
      await context.dispose()
    }
  })
})

test.describe('a save or submit that names a question twice (item 19)', () => {
  /** Starts the GS mock, sends one batch naming the first question three times, then a submit naming the third twice. */
  async function saveTwice(context: APIRequestContext) {
    const attemptId = await startTest(context, 'gs-mock-01')
    const paper = (await (await context.get(`/api/attempts/${attemptId}`)).json()).paper
    const [first, second, third] = paper.sections[0].questions.map((question: { id: string }) => question.id)
    const saved = await context.post(`/api/attempts/${attemptId}/answers`, {
      data: { changes: [change(first, 'A', 1), change(first, 'C', 3), change(second, 'D', 4), change(first, 'B', 2)] },
    })
    const submitted = await context.post(`/api/attempts/${attemptId}/submit`, {
      data: { changes: [change(third, 'A', 6), change(third, 'B', 5)] },
    })
    const stored = await (await context.get(`/api/attempt-answers?where[attempt][equals]=${attemptId}&depth=0&limit=100`)).json()
    const byQuestion = Object.fromEntries(
      (stored.docs as { question: Id; option: Letter; seq: number }[]).map((answer) => [
        String(answer.question),
        [answer.option, answer.seq],
      ]),
    )
    return { saved, submitted, byQuestion, first, second, third }
  }

  const expectLatestKept = async ({ saved, submitted, byQuestion, first, second, third }: Awaited<ReturnType<typeof saveTwice>>) => {
    expect(saved.status(), await saved.text()).toBe(200)
    // Two questions were answered: the first once (its highest seq), the second once.
    expect((await saved.json()).saved).toBe(2)
    expect(submitted.status(), await submitted.text()).toBe(200)
    expect(byQuestion).toEqual({ [first]: ['C', 3], [second]: ['D', 4], [third]: ['A', 6] })
  }

  test('keeps, per question, the change with the highest seq, on SQLite', async ({ playwright }, testInfo) => {
    test.setTimeout(60_000)
    const context = await signedIn(playwright, testInfo, 'engine-twice')
    try {
      await expectLatestKept(await saveTwice(context))
    } finally {
      await context.dispose()
    }
  })

  test('answers 200, not 500, on PostgreSQL', async ({ playwright }) => {
    test.skip(!process.env.TEST_DATABASE_URL, 'Set TEST_DATABASE_URL to run the production build on PostgreSQL too (CI does).')
    test.setTimeout(300_000)
    const database = await createTestDatabase(process.env.TEST_DATABASE_URL, '')
    const server = await startServer({ DATABASE_URL: database.url, LOG_LEVEL: 'warn' })
    const context = await newBrowserContext(playwright, server.baseURL)
    try {
      // The demo seed runs at the first start: wait for it, then take the demo candidate through the same batch.
      await expect
        .poll(async () => (await context.get('/api/health').catch(() => null))?.status(), { timeout: 240_000, intervals: [2_000] })
        .toBe(200)
      await expect
        .poll(
          async () =>
            (
              await context.post('/api/auth/sign-in', {
                data: { email: demoAccounts.candidate.email, password: demoAccounts.candidate.password },
              })
            ).status(),
          {
            timeout: 120_000,
            intervals: [2_000],
          },
        )
        .toBe(200)
      await expectLatestKept(await saveTwice(context))
    } finally {
      await context.dispose()
      await server.stop()
      await dropTestDatabase(database)
    }
  })
})

test.describe('the autosave answered by the HTTP server itself (ADR 029)', () => {
  test('saves with the same checks as the route, without Next.js’s router', async ({ playwright }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!
    const context = await signedIn(playwright, testInfo, 'engine-fast-path')
    try {
      const attemptId = await startTest(context, 'gs-mock-01')
      const paper = (await (await context.get(`/api/attempts/${attemptId}`)).json()).paper
      const [first] = paper.sections[0].questions.map((question: { id: string }) => question.id)
      const saved = await context.post(`/api/attempts/${attemptId}/answers`, { data: { changes: [change(first, 'B', 1)] } })
      expect(saved.status(), await saved.text()).toBe(200)
      expect((await saved.json()).saved).toBe(1)
      expect(saved.headers()['cache-control']).toContain('no-store')
      expect(saved.headers()['x-content-type-options']).toBe('nosniff')
      // Next.js's router marks every answer it gives with its Vary; the submit, which goes through it, has it.
      expect(saved.headers()['vary'] ?? '').not.toContain('rsc')
      const submitted = await context.post(`/api/attempts/${attemptId}/submit`, { data: { changes: [] } })
      expect(submitted.headers()['vary'] ?? '').toContain('rsc')

      // The same refusals: another site, no session, a body over the cap.
      const foreign = await context.post(`/api/attempts/${attemptId}/answers`, {
        headers: { Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' },
        data: { changes: [] },
      })
      expect(foreign.status()).toBe(403)
      expect((await foreign.json()).message).toContain(baseURL)
      const visitor = await newBrowserContext(playwright, baseURL)
      const signedOut = await visitor.post(`/api/attempts/${attemptId}/answers`, { data: { changes: [] } })
      expect(signedOut.status()).toBe(401)
      expect((await signedOut.json()).message).toBe('Your session has ended. Sign in again: your answers are kept on this device.')
      await visitor.dispose()
      const closed = await context.post(`/api/attempts/${attemptId}/answers`, { data: { changes: [change(first, 'C', 2)] } })
      expect(closed.status()).toBe(409)
    } finally {
      await context.dispose()
    }
  })
})
