import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Media, Product, Topic, User } from '@/payload-types'
import { createUser } from '@/seed/factories'
import { seedDatabase } from '@/seed/seed'
import { seedResources } from '@/seed/sections/resources'

import { getTestPayload } from '../helpers/payload'
import { seedDemo } from '../helpers/seeded-demo'

/**
 * The Resources seed and what each reader gets of it: the paid Punjab GK notes and their PDF open
 * only with a valid enrolment in "Punjab GK Complete Notes"; a paid PDF inside a free topic is held
 * back the same way; the syllabus has the PPSC pattern. Reads go through the Local API as the reader
 * (overrideAccess: false), with the same depth and population as the topic page.
 */
let payload: Payload
let notesProduct: Product
const people = {} as Record<'enrolled' | 'expired' | 'notEnrolled', User>
const as = (user?: User) => (user ? { ...user, collection: 'users' as const } : undefined)
const day = 24 * 60 * 60 * 1000

const readTopic = async (slug: string, user?: User, locale: 'en' | 'pa' = 'en') => {
  const { docs } = await payload.find({
    collection: 'topics',
    where: { slug: { equals: slug } },
    depth: 1,
    locale,
    overrideAccess: false,
    user: as(user),
    populate: { products: { title: true, slug: true }, media: { url: true, filename: true, filesize: true, mimeType: true } },
  })
  return docs[0]!
}
const fileOf = (row: { file: number | Media }) => (typeof row.file === 'object' ? row.file : null)

beforeAll(async () => {
  payload = await getTestPayload()
  await seedDemo(payload)
  notesProduct = (
    await payload.find({ collection: 'products', where: { slug: { equals: 'punjab-gk-complete-notes' } }, overrideAccess: true })
  ).docs[0]!
  const person = (email: string) =>
    createUser(payload, { email, password: 'Resources#2026', name: email.split('@')[0]!, role: 'candidate' })
  people.enrolled = await person('gk-enrolled@example.in')
  people.expired = await person('gk-expired@example.in')
  people.notEnrolled = await person('gk-browsing@example.in')
  const enrol = (user: User, validUntil: number) =>
    payload.create({
      collection: 'enrolments',
      data: { user: user.id, product: notesProduct.id, validUntil: new Date(validUntil).toISOString() },
      overrideAccess: true,
    })
  await enrol(people.enrolled, Date.now() + 90 * day)
  await enrol(people.expired, Date.now() - day)
})

describe('the paid Punjab GK notes', () => {
  const slug = 'gs-pcs-prelims_punjab-gk'

  it('show their title, overview and the product that unlocks them to every reader', async () => {
    for (const user of [undefined, people.notEnrolled]) {
      const topic = await readTopic(slug, user)
      expect(topic.availability).toBe('paid')
      expect(topic.title).toBe('Punjab GK')
      expect(topic.overview.length).toBeGreaterThan(50)
      expect(topic.products?.map((product) => (product as Product).slug)).toEqual(['punjab-gk-complete-notes'])
    }
  })

  it('lack the notes and PDFs for a visitor, an un-enrolled candidate and an expired enrolment', async () => {
    for (const user of [undefined, people.notEnrolled, people.expired]) {
      const topic = await readTopic(slug, user)
      expect(topic.notes, user?.email ?? 'visitor').toBeUndefined()
      expect(topic.pdfs ?? [], user?.email ?? 'visitor').toEqual([])
    }
  })

  it('include the notes and the downloadable PDF, in both languages, for an enrolled candidate', async () => {
    const topic = await readTopic(slug, people.enrolled)
    expect(topic.notes?.root.children.length).toBeGreaterThan(3)
    expect(topic.pdfs).toHaveLength(1)
    expect(topic.pdfs![0]!.title).toBe('Punjab GK: districts and divisions at a glance')
    expect(fileOf(topic.pdfs![0]!)).toMatchObject({ mimeType: 'application/pdf', filename: 'punjab-gk-districts-and-divisions.pdf' })
    expect(fileOf(topic.pdfs![0]!)?.url).toMatch(/\/api\/media\/file\/punjab-gk-districts-and-divisions\.pdf$/)

    const punjabi = await readTopic(slug, people.enrolled, 'pa')
    expect(punjabi.pdfs![0]!.title).toMatch(/[\u0A00-\u0A7F]/)
  })
})

describe('free topics', () => {
  it('keep their notes open to everyone, with downloadable PDFs', async () => {
    for (const slug of ['gs-pcs-prelims_polity', 'gs-pcs-mains_economy', 'gs-pcs-prelims_geography']) {
      const topic = await readTopic(slug)
      expect(topic.availability, slug).not.toBe('paid')
      expect(topic.notes, slug).toBeDefined()
      expect(topic.pdfs?.length, slug).toBeGreaterThan(0)
      const file = fileOf(topic.pdfs![0]!)
      expect(file?.url, slug).toMatch(/\.pdf$/)
      expect(file?.filesize, slug).toBeGreaterThan(1000)
    }
  })

  it('hold back a paid PDF inside a free topic until the candidate is enrolled', async () => {
    const pdfTitles = (topic: Topic, downloadable: boolean) =>
      (topic.pdfs ?? []).filter((row) => (fileOf(row) !== null) === downloadable).map((row) => row.title)
    const visitor = await readTopic('gs-pcs-mains_punjab-gs')
    expect(pdfTitles(visitor, true)).toEqual(['Punjab GS: a framework for Mains answers'])
    expect(pdfTitles(visitor, false)).toEqual(['Punjab GS: state schemes compendium'])

    for (const user of [people.notEnrolled, people.expired]) {
      expect(pdfTitles(await readTopic('gs-pcs-mains_punjab-gs', user), false)).toEqual(['Punjab GS: state schemes compendium'])
    }
    expect(pdfTitles(await readTopic('gs-pcs-mains_punjab-gs', people.enrolled), false)).toEqual([])
  })
})

describe('the syllabus', () => {
  it('has the PPSC pattern: Prelims GS 100 x 2, CSAT 80 x 2.5 qualifying at 40%, no negative marking', async () => {
    const syllabus = await payload.findGlobal({ slug: 'syllabus', depth: 1, overrideAccess: false })
    expect(syllabus.stages?.map((stage) => stage.key)).toEqual(['prelims', 'mains', 'interview'])
    const [gs, csat] = syllabus.stages![0]!.papers!
    expect(gs).toMatchObject({ questions: 100, marksPerQuestion: 2, totalMarks: 200, durationMinutes: 120, negativeMarking: 'None' })
    expect(gs!.qualifyingPercent ?? null).toBeNull()
    expect(csat).toMatchObject({
      questions: 80,
      marksPerQuestion: 2.5,
      totalMarks: 200,
      durationMinutes: 120,
      negativeMarking: 'None',
      qualifyingPercent: 40,
    })
    expect((csat!.topics as Topic[]).map((topic) => topic.slug)).toEqual(['gs-pcs-prelims_csat'])
  })

  it('has the seven Main papers (1,350 marks) linked to the Mains topics, and a 150-mark interview', async () => {
    const syllabus = await payload.findGlobal({ slug: 'syllabus', depth: 1, overrideAccess: false })
    const mainsPapers = syllabus.stages![1]!.papers!
    expect(mainsPapers.map((paper) => paper.totalMarks)).toEqual([100, 100, 150, 250, 250, 250, 250])
    for (const paper of mainsPapers) {
      expect(paper.topics?.length, paper.title).toBeGreaterThan(0)
      for (const topic of paper.topics as Topic[]) expect(topic.slug).toMatch(/^gs-pcs-mains_/)
    }
    expect(syllabus.stages![2]!.papers!.map((paper) => paper.totalMarks)).toEqual([150])
  })

  it('reads in Punjabi with the same rows', async () => {
    const english = await payload.findGlobal({ slug: 'syllabus', depth: 0, overrideAccess: false })
    const punjabi = await payload.findGlobal({ slug: 'syllabus', depth: 0, locale: 'pa', overrideAccess: false })
    expect(punjabi.title).toMatch(/[\u0A00-\u0A7F]/)
    expect(punjabi.stages?.[0]?.papers?.[1]?.syllabus).toMatch(/[\u0A00-\u0A7F]/)
    expect(punjabi.stages?.map((stage) => stage.id)).toEqual(english.stages?.map((stage) => stage.id))
    expect(punjabi.stages?.[0]?.papers?.[1]?.qualifyingPercent).toBe(40)
  })
})

describe('seeding resources again', () => {
  it('fills a topic that lost its PDFs and leaves staff changes alone', async () => {
    const find = async (slug: string) =>
      (await payload.find({ collection: 'topics', where: { slug: { equals: slug } }, depth: 0, overrideAccess: true })).docs[0]!
    const history = await find('gs-pcs-prelims_history')
    await payload.update({ collection: 'topics', id: history.id, data: { pdfs: [] }, overrideAccess: true })
    const polity = await find('gs-pcs-prelims_polity')
    await payload.update({
      collection: 'topics',
      id: polity.id,
      data: { pdfs: [{ title: 'Staff upload', file: fileOf(polity.pdfs![0]!)?.id ?? (polity.pdfs![0]!.file as number) }] },
      overrideAccess: true,
    })
    await payload.updateGlobal({ slug: 'syllabus', data: { intro: 'Edited by staff.' }, overrideAccess: true })

    await seedDatabase(payload, { demoAccounts: false })

    expect((await find('gs-pcs-prelims_history')).pdfs?.map((row) => row.title)).toEqual(['The ten Sikh Gurus: a revision timeline'])
    expect((await find('gs-pcs-prelims_polity')).pdfs?.map((row) => row.title)).toEqual(['Staff upload'])
    expect((await payload.findGlobal({ slug: 'syllabus', overrideAccess: true })).intro).toBe('Edited by staff.')
    const files = await payload.count({
      collection: 'media',
      where: { filename: { equals: 'history-sikh-gurus-timeline.pdf' } },
      overrideAccess: true,
    })
    expect(files.totalDocs).toBe(1)
  })

  it('runs again on a seeded database without adding a file or a row', async () => {
    const { docs: topics } = await payload.find({ collection: 'topics', limit: 0, depth: 0, overrideAccess: true })
    const { docs: products } = await payload.find({ collection: 'products', limit: 0, depth: 0, overrideAccess: true })
    const pdfRows = () =>
      payload.find({ collection: 'topics', limit: 0, depth: 0, locale: 'all', overrideAccess: true, select: { pdfs: true } })
    const before = { media: (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs, rows: (await pdfRows()).docs }

    await seedResources({
      payload,
      now: new Date(),
      ensure: () => Promise.reject(new Error('the resources seed finds documents itself')),
      topicId: (key) => topics.find((topic) => topic.key === key)?.id,
      topicIdIn: (stage, key) => topics.find((topic) => topic.stage === stage && topic.key === key)?.id,
      productId: (key) => products.find((product) => product.slug === key)?.id,
    })

    expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(before.media)
    expect((await pdfRows()).docs).toEqual(before.rows)
  })
})
