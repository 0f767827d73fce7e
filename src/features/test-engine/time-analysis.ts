import { isSlow } from '@/domain/test-engine/question-stats'

/**
 * Where a candidate's time went in one attempt (issue 18, item 2): per section, the questions that
 * took over twice the median of the other candidates, and the order the questions were answered in.
 * Shown with the review, once the solutions are due.
 */
export type TimeAnalysis = {
  sections: { id: string; title: string; timeSpent: number; questions: number; attempted: number }[]
  /** Seconds over all the paper's questions. */
  timeSpent: number
  /** Questions that took over twice the crowd's median, slowest first; empty when nobody else answered. */
  slow: { number: number; timeSpent: number; medianTime: number }[]
  /** Whether any question had a median to compare with. */
  hasMedians: boolean
  /** Question numbers in the order they were first answered; empty when the order was not recorded. */
  order: number[]
  /** Answers saved before the order was recorded (attempts older than the `firstAnsweredSeq` column). */
  isOrderRecorded: boolean
  /** How many times the next question answered came before the previous one in the paper. */
  wentBack: number
}

export type TimedQuestion = {
  number: number
  timeSpent: number
  isAnswered: boolean
  medianTime: number | null
  /** The change that first answered it, from the autosave; null when never answered. */
  firstAnsweredSeq: number | null
}

export function timeAnalysisOf(sections: { id: string; title: string; questions: TimedQuestion[] }[]): TimeAnalysis {
  const questions = sections.flatMap((section) => section.questions)
  const isOrderRecorded = questions.every((question) => !question.isAnswered || question.firstAnsweredSeq != null)
  const order = questions
    .filter((question) => isOrderRecorded && question.isAnswered && question.firstAnsweredSeq != null)
    .sort((a, b) => a.firstAnsweredSeq! - b.firstAnsweredSeq! || a.number - b.number)
    .map((question) => question.number)
  return {
    sections: sections.map((section) => ({
      id: section.id,
      title: section.title,
      timeSpent: section.questions.reduce((sum, question) => sum + question.timeSpent, 0),
      questions: section.questions.length,
      attempted: section.questions.filter((question) => question.isAnswered).length,
    })),
    timeSpent: questions.reduce((sum, question) => sum + question.timeSpent, 0),
    slow: questions
      .filter((question) => isSlow(question.timeSpent, question.medianTime))
      .map((question) => ({ number: question.number, timeSpent: question.timeSpent, medianTime: question.medianTime! }))
      .sort((a, b) => b.timeSpent / b.medianTime - a.timeSpent / a.medianTime || a.number - b.number),
    hasMedians: questions.some((question) => question.medianTime != null),
    order,
    isOrderRecorded,
    wentBack: order.reduce((count, number, index) => (index > 0 && number < order[index - 1]! ? count + 1 : count), 0),
  }
}
