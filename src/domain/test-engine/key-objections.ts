/**
 * Answer-key objections (issue 18, item 3; ADR 046): after an All-Punjab mock window closes,
 * candidates who sat the test may object to a question's key or wording until the date staff set.
 * Staff decide once per question of the test: change the key, drop the question (every candidate gets
 * its marks, as PPSC does), or reject the objections. The rules are pure and take the time as an
 * argument, so they are tested at their edges.
 */
import type { OptionLetter } from './types'

export const objectionKinds = ['key', 'wording'] as const
export type ObjectionKind = (typeof objectionKinds)[number]

export const objectionStatuses = ['open', 'accepted', 'rejected'] as const
export type ObjectionStatus = (typeof objectionStatuses)[number]

export const rulingDecisions = ['change-key', 'drop-question', 'reject'] as const
export type RulingDecision = (typeof rulingDecisions)[number]

export const OBJECTION_REASON_MIN = 20
export const OBJECTION_REASON_MAX = 1500
export const OBJECTION_SOURCE_MAX = 500
export const RULING_NOTE_MIN = 10

/** From the window's close to the end of the day staff set, both included. */
export type ObjectionPeriod = { opensAt: Date; closesAt: Date }

const asDate = (value: string | Date | null | undefined) => {
  if (value == null || value === '') return null
  const date = new Date(value)
  return Number.isFinite(date.getTime()) ? date : null
}

/** The period, or null when the test takes no objections (no window, or no closing date set). */
export function objectionPeriodOf(
  windowEndsAt: string | Date | null | undefined,
  objectionsUntil: string | Date | null | undefined,
): ObjectionPeriod | null {
  const opensAt = asDate(windowEndsAt)
  const closesAt = asDate(objectionsUntil)
  return opensAt && closesAt && closesAt > opensAt ? { opensAt, closesAt } : null
}

export type ObjectionPhase = 'before' | 'open' | 'closed'

export function objectionPhase(period: ObjectionPeriod, now: Date | number): ObjectionPhase {
  const at = typeof now === 'number' ? now : now.getTime()
  if (at < period.opensAt.getTime()) return 'before'
  return at <= period.closesAt.getTime() ? 'open' : 'closed'
}

/** Why staff's closing date does not fit the window, or null when it does (or is not set). */
export function objectionsUntilProblem(
  windowEndsAt: string | Date | null | undefined,
  objectionsUntil: string | Date | null | undefined,
): 'without-window' | 'before-close' | null {
  const closesAt = asDate(objectionsUntil)
  if (!closesAt) return null
  const endsAt = asDate(windowEndsAt)
  if (!endsAt) return 'without-window'
  return closesAt > endsAt ? null : 'before-close'
}

/** Staff's ruling on one question, as the admin form holds it. */
export type Ruling = { decision?: RulingDecision | null; newKey?: OptionLetter | null; note?: string | null }

export type RulingProblem = 'new-key-missing' | 'new-key-unchanged' | 'note-missing' | 'already-dropped'

/** Why a ruling cannot be applied to a question with this key, or null when it can. */
export function rulingProblem(ruling: Ruling, question: { correctOption: OptionLetter; dropped: boolean }): RulingProblem | null {
  if (!ruling.decision) return null
  if ((ruling.note ?? '').trim().length < RULING_NOTE_MIN) return 'note-missing'
  if (ruling.decision === 'change-key') {
    if (!ruling.newKey) return 'new-key-missing'
    if (ruling.newKey === question.correctOption && !question.dropped) return 'new-key-unchanged'
  }
  if (ruling.decision === 'drop-question' && question.dropped) return 'already-dropped'
  return null
}

/** What a decision does to the objections it answers. */
export const objectionStatusOf = (decision: RulingDecision): Exclude<ObjectionStatus, 'open'> =>
  decision === 'reject' ? 'rejected' : 'accepted'

/** How the candidates' proposals split, most proposed first: "B: 12 · C: 3 · wording: 2". */
export function proposalSummary(objections: { kind: ObjectionKind; proposedOption?: OptionLetter | null }[]): string {
  const counts = new Map<string, number>()
  for (const objection of objections) {
    const label = objection.kind === 'wording' ? 'wording' : (objection.proposedOption ?? 'key')
    counts.set(label, (counts.get(label) ?? 0) + 1)
  }
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([label, count]) => `${label}: ${count}`)
    .join(' · ')
}
