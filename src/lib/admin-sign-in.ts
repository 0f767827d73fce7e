import { signInHref } from './links'

/**
 * The admin's sign-in is the site's page (ADR 052): `/admin/login?redirect=…` becomes
 * `/sign-in?next=…`, coming back only to a page of the admin (never another site, nor the site's own pages).
 */
export function adminSignInHref(asked: unknown): string {
  return signInHref(typeof asked === 'string' && /^\/admin(\/[\w\-/]*)?(\?\S*)?$/.test(asked) ? asked : '/admin')
}
