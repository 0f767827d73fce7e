import 'server-only'

import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { isStaffUser } from '@/access'
import { routes } from '@/lib/links'

/**
 * Payload sends a signed-in user the admin refuses here. Staff are refused only until their
 * authenticator app is set up (the first administrator, an account just made staff, ADR 052): they go
 * to set it up and come back. Everyone else reads why they cannot enter.
 */
export function AdminUnauthorized({ initPageResult }: AdminViewServerProps) {
  const user = initPageResult.req.user
  if (user && isStaffUser(user) && (user as { secondFactor?: string | null }).secondFactor !== 'totp')
    redirect(`${routes.twoStepSetup.href()}?next=${encodeURIComponent('/admin')}`)
  return (
    <div style={{ maxWidth: '36rem', margin: '15vh auto', padding: '0 var(--gutter-h, 1.5rem)' }}>
      <h1>Unauthorized</h1>
      <p>You are not allowed to access this page. The admin is for the institute&apos;s staff; candidates use the site.</p>
      <p style={{ display: 'flex', gap: '1.5rem' }}>
        <Link href="/">Back to the site</Link>
        <Link href="/admin/logout" prefetch={false}>
          Log out
        </Link>
      </p>
    </div>
  )
}
