import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { checkDrillAnswer, loadPractice, startDrill } from '@/features/practice-drills/drills.server'
import { readDrillPool } from '@/features/practice-drills/pool.server'
import { findResult } from '@/features/test-engine/result.server'
import type { OptionLetter } from '@/domain/test-engine/types'
import type { Question, Topic, User } from '@/payload-types'
import { relationId } from '@/lib/ids'
import { createUser } from '@/seed/factories'

import { getTestPayload } from '../helpers/payload'
import { takeTest } from '../helpers/take-test'

// Next's data cache lives in the Next server; here the past papers' shares are read fresh.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(read: T) => read,
}))

/**
 * Practice drills and the weak topics that lead to them (issue 18, item 2; ADR 039), on a real
 * database (SQLite here, PostgreSQL when TEST_DATABASE_URL is set). A drill shows each answer as soon
 * as it is checked, so what it may draw on is the point: past papers, closed tests and the candidate's
 * own finished papers whose answers are open; never a test still running, a paid test they have not
 * bought, or a question of an attempt they are taking.
 */
let payload: Payload
let rivers: Topic
let polity: Topic
let empty: Topic
const q: Record<string, Question> = {}
let reader: User
let enrolled: User
let runner: User
let other: User

const DAY = 24 * 60 * 60 * 1000
const iso = (offset: number) => new Date(Date.now() + offset).toISOString()
const ids = (...keys: string[]) => keys.map((key) => String(q[key]!.id)).sort()
const sorted = (values: string[]) => [...values].sort()

const take = (user: User, slug: string, answers: Record<string, OptionLetter> = {}, options: { submit?: boolean } = {}) =>
  takeTest(
    payload,
    user,
    slug,
    Object.entries(answers).map(([key, option]) => [q[key]!.id, option]),
    options,
  )

beforeAll(async () => {
  payload = await getTestPayload()
  const system = { overrideAccess: true } as const
  const topic = (title: string, key: string) =>
    payload.create({ collection: 'topics', data: { title, stage: 'prelims', key, overview: `${title}.`, _status: 'published' }, ...system })
  rivers = await topic('Rivers of Punjab', 'drill-rivers')
  polity = await topic('Panchayati Raj', 'drill-polity')
  empty = await topic('Punjab folk theatre', 'drill-theatre')

  const question = async (key: string, topicId: number, correct: OptionLetter = 'A') => {
    q[key] = await payload.create({
      collection: 'questions',
      data: {
        stem: `${key}: which river meets the Beas at Harike?`,
        options: ['Sutlej', 'Ravi', 'Ghaggar', 'Chenab'].map((text) => ({ text })),
        correctOption: correct,
        explanation: `${key}: the Sutlej and the Beas meet at Harike, where the wetland is.`,
        topic: topicId,
        oneLanguage: true,
      },
      ...system,
    })
  }
  for (const key of ['pyq1', 'pyq2', 'pyq3', 'pyq4', 'open1', 'open2', 'closed1', 'closed2', 'paid1', 'late1'])
    await question(key, rivers.id)
  await question('pyqPolity', polity.id, 'B')

  const test = (slug: string, kind: string, keys: string[], extra: Record<string, unknown> = {}) =>
    payload.create({
      collection: 'tests',
      data: {
        title: slug,
        slug,
        kind,
        durationMinutes: 30,
        attemptsAllowed: 3,
        marksPerCorrect: 2,
        negativeMarks: 0,
        isFree: true,
        solutionsVisibility: 'immediately',
        sections: [{ title: 'Part A', questions: keys.map((key) => q[key]!.id) }],
        _status: 'published',
        ...extra,
      } as never,
      ...system,
    })
  await test('drill-pyq', 'pyq', ['pyq1', 'pyq2', 'pyq3', 'pyq4', 'pyqPolity'])
  await test('drill-open-mock', 'sectional', ['open1', 'open2'])
  await test('drill-closed-mock', 'sectional', ['closed1', 'closed2'], { opensAt: iso(-3 * DAY), closesAt: iso(-DAY) })
  const paid = await test('drill-paid-closed', 'sectional', ['paid1'], { isFree: false, opensAt: iso(-3 * DAY), closesAt: iso(-DAY) })
  await test('drill-after-close', 'sectional', ['late1'], {
    opensAt: iso(-DAY),
    closesAt: iso(DAY),
    solutionsVisibility: 'after-close',
  })

  const product = await payload.create({
    collection: 'products',
    data: {
      title: 'Rivers course',
      slug: 'drill-rivers-course',
      kind: 'notes',
      price: 999,
      summary: 'Rivers.',
      validity: '12 months',
      language: 'bilingual',
      _status: 'published',
    },
    ...system,
  })
  await payload.create({
    collection: 'test-series',
    data: {
      title: 'Rivers series',
      slug: 'drill-rivers-series',
      kind: 'sectional',
      isPaid: true,
      product: product.id,
      tests: [paid.id],
      _status: 'published',
    },
    ...system,
  })
  const candidate = (name: string) =>
    createUser(payload, { email: `${name}@drills.test`, password: 'Drills#Test2026', name, role: 'candidate' })
  reader = await candidate('reader')
  enrolled = await candidate('enrolled')
  runner = await candidate('runner')
  other = await candidate('other')
  await payload.create({ collection: 'enrolments', data: { user: enrolled.id, product: product.id, validUntil: iso(30 * DAY) }, ...system })
}, 120_000)

describe('what a drill may draw on', () => {
  it('past papers and closed tests the candidate may take, on the topic only; not a running test, nor a paid one unbought', async () => {
    const pool = await readDrillPool(payload, reader, rivers.id)
    expect(sorted(pool.questionIds)).toEqual(ids('pyq1', 'pyq2', 'pyq3', 'pyq4', 'closed1', 'closed2'))
    expect(pool.seen.size).toBe(0)
    expect(sorted((await readDrillPool(payload, enrolled, rivers.id)).questionIds)).toEqual(
      ids('pyq1', 'pyq2', 'pyq3', 'pyq4', 'closed1', 'closed2', 'paid1'),
    )
  })

  it('adds a finished test’s questions once its answers are open to the candidate, and counts them as seen either way', async () => {
    await take(reader, 'drill-open-mock', { open1: 'A', open2: 'B' })
    await take(reader, 'drill-after-close', { late1: 'A' })
    const pool = await readDrillPool(payload, reader, rivers.id)
    expect(sorted(pool.questionIds)).toEqual(ids('pyq1', 'pyq2', 'pyq3', 'pyq4', 'closed1', 'closed2', 'open1', 'open2'))
    expect(sorted([...pool.seen])).toEqual(ids('open1', 'open2', 'late1'))
  })

  it('leaves out the questions of a paper the candidate is taking now', async () => {
    await take(runner, 'drill-pyq', {}, { submit: false })
    expect(sorted((await readDrillPool(payload, runner, rivers.id)).questionIds)).toEqual(ids('closed1', 'closed2'))
  })
})

describe('a drill', () => {
  let drillId: string

  it('asks the unseen questions first and keeps the open drill when Start is pressed again', async () => {
    expect(await startDrill(payload, reader, rivers.slug!)).toEqual({ ok: true, slug: rivers.slug })
    expect(await startDrill(payload, reader, rivers.slug!)).toEqual({ ok: true, slug: rivers.slug })
    const { docs } = await payload.find({
      collection: 'drills',
      where: { candidate: { equals: reader.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    drillId = String(docs[0]!.id)
    const order = docs[0]!.questions!.map((question) => String(typeof question === 'object' ? question.id : question))
    expect(sorted(order.slice(0, 6))).toEqual(ids('pyq1', 'pyq2', 'pyq3', 'pyq4', 'closed1', 'closed2'))
    expect(sorted(order.slice(6))).toEqual(ids('open1', 'open2'))
  })

  it('shows no answer before a question is checked, then the key and the explanation of that question only', async () => {
    const before = (await loadPractice(payload, reader, rivers.slug!, 'en'))!
    expect(before.drill!.questions.every((question) => question.checked === null)).toBe(true)
    expect(JSON.stringify(before)).not.toContain('where the wetland is')
    expect(before.pool).toBeNull()

    const [first, second] = before.drill!.questions
    expect(await checkDrillAnswer(payload, reader, drillId, { questionId: first!.id, option: 'A' })).toEqual({
      status: 200,
      slug: rivers.slug,
    })
    expect(await checkDrillAnswer(payload, reader, drillId, { questionId: second!.id, option: 'C' })).toEqual({
      status: 200,
      slug: rivers.slug,
    })
    const after = (await loadPractice(payload, reader, rivers.slug!, 'en'))!
    expect(after.drill).toMatchObject({ checked: 2, right: 1, isFinished: false })
    expect(after.drill!.questions[0]!.checked).toMatchObject({ chosen: 'A', correct: 'A' })
    expect(after.drill!.questions[0]!.checked!.explanation.en).toContain('where the wetland is')
    expect(after.drill!.questions[1]!.checked).toMatchObject({ chosen: 'C', correct: 'A' })
    expect(after.drill!.questions.slice(2).every((question) => question.checked === null)).toBe(true)
  })

  it('keeps the first answer of a question, and refuses a bad option, a question from elsewhere and someone else’s drill', async () => {
    const view = (await loadPractice(payload, reader, rivers.slug!, 'en'))!
    const first = view.drill!.questions[0]!
    expect(await checkDrillAnswer(payload, reader, drillId, { questionId: first.id, option: 'B' })).toEqual({
      status: 409,
      message: 'alreadyChecked',
      slug: rivers.slug,
      option: 'A',
    })
    const third = view.drill!.questions[2]!
    expect(await checkDrillAnswer(payload, reader, drillId, { questionId: third.id, option: 'E' })).toMatchObject({
      status: 400,
      message: 'choose',
    })
    expect(await checkDrillAnswer(payload, reader, drillId, { questionId: String(q.pyqPolity!.id), option: 'B' })).toMatchObject({
      status: 400,
      message: 'notInDrill',
    })
    expect(await checkDrillAnswer(payload, other, drillId, { questionId: third.id, option: 'A' })).toMatchObject({ status: 404 })
    expect(await checkDrillAnswer(payload, reader, 'not-a-drill', { questionId: third.id, option: 'A' })).toMatchObject({ status: 404 })
    const stored = await payload.find({
      collection: 'drill-answers',
      where: { drill: { equals: drillId } },
      depth: 0,
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(2)
  })

  it('keeps one answer when two checks of a question arrive at once', async () => {
    const third = (await loadPractice(payload, reader, rivers.slug!, 'en'))!.drill!.questions[2]!
    const outcomes = await Promise.all(
      (['B', 'C'] as const).map((option) => checkDrillAnswer(payload, reader, drillId, { questionId: third.id, option })),
    )
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([200, 409])
    const stored = await payload.find({
      collection: 'drill-answers',
      where: { question: { equals: third.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(1)
  })

  it('once every question is checked, says how it went and offers another drill, the questions just drilled now seen', async () => {
    const view = (await loadPractice(payload, reader, rivers.slug!, 'en'))!
    for (const question of view.drill!.questions.filter((entry) => entry.checked === null))
      await checkDrillAnswer(payload, reader, drillId, { questionId: question.id, option: 'A' })
    const done = (await loadPractice(payload, reader, rivers.slug!, 'en'))!
    expect(done.drill).toMatchObject({ checked: 8, isFinished: true })
    expect(done.pool).toEqual({ questions: 8, unseen: 0 })
    await startDrill(payload, reader, rivers.slug!)
    expect(
      (await payload.count({ collection: 'drills', where: { candidate: { equals: reader.id } }, overrideAccess: true })).totalDocs,
    ).toBe(2)
  })

  it('is not started on a topic with nothing to practise, nor on a topic that does not exist', async () => {
    expect(await startDrill(payload, other, empty.slug!)).toEqual({ ok: false, reason: 'empty' })
    expect(await startDrill(payload, other, 'no-such-topic')).toEqual({ ok: false, reason: 'no-topic' })
    expect(await loadPractice(payload, other, 'no-such-topic', 'en')).toBeNull()
    expect((await loadPractice(payload, other, empty.slug!, 'en'))!.pool).toEqual({ questions: 0, unseen: 0 })
  })
})

describe('who may read and write drills (the data layer)', () => {
  it('a candidate reads their own drills and answers only, and writes neither directly', async () => {
    const asOther = { overrideAccess: false, user: other } as const
    expect((await payload.find({ collection: 'drills', ...asOther })).totalDocs).toBe(0)
    expect((await payload.find({ collection: 'drill-answers', ...asOther })).totalDocs).toBe(0)
    expect((await payload.find({ collection: 'drills', overrideAccess: false, user: reader })).totalDocs).toBe(2)
    await expect(
      payload.create({ collection: 'drills', data: { candidate: other.id, topic: rivers.id, questions: [q.paid1!.id] }, ...asOther }),
    ).rejects.toThrow(/not allowed/i)
    const drill = (
      await payload.find({ collection: 'drills', where: { candidate: { equals: reader.id } }, limit: 1, overrideAccess: true })
    ).docs[0]!
    await expect(
      payload.create({
        collection: 'drill-answers',
        data: { drill: drill.id, candidate: reader.id, question: q.pyq1!.id, option: 'A' },
        overrideAccess: false,
        user: reader,
      }),
    ).rejects.toThrow(/not allowed/i)
  })
})

describe('what to study next, on the result', () => {
  it('names the weak topics with their share of the past papers and the slug of their drill', async () => {
    const attemptId = await take(enrolled, 'drill-open-mock', { open1: 'B' })
    const lookup = await findResult(payload, enrolled, attemptId, 'en')
    if (lookup.kind !== 'result') throw new Error(lookup.kind)
    // Four of the past paper's five questions are on rivers.
    expect(lookup.view.weakTopics).toEqual([
      {
        topicId: String(rivers.id),
        slug: rivers.slug,
        title: 'Rivers of Punjab',
        correct: 0,
        questions: 2,
        rightPercent: 0,
        pyqPercent: 80,
      },
    ])
  })
})

describe('a drill an administrator deletes', () => {
  it('takes its checked answers with it', async () => {
    const checked = await payload.find({
      collection: 'drill-answers',
      where: { candidate: { equals: reader.id } },
      limit: 1,
      overrideAccess: true,
    })
    const drill = relationId(checked.docs[0]!.drill)
    const answers = () => payload.count({ collection: 'drill-answers', where: { drill: { equals: drill } }, overrideAccess: true })
    expect((await answers()).totalDocs).toBeGreaterThan(0)
    await payload.delete({ collection: 'drills', id: drill, overrideAccess: true })
    expect((await answers()).totalDocs).toBe(0)
  })
})
