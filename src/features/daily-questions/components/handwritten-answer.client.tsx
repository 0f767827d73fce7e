'use client'

import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslations } from 'use-intl'

import { postForm, transportFailureKey } from '@/components/forms/post-form.client'
import { toast } from '@/components/ui/toast'
import { WideButton } from '@/components/ui/wide-button'
import { HANDWRITTEN_LIMITS } from '@/domain/daily-questions/handwritten-pages'
import { formatFileSize } from '@/i18n/format'
import type { Locale } from '@/i18n/locale'

import type { Refusal, SubmissionResult, SubmissionView } from '../types'
import { ConfirmDialog } from './confirm-dialog.client'
import styles from './daily-questions.module.css'
import { SignInToSubmit } from './sign-in-to-submit'
import { keepPages, pagesKey, readPages } from './page-store'
import type { PreparedPage } from './prepare-pages'

type HandwrittenAnswerProps = {
  dailyQuestionId: string
  locale: Locale
  isSignedIn: boolean
  signInHref: string
  onSubmitted: (submission: SubmissionView, message?: string) => void
}

/**
 * A handwritten answer to a Mains Question of the Day (ADR 048): the candidate adds photos of the pages
 * or a PDF, which the browser makes into compressed JPEG pages (loaded only when files are picked);
 * the pages can be put in order and removed, are kept on this device until they are submitted (a
 * reload, a crash or signing in loses none), and are sent once after a confirmation. What the server
 * refuses is listed page by page, the pages kept to be corrected.
 */
export function HandwrittenAnswer({ dailyQuestionId, locale, isSignedIn, signInHref, onSubmitted }: HandwrittenAnswerProps) {
  const t = useTranslations('dailyQuestions')
  const tForms = useTranslations('forms')
  const id = useId()
  const key = pagesKey(dailyQuestionId)
  const [pages, setPages] = useState<PreparedPage[]>([])
  const [isRestored, setIsRestored] = useState(false)
  const [isPreparing, setIsPreparing] = useState(false)
  const [problems, setProblems] = useState<string[]>([])
  const [isConfirming, setIsConfirming] = useState(false)
  const [isPending, setIsPending] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const problemsRef = useRef<HTMLDivElement>(null)
  const urls = useMemo(() => pages.map((page) => URL.createObjectURL(page.blob)), [pages])
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls])

  useEffect(() => {
    let isCurrent = true
    void readPages(key).then((kept) => {
      if (!isCurrent || kept.length === 0) return
      setPages((now) => (now.length === 0 ? kept : now))
      setIsRestored(true)
    })
    return () => {
      isCurrent = false
    }
  }, [key])

  const change = (next: PreparedPage[]) => {
    setPages(next)
    setIsRestored(false)
    void keepPages(key, next)
  }

  const add = async (files: File[]) => {
    if (files.length === 0) return
    setIsPreparing(true)
    setProblems([])
    try {
      const { preparePages } = await import('./prepare-pages')
      const room = HANDWRITTEN_LIMITS.pages - pages.length
      const prepared = await preparePages(files, room)
      const found = prepared.problems.map((problem) =>
        t(`handwritten.problems.${problem.code}`, { name: problem.name, limitMb: HANDWRITTEN_LIMITS.pickedBytes / (1024 * 1024) }),
      )
      if (prepared.dropped > 0) found.push(t('handwritten.problems.leftOut', { count: prepared.dropped, limit: HANDWRITTEN_LIMITS.pages }))
      change([...pages, ...prepared.pages])
      setProblems(found)
    } catch {
      toast.error(tForms('networkError'), { toastId: 'qotd-pages-failed' })
    } finally {
      setIsPreparing(false)
      if (input.current) input.current.value = ''
    }
  }

  const move = (from: number, to: number) => {
    if (to < 0 || to >= pages.length) return
    const next = [...pages]
    const [page] = next.splice(from, 1)
    next.splice(to, 0, page!)
    change(next)
  }

  const submit = async () => {
    setIsPending(true)
    try {
      const form = new FormData()
      pages.forEach((page, index) => form.append('page', page.blob, `page-${index + 1}.jpg`))
      const body = await postForm<SubmissionResult | Refusal>(`/api/daily-questions/${dailyQuestionId}/handwritten`, form, locale)
      setIsConfirming(false)
      if ('submission' in body) {
        if (!body.message) void keepPages(key, [])
        onSubmitted(body.submission, body.message)
        return
      }
      setProblems(body.pageProblems ?? [body.message])
      requestAnimationFrame(() => problemsRef.current?.focus())
    } catch (failure) {
      setIsConfirming(false)
      toast.error(tForms(transportFailureKey(failure)) + ' ' + t('handwritten.kept'), { toastId: 'qotd-pages-failed' })
    } finally {
      setIsPending(false)
    }
  }

  const total = pages.reduce((sum, page) => sum + page.blob.size, 0)
  const isFull = pages.length >= HANDWRITTEN_LIMITS.pages
  return (
    <div className={styles.stack} data-testid="qotd-handwritten">
      <p>{t('handwritten.intro')}</p>
      {isRestored ? (
        <p className={styles.notice} role="status">
          {t('handwritten.restored')}
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-files`}>{t('handwritten.pick')}</label>
        <p id={`${id}-hint`} className={styles.muted}>
          {t('handwritten.pickHint', { limit: HANDWRITTEN_LIMITS.pages })} {t('handwritten.kept')}
        </p>
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          multiple
          disabled={isPreparing || isFull || isPending}
          aria-describedby={`${id}-hint${problems.length > 0 ? ` ${id}-problems` : ''}`}
          onChange={(event) => void add([...(event.target.files ?? [])])}
        />
      </div>
      <p role="status" className={styles.muted}>
        {isPreparing
          ? t('handwritten.preparing')
          : pages.length > 0
            ? t('handwritten.ready', { count: pages.length, size: formatFileSize(total, locale) })
            : ''}
      </p>
      {problems.length > 0 ? (
        <div id={`${id}-problems`} ref={problemsRef} tabIndex={-1} className={styles.error} role="alert" data-testid="qotd-page-problems">
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {pages.length > 0 ? (
        <section aria-labelledby={`${id}-pages`}>
          <h3 id={`${id}-pages`} className={styles.subheading}>
            {t('handwritten.pages')}
          </h3>
          <ol className={styles.pageList}>
            {pages.map((page, index) => (
              <li key={urls[index]} className={styles.pageItem} data-testid="qotd-picked-page">
                {/* eslint-disable-next-line @next/next/no-img-element -- a page on this device, not yet sent */}
                <img src={urls[index]} alt={t('handwritten.pageAlt', { page: index + 1 })} width={page.width} height={page.height} />
                <strong>{t('handwritten.pageNumber', { page: index + 1 })}</strong>
                <div className={styles.pageActions}>
                  <button
                    type="button"
                    className={styles.secondaryButton}
                    onClick={() => move(index, index - 1)}
                    disabled={index === 0 || isPending}
                    aria-label={t('handwritten.moveUp', { page: index + 1 })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={styles.secondaryButton}
                    onClick={() => move(index, index + 1)}
                    disabled={index === pages.length - 1 || isPending}
                    aria-label={t('handwritten.moveDown', { page: index + 1 })}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={styles.secondaryButton}
                    onClick={() => change(pages.filter((_, at) => at !== index))}
                    disabled={isPending}
                    aria-label={t('handwritten.remove', { page: index + 1 })}
                  >
                    ✕
                  </button>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {isSignedIn ? (
        <div className={styles.actions}>
          <WideButton
            type="button"
            disabled={isPending || isPreparing}
            onClick={() => {
              if (pages.length === 0) {
                setProblems([t('handwritten.problems.noPages')])
                input.current?.focus()
                return
              }
              setIsConfirming(true)
            }}
          >
            {isPending ? t('submitting') : t('handwritten.submit')}
          </WideButton>
        </div>
      ) : (
        <SignInToSubmit signInHref={signInHref} />
      )}
      <ConfirmDialog
        id={id}
        isOpen={isConfirming}
        isPending={isPending}
        title={t('confirmTitle')}
        text={t('handwritten.confirmText', { count: pages.length })}
        confirm={isPending ? t('submitting') : t('confirmYes')}
        cancel={t('handwritten.keepAdding')}
        onConfirm={() => void submit()}
        onCancel={() => setIsConfirming(false)}
      />
    </div>
  )
}
