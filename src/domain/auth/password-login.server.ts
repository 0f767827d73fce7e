import 'server-only'

import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

import { createLocalReq, loginOperation, type Payload } from 'payload'

import type { User } from '@/payload-types'

export type PasswordSession = { token: string; exp: number | undefined; user: User }

/**
 * Payload's current password hash (`pbkdf2-sha256-v1:`, 600,000 rounds, 32 bytes): checking a
 * password for an address without an account costs exactly as long as for one with an account.
 * `tests/int/sessions.int.test.ts` fails if Payload changes its scheme.
 */
export const PASSWORD_HASH = { prefix: 'pbkdf2-sha256-v1:', iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

/** Hashes stored before Payload's current scheme (Payload upgrades them at the next sign-in through its login). */
const LEGACY_PASSWORD_HASH = { iterations: 25_000, keyLength: 512 } as const

const derive = promisify(pbkdf2)
const dummySalt = randomBytes(32).toString('hex')
const dummyHash = randomBytes(PASSWORD_HASH.keyLength)

async function checkAgainstDummyHash(password: string): Promise<false> {
  const derived = await derive(password, dummySalt, PASSWORD_HASH.iterations, PASSWORD_HASH.keyLength, PASSWORD_HASH.digest)
  timingSafeEqual(derived, dummyHash)
  return false
}

/** An account as stored, with what only the server's own sign-in code reads (password hash, second factor's secrets). */
export type StoredAccount = Omit<User, 'recoveryCodes' | 'totpSecret' | 'totpLastStep'> & {
  hash?: string | null
  salt?: string | null
  totpSecret?: string | null
  totpLastStep?: number | null
  recoveryCodes?: string[] | null
}

/** The account of `email` or `id` as stored (no hooks, nothing hidden). */
export async function findStoredAccount(
  payload: Payload,
  where: { email: string } | { id: number | string },
): Promise<StoredAccount | null> {
  const [field, value] = Object.entries(where)[0]!
  return payload.db.findOne<StoredAccount>({ collection: 'users', where: { [field]: { equals: value } } })
}

/**
 * Whether `password` is the account's, without opening a session (an account with a second step gets
 * one only after it, ADR 052): Payload's own comparison, current and legacy hashes alike. With no
 * account it checks against the dummy hash, so both cost the same.
 */
export async function passwordMatches(account: StoredAccount | null, password: string): Promise<boolean> {
  if (!account?.hash || !account.salt) return checkAgainstDummyHash(password)
  const current = account.hash.startsWith(PASSWORD_HASH.prefix)
  const stored = Buffer.from(current ? account.hash.slice(PASSWORD_HASH.prefix.length) : account.hash, 'hex')
  const derived = current
    ? await derive(password, account.salt, PASSWORD_HASH.iterations, PASSWORD_HASH.keyLength, PASSWORD_HASH.digest)
    : await derive(password, account.salt, LEGACY_PASSWORD_HASH.iterations, LEGACY_PASSWORD_HASH.keyLength, PASSWORD_HASH.digest)
  return derived.length === stored.length && timingSafeEqual(derived, stored)
}

/**
 * Checks an e-mail address and password and, when they are right, opens a session (Payload's login
 * operation: the one-session hook runs, the token is signed). The only way server code signs someone
 * in with a password: the users collection keeps tokens out of every API response
 * (`removeTokenFromResponses`), and this returns it to the caller, which sets the cookie. Null for a
 * wrong password or an unknown address, which cost the same time.
 */
export async function logInWithPassword(payload: Payload, email: string, password: string): Promise<PasswordSession | null> {
  const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
  if (totalDocs === 0) return checkAgainstDummyHash(password).then(() => null)
  try {
    const result = await loginOperation({
      collection: payload.collections.users,
      data: { email, password },
      req: await createLocalReq({}, payload),
      overrideAccess: false,
    })
    return result.token && result.user ? { token: result.token, exp: result.exp, user: result.user as User } : null
  } catch (error) {
    // Payload's AuthenticationError: the password is wrong (or the account went away meanwhile).
    if ((error as { status?: number }).status === 401) return null
    throw error
  }
}
