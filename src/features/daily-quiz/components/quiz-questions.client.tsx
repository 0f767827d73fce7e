'use client'

import { type ReactNode, useMemo, useState } from 'react'
import { flushSync } from 'react-dom'
import { useTranslations } from 'use-intl'

import { orderQuestions, QUESTION_HEADING_ID, type QuestionFigures, QuestionView } from '@/features/test-engine/public'
import type { OptionLetter, Paper } from '@/domain/test-engine/types'
import type { Locale } from '@/i18n/locale'

import styles from './daily-quiz.module.css'

type QuizQuestionsProps = {
  paper: Paper
  locale: Locale
  /** The chosen option per question id. */
  answers: Record<string, OptionLetter | null | undefined>
  currentQuestionId: string | null
  isLocked: boolean
  isSubmitting: boolean
  onOpen: (questionId: string) => void
  onChoose: (questionId: string, option: OptionLetter) => void
  onSubmit: () => void
  /** Shown above the question: the countdown, where the quiz has one. */
  bar?: ReactNode
  /** The questions' figures, made by the page on the server (`figuresOf`). */
  figures: QuestionFigures
}

/** A failure the quiz says out loud (start, submit, check); nothing when there is none. */
export function QuizError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  )
}

const focusQuestionHeading = () => document.getElementById(QUESTION_HEADING_ID)?.focus()

/**
 * A daily quiz, one question at a time with the engine's `QuestionView`: numbered buttons to any
 * question (answered ones filled in), Previous and Next, and Submit, which asks first when questions
 * are left unanswered. Signed in or not, the caller keeps the answers.
 */
export function QuizQuestions({
  paper,
  locale,
  answers,
  currentQuestionId,
  isLocked,
  isSubmitting,
  onOpen,
  onChoose,
  onSubmit,
  bar,
  figures,
}: QuizQuestionsProps) {
  const t = useTranslations('dailyQuiz')
  const order = useMemo(() => orderQuestions(paper), [paper])
  const [isConfirming, setConfirming] = useState(false)
  const index = Math.max(
    0,
    order.findIndex((place) => place.question.id === currentQuestionId),
  )
  const current = order[index]
  const answeredCount = order.filter((place) => answers[place.question.id]).length
  const unanswered = order.length - answeredCount

  const openFromNav = (questionId: string) => {
    flushSync(() => onOpen(questionId))
    focusQuestionHeading()
  }
  const submit = () => {
    if (unanswered > 0 && !isConfirming) {
      setConfirming(true)
      return
    }
    setConfirming(false)
    onSubmit()
  }

  if (!current) return null
  return (
    <section className={styles.player} aria-label={paper.title[locale] || paper.title.en} data-testid="quiz-player">
      <div className={styles.playerBar}>
        <p>{t('answered', { count: answeredCount, total: order.length })}</p>
        {bar}
      </div>

      <nav className={styles.questionNav} aria-label={t('questionNav')}>
        <ol>
          {order.map((place) => {
            const isAnswered = Boolean(answers[place.question.id])
            return (
              <li key={place.question.id}>
                <button
                  type="button"
                  className={styles.navButton}
                  data-answered={isAnswered ? 'true' : 'false'}
                  aria-current={place.index === index ? 'true' : undefined}
                  aria-label={t('questionButton', { number: place.question.number, state: isAnswered ? 'answered' : 'open' })}
                  disabled={isLocked}
                  onClick={() => openFromNav(place.question.id)}
                >
                  {place.question.number}
                </button>
              </li>
            )
          })}
        </ol>
      </nav>

      <QuestionView
        key={current.question.id}
        question={current.question}
        selected={answers[current.question.id] ?? null}
        language={locale}
        isLocked={isLocked}
        onChoose={(option) => {
          setConfirming(false)
          onChoose(current.question.id, option)
        }}
        figure={figures[current.question.id]?.question}
      />
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {t('questionOf', { number: current.question.number, total: order.length })}
      </p>

      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={isLocked || index === 0}
          onClick={() => onOpen(order[index - 1]!.question.id)}
        >
          {t('previous')}
        </button>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={isLocked || index === order.length - 1}
          onClick={() => onOpen(order[index + 1]!.question.id)}
        >
          {t('next')}
        </button>
        <button type="button" className={`${styles.button} ${styles.submit}`} disabled={isLocked || isSubmitting} onClick={submit}>
          {isSubmitting ? t('submitting') : t('submit')}
        </button>
      </div>

      {isConfirming ? (
        <div className={styles.confirm} role="alertdialog" aria-labelledby="submit-confirm-text" aria-modal="false">
          <p id="submit-confirm-text">{t('unanswered', { count: unanswered })}</p>
          <div className={styles.stepper}>
            <button type="button" className={styles.button} onClick={submit} autoFocus>
              {t('submitAnyway')}
            </button>
            <button type="button" className={styles.secondaryButton} onClick={() => setConfirming(false)}>
              {t('keepAnswering')}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  )
}
