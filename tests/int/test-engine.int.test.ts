import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { toggleBookmark } from '@/features/test-engine/bookmarks.server'
import { paperForScreen } from '@/features/test-engine/paper-cache.server'
import { findResult } from '@/features/test-engine/result.server'
import { saveAnswers } from '@/features/test-engine/save-answers.server'
import { startAttempt } from '@/features/test-engine/start-attempt.server'
import { rescoreTest } from '@/domain/test-engine/rescore.server'
import { submitAbandonedAttempts } from '@/features/test-engine/sweep.server'
import { findOwnAttempt, findOwnAttempts } from '@/features/test-engine/own-attempts.server'
import { submitAttempt } from '@/features/test-engine/submit-attempt.server'
import type { PaperSnapshot, ResponseChange } from '@/domain/test-engine/types'
import type { Attempt, Question, Test, User } from '@/payload-types'
import { createUser } from '@/seed/factories'

import { getTestPayload } from '../helpers/payload'
import { sessionEndingIn, sessionToken } from '../helpers/sessions'

// Next's data cache lives in the Next server; here the standings are read fresh every time.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(read: T) => read,
}))

/**
 * The attempt lifecycle through the engine's use-cases, on a real database (SQLite here, PostgreSQL
 * when TEST_DATABASE_URL is set): the server's clock, exactly-once submission, ordered autosave and
 * the answer key kept back until the attempt is submitted.
 */
let payload: Payload
let test: Test
let questions: Question[]
const people = {} as Record<'asha' | 'gurpreet' | 'harleen' | 'late' | 'abandoner' | 'extra' | 'racer' | 'sleeper' | 'twin', User>
const minute = 60_000

const explanationOf = (index: number) => `Explanation ${index}: the reason the right option is right.`

beforeAll(async () => {
  payload = await getTestPayload()
  const topic = await payload.create({
    collection: 'topics',
    data: {
      title: 'Engine polity',
      stage: 'prelims',
      key: 'engine-polity',
      overview: 'Polity for the engine tests.',
      _status: 'published',
    },
    overrideAccess: true,
  })
  questions = []
  for (const [index, correct] of (['A', 'B', 'C', 'D'] as const).entries()) {
    questions.push(
      await payload.create({
        collection: 'questions',
        overrideAccess: true,
        data: {
          stem: `Engine question ${index + 1}: which Article is meant?`,
          options: ['Article 14', 'Article 17', 'Article 21', 'Article 32'].map((text) => ({ text })),
          correctOption: correct,
          explanation: explanationOf(index + 1),
          topic: topic.id,
          // English-only fixtures: a published test carries them only as one-language questions (ADR 036).
          oneLanguage: true,
        },
      }),
    )
  }
  test = await payload.create({
    collection: 'tests',
    overrideAccess: true,
    data: {
      title: 'Engine mock',
      slug: 'engine-mock',
      kind: 'sectional',
      durationMinutes: 30,
      attemptsAllowed: 2,
      marksPerCorrect: 2,
      negativeMarks: 0.5,
      isFree: true,
      solutionsVisibility: 'immediately',
      sections: [
        { title: 'Part A', questions: [questions[0]!.id, questions[1]!.id] },
        { title: 'Part B', questions: [questions[2]!.id, questions[3]!.id] },
      ],
      _status: 'published',
    },
  })
  for (const name of ['asha', 'gurpreet', 'harleen', 'late', 'abandoner', 'extra', 'racer', 'sleeper', 'twin'] as const) {
    people[name] = await createUser(payload, { email: `${name}@engine.test`, password: 'Engine#Test2026', name, role: 'candidate' })
  }
})

const change = (
  question: Question,
  option: ResponseChange['option'],
  seq: number,
  extra: Partial<ResponseChange> = {},
): ResponseChange => ({
  questionId: String(question.id),
  option,
  marked: false,
  visited: true,
  timeSpent: 30,
  seq,
  ...extra,
})

async function start(user: User, now = new Date()) {
  const started = await startAttempt(payload, user, 'engine-mock', 'en', now)
  if (!started.ok) throw new Error(started.message)
  return started
}

const readAttempt = (id: string) => payload.findByID({ collection: 'attempts', id, depth: 0, overrideAccess: true }) as Promise<Attempt>
const answersOf = async (id: string) =>
  (
    await payload.find({
      collection: 'attempt-answers',
      where: { attempt: { equals: id } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs

describe('starting', () => {
  it("fixes the deadline on the server's clock and resumes the open attempt instead of opening a second", async () => {
    const now = new Date()
    const first = await start(people.asha, now)
    expect(first.isResumed).toBe(false)
    const attempt = await readAttempt(first.attemptId)
    expect(new Date(attempt.deadline).getTime()).toBe(now.getTime() + 30 * minute)
    expect(attempt.status).toBe('in-progress')
    expect(attempt.isFirstAttempt).toBe(true)

    const again = await start(people.asha, new Date(now.getTime() + minute))
    expect(again).toMatchObject({ attemptId: first.attemptId, isResumed: true })
  })

  it('adds the compensatory time staff granted the candidate', async () => {
    const user = await payload.update({
      collection: 'users',
      id: people.extra.id,
      data: { compensatoryMinutesPerHour: 20 },
      overrideAccess: true,
    })
    const now = new Date()
    const { attemptId } = await start(user, now)
    // 20 minutes per hour on a 30-minute paper: 10 more minutes.
    expect(new Date((await readAttempt(attemptId)).deadline).getTime()).toBe(now.getTime() + 40 * minute)
  })

  it('gives the exam screen the questions without their answers or explanations', async () => {
    const { attemptId } = await start(people.harleen)
    const attempt = await readAttempt(attemptId)
    const screen = JSON.stringify(await paperForScreen(attempt.paper as PaperSnapshot))
    expect(screen).toContain('Engine question 1')
    expect(screen).not.toContain('Explanation 1')
    expect(screen).not.toMatch(/correctOption|explanation/)
  })
})

describe('saving answers', () => {
  it('stores each question once, keeps the newest change whatever order batches arrive in, and ignores a retried batch', async () => {
    const { attemptId } = await start(people.gurpreet)
    const first = await saveAnswers(payload, people.gurpreet, attemptId, {
      changes: [change(questions[0]!, 'A', 1), change(questions[1]!, 'C', 2)],
    })
    expect(first).toMatchObject({ status: 200, body: { saved: 2 } })
    // A later change to question 1, then the first batch again (a retry), then an older change.
    await saveAnswers(payload, people.gurpreet, attemptId, {
      changes: [change(questions[0]!, 'D', 3, { marked: true })],
      currentQuestionId: String(questions[1]!.id),
    })
    const retried = await saveAnswers(payload, people.gurpreet, attemptId, {
      changes: [change(questions[0]!, 'A', 1), change(questions[1]!, 'C', 2)],
    })
    expect(retried).toMatchObject({ status: 200, body: { saved: 0 } })

    const answers = await answersOf(attemptId)
    expect(answers).toHaveLength(2)
    const byQuestion = Object.fromEntries(answers.map((answer) => [String(answer.question), answer]))
    expect(byQuestion[String(questions[0]!.id)]).toMatchObject({ option: 'D', marked: true, seq: 3 })
    expect(byQuestion[String(questions[1]!.id)]).toMatchObject({ option: 'C', seq: 2 })
    expect((await readAttempt(attemptId)).currentQuestion).toBe(String(questions[1]!.id))
  })

  it('refuses answers after the deadline, and another candidate’s attempt is not theirs to save or read', async () => {
    const now = new Date()
    const { attemptId } = await start(people.late, now)
    const late = await saveAnswers(
      payload,
      people.late,
      attemptId,
      { changes: [change(questions[0]!, 'A', 1)] },
      new Date(now.getTime() + 30 * minute + 1),
    )
    expect(late).toMatchObject({ status: 409, body: { code: 'time-up', resultUrl: `/result?attempt=${attemptId}` } })
    expect(await answersOf(attemptId)).toHaveLength(0)

    const intruder = await saveAnswers(payload, people.asha, attemptId, { changes: [change(questions[0]!, 'A', 1)] })
    expect(intruder.status).toBe(404)
    const { docs } = await payload.find({
      collection: 'attempts',
      where: { id: { equals: attemptId } },
      overrideAccess: false,
      user: people.asha,
    })
    expect(docs).toHaveLength(0)
    const answers = await payload.find({ collection: 'attempt-answers', overrideAccess: false, user: people.asha, pagination: false })
    expect(
      answers.docs.every(
        (answer) => String(typeof answer.candidate === 'object' ? answer.candidate.id : answer.candidate) === String(people.asha.id),
      ),
    ).toBe(true)
  })

  it('records when each question was first answered, keeps only the paper’s questions and caps the time, on every save of an attempt', async () => {
    const user = await createUser(payload, { email: 'order@engine.test', password: 'Engine#Test2026', name: 'Order', role: 'candidate' })
    const { attemptId } = await start(user)
    const outside = { ...change(questions[0]!, 'A', 1), questionId: 'not-in-this-paper' }
    // The attempt's first save reads its paper; the later ones use what was kept of it.
    for (const [seq, batch] of [
      [1, [change(questions[0]!, null, 1, { marked: true }), outside]],
      [2, [change(questions[0]!, 'B', 2), change(questions[1]!, null, 2, { visited: true, timeSpent: 20_000 }), outside]],
      [3, [change(questions[0]!, 'C', 3, { marked: true, visited: false }), outside]],
    ] as const) {
      const saved = await saveAnswers(payload, user, attemptId, { changes: [...batch] })
      expect(saved, `save ${seq}`).toMatchObject({ status: 200, body: { saved: batch.length - 1 } })
    }
    const byQuestion = Object.fromEntries((await answersOf(attemptId)).map((answer) => [String(answer.question), answer]))
    expect(Object.keys(byQuestion)).toHaveLength(2)
    // Marked before it was answered at change 2, answered again at 3: first answered at 2.
    expect(byQuestion[String(questions[0]!.id)]).toMatchObject({ option: 'C', marked: true, visited: false, seq: 3, firstAnsweredSeq: 2 })
    // Only visited: never answered. At most twice the test’s thirty minutes count, not five and a half hours.
    expect(byQuestion[String(questions[1]!.id)]).toMatchObject({ option: null, marked: false, visited: true, firstAnsweredSeq: null })
    expect(byQuestion[String(questions[1]!.id)]!.timeSpent).toBe(30 * 60 * 2)
  })

  it('refuses a batch it cannot read', async () => {
    const { attemptId } = await start(people.asha)
    expect((await saveAnswers(payload, people.asha, attemptId, { changes: [{ questionId: 'x', option: 'E', seq: -1 }] })).status).toBe(400)
  })

  it('takes a save or a submit that names a question twice, keeping its change with the highest seq (issue 14, item 19)', async () => {
    // PostgreSQL refuses an upsert that touches one row twice; the server must not rely on the screen to coalesce.
    const user = await createUser(payload, { email: 'twice@engine.test', password: 'Engine#Test2026', name: 'Twice', role: 'candidate' })
    const { attemptId } = await start(user)
    const saved = await saveAnswers(payload, user, attemptId, {
      changes: [
        change(questions[0]!, 'A', 1),
        change(questions[0]!, 'C', 3, { marked: true }),
        change(questions[1]!, 'B', 4),
        change(questions[0]!, 'B', 2),
      ],
    })
    expect(saved).toMatchObject({ status: 200, body: { saved: 2 } })
    const submitted = await submitAttempt(payload, user, attemptId, {
      changes: [change(questions[2]!, 'D', 6), change(questions[2]!, 'C', 7), change(questions[1]!, 'A', 3)],
    })
    expect(submitted).toMatchObject({ status: 200 })

    const byQuestion = Object.fromEntries((await answersOf(attemptId)).map((answer) => [String(answer.question), answer]))
    expect(Object.keys(byQuestion)).toHaveLength(3)
    expect(byQuestion[String(questions[0]!.id)]).toMatchObject({ option: 'C', marked: true, seq: 3 })
    expect(byQuestion[String(questions[1]!.id)]).toMatchObject({ option: 'B', seq: 4 })
    expect(byQuestion[String(questions[2]!.id)]).toMatchObject({ option: 'C', seq: 7 })
    // Key A, B, C, D: the first wrong (C), the second right (B), the third right (C), the fourth blank.
    expect((await readAttempt(attemptId)).score).toBe(3.5)
  })
})

describe('submitting', () => {
  it('scores once: +2 right, −0.5 wrong, blank nothing; a second or concurrent submit and a late autosave change nothing', async () => {
    const { attemptId } = await start(people.racer)
    // Right, wrong, blank, right (the last one carried by the submit itself).
    await saveAnswers(payload, people.racer, attemptId, {
      changes: [change(questions[0]!, 'A', 1), change(questions[1]!, 'A', 2), change(questions[2]!, null, 3)],
    })
    const submits = await Promise.all([
      submitAttempt(payload, people.racer, attemptId, { changes: [change(questions[3]!, 'D', 4)] }),
      submitAttempt(payload, people.racer, attemptId, { changes: [change(questions[3]!, 'D', 4)] }),
      saveAnswers(payload, people.racer, attemptId, { changes: [change(questions[2]!, 'C', 5)] }),
    ])
    expect(
      submits
        .slice(0, 2)
        .map((outcome) => outcome.status)
        .sort(),
    ).toEqual([200, 409])
    const attempt = await readAttempt(attemptId)
    expect(attempt.status).toBe('submitted')
    const expected = attempt.score
    expect([3.5, 5.5]).toContain(expected) // 2 − 0.5 + 2, plus 2 more if the racing save landed before the close

    expect(await submitAttempt(payload, people.racer, attemptId, {})).toMatchObject({ status: 409, body: { code: 'submitted' } })
    expect(await saveAnswers(payload, people.racer, attemptId, { changes: [change(questions[1]!, 'B', 9)] })).toMatchObject({
      status: 409,
      body: { code: 'submitted' },
    })
    expect((await readAttempt(attemptId)).score).toBe(expected)
  })

  it('accepts a submit within the grace period, counting only what was saved by the deadline, finished at the deadline', async () => {
    const now = new Date()
    const user = await createUser(payload, { email: 'grace@engine.test', password: 'Engine#Test2026', name: 'Grace', role: 'candidate' })
    const { attemptId } = await startAttempt(payload, user, 'engine-mock', 'pa', now).then((started) =>
      started.ok ? started : Promise.reject(new Error(started.message)),
    )
    await saveAnswers(payload, user, attemptId, { changes: [change(questions[0]!, 'A', 1)] }, new Date(now.getTime() + 10 * minute))
    const deadline = new Date(now.getTime() + 30 * minute)
    const outcome = await submitAttempt(
      payload,
      user,
      attemptId,
      { changes: [change(questions[1]!, 'B', 2)] },
      new Date(deadline.getTime() + 30_000),
    )
    expect(outcome).toMatchObject({ status: 200, body: { status: 'submitted' } })
    const attempt = await readAttempt(attemptId)
    expect(attempt.score).toBe(2)
    expect(new Date(attempt.finishedAt!).getTime()).toBe(deadline.getTime())
    expect(attempt.language).toBe('pa')
  })

  it('submits an abandoned attempt from its last saved answers once the deadline and grace period pass', async () => {
    const now = new Date()
    const { attemptId } = await start(people.abandoner, now)
    await saveAnswers(
      payload,
      people.abandoner,
      attemptId,
      { changes: [change(questions[0]!, 'A', 1), change(questions[1]!, 'B', 2)] },
      new Date(now.getTime() + minute),
    )
    expect(await submitAbandonedAttempts(payload, undefined, new Date(now.getTime() + 30 * minute + 30_000))).toBe(0)
    expect(await submitAbandonedAttempts(payload, undefined, new Date(now.getTime() + 31 * minute + 1))).toBeGreaterThanOrEqual(1)
    const attempt = await readAttempt(attemptId)
    expect(attempt).toMatchObject({ status: 'auto-submitted', score: 4 })
    expect(new Date(attempt.finishedAt!).getTime()).toBe(now.getTime() + 30 * minute)
  })

  it('submits an attempt whose time ran out when the candidate’s attempts are read, so no reader shows it as running', async () => {
    const now = new Date()
    const user = await createUser(payload, { email: 'reader@engine.test', password: 'Engine#Test2026', name: 'Reader', role: 'candidate' })
    const { attemptId } = await startAttempt(payload, user, 'engine-mock', 'en', now).then((started) =>
      started.ok ? started : Promise.reject(new Error(started.message)),
    )
    await saveAnswers(payload, user, attemptId, { changes: [change(questions[0]!, 'A', 1)] }, new Date(now.getTime() + minute))
    // Within the grace period it is still open; past it, the read itself submits it from the saved answers.
    expect(
      (await findOwnAttempts(payload, user, {}, new Date(now.getTime() + 30 * minute + 30_000))).map((attempt) => attempt.status),
    ).toEqual(['in-progress'])
    const later = new Date(now.getTime() + 31 * minute + 1)
    expect((await findOwnAttempts(payload, user, {}, later)).map((attempt) => attempt.status)).toEqual(['auto-submitted'])
    expect(await findOwnAttempt(payload, user, attemptId, later)).toMatchObject({ status: 'auto-submitted', score: 2 })
    // An autosave arriving now is told the time ran out.
    expect(await saveAnswers(payload, user, attemptId, { changes: [change(questions[1]!, 'B', 2)] }, later)).toMatchObject({
      status: 409,
      body: { code: 'time-up' },
    })
  })

  it('scores again when staff correct the answer key and choose to re-score: the change queues a job that re-scores every result', async () => {
    const { attemptId } = await start(people.asha)
    await saveAnswers(payload, people.asha, attemptId, { changes: [change(questions[0]!, 'B', 1)] })
    expect(await submitAttempt(payload, people.asha, attemptId, {})).toMatchObject({ status: 200 })
    expect((await readAttempt(attemptId)).score).toBe(-0.5)
    const racers = await payload.find({
      collection: 'attempts',
      where: { candidate: { equals: people.racer.id } },
      overrideAccess: true,
      depth: 0,
    })
    const racerBefore = racers.docs[0]!.score!

    // As staff do it in the admin, ticking "Re-score finished attempts": the questions collection's hook queues the re-scoring.
    const editor = await createUser(payload, {
      email: 'key-editor@engine.test',
      password: 'Engine#Test2026',
      name: 'Key Editor',
      role: 'editor',
    })
    await payload.update({
      collection: 'questions',
      id: questions[0]!.id,
      data: { correctOption: 'B', rescoreFinished: true },
      overrideAccess: false,
      user: editor,
    })
    expect((await readAttempt(attemptId)).score).toBe(-0.5)
    await payload.jobs.run({ queue: 'default' })
    expect((await readAttempt(attemptId)).score).toBe(2)
    // Racer answered A to the first question: right before the correction, wrong after it.
    expect((await readAttempt(String(racers.docs[0]!.id))).score).toBe(racerBefore - 2.5)
    const lookup = await findResult(payload, people.asha, attemptId, 'en')
    expect(lookup.kind === 'result' && lookup.view.score.score).toBe(2)

    await payload.update({ collection: 'questions', id: questions[0]!.id, data: { correctOption: 'A' }, overrideAccess: true })
    await rescoreTest(payload, test.id)
    expect((await readAttempt(String(racers.docs[0]!.id))).score).toBe(racerBefore)
  })

  it('allows only the attempts the test allows', async () => {
    // Asha's first attempt was left open and submitted by the sweep above; her second was submitted in the key-correction test.
    const { docs } = await payload.find({
      collection: 'attempts',
      where: { candidate: { equals: people.asha.id } },
      sort: 'attemptNumber',
      overrideAccess: true,
      depth: 0,
    })
    expect(docs.map((attempt) => [attempt.attemptNumber, attempt.status, attempt.isFirstAttempt])).toEqual([
      [1, 'auto-submitted', true],
      [2, 'submitted', false],
    ])
    expect(await startAttempt(payload, people.asha, 'engine-mock', 'en')).toEqual({
      ok: false,
      message: 'You have used all 2 attempts at this test.',
    })
  })
})

describe('the result', () => {
  it("shows the candidate's own result with standing and solutions, and nobody else's", async () => {
    const { docs } = await payload.find({
      collection: 'attempts',
      where: { candidate: { equals: people.racer.id } },
      overrideAccess: true,
      depth: 0,
    })
    const attemptId = String(docs[0]!.id)
    const lookup = await findResult(payload, people.racer, attemptId, 'en')
    expect(lookup.kind).toBe('result')
    if (lookup.kind !== 'result') return
    const { view } = lookup
    expect(view.score.maxScore).toBe(8)
    expect(view.standing.isFirstAttempt).toBe(true)
    expect(view.standing.candidates).toBeGreaterThanOrEqual(1)
    expect(view.review).toHaveLength(4)
    expect(view.review![0]).toMatchObject({ number: 1, chosen: 'A', correct: 'A', outcome: 'correct', explanation: explanationOf(1) })
    expect(view.review![1]).toMatchObject({ chosen: 'A', correct: 'B', outcome: 'wrong' })
    expect(view.review![0]!.crowd?.correctShare).toBeGreaterThan(0)

    expect(await findResult(payload, people.gurpreet, attemptId, 'en')).toEqual({ kind: 'missing' })
  })

  it('keeps bookmarks to their candidate', async () => {
    expect(await toggleBookmark(payload, people.racer, { questionId: String(questions[1]!.id), bookmarked: true })).toMatchObject({
      status: 200,
    })
    expect(await toggleBookmark(payload, people.racer, { questionId: String(questions[1]!.id), bookmarked: true })).toMatchObject({
      status: 200,
    })
    const own = await payload.find({ collection: 'question-bookmarks', overrideAccess: false, user: people.racer, depth: 0 })
    expect(own.docs).toHaveLength(1)
    expect(own.docs[0]!.topic).toBeTruthy()
    const others = await payload.find({ collection: 'question-bookmarks', overrideAccess: false, user: people.gurpreet, depth: 0 })
    expect(others.docs).toHaveLength(0)
    await toggleBookmark(payload, people.racer, { questionId: String(questions[1]!.id), bookmarked: false })
    expect((await payload.find({ collection: 'question-bookmarks', overrideAccess: false, user: people.racer })).docs).toHaveLength(0)
  })

  it('bookmarks only questions of a test the candidate has finished (a bookmark never opens another paper)', async () => {
    const unseen = await payload.create({
      collection: 'questions',
      overrideAccess: true,
      data: {
        stem: 'A question of a paper nobody here has taken.',
        options: ['One', 'Two', 'Three', 'Four'].map((text) => ({ text })),
        correctOption: 'C',
        explanation: 'Because.',
      },
    })
    expect(await toggleBookmark(payload, people.racer, { questionId: String(unseen.id), bookmarked: true })).toEqual({
      status: 404,
      body: { message: 'Only questions of tests you have finished can be bookmarked.' },
    })
    // A candidate who has not taken this test may not keep its questions either.
    expect(
      await payload.count({ collection: 'attempts', where: { candidate: { equals: people.sleeper.id } }, overrideAccess: true }),
    ).toEqual({ totalDocs: 0 })
    expect((await toggleBookmark(payload, people.sleeper, { questionId: String(questions[0]!.id), bookmarked: true })).status).toBe(404)
    // And nobody makes one through the API.
    await expect(
      payload.create({
        collection: 'question-bookmarks',
        data: { candidate: people.racer.id, question: unseen.id },
        overrideAccess: false,
        user: people.racer,
      }),
    ).rejects.toThrow()
  })
})

describe('over HTTP, as the exam screen calls it', () => {
  const browser = (token: string, extra: Record<string, string> = {}) => ({
    Cookie: `payload-token=${token}`,
    'Sec-Fetch-Site': 'same-origin',
    ...extra,
  })
  const renewedToken = (response: Response) => /payload-token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
  const sevenDays = 7 * 24 * 3600_000
  const expiryOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number }).exp * 1000

  it('never lets the session end mid-attempt: the start and the autosave renew one that would end before the deadline', async () => {
    const startRoute = await import('@/app/api/tests/[slug]/start/route')
    const answersRoute = await import('@/app/api/attempts/[id]/answers/route')
    const signedIn = await sessionToken(payload, 'sleeper@engine.test', 'Engine#Test2026')

    // Signed in almost a week ago: ten minutes left, and the test lasts thirty.
    const form = new URLSearchParams({ confirm: 'yes', language: 'en' })
    const started = await startRoute.POST(
      new Request('http://localhost:3000/api/tests/engine-mock/start', {
        method: 'POST',
        body: form,
        headers: browser(await sessionEndingIn(payload, signedIn, 600)),
      }),
      { params: Promise.resolve({ slug: 'engine-mock' }) },
    )
    expect(started.status).toBe(303)
    const attemptId = /attempt\/(\d+)/.exec(started.headers.get('location') ?? '')?.[1]
    expect(attemptId).toBeDefined()
    const afterStart = renewedToken(started)
    expect(afterStart).toBeDefined()
    expect(expiryOf(afterStart!)).toBeGreaterThan(Date.now() + sevenDays - 60_000)

    const save = (token: string) =>
      answersRoute.POST(
        new Request(`http://localhost:3000/api/attempts/${attemptId}/answers`, {
          method: 'POST',
          body: JSON.stringify({ changes: [change(questions[0]!, 'C', 1)] }),
          headers: browser(token, { 'Content-Type': 'application/json' }),
        }),
        { params: Promise.resolve({ id: attemptId! }) },
      )
    // A save on a long session changes nothing about it; one on a short session renews it.
    const plain = await save(afterStart!)
    expect(plain.status).toBe(200)
    expect(renewedToken(plain)).toBeUndefined()
    const renewed = await save(await sessionEndingIn(payload, afterStart!, 300))
    expect(renewed.status).toBe(200)
    expect(expiryOf(renewedToken(renewed)!)).toBeGreaterThan(Date.now() + sevenDays - 60_000)
    expect((await answersOf(attemptId!)).map((answer) => answer.option)).toEqual(['C'])

    // Signing in on another device ends this session: the autosave says so, and nothing is stored.
    await payload.login({ collection: 'users', data: { email: 'sleeper@engine.test', password: 'Engine#Test2026' } })
    const refused = await save(renewedToken(renewed)!)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ message: 'Your session has ended. Sign in again: your answers are kept on this device.' })
  })

  it('answers the autosave on the HTTP server’s own transport exactly as the route does (ADR 064)', async () => {
    const answersRoute = await import('@/app/api/attempts/[id]/answers/route')
    const { answerAutosave } = await import('@/features/test-engine/save-answers.server')
    const { ANSWER_BATCH_BODY_LIMIT_BYTES } = await import('@/features/test-engine/body-limits')
    const { attemptId } = await start(people.twin)
    const signedIn = await sessionToken(payload, 'twin@engine.test', 'Engine#Test2026')
    type Call = { headers: Record<string, string>; body: string }
    const viaRoute = async ({ headers, body }: Call) => {
      const response = await answersRoute.POST(
        new Request(`http://localhost:3000/api/attempts/${attemptId}/answers`, { method: 'POST', body, headers }),
        { params: Promise.resolve({ id: attemptId }) },
      )
      return { status: response.status, json: await response.json(), cookie: response.headers.get('set-cookie') }
    }
    // Node's parsed headers: lower-case names, as the HTTP server hands them over.
    const viaServer = async ({ headers, body }: Call) => {
      const nodeHeaders = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
      const reply = await answerAutosave(nodeHeaders, new TextEncoder().encode(body), attemptId)
      return { status: reply.status, json: JSON.parse(reply.json) as unknown, cookie: reply.setCookie ?? null }
    }
    const saving = (token: string, seq: number, extra: Record<string, string> = {}): Call => ({
      headers: browser(token, { 'Content-Type': 'application/json', ...extra }),
      body: JSON.stringify({ changes: [change(questions[1]!, 'D', seq)] }),
    })
    // The server's clock is in the answer; everything else must be the same.
    const comparable = (answer: { status: number; json: unknown; cookie: string | null }) => ({
      ...answer,
      json: { ...(answer.json as object), serverNow: undefined },
      cookie: answer.cookie?.replace(/payload-token=[^;]+/, 'payload-token=…').replace(/expires=[^;]+/i, 'expires=…') ?? null,
    })

    const saved = await viaServer(saving(signedIn, 1))
    expect(saved).toMatchObject({ status: 200, json: { saved: 1 }, cookie: null })
    expect(comparable(saved)).toEqual(comparable(await viaRoute(saving(signedIn, 2))))

    // A session that would end before the deadline is renewed, with the same cookie on both.
    const renewedByServer = await viaServer(saving(await sessionEndingIn(payload, signedIn, 300), 3))
    expect(renewedByServer.cookie).toMatch(/^payload-token=[^;]+; Path=\/; Expires=.+; HttpOnly; SameSite=lax$/)
    expect(expiryOf(renewedToken(new Response(null, { headers: { 'set-cookie': renewedByServer.cookie! } }))!)).toBeGreaterThan(
      Date.now() + sevenDays - 60_000,
    )
    expect(comparable(renewedByServer)).toEqual(comparable(await viaRoute(saving(await sessionEndingIn(payload, signedIn, 300), 4))))
    const fresh = renewedToken(new Response(null, { headers: { 'set-cookie': renewedByServer.cookie! } }))!

    // The same refusals: another site, no session, a body over the cap, a body that is not JSON.
    const refusals: Call[] = [
      saving(fresh, 5, { Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' }),
      { headers: { 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' }, body: '{"changes":[]}' },
      { headers: browser(fresh), body: JSON.stringify({ changes: [], padding: 'x'.repeat(ANSWER_BATCH_BODY_LIMIT_BYTES) }) },
      { headers: browser(fresh), body: 'changes=none' },
    ]
    const statuses = []
    for (const call of refusals) {
      const [server, route] = [await viaServer(call), await viaRoute(call)]
      expect(server).toEqual(route)
      statuses.push(server.status)
    }
    expect(statuses).toEqual([403, 401, 413, 400])
    expect((await answersOf(attemptId)).map((answer) => answer.option)).toEqual(['D'])
  })

  it('serves visitors on open calls (a quiz check) within a limit per address, and signed-in candidates without it', async () => {
    const { handleOpenPost } = await import('@/features/test-engine/engine-route.server')
    const rule = { name: 'engine-open-call-test', points: 2, durationSeconds: 60 }
    const signedIn = await sessionToken(payload, 'harleen@engine.test', 'Engine#Test2026')
    const call = (headers: Record<string, string> = {}) =>
      handleOpenPost(
        new Request('http://localhost:3000/api/open-call', {
          method: 'POST',
          body: '{}',
          // A browser's request from the site's own page (the same-site rule refuses one without these headers).
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9', 'Sec-Fetch-Site': 'same-origin', ...headers },
        }),
        rule,
        async (_payload, user) => ({ status: 200, body: { who: user?.email ?? null } }),
      )
    expect(await (await call()).json()).toEqual({ who: null })
    expect((await call()).status).toBe(200)
    const refused = await call()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const candidate = await call(browser(signedIn))
    expect(candidate.status).toBe(200)
    expect(await candidate.json()).toEqual({ who: 'harleen@engine.test' })
  })
})

describe('a test whose solutions open only after it closes (issue 14, item 3)', () => {
  // Three free accounts answering all A, all B and all C would otherwise read the whole key off their attempts.
  const outcomeValue = /:"(correct|wrong|unattempted)"/
  const hour = 60 * minute
  let closing: Test
  let attemptIds: Record<'A' | 'B' | 'C', string>
  const takers = {} as Record<'A' | 'B' | 'C', User>

  beforeAll(async () => {
    closing = await payload.create({
      collection: 'tests',
      overrideAccess: true,
      data: {
        title: 'Engine mock, solutions after close',
        slug: 'engine-after-close',
        kind: 'sectional',
        durationMinutes: 30,
        attemptsAllowed: 2,
        marksPerCorrect: 2,
        negativeMarks: 0.5,
        isFree: true,
        closesAt: new Date(Date.now() + 24 * hour).toISOString(),
        solutionsVisibility: 'after-close',
        // A section of one question: its marks alone would give its answer away.
        sections: [
          { title: 'Part A', questions: [questions[0]!.id] },
          { title: 'Part B', questions: [questions[1]!.id, questions[2]!.id, questions[3]!.id] },
        ],
        _status: 'published',
      },
    })
    attemptIds = {} as typeof attemptIds
    for (const letter of ['A', 'B', 'C'] as const) {
      takers[letter] = await createUser(payload, {
        email: `all-${letter.toLowerCase()}@engine.test`,
        password: 'Engine#Test2026',
        name: `All ${letter}`,
        role: 'candidate',
      })
      const started = await startAttempt(payload, takers[letter], 'engine-after-close', 'en')
      if (!started.ok) throw new Error(started.message)
      await saveAnswers(payload, takers[letter], started.attemptId, {
        changes: questions.map((question, index) => change(question, letter, index + 1)),
      })
      expect(await submitAttempt(payload, takers[letter], started.attemptId, {})).toMatchObject({ status: 200 })
      attemptIds[letter] = started.attemptId
    }
  })

  const asCandidate = (letter: 'A' | 'B' | 'C') => ({ overrideAccess: false as const, user: takers[letter] })

  it('gives the candidate their totals but no outcome of any question, section or topic, by id, in a list or through select', async () => {
    const own = await payload.findByID({ collection: 'attempts', id: attemptIds.A, depth: 0, ...asCandidate('A') })
    // Key A, B, C, D: one right (+2), three wrong (−0.5 each).
    expect(own.result).toEqual({
      score: 0.5,
      maxScore: 8,
      correct: 1,
      wrong: 3,
      unattempted: 0,
      accuracy: 25,
      withdrawn: 0,
      timeSpent: 120,
    })
    expect(own.score).toBe(0.5)
    expect(own).not.toHaveProperty('breakdown')
    expect(JSON.stringify(own)).not.toMatch(outcomeValue)

    for (const letter of ['A', 'B', 'C'] as const) {
      const listed = await payload.find({ collection: 'attempts', depth: 2, pagination: false, ...asCandidate(letter) })
      expect(listed.docs).toHaveLength(1)
      expect(JSON.stringify(listed.docs)).not.toMatch(outcomeValue)
      const selected = await payload.find({ collection: 'attempts', select: { breakdown: true, result: true }, ...asCandidate(letter) })
      expect(selected.docs[0]).not.toHaveProperty('breakdown')
    }
    // Nor through the answers, whose attempt populates at depth.
    const answers = await payload.find({ collection: 'attempt-answers', depth: 2, pagination: false, ...asCandidate('B') })
    expect(answers.docs).toHaveLength(4)
    expect(JSON.stringify(answers.docs)).not.toMatch(outcomeValue)
    expect(JSON.stringify(answers.docs)).not.toMatch(/breakdown|isCorrect/)
  })

  it('refuses to filter or sort on the breakdown, so it cannot be read one question at a time', async () => {
    const question = String(questions[0]!.id)
    await expect(
      payload.find({ collection: 'attempts', where: { [`breakdown.questions.${question}`]: { equals: 'correct' } }, ...asCandidate('A') }),
    ).rejects.toThrow(/cannot be queried/)
    await expect(payload.find({ collection: 'attempts', where: { breakdown: { exists: true } }, ...asCandidate('A') })).rejects.toThrow(
      /cannot be queried/,
    )
    await expect(payload.find({ collection: 'attempts', sort: `breakdown.questions.${question}`, ...asCandidate('A') })).rejects.toThrow(
      /cannot be queried/,
    )
    await expect(
      payload.count({ collection: 'attempts', where: { 'breakdown.sections.score': { greater_than: 0 } }, ...asCandidate('A') }),
    ).rejects.toThrow(/cannot be queried/)
    await expect(
      payload.find({
        collection: 'attempt-answers',
        where: { [`attempt.breakdown.questions.${question}`]: { equals: 'correct' } },
        ...asCandidate('A'),
      }),
    ).rejects.toThrow(/cannot be queried/)
  })

  it('shows the result page and the dashboard with the totals only, saying when the rest opens', async () => {
    const lookup = await findResult(payload, takers.A, attemptIds.A, 'en')
    if (lookup.kind !== 'result') throw new Error(lookup.kind)
    expect(lookup.view.score).toMatchObject({ score: 0.5, correct: 1, wrong: 3 })
    expect(lookup.view.breakdown).toBeNull()
    expect(lookup.view.review).toBeNull()
    expect(lookup.view.solutionsAt).toBe(closing.closesAt)
    expect(JSON.stringify(lookup.view)).not.toMatch(outcomeValue)

    const { readAttemptsOverview } = await import('@/features/dashboard/attempts.server')
    const overview = await readAttemptsOverview(payload, takers.A, 'en', new Date())
    expect(overview.history.map((entry) => entry.score)).toEqual([0.5])
    expect(overview.topics).toEqual([])
  })

  it('shows staff everything, and the candidate everything once the test has closed', async () => {
    const editor = await createUser(payload, {
      email: 'close-editor@engine.test',
      password: 'Engine#Test2026',
      name: 'Close Editor',
      role: 'editor',
    })
    const seen = await payload.findByID({ collection: 'attempts', id: attemptIds.A, depth: 0, overrideAccess: false, user: editor })
    expect(seen.breakdown).toMatchObject({ questions: { [String(questions[0]!.id)]: 'correct', [String(questions[1]!.id)]: 'wrong' } })

    await payload.update({
      collection: 'tests',
      id: closing.id,
      data: { closesAt: new Date(Date.now() - minute).toISOString() },
      overrideAccess: true,
    })
    const own = await payload.findByID({ collection: 'attempts', id: attemptIds.B, depth: 0, ...asCandidate('B') })
    expect(own.breakdown).toMatchObject({ questions: { [String(questions[1]!.id)]: 'correct' } })
    const lookup = await findResult(payload, takers.B, attemptIds.B, 'en')
    if (lookup.kind !== 'result') throw new Error(lookup.kind)
    expect(lookup.view.breakdown?.sections.map((section) => [section.title, section.correct])).toEqual([
      ['Part A', 0],
      ['Part B', 1],
    ])
    expect(lookup.view.review?.map((question) => question.outcome)).toEqual(['wrong', 'correct', 'wrong', 'wrong'])
    expect(lookup.view.solutionsAt).toBeNull()
  })

  it('does not let staff set solutions to open after a close that never comes', async () => {
    const refused = await payload
      .update({ collection: 'tests', id: closing.id, data: { closesAt: null }, overrideAccess: true })
      .catch((error: { data?: unknown }) => error.data)
    expect(refused).toMatchObject({
      errors: [{ path: 'solutionsVisibility', message: 'Set when the test closes: its answers and explanations open then.' }],
    })
  })
})
