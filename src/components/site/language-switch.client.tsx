'use client'

import Link from 'next/link'
import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense } from 'react'
import { useLocale, useTranslations } from 'use-intl'

import { isLocale, type Locale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeLabels, locales, switchLocaleHref } from '@/i18n/locale'

import styles from './language-switch.module.css'

type SwitchProps = {
  /** The page's language; the one the catalogue was given by the `[locale]` layout when left out. */
  current?: Locale
  /** The address to switch, query included; the address in the browser's bar when left out. */
  path?: string
}

/**
 * English / ਪੰਜਾਬੀ: a link to the same page in the other language, in the same place on every page
 * (the header's top row, or the top of a bare page). A cached page is rendered without its query, so
 * the server writes the plain address and the browser adds the query it was opened with (a search,
 * filters, a result's attempt) once it has read it.
 */
export function LanguageSwitch(props: SwitchProps) {
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
      {locales.map((option) => (
        <Link
          key={option}
          href={switchLocaleHref(here, option)}
          lang={option}
          hrefLang={option}
          aria-current={option === locale ? 'true' : undefined}
          className={styles.option}
          scroll={false}
          // Prefetching would fetch the page in the other language for nothing (and is never a choice).
          prefetch={false}
          onClick={() => {
            document.cookie = `${LOCALE_COOKIE}=${option}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`
          }}
        >
          {localeLabels[option]}
        </Link>
      ))}
    </nav>
  )
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
