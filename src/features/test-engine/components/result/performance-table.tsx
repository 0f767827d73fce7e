import type { Locale } from '@/lib/locale'

import type { Tally } from '../../scoring'
import { formatMarks, formatPercent } from './result-text'
import styles from './result.module.css'

export type PerformanceRow = Tally & { key: string; title: string; isContent: boolean }

type PerformanceTableProps = {
  caption: string
  rowHeader: string
  rows: PerformanceRow[]
  total?: Tally
  locale: Locale
}

function Cells({ tally }: { tally: Tally }) {
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
            <span className="visually-hidden">none attempted</span>
          </>
        )}
      </td>
    </>
  )
}

/** Marks and answers per section or topic; on a phone the table scrolls sideways inside its own focusable box. */
export function PerformanceTable({ caption, rowHeader, rows, total, locale }: PerformanceTableProps) {
  return (
    <div className={styles.tableScroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={`${styles.table} ${styles.performanceTable}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            <th scope="col">Score</th>
            <th scope="col">Max marks</th>
            <th scope="col">Correct</th>
            <th scope="col">Wrong</th>
            <th scope="col">Not attempted</th>
            <th scope="col">Accuracy</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" lang={row.isContent ? locale : undefined}>
                {row.title}
              </th>
              <Cells tally={row} />
            </tr>
          ))}
        </tbody>
        {total ? (
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <Cells tally={total} />
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  )
}
