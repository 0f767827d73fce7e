/**
 * A map that keeps at most `limit` entries, forgetting the one least recently read or written first.
 * For values that never change once known (an attempt's paper), so nothing ever needs invalidating.
 */
export type BoundedCache<K, V> = {
  get(key: K): V | undefined
  set(key: K, value: V): void
  readonly size: number
}

export function createBoundedCache<K, V>(limit: number): BoundedCache<K, V> {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError('A bounded cache keeps at least one entry.')
  // A Map iterates in insertion order: deleting and setting again moves an entry to the end.
  const entries = new Map<K, V>()
  return {
    get(key) {
      const value = entries.get(key)
      if (value !== undefined) {
        entries.delete(key)
        entries.set(key, value)
      }
      return value
    },
    set(key, value) {
      entries.delete(key)
      entries.set(key, value)
      if (entries.size > limit) entries.delete(entries.keys().next().value as K)
    },
    get size() {
      return entries.size
    },
  }
}
