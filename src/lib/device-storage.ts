import type * as z from 'zod/mini'

/**
 * What a page keeps in the browser's storage (an exam's answers, a visitor's daily quiz): JSON under
 * a key, read back only if it still matches its schema. Storage can be missing, blocked (private
 * mode), full or edited by hand; none of that throws.
 */

/**
 * What a stored value must match: a zod schema, or a type guard where zod would be the only reason a
 * page ships it (the visitor's daily quiz, ADR 033).
 */
export type StoredShape<T> = z.ZodMiniType<T> | ((value: unknown) => value is T)

/** The stored value, or null when there is none or it cannot be read. */
export function readStored<T>(storage: Storage | null, key: string, shape: StoredShape<T>): T | null {
  try {
    const raw = storage?.getItem(key)
    if (!raw) return null
    const value: unknown = JSON.parse(raw)
    if (typeof shape === 'function') return shape(value) ? value : null
    const parsed = shape.safeParse(value)
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** False when the browser refused (no storage, private mode, full): the page's memory must hold it. */
export function writeStored(storage: Storage | null, key: string, value: unknown): boolean {
  try {
    storage?.setItem(key, JSON.stringify(value))
    return Boolean(storage)
  } catch {
    return false
  }
}

export function clearStored(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key)
  } catch {
    // Storage is gone: there is nothing left to clear.
  }
}
