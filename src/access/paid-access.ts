import { type Role, staffRoles } from './index'

/**
 * The one rule for paid things (ADR 008, issue 16): a paid document or file, and a paid test, ask the
 * same question of the same facts. What the thing asks for is its `PaidRequirement`; who asks is a
 * `PaidReader`. Collection access (`paid-content.ts`) and test access (`test-access.server.ts`) only
 * translate their fields into these two and call `mayHavePaid`.
 */

/**
 * What a thing asks of its reader: nothing (free), or a valid enrolment in one of `productIds`. A paid
 * thing that lists no product (or whose requirement could not be read) is open to staff only.
 */
export type PaidRequirement = { isFree: true } | { isFree: false; productIds: readonly string[] }

/** Who asks: their role (null for a visitor) and the products they hold a valid enrolment in. */
export type PaidReader = { role: Role | null; enrolledProductIds: readonly string[] }

export const FREE: PaidRequirement = { isFree: true }

/** What nobody but staff passes: a paid thing without products, or one whose fields were not loaded (fail closed). */
export const STAFF_ONLY: PaidRequirement = { isFree: false, productIds: [] }

const isStaffRole = (role: Role | null): boolean => role !== null && staffRoles.includes(role)

/** Whether the reader may have the thing: it is free, they are staff, or they are enrolled in one of its products. */
export function mayHavePaid(requirement: PaidRequirement, reader: PaidReader): boolean {
  if (requirement.isFree || isStaffRole(reader.role)) return true
  return requirement.productIds.some((id) => reader.enrolledProductIds.includes(id))
}

/** Whether the answer depends on the reader's enrolments, so they are read from the database only then. */
export function needsEnrolments(requirement: PaidRequirement, role: Role | null): boolean {
  return !requirement.isFree && !isStaffRole(role) && requirement.productIds.length > 0
}

/** `mayHavePaid`, reading the reader's enrolments only when the answer depends on them. */
export async function decidePaidAccess(
  requirement: PaidRequirement,
  role: Role | null,
  readEnrolments: () => Promise<readonly string[]>,
): Promise<boolean> {
  const enrolledProductIds = needsEnrolments(requirement, role) ? await readEnrolments() : []
  return mayHavePaid(requirement, { role, enrolledProductIds })
}
