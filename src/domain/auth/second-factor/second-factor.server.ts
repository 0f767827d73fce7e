import 'server-only'

import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'

import { cookies } from 'next/headers'
import type { Payload } from 'payload'
import QRCode from 'qrcode'

import { getTranslator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locale'
import { getEnv, resolvePayloadSecret } from '@/lib/env'
import { emailBrand } from '@/lib/email/send.server'
import { fieldErrors } from '@/lib/field-messages'
import { fieldTranslator } from '@/lib/field-translator'
import { consumeRateLimit, countRateLimit, peekRateLimit, type RateLimitRule, resetRateLimit } from '@/lib/rate-limit.server'
import { seal, sealedCookie, unseal } from '@/lib/sealed.server'
import type { Refusal } from '@/lib/site-form.server'
import { maskMobile, sendSms } from '@/lib/sms/sms.server'

import { openSession } from '../open-session.server'
import { findStoredAccount, type StoredAccount } from '../password-login.server'
import { secondStepSchema } from '../schemas'
import { setSessionCookie } from '../session-cookie.server'
import { waitBeforeRetrySentence } from '../sign-in-throttle'
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes'
import { openSecret, sealSecret } from './secret-box.server'
import { SECOND_STEP_LIFETIME_SECONDS, SECOND_STEP_TRIES, type SecondFactorMethod, type SecondStepKind, secondStepOf } from './second-step'
import { checkTotp, newTotpSecret, spellSecret, totpUri } from './totp'

/**
 * The second step of a sign-in (ADR 052). After the right password, an account with a second factor
 * (or staff without one yet) gets no session: it gets a sealed cookie naming the account and the step,
 * good for 5 minutes and 5 tries, used once. The session opens when the code (or a recovery code) is
 * right, or, for staff, when their new app's first code is; its one-session rule is a password
 * sign-in's (ADR 006). Wrong codes also count per account, from every sign-in, so a password thief
 * cannot sign in again and again for fresh tries.
 */
export const SECOND_STEP_COOKIE = 'pcs-second-step'
const PENDING = 'second-step'
const SETUP = 'second-factor-setup'
const SETUP_LIFETIME_SECONDS = 15 * 60

const rules = {
  /** Per waiting sign-in: its 5 tries. */
  tries: { name: 'second-step-tries', points: SECOND_STEP_TRIES, durationSeconds: SECOND_STEP_LIFETIME_SECONDS },
  /** Per waiting sign-in: it opens one session. */
  used: { name: 'second-step-used', points: 1, durationSeconds: SECOND_STEP_LIFETIME_SECONDS },
  /** Per account: wrong codes in an hour, from every sign-in and door. */
  account: { name: 'second-step-account', points: 15, durationSeconds: 60 * 60 },
  /** Per account: text messages sent in an hour. */
  texts: { name: 'second-step-texts', points: 5, durationSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>

type Pending = {
  uid: number | string
  nonce: string
  kind: SecondStepKind
  method: SecondFactorMethod
  returnTo: string
  /** A text message's code, keyed to this sign-in; absent when none could be sent. */
  codeHash?: string
}

const words = (locale: Locale) => getTranslator(locale, 'auth')

// --- the waiting sign-in ---------------------------------------------------------------------------

/** After the right password: the account's second step begins (and its text message goes out). */
export async function beginSecondStep(
  payload: Payload,
  account: StoredAccount,
  { returnTo, locale }: { returnTo: string; locale: Locale },
): Promise<SecondStepKind> {
  const kind = secondStepOf(account)!
  const method: SecondFactorMethod = kind === 'code' && account.secondFactor === 'sms' ? 'sms' : 'totp'
  const pending: Pending = { uid: account.id, nonce: randomUUID(), kind, method, returnTo }
  if (method === 'sms') pending.codeHash = (await textCode(payload, account, pending.nonce, locale)) ?? undefined
  const jar = await cookies()
  jar.set(
    sealedCookie(SECOND_STEP_COOKIE, await seal(PENDING, pending, SECOND_STEP_LIFETIME_SECONDS), {
      path: '/',
      maxAge: SECOND_STEP_LIFETIME_SECONDS,
    }),
  )
  return kind
}

async function readPending(): Promise<Pending | null> {
  const value = await unseal(PENDING, (await cookies()).get(SECOND_STEP_COOKIE)?.value)
  return value && typeof value.nonce === 'string' && (value.kind === 'code' || value.kind === 'enrol')
    ? (value as unknown as Pending)
    : null
}

async function endPending(): Promise<void> {
  ;(await cookies()).delete(SECOND_STEP_COOKIE)
}

export type SecondStepPage =
  | { kind: 'code'; method: SecondFactorMethod; email: string; mobile: string | null; textSent: boolean; returnTo: string }
  | { kind: 'enrol'; email: string; setup: TotpSetup; returnTo: string }

/** What the second step's page shows, or null when no sign-in is waiting (none, expired, finished). */
export async function readSecondStepPage(payload: Payload): Promise<SecondStepPage | null> {
  const pending = await readPending()
  const account = pending && (await findStoredAccount(payload, { id: pending.uid }))
  if (!pending || !account) return null
  if (pending.kind === 'enrol')
    return { kind: 'enrol', email: account.email, setup: await newTotpSetup(payload, account, pending.nonce), returnTo: pending.returnTo }
  return {
    kind: 'code',
    method: pending.method,
    email: account.email,
    mobile: account.mobile ? maskMobile(account.mobile) : null,
    textSent: Boolean(pending.codeHash),
    returnTo: pending.returnTo,
  }
}

export type SecondStepDone = { ok: true; returnTo: string; recoveryCodes?: string[] }

/** `POST /api/auth/two-step`: the code (or recovery code, or the new app's first code); the session on success. */
export async function finishSecondStep(
  payload: Payload,
  input: unknown,
  { locale = 'en' }: { locale?: Locale } = {},
): Promise<SecondStepDone | Refusal> {
  const t = words(locale)
  const parsed = secondStepSchema.safeParse(input)
  if (!parsed.success)
    return {
      ok: false,
      message: getTranslator(locale, 'forms')('checkFields'),
      fieldErrors: fieldErrors(parsed.error, fieldTranslator(locale)),
    }
  const pending = await readPending()
  const account = pending && (await findStoredAccount(payload, { id: pending.uid }))
  if (!pending || !account) return { ok: false, message: t('twoStep.expired'), status: 401 }

  if (!(await consumeRateLimit(rules.tries, pending.nonce)).ok) {
    await endPending()
    return { ok: false, message: t('twoStep.tooManyTries'), status: 401 }
  }
  const accountWait = await accountWaitSeconds(account.id)
  if (accountWait > 0) return { ok: false, message: accountWaitMessage(accountWait, locale), retryAfterSeconds: accountWait }

  let recoveryCodes: string[] | undefined
  if (pending.kind === 'enrol') {
    const setup = await openTotpSetup(parsed.data.setupToken, account.id, pending.nonce)
    if (!setup) return { ok: false, message: getTranslator(locale, 'forms')('errors.secondStepSetupExpired') }
    const check = checkTotp(setup.secret, parsed.data.code, null)
    if (check.ok) recoveryCodes = await saveSecondFactor(payload, account.id, { method: 'totp', secret: setup.secret, step: check.step })
    else return wrongCode(account.id, locale)
  } else if (!(await checkAccountCode(payload, account, parsed.data.code, pending))) {
    return wrongCode(account.id, locale)
  }

  // One session per waiting sign-in, even for two right codes sent at once.
  if (!(await consumeRateLimit(rules.used, pending.nonce)).ok) return { ok: false, message: t('twoStep.expired'), status: 401 }
  await endPending()
  const { token } = await openSession(payload, account)
  await setSessionCookie(payload, token)
  return { ok: true, returnTo: pending.returnTo, ...(recoveryCodes ? { recoveryCodes } : {}) }
}

/**
 * The REST door (`POST /api/users/login` with `code`, for scripts and the admin's own tools): an
 * authenticator's code or a recovery code; text messages are only for the site's page. Wrong codes
 * count per account as on the page.
 */
export async function checkCodeOverApi(
  payload: Payload,
  account: StoredAccount,
  code: unknown,
  locale: Locale,
): Promise<{ ok: true } | Refusal> {
  const t = words(locale)
  if (secondStepOf(account) === 'enrol') return { ok: false, message: t('twoStep.api.enrolFirst'), status: 403 }
  if (account.secondFactor === 'sms' && !(typeof code === 'string' && normaliseRecoveryCode(code)))
    return { ok: false, message: t('twoStep.api.textOnSite'), status: 403 }
  if (typeof code !== 'string' || !code.trim()) return { ok: false, message: t('twoStep.api.codeNeeded'), status: 401 }
  const wait = await accountWaitSeconds(account.id)
  if (wait > 0) return { ok: false, message: accountWaitMessage(wait, locale), retryAfterSeconds: wait }
  if (await checkAccountCode(payload, account, code, null)) return { ok: true }
  await countRateLimit(rules.account, String(account.id))
  return { ok: false, message: t('twoStep.wrongCode'), status: 401 }
}

/** The account's own code: its app's (never one accepted before), its text message's, or an unused recovery code (used up). */
async function checkAccountCode(payload: Payload, account: StoredAccount, typed: string, pending: Pending | null): Promise<boolean> {
  const code = typed.replace(/\s/g, '')
  const recovery = normaliseRecoveryCode(code)
  if (recovery) return spendRecoveryCode(payload, account, recovery)
  if (account.secondFactor === 'totp') {
    const secret = openSecret(account.totpSecret)
    const check = secret ? checkTotp(secret, code, account.totpLastStep) : ({ ok: false } as const)
    if (!check.ok) return false
    await payload.db.updateOne({ collection: 'users', id: account.id, data: { totpLastStep: check.step }, returning: false })
    return true
  }
  if (account.secondFactor === 'sms' && pending?.codeHash) return sameHash(pending.codeHash, textCodeHash(pending.nonce, code))
  return false
}

async function spendRecoveryCode(payload: Payload, account: StoredAccount, code: string): Promise<boolean> {
  const hash = hashRecoveryCode(code)
  const codes = Array.isArray(account.recoveryCodes) ? account.recoveryCodes : []
  if (!codes.some((stored) => sameHash(stored, hash))) return false
  await payload.db.updateOne({
    collection: 'users',
    id: account.id,
    data: { recoveryCodes: codes.filter((stored) => stored !== hash) },
    returning: false,
  })
  return true
}

async function wrongCode(id: number | string, locale: Locale): Promise<Refusal> {
  await countRateLimit(rules.account, String(id))
  return {
    ok: false,
    message: getTranslator(locale, 'forms')('checkFields'),
    fieldErrors: { code: words(locale)('twoStep.wrongCode') },
  }
}

async function accountWaitSeconds(id: number | string): Promise<number> {
  return (await peekRateLimit(rules.account, String(id))).retryAfterSeconds
}

const accountWaitMessage = (seconds: number, locale: Locale) =>
  `${words(locale)('twoStep.accountWait')} ${waitBeforeRetrySentence(seconds, locale)}`

/** Forgets an account's wrong codes (an admin's Unlock sign-in). */
export async function forgetWrongCodes(id: number | string): Promise<void> {
  await resetRateLimit(rules.account, String(id))
}

// --- text messages -------------------------------------------------------------------------------

const textKey = () => createHmac('sha256', resolvePayloadSecret(getEnv())).update('second-factor:text-code').digest()
const textCodeHash = (nonce: string, code: string) => createHmac('sha256', textKey()).update(`${nonce}:${code}`).digest('hex')

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** Texts a new 6-digit code to the account's mobile; its hash, or null when none can be sent now (no number, the hour's texts used, the gateway down). */
async function textCode(payload: Payload, account: StoredAccount, nonce: string, locale: Locale): Promise<string | null> {
  if (!account.mobile || !(await consumeRateLimit(rules.texts, String(account.id))).ok) return null
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const { siteName } = await emailBrand(payload)
  try {
    await sendSms(payload, account.mobile, words(locale)('twoStep.text', { code, site: siteName }))
  } catch (error) {
    payload.logger.error({ err: error, account: account.id }, 'Could not send a two-step sign-in text')
    return null
  }
  return textCodeHash(nonce, code)
}

// --- setting up ----------------------------------------------------------------------------------

export type TotpSetup = { setupToken: string; secret: string; spelled: string; qrSvg: string }

/** A new authenticator secret for `account` to scan: the QR code, the secret spelt out, and the token that carries it back sealed. */
export async function newTotpSetup(payload: Payload, account: { id: number | string; email: string }, nonce?: string): Promise<TotpSetup> {
  const secret = newTotpSecret()
  const { siteName } = await emailBrand(payload)
  const qrSvg = await QRCode.toString(totpUri(secret, account.email, siteName), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  const setupToken = await seal(SETUP, { uid: account.id, secret, ...(nonce ? { nonce } : {}) }, SETUP_LIFETIME_SECONDS)
  return { setupToken, secret, spelled: spellSecret(secret), qrSvg }
}

async function openTotpSetup(token: string | undefined, uid: number | string, nonce?: string): Promise<{ secret: string } | null> {
  const value = await unseal(SETUP, token)
  if (!value || value.uid !== uid || typeof value.secret !== 'string' || value.nonce !== nonce) return null
  return { secret: value.secret }
}

/** Turns the second factor on with fresh recovery codes (or gives new ones), and returns the codes to show once. */
async function saveSecondFactor(
  payload: Payload,
  id: number | string,
  { method, secret, step }: { method: SecondFactorMethod; secret?: string; step?: number },
): Promise<string[]> {
  const codes = newRecoveryCodes()
  await payload.db.updateOne({
    collection: 'users',
    id,
    data: {
      secondFactor: method,
      totpSecret: secret ? sealSecret(secret) : null,
      totpLastStep: step ?? null,
      recoveryCodes: codes.map(hashRecoveryCode),
    },
    returning: false,
  })
  return codes
}

/** A text message's first code, for turning text messages on: the token that carries its hash back sealed, or null when none could be sent. */
export async function newTextSetup(payload: Payload, account: StoredAccount, locale: Locale): Promise<string | null> {
  const nonce = randomUUID()
  const codeHash = await textCode(payload, account, nonce, locale)
  return codeHash ? seal(SETUP, { uid: account.id, nonce, codeHash, mobile: account.mobile }, SECOND_STEP_LIFETIME_SECONDS) : null
}

/**
 * Whether `code` proves the setup `token` was made for this account: the scanned app's first code, or
 * the text message's (to the number the account still has). The secret it sets up, if any.
 */
export async function checkSetupCode(
  account: StoredAccount,
  method: SecondFactorMethod,
  token: string,
  code: string,
): Promise<{ ok: true; secret?: string; step?: number } | { ok: false; expired: boolean }> {
  const value = await unseal(SETUP, token)
  if (!value || value.uid !== account.id) return { ok: false, expired: true }
  if (method === 'totp') {
    if (typeof value.secret !== 'string' || value.nonce !== undefined) return { ok: false, expired: true }
    const check = checkTotp(value.secret, code, null)
    return check.ok ? { ok: true, secret: value.secret, step: check.step } : { ok: false, expired: false }
  }
  if (typeof value.codeHash !== 'string' || typeof value.nonce !== 'string' || value.mobile !== account.mobile)
    return { ok: false, expired: true }
  return sameHash(value.codeHash, textCodeHash(value.nonce, code)) ? { ok: true } : { ok: false, expired: false }
}

/** A candidate turns two-step sign-in off: the secret and the recovery codes go with it. */
export async function removeSecondFactor(payload: Payload, id: number | string): Promise<void> {
  await payload.db.updateOne({
    collection: 'users',
    id,
    data: { secondFactor: null, totpSecret: null, totpLastStep: null, recoveryCodes: null },
    returning: false,
  })
}

/** New recovery codes for an account that has a second factor (the old ones stop working). */
export async function replaceRecoveryCodes(payload: Payload, id: number | string): Promise<string[]> {
  const codes = newRecoveryCodes()
  await payload.db.updateOne({ collection: 'users', id, data: { recoveryCodes: codes.map(hashRecoveryCode) }, returning: false })
  return codes
}

/** Wrong first codes count towards the account's hour like wrong sign-in codes. */
export async function countWrongCode(id: number | string): Promise<number> {
  return countRateLimit(rules.account, String(id))
}

export { accountWaitMessage, accountWaitSeconds, saveSecondFactor }
