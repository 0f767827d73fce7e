'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslations } from 'use-intl'

import { toast } from '@/components/ui/toast'
import { Countdown } from '@/features/test-engine/components/countdown.client'
import { emptyResponse, orderQuestions } from '@/features/test-engine/components/exam-paper'
import { createAttemptSync, retryDelayMs, type SyncStatus } from '@/features/test-engine/components/sync'
import { clockRemainingMs } from '@/features/test-engine/components/use-exam-state.client'
import type { ExamSession, OptionLetter, Response } from '@/domain/test-engine/types'
import type { Locale } from '@/i18n/locale'

import { answersInput, clearGuestRecord, hasUncheckedAnswers, readGuestRecord } from '../guest-answers'
import type { KeepResponse, StartQuizResponse } from '../types'
import styles from './daily-quiz.module.css'
import { postQuiz } from './quiz-api'
import { QuizQuestions } from './quiz-questions.client'
import { useQuestionTimer } from './use-question-timer.client'

const browserStorage = () => (typeof localStorage === 'undefined' ? null : localStorage)

/** localStorage is read when the page renders in the browser; nothing else changes it under the page. */
const noSubscription = () => () => undefined

/** The connection states the quiz announces; saving and saved go unsaid. */
const announcedStatuses = ['offline', 'retrying', 'signed-out', 'rejected'] as const
const isAnnounced = (status: SyncStatus): status is (typeof announcedStatuses)[number] => (announcedStatuses as readonly string[]).includes(status)

/** The last minute of a timed quiz is announced once. */
const LAST_MINUTE_MS = 60_000

/** Start (or Take it again): the engine starts the attempt, and the page comes back with the questions. */
export function CandidateStart({ slug, testId, locale, label, isTimed, durationMinutes }: {
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
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
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
export function CandidateQuizScreen({ session, testId, locale }: { session: ExamSession; testId: string; locale: Locale }) {
  const t = useTranslations('dailyQuiz')
  const router = useRouter()
  const [sync] = useState(() => createAttemptSync(session, { onClosed: () => router.refresh() }))
  const { attempt, status, clock, isStarted } = useSyncExternalStore(sync.subscribe, sync.getSnapshot, sync.getSnapshot)
  const [isSubmitting, setSubmitting] = useState(false)
  const [isTimeUp, setTimeUp] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const isTimed = session.isTimed !== false
  const isLocked = isSubmitting || isTimeUp || status === 'closed'
  const order = useMemo(() => orderQuestions(session.paper), [session.paper])
  const currentQuestionId = order.some((place) => place.question.id === attempt.currentQuestionId) ? attempt.currentQuestionId : (order[0]?.question.id ?? null)

  const responseOf = useCallback(
    (questionId: string): Response => {
      const { seq: _seq, ...response } = sync.getSnapshot().attempt.responses[questionId] ?? { ...emptyResponse, seq: 0 }
      return response
    },
    [sync],
  )
  const flushTime = useQuestionTimer(currentQuestionId, isStarted && !isLocked, (questionId, seconds) => {
    const response = responseOf(questionId)
    sync.record(questionId, { ...response, visited: true, timeSpent: response.timeSpent + seconds })
  })

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
      const response = responseOf(questionId)
      if (!inPaper.has(questionId) || response.option !== null || answer.option === null) continue
      sync.record(questionId, { ...response, option: answer.option, visited: true, timeSpent: response.timeSpent + answer.timeSpent })
    }
    clearGuestRecord(browserStorage(), testId)
  }, [isStarted, testId, order, responseOf, sync])

  const submit = async () => {
    if (isLocked) return
    flushTime()
    setSubmitting(true)
    setError(null)
    const outcome = await sync.submit()
    if (outcome.kind === 'submitted') return router.refresh()
    setSubmitting(false)
    setError(t(`failures.${outcome.reason}`))
    toast.error(t(`failures.${outcome.reason}`), { toastId: 'quiz-submit-failed' })
  }

  // The server's clock rules: the last minute is announced once, and at zero the quiz submits itself (and keeps trying).
  const raised = attempt.warningsRaised
  useEffect(() => {
    if (!isTimed || !clock || isTimeUp || status === 'closed') return
    const check = () => {
      const remaining = clockRemainingMs(clock, session)
      if (remaining <= 0) return setTimeUp(true)
      if (remaining <= LAST_MINUTE_MS && !raised.includes('one-minute')) {
        toast.warning(t('oneMinute'), { toastId: 'quiz-one-minute' })
        sync.markWarningsRaised(['ten-minutes', 'one-minute'])
      }
    }
    const timer = setInterval(check, 500)
    return () => clearInterval(timer)
  }, [isTimed, clock, isTimeUp, status, raised, session, sync, t])

  useEffect(() => {
    if (!isTimeUp) return
    let isCancelled = false
    let failures = 0
    let retry: ReturnType<typeof setTimeout> | undefined
    const attemptSubmit = async () => {
      flushTime()
      const outcome = await sync.submit()
      if (isCancelled) return
      if (outcome.kind === 'submitted') return router.refresh()
      failures += 1
      setError(t(`failures.${outcome.reason}`))
      retry = setTimeout(() => void attemptSubmit(), retryDelayMs(failures))
    }
    void attemptSubmit()
    return () => {
      isCancelled = true
      clearTimeout(retry)
    }
  }, [isTimeUp, sync, flushTime, router, t])

  const answers = useMemo(() => Object.fromEntries(Object.entries(attempt.responses).map(([id, response]) => [id, response.option])), [attempt.responses])
  const statusText = isAnnounced(status) ? t(`status.${status}`) : null

  return (
    <div className={styles.player} data-quiz-ready={isStarted ? 'true' : undefined}>
      <p role="status" className={statusText ? styles.notice : 'visually-hidden'} data-testid="connection-status">
        {isTimeUp ? t('timeUp') : (statusText ?? '')}
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <QuizQuestions
        paper={session.paper}
        locale={locale}
        answers={answers}
        currentQuestionId={currentQuestionId}
        isLocked={isLocked}
        isSubmitting={isSubmitting || isTimeUp}
        onOpen={(questionId) => {
          flushTime()
          sync.setCurrentQuestion(questionId)
        }}
        onChoose={(questionId: string, option: OptionLetter) => sync.record(questionId, { ...responseOf(questionId), visited: true, option })}
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
  const checkedAt = useSyncExternalStore(noSubscription, () => readGuestRecord(browserStorage(), testId)?.checkedAt ?? null, () => null)
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
