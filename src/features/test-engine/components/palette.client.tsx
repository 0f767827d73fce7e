'use client'

import type { KeyboardEvent } from 'react'
import { useTranslations } from 'use-intl'

import type { Locale } from '@/i18n/locale'

import { paletteStatus, paletteStatusList, type StatusCounts } from '../palette'
import { type PaperSection, type Response, localText } from '@/domain/test-engine/types'
import { statusKeys } from './exam-paper'
import paletteMarks from './palette-marks.module.css'
import styles from './exam-screen.module.css'

export const PALETTE_ID = 'question-palette'

type PaletteProps = {
  section: PaperSection
  responses: Record<string, Response | undefined>
  counts: StatusCounts
  currentQuestionId: string | null
  language: Locale
  isOpen: boolean
  isDrawer: boolean
  isLocked: boolean
  onOpenQuestion: (questionId: string) => void
  onClose: () => void
}

/** The palette of the current section: one button per question in its TCS iON status, with the legend and its counts. */
export function Palette({
  section,
  responses,
  counts,
  currentQuestionId,
  language,
  isOpen,
  isDrawer,
  isLocked,
  onOpenQuestion,
  onClose,
}: PaletteProps) {
  const t = useTranslations('exam')
  const common = useTranslations('common')
  const title = localText(section.title, language)
  const onKeyDown = (event: KeyboardEvent) => {
    if (isDrawer && event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    }
  }
  return (
    <aside
      id={PALETTE_ID}
      className={styles.palette}
      aria-labelledby="palette-heading"
      hidden={!isOpen}
      data-drawer={isDrawer ? 'true' : undefined}
      onKeyDown={onKeyDown}
    >
      <div className={styles.paletteHeader}>
        <h2 id="palette-heading" className={styles.paletteHeading}>
          {t('palette.toggle')}
          <span className={styles.paletteSection} lang={title.lang}>
            {title.text}
          </span>
        </h2>
        {isDrawer ? (
          <button type="button" className={styles.closeButton} onClick={onClose}>
            {common('close')}
          </button>
        ) : null}
      </div>

      <ul className={styles.legend} aria-label={t('palette.legend')}>
        {paletteStatusList.map((status) => (
          <li key={status} className={styles.legendItem} data-status={status}>
            <span className={`${styles.statusIcon} ${paletteMarks[status]}`} aria-hidden="true">
              {counts[status]}
            </span>
            <span>
              {t(`status.${statusKeys[status]}`)}
              <span className="visually-hidden">: {counts[status]}</span>
            </span>
          </li>
        ))}
      </ul>

      <ol className={styles.paletteGrid} aria-label={t('palette.questionsOf', { section: title.text })}>
        {section.questions.map((question) => {
          const status = paletteStatus(responses[question.id])
          const isCurrent = question.id === currentQuestionId
          return (
            <li key={question.id}>
              <button
                type="button"
                className={`${styles.paletteButton} ${paletteMarks[status]}`}
                aria-label={t('palette.button', { number: question.number, status: statusKeys[status] })}
                aria-current={isCurrent ? 'true' : undefined}
                data-status={status}
                data-question-id={question.id}
                disabled={isLocked}
                onClick={() => onOpenQuestion(question.id)}
              >
                {question.number}
              </button>
            </li>
          )
        })}
      </ol>
    </aside>
  )
}
