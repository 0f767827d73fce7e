'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { useTranslations } from 'use-intl'

import { Spinner } from '@/components/ui/spinner'

import { NAVIGATION_START_EVENT } from './navigation-events'

/** Paths served outside this app's pages (admin, API, files): a full page load, not a route change. */
const isOutsideSite = (pathname: string) => /^\/(admin|api|media)(\/|$)/.test(pathname)

/** Whether a click on this link starts a route change inside the site. */
function startsRouteChange(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return false
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin || isOutsideSite(url.pathname)) return false
  return url.pathname !== window.location.pathname || url.search !== window.location.search
}

/**
 * The spec's page transition: from the start of a route change until the new page is on screen (or
 * the change fails), a full-page spinner covers the content and screen readers hear "Loading".
 * A change starts with a click on a link within the site, the back/forward buttons, or
 * `startNavigationIndicator()` before a programmatic `router.push`.
 */
export function PageTransition() {
  const t = useTranslations('shell')
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const location = `${pathname}?${searchParams.toString()}`
  // The page a route change started from: loading lasts while that page is still the one rendered.
  const [startedFrom, setStartedFrom] = useState<string | null>(null)
  const isLoading = startedFrom === location
  const rendered = useRef(location)

  useEffect(() => {
    rendered.current = location
  }, [location])

  useEffect(() => {
    const start = () => setStartedFrom(rendered.current)
    const onClick = (event: MouseEvent) => {
      if (startsRouteChange(event)) start()
    }
    const onPopState = () => {
      const next = `${window.location.pathname}?${new URLSearchParams(window.location.search).toString()}`
      if (next !== rendered.current) start()
    }
    // Coming back from the browser's page cache shows a finished page.
    const onPageShow = () => setStartedFrom(null)
    window.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState)
    window.addEventListener('pageshow', onPageShow)
    window.addEventListener(NAVIGATION_START_EVENT, start)
    return () => {
      window.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener('pageshow', onPageShow)
      window.removeEventListener(NAVIGATION_START_EVENT, start)
    }
  }, [])

  return (
    <>
      {/* Always present, so the announcement is made when its text changes. */}
      <div role="status" aria-live="polite" className="visually-hidden" data-testid="page-transition-status">
        {isLoading ? t('loading') : ''}
      </div>
      {isLoading ? <Spinner announce={false} /> : null}
    </>
  )
}
