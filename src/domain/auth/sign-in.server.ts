import 'server-only'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { getTranslator } from '@/i18n/translator'
import { fieldErrors, type FieldErrors } from '@/lib/field-messages'
import { fieldTranslator } from '@/lib/field-translator'

import type { FormRequest } from '@/lib/site-form.server'
import { findStoredAccount, logInWithPassword, passwordMatches } from './password-login.server'
import { safeReturnPath, signInSchema, type SignInInput } from './schemas'
import { beginSecondStep, checkCodeOverApi } from './second-factor/second-factor.server'
import type { SecondStepKind } from './second-factor/second-step'
import { secondStepOf } from './second-factor/second-step'
import { openSession } from './open-session.server'
import { setSessionCookie } from './session-cookie.server'
import { signInWaitMessage, waitBeforeRetrySentence } from './sign-in-throttle'
import { beginSignInTry, recordFailedSignIn, recordSuccessfulSignIn } from './sign-in-throttle.server'

/** In English: what tests and scripts compare with. */
export const WRONG_CREDENTIALS_MESSAGE = getTranslator('en', 'auth')('signIn.wrongCredentials')

export type SignInRefusal = { ok: false; message: string; fieldErrors?: FieldErrors<SignInInput>; retryAfterSeconds?: number }
/** `secondStep`: the password was right and the account's second step is waiting (ADR 052). */
export type SignInResult = { ok: true; secondStep?: SecondStepKind } | SignInRefusal
export type SignedIn = { ok: true; user: User; exp: number | undefined }
export type SecondStepStarted = { ok: true; secondStep: SecondStepKind }

/**
 * Which door the sign-in came through: the site's form (a second step goes on to its page) or
 * Payload's REST login (a script sends the authenticator's code as `code` with the password).
 */
type Door = { door?: 'site' | 'api'; returnTo?: string }

/**
 * Signs in with an e-mail address and password from the request's client address: the site's sign-in form and Payload's
 * own `POST /api/users/login` (the admin's sign-in) both come here, so one throttle applies (ADR 015).
 * Every answer is the same, and takes as long, whether or not an account uses the address.
 */
export async function signInWithPassword(
  payload: Payload,
  input: unknown,
  { address, locale = 'en', door = 'api', returnTo = '/' }: Pick<FormRequest, 'address'> & Partial<FormRequest> & Door,
): Promise<SignedIn | SecondStepStarted | SignInRefusal> {
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

  const wrongCredentials = async (): Promise<SignInRefusal> => {
    const wait = await recordFailedSignIn(attempt)
    const wrong = getTranslator(locale, 'auth')('signIn.wrongCredentials')
    return { ok: false, message: wait > 0 ? `${wrong} ${waitBeforeRetrySentence(wait, locale)}` : wrong }
  }

  // An account with a second step (and staff, who must set one up) gets no session for the password alone.
  const account = await findStoredAccount(payload, { email })
  if (account && secondStepOf(account)) {
    if (!(await passwordMatches(account, password))) return wrongCredentials()
    await recordSuccessfulSignIn(attempt)
    if (door === 'site') return { ok: true, secondStep: await beginSecondStep(payload, account, { returnTo, locale }) }
    const code = await checkCodeOverApi(payload, account, (input as { code?: unknown } | null)?.code, locale)
    if (!code.ok) return code
    const { token, exp } = await openSession(payload, account)
    await setSessionCookie(payload, token)
    // The account as its owner reads it through the API: never the stored hash or secrets.
    const user = await payload.findByID({
      collection: 'users',
      id: account.id,
      depth: 0,
      overrideAccess: false,
      user: { ...account, collection: 'users' },
    })
    return { ok: true, user, exp }
  }

  const session = await logInWithPassword(payload, email, password)
  if (!session) return wrongCredentials()
  await recordSuccessfulSignIn(attempt)
  await setSessionCookie(payload, session.token)
  return { ok: true, user: session.user, exp: session.exp }
}

/** The site's sign-in form: the same, answering whether it worked or the second step waits (its page returns to `returnTo`). */
export async function signIn(
  payload: Payload,
  input: unknown,
  request: Pick<FormRequest, 'address'> & Partial<FormRequest>,
): Promise<SignInResult> {
  const returnTo = safeReturnPath((input as { returnTo?: unknown } | null)?.returnTo)
  const result = await signInWithPassword(payload, input, { ...request, door: 'site', returnTo })
  if (!result.ok) return result
  return 'secondStep' in result ? { ok: true, secondStep: result.secondStep } : { ok: true }
}
