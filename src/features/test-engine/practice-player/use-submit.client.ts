'use client'

import { useState } from 'react'

import { toast } from '@/components/ui/toast'

import type { AttemptSync } from './sync'
import type { FailedSubmit } from './use-time-up-submit.client'

type SubmitHandlers = {
  onSubmitted: (resultUrl: string) => void
  /** The words for a failure, said on the page and in a toast. */
  describeFailure: (outcome: FailedSubmit) => string
  toastId: string
}

/**
 * The candidate's own submit: sends everything with it; on failure it says why (on the page and in a
 * toast) and leaves everything as it was, so the candidate can try again. The caller hands over the
 * seconds still being counted (the question timer's flush) first.
 */
export function useSubmit(sync: AttemptSync, { onSubmitted, describeFailure, toastId }: SubmitHandlers) {
  const [isSubmitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit(): Promise<void> {
    setSubmitting(true)
    setError(null)
    const outcome = await sync.submit()
    if (outcome.kind === 'submitted') return onSubmitted(outcome.resultUrl)
    setSubmitting(false)
    const message = describeFailure(outcome)
    setError(message)
    toast.error(message, { toastId })
  }

  return { isSubmitting, error, setError, submit }
}
