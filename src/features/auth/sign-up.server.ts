import 'server-only'

import { after } from 'next/server'
import type { Payload } from 'payload'

import { sendSiteEmail } from '@/lib/email/send.server'
import { getEnv } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload.server'
import { consumeRateLimit, type RateLimitRule, resetRateLimit } from '@/lib/rate-limit.server'

import { signUpCodeEmail, signUpExistingAccountEmail, welcomeEmail } from './emails'
import { logInWithPassword } from './password-login.server'
import { fieldErrors, type FieldErrors, signUpSchema, type SignUpInput } from './schemas'
import { setSessionCookie } from './session-cookie.server'
import { isSignUpCodeRight, signUpCodeFor } from './sign-up-code'

/**
 * The same words for every address. A demo without a mail server says where its e-mail goes (the
 * server's log and outbox folder, ADR 007), so someone trying it can still finish signing up.
 */
export function signUpCodeSentMessage(email: string): string {
  const sent = `We have sent a 6-digit code to ${email}. Enter it below to create your account. Nothing after a few minutes? Check your spam folder, or send a new code.`
  const { isDemo, smtpUrl } = getEnv()
  return isDemo && !smtpUrl ? `${sent} (This demo has no mail server: the e-mail is in the server's log and in its outbox folder.)` : sent
}
export const WRONG_SIGN_UP_CODE_MESSAGE = 'This code is not right, or it has expired. Check the latest e-mail, or send a new code.'
/** Only someone who has the mailbox's code can see this: the address got an account since the code was sent. */
export const EXISTING_ACCOUNT_MESSAGE = 'This e-mail address already has an account. Sign in, or reset your password.'

/** Per e-mail address, whoever asks: wrong codes (so a code cannot be guessed) and e-mails (so nobody floods a mailbox). */
const codeTries = { name: 'sign-up-code-tries', points: 5, durationSeconds: 30 * 60 } satisfies RateLimitRule
const codeMails = { name: 'sign-up-mail', points: 3, durationSeconds: 60 * 60 } satisfies RateLimitRule

export type SignUpResult =
  | { ok: true; step: 'code-sent'; message: string }
  | { ok: true; step: 'signed-in' }
  | { ok: false; message: string; fieldErrors?: FieldErrors<SignUpInput>; retryAfterSeconds?: number }

/**
 * Sign-up in two steps (ADR 015), so that the page never tells whether an address has an account.
 * The form's first submit answers "we have sent a code" for every address; the e-mail, sent after
 * the response, carries the code, or tells an existing account's owner that someone tried. The second
 * submit, the same fields with the code, creates the candidate (never anything else: the users
 * collection lets only admins create users, so this use-case is the gate) and signs them in.
 */
export async function signUp(input: unknown): Promise<SignUpResult> {
  const parsed = signUpSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: 'Check the highlighted fields.', fieldErrors: fieldErrors(parsed.error) }
  const payload = await getPayloadClient()
  const { code, ...details } = parsed.data
  if (code === undefined) {
    // After the response, so that the answer is as quick for an address with an account as without.
    after(() =>
      sendSignUpEmail(payload, details.email, details.name).catch((error: unknown) =>
        payload.logger.error({ err: error, msg: 'Could not send a sign-up e-mail' }),
      ),
    )
    return { ok: true, step: 'code-sent', message: signUpCodeSentMessage(details.email) }
  }
  return createAccount(payload, details, code)
}

/** The code for a new address, or word to the owner of an existing account; a few per mailbox an hour. */
export async function sendSignUpEmail(payload: Payload, email: string, typedName: string): Promise<'code' | 'existing-account' | 'throttled'> {
  if (!(await consumeRateLimit(codeMails, email)).ok) return 'throttled'
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true, select: { name: true } })
  const owner = docs[0]
  if (owner) {
    await sendSiteEmail(payload, email, signUpExistingAccountEmail(owner.name))
    return 'existing-account'
  }
  await sendSiteEmail(payload, email, signUpCodeEmail(typedName, signUpCodeFor(payload.secret, email)))
  return 'code'
}

async function createAccount(payload: Payload, details: Omit<SignUpInput, 'code'>, code: string): Promise<SignUpResult> {
  const { name, email, mobile, password } = details
  const tries = await consumeRateLimit(codeTries, email)
  if (!tries.ok) {
    const minutes = Math.ceil(tries.retryAfterSeconds / 60)
    return {
      ok: false,
      message: `Too many wrong codes for this address. Wait ${minutes} minute${minutes === 1 ? '' : 's'}, then send a new code.`,
      retryAfterSeconds: tries.retryAfterSeconds,
    }
  }
  if (!isSignUpCodeRight(payload.secret, email, code)) {
    return { ok: false, message: 'Check the highlighted fields.', fieldErrors: { code: WRONG_SIGN_UP_CODE_MESSAGE } }
  }
  try {
    await payload.create({ collection: 'users', data: { name, email, mobile, password, role: 'candidate' }, overrideAccess: true })
  } catch (error) {
    // The address got an account since the code was sent (unique index): only the mailbox's owner gets here.
    const issues = (error as { data?: { errors?: { path?: string }[] } }).data?.errors
    if (issues?.some((issue) => issue.path === 'email')) return { ok: false, message: EXISTING_ACCOUNT_MESSAGE }
    throw error
  }
  await resetRateLimit(codeTries, email)
  const session = await logInWithPassword(payload, email, password)
  if (session) await setSessionCookie(payload, session.token)
  // The welcome e-mail goes after the response: a slow mail server never holds up the sign-up.
  after(() =>
    sendSiteEmail(payload, email, welcomeEmail(name)).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'Could not send the welcome e-mail' }),
    ),
  )
  return { ok: true, step: 'signed-in' }
}
