import { getTranslator } from '@/i18n/translator'
import { formatIndianDate } from '@/i18n/format'
import { type Locale, textLang } from '@/i18n/locale'

import { describeScore } from '../dashboard-words'
import { describeTrend, type TrendPoint, trendBox, trendGeometry } from '../score-trend'
import styles from './dashboard.module.css'
import { EmptyState } from './empty-state'

/**
 * The candidate's scores as a share of each paper's marks, oldest to newest, drawn on the server. The
 * picture is one image to assistive technology, summed up in its label; the table holds every number.
 */
export function ScoreTrendChart({ points, locale, startHref }: { points: TrendPoint[]; locale: Locale; startHref: string }) {
  const t = getTranslator(locale, 'dashboard')
  return (
    <section className={styles.card} aria-labelledby="trend-heading" id="trend">
      <h2 id="trend-heading">{t('trend.heading')}</h2>
      {points.length >= 2 ? (
        <TrendFigure points={points} locale={locale} />
      ) : (
        <EmptyState
          message={points.length === 1 ? t('trend.oneSoFar', { percent: points[0]!.percent }) : t('trend.empty')}
          steps={[{ href: startHref, label: t('takeTest'), isPrimary: true }]}
        />
      )}
    </section>
  )
}

function TrendFigure({ points, locale }: { points: TrendPoint[]; locale: Locale }) {
  const t = getTranslator(locale, 'dashboard')
  const { path, dots, ticks } = trendGeometry(points)
  const { width, height, left, right, bottom } = trendBox
  const first = dots[0]!
  const last = dots.at(-1)!
  return (
    <figure className={styles.chartFigure}>
      <svg
        className={styles.chart}
        role="img"
        aria-label={describeTrend(points, locale)}
        viewBox={`0 0 ${width} ${height}`}
        data-testid="trend-chart"
      >
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
          {formatIndianDate(first.point.finishedAt, locale)}
        </text>
        <text className={styles.chartTick} x={last.x} y={height - bottom + 22} textAnchor="end">
          {formatIndianDate(last.point.finishedAt, locale)}
        </text>
      </svg>
      <figcaption className={styles.chartCaption}>{t('trend.caption', { count: points.length })}</figcaption>
      <details className={styles.details}>
        <summary>{t('trend.showTable')}</summary>
        <div className={styles.tableScroller} role="region" aria-label={t('trend.tableLabel')} tabIndex={0}>
          <table className={styles.table}>
            <caption>{t('trend.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('history.date')}</th>
                <th scope="col">{t('history.test')}</th>
                <th scope="col" className={styles.number}>
                  {t('history.score')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('trend.percent')}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.attemptId}>
                  <td>
                    <time dateTime={point.finishedAt}>{formatIndianDate(point.finishedAt, locale)}</time>
                  </td>
                  <th scope="row" lang={textLang(point.testTitle, locale)}>
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
