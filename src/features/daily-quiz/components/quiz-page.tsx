import Link from 'next/link'
import type { ReactNode } from 'react'

import { formatDayInWords } from '@/lib/days'
import { formatMarks } from '@/features/test-engine/public'
import { roundTo } from '@/domain/test-engine/rounding'
import { getTranslator } from '@/i18n/translator'
import { DAILY_MCQS_PATH } from '@/lib/links'
import { type Locale, withLocale } from '@/i18n/locale'

import type { DailyQuizDetail } from '../types'
import styles from './daily-quiz.module.css'

/**
 * The bare quiz page around the quiz (no site header or footer): the way back to the list and home,
 * the language switch, the day, the quiz's facts and the day's articles the questions are about.
 */
export function QuizPage({ quiz, locale, children }: { quiz: DailyQuizDetail; locale: Locale; children: ReactNode }) {
  const t = getTranslator(locale, 'dailyQuiz')
  return (
    <article className={styles.quizPage} aria-labelledby="quiz-heading" lang={locale}>
      <div className={styles.topLinks}>
        <nav aria-label={t('allQuizzes')}>
          <Link href={withLocale(DAILY_MCQS_PATH, locale)}>
            <span aria-hidden="true">← </span>
            {t('allQuizzes')}
          </Link>
          <Link href={withLocale('/', locale)}>{t('home')}</Link>
        </nav>
      </div>

      <header>
        <p className={styles.eyebrow}>
          {t('eyebrow')}: <time dateTime={quiz.day}>{formatDayInWords(quiz.day, locale)}</time>
        </p>
        <h1 id="quiz-heading" className={styles.title}>
          {quiz.title}
        </h1>
        <ul className={styles.facts} aria-label={t('eyebrow')}>
          <li>{t('questions', { count: quiz.questionCount })}</li>
          <li>{quiz.isTimed ? t('timer', { minutes: quiz.durationMinutes }) : t('untimedNote')}</li>
          <li>{t('marksEach', { marks: roundTo(quiz.marksPerCorrect, 2) })}</li>
          <li>{quiz.negativeMarks > 0 ? t('negative', { marks: formatMarks(quiz.negativeMarks) }) : t('noNegative')}</li>
        </ul>
        {quiz.instructions ? <p className={styles.muted}>{quiz.instructions}</p> : null}
      </header>

      {quiz.articles.length ? (
        <section className={`${styles.panel} ${styles.articles}`} aria-labelledby="quiz-articles-heading">
          <h2 id="quiz-articles-heading">{t('articlesHeading')}</h2>
          <ul>
            {quiz.articles.map((article) => (
              <li key={article.id}>
                <Link href={withLocale(article.href, locale)}>{article.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {children}
    </article>
  )
}
