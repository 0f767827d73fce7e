'use client'

import Link from 'next/link'
import { useState } from 'react'
import { useLocale, useTranslations } from 'use-intl'

import { toast } from '@/components/ui/toast'
import { WideButton } from '@/components/ui/wide-button'
import { withLocale } from '@/i18n/locale'
import { routes, signInHref } from '@/lib/links'

import type { PasswordResetInput } from '@/domain/auth/schemas'

import styles from './auth-form.module.css'
import { FormError } from '@/components/forms/form-field'
import { NewPasswordField } from './password-input.client'
import { useAfterPassword } from './use-complete-sign-in.client'
import { useFormSubmit } from '@/components/forms/use-form-submit.client'

/** The page the e-mailed link opens: a new password (same rule and meter as sign-up), then signed in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth')
  const tf = useTranslations('forms')
  const locale = useLocale()
  const afterPassword = useAfterPassword(withLocale('/', locale))
  const [values, setValues] = useState<PasswordResetInput>({ token, password: '' })
  const { errors, formError, isPending, onSubmit, prepare } = useFormSubmit<PasswordResetInput, { ok: true; secondStep?: string }>({
    schema: () => import('@/domain/auth/schemas').then((module) => module.passwordResetSchema),
    path: '/api/auth/reset-password',
    values,
    onSuccess: async (result) => {
      toast.success(t('reset.done'), { toastId: 'password-reset' })
      await afterPassword(result)
    },
  })

  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={prepare} noValidate>
      <FormError message={formError} />
      <NewPasswordField
        id="password"
        label={tf('fields.newPassword')}
        value={values.password}
        onChange={(password) => setValues({ ...values, password })}
        error={errors.password}
      />
      <WideButton type="submit" disabled={isPending}>
        {isPending ? t('reset.pending') : t('reset.submit')}
      </WideButton>
      <div className={styles.links}>
        <Link href={withLocale(routes.forgottenPassword.href(), locale)}>{t('reset.newLink')}</Link>
        <Link href={signInHref(undefined, locale)}>{t('forgotten.backToSignIn')}</Link>
      </div>
    </form>
  )
}
