'use client'

import { useRouter } from 'next/navigation'
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

import { startNavigationIndicator } from '@/components/site/navigation-events'
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

type MeResponse = { user?: (SessionUser & Record<string, unknown>) | null }
type SessionState = { status: SessionStatus; user: SessionUser | null }

/** The session as the server sees it, or null when the server cannot be reached. */
async function readSession(): Promise<SessionState | null> {
  try {
    const response = await fetch('/api/users/me', { credentials: 'same-origin', cache: 'no-store' })
    const user = response.ok ? ((await response.json()) as MeResponse).user : null
    return user
      ? { status: 'signed-in', user: { id: user.id, name: user.name, email: user.email, role: user.role } }
      : { status: 'signed-out', user: null }
  } catch {
    return null
  }
}

/** Offline or the server is restarting: keep what is shown; a first read counts as signed out. */
const settle = (current: SessionState): SessionState => (current.status === 'loading' ? { status: 'signed-out', user: null } : current)

/**
 * The visitor's session as the header shows it. Pages stay cacheable because the session is read in
 * the browser, from Payload's /api/users/me; it is read again when the tab becomes visible and when
 * another tab of this site signs in or out (BroadcastChannel), so no full reload is ever needed.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  const [state, setState] = useState<SessionState>({ status: 'loading', user: null })
  const channel = useRef<BroadcastChannel | null>(null)

  useEffect(() => {
    const refresh = () => void readSession().then((next) => setState((current) => next ?? settle(current)))
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
  }, [])

  const announceSessionChange = useCallback(async () => {
    const next = await readSession()
    setState((current) => next ?? settle(current))
    channel.current?.postMessage('changed')
  }, [])

  const signOut = useCallback(async () => {
    const failed = () => {
      toast.error('Could not log out. Check your internet connection and try again.', { toastId: 'logout-failed' })
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
    router.push('/sign-in')
  }, [router])

  const value = useMemo(() => ({ ...state, announceSessionChange, signOut }), [state, announceSessionChange, signOut])
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession must be used inside <SessionProvider>')
  return value
}
