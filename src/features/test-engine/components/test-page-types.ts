import type { Locale } from '@/i18n/locale'

/** The props of the test-series list and the instructions page: plain data the page loads and resolves. */

export type { TestKind } from '@/domain/test-engine/kinds'
import type { TestKind } from '@/domain/test-engine/kinds'

/** The signed-in candidate's latest attempt at a test, as the list shows it. */
export type TestState =
  | { status: 'not-started' }
  | { status: 'in-progress'; deadline: string; href: string }
  | { status: 'submitted'; score: number; maxScore: number; resultHref: string; attemptsLeft: number }

export type SeriesTest = {
  slug: string
  /** The test's instructions page. */
  href: string
  title: string
  kind: TestKind
  questionCount: number
  durationMinutes: number
  maxMarks: number
  negativeMarks: number
  opensAt: string | null
  closesAt: string | null
  /** An All-Punjab mock window (ADR 044): its times and its leaderboard. */
  mockWindow: { startsAt: string; lateEntryUntil: string; endsAt: string; leaderboardHref: string } | null
  /** A paid test the candidate is not enrolled for. */
  isLocked: boolean
  /** Null when signed out. */
  state: TestState | null
}

export type SeriesView = {
  id: string
  title: string
  description: string | null
  kind: string
  isPaid: boolean
  /** The course that unlocks a paid series. */
  product: { title: string; href: string } | null
  tests: SeriesTest[]
}

export type TestSeriesListProps = {
  series: SeriesView[]
  isSignedIn: boolean
  /** Sign in, coming back to the list. */
  signInHref: string
  locale: Locale
  now: string
}

export type InstructionsSection = { title: string; questionCount: number; marksPerCorrect: number; negativeMarks: number }

export type InstructionsTest = {
  title: string
  kind: string
  /** Staff's own instructions for this test; line breaks are kept. */
  instructions: string | null
  durationMinutes: number
  /** Compensatory time of this candidate. */
  extraMinutes: number
  questionCount: number
  maxMarks: number
  marksPerCorrect: number
  negativeMarks: number
  qualifyingPercent: number | null
  previousCutoff: number | null
  solutionsVisibility: 'immediately' | 'after-close'
  closesAt: string | null
  sections: InstructionsSection[]
}

export type InstructionsAction =
  | {
      kind: 'start'
      formAction: string
      /** The questions' language the attempt starts in. */
      defaultLanguage: Locale
      /** The exam screen's buttons, palette, timer and dialogs: the page's language unless chosen otherwise. */
      controlsLanguage: Locale
      error: string | null
    }
  | { kind: 'resume'; href: string; deadline: string; now: string }
  | { kind: 'refused'; message: string; link: { label: string; href: string } | null }

export type InstructionsProps = {
  test: InstructionsTest
  locale: Locale
  action: InstructionsAction
  backHref: string
}
