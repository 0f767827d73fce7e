'use client'

import Link from 'next/link'
import { useTranslations } from 'use-intl'

import { useSession } from '@/components/site/session.client'

import styles from './site-header.module.css'

/**
 * "Join Today" for visitors, "Log Out" for a signed-in account; follows the session without a reload.
 * The server gives the addresses, so the route table stays out of every page's JavaScript (issue 17).
 */
export function AuthAction({ accountHref, signInHref }: { accountHref: string; signInHref: string }) {
  const { status, signOut } = useSession()
  const t = useTranslations('shell.account')
  if (status === 'signed-in') {
    return (
      <>
        <Link href={accountHref} className={styles.accountLink} aria-label={t('yourAccount')} title={t('yourAccount')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
            <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Link>
        <button type="button" className={styles.cta} onClick={() => void signOut()}>
          {t('logOut')}
        </button>
      </>
    )
  }
  return (
    <Link href={signInHref} className={styles.cta} aria-busy={status === 'loading' || undefined}>
      {t('joinToday')}
    </Link>
  )
}
