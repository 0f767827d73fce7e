import { describe, expect, it } from 'vitest'

import { isSignUpCodeRight, SIGN_UP_CODE_PERIOD_MS, signUpCodeFor } from './sign-up-code'

const secret = 'a-test-secret-that-is-long-enough-0123456789'
const sentAt = new Date('2026-11-25T06:10:00Z')
const later = (minutes: number) => new Date(sentAt.getTime() + minutes * 60_000)

describe('sign-up codes', () => {
  it('are six digits, the same for every e-mail within a period, different per address', () => {
    const code = signUpCodeFor(secret, 'simran@example.in', sentAt)
    expect(code).toMatch(/^\d{6}$/)
    expect(signUpCodeFor(secret, 'simran@example.in', later(1))).toBe(code)
    expect(signUpCodeFor(secret, 'harman@example.in', sentAt)).not.toBe(code)
    expect(signUpCodeFor('another-secret-that-is-long-enough-012345', 'simran@example.in', sentAt)).not.toBe(code)
  })

  it('work for at least 30 minutes after they are sent, and no longer than 60', () => {
    const code = signUpCodeFor(secret, 'simran@example.in', sentAt)
    expect(isSignUpCodeRight(secret, 'simran@example.in', code, sentAt)).toBe(true)
    expect(isSignUpCodeRight(secret, 'simran@example.in', code, later(30))).toBe(true)
    expect(isSignUpCodeRight(secret, 'simran@example.in', code, new Date(sentAt.getTime() + 2 * SIGN_UP_CODE_PERIOD_MS))).toBe(false)
  })

  it('prove only the address they were sent to', () => {
    const code = signUpCodeFor(secret, 'simran@example.in', sentAt)
    expect(isSignUpCodeRight(secret, 'harman@example.in', code, sentAt)).toBe(false)
    expect(isSignUpCodeRight(secret, 'simran@example.in', '12345', sentAt)).toBe(false)
    expect(isSignUpCodeRight(secret, 'simran@example.in', `${code}0`, sentAt)).toBe(false)
  })
})
