/**
 * India's calendar day of a moment, alone in its file: links to a day's articles need it on every
 * page, and the rest of `days.ts` (the date picker's rules) would ship with them (issue 17).
 * Everything else imports it from `days.ts`.
 */

/** `YYYY-MM-DD`. */
export type IsoDay = string

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
export const IST_OFFSET = (5 * 60 + 30) * 60 * 1000

export const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/**
 * Stands for the day in a day's address made on the server (`dailyDayHref(DAY_SLOT)`), which a
 * browser form fills in: the route table itself stays off the page (issue 17).
 */
export const DAY_SLOT = 'YYYY-MM-DD'

/** The day (in UTC) of a time in milliseconds. */
export const utcDayOf = (time: number): IsoDay => {
  const date = new Date(time)
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

/** The calendar day in India of a moment: where a current-affairs article belongs. */
export function indianDay(moment: Date | string | number): IsoDay {
  return utcDayOf(new Date(moment).getTime() + IST_OFFSET)
}
