import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Media, Product, Topic, User } from '@/payload-types'
import { createUser } from '@/seed/factories'
import { ensurePdf } from '@/seed/pdf'

import { getTestPayload } from '../helpers/payload'

/**
 * Paid content is protected in the data layer (ADR 008): the protected fields of a paid document and
 * a paid file are visible only to staff and to candidates with a valid enrolment in a product that
 * unlocks them, whoever asks and however (Local API with overrideAccess: false, hence REST and admin).
 */
let payload: Payload
let product: Product
let otherProduct: Product
let topic: Topic
let pdf: Media
const people = {} as Record<'enrolled' | 'expired' | 'otherProduct' | 'notEnrolled' | 'editor', User>
const as = (user?: User) => (user ? { ...user, collection: 'users' as const } : undefined)
const day = 24 * 60 * 60 * 1000

beforeAll(async () => {
  payload = await getTestPayload()
  const makeProduct = (slug: string, title: string) =>
    payload.create({
      collection: 'products',
      data: {
        title,
        slug,
        kind: 'notes',
        price: 1499,
        summary: `${title}.`,
        validity: '12 months',
        language: 'bilingual',
        _status: 'published',
      },
      overrideAccess: true,
    })
  product = await makeProduct('punjab-gk-notes-test', 'Punjab GK complete notes')
  otherProduct = await makeProduct('csat-notes-test', 'CSAT notes')
  pdf = await ensurePdf(payload, {
    filename: 'punjab-gk-districts-test.pdf',
    title: 'Punjab GK: the 23 districts',
    paragraphs: ['Punjab has 23 districts in five divisions: Patiala, Rupnagar, Jalandhar, Ferozepur and Faridkot.'],
    paidFor: [product.id],
  })
  topic = await payload.create({
    collection: 'topics',
    data: {
      title: 'Punjab GK (paid notes)',
      stage: 'prelims',
      key: 'punjab-gk-paid-test',
      overview: 'Districts, rivers, history and economy of Punjab.',
      availability: 'paid',
      products: [product.id],
      notes: { root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [] } },
      pdfs: [{ title: 'Districts at a glance', file: pdf.id }],
      _status: 'published',
    },
    overrideAccess: true,
  })
  const person = (email: string, role: User['role'] = 'candidate') =>
    createUser(payload, { email, password: 'Paid#Content2026', name: email.split('@')[0]!, role })
  people.enrolled = await person('enrolled@example.in')
  people.expired = await person('expired@example.in')
  people.otherProduct = await person('other-product@example.in')
  people.notEnrolled = await person('not-enrolled@example.in')
  people.editor = await person('paid-editor@example.in', 'editor')
  const enrol = (user: User, to: Product, validUntil: number) =>
    payload.create({
      collection: 'enrolments',
      data: { user: user.id, product: to.id, validUntil: new Date(validUntil).toISOString() },
      overrideAccess: true,
    })
  await enrol(people.enrolled, product, Date.now() + 30 * day)
  await enrol(people.expired, product, Date.now() - day)
  await enrol(people.otherProduct, otherProduct, Date.now() + 30 * day)
})

const readTopic = (user?: User) => payload.findByID({ collection: 'topics', id: topic.id, overrideAccess: false, user: as(user), depth: 0 })
const canSeeFile = async (user?: User) =>
  (await payload.find({ collection: 'media', where: { id: { equals: pdf.id } }, overrideAccess: false, user: as(user), depth: 0 }))
    .totalDocs === 1

describe('a paid topic', () => {
  it('shows its title and overview to everyone, as the preview', async () => {
    for (const user of [undefined, people.notEnrolled]) {
      const seen = await readTopic(user)
      expect(seen.title).toBe('Punjab GK (paid notes)')
      expect(seen.overview).toBe('Districts, rivers, history and economy of Punjab.')
    }
  })

  it('hides its notes and PDFs from visitors, un-enrolled candidates, expired enrolments and other products', async () => {
    for (const user of [undefined, people.notEnrolled, people.expired, people.otherProduct]) {
      const seen = await readTopic(user)
      expect(seen.notes, user?.email ?? 'anonymous').toBeUndefined()
      expect(seen.pdfs ?? [], user?.email ?? 'anonymous').toEqual([])
    }
  })

  it('shows them to a candidate with a valid enrolment, and to staff', async () => {
    for (const user of [people.enrolled, people.editor]) {
      const seen = await readTopic(user)
      expect(seen.notes).toBeDefined()
      expect(seen.pdfs).toHaveLength(1)
    }
  })

  it('keeps a candidate from reading the notes through a list query too', async () => {
    const { docs } = await payload.find({
      collection: 'topics',
      where: { id: { equals: topic.id } },
      overrideAccess: false,
      user: as(people.notEnrolled),
    })
    expect(docs[0]?.notes).toBeUndefined()
  })
})

describe('a paid file', () => {
  it('is found (and so served by its URL) only for staff and candidates with a valid enrolment', async () => {
    expect(await canSeeFile(undefined)).toBe(false)
    expect(await canSeeFile(people.notEnrolled)).toBe(false)
    expect(await canSeeFile(people.expired)).toBe(false)
    expect(await canSeeFile(people.otherProduct)).toBe(false)
    expect(await canSeeFile(people.enrolled)).toBe(true)
    expect(await canSeeFile(people.editor)).toBe(true)
  })

  it('does not hide free files', async () => {
    const free = await ensurePdf(payload, {
      filename: 'free-syllabus-test.pdf',
      title: 'PPSC syllabus',
      paragraphs: ['Prelims: two papers.'],
    })
    const { totalDocs } = await payload.find({ collection: 'media', where: { id: { equals: free.id } }, overrideAccess: false, depth: 0 })
    expect(totalDocs).toBe(1)
  })
})
