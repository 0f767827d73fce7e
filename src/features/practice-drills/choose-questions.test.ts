import { describe, expect, it } from 'vitest'

import { chooseDrillQuestions, DRILL_SIZE } from './choose-questions'

const ids = (count: number, prefix = 'q') => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`)

describe('choosing a drill’s questions', () => {
  it('asks ten at most, the questions the candidate has not seen first', () => {
    const seen = new Set(ids(8, 's'))
    const chosen = chooseDrillQuestions([...ids(8, 's'), ...ids(4, 'n')], seen)
    expect(chosen).toHaveLength(DRILL_SIZE)
    expect(new Set(chosen.slice(0, 4))).toEqual(new Set(ids(4, 'n')))
    expect(chosen.slice(4).every((id) => seen.has(id))).toBe(true)
  })

  it('shuffles within each group, so two drills on the same pool differ', () => {
    let state = 7
    const random = () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646
    const first = chooseDrillQuestions(ids(30), new Set(), { random })
    const second = chooseDrillQuestions(ids(30), new Set(), { random })
    expect(first).not.toEqual(second)
    expect(new Set(first).size).toBe(DRILL_SIZE)
  })

  it('takes what there is when the pool is small, each question once', () => {
    expect(chooseDrillQuestions(['a', 'b', 'a'], new Set(['a'])).sort()).toEqual(['a', 'b'])
    expect(chooseDrillQuestions(['a', 'b', 'a'], new Set(['a']))[0]).toBe('b')
    expect(chooseDrillQuestions([], new Set())).toEqual([])
  })
})
