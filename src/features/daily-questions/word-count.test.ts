import { describe, expect, it } from 'vitest'

import { countWords } from './word-count'

describe('countWords', () => {
  it('counts the words of an English answer, whatever the spacing and line breaks', () => {
    expect(countWords('Punjab’s groundwater is falling.')).toBe(4)
    expect(countWords('  Introduction:\n\nPunjab  draws   water\tfrom 14 lakh tubewells.  ')).toBe(8)
  })

  it('counts Punjabi (Gurmukhi) words with their vowel signs as one word each; a danda ends a word and is none', () => {
    expect(countWords('ਪੰਜਾਬ ਵਿੱਚ ਧਰਤੀ ਹੇਠਲਾ ਪਾਣੀ ਘਟ ਰਿਹਾ ਹੈ ।')).toBe(8)
    expect(countWords('ਪਰਾਲੀ ਸਾੜਨਾ।ਹਵਾ ਪ੍ਰਦੂਸ਼ਿਤ॥')).toBe(4)
  })

  it('counts hyphenated words and numbers with separators as one word; stray punctuation as none', () => {
    expect(countWords('MSP-based procurement of 2,500 quintals — a 1.5% rise')).toBe(8)
    expect(countWords('— … ! ।')).toBe(0)
  })

  it('finds no words in an empty or blank answer', () => {
    expect(countWords('')).toBe(0)
    expect(countWords(' \n\t ')).toBe(0)
  })
})
