'use client'

import { useEffect, useRef } from 'react'

import { type AttemptSync, retryDelayMs, type SubmitOutcome } from './sync'

export type FailedSubmit = Extract<SubmitOutcome, { kind: 'failed' }>

type TimeUpHandlers = {
  /** Hands over the seconds still being counted on the question on screen, before each try. */
  flushTime: () => void
  onSubmitted: (resultUrl: string) => void
  onFailed: (outcome: FailedSubmit) => void
}

/**
 * At time-up the player submits by itself and keeps trying, further apart after each failure (1, 2,
 * 4, 8, then every 10 seconds); the server sweeps abandoned attempts too.
 */
export function useTimeUpSubmit(isTimeUp: boolean, sync: AttemptSync, handlers: TimeUpHandlers) {
  const handlersEvent = useRef(handlers)
  useEffect(() => {
    handlersEvent.current = handlers
  })

  useEffect(() => {
    if (!isTimeUp) return
    let isCancelled = false
    let failures = 0
    let retry: ReturnType<typeof setTimeout> | undefined
    const attemptSubmit = async () => {
      handlersEvent.current.flushTime()
      const outcome = await sync.submit()
      if (isCancelled) return
      if (outcome.kind === 'submitted') return handlersEvent.current.onSubmitted(outcome.resultUrl)
      failures += 1
      handlersEvent.current.onFailed(outcome)
      retry = setTimeout(() => void attemptSubmit(), retryDelayMs(failures))
    }
    void attemptSubmit()
    return () => {
      isCancelled = true
      clearTimeout(retry)
    }
  }, [isTimeUp, sync])
}
