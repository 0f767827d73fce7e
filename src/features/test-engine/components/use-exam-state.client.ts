import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useTranslations } from 'use-intl'

import type { Locale } from '@/i18n/locale'

import type { ExamSession, OptionLetter, Response } from '@/domain/test-engine/types'
import { orderQuestions } from '../practice-player/paper'
import { createAttemptSync, type SubmitOutcome } from '../practice-player/sync'
import { type ClockWarnings, useClockWarnings } from '../practice-player/use-clock-warnings.client'
import { useQuestionTimer } from '../practice-player/use-question-timer.client'
import { useSubmit } from '../practice-player/use-submit.client'
import { useTimeUpSubmit } from '../practice-player/use-time-up-submit.client'
import { nextPlace, previousPlace } from './exam-paper'

/** Why a submit failed, in the catalogue (`exam.submit.failures.*`). */
const submitFailureKeys = {
  offline: 'offline',
  network: 'network',
  server: 'server',
  'signed-out': 'signedOut',
  rejected: 'rejected',
} as const satisfies Record<Extract<SubmitOutcome, { kind: 'failed' }>['reason'], string>

const goTo = (url: string) => window.location.assign(url)

/**
 * The exam screen's state and actions, TCS iON style, composed from the practice player: every change
 * goes through the attempt sync (localStorage, then the server), with its question timer, clock
 * warnings and submit at time-up; this hook adds the paper's navigation, marking and the submit.
 */
export function useExamState(session: ExamSession) {
  const t = useTranslations('exam')
  const order = useMemo(() => orderQuestions(session.paper), [session.paper])
  const [sync] = useState(() => createAttemptSync(session, { onClosed: goTo }))
  const { attempt, status, clock, isStarted } = useSyncExternalStore(sync.subscribe, sync.getSnapshot, sync.getSnapshot)
  const [hasSubmitRetry, setSubmitRetry] = useState(false)
  // The toast sits under the modal dialog (and outside it for screen readers), so the dialog says it too.
  const submitting = useSubmit(sync, {
    onSubmitted: goTo,
    describeFailure: (outcome) => t(`submit.failures.${submitFailureKeys[outcome.reason]}`),
    toastId: 'submit-failed',
  })
  const { isSubmitting } = submitting
  const warnings = {
    'ten-minutes': { message: t('warnings.tenMinutes'), toastId: 'time-warning-ten-minutes' },
    'one-minute': { message: t('warnings.oneMinute'), toastId: 'time-warning-one-minute' },
  } satisfies Required<ClockWarnings>
  const isTimeUp = useClockWarnings(sync, session, warnings)

  const currentIndex = Math.max(
    0,
    order.findIndex((place) => place.question.id === attempt.currentQuestionId),
  )
  const current = order[currentIndex]
  const currentId = current?.question.id ?? null
  const isLocked = isTimeUp || isSubmitting || status === 'closed'
  const flushTime = useQuestionTimer(currentId, isStarted && !isLocked, sync.addTimeSpent)

  useEffect(() => {
    sync.start({ onBeforeExit: flushTime })
    return () => sync.stop()
  }, [sync, flushTime])

  // A fresh attempt (or a stored question no longer in the paper) starts at the first question: remember it.
  const storedQuestionId = attempt.currentQuestionId
  useEffect(() => {
    if (isStarted && currentId && storedQuestionId !== currentId) sync.setCurrentQuestion(currentId)
  }, [isStarted, currentId, storedQuestionId, sync])

  // Opening a question marks it visited, the first question of a fresh attempt included.
  const isCurrentVisited = currentId ? Boolean(attempt.responses[currentId]?.visited) : true
  useEffect(() => {
    if (!isStarted || !currentId || isCurrentVisited || isLocked) return
    sync.record(currentId, { ...sync.responseOf(currentId), visited: true })
  }, [isStarted, currentId, isCurrentVisited, isLocked, sync])

  useTimeUpSubmit(isTimeUp, sync, { flushTime, onSubmitted: goTo, onFailed: () => setSubmitRetry(true) })

  const open = useCallback(
    (questionId: string) => {
      if (isLocked) return
      flushTime()
      sync.setCurrentQuestion(questionId)
    },
    [isLocked, sync, flushTime],
  )

  function update(change: Partial<Response>) {
    if (!currentId || isLocked) return
    sync.record(currentId, { ...sync.responseOf(currentId), visited: true, ...change })
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
    submitError: submitting.error,
    dismissSubmitError: () => submitting.setError(null),
    isLocked,
    open,
    choose: (option: OptionLetter) => update({ option }),
    clearResponse: () => update({ option: null }),
    saveAndNext() {
      if (!currentId || isLocked) return
      const response = sync.responseOf(currentId)
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
      flushTime()
      await submitting.submit()
    },
  }
}

export type ExamState = ReturnType<typeof useExamState>
