'use client'

import { useRouter } from 'next/navigation'
import { useMemo } from 'react'

import { DatePicker } from '@/components/ui/date-picker.client'
import { type IsoDay, daysMissingBetween, formatDayInWords, readTypedDate } from '@/lib/days'
import { type Locale, LOCALE_PARAM, withLocale } from '@/i18n/locale'

export type DayJumpCopy = {
  label: string
  hint?: string
  button: string
  /** The day has nothing (no articles, no quiz). */
  missing: (day: string) => string
  notYet: (day: string, latest: string) => string
  tooEarly: (day: string, first: string) => string
}

type DayJumpFormProps = {
  id: string
  /** Where the form goes without JavaScript (it reads `date`). */
  action: string
  /** The days that have a page, oldest first. */
  days: IsoDay[]
  today: IsoDay
  value: IsoDay | null
  locale: Locale
  hrefFor: (day: IsoDay) => string | null
  copy: DayJumpCopy
  classNames: { form?: string; button?: string }
}

/**
 * Jump to another day: the site's date picker limited to the first day with a page and today, with
 * the days without one disabled. A day picked in the calendar opens at once; a typed one opens with
 * Enter or the button. Without JavaScript the form still works through `action`.
 */
export function DayJumpForm({ id, action, days, today, value, locale, hrefFor, copy, classNames }: DayJumpFormProps) {
  const router = useRouter()
  const rules = useMemo(() => {
    const first = days[0] ?? today
    return { minDate: first, maxDate: today, disabledDates: daysMissingBetween(first, today, days) }
  }, [days, today])
  const latest = days.at(-1) ?? today
  const go = (target: IsoDay) => {
    const href = hrefFor(target)
    if (href) router.push(withLocale(href, locale))
  }

  return (
    <form
      action={action}
      method="get"
      className={classNames.form}
      onSubmit={(event) => {
        event.preventDefault()
        const result = readTypedDate(String(new FormData(event.currentTarget).get('date') ?? ''), rules)
        if (result.ok) go(result.day)
      }}
    >
      {locale === 'pa' ? <input type="hidden" name={LOCALE_PARAM} value="pa" /> : null}
      <DatePicker
        id={id}
        name="date"
        label={copy.label}
        hint={copy.hint}
        value={value}
        rules={rules}
        onChange={(target, how) => {
          if (target && how === 'calendar') go(target)
        }}
        messages={{
          'disabled-date': (date) => copy.missing(date),
          'after-max': (date) => copy.notYet(date, formatDayInWords(latest, locale)),
          'before-min': (date, first) => copy.tooEarly(date, first),
        }}
      />
      <button type="submit" className={classNames.button}>
        {copy.button}
      </button>
    </form>
  )
}
