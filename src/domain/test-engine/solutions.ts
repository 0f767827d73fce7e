/**
 * When a candidate may see how each question of their attempt went: the answer key, the explanations,
 * and everything derived from per-question outcomes (section and topic breakdowns, per-question
 * review). Before then they see only their totals (ADR 014). Staff see everything, always.
 *
 * Fails closed: a setting this rule does not know, or "after the test closes" on a test that has no
 * closing time, keeps them hidden.
 */
export type SolutionsSetting = { solutionsVisibility?: string | null; closesAt?: string | Date | null }

export function areSolutionsDue(test: SolutionsSetting | null | undefined, now: Date): boolean {
  if (!test) return false
  if (test.solutionsVisibility === 'immediately') return true
  if (test.solutionsVisibility !== 'after-close' || test.closesAt == null) return false
  const closesAt = new Date(test.closesAt).getTime()
  return Number.isFinite(closesAt) && closesAt <= now.getTime()
}

/** When a test's solutions open, for the page that says so; null when they are open or no time is set. */
export function solutionsOpenAt(test: SolutionsSetting, now: Date): string | null {
  if (areSolutionsDue(test, now) || test.closesAt == null) return null
  const closesAt = new Date(test.closesAt)
  return Number.isFinite(closesAt.getTime()) ? closesAt.toISOString() : null
}
