import { describe, expect, it } from 'vitest'

import type { Role } from './index'
import { decidePaidAccess, FREE, mayHavePaid, needsEnrolments, type PaidRequirement, STAFF_ONLY } from './paid-access'

const course = (...productIds: string[]): PaidRequirement => ({ isFree: false, productIds })

describe('who may have a paid thing (one rule for paid content and paid tests)', () => {
  const cases: [string, PaidRequirement, Role | null, string[], boolean][] = [
    ['a visitor, a free thing', FREE, null, [], true],
    ['a candidate without enrolments, a free thing', FREE, 'candidate', [], true],
    ['a visitor, a paid thing', course('4'), null, [], false],
    ['a candidate enrolled in its product', course('3', '4'), 'candidate', ['4'], true],
    ['a candidate enrolled in another product', course('3', '4'), 'candidate', ['5'], false],
    ['a candidate without enrolments', course('4'), 'candidate', [], false],
    ['an editor without enrolments', course('4'), 'editor', [], true],
    ['an admin, a paid thing without products', STAFF_ONLY, 'admin', [], true],
    ['an enrolled candidate, a paid thing without products (or unread: fail closed)', STAFF_ONLY, 'candidate', ['4'], false],
  ]
  it.each(cases)('%s', (_, requirement, role, enrolledProductIds, expected) => {
    expect(mayHavePaid(requirement, { role, enrolledProductIds })).toBe(expected)
  })

  it('reads enrolments only when the answer depends on them', async () => {
    expect(needsEnrolments(FREE, 'candidate')).toBe(false)
    expect(needsEnrolments(course('4'), 'editor')).toBe(false)
    expect(needsEnrolments(STAFF_ONLY, 'candidate')).toBe(false)
    expect(needsEnrolments(course('4'), null)).toBe(true)

    let reads = 0
    const read = async () => (reads++, ['4'])
    expect(await decidePaidAccess(FREE, 'candidate', read)).toBe(true)
    expect(await decidePaidAccess(course('4'), 'admin', read)).toBe(true)
    expect(reads).toBe(0)
    expect(await decidePaidAccess(course('4'), 'candidate', read)).toBe(true)
    expect(await decidePaidAccess(course('5'), 'candidate', read)).toBe(false)
    expect(reads).toBe(2)
  })
})
