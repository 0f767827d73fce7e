import type { Metadata } from 'next'
import Link from 'next/link'

import { getTranslator } from '@/i18n/translator'
import { getMonthlyConsolidations } from '@/features/content/current-affairs.server'
import { formatMonth } from '@/i18n/format'
import { pageLocale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'

import { HUB_PATH, MONTHLY_PATH, monthlyHref } from '@/lib/links'
import { PageHeader } from '../_shared/page-header'
import styles from '../_shared/section.module.css'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'currentAffairs')
  return pageMetadata({ title: t('monthlyTitle'), description: t('monthlyIntro'), path: MONTHLY_PATH, locale })
}

/** Every month's consolidation, newest first, with its free preview. */
export default async function MonthlyConsolidationsPage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'currentAffairs')
  const months = await getMonthlyConsolidations(locale)

  return (
    <div className={`container ${styles.page}`} lang={locale}>
      <PageHeader
        crumbs={[{ label: t('home'), href: '/' }, { label: t('section'), href: HUB_PATH }, { label: t('monthly') }]}
        eyebrow={t('section')}
        title={t('monthly')}
        titleId="monthly-heading"
        lead={t('monthlyIntro')}
        locale={locale}
      />
      {months.length ? (
        <ol className={styles.cards}>
          {months.map((month) => (
            <li key={month.id}>
              <article className={styles.card} aria-labelledby={`month-${month.id}`}>
                <p className={styles.cardMeta}>
                  {formatMonth(month.month, locale)}{' '}
                  <span className={styles.badge}>{month.availability === 'paid' ? t('paid') : t('free')}</span>
                </p>
                <h2 id={`month-${month.id}`}>
                  <Link href={monthlyHref(month.slug)}>{month.title}</Link>
                </h2>
                <p>{month.summary}</p>
                {month.availability === 'paid' ? <p className={styles.muted}>{t('previewNote')}</p> : null}
              </article>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>{t('noMonths')}</p>
      )}
    </div>
  )
}
