'use client'

import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslations } from 'use-intl'

import { onDemand } from '@/components/ui/on-demand'
import { toast } from '@/components/ui/toast'
import { WideButton } from '@/components/ui/wide-button'
import type { Locale } from '@/i18n/locale'
import { useFieldTranslator } from '@/lib/use-field-translator.client'

import type { Refusal, SubmissionResult, SubmissionView } from '../types'
import type * as HandwrittenModule from './handwritten-answer.client'
import type * as StatusModule from './submission-status.client'
import type * as SubmittingModule from './written-answer-submitting'
import { countWords } from '../word-count'
import styles from './daily-questions.module.css'
import { SignInToSubmit } from './sign-in-to-submit'
import { keep, nothingKept, parseKept, readKept, subscribeToKept } from './storage'
import { useSignedInView } from './use-signed-in-view.client'

type WrittenAnswerProps = {
  dailyQuestionId: string
  wordLimit: number
  locale: Locale
  isSignedIn: boolean
  signInHref: string
  /** The signed-in candidate's submission, when they have submitted already. */
  submission: SubmissionView | null
}

/** The draft of a written answer on this device, per question (not per account: it survives signing in). */
export const draftKey = (dailyQuestionId: string) => `pcs-qotd-draft:${dailyQuestionId}`
const isText = (value: unknown): value is string => typeof value === 'string'
/**
 * The submission as it stands, loaded when there is one: a visitor's page never needs it, and the
 * submit asks for it with the answer (issue 17's budget).
 */
const status = onDemand(
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./submission-status.client') as typeof StatusModule).SubmissionStatus
    : null,
  () => import('./submission-status.client').then((module) => module.SubmissionStatus),
)
const SubmissionStatus = status.Component
/** The handwritten answer's upload, loaded when the candidate chooses to answer by hand. */
const handwritten = onDemand(
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./handwritten-answer.client') as typeof HandwrittenModule).HandwrittenAnswer
    : null,
  () => import('./handwritten-answer.client').then((module) => module.HandwrittenAnswer),
)
const HandwrittenAnswer = handwritten.Component
/** How the candidate chose to answer this question on this device: typed, or by hand. */
export const modeKey = (dailyQuestionId: string) => `pcs-qotd-mode:${dailyQuestionId}`
const isMode = (value: unknown): value is 'typed' | 'handwritten' => value === 'typed' || value === 'handwritten'
/** "Submit your answer?", shown only once a signed-in candidate asks to submit, so it never renders on the server. */
const confirmDialog = onDemand<Parameters<typeof SubmittingModule.ConfirmDialog>[0]>(null, () =>
  import('./written-answer-submitting').then((module) => module.ConfirmDialog),
)
const ConfirmDialog = confirmDialog.Component
/** What submitting needs (the check, the sending, the confirmation), loaded when a candidate first focuses the box. */
const loadSubmitting = () => Promise.all([import('./written-answer-submitting'), confirmDialog.load()]).then(([module]) => module)
type Submitting = typeof SubmittingModule

/**
 * The answer box of a Mains Question of the Day: a live word count against the limit, the draft kept on
 * this device at every keystroke and brought back after a reload, a crash or signing in; Submit asks
 * for confirmation (one submission only) and then shows the submission. A visitor is asked to sign in
 * to submit, and keeps the draft meanwhile.
 */
export function WrittenAnswer({ dailyQuestionId, wordLimit, locale, isSignedIn, signInHref, submission: initial }: WrittenAnswerProps) {
  const t = useTranslations('dailyQuestions')
  const tForms = useTranslations('forms')
  const translateField = useFieldTranslator()
  const [submission, setSubmission] = useState<SubmissionView | null>(initial)
  const key = draftKey(dailyQuestionId)
  // The server cannot know this device's draft: the box starts empty and shows the draft once in the browser.
  const kept = useSyncExternalStore(subscribeToKept, () => readKept(key), nothingKept)
  const answer = useMemo(() => parseKept(kept, isText) ?? '', [kept])
  const keptMode = useSyncExternalStore(subscribeToKept, () => readKept(modeKey(dailyQuestionId)), nothingKept)
  const mode = parseKept(keptMode, isMode) ?? 'typed'
  const [hasTyped, setHasTyped] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [isConfirming, setIsConfirming] = useState(false)
  // The confirmation is in the page from the first time it is asked for (its code comes with the check).
  const [hasAsked, setHasAsked] = useState(false)
  const submitting = useRef<Submitting | null>(null)
  const [isPending, setIsPending] = useState(false)
  // The form goes once the answer is submitted: the focus moves to what replaced it.
  const statusRef = useRef<HTMLDivElement>(null)
  const shouldFocusStatus = useRef(false)
  useSignedInView(isSignedIn)

  useEffect(() => {
    if (!submission || !shouldFocusStatus.current) return
    shouldFocusStatus.current = false
    statusRef.current?.focus()
  }, [submission])

  if (submission) {
    return (
      <div ref={statusRef} tabIndex={-1} className={styles.revealFocus}>
        <SubmissionStatus submission={submission} locale={locale} />
      </div>
    )
  }

  const submitted = (body: SubmissionView, message?: string) => {
    shouldFocusStatus.current = true
    setSubmission(body)
    if (message) toast.info(message, { toastId: 'qotd-already-submitted' })
    else {
      keep(key, null)
      keep(modeKey(dailyQuestionId), null)
      toast.success(t('submittedAwaiting'), { toastId: 'qotd-submitted' })
    }
  }

  const modes = (
    <fieldset className={styles.modes}>
      <legend>{t('handwritten.modes')}</legend>
      {(['typed', 'handwritten'] as const).map((each) => (
        <label key={each}>
          <input
            type="radio"
            name={`qotd-mode-${dailyQuestionId}`}
            value={each}
            checked={mode === each}
            onChange={() => {
              keep(modeKey(dailyQuestionId), each)
              if (each === 'handwritten') handwritten.load().catch(() => undefined)
            }}
          />
          {each === 'typed' ? t('handwritten.typed') : t('handwritten.byHand')}
        </label>
      ))}
    </fieldset>
  )

  if (mode === 'handwritten') {
    return (
      <div className={styles.stack}>
        {modes}
        <HandwrittenAnswer
          dailyQuestionId={dailyQuestionId}
          locale={locale}
          isSignedIn={isSignedIn}
          signInHref={signInHref}
          onSubmitted={(body, message) => {
            status.load().then(
              () => submitted(body, message),
              () => submitted(body, message),
            )
          }}
        />
      </div>
    )
  }

  const words = countWords(answer)
  const isOver = words > wordLimit
  const fieldId = `qotd-answer-${dailyQuestionId}`
  const describedBy = [`${fieldId}-hint`, `${fieldId}-count`, error ? `${fieldId}-error` : null].filter(Boolean).join(' ')

  const change = (text: string) => {
    // A blank box keeps nothing on the device (but keeps its spaces while typing).
    keep(key, text, { persist: text.trim() !== '' })
    setHasTyped(true)
    if (error) setError(null)
  }

  const askToSubmit = async () => {
    let check: Submitting
    try {
      check = submitting.current = await loadSubmitting()
    } catch {
      // The page cannot fetch its own code: the toasts may not load either, so say it at the box too.
      setError(tForms('networkError'))
      toast.error(tForms('networkError'), { toastId: 'qotd-submit-failed' })
      return
    }
    const parsed = check.writtenAnswerSchema(wordLimit, t).safeParse({ answer })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      setError(issue ? check.issueMessage(issue, translateField) : t('answerEmpty'))
      document.getElementById(fieldId)?.focus()
      return
    }
    setHasAsked(true)
    setIsConfirming(true)
  }

  const submit = async () => {
    // Loaded by the check that opened the confirmation.
    const code = submitting.current
    if (!code) return
    setIsPending(true)
    try {
      // The submission's code comes with the answer, so it shows as soon as the answer is stored.
      const [body] = await Promise.all([
        code.postForm<SubmissionResult | Refusal>(`/api/daily-questions/${dailyQuestionId}/submission`, { answer }, locale),
        status.load().catch(() => undefined),
      ])
      if ('submission' in body) {
        setIsConfirming(false)
        submitted(body.submission, body.message)
        return
      }
      setIsConfirming(false)
      if (body.fieldErrors?.answer) setError(body.fieldErrors.answer)
      else toast.error(body.message, { toastId: 'qotd-submit-refused' })
    } catch (failure) {
      setIsConfirming(false)
      toast.error(tForms(code.transportFailureKey(failure)), { toastId: 'qotd-submit-failed' })
    } finally {
      setIsPending(false)
    }
  }

  return (
    <div className={styles.stack}>
      {modes}
      <form
        className={styles.stack}
        noValidate
        onFocus={() => {
          // Loading again is free once the modules are there; a failure is reported on submit.
          if (isSignedIn) loadSubmitting().catch(() => undefined)
        }}
        onSubmit={(event) => {
          event.preventDefault()
          if (isSignedIn) void askToSubmit()
        }}
      >
        {answer && !hasTyped ? (
          <p className={styles.notice} role="status">
            {t('draftRestored')}
          </p>
        ) : null}
        <div className={styles.field}>
          <label htmlFor={fieldId}>{t('answerLabel')}</label>
          <p id={`${fieldId}-hint`} className={styles.muted}>
            {t('answerHint')}
          </p>
          <textarea
            id={fieldId}
            name="answer"
            className={styles.textarea}
            value={answer}
            onChange={(event) => change(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            rows={14}
            spellCheck
          />
          <p id={`${fieldId}-count`} className={styles.counter} data-over={isOver} data-testid="qotd-word-count">
            <strong>{t('wordCount', { count: words, limit: wordLimit })}</strong>
            {isOver ? <span className={styles.over}>{t('overLimit', { over: words - wordLimit })}</span> : null}
          </p>
          {/* Said once when the answer goes over the limit, not at every keystroke. */}
          <span className="visually-hidden" role="status">
            {isOver ? t('overLimitNotice') : ''}
          </span>
          {error ? (
            <p id={`${fieldId}-error`} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        {isSignedIn ? (
          <div className={styles.actions}>
            <WideButton type="submit" disabled={isPending}>
              {isPending ? t('submitting') : t('submit')}
            </WideButton>
          </div>
        ) : (
          <SignInToSubmit signInHref={signInHref} />
        )}
        {hasAsked ? (
          <ConfirmDialog
            id={fieldId}
            isOpen={isConfirming}
            isPending={isPending}
            title={t('confirmTitle')}
            text={t('confirmText', { count: words })}
            confirm={isPending ? t('submitting') : t('confirmYes')}
            cancel={t('confirmNo')}
            onConfirm={() => void submit()}
            onCancel={() => setIsConfirming(false)}
          />
        ) : null}
      </form>
    </div>
  )
}
