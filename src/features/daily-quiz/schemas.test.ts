import { describe, expect, it } from 'vitest'

import { quizAnswersSchema } from './schemas'

describe('the answers a quiz page sends', () => {
  it('are read when each question id is a number with a choice (or none) and the seconds spent', () => {
    const input = { answers: { 12: { option: 'A', timeSpent: 30 }, 13: { option: null, timeSpent: 0 } }, language: 'pa' }
    expect(quizAnswersSchema.parse(input)).toEqual(input)
    expect(quizAnswersSchema.safeParse({ answers: {} }).success).toBe(true)
  })

  it('are refused with an option other than A to D, a made-up question id, or a negative or endless time', () => {
    for (const answers of [
      { 12: { option: 'E', timeSpent: 3 } },
      { 'question-12': { option: 'A', timeSpent: 3 } },
      { 12: { option: 'A', timeSpent: -1 } },
      { 12: { option: 'A', timeSpent: 2 * 24 * 60 * 60 } },
      { 12: { option: 'A' } },
    ]) {
      expect(quizAnswersSchema.safeParse({ answers }).success, JSON.stringify(answers)).toBe(false)
    }
    expect(quizAnswersSchema.safeParse({ answers: {}, language: 'fr' }).success).toBe(false)
  })

  it('are refused past 200 answers, more than any quiz has', () => {
    const answers = Object.fromEntries(Array.from({ length: 201 }, (_, index) => [String(index + 1), { option: 'A', timeSpent: 1 }]))
    expect(quizAnswersSchema.safeParse({ answers }).success).toBe(false)
  })
})
