import type { Metadata } from 'next'

import { MessagesProvider } from '@/i18n/messages-provider'
import { getTranslator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/links'

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

export function SignInView({ locale, returnTo }: { locale: Locale; returnTo: string }) {
  const t = getTranslator(locale, 'auth')
  return (
    <AuthCard title={t('signIn.title')} lead={t('signIn.lead')}>
      <MessagesProvider locale={locale} namespaces={namespaces}>
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
