'use client'

import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { postForm } from '@/components/forms/post-form.client'
import { clearFormDraft, useFormDraft } from '@/components/forms/use-form-draft.client'
import { toast } from '@/components/ui/toast'
import { type Locale, textLang } from '@/i18n/locale'
import styles from '@/components/ui/score-review.module.css'
import type { ObjectionKind } from '@/domain/test-engine/key-objections'
import { type OptionLetter, optionLetterList } from '@/domain/test-engine/types'

import type { KeyObjectionAnswer, OwnObjection } from '../../key-objection-schema'
import type { ResultTranslator } from './result-labels'

type KeyObjectionProps = {
  attemptId: string
  questionId: string
  number: number
  /** How many options the question has: the answers a candidate can propose. */
  optionCount: number
  locale: Locale
  t: ResultTranslator
  /** The candidate's objection to this question, when there is one. */
  mine: OwnObjection | null
  /** False until the review has hydrated: the button that opens the form waits for it. */
  isReady?: boolean
}

type Draft = { kind: ObjectionKind | ''; proposedOption: OptionLetter | ''; reason: string; source: string }
type Field = keyof Draft
type Refusal = { message: string; fieldErrors?: Partial<Record<Field | 'message', string>> }

const EMPTY: Draft = { kind: '', proposedOption: '', reason: '', source: '' }
const NOTHING_OMITTED: Field[] = []
const draftKey = (attemptId: string, questionId: string) => `pcs-key-objection:${attemptId}:${questionId}`
const FIELD_ORDER: Field[] = ['kind', 'proposedOption', 'reason', 'source']

/** The candidate's objection and staff's decision on it, as the review shows it; the note in the language staff wrote it in. */
export function ObjectionState({ objection, t, locale }: { objection: OwnObjection; t: ResultTranslator; locale: Locale }) {
  return (
    <p className={styles.translationSent} data-objection={objection.status}>
      {t(`objection.status.${objection.status}`)}
      {objection.note ? (
        <>
          {' '}
          <span lang={textLang(objection.note, locale)}>{objection.note}</span>
        </>
      ) : null}
    </p>
  )
}

/**
 * "Object to the answer key" under a reviewed question of an All-Punjab mock during its objection
 * period (issue 18, item 3; ADR 046): the key or the wording, the answer proposed, the candidate's
 * reasoning and a source. What is typed is kept in this tab through a refusal, a lost connection or a
 * reload until the objection is sent. The server checks it with the shared schema and answers beside
 * each field in the page's language.
 */
export function KeyObjection({ attemptId, questionId, number, optionCount, locale, t, mine, isReady = true }: KeyObjectionProps) {
  const [isOpen, setIsOpen] = useState(false)
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [isPending, setIsPending] = useState(false)
  const [sent, setSent] = useState<{ said: string; objection: OwnObjection } | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const openRef = useRef<HTMLButtonElement>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const idBase = `key-objection-${questionId}`
  const headingId = `${idBase}-heading`
  const kept = useMemo(() => draft, [draft])
  const restoreDraft = useCallback((saved: Partial<Draft>) => setDraft((current) => ({ ...current, ...saved })), [])
  useFormDraft(draftKey(attemptId, questionId), kept, restoreDraft, NOTHING_OMITTED)

  useEffect(() => {
    if (isOpen) headingRef.current?.focus()
  }, [isOpen])
  useEffect(() => {
    if (sent) outcomeRef.current?.focus()
  }, [sent])

  const change = <F extends Field>(field: F, value: Draft[F]) => {
    setDraft((current) => ({ ...current, [field]: value }))
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const close = () => {
    setIsOpen(false)
    setErrors({})
    requestAnimationFrame(() => openRef.current?.focus())
  }

  const send = async () => {
    setIsPending(true)
    try {
      const body = await postForm<KeyObjectionAnswer | Refusal>(
        '/api/objections',
        {
          attemptId,
          questionId,
          kind: draft.kind || undefined,
          proposedOption: draft.kind === 'key' ? draft.proposedOption || null : null,
          reason: draft.reason,
          source: draft.source || undefined,
        },
        locale,
      )
      if ('sent' in body) {
        clearFormDraft(draftKey(attemptId, questionId))
        setDraft(EMPTY)
        setIsOpen(false)
        const said = body.sent ? t('objection.sent', { number }) : t('objection.alreadySent', { number })
        setSent({ said, objection: body.objection })
        toast.success(said, { toastId: `key-objection-${questionId}` })
        return
      }
      const fieldErrors = body.fieldErrors ?? {}
      const fields = FIELD_ORDER.filter((field) => fieldErrors[field])
      if (fields.length) {
        setErrors(Object.fromEntries(fields.map((field) => [field, fieldErrors[field]])))
        document.getElementById(`${idBase}-${fields[0]}`)?.focus()
      } else toast.error(body.message, { toastId: `key-objection-refused-${questionId}` })
    } catch {
      toast.error(t('objection.sendFailed'), { toastId: `key-objection-failed-${questionId}` })
    } finally {
      setIsPending(false)
    }
  }

  if (sent && !isOpen) {
    return (
      <div ref={outcomeRef} tabIndex={-1} role="status">
        <p className={styles.translationSent}>{sent.said}</p>
      </div>
    )
  }
  if (mine) return <ObjectionState objection={mine} t={t} locale={locale} />
  if (!isOpen) {
    return (
      <button ref={openRef} type="button" className={styles.bookmarkButton} disabled={!isReady} onClick={() => setIsOpen(true)}>
        {t('objection.open')}
      </button>
    )
  }
  const describedBy = (field: Field, hint?: string) =>
    [hint, errors[field] ? `${idBase}-${field}-error` : null].filter(Boolean).join(' ') || undefined
  const errorOf = (field: Field) =>
    errors[field] ? (
      <p id={`${idBase}-${field}-error`} className={styles.translationError}>
        {errors[field]}
      </p>
    ) : null
  return (
    <section className={styles.translationReport} aria-labelledby={headingId}>
      <h4 id={headingId} ref={headingRef} tabIndex={-1} className={styles.explanationHeading}>
        {t('objection.heading', { number })}
      </h4>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (!isPending) void send()
        }}
      >
        <fieldset className={styles.objectionChoices} aria-describedby={describedBy('kind')}>
          <legend className={styles.translationLabel}>{t('objection.kindLegend')}</legend>
          {(['key', 'wording'] as const).map((kind, index) => (
            <label key={kind} className={styles.objectionChoice}>
              <input
                type="radio"
                name={`${idBase}-kind`}
                id={index === 0 ? `${idBase}-kind` : undefined}
                value={kind}
                checked={draft.kind === kind}
                onChange={() => change('kind', kind)}
              />{' '}
              {t(kind === 'key' ? 'objection.kindKey' : 'objection.kindWording')}
            </label>
          ))}
          {errorOf('kind')}
        </fieldset>
        {draft.kind === 'key' ? (
          <fieldset className={styles.objectionChoices} aria-describedby={describedBy('proposedOption')}>
            <legend className={styles.translationLabel}>{t('objection.proposedLegend')}</legend>
            <div className={styles.objectionLetters}>
              {optionLetterList.slice(0, optionCount).map((letter, index) => (
                <label key={letter} className={styles.objectionChoice}>
                  <input
                    type="radio"
                    name={`${idBase}-option`}
                    id={index === 0 ? `${idBase}-proposedOption` : undefined}
                    value={letter}
                    checked={draft.proposedOption === letter}
                    onChange={() => change('proposedOption', letter)}
                  />{' '}
                  {t('objection.option', { letter })}
                </label>
              ))}
            </div>
            {errorOf('proposedOption')}
          </fieldset>
        ) : null}
        <label htmlFor={`${idBase}-reason`} className={styles.translationLabel}>
          {t('objection.reasonLabel')}
        </label>
        <p id={`${idBase}-reason-hint`} className={styles.objectionHint}>
          {t('objection.reasonHint')}
        </p>
        <textarea
          id={`${idBase}-reason`}
          name="reason"
          rows={4}
          className={styles.translationField}
          value={draft.reason}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={describedBy('reason', `${idBase}-reason-hint`)}
          onChange={(event) => change('reason', event.target.value)}
        />
        {errorOf('reason')}
        <label htmlFor={`${idBase}-source`} className={styles.translationLabel}>
          {t('objection.sourceLabel')}
        </label>
        <p id={`${idBase}-source-hint`} className={styles.objectionHint}>
          {t('objection.sourceHint')}
        </p>
        <input
          id={`${idBase}-source`}
          name="source"
          type="text"
          className={styles.objectionSource}
          value={draft.source}
          aria-invalid={errors.source ? true : undefined}
          aria-describedby={describedBy('source', `${idBase}-source-hint`)}
          onChange={(event) => change('source', event.target.value)}
        />
        {errorOf('source')}
        <div className={styles.translationActions}>
          <button type="submit" className={styles.bookmarkButton} aria-busy={isPending || undefined}>
            {t('objection.send')}
          </button>
          <button type="button" className={styles.bookmarkButton} onClick={close}>
            {t('objection.cancel')}
          </button>
        </div>
      </form>
    </section>
  )
}
