import 'server-only'

import { getFieldsToSign, jwtSign, type Payload } from 'payload'

import type { User } from '@/payload-types'

export type OpenedSession = { token: string; exp: number }

/**
 * Opens a session for an account whose owner proved who they are some other way than a password
 * (Google sign-in, ADR 051): what Payload's login does after the password check, with the one-session
 * rule of ADR 006 applied at once (this session replaces every other one, so the account's other
 * browsers are signed out at their next request). The token goes to the caller, which sets the cookie.
 */
export async function openSession(payload: Payload, user: User): Promise<OpenedSession> {
  const collectionConfig = payload.collections.users.config
  const { tokenExpiration } = collectionConfig.auth
  const now = new Date()
  const sid = crypto.randomUUID()
  const sessions = [{ id: sid, createdAt: now, expiresAt: new Date(now.getTime() + tokenExpiration * 1000) }]
  await payload.db.updateOne({ collection: 'users', id: user.id, data: { sessions }, returning: false })
  const fieldsToSign = getFieldsToSign({
    collectionConfig,
    email: user.email,
    sid,
    user: { ...user, collection: 'users', sessions } as unknown as Parameters<typeof getFieldsToSign>[0]['user'],
  })
  return jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration })
}
