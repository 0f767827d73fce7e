'use client'

import { useTranslations } from 'use-intl'

import { useModal } from '@/components/ui/use-modal.client'
import type { Locale } from '@/i18n/locale'

import type { SubmitSummary, SubmitSummaryRow } from '../palette'
import { localText } from '@/domain/test-engine/types'
import styles from './exam-screen.module.css'

/** The summary's rows, named as the palette's statuses (`exam.status.*`). */
const summaryRows = [
  'answered',
  'notAnswered',
  'marked',
  'answeredMarked',
  'notVisited',
] as const satisfies readonly (keyof SubmitSummaryRow)[]

type SubmitDialogProps = {
  isOpen: boolean
  isSubmitting: boolean
  /** Why the last submit failed, shown in the dialog too: the toast is outside the modal. */
  error: string | null
  summary: SubmitSummary
  language: Locale
  onConfirm: () => void
  onClose: () => void
}

/**
 * The confirm-submit dialog with each section's counts. A native modal <dialog>: the browser traps
 * focus and closes it on Escape, except while the submit is on its way.
 */
export function SubmitDialog({ isOpen, isSubmitting, error, summary, language, onConfirm, onClose }: SubmitDialogProps) {
  const t = useTranslations('exam')
  const { dialogRef, safeRef: backRef } = useModal(isOpen)

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="submit-dialog-title"
      aria-describedby="submit-dialog-note"
      onClose={onClose}
      onCancel={(event) => {
        if (isSubmitting) event.preventDefault()
      }}
      data-testid="submit-dialog"
    >
      <h2 id="submit-dialog-title" className={styles.dialogTitle}>
        {t('submit.title')}
      </h2>
      <p id="submit-dialog-note" className={styles.dialogNote}>
        {t('submit.note')}
      </p>
      {isOpen ? (
        <div className={styles.summaryTables}>
          {summary.sections.map((section) => {
            const title = localText(section.title, language)
            return (
              <table key={section.id} className={styles.summaryTable} data-section-id={section.id}>
                <caption>
                  <span lang={title.lang}>{title.text}</span> {t('submit.sectionQuestions', { count: section.total })}
                </caption>
                <tbody>
                  {summaryRows.map((row) => (
                    <tr key={row}>
                      <th scope="row">{t(`status.${row}`)}</th>
                      <td>{section[row]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          })}
        </div>
      ) : null}
      <div className={styles.dialogActions}>
        <button
          type="button"
          className={`${styles.actionButton} ${styles.submitButton}`}
          onClick={onConfirm}
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting ? <span className={styles.busyWheel} aria-hidden="true" /> : null}
          {t('submit.confirm')}
        </button>
        <button
          ref={backRef}
          type="button"
          className={`${styles.actionButton} ${styles.secondaryButton}`}
          onClick={onClose}
          disabled={isSubmitting}
        >
          {t('submit.back')}
        </button>
      </div>
      <p className={error && !isSubmitting ? styles.dialogError : styles.dialogNote} role="status" data-testid="submit-status">
        {isSubmitting ? t('submit.submitting') : (error ?? '')}
      </p>
    </dialog>
  )
}
