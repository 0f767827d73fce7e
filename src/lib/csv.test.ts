import { describe, expect, it } from 'vitest'

import { parseCsv, toCsv } from './csv'

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

describe('parseCsv', () => {
  it('reads what toCsv writes back into the same cells', () => {
    const rows = [
      ['Rank', 'Name'],
      ['1', 'Kaur, Harpreet'],
      ['2', 'Said "present"'],
      ['3', 'Two\nlines'],
      ['', ''],
      ['4', 'ਹਰਪ੍ਰੀਤ ਕੌਰ'],
    ]
    expect(parseCsv(toCsv(rows))).toEqual({ ok: true, rows })
  })

  it('takes LF and CR line ends, and a last line without one', () => {
    expect(parseCsv('a,b\nc,d\re,f')).toEqual({
      ok: true,
      rows: [
        ['a', 'b'],
        ['c', 'd'],
        ['e', 'f'],
      ],
    })
  })

  it('keeps empty cells at the ends of a row, and spaces inside cells', () => {
    expect(parseCsv(',x, y ,\r\n')).toEqual({ ok: true, rows: [['', 'x', ' y ', '']] })
  })

  it('reads nothing from an empty file', () => {
    expect(parseCsv('')).toEqual({ ok: true, rows: [] })
    expect(parseCsv('\uFEFF')).toEqual({ ok: true, rows: [] })
  })

  it('names the line where a quote was opened and never closed', () => {
    expect(parseCsv('a,b\r\n1,"never\r\nclosed,2\r\n')).toEqual({ ok: false, line: 2 })
  })
})
