/**
 * One form, both languages (ADR 021). A bilingual collection keeps its texts as Payload localized
 * fields (`en`, `pa`), and its form in the admin edits the English through those fields and the
 * Punjabi beside each of them, in one save. The Punjabi travels in the form as one value, a
 * `PunjabiDraft`, keyed by each text's place in the document: `stem`, or `options.<row id>.text`
 * for a text in an array row (row ids, not positions, so a moved row keeps its Punjabi).
 * These rules are shared by the form (which marks what is missing as staff type) and the server
 * (which refuses it on save).
 */

/** The Punjabi of a document being edited: its texts, and whether it had Punjabi when it was opened. */
export type PunjabiDraft = { texts: Record<string, string>; saved: boolean }

export type BilingualSpec = {
  /** The localized text fields edited side by side: `stem`, or `options.text` for a field of each array row. */
  paths: readonly string[]
  /** Those a Punjabi version cannot go without (when any Punjabi is written, or was saved before). */
  required: readonly string[]
  /** Said beside a required box left empty. */
  requiredMessage: string
  /** When the Punjabi must be there, said at the top of the form (ADR 036). */
  publishRule?: string
}

/** The form field that carries the Punjabi: virtual, never stored as such. */
export const PUNJABI_FIELD = 'punjabi'

type Row = { id?: string | null } & Record<string, unknown>
type Document = Record<string, unknown>

const split = (path: string) => {
  const [head, field] = path.split('.') as [string, string | undefined]
  return field ? { array: head, field } : { array: null, field: head }
}

/** The draft's key of a form path: `stem` stays, `options.2.text` becomes `options.<row 2's id>.text`. */
export function draftKey(formPath: string, rowId: string | null | undefined): string | null {
  const parts = formPath.split('.')
  if (parts.length === 1) return formPath
  if (parts.length === 3 && rowId) return `${parts[0]}.${rowId}.${parts[2]}`
  return null
}

const rowsOf = (document: Document, array: string): Row[] => (Array.isArray(document[array]) ? (document[array] as Row[]) : [])

/** Every key the spec asks for in a document with these rows. */
function keysOf(paths: readonly string[], document: Document): string[] {
  return paths.flatMap((path) => {
    const { array, field } = split(path)
    if (!array) return [field]
    return rowsOf(document, array).flatMap((row) => (row.id ? [`${array}.${row.id}.${field}`] : []))
  })
}

/** The draft of a document read with `locale=all`: each text's Punjabi as stored (none where there is none). */
export function draftFromDocument(document: Document, spec: BilingualSpec): PunjabiDraft {
  const texts: Record<string, string> = {}
  const punjabiOf = (value: unknown) => (value && typeof value === 'object' ? (value as { pa?: unknown }).pa : undefined)
  for (const path of spec.paths) {
    const { array, field } = split(path)
    if (!array) {
      const text = punjabiOf(document[field])
      if (typeof text === 'string' && text) texts[field] = text
      continue
    }
    for (const row of rowsOf(document, array)) {
      const text = punjabiOf(row[field])
      if (row.id && typeof text === 'string' && text) texts[`${array}.${row.id}.${field}`] = text
    }
  }
  return { texts, saved: Object.keys(texts).length > 0 }
}

const written = (draft: PunjabiDraft, key: string) => (draft.texts[key] ?? '').trim() !== ''

/**
 * The required boxes left empty, given the document's rows: none while the document has no
 * Punjabi at all (English alone is a whole question: candidates reading in Punjabi see the English).
 */
export function missingPunjabi(draft: PunjabiDraft | null | undefined, document: Document, spec: BilingualSpec): string[] {
  if (!draft) return []
  const any = draft.saved || keysOf(spec.paths, document).some((key) => written(draft, key))
  if (!any) return []
  return keysOf(spec.required, document).filter((key) => !written(draft, key))
}

/**
 * What to write in Punjabi for this draft, once `missingPunjabi` finds nothing missing: the texts by
 * field, array rows by their ids (every row, so that none loses its place), or null when there is
 * no Punjabi to write.
 */
export function punjabiData(draft: PunjabiDraft, document: Document, spec: BilingualSpec): Document | null {
  if (!keysOf(spec.paths, document).some((key) => written(draft, key))) return null
  const data: Document = {}
  for (const path of spec.paths) {
    const { array, field } = split(path)
    const text = (key: string) => (written(draft, key) ? draft.texts[key]!.trim() : null)
    if (!array) {
      // An emptied optional text is cleared (null): candidates reading in Punjabi then see the English.
      data[field] = text(field)
      continue
    }
    const rows = (data[array] as Row[] | undefined) ?? rowsOf(document, array).map((row) => ({ id: row.id }))
    data[array] = rows.map((row) => {
      const value = row.id ? text(`${array}.${row.id}.${field}`) : null
      return value === null ? row : { ...row, [field]: value }
    })
  }
  return data
}
