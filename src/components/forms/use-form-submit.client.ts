import { useState, useTransition, type FormEvent } from 'react'
import { useLocale, useTranslations } from 'use-intl'
import type { ZodMiniType } from 'zod/mini'

import { toast } from '@/components/ui/toast'
import { fieldErrors, type FieldErrors } from '@/lib/field-messages'
import { useFieldTranslator } from '@/lib/use-field-translator.client'

import { postForm, transportFailureKey } from './post-form.client'

type Refusal<T> = { ok: false; message: string; fieldErrors?: FieldErrors<T> }

type FormSubmitOptions<T, Success extends { ok: true }> = {
  /** The same schema the server checks with: bad fields are caught before anything is sent. */
  schema: ZodMiniType
  path: string
  values: T
  onSuccess: (result: Success) => void | Promise<void>
  /** Whether a failed browser-side check also says "Check the highlighted fields." above the form. */
  announceInvalid?: boolean
  /** A refusal without field errors goes above the form (default) or into a toast. */
  refusals?: 'inline' | 'toast'
}

/**
 * Submitting one of the account forms: check with the shared schema, post the values, put each
 * refusal next to its field, toast a lost connection or a server fault. Nothing typed is cleared.
 * Every message is in the page's language: the schema's keys through the catalogue, the server's
 * answers because the request names the language.
 */
export function useFormSubmit<T, Success extends { ok: true } = { ok: true }>({
  schema,
  path,
  values,
  onSuccess,
  announceInvalid = false,
  refusals = 'inline',
}: FormSubmitOptions<T, Success>) {
  const t = useTranslations('forms')
  const locale = useLocale()
  const translate = useFieldTranslator()
  const [errors, setErrors] = useState<FieldErrors<T>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [isPending, startTransition] = useTransition()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = schema.safeParse(values)
    setErrors(parsed.success ? {} : (fieldErrors(parsed.error, translate) as FieldErrors<T>))
    setFormError(!parsed.success && announceInvalid ? t('checkFields') : null)
    if (!parsed.success) return
    startTransition(async () => {
      try {
        const result = await postForm<Success | Refusal<T>>(path, values, locale)
        if (!result.ok) {
          setErrors(result.fieldErrors ?? {})
          if (refusals === 'inline') setFormError(result.message)
          else if (!result.fieldErrors) toast.error(result.message, { toastId: 'form-refused' })
          return
        }
        await onSuccess(result)
      } catch (error) {
        toast.error(t(transportFailureKey(error)), { toastId: 'form-failed' })
      }
    })
  }

  return { errors, formError, isPending, onSubmit }
}
