/**
 * What other features take from the test engine's client side: the practice player, and nothing else
 * of the engine's components. The exam screen composes the same pieces (the attempt sync, the question
 * timer, clock warnings, the submit at time-up, the question, the countdown, icons and marks).
 */
export { Countdown } from './practice-player/countdown.client'
export { CheckIcon, ChosenIcon, ClockIcon, CrossIcon, DashIcon, OutcomeIcon } from './practice-player/icons'
export { formatMarks } from './practice-player/marks'
export { orderQuestions } from './practice-player/paper'
export { QuestionFigure } from './practice-player/question-figure'
export { QUESTION_HEADING_ID, QuestionView } from './practice-player/question-view.client'
export { attemptStorageKey, createAttemptSync, readStoredAttempt, type SyncStatus } from './practice-player/sync'
export { useClockWarnings } from './practice-player/use-clock-warnings.client'
export { useSubmit } from './practice-player/use-submit.client'
export { useQuestionTimer } from './practice-player/use-question-timer.client'
export { useTimeUpSubmit } from './practice-player/use-time-up-submit.client'

/** Shapes and limits the daily quiz shares with the engine's own screens. */
export { MAX_CHANGES_PER_BATCH } from './responses'
export type { ResultReviewQuestion } from './result-view'
