'use client'

import {
  FieldError,
  TextareaField,
  TextareaInput,
  useConfig,
  useDocumentInfo,
  useField,
  useFormFields,
  useFormSubmitted,
  useLocale,
} from '@payloadcms/ui'
import type { JSONFieldClientComponent, TextareaFieldClientComponent } from 'payload'
import { useMemo } from 'react'

import { useVirtualFieldValue } from '@/fields/components/virtual-value'

import { describeParityFlag, optionCountFlag, type ParityFlag, textParityFlags, writtenCount } from './parity'
import { type BilingualSpec, draftFromDocument, draftKey, missingPunjabi, PUNJABI_FIELD, type PunjabiDraft } from './rules'

const arraysOf = (spec: BilingualSpec) => [...new Set(spec.paths.filter((path) => path.includes('.')).map((path) => path.split('.')[0]!))]

/** The document's array rows (their ids) as the form holds them now: what the Punjabi keys refer to. */
function useRows(spec: BilingualSpec): Record<string, { id: string }[]> {
  const arrays = arraysOf(spec)
  const ids = useFormFields(([fields]) => arrays.map((array) => (fields[array]?.rows ?? []).map((row) => row.id).join(',')).join('|'))
  return useMemo(() => {
    const lists = ids.split('|')
    return Object.fromEntries(
      arrays.map((array, index) => [
        array,
        (lists[index] ?? '')
          .split(',')
          .filter(Boolean)
          .map((id) => ({ id })),
      ]),
    )
    // `arrays` follows `spec`, which does not change while the form is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids])
}

/** Reads the stored Punjabi of a document: every locale of its texts. */
const readPunjabi = (apiRoute: string, collectionSlug: string, spec: BilingualSpec) => async (id: number | string) => {
  const response = await fetch(`${apiRoute}/${collectionSlug}/${id}?locale=all&depth=0`, { credentials: 'include' })
  if (!response.ok) throw new Error(String(response.status))
  return draftFromDocument((await response.json()) as Record<string, unknown>, spec)
}

/**
 * The Punjabi of the document, carried by the form's virtual `punjabi` field: read when the form opens
 * and after each save, so the boxes beside the English show what is stored (until then they are
 * read-only). Shows the one rule of a Punjabi version.
 */
export const PunjabiTexts: JSONFieldClientComponent = (props) => {
  const spec = (props as unknown as { spec: BilingualSpec }).spec
  const { collectionSlug } = useDocumentInfo()
  const { config } = useConfig()
  const { code } = useLocale()
  const { failed } = useVirtualFieldValue<PunjabiDraft>(
    PUNJABI_FIELD,
    readPunjabi(config.routes.api, collectionSlug ?? '', spec),
    { texts: {}, saved: false },
    code === 'en',
  )

  if (code !== 'en') return null
  return (
    <div className="field-type bilingual-note" data-testid="bilingual-note">
      <RowCountFlags spec={spec} />
      <p>
        Write each text in English and, beside it, in Punjabi (ਪੰਜਾਬੀ). {spec.publishRule} {spec.requiredMessage}
      </p>
      {failed ? (
        <p role="alert" className="bilingual-note__error">
          The Punjabi could not be loaded, so its boxes are read-only. Reload the page to edit it.
        </p>
      ) : null}
    </div>
  )
}

/**
 * A localized textarea edited in both languages at once: Payload's own field for the English and,
 * beside it, the Punjabi in the form's `punjabi` draft. Outside the English form (a document opened
 * with `?locale=pa`), Payload's field as it is.
 */
export const BilingualTextareaField: TextareaFieldClientComponent = (props) => {
  const spec = (props as unknown as { spec: BilingualSpec }).spec
  const { path, field } = props
  const { code } = useLocale()
  const rows = useRows(spec)
  const rowId = useFormFields(([fields]) => {
    const parts = path.split('.')
    return parts.length === 3 ? (fields[`${parts[0]}.${parts[1]}.id`]?.value as string | undefined) : undefined
  })
  const { value: draft, setValue } = useField<PunjabiDraft | null>({ path: PUNJABI_FIELD })
  const english = useFormFields(([fields]) => fields[path]?.value)
  const submitted = useFormSubmitted()

  if (code !== 'en') return <TextareaField {...props} />
  const key = draftKey(path, rowId)
  const label = typeof field.label === 'string' ? field.label : field.name
  const missing = key !== null && submitted && missingPunjabi(draft, rows, spec).includes(key)
  const punjabi = key ? (draft?.texts[key] ?? '') : ''
  return (
    <div className="field-type bilingual-pair">
      <TextareaField {...props} />
      <div lang="pa" className="bilingual-pair__punjabi">
        <TextareaInput
          path={`${path}__pa`}
          label={`${label} — ਪੰਜਾਬੀ`}
          value={punjabi}
          rows={field.admin?.rows}
          readOnly={!draft || key === null}
          showError={missing}
          Error={<FieldError path={`${path}__pa`} message="Write this in Punjabi too." showError={missing} />}
          onChange={(event) => {
            if (!draft || key === null) return
            setValue({ ...draft, texts: { ...draft.texts, [key]: event.target.value } })
          }}
        />
      </div>
      <ParityFlags flags={textParityFlags(typeof english === 'string' ? english : '', punjabi)} />
    </div>
  )
}

/** The differences between a text's two versions that a translation should not have (parity.ts). */
function ParityFlags({ flags }: { flags: ParityFlag[] }) {
  return (
    <div className="bilingual-pair__flags" aria-live="polite">
      {flags.map((flag) => (
        <p key={flag.kind} className="bilingual-flag" data-testid="parity-flag">
          {describeParityFlag(flag)}
        </p>
      ))}
    </div>
  )
}

/** For each array of texts (the options): as many written in Punjabi as in English, once any is. */
function RowCountFlags({ spec }: { spec: BilingualSpec }) {
  const rows = useRows(spec)
  const { value: draft } = useField<PunjabiDraft | null>({ path: PUNJABI_FIELD })
  const arrayPaths = spec.paths.filter((path) => path.includes('.')).map((path) => path.split('.') as [string, string])
  // How many texts each list has in English, as one short string: the form re-renders this only
  // when a count changes, not on every keystroke.
  const englishCounts = useFormFields(([fields]) =>
    arrayPaths
      .map(([array, field]) =>
        writtenCount((fields[array]?.rows ?? []).map((_, index) => String(fields[`${array}.${index}.${field}`]?.value ?? ''))),
      )
      .join(','),
  ).split(',')
  const flags = arrayPaths.flatMap(([array, field], index) =>
    optionCountFlag(
      Number(englishCounts[index] ?? 0),
      writtenCount((rows[array] ?? []).map((row) => draft?.texts[`${array}.${row.id}.${field}`])),
    ),
  )
  return <ParityFlags flags={flags} />
}
