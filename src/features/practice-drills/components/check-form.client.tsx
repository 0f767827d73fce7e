'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, type ReactNode, useEffect, useRef, useState, useTransition } from 'react'
import { useTranslations } from 'use-intl'

import { toast } from '@/components/ui/toast'

import styles from './practice.module.css'

/** The question whose verdict takes the focus once the page shows it (a check made here, not a reload). */
let focusAfterCheck: string | null = null

type CheckFormProps = {
  action: string
  questionId: string
  /** Why the last check (posted without JavaScript) kept nothing, worded by the page. */
  initialError: string | null
  /** What the options are called for a screen reader ("Options for question 3"). */
  legend: string
  /** The options, as radios named `option`, and the form's hidden fields. */
  children: ReactNode
}

/**
 * A drill question's "Check answer" form. Without JavaScript it posts and the server comes back to the
 * question; with it, the same form is sent asking for JSON and the page is refreshed in place, so the
 * key and the explanation appear where the options were and take the focus. A refusal or a lost
 * connection is said next to the options and in a toast; the choice stays selected.
 */
export function CheckForm({ action, questionId, initialError, legend, children }: CheckFormProps) {
  const t = useTranslations('practice')
  const tForms = useTranslations('forms')
  const router = useRouter()
  const [error, setError] = useState(initialError)
  const [isSending, setIsSending] = useState(false)
  const [isRefreshing, startRefresh] = useTransition()
  const errorId = `check-error-${questionId}`

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setIsSending(true)
    setError(null)
    try {
      const response = await fetch(action, {
        method: 'POST',
        body: new FormData(form),
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      })
      if (response.status >= 500) throw new Error('server')
      const body = (await response.json()) as { ok: boolean; message?: string }
      if (body.ok || response.status === 409) {
        focusAfterCheck = questionId
        startRefresh(() => router.refresh())
      }
      if (!body.ok) {
        const message = body.message ?? t('errors.choose')
        setError(message)
        toast.error(message, { toastId: `drill-check-${questionId}` })
      }
    } catch (failure) {
      const message = tForms(failure instanceof Error && failure.message === 'server' ? 'serverError' : 'networkError')
      setError(message)
      toast.error(message, { toastId: `drill-check-${questionId}` })
    } finally {
      setIsSending(false)
    }
  }

  const isBusy = isSending || isRefreshing
  return (
    <form method="post" action={action} onSubmit={submit} data-testid="drill-check">
      <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
        <legend className="visually-hidden">{legend}</legend>
        {children}
      </fieldset>
      {error ? (
        <p id={errorId} role="alert" className={styles.error} data-testid="drill-check-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.check} disabled={isBusy} aria-disabled={isBusy}>
        {isBusy ? t('checking') : t('checkAnswer')}
      </button>
    </form>
  )
}

/** A checked question's verdict: it takes the focus when the check was just made, with or without the page's script. */
export function Verdict({ questionId, tone, children }: { questionId: string; tone: string; children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    // A check made here, or one posted before the script ran: the server came back to this question's anchor.
    const isJustChecked =
      focusAfterCheck === questionId ||
      (focusAfterCheck === null && window.location.hash === `#question-${questionId}` && document.activeElement === document.body)
    if (!isJustChecked) return
    focusAfterCheck = null
    ref.current?.focus()
  }, [questionId])
  return (
    <p ref={ref} tabIndex={-1} className={`${styles.verdict} ${tone}`} data-testid="drill-verdict">
      {children}
    </p>
  )
}
