import { describe, expect, it } from 'vitest'

import { paragraphsToRichText, toRichText } from './lexical'

describe('toRichText', () => {
  it('keeps headings, lists and tables in order', () => {
    const doc = toRichText([
      { type: 'h2', text: 'Punjab at a glance' },
      { type: 'ul', items: ['23 districts', '5 divisions'] },
      { type: 'table', header: ['River', 'Source'], rows: [['Sutlej', 'Rakshastal']] },
    ])
    const [heading, list, table] = doc.root.children as Array<Record<string, any>>
    expect(heading).toMatchObject({ type: 'heading', tag: 'h2', children: [{ text: 'Punjab at a glance' }] })
    expect(list).toMatchObject({ type: 'list', listType: 'bullet', tag: 'ul' })
    expect(list?.children.map((item: any) => item.children[0].text)).toEqual(['23 districts', '5 divisions'])
    expect(table?.children).toHaveLength(2)
    expect(table?.children[0].children[0]).toMatchObject({ type: 'tablecell', headerState: 1 })
    expect(table?.children[1].children[1].children[0].children[0].text).toBe('Rakshastal')
  })

  it('turns paragraphs into paragraph nodes', () => {
    const doc = paragraphsToRichText(['One.', 'Two.'])
    expect(doc.root.children.map((node: any) => node.children[0].text)).toEqual(['One.', 'Two.'])
  })
})
