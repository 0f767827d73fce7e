import { describe, expect, it } from 'vitest'

import { describePyqAttempt, pyqAttempt } from './pyq-attempt'

describe('a PYQ paper as a test', () => {
  it('leads to the test’s instructions page when its test is published (populated)', () => {
    expect(pyqAttempt({ slug: 'pyq-2020-gs-paper-1', questionCount: 30, durationMinutes: 36 })).toEqual({
      href: '/test/pyq-2020-gs-paper-1',
      questionCount: 30,
      durationMinutes: 36,
    })
  })

  it('offers no attempt for a paper without a test, or whose test the reader cannot see (a bare id)', () => {
    expect(pyqAttempt(null)).toBeNull()
    expect(pyqAttempt(undefined)).toBeNull()
    expect(pyqAttempt(42)).toBeNull()
    expect(pyqAttempt({ slug: '' })).toBeNull()
  })

  it('says how long and how many questions, in words', () => {
    expect(describePyqAttempt({ href: '/test/x', questionCount: 30, durationMinutes: 36 })).toBe(
      '30 questions · 36 minutes, timed, in the exam screen',
    )
    expect(describePyqAttempt({ href: '/test/x', questionCount: 1, durationMinutes: null })).toBe('1 question, timed, in the exam screen')
    expect(describePyqAttempt({ href: '/test/x', questionCount: null, durationMinutes: null })).toBe('Timed, in the exam screen')
    expect(describePyqAttempt({ href: '/test/x', questionCount: null, durationMinutes: 20 })).toBe('20 minutes, timed, in the exam screen')
  })

  it('says it in Punjabi on a Punjabi page', () => {
    expect(describePyqAttempt({ href: '/test/x', questionCount: 30, durationMinutes: 36 }, 'pa')).toBe(
      '30 ਪ੍ਰਸ਼ਨ · 36 ਮਿੰਟ, ਸਮਾਂਬੱਧ, ਪ੍ਰੀਖਿਆ ਸਕਰੀਨ ਵਿੱਚ',
    )
  })
})
