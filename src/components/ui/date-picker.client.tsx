'use client'

import 'react-datepicker/dist/react-datepicker.css'

import {
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import type ReactDatePicker from 'react-datepicker'
import type { ReactDatePickerCustomHeaderProps } from 'react-datepicker'
import { useLocale, useTranslations } from 'use-intl'

import {
  addDays,
  CALENDAR,
  type DateRules,
  DEFAULT_DATE_FORMAT,
  type IsoDay,
  type Refusal,
  dayFromLocalDate,
  dayParts,
  decadeGrid,
  formatDay,
  formatDayInWords,
  hasSelectableDay,
  isSelectableDate,
  localDateFromDay,
  nearestSelectableDay,
  readDay,
  readTypedDate,
  toIsoDay,
  type TypedDate,
  yearGrid,
} from '@/lib/days'
import type { Locale } from '@/i18n/locale'

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

type View = 'days' | 'months' | 'years' | 'decades'

/** A refusal's message in the catalogue's `forms.datePicker.refusals`. */
const refusalKeys = {
  'before-min': 'beforeMin',
  'after-max': 'afterMax',
  'disabled-date': 'disabledDate',
  'disabled-weekday': 'disabledWeekday',
} as const

const intlTag = (locale: Locale) => (locale === 'pa' ? 'pa-IN' : 'en-IN')
const monthTitle = (date: Date, locale: Locale) => new Intl.DateTimeFormat(intlTag(locale), { month: 'long', year: 'numeric' }).format(date)
const monthName = (month: number, locale: Locale, width: 'long' | 'short') =>
  new Intl.DateTimeFormat(intlTag(locale), { month: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month, 1)))

type PickerLocale = NonNullable<ComponentProps<typeof ReactDatePicker>['locale']>

/**
 * react-datepicker (and date-fns under it) is most of the picker's weight and only the open calendar
 * needs it, so it loads when the field is first focused or pointed at (issue 17's budget), and at the
 * latest when the calendar opens. A load that failed (the network was lost) is tried again next time.
 */
let calendarLoading: Promise<typeof ReactDatePicker> | undefined
function loadCalendar(): Promise<typeof ReactDatePicker> {
  calendarLoading ??= import('react-datepicker').then(
    (module) => module.default,
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

/**
 * react-datepicker names days through date-fns; a date-fns locale built on the browser's own Punjabi
 * names (Intl) gives the day cells Punjabi accessible names without another dependency.
 */
function punjabiDateLocale(): PickerLocale {
  const name = (options: Intl.DateTimeFormatOptions, date: Date) =>
    new Intl.DateTimeFormat('pa-IN', { ...options, timeZone: 'UTC' }).format(date)
  const width = (value?: string) => (value === 'narrow' ? 'narrow' : value === 'wide' || value === undefined ? 'long' : 'short')
  return {
    code: 'pa',
    localize: {
      ordinalNumber: (value: number) => String(value),
      era: (value: number) => (value ? 'ਈ.' : 'ਈ.ਪੂ.'),
      quarter: (value: number) => String(value),
      month: (index: number, options?: { width?: string }) => name({ month: width(options?.width) }, new Date(Date.UTC(2024, index, 1))),
      day: (index: number, options?: { width?: string }) =>
        name({ weekday: width(options?.width) }, new Date(Date.UTC(2024, 0, 7 + index))),
      dayPeriod: (value: string) => value,
    },
    formatLong: { date: () => 'EEEE, d MMMM y', time: () => 'HH:mm', dateTime: () => '{{date}} {{time}}' },
    options: { weekStartsOn: 0, firstWeekContainsDate: 1 },
  } as unknown as PickerLocale
}

const monthBounds = (year: number, month: number): [IsoDay, IsoDay] => {
  const next = month === 12 ? toIsoDay(year + 1, 1, 1)! : toIsoDay(year, month + 1, 1)!
  return [toIsoDay(year, month, 1)!, addDays(next, -1)]
}
const yearBounds = (from: number, to = from): [IsoDay, IsoDay] => [
  `${String(from).padStart(4, '0')}-01-01`,
  `${String(to).padStart(4, '0')}-12-31`,
]

/** After a view changes, put focus on its current cell (the picked or pre-selected one), else on its title. */
function focusCurrentCell(panelRef: { current: HTMLElement | null }) {
  // Two frames: the calendar moves its pre-selected day in a second render after the month changes.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const panel = panelRef.current
      const target =
        panel?.querySelector<HTMLElement>('.react-datepicker__day[tabindex="0"]:not([hidden] *)') ??
        panel?.querySelector<HTMLElement>('[data-current-cell="true"]:not(:disabled)') ??
        panel?.querySelector<HTMLElement>('[data-view-title]')
      target?.focus({ preventScroll: true })
    }),
  )
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <rect x="3.5" y="5" width="17" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3.5 10h17M8 3v4m8-4v4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <path
        d={direction === 'left' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

type HeaderProps = {
  title: string
  /** The accessible name of the title button that goes up a view; without it the title is plain text. */
  upLabel?: string
  onUp?: () => void
  previousLabel: string
  nextLabel: string
  onPrevious: () => void
  onNext: () => void
  isPreviousDisabled: boolean
  isNextDisabled: boolean
}

function CalendarHeader({
  title,
  upLabel,
  onUp,
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
  isPreviousDisabled,
  isNextDisabled,
}: HeaderProps) {
  return (
    <div className={styles.header}>
      <button type="button" className={styles.step} onClick={onPrevious} disabled={isPreviousDisabled} aria-label={previousLabel}>
        <Chevron direction="left" />
      </button>
      {onUp ? (
        <button
          type="button"
          className={styles.title}
          onClick={onUp}
          aria-label={`${title}: ${upLabel}`}
          data-view-title=""
          aria-live="polite"
        >
          {title}
        </button>
      ) : (
        <span className={styles.title} data-view-title="" tabIndex={-1} aria-live="polite">
          {title}
        </span>
      )}
      <button type="button" className={styles.step} onClick={onNext} disabled={isNextDisabled} aria-label={nextLabel}>
        <Chevron direction="right" />
      </button>
    </div>
  )
}

type DayViewApi = Pick<ReactDatePickerCustomHeaderProps, 'changeMonth' | 'changeYear'>

/** Hands the day view's month controls to the grid views, which drill down into a month. */
function DayViewControls({ api, onReady }: { api: DayViewApi; onReady: (api: DayViewApi) => void }) {
  useEffect(() => {
    onReady(api)
  })
  return null
}

/** The calendar's box without react-datepicker's `aria-label` on a role-less element (an axe error). */
function PlainContainer({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div className={className} translate="no">
      {children}
    </div>
  )
}

type Cell = { key: string; label: string; name: string; isEnabled: boolean; isCurrent: boolean; isOutside?: boolean; onChoose: () => void }

/** The 12-cell grids of months, years and decades (spec 9); arrow keys move between cells. */
function CellGrid({ label, cells }: { label: string; cells: Cell[] }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3 }
    const step = steps[event.key]
    if (!step) return
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')]
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement)
    const target = buttons[index + step]
    if (index < 0 || !target || target.disabled) return
    event.preventDefault()
    target.focus()
  }
  return (
    <div className={styles.cells} role="group" aria-label={label} onKeyDown={onKeyDown}>
      {cells.map((cell) => (
        <button
          key={cell.key}
          type="button"
          className={[styles.cell, cell.isOutside ? styles.outside : ''].filter(Boolean).join(' ')}
          disabled={!cell.isEnabled}
          aria-label={cell.name}
          aria-current={cell.isCurrent ? 'true' : undefined}
          data-current-cell={cell.isCurrent ? 'true' : undefined}
          onClick={cell.onChoose}
        >
          {cell.label}
        </button>
      ))}
    </div>
  )
}

/**
 * The site's date picker (spec 4, 5 and 9) on react-datepicker: a labelled text field that accepts
 * typed dates in month/day/year and says why it refuses one, and a calendar with day, month, year and
 * decade views (42 day cells, 12-cell grids, decades stepping 10 years). Which dates may be chosen
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
  const panelRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const dayViewControls = useRef<DayViewApi | null>(null)

  const [text, setText] = useState(value ? formatDay(value) : '')
  const [shownValue, setShownValue] = useState(value)
  const [message, setMessage] = useState<string | null>(null)
  /** How a date typed day first was read, said while the field shows that day. */
  const [reading, setReading] = useState<{ day: IsoDay; words: string } | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  const [Calendar, setCalendar] = useState<typeof ReactDatePicker | null>(null)
  const [view, setView] = useState<View>('days')
  /** The day the calendar opened on, and the day whose month, year or decade a grid view shows. */
  const [startDay, setStartDay] = useState<IsoDay>(value ?? rules.maxDate ?? dayFromLocalDate(new Date()))
  const [cursor, setCursor] = useState<IsoDay>(startDay)

  // A new value from the parent (a range swapped, a page changed) replaces what the field shows.
  if (value !== shownValue) {
    setShownValue(value)
    setText(value ? formatDay(value) : '')
    setMessage(null)
  }

  const checked = useMemo<DateRules>(() => ({ ...rules, disabledDates: new Set(rules.disabledDates) }), [rules])
  const dateLocale = useMemo(() => (locale === 'pa' ? punjabiDateLocale() : undefined), [locale])
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
    setCursor(start)
    setView('days')
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

  const pick = (date: Date | null) => {
    if (!date) return
    const day = dayFromLocalDate(date)
    if (!isSelectableDate(day, checked)) return
    setText(formatDay(day))
    setMessage(null)
    setReading(null)
    setIsOpen(false)
    inputRef.current?.focus()
    onChange(day, 'calendar')
  }

  const goTo = (next: View, day: IsoDay) => {
    setCursor(day)
    setView(next)
    focusCurrentCell(panelRef)
  }

  // The calendar, once rendered, takes focus on its current cell.
  useEffect(() => {
    if (isOpen) focusCurrentCell(panelRef)
  }, [isOpen])

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

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    event.stopPropagation()
    close(true)
  }

  // Keyboard users who tab out of the field and its calendar leave the calendar closed behind them.
  const onWrapperBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null
    if (isOpen && next && !wrapperRef.current?.contains(next)) setIsOpen(false)
  }

  const { year: cursorYear } = dayParts(cursor)
  const [minYear, maxYear] = [
    rules.minDate ? dayParts(rules.minDate).year : -Infinity,
    rules.maxDate ? dayParts(rules.maxDate).year : Infinity,
  ]
  const valueParts = value ? dayParts(value) : null

  const renderGridView = (): ReactNode => {
    if (view === 'months') {
      const cells = Array.from({ length: CALENDAR.monthCells }, (_, index): Cell => {
        const month = index + 1
        return {
          key: String(month),
          label: monthName(index, locale, 'short'),
          name: `${monthName(index, locale, 'long')} ${cursorYear}`,
          isEnabled: hasSelectableDay(...monthBounds(cursorYear, month), checked),
          isCurrent: valueParts?.year === cursorYear && valueParts.month === month,
          onChoose: () => {
            dayViewControls.current?.changeYear(cursorYear)
            dayViewControls.current?.changeMonth(index)
            goTo('days', toIsoDay(cursorYear, month, 1)!)
          },
        }
      })
      return (
        <>
          <CalendarHeader
            title={String(cursorYear)}
            upLabel={t('up.months')}
            onUp={() => goTo('years', cursor)}
            previousLabel={t('previous.months')}
            nextLabel={t('next.months')}
            onPrevious={() => setCursor(toIsoDay(cursorYear - 1, 1, 1)!)}
            onNext={() => setCursor(toIsoDay(cursorYear + 1, 1, 1)!)}
            isPreviousDisabled={cursorYear - 1 < minYear}
            isNextDisabled={cursorYear + 1 > maxYear}
          />
          <CellGrid label={String(cursorYear)} cells={cells} />
        </>
      )
    }
    if (view === 'years') {
      const years = yearGrid(cursorYear)
      const decade = `${years[1]}–${years[10]}`
      const cells = years.map((year, index): Cell => ({
        key: String(year),
        label: String(year),
        name: String(year),
        isOutside: index === 0 || index === years.length - 1,
        isEnabled: hasSelectableDay(...yearBounds(year), checked),
        isCurrent: valueParts?.year === year,
        onChoose: () => goTo('months', toIsoDay(year, 1, 1)!),
      }))
      return (
        <>
          <CalendarHeader
            title={decade}
            upLabel={t('up.years')}
            onUp={() => goTo('decades', cursor)}
            previousLabel={t('previous.years')}
            nextLabel={t('next.years')}
            onPrevious={() => setCursor(toIsoDay(cursorYear - CALENDAR.decadeStep, 1, 1)!)}
            onNext={() => setCursor(toIsoDay(cursorYear + CALENDAR.decadeStep, 1, 1)!)}
            isPreviousDisabled={years[1]! - 1 < minYear}
            isNextDisabled={years[10]! + 1 > maxYear}
          />
          <CellGrid label={decade} cells={cells} />
        </>
      )
    }
    const decades = decadeGrid(cursorYear)
    const century = `${decades[1]}–${decades[10]! + CALENDAR.decadeStep - 1}`
    const cells = decades.map((start, index): Cell => ({
      key: String(start),
      label: t('decade', { start }),
      name: `${start}–${start + CALENDAR.decadeStep - 1}`,
      isOutside: index === 0 || index === decades.length - 1,
      isEnabled: hasSelectableDay(...yearBounds(start, start + CALENDAR.decadeStep - 1), checked),
      isCurrent: valueParts !== null && valueParts.year >= start && valueParts.year < start + CALENDAR.decadeStep,
      onChoose: () => goTo('years', toIsoDay(start, 1, 1)!),
    }))
    const centuryStep = CALENDAR.decadeStep * CALENDAR.decadeStep
    return (
      <>
        <CalendarHeader
          title={century}
          previousLabel={t('previous.decades')}
          nextLabel={t('next.decades')}
          onPrevious={() => setCursor(toIsoDay(cursorYear - centuryStep, 1, 1)!)}
          onNext={() => setCursor(toIsoDay(cursorYear + centuryStep, 1, 1)!)}
          isPreviousDisabled={decades[1]! - 1 < minYear}
          isNextDisabled={decades[10]! + CALENDAR.decadeStep > maxYear}
        />
        <CellGrid label={century} cells={cells} />
      </>
    )
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
        <div
          id={panelId}
          ref={panelRef}
          className={styles.panel}
          role="dialog"
          aria-label={t('calendar', { label })}
          onKeyDown={onPanelKeyDown}
        >
          <div hidden={view !== 'days'}>
            <Calendar
              inline
              fixedHeight
              calendarStartDay={0}
              locale={dateLocale}
              selected={value ? localDateFromDay(value) : null}
              openToDate={localDateFromDay(startDay)}
              minDate={rules.minDate ? localDateFromDay(rules.minDate) : undefined}
              maxDate={rules.maxDate ? localDateFromDay(rules.maxDate) : undefined}
              filterDate={(date) => isSelectableDate(dayFromLocalDate(date), checked)}
              onSelect={pick}
              chooseDayAriaLabelPrefix={t('choose')}
              disabledDayAriaLabelPrefix={t('notAvailable')}
              calendarContainer={PlainContainer}
              renderCustomDayName={({ day }) => (
                <>
                  <span className="visually-hidden">{new Intl.DateTimeFormat(intlTag(locale), { weekday: 'long' }).format(day)}</span>
                  <span aria-hidden="true">{new Intl.DateTimeFormat(intlTag(locale), { weekday: 'short' }).format(day)}</span>
                </>
              )}
              renderCustomHeader={({
                monthDate,
                decreaseMonth,
                increaseMonth,
                prevMonthButtonDisabled,
                nextMonthButtonDisabled,
                changeMonth,
                changeYear,
              }) => (
                <>
                  <DayViewControls
                    api={{ changeMonth, changeYear }}
                    onReady={(api) => {
                      dayViewControls.current = api
                    }}
                  />
                  <CalendarHeader
                    title={monthTitle(monthDate, locale)}
                    upLabel={t('up.days')}
                    onUp={() => goTo('months', dayFromLocalDate(monthDate))}
                    previousLabel={t('previous.days')}
                    nextLabel={t('next.days')}
                    onPrevious={decreaseMonth}
                    onNext={increaseMonth}
                    isPreviousDisabled={prevMonthButtonDisabled}
                    isNextDisabled={nextMonthButtonDisabled}
                  />
                </>
              )}
            />
          </div>
          {view === 'days' ? null : <div className={styles.gridView}>{renderGridView()}</div>}
        </div>
      ) : null}
    </div>
  )
}
