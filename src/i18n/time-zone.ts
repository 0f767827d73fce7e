/**
 * Dates and times are shown in India's time wherever the server runs: the exam's day is IST. Alone in
 * its file because every page's translations need it in the browser and the formatters in
 * `format.ts` would come with it (issue 17); everything else takes it from `format.ts`.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata'
