import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { formatDayInWords, indianDay, readDayParam } from '@/lib/days'
import { getTranslator } from '@/i18n/translator'
import { getPublishedDays } from '@/features/content/current-affairs.server'
import { pageLocale, withLocale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'

import { DAILY_PATH, dailyDayHref, HUB_PATH } from '@/lib/links'
import { PageHeader } from '../_shared/page-header'
import styles from '../_shared/section.module.css'
import { DailyDigest } from './daily-digest'

// What this page shows depends on its query: rendered per request (from cached reads), not cached whole (ADR 010).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'currentAffairs')
  const latest = (await getPublishedDays(indianDay(new Date()))).at(-1)
  return pageMetadata({
    title: latest ? t('dailyOf', { day: formatDayInWords(latest, locale) }) : t('daily'),
    description: `${t('dailyIntro')} ${t('sectionIntro')}`,
    path: DAILY_PATH,
    locale,
  })
}

/**
 * The latest published day's current affairs. `?date=` (what the day picker's form sends without
 * JavaScript, as month/day/year or YYYY-MM-DD) goes to that day's own address.
 */
export default async function LatestDailyCurrentAffairsPage({ params, searchParams }: Props) {
  const query = await searchParams
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'currentAffairs')
  const asked = readDayParam(query.date)
  if (asked.day) redirect(withLocale(dailyDayHref(asked.day), locale))

  const today = indianDay(new Date())
  const days = await getPublishedDays(today)
  const latest = days.at(-1)
  if (!latest) {
    return (
      <div className={`container ${styles.page}`} lang={locale}>
        <PageHeader
          crumbs={[{ label: t('home'), href: '/' }, { label: t('section'), href: HUB_PATH }, { label: t('daily') }]}
          title={t('daily')}
          titleId="daily-heading"
          lead={t('noDays')}
          locale={locale}
        />
      </div>
    )
  }
  return (
    <DailyDigest
      day={latest}
      days={days}
      today={today}
      locale={locale}
      notice={asked.unreadable ? t('unreadableDay', { text: asked.unreadable }) : undefined}
      isLatestAddress
    />
  )
}
