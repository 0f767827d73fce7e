import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** What a reader finds in a PDF: its pages, each page's text in reading order, and where its links go. */
export type PdfContents = { pages: number; text: string[]; links: string[]; title: string | null }

/** Reads a PDF as a viewer would (Mozilla's pdf.js), to check what a made file says. */
export async function readPdf(file: Uint8Array): Promise<PdfContents> {
  const document = await getDocument({ data: new Uint8Array(file), useSystemFonts: false, isEvalSupported: false }).promise
  const text: string[] = []
  const links: string[] = []
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number)
    const content = await page.getTextContent()
    text.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('')
        .replace(/[ \t]+/g, ' '),
    )
    for (const annotation of await page.getAnnotations()) if (annotation.url) links.push(String(annotation.url))
  }
  const metadata = await document.getMetadata()
  const info = metadata.info as { Title?: string }
  await document.destroy()
  return { pages: document.numPages, text, links, title: info.Title ?? null }
}

/**
 * A made PDF read as one line of words, for checking what it says: a label and its figure are separate
 * pieces of text in the file, and a label may wrap onto two lines.
 */
export async function readPdfAsLine(file: Buffer) {
  const pdf = await readPdf(file)
  return { file, ...pdf, page: pdf.text.join(' ').replace(/\s+/g, ' ') }
}
