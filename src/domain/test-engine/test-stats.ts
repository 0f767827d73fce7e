/** Cache tag of a test's first-attempt scores (ranks, percentiles), expired when an attempt at it closes. */
export const testStatsTag = (testId: number | string) => `test-stats:${testId}`

/**
 * Cache tag of how a test's questions were answered (options, times, the top 10%): refreshed in the
 * background on its own clock rather than on every close (ADR 038), expired when the test is re-scored.
 */
export const testCrowdTag = (testId: number | string) => `test-crowd:${testId}`
