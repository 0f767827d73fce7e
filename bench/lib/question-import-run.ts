/**
 * The body of bench/question-import.ts, imported once the environment points Payload at a throwaway
 * database (the config is read when this module loads).
 */
import { createClient, type InStatement } from '@libsql/client'
import config from '@payload-config'
import ExcelJS from 'exceljs'
import JSZip from 'jszip'
import { rmSync } from 'node:fs'
import { getPayload } from 'payload'
import sharp from 'sharp'

import { IMPORT_COLUMNS } from '@/domain/question-import/rows'
import { importQuestions } from '@/features/question-import/import-questions.server'
import { toCsv } from '@/lib/csv'
import type { User } from '@/payload-types'

const ROWS = Number(process.env.BENCH_ROWS ?? 5000)
const dataDir = process.env.DATA_DIR!
const file = process.env.DATABASE_URL!.replace(/^file:/, '')
const ms = (from: number) => Math.round(performance.now() - from)
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`

const payload = await getPayload({ config })
const topics = [
  ['prelims', 'geography', 'Geography', 'ਭੂਗੋਲ'],
  ['prelims', 'punjab-gk', 'Punjab GK', 'ਪੰਜਾਬ ਜਨਰਲ ਨਾਲਜ'],
  ['prelims', 'polity', 'Polity', 'ਰਾਜਨੀਤੀ'],
  ['prelims', 'history', 'History', 'ਇਤਿਹਾਸ'],
] as const
for (const [stage, key, en, pa] of topics) {
  const topic = await payload.create({
    collection: 'topics',
    data: { title: en, stage, key, overview: `${en}.`, _status: 'published' },
    overrideAccess: true,
  })
  await payload.update({ collection: 'topics', id: topic.id, locale: 'pa', data: { title: pa, overview: `${pa}।` }, overrideAccess: true })
}
const editor = (await payload.create({
  collection: 'users',
  data: { email: 'editor@bench.test', password: 'Bench#Import2026', name: 'Bench Editor', role: 'editor' },
  overrideAccess: true,
})) as User

// The sheet: bilingual rows with numbers and years in both languages (the parity check reads them), 1 in 100 with a figure.
const FIGURE_EVERY = 100
const header = IMPORT_COLUMNS.map((column) => column.name)
const rowsOf = (batch: string, withFigures = true) =>
  Array.from({ length: ROWS }, (_, index) => {
    const year = 1950 + (index % 70)
    const [, , topicEn] = topics[index % topics.length]!
    const cells: Record<string, string> = {
      question_en: `[${batch} ${index + 1}] Which district of Punjab recorded the event of ${year} listed as item ${index + 1} in the state gazetteer?`,
      question_pa: `[${batch} ${index + 1}] ਪੰਜਾਬ ਦੇ ਕਿਸ ਜ਼ਿਲ੍ਹੇ ਨੇ ਰਾਜ ਗਜ਼ਟੀਅਰ ਵਿੱਚ ਆਈਟਮ ${index + 1} ਵਜੋਂ ਦਰਜ ${year} ਦੀ ਘਟਨਾ ਦਰਜ ਕੀਤੀ?`,
      option_a_en: 'Ludhiana',
      option_b_en: 'Amritsar',
      option_c_en: 'Jalandhar',
      option_d_en: 'Patiala',
      option_a_pa: 'ਲੁਧਿਆਣਾ',
      option_b_pa: 'ਅੰਮ੍ਰਿਤਸਰ',
      option_c_pa: 'ਜਲੰਧਰ',
      option_d_pa: 'ਪਟਿਆਲਾ',
      correct: 'ABCD'[index % 4]!,
      explanation_en: `The gazetteer of ${year} records it under item ${index + 1}.`,
      explanation_pa: `${year} ਦਾ ਗਜ਼ਟੀਅਰ ਇਸ ਨੂੰ ਆਈਟਮ ${index + 1} ਹੇਠ ਦਰਜ ਕਰਦਾ ਹੈ।`,
      topic: topicEn,
      difficulty: ['easy', 'medium', 'hard'][index % 3]!,
      source: 'Institute question bank',
      one_language: '',
      image: withFigures && index % FIGURE_EVERY === 0 ? `figure-${index / FIGURE_EVERY + 1}.png` : '',
      image_alt: '',
    }
    return header.map((column) => cells[column] ?? '')
  })

const figures = Math.ceil(ROWS / FIGURE_EVERY)
const zip = new JSZip()
for (let index = 1; index <= figures; index += 1) {
  zip.file(
    `figures/figure-${index}.png`,
    await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: index % 255, g: 111, b: 78 } } })
      .png()
      .toBuffer(),
  )
}
const images = await zip.generateAsync({ type: 'uint8array' })
const csv = new TextEncoder().encode(toCsv([header, ...rowsOf('CSV')]))
const workbook = new ExcelJS.Workbook()
workbook.addWorksheet('Questions').addRows([header, ...rowsOf('XLSX')])
const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer())
console.log(
  `${ROWS.toLocaleString('en-IN')} rows: CSV ${(csv.byteLength / 1e6).toFixed(1)} MB, XLSX ${(xlsx.byteLength / 1e6).toFixed(1)} MB, ZIP of ${figures} figures ${(images.byteLength / 1e6).toFixed(1)} MB`,
)

async function measure(sheet: Uint8Array, images: Uint8Array | null) {
  let started = performance.now()
  const checked = await importQuestions(payload, editor, { sheet, images }, 'check')
  const checkMs = ms(started)
  if (checked.kind !== 'checked' || checked.report.errors) throw new Error(`check: ${JSON.stringify(checked).slice(0, 400)}`)
  started = performance.now()
  const imported = await importQuestions(payload, editor, { sheet, images }, 'import')
  const importMs = ms(started)
  if (imported.kind !== 'imported' || imported.imported !== ROWS) throw new Error(`import: ${JSON.stringify(imported).slice(0, 400)}`)
  return { checkMs, importMs }
}
const fromCsv = await measure(csv, images)
const fromXlsx = await measure(xlsx, images)
const withoutFigures = await measure(new TextEncoder().encode(toCsv([header, ...rowsOf('BARE', false)])), null)
console.log(
  `Project: CSV check ${seconds(fromCsv.checkMs)}, import ${seconds(fromCsv.importMs)}; XLSX check ${seconds(fromXlsx.checkMs)}, import ${seconds(fromXlsx.importMs)}`,
)
const stored = await payload.count({ collection: 'questions', overrideAccess: true })
const versions = await payload.countVersions({ collection: 'questions', overrideAccess: true })

// The reference: the same rows written bare, both languages and a version each, one transaction.
const client = createClient({ url: `file:${file}` })
await client.execute('PRAGMA busy_timeout = 5000')
const sheetRows = rowsOf('REF')
const col = (row: string[], name: string) => row[header.indexOf(name)]!
const topicIds = new Map(
  (
    await payload.find({
      collection: 'topics',
      select: { title: true },
      locale: 'en',
      draft: true,
      pagination: false,
      overrideAccess: true,
    })
  ).docs.map((topic) => [topic.title, topic.id]),
)
const hex = () => Buffer.from(crypto.getRandomValues(new Uint8Array(12))).toString('hex')
const started = performance.now()
const transaction = await client.transaction('write')
const BATCH = 200
for (let from = 0; from < sheetRows.length; from += BATCH) {
  const batch = sheetRows.slice(from, from + BATCH)
  const now = new Date().toISOString()
  const placeholders = (count: number, width: number) =>
    Array.from({ length: count }, () => `(${Array(width).fill('?').join(',')})`).join(',')
  const parents = await transaction.execute({
    sql: `INSERT INTO questions (correct_option, topic_id, difficulty, source, dropped, rescore_finished, one_language, updated_at, created_at) VALUES ${placeholders(batch.length, 9)} RETURNING id`,
    args: batch.flatMap((row) => [
      col(row, 'correct'),
      topicIds.get(col(row, 'topic')) ?? null,
      col(row, 'difficulty'),
      col(row, 'source'),
      0,
      0,
      0,
      now,
      now,
    ]),
  })
  const ids = parents.rows.map((row) => Number(row.id))
  const versionsOf = await transaction.execute({
    sql: `INSERT INTO _questions_v (parent_id, version_correct_option, version_topic_id, version_difficulty, version_source, version_dropped, version_rescore_finished, version_one_language, version_updated_at, version_created_at, created_at, updated_at) VALUES ${placeholders(batch.length, 12)} RETURNING id`,
    args: batch.flatMap((row, index) => [
      ids[index]!,
      col(row, 'correct'),
      topicIds.get(col(row, 'topic')) ?? null,
      col(row, 'difficulty'),
      col(row, 'source'),
      0,
      0,
      0,
      now,
      now,
      now,
      now,
    ]),
  })
  const versionIds = versionsOf.rows.map((row) => Number(row.id))
  const statements: InStatement[] = []
  for (const [table, parentIds] of [
    ['questions', ids],
    ['_questions_v', versionIds],
  ] as const) {
    const prefix = table === 'questions' ? '' : 'version_'
    statements.push({
      sql: `INSERT INTO ${table}_locales (${prefix}stem, ${prefix}explanation, _locale, _parent_id) VALUES ${placeholders(batch.length * 2, 4)}`,
      args: batch.flatMap((row, index) => [
        col(row, 'question_en'),
        col(row, 'explanation_en'),
        'en',
        parentIds[index]!,
        col(row, 'question_pa'),
        col(row, 'explanation_pa'),
        'pa',
        parentIds[index]!,
      ]),
    })
    const options = batch.flatMap((row, index) =>
      ['a', 'b', 'c', 'd'].map((letter, order) => ({ row, parent: parentIds[index]!, letter, order, id: hex() })),
    )
    // A question's option rows are keyed by their 24-hex id; a version's by a number, with the id kept as `_uuid`.
    let optionKeys: (string | number)[] = options.map((option) => option.id)
    if (table === 'questions') {
      await transaction.execute({
        sql: `INSERT INTO questions_options (_order, _parent_id, id) VALUES ${placeholders(options.length, 3)}`,
        args: options.flatMap((option) => [option.order + 1, option.parent, option.id]),
      })
    } else {
      const made = await transaction.execute({
        sql: `INSERT INTO _questions_v_version_options (_order, _parent_id, _uuid) VALUES ${placeholders(options.length, 3)} RETURNING id`,
        args: options.flatMap((option) => [option.order + 1, option.parent, option.id]),
      })
      optionKeys = made.rows.map((row) => Number(row.id))
    }
    const optionsTable = table === 'questions' ? 'questions_options' : '_questions_v_version_options'
    statements.push({
      sql: `INSERT INTO ${optionsTable}_locales (text, _locale, _parent_id) VALUES ${placeholders(options.length * 2, 3)}`,
      args: options.flatMap((option, index) => [
        col(option.row, `option_${option.letter}_en`),
        'en',
        optionKeys[index]!,
        col(option.row, `option_${option.letter}_pa`),
        'pa',
        optionKeys[index]!,
      ]),
    })
  }
  for (const statement of statements) await transaction.execute(statement)
}
await transaction.commit()
const referenceMs = ms(started)

const total = (run: { checkMs: number; importMs: number }) => run.checkMs + run.importMs
console.log(`
Bulk import of ${ROWS.toLocaleString('en-IN')} questions (English and Punjabi, ${figures} figures), SQLite
| Sheet | Check (preview) | Import (check again + write) | Together | Reference (bare writes, same file) | Import ÷ reference |
| --- | --- | --- | --- | --- | --- |
| CSV | ${seconds(fromCsv.checkMs)} | ${seconds(fromCsv.importMs)} | ${seconds(total(fromCsv))} | ${seconds(referenceMs)} | ${(fromCsv.importMs / referenceMs).toFixed(1)}x |
| XLSX | ${seconds(fromXlsx.checkMs)} | ${seconds(fromXlsx.importMs)} | ${seconds(total(fromXlsx))} | ${seconds(referenceMs)} | ${(fromXlsx.importMs / referenceMs).toFixed(1)}x |
| CSV, no figures | ${seconds(withoutFigures.checkMs)} | ${seconds(withoutFigures.importMs)} | ${seconds(total(withoutFigures))} | ${seconds(referenceMs)} | ${(withoutFigures.importMs / referenceMs).toFixed(1)}x |
Stored by the project: ${stored.totalDocs.toLocaleString('en-IN')} questions, ${versions.totalDocs.toLocaleString('en-IN')} versions.
`)
client.close()
rmSync(dataDir, { recursive: true, force: true })
process.exit(0)
