'use client'

import { useEffect, useRef } from 'react'

import styles from './exam-screen.module.css'

/** Covers the screen while the automatic submit at time-up is on its way; it cannot be dismissed. */
export function TimeUpDialog({ isOpen, hasRetry }: { isOpen: boolean; hasRetry: boolean }) {
  const dialogRef = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = dialogRef.current
    if (isOpen && dialog && !dialog.open) dialog.showModal()
  }, [isOpen])

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="time-up-title"
      onCancel={(event) => event.preventDefault()}
      data-testid="time-up-dialog"
    >
      <h2 id="time-up-title" className={styles.dialogTitle}>
        Time is up. Submitting your answers…
      </h2>
      <span className={styles.busyWheel} aria-hidden="true" />
      <p className={styles.dialogNote} role="status">
        {hasRetry ? 'The server could not be reached yet. Your answers are safe on this device and are being sent again.' : ''}
      </p>
    </dialog>
  )
}
