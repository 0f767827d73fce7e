import Link from 'next/link'

import { getTranslator } from '@/i18n/translator'
import { formatIndianDate } from '@/i18n/format'
import { DAILY_MCQS_PATH, PYQ_PATH, TEST_SERIES_PATH } from '@/lib/links'
import { type Locale, textLang, withLocale } from '@/i18n/locale'

import { describeHistoryShown, describeKind, describeRank, describeScore } from '../dashboard-words'
import type { HistoryEntry } from '../types'
import styles from './dashboard.module.css'
import { EmptyState } from './empty-state'

/** Every finished mock test, PYQ paper and daily quiz, newest first, with its score, rank and result. */
export function AttemptHistory({ entries, total, locale }: { entries: HistoryEntry[]; total: number; locale: Locale }) {
  const t = getTranslator(locale, 'dashboard')
  const shownNote = describeHistoryShown(entries.length, total, locale)
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="history-heading" id="history">
      <h2 id="history-heading">{t('history.heading')}</h2>
      {entries.length ? (
        <>
          <div className={styles.tableScroller} role="region" aria-label={t('history.label')} tabIndex={0}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('history.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('history.date')}</th>
                  <th scope="col">{t('history.test')}</th>
                  <th scope="col">{t('history.kind')}</th>
                  <th scope="col" className={styles.number}>
                    {t('history.score')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('history.rank')}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t('history.result')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.attemptId} data-testid="history-row">
                    <td>
                      <time dateTime={entry.finishedAt}>{formatIndianDate(entry.finishedAt, locale)}</time>
                    </td>
                    <th scope="row" lang={textLang(entry.testTitle, locale)}>
                      {entry.testTitle}
                      {entry.attemptNumber > 1 ? (
                        <span className={styles.badge}>{t('history.attempt', { number: entry.attemptNumber })}</span>
                      ) : null}
                      {entry.isAutoSubmitted ? <span className={styles.badge}>{t('history.autoSubmitted')}</span> : null}
                    </th>
                    <td>{describeKind(entry.kind, locale)}</td>
                    <td className={styles.number}>{describeScore(entry.score, entry.maxScore)}</td>
                    <td className={styles.number}>{describeRank(entry.rank, entry.attemptNumber, locale)}</td>
                    <td>
                      <Link href={entry.resultHref}>
                        {t('history.result')}
                        <span className="visually-hidden">
                          : <span lang={textLang(entry.testTitle, locale)}>{entry.testTitle}</span>,{' '}
                          {formatIndianDate(entry.finishedAt, locale)}
                        </span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.note}>{t('history.ranksNote')}</p>
          {shownNote ? <p className={styles.note}>{shownNote}</p> : null}
        </>
      ) : (
        <EmptyState
          message={t('history.empty')}
          steps={[
            { href: withLocale(TEST_SERIES_PATH, locale), label: t('history.seeSeries'), isPrimary: true },
            { href: withLocale(PYQ_PATH, locale), label: t('history.pastPapers') },
            { href: withLocale(DAILY_MCQS_PATH, locale), label: t('history.dailyQuiz') },
          ]}
        />
      )}
    </section>
  )
}
