import type { Metadata } from 'next'
import Link from 'next/link'

import { GoogleAccountForm, PasswordForm, ProfileForm, SignOutButton } from '@/features/auth/components/account-forms.client'
import { hasGoogleLinked } from '@/features/auth/google/google-sign-in.server'
import { TwoStepCard } from '@/features/auth/components/two-step-forms.client'
import { twoStepStatus } from '@/features/auth/two-step-account.server'
import { getPayloadClient } from '@/server/payload.server'
import { getEnv } from '@/lib/env'
import { WithAddresses } from '@/components/forms/with-addresses'
import { requireUser } from '@/server/request-user.server'
import { MessagesProvider } from '@/i18n/messages-provider'
import { getTranslator } from '@/i18n/translator'
import { type LocaleParams, pageLocale, withLocale } from '@/i18n/locale'
import { routes } from '@/lib/links'

import styles from './account.module.css'

// The session decides what this page shows: rendered per request (from cached reads), not cached whole (ADR 010).
export const dynamic = 'force-dynamic'

type Props = { params: LocaleParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: getTranslator(await pageLocale(params), 'auth')('account.title'), robots: { index: false } }
}

/** The signed-in candidate's own account: details, password, log out. Signed-out visitors are sent to sign in. */
export default async function AccountPage({ params }: Props) {
  const locale = await pageLocale(params)
  const user = await requireUser(withLocale(routes.account.href(), locale))
  const t = getTranslator(locale, 'auth')
  const payload = await getPayloadClient()
  const googleLinked = getEnv().google ? await hasGoogleLinked(payload, user) : null
  const twoStep = await twoStepStatus(payload, user)
  return (
    <section className={`container ${styles.page}`} aria-labelledby="account-heading">
      <h1 id="account-heading">{t('account.title')}</h1>
      <p className={styles.lead}>
        <WithAddresses text={t('account.signedInAs', { email: user.email })} />
      </p>
      <MessagesProvider locale={locale} namespaces={['auth', 'forms']}>
        <div className={styles.grid}>
          <div className={styles.card}>
            <ProfileForm
              email={user.email}
              initial={{
                name: user.name,
                mobile: user.mobile ?? '',
                district: user.district ?? '',
                leaderboardName: user.leaderboardName ?? 'initials',
              }}
            />
          </div>
          <div className={styles.card}>
            <PasswordForm />
          </div>
          <div className={styles.card}>
            <TwoStepCard
              status={{ method: twoStep.method, mobile: twoStep.mobile, mayTurnOff: twoStep.mayTurnOff, staff: !twoStep.mayTurnOff }}
            />
          </div>
          {googleLinked === null ? null : (
            <div className={styles.card}>
              <GoogleAccountForm linked={googleLinked} />
            </div>
          )}
        </div>
        <p className={styles.orders}>
          <Link href={withLocale(routes.orders.href(), locale)}>{getTranslator(locale, 'purchases')('orders.accountLink')}</Link>
        </p>
        <div className={styles.signOut}>
          <SignOutButton />
        </div>
      </MessagesProvider>
    </section>
  )
}
