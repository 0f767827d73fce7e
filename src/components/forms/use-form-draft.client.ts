import { useEffect, useRef } from 'react'

/**
 * Keeps what someone typed in this tab's sessionStorage, so a reload or a crash does not lose it.
 * Passwords are never stored; the draft is dropped once the form has done its job.
 */
export function useFormDraft<T extends Record<string, unknown>>(
  key: string,
  values: T,
  restore: (draft: Partial<T>) => void,
  omit: (keyof T)[],
) {
  const restored = useRef(false)
  useEffect(() => {
    if (restored.current) return
    restored.current = true
    try {
      const saved = sessionStorage.getItem(key)
      if (saved) restore(JSON.parse(saved) as Partial<T>)
    } catch {
      // Storage can be unavailable (private mode); the form still works without drafts.
    }
  }, [key, restore])

  useEffect(() => {
    if (!restored.current) return
    const draft = Object.fromEntries(Object.entries(values).filter(([name]) => !omit.includes(name as keyof T)))
    // A cleared form (after it was sent) leaves no draft behind.
    const isEmpty = Object.values(draft).every((value) => value === '' || value === false || value == null)
    try {
      if (isEmpty) sessionStorage.removeItem(key)
      else sessionStorage.setItem(key, JSON.stringify(draft))
    } catch {
      // As above: no storage, no draft.
    }
  }, [key, values, omit])
}

export function clearFormDraft(key: string) {
  try {
    sessionStorage.removeItem(key)
  } catch {
    // Nothing to clear.
  }
}
