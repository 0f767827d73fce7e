import type { Metadata } from 'next'

import { toMenu } from '@/components/site/menu'
import { getNavigation } from '@/features/content/content.server'
import type { LocaleParams } from '@/i18n/locale'
import { notFoundMetadata } from '@/lib/metadata'

import { SiteNotFound, type SectionLinks } from './not-found-view.client'

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => notFoundMetadata(params)

/** The menu's free sections, in both languages: the 404 is rendered without knowing the page's (its view picks). */
async function freeSections(locale: 'en' | 'pa') {
  return toMenu(await getNavigation(locale))
    .filter((entry) => !entry.isPaid)
    .map(({ name, href }) => ({ name, href }))
}

export default async function NotFound() {
  const [en, pa] = await Promise.all([freeSections('en'), freeSections('pa')])
  const sections: SectionLinks = { en, pa }
  return <SiteNotFound sections={sections} />
}
