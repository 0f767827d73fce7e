import type { Payload } from 'payload'

import type { Media } from '@/payload-types'

type Id = number | string

/**
 * A small, valid PDF of plain text (Helvetica, A4, wrapped, as many pages as needed), so the demo's
 * downloadable notes, papers and answer keys are real files without shipping binaries in the repo.
 * Latin text only: PDF's standard fonts have no Gurmukhi.
 */
export function makePdf(title: string, paragraphs: string[]): Buffer {
  const pageWidth = 595
  const pageHeight = 842
  const margin = 56
  const charsPerLine = 88
  const lineHeight = 15
  const linesPerPage = Math.floor((pageHeight - 2 * margin) / lineHeight) - 2

  const wrap = (text: string): string[] => {
    const lines: string[] = []
    let line = ''
    for (const word of text.split(/\s+/).filter(Boolean)) {
      if ((line + ' ' + word).trim().length > charsPerLine) {
        lines.push(line)
        line = word
      } else line = (line + ' ' + word).trim()
    }
    if (line) lines.push(line)
    return lines
  }
  const body = paragraphs.flatMap((paragraph) => [...wrap(paragraph), ''])
  const pages: string[][] = []
  for (let start = 0; start < Math.max(body.length, 1); start += linesPerPage) pages.push(body.slice(start, start + linesPerPage))

  const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1')
  const objects: string[] = []
  const add = (content: string) => objects.push(content) // object number = index + 1
  add('<< /Type /Catalog /Pages 2 0 R >>')
  add('') // pages, filled below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>')
  const kids: number[] = []
  pages.forEach((lines, index) => {
    const text = [
      'BT',
      `/F2 14 Tf ${margin} ${pageHeight - margin} Td (${escape(title)}) Tj`,
      `/F1 10 Tf 0 -${lineHeight * 2} Td ${lineHeight} TL`,
      ...lines.map((line) => `(${escape(line)}) Tj T*`),
      `ET BT /F1 8 Tf ${margin} ${margin / 2} Td (Page ${index + 1} of ${pages.length}) Tj ET`,
    ].join('\n')
    add(`<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`)
    const contentNumber = objects.length
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentNumber} 0 R >>`,
    )
    kids.push(objects.length)
  })
  objects[1] = `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`

  let output = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(output, 'latin1'))
    output += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(output, 'latin1')
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  output += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(output, 'latin1')
}

/**
 * Uploads a generated PDF to the media collection (or finds the one uploaded by an earlier seed run,
 * by file name). A paid file names the products whose enrolment unlocks it.
 */
export async function ensurePdf(
  payload: Payload,
  file: { filename: string; title: string; paragraphs: string[]; paidFor?: Id[] },
): Promise<Media> {
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: file.filename } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs[0]) return existing.docs[0]
  const data = makePdf(file.title, file.paragraphs)
  return payload.create({
    collection: 'media',
    data: { alt: file.title, availability: file.paidFor ? 'paid' : 'free', products: (file.paidFor ?? []).map(Number) },
    file: { data, mimetype: 'application/pdf', name: file.filename, size: data.length },
    overrideAccess: true,
    depth: 0,
  })
}
