import { describe, expect, it } from 'vitest'

import { FREE } from '@/access/paid-access'

import { seriesRequirement, testRequirement } from './test-access.server'

describe('what a test asks of its candidate, for the one paid rule', () => {
  it('asks nothing of a free test, whatever its series', () => {
    expect(testRequirement({ isFree: true }, [{ isPaid: true, product: 4 }])).toEqual(FREE)
    expect(testRequirement({ isFree: null }, [])).toEqual(FREE)
  })

  it('asks a paid test for the course of any paid series it is in', () => {
    const series = [
      { isPaid: true, product: 4 },
      { isPaid: false, product: 5 },
      { isPaid: true, product: null },
      { isPaid: true, product: { id: 6 } },
    ]
    expect(testRequirement({ isFree: false }, series as never)).toEqual({ isFree: false, productIds: ['4', '6'] })
  })

  it('leaves a paid test outside any paid series to staff', () => {
    expect(testRequirement({ isFree: false }, [{ isPaid: false, product: null }])).toEqual({ isFree: false, productIds: [] })
  })

  it('unlocks a series by its course', () => {
    expect(seriesRequirement({ isPaid: false, product: 4 })).toEqual(FREE)
    expect(seriesRequirement({ isPaid: true, product: 4 })).toEqual({ isFree: false, productIds: ['4'] })
    expect(seriesRequirement({ isPaid: true, product: null })).toEqual({ isFree: false, productIds: [] })
  })
})
