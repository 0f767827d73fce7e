import type { QuizStreak } from '@/features/daily-quiz/public'
import { describeTestKind } from '@/domain/test-engine/kinds'
import { formatMarks } from '@/features/test-engine/public'
import { getTranslator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locale'

import type { BookmarkTopic } from './bookmark-filter'

/** The dashboard's sentences that depend on the numbers, from the `dashboard` catalogue, kept apart from the markup so they are tested on their own. */

/** "GS Prelims", "PYQ" (the test series' names for kinds); a kind the dashboard does not know is plainly a test. */
export function describeKind(kind: string, locale: Locale): string {
  return describeTestKind(kind, locale) ?? getTranslator(locale, 'dashboard')('otherKind')
}

/** "1 h 12 min", "45 min", "less than 1 min": whole minutes left, rounded down as the server counts them. */
export function describeTimeLeft(minutesLeft: number, locale: Locale): string {
  const t = getTranslator(locale, 'dashboard')
  if (minutesLeft < 1) return t('inProgress.underAMinute')
  const hours = Math.floor(minutesLeft / 60)
  const minutes = minutesLeft % 60
  return [hours ? t('inProgress.hours', { count: hours }) : null, minutes ? t('inProgress.minutes', { count: minutes }) : null]
    .filter(Boolean)
    .join(' ')
}

/** "47.5 / 60". */
export const describeScore = (score: number, maxScore: number) => `${formatMarks(score)} / ${formatMarks(maxScore)}`

/** "12 of 340", or a plain word for an attempt that is not ranked. */
export function describeRank(rank: { rank: number; candidates: number } | null, attemptNumber: number, locale: Locale): string {
  const t = getTranslator(locale, 'dashboard')
  return rank ? t('history.rankOf', { rank: rank.rank, candidates: rank.candidates }) : t('history.notRanked', { number: attemptNumber })
}

/** The streak in a sentence: what the candidate has done and what keeps it going. */
export function describeStreak(streak: QuizStreak, hasQuizToday: boolean, locale: Locale): string {
  const t = getTranslator(locale, 'dashboard')
  const count = streak.current
  if (count === 0) {
    if (streak.isTodayDone) return t('streak.doneNoRun')
    return hasQuizToday ? t('streak.startToday') : t('streak.startNext')
  }
  if (streak.isTodayDone) return t('streak.runDone', { count })
  return hasQuizToday ? t('streak.runKeepGoing', { count }) : t('streak.run', { count })
}

/** "Marks: 7 / 10", or what is still awaited. */
export function describeEvaluation(
  submission: { status: 'submitted' | 'evaluated'; marksAwarded: number | null; marks: number | null },
  locale: Locale,
): string {
  const t = getTranslator(locale, 'dashboard')
  if (submission.status !== 'evaluated' || submission.marksAwarded === null) return t('answers.awaiting')
  const marks = formatMarks(submission.marksAwarded)
  return submission.marks === null
    ? t('answers.marks', { marks })
    : t('answers.marksOutOf', { marks, outOf: formatMarks(submission.marks) })
}

/** "Showing your 50 latest of 73 finished attempts." when the history is cut short; null when it is all there. */
export const describeHistoryShown = (shown: number, total: number, locale: Locale) =>
  shown < total ? getTranslator(locale, 'dashboard')('history.shown', { shown, total }) : null

/** "Showing 3 of 7 bookmarked questions: Polity", or every one of them. */
export function describeBookmarksShown(shown: number, total: number, topic: BookmarkTopic | null, locale: Locale): string {
  const t = getTranslator(locale, 'dashboard')
  return topic ? t('bookmarks.shownOfTopic', { shown, total, topic: topic.title }) : t('bookmarks.shownAll', { total })
}
