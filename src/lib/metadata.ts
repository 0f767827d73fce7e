import type { Metadata } from 'next'

import { getTranslator } from '@/i18n/translator'

import { type Locale, type LocaleParams, pageLocale, withLocale } from '@/i18n/locale'

/**
 * A content page's title, description, canonical address (in its language), the address of the same
 * page in the other language, and the OpenGraph card for links shared on WhatsApp or Telegram.
 * Relative addresses resolve against `metadataBase` (SERVER_URL) in the root layout.
 */
export function pageMetadata({
  title,
  description,
  path,
  locale = 'en',
  type = 'website',
}: {
  title: string
  description: string
  path: string
  locale?: Locale
  type?: 'website' | 'article'
}): Metadata {
  const canonical = withLocale(path, locale)
  return {
    title,
    description,
    alternates: { canonical, languages: { en: withLocale(path, 'en'), pa: withLocale(path, 'pa') } },
    openGraph: { title, description, url: canonical, type, siteName: 'Punjab PCS Academy', locale: locale === 'pa' ? 'pa_IN' : 'en_IN' },
    twitter: { card: 'summary', title, description },
  }
}

/** A 404's title in the page's language; never indexed. */
export async function notFoundMetadata(params: LocaleParams): Promise<Metadata> {
  return { title: getTranslator(await pageLocale(params), 'shell.notFound')('title'), robots: { index: false } }
}
