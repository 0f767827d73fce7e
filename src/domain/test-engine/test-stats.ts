/** Cache tag of a test's standings and per-question statistics, expired when an attempt at it closes. */
export const testStatsTag = (testId: number | string) => `test-stats:${testId}`
