import { useRouter } from 'next/navigation'
import { useCallback } from 'react'

import { startNavigationIndicator } from '@/components/site/navigation-events'

import { useSession } from '@/components/site/session.client'

/** After a successful sign-in or sign-up: update every tab's header, then go where the visitor was headed. */
export function useCompleteSignIn(returnTo: string) {
  const router = useRouter()
  const { announceSessionChange } = useSession()
  return useCallback(async () => {
    await announceSessionChange()
    startNavigationIndicator()
    router.replace(returnTo)
  }, [announceSessionChange, returnTo, router])
}
