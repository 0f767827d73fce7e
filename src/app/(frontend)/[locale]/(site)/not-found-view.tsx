import Link from 'next/link'

import { WideButton } from '@/components/ui/wide-button'
import { getTranslator } from '@/i18n/translator'
import { type Locale, withLocale } from '@/i18n/locale'

import { BrandMark } from '@/components/site/brand-mark'
import { TEST_SERIES_PATH } from '@/lib/links'
import styles from './status-page.module.css'

/**
 * The site's 404, inside the header and footer: home, a mock test, and the menu's free sections.
 * Server markup (ADR 032): Next puts a segment's not-found in every page's response, so a client
 * component here would ship its code with every page.
 */
export function SiteNotFound({ locale, sections }: { locale: Locale; sections: { name: string; href: string }[] }) {
  const t = getTranslator(locale, 'shell.notFound')
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
        {sections.map((entry) => (
          <li key={entry.href}>
            <Link href={withLocale(entry.href, locale)}>{entry.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The 404 for the bare screens (tests, results, the daily quiz): no header, so it offers the ways out itself. */
export function BareNotFound({ locale }: { locale: Locale }) {
  const t = getTranslator(locale, 'shell')
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
