import 'server-only'

import {
  blockRateLimit,
  consumeRateLimit,
  countRateLimit,
  peekRateLimit,
  type RateLimitRule,
  resetRateLimit,
} from '@/lib/rate-limit.server'

import { addressBlock, signInThrottle, waitAfterFailure } from './sign-in-throttle'

/**
 * Where the sign-in throttle keeps its counts: the rate-limit store (memory, or Redis with REDIS_URL),
 * so every app instance applies the same rule. Every key starts with the account's generation, which
 * an admin's unlock or a password reset moves on: every count of the account is forgotten at once.
 */
const rules = {
  tries: { name: 'sign-in-tries', points: signInThrottle.triesPerAddress, durationSeconds: signInThrottle.addressWindowSeconds },
  failures: { name: 'sign-in-failures', points: 1_000_000, durationSeconds: signInThrottle.accountWindowSeconds },
  wait: { name: 'sign-in-wait', points: 1, durationSeconds: signInThrottle.maxWaitSeconds },
  // Longer than every window above, so a generation never falls back to one whose counts still live.
  generation: { name: 'sign-in-generation', points: 1_000_000, durationSeconds: 7 * 24 * 60 * 60 },
} satisfies Record<string, RateLimitRule>

export type SignInTry = { ok: true; pair: string; account: string } | { ok: false; retryAfterSeconds: number }

/**
 * Before a password is checked: refused while this address must wait after an earlier failure, or once
 * it has used its tries at this account in the window. The try is counted now, so parallel requests
 * cannot slip past the count; a right password gives it back.
 */
export async function beginSignInTry(email: string, address: string): Promise<SignInTry> {
  const generation = (await peekRateLimit(rules.generation, email)).count
  const account = `${generation}:${email}`
  const pair = `${account}:${addressBlock(address)}`
  const wait = await peekRateLimit(rules.wait, pair)
  if (wait.retryAfterSeconds > 0) return { ok: false, retryAfterSeconds: wait.retryAfterSeconds }
  const tries = await consumeRateLimit(rules.tries, pair)
  if (!tries.ok) return tries
  return { ok: true, pair, account }
}

/** After a wrong password: counts it for the account and returns how long this address must now wait. */
export async function recordFailedSignIn(attempt: Extract<SignInTry, { ok: true }>): Promise<number> {
  const wait = waitAfterFailure(await countRateLimit(rules.failures, attempt.account))
  if (wait > 0) await blockRateLimit(rules.wait, attempt.pair, wait)
  return wait
}

/**
 * After a right password: this address starts afresh. The account's count stays until its window
 * ends, so an attacker gains nothing from the owner signing in meanwhile.
 */
export async function recordSuccessfulSignIn(attempt: Extract<SignInTry, { ok: true }>): Promise<void> {
  await Promise.all([resetRateLimit(rules.tries, attempt.pair), resetRateLimit(rules.wait, attempt.pair)])
}

/** An admin's unlock, or a password reset: every count and wait of this account is forgotten. */
export async function unlockSignIn(email: string): Promise<void> {
  await countRateLimit(rules.generation, email)
}
