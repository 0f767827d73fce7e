import { describe, expect, it } from 'vitest'

import { financialYearOf, GSTIN_PATTERN, gstSplit, invoiceNumber, invoiceSerial, PUNJAB, toPaise } from './gst'

describe('gstSplit', () => {
  it('takes 18% out of a price that includes it, as CGST and SGST within Punjab', () => {
    // ₹999 includes ₹152.39 of GST on a taxable ₹846.61.
    expect(gstSplit(99900, PUNJAB, PUNJAB)).toEqual({
      totalPaise: 99900,
      taxablePaise: 84661,
      cgstPaise: 7619,
      sgstPaise: 7620,
      igstPaise: 0,
      intraState: true,
    })
  })

  it('charges IGST to a buyer in another state', () => {
    expect(gstSplit(449900, PUNJAB, '06')).toEqual({
      totalPaise: 449900,
      taxablePaise: 381271,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 68629,
      intraState: false,
    })
  })

  it('always adds up to what was paid', () => {
    for (const total of [100, 101, 99999, 3999_00, 45000_00, 1234567]) {
      const split = gstSplit(total, PUNJAB, PUNJAB)
      expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(total)
      expect(Math.abs(split.cgstPaise - split.sgstPaise)).toBeLessThanOrEqual(1)
    }
  })
})

describe('invoice numbers', () => {
  it('name India’s financial year, which turns at midnight on 1 April in India', () => {
    expect(financialYearOf(new Date('2026-11-30T10:00:00Z'))).toBe('2026-27')
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27')
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28')
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00')
  })

  it('count from 1 in each year and read back', () => {
    expect(invoiceNumber('PCS', '2026-27', 42)).toBe('PCS/2026-27/00042')
    expect(invoiceSerial('PCS/2026-27/00042')).toBe(42)
    expect(invoiceSerial('no number')).toBeNull()
  })
})

it('knows a GSTIN’s shape and rupees in paise', () => {
  expect(GSTIN_PATTERN.test('03AAKCP4821M1Z6')).toBe(true)
  expect(GSTIN_PATTERN.test('03AAKCP4821M1X6')).toBe(false)
  expect(toPaise(999.5)).toBe(99950)
})
