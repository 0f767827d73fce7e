'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { useTranslations } from 'use-intl'

import type { WindowActivity } from '@/domain/test-engine/mock-window'
import styles from './leaderboard.module.css'

/** How often the figures are asked for when no stream can be held open. */
const POLL_MS = 15_000
/** How often the page is asked for again once the list is out, until the cached page has it. */
const REFRESH_MS = 5_000

/**
 * The live part of a window's leaderboard before its list is out (ADR 044): how many candidates are
 * writing and how many have finished, from the server's event stream, or by asking every 15 seconds
 * where a stream cannot be held (an old browser, a proxy that cuts it). When the list is published the
 * page loads it in place, without a reload.
 */
export function WindowLive({ slug }: { slug: string }) {
  const t = useTranslations('leaderboard')
  const router = useRouter()
  const [activity, setActivity] = useState<WindowActivity | null>(null)

  useEffect(() => {
    const address = `/api/tests/${encodeURIComponent(slug)}/window`
    let source: EventSource | null = null
    let poll: number | undefined
    let refresh: number | undefined
    const take = (next: WindowActivity) => {
      setActivity(next)
      if (next.phase !== 'published' || refresh !== undefined) return
      source?.close()
      window.clearInterval(poll)
      router.refresh()
      // A visitor's page is cached for a little while: ask again until it shows the list (this part then goes).
      refresh = window.setInterval(() => router.refresh(), REFRESH_MS)
    }
    const startPolling = () => {
      const read = () =>
        fetch(address, { cache: 'no-store' })
          .then((response) => (response.ok ? (response.json() as Promise<WindowActivity>) : null))
          .then((next) => next && take(next))
          .catch(() => undefined)
      void read()
      poll = window.setInterval(read, POLL_MS)
    }
    if (typeof EventSource === 'function') {
      source = new EventSource(`${address}/live`)
      source.onmessage = (event: MessageEvent<string>) => take(JSON.parse(event.data) as WindowActivity)
      // A stream that ends is opened again by the browser; one refused for good falls back to asking.
      source.onerror = () => {
        if (source?.readyState === EventSource.CLOSED && poll === undefined) startPolling()
      }
    } else startPolling()
    return () => {
      source?.close()
      window.clearInterval(poll)
      window.clearInterval(refresh)
    }
  }, [slug, router])

  return (
    <p className={styles.live} role="status" aria-live="polite" data-testid="window-live">
      {activity
        ? activity.phase === 'published'
          ? t('publishedNow')
          : activity.phase === 'upcoming'
            ? null
            : t('live', { writing: activity.writing, finished: activity.finished })
        : null}
    </p>
  )
}
