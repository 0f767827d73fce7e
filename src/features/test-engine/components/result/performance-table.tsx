import type { Locale } from '@/i18n/locale'

import { formatMarks, formatPercent } from '../../practice-player/marks'
import type { Tally } from '@/domain/test-engine/scoring'
import type { ResultTranslator } from './result-labels'
import styles from './result.module.css'

export type PerformanceRow = Tally & { key: string; title: string; isContent: boolean }

type PerformanceTableProps = {
  caption: string
  rowHeader: string
  rows: PerformanceRow[]
  total?: Tally
  locale: Locale
  t: ResultTranslator
}

function Cells({ tally, t }: { tally: Tally; t: ResultTranslator }) {
  const hasAttempted = tally.correct + tally.wrong > 0
  return (
    <>
      <td>{formatMarks(tally.score)}</td>
      <td>{formatMarks(tally.maxScore)}</td>
      <td>{tally.correct}</td>
      <td>{tally.wrong}</td>
      <td>{tally.unattempted}</td>
      <td>
        {hasAttempted ? (
          formatPercent(tally.accuracy)
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{t('performance.noneAttempted')}</span>
          </>
        )}
      </td>
    </>
  )
}

/** Marks and answers per section or topic; on a phone the table scrolls sideways inside its own focusable box. */
export function PerformanceTable({ caption, rowHeader, rows, total, locale, t }: PerformanceTableProps) {
  return (
    <div className={styles.tableScroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={`${styles.table} ${styles.performanceTable}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            <th scope="col">{t('performance.score')}</th>
            <th scope="col">{t('performance.maxMarks')}</th>
            <th scope="col">{t('outcome.correct')}</th>
            <th scope="col">{t('outcome.wrong')}</th>
            <th scope="col">{t('outcome.unattempted')}</th>
            <th scope="col">{t('score.accuracy')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" lang={row.isContent ? locale : undefined}>
                {row.title}
              </th>
              <Cells tally={row} t={t} />
            </tr>
          ))}
        </tbody>
        {total ? (
          <tfoot>
            <tr>
              <th scope="row">{t('performance.total')}</th>
              <Cells tally={total} t={t} />
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  )
}
