import { staffRoles, type Role } from '@/access'

/**
 * Two-step sign-in (ADR 052), the rules without the machinery: who must give a second step, and what
 * it is. Staff (admin, editor) always: they set up an authenticator app at their first sign-in, before
 * the admin opens. Candidates when they turned it on: an authenticator app or a text message.
 */
export type SecondFactorMethod = 'totp' | 'sms'
export type SecondStepKind = 'code' | 'enrol'

export type SecondFactorAccount = { role?: Role | string | null; secondFactor?: SecondFactorMethod | string | null }

export const isStaffRole = (role: SecondFactorAccount['role']): boolean => staffRoles.includes(role as Role)

/** What a sign-in of `account` asks after the password: its code, setting up the app (staff without one), or nothing. */
export function secondStepOf(account: SecondFactorAccount): SecondStepKind | null {
  if (account.secondFactor === 'totp' || account.secondFactor === 'sms') return 'code'
  return isStaffRole(account.role) ? 'enrol' : null
}

/** Staff use an authenticator app: a text message can be redirected by anyone who ports the number. */
export const methodsFor = (account: SecondFactorAccount): readonly SecondFactorMethod[] =>
  isStaffRole(account.role) ? ['totp'] : ['totp', 'sms']

/** Codes last 5 minutes and allow 5 tries; the whole second step lasts as long. */
export const SECOND_STEP_LIFETIME_SECONDS = 5 * 60
export const SECOND_STEP_TRIES = 5
