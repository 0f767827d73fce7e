import { readFileSync } from 'node:fs'
import path from 'node:path'

import * as fontkit from 'fontkit'
import { describe, expect, it } from 'vitest'

import { woffToSfnt } from './woff'

const file = path.join(process.cwd(), 'node_modules/@fontsource/mukta-mahee/files/mukta-mahee-gurmukhi-400-normal.woff')
const asFont = (data: Buffer) => fontkit.create(data) as fontkit.Font

describe('woffToSfnt', () => {
  const woff = readFileSync(file)
  const sfnt = woffToSfnt(woff)

  it('gives the plain OpenType file: same tables, same glyphs, the same shaping of a Punjabi word', () => {
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4))
    const [before, after] = [asFont(woff), asFont(sfnt)]
    expect(after.postscriptName).toBe(before.postscriptName)
    expect(after.numGlyphs).toBe(before.numGlyphs)
    expect(after.availableFeatures).toEqual(before.availableFeatures)
    // ਕਿਰਿਆ: each sihari is drawn before its consonant, by the GSUB/GPOS tables the file carries.
    const glyphs = (font: fontkit.Font) => font.layout('ਪ੍ਰੀਖਿਆ ਕਿਰਿਆ').glyphs.map((glyph) => glyph.id)
    expect(glyphs(after)).toEqual(glyphs(before))
    expect(after.layout('ਕਿ').glyphs.map((glyph) => glyph.codePoints)).toEqual([[0x0a3f], [0x0a15]])
  })

  it('lays the tables out on four-byte boundaries, in order, each where its record says', () => {
    const tables = sfnt.readUInt16BE(4)
    let end = 12 + 16 * tables
    for (let index = 0; index < tables; index += 1) {
      const offset = sfnt.readUInt32BE(12 + index * 16 + 8)
      expect(offset % 4).toBe(0)
      expect(offset).toBe(end)
      end = offset + Math.ceil(sfnt.readUInt32BE(12 + index * 16 + 12) / 4) * 4
    }
    expect(end).toBe(sfnt.length)
  })

  it('refuses a file that is not WOFF 1.0', () => {
    expect(() => woffToSfnt(sfnt)).toThrow('Not a WOFF 1.0 font')
  })
})
