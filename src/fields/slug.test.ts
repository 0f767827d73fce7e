import { describe, expect, it } from 'vitest'

import { slugPattern, toSlug } from './slug'

describe('toSlug', () => {
  it('turns a title into a lower-case hyphenated slug', () => {
    expect(toSlug('PPSC Prelims GS Mock Test 1')).toBe('ppsc-prelims-gs-mock-test-1')
    expect(toSlug("Topper's PCS Answer Copies")).toBe('topper-s-pcs-answer-copies')
    expect(toSlug('  Punjab -- GK  ')).toBe('punjab-gk')
  })

  it('accepts the spec topic slugs and rejects spaces and capitals', () => {
    expect(slugPattern.test('gs-pcs-prelims_punjab-gk')).toBe(true)
    expect(slugPattern.test('gs-pcs-mains_art-and-culture')).toBe(true)
    expect(slugPattern.test('Punjab GK')).toBe(false)
    expect(slugPattern.test('-leading')).toBe(false)
  })
})
