import { describe, expect, it } from 'vitest'

import { toCsv } from './csv'

describe('toCsv', () => {
  it('starts with a byte-order mark and ends each row with CRLF, quoting only what needs it', () => {
    expect(
      toCsv([
        ['Rank', 'Name'],
        [1, 'Kaur, Harpreet'],
        [2, 'Said "present"'],
        [3, 'Two\nlines'],
        [null, undefined],
      ]),
    ).toBe('\uFEFFRank,Name\r\n1,"Kaur, Harpreet"\r\n2,"Said ""present"""\r\n3,"Two\nlines"\r\n,\r\n')
  })

  it('keeps a text cell that looks like a formula as text, and writes negative numbers as numbers', () => {
    expect(toCsv([['=HYPERLINK("http://x.example","Click")', '+91 98140 12345', '-2', '@SUM(A1)', -2.5]])).toBe(
      '\uFEFF"\'=HYPERLINK(""http://x.example"",""Click"")",\'+91 98140 12345,\'-2,\'@SUM(A1),-2.5\r\n',
    )
  })

  it('writes Gurmukhi as it is', () => {
    expect(toCsv([['ਹਰਪ੍ਰੀਤ ਕੌਰ']])).toBe('\uFEFFਹਰਪ੍ਰੀਤ ਕੌਰ\r\n')
  })
})
