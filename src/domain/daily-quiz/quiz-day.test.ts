import { describe, expect, it } from 'vitest'

import { quizDaysUpTo, testsOpenAt } from './quiz-day'

describe('when a daily quiz opens', () => {
  it('takes the quizzes up to the end of the day in India: a quiz for 25 November (stored at 12:00 UTC) is not among them on the 24th', () => {
    // 24 November ends in India at 18:30 UTC.
    expect(quizDaysUpTo('2026-11-24')).toEqual({ quizDate: { less_than: '2026-11-24T18:30:00.000Z' } })
  })

  it('opens tomorrow’s quiz at midnight in India, not at midnight UTC', () => {
    // 23:59 on 24 November in India, then 00:00 on the 25th.
    expect(testsOpenAt(new Date('2026-11-24T18:29:59.999Z'))).toEqual({
      or: [{ kind: { not_equals: 'daily-quiz' } }, { quizDate: { less_than: '2026-11-24T18:30:00.000Z' } }],
    })
    expect(testsOpenAt(new Date('2026-11-24T18:30:00.000Z'))).toEqual({
      or: [{ kind: { not_equals: 'daily-quiz' } }, { quizDate: { less_than: '2026-11-25T18:30:00.000Z' } }],
    })
  })
})
