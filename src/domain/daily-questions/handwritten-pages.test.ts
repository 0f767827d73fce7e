import { describe, expect, it } from 'vitest'

import { compressedSize, HANDWRITTEN_LIMITS, pagesProblems, type ReceivedPage } from './handwritten-pages'

const KB = 1024
const page = (overrides: Partial<ReceivedPage> = {}): ReceivedPage => ({
  bytes: 600 * KB,
  type: 'image/jpeg',
  width: 1500,
  height: 2000,
  ...overrides,
})

describe('compressedSize', () => {
  it('scales a phone’s photo to 2,000 pixels on its long side, keeping its shape', () => {
    expect(compressedSize(3024, 4032)).toEqual({ width: 1500, height: 2000 })
    expect(compressedSize(4032, 3024)).toEqual({ width: 2000, height: 1500 })
  })

  it('never enlarges a page that is already smaller', () => {
    expect(compressedSize(1240, 1754)).toEqual({ width: 1240, height: 1754 })
  })
})

describe('pagesProblems', () => {
  it('takes up to 12 compressed JPEG, PNG or WebP pages', () => {
    expect(pagesProblems([page(), page({ type: 'image/png' }), page({ type: 'image/webp' })])).toEqual([])
    expect(pagesProblems(Array.from({ length: 12 }, () => page({ bytes: 2 * 1024 * KB })))).toEqual([])
  })

  it('asks for at least one page, and refuses a thirteenth', () => {
    expect(pagesProblems([])).toEqual([{ code: 'no-pages' }])
    expect(pagesProblems(Array.from({ length: 13 }, () => page()))).toEqual([{ code: 'too-many-pages', pages: 13, limit: 12 }])
  })

  it('names each page that is no image by its content, cannot be read, is too large or too small to read', () => {
    expect(
      pagesProblems([
        page(),
        page({ type: 'application/pdf' }),
        page({ type: null }),
        page({ width: null, height: null }),
        page({ bytes: HANDWRITTEN_LIMITS.pageBytes + 1 }),
        page({ width: 400, height: 600 }),
      ]),
    ).toEqual([
      { code: 'not-an-image', page: 2 },
      { code: 'not-an-image', page: 3 },
      { code: 'unreadable', page: 4 },
      { code: 'page-too-large', page: 5, limitMb: 3 },
      { code: 'page-too-small', page: 6, shortSide: 400 },
    ])
  })

  it('refuses pages that are each within the limit but too large together', () => {
    const heavy = Array.from({ length: 9 }, () => page({ bytes: 2.9 * 1024 * KB }))
    expect(pagesProblems(heavy)).toEqual([{ code: 'too-large-in-all', limitMb: 24 }])
  })
})
