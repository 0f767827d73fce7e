import 'server-only'

import { after } from 'next/server'
import type { Payload } from 'payload'

import { getTranslator } from '@/i18n/translator'
import { sendSiteEmail } from '@/lib/email/send.server'
import { getEnv } from '@/lib/env'
import { fieldErrors, type FieldErrors } from '@/lib/field-messages'
import { fieldTranslator } from '@/lib/field-translator'
import type { Locale } from '@/i18n/locale'
import { consumeRateLimit, type RateLimitRule, resetRateLimit } from '@/lib/rate-limit.server'

import { signUpCodeEmail, signUpExistingAccountEmail, welcomeEmail } from '@/domain/auth/emails'
import { logInWithPassword } from '@/domain/auth/password-login.server'
import type { FormRequest } from '@/lib/site-form.server'
import { signUpSchema, type SignUpInput } from '@/domain/auth/schemas'
import { setSessionCookie } from '@/domain/auth/session-cookie.server'
import { isSignUpCodeRight, signUpCodeFor } from './sign-up-code'

/**
 * The same words for every address. A demo without a mail server says where its e-mail goes (the
 * server's log and outbox folder, ADR 007), so someone trying it can still finish signing up.
 */
export function signUpCodeSentMessage(email: string, locale: Locale = 'en'): string {
  const t = getTranslator(locale, 'auth')
  const sent = t('signUp.codeSent', { email })
  const { isDemo, smtpUrl } = getEnv()
  return isDemo && !smtpUrl ? `${sent} ${t('signUp.demoMailbox')}` : sent
}
/** In English: what tests compare with. */
export const WRONG_SIGN_UP_CODE_MESSAGE = getTranslator('en', 'auth')('signUp.wrongCode')
/** Only someone who has the mailbox's code can see this: the address got an account since the code was sent. */
export const EXISTING_ACCOUNT_MESSAGE = getTranslator('en', 'auth')('signUp.existingAccount')

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
export async function signUp(payload: Payload, input: unknown, { locale = 'en' }: Partial<FormRequest> = {}): Promise<SignUpResult> {
  const parsed = signUpSchema.safeParse(input)
  if (!parsed.success)
    return {
      ok: false,
      message: getTranslator(locale, 'forms')('checkFields'),
      fieldErrors: fieldErrors(parsed.error, fieldTranslator(locale)),
    }
  const { code, ...details } = parsed.data
  if (code === undefined) {
    // After the response, so that the answer is as quick for an address with an account as without.
    after(() =>
      sendSignUpEmail(payload, details.email, details.name, locale).catch((error: unknown) =>
        payload.logger.error({ err: error, msg: 'Could not send a sign-up e-mail' }),
      ),
    )
    return { ok: true, step: 'code-sent', message: signUpCodeSentMessage(details.email, locale) }
  }
  return createAccount(payload, details, code, locale)
}

/** The code for a new address, or word to the owner of an existing account; a few per mailbox an hour. */
export async function sendSignUpEmail(
  payload: Payload,
  email: string,
  typedName: string,
  locale: Locale = 'en',
): Promise<'code' | 'existing-account' | 'throttled'> {
  if (!(await consumeRateLimit(codeMails, email)).ok) return 'throttled'
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { name: true },
  })
  const owner = docs[0]
  if (owner) {
    await sendSiteEmail(payload, email, signUpExistingAccountEmail(owner.name, locale))
    return 'existing-account'
  }
  await sendSiteEmail(payload, email, signUpCodeEmail(typedName, signUpCodeFor(payload.secret, email), locale))
  return 'code'
}

async function createAccount(payload: Payload, details: Omit<SignUpInput, 'code'>, code: string, locale: Locale): Promise<SignUpResult> {
  const { name, email, mobile, password } = details
  const t = getTranslator(locale, 'auth')
  const tries = await consumeRateLimit(codeTries, email)
  if (!tries.ok) {
    return {
      ok: false,
      message: t('signUp.tooManyCodes', { minutes: Math.ceil(tries.retryAfterSeconds / 60) }),
      retryAfterSeconds: tries.retryAfterSeconds,
    }
  }
  if (!isSignUpCodeRight(payload.secret, email, code)) {
    return { ok: false, message: getTranslator(locale, 'forms')('checkFields'), fieldErrors: { code: t('signUp.wrongCode') } }
  }
  try {
    await payload.create({ collection: 'users', data: { name, email, mobile, password, role: 'candidate' }, overrideAccess: true })
  } catch (error) {
    // The address got an account since the code was sent (unique index): only the mailbox's owner gets here.
    const issues = (error as { data?: { errors?: { path?: string }[] } }).data?.errors
    if (issues?.some((issue) => issue.path === 'email')) return { ok: false, message: t('signUp.existingAccount') }
    throw error
  }
  await resetRateLimit(codeTries, email)
  const session = await logInWithPassword(payload, email, password)
  if (session) await setSessionCookie(payload, session.token)
  // The welcome e-mail goes after the response: a slow mail server never holds up the sign-up.
  after(() =>
    sendSiteEmail(payload, email, welcomeEmail(name, locale)).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'Could not send the welcome e-mail' }),
    ),
  )
  return { ok: true, step: 'signed-in' }
}
