import { describe, expect, it } from 'vitest'

import { enrolHref } from './enrol'

describe('enrolHref', () => {
  it('sends a signed-in candidate to /coming-soon, and a visitor through the sign-in page first', () => {
    expect(enrolHref(true)).toBe('/coming-soon')
    expect(enrolHref(false)).toBe('/sign-in?next=/coming-soon')
  })
})
