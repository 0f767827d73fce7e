import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { addDays, indianDay, readRangeParams } from '@/lib/days'
import {
  readCurrentAffairsDay,
  readEditorialAnalyses,
  readEditorialAnalysis,
  readLatestPunjabHeadlines,
  readMonthlyConsolidation,
  readMonthlyConsolidations,
  readMonthlyConsolidationForUser,
  readPublishedDays,
} from '@/features/content/current-affairs.server'
import type { ReadScope } from '@/features/content/previewable.server'
import type { Media, User } from '@/payload-types'
import { currentAffairs } from '@/seed/content/current-affairs'
import { editorials } from '@/seed/content/editorials'
import { createCurrentAffair, createUser } from '@/seed/factories'
import { CONSOLIDATION_PRODUCT } from '@/seed/sections/current-affairs'

import { getTestPayload } from '../helpers/payload'
import { SEED_MORNING, seedDemo } from '../helpers/seeded-demo'

/**
 * The Punjab current affairs section as its pages read it: days are Indian calendar days, a day's page
 * puts Punjab first, only published days are offered, editorials filter by a day range, and a paid
 * monthly consolidation shows its body and PDF only to candidates whose enrolment unlocks it.
 */
const now = SEED_MORNING
const today = '2026-11-22'
let payload: Payload
let visitor: ReadScope
const as = (user: User) => ({ ...user, collection: 'users' as const })

beforeAll(async () => {
  payload = await getTestPayload()
  await seedDemo(payload)
  visitor = { payload, draft: false }
}, 180_000)

const article = (key: string, region: 'punjab' | 'national' | 'international', daysAgo: number) => ({
  ...currentAffairs[0]!,
  key: `ca-d${daysAgo}-${key}`,
  region,
  daysAgo,
  title: { en: `${region} story ${key}`, pa: `${region} ਖ਼ਬਰ ${key}` },
})

describe('daily current affairs', () => {
  it('reads a day Punjab first, then national, then international, in the chosen language', async () => {
    // Titles that sort the other way round, so only the region order can put Punjab first.
    await createCurrentAffair(payload, article('a-world', 'international', 40), { now, topicIds: [] })
    await createCurrentAffair(payload, article('b-india', 'national', 40), { now, topicIds: [] })
    await createCurrentAffair(payload, article('c-punjab', 'punjab', 40), { now, topicIds: [] })
    const day = addDays(today, -40)

    const english = await readCurrentAffairsDay(visitor, day, 'en')
    expect(english.map((story) => story.region)).toEqual(['punjab', 'national', 'international'])
    expect(english[0]!.title).toBe('punjab story c-punjab')
    const punjabi = await readCurrentAffairsDay(visitor, day, 'pa')
    expect(punjabi[0]!.title).toBe('punjab ਖ਼ਬਰ c-punjab')
  })

  it('puts every seeded day’s Punjab story first and links its topics', async () => {
    const stories = await readCurrentAffairsDay(visitor, today, 'en')
    expect(stories.length).toBeGreaterThanOrEqual(2)
    expect(stories[0]!.region).toBe('punjab')
    const topics = stories[0]!.topics ?? []
    expect(topics.length).toBeGreaterThan(0)
    expect(topics.every((topic) => typeof topic === 'object' && /^gs-pcs-(prelims|mains)_/.test(topic.slug ?? ''))).toBe(true)
  })

  it('counts a moment on its calendar day in India', async () => {
    const base = { ...currentAffairs[1]!, region: 'national' as const, topics: [] }
    const lateNight = await payload.create({
      collection: 'current-affairs',
      data: {
        title: 'Late on the 1st in India',
        slug: 'late-night-ist',
        date: '2026-09-01T18:29:00.000Z',
        region: base.region,
        category: 'Polity',
        summary: 'x',
        _status: 'published',
      },
      overrideAccess: true,
    })
    const earlyMorning = await payload.create({
      collection: 'current-affairs',
      data: {
        title: 'Early on the 2nd in India',
        slug: 'early-morning-ist',
        date: '2026-09-01T18:30:00.000Z',
        region: base.region,
        category: 'Polity',
        summary: 'x',
        _status: 'published',
      },
      overrideAccess: true,
    })
    expect((await readCurrentAffairsDay(visitor, '2026-09-01')).map((story) => story.id)).toEqual([lateNight.id])
    expect((await readCurrentAffairsDay(visitor, '2026-09-02')).map((story) => story.id)).toEqual([earlyMorning.id])
  })

  it('offers only published days up to today: not a draft day, not a day dated in the future', async () => {
    await payload.create({
      collection: 'current-affairs',
      data: {
        title: 'Draft: cabinet reshuffle',
        slug: 'draft-cabinet-reshuffle',
        date: `${addDays(today, -45)}T12:00:00.000Z`,
        region: 'punjab',
        category: 'Polity',
        summary: 'Not yet checked.',
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
    })
    await payload.create({
      collection: 'current-affairs',
      data: {
        title: 'Scheduled: budget session',
        slug: 'scheduled-budget-session',
        date: `${addDays(today, 3)}T12:00:00.000Z`,
        region: 'punjab',
        category: 'Polity',
        summary: 'Dated ahead.',
        _status: 'published',
      },
      overrideAccess: true,
    })

    const days = await readPublishedDays(visitor, today)
    expect(days).not.toContain(addDays(today, -45))
    expect(days).not.toContain(addDays(today, 3))
    expect(days.at(-1)).toBe(today)
    expect(days).toContain(addDays(today, -29))
    expect(days).toEqual([...days].sort())
    expect(new Set(days).size).toBe(days.length)
    // A reader previewing drafts as staff does see the draft's day.
    const editor = await createUser(payload, {
      email: 'ca-editor@example.in',
      password: 'Editor#Pass2026',
      name: 'CA Editor',
      role: 'editor',
    })
    expect(await readPublishedDays({ payload, draft: true, user: as(editor) }, today)).toContain(addDays(today, -45))
  })

  it('gives the hub the latest day’s Punjab headlines only', async () => {
    const { day, articles } = await readLatestPunjabHeadlines(visitor, today, 4, 'en')
    expect(day).toBe(today)
    expect(articles.length).toBeGreaterThan(0)
    expect(articles.every((story) => story.region === 'punjab')).toBe(true)
  })
})

describe('Tribune editorial analyses', () => {
  it('seeds the analyses in English and Punjabi with key points, topics and probable questions', async () => {
    const analysis = await readEditorialAnalysis(visitor, 'syl-canal-water-dispute', 'pa')
    expect(analysis?.newspaper).toBe('The Tribune')
    expect(analysis?.title).toMatch(/[\u0A00-\u0A7F]/)
    expect(analysis?.keyPoints?.length).toBe(4)
    expect(analysis?.keyPoints?.every((row) => /[\u0A00-\u0A7F]/.test(row.point))).toBe(true)
    expect(analysis?.probableQuestions?.map((question) => [question.stage, question.marks ?? null])).toEqual([
      ['prelims', null],
      ['mains', 10],
      ['mains', 20],
    ])
    expect((analysis?.topics ?? []).map((topic) => typeof topic === 'object' && topic.slug)).toContain('gs-pcs-mains_punjab-gs')
  })

  it('lists them newest first and filters by an inclusive range of Indian days, swapped when reversed', async () => {
    const all = await readEditorialAnalyses(visitor, {}, 20, 'en')
    expect(all.totalDocs).toBe(editorials.length)
    const dates = all.docs.map((doc) => doc.date)
    expect(dates).toEqual([...dates].sort().reverse())

    // Seeded 1, 4, 7, 11 … days ago: the range from 11 to 4 days ago holds three of them.
    const reversed = readRangeParams(addDays(today, -4), addDays(today, -11))
    expect(reversed.isCanonical).toBe(false)
    const filtered = await readEditorialAnalyses(visitor, { from: reversed.from, to: reversed.to }, 20, 'en')
    expect(filtered.docs.map((doc) => indianDay(doc.date))).toEqual([addDays(today, -4), addDays(today, -7), addDays(today, -11)])
    const fromOnly = await readEditorialAnalyses(visitor, { from: addDays(today, -1) }, 20, 'en')
    expect(fromOnly.docs.map((doc) => doc.slug)).toEqual(['stubble-burning-making-residue-pay'])
  })
})

describe('monthly consolidations (paid)', () => {
  const people = {} as Record<'enrolled' | 'otherProduct' | 'expired', User>

  beforeAll(async () => {
    const product = (slug: string) =>
      payload.find({ collection: 'products', where: { slug: { equals: slug } }, overrideAccess: true }).then((result) => result.docs[0]!)
    const magazine = await product(CONSOLIDATION_PRODUCT)
    const other = await product('csat-crash-course')
    const person = (email: string) =>
      createUser(payload, { email, password: 'Monthly#Read2026', name: email.split('@')[0]!, role: 'candidate' })
    people.enrolled = await person('subscriber@example.in')
    people.otherProduct = await person('csat-only@example.in')
    people.expired = await person('lapsed@example.in')
    const enrol = (user: User, productId: number, validUntil: Date) =>
      payload.create({
        collection: 'enrolments',
        data: { user: user.id, product: productId, validUntil: validUntil.toISOString() },
        overrideAccess: true,
      })
    await enrol(people.enrolled, magazine.id, new Date(Date.now() + 30 * 86_400_000))
    await enrol(people.otherProduct, other.id, new Date(Date.now() + 30 * 86_400_000))
    await enrol(people.expired, magazine.id, new Date(Date.now() - 86_400_000))
  })

  it('seeds the last three complete months, newest first, paid and unlocked by the magazine', async () => {
    const months = await readMonthlyConsolidations(visitor, 'en')
    expect(months.map((month) => month.slug)).toEqual(['october-2026', 'september-2026', 'august-2026'])
    expect(months.every((month) => month.availability === 'paid')).toBe(true)
    const punjabi = await readMonthlyConsolidation(visitor, 'october-2026', 'pa')
    expect(punjabi?.title).toBe('ਮਾਸਿਕ ਸਮਕਾਲੀ ਮਾਮਲੇ ਸੰਗ੍ਰਹਿ: ਅਕਤੂਬਰ 2026')
    expect(punjabi?.products?.map((item) => typeof item === 'object' && item.slug)).toEqual([CONSOLIDATION_PRODUCT])
  })

  it('shows a visitor the summary and contents, never the body or the PDF', async () => {
    const month = await readMonthlyConsolidation(visitor, 'october-2026', 'en')
    expect(month?.summary).toMatch(/^October 2026 in one place/)
    expect(month?.contents?.length).toBeGreaterThan(3)
    expect(month?.body).toBeUndefined()
    expect(month?.pdf).toBeUndefined()
  })

  it('keeps the body and PDF from a candidate without a valid enrolment in the magazine', async () => {
    const { id } = (await readMonthlyConsolidation(visitor, 'october-2026'))!
    for (const user of [people.otherProduct, people.expired]) {
      const month = await readMonthlyConsolidationForUser(id, user)
      expect(month?.summary, user.email).toBeTruthy()
      expect(month?.body, user.email).toBeUndefined()
      expect(month?.pdf, user.email).toBeUndefined()
    }
  })

  it('gives an enrolled candidate the body and the PDF, in their language', async () => {
    const { id } = (await readMonthlyConsolidation(visitor, 'october-2026'))!
    const month = await readMonthlyConsolidationForUser(id, people.enrolled, 'pa')
    expect(JSON.stringify(month?.body)).toContain('ਝੋਨੇ ਦੀ ਖ਼ਰੀਦ')
    const pdf = month?.pdf as Media
    expect(pdf.url).toMatch(/\/api\/media\/file\/monthly-consolidation-october-2026\.pdf$/)
  })

  it('serves the paid PDF file only to the enrolled candidate (the file route applies this access)', async () => {
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { equals: 'monthly-consolidation-october-2026.pdf' } },
      overrideAccess: true,
    })
    const file = docs[0]!
    expect(file.availability).toBe('paid')
    const canRead = async (user?: User) =>
      (
        await payload.find({
          collection: 'media',
          where: { id: { equals: file.id } },
          overrideAccess: false,
          user: user ? as(user) : undefined,
        })
      ).totalDocs === 1
    expect(await canRead()).toBe(false)
    expect(await canRead(people.otherProduct)).toBe(false)
    expect(await canRead(people.expired)).toBe(false)
    expect(await canRead(people.enrolled)).toBe(true)
  })
})
