import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { GuestQuiz } from '@/features/daily-quiz/components/guest-quiz.client'
import { QuizPage } from '@/features/daily-quiz/components/quiz-page'
import { getDailyQuizPage } from '@/features/daily-quiz/daily-quizzes.server'
import { figuresOf } from '@/features/test-engine/public'
import { describeQuizFacts } from '@/features/daily-quiz/quiz-text'
import { formatDayInWords } from '@/lib/days'
import type { Namespace } from '@/i18n/catalogue'
import { MessagesProvider } from '@/i18n/messages-provider'
import { getTranslator } from '@/i18n/translator'
import { dailyQuizHref, signInHref } from '@/lib/links'
import { pageLocale, withLocale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'

/** The quiz's own words, and the exam screen's and the result's for the question and review it borrows from the engine. */
export const QUIZ_NAMESPACES: readonly Namespace[] = ['dailyQuiz', 'exam', 'result']

export type QuizPageProps = { params: Promise<{ locale: string; slug: string }> }

export async function generateQuizMetadata({ params }: QuizPageProps): Promise<Metadata> {
  const { slug } = await params
  const locale = await pageLocale(params)
  const page = await getDailyQuizPage(slug, locale)
  const t = getTranslator(locale, 'dailyQuiz')
  if (!page) return { title: t('pageNotFound'), robots: { index: false } }
  const { quiz } = page
  return pageMetadata({
    title: quiz.title,
    description: `${describeQuizFacts(quiz, locale)}: ${formatDayInWords(quiz.day, locale)}. ${t('lead')}`,
    path: dailyQuizHref(slug),
    locale,
  })
}

/**
 * One day's quiz as a visitor gets it (bare, spec section 2): the cached page with the questions
 * without their answers, taken in the browser and checked by the server (ADR 010). Only the guest
 * quiz's code ships with it; a candidate's page is `candidate-quiz-view.tsx`.
 */
export async function VisitorQuizView({ params }: QuizPageProps) {
  const { slug } = await params
  const locale = await pageLocale(params)
  const page = await getDailyQuizPage(slug, locale)
  if (!page) notFound()
  const { quiz, paper } = page
  return (
    <QuizPage quiz={quiz} locale={locale}>
      <MessagesProvider locale={locale} namespaces={QUIZ_NAMESPACES}>
        <GuestQuiz
          quiz={{ id: quiz.id, slug: quiz.slug, isTimed: quiz.isTimed, durationMinutes: quiz.durationMinutes }}
          paper={paper}
          figures={figuresOf(paper)}
          locale={locale}
          signInHref={signInHref(withLocale(dailyQuizHref(quiz.slug), locale))}
        />
      </MessagesProvider>
    </QuizPage>
  )
}
