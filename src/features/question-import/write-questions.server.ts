import 'server-only'

import type { Database } from '@/db'
import type { ImportQuestion } from '@/domain/question-import/rows'

/** Rows per statement: 200 questions make 1,600 option texts, far inside both databases' limits on parameters. */
const BATCH = 200

type Id = number | string
type Row = Record<string, unknown>

/** The random 24-hex ids Payload gives array rows (an option's Punjabi is matched to its English by it, ADR 021). */
const rowId = () => Buffer.from(crypto.getRandomValues(new Uint8Array(12))).toString('hex')

/** A text's rows per language: English always, Punjabi only where written (a locale's row holds the required texts). */
const perLanguage = (texts: Record<string, { en: string | null; pa: string | null }>) =>
  (['en', 'pa'] as const).flatMap((locale) => {
    const values = Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, text[locale] ?? null]))
    return locale === 'en' || Object.values(values).some((value) => value !== null) ? [{ _locale: locale, ...values }] : []
  })

/** Ids as the database gave them, in the order the rows were sent: each statement's ids ascend with its rows. */
const ascending = (rows: Row[]) => rows.map((row) => row.id as Id).sort((a, b) => Number(a) - Number(b))

/**
 * Writes checked questions as Payload stores them (ADR 047): each question's row, its texts per
 * language, its four options and theirs, and one version of it with the same (ADR 046), in
 * statements of 200 questions, on `database` (the import's transaction). The shape is Payload's
 * Drizzle schema for `questions` and `_questions_v`; the integration test reads what is written back
 * through Payload, both languages and the version, so a change of that schema fails it.
 */
export async function insertQuestions(
  database: Database,
  questions: readonly ImportQuestion[],
  imageIds: ReadonlyMap<string, Id>,
): Promise<Id[]> {
  const { db, tables } = database
  const ids: Id[] = []
  for (let from = 0; from < questions.length; from += BATCH) {
    const batch = questions.slice(from, from + BATCH)
    const now = new Date().toISOString()
    const fields = batch.map((question) => ({
      image: question.image ? (imageIds.get(question.image.key) ?? null) : null,
      correctOption: question.correct,
      topic: question.topic,
      difficulty: question.difficulty,
      source: question.source,
      dropped: false,
      rescoreFinished: false,
      oneLanguage: question.oneLanguage,
    }))
    const options = batch.map((question) => question.options.map((text, index) => ({ uuid: rowId(), order: index + 1, text })))

    const parents = ascending(
      await db
        .insert(tables.questions!)
        .values(fields.map((row) => ({ ...row, createdAt: now, updatedAt: now })))
        .returning({ id: tables.questions!.id }),
    )
    await db
      .insert(tables.questions_locales!)
      .values(
        batch.flatMap((question, index) =>
          perLanguage({ stem: question.stem, explanation: question.explanation }).map((row) => ({ ...row, _parentID: parents[index] })),
        ),
      )
    await db
      .insert(tables.questions_options!)
      .values(
        options.flatMap((rows, index) => rows.map((option) => ({ id: option.uuid, _order: option.order, _parentID: parents[index] }))),
      )
    await db
      .insert(tables.questions_options_locales!)
      .values(options.flat().flatMap((option) => perLanguage({ text: option.text }).map((row) => ({ ...row, _parentID: option.uuid }))))

    // The version: the same question, its fields prefixed `version_`, its option rows numbered with the ids kept as `_uuid`.
    const versionRows = await db
      .insert(tables._questions_v!)
      .values(
        fields.map((row, index) => ({
          parent: parents[index],
          ...Object.fromEntries(Object.entries(row).map(([name, value]) => [`version_${name}`, value])),
          version_createdAt: now,
          version_updatedAt: now,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: tables._questions_v!.id, parent: tables._questions_v!.parent })
    const versionOf = new Map(versionRows.map((row) => [String(row.parent), row.id as Id]))
    const versions = parents.map((parent) => versionOf.get(String(parent))!)
    await db.insert(tables._questions_v_locales!).values(
      batch.flatMap((question, index) =>
        perLanguage({ version_stem: question.stem, version_explanation: question.explanation }).map((row) => ({
          ...row,
          _parentID: versions[index],
        })),
      ),
    )
    const versionOptionRows = await db
      .insert(tables._questions_v_version_options!)
      .values(
        options.flatMap((rows, index) => rows.map((option) => ({ _uuid: option.uuid, _order: option.order, _parentID: versions[index] }))),
      )
      .returning({ id: tables._questions_v_version_options!.id, uuid: tables._questions_v_version_options!._uuid })
    const versionOption = new Map(versionOptionRows.map((row) => [String(row.uuid), row.id as Id]))
    await db
      .insert(tables._questions_v_version_options_locales!)
      .values(
        options
          .flat()
          .flatMap((option) => perLanguage({ text: option.text }).map((row) => ({ ...row, _parentID: versionOption.get(option.uuid) }))),
      )
    ids.push(...parents)
  }
  return ids
}
