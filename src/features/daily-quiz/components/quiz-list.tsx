import Link from 'next/link'

import { formatMarks } from '@/features/test-engine/public'
import { type IsoDay, formatDayInWords } from '@/lib/days'
import { MessagesProvider } from '@/i18n/messages-provider'
import { getTranslator } from '@/i18n/translator'
import { dailyQuizHref } from '@/lib/links'
import type { Locale } from '@/i18n/locale'

import { describeQuizFacts } from '../quiz-text'
import type { QuizStreak } from '../streak'
import type { DailyQuizSummary, QuizDay, QuizListState } from '../types'
import styles from './daily-quiz.module.css'
import { QuizDayJump } from './quiz-day-jump.client'
import { StreakCard } from './streak-card'

export type QuizListProps = {
  quizzes: DailyQuizSummary[]
  days: QuizDay[]
  today: IsoDay
  locale: Locale
  /** Signed in: each quiz's state and the streak; null for a visitor, who is invited to sign in. */
  candidate: { states: Record<string, QuizListState>; streak: QuizStreak; hasQuizToday: boolean } | null
  signInHref: string
}

function QuizState({ state, locale }: { state: QuizListState; locale: Locale }) {
  const t = getTranslator(locale, 'dailyQuiz')
  if (state.status === 'taken') {
    return (
      <p className={`${styles.state} ${styles.stateTaken}`}>
        {t('scoreOf', { score: formatMarks(state.score), max: formatMarks(state.maxScore) })}
      </p>
    )
  }
  return <p className={styles.state}>{state.status === 'in-progress' ? t('inProgress') : t('notTaken')}</p>
}

/** The daily quizzes, newest first, with the day picker; for a signed-in candidate each quiz's state and their streak. */
export function QuizList({ quizzes, days, today, locale, candidate, signInHref }: QuizListProps) {
  const t = getTranslator(locale, 'dailyQuiz')
  return (
    <div className={styles.list}>
      <div className={styles.tools}>
        <div className={styles.panel}>
          {days.length ? (
            <MessagesProvider locale={locale} namespaces={['dailyQuiz', 'forms']}>
              <QuizDayJump days={days} today={today} locale={locale} />
            </MessagesProvider>
          ) : (
            <p>{t('noQuizzes')}</p>
          )}
        </div>
        {candidate ? (
          <StreakCard streak={candidate.streak} hasQuizToday={candidate.hasQuizToday} locale={locale} />
        ) : (
          <section className={styles.panel} aria-labelledby="keep-scores-heading">
            <h2 id="keep-scores-heading">{t('keepHeading')}</h2>
            <p>{t('signInPrompt')}</p>
            <p>
              <Link href={signInHref}>{t('signIn')}</Link>
            </p>
          </section>
        )}
      </div>

      {quizzes.length ? (
        <section aria-labelledby="latest-quizzes-heading">
          <h2 id="latest-quizzes-heading">{t('latest')}</h2>
          <ol className={styles.quizList}>
            {quizzes.map((quiz) => {
              const state = candidate ? (candidate.states[quiz.id] ?? { status: 'not-taken' as const }) : null
              const actionLabel =
                state?.status === 'taken' ? t('seeAnswers') : state?.status === 'in-progress' ? t('continueQuiz') : t('takeQuiz')
              const headingId = `quiz-${quiz.id}-title`
              return (
                <li key={quiz.id}>
                  <article className={styles.quizCard} aria-labelledby={headingId} data-testid={`quiz-${quiz.day}`}>
                    <div>
                      <p className={styles.day}>
                        <time dateTime={quiz.day}>{formatDayInWords(quiz.day, locale)}</time>
                        {quiz.day === today ? <span className={styles.todayBadge}>{t('today')}</span> : null}
                      </p>
                      <h3 id={headingId}>
                        <Link href={dailyQuizHref(quiz.slug)}>{quiz.title}</Link>
                      </h3>
                      <p className={styles.muted}>{describeQuizFacts(quiz, locale)}</p>
                      {state ? <QuizState state={state} locale={locale} /> : null}
                    </div>
                    <div className={styles.quizActions}>
                      <Link
                        href={dailyQuizHref(quiz.slug)}
                        className={state?.status === 'taken' ? styles.secondaryButton : styles.button}
                        aria-describedby={headingId}
                      >
                        {actionLabel}
                      </Link>
                    </div>
                  </article>
                </li>
              )
            })}
          </ol>
          {days.length > quizzes.length ? <p className={styles.muted}>{t('olderNote')}</p> : null}
        </section>
      ) : null}
    </div>
  )
}
