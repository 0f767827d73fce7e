'use client'

import Link from 'next/link'
import { useTranslations } from 'use-intl'

import { useSession } from '@/components/site/session.client'

/**
 * "Dashboard" for a signed-in candidate (nothing for a visitor); follows the session without a reload.
 * The server gives the address, so the route table stays out of every page's JavaScript (issue 17).
 */
export function DashboardLink({ href, className }: { href: string; className?: string }) {
  const { status } = useSession()
  const t = useTranslations('shell.account')
  if (status !== 'signed-in') return null
  return (
    <Link href={href} className={className}>
      {t('dashboard')}
    </Link>
  )
}
