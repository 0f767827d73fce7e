import { useState, useTransition, type FormEvent } from 'react'
import { useLocale, useTranslations } from 'use-intl'
import type { ZodMiniType } from 'zod/mini'

import { toast } from '@/components/ui/toast'
import { fieldErrors, type FieldErrors } from '@/lib/field-messages'
import { useFieldTranslator } from '@/lib/use-field-translator.client'

import { postForm, transportFailureKey } from './post-form.client'

type Refusal<T> = { ok: false; message: string; fieldErrors?: FieldErrors<T> }

/**
 * Loads the same schema the server checks with, e.g. `() => import('../schema').then((m) => m.formSchema)`:
 * the page does not ship zod until the form is first focused (ADR 031).
 */
export type SchemaLoader<Out = unknown> = () => Promise<ZodMiniType<Out>>

type FormSubmitOptions<T, Success extends { ok: true }, Out> = {
  /** Bad fields are caught with the server's own schema before anything is sent. */
  schema: SchemaLoader<Out>
  path: string
  values: T
  /** `data` is what the schema made of the values (trimmed, normalised), as the server stored it. */
  onSuccess: (result: Success, data: Out) => void | Promise<void>
  /** Whether a failed browser-side check also says "Check the highlighted fields." above the form. */
  announceInvalid?: boolean
  /** A refusal without field errors goes above the form (default) or into a toast. */
  refusals?: 'inline' | 'toast'
  /** Whether the request carries a proof of work (the flood-prone forms, ADR 050). */
  proofOfWork?: boolean
}

/**
 * Submitting one of the account forms: check with the shared schema, post the values, put each
 * refusal next to its field, toast a lost connection or a server fault. Nothing typed is cleared.
 * The schema starts loading when the form is first focused (`prepare`, the form's `onFocus`); a
 * schema that cannot load is reported like a lost connection, above the form and in a toast.
 * Every message is in the page's language: the schema's keys through the catalogue, the server's
 * answers because the request names the language.
 */
export function useFormSubmit<T, Success extends { ok: true } = { ok: true }, Out = unknown>({
  schema,
  path,
  values,
  onSuccess,
  announceInvalid = false,
  refusals = 'inline',
  proofOfWork = false,
}: FormSubmitOptions<T, Success, Out>) {
  const t = useTranslations('forms')
  const locale = useLocale()
  const translate = useFieldTranslator()
  const [errors, setErrors] = useState<FieldErrors<T>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [isPending, startTransition] = useTransition()

  const prepare = () => {
    // Loading again is free once the module is there; a failure is reported when it matters, on submit.
    schema().catch(() => undefined)
    if (proofOfWork) import('./proof-of-work.client').catch(() => undefined)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    startTransition(async () => {
      let check: Awaited<ReturnType<typeof schema>>
      try {
        check = await schema()
      } catch {
        // The page cannot fetch its own code either, so the toasts may not load: say it above the form too.
        setFormError(t('networkError'))
        toast.error(t('networkError'), { toastId: 'form-failed' })
        return
      }
      try {
        const parsed = check.safeParse(values)
        setErrors(parsed.success ? {} : (fieldErrors(parsed.error, translate) as FieldErrors<unknown> as FieldErrors<T>))
        setFormError(!parsed.success && announceInvalid ? t('checkFields') : null)
        if (!parsed.success) return
        const result = await postForm<Success | Refusal<T>>(path, values, locale, { proofOfWork })
        if (!result.ok) {
          setErrors(result.fieldErrors ?? {})
          if (refusals === 'inline') setFormError(result.message)
          else if (!result.fieldErrors) toast.error(result.message, { toastId: 'form-refused' })
          return
        }
        await onSuccess(result, parsed.data)
      } catch (error) {
        toast.error(t(transportFailureKey(error)), { toastId: 'form-failed' })
      }
    })
  }

  return { errors, formError, isPending, onSubmit, prepare }
}
