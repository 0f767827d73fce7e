import Link from 'next/link'

import { TEST_SERIES_PATH } from '@/features/test-engine/links'
import { formatIndianDate } from '@/lib/format'
import { DAILY_MCQS_PATH, PYQ_PATH } from '@/lib/links'
import { type Locale, withLocale } from '@/lib/locale'

import { describeHistoryShown, describeRank, describeScore } from '../dashboard-text'
import type { HistoryEntry } from '../types'
import styles from './dashboard.module.css'
import { EmptyState } from './empty-state'

/** Every finished mock test, PYQ paper and daily quiz, newest first, with its score, rank and result. */
export function AttemptHistory({ entries, total, locale }: { entries: HistoryEntry[]; total: number; locale: Locale }) {
  const shownNote = describeHistoryShown(entries.length, total)
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="history-heading" id="history">
      <h2 id="history-heading">Your tests and quizzes</h2>
      {entries.length ? (
        <>
          <div className={styles.tableScroller} role="region" aria-label="Finished tests and quizzes" tabIndex={0}>
            <table className={styles.table}>
              <caption className="visually-hidden">Finished tests and quizzes, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Test</th>
                  <th scope="col">Kind</th>
                  <th scope="col" className={styles.number}>
                    Score
                  </th>
                  <th scope="col" className={styles.number}>
                    Rank
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Result</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.attemptId} data-testid="history-row">
                    <td>
                      <time dateTime={entry.finishedAt}>{formatIndianDate(entry.finishedAt)}</time>
                    </td>
                    <th scope="row" lang={locale}>
                      {entry.testTitle}
                      {entry.attemptNumber > 1 ? <span className={styles.badge}>Attempt {entry.attemptNumber}</span> : null}
                      {entry.isAutoSubmitted ? <span className={styles.badge}>Submitted when time ran out</span> : null}
                    </th>
                    <td>{entry.kindLabel}</td>
                    <td className={styles.number}>{describeScore(entry.score, entry.maxScore)}</td>
                    <td className={styles.number}>{describeRank(entry.rank, entry.attemptNumber)}</td>
                    <td>
                      <Link href={entry.resultHref}>
                        Result
                        <span className="visually-hidden">
                          : <span lang={locale}>{entry.testTitle}</span>, {formatIndianDate(entry.finishedAt)}
                        </span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.note}>Ranks compare first attempts only, as in the results.</p>
          {shownNote ? <p className={styles.note}>{shownNote}</p> : null}
        </>
      ) : (
        <EmptyState
          message="You have not finished a test yet. Your scores, ranks and results will be listed here: a good first step is a free full-length mock, a past paper, or today's 10-question quiz."
          steps={[
            { href: withLocale(TEST_SERIES_PATH, locale), label: 'See the test series', isPrimary: true },
            { href: withLocale(PYQ_PATH, locale), label: 'Past papers' },
            { href: withLocale(DAILY_MCQS_PATH, locale), label: 'Daily quiz' },
          ]}
        />
      )}
    </section>
  )
}
