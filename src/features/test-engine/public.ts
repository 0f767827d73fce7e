/**
 * What other features take from the test engine to show questions: the practice player's views,
 * icons, marks and the question timer. Nothing here reaches the answer outbox or a schema, so a page
 * that only shows questions ships no zod (ADR 033); the attempt's machinery is in `public.attempt.ts`.
 */
export { Countdown } from './practice-player/countdown.client'
export { CheckIcon, ChosenIcon, ClockIcon, CrossIcon, DashIcon, OutcomeIcon } from './practice-player/icons'
export { formatMarks } from './practice-player/marks'
export { orderQuestions } from './practice-player/paper'
export { figureInQuestion, figureInReview, figuresOf, type QuestionFigures } from './practice-player/question-figure'
export { QUESTION_HEADING_ID, QuestionView } from './practice-player/question-view.client'
export { ReviewedOptions } from './practice-player/reviewed-options'
export { useQuestionTimer } from './practice-player/use-question-timer.client'

export type { ResultReviewQuestion } from './result-view'
