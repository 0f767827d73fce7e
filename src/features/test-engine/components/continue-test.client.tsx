'use client'

import { useEffect, useState } from 'react'

import { WideButton } from '@/components/ui/wide-button'
import { type Locale, LOCALE_PARAM } from '@/i18n/locale'

import type { UnfinishedAttempt } from '../find-unfinished-attempt.server'

/**
 * "Continue your test" on a cached page: asks, in the browser, whether the signed-in candidate has a
 * test running, and shows nothing otherwise (or when the server cannot be reached).
 */
export function ContinueTest({ label, locale }: { label: string; locale: Locale }) {
  const [attempt, setAttempt] = useState<UnfinishedAttempt | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    fetch(`/api/session/unfinished-test?${LOCALE_PARAM}=${locale}`, {
      credentials: 'same-origin',
      cache: 'no-store',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ attempt: UnfinishedAttempt | null }>) : { attempt: null }))
      .then(({ attempt: running }) => setAttempt(running))
      .catch(() => undefined)
    return () => controller.abort()
  }, [locale])
  if (!attempt) return null
  return (
    <WideButton href={attempt.href} variant="primary">
      {label}: {attempt.testTitle}
    </WideButton>
  )
}
