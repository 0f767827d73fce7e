import type { IsoDay } from '@/lib/days'
import type { ResultReviewQuestion } from '@/features/test-engine/public'
import type { Tally } from '@/domain/test-engine/scoring'

/** The daily quizzes' shapes, shared by the server (reads, use-cases) and the pages. */

/** One daily quiz as the list shows it. */
export type DailyQuizSummary = {
  id: string
  slug: string
  title: string
  /** The day whose current affairs it covers, in India. */
  day: IsoDay
  questionCount: number
  /** False: no countdown, and a started quiz stays open for a day. */
  isTimed: boolean
  durationMinutes: number
}

/** An article of the day the questions are about, linked on its day's page. */
export type QuizArticle = { id: string; title: string; href: string }

/** The quiz page's facts about a quiz. */
export type DailyQuizDetail = DailyQuizSummary & {
  instructions: string | null
  marksPerCorrect: number
  negativeMarks: number
  articles: QuizArticle[]
}

/** The quiz for a day, for the date picker: which day opens which address. */
export type QuizDay = { day: IsoDay; href: string }

/** A signed-in candidate's state at one quiz, as the list shows it. */
export type QuizListState =
  { status: 'not-taken' } | { status: 'in-progress' } | { status: 'taken'; score: number; maxScore: number; resultHref: string }

/**
 * One question of a signed-out candidate's checked quiz: what they chose, the key and why. Its figure
 * is already on the page (made on the server, ADR 034), so the check does not send it again.
 */
export type GuestReviewQuestion = Pick<
  ResultReviewQuestion,
  'questionId' | 'number' | 'stem' | 'options' | 'chosen' | 'correct' | 'outcome' | 'explanation'
>

/** The score card of a quiz, signed in or not. */
export type QuizScore = Pick<Tally, 'score' | 'maxScore' | 'correct' | 'wrong' | 'unattempted'> & { withdrawn: number }

/** `POST /api/daily-quizzes/{slug}/check`: the score and, when solutions are open, the review. Nothing is stored. */
export type GuestCheckResponse = { score: QuizScore; review: GuestReviewQuestion[] | null }

/** `POST /api/daily-quizzes/{slug}/keep`: the guest's answers became the candidate's attempt, or they had one already. */
export type KeepResponse =
  { code: 'kept'; attemptId: string; resultUrl: string } | { code: 'already-taken'; message: string; resultUrl: string | null }

/** `POST /api/daily-quizzes/{slug}/start`. */
export type StartQuizResponse = { attemptId: string; isResumed: boolean }
