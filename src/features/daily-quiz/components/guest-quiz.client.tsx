'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslations } from 'use-intl'

import { toast } from '@/components/ui/toast'
import { useSession } from '@/components/site/session.client'
import { Countdown, orderQuestions, type QuestionFigures, useQuestionTimer } from '@/features/test-engine/public'
import type { Paper } from '@/domain/test-engine/types'
import type { Locale } from '@/i18n/locale'

import { addTimeSpent, answersInput, chooseAnswer, createGuestStore, guestDeadline } from '../guest-answers'
import type { DailyQuizSummary, GuestCheckResponse } from '../types'
import styles from './daily-quiz.module.css'
import { postQuiz, type QuizCall } from './quiz-api'
import { QuizError, QuizQuestions } from './quiz-questions.client'
import { GuestReview, QuizScoreCard } from './quiz-result.client'

type GuestQuizProps = {
  quiz: Pick<DailyQuizSummary, 'id' | 'slug' | 'isTimed' | 'durationMinutes'>
  paper: Paper
  /** The questions' figures, made on the server (`figuresOf`), for the questions and the review. */
  figures: QuestionFigures
  locale: Locale
  /** Sign in, coming back to this quiz. */
  signInHref: string
}

const browserStorage = () => (typeof localStorage === 'undefined' ? null : localStorage)
/** The server renders no answers: they live in the browser. */
const nothingOnTheServer = () => null

/**
 * The quiz for a signed-out candidate: every answer is kept in this browser at once; Submit has the
 * server check the answers (nothing is stored) and shows the result with explanations on the page,
 * with an invitation to sign in and keep the score. After signing in, the signed-in page keeps them.
 */
export function GuestQuiz({ quiz, paper, figures, locale, signInHref }: GuestQuizProps) {
  const t = useTranslations('dailyQuiz')
  const router = useRouter()
  const { status: sessionStatus } = useSession()
  const [store] = useState(() => createGuestStore(quiz.id, browserStorage))
  const record = useSyncExternalStore(store.subscribe, store.getSnapshot, nothingOnTheServer)
  const [result, setResult] = useState<GuestCheckResponse | null>(null)
  const [isChecking, setChecking] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const firstQuestionId = useMemo(() => orderQuestions(paper)[0]?.question.id ?? null, [paper])

  const showCheck = useCallback(
    (call: QuizCall<GuestCheckResponse>) => {
      if (!call.ok) {
        const message = call.message ?? t('checkFailed')
        setError(message)
        toast.error(message, { toastId: 'quiz-check-failed' })
        return
      }
      setResult(call.body)
      setError(null)
      if (!store.getSnapshot().checkedAt) store.update((current) => ({ ...current, checkedAt: new Date().toISOString() }))
    },
    [store, t],
  )

  // Answers this browser checked before (a reload, a return from the sign-in page): show their result again.
  useEffect(() => {
    if (!store.getSnapshot().checkedAt) return
    let isCancelled = false
    void postQuiz<GuestCheckResponse>(quiz.slug, 'check', answersInput(store.getSnapshot(), locale)).then((call) => {
      if (!isCancelled) showCheck(call)
    })
    return () => {
      isCancelled = true
    }
  }, [store, quiz.slug, locale, showCheck])

  // Signed in meanwhile (this tab came back from the sign-in page, or another tab signed in): the
  // server renders the candidate's own page, which keeps these answers.
  const hasAskedForOwnPage = useRef(false)
  useEffect(() => {
    if (sessionStatus !== 'signed-in' || hasAskedForOwnPage.current) return
    hasAskedForOwnPage.current = true
    router.refresh()
  }, [sessionStatus, router])

  const isAnswering = record !== null && record.startedAt !== null && record.checkedAt === null
  const currentQuestionId = record?.currentQuestionId ?? firstQuestionId
  const flushTime = useQuestionTimer(currentQuestionId, isAnswering && !isChecking, (questionId, seconds) =>
    store.update((current) => addTimeSpent(current, questionId, seconds)),
  )

  const submit = useCallback(async () => {
    flushTime()
    setChecking(true)
    setError(null)
    const call = await postQuiz<GuestCheckResponse>(quiz.slug, 'check', answersInput(store.getSnapshot(), locale))
    setChecking(false)
    showCheck(call)
  }, [flushTime, quiz.slug, store, locale, showCheck])

  // A timed quiz's clock runs from Start on this device; at zero the answers go to be checked.
  const deadline = record ? guestDeadline(record, quiz) : null
  const clock = useMemo(() => (deadline === null ? null : { offsetMs: 0, deadlineMs: deadline }), [deadline])
  const clockSession = useMemo(
    () => (deadline === null ? null : { deadline: new Date(deadline).toISOString(), serverNow: new Date().toISOString() }),
    [deadline],
  )
  const hasTimedOut = useRef(false)
  useEffect(() => {
    if (!isAnswering || deadline === null) return
    const timer = setInterval(() => {
      if (Date.now() < deadline || hasTimedOut.current) return
      hasTimedOut.current = true
      toast.info(t('timeUp'), { toastId: 'quiz-time-up' })
      void submit()
    }, 500)
    return () => clearInterval(timer)
  }, [isAnswering, deadline, submit, t])

  const answers = useMemo(
    () => Object.fromEntries(Object.entries(record?.answers ?? {}).map(([id, answer]) => [id, answer.option])),
    [record],
  )

  if (record === null) return null

  if (record.checkedAt) {
    const isWaiting = isChecking || (!result && !error)
    return (
      <div className={styles.player} data-testid="guest-result">
        {result ? <QuizScoreCard score={result.score} /> : null}
        {isWaiting ? <p role="status">{t('submitting')}</p> : null}
        {error ? (
          <div className={styles.stepper}>
            <QuizError message={error} />
            <button type="button" className={styles.button} onClick={() => void submit()}>
              {t('retry')}
            </button>
          </div>
        ) : null}
        {result ? (
          <section className={styles.invite} aria-labelledby="keep-score-heading" data-testid="keep-invite">
            <h2 id="keep-score-heading">{t('keepHeading')}</h2>
            <p>{t('keepText')}</p>
            <p>
              <a className={styles.button} href={signInHref}>
                {t('keepLink')}
              </a>
            </p>
          </section>
        ) : null}
        {result?.review ? (
          <GuestReview questions={result.review} figures={figures} />
        ) : result ? (
          <p className={styles.notice}>{t('solutionsLater')}</p>
        ) : null}
        {isWaiting ? null : (
          <p>
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => {
                hasTimedOut.current = false
                store.reset()
                setResult(null)
                setError(null)
              }}
            >
              {t('takeAgainAsGuest')}
            </button>
          </p>
        )}
      </div>
    )
  }

  if (!record.startedAt) {
    return (
      <div className={styles.player}>
        <p>{t('guestNote')}</p>
        <p className={styles.muted}>{quiz.isTimed ? t('startTimed', { minutes: quiz.durationMinutes }) : t('startUntimed')}</p>
        <p>
          <button
            type="button"
            className={styles.button}
            onClick={() =>
              store.update((current) => ({
                ...current,
                startedAt: new Date().toISOString(),
                currentQuestionId: current.currentQuestionId ?? firstQuestionId,
              }))
            }
          >
            {t('start')}
          </button>
        </p>
      </div>
    )
  }

  return (
    <>
      <QuizError message={error} />
      <QuizQuestions
        paper={paper}
        figures={figures}
        locale={locale}
        answers={answers}
        currentQuestionId={currentQuestionId}
        isLocked={isChecking}
        isSubmitting={isChecking}
        onOpen={(questionId) => store.update((current) => ({ ...current, currentQuestionId: questionId }))}
        onChoose={(questionId, option) => store.update((current) => chooseAnswer(current, questionId, option))}
        onSubmit={() => void submit()}
        bar={clock && clockSession ? <Countdown clock={clock} session={clockSession} /> : null}
      />
    </>
  )
}
