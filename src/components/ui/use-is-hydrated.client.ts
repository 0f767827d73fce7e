'use client'

import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False in the server's markup and until React has hydrated the island, true after. A control whose
 * click only JavaScript can handle is disabled until then, so a click before hydration is never
 * silently lost: the candidate sees the button is not ready yet.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
