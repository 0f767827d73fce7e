import { describe, expect, it } from 'vitest'

import { countByFilter, describeShown } from './review-filter'

const questions = [
  { questionId: 'q1', outcome: 'correct' as const },
  { questionId: 'q2', outcome: 'wrong' as const },
  { questionId: 'q3', outcome: 'wrong' as const },
  { questionId: 'q4', outcome: 'unattempted' as const },
]

describe('countByFilter', () => {
  it('counts each outcome and the bookmarked questions, whatever their outcome', () => {
    expect(countByFilter(questions, new Set(['q1', 'q4']))).toEqual({ all: 4, correct: 1, wrong: 2, unattempted: 1, bookmarked: 2 })
  })
})

describe('describeShown', () => {
  it('says how many of the questions the filter shows', () => {
    expect(describeShown('all', 4, 4)).toBe('Showing all 4 questions.')
    expect(describeShown('unattempted', 1, 4)).toBe('Showing 1 of 4 questions: not attempted.')
  })
})
