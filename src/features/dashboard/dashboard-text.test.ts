import { describe, expect, it } from 'vitest'

import { describeEvaluation, describeHistoryShown, describeRank, describeScore, describeStreak, describeTopicTally } from './dashboard-text'

describe('the dashboard’s words', () => {
  it('gives a first attempt its rank and says a later one is not ranked', () => {
    expect(describeRank({ rank: 12, candidates: 340 }, 1)).toBe('12 of 340')
    expect(describeRank(null, 2)).toBe('Not ranked (attempt 2)')
  })

  it('prints scores and topic tallies as the result page does', () => {
    expect(describeScore(47.5, 60)).toBe('47.5 / 60')
    expect(describeScore(-1.98, 24)).toBe('−1.98 / 24')
    expect(describeTopicTally({ correct: 7, attempted: 10, accuracy: 70 })).toBe('7 of 10 correct (70%)')
  })

  it('tells the streak and what keeps it going', () => {
    expect(describeStreak({ current: 0, best: 0, isTodayDone: false }, true)).toBe('Take today’s quiz to start a streak.')
    expect(describeStreak({ current: 0, best: 4, isTodayDone: false }, false)).toBe('Your streak starts with the next daily quiz you take on its day.')
    expect(describeStreak({ current: 3, best: 5, isTodayDone: false }, true)).toBe('3 days in a row. Take today’s quiz to keep it going.')
    expect(describeStreak({ current: 1, best: 5, isTodayDone: true }, true)).toBe('1 day in a row, today’s included. Come back tomorrow to keep it going.')
    expect(describeStreak({ current: 2, best: 2, isTodayDone: false }, false)).toBe('2 days in a row.')
  })

  it('shows a written answer’s marks out of the question’s, or that it awaits evaluation', () => {
    expect(describeEvaluation({ status: 'evaluated', marksAwarded: 7, marks: 10 })).toBe('Marks: 7 / 10')
    expect(describeEvaluation({ status: 'evaluated', marksAwarded: 6.5, marks: null })).toBe('Marks: 6.5')
    expect(describeEvaluation({ status: 'submitted', marksAwarded: null, marks: 15 })).toBe('Submitted, awaiting evaluation')
  })

  it('says when the history is cut short', () => {
    expect(describeHistoryShown(50, 73)).toBe('Showing your 50 latest of 73 finished attempts.')
    expect(describeHistoryShown(12, 12)).toBeNull()
  })
})
