import { describe, expect, it } from 'vitest'

import { optionShares } from './shares'

const percents = (result: ReturnType<typeof optionShares>) => result.shares.map((share) => `${share.option} ${share.percent}`)

describe('optionShares', () => {
  it('gives each option its share of the candidates who answered, in whole percent adding up to 100', () => {
    const result = optionShares({ A: 2, B: 9, C: 6, D: 3 })
    expect(result.answered).toBe(20)
    expect(percents(result)).toEqual(['A 10', 'B 45', 'C 30', 'D 15'])
  })

  it('rounds thirds to 34, 33, 33 rather than showing 99 in all', () => {
    const result = optionShares({ A: 1, B: 1, C: 1 })
    expect(percents(result)).toEqual(['A 34', 'B 33', 'C 33', 'D 0'])
    expect(result.shares.reduce((sum, share) => sum + share.percent, 0)).toBe(100)
  })

  it('breaks a tie between equal remainders by option order, not by rounding noise', () => {
    // 1/6 = 16.67 twice and 4/6 = 66.67: two points to give, to A and B.
    expect(percents(optionShares({ A: 1, B: 1, C: 4 }))).toEqual(['A 17', 'B 17', 'C 66', 'D 0'])
  })

  it('gives the extra point to the option whose share was rounded down most', () => {
    // 2/7 = 28.57, 5/7 = 71.43: 29 and 71.
    expect(percents(optionShares({ B: 2, D: 5 }))).toEqual(['A 0', 'B 29', 'C 0', 'D 71'])
  })

  it('shows every option at 0 when nobody has answered yet', () => {
    const result = optionShares({})
    expect(result.answered).toBe(0)
    expect(result.shares.map((share) => [share.option, share.count, share.percent])).toEqual([
      ['A', 0, 0],
      ['B', 0, 0],
      ['C', 0, 0],
      ['D', 0, 0],
    ])
  })
})
