'use client'

import 'react-datepicker/dist/react-datepicker.css'

import { type FocusEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useLocale, useTranslations } from 'use-intl'

import {
  type DateRules,
  DEFAULT_DATE_FORMAT,
  type IsoDay,
  type Refusal,
  dayFromLocalDate,
  formatDay,
  formatDayInWords,
  isSelectableDate,
  nearestSelectableDay,
  readDay,
  readTypedDate,
  type TypedDate,
} from '@/lib/days'

import type { DatePickerCalendar } from './date-picker-calendar.client'
import styles from './date-picker.module.css'

/** How a day was chosen: picked in the calendar, or typed and confirmed (Enter, or leaving the field). */
export type DateChoice = 'calendar' | 'typed'

/** A refusal's wording: the day in words, and the limit (first or last day) where one applies. */
export type RefusalMessages = Partial<Record<Refusal, (day: string, limit: string) => string>>

export type DatePickerProps = {
  id: string
  label: string
  /** What the date is for; the format hint follows it. */
  hint?: string
  /** The form field name: the typed text (month/day/year) is what a form without JavaScript sends. */
  name?: string
  value: IsoDay | null
  /** Called with a selectable day, or with null when a clearable field is emptied. */
  onChange: (day: IsoDay | null, how: DateChoice) => void
  rules: DateRules
  /** An emptied field means "no date" instead of a mistake (a range filter's open end). */
  clearable?: boolean
  /** Wording for refusals that need the page's context, e.g. "nothing was published on …". */
  messages?: RefusalMessages
}

/** A refusal's message in the catalogue's `forms.datePicker.refusals`. */
const refusalKeys = {
  'before-min': 'beforeMin',
  'after-max': 'afterMax',
  'disabled-date': 'disabledDate',
  'disabled-weekday': 'disabledWeekday',
} as const

/**
 * The calendar (`./date-picker-calendar.client.tsx`, with react-datepicker and date-fns under it) is
 * most of the picker's weight and only an open calendar needs it, so it loads when the field is first
 * focused or pointed at (issue 17's budget), at the latest when the calendar opens. A load that failed
 * (the network was lost) is tried again next time.
 */
let calendarLoading: Promise<typeof DatePickerCalendar> | undefined
function loadCalendar(): Promise<typeof DatePickerCalendar> {
  calendarLoading ??= import('./date-picker-calendar.client').then(
    (module) => module.DatePickerCalendar,
    (error: unknown) => {
      calendarLoading = undefined
      throw error
    },
  )
  return calendarLoading
}
const preloadCalendar = () => {
  loadCalendar().catch(() => undefined)
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <rect x="3.5" y="5" width="17" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3.5 10h17M8 3v4m8-4v4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

/**
 * The site's date picker (spec 4, 5 and 9): a labelled text field that accepts typed dates in
 * month/day/year and says why it refuses one, and a calendar on react-datepicker with day, month, year
 * and decade views (`./date-picker-calendar.client.tsx`). Which dates may be chosen
 * is decided by `rules` (src/lib/days.ts), the same functions the server uses.
 */
export function DatePicker({ id, label, hint, name, value, onChange, rules, clearable = false, messages }: DatePickerProps) {
  const t = useTranslations('forms.datePicker')
  const locale = useLocale()
  const uid = useId()
  const hintId = `${uid}-hint`
  const messageId = `${uid}-message`
  const readingId = `${uid}-reading`
  const panelId = `${uid}-calendar`
  const wrapperRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)

  const [text, setText] = useState(value ? formatDay(value) : '')
  const [shownValue, setShownValue] = useState(value)
  const [message, setMessage] = useState<string | null>(null)
  /** How a date typed day first was read, said while the field shows that day. */
  const [reading, setReading] = useState<{ day: IsoDay; words: string } | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  const [Calendar, setCalendar] = useState<typeof DatePickerCalendar | null>(null)
  /** The day the calendar opens on. */
  const [startDay, setStartDay] = useState<IsoDay>(value ?? rules.maxDate ?? dayFromLocalDate(new Date()))

  // A new value from the parent (a range swapped, a page changed) replaces what the field shows.
  if (value !== shownValue) {
    setShownValue(value)
    setText(value ? formatDay(value) : '')
    setMessage(null)
  }

  const checked = useMemo<DateRules>(() => ({ ...rules, disabledDates: new Set(rules.disabledDates) }), [rules])
  const example = formatDay(rules.maxDate ?? value ?? dayFromLocalDate(new Date()))
  const inWords = (day: IsoDay) => formatDayInWords(day, locale)

  const refuse = (reason: Exclude<TypedDate, { ok: true }>['reason'], typed: string) => {
    const day = readDay(typed)?.day
    setReading(null)
    if (reason === 'empty') setMessage(t('empty', { example }))
    else if (reason === 'unreadable' || !day) setMessage(t('unreadable', { typed: typed.trim(), example }))
    else {
      const limit = reason === 'before-min' ? rules.minDate : reason === 'after-max' ? rules.maxDate : null
      const words = { day: inWords(day), limit: limit ? inWords(limit) : '' }
      setMessage(messages?.[reason]?.(words.day, words.limit) ?? t(`refusals.${refusalKeys[reason]}`, words))
    }
  }

  /** Reads the typed text: commits a selectable day, or explains the refusal. True when the text was accepted. */
  const commitText = (): boolean => {
    if (value && text === formatDay(value)) return true
    if (!text.trim() && clearable) {
      setMessage(null)
      if (value !== null) onChange(null, 'typed')
      return true
    }
    const result = readTypedDate(text, checked)
    if (!result.ok) {
      refuse(result.reason, text)
      return false
    }
    setMessage(null)
    setReading(result.dayFirst ? { day: result.day, words: t('readDayFirst', { day: inWords(result.day), typed: text.trim() }) } : null)
    setText(formatDay(result.day))
    if (result.day !== value) onChange(result.day, 'typed')
    return true
  }

  const open = () => {
    const around = value ?? rules.maxDate ?? dayFromLocalDate(new Date())
    const start = (isSelectableDate(around, checked) ? around : nearestSelectableDay(around, checked)) ?? around
    setStartDay(start)
    loadCalendar().then(
      (loaded) => {
        setCalendar(() => loaded)
        setMessage(null)
        setIsOpen(true)
      },
      () => setMessage(t('calendarUnavailable')),
    )
  }
  const close = (returnFocus: boolean) => {
    setIsOpen(false)
    if (returnFocus) toggleRef.current?.focus()
  }

  const pick = (day: IsoDay) => {
    setText(formatDay(day))
    setMessage(null)
    setReading(null)
    setIsOpen(false)
    inputRef.current?.focus()
    onChange(day, 'calendar')
  }

  // A click outside the field and its calendar closes the calendar.
  useEffect(() => {
    if (!isOpen) return
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setIsOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [isOpen])

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // A refused date does not submit the form it is in; an accepted one does.
      if (!commitText()) event.preventDefault()
    } else if (event.key === 'ArrowDown' && !isOpen) {
      event.preventDefault()
      open()
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault()
      setIsOpen(false)
    }
  }

  // Keyboard users who tab out of the field and its calendar leave the calendar closed behind them.
  const onWrapperBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null
    if (isOpen && next && !wrapperRef.current?.contains(next)) setIsOpen(false)
  }

  return (
    <div className={styles.field} ref={wrapperRef} onBlur={onWrapperBlur} onFocus={preloadCalendar} onPointerOver={preloadCalendar}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <p id={hintId} className={styles.hint}>
        {hint ? `${hint} ` : ''}
        {t('format', { pattern: DEFAULT_DATE_FORMAT.toUpperCase(), example })}
      </p>
      <div className={styles.control}>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('placeholder')}
          className={styles.input}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setMessage(null)
            setReading(null)
          }}
          onKeyDown={onInputKeyDown}
          onBlur={() => {
            if (text.trim() || clearable) commitText()
            else if (value) setText(formatDay(value))
          }}
          aria-describedby={`${hintId} ${messageId} ${readingId}`}
          aria-invalid={message ? true : undefined}
        />
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          onClick={() => (isOpen ? close(false) : open())}
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          aria-label={isOpen ? t('close') : t('open')}
          title={isOpen ? t('close') : t('open')}
        >
          <CalendarIcon />
        </button>
      </div>
      <p id={messageId} className={styles.message} role="alert">
        {message}
      </p>
      <p id={readingId} className={styles.reading} role="status">
        {reading?.day === value ? reading.words : null}
      </p>
      {isOpen && Calendar ? (
        <Calendar
          id={panelId}
          label={label}
          locale={locale}
          value={value}
          startDay={startDay}
          rules={checked}
          onPick={pick}
          onEscape={() => close(true)}
        />
      ) : null}
    </div>
  )
}
