import { createHmac, timingSafeEqual } from 'node:crypto'

import { SIGN_UP_CODE_PATTERN } from '@/domain/auth/schemas'

/**
 * The six-digit code that proves a sign-up's e-mail address (ADR 015). Nothing is stored: the code is
 * a keyed hash of the address and a 30-minute period, so it works for 30 to 60 minutes and every
 * e-mail sent within one period carries the same code. Wrong codes are limited per address elsewhere.
 */
export const SIGN_UP_CODE_PERIOD_MS = 30 * 60_000

const periodOf = (now: Date) => Math.floor(now.getTime() / SIGN_UP_CODE_PERIOD_MS)

function codeFor(secret: string, email: string, period: number): string {
  const digest = createHmac('sha256', secret).update(`sign-up-code\n${email}\n${period}`).digest()
  return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0')
}

/** The code to e-mail to `email` now. */
export const signUpCodeFor = (secret: string, email: string, now = new Date()) => codeFor(secret, email, periodOf(now))

/** Whether `code` is the one e-mailed to `email` in this period or the previous one. */
export function isSignUpCodeRight(secret: string, email: string, code: string, now = new Date()): boolean {
  if (!SIGN_UP_CODE_PATTERN.test(code)) return false
  const period = periodOf(now)
  return [period, period - 1].some((candidate) => timingSafeEqual(Buffer.from(codeFor(secret, email, candidate)), Buffer.from(code)))
}
