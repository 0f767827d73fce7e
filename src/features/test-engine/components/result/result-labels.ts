import type { getTranslator } from '@/i18n/translator'

import { formatMarks, formatPercent } from '../../practice-player/marks'
import type { ScoreBucket } from '../../ranking'
import { roundTo } from '@/domain/test-engine/rounding'
import type { ResultCutoff } from '../../result-view'
import type { ReviewFilter } from './review-filter'

/**
 * The result page's sentences from the catalogue's `result` words: pure, so the server's report and the
 * client's review list share them, and each is tested on its own.
 */
export type ResultTranslator = ReturnType<typeof getTranslator<'result'>>

/** "1 mark", "24 marks", "0.5 marks" (ਪੰਜਾਬੀ: "24 ਅੰਕ"). */
export const formatMarksCount = (t: ResultTranslator, value: number) => t('marks', { count: roundTo(value, 2), marks: formatMarks(value) })

/** 6730 → "1 h 52 m 10 s", 45 → "45 s", 0 → "0 s": the clock's reading, short enough for a phone. */
export function formatSeconds(t: ResultTranslator, totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  const parts = [
    ['hours', Math.floor(seconds / 3600)],
    ['minutes', Math.floor((seconds % 3600) / 60)],
    ['seconds', seconds % 60],
  ] as const
  const shown = parts.filter(([, amount]) => amount > 0).map(([unit, amount]) => t(`duration.${unit}`, { count: amount }))
  return shown.length ? shown.join(' ') : t('duration.seconds', { count: 0 })
}

/** What a result is called: by the kind of test, never "mock" for a sectional or topic test. */
export function resultEyebrow(t: ResultTranslator, kind: string): string {
  switch (kind) {
    case 'gs-prelims':
    case 'csat':
      return t('eyebrow.mock')
    case 'sectional':
      return t('eyebrow.sectional')
    case 'topic':
      return t('eyebrow.topic')
    case 'pyq':
      return t('eyebrow.pyq')
    case 'daily-quiz':
      return t('eyebrow.dailyQuiz')
    default:
      return t('eyebrow.test')
  }
}

/** "General Studies · Punjab GK", or the one title when the topic is named like its section. */
export function describeQuestionPlace(sectionTitle: string, topicTitle: string | null): string {
  if (!topicTitle || topicTitle.trim().toLocaleLowerCase() === sectionTitle.trim().toLocaleLowerCase()) return sectionTitle
  return `${sectionTitle} · ${topicTitle}`
}

/**
 * "… you are 24 marks above it", "… 6 marks short of it", or level with it. A PYQ test's line names
 * its year ("Cut-off in 2020: 112 marks"), and a selection with fewer marks than the paper says what
 * the published cut-off comes to on its own marks.
 */
export function describeCutoff(
  t: ResultTranslator,
  score: number,
  cutoffMarks: number,
  source?: Pick<ResultCutoff, 'year' | 'published' | 'isEstimate'>,
): string {
  const gap = roundTo(score - cutoffMarks, 2)
  const published = source?.published
  const marks = published
    ? t('cutoff.scaled', {
        published: formatMarks(published.marks),
        total: formatMarksCount(t, published.totalMarks),
        marks: formatMarks(cutoffMarks),
        testMarks: formatMarksCount(t, published.testMarks),
      })
    : formatMarksCount(t, cutoffMarks)
  const lead =
    source?.year === undefined
      ? t('cutoff.previous', { marks })
      : t(source.isEstimate ? 'cutoff.yearEstimate' : 'cutoff.year', { year: String(source.year), marks })
  if (gap === 0) return t('cutoff.exactly', { lead })
  return gap > 0 ? t('cutoff.above', { lead, gap: formatMarksCount(t, gap) }) : t('cutoff.below', { lead, gap: formatMarksCount(t, -gap) })
}

/** The line under "Qualified" / "Not qualified" on a qualifying paper such as CSAT. */
export function describeQualifying(
  t: ResultTranslator,
  qualifying: { percent: number; marksNeeded: number; isQualified: boolean },
): string {
  const values = { marks: formatMarksCount(t, qualifying.marksNeeded), percent: formatPercent(qualifying.percent) }
  return qualifying.isQualified ? t('cutoff.qualified', values) : t('cutoff.notQualified', values)
}

/**
 * The share of candidates who answered a question correctly; when no other candidate has answered it,
 * says so instead of a share that would only be the candidate's own answer.
 */
export const describeShareCorrect = (t: ResultTranslator, shareCorrect: number | null) =>
  shareCorrect === null ? t('review.noOthers') : t('review.shareCorrect', { percent: formatPercent(shareCorrect) })

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
export function describeBucket(t: ResultTranslator, buckets: readonly ScoreBucket[], index: number): string {
  const bucket = buckets[index]
  if (!bucket) return ''
  if (index === 0 && buckets.length > 1) return t('chart.below', { to: formatMarks(bucket.to) })
  if (index === buckets.length - 1) return t('chart.range', { from: formatMarks(bucket.from), to: formatMarks(bucket.to) })
  return t('chart.rangeBelow', { from: formatMarks(bucket.from), to: formatMarks(bucket.to) })
}

/** The chart's spoken summary: how many took part, where most scored, and where the candidate's own score sits. */
export function describeDistribution(t: ResultTranslator, buckets: readonly ScoreBucket[], score: number): string {
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0)
  if (buckets.length === 0 || total === 0) return t('chart.noScores')
  const busiest = buckets.reduce((best, bucket, index) => (bucket.count > buckets[best]!.count ? index : best), 0)
  const own = findBucketIndex(score, buckets)
  // Mid-sentence, a band reads "below 20", not "Below 20".
  const band = (index: number) => describeBucket(t, buckets, index).toLocaleLowerCase()
  return t('chart.summary', {
    total,
    bands: buckets.length,
    busiest: band(busiest),
    busiestCount: buckets[busiest]!.count,
    score: formatMarks(score),
    own: band(own),
    ownCount: buckets[own]!.count,
  })
}

/** "Showing all 100 questions." / "Showing 18 of 100 questions: wrong." */
export function describeShown(t: ResultTranslator, filter: ReviewFilter, shown: number, total: number): string {
  if (filter === 'all') return t('review.shownAll', { total })
  return t('review.shownSome', { shown, total, filter: t(`review.filters.${filter}`).toLocaleLowerCase() })
}
