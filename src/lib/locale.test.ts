import { describe, expect, it } from 'vitest'

import { contentLocale, switchLocaleHref, withLocale } from './locale'

describe('content language in the address', () => {
  it('reads lang=pa, and English for anything else', () => {
    expect(contentLocale({ lang: 'pa' })).toBe('pa')
    expect(contentLocale({ lang: 'fr' })).toBe('en')
    expect(contentLocale({ lang: ['pa', 'en'] })).toBe('en')
    expect(contentLocale({})).toBe('en')
  })

  it('writes Punjabi as ?lang=pa and English as the plain address, keeping other parameters and the anchor', () => {
    expect(withLocale('/pyq?year=2023#gs', 'pa')).toBe('/pyq?year=2023&lang=pa#gs')
    expect(withLocale('/pyq?year=2023&lang=pa', 'en')).toBe('/pyq?year=2023')
  })

  it("the switch always writes the language, so English overrides a remembered Punjabi", () => {
    expect(switchLocaleHref('/resources?lang=pa', 'en')).toBe('/resources?lang=en')
    expect(switchLocaleHref('/resources', 'pa')).toBe('/resources?lang=pa')
  })
})
