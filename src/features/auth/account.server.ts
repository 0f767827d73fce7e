import 'server-only'

import type { Payload } from 'payload'

import { CREDENTIALS_CHECKED } from '@/collections/users/hooks/guard-credentials'
import type { User } from '@/payload-types'
import type { LeaderboardName } from '@/lib/leaderboard-names'
import { getTranslator } from '@/i18n/translator'
import { fieldErrors, type FieldErrors } from '@/lib/field-messages'
import { fieldTranslator } from '@/lib/field-translator'

import type { FormRequest } from '@/lib/site-form.server'
import { logInWithPassword, type PasswordSession } from '@/domain/auth/password-login.server'
import { passwordChangeSchema, type PasswordChangeInput, profileSchema, type ProfileInput } from '@/domain/auth/schemas'
import { setSessionCookie } from '@/domain/auth/session-cookie.server'
import { signInWaitMessage } from '@/domain/auth/sign-in-throttle'
import { beginSignInTry, recordFailedSignIn, recordSuccessfulSignIn } from '@/domain/auth/sign-in-throttle.server'

/** In English: what tests compare with. */
export const WRONG_CURRENT_PASSWORD_MESSAGE = getTranslator('en', 'auth')('account.wrongCurrentPassword')

export type ProfileResult =
  | { ok: true; name: string; mobile: string; district: string; leaderboardName: LeaderboardName }
  | { ok: false; message: string; fieldErrors?: FieldErrors<ProfileInput> }
export type PasswordChangeResult =
  { ok: true } | { ok: false; message: string; fieldErrors?: FieldErrors<PasswordChangeInput>; retryAfterSeconds?: number }

/** A candidate changes their own name and mobile, through the same access rules as the API. */
export async function updateProfile(
  payload: Payload,
  user: User,
  input: unknown,
  { locale = 'en' }: Partial<FormRequest> = {},
): Promise<ProfileResult> {
  const parsed = profileSchema.safeParse(input)
  if (!parsed.success)
    return {
      ok: false,
      message: getTranslator(locale, 'forms')('checkFields'),
      fieldErrors: fieldErrors(parsed.error, fieldTranslator(locale)),
    }
  const updated = await payload.update({
    collection: 'users',
    id: user.id,
    data: parsed.data,
    overrideAccess: false,
    user: { ...user, collection: 'users' },
    depth: 0,
  })
  return {
    ok: true,
    name: updated.name,
    mobile: updated.mobile ?? '',
    district: updated.district ?? '',
    leaderboardName: updated.leaderboardName ?? 'initials',
  }
}

/**
 * Changes the password after checking the current one. The check is a sign-in from this address, so
 * wrong guesses meet the same throttle as the sign-in form; it signs in afresh, which ends the
 * account's other sessions, and this browser gets the new session's cookie. The only path, with the
 * reset link, by which a candidate's password changes: the users collection refuses it otherwise.
 */
export async function changePassword(
  payload: Payload,
  user: User,
  input: unknown,
  { address, locale = 'en' }: Pick<FormRequest, 'address'> & Partial<FormRequest>,
): Promise<PasswordChangeResult> {
  const parsed = passwordChangeSchema.safeParse(input)
  const checkFields = getTranslator(locale, 'forms')('checkFields')
  if (!parsed.success) return { ok: false, message: checkFields, fieldErrors: fieldErrors(parsed.error, fieldTranslator(locale)) }
  const checked = await checkCurrentPassword(payload, user, parsed.data.currentPassword, { address, locale })
  if (!checked.ok) return checked
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { password: parsed.data.newPassword },
    overrideAccess: false,
    user: { ...user, collection: 'users' },
    context: { [CREDENTIALS_CHECKED]: true },
    depth: 0,
  })
  const session = await logInWithPassword(payload, user.email, parsed.data.newPassword)
  if (session) await setSessionCookie(payload, session.token)
  return { ok: true }
}

export type CurrentPasswordCheck =
  | { ok: true; session: PasswordSession }
  | { ok: false; message: string; fieldErrors?: { currentPassword: string }; retryAfterSeconds?: number }

/**
 * The signed-in account's current password, before a change that a stolen session must not make on
 * its own (a new password, unlinking Google). The check is a sign-in from this address, so wrong
 * guesses meet the sign-in form's throttle; it opens a new session (the account's others end), which
 * the caller gives this browser.
 */
export async function checkCurrentPassword(
  payload: Payload,
  user: User,
  currentPassword: string,
  { address, locale = 'en' }: Pick<FormRequest, 'address'> & Partial<FormRequest>,
): Promise<CurrentPasswordCheck> {
  const attempt = await beginSignInTry(user.email, address)
  if (!attempt.ok)
    return { ok: false, message: signInWaitMessage(attempt.retryAfterSeconds, locale), retryAfterSeconds: attempt.retryAfterSeconds }
  const session = await logInWithPassword(payload, user.email, currentPassword)
  if (!session) {
    await recordFailedSignIn(attempt)
    return {
      ok: false,
      message: getTranslator(locale, 'forms')('checkFields'),
      fieldErrors: { currentPassword: getTranslator(locale, 'auth')('account.wrongCurrentPassword') },
    }
  }
  await recordSuccessfulSignIn(attempt)
  return { ok: true, session }
}
