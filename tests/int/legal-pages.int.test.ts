import { describe, expect, it } from 'vitest'

import { untranslatedWords } from '@/i18n/proper-nouns'
import { seedLegalPages } from '@/seed/sections/legal'

import { getTestPayload } from '../helpers/payload'

const slugs = ['terms-of-use', 'privacy-policy'] as const

describe('the terms of use and the privacy policy', () => {
  it('are seeded published in English and Punjabi, the Punjabi in Gurmukhi, and seeding again leaves staff edits alone', async () => {
    const payload = await getTestPayload()
    await seedLegalPages({ payload })
    for (const slug of slugs) {
      const english = await payload.findGlobal({ slug, locale: 'en', overrideAccess: false })
      const punjabi = await payload.findGlobal({ slug, locale: 'pa', fallbackLocale: false, overrideAccess: false })
      expect(english.title, slug).toMatch(/^(Terms of use|Privacy policy)$/)
      expect(english.sections?.length, slug).toBeGreaterThan(3)
      expect(punjabi.sections?.map((section) => section.id)).toEqual(english.sections?.map((section) => section.id))
      const punjabiText = [
        punjabi.title,
        punjabi.intro,
        ...(punjabi.sections ?? []).flatMap((section) => [section.heading, section.body]),
      ].join('\n')
      expect(untranslatedWords(punjabiText), slug).toEqual([])
    }
    const privacy = await payload.findGlobal({ slug: 'privacy-policy', locale: 'en', overrideAccess: false })
    // It names what the site stores and how long it keeps it.
    const text = (privacy.sections ?? []).map((section) => section.body).join('\n')
    for (const stored of [
      'name, e-mail address and mobile number',
      'your answers',
      'score',
      'contact form',
      '7 days',
      'one hour',
      'Nothing is deleted automatically',
    ])
      expect(text).toContain(stored)

    await payload.updateGlobal({
      slug: 'terms-of-use',
      locale: 'en',
      data: { title: 'Terms of use (revised)', _status: 'published' },
      overrideAccess: true,
    })
    await seedLegalPages({ payload })
    expect((await payload.findGlobal({ slug: 'terms-of-use', locale: 'en', overrideAccess: false })).title).toBe('Terms of use (revised)')
  })

  it('show visitors only the published page: a draft is for staff until it is published', async () => {
    const payload = await getTestPayload()
    await seedLegalPages({ payload })
    await payload.updateGlobal({
      slug: 'privacy-policy',
      locale: 'en',
      data: { intro: 'A draft nobody outside the staff may read yet.' },
      draft: true,
      overrideAccess: true,
    })
    const visitor = await payload.findGlobal({ slug: 'privacy-policy', locale: 'en', draft: true, overrideAccess: false })
    expect(visitor.intro).not.toBe('A draft nobody outside the staff may read yet.')
    const staff = await payload.findGlobal({ slug: 'privacy-policy', locale: 'en', draft: true, overrideAccess: true })
    expect(staff.intro).toBe('A draft nobody outside the staff may read yet.')
    await expect(payload.updateGlobal({ slug: 'privacy-policy', data: { intro: 'Defaced' }, overrideAccess: false })).rejects.toThrow()
  })
})
