'use client'

import Link from 'next/link'

import { useSession } from '@/features/auth/session.client'

import styles from './site-header.module.css'

/** "Join Today" for visitors, "Log Out" for a signed-in account; follows the session without a reload. */
export function AuthAction() {
  const { status, signOut } = useSession()
  if (status === 'signed-in') {
    return (
      <button type="button" className={styles.cta} onClick={() => void signOut()}>
        Log Out
      </button>
    )
  }
  return (
    <Link href="/sign-in" className={styles.cta} aria-busy={status === 'loading' || undefined}>
      Join Today
    </Link>
  )
}
