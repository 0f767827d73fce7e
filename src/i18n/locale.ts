import { hasGurmukhi } from './proper-nouns'

/**
 * Content languages (ADR 009, ADR 010). The language of a content page is part of its address
 * (`?lang=pa`), so a shared link opens in the language it was read in. `src/proxy.ts` rewrites it to
 * an internal path segment (`/pa/...`), so each language of a page is rendered once and cached on its
 * own. The last choice is remembered in a cookie; the proxy adds it to addresses that lack one.
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

/** The route parameters of every page: `src/proxy.ts` rewrites `/x?lang=pa` to the internal `/pa/x`. */
export type LocaleParams = Promise<{ locale: string }>

/** The language a page shows, from the internal `[locale]` segment; English when unknown. */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params
  return isLocale(locale) ? locale : defaultLocale
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

/**
 * The language of a text staff or candidates wrote, on a page in `locale`: a Punjabi page shows English
 * where staff wrote no Punjabi (Payload falls back to it) or where someone typed in Latin letters (a name,
 * feedback, an answer); it is marked `lang="en"` so screen readers and the Punjabi-page check read it so.
 */
export const textLang = (text: string | null | undefined, locale: Locale): Locale =>
  locale === 'pa' && text && /[A-Za-z]/.test(text) && !hasGurmukhi(text) ? 'en' : locale
