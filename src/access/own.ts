import type { Access } from 'payload'

import { isStaffUser } from './index'

/**
 * A candidate's own records (attempts, their answers, bookmarks): staff read all, a candidate only
 * those whose `field` is them, a visitor none.
 */
export const ownOrStaff =
  (field: string): Access =>
  ({ req }) => {
    if (isStaffUser(req.user)) return true
    if (req.user?.collection === 'users') return { [field]: { equals: req.user.id } }
    return false
  }

/** Only the candidate themselves (not staff) may remove, and only their own. */
export const ownOnly =
  (field: string): Access =>
  ({ req }) => (req.user?.collection === 'users' ? { [field]: { equals: req.user.id } } : false)
