'use client'

import { usePathname, useRouter } from 'next/navigation'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslations } from 'use-intl'

import { startNavigationIndicator } from './navigation-events'
import { toast } from '@/components/ui/toast'

export type SessionUser = { id: number | string; name: string; email: string; role: string }
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out'

type SessionContextValue = {
  status: SessionStatus
  user: SessionUser | null
  /** Re-read the session, e.g. after a sign-in, and tell this site's other tabs to do the same. */
  announceSessionChange: () => Promise<void>
  signOut: () => Promise<void>
}

const SessionContext = createContext<SessionContextValue | null>(null)
const CHANNEL_NAME = 'pcs-session'

type SessionState = { status: SessionStatus; user: SessionUser | null }
type SessionResponse = {
  user: SessionUser | null
  expiresAt: string | null
  reason: 'signed-in-elsewhere' | 'expired' | 'signed-out' | null
}

/** An active session is renewed once its token has less than this left (tokens last 7 days). */
const RENEW_WHEN_LEFT_MS = 6 * 24 * 60 * 60 * 1000

/** The session as the server sees it, or null when the server cannot be reached. */
async function readSession(signedInElsewhere: () => string): Promise<SessionState | null> {
  try {
    const response = await fetch('/api/session', { credentials: 'same-origin', cache: 'no-store' })
    if (!response.ok && response.status !== 401) return null
    const session = (await response.json()) as SessionResponse
    if (session.reason === 'signed-in-elsewhere') toast.info(signedInElsewhere(), { toastId: 'signed-in-elsewhere' })
    // Activity keeps a session alive: a page view renews a token that has been in use for a day.
    if (session.user && session.expiresAt && new Date(session.expiresAt).getTime() - Date.now() < RENEW_WHEN_LEFT_MS) {
      void fetch('/api/users/refresh-token', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined)
    }
    return session.user ? { status: 'signed-in', user: session.user } : { status: 'signed-out', user: null }
  } catch {
    return null
  }
}

/** Offline or the server is restarting: keep what is shown; a first read counts as signed out. */
const settle = (current: SessionState): SessionState => (current.status === 'loading' ? { status: 'signed-out', user: null } : current)

/**
 * The visitor's session as the header shows it. Pages stay cacheable because the session is read in
 * the browser (GET /api/session); it is read again on every route change, when the tab becomes
 * visible and when another tab of this site signs in or out (BroadcastChannel), so no full reload is
 * ever needed and a session ended by a sign-in elsewhere is noticed at the next navigation.
 */
export function SessionProvider({ signInHref, children }: { signInHref: string; children: ReactNode }) {
  const router = useRouter()
  const pathname = usePathname()
  const [state, setState] = useState<SessionState>({ status: 'loading', user: null })
  const channel = useRef<BroadcastChannel | null>(null)
  const t = useTranslations('shell.session')
  // Read through a ref so the session effects never re-run for a new translator object.
  const translate = useRef(t)
  useEffect(() => {
    translate.current = t
  }, [t])
  const signedInElsewhere = useCallback(() => translate.current('signedInElsewhere'), [])

  useEffect(() => {
    const refresh = () => void readSession(signedInElsewhere).then((next) => setState((current) => next ?? settle(current)))
    refresh()
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh()
    }
    document.addEventListener('visibilitychange', onVisible)
    if ('BroadcastChannel' in window) {
      channel.current = new BroadcastChannel(CHANNEL_NAME)
      channel.current.onmessage = refresh
    }
    return () => {
      document.removeEventListener('visibilitychange', onVisible)
      channel.current?.close()
      channel.current = null
    }
  }, [signedInElsewhere])

  // Every navigation re-reads the session (the first read happens in the effect above).
  const firstPath = useRef(pathname)
  useEffect(() => {
    if (pathname === firstPath.current) return
    firstPath.current = pathname
    void readSession(signedInElsewhere).then((next) => setState((current) => next ?? settle(current)))
  }, [pathname, signedInElsewhere])

  const announceSessionChange = useCallback(async () => {
    const next = await readSession(signedInElsewhere)
    setState((current) => next ?? settle(current))
    channel.current?.postMessage('changed')
  }, [signedInElsewhere])

  const signOut = useCallback(async () => {
    const failed = () => {
      toast.error(translate.current('logOutFailed'), { toastId: 'logout-failed' })
    }
    try {
      const response = await fetch('/api/users/logout', { method: 'POST', credentials: 'same-origin' })
      if (response.status >= 500) return failed()
    } catch {
      return failed()
    }
    setState({ status: 'signed-out', user: null })
    channel.current?.postMessage('changed')
    startNavigationIndicator()
    router.push(signInHref)
  }, [router, signInHref])

  const value = useMemo(() => ({ ...state, announceSessionChange, signOut }), [state, announceSessionChange, signOut])
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession must be used inside <SessionProvider>')
  return value
}
