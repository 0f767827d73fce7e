import type * as z from 'zod/mini'

import type { Messages } from '@/i18n/messages'

/**
 * The shared zod schemas (forms and server alike) report message KEYS of the catalogue's
 * `forms.errors`, never sentences: the browser translates them with `useTranslations('forms')`, the
 * server with `fieldTranslator(locale)`, so one rule speaks the reader's language on both sides.
 */
export type FieldMessageKey = keyof Messages['forms']['errors']

/** Marks a schema message as a key of `forms.errors` (checked by the compiler). */
export const fieldMessage = (key: FieldMessageKey): FieldMessageKey => key

type MessageValues = Record<string, string | number>

/**
 * Turns a key and its values into the reader's words. A message that is not a key (a schema that still
 * writes its own sentence) comes back as it is.
 */
export type TranslateField = (message: string, values: MessageValues) => string

export type FieldErrors<T> = Partial<Record<keyof T, string>>

/** Values every message may use, e.g. the example address of `emailInvalid`. */
const SHARED_VALUES: MessageValues = { example: 'name@example.com' }

/** The values a zod issue carries for its message: the rule's limits and a custom issue's `params`. */
function issueValues(issue: z.core.$ZodIssue): MessageValues {
  const values: MessageValues = { ...SHARED_VALUES }
  if ('minimum' in issue) values.minimum = Number(issue.minimum)
  if ('maximum' in issue) values.maximum = Number(issue.maximum)
  if (issue.code === 'custom' && issue.params) {
    for (const [name, value] of Object.entries(issue.params))
      if (typeof value === 'string' || typeof value === 'number') values[name] = value
  }
  return values
}

/** One issue's message in the reader's words. */
export const issueMessage = (issue: z.core.$ZodIssue, translate: TranslateField): string => translate(issue.message, issueValues(issue))

/** The first message for each field, translated, for showing next to it. */
export function fieldErrors<T>(error: z.core.$ZodError<T>, translate: TranslateField): FieldErrors<T> {
  const result: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    if (field && !result[field]) result[field] = issueMessage(issue, translate)
  }
  return result as FieldErrors<T>
}
