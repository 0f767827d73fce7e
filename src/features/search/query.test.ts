import { describe, expect, it } from 'vitest'

import { normaliseQuery, queryWords } from './query'

describe('search query', () => {
  it('trims, collapses spaces and caps the length', () => {
    expect(normaliseQuery('  Sutlej   Yamuna  link ')).toBe('Sutlej Yamuna link')
    expect(normaliseQuery(['array'])).toBe('')
    expect(normaliseQuery('x'.repeat(300))).toHaveLength(100)
  })

  it('searches each distinct word of two letters or more, at most six', () => {
    expect(queryWords('Punjab water a punjab')).toEqual(['punjab', 'water'])
    expect(queryWords('a b c')).toEqual([])
    expect(queryWords('one two three four five six seven eight')).toHaveLength(6)
  })
})
