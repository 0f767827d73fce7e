import 'server-only'

import ExcelJS from 'exceljs'
import JSZip from 'jszip'

import { imageKey, type ImportProblem } from '@/domain/question-import/rows'
import { parseCsv } from '@/lib/csv'
import { fileKindOf, startsWith } from '@/lib/file-kind'

/** What one import may send (ADR 047): the route's body limit is their sum and a little more. */
export const IMPORT_FILE_LIMITS = {
  sheetBytes: 20 * 1024 * 1024,
  zipBytes: 80 * 1024 * 1024,
  /** What a workbook or the ZIP may unpack to: a small file that unpacks to gigabytes is refused before it is read. */
  unpackedBytes: 300 * 1024 * 1024,
  imageBytes: 5 * 1024 * 1024,
  images: 2000,
} as const

const MB = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

export type SheetRead = { ok: true; table: string[][]; notes: ImportProblem[] } | { ok: false; message: string }

const ZIP = [0x50, 0x4b, 0x03, 0x04]
const OLD_EXCEL = [0xd0, 0xcf, 0x11, 0xe0]

/** The entries a ZIP declares, without unpacking any; refused when together they would unpack past the limit. */
async function openZip(bytes: Uint8Array): Promise<JSZip | null> {
  const zip = await JSZip.loadAsync(bytes, { checkCRC32: true }).catch(() => null)
  if (!zip) return null
  let unpacked = 0
  zip.forEach((_path, entry) => {
    // JSZip reads the sizes from the ZIP's directory; `_data` is where it keeps them.
    unpacked += (entry as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0
  })
  if (unpacked > IMPORT_FILE_LIMITS.unpackedBytes) throw new UnpackTooLarge()
  return zip
}

class UnpackTooLarge extends Error {}

/** A cell of a workbook as the sheet shows it: dates as YYYY-MM-DD, formulas by their result, rich text as its text. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object' && 'result' in value) {
    const result = value.result
    return result instanceof Date ? result.toISOString().slice(0, 10) : result === undefined || result === null ? '' : String(result)
  }
  return cell.text ?? ''
}

/**
 * A sheet of questions as a table of text cells: a CSV (UTF-8, as "CSV UTF-8" saves it) or an Excel
 * workbook (.xlsx, its first sheet), told apart by their content, not their name.
 */
export async function readSheet(bytes: Uint8Array): Promise<SheetRead> {
  if (bytes.byteLength === 0) return { ok: false, message: 'The file is empty. Choose the CSV or Excel file of questions.' }
  if (bytes.byteLength > IMPORT_FILE_LIMITS.sheetBytes) {
    return {
      ok: false,
      message: `The file is ${MB(bytes.byteLength)}; one import reads at most ${MB(IMPORT_FILE_LIMITS.sheetBytes)}. Split it.`,
    }
  }
  if (startsWith(bytes, OLD_EXCEL)) {
    return {
      ok: false,
      message: 'This is an old Excel file (.xls). In Excel, save it as “Excel Workbook (.xlsx)” or “CSV UTF-8”, then choose it again.',
    }
  }
  if (startsWith(bytes, ZIP)) return readWorkbook(bytes)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return {
      ok: false,
      message:
        'This file is neither an Excel workbook nor a CSV in UTF-8. In Excel, save it as “CSV UTF-8 (Comma delimited)” so that Gurmukhi survives, then choose it again.',
    }
  }
  if (text.includes('\u0000')) return { ok: false, message: 'This file is not a CSV or an Excel workbook (.xlsx).' }
  const csv = parseCsv(text)
  if (!csv.ok)
    return {
      ok: false,
      message: `A quote opened on line ${csv.line} of the CSV is never closed, so the rest of the file cannot be read. Close it and try again.`,
    }
  return { ok: true, table: csv.rows, notes: [] }
}

async function readWorkbook(bytes: Uint8Array): Promise<SheetRead> {
  const notAWorkbook = {
    ok: false as const,
    message: 'This file is a ZIP but not an Excel workbook (.xlsx). Choose the sheet of questions here, and the ZIP of images below.',
  }
  try {
    const zip = await openZip(bytes)
    if (!zip?.file('xl/workbook.xml')) return notAWorkbook
  } catch (error) {
    if (error instanceof UnpackTooLarge)
      return { ok: false, message: `This workbook would unpack to more than ${MB(IMPORT_FILE_LIMITS.unpackedBytes)}. Split it.` }
    throw error
  }
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ExcelJS.Buffer)
  } catch {
    return { ok: false, message: 'This Excel workbook could not be read. Open it in Excel, save it again as .xlsx, and try again.' }
  }
  const [sheet, ...others] = workbook.worksheets
  if (!sheet) return { ok: false, message: 'This workbook has no sheet.' }
  // `columnCount` walks every row each time it is read: once, here.
  const width = sheet.columnCount
  const table: string[][] = Array.from({ length: sheet.rowCount }, () => [])
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = []
    for (let column = 1; column <= width; column += 1) cells.push(cellText(row.getCell(column)))
    table[rowNumber - 1] = cells
  })
  const notes: ImportProblem[] = others.length
    ? [
        {
          row: null,
          column: null,
          level: 'warning',
          message: `Only the first sheet, “${sheet.name}”, is read; the workbook’s other ${others.length === 1 ? 'sheet is' : `${others.length} sheets are`} not.`,
        },
      ]
    : []
  return { ok: true, table, notes }
}

export type ImportImage = { name: string; data: Buffer; mimetype: string }
/** `names`: every image file name in the ZIP (as `imageKey` gives it), those refused too, so that a row naming one is not told it is missing. */
export type ImagesRead =
  { ok: true; images: Map<string, ImportImage>; names: Set<string>; problems: ImportProblem[] } | { ok: false; message: string }

const IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp'])

/** Unpacks one entry, never more than `limit` bytes of it whatever its directory says. */
async function unpack(entry: JSZip.JSZipObject, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let total = 0
    const stream = entry.nodeStream('nodebuffer')
    stream.on('data', (chunk: Buffer) => {
      total += chunk.byteLength
      if (total > limit) {
        ;(stream as unknown as { pause(): void }).pause()
        resolve(null)
        return
      }
      chunks.push(chunk)
    })
    stream.on('end', () => resolve(Buffer.concat(chunks)))
    stream.on('error', reject)
  })
}

/**
 * The figures of an import: a ZIP of PNG, JPEG, WebP or GIF files, each found by its file name and
 * checked by its content (a renamed file is refused), none over the limit.
 */
export async function readImages(bytes: Uint8Array): Promise<ImagesRead> {
  if (bytes.byteLength > IMPORT_FILE_LIMITS.zipBytes) {
    return {
      ok: false,
      message: `The ZIP is ${MB(bytes.byteLength)}; one import takes at most ${MB(IMPORT_FILE_LIMITS.zipBytes)} of images.`,
    }
  }
  let zip: JSZip | null
  try {
    zip = startsWith(bytes, ZIP) ? await openZip(bytes) : null
  } catch (error) {
    if (error instanceof UnpackTooLarge)
      return { ok: false, message: `The ZIP would unpack to more than ${MB(IMPORT_FILE_LIMITS.unpackedBytes)}.` }
    throw error
  }
  if (!zip) return { ok: false, message: 'The images file is not a ZIP. Put the figures in a .zip file and choose it.' }
  const entries = Object.values(zip.files).filter((entry) => {
    const name = entry.name.split('/').pop() ?? ''
    return !entry.dir && !entry.name.startsWith('__MACOSX/') && !name.startsWith('.')
  })
  if (entries.length > IMPORT_FILE_LIMITS.images) {
    return { ok: false, message: `The ZIP holds ${entries.length} files; one import takes at most ${IMPORT_FILE_LIMITS.images} images.` }
  }
  const images = new Map<string, ImportImage>()
  const names = new Set<string>()
  const problems: ImportProblem[] = []
  const refuse = (message: string) => problems.push({ row: null, column: 'image', level: 'error', message })
  for (const entry of entries) {
    const name = entry.name.split('/').pop()!
    const key = imageKey(name)
    if (names.has(key)) {
      refuse(`The ZIP holds two files called “${name}” (in different folders): rename one.`)
      continue
    }
    names.add(key)
    const data = await unpack(entry, IMPORT_FILE_LIMITS.imageBytes).catch(() => undefined)
    if (data === undefined) refuse(`“${entry.name}” in the ZIP is damaged and cannot be unpacked.`)
    else if (data === null) refuse(`“${entry.name}” is larger than ${MB(IMPORT_FILE_LIMITS.imageBytes)}; make it smaller.`)
    else {
      const mimetype = fileKindOf(data)
      if (!mimetype || !IMAGE_TYPES.has(mimetype))
        refuse(`“${entry.name}” is not a PNG, JPEG, WebP or GIF image (by its content, whatever its name says).`)
      else images.set(key, { name, data, mimetype })
    }
  }
  return { ok: true, images, names, problems }
}
