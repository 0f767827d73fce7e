import type { Locale } from '@/i18n/locale'
import { getTranslator } from '@/i18n/translator'

import type { District } from './punjab-districts'

/**
 * A district's name in a language ("Ludhiana", "ਲੁਧਿਆਣਾ"), for server code. Kept apart from
 * `punjab-districts.ts`, which the account form ships to the browser: client islands name districts
 * through `useTranslations('forms')`.
 */
export const districtName = (locale: Locale, district: District) => getTranslator(locale, 'forms')(`districts.${district}`)
