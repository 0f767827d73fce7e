import { formatPercent, isoDuration } from '../../practice-player/marks'
import type { ResultView } from '../../result-view'
import type { TimeAnalysis } from '../../time-analysis'
import { formatSeconds, type ResultTranslator } from './result-labels'
import scoreReview from '@/components/ui/score-review.module.css'
import styles from './result.module.css'

type TimeAnalysisCardProps = { analysis: TimeAnalysis; locale: ResultView['locale']; t: ResultTranslator }

/** A span of seconds as the result prints it, machine-readable: `<time dateTime="PT1M35S">1 m 35 s</time>`. */
export const timeOf = (t: ResultTranslator, seconds: number) => <time dateTime={isoDuration(seconds)}>{formatSeconds(t, seconds)}</time>

/**
 * Where the candidate's time went: per section, the questions that took over twice the median of the
 * other candidates (each a link to it in the review below), and the order the questions were answered in.
 */
export function TimeAnalysisCard({ analysis, locale, t }: TimeAnalysisCardProps) {
  const { sections, slow, order } = analysis
  return (
    <section className={scoreReview.card} aria-labelledby="time-heading" data-testid="time-analysis">
      <h2 id="time-heading" className={scoreReview.cardHeading}>
        {t('time.heading')}
      </h2>
      <div className={styles.tableScroller} role="region" aria-label={t('time.sectionCaption')} tabIndex={0}>
        <table className={styles.table}>
          <caption>{t('time.sectionCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('performance.section')}</th>
              <th scope="col">{t('time.time')}</th>
              <th scope="col">{t('time.share')}</th>
              <th scope="col">{t('time.attempted')}</th>
              <th scope="col">{t('time.perQuestion')}</th>
            </tr>
          </thead>
          <tbody>
            {sections.map((section) => (
              <tr key={section.id}>
                <th scope="row" lang={locale}>
                  {section.title}
                </th>
                <td>{timeOf(t, section.timeSpent)}</td>
                <td>{formatPercent(analysis.timeSpent > 0 ? (100 * section.timeSpent) / analysis.timeSpent : 0)}</td>
                <td>{t('time.attemptedOf', { attempted: section.attempted, questions: section.questions })}</td>
                <td>{section.attempted > 0 ? timeOf(t, section.timeSpent / section.attempted) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3 className={styles.subHeading}>{t('time.slowHeading')}</h3>
      {slow.length > 0 ? (
        <ul className={styles.slowList} data-testid="slow-questions">
          {slow.map((question) => (
            <li key={question.number}>
              <a href={`#question-${question.number}`}>
                {t.rich('time.slowItem', {
                  number: question.number,
                  yours: formatSeconds(t, question.timeSpent),
                  median: formatSeconds(t, question.medianTime),
                  time: (chunks) => <time dateTime={isoDuration(question.timeSpent)}>{chunks}</time>,
                })}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={scoreReview.notice}>{analysis.hasMedians ? t('time.slowNone') : t('time.slowWaiting')}</p>
      )}

      <h3 className={styles.subHeading}>{t('time.orderHeading')}</h3>
      {order.length > 0 ? (
        <>
          <p className={styles.orderSummary} data-testid="answer-order-summary">
            {t('time.orderSummary', { answered: order.length, wentBack: analysis.wentBack })}
          </p>
          <details>
            <summary className={styles.orderToggle}>{t('time.orderShow')}</summary>
            <ol className={styles.answerOrder} aria-label={t('time.orderList')}>
              {order.map((number, index) => {
                const isBack = index > 0 && number < order[index - 1]!
                return (
                  <li key={number} className={isBack ? styles.wentBack : undefined}>
                    <a href={`#question-${number}`}>{number}</a>
                    {isBack ? <span className="visually-hidden"> ({t('time.wentBackMark')})</span> : null}
                  </li>
                )
              })}
            </ol>
          </details>
        </>
      ) : (
        <p className={scoreReview.notice}>{analysis.isOrderRecorded ? t('time.orderNone') : t('time.orderNotRecorded')}</p>
      )}
    </section>
  )
}
