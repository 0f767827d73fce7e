/**
 * What the result page (`/result?attempt=ID`, bare) shows, worked out on the server for one language.
 * The breakdown by section and topic and the review exist only once solutions are due (right after
 * submitting, or after the test closes, as staff chose); before that both are null, `solutionsAt`
 * says when, and the page shows the totals only (ADR 014).
 */
import type { Locale } from '@/i18n/locale'
import type { District } from '@/lib/punjab-districts'

import type { QuestionCrowd } from '@/domain/test-engine/question-stats'
import type { ScoreBucket } from './ranking'
import type { AttemptComparison } from './attempt-comparison'
import type { WeakTopic } from '@/domain/test-engine/weak-topics'
import type { CsatStanding, MainsEstimate } from '@/domain/test-engine/prelims-pair'
import type { TimeAnalysis } from './time-analysis'
import { roundTo } from '@/domain/test-engine/rounding'
import type { QuestionOutcome, ScoreSummary, SectionResult, TopicResult } from '@/domain/test-engine/scoring'
import type { AttemptStatus, OptionLetter } from '@/domain/test-engine/types'
import type { OwnObjection } from './key-objection-schema'

export type ResultReviewQuestion = {
  questionId: string
  number: number
  sectionTitle: string
  topicTitle: string | null
  stem: string
  options: string[]
  /** The language the question and its options are in, when not the page's (English on a Punjabi page, where staff wrote no Punjabi). */
  textLang?: Locale
  image: { url: string; width: number; height: number; alt: string } | null
  chosen: OptionLetter | null
  /** The key this attempt was scored against (ADR 046). */
  correct: OptionLetter
  /** Dropped after the answer-key objections: every candidate got its marks. */
  isDropped?: boolean
  outcome: QuestionOutcome
  explanation: string
  /** The explanation's language, when not the page's (it may stay in English). */
  explanationLang?: Locale
  /** Seconds the candidate spent on it. */
  timeSpent: number
  /** How the candidates' first attempts answered it and how long they took; null when nobody else answered it yet. */
  crowd: QuestionCrowd | null
  isBookmarked: boolean
}

export type ResultView = {
  attemptId: string
  locale: Locale
  test: { slug: string; title: string; kind: string; durationMinutes: number; isTimed: boolean }
  status: AttemptStatus
  attemptNumber: number
  startedAt: string
  finishedAt: string
  /** Seconds from start to finish (capped at the deadline). */
  timeTaken: number
  score: ScoreSummary
  /** Per section and topic, in the page's language; null until the solutions are due. */
  breakdown: { sections: SectionResult[]; topics: TopicResult[] } | null
  standing: {
    /** Among candidates' first attempts at this test; for a later attempt, where its score would stand. */
    rank: number
    candidates: number
    percentile: number
    topper: number
    average: number
    distribution: ScoreBucket[]
    isFirstAttempt: boolean
    /** Kept from answers checked signed out, after seeing the key: not ranked (ADR 013). */
    isKeptFromCheck: boolean
    /**
     * The same standing among the first attempts of candidates who gave the reader's district (issue
     * 18, item 1); null when the reader gave none, or gave "Outside Punjab", which is no district to rank in.
     */
    district: { district: District; rank: number; candidates: number } | null
    /**
     * For a test run as an All-Punjab mock window (ADR 044): whether this attempt is on the window's
     * rank list, and whether the list is out. Before it is, the page gives no rank.
     */
    window: {
      isRanked: boolean
      isPublished: boolean
      publishedAt: string
      endsAt: string
      leaderboardHref: string
    } | null
  }
  /**
   * Answer-key objections (ADR 046), for a window test that takes them and once the review is open:
   * whether they are open and until when, and the reader's own objections by question id.
   */
  objections?: { isOpen: boolean; closesAt: string; mine: Record<string, OwnObjection> } | null
  cutoff: ResultCutoff | null
  /**
   * A GS paper with its CSAT paper (ADR 045): whether the candidate's Paper II qualifies (their latest
   * finished attempt at it, with a link to it), and the estimate of reaching Mains; null for other tests.
   */
  prelims: { csat: CsatStanding & { title: string; href: string }; estimate: MainsEstimate | null } | null
  qualifying: { percent: number; marksNeeded: number; isQualified: boolean } | null
  solutionsAt: string | null
  review: ResultReviewQuestion[] | null
  /** Time per section, the slow questions and the order answered in; with the review. */
  timeAnalysis: TimeAnalysis | null
  /** The candidate's other finished attempts at this test or its series, side by side; with the review. */
  comparison: AttemptComparison | null
  /** The topics to study next, weighted by the past papers, each with its practice drill (ADR 039); with the review. */
  weakTopics: WeakTopicView[] | null
}

/** A weak topic as the result shows it: its page's slug, for its notes and its practice drill. */
export type WeakTopicView = WeakTopic & { slug: string }

/**
 * The cut-off a score is compared with. A PYQ test compares with its paper's own year (`year`); any
 * other test with the previous year's figure staff set. `marks` is always on this test's scale: a PYQ
 * selection with fewer marks than the full paper compares with the published cut-off scaled to its
 * marks, and `published` keeps the figure as PPSC's paper had it.
 */
export type ResultCutoff = {
  marks: number
  isCleared: boolean
  year?: number
  /** The academy's estimate rather than a figure PPSC published. */
  isEstimate?: boolean
  published?: { marks: number; totalMarks: number; testMarks: number }
}

/** A PYQ paper's cut-off for an attempt at its test; a paper of a different total is scaled to the test's marks. */
export function yearCutoff(
  paper: { year: number; cutoff: number; totalMarks: number; isEstimate?: boolean },
  testMarks: number,
  score: number,
): ResultCutoff {
  const isScaled = testMarks > 0 && paper.totalMarks > 0 && testMarks !== paper.totalMarks
  const marks = isScaled ? roundTo((paper.cutoff * testMarks) / paper.totalMarks, 2) : paper.cutoff
  return {
    marks,
    isCleared: score >= marks,
    year: paper.year,
    ...(paper.isEstimate ? { isEstimate: true } : {}),
    ...(isScaled ? { published: { marks: paper.cutoff, totalMarks: paper.totalMarks, testMarks } } : {}),
  }
}
