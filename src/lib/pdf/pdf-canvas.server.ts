import 'server-only'

import { readFileSync } from 'node:fs'
import path from 'node:path'

import * as fontkit from 'fontkit'
import PDFDocument from 'pdfkit'

import { fontRuns, type FontRun } from './font-runs'
import { woffToSfnt } from './woff'

/**
 * A one-page A4 document that draws Punjabi and English text alike (ADR 041). pdfkit lays text out
 * with fontkit, which shapes Gurmukhi (the sihari before its consonant, subjoined letters, nasal
 * marks). The face is Mukta Mahee from its @fontsource files, one file per script, so each line is
 * drawn as runs of one font each (`fontRuns`). Noto Sans Gurmukhi, the site's face, cannot be used:
 * fontkit 2.0.4 throws on its empty mark anchors (foliojs/fontkit#367).
 */
export type Weight = 'regular' | 'bold'
export type TextStyle = { size: number; weight?: Weight; color?: string }

const SCRIPTS = ['gurmukhi', 'latin', 'latin-ext'] as const
type Script = (typeof SCRIPTS)[number]
type FontName = `${Script}-${Weight}`

const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'mukta-mahee', 'files')
const fontFile = (script: Script, weight: Weight) =>
  path.join(FONT_DIR, `mukta-mahee-${script}-${weight === 'bold' ? 700 : 400}-normal.woff`)

type LoadedFont = { name: FontName; data: Buffer }
let loaded: { fonts: LoadedFont[]; scriptOf: (codePoint: number) => Script | null } | null = null

/** The six font files, read and unwrapped once per process, and which script's file has each character. */
function loadFonts() {
  if (loaded) return loaded
  const fonts = SCRIPTS.flatMap((script) =>
    (['regular', 'bold'] as const).map((weight) => ({
      name: `${script}-${weight}` as FontName,
      data: woffToSfnt(readFileSync(fontFile(script, weight))),
    })),
  )
  const faces = SCRIPTS.map((script) => ({ script, face: fontkit.create(fonts.find((font) => font.name === `${script}-regular`)!.data) }))
  const scriptOf = (codePoint: number) =>
    faces.find(({ face }) => 'hasGlyphForCodePoint' in face && face.hasGlyphForCodePoint(codePoint))?.script ?? null
  loaded = { fonts, scriptOf }
  return loaded
}

/** Leading: Gurmukhi's marks above and below the headline need more room than Latin's. */
export const lineHeightOf = (style: TextStyle) => style.size * 1.45

export const PAGE = { width: 595.28, height: 841.89 } as const

export class PdfCanvas {
  readonly doc: PDFKit.PDFDocument
  private readonly scriptOf: (codePoint: number) => Script | null
  private readonly chunks: Buffer[] = []
  private readonly finished: Promise<Buffer>

  constructor(info: { title: string; author: string; lang: string }) {
    const fonts = loadFonts()
    this.scriptOf = fonts.scriptOf
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      autoFirstPage: true,
      lang: info.lang,
      displayTitle: true,
      info: { Title: info.title, Author: info.author, Creator: info.author },
    })
    for (const font of fonts.fonts) this.doc.registerFont(font.name, font.data)
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk))
    this.finished = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)))
      this.doc.on('error', reject)
    })
  }

  private runs(text: string, weight: Weight): FontRun<FontName>[] {
    return fontRuns(
      text,
      (codePoint) => {
        const script = this.scriptOf(codePoint)
        return script ? `${script}-${weight}` : null
      },
      `latin-${weight}`,
    )
  }

  private runWidth(run: FontRun<FontName>, size: number): number {
    return this.doc.font(run.font).fontSize(size).widthOfString(run.text)
  }

  /** The text's runs, each with the width it takes. */
  private measured(text: string, style: TextStyle) {
    return this.runs(text, style.weight ?? 'regular').map((run) => ({ run, width: this.runWidth(run, style.size) }))
  }

  /** The width the text takes on one line. */
  width(text: string, style: TextStyle): number {
    return this.measured(text, style).reduce((sum, { width }) => sum + width, 0)
  }

  /** The text cut to `width` with an ellipsis, at a word where it can be. */
  fit(text: string, width: number, style: TextStyle): string {
    if (this.width(text, style) <= width) return text
    let kept = text
    while (kept.length > 1 && this.width(`${kept}…`, style) > width) {
      const space = kept.trimEnd().lastIndexOf(' ')
      kept = space > 0 && this.width(`${kept.slice(0, space)}…`, style) > width ? kept.slice(0, space) : kept.slice(0, -1)
    }
    return `${kept.trimEnd()}…`
  }

  /** The text broken into lines no wider than `width`, at spaces; a last line past `maxLines` ends in an ellipsis. */
  lines(text: string, width: number, style: TextStyle, maxLines = Infinity): string[] {
    const lines: string[] = []
    let line = ''
    for (const word of text.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word
      if (line && this.width(candidate, style) > width) {
        lines.push(line)
        line = word
      } else line = candidate
    }
    if (line) lines.push(line)
    if (lines.length <= maxLines) return lines
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = this.fit(`${kept[maxLines - 1]} ${lines[maxLines]}`, width, style)
    return kept
  }

  /** Draws one line with its top at `y`; `align: 'right'` ends it at `x`. */
  line(text: string, x: number, y: number, style: TextStyle & { align?: 'left' | 'right'; link?: string }): void {
    const runs = this.measured(text, style)
    let cursor = style.align === 'right' ? x - runs.reduce((sum, { width }) => sum + width, 0) : x
    this.doc.fillColor(style.color ?? '#1b1f29')
    for (const { run, width } of runs) {
      this.doc.font(run.font).fontSize(style.size)
      this.doc.text(run.text, cursor, y, { lineBreak: false, ...(style.link ? { link: style.link, underline: true } : {}) })
      cursor += width
    }
  }

  /** Draws wrapped text and gives the height it took. */
  paragraph(text: string, x: number, y: number, width: number, style: TextStyle & { maxLines?: number }): number {
    const lines = this.lines(text, width, style, style.maxLines)
    lines.forEach((line, index) => this.line(line, x, y + index * lineHeightOf(style), style))
    return lines.length * lineHeightOf(style)
  }

  /** The height `paragraph` would take. */
  paragraphHeight(text: string, width: number, style: TextStyle & { maxLines?: number }): number {
    return this.lines(text, width, style, style.maxLines).length * lineHeightOf(style)
  }

  /** The finished file. */
  end(): Promise<Buffer> {
    this.doc.end()
    return this.finished
  }
}
