import { roundTo } from '../../rounding'
import type { ScoreBucket } from '../../ranking'
import type { QuestionOutcome } from '../../scoring'
import type { ResultCutoff } from '../../result-view'

/** Marks as the result prints them: 142, 82.5, −3.96 (never 82.50; a true minus sign, read as "minus"). */
export function formatMarks(value: number): string {
  const rounded = roundTo(value, 2)
  return rounded < 0 ? `−${Math.abs(rounded)}` : String(rounded)
}

/** "1 mark", "24 marks", "0.5 marks". */
export const formatMarksCount = (value: number) => `${formatMarks(value)} ${roundTo(value, 2) === 1 ? 'mark' : 'marks'}`

/** 76.9% (one decimal at most, as the scoring rounds it). */
export const formatPercent = (value: number) => `${roundTo(value, 1)}%`

/** 6730 → "1 h 52 m 10 s", 45 → "45 s", 0 → "0 s": the clock's reading, short enough for a phone. */
export function formatSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  const parts = [
    [Math.floor(seconds / 3600), 'h'],
    [Math.floor((seconds % 3600) / 60), 'm'],
    [seconds % 60, 's'],
  ] as const
  const shown = parts.filter(([amount]) => amount > 0).map(([amount, unit]) => `${amount} ${unit}`)
  return shown.length ? shown.join(' ') : '0 s'
}

/** The same span as an ISO 8601 duration for `<time dateTime>`: 6730 → "PT1H52M10S". */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  return `PT${Math.floor(seconds / 3600)}H${Math.floor((seconds % 3600) / 60)}M${seconds % 60}S`
}

export const outcomeLabels: Record<QuestionOutcome, string> = {
  correct: 'Correct',
  wrong: 'Wrong',
  unattempted: 'Not attempted',
}

/** "1 question was withdrawn and is not counted"; null when none was. */
export function describeWithdrawn(withdrawn: number): string | null {
  if (withdrawn <= 0) return null
  return withdrawn === 1
    ? '1 question was withdrawn and is not counted'
    : `${withdrawn} questions were withdrawn and are not counted`
}

/**
 * "… you are 24 marks above it", "… 6 marks short of it", or level with it. A PYQ test's line names
 * its year ("Cut-off in 2020: 112 marks"), and a selection with fewer marks than the paper says what
 * the published cut-off comes to on its own marks.
 */
export function describeCutoff(score: number, cutoffMarks: number, source?: Pick<ResultCutoff, 'year' | 'published' | 'isEstimate'>): string {
  const gap = roundTo(score - cutoffMarks, 2)
  const published = source?.published
  const year = source?.year === undefined ? '' : `Cut-off in ${source.year}${source.isEstimate ? ' (academy’s estimate)' : ''}`
  const lead =
    source?.year === undefined
      ? `Previous year's cut-off: ${formatMarksCount(cutoffMarks)}`
      : published
        ? `${year}: ${formatMarks(published.marks)} of ${formatMarksCount(published.totalMarks)}, that is ${formatMarks(cutoffMarks)} of this paper's ${formatMarksCount(published.testMarks)}`
        : `${year}: ${formatMarksCount(cutoffMarks)}`
  if (gap === 0) return `${lead} — your score is exactly at it`
  return gap > 0 ? `${lead} — you are ${formatMarksCount(gap)} above it` : `${lead} — you are ${formatMarksCount(-gap)} short of it`
}

/** The line under "Qualified" / "Not qualified" on a qualifying paper such as CSAT. */
export function describeQualifying(qualifying: { percent: number; marksNeeded: number; isQualified: boolean }): string {
  const need = `${formatMarksCount(qualifying.marksNeeded)} (${formatPercent(qualifying.percent)})`
  return qualifying.isQualified ? `Qualified: you reached the ${need} needed` : `Not qualified: you need ${need}`
}

/** "12 of 340". */
export const formatRank = (rank: number, candidates: number) => `${rank} of ${candidates}`

/** The share of candidates who answered a question correctly, or a plain word when there is nobody to compare with. */
export const describeShareCorrect = (shareCorrect: number | null) =>
  shareCorrect === null ? 'You are the first to take this test' : `${formatPercent(shareCorrect)} of candidates got this right`

/**
 * The band a score falls in, as `scoreDistribution` places it: the first band also holds negative
 * scores and the last one holds full marks. −1 when there are no bands.
 */
export function findBucketIndex(score: number, buckets: readonly ScoreBucket[]): number {
  if (buckets.length === 0) return -1
  const index = buckets.findIndex((bucket) => score < bucket.to)
  return index === -1 ? buckets.length - 1 : index
}

/** "Below 20", "140 to below 160", "180 to 200": the first band holds negative scores, the last full marks. */
export function describeBucket(buckets: readonly ScoreBucket[], index: number): string {
  const bucket = buckets[index]
  if (!bucket) return ''
  if (index === 0 && buckets.length > 1) return `Below ${formatMarks(bucket.to)}`
  if (index === buckets.length - 1) return `${formatMarks(bucket.from)} to ${formatMarks(bucket.to)}`
  return `${formatMarks(bucket.from)} to below ${formatMarks(bucket.to)}`
}

const candidatesText = (count: number) => `${count} ${count === 1 ? 'candidate' : 'candidates'}`

/** The chart's spoken summary: how many took part, where most scored, and where the candidate's own score sits. */
export function describeDistribution(buckets: readonly ScoreBucket[], score: number): string {
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0)
  if (buckets.length === 0 || total === 0) return 'No scores to show yet.'
  const busiest = buckets.reduce((best, bucket, index) => (bucket.count > buckets[best]!.count ? index : best), 0)
  const own = findBucketIndex(score, buckets)
  return [
    `Bar chart of first-attempt scores: ${candidatesText(total)} in ${buckets.length} bands of marks.`,
    `Most scored ${describeBucket(buckets, busiest).toLowerCase()} (${candidatesText(buckets[busiest]!.count)}).`,
    `Your score, ${formatMarks(score)}, is in the band ${describeBucket(buckets, own).toLowerCase()}, which holds ${candidatesText(buckets[own]!.count)}.`,
  ].join(' ')
}
