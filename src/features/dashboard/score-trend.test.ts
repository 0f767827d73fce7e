import { describe, expect, it } from 'vitest'

import { describeTrend, trendBox, trendGeometry, trendPoints, type TrendPoint } from './score-trend'

const attempt = (id: number, day: number, score: number, maxScore: number) => ({
  attemptId: String(id),
  finishedAt: new Date(Date.UTC(2026, 10, day, 6)).toISOString(),
  testTitle: `Test ${id}`,
  score,
  maxScore,
})

describe('the score-trend points', () => {
  it('puts every finished attempt on one scale, the percentage of its own paper, oldest first', () => {
    const points = trendPoints([attempt(3, 20, 7, 10), attempt(1, 2, 118, 200), attempt(2, 10, 47.5, 60)])
    expect(points.map((point) => [point.attemptId, point.percent])).toEqual([
      ['1', 59],
      ['2', 79.2],
      ['3', 70],
    ])
  })

  it('keeps the latest ones only, and leaves out a paper without marks', () => {
    const many = Array.from({ length: 25 }, (_, index) => attempt(index + 1, index + 1, index, 24))
    const points = trendPoints([...many, attempt(99, 28, 0, 0)], 20)
    expect(points).toHaveLength(20)
    expect(points[0]!.attemptId).toBe('6')
    expect(points.at(-1)!.attemptId).toBe('25')
    expect(points.some((point) => point.attemptId === '99')).toBe(false)
  })
})

const point = (id: number, percent: number, day = id): TrendPoint => ({ ...attempt(id, day, percent, 100), percent })

describe('the score-trend chart geometry', () => {
  it('spreads the points from the left edge to the right edge of the plot and maps 0% to the bottom, 100% to the top', () => {
    const { dots, path, ticks, floor } = trendGeometry([point(1, 0), point(2, 50), point(3, 100)])
    const bottom = trendBox.height - trendBox.bottom
    expect(floor).toBe(0)
    expect(dots.map((dot) => dot.x)).toEqual([
      trendBox.left,
      trendBox.left + (trendBox.width - trendBox.left - trendBox.right) / 2,
      trendBox.width - trendBox.right,
    ])
    expect(dots.map((dot) => dot.y)).toEqual([bottom, (bottom + trendBox.top) / 2, trendBox.top])
    expect(path).toBe(`M${dots[0]!.x} ${dots[0]!.y} L${dots[1]!.x} ${dots[1]!.y} L${dots[2]!.x} ${dots[2]!.y}`)
    expect(ticks.map((tick) => tick.value)).toEqual([0, 25, 50, 75, 100])
    expect(ticks[0]!.y).toBe(bottom)
  })

  it('lowers the floor in steps of 25 when negative marking took a score below zero, and keeps higher scores above it', () => {
    const { dots, ticks, floor } = trendGeometry([point(1, -8.3), point(2, 40)])
    expect(floor).toBe(-25)
    expect(ticks.map((tick) => tick.value)).toEqual([-25, 0, 25, 50, 75, 100])
    expect(dots[0]!.y).toBeLessThan(trendBox.height - trendBox.bottom)
    expect(dots[0]!.y).toBeGreaterThan(ticks[1]!.y)
  })

  it('puts a single point in the middle', () => {
    const { dots, path } = trendGeometry([point(1, 60)])
    expect(dots[0]!.x).toBe(trendBox.left + (trendBox.width - trendBox.left - trendBox.right) / 2)
    expect(path.startsWith('M')).toBe(true)
  })
})

describe('the chart in words', () => {
  it('says how many scores, the first and the latest with their dates, the best and the average', () => {
    const points = [point(1, 40, 3), { ...point(2, 72.5, 10), testTitle: 'PPSC Prelims GS Mock Test 1' }, point(3, 60, 24)]
    expect(describeTrend(points, 'en')).toBe(
      'Line chart of your last 3 scores as a percentage of the maximum, oldest first. From 40% on 3 Nov 2026 to 60% on 24 Nov 2026. Best 72.5% (PPSC Prelims GS Mock Test 1), average 57.5%.',
    )
    expect(describeTrend([], 'en')).toBe('No scores to show yet.')
    expect(describeTrend(points.slice(0, 1), 'pa')).toBe('ਤੁਹਾਡੇ ਅੰਕਾਂ ਦਾ ਰੇਖਾ ਚਾਰਟ, ਕੁੱਲ ਅੰਕਾਂ ਦੇ ਪ੍ਰਤੀਸ਼ਤ ਵਜੋਂ: ਹੁਣ ਤੱਕ ਇੱਕ ਟੈਸਟ, 3 ਨਵੰ 2026 ਨੂੰ 40%।')
  })
})
