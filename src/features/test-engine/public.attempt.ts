/**
 * The test engine's attempt machinery for another feature's timed screen (the daily quiz): the
 * attempt sync with its outbox, the clock warnings, and the submit and the submit at time-up. The exam screen composes the same pieces. Apart from `public.ts` because it
 * carries the outbox's schema (zod) that a page only showing questions must not ship (ADR 033).
 */
export { attemptStorageKey, createAttemptSync, readStoredAttempt, type SyncStatus } from './practice-player/sync'
export { useClockWarnings } from './practice-player/use-clock-warnings.client'
export { useSubmit } from './practice-player/use-submit.client'
export { useTimeUpSubmit } from './practice-player/use-time-up-submit.client'
