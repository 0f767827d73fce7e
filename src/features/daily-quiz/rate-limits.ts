import type { RateLimitRule } from '@/lib/rate-limit.server'

/**
 * Visitors' checks per client address. A coaching centre's whole batch may take the day's quiz
 * together from one address, so the limit is generous; it still stops a script pulling answer keys in a loop.
 */
export const checkRateLimit: RateLimitRule = { name: 'daily-quiz-check', points: 120, durationSeconds: 10 * 60 }
