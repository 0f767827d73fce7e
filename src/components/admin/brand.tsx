import type { Payload } from 'payload'

import { BrandMark } from '@/components/site/brand-mark'

/**
 * The admin's sign-in logo: the institute's mark and its name from the site settings, read through
 * the Payload instance the admin hands its server components (public settings, as a visitor).
 */
export async function AdminLogo({ payload }: { payload: Payload }) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, locale: 'en', overrideAccess: false }).catch(() => null)
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem' }} data-testid="admin-brand">
      <BrandMark />
      <span style={{ fontSize: '1.5rem', fontWeight: 700, color: 'var(--theme-text)' }}>{settings?.siteName ?? 'Punjab PCS Academy'}</span>
    </span>
  )
}

/** The admin's small mark, in the breadcrumb's 18-pixel home link (16 on phones: it scales down). */
export function AdminIcon() {
  return <BrandMark className="admin-brand-icon" size={18} />
}
