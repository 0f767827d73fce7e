import { type Locale, withLocale } from '@/i18n/locale'

/**
 * The admin's Preview button: `/api/preview` turns on Next's draft mode for a signed-in staff member
 * and opens the page, which then shows drafts (see `previewable` in src/features/content/previewable.server.ts).
 */
export function previewUrl(path: string, locale?: string | null): string {
  const localized = withLocale(path, locale === 'pa' ? ('pa' satisfies Locale) : 'en')
  return `/api/preview?path=${encodeURIComponent(localized)}`
}
