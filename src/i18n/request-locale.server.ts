import 'server-only'

import { cache } from 'react'

import type { Locale } from './locale'

/** One render's language, kept for the files Next renders without the page's parameters. */
const requestLocale = cache((): { locale: Locale | null } => ({ locale: null }))

/**
 * The language layout records its page's language for this render: Next renders a segment's
 * `not-found` file without parameters, after the layouts above it (ADR 032).
 */
export function rememberRequestLocale(locale: Locale) {
  requestLocale().locale = locale
}

/** The page's language as the language layout recorded it; English if none did. */
export const getRequestLocale = (): Locale => requestLocale().locale ?? 'en'
