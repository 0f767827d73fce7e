import { describe, expect, it } from 'vitest'

import { productPrice } from './pricing'

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
