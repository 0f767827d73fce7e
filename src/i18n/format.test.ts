import { describe, expect, it } from 'vitest'

import { formatIndianDate, formatIndianDateTime, formatRupees, whatsappUrl } from '@/i18n/format'

describe('formatRupees', () => {
  it('uses the rupee sign and Indian digit grouping', () => {
    expect(formatRupees(120000)).toBe('₹1,20,000')
    expect(formatRupees(1499)).toBe('₹1,499')
  })
})

describe('formatIndianDate', () => {
  it('shows the date as it is in India, not in UTC', () => {
    // 20:00 UTC on 21 Nov is already 22 Nov in India (UTC+5:30).
    expect(formatIndianDate('2026-11-21T20:00:00.000Z')).toBe('22 Nov 2026')
  })
})

describe('whatsappUrl', () => {
  it('opens a chat with the number as digits, country code first', () => {
    expect(whatsappUrl('+91 98140 52600')).toBe('https://wa.me/919814052600')
  })
})

describe('formatIndianDateTime', () => {
  it('shows Indian time even when the date differs in UTC', () => {
    expect(formatIndianDateTime(new Date('2026-11-21T20:00:00.000Z'))).toBe('22 Nov 2026 at 1:30 am IST')
  })
})
