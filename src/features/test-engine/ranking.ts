import { roundTo } from '@/domain/test-engine/rounding'

// Standing among candidates. `scores` are the scores of every candidate's first attempt at the test,
// the candidate's own included, so a retake never lifts anyone's rank.

/** Competition ranking: equal scores share a rank and the next rank skips (1, 2, 2, 4). */
export const rankOf = (score: number, scores: readonly number[]) => 1 + scores.filter((other) => other > score).length

/**
 * Percentile as Indian exam results report it: the share of candidates scoring at or below you, in
 * percent with one decimal, so the topper is at 100 and a candidate alone on a test too.
 */
export function percentileOf(score: number, scores: readonly number[]): number {
  if (scores.length === 0) return 100
  return roundTo((100 * scores.filter((other) => other <= score).length) / scores.length, 1)
}

export type TopperAndAverage = { candidates: number; topper: number | null; average: number | null }

/** Highest score and average score (two decimals); null for both before anyone has taken the test. */
export function topperAndAverage(scores: readonly number[]): TopperAndAverage {
  if (scores.length === 0) return { candidates: 0, topper: null, average: null }
  const total = scores.reduce((sum, score) => sum + score, 0)
  return { candidates: scores.length, topper: Math.max(...scores), average: roundTo(total / scores.length, 2) }
}

/** Scores from `from` (included) up to `to` (excluded, except in the last bucket, which holds the maximum). */
export type ScoreBucket = { from: number; to: number; count: number }

/**
 * How scores spread over `bucketCount` equal bands of 0..maxScore, for the result page's chart.
 * Negative scores fall in the first band; an empty list for a paper without marks.
 */
export function scoreDistribution(scores: readonly number[], maxScore: number, bucketCount = 10): ScoreBucket[] {
  if (maxScore <= 0 || bucketCount < 1) return []
  // Multiplying before dividing keeps band edges exact: 40 of 200 lands in [40, 60), not [20, 40).
  const bands = scores.map((score) => Math.min(bucketCount - 1, Math.max(0, Math.floor((score * bucketCount) / maxScore))))
  return Array.from({ length: bucketCount }, (_, index) => ({
    from: roundTo((maxScore * index) / bucketCount, 2),
    to: roundTo((maxScore * (index + 1)) / bucketCount, 2),
    count: bands.filter((band) => band === index).length,
  }))
}
