'use client'

import Link from 'next/link'
import { useState, useTransition, type FormEvent } from 'react'

import { toast } from '@/components/ui/toast'
import { WideButton } from '@/components/ui/wide-button'

import { fieldErrors, signInSchema, type FieldErrors, type SignInInput } from '../schemas'
import type { SignInResult } from '../sign-in.server'

import styles from './auth-form.module.css'
import { FormField } from './form-field'
import { PasswordInput } from './password-input.client'
import { FormTransportError, NETWORK_ERROR_MESSAGE, postForm } from './post-form.client'
import { useCompleteSignIn } from './use-complete-sign-in.client'

/** E-mail and password; errors next to the fields, one general message for wrong credentials. */
export function SignInForm({ returnTo }: { returnTo: string }) {
  const completeSignIn = useCompleteSignIn(returnTo)
  const [values, setValues] = useState<SignInInput>({ email: '', password: '' })
  const [errors, setErrors] = useState<FieldErrors<SignInInput>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [isPending, startTransition] = useTransition()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = signInSchema.safeParse(values)
    setErrors(parsed.success ? {} : fieldErrors(parsed.error))
    setFormError(null)
    if (!parsed.success) return
    startTransition(async () => {
      try {
        const result = await postForm<SignInResult>('/api/auth/sign-in', values)
        if (!result.ok) {
          setErrors(result.fieldErrors ?? {})
          setFormError(result.message)
          return
        }
        await completeSignIn()
      } catch (error) {
        toast.error(error instanceof FormTransportError ? error.userMessage : NETWORK_ERROR_MESSAGE, { toastId: 'sign-in-failed' })
      }
    })
  }

  const signUpHref = returnTo === '/' ? '/sign-up' : `/sign-up?next=${encodeURIComponent(returnTo)}`
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={formError ? 'sign-in-error' : undefined}>
      {formError ? (
        <p id="sign-in-error" className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <FormField
        id="email"
        label="E-mail address"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
        error={errors.email}
      />
      <FormField id="password" label="Password" error={errors.password}>
        <PasswordInput
          id="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'password-error' : undefined}
        />
      </FormField>
      <WideButton type="submit" disabled={isPending}>
        {isPending ? 'Signing in…' : 'Sign in'}
      </WideButton>
      <div className={styles.links}>
        <Link href="/forgotten-password">Forgotten password?</Link>
        <Link href={signUpHref}>New here? Create an account</Link>
      </div>
    </form>
  )
}
