import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { formatDayInWords, indianDay, isIsoDay, nearestDay } from '@/features/date-picker/rules'
import { getCurrentAffairsDay, getPublishedDays } from '@/lib/content/current-affairs.server'
import { contentLocale, withLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'

import { currentAffairsCopy } from '../../_shared/copy'
import { dailyDayHref } from '@/lib/links'
import { DailyDigest } from '../daily-digest'

type Props = {
  params: Promise<{ date: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { date } = await params
  const locale = contentLocale(await searchParams)
  const t = currentAffairsCopy[locale]
  if (!isIsoDay(date)) return { title: 'Page not found', robots: { index: false } }
  const lead = (await getCurrentAffairsDay(date, locale))[0]
  return pageMetadata({
    title: `${t.daily}: ${formatDayInWords(date, locale)}`,
    description: lead ? `${lead.title}. ${lead.summary}` : t.dailyIntro,
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
export default async function DailyCurrentAffairsDayPage({ params, searchParams }: Props) {
  const { date } = await params
  const query = await searchParams
  const locale = contentLocale(query)
  const t = currentAffairsCopy[locale]
  if (!isIsoDay(date)) notFound()

  const today = indianDay(new Date())
  const days = await getPublishedDays(today)
  if (!days.includes(date)) {
    const nearest = nearestDay(days, date)
    if (!nearest) notFound()
    redirect(withLocale(`${dailyDayHref(nearest)}?requested=${date}`, locale))
  }

  const requested = typeof query.requested === 'string' && isIsoDay(query.requested) && query.requested !== date ? query.requested : null
  const notice = requested
    ? requested > today
      ? t.movedFromFuture(formatDayInWords(requested, locale))
      : t.movedFromEmpty(formatDayInWords(requested, locale))
    : undefined
  return <DailyDigest day={date} days={days} today={today} locale={locale} notice={notice} />
}
