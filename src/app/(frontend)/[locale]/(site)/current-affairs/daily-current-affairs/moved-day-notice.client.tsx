'use client'

import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'use-intl'

import { formatDayInWords, indianDay, isIsoDay } from '@/lib/days'
import type { Locale } from '@/i18n/locale'

/**
 * Why the reader sees this day instead of the one asked for (`?requested=`, from the redirect). Read
 * in the browser, so the day's page itself stays one cached page whatever address led to it.
 */
export function MovedDayNotice({ day, locale, className }: { day: string; locale: Locale; className?: string }) {
  const requested = useSearchParams().get('requested')
  const t = useTranslations('currentAffairs')
  if (!requested || !isIsoDay(requested) || requested === day) return null
  const words = formatDayInWords(requested, locale)
  return (
    <p className={className} role="status">
      {requested > indianDay(new Date()) ? t('movedFromFuture', { day: words }) : t('movedFromEmpty', { day: words })}
    </p>
  )
}
