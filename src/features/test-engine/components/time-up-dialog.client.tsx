'use client'

import { useEffect, useRef } from 'react'
import { useTranslations } from 'use-intl'

import styles from './exam-screen.module.css'

/** Covers the screen while the automatic submit at time-up is on its way; it cannot be dismissed. */
export function TimeUpDialog({ isOpen, hasRetry }: { isOpen: boolean; hasRetry: boolean }) {
  const t = useTranslations('exam')
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
        {t('timeUp.title')}
      </h2>
      <span className={styles.busyWheel} aria-hidden="true" />
      <p className={styles.dialogNote} role="status">
        {hasRetry ? t('timeUp.retrying') : ''}
      </p>
    </dialog>
  )
}
