import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import * as fontkit from 'fontkit'
import { describe, expect, it } from 'vitest'

import { localeLabels } from '@/i18n/locale'

const labelFile = readFileSync(fileURLToPath(new URL('./language-label.woff2', import.meta.url)))
const labelFace = fontkit.create(labelFile) as fontkit.Font

describe('the language switch’s own face', () => {
  it('draws every letter of the Punjabi label, so the switch never falls back to the whole Gurmukhi face', () => {
    const letters = [...localeLabels.pa]
    expect(letters.filter((letter) => !labelFace.hasGlyphForCodePoint(letter.codePointAt(0)!))).toEqual([])
  })

  it('is cut to that word: no other Gurmukhi letter, and a fraction of the whole face’s size', () => {
    expect(labelFace.hasGlyphForCodePoint('ਅ'.codePointAt(0)!)).toBe(false)
    expect(labelFile.length).toBeLessThan(2_000)
  })
})
