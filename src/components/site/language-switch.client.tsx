'use client'

import Link from 'next/link'
import { usePathname, useSearchParams } from 'next/navigation'

import { type Locale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeLabels, locales, switchLocaleHref } from '@/lib/locale'

import styles from './language-switch.module.css'

/** English / ਪੰਜਾਬੀ on content pages: a link to the same page in the other language. */
export function LanguageSwitch({ current }: { current: Locale }) {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const here = search ? `${pathname}?${search}` : pathname
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
