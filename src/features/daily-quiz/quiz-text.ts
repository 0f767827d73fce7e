import { getTranslator } from '@/i18n/translator'
import { isLocale, type Locale } from '@/i18n/locale'

import type { QuizStreak } from './streak'

/** The facts of a quiz on one line: "10 questions · 10 minutes" or "10 questions · Untimed". */
export function describeQuizFacts(quiz: { questionCount: number; isTimed: boolean; durationMinutes: number }, locale: Locale): string {
  const t = getTranslator(locale, 'dailyQuiz')
  return [
    t('questions', { count: quiz.questionCount }),
    quiz.isTimed ? t('minutes', { minutes: quiz.durationMinutes }) : t('untimed'),
  ].join(' · ')
}

/** What the streak card says under the number: today's quiz done, still to do, or how to start one. */
export function describeStreakNext(streak: QuizStreak, hasQuizToday: boolean, locale: Locale): string {
  const t = getTranslator(locale, 'dailyQuiz')
  if (streak.isTodayDone) return t('streak.todayDone')
  if (!hasQuizToday) return t('streak.rule')
  return streak.current > 0 ? t('streak.keepGoing') : t('streak.start')
}

/** The language a quiz call asked for, read even from a body the schema refused; English when it says none. */
export const languageOf = (input: unknown): Locale =>
  isLocale((input as { language?: unknown } | null)?.language) ? (input as { language: Locale }).language : 'en'

/** The quiz endpoints' refusals in `language`. */
export const refusalsIn = (language: Locale = 'en') => getTranslator(language, 'dailyQuiz.refusals')
