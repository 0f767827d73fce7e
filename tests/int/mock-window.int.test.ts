import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { loadLeaderboard, readWindowActivity } from '@/features/test-engine/mock-window.server'
import { findResult, startAttempt } from '@/features/test-engine/public.server'
import { loadInstructions } from '@/features/test-engine/test-pages.server'
import { exportTestResults } from '@/features/test-engine/results-export/results-export.server'
import type { OptionLetter } from '@/domain/test-engine/types'
import type { Question, User } from '@/payload-types'
import { rateLimitRules } from '@/lib/rate-limit.server'
import { createUser } from '@/seed/factories'

import { getTestPayload } from '../helpers/payload'
import { takeTest } from '../helpers/take-test'

// Next's data cache lives in the Next server; here the rank list and the counts are read fresh.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(read: T) => read,
}))

/**
 * An All-Punjab mock window (issue 18, item 1; ADR 044) on a real database (SQLite here, PostgreSQL when
 * TEST_DATABASE_URL is set): Sunday 22 November 2026, 10:00–12:00 IST, late entry until 10:30, a
 * two-hour paper. Every step runs on the server's clock as given.
 */
const ist = (time: string) => new Date(`2026-11-22T${time}+05:30`)
const SLUG = 'all-punjab-mock-window'

let payload: Payload
const questions: Question[] = []
const people = {} as Record<'amrit' | 'baljit' | 'charan' | 'devinder' | 'ekam', User>

const take = (user: User, answers: OptionLetter[], startedAt: Date, submittedAt: Date, submit = true) =>
  takeTest(
    payload,
    user,
    SLUG,
    answers.map((option, index) => [questions[index]!.id, option]),
    { startedAt, submittedAt, submit },
  )

const attemptIds = {} as Record<'amrit' | 'baljit' | 'devinder' | 'charanPractice' | 'amritAgain', string>

beforeAll(async () => {
  payload = await getTestPayload()
  const system = { overrideAccess: true } as const
  for (const [index, river] of ['Sutlej', 'Beas', 'Ravi', 'Ghaggar'].entries())
    questions.push(
      await payload.create({
        collection: 'questions',
        data: {
          stem: `Question ${index + 1}: on which river is the headworks named after the ${river} basin?`,
          options: ['Sutlej', 'Beas', 'Ravi', 'Ghaggar'].map((text) => ({ text })),
          correctOption: 'A',
          explanation: `The ${river} question's key.`,
          oneLanguage: true,
        },
        ...system,
      }),
    )
  await payload.create({
    collection: 'tests',
    data: {
      title: 'All-Punjab GS Mock 1',
      slug: SLUG,
      kind: 'gs-prelims',
      durationMinutes: 120,
      attemptsAllowed: 2,
      marksPerCorrect: 2,
      negativeMarks: 0,
      isFree: true,
      solutionsVisibility: 'immediately',
      window: {
        startsAt: ist('10:00:00').toISOString(),
        lateEntryUntil: ist('10:30:00').toISOString(),
        endsAt: ist('12:00:00').toISOString(),
      },
      sections: [{ title: 'General Studies', questions: questions.map((question) => question.id) }],
      _status: 'published',
    } as never,
    ...system,
  })
  const person = (name: string, email: string, extra: Partial<Parameters<typeof createUser>[1]> = {}) =>
    createUser(payload, { email, password: 'Window#Mock2026', name, role: 'candidate', ...extra })
  people.amrit = await person('Amritpal Kaur', 'amrit@window.test', { district: 'ludhiana', leaderboardName: 'name' })
  people.baljit = await person('Baljit Singh Sandhu', 'baljit@window.test', { district: 'patiala' })
  people.charan = await person('Charanjit Gill', 'charan@window.test', { district: 'ludhiana' })
  people.devinder = await person('Devinder Pal', 'devinder@window.test', { district: 'ludhiana', leaderboardName: 'anonymous' })
  people.ekam = await person('Ekamjot Brar', 'ekam@window.test')
}, 120_000)

describe('entering the window', () => {
  it('refuses a start before the window opens and after late entry, saying when the test can be taken', async () => {
    const early = await startAttempt(payload, people.ekam, SLUG, 'en', ist('09:59:00'))
    expect(early).toEqual({ ok: false, message: 'This test opens on 22 Nov 2026 at 10:00 am IST. Come back then to start it.' })
    const late = await startAttempt(payload, people.ekam, SLUG, 'en', ist('10:31:00'))
    expect(late).toEqual({
      ok: false,
      message:
        'Late entry to this test closed on 22 Nov 2026 at 10:30 am IST. It opens again for practice, unranked, when the window closes on 22 Nov 2026 at 12:00 pm IST.',
    })
    const page = await loadInstructions(payload, people.ekam, SLUG, 'pa', null, ist('10:31:00'))
    expect(page).toMatchObject({ kind: 'found', action: { kind: 'refused' } })
    if (page.kind === 'found' && page.action.kind === 'refused') expect(page.action.message).toContain('ਦੇਰ ਨਾਲ ਦਾਖ਼ਲਾ')
  })

  it('gives a late starter only the time left until the close, and an early one the full paper', async () => {
    const onTime = await startAttempt(payload, people.amrit, SLUG, 'en', ist('10:05:00'))
    const late = await startAttempt(payload, people.baljit, SLUG, 'en', ist('10:30:00'))
    expect(onTime).toMatchObject({ ok: true, deadline: ist('12:00:00') })
    expect(late).toMatchObject({ ok: true, deadline: ist('12:00:00') })
    const first = await startAttempt(payload, people.devinder, SLUG, 'en', ist('10:00:00'))
    expect(first).toMatchObject({ ok: true, deadline: ist('12:00:00') })
    if (!onTime.ok || !late.ok || !first.ok) return
    attemptIds.amrit = onTime.attemptId
    attemptIds.baljit = late.attemptId
    attemptIds.devinder = first.attemptId
  })
})

describe('while the window is open', () => {
  it('counts who is writing and who has finished, naming nobody', async () => {
    expect(await readWindowActivity(SLUG, ist('10:40:00'))).toEqual({
      phase: 'writing',
      writing: 3,
      finished: 0,
      publishedAt: ist('12:02:00').toISOString(),
    })
  })

  it('keeps the key and every rank shut for those who finish early, whatever the test says about solutions', async () => {
    const { submitAttempt, saveAnswers } = await import('@/features/test-engine/public.server')
    const changes = (answers: OptionLetter[]) =>
      answers.map((option, index) => ({
        questionId: String(questions[index]!.id),
        option,
        marked: false,
        visited: true,
        timeSpent: 40,
        seq: index + 1,
      }))
    await saveAnswers(payload, people.amrit, attemptIds.amrit, { changes: changes(['A', 'A', 'A', 'B']) }, ist('11:00:00'))
    await submitAttempt(payload, people.amrit, attemptIds.amrit, {}, ist('11:05:00'))
    await saveAnswers(payload, people.baljit, attemptIds.baljit, { changes: changes(['A', 'A', 'B', 'B']) }, ist('11:50:00'))
    await submitAttempt(payload, people.baljit, attemptIds.baljit, {}, ist('11:55:00'))
    await saveAnswers(payload, people.devinder, attemptIds.devinder, { changes: changes(['A', 'A', 'A', 'B']) }, ist('11:10:00'))
    // Devinder never submits: the close submits what was saved.

    // The data layer reads the clock itself when it decides whether the key is due.
    vi.useFakeTimers({ toFake: ['Date'], now: ist('11:06:00') })
    const result = await findResult(payload, people.amrit, attemptIds.amrit, 'en', ist('11:06:00')).finally(() => vi.useRealTimers())
    expect(result.kind).toBe('result')
    if (result.kind !== 'result') return
    expect(result.view.score.score).toBe(6)
    expect(result.view.breakdown).toBeNull()
    expect(result.view.review).toBeNull()
    expect(result.view.solutionsAt).toBe(ist('12:00:00').toISOString())
    expect(result.view.standing.window).toMatchObject({ isRanked: true, isPublished: false, publishedAt: ist('12:02:00').toISOString() })
    expect(result.view.standing.district).toBeNull()

    const board = await loadLeaderboard(payload, people.amrit, SLUG, 'en', ist('12:01:00'))
    expect(board).toMatchObject({ phase: 'closing', ranks: null })
  })
})

describe('after the close', () => {
  beforeAll(async () => {
    // After the close: a practice attempt scoring more than anyone ranked, and Amrit's second attempt.
    attemptIds.charanPractice = await take(people.charan, ['A', 'A', 'A', 'A'], ist('12:10:00'), ist('13:00:00'))
    attemptIds.amritAgain = await take(people.amrit, ['B', 'B', 'B', 'B'], ist('12:15:00'), ist('12:30:00'))
  })

  it('publishes the list of first attempts taken inside the window, as each candidate chose to be named', async () => {
    const board = await loadLeaderboard(payload, null, SLUG, 'en', ist('12:02:00'))
    expect(board?.phase).toBe('published')
    expect(board?.ranks?.candidates).toBe(3)
    expect(board?.ranks?.top).toEqual([
      { rank: 1, shownName: 'Amritpal Kaur', score: 6, timeTaken: 60 * 60, isOwn: false },
      // Devinder was submitted at the close from the last save; anonymous at his own choice.
      { rank: 1, shownName: null, score: 6, timeTaken: 120 * 60, isOwn: false },
      { rank: 3, shownName: 'B. S. S.', score: 4, timeTaken: 85 * 60, isOwn: false },
    ])
    expect(board?.ranks?.own).toBeNull()
  })

  it('shows a ranked candidate their place overall and in their district; later attempts never change the list', async () => {
    const board = await loadLeaderboard(payload, people.devinder, SLUG, 'en', ist('18:00:00'))
    expect(board?.ranks?.top.map((row) => row.isOwn)).toEqual([false, true, false])
    expect(board?.ranks?.own).toEqual({
      isRanked: true,
      score: 6,
      rank: 1,
      isInTop: true,
      district: { district: 'ludhiana', rank: 1, candidates: 2 },
    })
    const result = await findResult(payload, people.baljit, attemptIds.baljit, 'en', ist('18:00:00'))
    if (result.kind !== 'result') throw new Error('no result')
    expect(result.view.standing).toMatchObject({
      rank: 3,
      candidates: 3,
      window: { isRanked: true, isPublished: true },
      district: { district: 'patiala', rank: 1, candidates: 1 },
    })
    expect(result.view.review).not.toBeNull()
  })

  it('places a practice attempt after the window against the list without entering it', async () => {
    const result = await findResult(payload, people.charan, attemptIds.charanPractice, 'en', ist('18:00:00'))
    if (result.kind !== 'result') throw new Error('no result')
    expect(result.view.standing).toMatchObject({
      rank: 1,
      candidates: 4,
      isFirstAttempt: true,
      window: { isRanked: false, isPublished: true },
      district: { district: 'ludhiana', rank: 1, candidates: 3 },
    })
    const board = await loadLeaderboard(payload, people.charan, SLUG, 'en', ist('18:00:00'))
    expect(board?.ranks?.candidates).toBe(3)
    expect(board?.ranks?.own).toEqual({
      isRanked: false,
      score: 8,
      rank: 1,
      isInTop: false,
      district: { district: 'ludhiana', rank: 1, candidates: 3 },
    })
    const again = await findResult(payload, people.amrit, attemptIds.amritAgain, 'en', ist('18:00:00'))
    if (again.kind !== 'result') throw new Error('no result')
    expect(again.view.standing).toMatchObject({ rank: 4, candidates: 4, window: { isRanked: false } })
  })

  it("gives administrators the window's list in the results export: a first attempt after the window is not ranked", async () => {
    const admin = await createUser(payload, {
      email: 'admin@window.test',
      password: 'Window#Mock2026',
      name: 'Academy Admin',
      role: 'admin',
    })
    const exported = await exportTestResults(payload, admin, SLUG, 'csv')
    if (exported.kind !== 'file') throw new Error('no export')
    const [header, ...rows] = exported.body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','))
    const column = (name: string) => header!.indexOf(name)
    expect(rows.map((row) => [row[column('Name')], row[column('Rank')], row[column('Ranked')]])).toEqual([
      ['Amritpal Kaur', '1', 'Yes'],
      ['Devinder Pal', '1', 'Yes'],
      ['Baljit Singh Sandhu', '3', 'Yes'],
      ['Charanjit Gill', '', 'No'],
      ['Amritpal Kaur', '', 'No'],
    ])
  })

  it('shows beside each GS place whether that candidate’s CSAT paper qualifies, when the paper has one', async () => {
    const csat = await payload.create({
      collection: 'tests',
      data: {
        title: 'All-Punjab CSAT Mock 1',
        slug: 'all-punjab-csat-window',
        kind: 'csat',
        durationMinutes: 120,
        attemptsAllowed: 1,
        marksPerCorrect: 2,
        negativeMarks: 0,
        qualifyingPercent: 40,
        isFree: true,
        solutionsVisibility: 'immediately',
        sections: [{ title: 'CSAT', questions: [questions[0]!.id, questions[1]!.id] }],
        _status: 'published',
      } as never,
      overrideAccess: true,
    })
    const { docs } = await payload.find({ collection: 'tests', where: { slug: { equals: SLUG } }, depth: 0, overrideAccess: true })
    await payload.update({ collection: 'tests', id: docs[0]!.id, data: { pairedCsat: csat.id }, overrideAccess: true })
    await takeTest(payload, people.amrit, 'all-punjab-csat-window', [[questions[0]!.id, 'A']])
    await takeTest(payload, people.baljit, 'all-punjab-csat-window', [[questions[0]!.id, 'B']])
    const board = await loadLeaderboard(payload, null, SLUG, 'en', ist('18:00:00'))
    expect(board?.ranks?.isPaired).toBe(true)
    // Amritpal 2 of 4 (qualifies at 40%), Devinder never took it, Baljit 0 of 4.
    expect(board?.ranks?.top.map((row) => [row.rank, row.csat])).toEqual([
      [1, true],
      [1, null],
      [3, false],
    ])
  })

  it('streams the figures as server-sent events, and refuses one client address past its streams for ten minutes', async () => {
    const { GET } = await import('@/app/api/tests/[slug]/window/live/route')
    const open = (address: string) =>
      GET(new Request(`http://localhost/api/tests/${SLUG}/window/live`, { headers: { 'x-forwarded-for': address } }), {
        params: Promise.resolve({ slug: SLUG }),
      })
    const first = await open('203.0.113.44')
    expect(first.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    const reader = first.body!.getReader()
    let text = ''
    while (!text.includes('data: ')) text += new TextDecoder().decode((await reader.read()).value)
    // The window's list is out (the real clock is after it), so the one event says so and the stream ends.
    expect(text).toMatch(/data: \{"phase":"published","writing":0,"finished":3,/)
    await reader.cancel()
    for (let stream = 1; stream <= rateLimitRules.windowLive.points; stream += 1) await (await open('203.0.113.45')).body?.cancel()
    const refused = await open('203.0.113.45')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500)
    expect((await open('198.51.100.9')).status).toBe(200)
  })

  it('is a 404 for a test that is not run as a window', async () => {
    expect(await loadLeaderboard(payload, null, 'no-such-window', 'en')).toBeNull()
    expect(await readWindowActivity('no-such-window')).toBeNull()
  })
})

describe('staff setting a window', () => {
  const base = {
    title: 'Half-set window',
    kind: 'gs-prelims',
    durationMinutes: 120,
    attemptsAllowed: 1,
    marksPerCorrect: 2,
    negativeMarks: 0,
    solutionsVisibility: 'immediately',
    sections: [] as { title: string; questions: number[] }[],
  }
  const refusedOn = (message: string) => ({ data: { errors: [{ path: 'window.endsAt', message }] } })
  const create = (data: Record<string, unknown>) =>
    payload.create({
      collection: 'tests',
      data: { ...base, sections: [{ title: 'GS', questions: [questions[0]!.id] }], ...data } as never,
      overrideAccess: true,
    })

  it('needs all three times in order, and no separate opening or closing time', async () => {
    await expect(create({ slug: 'half-window', window: { startsAt: ist('10:00:00').toISOString() } })).rejects.toMatchObject(
      refusedOn('Set all three times of the window, or clear them all.'),
    )
    await expect(
      create({
        slug: 'reversed-window',
        window: {
          startsAt: ist('10:00:00').toISOString(),
          lateEntryUntil: ist('12:30:00').toISOString(),
          endsAt: ist('12:00:00').toISOString(),
        },
      }),
    ).rejects.toMatchObject(refusedOn('The window must close after late entry ends.'))
    await expect(
      create({
        slug: 'window-and-close',
        closesAt: ist('18:00:00').toISOString(),
        window: {
          startsAt: ist('10:00:00').toISOString(),
          lateEntryUntil: ist('10:30:00').toISOString(),
          endsAt: ist('12:00:00').toISOString(),
        },
      }),
    ).rejects.toMatchObject(refusedOn('A test run as a window opens and closes with it: clear Opens at and Closes at.'))
    // "After the test closes" is the window's close.
    const set = await create({
      slug: 'window-after-close',
      solutionsVisibility: 'after-close',
      window: {
        startsAt: ist('10:00:00').toISOString(),
        lateEntryUntil: ist('10:30:00').toISOString(),
        endsAt: ist('12:00:00').toISOString(),
      },
    })
    expect(set.window?.endsAt).toBe(ist('12:00:00').toISOString())
  })
})
