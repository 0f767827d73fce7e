import { getTranslator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locale'

import { describeStreakNext } from '../quiz-text'

import type { QuizStreak } from '../streak'
import styles from './daily-quiz.module.css'

/** The candidate's streak: days in a row with the quiz taken on its day, the best run, and what keeps it going. */
export function StreakCard({ streak, hasQuizToday, locale }: { streak: QuizStreak; hasQuizToday: boolean; locale: Locale }) {
  const t = getTranslator(locale, 'dailyQuiz')
  return (
    <section className={styles.panel} aria-labelledby="streak-heading" data-testid="streak">
      <h2 id="streak-heading">{t('streak.heading')}</h2>
      <p className={styles.streakNumber}>{t('streak.days', { count: streak.current })}</p>
      {streak.best > 0 ? <p className={styles.muted}>{t('streak.best', { count: streak.best })}</p> : null}
      <p>{describeStreakNext(streak, hasQuizToday, locale)}</p>
    </section>
  )
}
