import type { Access, FieldAccess, PayloadRequest } from 'payload'

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
