import 'server-only'

import { after } from 'next/server'
import { createLocalReq, type Payload, resetPasswordOperation } from 'payload'

import { getTranslator } from '@/i18n/translator'
import { sendSiteEmail } from '@/lib/email/send.server'
import { getEnv } from '@/lib/env'
import { fieldErrors, type FieldErrors } from '@/lib/field-messages'
import { fieldTranslator } from '@/lib/field-translator'
import { type Locale, withLocale } from '@/i18n/locale'
import { consumeRateLimit, rateLimitRules } from '@/lib/rate-limit.server'
import { routes } from '@/lib/links'

import type { FormRequest } from '@/lib/site-form.server'
import { passwordResetEmail } from './emails'
import {
  forgottenPasswordSchema,
  type ForgottenPasswordInput,
  passwordResetSchema,
  type PasswordResetInput,
  RESET_TOKEN_PATTERN,
} from './schemas'
import { setSessionCookie } from './session-cookie.server'
import { findStoredAccount } from './password-login.server'
import { beginSecondStep } from './second-factor/second-factor.server'
import { type SecondStepKind, secondStepOf } from './second-factor/second-step'
import { unlockSignIn } from './sign-in-throttle.server'

/** In English: what tests compare with. */
export const RESET_LINK_SENT_MESSAGE = getTranslator('en', 'auth')('forgotten.linkSent')
export const RESET_LINK_INVALID_MESSAGE = getTranslator('en', 'auth')('reset.linkInvalid')

export type ForgottenPasswordResult =
  { ok: true; message: string } | { ok: false; message: string; fieldErrors?: FieldErrors<ForgottenPasswordInput> }
export type PasswordResetResult =
  { ok: true; secondStep?: SecondStepKind } | { ok: false; message: string; fieldErrors?: FieldErrors<PasswordResetInput> }

/** The page that sets a new password, in the language the link was asked for in; the link in the e-mail. */
export const passwordResetUrl = (token: string, locale: Locale = 'en') =>
  `${getEnv().serverUrl}${withLocale(`${routes.forgottenPassword.href()}?token=${token}`, locale)}`

/**
 * The forgotten-password form. The answer is the same, and as quick, whether or not an account uses
 * the address: the lookup and the e-mail happen after the response has gone (`after`).
 */
export async function requestPasswordReset(
  payload: Payload,
  input: unknown,
  { locale = 'en' }: Partial<FormRequest> = {},
): Promise<ForgottenPasswordResult> {
  const parsed = forgottenPasswordSchema.safeParse(input)
  if (!parsed.success)
    return {
      ok: false,
      message: getTranslator(locale, 'forms')('checkFields'),
      fieldErrors: fieldErrors(parsed.error, fieldTranslator(locale)),
    }
  const { email } = parsed.data
  after(async () => {
    await sendPasswordResetLink(payload, email, locale).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'Could not send a password-reset e-mail' }),
    )
  })
  return { ok: true, message: getTranslator(locale, 'auth')('forgotten.linkSent') }
}

/**
 * Gives the account a new single-use reset token (valid one hour, replacing any earlier one) and
 * e-mails the link. A few links per account per hour at most, whoever asks, so nobody can flood a
 * candidate's mailbox from many addresses.
 */
export async function sendPasswordResetLink(
  payload: Payload,
  email: string,
  locale: Locale = 'en',
): Promise<'sent' | 'no-account' | 'throttled'> {
  if (!(await consumeRateLimit(rateLimitRules.passwordResetPerAccount, email)).ok) return 'throttled'
  const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true, overrideAccess: true })
  if (!token) return 'no-account'
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
  })
  await sendSiteEmail(payload, email, passwordResetEmail(docs[0]?.name ?? email, passwordResetUrl(token, locale), locale))
  return 'sent'
}

/** Whether a reset link can still be used: the page says so before the candidate types a password. */
export async function isResetTokenUsable(payload: Payload, token: string): Promise<boolean> {
  if (!RESET_TOKEN_PATTERN.test(token)) return false
  const user = await payload.db.findOne({
    collection: 'users',
    where: { resetPasswordToken: { equals: token }, resetPasswordExpiration: { greater_than: new Date().toISOString() } },
  })
  return Boolean(user)
}

/**
 * Sets the new password through Payload's reset operation, which uses the token up and ends every
 * session; the new session (the only one) goes to this browser, and the account's sign-in throttle is
 * cleared (the reset is the owner's own way out of any wait). With the account page, the only path by
 * which a candidate's password changes; both apply `passwordSchema`, as the users collection does.
 */
export async function resetPassword(
  payload: Payload,
  input: unknown,
  { locale = 'en' }: Partial<FormRequest> = {},
): Promise<PasswordResetResult> {
  const parsed = passwordResetSchema.safeParse(input)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, fieldTranslator(locale))
    return errors.token
      ? { ok: false, message: errors.token }
      : { ok: false, message: getTranslator(locale, 'forms')('checkFields'), fieldErrors: errors }
  }
  try {
    const { token, user } = await resetPasswordOperation({
      collection: payload.collections.users,
      data: parsed.data,
      overrideAccess: true,
      req: await createLocalReq({}, payload),
    })
    if (typeof user.email === 'string') await unlockSignIn(user.email)
    // The link proves the mailbox, not the second factor: an account with one goes on to its second step (ADR 052).
    const account = await findStoredAccount(payload, { id: user.id as number | string })
    if (account && secondStepOf(account))
      return { ok: true, secondStep: await beginSecondStep(payload, account, { returnTo: '/', locale }) }
    if (token) await setSessionCookie(payload, token)
    return { ok: true }
  } catch (error) {
    // Payload answers 403 for a token that is unknown, used or past its hour.
    if ((error as { status?: number }).status !== 403) throw error
    return { ok: false, message: getTranslator(locale, 'auth')('reset.linkInvalid') }
  }
}
