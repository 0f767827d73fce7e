import type { Metadata } from 'next'

import { toMenu } from '@/components/site/menu'
import { getNavigation } from '@/features/content/content.server'
import type { LocaleParams } from '@/i18n/locale'
import { getRequestLocale } from '@/i18n/request-locale.server'
import { notFoundMetadata } from '@/lib/metadata'

import { SiteNotFound } from './not-found-view'

export const generateMetadata = ({ params }: { params: LocaleParams }): Promise<Metadata> => notFoundMetadata(params)

export default async function NotFound() {
  const locale = getRequestLocale()
  const sections = toMenu(await getNavigation(locale))
    .filter((entry) => !entry.isPaid)
    .map(({ name, href }) => ({ name, href }))
  return <SiteNotFound locale={locale} sections={sections} />
}
