'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { type Locale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeLabels, locales, switchLocaleHref } from '@/lib/locale'

import styles from './language-switch.module.css'

/**
 * English / ਪੰਜਾਬੀ on content pages: a link to the same page in the other language. A page whose
 * content depends on its query (filters, a search) passes `path` with it; any other page is one cached
 * page per language, rendered without knowing the query, so the switch links to its plain address.
 */
export function LanguageSwitch({ current, path }: { current: Locale; path?: string }) {
  const pathname = usePathname()
  const here = path ?? publicPath(pathname, current)
  return (
    <nav className={styles.switch} aria-label="Language">
      {locales.map((locale) => (
        <Link
          key={locale}
          href={switchLocaleHref(here, locale)}
          lang={locale}
          hrefLang={locale}
          aria-current={locale === current ? 'true' : undefined}
          className={styles.option}
          scroll={false}
          // Prefetching would fetch the page in the other language for nothing (and is never a choice).
          prefetch={false}
          onClick={() => {
            document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`
          }}
        >
          {localeLabels[locale]}
        </Link>
      ))}
    </nav>
  )
}

/** On the server the page is rendered at its internal address (`/pa/resources`, ADR 010). */
function publicPath(pathname: string, locale: Locale): string {
  const prefix = `/${locale}`
  if (pathname === prefix) return '/'
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname
}
