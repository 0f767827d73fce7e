'use client'

import Link from 'next/link'
import { useState } from 'react'

import { toast } from '@/components/ui/toast'
import { WideButton } from '@/components/ui/wide-button'

import { passwordResetSchema, type PasswordResetInput } from '../schemas'

import styles from './auth-form.module.css'
import { FormError } from './form-field'
import { NewPasswordField } from './password-input.client'
import { useCompleteSignIn } from './use-complete-sign-in.client'
import { useFormSubmit } from './use-form-submit.client'

/** The page the e-mailed link opens: a new password (same rule and meter as sign-up), then signed in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const completeSignIn = useCompleteSignIn('/')
  const [values, setValues] = useState<PasswordResetInput>({ token, password: '' })
  const { errors, formError, isPending, onSubmit } = useFormSubmit<PasswordResetInput>({
    schema: passwordResetSchema,
    path: '/api/auth/reset-password',
    values,
    onSuccess: async () => {
      toast.success('Your password has been changed and you are signed in. Any other device has been signed out.', { toastId: 'password-reset' })
      await completeSignIn()
    },
  })

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      <NewPasswordField id="password" label="New password" value={values.password} onChange={(password) => setValues({ ...values, password })} error={errors.password} />
      <WideButton type="submit" disabled={isPending}>
        {isPending ? 'Saving…' : 'Set new password'}
      </WideButton>
      <div className={styles.links}>
        <Link href="/forgotten-password">Ask for a new link</Link>
        <Link href="/sign-in">Back to sign in</Link>
      </div>
    </form>
  )
}
