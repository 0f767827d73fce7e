import { describe, expect, it } from 'vitest'

import {
  CALENDAR,
  addDays,
  dayFromLocalDate,
  daysMissingBetween,
  decadeGrid,
  formatDay,
  formatDayInWords,
  hasSelectableDay,
  indianDay,
  indianDayBounds,
  indianNoon,
  isIsoDay,
  isSelectableDate,
  localDateFromDay,
  nearestDay,
  nearestSelectableDay,
  neighbouringDays,
  orderRange,
  parseDay,
  readDay,
  readRangeParams,
  readTypedDate,
  refusalFor,
  weekdayOf,
  yearGrid,
} from './days'

const rules = { minDate: '2026-10-24', maxDate: '2026-11-22', disabledDates: ['2026-11-01', '2026-11-08'], disabledWeekdays: [0] }

describe('which dates the picker accepts (spec 5)', () => {
  it('accepts a date inside the minimum and maximum that is neither disabled nor on a disabled weekday', () => {
    expect(isSelectableDate('2026-11-20', rules)).toBe(true)
    expect(isSelectableDate('2026-10-24', rules)).toBe(true)
    expect(isSelectableDate('2026-11-21', rules)).toBe(true)
  })

  it('refuses a date before the minimum or after the maximum, and says which', () => {
    expect(refusalFor('2026-10-23', rules)).toBe('before-min')
    expect(refusalFor('2026-11-23', rules)).toBe('after-max')
    expect(isSelectableDate('2027-01-01', rules)).toBe(false)
  })

  it('refuses a date in the disabled-dates list, given as a list or a set', () => {
    expect(refusalFor('2026-11-01', rules)).toBe('disabled-date')
    expect(refusalFor('2026-11-01', { ...rules, disabledDates: new Set(['2026-11-01']) })).toBe('disabled-date')
    expect(refusalFor('2026-11-02', { ...rules, disabledDates: new Set(['2026-11-01']) })).toBeNull()
  })

  it('refuses a date on a disabled weekday', () => {
    expect(weekdayOf('2026-11-15')).toBe(0)
    expect(refusalFor('2026-11-15', rules)).toBe('disabled-weekday')
    expect(refusalFor('2026-11-14', { disabledWeekdays: [6] })).toBe('disabled-weekday')
  })

  it('accepts every real date when there are no rules', () => {
    expect(isSelectableDate('1999-12-31', {})).toBe(true)
  })
})

describe('the range picker (spec 5)', () => {
  it('swaps a start that is after the end', () => {
    expect(orderRange('2026-11-20', '2026-11-02')).toEqual(['2026-11-02', '2026-11-20'])
  })

  it('keeps an ordered range, and a one-day range, as they are', () => {
    expect(orderRange('2026-11-02', '2026-11-20')).toEqual(['2026-11-02', '2026-11-20'])
    expect(orderRange('2026-11-02', '2026-11-02')).toEqual(['2026-11-02', '2026-11-02'])
  })
})

describe('month/day/year, the default format', () => {
  it('writes a day as month/day/year', () => {
    expect(formatDay('2026-11-02')).toBe('11/02/2026')
    expect(formatDay('2026-11-02', 'd/M/yyyy')).toBe('2/11/2026')
  })

  it('reads month/day/year, with or without leading zeros', () => {
    expect(parseDay('11/02/2026')).toBe('2026-11-02')
    expect(parseDay(' 1/5/2026 ')).toBe('2026-01-05')
    expect(parseDay('02/11/2026', 'dd/MM/yyyy')).toBe('2026-11-02')
  })

  it('refuses text that is not a real date in that format', () => {
    for (const text of ['2026-11-02', '13/01/2026', '02/30/2026', '11/02/26', '11/02/2026x', 'today', ''])
      expect(parseDay(text), text).toBeNull()
  })

  it('explains what became of a typed date', () => {
    expect(readTypedDate('11/20/2026', rules)).toEqual({ ok: true, day: '2026-11-20', dayFirst: false })
    expect(readTypedDate('  ', rules)).toEqual({ ok: false, reason: 'empty' })
    expect(readTypedDate('20/11/2026', rules)).toEqual({ ok: true, day: '2026-11-20', dayFirst: true })
    expect(readTypedDate('20/13/2026', rules)).toEqual({ ok: false, reason: 'unreadable' })
    expect(readTypedDate('25/12/2026', rules)).toEqual({ ok: false, reason: 'after-max' })
    expect(readTypedDate('12/25/2026', rules)).toEqual({ ok: false, reason: 'after-max' })
    expect(readTypedDate('11/08/2026', rules)).toEqual({ ok: false, reason: 'disabled-date' })
  })

  it('reads a date typed day first only when it cannot be month/day/year, and says so', () => {
    expect(readDay('25/11/2026')).toEqual({ day: '2026-11-25', dayFirst: true })
    expect(readDay('13/1/2026')).toEqual({ day: '2026-01-13', dayFirst: true })
    // Ambiguous: both readings exist, and the spec's month/day/year wins (11 May, not 5 November).
    expect(readDay('05/11/2026')).toEqual({ day: '2026-05-11', dayFirst: false })
    expect(readDay('12/12/2026')).toEqual({ day: '2026-12-12', dayFirst: false })
    // A day that exists in neither reading, or text that is no date at all.
    for (const text of ['31/02/2026', '13/13/2026', '32/12/2026', '25-11-2026', 'today', '']) expect(readDay(text), text).toBeNull()
    // A day-first format reads a month/day/year date the other way round, the same rule.
    expect(readDay('11/25/2026', 'dd/MM/yyyy')).toEqual({ day: '2026-11-25', dayFirst: true })
  })

  it('round-trips every day of a leap year', () => {
    for (let day = '2028-01-01'; day <= '2028-12-31'; day = addDays(day, 1)) expect(parseDay(formatDay(day))).toBe(day)
    expect(isIsoDay('2028-02-29')).toBe(true)
    expect(isIsoDay('2026-02-29')).toBe(false)
  })
})

describe('Indian calendar days', () => {
  it('puts a moment on its calendar day in India (UTC+5:30)', () => {
    expect(indianDay('2026-11-21T18:29:59.000Z')).toBe('2026-11-21')
    expect(indianDay('2026-11-21T18:30:00.000Z')).toBe('2026-11-22')
    expect(indianDay('2026-11-22T12:00:00.000Z')).toBe('2026-11-22')
  })

  it('stores a day as noon UTC of its day in India, so late evening in India is already the next day', () => {
    expect(indianNoon('2026-11-21T18:29:59.000Z')).toBe('2026-11-21T12:00:00.000Z')
    expect(indianNoon('2026-11-21T18:30:00.000Z')).toBe('2026-11-22T12:00:00.000Z')
  })

  it('gives the moments a day starts and ends in India', () => {
    expect(indianDayBounds('2026-11-22')).toEqual({ start: '2026-11-21T18:30:00.000Z', end: '2026-11-22T18:30:00.000Z' })
  })

  it('moves between a day and the local date the calendar shows', () => {
    const date = localDateFromDay('2026-03-29')
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2026, 2, 29])
    expect(dayFromLocalDate(date)).toBe('2026-03-29')
  })
})

describe('calendar grids (spec 9)', () => {
  it('has 7 weekdays and 42 day cells: six weeks', () => {
    expect(CALENDAR.dayCells).toBe(6 * CALENDAR.weekdays)
  })

  it('shows 12 years: the decade with one year either side, stepping a decade of 10 years', () => {
    expect(yearGrid(2026)).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030])
    expect(yearGrid(2026 + CALENDAR.decadeStep)[1]).toBe(2030)
    expect(yearGrid(2020)).toEqual(yearGrid(2029))
  })

  it('shows 12 decades: the century with one decade either side', () => {
    expect(decadeGrid(2026)).toEqual([1990, 2000, 2010, 2020, 2030, 2040, 2050, 2060, 2070, 2080, 2090, 2100])
  })

  it('enables a month, year or decade cell only when one of its days may be chosen', () => {
    expect(hasSelectableDay('2026-11-01', '2026-11-30', rules)).toBe(true)
    expect(hasSelectableDay('2026-12-01', '2026-12-31', rules)).toBe(false)
    expect(hasSelectableDay('2026-11-01', '2026-11-01', rules)).toBe(false)
  })
})

describe('finding days', () => {
  const published = ['2026-11-22', '2026-11-20', '2026-11-17']

  it('finds the published days just before and after a day', () => {
    expect(neighbouringDays(published, '2026-11-20')).toEqual({ previous: '2026-11-17', next: '2026-11-22' })
    expect(neighbouringDays(published, '2026-11-22')).toEqual({ previous: '2026-11-20', next: null })
    expect(neighbouringDays(published, '2026-11-17')).toEqual({ previous: null, next: '2026-11-20' })
  })

  it('finds the nearest published day, the earlier on a tie', () => {
    expect(nearestDay(published, '2026-11-21')).toBe('2026-11-20')
    expect(nearestDay(published, '2026-12-31')).toBe('2026-11-22')
    expect(nearestDay(published, '2026-01-01')).toBe('2026-11-17')
    expect(nearestDay([], '2026-01-01')).toBeNull()
  })

  it('lists the unpublished days between the first and the last, to disable them', () => {
    expect(daysMissingBetween('2026-11-17', '2026-11-22', published)).toEqual(['2026-11-18', '2026-11-19', '2026-11-21'])
  })

  it('finds the selectable day nearest a refused one', () => {
    expect(nearestSelectableDay('2026-11-01', rules)).toBe('2026-10-31')
    expect(nearestSelectableDay('2027-03-01', rules)).toBe('2026-11-21')
    expect(nearestSelectableDay('2026-11-22', { disabledDates: ['2026-11-22'], maxDate: '2026-11-22', minDate: '2026-11-22' })).toBeNull()
  })
})

describe('a day in words', () => {
  it('names the weekday, day, month and year in English and Punjabi', () => {
    expect(formatDayInWords('2026-11-22')).toBe('Sunday, 22 November 2026')
    expect(formatDayInWords('2026-11-22', 'pa')).toBe('ਐਤਵਾਰ, 22 ਨਵੰਬਰ 2026')
  })
})

describe('a date range in an address', () => {
  it('keeps an ordered ISO range as it is', () => {
    expect(readRangeParams('2026-11-01', '2026-11-20')).toEqual({ from: '2026-11-01', to: '2026-11-20', unreadable: [], isCanonical: true })
    expect(readRangeParams(undefined, undefined)).toEqual({ from: null, to: null, unreadable: [], isCanonical: true })
    expect(readRangeParams('2026-11-01', undefined).isCanonical).toBe(true)
  })

  it('swaps a reversed range and asks for the address to be corrected', () => {
    expect(readRangeParams('2026-11-20', '2026-11-01')).toEqual({
      from: '2026-11-01',
      to: '2026-11-20',
      unreadable: [],
      isCanonical: false,
    })
  })

  it('reads month/day/year sent by a form, and drops empty ends', () => {
    expect(readRangeParams('11/20/2026', '')).toEqual({ from: '2026-11-20', to: null, unreadable: [], isCanonical: false })
  })

  it('reports an end it cannot read and leaves it out', () => {
    expect(readRangeParams('someday', '2026-11-20')).toEqual({ from: null, to: '2026-11-20', unreadable: ['someday'], isCanonical: false })
    expect(readRangeParams(['2026-11-01', '2026-11-02'], undefined).isCanonical).toBe(false)
  })
})
