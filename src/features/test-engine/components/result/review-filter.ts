import type { QuestionOutcome } from '@/domain/test-engine/scoring'

export type ReviewFilter = 'all' | QuestionOutcome | 'bookmarked'

/** The filter buttons, in order; their words are `result.review.filters.*`. */
export const reviewFilters: readonly ReviewFilter[] = ['all', 'correct', 'wrong', 'unattempted', 'bookmarked']

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
    for (const value of reviewFilters) if (isShownBy(value, question, bookmarkedIds)) counts[value] += 1
  }
  return counts
}
