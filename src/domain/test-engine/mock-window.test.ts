import { describe, expect, it } from 'vitest'

import {
  isRankedInWindow,
  leaderboardNameOf,
  mayStartIn,
  rankList,
  ranksPublishedAt,
  windowDeadlineCap,
  windowOf,
  windowPhase,
  windowProblem,
  type WindowAttempt,
} from './mock-window'

// Sunday 6 December 2026, 10:00–12:40 IST with late entry until 10:30 (IST is UTC+5:30).
const ist = (time: string) => new Date(`2026-12-06T${time}+05:30`)
const stored = {
  startsAt: ist('10:00:00').toISOString(),
  lateEntryUntil: ist('10:30:00').toISOString(),
  endsAt: ist('12:40:00').toISOString(),
}
const window = windowOf(stored)!

describe('a test run as an All-Punjab mock window', () => {
  it('is a window only when staff set all three times, in order', () => {
    expect(windowOf({ startsAt: stored.startsAt, lateEntryUntil: null, endsAt: stored.endsAt })).toBeNull()
    expect(windowOf(null)).toBeNull()
    expect(windowProblem({})).toBeNull()
    expect(windowProblem(stored)).toBeNull()
    expect(windowProblem({ startsAt: stored.startsAt })).toBe('incomplete')
    expect(windowProblem({ ...stored, lateEntryUntil: ist('09:59:00').toISOString() })).toBe('late-entry-before-start')
    expect(windowProblem({ ...stored, endsAt: stored.lateEntryUntil })).toBe('end-before-late-entry')
  })

  it('lets candidates start from the start to the end of late entry, both included, and again after the close', () => {
    const phases = ['09:59:59', '10:00:00', '10:30:00', '10:30:01', '12:39:59', '12:40:00', '12:41:59', '12:42:00'].map((time) =>
      windowPhase(window, ist(time)),
    )
    expect(phases).toEqual(['upcoming', 'entry', 'entry', 'writing', 'writing', 'closing', 'closing', 'published'])
    expect(phases.map(mayStartIn)).toEqual([false, true, true, false, false, true, true, true])
  })

  it('publishes the rank list two minutes after the close, once the last automatic submits are in', () => {
    expect(ranksPublishedAt(window)).toEqual(ist('12:42:00'))
  })

  it("stops the window's own attempts at the close and leaves practice attempts their full time", () => {
    expect(windowDeadlineCap(window, ist('10:29:00'))).toEqual(ist('12:40:00'))
    expect(windowDeadlineCap(window, ist('12:45:00'))).toBeNull()
    expect(windowDeadlineCap(null, ist('10:10:00'))).toBeNull()
  })
})

describe('who is on the rank list', () => {
  const attempt = (overrides: Partial<WindowAttempt> = {}): WindowAttempt => ({
    isFirstAttempt: true,
    isKeptFromCheck: false,
    status: 'submitted',
    startedAt: ist('10:05:00'),
    finishedAt: ist('12:01:00'),
    ...overrides,
  })

  it('ranks a first attempt started in the entry time and finished by the close, a late start and an automatic submit included', () => {
    expect(isRankedInWindow(window, attempt())).toBe(true)
    expect(isRankedInWindow(window, attempt({ startedAt: ist('10:30:00'), finishedAt: ist('12:40:00') }))).toBe(true)
    expect(isRankedInWindow(window, attempt({ status: 'auto-submitted', finishedAt: ist('12:40:00') }))).toBe(true)
  })

  it('never ranks a re-attempt, an attempt after the window, one still running, or answers kept from a signed-out check', () => {
    expect(isRankedInWindow(window, attempt({ isFirstAttempt: false }))).toBe(false)
    expect(isRankedInWindow(window, attempt({ startedAt: ist('12:50:00'), finishedAt: ist('14:50:00') }))).toBe(false)
    expect(isRankedInWindow(window, attempt({ startedAt: ist('09:59:59') }))).toBe(false)
    expect(isRankedInWindow(window, attempt({ status: 'in-progress', finishedAt: null }))).toBe(false)
    expect(isRankedInWindow(window, attempt({ isKeptFromCheck: true }))).toBe(false)
    expect(isRankedInWindow(window, attempt({ finishedAt: ist('12:40:01') }))).toBe(false)
  })
})

describe('the leaderboard', () => {
  it('ranks by score with ties sharing a rank, the quicker paper listed first', () => {
    const list = rankList([
      { candidateId: '7', score: 96, timeTaken: 7000 },
      { candidateId: '3', score: 120, timeTaken: 7100 },
      { candidateId: '5', score: 96, timeTaken: 6500 },
      { candidateId: '9', score: 80, timeTaken: 5000 },
    ])
    expect(list.map((entry) => [entry.candidateId, entry.rank])).toEqual([
      ['3', 1],
      ['5', 2],
      ['7', 2],
      ['9', 4],
    ])
  })

  it('shows initials unless the candidate chose their name, and no name for one who chose to be anonymous', () => {
    expect(leaderboardNameOf('Harpreet Kaur Sidhu', null)).toBe('H. K. S.')
    expect(leaderboardNameOf('Harpreet Kaur Sidhu', 'initials')).toBe('H. K. S.')
    expect(leaderboardNameOf('  Harpreet   Kaur ', 'name')).toBe('Harpreet Kaur')
    expect(leaderboardNameOf('ਹਰਪ੍ਰੀਤ ਕੌਰ', 'initials')).toBe('ਹ. ਕ.')
    expect(leaderboardNameOf('Harpreet Kaur', 'anonymous')).toBeNull()
  })
})
