import Link from 'next/link'

import { getTranslator } from '@/i18n/translator'
import { formatIndianDate, formatIndianDateTime } from '@/i18n/format'
import { QUESTIONS_PATH } from '@/lib/links'
import { type Locale, textLang, withLocale } from '@/i18n/locale'

import { describeEvaluation } from '../dashboard-words'
import type { SubmissionEntry } from '../types'
import styles from './dashboard.module.css'
import { EmptyState } from './empty-state'

/** The candidate's written answers to mains Questions of the Day: awaiting evaluation, or marked with feedback. */
export function AnswerSubmissions({ submissions, locale }: { submissions: SubmissionEntry[]; locale: Locale }) {
  const t = getTranslator(locale, 'dashboard')
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="answers-heading" id="answer-writing">
      <h2 id="answers-heading">{t('answers.heading')}</h2>
      {submissions.length ? (
        <ul className={styles.list}>
          {submissions.map((submission) => {
            const title = submission.questionTitle ?? t('answers.noLongerOnline')
            return (
              <li key={submission.submissionId} className={styles.item} data-testid="answer-submission">
                <div>
                  <p className={styles.kind}>
                    {submission.paper
                      ? t.rich('answers.mainsOfPaper', { name: submission.paper, paper: (chunks) => <span lang="en">{chunks}</span> })
                      : t('answers.mains')}
                  </p>
                  <h3 lang={locale}>{title}</h3>
                  <p className={styles.meta}>
                    {submission.wordCount === null
                      ? t.rich('answers.submittedByHand', {
                          day: formatIndianDate(submission.submittedAt, locale),
                          pages: submission.pages,
                          time: (chunks) => <time dateTime={submission.submittedAt}>{chunks}</time>,
                        })
                      : t.rich('answers.submitted', {
                          day: formatIndianDate(submission.submittedAt, locale),
                          count: submission.wordCount,
                          time: (chunks) => <time dateTime={submission.submittedAt}>{chunks}</time>,
                        })}
                  </p>
                  <p>
                    <strong>{describeEvaluation(submission, locale)}</strong>
                    {submission.evaluatedAt ? (
                      <span className={styles.muted}>
                        {' '}
                        {t.rich('answers.evaluated', {
                          when: formatIndianDateTime(submission.evaluatedAt, locale),
                          time: (chunks) => <time dateTime={submission.evaluatedAt ?? undefined}>{chunks}</time>,
                        })}
                      </span>
                    ) : null}
                  </p>
                  {submission.feedback ? (
                    <p className={styles.feedback} lang={textLang(submission.feedback, locale)}>
                      <span className="visually-hidden" lang={locale}>
                        {t('answers.feedback')}{' '}
                      </span>
                      {submission.feedback}
                    </p>
                  ) : null}
                </div>
                {submission.href ? (
                  <Link href={submission.href} className={styles.secondaryAction}>
                    {t('answers.open')}
                    <span className="visually-hidden">
                      : <span lang={locale}>{title}</span>
                    </span>
                  </Link>
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : (
        <EmptyState
          message={t('answers.empty')}
          steps={[{ href: withLocale(QUESTIONS_PATH, locale), label: t('answers.questionOfTheDay'), isPrimary: true }]}
        />
      )}
    </section>
  )
}
