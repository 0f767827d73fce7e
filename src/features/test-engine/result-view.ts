/**
 * What the result page (`/result?attempt=ID`, bare) shows, worked out on the server for one language.
 * The review part exists only once solutions are due (right after submitting, or after the test
 * closes, as staff chose); before that `review` is null and `solutionsAt` says when.
 */
import type { Locale } from '@/lib/locale'

import type { ScoreBucket } from './ranking'
import type { AttemptScore, QuestionOutcome } from './scoring'
import type { AttemptStatus, OptionLetter } from './types'

export type ResultReviewQuestion = {
  questionId: string
  number: number
  sectionTitle: string
  topicTitle: string | null
  stem: string
  options: string[]
  image: { url: string; width: number; height: number; alt: string } | null
  chosen: OptionLetter | null
  correct: OptionLetter
  outcome: QuestionOutcome
  explanation: string
  /** Seconds the candidate spent on it. */
  timeSpent: number
  /** Share of candidates' first attempts that got it right, 0–100, one decimal; null when nobody else took it yet. */
  shareCorrect: number | null
  isBookmarked: boolean
}

export type ResultView = {
  attemptId: string
  locale: Locale
  test: { slug: string; title: string; kind: string; durationMinutes: number }
  status: AttemptStatus
  attemptNumber: number
  startedAt: string
  finishedAt: string
  /** Seconds from start to finish (capped at the deadline). */
  timeTaken: number
  score: AttemptScore
  standing: {
    /** Among candidates' first attempts at this test; for a later attempt, where its score would stand. */
    rank: number
    candidates: number
    percentile: number
    topper: number
    average: number
    distribution: ScoreBucket[]
    isFirstAttempt: boolean
  }
  cutoff: { marks: number; isCleared: boolean } | null
  qualifying: { percent: number; marksNeeded: number; isQualified: boolean } | null
  solutionsAt: string | null
  review: ResultReviewQuestion[] | null
}
