import { describe, expect, it } from 'vitest'

import { type TimedQuestion, timeAnalysisOf } from './time-analysis'

const timed = (number: number, timeSpent: number, firstAnsweredSeq: number | null, medianTime: number | null = 40): TimedQuestion => ({
  number,
  timeSpent,
  isAnswered: firstAnsweredSeq != null,
  medianTime,
  firstAnsweredSeq,
})

describe('the time analysis', () => {
  it('adds up each section and lists the questions over twice the median, the most over first', () => {
    const analysis = timeAnalysisOf([
      { id: 'a', title: 'Polity', questions: [timed(1, 90, 3), timed(2, 100, 1, 30)] },
      { id: 'b', title: 'Punjab GK', questions: [timed(3, 20, null), timed(4, 80, 2)] },
    ])
    expect(analysis.sections).toEqual([
      { id: 'a', title: 'Polity', timeSpent: 190, questions: 2, attempted: 2 },
      { id: 'b', title: 'Punjab GK', timeSpent: 100, questions: 2, attempted: 1 },
    ])
    expect(analysis.timeSpent).toBe(290)
    // 100 s against 30 s is further over than 90 s against 40 s; 80 s is exactly twice 40 s, not over.
    expect(analysis.slow).toEqual([
      { number: 2, timeSpent: 100, medianTime: 30 },
      { number: 1, timeSpent: 90, medianTime: 40 },
    ])
  })

  it('orders the answered questions by the change that first answered them and counts each step back', () => {
    const analysis = timeAnalysisOf([
      { id: 'a', title: 'Polity', questions: [timed(1, 5, 4), timed(2, 5, 1), timed(3, 5, 2), timed(4, 5, 9)] },
    ])
    expect(analysis.order).toEqual([2, 3, 1, 4])
    expect(analysis.wentBack).toBe(1)
    expect(analysis.isOrderRecorded).toBe(true)
  })

  it('gives no order for an attempt whose answers were saved before the order was recorded', () => {
    const old = { ...timed(1, 5, null), isAnswered: true }
    const analysis = timeAnalysisOf([{ id: 'a', title: 'Polity', questions: [old, timed(2, 5, 3)] }])
    expect(analysis).toMatchObject({ order: [], isOrderRecorded: false, wentBack: 0 })
  })

  it('has no medians to compare with before anyone else answered', () => {
    const analysis = timeAnalysisOf([{ id: 'a', title: 'Polity', questions: [timed(1, 500, 1, null)] }])
    expect(analysis).toMatchObject({ slow: [], hasMedians: false })
  })
})
