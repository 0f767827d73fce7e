import Link from 'next/link'

import { formatIndianDate } from '@/i18n/format'
import { resultHref } from '@/lib/links'
import { withLocale } from '@/i18n/locale'
import scoreReview from '@/components/ui/score-review.module.css'

import { formatMarks, formatPercent } from '../../practice-player/marks'
import type { AttemptComparison } from '../../attempt-comparison'
import type { ResultView } from '../../result-view'
import type { ResultTranslator } from './result-labels'
import { timeOf } from './time-analysis-card'
import styles from './result.module.css'

type ComparisonCardProps = { comparison: AttemptComparison; locale: ResultView['locale']; t: ResultTranslator }

/**
 * The candidate's finished attempts at this test, or at its series, side by side: score, accuracy and
 * time per attempt, then per topic attempt by attempt. The columns of the second table are numbered
 * as the rows of the first.
 */
export function ComparisonCard({ comparison, locale, t }: ComparisonCardProps) {
  const { attempts, topics } = comparison
  const labelOf = (attempt: AttemptComparison['attempts'][number]) =>
    t('compare.label', { test: attempt.testTitle, number: attempt.attemptNumber })
  return (
    <section className={scoreReview.card} aria-labelledby="compare-heading" data-testid="attempt-comparison">
      <h2 id="compare-heading" className={scoreReview.cardHeading}>
        {t('compare.heading')}
      </h2>
      <p>{comparison.seriesTitle ? t('compare.introSeries', { series: comparison.seriesTitle }) : t('compare.introTest')}</p>
      <div className={styles.tableScroller} role="region" aria-label={t('compare.attemptsCaption')} tabIndex={0}>
        <table className={`${styles.table} ${styles.comparisonTable}`}>
          <caption>{t('compare.attemptsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('compare.attempt')}</th>
              <th scope="col">{t('compare.finished')}</th>
              <th scope="col">{t('performance.score')}</th>
              <th scope="col">{t('score.accuracy')}</th>
              <th scope="col">{t('compare.time')}</th>
            </tr>
          </thead>
          <tbody>
            {attempts.map((attempt, index) => (
              <tr
                key={attempt.attemptId}
                aria-current={attempt.isCurrent ? 'true' : undefined}
                className={attempt.isCurrent ? styles.currentRow : undefined}
              >
                <th scope="row">
                  {index + 1}.{' '}
                  {attempt.isCurrent ? (
                    <>
                      <span lang={locale}>{labelOf(attempt)}</span> {t('compare.current')}
                    </>
                  ) : (
                    <Link href={withLocale(resultHref(attempt.attemptId), locale)} lang={locale}>
                      {labelOf(attempt)}
                    </Link>
                  )}
                </th>
                <td>
                  <time dateTime={attempt.finishedAt}>{formatIndianDate(attempt.finishedAt, locale)}</time>
                </td>
                <td>
                  {formatMarks(attempt.score)} / {formatMarks(attempt.maxScore)}
                </td>
                <td>{formatPercent(attempt.accuracy)}</td>
                <td>{timeOf(t, attempt.timeSpent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {topics.length > 0 ? (
        <div className={styles.tableScroller} role="region" aria-label={t('compare.topicsCaption')} tabIndex={0}>
          <table className={`${styles.table} ${styles.comparisonTable}`}>
            <caption>{t('compare.topicsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('performance.topic')}</th>
                {attempts.map((attempt, index) => (
                  <th scope="col" key={attempt.attemptId}>
                    {index + 1}
                    <span className="visually-hidden">. {labelOf(attempt)}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {topics.map((topic) => (
                <tr key={topic.topicId}>
                  <th scope="row" lang={locale}>
                    {topic.title}
                  </th>
                  {topic.cells.map((cell, index) => (
                    <td key={attempts[index]!.attemptId}>
                      {cell ? (
                        <>
                          <strong>{cell.correct + cell.wrong > 0 ? formatPercent(cell.accuracy) : '—'}</strong>{' '}
                          <span className={styles.cellDetail}>
                            {formatMarks(cell.score)} / {formatMarks(cell.maxScore)} · {timeOf(t, cell.timeSpent)}
                          </span>
                        </>
                      ) : (
                        <>
                          <span aria-hidden="true">—</span> <span className="visually-hidden">{t('compare.notInPaper')}</span>
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
