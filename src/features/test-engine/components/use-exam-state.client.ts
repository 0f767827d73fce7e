import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslations } from 'use-intl'

import { toast } from '@/components/ui/toast'
import type { Locale } from '@/i18n/locale'

import { remainingMs, warningsDue } from '../timing'
import type { ExamSession, OptionLetter, Response } from '@/domain/test-engine/types'
import { emptyResponse, nextPlace, orderQuestions, previousPlace } from './exam-paper'
import { createAttemptSync, retryDelayMs, type ServerClock, type SubmitOutcome, type WarningId } from './sync'

/** Time on a question is written down when the candidate leaves it, when the tab hides, and at least this often. */
const TIME_COMMIT_SECONDS = 30

/** The clock's warnings in the catalogue (`exam.warnings.*`). */
const warningKeys = { 'ten-minutes': 'tenMinutes', 'one-minute': 'oneMinute' } as const satisfies Record<WarningId, string>

/** Why a submit failed, in the catalogue (`exam.submit.failures.*`). */
const submitFailureKeys = {
  offline: 'offline',
  network: 'network',
  server: 'server',
  'signed-out': 'signedOut',
  rejected: 'rejected',
} as const satisfies Record<Extract<SubmitOutcome, { kind: 'failed' }>['reason'], string>

/** The clock as the candidate sees it, from the server's deadline and the offset measured at load. */
export function clockRemainingMs(clock: ServerClock | null, session: Pick<ExamSession, 'deadline' | 'serverNow'>): number {
  if (!clock) return remainingMs(Date.parse(session.serverNow), Date.parse(session.deadline))
  return remainingMs(Date.now() + clock.offsetMs, clock.deadlineMs)
}

const goTo = (url: string) => window.location.assign(url)

/**
 * The exam screen's state and actions, TCS iON style. Every change goes through the attempt sync
 * (localStorage, then the server); this hook adds navigation, time per question, the clock's warnings
 * and the submit at time-up.
 */
export function useExamState(session: ExamSession) {
  const t = useTranslations('exam')
  const order = useMemo(() => orderQuestions(session.paper), [session.paper])
  // The question on screen and the seconds counted on it that are not written down yet.
  const timeRef = useRef<{ questionId: string | null; seconds: number }>({ questionId: null, seconds: 0 })
  // Lets timers and the sync call the latest commitTime without re-subscribing.
  const commitTimeEvent = useRef<() => void>(() => undefined)
  const [sync] = useState(() => createAttemptSync(session, { onClosed: goTo }))
  const { attempt, status, clock, isStarted } = useSyncExternalStore(sync.subscribe, sync.getSnapshot, sync.getSnapshot)
  const [isTimeUp, setTimeUp] = useState(false)
  const [isSubmitting, setSubmitting] = useState(false)
  const [hasSubmitRetry, setSubmitRetry] = useState(false)
  const [submitError, setSubmitError] = useState<string | null>(null)

  const currentIndex = Math.max(
    0,
    order.findIndex((place) => place.question.id === attempt.currentQuestionId),
  )
  const current = order[currentIndex]
  const currentId = current?.question.id ?? null
  const isLocked = isTimeUp || isSubmitting || status === 'closed'

  function responseOf(questionId: string): Response {
    const { seq: _seq, ...response } = sync.getSnapshot().attempt.responses[questionId] ?? { ...emptyResponse, seq: 0 }
    return response
  }

  function commitTime() {
    const { questionId, seconds } = timeRef.current
    if (!questionId || seconds === 0) return
    timeRef.current = { questionId, seconds: 0 }
    const response = responseOf(questionId)
    sync.record(questionId, { ...response, visited: true, timeSpent: response.timeSpent + seconds })
  }
  useEffect(() => {
    commitTimeEvent.current = commitTime
  })

  useEffect(() => {
    sync.start({ onBeforeExit: () => commitTimeEvent.current() })
    return () => sync.stop()
  }, [sync])

  // A fresh attempt (or a stored question no longer in the paper) starts at the first question: remember it.
  const storedQuestionId = attempt.currentQuestionId
  useEffect(() => {
    if (isStarted && currentId && storedQuestionId !== currentId) sync.setCurrentQuestion(currentId)
  }, [isStarted, currentId, storedQuestionId, sync])

  // Opening a question marks it visited, the first question of a fresh attempt included.
  const isCurrentVisited = currentId ? Boolean(attempt.responses[currentId]?.visited) : true
  useEffect(() => {
    if (!isStarted || !currentId || isCurrentVisited || isLocked) return
    sync.record(currentId, { ...responseOf(currentId), visited: true })
    // responseOf reads the store at call time; it is not a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isStarted, currentId, isCurrentVisited, isLocked, sync])

  useEffect(() => {
    if (!isStarted || !currentId) return
    timeRef.current = { questionId: currentId, seconds: 0 }
    const commitOnLeave = commitTimeEvent
    return () => commitOnLeave.current()
  }, [isStarted, currentId])

  useEffect(() => {
    if (!isStarted || isLocked) return
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return
      timeRef.current.seconds += 1
      if (timeRef.current.seconds >= TIME_COMMIT_SECONDS) commitTimeEvent.current()
    }, 1000)
    return () => clearInterval(timer)
  }, [isStarted, isLocked])

  // Warnings and time-up, from the server's clock. A warning is raised once per attempt: only the
  // most urgent one when several are due at once (a candidate resuming with 40 seconds left).
  const warningsRaised = attempt.warningsRaised
  useEffect(() => {
    if (!clock || isTimeUp || status === 'closed') return
    const check = () => {
      const remaining = clockRemainingMs(clock, session)
      if (remaining <= 0) {
        setTimeUp(true)
        return
      }
      const due = warningsDue(remaining).filter((warning) => !warningsRaised.includes(warning.id))
      const urgent = due.at(-1)
      if (!urgent) return
      toast.warning(t(`warnings.${warningKeys[urgent.id]}`), { toastId: `time-warning-${urgent.id}` })
      sync.markWarningsRaised(due.map((warning) => warning.id))
    }
    const first = setTimeout(check, 0)
    const timer = setInterval(check, 500)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [clock, isTimeUp, status, warningsRaised, session, sync, t])

  // At time-up the screen submits by itself and keeps trying; the server sweeps abandoned attempts too.
  useEffect(() => {
    if (!isTimeUp) return
    let isCancelled = false
    let failures = 0
    let retry: ReturnType<typeof setTimeout> | undefined
    const attemptSubmit = async () => {
      commitTimeEvent.current()
      const outcome = await sync.submit()
      if (isCancelled) return
      if (outcome.kind === 'submitted') return goTo(outcome.resultUrl)
      failures += 1
      setSubmitRetry(true)
      retry = setTimeout(attemptSubmit, retryDelayMs(failures))
    }
    void attemptSubmit()
    return () => {
      isCancelled = true
      clearTimeout(retry)
    }
  }, [isTimeUp, sync])

  const open = useCallback(
    (questionId: string) => {
      if (isLocked) return
      commitTimeEvent.current()
      sync.setCurrentQuestion(questionId)
    },
    [isLocked, sync],
  )

  function update(change: Partial<Response>) {
    if (!currentId || isLocked) return
    sync.record(currentId, { ...responseOf(currentId), visited: true, ...change })
  }

  function openNext() {
    const next = nextPlace(order, currentIndex)
    if (next) open(next.question.id)
  }

  return {
    order,
    current,
    currentIndex,
    responses: attempt.responses,
    language: attempt.language,
    status,
    clock,
    isReady: isStarted,
    isTimeUp,
    isSubmitting,
    hasSubmitRetry,
    submitError,
    dismissSubmitError: () => setSubmitError(null),
    isLocked,
    open,
    choose: (option: OptionLetter) => update({ option }),
    clearResponse: () => update({ option: null }),
    saveAndNext() {
      if (!currentId || isLocked) return
      const response = responseOf(currentId)
      if (response.option !== null && response.marked) update({ marked: false })
      openNext()
    },
    markAndNext() {
      update({ marked: true })
      openNext()
    },
    previous() {
      const previous = previousPlace(order, currentIndex)
      if (previous) open(previous.question.id)
    },
    setLanguage: (language: Locale) => sync.setLanguage(language),
    /** Sends everything with the submit; on failure says why in a toast and leaves everything as it was. */
    async submit(): Promise<void> {
      if (isLocked) return
      commitTimeEvent.current()
      setSubmitting(true)
      setSubmitError(null)
      const outcome = await sync.submit()
      if (outcome.kind === 'submitted') {
        goTo(outcome.resultUrl)
        return
      }
      setSubmitting(false)
      // The toast sits under the modal dialog (and outside it for screen readers), so the dialog says it too.
      const message = t(`submit.failures.${submitFailureKeys[outcome.reason]}`)
      setSubmitError(message)
      toast.error(message, { toastId: 'submit-failed' })
    },
  }
}

export type ExamState = ReturnType<typeof useExamState>
