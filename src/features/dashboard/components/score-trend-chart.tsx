import { formatIndianDate } from '@/lib/format'
import { type Locale } from '@/lib/locale'

import { describeScore } from '../dashboard-text'
import { describeTrend, type TrendPoint, trendBox, trendGeometry } from '../score-trend'
import styles from './dashboard.module.css'
import { EmptyState } from './empty-state'

/**
 * The candidate's scores as a share of each paper's marks, oldest to newest, drawn on the server. The
 * picture is one image to assistive technology, summed up in its label; the table holds every number.
 */
export function ScoreTrendChart({ points, locale, startHref }: { points: TrendPoint[]; locale: Locale; startHref: string }) {
  return (
    <section className={styles.card} aria-labelledby="trend-heading" id="trend">
      <h2 id="trend-heading">Score trend</h2>
      {points.length >= 2 ? <TrendFigure points={points} locale={locale} /> : (
        <EmptyState
          message={
            points.length === 1
              ? `One test so far: ${points[0]!.percent}%. Finish one more and this chart shows how your scores move.`
              : 'Your scores appear here as a line once you have finished two tests, so you can see whether they are rising.'
          }
          steps={[{ href: startHref, label: 'Take a test', isPrimary: true }]}
        />
      )}
    </section>
  )
}

function TrendFigure({ points, locale }: { points: TrendPoint[]; locale: Locale }) {
  const { path, dots, ticks } = trendGeometry(points)
  const { width, height, left, right, bottom } = trendBox
  const first = dots[0]!
  const last = dots.at(-1)!
  return (
    <figure className={styles.chartFigure}>
      <svg className={styles.chart} role="img" aria-label={describeTrend(points)} viewBox={`0 0 ${width} ${height}`} data-testid="trend-chart">
        {ticks.map((tick) => (
          <g key={tick.value}>
            <line className={styles.chartGrid} x1={left} x2={width - right} y1={tick.y} y2={tick.y} />
            <text className={styles.chartTick} x={left - 8} y={tick.y + 4} textAnchor="end">
              {tick.value}%
            </text>
          </g>
        ))}
        <path className={styles.chartLine} d={path} />
        {dots.map((dot) => (
          <circle key={dot.point.attemptId} className={styles.chartDot} cx={dot.x} cy={dot.y} r={5} />
        ))}
        <text className={styles.chartTick} x={first.x} y={height - bottom + 22} textAnchor="start">
          {formatIndianDate(first.point.finishedAt)}
        </text>
        <text className={styles.chartTick} x={last.x} y={height - bottom + 22} textAnchor="end">
          {formatIndianDate(last.point.finishedAt)}
        </text>
      </svg>
      <figcaption className={styles.chartCaption}>
        Your last {points.length} scores as a percentage of each paper&apos;s marks, oldest on the left.
      </figcaption>
      <details className={styles.details}>
        <summary>Show the scores as a table</summary>
        <div className={styles.tableScroller} role="region" aria-label="Scores over time" tabIndex={0}>
          <table className={styles.table}>
            <caption>Scores over time, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Test</th>
                <th scope="col" className={styles.number}>
                  Score
                </th>
                <th scope="col" className={styles.number}>
                  Percent
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.attemptId}>
                  <td>
                    <time dateTime={point.finishedAt}>{formatIndianDate(point.finishedAt)}</time>
                  </td>
                  <th scope="row" lang={locale}>
                    {point.testTitle}
                  </th>
                  <td className={styles.number}>{describeScore(point.score, point.maxScore)}</td>
                  <td className={styles.number}>{point.percent}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
