'use client'

import Link from 'next/link'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslations } from 'use-intl'

import { onDemand } from '@/components/ui/on-demand'
import { toast } from '@/components/ui/toast'
import { WideButton } from '@/components/ui/wide-button'
import { postForm, transportFailureKey } from '@/components/forms/post-form.client'
import { QuestionView } from '@/features/test-engine/public'
import type { OptionLetter } from '@/domain/test-engine/types'
import type { Locale } from '@/i18n/locale'

import type { DailyQuestionView, McqAnswerResult, Refusal } from '../types'
import type * as RevealModule from './mcq-reveal.client'
import styles from './daily-questions.module.css'
import { keep, nothingKept, parseKept, readKept, subscribeToKept } from './storage'
import { useSignedInView } from './use-signed-in-view.client'

/**
 * The key, the explanation and the shares, loaded when there is an answer to reveal: the check asks
 * for them with the answer (issue 17's budget).
 */
const reveal = onDemand(
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./mcq-reveal.client') as typeof RevealModule).McqReveal
    : null,
  () => import('./mcq-reveal.client').then((module) => module.McqReveal),
)
const McqReveal = reveal.Component

type McqQuestionProps = {
  dailyQuestionId: string
  question: NonNullable<DailyQuestionView['mcq']>
  locale: Locale
  isSignedIn: boolean
  signInHref: string
  /** The signed-in candidate's answer, when they have answered already. */
  answered: McqAnswerResult | null
  /** The question's figure, made on the server (`figureInQuestion`). */
  figure: ReactNode
}

/** What this device keeps of an MCQ: the option chosen, and whether it was checked before signing in. */
type StoredChoice = { option: OptionLetter; isChecked: boolean }
const choiceKey = (id: string) => `pcs-qotd-choice:${id}`
const isStoredChoice = (value: unknown): value is StoredChoice =>
  typeof value === 'object' &&
  value !== null &&
  ['A', 'B', 'C', 'D'].includes((value as StoredChoice).option) &&
  typeof (value as StoredChoice).isChecked === 'boolean'

/**
 * A Question of the Day MCQ: the engine's question view (native radios), "Check answer", then the
 * reveal. The choice is kept on this device at once. A visitor's check is not recorded: the page says
 * so and invites them to sign in; back here signed in, the answer they checked is recorded for them.
 */
export function McqQuestion({ dailyQuestionId, question, locale, isSignedIn, signInHref, answered, figure }: McqQuestionProps) {
  const t = useTranslations('dailyQuestions')
  const tForms = useTranslations('forms')
  const key = choiceKey(dailyQuestionId)
  const kept = useSyncExternalStore(subscribeToKept, () => readKept(key), nothingKept)
  const stored = useMemo(() => parseKept(kept, isStoredChoice), [kept])
  const [result, setResult] = useState<McqAnswerResult | null>(answered)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [isPending, setIsPending] = useState(false)
  const hasChecked = useRef(false)
  // The Check button goes once the answer is checked: the focus moves to the reveal instead of the page's start.
  const revealRef = useRef<HTMLDivElement>(null)
  const shouldFocusReveal = useRef(false)
  const selected = result?.chosen ?? stored?.option ?? null
  const isSettled = useSignedInView(isSignedIn)

  const check = useCallback(
    async (option: OptionLetter, { isKept = false } = {}) => {
      hasChecked.current = true
      setIsPending(true)
      setError(null)
      try {
        // The reveal's code comes with the answer, so the reveal shows as soon as the answer is in.
        const [body] = await Promise.all([
          postForm<McqAnswerResult | Refusal>(`/api/daily-questions/${dailyQuestionId}/answer`, { option }),
          reveal.load().catch(() => undefined),
        ])
        if (!('reveal' in body)) {
          setError(body.message)
          toast.error(body.message, { toastId: 'qotd-answer-refused' })
          return
        }
        shouldFocusReveal.current = !isKept
        setResult(body)
        if (body.outcome === 'not-recorded') {
          keep(key, { option, isChecked: true } satisfies StoredChoice)
        } else {
          keep(key, null)
          setNotice(body.outcome === 'already-answered' ? (body.message ?? null) : isKept ? t('keptAnswerRecorded') : t('recorded'))
        }
      } catch (failure) {
        const message = tForms(transportFailureKey(failure))
        setError(message)
        toast.error(message, { toastId: 'qotd-answer-failed' })
      } finally {
        setIsPending(false)
      }
    },
    [dailyQuestionId, key, t, tForms],
  )

  // Once the page is the reader's own: the choice this device kept. An answer already checked is checked
  // again, so the reveal stays after a reload, and one checked before signing in is now recorded.
  useEffect(() => {
    if (hasChecked.current || result || !stored?.isChecked || !isSettled) return
    void check(stored.option, { isKept: isSignedIn })
  }, [check, isSettled, isSignedIn, result, stored])

  // The reveal takes the focus once it is on the page, after a check the reader made.
  const onRevealShown = useCallback(() => {
    if (!shouldFocusReveal.current) return
    shouldFocusReveal.current = false
    revealRef.current?.focus()
  }, [])

  const choose = (option: OptionLetter) => {
    setError(null)
    keep(key, { option, isChecked: false } satisfies StoredChoice)
  }

  const onCheck = () => {
    if (!selected) {
      setError(t('chooseFirst'))
      return
    }
    void check(selected)
  }

  const revealHeadingId = `qotd-shares-${dailyQuestionId}`
  return (
    <div className={styles.stack}>
      <QuestionView
        question={{ ...question, number: 1 }}
        selected={selected}
        language={locale}
        isLocked={result !== null || isPending}
        onChoose={choose}
        figure={figure}
      />
      {result ? null : (
        <div className={styles.actions}>
          <WideButton onClick={onCheck} disabled={isPending} aria-describedby={error ? `qotd-error-${dailyQuestionId}` : undefined}>
            {isPending ? t('checking') : t('checkAnswer')}
          </WideButton>
        </div>
      )}
      {error ? (
        <p id={`qotd-error-${dailyQuestionId}`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div role="status">
        {notice ? <p className={styles.notice}>{notice}</p> : null}
        {result?.outcome === 'not-recorded' ? (
          <p className={styles.notice} data-testid="qotd-sign-in-invitation">
            {t('signInToCount')} <Link href={signInHref}>{t('signIn')}</Link>
          </p>
        ) : null}
      </div>
      {result ? (
        <div ref={revealRef} tabIndex={-1} className={styles.revealFocus}>
          <McqReveal result={result} options={question.options} locale={locale} headingId={revealHeadingId} onShown={onRevealShown} />
        </div>
      ) : null}
    </div>
  )
}
