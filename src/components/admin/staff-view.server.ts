import 'server-only'

import { redirect } from 'next/navigation'
import type { AdminViewServerProps, TypedUser } from 'payload'

import { isStaffUser } from '@/access'

/**
 * The staff member a custom admin page (`admin.components.views`) is for. Payload's own views check
 * the session; a custom one must: a visitor is sent to sign in and back to `path`, and an account the
 * admin is not for (a candidate) to the admin's "unauthorized" page, as Payload's views send them.
 */
export function staffOfView({ req, permissions }: AdminViewServerProps['initPageResult'], path: string): TypedUser {
  const adminRoute = req.payload.config.routes.admin
  if (!req.user) redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}${path}`)}`)
  if (!permissions.canAccessAdmin || !isStaffUser(req.user)) redirect(`${adminRoute}/unauthorized`)
  return req.user
}
