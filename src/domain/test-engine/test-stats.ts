/** Cache tag of a test's first-attempt scores (ranks, percentiles), expired when an attempt at it closes. */
export const testStatsTag = (testId: number | string) => `test-stats:${testId}`

/**
 * Cache tag of how a test's questions were answered (options, times, the top 10%): expired at most
 * every `CROWD_REFRESH_MS` after attempts close (ADR 040), and at once when the test is re-scored.
 */
export const testCrowdTag = (testId: number | string) => `test-crowd:${testId}`

/** How long after a close the per-question statistics may lag, and how often at most they are counted again. */
export const CROWD_REFRESH_MS = 15_000
