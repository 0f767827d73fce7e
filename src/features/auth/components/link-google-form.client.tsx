'use client'

import Link from 'next/link'
import { useState } from 'react'
import { useLocale, useTranslations } from 'use-intl'

import { FormError } from '@/components/forms/form-field'
import { useFormSubmit } from '@/components/forms/use-form-submit.client'
import { WideButton } from '@/components/ui/wide-button'
import type { LinkGoogleInput } from '@/domain/auth/schemas'
import { withLocale } from '@/i18n/locale'
import { routes } from '@/lib/links'

import styles from './auth-form.module.css'
import { CurrentPasswordField } from './password-input.client'
import { useAfterPassword } from './use-complete-sign-in.client'

/** The existing account's password, once: then the waiting Google account is linked and the candidate signed in (ADR 051). */
export function LinkGoogleForm({ email, returnTo }: { email: string; returnTo: string }) {
  const t = useTranslations('auth')
  const locale = useLocale()
  const afterPassword = useAfterPassword(returnTo)
  const [values, setValues] = useState<LinkGoogleInput>({ password: '', returnTo })
  const { errors, formError, isPending, onSubmit, prepare } = useFormSubmit<LinkGoogleInput, { ok: true; secondStep?: string }>({
    schema: () => import('@/domain/auth/schemas').then((module) => module.linkGoogleSchema),
    path: '/api/auth/google/link',
    values,
    onSuccess: afterPassword,
  })

  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={prepare} noValidate aria-describedby={formError ? 'link-error' : undefined}>
      <FormError id="link-error" message={formError} />
      {/* For password managers: the account the password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <CurrentPasswordField value={values.password} onChange={(password) => setValues({ ...values, password })} error={errors.password} />
      <WideButton type="submit" disabled={isPending}>
        {isPending ? t('google.link.pending') : t('google.link.submit')}
      </WideButton>
      <div className={styles.links}>
        <Link href={withLocale(routes.forgottenPassword.href(), locale)}>{t('google.link.forgotten')}</Link>
      </div>
    </form>
  )
}
