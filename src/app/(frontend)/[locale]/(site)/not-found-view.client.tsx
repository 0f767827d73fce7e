'use client'

import Link from 'next/link'
import { useLocale, useTranslations } from 'use-intl'

import { WideButton } from '@/components/ui/wide-button'
import { isLocale, type Locale, withLocale } from '@/i18n/locale'

import { BrandMark } from '@/components/site/brand-mark'
import { TEST_SERIES_PATH } from '@/lib/links'
import styles from './status-page.module.css'

/** A 404 renders without the page's parameters (Next gives not-found files none); the catalogue's locale is the page's. */
function usePageLocale(): Locale {
  const locale = useLocale()
  return isLocale(locale) ? locale : 'en'
}

export type SectionLinks = Record<Locale, { name: string; href: string }[]>

/** The site's 404, inside the header and footer: home, a mock test, and the menu's free sections. */
export function SiteNotFound({ sections }: { sections: SectionLinks }) {
  const t = useTranslations('shell.notFound')
  const locale = usePageLocale()
  return (
    <section className={`container ${styles.page}`} aria-labelledby="not-found-heading">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading">{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <div className={styles.actions}>
        <WideButton href={withLocale('/', locale)}>{t('goHome')}</WideButton>
        <WideButton href={withLocale(TEST_SERIES_PATH, locale)} variant="outlined">
          {t('practise')}
        </WideButton>
      </div>
      <h2 className={styles.subheading}>{t('popularSections')}</h2>
      <ul className={styles.sections}>
        {sections[locale].map((entry) => (
          <li key={entry.href}>
            <Link href={withLocale(entry.href, locale)}>{entry.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The 404 for the bare screens (tests, results, the daily quiz): no header, so it offers the ways out itself. */
export function BareNotFound() {
  const t = useTranslations('shell')
  const locale = usePageLocale()
  return (
    <section className={`container ${styles.page} ${styles.bare}`} aria-labelledby="not-found-heading">
      <BrandMark />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading">{t('notFound.title')}</h1>
      <p className={styles.lead}>{t('notFound.bareLead')}</p>
      <div className={styles.actions}>
        <WideButton href={withLocale(TEST_SERIES_PATH, locale)}>{t('seeAllTestSeries')}</WideButton>
        <WideButton href={withLocale('/', locale)} variant="outlined">
          {t('notFound.goHome')}
        </WideButton>
      </div>
    </section>
  )
}
