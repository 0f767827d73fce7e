import * as z from 'zod/mini'

import { fieldMessage as key } from '@/lib/field-messages'
import { emailSchema, nameSchema, normaliseMobile } from '@/lib/person-fields'
import { isDistrict } from '@/lib/punjab-districts'
import { LEADERBOARD_NAMES } from '@/lib/leaderboard-names'
import { typedText } from '@/lib/typed-text'

import { isCommonPassword } from './common-passwords'

export const PASSWORD_MIN_LENGTH = 8

/** A new password: also the rule the users collection applies to every password it stores. */
export const passwordSchema = typedText({ trim: false }).check(
  z.minLength(PASSWORD_MIN_LENGTH, key('tooShort')),
  z.maxLength(128, key('tooLong')),
  z.refine((password) => !isCommonPassword(password), key('passwordCommon')),
)

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, key('passwordRequired'))),
  /** Where the second step's page goes afterwards (ADR 052); `safeReturnPath` decides. */
  returnTo: z.optional(z.string()),
})
export type SignInInput = z.infer<typeof signInSchema>

/** The existing account's password, which links a waiting Google account to it (ADR 051). */
export const linkGoogleSchema = z.object({
  password: z.string().check(z.minLength(1, key('passwordRequired'))),
  /** Where an account with two-step sign-in goes after its second step (ADR 052). */
  returnTo: z.optional(z.string()),
})
export type LinkGoogleInput = z.infer<typeof linkGoogleSchema>

/**
 * The second step of a sign-in (ADR 052): the 6-digit code from the authenticator app or the text
 * message, or one of the recovery codes (`xxxxx-xxxxx`). While staff set up their app, `setupToken`
 * is the sealed secret the page showed.
 */
export const SECOND_STEP_CODE_PATTERN = /^(\d{6}|[a-hjkmnp-z2-9]{5}-?[a-hjkmnp-z2-9]{5})$/i
const secondStepCode = z
  .pipe(
    z.string().check(z.minLength(1, key('secondStepCodeRequired'))),
    z.transform((value) => value.replace(/\s/g, '')),
  )
  .check(z.regex(SECOND_STEP_CODE_PATTERN, key('secondStepCodeInvalid')))
export const secondStepSchema = z.object({ code: secondStepCode, setupToken: z.optional(z.string()) })
export type SecondStepInput = z.infer<typeof secondStepSchema>

/** Setting up two-step sign-in from the account page: the app's (or the text's) first code and the current password. */
export const secondFactorSetupSchema = z.object({
  method: z.enum(['totp', 'sms']),
  setupToken: z.string().check(z.minLength(1, key('secondStepSetupExpired'))),
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, key('secondStepSetupCodeInvalid'))),
  currentPassword: z.string().check(z.minLength(1, key('currentPasswordRequired'))),
})
export type SecondFactorSetupInput = z.infer<typeof secondFactorSetupSchema>

/** Turning two-step sign-in off, or new recovery codes: the current password. */
export const secondFactorChangeSchema = z.object({
  action: z.enum(['turn-off', 'new-recovery-codes']),
  currentPassword: z.string().check(z.minLength(1, key('currentPasswordRequired'))),
})
export type SecondFactorChangeInput = z.infer<typeof secondFactorChangeSchema>

/** The code e-mailed to finish a sign-up (`sign-up-code.ts`). */
export const SIGN_UP_CODE_PATTERN = /^\d{6}$/

export const signUpSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  mobile: z.pipe(
    z.string().check(z.trim(), z.minLength(1, key('mobileRequired'))),
    z.transform((value, context) => {
      const mobile = normaliseMobile(value)
      if (!mobile) {
        // zod/mini's transform has no `addIssue`: the issue goes straight onto the parse's list.
        context.issues.push({ code: 'custom', message: key('mobileInvalid'), input: value })
        return z.NEVER
      }
      return mobile
    }),
  ),
  password: passwordSchema,
  terms: z.literal(true, key('termsRequired')),
  /** Absent on the first submit (which e-mails the code), then the code from that e-mail. */
  code: z.optional(z.string().check(z.trim(), z.regex(SIGN_UP_CODE_PATTERN, key('codeInvalid')))),
})
export type SignUpInput = z.infer<typeof signUpSchema>

/** 0 too weak, 1 weak, 2 fair, 3 good, 4 strong (the meter's words are in the catalogue's `forms.password.strength`). */
export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4 }

/** A quick strength estimate for the meter; the rule that decides is `passwordSchema`. */
export function estimatePasswordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH || isCommonPassword(password)) return { score: 0 }
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length
  const repeated = /(.)\1{2,}/.test(password) || /^(?:0123|1234|2345|3456|abcd|qwer)/i.test(password)
  let score = (password.length >= 12 ? 2 : 1) + (kinds >= 3 ? 1 : 0) + (kinds === 4 || password.length >= 16 ? 1 : 0) - (repeated ? 1 : 0)
  score = Math.max(1, Math.min(4, score))
  return { score: score as PasswordStrength['score'] }
}

/** Only a path on this site may be a return address (no `//evil.example`, no `https://…`). */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  if (/^\/(sign-in|sign-up|forgotten-password|google-sign-in|link-google|two-step)(\/|\?|$)/.test(value)) return fallback
  return value
}

/** A district of `src/lib/punjab-districts.ts`; empty (the list's "Not given") is stored as none. */
export const districtSchema = z.pipe(
  z.optional(z.string()),
  z.transform((value, context) => {
    if (!value) return null
    if (!isDistrict(value)) {
      context.issues.push({ code: 'custom', message: key('districtInvalid'), input: value })
      return z.NEVER
    }
    return value
  }),
)

/** How the candidate appears on leaderboards; initials when the form does not say. */
export const leaderboardNameSchema = z._default(z.enum(LEADERBOARD_NAMES, { error: key('leaderboardNameInvalid') }), 'initials')

export const profileSchema = z.extend(z.pick(signUpSchema, { name: true, mobile: true }), {
  district: districtSchema,
  leaderboardName: leaderboardNameSchema,
})
export type ProfileInput = z.infer<typeof profileSchema>
/** The profile form's fields as typed (the district's "Not given" is ''). */
export type ProfileFields = z.input<typeof profileSchema>

export const passwordChangeSchema = z.object({
  currentPassword: z.string().check(z.minLength(1, key('currentPasswordRequired'))),
  newPassword: passwordSchema,
})
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>

/** The current password, which unlinks Google from the account (ADR 051). */
export const unlinkGoogleSchema = z.pick(passwordChangeSchema, { currentPassword: true })
export type UnlinkGoogleInput = z.infer<typeof unlinkGoogleSchema>

export const forgottenPasswordSchema = z.pick(signInSchema, { email: true })
export type ForgottenPasswordInput = z.infer<typeof forgottenPasswordSchema>

/** Payload's reset tokens are 20 random bytes in hex. */
export const RESET_TOKEN_PATTERN = /^[0-9a-f]{40}$/

export const passwordResetSchema = z.object({
  token: z.string().check(z.regex(RESET_TOKEN_PATTERN, key('resetLinkIncomplete'))),
  password: passwordSchema,
})
export type PasswordResetInput = z.infer<typeof passwordResetSchema>
