import 'server-only'

import type { PayloadRequest } from 'payload'

import { issueMessage } from '@/lib/field-messages'
import { fieldTranslator } from '@/lib/field-translator'
import { rateLimitRules } from '@/lib/rate-limit.server'
import { readJsonOrFormBody } from '@/lib/request-body'
import { readSiteJson, refuseCrossSite } from '@/lib/site-request.server'

import { handlePayloadAuthPost } from '@/domain/auth/auth-transport.server'
import { requestPasswordReset, resetPassword } from '@/domain/auth/password-reset.server'
import { signInSchema } from '@/domain/auth/schemas'
import { signInWithPassword } from '@/domain/auth/sign-in.server'
import { unlockSignIn } from '@/domain/auth/sign-in-throttle.server'
import { findStoredAccount } from '@/domain/auth/password-login.server'
import { forgetWrongCodes } from '@/domain/auth/second-factor/second-factor.server'

/**
 * Payload's own auth endpoints on the users collection run the site's flows, so there is one way to
 * sign in, reset a password or ask for a reset, whichever door is used (the admin panel's forms, a
 * script on the REST API): the same-site rule, body cap, per-address limits and sign-in throttle, the
 * password rules, and no session token in any answer (ADR 015).
 */

// A PayloadRequest is the incoming Request, with Payload's additions; its body is still unread here.
const asRequest = (req: PayloadRequest) => req as unknown as Request
const options = { readInput: readJsonOrFormBody }

/**
 * `POST /api/users/login`: a script's sign-in. Payload's answer (`user`, `exp`) and cookie; the token
 * stays in the cookie. An account with two-step sign-in sends its authenticator's code as `code`
 * (ADR 052); the admin's own sign-in screen is the site's page (`LoginRedirect`).
 */
export function handlePayloadLogin(req: PayloadRequest): Promise<Response> {
  return handlePayloadAuthPost(
    req.payload,
    asRequest(req),
    rateLimitRules.signIn,
    (payload, input, context) => signInWithPassword(payload, input, { ...context, door: 'api' }),
    (result) => ('user' in result ? { message: req.t('authentication:passed'), user: result.user, exp: result.exp } : {}),
    {
      ...options,
      countSuccess: false,
    },
  )
}

/** `POST /api/users/reset-password`: the admin's reset screen; the site's password rules and limits. */
export function handlePayloadResetPassword(req: PayloadRequest): Promise<Response> {
  return handlePayloadAuthPost(
    req.payload,
    asRequest(req),
    rateLimitRules.signIn,
    resetPassword,
    () => ({ message: req.t('authentication:passwordResetSuccessfully') }),
    {
      ...options,
      countSuccess: false,
    },
  )
}

/**
 * `POST /api/users/forgot-password`: the site's e-mail and reset page (ADR 007), with the site form's
 * proof of work (ADR 050), so this door is no cheaper for a script than the site's. The admin's
 * "Forgot password?" link opens the site's page (`ForgotRedirect`).
 */
export function handlePayloadForgotPassword(req: PayloadRequest): Promise<Response> {
  return handlePayloadAuthPost(
    req.payload,
    asRequest(req),
    rateLimitRules.forgottenPassword,
    requestPasswordReset,
    ({ message }) => ({ message }),
    { ...options, proofOfWork: true },
  )
}

/**
 * `POST /api/users/unlock` (the Unlock sign-in button on an account in the admin): admins only, by the
 * collection's `unlock` rule. Forgets every failed sign-in and wait of the account, from every address,
 * and its wrong second-step codes.
 */
export async function handlePayloadUnlock(req: PayloadRequest): Promise<Response> {
  const foreign = refuseCrossSite(asRequest(req))
  if (foreign) return foreign
  if (!(await req.payload.collections.users.config.access.unlock({ req }))) {
    return Response.json({ errors: [{ message: req.t('error:notAllowedToPerformAction') }] }, { status: 403 })
  }
  const body = await readSiteJson(asRequest(req))
  if (!body.ok) return body.response
  const email = signInSchema.shape.email.safeParse((body.value as { email?: unknown } | null)?.email)
  if (!email.success) {
    const [message] = email.error.issues.map((issue) => issueMessage(issue, fieldTranslator('en')))
    return Response.json({ errors: [{ message }] }, { status: 400 })
  }
  await unlockSignIn(email.data)
  // Wrong second-step codes make an account wait too (ADR 052): the same button forgets them.
  const account = await findStoredAccount(req.payload, { email: email.data })
  if (account) await forgetWrongCodes(account.id)
  return Response.json({ message: req.t('general:success') })
}
