import type { RateLimitRule } from '@/lib/rate-limit.server'

/**
 * Visitors checking an MCQ store nothing, but each check reads the key and counts the answers: a
 * generous limit per client address stops a script, not a classroom. Signed-in candidates are not
 * limited: each of them answers a question once.
 */
export const visitorCheckRule: RateLimitRule = { name: 'qotd-visitor-check', points: 40, durationSeconds: 10 * 60 }
