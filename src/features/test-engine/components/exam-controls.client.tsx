'use client'

import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import * as z from 'zod/mini'

import { IntlClientProvider } from '@/i18n/intl-provider.client'
import type { Messages } from '@/i18n/messages'
import { readStored, writeStored } from '@/lib/device-storage'
import { type Locale, locales } from '@/i18n/locale'

/**
 * The language of the exam screen's controls (buttons, palette, timer, dialogs), chosen by the candidate
 * on the instructions page and switchable during the test. It is remembered on this device for the
 * attempt, so a reload or a Resume from a page in the other language keeps it; the questions' own
 * language is a separate choice (the attempt's `language`).
 */
type ExamControls = { locale: Locale; setLocale: (locale: Locale) => void }

const ExamControlsContext = createContext<ExamControls | null>(null)

export const controlsStorageKey = (attemptId: string) => `pcs-exam-controls:${attemptId}`
const localeSchema = z.enum(locales)
const CHANGE_EVENT = 'pcs-exam-controls'

const storage = () => (typeof window === 'undefined' ? null : window.localStorage)

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

type ExamControlsProviderProps = {
  attemptId: string
  /** The page's language (`?lang`): the controls' language until the candidate chooses another. */
  pageLocale: Locale
  /** The `exam` words in both languages, so switching needs no round trip. */
  messages: Record<Locale, Partial<Messages>>
  children: ReactNode
}

export function ExamControlsProvider({ attemptId, pageLocale, messages, children }: ExamControlsProviderProps) {
  const key = controlsStorageKey(attemptId)
  const stored = useSyncExternalStore(
    subscribe,
    () => readStored(storage(), key, localeSchema),
    () => null,
  )
  const locale = stored ?? pageLocale

  // The language the attempt opened in is its choice from now on, whatever page links back to it. The
  // store is read again here: while hydrating, `stored` is the server's null even when a choice exists.
  useEffect(() => {
    if (readStored(storage(), key, localeSchema) === null) writeStored(storage(), key, pageLocale)
  }, [key, pageLocale])

  const setLocale = useCallback(
    (next: Locale) => {
      writeStored(storage(), key, next)
      window.dispatchEvent(new Event(CHANGE_EVENT))
    },
    [key],
  )
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale])
  return (
    <ExamControlsContext value={value}>
      <IntlClientProvider locale={locale} messages={messages[locale]}>
        {children}
      </IntlClientProvider>
    </ExamControlsContext>
  )
}

/** The controls' language and its switch; null outside the exam screen (the daily quiz reuses its parts). */
export const useExamControls = () => use(ExamControlsContext)
