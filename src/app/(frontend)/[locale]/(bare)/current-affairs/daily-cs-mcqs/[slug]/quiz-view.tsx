import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { getUser } from '@/server/request-user.server'
import { type CandidateQuizState, loadCandidateQuiz } from '@/features/daily-quiz/candidate-quiz.server'
import { CandidateQuizScreen, CandidateStart, GuestAnswersKeeper } from '@/features/daily-quiz/components/candidate-quiz.client'
import styles from '@/features/daily-quiz/components/daily-quiz.module.css'
import { GuestQuiz } from '@/features/daily-quiz/components/guest-quiz.client'
import { QuizPage } from '@/features/daily-quiz/components/quiz-page'
import { QuizScoreCard } from '@/features/daily-quiz/components/quiz-result.client'
import { StreakCard } from '@/features/daily-quiz/components/streak-card'
import { getDailyQuizPage } from '@/features/daily-quiz/daily-quizzes.server'
import { describeQuizFacts } from '@/features/daily-quiz/quiz-text'
import type { DailyQuizDetail } from '@/features/daily-quiz/types'
import { formatDayInWords } from '@/lib/days'
import { ReviewList } from '@/features/test-engine/components/result/review-list.client'
import type { Namespace } from '@/i18n/catalogue'
import { MessagesProvider } from '@/i18n/messages-provider'
import { getTranslator } from '@/i18n/translator'
import { dailyQuizHref, resultHref, signInHref } from '@/lib/links'
import { type Locale, pageLocale, withLocale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'
import { getPayloadClient } from '@/server/payload.server'

/** The quiz's own words, and the exam screen's and the result's for the question and review it borrows from the engine. */
const QUIZ_NAMESPACES: readonly Namespace[] = ['dailyQuiz', 'exam', 'result']

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
 * One day's quiz (bare, spec section 2). A visitor gets the cached page: the questions without their
 * answers, taken in the browser and checked by the server (ADR 010). A candidate with a session gets
 * their own: Start, the running attempt, or their result straight away, and their streak.
 */
export async function QuizView({ params, viewer }: QuizPageProps & { viewer: 'visitor' | 'signed-in' }) {
  const { slug } = await params
  const locale = await pageLocale(params)
  const user = viewer === 'signed-in' ? await getUser() : null
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
  const page = await getDailyQuizPage(slug, locale)
  if (!page) notFound()
  const { quiz, paper } = page
  return (
    <QuizPage quiz={quiz} locale={locale}>
      <MessagesProvider locale={locale} namespaces={QUIZ_NAMESPACES}>
        <GuestQuiz
          quiz={{ id: quiz.id, slug: quiz.slug, isTimed: quiz.isTimed, durationMinutes: quiz.durationMinutes }}
          paper={paper}
          locale={locale}
          signInHref={signInHref(withLocale(dailyQuizHref(quiz.slug), locale))}
        />
      </MessagesProvider>
    </QuizPage>
  )
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
  if (state.kind === 'in-progress') return <CandidateQuizScreen session={state.session} testId={quiz.id} locale={locale} />
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
