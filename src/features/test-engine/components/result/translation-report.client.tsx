'use client'

import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { postForm } from '@/components/forms/post-form.client'
import { clearFormDraft, useFormDraft } from '@/components/forms/use-form-draft.client'
import { toast } from '@/components/ui/toast'
import type { Locale } from '@/i18n/locale'
import styles from '@/components/ui/score-review.module.css'

import type { QuestionVersions, TranslationReportAnswer } from '../../translation-report-schema'
import type { ResultTranslator } from './result-labels'

type TranslationReportProps = {
  questionId: string
  number: number
  locale: Locale
  t: ResultTranslator
  /** False until the review has hydrated: the button that opens the form waits for it. */
  isReady?: boolean
}

type Versions = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; versions: QuestionVersions }
type Refusal = { message: string; fieldErrors?: { message?: string } }

const draftKey = (questionId: string) => `pcs-translation-report:${questionId}`
type Draft = { message: string }
const NOTHING_OMITTED: (keyof Draft)[] = []

/** One version of the question, quoted as the candidate read it. */
function Version({
  heading,
  version,
  lang,
  empty,
}: {
  heading: string
  version: QuestionVersions['english'] | null
  lang: Locale
  empty: string
}) {
  return (
    <figure className={styles.translationVersion}>
      <figcaption className={styles.translationVersionHeading}>{heading}</figcaption>
      {version ? (
        <blockquote lang={lang}>
          <p>{version.stem}</p>
          <ol type="A">
            {version.options.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ol>
        </blockquote>
      ) : (
        <p>{empty}</p>
      )}
    </figure>
  )
}

/**
 * "Report a translation problem" under a reviewed question (issue 18, item 4; ADR 036): both versions
 * quoted side by side, and the candidate's words on what differs, sent to staff's queue. What is typed
 * is kept in this tab through a refusal, a lost connection or a reload until the report is sent.
 *
 * The words are checked by the server's schema (`translation-report-schema.ts`), which answers in the
 * page's language beside the box: the review's islands carry the result's messages only, not the
 * forms' catalogue a check in the browser would need.
 */
export function TranslationReport({ questionId, number, locale, t, isReady = true }: TranslationReportProps) {
  const [isOpen, setIsOpen] = useState(false)
  const [versions, setVersions] = useState<Versions>({ state: 'loading' })
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isPending, setIsPending] = useState(false)
  const [outcome, setOutcome] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const openRef = useRef<HTMLButtonElement>(null)
  const outcomeRef = useRef<HTMLParagraphElement>(null)
  const fieldId = `translation-report-${questionId}`
  const headingId = `${fieldId}-heading`
  // What was typed survives a reload or a crash in this tab, and is there when the panel opens again.
  const draft = useMemo(() => ({ message }), [message])
  const restoreDraft = useCallback((saved: Partial<Draft>) => {
    if (saved.message) setMessage((current) => current || saved.message!)
  }, [])
  useFormDraft(draftKey(questionId), draft, restoreDraft, NOTHING_OMITTED)

  const loadVersions = async () => {
    setVersions({ state: 'loading' })
    try {
      const body = await postForm<QuestionVersions | Refusal>('/api/translation-problems/versions', { questionId }, locale)
      if ('english' in body) setVersions({ state: 'ready', versions: body })
      else {
        setVersions({ state: 'failed' })
        toast.error(body.message, { toastId: `translation-versions-${questionId}` })
      }
    } catch {
      setVersions({ state: 'failed' })
    }
  }

  const open = () => {
    setIsOpen(true)
    void loadVersions()
  }

  useEffect(() => {
    if (isOpen) headingRef.current?.focus()
  }, [isOpen])
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus()
  }, [outcome])

  const close = () => {
    setIsOpen(false)
    setError(null)
    requestAnimationFrame(() => openRef.current?.focus())
  }

  const send = async () => {
    setIsPending(true)
    try {
      const body = await postForm<TranslationReportAnswer | Refusal>('/api/translation-problems', { questionId, message }, locale)
      if ('sent' in body) {
        clearFormDraft(draftKey(questionId))
        setMessage('')
        setIsOpen(false)
        const said = body.sent ? t('translation.sent', { number }) : t('translation.alreadySent', { number })
        setOutcome(said)
        toast.success(said, { toastId: `translation-report-${questionId}` })
        return
      }
      if (body.fieldErrors?.message) {
        setError(body.fieldErrors.message)
        document.getElementById(fieldId)?.focus()
      } else toast.error(body.message, { toastId: `translation-report-refused-${questionId}` })
    } catch {
      toast.error(t('translation.sendFailed'), { toastId: `translation-report-failed-${questionId}` })
    } finally {
      setIsPending(false)
    }
  }

  if (outcome && !isOpen) {
    return (
      <p ref={outcomeRef} tabIndex={-1} className={styles.translationSent} role="status">
        {outcome}
      </p>
    )
  }
  if (!isOpen) {
    return (
      <button ref={openRef} type="button" className={styles.bookmarkButton} disabled={!isReady} onClick={open}>
        {t('translation.open')}
      </button>
    )
  }
  return (
    <section className={styles.translationReport} aria-labelledby={headingId}>
      <h4 id={headingId} ref={headingRef} tabIndex={-1} className={styles.explanationHeading}>
        {t('translation.heading', { number })}
      </h4>
      <p>{t('translation.intro')}</p>
      {versions.state === 'loading' ? <p role="status">{t('translation.loading')}</p> : null}
      {versions.state === 'failed' ? (
        <p role="alert">
          {t('translation.loadFailed')}{' '}
          <button type="button" className={styles.bookmarkButton} onClick={() => void loadVersions()}>
            {t('translation.retry')}
          </button>
        </p>
      ) : null}
      {versions.state === 'ready' ? (
        <div className={styles.translationVersions}>
          <Version heading={t('translation.english')} version={versions.versions.english} lang="en" empty="" />
          <Version heading={t('translation.punjabi')} version={versions.versions.punjabi} lang="pa" empty={t('translation.noPunjabi')} />
        </div>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (!isPending) void send()
        }}
      >
        <label htmlFor={fieldId} className={styles.translationLabel}>
          {t('translation.messageLabel')}
        </label>
        <textarea
          id={fieldId}
          name="message"
          rows={4}
          className={styles.translationField}
          value={message}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(event) => {
            setMessage(event.target.value)
            if (error) setError(null)
          }}
        />
        {error ? (
          <p id={`${fieldId}-error`} className={styles.translationError}>
            {error}
          </p>
        ) : null}
        <div className={styles.translationActions}>
          <button type="submit" className={styles.bookmarkButton} aria-busy={isPending || undefined}>
            {t('translation.send')}
          </button>
          <button type="button" className={styles.bookmarkButton} onClick={close}>
            {t('translation.cancel')}
          </button>
        </div>
      </form>
    </section>
  )
}
