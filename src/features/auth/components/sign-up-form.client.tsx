'use client'

import Link from 'next/link'
import { useCallback, useState } from 'react'

import { toast } from '@/components/ui/toast'
import { WideButton } from '@/components/ui/wide-button'

import { signUpSchema, type SignUpInput } from '../schemas'

import styles from './auth-form.module.css'
import { EmailField, FormError, FormField } from './form-field'
import { NewPasswordField } from './password-input.client'
import { useCompleteSignIn } from './use-complete-sign-in.client'
import { clearFormDraft, useFormDraft } from './use-form-draft.client'
import { useFormSubmit } from './use-form-submit.client'

type SignUpValues = { name: string; email: string; mobile: string; password: string; terms: boolean }
const DRAFT_KEY = 'pcs:sign-up-draft'
const omitFromDraft: (keyof SignUpValues)[] = ['password']

/** Full name, e-mail, mobile, password with a strength meter, terms. Checked by the shared schema. */
export function SignUpForm({ returnTo }: { returnTo: string }) {
  const completeSignIn = useCompleteSignIn(returnTo)
  const [values, setValues] = useState<SignUpValues>({ name: '', email: '', mobile: '', password: '', terms: false })
  const restore = useCallback((draft: Partial<SignUpValues>) => setValues((current) => ({ ...current, ...draft, password: '' })), [])
  useFormDraft(DRAFT_KEY, values, restore, omitFromDraft)

  const set = <K extends keyof SignUpValues>(name: K, value: SignUpValues[K]) => setValues((current) => ({ ...current, [name]: value }))

  const { errors, formError, isPending, onSubmit } = useFormSubmit<SignUpValues>({
    schema: signUpSchema,
    path: '/api/auth/sign-up',
    values,
    invalidMessage: 'Check the highlighted fields.',
    onSuccess: async () => {
      clearFormDraft(DRAFT_KEY)
      toast.success('Welcome! Your account is ready.', { toastId: 'signed-up' })
      await completeSignIn()
    },
  })

  const described = (name: keyof SignUpInput) => (errors[name] ? `${name}-error` : undefined)
  const signInHref = returnTo === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(returnTo)}`
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormError message={formError} />
      <FormField
        id="name"
        label="Full name"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
      />
      <EmailField value={values.email} onChange={(email) => set('email', email)} error={errors.email} />
      <FormField
        id="mobile"
        label="Mobile number"
        type="tel"
        name="mobile"
        autoComplete="tel-national"
        inputMode="tel"
        hint="10 digits, with or without +91"
        value={values.mobile}
        onChange={(event) => set('mobile', event.target.value)}
        error={errors.mobile}
      />
      <NewPasswordField id="password" label="Password" value={values.password} onChange={(password) => set('password', password)} error={errors.password} />
      <div className={styles.field}>
        <div className={styles.checkbox}>
          <input
            id="terms"
            type="checkbox"
            name="terms"
            checked={values.terms}
            onChange={(event) => set('terms', event.target.checked)}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={described('terms')}
          />
          <label htmlFor="terms">I accept the terms of use and the privacy policy.</label>
        </div>
        {errors.terms ? (
          <p id="terms-error" className={styles.error}>
            {errors.terms}
          </p>
        ) : null}
      </div>
      <WideButton type="submit" disabled={isPending}>
        {isPending ? 'Creating your account…' : 'Create account'}
      </WideButton>
      <div className={styles.links}>
        <span>
          Already have an account? <Link href={signInHref}>Sign in</Link>
        </span>
      </div>
    </form>
  )
}
