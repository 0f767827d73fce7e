'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslations } from 'use-intl'

import { toast } from '@/components/ui/toast'
import { Countdown, orderQuestions, type QuestionFigures, useQuestionTimer } from '@/features/test-engine/public'
import { createAttemptSync, type SyncStatus, useClockWarnings, useSubmit, useTimeUpSubmit } from '@/features/test-engine/public.attempt'
import type { ExamSession, OptionLetter } from '@/domain/test-engine/types'
import type { Locale } from '@/i18n/locale'

import { answersInput, clearGuestRecord, hasUncheckedAnswers, readGuestRecord } from '../guest-answers'
import type { KeepResponse, StartQuizResponse } from '../types'
import styles from './daily-quiz.module.css'
import { postQuiz } from './quiz-api'
import { QuizError, QuizQuestions } from './quiz-questions.client'

const browserStorage = () => (typeof localStorage === 'undefined' ? null : localStorage)

/** localStorage is read when the page renders in the browser; nothing else changes it under the page. */
const noSubscription = () => () => undefined

/** The connection states the quiz announces; saving and saved go unsaid. */
const announcedStatuses = ['offline', 'retrying', 'signed-out', 'rejected'] as const
const isAnnounced = (status: SyncStatus): status is (typeof announcedStatuses)[number] =>
  (announcedStatuses as readonly string[]).includes(status)

/** Start (or Take it again): the engine starts the attempt, and the page comes back with the questions. */
export function CandidateStart({
  slug,
  testId,
  locale,
  label,
  isTimed,
  durationMinutes,
}: {
  slug: string
  testId: string
  locale: Locale
  label: string
  isTimed: boolean
  durationMinutes: number
}) {
  const t = useTranslations('dailyQuiz')
  const router = useRouter()
  const [isStarting, setStarting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const hasDraft = useSyncExternalStore(
    noSubscription,
    () => hasUncheckedAnswers(browserStorage(), testId),
    () => false,
  )

  const start = async () => {
    setStarting(true)
    setError(null)
    const call = await postQuiz<StartQuizResponse>(slug, 'start', { language: locale })
    if (call.ok) {
      router.refresh()
      return
    }
    setStarting(false)
    const message = call.message ?? t(call.status === null ? 'failures.network' : 'failures.server')
    setError(message)
    toast.error(message, { toastId: 'quiz-start-failed' })
  }

  return (
    <div className={styles.player}>
      <p className={styles.muted}>{isTimed ? t('startTimed', { minutes: durationMinutes }) : t('startUntimed')}</p>
      {hasDraft ? <p className={styles.notice}>{t('draftCarried')}</p> : null}
      <QuizError message={error} />
      <p>
        <button type="button" className={styles.button} onClick={() => void start()} disabled={isStarting}>
          {isStarting ? t('starting') : label}
        </button>
      </p>
    </div>
  )
}

/**
 * A signed-in candidate's running quiz, through the engine's attempt sync (the exam screen's outbox
 * and localStorage): every answer is stored on this device at once and saved in the background; a
 * timed quiz counts down on the server's clock and submits itself at zero. Answers given before
 * signing in are filled into a fresh attempt. Once submitted, the page comes back with the result.
 */
export function CandidateQuizScreen({
  session,
  figures,
  testId,
  locale,
}: {
  session: ExamSession
  /** The questions' figures, made on the server (`figuresOf`). */
  figures: QuestionFigures
  testId: string
  locale: Locale
}) {
  const t = useTranslations('dailyQuiz')
  const router = useRouter()
  const [sync] = useState(() => createAttemptSync(session, { onClosed: () => router.refresh() }))
  const { attempt, status, clock, isStarted } = useSyncExternalStore(sync.subscribe, sync.getSnapshot, sync.getSnapshot)
  const submitting = useSubmit(sync, {
    onSubmitted: () => router.refresh(),
    describeFailure: (outcome) => t(`failures.${outcome.reason}`),
    toastId: 'quiz-submit-failed',
  })
  const { isSubmitting, error } = submitting
  const isTimed = session.isTimed !== false
  // The server's clock rules: only the last minute of a timed quiz is announced, once.
  const isTimeUp = useClockWarnings(sync, session, { 'one-minute': { message: t('oneMinute'), toastId: 'quiz-one-minute' } }, isTimed)
  const isLocked = isSubmitting || isTimeUp || status === 'closed'
  const order = useMemo(() => orderQuestions(session.paper), [session.paper])
  const currentQuestionId = order.some((place) => place.question.id === attempt.currentQuestionId)
    ? attempt.currentQuestionId
    : (order[0]?.question.id ?? null)
  const flushTime = useQuestionTimer(currentQuestionId, isStarted && !isLocked, sync.addTimeSpent)

  useEffect(() => {
    sync.start({ onBeforeExit: flushTime })
    return () => sync.stop()
  }, [sync, flushTime])

  // The attempt is read in the page's language, whatever language it was started in.
  useEffect(() => {
    if (isStarted) sync.setLanguage(locale)
  }, [isStarted, locale, sync])

  // Answers given on this device before signing in go into the fresh attempt, where it has none.
  useEffect(() => {
    if (!isStarted) return
    const draft = readGuestRecord(browserStorage(), testId)
    if (!draft || draft.checkedAt) return
    const inPaper = new Set(order.map((place) => place.question.id))
    for (const [questionId, answer] of Object.entries(draft.answers)) {
      const response = sync.responseOf(questionId)
      if (!inPaper.has(questionId) || response.option !== null || answer.option === null) continue
      sync.record(questionId, { ...response, option: answer.option, visited: true, timeSpent: response.timeSpent + answer.timeSpent })
    }
    clearGuestRecord(browserStorage(), testId)
  }, [isStarted, testId, order, sync])

  const submit = async () => {
    if (isLocked) return
    flushTime()
    await submitting.submit()
  }

  // At zero the quiz submits itself, and keeps trying.
  useTimeUpSubmit(isTimeUp, sync, {
    flushTime,
    onSubmitted: () => router.refresh(),
    onFailed: (outcome) => submitting.setError(t(`failures.${outcome.reason}`)),
  })

  const answers = useMemo(
    () => Object.fromEntries(Object.entries(attempt.responses).map(([id, response]) => [id, response.option])),
    [attempt.responses],
  )
  const statusText = isAnnounced(status) ? t(`status.${status}`) : null

  return (
    <div className={styles.player} data-quiz-ready={isStarted ? 'true' : undefined}>
      <p role="status" className={statusText ? styles.notice : 'visually-hidden'} data-testid="connection-status">
        {isTimeUp ? t('timeUp') : (statusText ?? '')}
      </p>
      <QuizError message={error} />
      <QuizQuestions
        paper={session.paper}
        figures={figures}
        locale={locale}
        answers={answers}
        currentQuestionId={currentQuestionId}
        isLocked={isLocked}
        isSubmitting={isSubmitting || isTimeUp}
        onOpen={(questionId) => {
          flushTime()
          sync.setCurrentQuestion(questionId)
        }}
        onChoose={(questionId: string, option: OptionLetter) =>
          sync.record(questionId, { ...sync.responseOf(questionId), visited: true, option })
        }
        onSubmit={() => void submit()}
        bar={isTimed ? <Countdown clock={clock} session={session} /> : null}
      />
    </div>
  )
}

/**
 * After signing in: answers this browser checked while signed out become the candidate's attempt (the
 * keep endpoint, once), and the page comes back with its result; a candidate who had an attempt
 * already is told their earlier one counts. Answers that could not be kept stay on this device.
 */
export function GuestAnswersKeeper({ slug, testId, locale }: { slug: string; testId: string; locale: Locale }) {
  const t = useTranslations('dailyQuiz')
  const router = useRouter()
  // When this device checked the quiz's answers signed out; null when there is nothing to keep.
  const checkedAt = useSyncExternalStore(
    noSubscription,
    () => readGuestRecord(browserStorage(), testId)?.checkedAt ?? null,
    () => null,
  )
  const [outcome, setOutcome] = useState<{ text: string; isError: boolean } | null>(null)
  const hasRun = useRef(false)

  useEffect(() => {
    const record = readGuestRecord(browserStorage(), testId)
    if (hasRun.current || !record?.checkedAt) return
    hasRun.current = true
    void postQuiz<KeepResponse>(slug, 'keep', answersInput(record, locale)).then((call) => {
      if (!call.ok) {
        // A refusal that will not change on a retry (the quiz closed, say) is said and the answers let go.
        if (call.status === 409 || call.status === 404) clearGuestRecord(browserStorage(), testId)
        setOutcome({ text: call.message ?? t('keepFailed'), isError: true })
        return
      }
      clearGuestRecord(browserStorage(), testId)
      if (call.body.code === 'kept') {
        toast.success(t('kept'), { toastId: 'quiz-kept' })
        setOutcome({ text: t('kept'), isError: false })
        router.refresh()
        return
      }
      setOutcome({ text: t('alreadyTaken'), isError: false })
    })
  }, [checkedAt, slug, testId, locale, router, t])

  const message = outcome ?? (checkedAt ? { text: t('keeping'), isError: false } : null)
  if (!message) return null
  return (
    <p className={message.isError ? styles.error : styles.notice} role={message.isError ? 'alert' : 'status'} data-testid="keep-status">
      {message.text}
    </p>
  )
}
