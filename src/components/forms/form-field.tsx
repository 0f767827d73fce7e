import type { InputHTMLAttributes, ReactNode } from 'react'
import { useTranslations } from 'use-intl'

import inputStyles from '@/components/ui/text-input.module.css'

import styles from './form-field.module.css'
import { WithAddresses } from './with-addresses'

type FormFieldProps = {
  id: string
  label: string
  error?: string
  hint?: ReactNode
  /** Replaces the plain input, e.g. the password field with its show/hide button. */
  children?: ReactNode
} & InputHTMLAttributes<HTMLInputElement>

/** A labelled input whose error sits right under it and is read out with it. */
export function FormField({ id, label, error, hint, children, ...inputProps }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children ?? (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputStyles.input}
          {...inputProps}
        />
      )}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <WithAddresses text={error} />
        </p>
      ) : null}
    </div>
  )
}

/** The form's own message (a refusal that belongs to no single field), read out as soon as it appears. */
export function FormError({ id, message }: { id?: string; message: string | null }) {
  if (!message) return null
  return (
    <p id={id} className={styles.formError} role="alert">
      <WithAddresses text={message} />
    </p>
  )
}

/** The e-mail address field every account form starts with (in a client island with `forms`). */
export function EmailField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const t = useTranslations('forms')
  return (
    <FormField
      id="email"
      label={t('fields.email')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  )
}
