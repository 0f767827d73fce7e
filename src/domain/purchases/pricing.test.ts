import { describe, expect, it } from 'vitest'

import { accessUntil, onlinePurchase, productPrice } from './pricing'

describe('productPrice', () => {
  it('shows the offer price with the struck price and the whole percentage saved', () => {
    expect(productPrice(999, 699)).toEqual({ amount: 699, original: 999, percentOff: 30, isFree: false })
  })

  it('rounds the saving down, so ₹3,999 → ₹2,499 is 37% and not 38%', () => {
    expect(productPrice(3999, 2499).percentOff).toBe(37)
    expect(productPrice(45000, 39999).percentOff).toBe(11)
  })

  it('has no offer without an offer price, or when the offer is not below the price', () => {
    expect(productPrice(4499)).toEqual({ amount: 4499, original: null, percentOff: null, isFree: false })
    expect(productPrice(4499, null)).toEqual({ amount: 4499, original: null, percentOff: null, isFree: false })
    expect(productPrice(4499, 4499)).toEqual({ amount: 4499, original: null, percentOff: null, isFree: false })
    expect(productPrice(4499, 5000)).toEqual({ amount: 4499, original: null, percentOff: null, isFree: false })
  })

  it('keeps the struck price but names no percentage for a saving under 1%', () => {
    expect(productPrice(10000, 9950)).toEqual({ amount: 9950, original: 10000, percentOff: null, isFree: false })
  })

  it('is free when the price or the offer is zero', () => {
    expect(productPrice(0).isFree).toBe(true)
    expect(productPrice(1999, 0)).toEqual({ amount: 0, original: 1999, percentOff: 100, isFree: true })
  })
})

describe('the offer’s end', () => {
  const now = new Date('2026-12-01T06:00:00Z')

  it('keeps the offer until the moment it ends, then charges the full price', () => {
    expect(productPrice(45000, 39999, '2026-12-01T06:00:01Z', now).amount).toBe(39999)
    expect(productPrice(45000, 39999, '2026-12-01T06:00:00Z', now)).toEqual({
      amount: 45000,
      original: null,
      percentOff: null,
      isFree: false,
    })
    expect(productPrice(45000, 39999, '2026-11-30T18:29:59Z', now).amount).toBe(45000)
  })

  it('runs an offer without an end date until staff remove it', () => {
    expect(productPrice(45000, 39999, null, now).amount).toBe(39999)
  })
})

describe('accessUntil', () => {
  const paid = new Date('2026-12-01T06:00:00Z')

  it('counts months from the payment', () => {
    expect(accessUntil({ accessMonths: 12 }, paid)?.toISOString()).toBe('2027-12-01T06:00:00.000Z')
  })

  it('ends a fixed last day at midnight in India, and sells nothing once it has passed', () => {
    expect(accessUntil({ accessEndsOn: '2027-06-30T00:00:00.000Z', accessMonths: 12 }, paid)?.toISOString()).toBe(
      '2027-06-30T18:29:59.999Z',
    )
    expect(accessUntil({ accessEndsOn: '2026-11-30T00:00:00.000Z' }, paid)).toBeNull()
  })

  it('is not sold online without either', () => {
    expect(accessUntil({}, paid)).toBeNull()
    expect(accessUntil({ accessMonths: 0 }, paid)).toBeNull()
  })
})

describe('onlinePurchase', () => {
  const now = new Date('2026-12-01T06:00:00Z')

  it('is today’s price and what it grants, for a product with an access term', () => {
    expect(onlinePurchase({ price: 1499, offerPrice: 999, offerEndsAt: '2026-12-12T18:29:00Z', accessMonths: 12 }, now)).toEqual({
      amount: 999,
      original: 1499,
      accessUntil: new Date('2027-12-01T06:00:00Z'),
    })
  })

  it('is nothing for a product sold at the centre only, one whose last day has passed, or a free one', () => {
    expect(onlinePurchase({ price: 999 }, now)).toBeNull()
    expect(onlinePurchase({ price: 999, accessEndsOn: '2026-11-30T00:00:00Z' }, now)).toBeNull()
    expect(onlinePurchase({ price: 0, accessMonths: 12 }, now)).toBeNull()
  })
})
