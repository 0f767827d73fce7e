import { getTranslator } from '@/i18n/translator'
import { formatIndianDateTime } from '@/i18n/format'
import type { Locale } from '@/i18n/locale'

import { formatMarks } from '../practice-player/marks'
import { roundTo } from '@/domain/test-engine/rounding'
import { remainingMs } from '../timing'
import { formatMarksCount } from './result/result-labels'
import type { InstructionsTest } from './test-page-types'

/** The words of the test-series list and the instructions page, from the catalogue, in the page's language. */

/** "1 mark", "200 marks" in the page's language. */
export const marksCount = (value: number, locale: Locale) => formatMarksCount(getTranslator(locale, 'result'), value)

/** "No negative marking" or "−0.66 per wrong answer". */
export function describeNegativeMarking(negativeMarks: number, locale: Locale): string {
  const t = getTranslator(locale, 'testSeries')
  return negativeMarks > 0 ? t('facts.perWrong', { marks: formatMarks(negativeMarks) }) : t('facts.noNegative')
}

/** "100 questions · 200 marks · 120 min · No negative marking": a test card's facts on one line. */
export function describeTestFacts(
  test: { questionCount: number; maxMarks: number; durationMinutes: number; negativeMarks: number },
  locale: Locale,
): string {
  const t = getTranslator(locale, 'testSeries')
  return [
    t('facts.questions', { count: test.questionCount }),
    marksCount(test.maxMarks, locale),
    t('facts.minutes', { minutes: test.durationMinutes }),
    describeNegativeMarking(test.negativeMarks, locale),
  ].join(' · ')
}

export type TestWindow =
  { status: 'upcoming'; opensAt: string } | { status: 'closed'; closesAt: string } | { status: 'open'; closesAt: string | null }

/** Where `now` falls in a test's window: open from `opensAt` up to, not including, `closesAt`, as `canStart` decides. */
export function findTestWindow(test: { opensAt: string | null; closesAt: string | null }, now: string): TestWindow {
  const at = Date.parse(now)
  if (test.opensAt && at < Date.parse(test.opensAt)) return { status: 'upcoming', opensAt: test.opensAt }
  if (test.closesAt && at >= Date.parse(test.closesAt)) return { status: 'closed', closesAt: test.closesAt }
  return { status: 'open', closesAt: test.closesAt }
}

/** "Opens 24 Nov 2026 at 10:00 am IST", "Closed on …", "Closes …"; null for a test that is always open. */
export function describeTestWindow(window: TestWindow, locale: Locale): string | null {
  const t = getTranslator(locale, 'testSeries')
  if (window.status === 'upcoming') return t('window.opens', { date: formatIndianDateTime(window.opensAt, locale) })
  if (window.status === 'closed') return t('window.closedOn', { date: formatIndianDateTime(window.closesAt, locale) })
  return window.closesAt ? t('window.closes', { date: formatIndianDateTime(window.closesAt, locale) }) : null
}

/**
 * "1 h 12 min", "45 min", "less than 1 min". Minutes round down, so a candidate is never told they
 * have more time than the server will give them.
 */
export function formatTimeLeft(ms: number, locale: Locale = 'en'): string {
  const t = getTranslator(locale, 'testSeries')
  const minutes = Math.floor(Math.max(0, ms) / 60_000)
  if (minutes < 1) return t('timeLeft.underAMinute')
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (!hours) return t('timeLeft.minutes', { minutes: rest })
  return rest ? t('timeLeft.hoursMinutes', { hours, minutes: rest }) : t('timeLeft.hours', { hours })
}

/** Time left on an attempt from the server's reading of the clock; null once it has run out. */
export function describeTimeLeft(deadline: string, now: string, locale: Locale = 'en'): string | null {
  const left = remainingMs(Date.parse(now), Date.parse(deadline))
  return left > 0 ? formatTimeLeft(left, locale) : null
}

/** The marks a qualifying paper needs: 33% of 200 is 66. */
export const qualifyingMarks = (maxMarks: number, percent: number) => roundTo((maxMarks * percent) / 100, 2)

export type MarkingLine = { label: string; value: string }

/** The marking scheme as the instructions list it: correct, wrong, unanswered. */
export function describeMarking(test: Pick<InstructionsTest, 'marksPerCorrect' | 'negativeMarks'>, locale: Locale): MarkingLine[] {
  const t = getTranslator(locale, 'testSeries')
  return [
    {
      label: t('instructions.marking.correct'),
      value: t('instructions.marking.plus', { marks: marksCount(test.marksPerCorrect, locale) }),
    },
    {
      label: t('instructions.marking.wrong'),
      value:
        test.negativeMarks > 0
          ? t('instructions.marking.negative', { marks: marksCount(test.negativeMarks, locale) })
          : t('instructions.marking.noNegative'),
    },
    { label: t('instructions.marking.unanswered'), value: t('instructions.marking.zero') },
  ]
}
