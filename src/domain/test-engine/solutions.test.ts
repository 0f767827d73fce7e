import { describe, expect, it } from 'vitest'

import { areSolutionsDue, solutionsOpenAt } from './solutions'

const now = new Date('2026-11-24T10:00:00.000Z')

describe('when the solutions of a test are due', () => {
  it('opens them at once for a test that shows them right after submitting', () => {
    expect(areSolutionsDue({ solutionsVisibility: 'immediately', closesAt: '2026-12-01T00:00:00.000Z' }, now)).toBe(true)
  })

  it('keeps them closed until the test closes, and opens them from that instant', () => {
    const test = { solutionsVisibility: 'after-close', closesAt: '2026-11-24T10:00:00.001Z' }
    expect(areSolutionsDue(test, now)).toBe(false)
    expect(areSolutionsDue(test, new Date('2026-11-24T10:00:00.001Z'))).toBe(true)
    expect(areSolutionsDue({ ...test, closesAt: new Date('2026-11-24T09:00:00.000Z') }, now)).toBe(true)
  })

  it('fails closed: no test, an unknown setting, or "after close" on a test that never closes keeps them hidden', () => {
    expect(areSolutionsDue(null, now)).toBe(false)
    expect(areSolutionsDue({}, now)).toBe(false)
    expect(areSolutionsDue({ solutionsVisibility: 'sometimes' }, now)).toBe(false)
    expect(areSolutionsDue({ solutionsVisibility: 'after-close', closesAt: null }, now)).toBe(false)
    expect(areSolutionsDue({ solutionsVisibility: 'after-close', closesAt: 'not a date' }, now)).toBe(false)
  })

  it('says when they open, only while they are closed', () => {
    expect(solutionsOpenAt({ solutionsVisibility: 'after-close', closesAt: '2026-11-25T12:30:00.000Z' }, now)).toBe(
      '2026-11-25T12:30:00.000Z',
    )
    expect(solutionsOpenAt({ solutionsVisibility: 'immediately', closesAt: '2026-11-25T12:30:00.000Z' }, now)).toBeNull()
    expect(solutionsOpenAt({ solutionsVisibility: 'after-close', closesAt: null }, now)).toBeNull()
  })

  it("keeps an All-Punjab mock window's key shut while anyone may still be writing, whatever the setting, and opens it at the close", () => {
    const window = { startsAt: '2026-11-24T09:00:00.000Z', lateEntryUntil: '2026-11-24T09:30:00.000Z', endsAt: '2026-11-24T11:40:00.000Z' }
    const atClose = new Date('2026-11-24T11:40:00.000Z')
    for (const solutionsVisibility of ['immediately', 'after-close']) {
      expect(areSolutionsDue({ solutionsVisibility, window }, now)).toBe(false)
      expect(solutionsOpenAt({ solutionsVisibility, window }, now)).toBe('2026-11-24T11:40:00.000Z')
      expect(areSolutionsDue({ solutionsVisibility, window }, atClose)).toBe(true)
    }
  })
})
