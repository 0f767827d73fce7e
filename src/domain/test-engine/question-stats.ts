import type { OptionLetter } from './types'

/**
 * How the candidates' first, finished attempts at a test answered each question, for the review's
 * "how others answered" and the time analysis (issue 18, item 2). The database does the counting
 * (`countQuestionStats`): per question, how many chose each option, and a histogram of the time spent
 * by those who answered it, once for everyone and once for the top 10%. Nothing here identifies a
 * candidate; the review shows these figures only when somebody other than the reader is counted.
 */

/** Toppers are shown only from this many candidates, so the top 10% is never one or two people. */
export const TOPPERS_MIN_CANDIDATES = 30
/** The share of first attempts, by score, counted as toppers (ties at the boundary included). */
export const TOPPERS_SHARE = 0.1

/** How wide the time bucket starting at `start` seconds is: 2 s under two minutes, 10 s under ten, then a minute. */
export function bucketWidth(start: number): number {
  if (start < 120) return 2
  if (start < 600) return 10
  return 60
}

/** The start of the time bucket that `seconds` falls in; the database computes the same (`countQuestionStats`). */
export function bucketOf(seconds: number): number {
  const whole = Math.max(0, Math.trunc(seconds))
  return whole - (whole % bucketWidth(whole))
}

/**
 * The score from which a first attempt counts among the toppers, or null when too few candidates took
 * the test for a top 10% to mean anything.
 */
export function toppersThreshold(scores: readonly number[]): number | null {
  if (scores.length < TOPPERS_MIN_CANDIDATES) return null
  const sorted = [...scores].sort((a, b) => b - a)
  return sorted[Math.ceil(sorted.length * TOPPERS_SHARE) - 1] ?? null
}

/** A row of the database's option count. */
export type OptionCountRow = { questionId: string; option: OptionLetter | null; isTopper: boolean; count: number }
/** A row of the database's time histogram: first attempts that answered the question in [bucket, bucket + width). */
export type TimeBucketRow = { questionId: string; bucket: number; isTopper: boolean; count: number }

export type GroupStats = {
  /** First attempts that chose each option. */
  options: Partial<Record<OptionLetter, number>>
  /** Median seconds spent by those who answered it; null when nobody did. */
  medianTime: number | null
}

export type QuestionStats = GroupStats & { toppers: GroupStats | null }

/**
 * The median of a histogram, interpolated inside the bucket that holds it (the grouped median), in
 * whole seconds.
 */
export function medianOfBuckets(buckets: ReadonlyMap<number, number>): number | null {
  const entries = [...buckets.entries()].filter(([, count]) => count > 0).sort(([a], [b]) => a - b)
  const total = entries.reduce((sum, [, count]) => sum + count, 0)
  if (total === 0) return null
  const half = total / 2
  let below = 0
  for (const [start, count] of entries) {
    if (below + count >= half) return Math.round(start + ((half - below) / count) * bucketWidth(start))
    below += count
  }
  return null
}

/** Per question: the option counts and median times, for everyone and, where there are toppers, for them. */
export function summariseQuestionStats(
  optionRows: readonly OptionCountRow[],
  timeRows: readonly TimeBucketRow[],
  hasToppers: boolean,
): Record<string, QuestionStats> {
  type Building = { options: GroupStats['options']; times: Map<number, number> }
  const all = new Map<string, Building>()
  const toppers = new Map<string, Building>()
  const entryOf = (groups: Map<string, Building>, questionId: string) => {
    let entry = groups.get(questionId)
    if (!entry) groups.set(questionId, (entry = { options: {}, times: new Map() }))
    return entry
  }
  for (const row of optionRows) {
    if (!row.option) continue
    const groups = row.isTopper ? [all, toppers] : [all]
    for (const group of groups) {
      const entry = entryOf(group, row.questionId)
      entry.options[row.option] = (entry.options[row.option] ?? 0) + row.count
    }
  }
  for (const row of timeRows) {
    const groups = row.isTopper ? [all, toppers] : [all]
    for (const group of groups) {
      const entry = entryOf(group, row.questionId)
      entry.times.set(row.bucket, (entry.times.get(row.bucket) ?? 0) + row.count)
    }
  }
  const finish = (entry: Building | undefined): GroupStats => ({
    options: entry?.options ?? {},
    medianTime: entry ? medianOfBuckets(entry.times) : null,
  })
  return Object.fromEntries(
    [...all.entries()].map(([questionId, entry]) => [
      questionId,
      { ...finish(entry), toppers: hasToppers ? finish(toppers.get(questionId)) : null },
    ]),
  )
}

/** A share of a whole, 0–100 with one decimal. */
const shareOf = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : 0)

/** What the review shows under one question about everyone else's answers. */
export type QuestionCrowd = {
  /** First attempts counted, the reader's own included when it is one. */
  candidates: number
  /** Share (0–100) of them that answered it. */
  attemptedShare: number
  /** Share (0–100) of them that got it right. */
  correctShare: number
  /** Share (0–100) of them that chose each option. */
  split: Record<OptionLetter, number>
  medianTime: number | null
  /** The top 10% by score: the option most of them chose and how long they took; null below 30 candidates. */
  toppers: { candidates: number; choice: OptionLetter | null; choiceShare: number; medianTime: number | null } | null
}

/**
 * The crowd's figures for one question, or null when no first attempt but the reader's own answered
 * it: "100% got this right" from one's own answer would say something untrue.
 */
export function crowdOf(question: {
  stats: QuestionStats | undefined
  correct: OptionLetter
  letters: readonly OptionLetter[]
  /** First attempts at the test, this one included when it is a first attempt. */
  candidates: number
  toppers: number
  /** This attempt's answer, when it is one of the first attempts counted. */
  ownCountedOption: OptionLetter | null
}): QuestionCrowd | null {
  const { stats, correct, letters, candidates, toppers, ownCountedOption } = question
  const counts = stats?.options ?? {}
  const answered = Object.values(counts).reduce<number>((sum, count) => sum + (count ?? 0), 0)
  if (candidates <= 0 || answered - (ownCountedOption ? 1 : 0) <= 0) return null
  const split = Object.fromEntries(letters.map((letter) => [letter, shareOf(counts[letter] ?? 0, candidates)])) as QuestionCrowd['split']
  const topperStats = stats?.toppers
  let topperView: QuestionCrowd['toppers'] = null
  if (topperStats && toppers > 0) {
    let choice: OptionLetter | null = null
    let chosen = 0
    for (const letter of letters) {
      const count = topperStats.options[letter] ?? 0
      if (count > chosen) [choice, chosen] = [letter, count]
    }
    topperView = { candidates: toppers, choice, choiceShare: shareOf(chosen, toppers), medianTime: topperStats.medianTime }
  }
  return {
    candidates,
    attemptedShare: shareOf(answered, candidates),
    correctShare: shareOf(counts[correct] ?? 0, candidates),
    split,
    medianTime: stats?.medianTime ?? null,
    toppers: topperView,
  }
}

/** Time over this many times the median is worth a second look. */
export const SLOW_FACTOR = 2

/** Whether the reader spent over twice the crowd's median on a question. */
export const isSlow = (timeSpent: number, medianTime: number | null): boolean =>
  medianTime != null && medianTime > 0 && timeSpent > SLOW_FACTOR * medianTime
