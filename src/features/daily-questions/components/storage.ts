/**
 * What the Question of the Day keeps on this device (the option chosen, a written answer's draft):
 * localStorage, which outlives a reload, a crash and signing in, read by the components through
 * `useSyncExternalStore`. Every change is written at once, and a change made in another tab shows
 * here. What storage cannot hold (it is unavailable or full, or the value is kept for this page only)
 * stays in this page's memory instead.
 */
const memory = new Map<string, string | null>()
const listeners = new Set<() => void>()

/** The kept value of `key` as stored (JSON), or null: a stable snapshot for `useSyncExternalStore`. */
export function readKept(key: string): string | null {
  if (memory.has(key)) return memory.get(key)!
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/** The server keeps nothing of this device's: the page renders as if nothing were kept, then shows what is. */
export const nothingKept = (): string | null => null

export function parseKept<T>(raw: string | null, isValid: (value: unknown) => value is T): T | null {
  if (raw === null) return null
  try {
    const value: unknown = JSON.parse(raw)
    return isValid(value) ? value : null
  } catch {
    return null
  }
}

/** Keeps `value` under `key` (null forgets it); `persist: false` keeps it for this page only. */
export function keep(key: string, value: unknown, { persist = true }: { persist?: boolean } = {}): void {
  const raw = value === null ? null : JSON.stringify(value)
  try {
    if (raw === null || !persist) localStorage.removeItem(key)
    else localStorage.setItem(key, raw)
    if (raw === null || persist) memory.delete(key)
    else memory.set(key, raw)
  } catch {
    // No storage: this page's memory still has it.
    memory.set(key, raw)
  }
  for (const listener of listeners) listener()
}

export function subscribeToKept(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null) memory.clear()
    else memory.delete(event.key)
    listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}
