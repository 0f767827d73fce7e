import { type LegalPageSeed, privacyPolicy, termsOfUse } from '../content/legal'

import type { SeedContext } from './context'

/** The terms of use and the privacy policy, published in English and Punjabi; left alone once staff have written them. */
export async function seedLegalPages({ payload }: Pick<SeedContext, 'payload'>): Promise<void> {
  for (const [slug, page] of [
    ['terms-of-use', termsOfUse],
    ['privacy-policy', privacyPolicy],
  ] as const) {
    const current = await payload.findGlobal({ slug, depth: 0, draft: true, overrideAccess: true })
    if (current.title) continue
    const english = await payload.updateGlobal({ slug, locale: 'en', data: localize(page, 'en'), depth: 0, overrideAccess: true })
    // Array rows keep their ids across languages: the Punjabi pass fills the rows the English pass made.
    await payload.updateGlobal({ slug, locale: 'pa', data: localize(page, 'pa', english.sections), depth: 0, overrideAccess: true })
  }
}

function localize(page: LegalPageSeed, locale: 'en' | 'pa', rows?: { id?: string | null }[] | null) {
  return {
    _status: 'published' as const,
    title: page.title[locale],
    intro: page.intro[locale],
    lastUpdated: page.lastUpdated,
    sections: page.sections.map((section, index) => ({
      id: rows?.[index]?.id,
      heading: section.heading[locale],
      body: section.body[locale],
    })),
  }
}
