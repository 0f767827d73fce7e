import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { useSession } from '@/components/site/session.client'

/**
 * Whether the page was rendered for the reader the session says is there. A visitor's page can be
 * shown to someone who has just signed in (the router keeps the page it already had, or another tab
 * signed in), and a candidate's page to someone signed out elsewhere: the page is fetched again once,
 * and the proxy renders the right one (ADR 010). Until the session is known and agrees, this is false,
 * so nothing is sent in the wrong person's name.
 */
export function useSignedInView(isSignedIn: boolean): boolean {
  const { status } = useSession()
  const router = useRouter()
  const hasRefreshed = useRef(false)
  const isSettled = status !== 'loading' && (status === 'signed-in') === isSignedIn
  useEffect(() => {
    if (status === 'loading' || isSettled || hasRefreshed.current) return
    hasRefreshed.current = true
    router.refresh()
  }, [isSettled, router, status])
  return isSettled
}
