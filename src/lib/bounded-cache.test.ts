import { describe, expect, it } from 'vitest'

import { createBoundedCache } from './bounded-cache'

describe('createBoundedCache', () => {
  it('keeps at most its limit, forgetting the entry least recently read or written', () => {
    const cache = createBoundedCache<string, number>(2)
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1) // 'a' is now the most recent
    cache.set('c', 3) // 'b' goes
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.get('c')).toBe(3)
    expect(cache.size).toBe(2)
  })

  it('replaces a value written again without growing', () => {
    const cache = createBoundedCache<number, string>(2)
    cache.set(1, 'one')
    cache.set(1, 'uno')
    expect(cache.get(1)).toBe('uno')
    expect(cache.size).toBe(1)
  })

  it('refuses a limit that could keep nothing', () => {
    expect(() => createBoundedCache(0)).toThrow(RangeError)
  })
})
