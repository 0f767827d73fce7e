import { describe, expect, it } from 'vitest'

import { MAX_CHANGES_PER_BATCH } from '@/domain/test-engine/types'

import { mergeChanges, saveAnswersSchema, validateChanges, type SavedResponse } from './responses'
import type { ResponseChange } from '@/domain/test-engine/types'

const change = (questionId: string, seq: number, overrides: Partial<ResponseChange> = {}): ResponseChange => ({
  questionId,
  seq,
  option: 'A',
  marked: false,
  visited: true,
  timeSpent: 20,
  ...overrides,
})

describe('mergeChanges', () => {
  const saved: Record<string, SavedResponse> = { q1: { option: 'B', marked: false, visited: true, timeSpent: 30, seq: 5 } }

  it('applies newer changes and keeps untouched questions', () => {
    const { responses, applied } = mergeChanges(saved, [change('q1', 6, { option: 'C' }), change('q2', 7)])
    expect(responses.q1).toEqual({ option: 'C', marked: false, visited: true, timeSpent: 20, seq: 6 })
    expect(responses.q2?.option).toBe('A')
    expect(applied.map((item) => item.seq)).toEqual([6, 7])
  })

  it('changes nothing when a batch is retried', () => {
    const first = mergeChanges(saved, [change('q1', 6, { option: 'D' })])
    const retried = mergeChanges(first.responses, [change('q1', 6, { option: 'D' })])
    expect(retried.applied).toEqual([])
    expect(retried.responses).toEqual(first.responses)
  })

  it('ignores an older batch that arrives after a newer one', () => {
    const { responses, applied } = mergeChanges(saved, [change('q1', 3, { option: 'A' })])
    expect(applied).toEqual([])
    expect(responses.q1?.option).toBe('B')
  })

  it('keeps only the latest change of a question within one batch, whatever its position', () => {
    const { responses, applied } = mergeChanges({}, [change('q9', 12, { option: null, marked: true }), change('q9', 10, { option: 'B' })])
    expect(applied).toHaveLength(1)
    expect(responses.q9).toMatchObject({ option: null, marked: true, seq: 12 })
  })

  it('leaves the saved map as it was', () => {
    mergeChanges(saved, [change('q1', 9, { option: 'D' })])
    expect(saved.q1?.option).toBe('B')
  })
})

describe('validateChanges', () => {
  const paperIds = new Set(['q1', 'q2'])
  const twoHours = 120 * 60

  it('accepts good changes as they are', () => {
    const good = [change('q1', 1), change('q2', 2, { option: null })]
    expect(validateChanges(paperIds, good, twoHours)).toEqual({ valid: good, rejected: [] })
  })

  it('rejects a question from another paper, a bad letter, a fractional seq and negative time, saying why', () => {
    const { valid, rejected } = validateChanges(
      paperIds,
      [
        change('q99', 1),
        change('q1', 2, { option: 'E' as never }),
        change('q1', 2.5),
        change('q2', 4, { timeSpent: -3 }),
        change('q2', 5, { timeSpent: Number.NaN }),
        change('q1', 6),
      ],
      twoHours,
    )
    expect(valid.map((item) => item.seq)).toEqual([6])
    expect(rejected.map((item) => item.reason)).toEqual([
      'This question is not in the paper.',
      'The option must be A, B, C or D.',
      'The change number must be a whole number.',
      'The time spent must be zero or more seconds.',
      'The time spent must be zero or more seconds.',
    ])
  })

  it('keeps one change per question, the one with the highest seq, wherever it is in the batch (issue 14, item 19)', () => {
    const { valid, rejected } = validateChanges(
      paperIds,
      [
        change('q1', 7, { option: 'B' }),
        change('q2', 3),
        change('q1', 9, { option: 'C' }),
        change('q1', 8, { option: 'D' }),
        change('q2', 3, { option: 'D' }),
      ],
      twoHours,
    )
    // q2 twice with the same seq: the first stands, as a later batch with an equal seq would change nothing.
    expect(valid).toEqual([change('q1', 9, { option: 'C' }), change('q2', 3)])
    expect(rejected).toEqual([])
  })

  it('caps time on a question at the attempt’s whole time instead of losing the answer', () => {
    const { valid } = validateChanges(paperIds, [change('q1', 1, { timeSpent: 99_999 })], twoHours)
    expect(valid[0]).toMatchObject({ option: 'A', timeSpent: twoHours })
  })
})

describe('saveAnswersSchema', () => {
  it('accepts an autosave body', () => {
    const body = { changes: [change('q1', 1)], currentQuestionId: 'q2', language: 'pa' }
    expect(saveAnswersSchema.parse(body)).toEqual(body)
  })

  it('accepts a submit with no last changes', () => {
    expect(saveAnswersSchema.safeParse({ changes: [] }).success).toBe(true)
  })

  it('refuses more than 200 changes in one batch', () => {
    const changes = Array.from({ length: MAX_CHANGES_PER_BATCH + 1 }, (_, index) => change(`q${index}`, index))
    expect(saveAnswersSchema.safeParse({ changes: changes.slice(0, MAX_CHANGES_PER_BATCH) }).success).toBe(true)
    expect(saveAnswersSchema.safeParse({ changes }).success).toBe(false)
  })

  it('refuses a bad letter, a fractional seq, negative time and an unknown language', () => {
    for (const bad of [{ option: 'E' }, { seq: 1.5 }, { timeSpent: -1 }]) {
      expect(saveAnswersSchema.safeParse({ changes: [{ ...change('q1', 1), ...bad }] }).success).toBe(false)
    }
    expect(saveAnswersSchema.safeParse({ changes: [], language: 'hi' }).success).toBe(false)
  })
})
