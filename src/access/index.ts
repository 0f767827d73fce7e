import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

import { type ProtectableField, protectField } from './protection'

/**
 * Shared access rules. Each returns true, false or a `where` filter, so protection lives in the data
 * layer and applies to the REST API, the admin panel and every Local API call made with
 * `overrideAccess: false`.
 */

export const roles = ['admin', 'editor', 'candidate'] as const
export type Role = (typeof roles)[number]
export const staffRoles: readonly Role[] = ['admin', 'editor']

type MaybeUser = PayloadRequest['user']

export const hasRole = (user: MaybeUser, ...allowed: Role[]): boolean =>
  Boolean(user && user.collection === 'users' && allowed.includes(user.role as Role))

export const isStaffUser = (user: MaybeUser): boolean => hasRole(user, ...staffRoles)
export const isAdminUser = (user: MaybeUser): boolean => hasRole(user, 'admin')

export const anyone: Access = () => true
export const nobody: Access = () => false
export const isStaff: Access = ({ req }) => isStaffUser(req.user)
export const isAdmin: Access = ({ req }) => isAdminUser(req.user)
export const isAdminField: FieldAccess = ({ req }) => isAdminUser(req.user)
export const isStaffField: FieldAccess = ({ req }) => isStaffUser(req.user)

/** A field only staff read (an answer key, an explanation): refused to everyone else, in every query too. */
export const staffOnlyField = <F extends ProtectableField>(field: F): F => protectField(field, { protection: 'staff' }, isStaffField)

const published: Where = { _status: { equals: 'published' } }

/** Staff see drafts; everyone else sees published documents only. */
export const publishedOrStaff: Access = ({ req }) => (isStaffUser(req.user) ? true : published)

/** A candidate sees their own record; admins see everyone. */
export const isSelfOrAdmin: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (req.user?.collection === 'users') return { id: { equals: req.user.id } }
  return false
}
