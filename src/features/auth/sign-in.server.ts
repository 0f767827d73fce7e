import 'server-only'

import type { User } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload.server'

import type { AuthRequest } from './auth-route.server'
import { logInWithPassword } from './password-login.server'
import { fieldErrors, type FieldErrors, signInSchema, type SignInInput } from './schemas'
import { setSessionCookie } from './session-cookie.server'
import { signInWaitMessage, waitBeforeRetrySentence } from './sign-in-throttle'
import { beginSignInTry, recordFailedSignIn, recordSuccessfulSignIn } from './sign-in-throttle.server'

export const WRONG_CREDENTIALS_MESSAGE = 'The e-mail address or password is incorrect.'

export type SignInRefusal = { ok: false; message: string; fieldErrors?: FieldErrors<SignInInput>; retryAfterSeconds?: number }
export type SignInResult = { ok: true } | SignInRefusal
export type SignedIn = { ok: true; user: User; exp: number | undefined }

/**
 * Signs in with an e-mail address and password from the request's client address: the site's sign-in form and Payload's
 * own `POST /api/users/login` (the admin's sign-in) both come here, so one throttle applies (ADR 015).
 * Every answer is the same, and takes as long, whether or not an account uses the address.
 */
export async function signInWithPassword(input: unknown, { address }: AuthRequest): Promise<SignedIn | SignInRefusal> {
  const parsed = signInSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: 'Check the highlighted fields.', fieldErrors: fieldErrors(parsed.error) }
  const { email, password } = parsed.data
  const attempt = await beginSignInTry(email, address)
  if (!attempt.ok) return { ok: false, message: signInWaitMessage(attempt.retryAfterSeconds), retryAfterSeconds: attempt.retryAfterSeconds }

  const payload = await getPayloadClient()
  const session = await logInWithPassword(payload, email, password)
  if (!session) {
    const wait = await recordFailedSignIn(attempt)
    return { ok: false, message: wait > 0 ? `${WRONG_CREDENTIALS_MESSAGE} ${waitBeforeRetrySentence(wait)}` : WRONG_CREDENTIALS_MESSAGE }
  }
  await recordSuccessfulSignIn(attempt)
  await setSessionCookie(payload, session.token)
  return { ok: true, user: session.user, exp: session.exp }
}

/** The site's sign-in form: the same, answering only whether it worked. */
export async function signIn(input: unknown, request: AuthRequest): Promise<SignInResult> {
  const result = await signInWithPassword(input, request)
  return result.ok ? { ok: true } : result
}
