import { describe, expect, it } from 'vitest'

import {
  SUBMIT_GRACE_MS,
  UNTIMED_ATTEMPT_MS,
  canSave,
  canStart,
  compensatoryMinutes,
  deadlineFor,
  finishedAtFor,
  isAbandoned,
  remainingMs,
  submissionOutcome,
  warningsDue,
} from './timing'

const MINUTE = 60_000
// 10:00 am IST on 22 Nov 2026.
const startedAt = new Date('2026-11-22T04:30:00.000Z')
const deadline = new Date(startedAt.getTime() + 120 * MINUTE)
const at = (offsetMs: number) => new Date(deadline.getTime() + offsetMs)

describe('compensatoryMinutes', () => {
  it('gives 40 minutes on a 2-hour paper at 20 minutes per hour', () => {
    expect(compensatoryMinutes(120, 20)).toBe(40)
  })

  it('rounds part of a minute up, in the candidate’s favour', () => {
    expect(compensatoryMinutes(100, 20)).toBe(34)
    expect(compensatoryMinutes(45, 20)).toBe(15)
  })

  it('gives nothing when no extra time is granted', () => {
    expect(compensatoryMinutes(120, 0)).toBe(0)
  })
})

describe('deadlineFor', () => {
  it('is the start plus the paper’s duration', () => {
    expect(deadlineFor({ startedAt, durationMinutes: 120 })).toEqual(deadline)
  })

  it('adds a candidate’s extra time', () => {
    expect(deadlineFor({ startedAt, durationMinutes: 120, extraMinutes: 40 })).toEqual(new Date(deadline.getTime() + 40 * MINUTE))
  })

  it('stops at the test’s closing time for a late starter', () => {
    const closesAt = new Date(startedAt.getTime() + 30 * MINUTE)
    expect(deadlineFor({ startedAt, durationMinutes: 120, extraMinutes: 40, closesAt })).toEqual(closesAt)
  })

  it('ignores a closing time later than the full duration', () => {
    const closesAt = at(6 * 60 * MINUTE)
    expect(deadlineFor({ startedAt: startedAt.getTime(), durationMinutes: 120, closesAt: closesAt.getTime() })).toEqual(deadline)
  })

  it('leaves an untimed attempt open for a day, whatever its duration or extra time, and still stops at the closing time', () => {
    const aDayLater = new Date(startedAt.getTime() + 24 * 60 * MINUTE)
    expect(UNTIMED_ATTEMPT_MS).toBe(24 * 60 * MINUTE)
    expect(deadlineFor({ startedAt, durationMinutes: 10, extraMinutes: 4, isTimed: false })).toEqual(aDayLater)
    const closesAt = at(60 * MINUTE)
    expect(deadlineFor({ startedAt, durationMinutes: 10, isTimed: false, closesAt })).toEqual(closesAt)
  })
})

describe('canStart', () => {
  const opensAt = startedAt
  const closesAt = at(0)

  it('refuses before the opening time, telling the candidate when it opens in IST', () => {
    const check = canStart({ now: opensAt.getTime() - 1, opensAt, closesAt })
    const message = 'This test opens on 22 Nov 2026 at 10:00 am IST. Come back then to start it.'
    expect(check).toEqual({ ok: false, reason: 'not-open', message })
  })

  it('opens exactly at the opening time', () => {
    expect(canStart({ now: opensAt, opensAt, closesAt })).toEqual({ ok: true })
  })

  it('refuses from the closing time on', () => {
    expect(canStart({ now: at(-1), opensAt, closesAt })).toEqual({ ok: true })
    const check = canStart({ now: closesAt, opensAt, closesAt })
    expect(check).toMatchObject({ ok: false, reason: 'closed' })
    expect(check.ok === false && check.message).toContain('closed on 22 Nov 2026 at 12:00 pm IST')
  })

  it('is always open without a window', () => {
    expect(canStart({ now: 0 })).toEqual({ ok: true })
  })
})

describe('saving and submitting around the deadline', () => {
  it('saves up to and including the deadline, not 1 ms after', () => {
    expect(canSave(at(-1), deadline)).toBe(true)
    expect(canSave(deadline, deadline)).toBe(true)
    expect(canSave(at(1), deadline)).toBe(false)
  })

  it('takes a submit at the deadline as on time', () => {
    expect(submissionOutcome({ now: deadline, deadline })).toBe('on-time')
  })

  it('accepts a submit within the 60 s grace, without its last changes', () => {
    expect(submissionOutcome({ now: at(1), deadline })).toBe('late-accepted')
    expect(submissionOutcome({ now: at(SUBMIT_GRACE_MS), deadline })).toBe('late-accepted')
  })

  it('treats a submit after the grace as expired', () => {
    expect(submissionOutcome({ now: at(SUBMIT_GRACE_MS + 1), deadline })).toBe('expired')
  })

  it('marks an attempt abandoned only once the grace is over', () => {
    expect(isAbandoned(at(SUBMIT_GRACE_MS), deadline)).toBe(false)
    expect(isAbandoned(at(SUBMIT_GRACE_MS + 1), deadline)).toBe(true)
  })

  it('records a late or automatic finish at the deadline, an early one when it happened', () => {
    expect(finishedAtFor(at(-5 * MINUTE), deadline)).toEqual(at(-5 * MINUTE))
    expect(finishedAtFor(at(30_000), deadline)).toEqual(deadline)
    expect(finishedAtFor(at(3 * 60 * MINUTE), deadline.getTime())).toEqual(deadline)
  })
})

describe('the screen’s clock', () => {
  it('counts down to zero and not below', () => {
    expect(remainingMs(at(-90_000), deadline)).toBe(90_000)
    expect(remainingMs(at(5_000), deadline)).toBe(0)
  })

  it('raises the 10-minute warning at 10:00 left and the 1-minute one at 1:00 left', () => {
    const due = (remaining: number) => warningsDue(remaining).map((warning) => warning.id)
    expect(due(10 * MINUTE + 1)).toEqual([])
    expect(due(10 * MINUTE)).toEqual(['ten-minutes'])
    expect(due(MINUTE + 1)).toEqual(['ten-minutes'])
    expect(due(MINUTE)).toEqual(['ten-minutes', 'one-minute'])
    expect(due(0)).toEqual(['ten-minutes', 'one-minute'])
  })
})
