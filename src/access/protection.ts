import type { CollectionSlug, Field, FieldAccess } from 'payload'

/**
 * Who may read what, stated on the config itself: every collection and global says how its documents
 * are read (`custom.protection`), and every field that is not as readable as its document says so too.
 * The access functions enforce it; `src/access/explicit-access.ts` refuses to start without it; the
 * generated REST matrix (`tests/int/rest-access-matrix.int.test.ts`) reads it and tries every way in.
 */

/** How the documents of a collection or global are read. */
export type DocumentProtection =
  /** Every document, by everyone. */
  | { read: 'public' }
  /** Published documents by everyone; drafts and versions by staff only. */
  | { read: 'published' }
  /** Free documents by everyone; paid ones by staff and candidates enrolled in one of their products (ADR 008). */
  | { read: 'paid' }
  /** A signed-in user reads the documents whose `owner` field is them; `readAll` reads every document. */
  | { read: 'own'; owner: string; readAll: 'staff' | 'admin' | 'nobody' }
  | { read: 'staff' }
  | { read: 'nobody' }

/** A candidate's record that unlocks a field of the document it points at (a written answer unlocks the question's guidance). */
export type UnlockingRecord = { collection: CollectionSlug; field: string; owner: string }

/** How a field is read, when it differs from its document. */
export type FieldProtection =
  /** As readable as its document; stated only where the field's name could suggest otherwise. */
  | { protection: 'public'; reason: string }
  /** The paid part of a paid-capable document: staff, and candidates enrolled in one of its products. */
  | { protection: 'paid' }
  | { protection: 'staff' }
  /** Never read back by anyone (a value used once on its way in, e.g. the first admin's setup token). */
  | { protection: 'nobody' }
  /** Shown to a candidate only after they acted (answered, submitted): staff, and owners of an unlocking record. */
  | { protection: 'after-submit'; unlockedBy: UnlockingRecord }
  /** Staff always; the document's owner once the solutions of the test its `test` field names are due (ADR 014). */
  | { protection: 'after-solutions'; test: string }
  /** Only the user the document belongs to (the `owner` of an own-only document), never staff. */
  | { protection: 'own' }
  /** Staff always; whoever may read the document once its `field` holds `equals` (an evaluation, once returned: ADR 048). */
  | { protection: 'once'; field: string; equals: string }

export type ProtectableField = Exclude<Extract<Field, { name: string }>, { type: 'ui' }>

/** The field with its protection stated and, when given, the read rule that enforces it. */
export function protectField<F extends ProtectableField>(field: F, protection: FieldProtection, read?: FieldAccess): F {
  return {
    ...field,
    ...(read ? { access: { ...(field.access as object | undefined), read } } : {}),
    custom: { ...(field.custom as object | undefined), protection },
  }
}

export const documentProtectionOf = (entity: { custom?: Record<string, unknown> }): DocumentProtection | undefined =>
  entity.custom?.protection as DocumentProtection | undefined

export const fieldProtectionOf = (field: Field): FieldProtection | undefined =>
  'custom' in field ? ((field.custom as Record<string, unknown> | undefined)?.protection as FieldProtection | undefined) : undefined

export type WalkedField = {
  /** Dotted data path, e.g. `pdfs.title` (tabs and rows without names add nothing). */
  path: string
  field: Extract<Field, { name: string }>
  /** This field or one of its parents is localized. */
  localized: boolean
  /** The nearest stated protection, this field's or a parent's. */
  protection: FieldProtection | undefined
  /** The field whose protection applies (this one or the parent that stated it). */
  protectedBy: string | undefined
}

/** Every named field, depth first, through rows, collapsibles, tabs, groups, arrays and blocks. */
export function walkFields(
  fields: Field[],
  parent?: Pick<WalkedField, 'path' | 'localized' | 'protection' | 'protectedBy'>,
): WalkedField[] {
  const walked: WalkedField[] = []
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          const path = parent?.path ? `${parent.path}.${tab.name}` : tab.name
          walked.push(
            ...walkFields(tab.fields, {
              path,
              localized: Boolean(parent?.localized || tab.localized),
              protection: parent?.protection,
              protectedBy: parent?.protectedBy,
            }),
          )
        } else walked.push(...walkFields(tab.fields, parent))
      }
      continue
    }
    if (!('name' in field) || !field.name) {
      if ('fields' in field) walked.push(...walkFields(field.fields, parent))
      continue
    }
    const path = parent?.path ? `${parent.path}.${field.name}` : field.name
    const own = fieldProtectionOf(field)
    const me: WalkedField = {
      path,
      field,
      localized: Boolean(parent?.localized || ('localized' in field && field.localized)),
      protection: own ?? parent?.protection,
      protectedBy: own ? path : parent?.protectedBy,
    }
    walked.push(me)
    if ('fields' in field && field.fields) walked.push(...walkFields(field.fields, me))
    if (field.type === 'blocks') {
      for (const block of field.blocks) walked.push(...walkFields(block.fields, me))
    }
  }
  return walked
}
