import 'server-only'

import type { Payload } from 'payload'

import { getPayloadClient } from '@/lib/payload.server'

import { fieldErrors, type FieldErrors, signInSchema, type SignInInput } from './schemas'
import { setSessionCookie } from './session-cookie.server'

export const WRONG_CREDENTIALS_MESSAGE = 'The e-mail address or password is incorrect.'
export const ACCOUNT_LOCKED_MESSAGE =
  'Too many failed sign-ins: this account is locked for 10 minutes. Try again later, or reset your password.'

export type SignInResult = { ok: true } | { ok: false; message: string; fieldErrors?: FieldErrors<SignInInput> }

/**
 * Signs a candidate in through Payload's login (which counts failed attempts and locks the account
 * after five) and sets the session cookie. One message for a wrong e-mail and a wrong password, so
 * the answer never says whether an account exists.
 */
export async function signIn(input: unknown): Promise<SignInResult> {
  const parsed = signInSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: 'Check the highlighted fields.', fieldErrors: fieldErrors(parsed.error) }
  const payload = await getPayloadClient()
  let token: string | undefined
  try {
    token = (await payload.login({ collection: 'users', data: parsed.data })).token
  } catch (error) {
    // Payload answers 401 both for a wrong password and a locked account; the account says which.
    if ((error as { status?: number }).status !== 401) throw error
  }
  if (!token) {
    const locked = await isLocked(payload, parsed.data.email)
    return { ok: false, message: locked ? ACCOUNT_LOCKED_MESSAGE : WRONG_CREDENTIALS_MESSAGE }
  }
  await setSessionCookie(payload, token)
  return { ok: true }
}

/** Whether failed sign-ins have locked this account (the attempt that locks it included). */
async function isLocked(payload: Payload, email: string): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    select: { lockUntil: true },
  })
  const lockUntil = docs[0]?.lockUntil
  return Boolean(lockUntil && new Date(lockUntil).getTime() > Date.now())
}
