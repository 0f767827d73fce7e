import 'server-only'

import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { signInHref } from '@/lib/links'

/**
 * The admin's sign-in screen is the site's page (ADR 052): staff sign in there in two steps (their
 * authenticator's code, or setting the app up at the first sign-in) and come back to the admin page
 * they asked for. Payload's screen posts a password alone.
 */
export async function LoginRedirect({ searchParams }: AdminViewServerProps): Promise<never> {
  const asked = (await searchParams)?.redirect
  // Only a page of the admin: never another site, nor the site's own pages.
  redirect(signInHref(typeof asked === 'string' && /^\/admin(\/[\w\-/]*)?(\?[^\s]*)?$/.test(asked) ? asked : '/admin'))
}
