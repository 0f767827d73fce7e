import { describe, expect, it } from 'vitest'

import {
  objectionPeriodOf,
  objectionPhase,
  objectionStatusOf,
  objectionsUntilProblem,
  proposalSummary,
  rulingProblem,
} from './key-objections'

const ist = (day: string, time: string) => new Date(`2026-11-${day}T${time}+05:30`)
const close = ist('22', '12:00:00')
const until = ist('29', '23:59:00')

describe('the objection period', () => {
  const period = objectionPeriodOf(close, until)!

  it('runs from the window’s close to the date staff set, both included', () => {
    expect(objectionPhase(period, close.getTime() - 1)).toBe('before')
    expect(objectionPhase(period, close)).toBe('open')
    expect(objectionPhase(period, until)).toBe('open')
    expect(objectionPhase(period, until.getTime() + 1)).toBe('closed')
  })

  it('exists only for a window with a closing date after its close', () => {
    expect(objectionPeriodOf(null, until)).toBeNull()
    expect(objectionPeriodOf(close, null)).toBeNull()
    expect(objectionPeriodOf(close, close)).toBeNull()
  })

  it('tells staff why a closing date does not fit', () => {
    expect(objectionsUntilProblem(close, until)).toBeNull()
    expect(objectionsUntilProblem(close, null)).toBeNull()
    expect(objectionsUntilProblem(null, until)).toBe('without-window')
    expect(objectionsUntilProblem(close, close)).toBe('before-close')
  })
})

describe('staff’s ruling', () => {
  const keyA = { correctOption: 'A', dropped: false } as const
  const note = 'Punjab Year Book 2024, p. 112 settles it.'

  it('needs a note the candidates can read, whatever the decision', () => {
    expect(rulingProblem({ decision: 'reject', note: ' too short ' }, keyA)).toBe('note-missing')
    expect(rulingProblem({ decision: 'reject', note }, keyA)).toBeNull()
    expect(rulingProblem({ decision: null, note: '' }, keyA)).toBeNull()
  })

  it('changes the key only to another answer', () => {
    expect(rulingProblem({ decision: 'change-key', note }, keyA)).toBe('new-key-missing')
    expect(rulingProblem({ decision: 'change-key', newKey: 'A', note }, keyA)).toBe('new-key-unchanged')
    expect(rulingProblem({ decision: 'change-key', newKey: 'B', note }, keyA)).toBeNull()
    // A dropped question may be restored with the key it had.
    expect(rulingProblem({ decision: 'change-key', newKey: 'A', note }, { correctOption: 'A', dropped: true })).toBeNull()
  })

  it('does not drop a question twice', () => {
    expect(rulingProblem({ decision: 'drop-question', note }, { correctOption: 'A', dropped: true })).toBe('already-dropped')
  })

  it('accepts the objections when the key changes or the question goes, and rejects them otherwise', () => {
    expect([objectionStatusOf('change-key'), objectionStatusOf('drop-question'), objectionStatusOf('reject')]).toEqual([
      'accepted',
      'accepted',
      'rejected',
    ])
  })
})

describe('proposalSummary', () => {
  it('lists the answers proposed, most first, with objections to the wording', () => {
    const summary = proposalSummary([
      { kind: 'key', proposedOption: 'C' },
      { kind: 'key', proposedOption: 'B' },
      { kind: 'wording' },
      { kind: 'key', proposedOption: 'B' },
    ])
    expect(summary).toBe('B: 2 · C: 1 · wording: 1')
    expect(proposalSummary([])).toBe('')
  })
})
