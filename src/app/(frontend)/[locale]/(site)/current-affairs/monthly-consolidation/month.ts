import type { Locale } from '@/lib/locale'

/** `October 2026` / `ਅਕਤੂਬਰ 2026`: the month a consolidation covers (stored as a day in that month). */
export const formatMonth = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'pa' ? 'pa-IN' : 'en-IN', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(iso))
