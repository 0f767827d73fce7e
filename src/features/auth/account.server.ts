import 'server-only'

import type { User } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload.server'

import { fieldErrors, type FieldErrors, passwordChangeSchema, type PasswordChangeInput, profileSchema, type ProfileInput } from './schemas'
import { setSessionCookie } from './session-cookie.server'

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not right.'

export type ProfileResult = { ok: true; name: string; mobile: string } | { ok: false; message: string; fieldErrors?: FieldErrors<ProfileInput> }
export type PasswordChangeResult = { ok: true } | { ok: false; message: string; fieldErrors?: FieldErrors<PasswordChangeInput> }

/** A candidate changes their own name and mobile, through the same access rules as the API. */
export async function updateProfile(user: User, input: unknown): Promise<ProfileResult> {
  const parsed = profileSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: 'Check the highlighted fields.', fieldErrors: fieldErrors(parsed.error) }
  const payload = await getPayloadClient()
  const updated = await payload.update({
    collection: 'users',
    id: user.id,
    data: parsed.data,
    overrideAccess: false,
    user: { ...user, collection: 'users' },
    depth: 0,
  })
  return { ok: true, name: updated.name, mobile: updated.mobile ?? '' }
}

/**
 * Changes the password after checking the current one (a wrong one counts towards the account lock,
 * like a failed sign-in). The check signs in afresh, which ends the account's other sessions, and
 * this browser gets the new session's cookie.
 */
export async function changePassword(user: User, input: unknown): Promise<PasswordChangeResult> {
  const parsed = passwordChangeSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: 'Check the highlighted fields.', fieldErrors: fieldErrors(parsed.error) }
  const payload = await getPayloadClient()
  try {
    await payload.login({ collection: 'users', data: { email: user.email, password: parsed.data.currentPassword } })
  } catch (error) {
    if ((error as { status?: number }).status !== 401) throw error
    return { ok: false, message: 'Check the highlighted fields.', fieldErrors: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE } }
  }
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { password: parsed.data.newPassword },
    overrideAccess: false,
    user: { ...user, collection: 'users' },
    depth: 0,
  })
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: parsed.data.newPassword } })
  if (token) await setSessionCookie(payload, token)
  return { ok: true }
}
