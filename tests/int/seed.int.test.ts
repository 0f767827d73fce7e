import type { CollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'

import { currentAffairs } from '@/seed/content/current-affairs'
import { demoAccounts, navigation } from '@/seed/content/site'
import { questions } from '@/seed/content/questions'
import { topics } from '@/seed/content/topics'
import { seedDatabase } from '@/seed/seed'
import { DEMO_WINDOW_SLUG, windowSitters } from '@/seed/sections/mock-window'

import { getTestPayload } from '../helpers/payload'

const collections: CollectionSlug[] = [
  'users',
  'topics',
  'questions',
  'tests',
  'test-series',
  'current-affairs',
  'pyq-papers',
  'products',
  'success-stories',
  'faqs',
]

/** Every document of every seeded collection and global, in both languages, minus volatile timestamps. */
async function snapshot() {
  const payload = await getTestPayload()
  const strip = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value), (key, inner) => (key === 'updatedAt' || key === 'createdAt' ? undefined : inner))
  const result: Record<string, unknown> = {}
  for (const collection of collections) {
    const { docs } = await payload.find({ collection, limit: 0, depth: 0, locale: 'all', draft: true, overrideAccess: true, sort: 'id' })
    result[collection] = strip(docs)
  }
  result.navigation = strip(await payload.findGlobal({ slug: 'navigation', depth: 0, overrideAccess: true }))
  result.settings = strip(await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }))
  return result
}

describe('demo seed', () => {
  it('fills every section, and seeding again changes nothing', async () => {
    const payload = await getTestPayload()
    const now = new Date('2026-11-22T06:00:00.000Z')
    const first = await seedDatabase(payload, { demoAccounts: true, now })
    expect(first.created).toMatchObject({
      topics: topics.length,
      questions: questions.length,
      'current-affairs': currentAffairs.length,
      users: 2 + windowSitters.length,
    })

    const before = await snapshot()
    const second = await seedDatabase(payload, { demoAccounts: true, now: new Date('2026-12-01T06:00:00.000Z') })
    expect(second.created).toEqual({})
    expect(await snapshot()).toEqual(before)
    // The whole demo seed, twice: about 40 s on PostgreSQL on two cores, more while the machine is busy.
  }, 240_000)

  it('gives every topic its spec address and a Punjabi title', async () => {
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'topics', limit: 0, locale: 'pa', overrideAccess: false })
    expect(docs).toHaveLength(27)
    expect(docs.map((topic) => topic.slug)).toContain('gs-pcs-prelims_punjab-gk')
    expect(docs.map((topic) => topic.slug)).toContain('gs-pcs-mains_post-independence-india')
    expect(docs.every((topic) => /[\u0A00-\u0A7F]/.test(topic.title))).toBe(true)
  })

  it('dates the current affairs over the last 30 days in India', async () => {
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'current-affairs', limit: 0, sort: '-date', overrideAccess: false })
    const days = new Set(docs.map((doc) => doc.date.slice(0, 10)))
    expect(days.size).toBe(30)
    expect(docs[0]?.date.slice(0, 10)).toBe('2026-11-22')
    expect(docs.at(-1)?.date.slice(0, 10)).toBe('2026-10-24')
  })

  it('builds the header menu exactly as the spec lists it', async () => {
    const payload = await getTestPayload()
    const nav = await payload.findGlobal({ slug: 'navigation', overrideAccess: false })
    expect(nav.items?.map((item) => item.name)).toEqual([
      'Resources',
      'Test Series',
      'Success Stories',
      'PYQ',
      'Courses',
      'Contact Us',
      'Punjab Current Affairs',
    ])
    const resources = nav.items?.[0]?.submenu ?? []
    expect(resources.find((item) => item.name === 'NCERT')?.isPaid).toBe(true)
    expect(resources.find((item) => item.name === 'GS PCS Prelims')?.children).toHaveLength(7)
    expect(resources.find((item) => item.name === 'GS PCS Mains')?.children).toHaveLength(20)
    expect(
      nav.items
        ?.at(-1)
        ?.submenu?.filter((item) => item.isPaid)
        .map((item) => item.name),
    ).toEqual(['CA Tracker', 'Monthly CA consolidation', 'Monthly Editorial Consolidation', 'Monthly MCQ Consolidation'])
    expect(navigation).toHaveLength(7)
  })

  it('creates the demo accounts only when asked, and the candidates who sat the demo mock', async () => {
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'users', overrideAccess: true, pagination: false })
    const accounts = docs.map((user) => [user.email, user.role])
    expect(accounts.filter(([email]) => !email?.endsWith('@demo.punjabpcsacademy.in')).sort()).toEqual(
      [
        [demoAccounts.admin.email, 'admin'],
        [demoAccounts.candidate.email, 'candidate'],
      ].sort(),
    )
    expect(accounts.filter(([email]) => email?.endsWith('@demo.punjabpcsacademy.in')).map(([, role]) => role)).toEqual(
      windowSitters.map(() => 'candidate'),
    )
  })

  it("runs the last Sunday's All-Punjab mock whose list is out, sat through the engine by every demo candidate", async () => {
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'tests', where: { slug: { equals: DEMO_WINDOW_SLUG } }, overrideAccess: false })
    // Seeded on Sunday 22 November at 11:30 IST, before that day's list would be out: the Sunday before.
    expect(docs[0]?.window).toEqual({
      startsAt: '2026-11-15T04:30:00.000Z',
      lateEntryUntil: '2026-11-15T05:00:00.000Z',
      endsAt: '2026-11-15T07:10:00.000Z',
      // Objections stay open until the next Sunday's midnight, IST.
      objectionsUntil: '2026-11-22T18:29:00.000Z',
    })
    const attempts = await payload.find({
      collection: 'attempts',
      where: { test: { equals: docs[0]!.id } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { status: true, isFirstAttempt: true, startedAt: true, finishedAt: true, score: true },
    })
    expect(attempts.docs).toHaveLength(windowSitters.length + 1)
    for (const attempt of attempts.docs) {
      expect(attempt).toMatchObject({ status: 'submitted', isFirstAttempt: true })
      expect(attempt.startedAt >= '2026-11-15T04:30:00.000Z' && attempt.startedAt <= '2026-11-15T05:00:00.000Z').toBe(true)
      expect(attempt.finishedAt! <= '2026-11-15T07:10:00.000Z').toBe(true)
    }
    expect(new Set(attempts.docs.map((attempt) => attempt.score)).size).toBeGreaterThan(15)

    // The objections sent after the close wait in staff's queue, grouped by question, most objected first.
    const queue = await payload.find({ collection: 'key-reviews', sort: '-objectionCount', depth: 0, overrideAccess: true })
    expect(queue.docs.map((review) => [review.title, review.objectionCount, review.proposals, review.status])).toEqual([
      [expect.stringMatching(/^Question \d+ · All-Punjab GS Mock 1$/), 3, 'A: 2 · B: 1', 'open'],
      [expect.stringMatching(/^Question \d+ · All-Punjab GS Mock 1$/), 2, 'wording: 2', 'open'],
    ])
  })
})
