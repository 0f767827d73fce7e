import { existsSync, readdirSync } from 'node:fs'

import ExcelJS from 'exceljs'
import JSZip from 'jszip'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { importQuestions } from '@/features/question-import/import-questions.server'
import { importHeader, importRow } from '@/domain/question-import/rows'
import { toCsv } from '@/lib/csv'
import { getEnv } from '@/lib/env'
import type { Question, User } from '@/payload-types'
import { createUser } from '@/seed/factories'

import { getTestPayload } from '../helpers/payload'
import { sessionToken } from '../helpers/sessions'

/**
 * The question bank's bulk import (issue 18, item 5; ADR 047) on a real database (SQLite here,
 * PostgreSQL when TEST_DATABASE_URL is set): staff check a sheet, see every row's problems, and
 * import all of its questions, in both languages with their figures, or none.
 */
const BHAKRA = {
  question_en: 'Bhakra Dam stands on which river?',
  question_pa: 'ਭਾਖੜਾ ਡੈਮ ਕਿਸ ਦਰਿਆ ਉੱਤੇ ਹੈ?',
  option_a_en: 'Sutlej',
  option_b_en: 'Beas',
  option_c_en: 'Ravi',
  option_d_en: 'Ghaggar',
  option_a_pa: 'ਸਤਲੁਜ',
  option_b_pa: 'ਬਿਆਸ',
  option_c_pa: 'ਰਾਵੀ',
  option_d_pa: 'ਘੱਗਰ',
  correct: 'A',
  explanation_en: 'Completed in 1963, on the Sutlej in Bilaspur district.',
  explanation_pa: '1963 ਵਿੱਚ ਪੂਰਾ ਹੋਇਆ, ਸਤਲੁਜ ਉੱਤੇ।',
  topic: 'Geography · Prelims',
  difficulty: 'easy',
  source: 'PPSC 2021 GS',
  image: 'maps/bhakra.png',
  image_alt: 'Map of the Sutlej with Bhakra Dam marked',
}
const AMRITSAR = {
  question_en: 'Which Guru founded the city of Amritsar?',
  option_a_en: 'Guru Nanak Dev',
  option_b_en: 'Guru Angad Dev',
  option_c_en: 'Guru Amar Das',
  option_d_en: 'Guru Ram Das',
  correct: 'D',
  explanation_en: 'Guru Ram Das founded Ramdaspur, later Amritsar, in 1577.',
  topic: 'Punjab GK',
  source: 'Institute mock',
}
const SPELLING = {
  question_en: 'Choose the correctly spelt word.',
  option_a_en: 'Accomodate',
  option_b_en: 'Accommodate',
  option_c_en: 'Acommodate',
  option_d_en: 'Acomodate',
  correct: 'b',
  difficulty: 'medium',
  one_language: 'yes',
}
type Row = Record<string, string>
const ROWS: Row[] = [BHAKRA, AMRITSAR, SPELLING]
/** The rows with another question in English, so that the bank does not already have them. */
const renamed = (rows: Row[], suffix: string) => rows.map((row) => ({ ...row, question_en: `${row.question_en} (${suffix})` }))

let payload: Payload
let editor: User
let candidate: User
let png: Buffer

const csvOf = (rows: Row[]) => new TextEncoder().encode(toCsv([importHeader(), ...rows.map(importRow)]))
async function zipOf(files: Record<string, Buffer | string>): Promise<Uint8Array> {
  const zip = new JSZip()
  for (const [name, data] of Object.entries(files)) zip.file(name, data)
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' })
}
async function workbookOf(rows: Row[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  workbook.addWorksheet('Questions').addRows([importHeader(), ...rows.map(importRow)])
  workbook.addWorksheet('Notes').addRow(['Checked by the Geography faculty'])
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

const questionCount = async () => (await payload.count({ collection: 'questions', overrideAccess: true })).totalDocs
const mediaCount = async () => (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs
const mediaFiles = () => (existsSync(getEnv().mediaDir) ? readdirSync(getEnv().mediaDir).sort() : [])
const bothLanguages = async (id: number) =>
  (await payload.findByID({ collection: 'questions', id, locale: 'all', depth: 0, overrideAccess: true })) as unknown as Question & {
    stem: { en: string; pa?: string }
    options: { text: { en: string; pa?: string } }[]
    explanation: { en?: string; pa?: string }
  }

beforeAll(async () => {
  payload = await getTestPayload()
  editor = await createUser(payload, { email: 'editor@import.test', password: 'Import#2026', name: 'Jaspreet Kaur', role: 'editor' })
  candidate = await createUser(payload, { email: 'candidate@import.test', password: 'Import#2026', name: 'Amrit Singh', role: 'candidate' })
  for (const [stage, key, en, pa] of [
    ['prelims', 'geography', 'Geography', 'ਭੂਗੋਲ'],
    ['mains', 'geography', 'Geography', 'ਭੂਗੋਲ'],
    ['prelims', 'punjab-gk', 'Punjab GK', 'ਪੰਜਾਬ ਜਨਰਲ ਨਾਲਜ'],
  ] as const) {
    const topic = await payload.create({
      collection: 'topics',
      data: { title: en, stage, key, overview: `${en} for the ${stage} paper.`, _status: 'published' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'topics',
      id: topic.id,
      locale: 'pa',
      data: { title: pa, overview: `${pa}।` },
      overrideAccess: true,
    })
  }
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f6f4e' } })
    .png()
    .toBuffer()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the bulk import of questions', () => {
  it('checks a file without writing anything, listing every row’s problems by row and column', async () => {
    const before = await questionCount()
    const bad = [{ ...BHAKRA, option_b_pa: '' }, { ...AMRITSAR, correct: 'E' }, SPELLING]
    const outcome = await importQuestions(payload, editor, { sheet: csvOf(bad), images: await zipOf({ 'maps/bhakra.png': png }) }, 'check')
    expect(outcome).toMatchObject({ kind: 'checked', report: { rows: 3, ready: 1, errors: 2 } })
    if (outcome.kind !== 'checked') throw new Error(outcome.kind)
    expect(outcome.report.problems.filter((problem) => problem.level === 'error')).toEqual([
      { row: 2, column: 'option_b_pa', level: 'error', message: 'This row has Punjabi, so write option B in Punjabi too.' },
      { row: 3, column: 'correct', level: 'error', message: '“E” is not an option: write A, B, C or D.' },
    ])
    // A file with more problems than the page lists still answers every one of them.
    const many = Array.from({ length: 1200 }, (_, index) => ({
      ...AMRITSAR,
      question_en: `Question ${index + 1} with no key`,
      correct: '',
    }))
    const large = await importQuestions(payload, editor, { sheet: csvOf(many), images: null }, 'check')
    if (large.kind !== 'checked') throw new Error(large.kind)
    const errors = large.report.problems.filter((problem) => problem.level === 'error')
    expect(errors).toHaveLength(1200)
    expect(errors.at(-1)).toMatchObject({ row: 1201, column: 'correct', message: 'Give the right option: A, B, C or D.' })
    // Asking to import the same file imports nothing.
    expect(await importQuestions(payload, editor, { sheet: csvOf(bad), images: null }, 'import')).toMatchObject({ kind: 'blocked' })
    expect(await questionCount()).toBe(before)
  })

  it('imports a CSV with a ZIP of figures: both languages, the topic, the figure as media, and a version for each question', async () => {
    const before = await questionCount()
    const outcome = await importQuestions(
      payload,
      editor,
      { sheet: csvOf(ROWS), images: await zipOf({ 'maps/bhakra.png': png }) },
      'import',
    )
    expect(outcome).toMatchObject({
      kind: 'imported',
      imported: 3,
      report: { rows: 3, ready: 3, withPunjabi: 1, oneLanguage: 1, images: 1, errors: 0 },
    })
    if (outcome.kind !== 'imported') throw new Error(outcome.kind)
    expect(outcome.report.topics).toEqual([
      { label: 'Geography · Prelims', count: 1 },
      { label: 'No topic', count: 1 },
      { label: 'Punjab GK · Prelims', count: 1 },
    ])
    expect(await questionCount()).toBe(before + 3)

    const { docs } = await payload.find({
      collection: 'questions',
      sort: 'id',
      where: { id: { greater_than_equal: outcome.firstId } },
      depth: 1,
      overrideAccess: true,
    })
    const [bhakra, amritsar, spelling] = docs
    const bhakraBoth = await bothLanguages(bhakra!.id)
    expect(bhakraBoth.stem).toEqual({ en: 'Bhakra Dam stands on which river?', pa: 'ਭਾਖੜਾ ਡੈਮ ਕਿਸ ਦਰਿਆ ਉੱਤੇ ਹੈ?' })
    expect(bhakraBoth.options.map((option) => option.text)).toEqual([
      { en: 'Sutlej', pa: 'ਸਤਲੁਜ' },
      { en: 'Beas', pa: 'ਬਿਆਸ' },
      { en: 'Ravi', pa: 'ਰਾਵੀ' },
      { en: 'Ghaggar', pa: 'ਘੱਗਰ' },
    ])
    expect(bhakra).toMatchObject({ correctOption: 'A', difficulty: 'easy', source: 'PPSC 2021 GS', oneLanguage: false, dropped: false })
    expect(bhakra!.topic).toMatchObject({ label: 'Geography · Prelims' })
    expect(bhakra!.image).toMatchObject({ alt: 'Map of the Sutlej with Bhakra Dam marked', mimeType: 'image/png', width: 640, height: 480 })
    expect(amritsar).toMatchObject({ correctOption: 'D', difficulty: 'medium', topic: { label: 'Punjab GK · Prelims' }, image: null })
    expect((await bothLanguages(amritsar!.id)).stem).toEqual({ en: 'Which Guru founded the city of Amritsar?' })
    expect(spelling).toMatchObject({ correctOption: 'B', oneLanguage: true, topic: null })

    // Each has the version an attempt is taken on (ADR 046), with both languages.
    const versions = await payload.findVersions({
      collection: 'questions',
      where: { parent: { in: docs.map((doc) => doc.id) } },
      locale: 'pa',
      depth: 0,
      overrideAccess: true,
    })
    expect(versions.docs).toHaveLength(3)
    expect(versions.docs.find((version) => version.parent === bhakra!.id)?.version).toMatchObject({
      stem: 'ਭਾਖੜਾ ਡੈਮ ਕਿਸ ਦਰਿਆ ਉੱਤੇ ਹੈ?',
      correctOption: 'A',
    })

    // The same file again is refused row by row: the bank has these questions.
    const again = await importQuestions(payload, editor, { sheet: csvOf(ROWS), images: await zipOf({ 'maps/bhakra.png': png }) }, 'import')
    expect(again).toMatchObject({ kind: 'blocked', report: { errors: 3 } })
    if (again.kind !== 'blocked') throw new Error(again.kind)
    expect(again.report.problems[0]!.message).toBe(
      `The bank already has this question and these options (question ${bhakra!.id}): remove the row, or edit that question.`,
    )
  })

  it('reads an Excel workbook’s first sheet the same way, saying the other sheets are not read', async () => {
    const rows = renamed(ROWS, 'workbook')
    const outcome = await importQuestions(
      payload,
      editor,
      { sheet: await workbookOf(rows), images: await zipOf({ 'bhakra.png': png }) },
      'check',
    )
    expect(outcome).toMatchObject({ kind: 'checked', report: { ready: 3, errors: 0 } })
    if (outcome.kind !== 'checked') throw new Error(outcome.kind)
    expect(outcome.report.problems.map((problem) => problem.message)).toContain(
      'Only the first sheet, “Questions”, is read; the workbook’s other sheet is not.',
    )
  })

  it('writes nothing, neither questions nor figures, when the database fails part-way', async () => {
    const rows = renamed(ROWS, 'failing')
    const before = { questions: await questionCount(), media: await mediaCount(), files: mediaFiles() }
    // Every option gets the same row id: the figure and the questions' rows are written, then the
    // options' statement breaks the primary key, as a failing disk or a lost connection would break it.
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
      if (array) new Uint8Array(array.buffer).fill(7)
      return array
    })
    await expect(
      importQuestions(payload, editor, { sheet: csvOf(rows), images: await zipOf({ 'bhakra.png': png }) }, 'import'),
    ).rejects.toThrow(/insert into "questions_options"/)
    vi.restoreAllMocks()
    expect({ questions: await questionCount(), media: await mediaCount(), files: mediaFiles() }).toEqual(before)
    // The same file imports whole once the fault is gone.
    expect(
      await importQuestions(payload, editor, { sheet: csvOf(rows), images: await zipOf({ 'bhakra.png': png }) }, 'import'),
    ).toMatchObject({
      kind: 'imported',
      imported: 3,
    })
  })

  it('refuses a figure that is not an image by its content, and files it cannot read, each with what to do', async () => {
    const outcome = await importQuestions(
      payload,
      editor,
      {
        sheet: csvOf(renamed([BHAKRA], 'renamed file')),
        images: await zipOf({ 'maps/bhakra.png': 'not a picture' }),
      },
      'check',
    )
    if (outcome.kind !== 'checked') throw new Error(outcome.kind)
    expect(outcome.report.problems.filter((problem) => problem.level === 'error')).toEqual([
      {
        row: null,
        column: 'image',
        level: 'error',
        message: '“maps/bhakra.png” is not a PNG, JPEG, WebP or GIF image (by its content, whatever its name says).',
      },
    ])
    const read = (sheet: Uint8Array, images: Uint8Array | null = null) => importQuestions(payload, editor, { sheet, images }, 'check')
    expect(await read(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toMatchObject({
      kind: 'unreadable',
      message: expect.stringMatching(/old Excel file \(\.xls\)/),
    })
    expect(await read(new Uint8Array([0x51, 0x75, 0x65, 0x73, 0xe9, 0x0a]))).toMatchObject({
      kind: 'unreadable',
      message: expect.stringMatching(/CSV UTF-8/),
    })
    expect(await read(await zipOf({ 'a.txt': 'x' }))).toMatchObject({
      kind: 'unreadable',
      message: expect.stringMatching(/not an Excel workbook/),
    })
    expect(await read(csvOf(ROWS), csvOf(ROWS))).toMatchObject({
      kind: 'unreadable',
      message: 'The images file is not a ZIP. Put the figures in a .zip file and choose it.',
    })
  })

  it('is for staff only: a candidate is refused, and at the route a visitor, a candidate and another site', async () => {
    expect(await importQuestions(payload, candidate, { sheet: csvOf(ROWS), images: null }, 'check')).toMatchObject({
      kind: 'refused',
      status: 403,
    })
    const { POST } = await import('@/app/api/question-import/route')
    const call = (headers: Record<string, string>, action = 'check') => {
      const form = new FormData()
      form.set('action', action)
      form.set('sheet', new Blob([csvOf(renamed([SPELLING], 'route'))]), 'questions.csv')
      return POST(new Request('http://localhost:3000/api/question-import', { method: 'POST', body: form, headers }))
    }
    expect((await call({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(401)
    const candidateToken = await sessionToken(payload, 'candidate@import.test', 'Import#2026')
    expect((await call({ Cookie: `payload-token=${candidateToken}`, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(403)
    const editorToken = await sessionToken(payload, 'editor@import.test', 'Import#2026')
    expect((await call({ Cookie: `payload-token=${editorToken}`, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    const checked = await call({ Cookie: `payload-token=${editorToken}`, 'Sec-Fetch-Site': 'same-origin' })
    expect(checked.status).toBe(200)
    expect(await checked.json()).toMatchObject({ ok: true, report: { ready: 1, errors: 0 } })
    const imported = await call({ Cookie: `payload-token=${editorToken}`, 'Sec-Fetch-Site': 'same-origin' }, 'import')
    expect(imported.status).toBe(201)
    expect(await imported.json()).toMatchObject({ ok: true, imported: 1 })
  })
})
