'use client'

import Link from 'next/link'
import { useRef, useState } from 'react'
import { useLocale, useTranslations } from 'use-intl'

import { WideButton } from '@/components/ui/wide-button'
import { withLocale } from '@/i18n/locale'
import { routes, signUpHref } from '@/lib/links'

import type { SignInInput } from '@/domain/auth/schemas'

import styles from './auth-form.module.css'
import { EmailField, FormError } from '@/components/forms/form-field'
import { CurrentPasswordField } from './password-input.client'
import { useAdoptTypedValues } from './use-adopt-typed-values.client'
import { useAfterPassword } from './use-complete-sign-in.client'
import { useFormSubmit } from '@/components/forms/use-form-submit.client'

/** E-mail and password; errors next to the fields, one general message for wrong credentials. */
export function SignInForm({ returnTo }: { returnTo: string }) {
  const t = useTranslations('auth')
  const locale = useLocale()
  const afterPassword = useAfterPassword(returnTo)
  const [values, setValues] = useState<SignInInput>({ email: '', password: '', returnTo })
  const formRef = useRef<HTMLFormElement>(null)
  useAdoptTypedValues(formRef, setValues)
  const { errors, formError, isPending, onSubmit, prepare } = useFormSubmit<SignInInput, { ok: true; secondStep?: string }>({
    schema: () => import('@/domain/auth/schemas').then((module) => module.signInSchema),
    path: '/api/auth/sign-in',
    values,
    onSuccess: afterPassword,
  })

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={prepare}
      noValidate
      aria-describedby={formError ? 'sign-in-error' : undefined}
    >
      <FormError id="sign-in-error" message={formError} />
      <EmailField value={values.email} onChange={(email) => setValues({ ...values, email })} error={errors.email} />
      <CurrentPasswordField value={values.password} onChange={(password) => setValues({ ...values, password })} error={errors.password} />
      <WideButton type="submit" disabled={isPending}>
        {isPending ? t('signIn.pending') : t('signIn.submit')}
      </WideButton>
      <div className={styles.links}>
        <Link href={withLocale(routes.forgottenPassword.href(), locale)}>{t('signIn.forgotten')}</Link>
        <Link href={signUpHref(returnTo, locale)}>{t('signIn.createAccount')}</Link>
      </div>
    </form>
  )
}
