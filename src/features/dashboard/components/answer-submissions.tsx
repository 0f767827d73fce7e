import Link from 'next/link'

import { formatIndianDate, formatIndianDateTime } from '@/lib/format'
import { QUESTIONS_PATH } from '@/lib/links'
import { type Locale, withLocale } from '@/lib/locale'

import { describeEvaluation } from '../dashboard-text'
import type { SubmissionEntry } from '../types'
import styles from './dashboard.module.css'
import { EmptyState } from './empty-state'

/** The candidate's written answers to mains Questions of the Day: awaiting evaluation, or marked with feedback. */
export function AnswerSubmissions({ submissions, locale }: { submissions: SubmissionEntry[]; locale: Locale }) {
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="answers-heading" id="answer-writing">
      <h2 id="answers-heading">Answer writing</h2>
      {submissions.length ? (
        <ul className={styles.list}>
          {submissions.map((submission) => {
            const title = submission.questionTitle ?? 'A Question of the Day that is no longer online'
            return (
              <li key={submission.submissionId} className={styles.item} data-testid="answer-submission">
                <div>
                  <p className={styles.kind}>{submission.paper ? `Mains answer · ${submission.paper}` : 'Mains answer'}</p>
                  <h3 lang={submission.questionTitle ? locale : undefined}>{title}</h3>
                  <p className={styles.meta}>
                    Submitted <time dateTime={submission.submittedAt}>{formatIndianDate(submission.submittedAt)}</time> · {submission.wordCount}{' '}
                    {submission.wordCount === 1 ? 'word' : 'words'}
                  </p>
                  <p>
                    <strong>{describeEvaluation(submission)}</strong>
                    {submission.evaluatedAt ? (
                      <span className={styles.muted}>
                        {' '}
                        (evaluated <time dateTime={submission.evaluatedAt}>{formatIndianDateTime(submission.evaluatedAt)}</time>)
                      </span>
                    ) : null}
                  </p>
                  {submission.feedback ? (
                    <p className={styles.feedback}>
                      <span className="visually-hidden">Feedback: </span>
                      {submission.feedback}
                    </p>
                  ) : null}
                </div>
                {submission.href ? (
                  <Link href={submission.href} className={styles.secondaryAction}>
                    Open
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
          message="You have not written an answer yet. When the Question of the Day is a mains question, write your answer in the browser: the faculty give it marks and comments, and they appear here."
          steps={[{ href: withLocale(QUESTIONS_PATH, locale), label: 'Question of the Day', isPrimary: true }]}
        />
      )}
    </section>
  )
}
