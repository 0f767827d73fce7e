'use client'

import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { toast } from '@/components/ui/toast'
import type { ExamSession } from '@/domain/test-engine/types'

import { warningsDue } from '../timing'
import { clockRemainingMs } from './clock'
import type { AttemptSync, WarningId } from './sync'

/** The warnings a player announces, each with its toast; a warning left out is never raised. */
export type ClockWarnings = Partial<Record<WarningId, { message: string; toastId: string }>>

/**
 * Watches the server's clock of a started attempt and says when time is up. A warning is raised once
 * per attempt: only the most urgent one when several are due at once (a candidate resuming with 40
 * seconds left), and the ones it passes over are marked raised with it.
 */
export function useClockWarnings(
  sync: AttemptSync,
  session: Pick<ExamSession, 'deadline' | 'serverNow'>,
  warnings: ClockWarnings,
  isTimed = true,
): boolean {
  const { attempt, status, clock } = useSyncExternalStore(sync.subscribe, sync.getSnapshot, sync.getSnapshot)
  const [isTimeUp, setTimeUp] = useState(false)
  // The messages are read when a warning falls due, so a change of language does not restart the loop.
  const warningsEvent = useRef(warnings)
  useEffect(() => {
    warningsEvent.current = warnings
  })

  const raised = attempt.warningsRaised
  useEffect(() => {
    if (!isTimed || !clock || isTimeUp || status === 'closed') return
    const check = () => {
      const remaining = clockRemainingMs(clock, session)
      if (remaining <= 0) {
        setTimeUp(true)
        return
      }
      const due = warningsDue(remaining).filter((warning) => !raised.includes(warning.id))
      const urgent = due.at(-1)
      const announced = urgent ? warningsEvent.current[urgent.id] : undefined
      if (!announced) return
      toast.warning(announced.message, { toastId: announced.toastId })
      sync.markWarningsRaised(due.map((warning) => warning.id))
    }
    const first = setTimeout(check, 0)
    const timer = setInterval(check, 500)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [isTimed, clock, isTimeUp, status, raised, session, sync])

  return isTimeUp
}
