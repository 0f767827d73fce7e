'use client'

import { type ReactNode, useState, type InputHTMLAttributes } from 'react'
import { useTranslations } from 'use-intl'

import { estimatePasswordStrength, PASSWORD_MIN_LENGTH } from '@/domain/auth/schemas'

import inputStyles from '@/components/ui/text-input.module.css'

import styles from './auth-form.module.css'
import { FormField } from '@/components/forms/form-field'

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; value: string; showStrength?: boolean }

/** A password input with a show/hide button and, on sign-up, a strength meter. */
export function PasswordInput({ id, value, showStrength = false, ...inputProps }: PasswordInputProps) {
  const t = useTranslations('forms')
  const [isVisible, setVisible] = useState(false)
  const strength = estimatePasswordStrength(value)
  const hidden = (chunks: ReactNode) => <span className="visually-hidden">{chunks}</span>
  return (
    <>
      <div className={styles.passwordRow}>
        <input id={id} type={isVisible ? 'text' : 'password'} value={value} className={inputStyles.input} {...inputProps} />
        <button
          type="button"
          className={styles.reveal}
          aria-controls={id}
          aria-pressed={isVisible}
          onClick={() => setVisible((visible) => !visible)}
        >
          {t.rich(isVisible ? 'password.hide' : 'password.show', { hidden })}
        </button>
      </div>
      {showStrength && value ? (
        <div className={styles.meter} data-score={strength.score}>
          <div className={styles.meterBar} aria-hidden="true">
            <span style={{ width: `${(strength.score / 4) * 100}%` }} />
          </div>
          <p className={styles.meterLabel} aria-live="polite">
            {t.rich('password.strength', { score: String(strength.score), strong: (chunks) => <strong>{chunks}</strong> })}
          </p>
        </div>
      ) : null}
    </>
  )
}

/** A new password: the rule as a hint, the strength meter, the error under it. */
export function NewPasswordField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
}) {
  const t = useTranslations('forms')
  return (
    <FormField id={id} label={label} error={error} hint={t('password.rule', { minimum: PASSWORD_MIN_LENGTH })}>
      <PasswordInput
        id={id}
        name={id}
        autoComplete="new-password"
        showStrength
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
      />
    </FormField>
  )
}

/** The account's current password (sign-in, linking Google), its error under it. */
export function CurrentPasswordField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const t = useTranslations('forms')
  return (
    <FormField id="password" label={t('fields.password')} error={error}>
      <PasswordInput
        id="password"
        name="password"
        autoComplete="current-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'password-error' : undefined}
      />
    </FormField>
  )
}
