import { describe, expect, it } from 'vitest'

import { amountInWords, indianNumberInWords } from './amount-in-words'

describe('an amount in words, the Indian way', () => {
  it('writes whole rupees with "only" and no paise', () => {
    expect(amountInWords(3_999_900)).toBe('Rupees Thirty-Nine Thousand Nine Hundred Ninety-Nine only')
    expect(amountInWords(100)).toBe('Rupees One only')
    expect(amountInWords(0)).toBe('Rupees Zero only')
  })

  it('adds the paise when there are any', () => {
    expect(amountInWords(3_999_950)).toBe('Rupees Thirty-Nine Thousand Nine Hundred Ninety-Nine and Fifty Paise only')
    expect(amountInWords(1_001)).toBe('Rupees Ten and One Paise only')
    expect(amountInWords(50)).toBe('Rupees Zero and Fifty Paise only')
  })

  it('counts in lakhs and crores, not millions', () => {
    expect(indianNumberInWords(100_000)).toBe('One Lakh')
    expect(amountInWords(10_000_000)).toBe('Rupees One Lakh only')
    expect(indianNumberInWords(1_234_567)).toBe('Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven')
    expect(indianNumberInWords(10_000_000)).toBe('One Crore')
    expect(indianNumberInWords(123_456_789)).toBe('Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine')
    expect(indianNumberInWords(10_000_000_000)).toBe('One Thousand Crore')
  })

  it('skips the places that are zero and writes the teens and round tens whole', () => {
    expect(indianNumberInWords(100_005)).toBe('One Lakh Five')
    expect(indianNumberInWords(1_019)).toBe('One Thousand Nineteen')
    expect(indianNumberInWords(90_210)).toBe('Ninety Thousand Two Hundred Ten')
    expect(indianNumberInWords(700)).toBe('Seven Hundred')
  })

  it('refuses what is not a whole, non-negative number', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError)
    expect(() => amountInWords(12.5)).toThrow(RangeError)
    expect(() => indianNumberInWords(Number.NaN)).toThrow(RangeError)
  })
})
