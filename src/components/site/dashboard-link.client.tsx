'use client'

import Link from 'next/link'
import { useTranslations } from 'use-intl'

import { useSession } from '@/components/site/session.client'
import { DASHBOARD_PATH } from '@/lib/links'

/** "Dashboard" for a signed-in candidate (nothing for a visitor); follows the session without a reload. */
export function DashboardLink({ className }: { className?: string }) {
  const { status } = useSession()
  const t = useTranslations('shell.account')
  if (status !== 'signed-in') return null
  return (
    <Link href={DASHBOARD_PATH} className={className}>
      {t('dashboard')}
    </Link>
  )
}
