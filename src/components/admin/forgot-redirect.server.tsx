import 'server-only'

import { redirect } from 'next/navigation'

import { routes } from '@/lib/links'

/**
 * The admin's "Forgot password?" screen is the site's own page: one form for everyone, with its proof
 * of work (ADR 050), the same e-mail and the same reset page (ADR 007). Payload's screen would post to
 * `/api/users/forgot-password` without one.
 */
export function ForgotRedirect(): never {
  redirect(routes.forgottenPassword.href())
}
