/**
 * CSV as spreadsheets open it (RFC 4180): commas, double quotes doubled, CRLF line ends, and a UTF-8
 * byte-order mark so Excel reads Gurmukhi names as written. A text cell that starts like a formula
 * (= + - @, a tab or a carriage return) gets a leading apostrophe, so a name typed as `=HYPERLINK(…)`
 * stays text when staff open the file (CSV injection; OWASP). Numbers are written as they are.
 */
export type CsvCell = string | number | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/

function cellText(cell: CsvCell): string {
  if (cell == null) return ''
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : ''
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cellText).join(',')).join('\r\n')}\r\n`
}
