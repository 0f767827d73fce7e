import { formatDuration } from '@/lib/format'

import { roundTo } from '../rounding'
import { formatIndianDateTime } from '@/lib/format'

import { remainingMs } from '../timing'
import { formatMarks, formatMarksCount } from './result/result-text'
import type { InstructionsTest, TestKind } from './test-page-types'

/** The words of the test-series list and the instructions page, kept apart from the markup so they are tested on their own. */

export const testKindLabels: Record<TestKind, string> = {
  'gs-prelims': 'GS Prelims',
  csat: 'CSAT',
  sectional: 'Sectional',
  topic: 'Topic test',
  pyq: 'PYQ',
  'daily-quiz': 'Daily CA quiz',
}

/** The label of a test kind; null for a kind this page does not know, which is then left out. */
export const describeTestKind = (kind: string): string | null => (Object.hasOwn(testKindLabels, kind) ? testKindLabels[kind as TestKind] : null)

/** "No negative marking" or "−0.66 per wrong answer". */
export const describeNegativeMarking = (negativeMarks: number) =>
  negativeMarks > 0 ? `−${formatMarks(negativeMarks)} per wrong answer` : 'No negative marking'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** "100 questions · 200 marks · 120 min · No negative marking": a test card's facts on one line. */
export function describeTestFacts(test: { questionCount: number; maxMarks: number; durationMinutes: number; negativeMarks: number }): string {
  return [
    plural(test.questionCount, 'question', 'questions'),
    formatMarksCount(test.maxMarks),
    `${test.durationMinutes} min`,
    describeNegativeMarking(test.negativeMarks),
  ].join(' · ')
}

export type TestWindow = { status: 'upcoming'; opensAt: string } | { status: 'closed'; closesAt: string } | { status: 'open'; closesAt: string | null }

/** Where `now` falls in a test's window: open from `opensAt` up to, not including, `closesAt`, as `canStart` decides. */
export function findTestWindow(test: { opensAt: string | null; closesAt: string | null }, now: string): TestWindow {
  const at = Date.parse(now)
  if (test.opensAt && at < Date.parse(test.opensAt)) return { status: 'upcoming', opensAt: test.opensAt }
  if (test.closesAt && at >= Date.parse(test.closesAt)) return { status: 'closed', closesAt: test.closesAt }
  return { status: 'open', closesAt: test.closesAt }
}

/** "Opens 24 Nov 2026 at 10:00 am IST", "Closed on …", "Closes …"; null for a test that is always open. */
export function describeTestWindow(window: TestWindow): string | null {
  if (window.status === 'upcoming') return `Opens ${formatIndianDateTime(new Date(window.opensAt))}`
  if (window.status === 'closed') return `Closed on ${formatIndianDateTime(new Date(window.closesAt))}`
  return window.closesAt ? `Closes ${formatIndianDateTime(new Date(window.closesAt))}` : null
}

/**
 * "1 h 12 min", "45 min", "less than 1 min". Minutes round down, so a candidate is never told they
 * have more time than the server will give them.
 */
export function formatTimeLeft(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000)
  if (minutes < 1) return 'less than 1 min'
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (!hours) return `${rest} min`
  return rest ? `${hours} h ${rest} min` : `${hours} h`
}

/** Time left on an attempt from the server's reading of the clock; null once it has run out. */
export function describeTimeLeft(deadline: string, now: string): string | null {
  const left = remainingMs(Date.parse(now), Date.parse(deadline))
  return left > 0 ? formatTimeLeft(left) : null
}

/** "2 hours (120 minutes)", "45 minutes". */
export const describeDuration = (minutes: number) => (minutes >= 60 ? `${formatDuration(minutes)} (${minutes} minutes)` : formatDuration(minutes))

/** The marks a qualifying paper needs: 33% of 200 is 66. */
export const qualifyingMarks = (maxMarks: number, percent: number) => roundTo((maxMarks * percent) / 100, 2)

export type MarkingLine = { label: string; value: string }

/** The marking scheme as the instructions list it: correct, wrong, unanswered. */
export function describeMarking(test: Pick<InstructionsTest, 'marksPerCorrect' | 'negativeMarks'>): MarkingLine[] {
  return [
    { label: 'Correct answer', value: `+${formatMarksCount(test.marksPerCorrect)}` },
    {
      label: 'Wrong answer',
      value: test.negativeMarks > 0 ? `−${formatMarksCount(test.negativeMarks)} (negative marking)` : '0 marks (no negative marking)',
    },
    { label: 'Question not answered', value: '0 marks' },
  ]
}

/** "This is a qualifying paper: you need 33% of the total, 66 of 200 marks, to qualify. …" */
export function describeQualifyingRule(maxMarks: number, percent: number): string {
  return `This is a qualifying paper: you need ${roundTo(percent, 2)}% of the total, ${formatMarks(qualifyingMarks(maxMarks, percent))} of ${formatMarksCount(maxMarks)}, to qualify. As in the PPSC exam, its marks are not added to your merit.`
}

export const describePreviousCutoff = (cutoff: number) =>
  `Previous year's cut-off: ${formatMarksCount(cutoff)}. Your result shows how far above or below it you are.`

/** When the answer key and explanations open. */
export function describeSolutionsTiming(visibility: InstructionsTest['solutionsVisibility'], closesAt: string | null): string {
  if (visibility === 'immediately') return 'You see your score, the correct answers and their explanations immediately after submitting.'
  const close = closesAt ? `after the test closes on ${formatIndianDateTime(new Date(closesAt))}` : 'after the test closes'
  return `You see your score immediately after submitting. The correct answers and their explanations open ${close}, so candidates still taking the test cannot see them.`
}

/** "You have 40 extra minutes (compensatory time), so your clock starts at 2 hours 40 minutes." */
export function describeExtraTime(durationMinutes: number, extraMinutes: number): string | null {
  if (extraMinutes <= 0) return null
  return `You have ${plural(extraMinutes, 'extra minute', 'extra minutes')} (compensatory time), so your clock starts at ${formatDuration(durationMinutes + extraMinutes)}.`
}
