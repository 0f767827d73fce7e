import Link from 'next/link'

import { getTranslator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locale'

import { describeStreak } from '../dashboard-words'
import type { DashboardView } from '../types'
import styles from './dashboard.module.css'

/** The daily-quiz streak: the current run, the best, whether today's is done, and today's quiz. */
export function QuizStreak({ quiz, locale }: { quiz: DashboardView['quiz']; locale: Locale }) {
  const t = getTranslator(locale, 'dashboard')
  const { streak } = quiz
  const hasQuizToday = quiz.todayHref !== null
  return (
    <section className={styles.card} aria-labelledby="streak-heading" id="streak">
      <h2 id="streak-heading">{t('streak.heading')}</h2>
      <dl className={styles.streak} data-testid="streak">
        <div>
          <dt>{t('streak.current')}</dt>
          <dd>{t('streak.days', { count: streak.current })}</dd>
        </div>
        <div>
          <dt>{t('streak.best')}</dt>
          <dd>{t('streak.days', { count: streak.best })}</dd>
        </div>
      </dl>
      <p>
        {streak.isTodayDone ? (
          <>
            <span className={styles.done}>{t('streak.todayDone')}</span>{' '}
          </>
        ) : null}
        {describeStreak(streak, hasQuizToday, locale)}
      </p>
      <p className={styles.note}>{t('streak.taken', { count: quiz.takenCount })}</p>
      <p className={styles.nextSteps}>
        {quiz.todayHref ? (
          <Link href={quiz.todayHref} className={streak.isTodayDone ? styles.secondaryAction : styles.action}>
            {streak.isTodayDone ? t('streak.seeToday') : t('streak.takeToday')}
          </Link>
        ) : null}
        <Link href={quiz.listHref} className={quiz.todayHref ? styles.secondaryAction : styles.action}>
          {t('streak.allQuizzes')}
        </Link>
      </p>
    </section>
  )
}
