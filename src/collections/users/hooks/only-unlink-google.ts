import type { FieldHook } from 'payload'

import { fieldRefusal } from './guard-credentials'

export const UNLINK_ONLY_MESSAGE =
  'A Google account is linked only by its owner signing in with it; an admin can only unlink it (empty the field).'

/**
 * An admin may empty *Linked Google account* (unlink), never write one in: linking someone's Google
 * account to an account would let that Google account sign in to it (ADR 051). The sign-in itself
 * writes it with `overrideAccess`, where `req.user` is nobody.
 */
export const onlyUnlinkGoogle: FieldHook = ({ value, previousValue, originalDoc, req }) => {
  const before = previousValue ?? (originalDoc as { googleSub?: string | null } | undefined)?.googleSub ?? null
  const after = value === '' ? null : (value ?? null)
  if (req.user && after !== null && after !== before) throw fieldRefusal('googleSub', UNLINK_ONLY_MESSAGE)
  return after
}
