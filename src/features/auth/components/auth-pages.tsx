import type { Metadata } from 'next'

import { MessagesProvider } from '@/i18n/messages-provider'
import { getTranslator } from '@/i18n/translator'
import { type Locale, withLocale } from '@/i18n/locale'
import { getEnv } from '@/lib/env'
import { pageMetadata } from '@/lib/metadata'
import { linkGoogleHref, routes, signInHref } from '@/lib/links'
import Link from 'next/link'

import { type GoogleOutcome, outcomeMessageKey } from '../google/google-popup'
import { GoogleButton } from './google-button.client'
import { GooglePopupReport } from './google-popup-report.client'
import { LinkGoogleForm } from './link-google-form.client'
import styles from './auth-form.module.css'

import { AuthCard } from './auth-card'
import { ForgottenPasswordForm } from './forgotten-password-form.client'
import { ResetPasswordForm } from './reset-password-form.client'
import { SignInForm } from './sign-in-form.client'
import { SignUpForm } from './sign-up-form.client'

/**
 * The sign-in, sign-up and forgotten-password pages in the reader's language: the route files only
 * read the request (session, `next`, `token`) and hand over here.
 */

const namespaces = ['auth', 'forms'] as const

export function signInMetadata(locale: Locale): Metadata {
  const t = getTranslator(locale, 'auth')
  return pageMetadata({ title: t('signIn.title'), description: t('signIn.description'), path: routes.signIn.href(), locale })
}

/**
 * "Continue with Google" above a password form, when GOOGLE_CLIENT_ID is set (ADR 051); `outcome` is
 * what a Google sign-in that came back to this page ended in (`?google=`).
 */
export function GoogleChoice({
  locale,
  returnTo,
  outcome,
  note,
}: {
  locale: Locale
  returnTo: string
  outcome?: GoogleOutcome | null
  note?: boolean
}) {
  if (!getEnv().google) return null
  const t = getTranslator(locale, 'auth')
  return (
    <>
      <GoogleButton returnTo={returnTo} initialOutcome={outcome} />
      {note ? <p className={styles.googleNote}>{t('google.termsNote')}</p> : null}
      <p className={styles.divider}>{t('google.or')}</p>
    </>
  )
}

export function SignInView({
  locale,
  returnTo,
  googleOutcome,
}: {
  locale: Locale
  returnTo: string
  googleOutcome?: GoogleOutcome | null
}) {
  const t = getTranslator(locale, 'auth')
  return (
    <AuthCard title={t('signIn.title')} lead={t('signIn.lead')}>
      <MessagesProvider locale={locale} namespaces={namespaces}>
        <GoogleChoice locale={locale} returnTo={returnTo} outcome={googleOutcome} />
        <SignInForm returnTo={returnTo} />
      </MessagesProvider>
    </AuthCard>
  )
}

export function signUpMetadata(locale: Locale): Metadata {
  const t = getTranslator(locale, 'auth')
  return pageMetadata({ title: t('signUp.title'), description: t('signUp.description'), path: routes.signUp.href(), locale })
}

export function SignUpView({ locale, returnTo }: { locale: Locale; returnTo: string }) {
  const t = getTranslator(locale, 'auth')
  return (
    <AuthCard title={t('signUp.title')} lead={t('signUp.lead')}>
      <MessagesProvider locale={locale} namespaces={namespaces}>
        <GoogleChoice locale={locale} returnTo={returnTo} note />
        <SignUpForm returnTo={returnTo} />
      </MessagesProvider>
    </AuthCard>
  )
}

export function forgottenPasswordMetadata(locale: Locale): Metadata {
  const t = getTranslator(locale, 'auth')
  return {
    ...pageMetadata({
      title: t('forgotten.title'),
      description: t('forgotten.description'),
      path: routes.forgottenPassword.href(),
      locale,
    }),
    robots: { index: false },
    // The reset link's token is in this page's address: never pass it on to another site.
    referrer: 'no-referrer',
  }
}

/** Asking for a link; or, from the link, a new password (`token` usable) or a fresh link (`token` used up). */
export function ForgottenPasswordView({ locale, token }: { locale: Locale; token: { usable: boolean; value: string } | null }) {
  const t = getTranslator(locale, 'auth')
  const [title, lead] = !token
    ? [t('forgotten.title'), t('forgotten.lead')]
    : token.usable
      ? [t('reset.title'), t('reset.lead')]
      : [t('forgotten.expiredTitle'), t('forgotten.expiredLead')]
  return (
    <AuthCard title={title} lead={lead}>
      <MessagesProvider locale={locale} namespaces={namespaces}>
        {token?.usable ? <ResetPasswordForm token={token.value} /> : <ForgottenPasswordForm />}
      </MessagesProvider>
    </AuthCard>
  )
}

export function googleSignInMetadata(locale: Locale): Metadata {
  const t = getTranslator(locale, 'auth')
  return { title: t('google.done.title'), robots: { index: false } }
}

/**
 * Google sign-in's last page (ADR 051). In the sign-in's window it reports to the page that opened it
 * and closes; reached as a whole page (the window was not a window, or the flow was gone) it says what
 * happened and where to go on.
 */
export function GoogleDoneView({
  locale,
  outcome,
  popup,
  returnTo,
}: {
  locale: Locale
  outcome: GoogleOutcome
  popup: string | null
  returnTo: string
}) {
  const t = getTranslator(locale, 'auth')
  const onward =
    outcome === 'signed-in'
      ? { href: returnTo, label: t('google.done.continue') }
      : outcome === 'link-needed'
        ? { href: linkGoogleHref(returnTo, locale), label: t('google.done.continue') }
        : outcome === 'second-step'
          ? { href: withLocale(routes.secondStep.href(), locale), label: t('google.done.continue') }
          : { href: signInHref(returnTo, locale), label: t('google.done.again') }
  return (
    <AuthCard title={t('google.done.title')} lead="">
      <p role="status">{t(`google.outcome.${outcomeMessageKey[outcome]}`)}</p>
      <GooglePopupReport
        message={popup ? { type: 'pcs-google-sign-in', popup, outcome } : null}
        goOnTo={!popup && outcome === 'signed-in' ? returnTo : null}
      />
      <p>
        <Link href={onward.href}>{onward.label}</Link>
      </p>
    </AuthCard>
  )
}

export function linkGoogleMetadata(locale: Locale): Metadata {
  const t = getTranslator(locale, 'auth')
  return {
    ...pageMetadata({ title: t('google.link.title'), description: t('google.link.description'), path: routes.linkGoogle.href(), locale }),
    robots: { index: false },
  }
}

/** The existing account's password, asked once before a waiting Google account is linked to it; or, when nothing waits, why. */
export function LinkGoogleView({ locale, email, returnTo }: { locale: Locale; email: string | null; returnTo: string }) {
  const t = getTranslator(locale, 'auth')
  if (!email)
    return (
      <AuthCard title={t('google.link.title')} lead={t('google.link.expired')}>
        <p>
          <Link href={signInHref(returnTo, locale)}>{t('google.done.again')}</Link>
        </p>
      </AuthCard>
    )
  return (
    <AuthCard title={t('google.link.title')} lead={t('google.link.lead', { email })}>
      <MessagesProvider locale={locale} namespaces={namespaces}>
        <LinkGoogleForm email={email} returnTo={returnTo} />
      </MessagesProvider>
    </AuthCard>
  )
}
