import { SignJWT } from 'jose'
import { JWT_AUTH_VERSION, jwtSign, type Payload } from 'payload'

import { databaseOf } from '@/db'

import { getTestPayload } from './payload'

/** A token with the claims of `token`, signed again with another lifetime or secret. */
export async function resign(token: string, { seconds = 7 * 24 * 3600, secret }: { seconds?: number; secret?: string }) {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>
  delete claims.iat
  delete claims.exp
  if (!secret) return (await jwtSign({ fieldsToSign: claims, secret: (await getTestPayload()).secret, tokenExpiration: seconds })).token
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', authVersion: JWT_AUTH_VERSION, typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret))
}

/**
 * The same session as `token`, as if signed in almost a week ago: the token and the session on the
 * account both end in `seconds`.
 */
export async function sessionEndingIn(payload: Payload, token: string, seconds: number): Promise<string> {
  const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string }
  const { db, tables, op } = databaseOf(payload)
  const sessions = tables.users_sessions!
  await db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() + seconds * 1000).toISOString() })
    .where(op.eq(sessions.id, sid))
    .returning({ id: sessions.id })
  return resign(token, { seconds })
}

/**
 * Signs in and returns the session token. The users collection keeps tokens out of Payload's answers
 * (`removeTokenFromResponses`, ADR 015), so this goes through the site's own password login.
 */
export async function sessionToken(payload: Payload, email: string, password: string): Promise<string> {
  const { logInWithPassword } = await import('@/domain/auth/password-login.server')
  const session = await logInWithPassword(payload, email, password)
  if (!session) throw new Error(`Could not sign in as ${email}`)
  return session.token
}
