import { describe, expect, it } from 'vitest'

import { percentileOf, rankOf, scoreDistribution, topperAndAverage } from './ranking'

// Eight candidates' first attempts on a GS mock.
const scores = [152, 140, 140, 126.5, 98, 98, 98, -4]

describe('rankOf', () => {
  it('gives tied candidates the same rank and skips the ranks they share', () => {
    expect(rankOf(152, scores)).toBe(1)
    expect(rankOf(140, scores)).toBe(2)
    expect(rankOf(126.5, scores)).toBe(4)
    expect(rankOf(98, scores)).toBe(5)
    expect(rankOf(-4, scores)).toBe(8)
  })
})

describe('percentileOf', () => {
  it('is the share of candidates at or below the score, with one decimal', () => {
    expect(percentileOf(152, scores)).toBe(100)
    expect(percentileOf(140, scores)).toBe(87.5)
    expect(percentileOf(98, scores)).toBe(50)
    expect(percentileOf(-4, scores)).toBe(12.5)
    expect(percentileOf(10, [10, 20, 30])).toBe(33.3)
  })

  it('puts the only candidate at 100', () => {
    expect(percentileOf(64, [64])).toBe(100)
  })
})

describe('topperAndAverage', () => {
  it('gives the highest and the average score', () => {
    expect(topperAndAverage(scores)).toEqual({ candidates: 8, topper: 152, average: 106.06 })
  })

  it('has nothing to show before anyone has attempted', () => {
    expect(topperAndAverage([])).toEqual({ candidates: 0, topper: null, average: null })
  })
})

describe('scoreDistribution', () => {
  it('splits 0..max into equal bands, a score on a boundary going to the higher band', () => {
    const buckets = scoreDistribution([0, 19.99, 20, 40, 199, 200], 200)
    expect(buckets).toHaveLength(10)
    expect(buckets[0]).toEqual({ from: 0, to: 20, count: 2 })
    expect(buckets[1]).toEqual({ from: 20, to: 40, count: 1 })
    expect(buckets[2]).toEqual({ from: 40, to: 60, count: 1 })
    expect(buckets[9]).toEqual({ from: 180, to: 200, count: 2 })
  })

  it('puts negative scores in the first band', () => {
    expect(scoreDistribution([-4, -0.66], 200)[0]?.count).toBe(2)
  })

  it('takes a band count and fractional maximum', () => {
    expect(scoreDistribution([82.5, 80, 45], 200, 4)).toEqual([
      { from: 0, to: 50, count: 1 },
      { from: 50, to: 100, count: 2 },
      { from: 100, to: 150, count: 0 },
      { from: 150, to: 200, count: 0 },
    ])
    expect(scoreDistribution([], 52.5, 3).map((bucket) => [bucket.from, bucket.to])).toEqual([
      [0, 17.5],
      [17.5, 35],
      [35, 52.5],
    ])
  })

  it('accounts for every candidate', () => {
    const total = scoreDistribution(scores, 200).reduce((sum, bucket) => sum + bucket.count, 0)
    expect(total).toBe(scores.length)
  })
})
