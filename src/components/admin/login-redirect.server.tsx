import 'server-only'

import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { adminSignInHref } from '@/lib/admin-sign-in'

/**
 * The admin's sign-in screen is the site's page (ADR 052): staff sign in there in two steps (their
 * authenticator's code, or setting the app up at the first sign-in) and come back to the admin page
 * they asked for. Payload's screen posts a password alone.
 */
export async function LoginRedirect({ searchParams }: AdminViewServerProps): Promise<never> {
  // The proxy answers /admin/login itself (one 307); this covers a request that reaches the admin anyway.
  redirect(adminSignInHref((await searchParams)?.redirect))
}
