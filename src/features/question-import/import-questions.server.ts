import 'server-only'

import { rm } from 'node:fs/promises'
import path from 'node:path'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { isStaffUser } from '@/access'
import { databaseOfRequest } from '@/db'
import {
  checkImportTable,
  type ImportCheck,
  type ImportContext,
  type ImportProblem,
  type ImportReport,
  type ImportTopic,
  knownColumn,
  questionFingerprint,
} from '@/domain/question-import/rows'
import { getEnv } from '@/lib/env'
import { expireContent } from '@/lib/revalidate'
import type { User } from '@/payload-types'

import { type ImportImage, readImages, readSheet } from './read-files.server'
import { insertQuestions } from './write-questions.server'

export type ImportAction = 'check' | 'import'
export type ImportFiles = { sheet: Uint8Array | null; images: Uint8Array | null }

export type ImportOutcome =
  | { kind: 'refused'; status: 401 | 403; message: string }
  | { kind: 'unreadable'; message: string }
  | { kind: 'checked'; report: ImportReport }
  | { kind: 'blocked'; report: ImportReport }
  | { kind: 'imported'; report: ImportReport; imported: number; firstId: number | string; lastId: number | string }

const STEM_LOOKUP_BATCH = 200

/** The bank's topics by every name they go by, read as the staff member. */
async function readTopics(payload: Payload, user: User): Promise<ImportTopic[]> {
  const { docs } = await payload.find({
    collection: 'topics',
    select: { title: true, label: true, slug: true },
    locale: 'all',
    draft: true,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  return docs.map((topic) => {
    const title = topic.title as unknown as { en?: string | null; pa?: string | null } | string
    return { id: topic.id, title: typeof title === 'string' ? { en: title } : title, label: topic.label, slug: topic.slug }
  })
}

/** Questions of the bank with the same English question as a row of the file, by their fingerprint. */
async function readExisting(payload: Payload, user: User, stems: string[]): Promise<Map<string, number | string>> {
  const existing = new Map<string, number | string>()
  const unique = [...new Set(stems.filter(Boolean))]
  for (let from = 0; from < unique.length; from += STEM_LOOKUP_BATCH) {
    const { docs } = await payload.find({
      collection: 'questions',
      where: { stem: { in: unique.slice(from, from + STEM_LOOKUP_BATCH) } },
      select: { stem: true, options: true },
      locale: 'en',
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user,
    })
    for (const question of docs) {
      existing.set(
        questionFingerprint(
          question.stem,
          (question.options ?? []).map((option) => option.text),
        ),
        question.id,
      )
    }
  }
  return existing
}

const problemOrder = (a: ImportProblem, b: ImportProblem) =>
  (a.level === b.level ? 0 : a.level === 'error' ? -1 : 1) || (a.row ?? 0) - (b.row ?? 0)

function reportOf(check: ImportCheck, topics: ImportTopic[]): ImportReport {
  const labels = new Map(topics.map((topic) => [topic.id, topic.label || topic.title.en || String(topic.id)]))
  const perTopic = new Map<string, number>()
  for (const question of check.questions) {
    const label = question.topic === null ? 'No topic' : (labels.get(question.topic) ?? String(question.topic))
    perTopic.set(label, (perTopic.get(label) ?? 0) + 1)
  }
  const errors = check.problems.filter((problem) => problem.level === 'error').length
  return {
    rows: check.rows,
    ready: check.questions.length,
    withPunjabi: check.questions.filter((question) => question.stem.pa).length,
    oneLanguage: check.questions.filter((question) => question.oneLanguage).length,
    images: new Set(check.questions.flatMap((question) => (question.image ? [question.image.key] : []))).size,
    topics: [...perTopic].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    errors,
    warnings: check.problems.length - errors,
    problems: [...check.problems].sort(problemOrder),
  }
}

/** The figures, uploaded as media like any other in the same transaction; the files written, to remove should it roll back. */
async function uploadImages(req: PayloadRequest, user: User, check: ImportCheck, images: Map<string, ImportImage>) {
  const ids = new Map<string, number | string>()
  const files: string[] = []
  for (const question of check.questions) {
    if (!question.image || ids.has(question.image.key)) continue
    const image = images.get(question.image.key)!
    const media = await req.payload.create({
      collection: 'media',
      data: { alt: question.image.alt.en },
      file: { data: image.data, mimetype: image.mimetype, name: image.name, size: image.data.byteLength },
      locale: 'en',
      req,
      overrideAccess: false,
      user,
    })
    files.push(
      ...[media.filename, ...Object.values(media.sizes ?? {}).map((size) => size?.filename)].filter((name): name is string =>
        Boolean(name),
      ),
    )
    if (question.image.alt.pa) {
      await req.payload.update({
        collection: 'media',
        id: media.id,
        data: { alt: question.image.alt.pa },
        locale: 'pa',
        req,
        overrideAccess: false,
        user,
      })
    }
    ids.set(question.image.key, media.id)
  }
  return { ids, files }
}

/**
 * Writes every question of a checked file in one transaction (ADR 047): all of them, or none when
 * anything fails. The figures go through Payload's create like any upload; the questions, both
 * languages and a version each, as multi-row statements in the same transaction (`insertQuestions`):
 * one `payload.create` per row writes English, then Punjabi, then a version each, and 5,000 rows
 * would take minutes while holding SQLite's one writer.
 */
async function writeQuestions(payload: Payload, user: User, check: ImportCheck, images: Map<string, ImportImage>) {
  const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
  await initTransaction(req)
  let written: string[] = []
  try {
    const uploaded = await uploadImages(req, user, check, images)
    written = uploaded.files
    const ids = await insertQuestions(await databaseOfRequest(payload, req), check.questions, uploaded.ids)
    await commitTransaction(req)
    return ids
  } catch (error) {
    await killTransaction(req)
    // Uploads are files as well as rows: the rows went with the rollback, the files go here.
    const { mediaDir } = getEnv()
    await Promise.all(written.map((name) => rm(path.join(mediaDir, path.basename(name)), { force: true })))
    throw error
  }
}

type Refusal = Extract<ImportOutcome, { kind: 'refused' }>

/** Who may import: whoever the questions collection lets create questions (staff), asked of its own rule. */
export async function importRefusal(payload: Payload, user: User | null): Promise<Refusal | null> {
  if (!user) return { kind: 'refused', status: 401, message: 'Sign in to the admin as staff to import questions.' }
  const create = payload.collections.questions.config.access.create
  const mayCreate =
    isStaffUser(user) && create ? await create({ req: { user: { ...user, collection: 'users' }, payload } as never }) : false
  return mayCreate === true ? null : { kind: 'refused', status: 403, message: 'Only staff can import questions.' }
}

/**
 * The admin's bulk import of questions (issue 18, item 5; ADR 047): `check` reads the sheet (and the
 * ZIP of images) and reports every row's problems without writing anything; `import` checks the same
 * files again, never trusting an earlier check, and writes all the questions or none.
 */
export async function importQuestions(payload: Payload, user: User, files: ImportFiles, action: ImportAction): Promise<ImportOutcome> {
  const refusal = await importRefusal(payload, user)
  if (refusal) return refusal
  if (!files.sheet?.byteLength) return { kind: 'unreadable', message: 'Choose the CSV or Excel file of questions.' }

  const sheet = await readSheet(files.sheet)
  if (!sheet.ok) return { kind: 'unreadable', message: sheet.message }
  const zip = files.images?.byteLength ? await readImages(files.images) : null
  if (zip && !zip.ok) return { kind: 'unreadable', message: zip.message }

  const stemColumn = sheet.table[0]?.findIndex((cell) => knownColumn(cell) === 'question_en') ?? -1
  const stems = stemColumn === -1 ? [] : sheet.table.slice(1).map((row) => (row[stemColumn] ?? '').normalize('NFC').trim())
  const topics = await readTopics(payload, user)
  const context: ImportContext = { topics, images: zip ? zip.names : null, existing: await readExisting(payload, user, stems) }
  const checked = checkImportTable(sheet.table, context)
  const check: ImportCheck = { ...checked, problems: [...sheet.notes, ...(zip ? zip.problems : []), ...checked.problems] }
  const report = reportOf(check, topics)

  if (action === 'check') return { kind: 'checked', report }
  if (report.errors > 0 || report.ready === 0) return { kind: 'blocked', report }
  const started = performance.now()
  const ids = await writeQuestions(payload, user, check, zip ? zip.images : new Map())
  payload.logger.info({ msg: 'Questions imported', user: user.id, questions: ids.length, ms: Math.round(performance.now() - started) })
  expireContent('questions')
  return { kind: 'imported', report, imported: ids.length, firstId: ids[0]!, lastId: ids.at(-1)! }
}
