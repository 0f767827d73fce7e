/**
 * Content languages (ADR 009). The language of a content page is part of its address (`?lang=pa`), so
 * a shared link opens in the language it was read in, and each language is cached on its own. The
 * last choice is remembered in a cookie; `src/proxy.ts` adds it to addresses that lack one.
 */
export const locales = ['en', 'pa'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

export const LOCALE_PARAM = 'lang'
export const LOCALE_COOKIE = 'pcs-lang'
/** The choice is remembered for a year. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

export const localeLabels: Record<Locale, string> = { en: 'English', pa: 'ਪੰਜਾਬੀ' }

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (locales as readonly string[]).includes(value)

/** The language a page shows, from its `lang` search parameter; English when absent or unknown. */
export function contentLocale(searchParams: Record<string, string | string[] | undefined>): Locale {
  const value = searchParams[LOCALE_PARAM]
  return isLocale(value) ? value : defaultLocale
}

/** `href` with its language set: `?lang=pa` for Punjabi, no parameter for English. */
export function withLocale(href: string, locale: Locale): string {
  const url = new URL(href, 'http://site.invalid')
  if (locale === defaultLocale) url.searchParams.delete(LOCALE_PARAM)
  else url.searchParams.set(LOCALE_PARAM, locale)
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * The language switch's link: the language is always written out (`?lang=en` too), so choosing English
 * after Punjabi also resets the remembered choice (src/proxy.ts) instead of being sent back to Punjabi.
 */
export function switchLocaleHref(href: string, locale: Locale): string {
  const url = new URL(href, 'http://site.invalid')
  url.searchParams.set(LOCALE_PARAM, locale)
  return `${url.pathname}${url.search}${url.hash}`
}
