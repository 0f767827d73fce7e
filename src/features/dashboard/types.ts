import type { QuizStreak } from '@/features/daily-quiz/public'
import type { Locale } from '@/i18n/locale'

import type { BookmarkTopic } from './bookmark-filter'
import type { TopicAccuracy } from './topic-accuracy'
import type { TrendPoint } from './score-trend'

/** What the dashboard (`/dashboard`) shows a signed-in candidate, worked out on the server for one language. */

/** An attempt still running: the clock is the server's. */
export type InProgressAttempt = {
  attemptId: string
  testTitle: string
  /** The test's kind (`gs-prelims`, `pyq`…), named in the page's language by the dashboard. */
  kind: string
  deadline: string
  /** Whole minutes left on the server's clock (rounded down); null once the time has run out (the attempt is being submitted). */
  minutesLeft: number | null
  /** The attempt's exam screen. */
  resumeHref: string
}

/** A finished attempt of any kind: mock test, PYQ paper or daily quiz. */
export type HistoryEntry = {
  attemptId: string
  testTitle: string
  kind: string
  finishedAt: string
  attemptNumber: number
  score: number
  maxScore: number
  /** Among candidates' first attempts at the test; null for a later attempt, which is not ranked. */
  rank: { rank: number; candidates: number } | null
  isAutoSubmitted: boolean
  resultHref: string
}

export type BookmarkEntry = {
  bookmarkId: string
  questionId: string
  stem: string
  /** The language the stem is really in (an untranslated Punjabi stem shows in English). */
  stemLang: Locale
  topic: { slug: string; title: string } | null
  /** The question in the result of the candidate's latest finished attempt that had it, with its answer and explanation. */
  reviseHref: string | null
}

export type SubmissionEntry = {
  submissionId: string
  /** The Question of the Day's title; null if it is no longer published. */
  questionTitle: string | null
  paper: string | null
  submittedAt: string
  /** A typed answer's words; a handwritten one has its pages instead. */
  wordCount: number | null
  /** A handwritten answer's pages (0 for a typed one). */
  pages: number
  status: 'submitted' | 'evaluated'
  marksAwarded: number | null
  /** The question's marks. */
  marks: number | null
  feedback: string | null
  evaluatedAt: string | null
  /** The question's page, where the answer and its evaluation are shown in full. */
  href: string | null
}

export type DashboardView = {
  locale: Locale
  candidateName: string
  now: string
  inProgress: InProgressAttempt[]
  history: HistoryEntry[]
  /** How many finished attempts there are in all; `history` holds the latest of them. */
  historyTotal: number
  trend: TrendPoint[]
  topics: TopicAccuracy[]
  quiz: {
    streak: QuizStreak
    /** Daily quizzes taken (first attempts). */
    takenCount: number
    /** Today's quiz, when there is one; otherwise the list of quizzes. */
    todayHref: string | null
    listHref: string
  }
  bookmarks: {
    items: BookmarkEntry[]
    /** Every bookmark's count, before the filter. */
    total: number
    topics: BookmarkTopic[]
    /** The topic chosen with `?topic=`, when the candidate has bookmarks on it. */
    selectedTopic: BookmarkTopic | null
    /** A `?topic=` that matched none of the candidate's bookmarked topics. */
    isUnknownTopic: boolean
  }
  submissions: SubmissionEntry[]
}
