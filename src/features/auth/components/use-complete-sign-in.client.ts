import { useRouter } from 'next/navigation'
import { useCallback } from 'react'
import { useLocale } from 'use-intl'

import { startNavigationIndicator } from '@/components/site/navigation-events'
import { withLocale } from '@/i18n/locale'
import { routes } from '@/lib/links'

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

/**
 * After the right password (the sign-in form, a reset, linking Google): signed in, or on to the
 * account's second step when it has one (ADR 052), whose page comes back to `returnTo`.
 */
export function useAfterPassword(returnTo: string) {
  const router = useRouter()
  const locale = useLocale()
  const completeSignIn = useCompleteSignIn(returnTo)
  return useCallback(
    async (result: { secondStep?: string }) => {
      if (!result.secondStep) return completeSignIn()
      startNavigationIndicator()
      router.push(withLocale(routes.secondStep.href(), locale === 'pa' ? 'pa' : 'en'))
    },
    [completeSignIn, locale, router],
  )
}
