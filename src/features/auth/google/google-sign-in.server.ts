import 'server-only'

import { randomBytes } from 'node:crypto'

import { cookies } from 'next/headers'
import { after } from 'next/server'
import type { Payload } from 'payload'

import { isStaffUser } from '@/access'
import { welcomeEmail } from '@/domain/auth/emails'
import { openSession } from '@/domain/auth/open-session.server'
import { setSessionCookie } from '@/domain/auth/session-cookie.server'
import { safeReturnPath, unlinkGoogleSchema } from '@/domain/auth/schemas'
import { type SecondStepKind, secondStepOf } from '@/domain/auth/second-factor/second-step'
import { beginSecondStep } from '@/domain/auth/second-factor/second-factor.server'
import { findStoredAccount } from '@/domain/auth/password-login.server'
import { signInWithPassword } from '@/domain/auth/sign-in.server'
import { getTranslator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locale'
import { sendSiteEmail } from '@/lib/email/send.server'
import { validateTypedText } from '@/lib/typed-text'
import { fieldErrors } from '@/lib/field-messages'
import { fieldTranslator } from '@/lib/field-translator'
import type { FormRequest, FormResult } from '@/lib/site-form.server'
import type { User } from '@/payload-types'

import { checkCurrentPassword } from '../account.server'

import type { GoogleClaims } from './google-oidc.server'
import { GOOGLE_FLOW_LIFETIME_SECONDS, type GoogleOutcome } from './google-popup'
import { seal, sealedCookie, unseal } from '@/lib/sealed.server'

/**
 * What a verified Google account does here (issue 19, part 1; ADR 051):
 * - linked to an account: signs in to it (one session, as with a password, ADR 006);
 * - new address: a candidate's account is made for it, signed in;
 * - an address that already has an account: nothing is linked until the account's password is given
 *   (`linkGoogleWithPassword`); the Google account waits, sealed in a cookie, for ten minutes.
 * Staff accounts take none of these ways unless an admin ticked "May sign in with Google".
 */

export const GOOGLE_LINK_COOKIE = 'pcs-google-link'

type PendingLink = { sub: string; email: string }

const mayUseGoogle = (user: User) => !isStaffUser({ ...user, collection: 'users' }) || user.allowGoogleSignIn === true

async function findUser(payload: Payload, where: { googleSub: string } | { email: string }): Promise<User | null> {
  const [field, value] = Object.entries(where)[0]!
  const { docs } = await payload.find({
    collection: 'users',
    where: { [field]: { equals: value } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

async function signInAs(payload: Payload, user: User): Promise<void> {
  const { token } = await openSession(payload, user)
  await setSessionCookie(payload, token)
}

/** A name Google gave that the account's name field takes; else the address's first part. */
function accountName(claims: GoogleClaims): string {
  const name = claims.name.slice(0, 120)
  return validateTypedText(name, fieldTranslator('en')) === true && name.trim() ? name : claims.email.split('@')[0]!.slice(0, 120)
}

/** A password nobody knows: the account signs in with Google until its owner sets one (Forgotten password). */
const unknownPassword = () => `${randomBytes(24).toString('base64url')}-Gg9`

export async function signInWithGoogle(
  payload: Payload,
  claims: GoogleClaims,
  { locale, returnTo = '/' }: { locale: Locale; returnTo?: string },
): Promise<GoogleOutcome> {
  if (!claims.emailVerified) return 'unverified'
  const linked = await findUser(payload, { googleSub: claims.sub })
  if (linked) {
    if (!mayUseGoogle(linked)) return 'staff-not-allowed'
    // Google stands in for the password, never for the second factor (ADR 052).
    const stored = secondStepOf(linked) ? await findStoredAccount(payload, { id: linked.id }) : null
    if (stored) {
      await beginSecondStep(payload, stored, { returnTo, locale })
      return 'second-step'
    }
    await signInAs(payload, linked)
    return 'signed-in'
  }
  const existing = await findUser(payload, { email: claims.email })
  if (existing) {
    if (!mayUseGoogle(existing)) return 'staff-not-allowed'
    const pending: PendingLink = { sub: claims.sub, email: claims.email }
    const sealed = await seal('link', pending, GOOGLE_FLOW_LIFETIME_SECONDS)
    ;(await cookies()).set(sealedCookie(GOOGLE_LINK_COOKIE, sealed, { path: '/', maxAge: GOOGLE_FLOW_LIFETIME_SECONDS }))
    return 'link-needed'
  }
  const name = accountName(claims)
  let created: User
  try {
    created = await payload.create({
      collection: 'users',
      data: { name, email: claims.email, password: unknownPassword(), role: 'candidate', googleSub: claims.sub },
      overrideAccess: true,
    })
  } catch (error) {
    // The address or the Google account got an account a moment ago (a second tab): sign in again.
    payload.logger.warn({ err: error, msg: 'Google sign-in could not create an account' })
    return 'failed'
  }
  await signInAs(payload, created)
  after(() =>
    sendSiteEmail(payload, claims.email, welcomeEmail(name, locale)).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'Could not send the welcome e-mail' }),
    ),
  )
  return 'signed-in'
}

/** The account's address waiting for its password, if a Google sign-in is waiting to be linked. */
export async function readPendingLink(): Promise<PendingLink | null> {
  const value = await unseal('link', (await cookies()).get(GOOGLE_LINK_COOKIE)?.value)
  return value && typeof value.sub === 'string' && typeof value.email === 'string' ? { sub: value.sub, email: value.email } : null
}

/**
 * The link page's form: the account's password (with the sign-in's throttle, ADR 015) proves the
 * account is theirs; then the waiting Google account is linked to it and they are signed in.
 */
export async function linkGoogleWithPassword(
  payload: Payload,
  input: unknown,
  request: FormRequest,
): Promise<FormResult & { secondStep?: SecondStepKind }> {
  const t = getTranslator(request.locale, 'auth')
  const pending = await readPendingLink()
  if (!pending) return { ok: false, message: t('google.link.expired'), status: 410 }
  const password = typeof input === 'object' && input !== null ? (input as { password?: unknown }).password : undefined
  const returnTo = safeReturnPath(typeof input === 'object' && input !== null ? (input as { returnTo?: unknown }).returnTo : undefined)
  const account = await findUser(payload, { email: pending.email })
  if (account && !mayUseGoogle(account)) return { ok: false, message: t('google.outcome.staffNotAllowed'), status: 403 }
  const holder = await findUser(payload, { googleSub: pending.sub })
  if (holder && holder.id !== account?.id) return { ok: false, message: t('google.link.takenElsewhere'), status: 409 }
  const signedIn = await signInWithPassword(payload, { email: pending.email, password }, { ...request, door: 'site', returnTo })
  if (!signedIn.ok) return signedIn
  // The password proved the account: the link is made, and an account with two-step sign-in goes on to its second step.
  const id = 'user' in signedIn ? signedIn.user.id : account!.id
  await payload.update({ collection: 'users', id, data: { googleSub: pending.sub }, overrideAccess: true })
  ;(await cookies()).delete({ name: GOOGLE_LINK_COOKIE, path: '/' })
  return 'secondStep' in signedIn ? { ok: true, secondStep: signedIn.secondStep } : { ok: true }
}

/**
 * The account page's *Unlink Google*: with the current password (a stolen session cannot do it), the
 * account forgets its Google account; from then on Continue with Google would ask to link it again.
 */
export async function unlinkGoogle(payload: Payload, user: User, input: unknown, request: FormRequest): Promise<FormResult> {
  const parsed = unlinkGoogleSchema.safeParse(input)
  if (!parsed.success)
    return {
      ok: false,
      message: getTranslator(request.locale, 'forms')('checkFields'),
      fieldErrors: fieldErrors(parsed.error, fieldTranslator(request.locale)),
    }
  const checked = await checkCurrentPassword(payload, user, parsed.data.currentPassword, request)
  if (!checked.ok) return checked
  await setSessionCookie(payload, checked.session.token)
  await payload.update({ collection: 'users', id: user.id, data: { googleSub: null }, overrideAccess: true, depth: 0 })
  return { ok: true }
}

/** Whether the account has a Google account linked (the field is staff-read only: read here for its owner's page). */
export async function hasGoogleLinked(payload: Payload, user: Pick<User, 'id'>): Promise<boolean> {
  const account = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true, select: { googleSub: true } })
  return Boolean(account?.googleSub)
}
