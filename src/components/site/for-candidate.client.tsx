'use client'

import type { ReactNode } from 'react'

import { useSession } from '@/components/site/session.client'

/**
 * What a cached page shows a visitor (`children`, e.g. Join Today) or, once the browser knows a
 * candidate is signed in, what fits them instead (`signedIn`, e.g. their dashboard). The page stays one
 * cached render for everyone (ADR 010); the session is read in the browser, as the header's Log Out is.
 */
export function ForCandidate({ signedIn, children }: { signedIn: ReactNode; children: ReactNode }) {
  const { status } = useSession()
  return <>{status === 'signed-in' ? signedIn : children}</>
}
