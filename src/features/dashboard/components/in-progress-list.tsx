import Link from 'next/link'

import { TEST_SERIES_PATH } from '@/features/test-engine/links'
import { formatIndianDateTime } from '@/lib/format'
import { PYQ_PATH } from '@/lib/links'
import { type Locale, withLocale } from '@/lib/locale'

import type { InProgressAttempt } from '../types'
import styles from './dashboard.module.css'
import { EmptyState } from './empty-state'

/** Tests the candidate has started and not finished, with the time left on the server's clock and a way back in. */
export function InProgressList({ attempts, locale }: { attempts: InProgressAttempt[]; locale: Locale }) {
  return (
    <section className={styles.card} aria-labelledby="in-progress-heading" id="in-progress">
      <h2 id="in-progress-heading">Tests in progress</h2>
      {attempts.length ? (
        <ul className={styles.list}>
          {attempts.map((attempt) => (
            <li key={attempt.attemptId} className={styles.item} data-testid="in-progress-attempt">
              <div>
                <p className={styles.kind}>{attempt.kindLabel}</p>
                <h3 lang={locale}>{attempt.testTitle}</h3>
                <p className={styles.meta}>
                  {attempt.timeLeft ? (
                    <>
                      Time left: <span className={styles.timeLeft}>{attempt.timeLeft}</span>
                    </>
                  ) : (
                    'Time is up: open it to see your result. Every answer you saved counts.'
                  )}{' '}
                  (ends <time dateTime={attempt.deadline}>{formatIndianDateTime(attempt.deadline)}</time>)
                </p>
              </div>
              <Link href={attempt.resumeHref} className={styles.action}>
                Resume
                <span className="visually-hidden">
                  : <span lang={locale}>{attempt.testTitle}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          message="No test in progress. A test you start and leave stays here, with its time left, until you finish it."
          steps={[
            { href: withLocale(TEST_SERIES_PATH, locale), label: 'Start a mock test', isPrimary: true },
            { href: withLocale(PYQ_PATH, locale), label: 'Attempt a past paper' },
          ]}
        />
      )}
    </section>
  )
}
