import type { Access, CollectionSlug, FieldAccess, PayloadRequest } from 'payload'

import { relationId } from '@/lib/ids'

import { isStaffUser } from './index'
import { type ProtectableField, protectField, type UnlockingRecord } from './protection'

/**
 * A candidate's own records (attempts, their answers, bookmarks): staff read all, a candidate only
 * those whose `field` is them, a visitor none.
 */
export const ownOrStaff =
  (field: string): Access =>
  ({ req }) => {
    if (isStaffUser(req.user)) return true
    if (req.user?.collection === 'users') return { [field]: { equals: req.user.id } }
    return false
  }

/** Only the candidate themselves (not staff) may remove, and only their own. */
export const ownOnly =
  (field: string): Access =>
  ({ req }) =>
    req.user?.collection === 'users' ? { [field]: { equals: req.user.id } } : false

/** The ids of the documents the request's user points at through their own `link` records, read once per request. */
async function unlockedDocumentIds(req: PayloadRequest, link: UnlockingRecord): Promise<string[]> {
  const user = req.user
  if (!user || user.collection !== 'users') return []
  const key = `unlockedBy:${link.collection}.${link.field}`
  const cached = req.context[key] as string[] | undefined
  if (cached) return cached
  const { docs } = await req.payload.find({
    collection: link.collection,
    where: { [link.owner]: { equals: user.id } },
    select: { [link.field]: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const ids = docs
    .map((doc) => (doc as unknown as Record<string, unknown>)[link.field])
    .filter((value) => value != null)
    .map((value) => relationId(value as number | { id: number }))
  req.context[key] = ids
  return ids
}

/**
 * A field shown to a candidate only after they acted on its document (a Mains question's guidance,
 * once they have submitted an answer to it): staff always; otherwise only the owner of a `link`
 * record pointing at the document. No document (a `where`, a `sort`), no access.
 */
export function afterSubmitField<F extends ProtectableField>(field: F, link: UnlockingRecord): F {
  const read: FieldAccess = async ({ req, doc }) => {
    if (isStaffUser(req.user)) return true
    const id = (doc as { id?: number | string } | undefined)?.id
    if (id === undefined || id === null) return false
    return (await unlockedDocumentIds(req, link)).includes(String(id))
  }
  return protectField(field, { protection: 'after-submit', unlockedBy: link }, read)
}

/**
 * A field its document's readers see only once the document's `field` holds `equals`, staff always: an
 * evaluation staff are still writing (comments, marks per criterion) reaches the candidate when it is
 * returned, not before (ADR 048). A read that leaves `field` out (`select`) has it read for the check,
 * once per document and request; no document, no access.
 */
export function onceField<F extends ProtectableField>(field: F, when: { collection: CollectionSlug; field: string; equals: string }): F {
  const read: FieldAccess = async ({ req, doc }) => {
    if (isStaffUser(req.user)) return true
    const record = doc as Record<string, unknown> | undefined
    // A value left out by `select` may still be named on the document (as undefined): only a value counts.
    if (record?.[when.field] !== undefined && record[when.field] !== null) return record[when.field] === when.equals
    const id = record?.id as number | string | undefined
    if (id === undefined || id === null) return false
    const key = `once:${when.collection}.${when.field}:${id}`
    if (!(key in req.context)) {
      const stored = await req.payload.findByID({
        collection: when.collection,
        id,
        select: { [when.field]: true },
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
      req.context[key] = (stored as Record<string, unknown> | null)?.[when.field] ?? null
    }
    return req.context[key] === when.equals
  }
  return protectField(field, { protection: 'once', field: when.field, equals: when.equals }, read)
}
