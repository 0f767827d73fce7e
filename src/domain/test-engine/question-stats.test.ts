import { describe, expect, it } from 'vitest'

import { bucketOf, crowdOf, isSlow, medianOfBuckets, type QuestionStats, summariseQuestionStats, toppersThreshold } from './question-stats'
import { optionLetterList } from './types'

const stats = (
  options: QuestionStats['options'],
  medianTime: number | null = 40,
  toppers: QuestionStats['toppers'] = null,
): QuestionStats => ({
  options,
  medianTime,
  toppers,
})

describe('the crowd under a reviewed question', () => {
  const base = { letters: optionLetterList, candidates: 5, toppers: 0 }

  it('gives the share that attempted it, got it right and chose each option, out of all first attempts', () => {
    const crowd = crowdOf({ ...base, stats: stats({ A: 3, B: 1 }), correct: 'A', ownCountedOption: 'A' })
    expect(crowd).toMatchObject({
      candidates: 5,
      attemptedShare: 80,
      correctShare: 60,
      split: { A: 60, B: 20, C: 0, D: 0 },
      medianTime: 40,
    })
    expect(crowdOf({ ...base, candidates: 4, stats: stats({ B: 2 }), correct: 'A', ownCountedOption: null })?.correctShare).toBe(0)
  })

  it('is none when only this candidate answered it, or nobody did', () => {
    // "100% got this right" from one's own answer alone is not a statistic.
    expect(crowdOf({ ...base, candidates: 1, stats: stats({ A: 1 }), correct: 'A', ownCountedOption: 'A' })).toBeNull()
    expect(crowdOf({ ...base, candidates: 7, stats: stats({ A: 1 }), correct: 'A', ownCountedOption: 'A' })).toBeNull()
    expect(crowdOf({ ...base, candidates: 7, stats: undefined, correct: 'A', ownCountedOption: null })).toBeNull()
  })

  it('counts a later attempt’s answer as someone else’s only when it is not among the first attempts', () => {
    expect(crowdOf({ ...base, candidates: 3, stats: stats({ A: 1 }), correct: 'A', ownCountedOption: null })?.correctShare).toBe(33.3)
  })

  it('names the option most toppers chose, with its share and their median time', () => {
    const crowd = crowdOf({
      ...base,
      candidates: 40,
      toppers: 4,
      stats: stats({ A: 10, B: 30 }, 52, { options: { B: 3, C: 1 }, medianTime: 38 }),
      correct: 'B',
      ownCountedOption: null,
    })
    expect(crowd?.toppers).toEqual({ candidates: 4, choice: 'B', choiceShare: 75, medianTime: 38 })
  })

  it('says the toppers chose nothing when none of them answered', () => {
    const crowd = crowdOf({
      ...base,
      candidates: 40,
      toppers: 4,
      stats: stats({ A: 10 }, 52, { options: {}, medianTime: null }),
      correct: 'B',
      ownCountedOption: null,
    })
    expect(crowd?.toppers).toMatchObject({ choice: null, choiceShare: 0 })
  })

  it('splits only the options the question has', () => {
    const crowd = crowdOf({ ...base, letters: ['A', 'B', 'C'], stats: stats({ A: 2, C: 1 }), correct: 'C', ownCountedOption: null })
    expect(Object.keys(crowd!.split)).toEqual(['A', 'B', 'C'])
  })
})

describe('the toppers', () => {
  it('are the top 10% by score, ties at the boundary included, from 30 candidates', () => {
    const scores = Array.from({ length: 30 }, (_, index) => index)
    expect(toppersThreshold(scores)).toBe(27)
    expect(toppersThreshold([...scores, 27])).toBe(27)
    expect(toppersThreshold(Array.from({ length: 45 }, (_, index) => index))).toBe(40)
  })

  it('are not named below 30 candidates, where the top 10% would be one or two people', () => {
    expect(toppersThreshold(Array.from({ length: 29 }, (_, index) => index))).toBeNull()
    expect(toppersThreshold([])).toBeNull()
  })
})

describe('the median time', () => {
  it('puts seconds in buckets of 2 s under two minutes, 10 s under ten, then a minute', () => {
    expect([0, 1, 41, 119, 120, 129, 599, 600, 659, 7.9].map(bucketOf)).toEqual([0, 0, 40, 118, 120, 120, 590, 600, 600, 6])
  })

  it('is read from the histogram, inside the bucket that holds the middle candidate', () => {
    expect(medianOfBuckets(new Map([[40, 1]]))).toBe(41)
    // Ten candidates: 4 at 30–32 s, 2 at 40–42 s, 4 at 60–62 s; the middle (the fifth) falls halfway through 40–42 s.
    expect(
      medianOfBuckets(
        new Map([
          [30, 4],
          [40, 2],
          [60, 4],
        ]),
      ),
    ).toBe(41)
    expect(medianOfBuckets(new Map())).toBeNull()
  })

  it('is summarised per question for everyone and for the toppers', () => {
    const summary = summariseQuestionStats(
      [
        { questionId: '7', option: 'A', isTopper: false, count: 6 },
        { questionId: '7', option: 'B', isTopper: true, count: 3 },
        { questionId: '7', option: null, isTopper: false, count: 1 },
      ],
      [
        { questionId: '7', bucket: 60, isTopper: false, count: 6 },
        { questionId: '7', bucket: 20, isTopper: true, count: 3 },
      ],
      true,
    )
    expect(summary['7']).toEqual({ options: { A: 6, B: 3 }, medianTime: 61, toppers: { options: { B: 3 }, medianTime: 21 } })
  })

  it('flags over twice the median, and nothing without a median', () => {
    expect(isSlow(81, 40)).toBe(true)
    expect(isSlow(80, 40)).toBe(false)
    expect(isSlow(500, null)).toBe(false)
  })
})
