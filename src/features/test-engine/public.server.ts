import 'server-only'

/**
 * The test engine's use-cases other features build on (the daily quiz is taken through the engine,
 * ADR 013; the dashboard shows attempts with their ranks). The engine's screen parts are in
 * `./public.ts`.
 */
export { loadExamSession } from './exam-session.server'
export { finishedAtOf, findOwnAttempts } from './own-attempts.server'
export { paperForScreen, snapshotForTest } from './paper-cache.server'
export { rankOf } from './ranking'
export { findResult, placeAttempt } from './result.server'
export type { ResultView } from './result-view'
export { saveAnswers } from './save-answers.server'
export { checkTestWindow, startAttempt } from './start-attempt.server'
export { submitAttempt } from './submit-attempt.server'
export { checkTestAccess } from './test-access.server'
export { remainingMs, SUBMIT_GRACE_MS } from './timing'
