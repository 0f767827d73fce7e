import Link from 'next/link'

import { describeDays, describeQuizzesTaken, describeStreak } from '../dashboard-text'
import type { DashboardView } from '../types'
import styles from './dashboard.module.css'

/** The daily-quiz streak: the current run, the best, whether today's is done, and today's quiz. */
export function QuizStreak({ quiz }: { quiz: DashboardView['quiz'] }) {
  const { streak } = quiz
  const hasQuizToday = quiz.todayHref !== null
  return (
    <section className={styles.card} aria-labelledby="streak-heading" id="streak">
      <h2 id="streak-heading">Daily quiz streak</h2>
      <dl className={styles.streak} data-testid="streak">
        <div>
          <dt>Current streak</dt>
          <dd>{describeDays(streak.current)}</dd>
        </div>
        <div>
          <dt>Best streak</dt>
          <dd>{describeDays(streak.best)}</dd>
        </div>
      </dl>
      <p>
        {streak.isTodayDone ? (
          <>
            <span className={styles.done}>Today’s quiz: done</span>{' '}
          </>
        ) : null}
        {describeStreak(streak, hasQuizToday)}
      </p>
      <p className={styles.note}>
        {describeQuizzesTaken(quiz.takenCount)}. A day counts when you take that day’s quiz on the day; days without a quiz do not break it.
      </p>
      <p className={styles.nextSteps}>
        {quiz.todayHref ? (
          <Link href={quiz.todayHref} className={streak.isTodayDone ? styles.secondaryAction : styles.action}>
            {streak.isTodayDone ? 'See today’s quiz' : 'Take today’s quiz'}
          </Link>
        ) : null}
        <Link href={quiz.listHref} className={quiz.todayHref ? styles.secondaryAction : styles.action}>
          All daily quizzes
        </Link>
      </p>
    </section>
  )
}
