import type { Metadata } from 'next'

import { PasswordForm, ProfileForm, SignOutButton } from '@/features/auth/components/account-forms.client'
import { requireUser } from '@/features/auth/get-user.server'

import styles from './account.module.css'

// The session decides what this page shows: rendered per request (from cached reads), not cached whole (ADR 010).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Your account', robots: { index: false } }

/** The signed-in candidate's own account: details, password, log out. Signed-out visitors are sent to sign in. */
export default async function AccountPage() {
  const user = await requireUser('/account')
  return (
    <section className={`container ${styles.page}`} aria-labelledby="account-heading">
      <h1 id="account-heading">Your account</h1>
      <p className={styles.lead}>Signed in as {user.email}.</p>
      <div className={styles.grid}>
        <div className={styles.card}>
          <ProfileForm email={user.email} initial={{ name: user.name, mobile: user.mobile ?? '' }} />
        </div>
        <div className={styles.card}>
          <PasswordForm />
        </div>
      </div>
      <div className={styles.signOut}>
        <SignOutButton />
      </div>
    </section>
  )
}
