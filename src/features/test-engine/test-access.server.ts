import 'server-only'

import type { Payload } from 'payload'

import { decidePaidAccess, FREE, type PaidRequirement } from '@/access/paid-access'
import { validEnrolmentProductIds } from '@/access/paid-content'
import type { Test, TestSeries, User } from '@/payload-types'
import { relationId } from '@/lib/ids'

export type TestAccess =
  { ok: true } | { ok: false; message: string; series: { title: string; productSlug: string | null; productTitle: string | null } | null }

/**
 * What a paid test series asks of its reader: an enrolment in its course. A free series, or a paid one
 * without a course, unlocks nothing.
 */
export const seriesRequirement = (series: Pick<TestSeries, 'isPaid' | 'product'>): PaidRequirement =>
  series.isPaid ? { isFree: false, productIds: series.product == null ? [] : [relationId(series.product)] } : FREE

/**
 * What a test asks of its reader: nothing when free; otherwise an enrolment in the course of any paid
 * series it belongs to (none: nobody but staff).
 */
export function testRequirement(test: Pick<Test, 'isFree'>, series: Pick<TestSeries, 'isPaid' | 'product'>[]): PaidRequirement {
  if (test.isFree !== false) return FREE
  return {
    isFree: false,
    productIds: series.flatMap((entry) => (entry.isPaid && entry.product != null ? [relationId(entry.product)] : [])),
  }
}

/**
 * Whether a candidate may take a test, by the one paid rule (`@/access/paid-access`, the same
 * enrolments as paid content, ADR 008): it is free, or it belongs to a paid test series whose course
 * they hold a valid enrolment in.
 */
export async function checkTestAccess(payload: Payload, user: User, test: Pick<Test, 'id' | 'isFree'>): Promise<TestAccess> {
  if (test.isFree !== false) return { ok: true }
  const { docs: series } = await payload.find({
    collection: 'test-series',
    where: { tests: { contains: test.id } },
    depth: 1,
    pagination: false,
    overrideAccess: false,
    user,
  })
  if (await decidePaidAccess(testRequirement(test, series), user.role, () => validEnrolmentProductIds(payload, user.id)))
    return { ok: true }
  const paid = series.find((entry) => entry.isPaid)
  const product = paid && typeof paid.product === 'object' ? paid.product : null
  return {
    ok: false,
    message: paid
      ? `This test is part of the paid series “${paid.title}”. Enrol in ${product?.title ?? 'its course'} to take it.`
      : 'This test is for enrolled candidates only.',
    series: paid ? { title: paid.title, productSlug: product?.slug ?? null, productTitle: product?.title ?? null } : null,
  }
}
