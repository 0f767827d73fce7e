import Link from 'next/link'

import { getTranslator } from '@/i18n/translator'
import { formatIndianDateTime } from '@/i18n/format'
import { PYQ_PATH, TEST_SERIES_PATH } from '@/lib/links'
import { type Locale, textLang, withLocale } from '@/i18n/locale'

import { describeKind, describeTimeLeft } from '../dashboard-words'
import type { InProgressAttempt } from '../types'
import styles from './dashboard.module.css'
import { EmptyState } from './empty-state'

/** Tests the candidate has started and not finished, with the time left on the server's clock and a way back in. */
export function InProgressList({ attempts, locale }: { attempts: InProgressAttempt[]; locale: Locale }) {
  const t = getTranslator(locale, 'dashboard')
  return (
    <section className={styles.card} aria-labelledby="in-progress-heading" id="in-progress">
      <h2 id="in-progress-heading">{t('inProgress.heading')}</h2>
      {attempts.length ? (
        <ul className={styles.list}>
          {attempts.map((attempt) => (
            <li key={attempt.attemptId} className={styles.item} data-testid="in-progress-attempt">
              <div>
                <p className={styles.kind}>{describeKind(attempt.kind, locale)}</p>
                <h3 lang={textLang(attempt.testTitle, locale)}>{attempt.testTitle}</h3>
                <p className={styles.meta}>
                  {attempt.minutesLeft !== null ? (
                    <>
                      {t('inProgress.timeLeft')} <span className={styles.timeLeft}>{describeTimeLeft(attempt.minutesLeft, locale)}</span>
                    </>
                  ) : (
                    t('inProgress.timeUp')
                  )}{' '}
                  {t.rich('inProgress.ends', {
                    when: formatIndianDateTime(attempt.deadline, locale),
                    time: (chunks) => <time dateTime={attempt.deadline}>{chunks}</time>,
                  })}
                </p>
              </div>
              <Link href={attempt.resumeHref} className={styles.action}>
                {t('inProgress.resume')}
                <span className="visually-hidden">
                  : <span lang={textLang(attempt.testTitle, locale)}>{attempt.testTitle}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          message={t('inProgress.empty')}
          steps={[
            { href: withLocale(TEST_SERIES_PATH, locale), label: t('inProgress.startMock'), isPrimary: true },
            { href: withLocale(PYQ_PATH, locale), label: t('inProgress.pastPaper') },
          ]}
        />
      )}
    </section>
  )
}
