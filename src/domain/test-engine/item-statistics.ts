import type { OptionLetter } from './types'

/**
 * Classical item analysis of a test's questions from its candidates' first, finished attempts (issue
 * 18, item 5), for staff reviewing the question bank:
 * - difficulty: the share of candidates who answered the question right (a high share is an easy item);
 * - discrimination: the share right in the upper group minus the share right in the lower group, the
 *   groups being the top and bottom 27% of candidates by score (Kelley's groups). Below 0.2 the item
 *   hardly separates strong candidates from weak ones, and is flagged for review;
 * - distractor use: the share that chose each option and left it blank. A wrong option nobody chooses
 *   is doing no work.
 */

/** Kelley's share for the upper and lower groups. */
export const GROUP_SHARE = 0.27
/** Discrimination under this is flagged for review. */
export const DISCRIMINATION_FLAG = 0.2
/** Below this many candidates the groups are too small for discrimination to mean anything. */
export const ITEM_MIN_CANDIDATES = 20

/**
 * The scores that bound the upper group (at or above) and the lower group (at or below); null when too
 * few candidates took the test. Ties at a boundary join the group.
 */
export function groupBounds(scores: readonly number[]): { upperFrom: number; lowerTo: number } | null {
  if (scores.length < ITEM_MIN_CANDIDATES) return null
  const size = Math.max(1, Math.round(scores.length * GROUP_SHARE))
  const descending = [...scores].sort((a, b) => b - a)
  return { upperFrom: descending[size - 1]!, lowerTo: descending[descending.length - size]! }
}

/** One row of the database's count: first attempts per question, option and group (1 upper, −1 lower, 0 neither). */
export type ItemResponseRow = { questionId: string; option: OptionLetter | null; group: -1 | 0 | 1; count: number }

export type ItemStatistics = {
  questionId: string
  /** Share (0–100, one decimal) of candidates who answered it right. */
  difficulty: number
  /** Upper group's share right minus the lower group's, −1 to 1 with two decimals; null below 20 candidates or with a group empty. */
  discrimination: number | null
  /** Share (0–100) of candidates choosing each option. */
  options: Record<OptionLetter, number>
  /** Share (0–100) that left it blank. */
  blank: number
  /** Wrong options chosen by nobody, once somebody answered the question. */
  unusedDistractors: OptionLetter[]
  isFlagged: boolean
}

const share = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : 0)

/**
 * The statistics of each question, in the order given. `candidates` counts every first, finished
 * attempt; an attempt that never saved an answer to a question counts as a blank.
 */
export function itemStatistics(input: {
  questions: readonly { questionId: string; correct: OptionLetter; letters: readonly OptionLetter[] }[]
  rows: readonly ItemResponseRow[]
  candidates: number
  upperCount: number
  lowerCount: number
}): ItemStatistics[] {
  const { questions, rows, candidates, upperCount, lowerCount } = input
  return questions.map(({ questionId, correct, letters }) => {
    const mine = rows.filter((row) => row.questionId === questionId)
    const chose = (letter: OptionLetter, group?: -1 | 1) =>
      mine.filter((row) => row.option === letter && (group === undefined || row.group === group)).reduce((sum, row) => sum + row.count, 0)
    const counts = Object.fromEntries(letters.map((letter) => [letter, chose(letter)])) as Record<OptionLetter, number>
    const answered = letters.reduce((sum, letter) => sum + counts[letter], 0)
    const hasGroups = candidates >= ITEM_MIN_CANDIDATES && upperCount > 0 && lowerCount > 0
    const discrimination = hasGroups ? Math.round(100 * (chose(correct, 1) / upperCount - chose(correct, -1) / lowerCount)) / 100 : null
    return {
      questionId,
      difficulty: share(counts[correct] ?? 0, candidates),
      discrimination,
      options: Object.fromEntries(letters.map((letter) => [letter, share(counts[letter], candidates)])) as Record<OptionLetter, number>,
      blank: share(candidates - answered, candidates),
      // A question nobody answered says nothing of its options.
      unusedDistractors: answered > 0 ? letters.filter((letter) => letter !== correct && counts[letter] === 0) : [],
      isFlagged: discrimination !== null && discrimination < DISCRIMINATION_FLAG,
    }
  })
}
