import { useCallback } from 'react'
import { useTranslations } from 'use-intl'

import type { FieldMessageKey, TranslateField } from './field-messages'

/** The browser's side of `src/lib/field-messages.ts`: schema keys in the page's language (needs `forms` in the provider). */
export function useFieldTranslator(): TranslateField {
  const t = useTranslations('forms')
  return useCallback<TranslateField>(
    (message, values) => {
      const key = `errors.${message}` as `errors.${FieldMessageKey}`
      return t.has(key) ? t(key, values) : message
    },
    [t],
  )
}
