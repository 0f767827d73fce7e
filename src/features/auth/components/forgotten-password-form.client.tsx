'use client'

import Link from 'next/link'
import { useState } from 'react'
import { useLocale, useTranslations } from 'use-intl'

import { WideButton } from '@/components/ui/wide-button'
import { signInHref, signUpHref } from '@/lib/links'

import type { ForgottenPasswordInput } from '@/domain/auth/schemas'

import styles from './auth-form.module.css'
import { EmailField, FormError } from '@/components/forms/form-field'
import { useFormSubmit } from '@/components/forms/use-form-submit.client'

/**
 * Asks for a reset link. The answer never says whether the address has an account; it says what to
 * expect and lets the candidate send it again or correct the address.
 */
export function ForgottenPasswordForm() {
  const t = useTranslations('auth')
  const locale = useLocale()
  const [values, setValues] = useState<ForgottenPasswordInput>({ email: '' })
  const [sentMessage, setSentMessage] = useState<string | null>(null)
  const { errors, formError, isPending, onSubmit, prepare } = useFormSubmit<ForgottenPasswordInput, { ok: true; message: string }>({
    schema: () => import('@/domain/auth/schemas').then((module) => module.forgottenPasswordSchema),
    path: '/api/auth/forgotten-password',
    values,
    proofOfWork: true,
    onSuccess: (result) => setSentMessage(result.message),
  })

  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={prepare} noValidate>
      <FormError message={formError} />
      <div role="status">
        {sentMessage ? (
          <div className={styles.notice}>
            <p>{sentMessage}</p>
            <p>{t('forgotten.notArrived')}</p>
          </div>
        ) : null}
      </div>
      <EmailField value={values.email} onChange={(email) => setValues({ email })} error={errors.email} />
      <WideButton type="submit" disabled={isPending}>
        {isPending ? t('forgotten.pending') : sentMessage ? t('forgotten.again') : t('forgotten.submit')}
      </WideButton>
      <div className={styles.links}>
        <Link href={signInHref(undefined, locale)}>{t('forgotten.backToSignIn')}</Link>
        <Link href={signUpHref(undefined, locale)}>{t('signIn.createAccount')}</Link>
      </div>
    </form>
  )
}
