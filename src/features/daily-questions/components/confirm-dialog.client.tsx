'use client'

import { useModal } from '@/components/ui/use-modal.client'
import { WideButton } from '@/components/ui/wide-button'

import styles from './daily-questions.module.css'

type ConfirmDialogProps = {
  id: string
  isOpen: boolean
  isPending: boolean
  title: string
  text: string
  confirm: string
  cancel: string
  onConfirm: () => void
  onCancel: () => void
}

/**
 * "Submit your answer?": a modal the safe choice of which takes the focus (a second Enter must not
 * submit), closed by Escape unless the answer is on its way.
 */
export function ConfirmDialog({ id, isOpen, isPending, title, text, confirm, cancel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { dialogRef, safeRef: cancelRef } = useModal(isOpen)
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={`${id}-confirm-title`}
      aria-describedby={`${id}-confirm-text`}
      onClose={onCancel}
      onCancel={(event) => {
        if (isPending) event.preventDefault()
      }}
      data-testid="qotd-confirm"
    >
      <h2 id={`${id}-confirm-title`}>{title}</h2>
      <p id={`${id}-confirm-text`}>{text}</p>
      <div className={styles.actions}>
        <WideButton onClick={onConfirm} disabled={isPending} withArrow={false}>
          {confirm}
        </WideButton>
        <button ref={cancelRef} type="button" className={styles.secondaryButton} onClick={onCancel} disabled={isPending}>
          {cancel}
        </button>
      </div>
    </dialog>
  )
}
