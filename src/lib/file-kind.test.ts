import { describe, expect, it } from 'vitest'

import { fileKindOf } from './file-kind'

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])))

describe('fileKindOf', () => {
  it('tells images and PDFs apart by their first bytes', () => {
    expect(fileKindOf(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png')
    expect(fileKindOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg')
    expect(fileKindOf(bytes('GIF89a'))).toBe('image/gif')
    expect(fileKindOf(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp')
    expect(fileKindOf(bytes('%PDF-1.7\n'))).toBe('application/pdf')
  })

  it('knows nothing else, whatever it is called: a RIFF that is not WebP, text, an empty file', () => {
    expect(fileKindOf(bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '))).toBeNull()
    expect(fileKindOf(bytes('<html><body>%PDF-'))).toBeNull()
    expect(fileKindOf(new Uint8Array())).toBeNull()
  })
})
