import type { QuestionOutcome } from '../../scoring'

export type ReviewFilter = 'all' | QuestionOutcome | 'bookmarked'

export const reviewFilters: readonly { value: ReviewFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'correct', label: 'Correct' },
  { value: 'wrong', label: 'Wrong' },
  { value: 'unattempted', label: 'Not attempted' },
  { value: 'bookmarked', label: 'Bookmarked' },
]

type FilterableQuestion = { questionId: string; outcome: QuestionOutcome }

export function isShownBy(filter: ReviewFilter, question: FilterableQuestion, bookmarkedIds: ReadonlySet<string>): boolean {
  if (filter === 'all') return true
  if (filter === 'bookmarked') return bookmarkedIds.has(question.questionId)
  return question.outcome === filter
}

/** How many questions each filter button shows, for the counts on the buttons. */
export function countByFilter(questions: readonly FilterableQuestion[], bookmarkedIds: ReadonlySet<string>): Record<ReviewFilter, number> {
  const counts: Record<ReviewFilter, number> = { all: 0, correct: 0, wrong: 0, unattempted: 0, bookmarked: 0 }
  for (const question of questions) {
    for (const { value } of reviewFilters) if (isShownBy(value, question, bookmarkedIds)) counts[value] += 1
  }
  return counts
}

/** What the list says when a filter leaves nothing to show. */
export const emptyFilterMessages: Record<ReviewFilter, string> = {
  all: 'This test has no questions to review.',
  correct: 'None of your answers was correct in this attempt.',
  wrong: 'You got no question wrong in this attempt.',
  unattempted: 'You attempted every question.',
  bookmarked: 'You have not bookmarked any question of this test. Bookmark the ones you want to revise, and they gather here.',
}

/** "Showing all 100 questions." / "Showing 18 of 100 questions: wrong." */
export function describeShown(filter: ReviewFilter, shown: number, total: number): string {
  if (filter === 'all') return `Showing all ${total} ${total === 1 ? 'question' : 'questions'}.`
  const label = reviewFilters.find((entry) => entry.value === filter)!.label.toLowerCase()
  return `Showing ${shown} of ${total} ${total === 1 ? 'question' : 'questions'}: ${label}.`
}
