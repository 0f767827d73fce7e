import { describe, expect, it } from 'vitest'

import { csatStanding, mainsEstimate, type MainsInputs } from './prelims-pair'

// Last year, as staff entered it: 322 vacancies, 60,000 candidates sat Prelims, the GS cut-off 118.
const inputs = (overrides: Partial<MainsInputs> = {}): MainsInputs => ({
  gsScore: 136,
  csat: csatStanding(96, 200, 40),
  previousCutoff: 118,
  rank: { rank: 3, candidates: 29 },
  vacancies: 322,
  appeared: 60_000,
  ...overrides,
})

describe('CSAT beside a GS result', () => {
  it('qualifies at the qualifying marks and not a mark below', () => {
    expect(csatStanding(80, 200, 40)).toEqual({ status: 'qualified', score: 80, maxScore: 200, marksNeeded: 80 })
    expect(csatStanding(79.5, 200).status).toBe('not-qualified')
  })
})

describe('would you reach Mains (an estimate)', () => {
  it('draws the 13× line at the share of candidates Mains took last year, rounded up on this list', () => {
    // 13 × 322 / 60,000 = 6.98%; of 29 candidates that reaches rank 3 (2.02, rounded up).
    expect(mainsEstimate(inputs())).toEqual({
      verdict: 'likely',
      cutoff: { marks: 118, isCleared: true },
      line: { percent: 7, rank: 3, isInside: true },
    })
  })

  it('is borderline when one sign says yes and the other no, and unlikely when both say no', () => {
    expect(mainsEstimate(inputs({ rank: { rank: 4, candidates: 29 } }))?.verdict).toBe('borderline')
    expect(mainsEstimate(inputs({ gsScore: 110 }))?.verdict).toBe('borderline')
    expect(mainsEstimate(inputs({ gsScore: 110, rank: { rank: 20, candidates: 29 } }))?.verdict).toBe('unlikely')
  })

  it('says no Mains without Paper II qualified, and waits for Paper II when it is not taken, whatever the GS score', () => {
    expect(mainsEstimate(inputs({ csat: csatStanding(64, 200, 40) }))?.verdict).toBe('csat-not-qualified')
    expect(mainsEstimate(inputs({ csat: { status: 'not-taken' } }))?.verdict).toBe('csat-not-taken')
  })

  it('goes on the sign there is, and gives no estimate with none', () => {
    expect(mainsEstimate(inputs({ vacancies: null }))).toEqual({ verdict: 'likely', cutoff: { marks: 118, isCleared: true }, line: null })
    expect(mainsEstimate(inputs({ previousCutoff: null, rank: null }))).toBeNull()
    expect(mainsEstimate(inputs({ previousCutoff: null, rank: { rank: 9, candidates: 29 } }))?.verdict).toBe('unlikely')
  })
})
