'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect } from 'react'
import { useLocale, useTranslations } from 'use-intl'

import { isLocale, type Locale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeLabels, locales, switchLocaleHref } from '@/i18n/locale'

import styles from './language-switch.module.css'

type SwitchProps = {
  /** The page's language; the one the catalogue was given by the `[locale]` layout when left out. */
  current?: Locale
  /** The address to switch, query included; the address in the browser's bar when left out. */
  path?: string
}

/** Where the reader was on the page they switched from, for the same page in the other language. */
const KEPT_PLACE_KEY = 'pcs-language-switch-place'

/**
 * English / ਪੰਜਾਬੀ: a link to the same page in the other language, in the same place on every page
 * (the header's top row, or the top of a bare page). A cached page is rendered without its query, so
 * the server writes the plain address and the browser adds the query it was opened with (a search,
 * filters, a result's attempt) once it has read it.
 *
 * The links are plain links, a whole page load (ADR 027): the new language is on screen as soon as its
 * HTML arrives, and a click works the same before, during and after hydration. A click writes the
 * language cookie first, so the page it opens sets none and stays cacheable (without script, the proxy
 * writes it). The reader's scroll position is kept across the switch.
 */
export function LanguageSwitch(props: SwitchProps) {
  useKeptPlace()
  return (
    <Suspense fallback={<SwitchLinks {...props} search="" />}>
      <SwitchWithQuery {...props} />
    </Suspense>
  )
}

function SwitchWithQuery(props: SwitchProps) {
  const search = useSearchParams().toString()
  return <SwitchLinks {...props} search={search} />
}

function SwitchLinks({ current, path, search }: SwitchProps & { search: string }) {
  const pathname = usePathname()
  const intlLocale = useLocale()
  const t = useTranslations('shell')
  const locale = current ?? (isLocale(intlLocale) ? intlLocale : 'en')
  const here = path ?? `${publicPath(pathname, locale)}${search ? `?${search}` : ''}`
  return (
    <nav className={styles.switch} aria-label={t('language')} data-testid="language-switch">
      {locales.map((option) => {
        const href = switchLocaleHref(here, option)
        return (
          <a
            key={option}
            href={href}
            lang={option}
            hrefLang={option}
            aria-current={option === locale ? 'true' : undefined}
            className={styles.option}
            onClick={() => {
              document.cookie = `${LOCALE_COOKIE}=${option}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`
              keepPlace(href)
            }}
          >
            {localeLabels[option]}
          </a>
        )
      })}
    </nav>
  )
}

function keepPlace(href: string) {
  try {
    sessionStorage.setItem(KEPT_PLACE_KEY, JSON.stringify({ href, y: window.scrollY }))
  } catch {
    // Storage refused (private mode, quota): the page opens at its top, as any link does.
  }
}

/** The place a switch stored for the page it opened, read once. */
function takeKeptPlace(): { href: string; y: number } | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEPT_PLACE_KEY) ?? 'null') as { href?: unknown; y?: unknown } | null
    sessionStorage.removeItem(KEPT_PLACE_KEY)
    return kept && typeof kept.href === 'string' && typeof kept.y === 'number' ? { href: kept.href, y: kept.y } : null
  } catch {
    return null
  }
}

/** Back at the reader's place on the page they switched from, unless they have scrolled already. */
function useKeptPlace() {
  useEffect(() => {
    const kept = takeKeptPlace()
    if (!kept || kept.y <= 0 || window.scrollY > 0) return
    if (kept.href !== `${window.location.pathname}${window.location.search}`) return
    window.scrollTo({ top: kept.y, behavior: 'instant' })
  }, [])
}

/**
 * On the server a page is rendered at its internal address (`/pa/resources`, `/pa/signed-in/contact-us`,
 * ADR 010); the reader's address has neither segment.
 */
export function publicPath(pathname: string, locale: Locale): string {
  const prefix = `/${locale}`
  let path = pathname === prefix ? '/' : pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname
  for (const internal of ['/signed-in', '/page-not-found']) {
    if (path === internal) path = '/'
    else if (path.startsWith(`${internal}/`)) path = path.slice(internal.length)
  }
  return path
}
