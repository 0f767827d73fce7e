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

/**
 * A CSV file's rows and cells as text (RFC 4180, as spreadsheets save it): a UTF-8 byte-order mark
 * dropped, quoted cells with doubled quotes and line breaks inside, CRLF, LF or CR line ends, and a
 * last line with or without its end. Cells are kept exactly as written: reading them is the caller's.
 * An unclosed quote is reported with the line it opened on, since a spreadsheet would have read the
 * rest of the file as one cell.
 */
export type CsvRead = { ok: true; rows: string[][] } | { ok: false; line: number }

export function parseCsv(input: string): CsvRead {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let quoteOpenedOn = 0
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          cell += '"'
          index += 1
        } else quoted = false
      } else {
        if (char === '\n') line += 1
        cell += char
      }
      continue
    }
    if (char === '"' && cell === '') {
      quoted = true
      quoteOpenedOn = line
    } else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      line += 1
    } else cell += char
  }
  if (quoted) return { ok: false, line: quoteOpenedOn }
  if (cell !== '' || row.length) {
    row.push(cell)
    rows.push(row)
  }
  return { ok: true, rows }
}
