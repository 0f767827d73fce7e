'use client'

import { useEffect } from 'react'
import { useTranslations } from 'use-intl'

import { CheckIcon, ChosenIcon, CrossIcon } from '@/features/test-engine/public'
import { type Bilingual, localText } from '@/domain/test-engine/types'
import type { Locale } from '@/i18n/locale'

import type { McqAnswerResult } from '../types'
import styles from './daily-questions.module.css'

type McqRevealProps = {
  result: McqAnswerResult
  /** The question's options, in order A to D, in both languages. */
  options: Bilingual[]
  locale: Locale
  headingId: string
  /** Called once the reveal is on the page (its code loads when there is an answer to reveal). */
  onShown?: () => void
}

/**
 * An answered MCQ: whether the candidate was right, each option with the share of candidates who chose
 * it (a bar with its percentage and count written out, the key and the candidate's choice named in
 * words), how many answered, and the explanation.
 */
export function McqReveal({ result, options, locale, headingId, onShown }: McqRevealProps) {
  const t = useTranslations('dailyQuestions')
  useEffect(() => onShown?.(), [onShown])
  const { reveal, chosen } = result
  const isRight = chosen === reveal.correct
  const explanation = localText(reveal.explanation, locale)
  return (
    <section className={styles.reveal} aria-labelledby={headingId} data-testid="qotd-reveal">
      <p className={`${styles.verdict} ${isRight ? styles.isCorrect : styles.isWrong}`} data-testid="qotd-verdict">
        {isRight ? <CheckIcon /> : <CrossIcon />}
        {isRight ? t('right') : t('wrong', { correct: reveal.correct })}
      </p>
      <div>
        <h3 id={headingId} className={styles.subheading}>
          {t('howCandidatesAnswered')}
        </h3>
        <p className={styles.muted} data-testid="qotd-answered">
          {t('answeredBy', { count: reveal.answered })}
        </p>
      </div>
      <ol className={styles.shares} aria-labelledby={headingId}>
        {reveal.shares.map((share, index) => {
          const text = options[index] ? localText(options[index], locale) : null
          const isKey = share.option === reveal.correct
          const isChosen = share.option === chosen
          return (
            <li key={share.option} className={styles.share} data-option={share.option} data-correct={isKey}>
              <span className={styles.shareLine}>
                <span className={styles.optionLetter}>
                  {share.option}
                  <span className="visually-hidden">.</span>
                </span>
                {text ? (
                  <span className={styles.optionText} lang={text.lang}>
                    {text.text}
                  </span>
                ) : null}
                {isKey ? (
                  <span className={`${styles.tag} ${styles.isCorrect}`} data-tag="correct">
                    <CheckIcon />
                    {t('correctAnswer')}
                  </span>
                ) : null}
                {isChosen ? (
                  <span className={`${styles.tag} ${isKey ? styles.isCorrect : styles.isWrong}`} data-tag="chosen">
                    {isKey ? <ChosenIcon /> : <CrossIcon />}
                    {t('yourAnswer')}
                  </span>
                ) : null}
                <span className={styles.shareFigure} data-testid={`share-${share.option}`}>
                  {t('shareOf', { letter: share.option, percent: share.percent, count: share.count })}
                </span>
              </span>
              <span className={styles.bar} aria-hidden="true">
                <span className={styles.barFill} style={{ width: `${share.percent}%` }} />
              </span>
            </li>
          )
        })}
      </ol>
      <div className={styles.explanation}>
        <h3 className={styles.subheading}>{t('explanation')}</h3>
        <p lang={explanation.lang}>{explanation.text}</p>
      </div>
    </section>
  )
}
