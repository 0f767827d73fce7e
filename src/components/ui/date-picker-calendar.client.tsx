'use client'

import { type ComponentProps, type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import ReactDatePicker, { type ReactDatePickerCustomHeaderProps } from 'react-datepicker'
import { useTranslations } from 'use-intl'

import {
  addDays,
  CALENDAR,
  type DateRules,
  type IsoDay,
  dayFromLocalDate,
  dayParts,
  decadeGrid,
  hasSelectableDay,
  isSelectableDate,
  localDateFromDay,
  toIsoDay,
  yearGrid,
} from '@/lib/days'
import type { Locale } from '@/i18n/locale'

import styles from './date-picker.module.css'

type View = 'days' | 'months' | 'years' | 'decades'

const intlTag = (locale: Locale) => (locale === 'pa' ? 'pa-IN' : 'en-IN')
const monthTitle = (date: Date, locale: Locale) => new Intl.DateTimeFormat(intlTag(locale), { month: 'long', year: 'numeric' }).format(date)
const monthName = (month: number, locale: Locale, width: 'long' | 'short') =>
  new Intl.DateTimeFormat(intlTag(locale), { month: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month, 1)))

type PickerLocale = NonNullable<ComponentProps<typeof ReactDatePicker>['locale']>

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

export type DatePickerCalendarProps = {
  id: string
  /** The field's label, in the calendar's name. */
  label: string
  locale: Locale
  value: IsoDay | null
  /** The day it opens on. */
  startDay: IsoDay
  /** The field's rules, disabled dates as a set. */
  rules: DateRules
  /** Called with a selectable day the visitor picked. */
  onPick: (day: IsoDay) => void
  /** Escape: the field closes the calendar and takes focus back. */
  onEscape: () => void
}

/**
 * The date field's calendar (`./date-picker.client.tsx`), loaded with react-datepicker when the field
 * first needs it: day, month, year and decade views (42 day cells, 12-cell grids, decades stepping 10
 * years), focus on the current cell, arrow keys within a view.
 */
export function DatePickerCalendar({ id, label, locale, value, startDay, rules, onPick, onEscape }: DatePickerCalendarProps) {
  const t = useTranslations('forms.datePicker')
  const panelRef = useRef<HTMLDivElement>(null)
  const dayViewControls = useRef<DayViewApi | null>(null)
  const [view, setView] = useState<View>('days')
  /** The day whose month, year or decade a grid view shows. */
  const [cursor, setCursor] = useState<IsoDay>(startDay)
  const dateLocale = useMemo(() => (locale === 'pa' ? punjabiDateLocale() : undefined), [locale])
  const checked = rules

  // Opened: focus goes to the current day.
  useEffect(() => {
    focusCurrentCell(panelRef)
  }, [])

  const goTo = (next: View, day: IsoDay) => {
    setCursor(day)
    setView(next)
    focusCurrentCell(panelRef)
  }

  const pick = (date: Date | null) => {
    if (!date) return
    const day = dayFromLocalDate(date)
    if (isSelectableDate(day, checked)) onPick(day)
  }

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    event.stopPropagation()
    onEscape()
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
    <div id={id} ref={panelRef} className={styles.panel} role="dialog" aria-label={t('calendar', { label })} onKeyDown={onPanelKeyDown}>
      <div hidden={view !== 'days'}>
        <ReactDatePicker
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
  )
}
