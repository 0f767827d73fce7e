import 'server-only'

import type { Payload } from 'payload'

import { validEnrolmentProductIds } from '@/access/paid-content'
import type { Test, TestSeries, User } from '@/payload-types'

export type TestAccess =
  | { ok: true }
  | { ok: false; message: string; series: { title: string; productSlug: string | null; productTitle: string | null } | null }

/**
 * Whether a candidate may take a test: it is free, or it belongs to a paid test series whose course
 * they hold a valid enrolment in (the same enrolments as paid content, ADR 008).
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
  const enrolled = await validEnrolmentProductIds(payload, user.id)
  const productId = (entry: TestSeries) => (entry.product == null ? null : String(typeof entry.product === 'object' ? entry.product.id : entry.product))
  if (series.some((entry) => entry.isPaid && productId(entry) !== null && enrolled.includes(productId(entry)!))) return { ok: true }
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
