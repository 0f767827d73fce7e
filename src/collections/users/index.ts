import type { CollectionConfig, EmailFieldValidation, TextFieldValidation } from 'payload'
import { email, text } from 'payload/shared'

import { isAdmin, isAdminField, isSelfOrAdmin, isStaffUser, roles, staffOnlyField } from '@/access'
import type { DocumentProtection } from '@/access/protection'
import { forms } from '@/i18n/catalogue/forms'
import { EMAIL_MAX_LENGTH } from '@/lib/person-fields'
import { DISTRICTS } from '@/lib/punjab-districts'
import { LEADERBOARD_NAMES } from '@/lib/leaderboard-names'
import { firstRegisterGate, setupTokenField } from './first-admin'
import { getEnv } from '@/lib/env'
import { fieldTranslator } from '@/lib/field-translator'
import { validateTypedText } from '@/lib/typed-text'

import { guardCredentials } from './hooks/guard-credentials'
import { onlyUnlinkGoogle } from './hooks/only-unlink-google'
import { keepOnlyThisSession } from './hooks/keep-one-session'
import { resetSecondFactor, secondFactorFields, tellOfSecondFactorReset } from './second-factor-fields'

// The site's flows behind Payload's own auth endpoints (ADR 015); loaded when called, so the config stays light.
const authEndpoints = () => import('./auth-endpoints.server')

/** Payload's own e-mail check, with the length every address fits in. */
const validateEmail: EmailFieldValidation = (value, options) =>
  (value ?? '').length > EMAIL_MAX_LENGTH ? fieldTranslator('en')('emailTooLong', { maximum: EMAIL_MAX_LENGTH }) : email(value, options)

/** Payload's own text check, after the typed-text rule of the site's forms (a candidate can write their name through REST). */
const validateName: TextFieldValidation = (value, options) => {
  const typed = validateTypedText(value, fieldTranslator('en'))
  return typed === true ? text(value, options) : typed
}

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'role', 'updatedAt'],
    group: 'People',
  },
  auth: {
    tokenExpiration: 7 * 24 * 60 * 60,
    // A reset link works once (Payload expires the token when it is used) and for one hour.
    forgotPassword: { expiration: 60 * 60 * 1000 },
    // Failed sign-ins are throttled per (account, address) by the site (ADR 015), not by Payload's
    // account-wide lock, which let anyone lock any candidate out.
    maxLoginAttempts: 0,
    // The session token lives in the HttpOnly cookie only: never in a login, me, refresh or reset answer.
    removeTokenFromResponses: true,
    cookies: {
      sameSite: 'Lax',
      secure: getEnv().serverUrl.startsWith('https://'),
    },
  },
  hooks: { beforeChange: [guardCredentials, resetSecondFactor], afterChange: [tellOfSecondFactorReset], afterLogin: [keepOnlyThisSession] },
  endpoints: [
    // In production the first administrator needs SETUP_TOKEN (or `npm run create-admin`).
    firstRegisterGate,
    // Payload's own would sign in without the site's limits and throttle, reset without its password
    // rules, send its own e-mail, and unlock its own (now unused) lock: each runs the site's flow instead.
    { path: '/login', method: 'post', handler: async (req) => (await authEndpoints()).handlePayloadLogin(req) },
    { path: '/reset-password', method: 'post', handler: async (req) => (await authEndpoints()).handlePayloadResetPassword(req) },
    { path: '/forgot-password', method: 'post', handler: async (req) => (await authEndpoints()).handlePayloadForgotPassword(req) },
    { path: '/unlock', method: 'post', handler: async (req) => (await authEndpoints()).handlePayloadUnlock(req) },
  ],
  // A candidate or editor reads their own account; admins read every account.
  custom: { protection: { read: 'own', owner: 'id', readAll: 'admin' } satisfies DocumentProtection },
  access: {
    // Only staff reach the admin panel, once their authenticator app is set up (ADR 052); a candidate is refused.
    admin: ({ req }) => isStaffUser(req.user) && (req.user as { secondFactor?: string | null } | null)?.secondFactor === 'totp',
    read: isSelfOrAdmin,
    create: isAdmin,
    update: isSelfOrAdmin,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    // Merged into Payload's own e-mail field.
    { name: 'email', type: 'email', validate: validateEmail },
    { name: 'name', type: 'text', required: true, maxLength: 120, validate: validateName },
    {
      name: 'mobile',
      type: 'text',
      admin: { description: 'Indian mobile number, stored as +91 followed by 10 digits.' },
      validate: (value: unknown) =>
        value == null || value === '' || /^\+91[6-9]\d{9}$/.test(String(value)) || 'Enter +91 followed by a 10-digit mobile number',
    },
    {
      name: 'district',
      type: 'select',
      options: DISTRICTS.map((value) => ({ value, label: forms.districts[value].en })),
      admin: { description: 'Given by the candidate on their account page: the results export and district ranks use it.' },
    },
    {
      name: 'leaderboardName',
      type: 'select',
      defaultValue: 'initials',
      options: LEADERBOARD_NAMES.map((value) => ({ value, label: forms.leaderboardName.options[value].en })),
      admin: { description: "How the candidate appears on a mock window's published leaderboard; chosen on their account page." },
    },
    {
      name: 'unlockSignIn',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/collections/users/components/unlock-sign-in.client#UnlockSignIn' } },
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'candidate',
      saveToJWT: true,
      options: roles.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'compensatoryMinutesPerHour',
      label: 'Compensatory time (minutes per hour of test)',
      type: 'number',
      min: 0,
      max: 60,
      defaultValue: 0,
      access: { create: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        description:
          'Extra time granted on every test, e.g. 20 for a candidate with a benchmark disability (PPSC allows 20 minutes per hour: 40 minutes on a 2-hour Prelims paper).',
      },
    },
    {
      name: 'allowGoogleSignIn',
      label: 'May sign in with Google',
      type: 'checkbox',
      defaultValue: false,
      access: { create: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        description:
          'Staff accounts (admin, editor) sign in with their password only, unless an admin ticks this. Candidates may always continue with Google.',
      },
    },
    // The Google account linked to this one (its OpenID subject, ADR 051): written only by the sign-in
    // itself, after Google's verified address or the account's password proved it; read by staff only.
    // An admin may clear it (a candidate who lost their Google account), never set it.
    staffOnlyField({
      name: 'googleSub',
      label: 'Linked Google account',
      type: 'text',
      unique: true,
      index: true,
      access: { create: () => false, update: isAdminField },
      hooks: { beforeChange: [onlyUnlinkGoogle] },
      admin: {
        position: 'sidebar',
        description:
          "Set when the candidate first continues with Google (after proving their password if the account already existed). Empty it to unlink: they will be asked for the account's password to link again.",
      },
    }),
    ...secondFactorFields,
    setupTokenField,
  ],
}
