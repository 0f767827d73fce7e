import type { Metadata } from 'next'
import Link from 'next/link'

import {
  DAILY_MCQS_PATH,
  DAILY_PATH,
  dailyArticleHref,
  dailyDayHref,
  editorialAnalysisHref,
  EDITORIALS_PATH,
  HUB_PATH,
  MONTHLY_PATH,
  monthlyHref,
  QUESTIONS_PATH,
} from '@/lib/links'
import { formatDayInWords, indianDay } from '@/lib/days'
import { getTranslator } from '@/i18n/translator'
import { getEditorialAnalyses, getLatestPunjabHeadlines, getMonthlyConsolidations } from '@/features/content/current-affairs.server'
import { formatMonth } from '@/i18n/format'
import { pageLocale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'

import { EditorialOf } from '../current-affairs/_shared/content-words'
import { PageHeader } from '../current-affairs/_shared/page-header'
import styles from '../current-affairs/_shared/section.module.css'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'currentAffairs')
  return pageMetadata({ title: t('sectionTitle'), description: t('sectionIntro'), path: HUB_PATH, locale })
}

/** The hub of the current affairs section: the latest Punjab headlines, editorials and monthly consolidation, and where to practise. */
export default async function PunjabCurrentAffairsPage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'currentAffairs')
  const [headlines, editorials, months] = await Promise.all([
    getLatestPunjabHeadlines(indianDay(new Date()), 4, locale),
    getEditorialAnalyses({}, 3, locale),
    getMonthlyConsolidations(locale),
  ])
  const month = months[0]
  const sectionLinks = [
    { href: DAILY_PATH, title: t('daily'), text: t('dailyIntro') },
    { href: EDITORIALS_PATH, title: t('editorials'), text: t('editorialsIntro') },
    { href: MONTHLY_PATH, title: t('monthly'), text: t('previewNote') },
    { href: DAILY_MCQS_PATH, title: t('dailyMcqs'), text: t('dailyMcqsText') },
    { href: QUESTIONS_PATH, title: t('questionOfDay'), text: t('questionOfDayText') },
  ]

  return (
    <div className={`container ${styles.page}`} lang={locale}>
      <PageHeader
        crumbs={[{ label: t('home'), href: '/' }, { label: t('section') }]}
        title={t('section')}
        titleId="hub-heading"
        lead={t('sectionIntro')}
        locale={locale}
      />

      <nav aria-labelledby="hub-sections-heading" className={styles.block}>
        <h2 id="hub-sections-heading" className="visually-hidden">
          {t('inThisSection')}
        </h2>
        <ul className={styles.sectionCards}>
          {sectionLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={styles.sectionCard}>
                <strong>{link.title}</strong>
                <span>{link.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className={styles.columns}>
        <section aria-labelledby="headlines-heading" className={styles.panel}>
          <h2 id="headlines-heading">{t('latestPunjab')}</h2>
          {headlines.day ? (
            <>
              <p className={styles.cardMeta}>
                <time dateTime={headlines.day}>{formatDayInWords(headlines.day, locale)}</time>
              </p>
              <ul className={styles.linkList}>
                {headlines.articles.map((article) => (
                  <li key={article.id}>
                    <h3 className={styles.itemHeading}>
                      <Link href={dailyArticleHref(article)}>{article.title}</Link>
                    </h3>
                    <span className={styles.muted}>{article.summary}</span>
                  </li>
                ))}
              </ul>
              <Link href={dailyDayHref(headlines.day)}>{t('wholeDay', { day: formatDayInWords(headlines.day, locale) })}</Link>
            </>
          ) : (
            <p className={styles.muted}>{t('noDays')}</p>
          )}
        </section>

        <section aria-labelledby="hub-editorials-heading" className={styles.panel}>
          <h2 id="hub-editorials-heading">{t('latestEditorials')}</h2>
          <ul className={styles.linkList}>
            {editorials.docs.map((analysis) => (
              <li key={analysis.id}>
                <h3 className={styles.itemHeading}>
                  <Link href={editorialAnalysisHref(analysis.slug)}>{analysis.title}</Link>
                </h3>
                <span className={styles.muted}>
                  <time dateTime={indianDay(analysis.date)}>{formatDayInWords(indianDay(analysis.date), locale)}</time> ·{' '}
                  <EditorialOf analysis={analysis} locale={locale} />
                </span>
              </li>
            ))}
          </ul>
          <Link href={EDITORIALS_PATH}>{t('allEditorials')}</Link>
        </section>
      </div>

      {month ? (
        <section aria-labelledby="hub-month-heading" className={`${styles.panel} ${styles.block}`}>
          <h2 id="hub-month-heading">{t('latestMonth')}</h2>
          <p className={styles.cardMeta}>
            {formatMonth(month.month, locale)} <span className={styles.badge}>{month.availability === 'paid' ? t('paid') : t('free')}</span>
          </p>
          <h3 className={styles.itemHeading}>
            <Link href={monthlyHref(month.slug)}>{month.title}</Link>
          </h3>
          <p>{month.summary}</p>
          {month.contents?.length ? (
            <>
              <h4 className={styles.smallHeading}>{t('contents')}</h4>
              <ol className={styles.contents}>
                {month.contents.map((row) => (
                  <li key={row.id ?? row.heading}>{row.heading}</li>
                ))}
              </ol>
            </>
          ) : null}
          <Link href={MONTHLY_PATH}>{t('allMonths')}</Link>
        </section>
      ) : null}
    </div>
  )
}
