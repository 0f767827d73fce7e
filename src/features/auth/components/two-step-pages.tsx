import type { Metadata } from 'next'
import Link from 'next/link'

import type { SecondStepPage } from '@/domain/auth/second-factor/second-factor.server'
import { MessagesProvider } from '@/i18n/messages-provider'
import { getTranslator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes, signInHref } from '@/lib/links'

import { AuthCard } from './auth-card'
import { SecondStepForm, TotpInstructions } from './two-step-forms.client'

/** The second step of a sign-in (ADR 052), in the reader's language: the route file only reads the waiting sign-in. */

export function secondStepMetadata(locale: Locale): Metadata {
  const t = getTranslator(locale, 'auth')
  return {
    ...pageMetadata({ title: t('twoStep.title'), description: t('twoStep.description'), path: routes.secondStep.href(), locale }),
    robots: { index: false },
  }
}

export function SecondStepView({ locale, step }: { locale: Locale; step: SecondStepPage | null }) {
  const t = getTranslator(locale, 'auth')
  if (!step)
    return (
      <AuthCard title={t('twoStep.title')} lead={t('twoStep.expired')}>
        <p>
          <Link href={signInHref(undefined, locale)}>{t('twoStep.signInAgain')}</Link>
        </p>
      </AuthCard>
    )
  if (step.kind === 'enrol')
    return (
      <AuthCard title={t('twoStep.setupTitle')} lead={t('twoStep.enrolLead')}>
        <MessagesProvider locale={locale} namespaces={['auth', 'forms']}>
          <TotpInstructions totp={step.setup} email={step.email} />
          <SecondStepForm setupToken={step.setup.setupToken} recoveryHint={false} />
        </MessagesProvider>
      </AuthCard>
    )
  const lead =
    step.method === 'totp'
      ? t('twoStep.leadApp', { email: step.email })
      : step.textSent && step.mobile
        ? t('twoStep.leadText', { mobile: step.mobile })
        : t('twoStep.textNotSent')
  return (
    <AuthCard title={t('twoStep.title')} lead={lead}>
      <MessagesProvider locale={locale} namespaces={['auth', 'forms']}>
        <SecondStepForm recoveryHint />
      </MessagesProvider>
    </AuthCard>
  )
}
