import 'server-only'

import { createSecretKey, type KeyObject } from 'node:crypto'

import { jwtVerify } from 'jose'
import { createLocalReq, JWT_AUTH_VERSION, parseCookies, type Payload, refreshOperation } from 'payload'

import type { User } from '@/payload-types'

import { databaseOf, runPrepared } from '@/db'
import { sessionCookie } from '@/domain/auth/session-cookie.server'
import type { HeaderReader } from '@/lib/header-reader'
import { isFromOwnSite } from '@/lib/site-request.server'

/** A signed-in browser session, as the exam screen's autosave needs it: whose, which, until when. */
export type VerifiedSession = { userId: number; sid: string; expiresAt: Date }

/**
 * Who is calling, on the exam's hot path (the autosave: about 85 requests a second at a
 * 1,000-candidate mock). The same checks as Payload's JWT strategy, in one indexed read instead of
 * loading and post-processing the whole account through the Local API (about 10 ms of CPU each):
 * the session cookie of a request from the site's own pages, a token signed with the site's secret
 * and of Payload's token version, for the users collection, whose session is still on the account and
 * not expired. "The site's own pages" is the site's one same-site rule (`@/lib/same-site`), the one
 * every route applies first: it refuses a little more than Payload's cookie rule (`same-site` or
 * `none` without an Origin), which the exam screen never sends. A sign-out, a sign-in elsewhere (one
 * session per account) or a password reset removes the session, so the next call is refused, exactly
 * as with `payload.auth`. Only the browser's cookie is accepted: these endpoints are the exam screen's,
 * not an API for other clients (ADR 012).
 */
export async function verifySession(payload: Payload, headers: HeaderReader, now = new Date()): Promise<VerifiedSession | null> {
  const token = sessionToken(payload, headers)
  if (!token || !isFromOwnSite(headers)) return null
  const claims = await jwtVerify(token, signingKeyOf(payload.secret))
    .then(({ payload: body, protectedHeader }) => (protectedHeader.authVersion === JWT_AUTH_VERSION ? body : null))
    .catch(() => null)
  if (!claims || claims.collection !== 'users' || typeof claims.sid !== 'string') return null
  const userId = Number(claims.id)
  if (!Number.isSafeInteger(userId)) return null

  const database = databaseOf(payload)
  const sessions = database.tables.users_sessions!
  const selected = { expiresAt: sessions.expiresAt }
  const rows = await runPrepared(
    database,
    'pcs_verify_session',
    ({ db, op }) =>
      db
        .select(selected)
        .from(sessions)
        .where(
          op.and(
            op.eq(sessions.id, op.sql.placeholder('session')),
            op.eq(sessions._parentID, op.sql.placeholder('user')),
            op.gt(sessions.expiresAt, op.sql.placeholder('now')),
          ),
        ),
    selected,
    { session: claims.sid, user: userId, now: now.toISOString() },
  )
  const row = rows[0]
  if (!row) return null
  // The token and its session are given the same lifetime; whichever ends first ends the session.
  const expiresAt = Math.min(Date.parse(String(row.expiresAt)), (claims.exp ?? Infinity) * 1000)
  return { userId, sid: claims.sid, expiresAt: new Date(expiresAt) }
}

/** The key Payload signs tokens with, made once (making it was a twentieth of the check). */
let signingKey: { secret: string; key: KeyObject } | undefined
function signingKeyOf(secret: string): KeyObject {
  if (signingKey?.secret !== secret) signingKey = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) }
  return signingKey.key
}

/** The session cookie's token, read by Payload's own cookie parser (which reads only the Cookie header). */
function sessionToken(payload: Payload, headers: HeaderReader): string | undefined {
  const cookie = headers.get('cookie')
  if (!cookie) return undefined
  return parseCookies(headers instanceof Headers ? headers : new Headers({ cookie })).get(`${payload.config.cookiePrefix}-token`)
}

/** The session a request signed in with, from the account `payload.auth` returned. */
export function sessionOfUser(user: Pick<User, 'id' | 'sessions'> & { _sid?: string }): VerifiedSession | null {
  const session = user._sid ? user.sessions?.find(({ id }) => id === user._sid) : undefined
  return session ? { userId: user.id, sid: session.id, expiresAt: new Date(session.expiresAt) } : null
}

/** How long before `until` a session must still have left; a shorter one is renewed. */
export const SESSION_MARGIN_MS = 30 * 60_000

/**
 * Keeps a session alive through `until` (an attempt's deadline plus the submit grace), so that it
 * never ends mid-attempt (issue 6): when it would end less than half an hour after that, Payload
 * refreshes it (the same session, a new token valid for the collection's full lifetime) and the new
 * cookie is returned for the response to carry. Returns null when nothing needed doing.
 */
export async function keepSessionThrough(
  payload: Payload,
  session: VerifiedSession,
  until: Date,
): Promise<ReturnType<typeof sessionCookie> | null> {
  if (session.expiresAt.getTime() >= until.getTime() + SESSION_MARGIN_MS) return null
  const user = await payload.findByID({ collection: 'users', id: session.userId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!user) return null
  // Payload's refresh reads the session from the request's user, as its JWT strategy leaves it.
  const signedIn = { ...user, collection: 'users' as const, _sid: session.sid, _strategy: 'local-jwt' }
  const req = await createLocalReq({ user: signedIn as typeof user & { collection: 'users' } }, payload)
  const refreshed = await refreshOperation({ collection: payload.collections.users, req })
  return refreshed.refreshedToken ? sessionCookie(payload, refreshed.refreshedToken) : null
}
