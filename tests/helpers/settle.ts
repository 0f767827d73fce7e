import { act } from 'react'
import { afterEach, beforeEach, vi } from 'vitest'

/**
 * Runs a component test file on Vitest's fake timers (Date included), so time passes only when a test
 * says so: the same result on a slow CI as on a fast laptop.
 */
export function runOnFakeTimers() {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}

/**
 * Lets a rendered component finish what it started: moves the fake clock on by `ms` (timers due by
 * then fire in order), resolves the promises they and the mocked fetches start and waits for the
 * modules it loads on demand, inside React's act().
 */
export const settle = (ms = 0) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
    // Code a component loads when it is needed (`React.lazy`, `import()`), and what it then starts.
    await vi.dynamicImportSettled()
    await vi.advanceTimersByTimeAsync(0)
  })
