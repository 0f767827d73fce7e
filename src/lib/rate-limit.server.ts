import 'server-only'

import Redis from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { getEnv } from './env'

export type RateLimitRule = { name: string; points: number; durationSeconds: number }

/**
 * Per client address. A coaching centre's whole batch may sign in from one address, so sign-in counts
 * only failed attempts (a success gives its point back); that still stops a script guessing passwords.
 */
export const rateLimitRules = {
  signIn: { name: 'sign-in', points: 30, durationSeconds: 10 * 60 },
  signUp: { name: 'sign-up', points: 10, durationSeconds: 60 * 60 },
  forgottenPassword: { name: 'forgotten-password', points: 5, durationSeconds: 60 * 60 },
  contact: { name: 'contact', points: 5, durationSeconds: 60 * 60 },
  /** Per e-mail address, not per client: reset e-mails one mailbox can receive in an hour. */
  passwordResetPerAccount: { name: 'password-reset-mail', points: 3, durationSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>

export type RateLimitOutcome = { ok: true } | { ok: false; retryAfterSeconds: number }

let redis: Redis | undefined
const limiters = new Map<string, RateLimiterAbstract>()

function limiterFor(rule: RateLimitRule, redisUrl: string | undefined): RateLimiterAbstract {
  const key = `${rule.name}:${rule.points}:${rule.durationSeconds}:${redisUrl ?? 'memory'}`
  let limiter = limiters.get(key)
  if (limiter) return limiter
  const options = { keyPrefix: `pcs-rl:${rule.name}`, points: rule.points, duration: rule.durationSeconds }
  if (redisUrl) {
    redis ??= new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 })
    // If Redis is unreachable, each instance limits on its own rather than letting everything through.
    limiter = new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
  } else {
    limiter = new RateLimiterMemory(options)
  }
  limiters.set(key, limiter)
  return limiter
}

/** Counts one attempt for `key` (a client address) under `rule`; says when to retry once over the limit. */
export async function consumeRateLimit(rule: RateLimitRule, key: string, redisUrl = getEnv().redisUrl): Promise<RateLimitOutcome> {
  try {
    await limiterFor(rule, redisUrl).consume(key)
    return { ok: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    throw rejection
  }
}

/** Gives back the point an attempt took, e.g. for a sign-in that succeeded. */
export async function refundRateLimit(rule: RateLimitRule, key: string, redisUrl = getEnv().redisUrl): Promise<void> {
  await limiterFor(rule, redisUrl).reward(key, 1)
}

/**
 * The client's address: the right-most X-Forwarded-For entry, which is the one the nearest proxy (or
 * `next start` itself, when there is none) saw. Deploy behind a reverse proxy that appends it.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean)
  return forwarded?.at(-1) ?? headers.get('x-real-ip') ?? 'unknown'
}

export const tooManyAttemptsMessage = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return `Too many attempts from your network. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}
