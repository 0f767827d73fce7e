import { describe, expect, it } from 'vitest'

import { describeQuizFacts, describeStreakNext, quizCopy } from './copy'

const keysOf = (value: object): string[] =>
  Object.entries(value).flatMap(([key, inner]) => (inner && typeof inner === 'object' ? keysOf(inner).map((child) => `${key}.${child}`) : [key]))

describe('the daily-quiz pages’ words', () => {
  it('exist in Punjabi for every English text, in Gurmukhi', () => {
    expect(keysOf(quizCopy.pa)).toEqual(keysOf(quizCopy.en))
    expect(quizCopy.pa.title).toMatch(/[\u0A00-\u0A7F]/)
    expect(quizCopy.pa.keepLink).toMatch(/[\u0A00-\u0A7F]/)
  })

  it('give a quiz’s facts on one line, timed or not', () => {
    expect(describeQuizFacts({ questionCount: 10, isTimed: true, durationMinutes: 10 }, 'en')).toBe('10 questions · 10 minutes')
    expect(describeQuizFacts({ questionCount: 1, isTimed: false, durationMinutes: 10 }, 'en')).toBe('1 question · Untimed')
    expect(describeQuizFacts({ questionCount: 10, isTimed: true, durationMinutes: 10 }, 'pa')).toBe('10 ਪ੍ਰਸ਼ਨ · 10 ਮਿੰਟ')
  })

  it('count streak days in words', () => {
    expect(quizCopy.en.streakDays(0)).toBe('No streak yet')
    expect(quizCopy.en.streakDays(1)).toBe('1 day in a row')
    expect(quizCopy.en.streakDays(4)).toBe('4 days in a row')
    expect(quizCopy.pa.streakDays(4)).toBe('ਲਗਾਤਾਰ 4 ਦਿਨ')
  })

  it('tell the candidate what keeps the streak going', () => {
    const streak = (current: number, isTodayDone: boolean) => ({ current, best: Math.max(current, 3), isTodayDone })
    expect(describeStreakNext(streak(3, true), true, 'en')).toBe(quizCopy.en.streakTodayDone)
    expect(describeStreakNext(streak(3, false), true, 'en')).toBe(quizCopy.en.streakKeepGoing)
    expect(describeStreakNext(streak(0, false), true, 'en')).toBe(quizCopy.en.streakStart)
    // No quiz today: nothing to do today, so the rule is said instead.
    expect(describeStreakNext(streak(2, false), false, 'en')).toBe(quizCopy.en.streakRule)
  })
})
