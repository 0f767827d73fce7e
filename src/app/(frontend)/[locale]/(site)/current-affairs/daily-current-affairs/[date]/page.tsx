import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { Suspense } from 'react'

import { formatDayInWords, indianDay, isIsoDay, nearestDay } from '@/lib/days'
import { MessagesProvider } from '@/i18n/messages-provider'
import { getTranslator } from '@/i18n/translator'
import { getCurrentAffairsDay, getPublishedDays } from '@/features/content/current-affairs.server'
import { pageLocale, withLocale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'

import { dailyDayHref } from '@/lib/links'
import styles from '../../_shared/section.module.css'
import { DailyDigest } from '../daily-digest'
import { MovedDayNotice } from '../moved-day-notice.client'

/** Rendered on first request, then cached (ADR 010). */
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string; date: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { date } = await params
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'currentAffairs')
  if (!isIsoDay(date)) return { title: t('pageNotFound'), robots: { index: false } }
  const lead = (await getCurrentAffairsDay(date, locale))[0]
  return pageMetadata({
    title: t('dailyOf', { day: formatDayInWords(date, locale) }),
    description: lead ? `${lead.title}. ${lead.summary}` : t('dailyIntro'),
    path: dailyDayHref(date),
    locale,
    type: 'article',
  })
}

/**
 * One Indian calendar day's current affairs, at a shareable address. Not a date (or not a real one):
 * 404. A real day with nothing published (in the future, before the archive, or a gap): a redirect to
 * the nearest published day, which says why (`?requested=`).
 */
export default async function DailyCurrentAffairsDayPage({ params }: Props) {
  const { date } = await params
  const locale = await pageLocale(params)
  if (!isIsoDay(date)) notFound()

  const today = indianDay(new Date())
  const days = await getPublishedDays(today)
  if (!days.includes(date)) {
    const nearest = nearestDay(days, date)
    if (!nearest) notFound()
    redirect(withLocale(`${dailyDayHref(nearest)}?requested=${date}`, locale))
  }

  const movedNotice = (
    <Suspense fallback={null}>
      <MessagesProvider locale={locale} namespaces={['currentAffairs']}>
        <MovedDayNotice day={date} locale={locale} className={styles.notice} />
      </MessagesProvider>
    </Suspense>
  )
  return <DailyDigest day={date} days={days} today={today} locale={locale} movedNotice={movedNotice} />
}
