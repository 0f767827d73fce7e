import 'server-only'

import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible'

import { getTranslator } from '@/i18n/translator'

import { getEnv } from './env'
import { sharedRedis } from './redis.server'
import type { Locale } from '@/i18n/locale'

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
  /** Per candidate: translation problems reported from results in an hour (ADR 036). */
  translationReport: { name: 'translation-report', points: 20, durationSeconds: 60 * 60 },
  /** Per candidate: answer-key objections sent in an hour (ADR 046); a paper has 100 questions at most a candidate would dispute. */
  keyObjection: { name: 'key-objection', points: 30, durationSeconds: 60 * 60 },
  /** Per candidate: result PDFs made in ten minutes, each a second of a core at most (ADR 041). */
  resultPdf: { name: 'result-pdf', points: 30, durationSeconds: 10 * 60 },
  /** Per candidate: orders started in an hour (ADR 053); each one is an order at the gateway. */
  purchase: { name: 'purchase', points: 10, durationSeconds: 60 * 60 },
  /** Per candidate: invoices made in ten minutes, as result PDFs (ADR 053). */
  invoicePdf: { name: 'invoice-pdf', points: 30, durationSeconds: 10 * 60 },
  /**
   * Per client address: a mock window's live streams opened in ten minutes (ADR 044). A reader's browser
   * opens one every ten minutes, so this is a classroom of 120 behind one address; past it, the page asks
   * for the same figures every 15 seconds instead.
   */
  windowLive: { name: 'window-live', points: 120, durationSeconds: 10 * 60 },
} satisfies Record<string, RateLimitRule>

export type RateLimitOutcome = { ok: true } | { ok: false; retryAfterSeconds: number }

/**
 * One store per process, on `globalThis`: the production build gives each route its own copy of this
 * module, and the site's sign-in and Payload's (behind `/api/users/login`) must count together.
 */
type Store = { limiters: Map<string, RateLimiterAbstract> }
const store: Store = ((globalThis as { __pcsRateLimits?: Store }).__pcsRateLimits ??= { limiters: new Map() })

function limiterFor(rule: RateLimitRule, redisUrl: string | undefined): RateLimiterAbstract {
  const key = `${rule.name}:${rule.points}:${rule.durationSeconds}:${redisUrl ?? 'memory'}`
  const limiters = store.limiters
  let limiter = limiters.get(key)
  if (limiter) return limiter
  const options = { keyPrefix: `pcs-rl:${rule.name}`, points: rule.points, duration: rule.durationSeconds }
  if (redisUrl) {
    // If Redis is unreachable, each instance limits on its own rather than letting everything through.
    limiter = new RateLimiterRedis({ ...options, storeClient: sharedRedis(redisUrl), insuranceLimiter: new RateLimiterMemory(options) })
  } else {
    limiter = new RateLimiterMemory(options)
  }
  limiters.set(key, limiter)
  return limiter
}

/**
 * A limiter's refusal (its `RateLimiterRes`), told apart from a store failure by its shape: the shared
 * limiters may come from another route's copy of the library, whose class `instanceof` does not know.
 */
const isRefusal = (value: unknown): value is RateLimiterRes =>
  typeof value === 'object' && value !== null && !(value instanceof Error) && typeof (value as RateLimiterRes).msBeforeNext === 'number'

/** Counts one attempt for `key` (a client address) under `rule`; says when to retry once over the limit. */
export async function consumeRateLimit(rule: RateLimitRule, key: string, redisUrl = getEnv().redisUrl): Promise<RateLimitOutcome> {
  try {
    await limiterFor(rule, redisUrl).consume(key)
    return { ok: true }
  } catch (rejection) {
    if (isRefusal(rejection)) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    throw rejection
  }
}

/** Gives back the point an attempt took, e.g. for a sign-in that succeeded. */
export async function refundRateLimit(rule: RateLimitRule, key: string, redisUrl = getEnv().redisUrl): Promise<void> {
  await limiterFor(rule, redisUrl).reward(key, 1)
}

/** Adds one to `key`'s count under `rule` without ever refusing, and returns the count in the window. */
export async function countRateLimit(rule: RateLimitRule, key: string, redisUrl = getEnv().redisUrl): Promise<number> {
  return (await limiterFor(rule, redisUrl).penalty(key, 1)).consumedPoints
}

/** `key`'s count in the current window, and how long until it may try again when it is over the limit. */
export async function peekRateLimit(
  rule: RateLimitRule,
  key: string,
  redisUrl = getEnv().redisUrl,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const state = await limiterFor(rule, redisUrl).get(key)
  if (!state || state.consumedPoints <= rule.points) return { count: state?.consumedPoints ?? 0, retryAfterSeconds: 0 }
  return { count: state.consumedPoints, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) }
}

/** Refuses `key` for `seconds` from now, whatever its count. */
export async function blockRateLimit(rule: RateLimitRule, key: string, seconds: number, redisUrl = getEnv().redisUrl): Promise<void> {
  await limiterFor(rule, redisUrl).block(key, seconds)
}

/** Forgets `key` under `rule`: its count and any block. */
export async function resetRateLimit(rule: RateLimitRule, key: string, redisUrl = getEnv().redisUrl): Promise<void> {
  await limiterFor(rule, redisUrl).delete(key)
}

/**
 * The client's address. The site's HTTP server (src/server/http-server.mjs, ADR 016) replaces
 * X-Forwarded-For with it before any route sees the request: the socket's peer, or with
 * TRUSTED_PROXIES=N the address the N-th proxy saw. Whatever a client sends in the header is gone.
 */
export function clientAddress(headers: Headers): string {
  return headers.get('x-forwarded-for')?.trim() || 'unknown'
}

/** The refusal while an address must wait, in the language of the page that asked. */
export const tooManyAttemptsMessage = (retryAfterSeconds: number, locale: Locale = 'en') =>
  getTranslator(locale, 'forms')('tooManyAttempts', { minutes: Math.ceil(retryAfterSeconds / 60) })
