import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { canReadPaid } from './paid-content'

/** A request whose candidate's valid enrolments are already known (the per-request memo), so no database is needed. */
const requestOf = (role: 'admin' | 'editor' | 'candidate' | null, enrolledIn: string[] = []) =>
  ({ user: role ? { id: 7, collection: 'users', role } : null, context: { enrolledProductIds: enrolledIn } }) as unknown as PayloadRequest

const paid = { availability: 'paid', products: [3, { id: 4 }] }

describe('who reads the paid part of a document', () => {
  it('lets staff read everything, even without the document', async () => {
    expect(await canReadPaid(requestOf('editor'), paid)).toBe(true)
    expect(await canReadPaid(requestOf('admin'), undefined)).toBe(true)
  })

  it('lets everyone read a free document, and one whose availability was left empty', async () => {
    expect(await canReadPaid(requestOf(null), { availability: 'free' })).toBe(true)
    expect(await canReadPaid(requestOf(null), { availability: null })).toBe(true)
  })

  it('lets a candidate read a paid document only with an enrolment in one of its products', async () => {
    expect(await canReadPaid(requestOf('candidate', ['4']), paid)).toBe(true)
    expect(await canReadPaid(requestOf('candidate', ['5']), paid)).toBe(false)
    expect(await canReadPaid(requestOf(null), paid)).toBe(false)
  })

  it('fails closed when it cannot see the document: a where or sort (no document), a select without availability or products', async () => {
    expect(await canReadPaid(requestOf('candidate', ['4']), undefined)).toBe(false)
    expect(await canReadPaid(requestOf(null), {})).toBe(false)
    expect(await canReadPaid(requestOf('candidate', ['4']), { availability: 'paid' })).toBe(false)
    expect(await canReadPaid(requestOf('candidate', ['4']), { availability: 'paid', products: [] })).toBe(false)
  })
})
