import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { createUser } from '@/seed/factories'

import { getTestPayload } from '../helpers/payload'
import { seedDemo } from '../helpers/seeded-demo'

/**
 * Who may write what, on every collection, checked through the Local API as each actor (issue 4).
 * Payload's default lets any signed-in user read and write; every collection here says otherwise.
 * Who may read what is stated on the config (`custom.protection`) and checked over HTTP, in every
 * shape the REST API offers, by tests/int/rest-access-matrix.int.test.ts.
 */
type Actor = 'anonymous' | 'candidateA' | 'candidateB' | 'editor' | 'admin'
type Operation = 'create' | 'update' | 'delete'
const everyone: Actor[] = ['anonymous', 'candidateA', 'candidateB', 'editor', 'admin']
const staff: Actor[] = ['editor', 'admin']

const content = { create: staff, update: staff, delete: staff }
const expected: Partial<Record<CollectionSlug, Record<Operation, Actor[]>>> = {
  topics: content,
  'editorial-analyses': content,
  'monthly-consolidations': content,
  tests: content,
  'test-series': content,
  'current-affairs': content,
  'daily-questions': content,
  'pyq-papers': content,
  products: content,
  'success-stories': content,
  // The signed consent behind a success story: staff keep it; only an administrator deletes one (ADR 049).
  'consent-files': { create: staff, update: staff, delete: ['admin'] },
  faqs: content,
  media: { create: staff, update: staff, delete: staff },
  questions: { create: staff, update: staff, delete: staff },
  // Only staff grant enrolments.
  enrolments: { create: staff, update: staff, delete: staff },
  // Orders are written by the purchase code only; staff may save one (an administrator records a refund
  // on it: every other field is the system's), nobody deletes one (ADR 053).
  orders: { create: [], update: staff, delete: [] },
  'contact-messages': { create: [], update: staff, delete: staff },
  // Only the test engine's use-cases write attempts and their answers (ADR 011).
  attempts: { create: [], update: [], delete: ['admin'] },
  'attempt-answers': { create: [], update: [], delete: ['admin'] },
  // A bookmark is made only by the engine, for a question of a finished test; its owner removes it.
  'question-bookmarks': { create: [], update: staff, delete: ['candidateA', 'candidateB', 'editor', 'admin'] },
  // Question of the Day answers and written answers: the use-cases write them for the candidate;
  // staff evaluate written answers.
  'daily-question-answers': { create: [], update: [], delete: ['admin'] },
  'answer-submissions': { create: [], update: staff, delete: ['admin'] },
  // A handwritten answer's pages: only the submission's use-case stores them; nobody changes one (ADR 048).
  'answer-pages': { create: [], update: [], delete: ['admin'] },
  // A practice drill and its checked answers: only the drill's use-cases write them (ADR 039).
  drills: { create: [], update: [], delete: ['admin'] },
  'drill-answers': { create: [], update: [], delete: ['admin'] },
  // A translation report is made only by the engine, from a finished test's review; staff handle it (ADR 036).
  'translation-reports': { create: [], update: staff, delete: ['admin'] },
  // Answer-key objections (ADR 046): candidates send them through the engine only; staff decide per
  // question on its entry in the queue; the key's audit trail is written by the data layer alone.
  'key-objections': { create: [], update: [], delete: ['admin'] },
  'key-reviews': { create: [], update: staff, delete: ['admin'] },
  'key-changes': { create: [], update: [], delete: [] },
  'payload-locked-documents': { create: staff, update: staff, delete: staff },
  'payload-jobs': { create: [], update: [], delete: [] },
  'payload-kv': { create: [], update: [], delete: [] },
  'payload-migrations': { create: [], update: [], delete: [] },
}

let payload: Payload
const users = {} as Record<Exclude<Actor, 'anonymous'>, User>
const asUser = (actor: Actor) => (actor === 'anonymous' ? undefined : { ...users[actor], collection: 'users' as const })

/** 'allowed' if access let the call through (a validation error after that still counts as allowed). */
async function attempt(call: () => Promise<unknown>): Promise<'allowed' | 'denied'> {
  try {
    await call()
    return 'allowed'
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 404 || (error as Error).name === 'Forbidden') return 'denied'
    if (status === 400) return 'allowed'
    throw error
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  await seedDemo(payload)
  users.candidateA = await createUser(payload, {
    email: 'matrix-a@example.in',
    password: 'Matrix#Pass2026',
    name: 'Candidate A',
    role: 'candidate',
  })
  users.candidateB = await createUser(payload, {
    email: 'matrix-b@example.in',
    password: 'Matrix#Pass2026',
    name: 'Candidate B',
    role: 'candidate',
  })
  users.editor = await createUser(payload, {
    email: 'matrix-editor@example.in',
    password: 'Matrix#Pass2026',
    name: 'Editor',
    role: 'editor',
  })
  users.admin = await createUser(payload, { email: 'matrix-admin@example.in', password: 'Matrix#Pass2026', name: 'Admin', role: 'admin' })
  // Candidate A's drill and a checked answer in it, so updating and deleting them is tried too.
  const question = (
    await payload.find({ collection: 'questions', where: { topic: { exists: true } }, limit: 1, depth: 0, overrideAccess: true })
  ).docs[0]!
  const drill = await payload.create({
    collection: 'drills',
    data: { candidate: users.candidateA.id, topic: question.topic as number, questions: [question.id] },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'drill-answers',
    data: { drill: drill.id, candidate: users.candidateA.id, question: question.id, option: 'A' },
    overrideAccess: true,
  })
  // Candidate A's answers to a Question of the Day, so updating and deleting them is tried too.
  const questionOf = async (kind: 'mcq' | 'mains') =>
    (await payload.find({ collection: 'daily-questions', where: { kind: { equals: kind } }, limit: 1, depth: 0, overrideAccess: true }))
      .docs[0]!.id
  await payload.create({
    collection: 'daily-question-answers',
    data: { candidate: users.candidateA.id, dailyQuestion: await questionOf('mcq'), option: 'B' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'answer-submissions',
    data: {
      candidate: users.candidateA.id,
      dailyQuestion: await questionOf('mains'),
      format: 'typed',
      answer: 'Punjab must diversify from paddy.',
      wordCount: 5,
      submittedAt: new Date().toISOString(),
      status: 'submitted',
    },
    overrideAccess: true,
  })
  // Candidate A's order, so saving and deleting one is tried too.
  const product = (await payload.find({ collection: 'products', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  await payload.create({
    collection: 'orders',
    data: {
      reference: 'PCS-261130-0A0B0C0D',
      user: users.candidateA.id,
      product: product.id,
      productTitle: product.title,
      amountPaise: 99900,
      accessUntil: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      buyerName: 'Candidate A',
      buyerState: '03',
      status: 'created',
    },
    overrideAccess: true,
  })
}, 120_000)

describe('access matrix', () => {
  it('covers every collection (a new collection must say who may write it)', () => {
    const unlisted = payload.config.collections
      .map((collection) => collection.slug)
      .filter((slug) => !(slug in expected) && slug !== 'users')
    // Payload's own preferences are each admin user's own, written by the admin panel.
    expect(unlisted.filter((slug) => slug !== 'payload-preferences')).toEqual([])
  })

  for (const [collection, rules] of Object.entries(expected) as [CollectionSlug, Record<Operation, Actor[]>][]) {
    it(`${collection}: create, update and delete`, async () => {
      const existing = await payload.find({ collection, limit: 1, depth: 0, overrideAccess: true })
      const id = existing.docs[0]?.id
      for (const actor of everyone) {
        const user = asUser(actor)
        const outcome = {
          // Empty data: access is checked before validation, so a refusal is a refusal.
          create: await attempt(() => payload.create({ collection, data: {} as never, overrideAccess: false, user, draft: true } as never)),
          update:
            id === undefined
              ? 'skip'
              : await attempt(() => payload.update({ collection, id, data: {}, overrideAccess: false, user, depth: 0 } as never)),
          delete: 'not attempted',
        }
        for (const operation of ['create', 'update'] as const) {
          if (outcome[operation] === 'skip') continue
          expect(`${collection} ${operation} as ${actor}: ${outcome[operation]}`).toBe(
            `${collection} ${operation} as ${actor}: ${rules[operation].includes(actor) ? 'allowed' : 'denied'}`,
          )
        }
        // Delete is attempted only by actors who must be refused (allowed deletes would eat the fixtures).
        if (id !== undefined && !rules.delete.includes(actor)) {
          expect(await attempt(() => payload.delete({ collection, id, overrideAccess: false, user }))).toBe('denied')
        }
      }
    })
  }

  it('users: a candidate reads and changes only their own account, never their role; only an admin manages accounts', async () => {
    const a = users.candidateA
    const b = users.candidateB
    const ids = async (actor: Actor) =>
      (await payload.find({ collection: 'users', overrideAccess: false, user: asUser(actor), limit: 100, depth: 0 })).docs.map(
        (doc) => doc.id,
      )

    await expect(payload.find({ collection: 'users', overrideAccess: false, user: undefined })).rejects.toThrow()
    expect(await ids('candidateA')).toEqual([a.id])
    expect(await ids('editor')).toEqual([users.editor.id])
    expect(await ids('admin')).toEqual(expect.arrayContaining([a.id, b.id, users.editor.id]))

    expect(
      await attempt(() => payload.findByID({ collection: 'users', id: b.id, overrideAccess: false, user: asUser('candidateA') })),
    ).toBe('denied')
    expect(
      await attempt(() =>
        payload.update({ collection: 'users', id: b.id, data: { name: 'Hijacked' }, overrideAccess: false, user: asUser('candidateA') }),
      ),
    ).toBe('denied')
    expect(
      await attempt(() =>
        payload.update({ collection: 'users', id: b.id, data: { name: 'Edited' }, overrideAccess: false, user: asUser('editor') }),
      ),
    ).toBe('denied')
    expect(await attempt(() => payload.delete({ collection: 'users', id: b.id, overrideAccess: false, user: asUser('candidateA') }))).toBe(
      'denied',
    )
    expect(await attempt(() => payload.delete({ collection: 'users', id: b.id, overrideAccess: false, user: asUser('editor') }))).toBe(
      'denied',
    )
    for (const actor of ['anonymous', 'candidateA', 'editor'] as const) {
      expect(
        await attempt(() =>
          payload.create({
            collection: 'users',
            data: { email: `new-${actor}@example.in`, password: 'Matrix#Pass2026', name: 'New', role: 'admin' },
            overrideAccess: false,
            user: asUser(actor),
          }),
        ),
      ).toBe('denied')
    }

    const renamed = await payload.update({
      collection: 'users',
      id: a.id,
      data: { name: 'Candidate A (renamed)', role: 'admin' },
      overrideAccess: false,
      user: asUser('candidateA'),
    })
    expect(renamed).toMatchObject({ name: 'Candidate A (renamed)', role: 'candidate' })

    const made = await payload.create({
      collection: 'users',
      data: { email: 'made-by-admin@example.in', password: 'Matrix#Pass2026', name: 'Made', role: 'editor' },
      overrideAccess: false,
      user: asUser('admin'),
    })
    expect(made.role).toBe('editor')
    expect(await attempt(() => payload.delete({ collection: 'users', id: made.id, overrideAccess: false, user: asUser('admin') }))).toBe(
      'allowed',
    )
  })

  it('globals: only staff change the menu, settings, home page and syllabus', async () => {
    for (const slug of ['navigation', 'site-settings', 'home-page', 'syllabus'] as const) {
      for (const actor of everyone) {
        const update = await attempt(() =>
          payload.updateGlobal({ slug, data: {}, overrideAccess: false, user: asUser(actor), depth: 0 } as never),
        )
        expect(`${slug} update as ${actor}: ${update}`).toBe(`${slug} update as ${actor}: ${staff.includes(actor) ? 'allowed' : 'denied'}`)
      }
    }
  })

  it("enrolments: a candidate sees their own and never another candidate's", async () => {
    const product = (await payload.find({ collection: 'products', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const validUntil = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString()
    const ofA = await payload.create({
      collection: 'enrolments',
      data: { user: users.candidateA.id, product: product.id, validUntil },
      overrideAccess: true,
    })
    const ofB = await payload.create({
      collection: 'enrolments',
      data: { user: users.candidateB.id, product: product.id, validUntil },
      overrideAccess: true,
    })
    const seenByA = await payload.find({
      collection: 'enrolments',
      overrideAccess: false,
      user: asUser('candidateA'),
      limit: 100,
      depth: 0,
    })
    expect(seenByA.docs.map((doc) => doc.id)).toEqual([ofA.id])
    expect(
      await attempt(() => payload.findByID({ collection: 'enrolments', id: ofB.id, overrideAccess: false, user: asUser('candidateA') })),
    ).toBe('denied')
    expect(
      await attempt(() =>
        payload.create({
          collection: 'enrolments',
          data: { user: users.candidateA.id, product: product.id, validUntil },
          overrideAccess: false,
          user: asUser('candidateA'),
        }),
      ),
    ).toBe('denied')
    await expect(payload.find({ collection: 'enrolments', overrideAccess: false, user: undefined })).rejects.toThrow()
  })

  it('drafts stay with staff: a candidate reading content never sees an unpublished document', async () => {
    const unpublished = await payload.create({
      collection: 'topics',
      data: { title: 'Unpublished topic', stage: 'prelims', key: 'unpublished-topic', overview: 'Soon.', _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    const seen = await payload.find({ collection: 'topics', overrideAccess: false, user: asUser('candidateA'), limit: 100, depth: 0 })
    expect(seen.docs.map((doc) => doc.id)).not.toContain(unpublished.id)
    const staffSees = await payload.find({
      collection: 'topics',
      overrideAccess: false,
      user: asUser('editor'),
      draft: true,
      limit: 100,
      depth: 0,
    })
    expect(staffSees.docs.map((doc) => doc.id)).toContain(unpublished.id)
  })
})
