import { describe, expect, it } from 'vitest'

import { pageLocale, switchLocaleHref, withLocale } from './locale'

describe('content language in the address', () => {
  it('reads the internal language segment, and English for anything else', async () => {
    expect(await pageLocale(Promise.resolve({ locale: 'pa' }))).toBe('pa')
    expect(await pageLocale(Promise.resolve({ locale: 'fr' }))).toBe('en')
  })

  it('writes Punjabi as ?lang=pa and English as the plain address, keeping other parameters and the anchor', () => {
    expect(withLocale('/pyq?year=2023#gs', 'pa')).toBe('/pyq?year=2023&lang=pa#gs')
    expect(withLocale('/pyq?year=2023&lang=pa', 'en')).toBe('/pyq?year=2023')
  })

  it('the switch always writes the language, so English overrides a remembered Punjabi', () => {
    expect(switchLocaleHref('/resources?lang=pa', 'en')).toBe('/resources?lang=en')
    expect(switchLocaleHref('/resources', 'pa')).toBe('/resources?lang=pa')
  })
})
