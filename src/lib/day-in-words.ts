import type { IsoDay } from './indian-day'

/**
 * A day in words, alone in its file: the submission status of a written answer shows one in the
 * browser, and neither the picker's rules in `days.ts` nor every page's `indian-day.ts` should carry
 * it there (issue 17). Everything else imports it from `days.ts`.
 */
const dayWords = {
  en: new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  pa: new Intl.DateTimeFormat('pa-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
}

/** `Sunday, 22 November 2026` (or `ਐਤਵਾਰ, 22 ਨਵੰਬਰ 2026`): a day in words, which no reader can misread. */
export const formatDayInWords = (day: IsoDay, language: 'en' | 'pa' = 'en') => dayWords[language].format(new Date(`${day}T00:00:00Z`))
