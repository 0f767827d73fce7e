import type { NoteBlock } from './content/types'

/**
 * Builds Payload's rich-text (Lexical) documents from the seed's simple note blocks, so demo notes
 * are written as plain data and still render with headings, lists and tables.
 */

type LexicalNode = Record<string, unknown>
export type LexicalDocument = { root: LexicalNode & { children: LexicalNode[] } }

const text = (value: string): LexicalNode => ({ type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })

const element = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}): LexicalNode => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

const paragraph = (value: string) => element('paragraph', [text(value)], { textFormat: 0, textStyle: '' })

function list(items: string[], listType: 'bullet' | 'number'): LexicalNode {
  return element(
    'list',
    items.map((item, index) => element('listitem', [text(item)], { value: index + 1 })),
    { listType, start: 1, tag: listType === 'bullet' ? 'ul' : 'ol' },
  )
}

function table(header: string[], rows: string[][]): LexicalNode {
  const cell = (value: string, headerState: number) =>
    element('tablecell', [paragraph(value)], { headerState, colSpan: 1, rowSpan: 1, backgroundColor: null })
  return element('table', [
    element(
      'tablerow',
      header.map((value) => cell(value, 1)),
    ),
    ...rows.map((row) =>
      element(
        'tablerow',
        row.map((value) => cell(value, 0)),
      ),
    ),
  ])
}

export function blockToNode(block: NoteBlock): LexicalNode {
  switch (block.type) {
    case 'h2':
    case 'h3':
      return element('heading', [text(block.text)], { tag: block.type })
    case 'p':
      return paragraph(block.text)
    case 'ul':
      return list(block.items, 'bullet')
    case 'ol':
      return list(block.items, 'number')
    case 'table':
      return table(block.header, block.rows)
  }
}

export function toRichText(blocks: NoteBlock[]): LexicalDocument {
  return { root: element('root', blocks.map(blockToNode)) as LexicalDocument['root'] }
}

export const paragraphsToRichText = (paragraphs: string[]): LexicalDocument =>
  toRichText(paragraphs.map((value) => ({ type: 'p', text: value })))
