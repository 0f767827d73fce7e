import type { CollectionAfterLoginHook } from 'payload'

import { readTokenClaims } from '@/domain/auth/token-claims'

/**
 * One active session per account (ADR 006): every path that signs in (sign-in, sign-up, password
 * reset) goes through Payload's login, which adds a session; this hook then drops every other one,
 * so the account's other browsers are signed out at their next request.
 */
export const keepOnlyThisSession: CollectionAfterLoginHook = async ({ collection, req, token, user }) => {
  const { sid } = readTokenClaims(token)
  const sessions = (user.sessions ?? []) as { id: string }[]
  if (!sid || sessions.every((session) => session.id === sid)) return user
  user.sessions = sessions.filter((session) => session.id === sid)
  await req.payload.db.updateOne({ collection: collection.slug, id: user.id, data: user, req, returning: false })
  return user
}
