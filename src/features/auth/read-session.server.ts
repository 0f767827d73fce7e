import 'server-only'

import { parseCookies, type Payload } from 'payload'

import { readTokenClaims } from '@/domain/auth/token-claims'

export type SessionView = {
  user: { id: number | string; name: string; email: string; role: string } | null
  /** When the current token expires (ISO), so the browser can refresh an active session in time. */
  expiresAt: string | null
  /** Why a session cookie was refused: the header tells the visitor instead of silently signing out. */
  reason: 'signed-in-elsewhere' | 'expired' | 'signed-out' | null
}

/**
 * The session as the header needs it. When Payload refuses a token that is still within its lifetime
 * because its session is no longer on the account, another sign-in replaced it (ADR 006).
 */
export async function readSession(payload: Payload, headers: Headers): Promise<SessionView> {
  const { user } = await payload.auth({ headers })
  const token = parseCookies(headers).get(`${payload.config.cookiePrefix}-token`)
  const claims = token ? readTokenClaims(token) : {}
  const expiresAt = claims.exp ? new Date(claims.exp * 1000).toISOString() : null

  if (user && user.collection === 'users') {
    return { user: { id: user.id, name: user.name, email: user.email, role: user.role }, expiresAt, reason: null }
  }
  if (!token) return { user: null, expiresAt: null, reason: null }
  if (claims.exp && claims.exp * 1000 <= Date.now()) return { user: null, expiresAt: null, reason: 'expired' }
  if (claims.id === undefined || !claims.sid) return { user: null, expiresAt: null, reason: 'signed-out' }

  const owner = await payload
    .findByID({ collection: 'users', id: claims.id, depth: 0, overrideAccess: true, disableErrors: true, select: { sessions: true } })
    .catch(() => null)
  const stillListed = owner?.sessions?.some((session) => session.id === claims.sid)
  // Still listed means Payload refused it for another reason (a cross-site request): not ours to explain.
  if (stillListed) return { user: null, expiresAt: null, reason: null }
  return { user: null, expiresAt: null, reason: owner ? 'signed-in-elsewhere' : 'signed-out' }
}
