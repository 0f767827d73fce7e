import { describe, expect, it } from 'vitest'

import { fontRuns } from './font-runs'

type Font = 'gurmukhi' | 'latin'
const pick = (codePoint: number): Font | null => {
  if (codePoint >= 0x0a00 && codePoint <= 0x0a7f) return 'gurmukhi'
  if (codePoint < 0x0250 || (codePoint >= 0x2000 && codePoint <= 0x206f)) return 'latin'
  return null
}

describe('fontRuns', () => {
  it('cuts a line where the script changes, keeping spaces in the run they follow', () => {
    expect(fontRuns('ਤੁਹਾਡੇ ਅੰਕ: 45/100 ਅੰਕ', pick, 'latin')).toEqual([
      { font: 'gurmukhi', text: 'ਤੁਹਾਡੇ ਅੰਕ' },
      { font: 'latin', text: ': 45/100 ' },
      { font: 'gurmukhi', text: 'ਅੰਕ' },
    ])
  })

  it('keeps a conjunct with its joiner in one run, so shaping sees the whole word', () => {
    expect(fontRuns('ਪ੍\u200dਰ Punjab', pick, 'latin')).toEqual([
      { font: 'gurmukhi', text: 'ਪ੍\u200dਰ ' },
      { font: 'latin', text: 'Punjab' },
    ])
  })

  it('draws a character no font has with the fallback, and leading spaces with the first run', () => {
    expect(fontRuns('  ਅ 中 b', pick, 'latin')).toEqual([
      { font: 'gurmukhi', text: '  ਅ ' },
      { font: 'latin', text: '中 b' },
    ])
    expect(fontRuns('   ', pick, 'latin')).toEqual([{ font: 'latin', text: '   ' }])
    expect(fontRuns('', pick, 'latin')).toEqual([])
  })
})
