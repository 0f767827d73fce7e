import type { CollectionAfterChangeHook, JSONField } from 'payload'

import { type BilingualSpec, missingPunjabi, PUNJABI_FIELD, type PunjabiDraft, punjabiData } from './rules'

const isDraft = (value: unknown): value is PunjabiDraft =>
  Boolean(value) && typeof value === 'object' && typeof (value as PunjabiDraft).texts === 'object' && (value as PunjabiDraft).texts !== null

/**
 * The Punjabi a bilingual form carries (ADR 021): a virtual field (nothing stored under its name) that
 * the form's side-by-side boxes fill, checked with the same rule the form shows as staff type.
 */
export function punjabiField(spec: BilingualSpec): JSONField {
  return {
    name: PUNJABI_FIELD,
    type: 'json',
    virtual: true,
    label: 'Punjabi',
    admin: { components: { Field: { path: '/fields/bilingual/bilingual.client#PunjabiTexts', clientProps: { spec } } } },
    validate: (value, { data, req }) => {
      if (value === null || value === undefined) return true
      if (!isDraft(value)) return 'The Punjabi texts could not be read. Reload the page and write them again.'
      // Only the English form carries the Punjabi beside it.
      if (req.locale && req.locale !== 'en') return true
      return missingPunjabi(value, (data ?? {}) as Record<string, unknown>, spec).length ? spec.requiredMessage : true
    },
  }
}

/**
 * After the English is saved, the Punjabi beside it is written in the same request (and transaction),
 * as Payload's own `pa` locale of the same fields, so the site reads it as it always has.
 */
export function savePunjabi(spec: BilingualSpec): CollectionAfterChangeHook {
  return async ({ collection, data, doc, req }) => {
    const draft = (data as Record<string, unknown> | undefined)?.[PUNJABI_FIELD]
    if (!isDraft(draft) || (req.locale && req.locale !== 'en')) return doc
    // The field's `validate` has already refused a Punjabi version with a gap (the same rule).
    const punjabi = punjabiData(draft, doc as Record<string, unknown>, spec)
    if (!punjabi) return doc
    const { locale, fallbackLocale } = req
    try {
      await req.payload.update({
        collection: collection.slug,
        id: doc.id,
        locale: 'pa',
        data: punjabi,
        req,
        overrideAccess: false,
        user: req.user,
      })
    } finally {
      // The Local API sets the request's locale for the nested write; the rest of this save is English.
      req.locale = locale
      req.fallbackLocale = fallbackLocale
    }
    return doc
  }
}

export type { BilingualSpec, PunjabiDraft } from './rules'
