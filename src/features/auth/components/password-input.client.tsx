'use client'

import { useState, type InputHTMLAttributes } from 'react'

import { estimatePasswordStrength } from '../schemas'

import styles from './auth-form.module.css'

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; value: string; showStrength?: boolean }

/** A password input with a show/hide button and, on sign-up, a strength meter. */
export function PasswordInput({ id, value, showStrength = false, ...inputProps }: PasswordInputProps) {
  const [isVisible, setVisible] = useState(false)
  const strength = estimatePasswordStrength(value)
  return (
    <>
      <div className={styles.passwordRow}>
        <input id={id} type={isVisible ? 'text' : 'password'} value={value} className={styles.input} {...inputProps} />
        <button type="button" className={styles.reveal} aria-controls={id} aria-pressed={isVisible} onClick={() => setVisible((visible) => !visible)}>
          {isVisible ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      </div>
      {showStrength && value ? (
        <div className={styles.meter} data-score={strength.score}>
          <div className={styles.meterBar} aria-hidden="true">
            <span style={{ width: `${(strength.score / 4) * 100}%` }} />
          </div>
          <p className={styles.meterLabel} aria-live="polite">
            Password strength: <strong>{strength.label}</strong>
          </p>
        </div>
      ) : null}
    </>
  )
}
