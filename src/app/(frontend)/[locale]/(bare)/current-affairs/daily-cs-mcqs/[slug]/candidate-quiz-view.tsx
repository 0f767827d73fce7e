import Link from 'next/link'
import { notFound } from 'next/navigation'

import { getUser } from '@/server/request-user.server'
import { type CandidateQuizState, loadCandidateQuiz } from '@/features/daily-quiz/candidate-quiz.server'
import { CandidateQuizScreen, CandidateStart, GuestAnswersKeeper } from '@/features/daily-quiz/components/candidate-quiz.client'
import styles from '@/features/daily-quiz/components/daily-quiz.module.css'
import { QuizPage } from '@/features/daily-quiz/components/quiz-page'
import { QuizScoreCard } from '@/features/daily-quiz/components/quiz-result.client'
import { StreakCard } from '@/features/daily-quiz/components/streak-card'
import type { DailyQuizDetail } from '@/features/daily-quiz/types'
import { ReviewList } from '@/features/test-engine/components/result/review-list.client'
import { figuresOf } from '@/features/test-engine/public'
import { MessagesProvider } from '@/i18n/messages-provider'
import { getTranslator } from '@/i18n/translator'
import { resultHref } from '@/lib/links'
import { type Locale, pageLocale, withLocale } from '@/i18n/locale'
import { getPayloadClient } from '@/server/payload.server'

import { QUIZ_NAMESPACES, type QuizPageProps, VisitorQuizView } from './quiz-view'

/**
 * One day's quiz for a candidate with a session (bare, spec section 2, ADR 010): Start, the running
 * attempt, or their result straight away, and their streak.
 */
export async function CandidateQuizView({ params }: QuizPageProps) {
  const { slug } = await params
  const locale = await pageLocale(params)
  const user = await getUser()
  if (user) {
    const candidate = await loadCandidateQuiz(await getPayloadClient(), user, slug, locale)
    if (!candidate) notFound()
    const { quiz, state, streak, hasQuizToday } = candidate
    return (
      <QuizPage quiz={quiz} locale={locale}>
        <MessagesProvider locale={locale} namespaces={QUIZ_NAMESPACES}>
          {state.kind === 'in-progress' ? null : <GuestAnswersKeeper slug={quiz.slug} testId={quiz.id} locale={locale} />}
          <CandidateState quiz={quiz} state={state} locale={locale} />
        </MessagesProvider>
        {state.kind === 'in-progress' ? null : <StreakCard streak={streak} hasQuizToday={hasQuizToday} locale={locale} />}
      </QuizPage>
    )
  }
  // No session after all (it ended, or the cookie was not one): the visitor's page.
  return <VisitorQuizView params={params} />
}

function CandidateState({ quiz, state, locale }: { quiz: DailyQuizDetail; state: CandidateQuizState; locale: Locale }) {
  const t = getTranslator(locale, 'dailyQuiz')
  const start = (label: string) => (
    <CandidateStart
      slug={quiz.slug}
      testId={quiz.id}
      locale={locale}
      label={label}
      isTimed={quiz.isTimed}
      durationMinutes={quiz.durationMinutes}
    />
  )
  if (state.kind === 'start') return start(t('start'))
  if (state.kind === 'refused') return <p className={styles.notice}>{state.message}</p>
  if (state.kind === 'in-progress')
    return <CandidateQuizScreen session={state.session} figures={figuresOf(state.session.paper)} testId={quiz.id} locale={locale} />
  const { view } = state
  return (
    <div className={styles.player} data-testid="candidate-result">
      <QuizScoreCard score={view.score} />
      <p className={styles.resultLinks}>
        <Link href={withLocale(resultHref(view.attemptId), locale)}>{t('fullResult')}</Link>
      </p>
      {state.canRetake ? start(t('retake')) : null}
      {view.review ? (
        <section aria-labelledby="quiz-answers-heading">
          <h2 id="quiz-answers-heading">{t('answersHeading')}</h2>
          <ReviewList questions={view.review} locale={locale} bookmarkEndpoint="/api/bookmarks" />
        </section>
      ) : (
        <p className={styles.notice}>{t('solutionsLater')}</p>
      )}
    </div>
  )
}
