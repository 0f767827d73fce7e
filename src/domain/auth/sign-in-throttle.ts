import { isIPv6 } from 'node:net'

import { getTranslator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locale'

/**
 * How failed sign-ins are slowed down (ADR 015). Nobody can lock a candidate out: a hard lock falls
 * only on one address's tries at one account, and what every address shares is a growing wait that
 * applies to the address that just failed. The account's owner, from an address that has not failed,
 * is never made to wait; an attacker's addresses each get fewer tries as the account's failures grow.
 * Counted per e-mail address typed, whether or not it has an account, so the answers never tell.
 */
export const signInThrottle = {
  /** Wrong passwords one address may try at one account per window before it is refused. */
  triesPerAddress: 5,
  addressWindowSeconds: 15 * 60,
  /** Failures at one account (from anywhere) per window before each further failure costs a wait. */
  freeFailuresPerAccount: 10,
  accountWindowSeconds: 60 * 60,
  /** The longest wait a failure can cost: what the owner waits at worst after their own typo under attack. */
  maxWaitSeconds: 15 * 60,
} as const

/**
 * How long the address that just failed must wait before its next try at this account, given the
 * account's failures in the window (this one included): nothing for the first ten, then 2, 4, 8 …
 * seconds, at most 15 minutes.
 */
export function waitAfterFailure(accountFailures: number): number {
  const over = accountFailures - signInThrottle.freeFailuresPerAccount
  if (over <= 0) return 0
  return Math.min(signInThrottle.maxWaitSeconds, 2 ** Math.min(over, 30))
}

/**
 * The part of a client address that identifies one client: IPv4 as it is, IPv6 by its /64 (one
 * subscriber's block, which they can rotate through freely); IPv4-mapped IPv6 as IPv4.
 */
export function addressBlock(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]!
  if (!isIPv6(address)) return address
  const [head = '', tail = ''] = address.toLowerCase().split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** A wait in words: seconds under a minute, whole minutes (rounded up) above. */
const duration = (seconds: number, locale: Locale) =>
  getTranslator(locale, 'auth')(
    'signIn.wait',
    seconds < 60 ? { unit: 'second', count: seconds } : { unit: 'minute', count: Math.ceil(seconds / 60) },
  )

/** The refusal while an address must wait; the same for an account that exists and one that does not. */
export const signInWaitMessage = (retryAfterSeconds: number, locale: Locale = 'en') =>
  getTranslator(locale, 'auth')('signIn.tooManyFailures', { wait: duration(retryAfterSeconds, locale) })

/** Added to the wrong-password message when that failure costs a wait. */
export const waitBeforeRetrySentence = (seconds: number, locale: Locale = 'en') =>
  getTranslator(locale, 'auth')('signIn.waitBeforeRetry', { wait: duration(seconds, locale) })
