'use client'

import { useRouter } from 'next/navigation'
import { useMemo } from 'react'

import { DatePicker } from '@/components/ui/date-picker.client'
import { type IsoDay, daysMissingBetween, formatDayInWords, readTypedDate } from '@/features/date-picker/rules'
import { type Locale, LOCALE_PARAM, withLocale } from '@/lib/locale'

import { currentAffairsCopy } from '../_shared/copy'
import { DAILY_PATH, dailyDayHref } from '@/lib/links'
import styles from '../_shared/section.module.css'

/**
 * Jump to another day: the site's date picker limited to the first published day and today, with the
 * days that have nothing published disabled. A day picked in the calendar opens at once; a typed one
 * opens with Enter or the button. Without JavaScript the form still works: the list page reads `date`.
 */
export function DayJump({ day, days, today, locale }: { day: IsoDay; days: IsoDay[]; today: IsoDay; locale: Locale }) {
  const router = useRouter()
  const t = currentAffairsCopy[locale]
  const rules = useMemo(() => {
    const first = days[0] ?? today
    return { minDate: first, maxDate: today, disabledDates: daysMissingBetween(first, today, days) }
  }, [days, today])
  const latest = days.at(-1) ?? today
  const go = (target: IsoDay) => router.push(withLocale(dailyDayHref(target), locale))

  return (
    <form
      action={DAILY_PATH}
      method="get"
      className={styles.jump}
      onSubmit={(event) => {
        event.preventDefault()
        const result = readTypedDate(String(new FormData(event.currentTarget).get('date') ?? ''), rules)
        if (result.ok) go(result.day)
      }}
    >
      {locale === 'pa' ? <input type="hidden" name={LOCALE_PARAM} value="pa" /> : null}
      <DatePicker
        id="day-jump"
        name="date"
        label={t.jumpLabel}
        hint={t.jumpHint}
        value={day}
        rules={rules}
        locale={locale}
        onChange={(target, how) => {
          if (target && how === 'calendar') go(target)
        }}
        messages={{
          'disabled-date': (date) => t.nothingPublished(date),
          'after-max': (date) => t.notYet(date, formatDayInWords(latest, locale)),
          'before-min': (date, first) => t.tooEarly(date, first),
        }}
      />
      <button type="submit" className={styles.button}>
        {t.jumpButton}
      </button>
    </form>
  )
}
