'use client'

import { useState } from 'react'
import { useLocale, useTranslations } from 'use-intl'

import { type DateRules, type IsoDay, formatDayInWords, orderRange } from '@/lib/days'

import { type DateChoice, DatePicker, type RefusalMessages } from './date-picker.client'
import styles from './date-range-picker.module.css'

export type DateRange = { start: IsoDay | null; end: IsoDay | null }

export type DateRangePickerProps = {
  id: string
  legend: string
  startLabel: string
  endLabel: string
  /** Form field names of the two ends (the typed month/day/year text is what a form without JavaScript sends). */
  names?: { start: string; end: string }
  value: DateRange
  onChange: (range: DateRange, how: DateChoice) => void
  rules: DateRules
  messages?: RefusalMessages
}

/**
 * Two of the site's date pickers, a start and an end, under one legend. Either end may be left open;
 * when the start is after the end the two are swapped (spec 5) and the swap is announced. Its words
 * come from the catalogue's `forms` namespace: the island it is in must provide it.
 */
export function DateRangePicker({ id, legend, startLabel, endLabel, names, value, onChange, rules, messages }: DateRangePickerProps) {
  const t = useTranslations('forms.datePicker')
  const locale = useLocale()
  const [notice, setNotice] = useState<string | null>(null)

  const change = (end: 'start' | 'end') => (day: IsoDay | null, how: DateChoice) => {
    const next = { ...value, [end]: day }
    if (next.start && next.end && next.start > next.end) {
      const [start, finish] = orderRange(next.start, next.end)
      setNotice(t('swapped', { start: formatDayInWords(start, locale), end: formatDayInWords(finish, locale) }))
      onChange({ start, end: finish }, how)
      return
    }
    setNotice(null)
    onChange(next, how)
  }

  return (
    <fieldset className={styles.range}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.ends}>
        <DatePicker
          id={`${id}-start`}
          name={names?.start}
          label={startLabel}
          value={value.start}
          onChange={change('start')}
          rules={rules}
          clearable
          messages={messages}
        />
        <DatePicker
          id={`${id}-end`}
          name={names?.end}
          label={endLabel}
          value={value.end}
          onChange={change('end')}
          rules={rules}
          clearable
          messages={messages}
        />
      </div>
      <p className={styles.notice} role="status">
        {notice}
      </p>
    </fieldset>
  )
}
