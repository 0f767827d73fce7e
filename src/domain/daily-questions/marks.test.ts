import { describe, expect, it } from 'vitest'

import { marksRefusal } from './marks'

describe('marksRefusal', () => {
  it('accepts 0 up to the question’s marks, in whole or half marks', () => {
    for (const marks of [0, 0.5, 6, 6.5, 10]) expect(marksRefusal(marks, 10)).toBeNull()
  })

  it('refuses marks above the question’s marks or below zero, saying what the question carries', () => {
    expect(marksRefusal(11, 10)).toBe('Give at most 10 marks: this question carries 10 marks.')
    expect(marksRefusal(20, 15)).toBe('Give at most 15 marks: this question carries 15 marks.')
    expect(marksRefusal(-1, 15)).toBe('Marks cannot be below 0.')
  })

  it('refuses fractions other than halves, and what is not a number', () => {
    expect(marksRefusal(6.25, 10)).toBe('Give whole or half marks, e.g. 6 or 6.5.')
    expect(marksRefusal(Number.NaN, 10)).toBe('Enter the marks as a number, e.g. 6 or 6.5.')
  })
})
