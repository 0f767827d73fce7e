import { type StoredWindow, windowOf } from './mock-window'

/**
 * When a candidate may see how each question of their attempt went: the answer key, the explanations,
 * and everything derived from per-question outcomes (section and topic breakdowns, per-question
 * review). Before then they see only their totals (ADR 014). Staff see everything, always.
 *
 * Fails closed: a setting this rule does not know, or "after the test closes" on a test that has no
 * closing time, keeps them hidden.
 */
export type SolutionsSetting = {
  solutionsVisibility?: string | null
  closesAt?: string | Date | null
  /** An All-Punjab mock window: nothing opens before its close, whatever the setting (ADR 044). */
  window?: StoredWindow
}

/** When "after the test closes" is: its closing time, or its window's close. */
const closingOf = (test: SolutionsSetting) => test.closesAt ?? windowOf(test.window)?.endsAt ?? null

export function areSolutionsDue(test: SolutionsSetting | null | undefined, now: Date): boolean {
  if (!test) return false
  // The first to finish a window must not hand the key to those still writing.
  const window = windowOf(test.window)
  if (window && now.getTime() < window.endsAt.getTime()) return false
  if (test.solutionsVisibility === 'immediately') return true
  const closesAt = closingOf(test)
  if (test.solutionsVisibility !== 'after-close' || closesAt == null) return false
  const at = new Date(closesAt).getTime()
  return Number.isFinite(at) && at <= now.getTime()
}

/** When a test's solutions open, for the page that says so; null when they are open or no time is set. */
export function solutionsOpenAt(test: SolutionsSetting, now: Date): string | null {
  const closesAt = closingOf(test)
  if (areSolutionsDue(test, now) || closesAt == null) return null
  const at = new Date(closesAt)
  return Number.isFinite(at.getTime()) ? at.toISOString() : null
}
