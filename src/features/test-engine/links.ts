/** The test engine's addresses. The result's attempt is in the query: the spec's bare route is `/result`. */
export const TEST_SERIES_PATH = '/test-series'
export const testHref = (slug: string) => `/test/${slug}`
export const attemptHref = (slug: string, attemptId: number | string) => `/test/${slug}/attempt/${attemptId}`
export const resultHref = (attemptId: number | string) => `/result?attempt=${attemptId}`

/** Why the start form came back to the instructions (`?error=`); the page says it in words (`testSeries.instructions.errors`). */
export type StartError = 'confirm' | 'refused'
export const isStartError = (code: unknown): code is StartError => code === 'confirm' || code === 'refused'
