import type { QuizStreak } from '@/features/daily-quiz/streak'
import { formatMarks } from '@/features/test-engine/marks'

/** The dashboard's words, kept apart from the markup so they are tested on their own. */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** "12 of 340", or a plain word for an attempt that is not ranked. */
export const describeRank = (rank: { rank: number; candidates: number } | null, attemptNumber: number) =>
  rank ? `${rank.rank} of ${rank.candidates}` : `Not ranked (attempt ${attemptNumber})`

/** "47.5 / 60". */
export const describeScore = (score: number, maxScore: number) => `${formatMarks(score)} / ${formatMarks(maxScore)}`

/** "7 of 10 correct (70%)": a topic bar's numbers. */
export const describeTopicTally = (topic: { correct: number; attempted: number; accuracy: number }) =>
  `${topic.correct} of ${topic.attempted} correct (${topic.accuracy}%)`

/** The streak in a sentence: what the candidate has done and what keeps it going. */
export function describeStreak(streak: QuizStreak, hasQuizToday: boolean): string {
  const run = plural(streak.current, 'day', 'days')
  if (streak.current === 0) {
    if (streak.isTodayDone) return 'Today’s quiz is done.'
    return hasQuizToday ? 'Take today’s quiz to start a streak.' : 'Your streak starts with the next daily quiz you take on its day.'
  }
  if (streak.isTodayDone) return `${run} in a row, today’s included. Come back tomorrow to keep it going.`
  return hasQuizToday ? `${run} in a row. Take today’s quiz to keep it going.` : `${run} in a row.`
}

/** "3 days" for the big number, "1 day". */
export const describeDays = (days: number) => plural(days, 'day', 'days')

/** "12 daily quizzes taken". */
export const describeQuizzesTaken = (count: number) => `${plural(count, 'daily quiz', 'daily quizzes')} taken`

/** "Marks: 7 / 10", or what is still awaited. */
export function describeEvaluation(submission: { status: 'submitted' | 'evaluated'; marksAwarded: number | null; marks: number | null }): string {
  if (submission.status !== 'evaluated' || submission.marksAwarded === null) return 'Submitted, awaiting evaluation'
  return submission.marks === null ? `Marks: ${formatMarks(submission.marksAwarded)}` : `Marks: ${describeScore(submission.marksAwarded, submission.marks)}`
}

/** "Showing your 50 latest of 73 finished attempts." when the history is cut short; null when it is all there. */
export const describeHistoryShown = (shown: number, total: number) => (shown < total ? `Showing your ${shown} latest of ${total} finished attempts.` : null)
