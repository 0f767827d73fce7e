import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { TwoStepSetupForm } from '@/features/auth/components/two-step-forms.client'
import { twoStepStatus } from '@/features/auth/two-step-account.server'
import { newTotpSetup } from '@/domain/auth/second-factor/second-factor.server'
import { safeReturnPath } from '@/domain/auth/schemas'
import { getPayloadClient } from '@/server/payload.server'
import { requireUser } from '@/server/request-user.server'
import { MessagesProvider } from '@/i18n/messages-provider'
import { getTranslator } from '@/i18n/translator'
import { type LocaleParams, pageLocale, withLocale } from '@/i18n/locale'
import { routes } from '@/lib/links'

import styles from '../account.module.css'

// A new secret per visit, for the signed-in account: rendered per request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: LocaleParams; searchParams: Promise<{ next?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: getTranslator(await pageLocale(params), 'auth')('twoStep.setupTitle'), robots: { index: false } }
}

/**
 * `/account/two-step`: turning two-step sign-in on (ADR 052). Staff whose app is not set up come here
 * from the admin (`?next=/admin`) and go back once it is.
 */
export default async function TwoStepSetupPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const accountHref = withLocale(routes.account.href(), locale)
  const user = await requireUser(withLocale(routes.twoStepSetup.href(), locale))
  const returnTo = safeReturnPath((await searchParams).next, accountHref)
  const payload = await getPayloadClient()
  const status = await twoStepStatus(payload, user)
  if (status.method) redirect(returnTo)
  const { setupToken, spelled, qrSvg } = await newTotpSetup(payload, user)
  const t = getTranslator(locale, 'auth')
  return (
    <section className={`container ${styles.page}`} aria-labelledby="setup-heading">
      <h1 id="setup-heading">{t('twoStep.setupTitle')}</h1>
      <p className={styles.lead}>{status.mayTurnOff ? t('twoStep.off') : t('twoStep.enrolLead')}</p>
      <div className={styles.card}>
        <MessagesProvider locale={locale} namespaces={['auth', 'forms']}>
          <TwoStepSetupForm
            methods={status.methods}
            mobile={status.mobile}
            totp={{ setupToken, spelled, qrSvg }}
            email={user.email}
            returnTo={returnTo}
          />
        </MessagesProvider>
      </div>
    </section>
  )
}
