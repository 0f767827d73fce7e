'use client'

import Link from 'next/link'
import { useState } from 'react'

import { WideButton } from '@/components/ui/wide-button'

import { forgottenPasswordSchema, type ForgottenPasswordInput } from '../schemas'

import styles from './auth-form.module.css'
import { EmailField, FormError } from './form-field'
import { useFormSubmit } from './use-form-submit.client'

/**
 * Asks for a reset link. The answer never says whether the address has an account; it says what to
 * expect and lets the candidate send it again or correct the address.
 */
export function ForgottenPasswordForm() {
  const [values, setValues] = useState<ForgottenPasswordInput>({ email: '' })
  const [sentMessage, setSentMessage] = useState<string | null>(null)
  const { errors, formError, isPending, onSubmit } = useFormSubmit<ForgottenPasswordInput, { ok: true; message: string }>({
    schema: forgottenPasswordSchema,
    path: '/api/auth/forgotten-password',
    values,
    onSuccess: (result) => setSentMessage(result.message),
  })

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      <div role="status">
        {sentMessage ? (
          <div className={styles.notice}>
            <p>{sentMessage}</p>
            <p>Not in your inbox after a few minutes? Look in the spam folder, check the address below, and send the link again.</p>
          </div>
        ) : null}
      </div>
      <EmailField value={values.email} onChange={(email) => setValues({ email })} error={errors.email} />
      <WideButton type="submit" disabled={isPending}>
        {isPending ? 'Sending…' : sentMessage ? 'Send the link again' : 'Send reset link'}
      </WideButton>
      <div className={styles.links}>
        <Link href="/sign-in">Back to sign in</Link>
        <Link href="/sign-up">New here? Create an account</Link>
      </div>
    </form>
  )
}
