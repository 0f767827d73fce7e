import ExcelJS from 'exceljs'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { updateProfile } from '@/features/auth/account.server'
import { findResult } from '@/features/test-engine/public.server'
import { exportTestResults } from '@/features/test-engine/results-export/results-export.server'
import type { OptionLetter } from '@/domain/test-engine/types'
import type { Question, User } from '@/payload-types'
import { createUser } from '@/seed/factories'

import { getTestPayload } from '../helpers/payload'
import { takeTest } from '../helpers/take-test'

// Next's data cache lives in the Next server; here the paper and the statistics are read fresh.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(read: T) => read,
}))

/**
 * Staff's results export (issue 18, item 5) and the district it carries, on a real database (SQLite
 * here, PostgreSQL when TEST_DATABASE_URL is set): administrators only, one row per finished attempt,
 * ranked as the result pages rank, and the same table as CSV and as Excel.
 */
let payload: Payload
const questions: Question[] = []
const people: Record<'admin' | 'editor' | 'amrit' | 'baljit' | 'charan', User> = {} as never

const take = (user: User, answers: OptionLetter[], options: { submit?: boolean } = {}) =>
  takeTest(
    payload,
    user,
    'export-sectional',
    answers.map((option, index) => [questions[index]!.id, option]),
    { ...options, timeSpent: 30 },
  )

const csvRows = (body: Buffer) =>
  body
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','))

beforeAll(async () => {
  payload = await getTestPayload()
  const system = { overrideAccess: true } as const
  const topic = await payload.create({
    collection: 'topics',
    data: { title: 'Sikh history', stage: 'prelims', key: 'export-sikh-history', overview: 'Sikh history.', _status: 'published' },
    ...system,
  })
  for (const [index, event] of ['the founding of the Khalsa', 'the Battle of Chamkaur', 'the Treaty of Amritsar'].entries())
    questions.push(
      await payload.create({
        collection: 'questions',
        data: {
          stem: `Question ${index + 1}: in which year did ${event} take place?`,
          options: ['1699', '1704', '1809', '1849'].map((text) => ({ text })),
          correctOption: 'A',
          explanation: `The key gives the year of ${event}.`,
          topic: topic.id,
          oneLanguage: true,
        },
        ...system,
      }),
    )
  await payload.create({
    collection: 'tests',
    data: {
      title: 'Sikh History Sectional Test',
      slug: 'export-sectional',
      kind: 'sectional',
      durationMinutes: 15,
      attemptsAllowed: 2,
      marksPerCorrect: 2,
      negativeMarks: 0,
      isFree: true,
      solutionsVisibility: 'immediately',
      sections: [{ title: 'History', questions: questions.map((question) => question.id) }],
      _status: 'published',
    } as never,
    ...system,
  })
  const person = (name: string, email: string, role: 'admin' | 'editor' | 'candidate', mobile?: string) =>
    createUser(payload, { email, password: 'Export#Results2026', name, role, ...(mobile ? { mobile } : {}) })
  people.admin = await person('Academy Admin', 'admin@export.test', 'admin')
  people.editor = await person('Academy Editor', 'editor@export.test', 'editor')
  people.amrit = await person('Amritpal Kaur', 'amrit@export.test', 'candidate', '+919814011111')
  people.baljit = await person('Baljit Singh', 'baljit@export.test', 'candidate', '+919814022222')
  people.charan = await person('Charanjit Gill', 'charan@export.test', 'candidate')
}, 120_000)

describe('a candidate’s district', () => {
  it('is saved from the account page’s list, and anything else is refused with the field’s message', async () => {
    const saved = await updateProfile(payload, people.amrit, { name: 'Amritpal Kaur', mobile: '98140 11111', district: 'bathinda' })
    expect(saved).toEqual({ ok: true, name: 'Amritpal Kaur', mobile: '+919814011111', district: 'bathinda', leaderboardName: 'initials' })
    const refused = await updateProfile(payload, people.amrit, { name: 'Amritpal Kaur', mobile: '98140 11111', district: 'lahore' })
    expect(refused).toMatchObject({ ok: false, fieldErrors: { district: 'Choose your district from the list.' } })
    const cleared = await updateProfile(payload, people.baljit, { name: 'Baljit Singh', mobile: '98140 22222', district: '' })
    expect(cleared).toMatchObject({ ok: true, district: '' })
    people.amrit = await payload.findByID({ collection: 'users', id: people.amrit.id, overrideAccess: true })
  })
})

describe('the results export', () => {
  beforeAll(async () => {
    await take(people.amrit, ['A', 'A', 'B'])
    await take(people.baljit, ['A', 'A', 'A'])
    await take(people.amrit, ['A', 'A', 'A'])
    await take(people.charan, ['A'], { submit: false })
  })

  it('gives administrators every finished attempt, first attempts ranked, the rest after them, with contact details and district', async () => {
    const exported = await exportTestResults(payload, people.admin, 'export-sectional', 'csv')
    expect(exported.kind).toBe('file')
    if (exported.kind !== 'file') return
    expect(exported.contentType).toBe('text/csv; charset=utf-8')
    expect(exported.fileName).toMatch(/^results-export-sectional-\d{4}-\d{2}-\d{2}\.csv$/)
    const [header, ...rows] = csvRows(exported.body)
    const at = (title: string) => header!.indexOf(title)
    expect(header).toContain('Topic: Sikh history')
    // Charanjit's attempt is still running: not in the file.
    expect(rows.map((row) => [row[at('Rank')], row[at('Name')], row[at('Attempt')], row[at('Score')]])).toEqual([
      ['1', 'Baljit Singh', '1', '6'],
      ['2', 'Amritpal Kaur', '1', '4'],
      ['', 'Amritpal Kaur', '2', '6'],
    ])
    expect(rows[1]![at('Mobile')]).toBe('9814011111')
    expect(rows[1]![at('District')]).toBe('Bathinda')
    expect(rows[0]![at('District')]).toBe('')
    expect(rows[1]![at('Section: History')]).toBe('4')
  })

  it('is the same table as an Excel workbook', async () => {
    const exported = await exportTestResults(payload, people.admin, 'export-sectional', 'xlsx')
    if (exported.kind !== 'file') throw new Error(exported.kind)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(exported.body as unknown as ArrayBuffer)
    const sheet = workbook.getWorksheet('Results')!
    expect(sheet.rowCount).toBe(4)
    expect(sheet.getRow(1).getCell(2).value).toBe('Name')
    expect(sheet.getRow(2).getCell(2).value).toBe('Baljit Singh')
    expect(sheet.getRow(2).getCell(1).value).toBe(1)
  })

  it('loses an attempt an administrator deletes, whose answers go with it', async () => {
    const { docs } = await payload.find({
      collection: 'attempts',
      where: { and: [{ candidate: { equals: people.amrit.id } }, { attemptNumber: { equals: 2 } }] },
      depth: 0,
      overrideAccess: true,
    })
    const second = docs[0]!
    const answers = () => payload.count({ collection: 'attempt-answers', where: { attempt: { equals: second.id } }, overrideAccess: true })
    expect((await answers()).totalDocs).toBe(3)
    await payload.delete({ collection: 'attempts', id: second.id, overrideAccess: false, user: { ...people.admin, collection: 'users' } })
    expect((await answers()).totalDocs).toBe(0)
    const exported = await exportTestResults(payload, people.admin, 'export-sectional', 'csv')
    if (exported.kind !== 'file') throw new Error(exported.kind)
    expect(exported.rows).toBe(2)
  })

  it('is refused to editors and candidates, and an unknown test is missing', async () => {
    expect(await exportTestResults(payload, people.editor, 'export-sectional', 'csv')).toEqual({ kind: 'refused' })
    expect(await exportTestResults(payload, people.amrit, 'export-sectional', 'csv')).toEqual({ kind: 'refused' })
    expect(await exportTestResults(payload, people.admin, 'no-such-test', 'csv')).toEqual({ kind: 'missing' })
  })
})

describe('the rank in a district', () => {
  const resultOf = async (person: 'amrit' | 'baljit') => {
    const user = await payload.findByID({ collection: 'users', id: people[person].id, overrideAccess: true })
    const { docs } = await payload.find({
      collection: 'attempts',
      where: { and: [{ candidate: { equals: user.id } }, { attemptNumber: { equals: 1 } }] },
      depth: 0,
      overrideAccess: true,
    })
    const lookup = await findResult(payload, user, String(docs[0]!.id), 'en')
    if (lookup.kind !== 'result') throw new Error(lookup.kind)
    return lookup.view.standing
  }

  it('ranks a first attempt among the first attempts of candidates who gave the same district', async () => {
    expect((await resultOf('amrit')).district).toEqual({ district: 'bathinda', rank: 1, candidates: 1 })
    expect((await resultOf('baljit')).district).toBeNull()
    await updateProfile(payload, people.baljit, { name: 'Baljit Singh', mobile: '98140 22222', district: 'bathinda' })
    expect((await resultOf('baljit')).district).toEqual({ district: 'bathinda', rank: 1, candidates: 2 })
    const amrit = await resultOf('amrit')
    expect(amrit.district).toEqual({ district: 'bathinda', rank: 2, candidates: 2 })
    // The overall rank is among every first attempt, district or none.
    expect([amrit.rank, amrit.candidates]).toEqual([2, 2])
  })

  it('gives no district rank to a candidate from outside Punjab', async () => {
    await updateProfile(payload, people.baljit, { name: 'Baljit Singh', mobile: '98140 22222', district: 'outside-punjab' })
    expect((await resultOf('baljit')).district).toBeNull()
  })
})
