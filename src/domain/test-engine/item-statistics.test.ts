import { describe, expect, it } from 'vitest'

import { groupBounds, type ItemResponseRow, itemStatistics } from './item-statistics'
import { optionLetterList } from './types'

describe('the upper and lower groups', () => {
  it('are the top and bottom 27% by score, ties at the boundary joining', () => {
    const scores = Array.from({ length: 100 }, (_, index) => index)
    expect(groupBounds(scores)).toEqual({ upperFrom: 73, lowerTo: 26 })
    expect(groupBounds(Array.from({ length: 20 }, (_, index) => index))).toEqual({ upperFrom: 15, lowerTo: 4 })
  })

  it('are not formed below 20 candidates', () => {
    expect(groupBounds(Array.from({ length: 19 }, (_, index) => index))).toBeNull()
  })
})

describe('item statistics', () => {
  const row = (option: ItemResponseRow['option'], group: ItemResponseRow['group'], count: number): ItemResponseRow => ({
    questionId: 'q',
    option,
    group,
    count,
  })
  const question = [{ questionId: 'q', correct: 'B' as const, letters: optionLetterList }]

  it('gives the difficulty, the discrimination between the groups, each option’s use and the blanks', () => {
    // 40 candidates, 10 in each group: 9 of the upper group right, 3 of the lower; 6 blanks.
    const [item] = itemStatistics({
      questions: question,
      rows: [row('B', 1, 9), row('A', 1, 1), row('B', 0, 8), row('C', 0, 6), row('B', -1, 3), row('A', -1, 7)],
      candidates: 40,
      upperCount: 10,
      lowerCount: 10,
    })
    expect(item).toEqual({
      questionId: 'q',
      difficulty: 50,
      discrimination: 0.6,
      options: { A: 20, B: 50, C: 15, D: 0 },
      blank: 15,
      unusedDistractors: ['D'],
      isFlagged: false,
    })
  })

  it('flags a question the weak answer as well as the strong', () => {
    const [item] = itemStatistics({
      questions: question,
      rows: [row('B', 1, 8), row('B', -1, 7), row('B', 0, 10), row('D', 0, 15)],
      candidates: 40,
      upperCount: 10,
      lowerCount: 10,
    })
    expect(item).toMatchObject({ discrimination: 0.1, isFlagged: true })
  })

  it('gives no discrimination, and flags nothing, below 20 candidates', () => {
    const [item] = itemStatistics({ questions: question, rows: [row('B', 0, 5)], candidates: 12, upperCount: 0, lowerCount: 0 })
    expect(item).toMatchObject({ difficulty: 41.7, discrimination: null, isFlagged: false, blank: 58.3 })
  })

  it('names no unused option on a question nobody answered', () => {
    const [item] = itemStatistics({ questions: question, rows: [], candidates: 25, upperCount: 7, lowerCount: 7 })
    expect(item).toMatchObject({ blank: 100, unusedDistractors: [], discrimination: 0, isFlagged: true })
  })

  it('lists only the options a question has', () => {
    const [item] = itemStatistics({
      questions: [{ questionId: 'q', correct: 'A', letters: ['A', 'B', 'C'] }],
      rows: [row('A', 0, 2)],
      candidates: 2,
      upperCount: 0,
      lowerCount: 0,
    })
    expect(Object.keys(item!.options)).toEqual(['A', 'B', 'C'])
    expect(item!.unusedDistractors).toEqual(['B', 'C'])
  })
})
