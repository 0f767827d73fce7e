import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Field, FieldHook } from 'payload'

import { isAdminField } from '@/access'
import { type ProtectableField, protectField } from '@/access/protection'

import { fieldRefusal } from './hooks/guard-credentials'

export const RESET_ONLY_MESSAGE =
  'Two-step sign-in is set up by the account holder; an admin can only reset it (choose the empty option), for someone who lost their phone and their recovery codes.'

/** What the account holder keeps secret: never read back by anyone, written only by the server's own flows. */
const secret = (field: { name: string; type: 'text' | 'number' | 'json' }): Field =>
  protectField(
    { ...field, access: { create: () => false, update: () => false }, admin: { hidden: true } } as ProtectableField,
    { protection: 'nobody' },
    () => false,
  )

/**
 * An admin may empty *Two-step sign-in* (a reset), never choose a method: a method without the secret
 * its owner scanned would lock them out. The sign-in flows write it with `overrideAccess` and no user.
 */
const onlyReset: FieldHook = ({ value, previousValue, originalDoc, req }) => {
  const before = previousValue ?? (originalDoc as { secondFactor?: string | null } | undefined)?.secondFactor ?? null
  const after = value || null
  if (req.user && after !== null && after !== before) throw fieldRefusal('secondFactor', RESET_ONLY_MESSAGE)
  return after
}

/** The second factor of an account (ADR 052). */
export const secondFactorFields: Field[] = [
  {
    name: 'secondFactor',
    label: 'Two-step sign-in',
    type: 'select',
    options: [
      { label: 'Authenticator app', value: 'totp' },
      { label: 'Text message (SMS)', value: 'sms' },
    ],
    access: { create: () => false, update: isAdminField },
    hooks: { beforeChange: [onlyReset] },
    admin: {
      position: 'sidebar',
      description:
        'Set up by the account holder (staff must, before the admin opens). To reset it for someone who lost their phone and their recovery codes, empty it and save: they are signed out, e-mailed, and set it up again at their next sign-in. The reset is logged.',
    },
  },
  {
    name: 'secondFactorResetAt',
    label: 'Two-step sign-in last reset',
    type: 'date',
    access: { create: () => false, update: () => false },
    admin: {
      position: 'sidebar',
      readOnly: true,
      date: { pickerAppearance: 'dayAndTime' },
      condition: (data) => !!data?.secondFactorResetAt,
    },
  },
  {
    // The admin's e-mail address, kept as text: the record outlives the admin's account.
    name: 'secondFactorResetBy',
    label: 'Reset by',
    type: 'text',
    access: { create: () => false, update: () => false },
    admin: { position: 'sidebar', readOnly: true, condition: (data) => !!data?.secondFactorResetBy },
  },
  // The authenticator's shared secret, encrypted with a key from PAYLOAD_SECRET.
  secret({ name: 'totpSecret', type: 'text' }),
  // The last 30-second step whose code was accepted: a code is never accepted twice (RFC 6238 §5.2).
  secret({ name: 'totpLastStep', type: 'number' }),
  // SHA-256 of each unused recovery code (ten random codes shown once).
  secret({ name: 'recoveryCodes', type: 'json' }),
]

type SecondFactorDoc = { id: number | string; secondFactor?: string | null; email?: string; name?: string }

/**
 * An admin emptied *Two-step sign-in*: the secret and recovery codes go, every session of the account
 * ends, and who reset it when is kept on the account.
 */
export const resetSecondFactor: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const before = (originalDoc as SecondFactorDoc | undefined)?.secondFactor ?? null
  if (operation !== 'update' || !req.user || before === null || !('secondFactor' in data) || data.secondFactor) return data
  return {
    ...data,
    secondFactor: null,
    totpSecret: null,
    totpLastStep: null,
    recoveryCodes: null,
    sessions: [],
    secondFactorResetAt: new Date().toISOString(),
    secondFactorResetBy: req.user.email,
  }
}

/** After a reset: a line in the log and an e-mail to the account holder, who did not ask for it. */
export const tellOfSecondFactorReset: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const before = (previousDoc as SecondFactorDoc | undefined)?.secondFactor ?? null
  if (operation !== 'update' || !req.user || before === null || (doc as SecondFactorDoc).secondFactor) return doc
  req.payload.logger.warn(
    { event: 'second-factor-reset', account: doc.id, email: doc.email, by: req.user.id, byEmail: req.user.email, method: before },
    `Two-step sign-in of ${doc.email} reset by ${req.user.email}`,
  )
  const { tellAccountOfReset } = await import('@/domain/auth/second-factor/second-factor-mail.server')
  await tellAccountOfReset(req.payload, doc as SecondFactorDoc & { email: string; name: string })
  return doc
}
