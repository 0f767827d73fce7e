'use client'

import { useCallback, useEffect, useRef } from 'react'

/** Time on a question is handed over when the candidate leaves it, when the tab hides, and at least this often (exam and quiz alike). */
const COMMIT_EVERY_SECONDS = 30

/**
 * Counts the seconds the question on screen is looked at (only while the tab is visible) and hands
 * them to `commit` when the candidate leaves the question, when the page hides, every 30 seconds,
 * and when the returned function is called (before a submit).
 */
export function useQuestionTimer(
  questionId: string | null,
  isRunning: boolean,
  commit: (questionId: string, seconds: number) => void,
): () => void {
  const commitEvent = useRef(commit)
  useEffect(() => {
    commitEvent.current = commit
  })
  const counted = useRef<{ questionId: string | null; seconds: number }>({ questionId: null, seconds: 0 })

  const flush = useCallback(() => {
    const { questionId: counting, seconds } = counted.current
    if (!counting || seconds <= 0) return
    counted.current = { questionId: counting, seconds: 0 }
    commitEvent.current(counting, seconds)
  }, [])

  useEffect(() => {
    if (!isRunning || !questionId) return
    counted.current = { questionId, seconds: 0 }
    return flush
  }, [questionId, isRunning, flush])

  useEffect(() => {
    if (!isRunning) return
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return
      counted.current.seconds += 1
      if (counted.current.seconds >= COMMIT_EVERY_SECONDS) flush()
    }, 1000)
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush()
    }
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', flush)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', flush)
    }
  }, [isRunning, flush])

  return flush
}
