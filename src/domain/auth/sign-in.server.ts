import 'server-only'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { getTranslator } from '@/i18n/translator'
import { fieldErrors, type FieldErrors } from '@/lib/field-messages'
import { fieldTranslator } from '@/lib/field-translator'

import type { FormRequest } from '@/lib/site-form.server'
import { logInWithPassword } from './password-login.server'
import { signInSchema, type SignInInput } from './schemas'
import { setSessionCookie } from './session-cookie.server'
import { signInWaitMessage, waitBeforeRetrySentence } from './sign-in-throttle'
import { beginSignInTry, recordFailedSignIn, recordSuccessfulSignIn } from './sign-in-throttle.server'

/** In English: what tests and scripts compare with. */
export const WRONG_CREDENTIALS_MESSAGE = getTranslator('en', 'auth')('signIn.wrongCredentials')

export type SignInRefusal = { ok: false; message: string; fieldErrors?: FieldErrors<SignInInput>; retryAfterSeconds?: number }
export type SignInResult = { ok: true } | SignInRefusal
export type SignedIn = { ok: true; user: User; exp: number | undefined }

/**
 * Signs in with an e-mail address and password from the request's client address: the site's sign-in form and Payload's
 * own `POST /api/users/login` (the admin's sign-in) both come here, so one throttle applies (ADR 015).
 * Every answer is the same, and takes as long, whether or not an account uses the address.
 */
export async function signInWithPassword(
  payload: Payload,
  input: unknown,
  { address, locale = 'en' }: Pick<FormRequest, 'address'> & Partial<FormRequest>,
): Promise<SignedIn | SignInRefusal> {
  const parsed = signInSchema.safeParse(input)
  if (!parsed.success)
    return {
      ok: false,
      message: getTranslator(locale, 'forms')('checkFields'),
      fieldErrors: fieldErrors(parsed.error, fieldTranslator(locale)),
    }
  const { email, password } = parsed.data
  const attempt = await beginSignInTry(email, address)
  if (!attempt.ok)
    return { ok: false, message: signInWaitMessage(attempt.retryAfterSeconds, locale), retryAfterSeconds: attempt.retryAfterSeconds }

  const session = await logInWithPassword(payload, email, password)
  if (!session) {
    const wait = await recordFailedSignIn(attempt)
    const wrong = getTranslator(locale, 'auth')('signIn.wrongCredentials')
    return { ok: false, message: wait > 0 ? `${wrong} ${waitBeforeRetrySentence(wait, locale)}` : wrong }
  }
  await recordSuccessfulSignIn(attempt)
  await setSessionCookie(payload, session.token)
  return { ok: true, user: session.user, exp: session.exp }
}

/** The site's sign-in form: the same, answering only whether it worked. */
export async function signIn(
  payload: Payload,
  input: unknown,
  request: Pick<FormRequest, 'address'> & Partial<FormRequest>,
): Promise<SignInResult> {
  const result = await signInWithPassword(payload, input, request)
  return result.ok ? { ok: true } : result
}
