import type { Access, Field, FieldAccess, Payload, PayloadRequest, Where } from 'payload'

import { isStaffUser, type Role } from './index'
import { decidePaidAccess, FREE, type PaidRequirement, STAFF_ONLY } from './paid-access'
import { type ProtectableField, protectField } from './protection'
import { relationId } from '@/lib/ids'

/**
 * Paid content (ADR 008). A document or file marked `paid` lists the products that unlock it; a
 * candidate may read its protected fields, or download the file, only with an enrolment in one of
 * those products that is still valid. Staff read everything. Enforced here, in collection and field
 * access, so the REST API, the file URLs, the admin and every Local API call with `overrideAccess:
 * false` apply it; pages never decide it themselves.
 */

type Id = number | string
type PaidDoc = { availability?: string | null; products?: (Id | { id: Id })[] | null }

const CONTEXT_KEY = 'enrolledProductIds'

/** The products the request's candidate holds a valid enrolment in, read once per request. */
export async function enrolledProductIds(req: PayloadRequest): Promise<string[]> {
  const user = req.user
  if (!user || user.collection !== 'users') return []
  const cached = req.context[CONTEXT_KEY] as string[] | undefined
  if (cached) return cached
  const ids = await validEnrolmentProductIds(req.payload, user.id, req)
  req.context[CONTEXT_KEY] = ids
  return ids
}

/** The products a candidate holds an enrolment in that is still valid. */
export async function validEnrolmentProductIds(payload: Payload, userId: Id, req?: PayloadRequest): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'enrolments',
    where: { and: [{ user: { equals: userId } }, { validUntil: { greater_than: new Date().toISOString() } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { product: true },
    req,
  })
  return docs.map((doc) => String(typeof doc.product === 'object' ? doc.product.id : doc.product))
}

/**
 * What a paid-capable document asks of its reader. Fails closed: Payload calls field access with no
 * document when it validates a `where` or `sort`, and with a partial one under `select`; without the
 * document's `availability` (and, when paid, its `products`) it is for staff only.
 */
export function paidRequirementOf(doc: PaidDoc | undefined): PaidRequirement {
  if (!doc || doc.availability === undefined) return STAFF_ONLY
  if (doc.availability !== 'paid') return FREE
  return { isFree: false, productIds: Array.isArray(doc.products) ? doc.products.map(relationId) : [] }
}

/** The request's role for the paid rule: a signed-in account's, or none (a visitor, or another auth collection). */
export const roleOf = (user: PayloadRequest['user']): Role | null => (user && user.collection === 'users' ? (user.role as Role) : null)

/** Whether this request may see the paid parts of `doc` (the one rule, `paid-access.ts`). */
export async function canReadPaid(req: PayloadRequest, doc: PaidDoc | undefined): Promise<boolean> {
  return decidePaidAccess(paidRequirementOf(doc), roleOf(req.user), () => enrolledProductIds(req))
}

/** Field-level read access for the protected fields of a paid document (its body, notes, files). */
export const paidFieldRead: FieldAccess = ({ req, doc }) => canReadPaid(req, doc as PaidDoc | undefined)

/**
 * What `paidFieldRead` decides on, loaded whatever a caller's `select` asks for (the collection's
 * `forceSelect`), so that selecting only `notes` still shows them to an enrolled candidate.
 */
export const paidForceSelect = { availability: true, products: true } as const

/** A field of a paid-capable document that only staff and enrolled candidates read (ADR 008). */
export function paidField<F extends ProtectableField>(field: F): F {
  return protectField(field, { protection: 'paid' }, paidFieldRead)
}

/**
 * Collection-level read access for files: a paid file is not served (403) without access. The same
 * rule as `mayHavePaid`, written as the filter Payload runs: staff everything, others free or enrolled.
 */
export const readFreeOrEnrolled: Access = async ({ req }) => {
  if (isStaffUser(req.user)) return true
  const free: Where = { or: [{ availability: { not_equals: 'paid' } }, { availability: { exists: false } }] }
  const enrolled = await enrolledProductIds(req)
  return enrolled.length > 0 ? { or: [free, { products: { in: enrolled } }] } : free
}

/** "Free or paid", and which products unlock it: the same two fields on every paid-capable document. */
export const paidAccessFields = (what: string): Field[] => [
  {
    name: 'availability',
    type: 'select',
    // Not `required`: left empty it means free, so older documents and the API's callers need not set it.
    defaultValue: 'free',
    options: [
      { label: 'Free for everyone', value: 'free' },
      { label: 'Paid: only for enrolled candidates', value: 'paid' },
    ],
    admin: {
      position: 'sidebar',
      description: `Paid ${what} show their preview to everyone and the rest only to candidates enrolled in one of the products below.`,
    },
  },
  {
    name: 'products',
    type: 'relationship',
    relationTo: 'products',
    hasMany: true,
    admin: {
      position: 'sidebar',
      description: 'An enrolment in any of these unlocks it.',
      condition: (_, siblingData) => siblingData?.availability === 'paid',
    },
  },
]
