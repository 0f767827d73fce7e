import { formatMarks } from '../../practice-player/marks'
import type { ScoreBucket } from '../../ranking'
import { describeBucket, describeDistribution, findBucketIndex, type ResultTranslator } from './result-labels'
import styles from './result.module.css'

const WIDTH = 360
const HEIGHT = 200
const TOP = 40
const BOTTOM = 24
const SIDE = 6

/** Band edges under the bars; every other one when long labels would collide. */
function axisTicks(buckets: readonly ScoreBucket[]) {
  const edges = [...buckets.map((bucket) => bucket.from), buckets.at(-1)!.to]
  const isCrowded = buckets.length > 5 && edges.some((edge) => formatMarks(edge).length > 3)
  return edges.map((edge, index) => ({ edge, index })).filter(({ index }) => !isCrowded || index % 2 === 0 || index === edges.length - 1)
}

/**
 * How first-attempt scores spread over bands of marks, the candidate's band darker and labelled "You".
 * The picture is one image to assistive technology, summed up in its label; the table under it holds the numbers.
 */
export function ScoreChart({ buckets, score, t }: { buckets: readonly ScoreBucket[]; score: number; t: ResultTranslator }) {
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0)
  if (buckets.length === 0 || total === 0) {
    return <p className={styles.note}>{t('chart.empty')}</p>
  }

  const own = findBucketIndex(score, buckets)
  const highest = Math.max(...buckets.map((bucket) => bucket.count))
  const slot = (WIDTH - 2 * SIDE) / buckets.length
  const barWidth = slot * 0.78
  const plotHeight = HEIGHT - TOP - BOTTOM
  const baseline = HEIGHT - BOTTOM
  const xOf = (index: number) => SIDE + index * slot

  return (
    <figure className={styles.chartFigure}>
      <svg
        className={styles.chart}
        role="img"
        aria-label={describeDistribution(t, buckets, score)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="xMidYMid meet"
      >
        {buckets.map((bucket, index) => {
          const height = (bucket.count / highest) * plotHeight
          const x = xOf(index) + (slot - barWidth) / 2
          const centre = xOf(index) + slot / 2
          const isOwn = index === own
          return (
            <g key={bucket.from}>
              <rect
                className={isOwn ? styles.chartBarOwn : styles.chartBar}
                x={x}
                y={baseline - height}
                width={barWidth}
                height={height}
                rx={2}
              />
              {bucket.count > 0 ? (
                <text className={styles.chartCount} x={centre} y={baseline - height - 4} textAnchor="middle">
                  {bucket.count}
                </text>
              ) : null}
              {isOwn ? (
                <text className={styles.chartYou} x={centre} y={baseline - height - (bucket.count > 0 ? 19 : 4)} textAnchor="middle">
                  {t('chart.you')}
                </text>
              ) : null}
            </g>
          )
        })}
        <line className={styles.chartAxis} x1={SIDE} x2={WIDTH - SIDE} y1={baseline} y2={baseline} />
        {axisTicks(buckets).map(({ edge, index }) => (
          <text
            key={index}
            className={styles.chartTick}
            x={xOf(index)}
            y={HEIGHT - 6}
            textAnchor={index === 0 ? 'start' : index === buckets.length ? 'end' : 'middle'}
          >
            {formatMarks(edge)}
          </text>
        ))}
      </svg>
      <figcaption className={styles.chartCaption}>{t('chart.caption')}</figcaption>
      <details className={styles.chartDetails}>
        <summary>{t('chart.showTable')}</summary>
        <table className={styles.table}>
          <caption>{t('chart.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.marks')}</th>
              <th scope="col">{t('chart.candidates')}</th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket, index) => (
              <tr key={bucket.from} className={index === own ? styles.ownRow : undefined}>
                <th scope="row">
                  {describeBucket(t, buckets, index)}
                  {index === own ? <strong className={styles.youMark}> {t('chart.youMark')}</strong> : null}
                </th>
                <td>{bucket.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
