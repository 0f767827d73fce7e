import { getTranslator } from '@/i18n/translator'

import type { FieldMessageKey, TranslateField } from './field-messages'
import type { Locale } from '@/i18n/locale'
// A message that is not a key is zod's own wording, which the server keeps in English (zod-english.ts).
import './zod-english'

/**
 * The server's side of `field-messages.ts`: schema keys in `locale` (route handlers, Payload's field
 * checks, scripts). Browser code uses `useFieldTranslator` instead, so it never loads the catalogue.
 */
export function fieldTranslator(locale: Locale): TranslateField {
  const t = getTranslator(locale, 'forms')
  return (message, values) => {
    const key = `errors.${message}` as `errors.${FieldMessageKey}`
    return t.has(key) ? t(key, values) : message
  }
}
