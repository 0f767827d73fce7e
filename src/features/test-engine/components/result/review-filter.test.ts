import { describe, expect, it } from 'vitest'

import { countByFilter } from './review-filter'

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
