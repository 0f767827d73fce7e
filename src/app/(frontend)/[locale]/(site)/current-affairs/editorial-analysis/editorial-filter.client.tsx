'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useMemo, useState } from 'react'
import { useTranslations } from 'use-intl'

import { type DateRange, DateRangePicker } from '@/components/ui/date-range-picker.client'
import { type DateRules, type IsoDay, orderRange, readTypedDate } from '@/lib/days'
import { type Locale, LOCALE_PARAM, withLocale } from '@/i18n/locale'

import styles from '../_shared/section.module.css'

/** An end of the range as typed: empty is an open end; otherwise it must be a day the rules accept. */
function readEnd(text: FormDataEntryValue | null, rules: DateRules): { ok: true; day: IsoDay | null } | { ok: false } {
  const typed = typeof text === 'string' ? text : ''
  if (!typed.trim()) return { ok: true, day: null }
  const result = readTypedDate(typed, rules)
  return result.ok ? result : { ok: false }
}

/**
 * The from–to filter of the editorial list on the site's range picker: dates between the first
 * analysis and today, swapped when the start is after the end. Without JavaScript the form sends the
 * typed dates and the page corrects the address. With it, the form opens the same address the browser
 * would: its `action` (the list, given by the server) with the range.
 */
export function EditorialFilter({
  from,
  to,
  firstDay,
  today,
  locale,
  action,
}: {
  from: IsoDay | null
  to: IsoDay | null
  firstDay: IsoDay
  today: IsoDay
  locale: Locale
  /** The editorial list (`EDITORIALS_PATH`). */
  action: string
}) {
  const router = useRouter()
  const t = useTranslations('currentAffairs')
  const [range, setRange] = useState<DateRange>({ start: from, end: to })
  const [applied, setApplied] = useState({ from, to })
  // After the address changes (a new filter applied, or cleared), the fields show it.
  if (applied.from !== from || applied.to !== to) {
    setApplied({ from, to })
    setRange({ start: from, end: to })
  }
  const rules = useMemo(() => ({ minDate: firstDay, maxDate: today }), [firstDay, today])

  return (
    <form
      action={action}
      method="get"
      className={styles.filter}
      onSubmit={(event) => {
        event.preventDefault()
        // The typed text, not the state: Enter submits before the fields' last change is rendered.
        const data = new FormData(event.currentTarget)
        const start = readEnd(data.get('from'), rules)
        const end = readEnd(data.get('to'), rules)
        if (!start.ok || !end.ok) return
        const [first, last] = start.day && end.day ? orderRange(start.day, end.day) : [start.day, end.day]
        const range = new URLSearchParams()
        if (first) range.set('from', first)
        if (last) range.set('to', last)
        const search = range.toString()
        router.push(withLocale(search ? `${action}?${search}` : action, locale))
      }}
    >
      {locale === 'pa' ? <input type="hidden" name={LOCALE_PARAM} value="pa" /> : null}
      <DateRangePicker
        id="editorial-range"
        legend={t('filterLegend')}
        startLabel={t('from')}
        endLabel={t('to')}
        names={{ start: 'from', end: 'to' }}
        value={range}
        onChange={setRange}
        rules={rules}
      />
      <div className={styles.filterActions}>
        <button type="submit" className={styles.button}>
          {t('showAnalyses')}
        </button>
        {from || to ? <Link href={withLocale(action, locale)}>{t('clearDates')}</Link> : null}
      </div>
    </form>
  )
}
