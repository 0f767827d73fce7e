/**
 * Calendar days: the date picker's rules (spec sections 5 and 9) and India's calendar day, as plain
 * functions, used across the site (content by day, links, the picker).
 *
 * A day is an ISO calendar date, `2026-11-22`: no time and no time zone, so it compares as text and
 * means the same day on the server and in every browser. The picker turns it into a local `Date`
 * only to hand it to react-datepicker (`localDateFromDay`, `dayFromLocalDate`).
 */

import { formatDayInWords } from './day-in-words'
import { indianDay, type IsoDay, IST_OFFSET, pad, utcDayOf } from './indian-day'

export { formatDayInWords, indianDay, type IsoDay }

/** 0 = Sunday … 6 = Saturday, as `Date.getDay()` counts. */
export type Weekday = number

export type DateRules = {
  minDate?: IsoDay | null
  maxDate?: IsoDay | null
  disabledDates?: readonly IsoDay[] | ReadonlySet<IsoDay>
  disabledWeekdays?: readonly Weekday[]
}

/** Why a real date is refused. */
export type Refusal = 'before-min' | 'after-max' | 'disabled-date' | 'disabled-weekday'

/** What became of a typed date; `dayFirst` when it was read day/month/year (see `readDay`). */
export type TypedDate = { ok: true; day: IsoDay; dayFirst: boolean } | { ok: false; reason: 'empty' | 'unreadable' | Refusal }

/** The spec's default: month/day/year. */
export const DEFAULT_DATE_FORMAT = 'MM/dd/yyyy'

/** Spec section 9: 42 day cells (six weeks), 7 weekdays, 12-month and 12-year grids, decades step 10 years. */
export const CALENDAR = { dayCells: 42, weekdays: 7, monthCells: 12, yearCells: 12, decadeStep: 10 } as const

const DAY = 24 * 60 * 60 * 1000

/** The day of a year, month (1–12) and day of month, or null when no such date exists (30 February). */
export function toIsoDay(year: number, month: number, day: number): IsoDay | null {
  if (![year, month, day].every(Number.isInteger) || year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1) return null
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

/** Whether `value` is a real date written `YYYY-MM-DD`. */
export function isIsoDay(value: unknown): value is IsoDay {
  if (typeof value !== 'string') return false
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  return match !== null && toIsoDay(Number(match[1]), Number(match[2]), Number(match[3])) === value
}

export function dayParts(day: IsoDay): { year: number; month: number; day: number } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return { year, month, day: date }
}

const utcMidnight = (day: IsoDay) => {
  const { year, month, day: date } = dayParts(day)
  return Date.UTC(year, month - 1, date)
}

export const addDays = (day: IsoDay, count: number): IsoDay => utcDayOf(utcMidnight(day) + count * DAY)

export const weekdayOf = (day: IsoDay): Weekday => new Date(utcMidnight(day)).getUTCDay()

const hasDay = (list: DateRules['disabledDates'], day: IsoDay) => (list ? ('has' in list ? list.has(day) : list.includes(day)) : false)

/** Why `day` may not be chosen under `rules`, or null when it may. */
export function refusalFor(day: IsoDay, rules: DateRules): Refusal | null {
  if (rules.minDate && day < rules.minDate) return 'before-min'
  if (rules.maxDate && day > rules.maxDate) return 'after-max'
  if (hasDay(rules.disabledDates, day)) return 'disabled-date'
  if (rules.disabledWeekdays?.includes(weekdayOf(day))) return 'disabled-weekday'
  return null
}

/** Spec 5: a date is accepted only within the minimum and maximum, not a disabled date, not on a disabled weekday. */
export const isSelectableDate = (day: IsoDay, rules: DateRules): boolean => refusalFor(day, rules) === null

/** Spec 5: a range whose start is after its end is swapped. */
export function orderRange(start: IsoDay, end: IsoDay): [IsoDay, IsoDay] {
  return start <= end ? [start, end] : [end, start]
}

/** `11/22/2026` for the default format; `yyyy`, `MM`, `M`, `dd` and `d` are understood. */
export function formatDay(day: IsoDay, format = DEFAULT_DATE_FORMAT): string {
  const { year, month, day: date } = dayParts(day)
  return format.replace(/yyyy|MM|M|dd|d/g, (token) =>
    token === 'yyyy'
      ? pad(year, 4)
      : token === 'MM'
        ? pad(month)
        : token === 'M'
          ? String(month)
          : token === 'dd'
            ? pad(date)
            : String(date),
  )
}

/**
 * The day a person typed in `format`, or null. Leading zeros are optional (`1/5/2026`), the year has
 * four digits, and the date must exist (`2/30/2026` is refused).
 */
export function parseDay(text: string, format = DEFAULT_DATE_FORMAT): IsoDay | null {
  const order: ('y' | 'm' | 'd')[] = []
  const pattern = format.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/yyyy|MM|M|dd|d/g, (token) => {
    order.push(token === 'yyyy' ? 'y' : token.startsWith('M') ? 'm' : 'd')
    return token === 'yyyy' ? '(\\d{4})' : '(\\d{1,2})'
  })
  const match = new RegExp(`^${pattern}$`).exec(text.trim())
  if (!match) return null
  const value = (part: 'y' | 'm' | 'd') => Number(match[order.indexOf(part) + 1])
  return toIsoDay(value('y'), value('m'), value('d'))
}

/** The same format with its month and day swapped (`MM/dd/yyyy` → `dd/MM/yyyy`), or null when it has not both. */
function dayFirstFormat(format: string): string | null {
  const month = /MM|M/.exec(format)
  const day = /dd|d/.exec(format)
  if (!month || !day) return null
  return format.replace(/MM|M|dd|d/g, (token) => (token.startsWith('M') ? day[0] : month[0]))
}

/**
 * A typed date in `format` (month/day/year by default, spec 5) or, when it cannot be read so, day
 * first: most of India writes dates day/month/year, and `25/11/2026` can only mean 25 November. An
 * ambiguous date (`05/11/2026`) follows the format: 11 May. `dayFirst` says which reading was taken,
 * so the field can say so.
 */
export function readDay(text: string, format = DEFAULT_DATE_FORMAT): { day: IsoDay; dayFirst: boolean } | null {
  const day = parseDay(text, format)
  if (day) return { day, dayFirst: false }
  const swapped = dayFirstFormat(format)
  const dayFirst = swapped ? parseDay(text, swapped) : null
  return dayFirst ? { day: dayFirst, dayFirst: true } : null
}

/** Reads a typed date and checks it against the rules: the day, or why it cannot be taken. */
export function readTypedDate(text: string, rules: DateRules, format = DEFAULT_DATE_FORMAT): TypedDate {
  if (!text.trim()) return { ok: false, reason: 'empty' }
  const read = readDay(text, format)
  if (!read) return { ok: false, reason: 'unreadable' }
  const refusal = refusalFor(read.day, rules)
  return refusal ? { ok: false, reason: refusal } : { ok: true, ...read }
}

/** Noon (UTC) of a moment's day in India: how a day-only date is stored, the same day in every time zone. */
export const indianNoon = (moment: Date | string | number): string => `${indianDay(moment)}T12:00:00.000Z`

/** The moments an Indian calendar day starts and ends (`[start, end)`), for database queries. */
export function indianDayBounds(day: IsoDay): { start: string; end: string } {
  const start = utcMidnight(day) - IST_OFFSET
  return { start: new Date(start).toISOString(), end: new Date(start + DAY).toISOString() }
}

/** The local `Date` (midnight in the browser) react-datepicker shows for a day. */
export function localDateFromDay(day: IsoDay): Date {
  const { year, month, day: date } = dayParts(day)
  return new Date(year, month - 1, date)
}

/** The day react-datepicker means by a local `Date`. */
export const dayFromLocalDate = (date: Date): IsoDay => `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** The year grid around `year`: its decade with the year before and after (2019, 2020 … 2029, 2030). */
export function yearGrid(year: number): number[] {
  const start = Math.floor(year / CALENDAR.decadeStep) * CALENDAR.decadeStep - 1
  return Array.from({ length: CALENDAR.yearCells }, (_, index) => start + index)
}

/** The decade grid around `year`: the first years of its century's decades, with one before and after (1990 … 2100). */
export function decadeGrid(year: number): number[] {
  const century = CALENDAR.decadeStep * CALENDAR.decadeStep
  const start = Math.floor(year / century) * century - CALENDAR.decadeStep
  return Array.from({ length: CALENDAR.yearCells }, (_, index) => start + index * CALENDAR.decadeStep)
}

/** Whether any day from `first` to `last` (inclusive) may be chosen: a month, year or decade cell is enabled when one may. */
export function hasSelectableDay(first: IsoDay, last: IsoDay, rules: DateRules): boolean {
  const from = rules.minDate && rules.minDate > first ? rules.minDate : first
  const to = rules.maxDate && rules.maxDate < last ? rules.maxDate : last
  for (let day = from; day <= to; day = addDays(day, 1)) if (isSelectableDate(day, rules)) return true
  return false
}

/** The selectable day nearest to `day` (the earlier on a tie), searching at most `reach` days each way. */
export function nearestSelectableDay(day: IsoDay, rules: DateRules, reach = 3660): IsoDay | null {
  const start = rules.minDate && day < rules.minDate ? rules.minDate : rules.maxDate && day > rules.maxDate ? rules.maxDate : day
  for (let step = 0; step <= reach; step++) {
    for (const candidate of step === 0 ? [start] : [addDays(start, -step), addDays(start, step)]) {
      if (isSelectableDate(candidate, rules)) return candidate
    }
  }
  return null
}

/** In a list of days, the ones just before and after `day` (the list need not contain it). */
export function neighbouringDays(days: readonly IsoDay[], day: IsoDay): { previous: IsoDay | null; next: IsoDay | null } {
  const sorted = [...new Set(days)].sort()
  return { previous: sorted.filter((other) => other < day).at(-1) ?? null, next: sorted.find((other) => other > day) ?? null }
}

/** The day of the list nearest to `day` (the earlier on a tie), or null for an empty list. */
export function nearestDay(days: readonly IsoDay[], day: IsoDay): IsoDay | null {
  const distance = (other: IsoDay) => Math.abs(utcMidnight(other) - utcMidnight(day))
  return [...days].sort().reduce<IsoDay | null>((best, other) => (best === null || distance(other) < distance(best) ? other : best), null)
}

/** The days from `first` to `last` that are not in `available`: the disabled dates of a calendar of published days. */
export function daysMissingBetween(first: IsoDay, last: IsoDay, available: Iterable<IsoDay>): IsoDay[] {
  const present = new Set(available)
  const missing: IsoDay[] = []
  for (let day = first; day <= last; day = addDays(day, 1)) if (!present.has(day)) missing.push(day)
  return missing
}

/** A day given in an address or by a form: `2026-11-20`, or month/day/year as typed. */
export function readDayParam(value: unknown): { day: IsoDay | null; unreadable: string | null } {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text) return { day: null, unreadable: null }
  const day = isIsoDay(text) ? text : (readDay(text)?.day ?? null)
  return day ? { day, unreadable: null } : { day: null, unreadable: text }
}

/**
 * A from–to range from an address (`?from=&to=`): both ends read as `readDayParam` does, put in order
 * (spec 5: a start after the end is swapped), with `isCanonical` false when the address should be
 * corrected to `from`/`to` as written here (a reversed range, a typed format, an empty or unreadable end).
 */
export function readRangeParams(fromParam: unknown, toParam: unknown) {
  const from = readDayParam(fromParam)
  const to = readDayParam(toParam)
  const [start, end] = from.day && to.day ? orderRange(from.day, to.day) : [from.day, to.day]
  const isCanonical = fromParam === (start ?? undefined) && toParam === (end ?? undefined)
  return { from: start, to: end, unreadable: [from.unreadable, to.unreadable].filter((text): text is string => text !== null), isCanonical }
}
