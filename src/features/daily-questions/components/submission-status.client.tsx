'use client'

import { useTranslations } from 'use-intl'

import { formatDayInWords } from '@/lib/day-in-words'
import { indianDay } from '@/lib/indian-day'
import { CheckIcon, ClockIcon, formatMarks } from '@/features/test-engine/public'
import { localText } from '@/domain/test-engine/types'
import { type Locale, textLang } from '@/i18n/locale'

import type { SubmissionView } from '../types'
import { AnnotatedPages } from './annotated-pages'
import styles from './daily-questions.module.css'

const dayOf = (iso: string, locale: Locale) => formatDayInWords(indianDay(iso), locale)

/**
 * A submitted written answer: "Submitted, awaiting evaluation", or once staff have returned it the
 * marks out of the question's, the marks per criterion, the feedback, who evaluated it and when; then
 * the answer as submitted (a handwritten one as its pages, with the evaluator's comments pinned on
 * them), what a good answer covers and a model answer.
 */
export function SubmissionStatus({ submission, locale }: { submission: SubmissionView; locale: Locale }) {
  const t = useTranslations('dailyQuestions')
  const { evaluation } = submission
  const guidance = submission.guidance ? localText(submission.guidance, locale) : null
  const modelAnswer = submission.modelAnswer ? localText(submission.modelAnswer, locale) : null
  const isHandwritten = submission.format === 'handwritten'
  return (
    <div className={styles.submission} data-testid="qotd-submission">
      {evaluation ? (
        <section className={styles.evaluation} aria-labelledby={`evaluation-${submission.id}`} data-testid="qotd-evaluation">
          <h3 id={`evaluation-${submission.id}`}>
            <CheckIcon /> {t('evaluation')}
          </h3>
          <p className={styles.score} data-testid="qotd-marks">
            {t('marksOutOf', { marks: formatMarks(evaluation.marksAwarded), outOf: evaluation.marks })}
          </p>
          {evaluation.rubric ? (
            <table className={styles.rubric} data-testid="qotd-rubric">
              <caption className="visually-hidden">{t('rubric.heading')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('rubric.criterion')}</th>
                  <th scope="col">{t('rubric.marks')}</th>
                </tr>
              </thead>
              <tbody>
                {evaluation.rubric.map((criterion) => {
                  const name = localText(criterion.criterion, locale)
                  return (
                    <tr key={criterion.criterion.en}>
                      <th scope="row" lang={name.lang} style={{ fontWeight: 400 }}>
                        {name.text}
                      </th>
                      <td>{t('marksOutOf', { marks: formatMarks(criterion.marks), outOf: criterion.outOf })}</td>
                    </tr>
                  )
                })}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('rubric.total')}</th>
                  <td>{t('marksOutOf', { marks: formatMarks(evaluation.marksAwarded), outOf: evaluation.marks })}</td>
                </tr>
              </tfoot>
            </table>
          ) : null}
          {evaluation.feedback ? (
            <div>
              <h4 className={styles.subheading}>{t('feedback')}</h4>
              <p lang={textLang(evaluation.feedback, locale)}>{evaluation.feedback}</p>
            </div>
          ) : null}
          {evaluation.evaluatedAt ? (
            <p className={styles.muted}>
              {evaluation.evaluatorName
                ? t('evaluatedBy', { name: evaluation.evaluatorName, day: dayOf(evaluation.evaluatedAt, locale) })
                : t('evaluatedOn', { day: dayOf(evaluation.evaluatedAt, locale) })}
            </p>
          ) : null}
        </section>
      ) : (
        <p className={styles.status} role="status" data-testid="qotd-awaiting">
          <ClockIcon /> {t('submittedAwaiting')}
        </p>
      )}
      <section aria-labelledby={`answer-${submission.id}`} className={styles.submission}>
        <h3 id={`answer-${submission.id}`}>{t('yourAnswer')}</h3>
        <p className={styles.muted}>
          {t('submittedOn', { day: dayOf(submission.submittedAt, locale) })}
          {submission.wordCount === null ? null : <> · {t('words', { count: submission.wordCount })}</>}
        </p>
        {isHandwritten ? (
          <>
            {evaluation && evaluation.pins.length > 0 ? <h4 className={styles.subheading}>{t('handwritten.annotated')}</h4> : null}
            <AnnotatedPages pages={submission.pages} pins={evaluation?.pins ?? []} locale={locale} idPrefix={`answer-${submission.id}`} />
          </>
        ) : (
          <p className={styles.answerText} lang={textLang(submission.answer, locale)}>
            {submission.answer}
          </p>
        )}
      </section>
      {guidance ? (
        <section aria-labelledby={`guidance-${submission.id}`} className={styles.explanation}>
          <h3 id={`guidance-${submission.id}`} className={styles.subheading}>
            {t('guidance')}
          </h3>
          <p lang={guidance.lang}>{guidance.text}</p>
        </section>
      ) : null}
      {modelAnswer ? (
        <section aria-labelledby={`model-${submission.id}`} className={styles.explanation} data-testid="qotd-model-answer">
          <h3 id={`model-${submission.id}`} className={styles.subheading}>
            {t('modelAnswer')}
          </h3>
          <p lang={modelAnswer.lang} className={styles.answerText}>
            {modelAnswer.text}
          </p>
        </section>
      ) : null}
    </div>
  )
}
