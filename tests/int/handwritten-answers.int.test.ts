import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { readOwnSubmission } from '@/features/daily-questions/own-answers.server'
import { submitHandwrittenAnswer } from '@/features/daily-questions/submit-handwritten-answer.server'
import { getEnv } from '@/lib/env'
import type { AnswerSubmission, DailyQuestion, User } from '@/payload-types'
import { createUser, indianCalendarDay } from '@/seed/factories'

import { getTestPayload } from '../helpers/payload'

// A real SMTP server on loopback receives the candidates' e-mails.
const { mailbox } = await vi.hoisted(async () => {
  const { startMailbox } = await import('../helpers/mailbox')
  const mailbox = await startMailbox()
  process.env.SMTP_URL = mailbox.url
  process.env.EMAIL_FROM = 'no-reply@pcs.test'
  process.env.SERVER_URL = 'https://pcs.test'
  return { mailbox }
})

/**
 * Handwritten Mains answers (issue 18, item 6; ADR 048) on a real database (SQLite here, PostgreSQL
 * when TEST_DATABASE_URL is set): pages checked by their bytes and size before anything is stored,
 * stored in order with the question's rubric, read only by their writer and staff; an evaluation in
 * progress hidden from the candidate until it is returned; marks per criterion that add up; comments
 * pinned inside the pages; one e-mail in the candidate's language when the answer comes back.
 */
let payload: Payload
let question: DailyQuestion
const people = {} as Record<'simran' | 'arshdeep' | 'gurleen', User>
let editor: User
const as = (user: User) => ({ ...user, collection: 'users' as const })

/** A page photographed in good light: paper with lines of "ink", as a JPEG (or PNG) of the given size. */
async function pagePhoto(width = 1500, height = 2000, format: 'jpeg' | 'png' = 'jpeg') {
  const lines = Array.from(
    { length: 24 },
    (_, index) => `<rect x="120" y="${160 + index * 70}" width="${900 + ((index * 137) % 400)}" height="6" fill="#1e3a8a"/>`,
  ).join('')
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fbfaf5"/>${lines}</svg>`,
  )
  const image = sharp(svg)
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer()
}
const file = (bytes: Buffer | string, type = 'image/jpeg') =>
  new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type })

const countPages = async () => (await payload.count({ collection: 'answer-pages', overrideAccess: true })).totalDocs

/** The messages a refused save gives under its fields (what the admin shows there). */
async function refusalOf(call: () => Promise<unknown>): Promise<string[]> {
  try {
    await call()
  } catch (error) {
    return ((error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []).map((each) => each.message)
  }
  throw new Error('The save was not refused')
}

async function attempt(call: () => Promise<unknown>): Promise<'allowed' | 'denied'> {
  try {
    await call()
    return 'allowed'
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 404 || (error as Error).name === 'Forbidden') return 'denied'
    throw error
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { supportEmail: 'help@pcs.test', phone: '+91 98140 52600' },
    overrideAccess: true,
  })
  for (const name of ['simran', 'arshdeep', 'gurleen'] as const)
    people[name] = await createUser(payload, {
      email: `${name}@hand.test`,
      password: 'Hand#Test2026',
      name: `${name[0]!.toUpperCase()}${name.slice(1)} Kaur`,
      role: 'candidate',
    })
  editor = await createUser(payload, {
    email: 'evaluator@hand.test',
    password: 'Hand#Test2026',
    name: 'Harpreet Kaur Brar',
    role: 'editor',
  })
  question = await payload.create({
    collection: 'daily-questions',
    overrideAccess: true,
    data: {
      title: 'Stubble burning',
      date: indianCalendarDay(new Date(), 1),
      kind: 'mains',
      prompt: 'Why do farmers in Punjab still burn paddy stubble, and what has worked to stop it?',
      paper: 'GS Paper III',
      wordLimit: 150,
      marks: 10,
      guidance: 'The wheat sowing window, the cost of machines, ex-situ use in biomass plants.',
      modelAnswer: 'Paddy harvested in late October leaves two weeks to sow wheat. Happy Seeders and bio-decomposers ...',
      rubric: [
        { criterion: 'Causes', outOf: 4 },
        { criterion: 'Measures that worked', outOf: 4 },
        { criterion: 'Presentation', outOf: 2 },
      ],
      _status: 'published',
    },
  })
  // The rubric's Punjabi names.
  const rows = (await payload.findByID({ collection: 'daily-questions', id: question.id, depth: 0, overrideAccess: true })).rubric!
  await payload.update({
    collection: 'daily-questions',
    id: question.id,
    locale: 'pa',
    data: {
      title: 'ਪਰਾਲੀ ਸਾੜਨਾ',
      prompt: 'ਪੰਜਾਬ ਦੇ ਕਿਸਾਨ ਅਜੇ ਵੀ ਝੋਨੇ ਦੀ ਪਰਾਲੀ ਕਿਉਂ ਸਾੜਦੇ ਹਨ, ਅਤੇ ਇਸ ਨੂੰ ਰੋਕਣ ਲਈ ਕੀ ਕਾਰਗਰ ਰਿਹਾ ਹੈ?',
      rubric: rows.map((row, index) => ({ id: row.id, outOf: row.outOf, criterion: ['ਕਾਰਨ', 'ਕਾਰਗਰ ਉਪਾਅ', 'ਪੇਸ਼ਕਾਰੀ'][index]! })),
    },
    overrideAccess: true,
  })
}, 120_000)
afterAll(() => mailbox.close())

describe('sending a handwritten answer', () => {
  it('checks every page by its bytes and size before anything is stored, naming the page', async () => {
    const good = await pagePhoto()
    const refused = await submitHandwrittenAnswer(payload, people.gurleen, String(question.id), [
      file(good),
      file('%PDF-1.7 not a photo', 'image/jpeg'),
      file(good.subarray(0, Math.floor(good.length / 2))),
      file(await pagePhoto(300, 400)),
    ])
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      message: 'Page 2 is not a photo: add it again as a JPEG, PNG or WebP photo, or as a page of a PDF.',
      pageProblems: [
        'Page 2 is not a photo: add it again as a JPEG, PNG or WebP photo, or as a page of a PDF.',
        'Page 3 could not be read; the file may be damaged. Take the photo again.',
        'Page 4 is too small to read (300 pixels across). Take the photo closer, filling the frame with the page.',
      ],
    })
    const thirteen = await submitHandwrittenAnswer(
      payload,
      people.gurleen,
      String(question.id),
      Array.from({ length: 13 }, () => file(good)),
    )
    expect(thirteen.body).toMatchObject({ message: 'An answer can have at most 12 pages; you added 13. Remove 1 page.' })
    const none = await submitHandwrittenAnswer(payload, people.gurleen, String(question.id), [], new Date(), 'pa')
    expect(none.body).toMatchObject({ message: 'ਆਪਣੇ ਉੱਤਰ ਦਾ ਘੱਟੋ-ਘੱਟ ਇੱਕ ਪੰਨਾ ਜੋੜੋ।' })
    expect(await countPages()).toBe(0)
    expect(await readOwnSubmission(payload, people.gurleen, question.id)).toBeNull()
  })

  it('stores the pages in order with the question’s rubric, once; the candidate sees them and waits for the evaluation', async () => {
    const pages = [await pagePhoto(1500, 2000), await pagePhoto(1400, 2000, 'png'), await pagePhoto(2000, 1500)]
    const sent = await submitHandwrittenAnswer(
      payload,
      people.simran,
      String(question.id),
      pages.map((bytes, index) => file(bytes, index === 1 ? 'image/png' : 'image/jpeg')),
      new Date(),
      'pa',
    )
    expect(sent.status).toBe(200)
    const view = (sent.body as { submission: NonNullable<Awaited<ReturnType<typeof readOwnSubmission>>> }).submission
    expect(view).toMatchObject({ format: 'handwritten', answer: '', wordCount: null, status: 'submitted', evaluation: null })
    expect(view.pages.map((page) => [page.page, page.width, page.height])).toEqual([
      [1, 1500, 2000],
      [2, 1400, 2000],
      [3, 2000, 1500],
    ])
    expect(view.pages.every((page) => /^\/api\/answer-pages\/file\/[0-9a-f-]{36}\.(jpg|png)$/.test(page.src))).toBe(true)
    expect(view.modelAnswer?.en).toMatch(/^Paddy harvested in late October/)
    for (const page of view.pages) expect(existsSync(path.join(getEnv().answerPagesDir, path.basename(page.src)))).toBe(true)

    const stored = (
      await payload.find({
        collection: 'answer-submissions',
        where: { candidate: { equals: people.simran.id } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs[0]!
    expect(stored).toMatchObject({ format: 'handwritten', locale: 'pa', status: 'submitted', marksAwarded: null, assignedTo: null })
    expect(stored.rubric).toEqual([
      { criterion: { en: 'Causes', pa: 'ਕਾਰਨ' }, outOf: 4, marks: null },
      { criterion: { en: 'Measures that worked', pa: 'ਕਾਰਗਰ ਉਪਾਅ' }, outOf: 4, marks: null },
      { criterion: { en: 'Presentation', pa: 'ਪੇਸ਼ਕਾਰੀ' }, outOf: 2, marks: null },
    ])

    const again = await submitHandwrittenAnswer(payload, people.simran, String(question.id), [file(pages[0]!)])
    expect(again.status).toBe(409)
    expect(await countPages()).toBe(3)
  })

  it('lets only the writer and staff read the pages; nobody creates or changes one through the API', async () => {
    const pages = (await payload.find({ collection: 'answer-pages', overrideAccess: true, depth: 0 })).docs
    const reader = async (user?: User) =>
      (
        await payload
          .find({ collection: 'answer-pages', overrideAccess: false, user: user ? as(user) : undefined, depth: 0 })
          .catch(() => ({ docs: [] }))
      ).docs.length
    expect(await reader(people.simran)).toBe(3)
    expect(await reader(editor)).toBe(3)
    expect(await reader(people.arshdeep)).toBe(0)
    expect(await reader()).toBe(0)
    expect(
      await attempt(() =>
        payload.findByID({ collection: 'answer-pages', id: pages[0]!.id, overrideAccess: false, user: as(people.arshdeep) }),
      ),
    ).toBe('denied')
    expect(
      await attempt(() =>
        payload.update({ collection: 'answer-pages', id: pages[0]!.id, data: { page: 9 }, overrideAccess: false, user: as(people.simran) }),
      ),
    ).toBe('denied')
    expect(
      await attempt(() =>
        payload.update({ collection: 'answer-pages', id: pages[0]!.id, data: { page: 9 }, overrideAccess: false, user: as(editor) }),
      ),
    ).toBe('denied')
  })
})

describe('evaluating a handwritten answer', () => {
  let submission: AnswerSubmission
  const asEditor = () => ({ overrideAccess: false, user: as(editor) }) as const
  const update = (data: Record<string, unknown>) =>
    payload.update({ collection: 'answer-submissions', id: submission.id, data, depth: 0, ...asEditor() })

  beforeAll(async () => {
    submission = (
      await payload.find({
        collection: 'answer-submissions',
        where: { candidate: { equals: people.simran.id } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs[0]!
  })

  it('gives an answer only to a member of staff, and keeps when', async () => {
    expect(await refusalOf(() => update({ assignedTo: people.arshdeep.id }))).toEqual([
      'Give the answer to a member of staff: an editor or an administrator.',
    ])
    const taken = await update({ assignedTo: editor.id })
    expect(taken.assignedTo).toBe(editor.id)
    expect(Date.now() - new Date(taken.assignedAt!).getTime()).toBeLessThan(60_000)
    // Assigned answers stay out of the candidate's sight.
    const own = await payload.findByID({
      collection: 'answer-submissions',
      id: submission.id,
      overrideAccess: false,
      user: as(people.simran),
      depth: 0,
    })
    expect(own.assignedTo).toBeUndefined()
  })

  it('refuses marks above a criterion’s and comments off the page, saying which', async () => {
    const rubric = submission.rubric as { criterion: unknown; outOf: number; marks: number | null }[]
    expect(
      await refusalOf(() => update({ rubric: rubric.map((criterion, index) => ({ ...criterion, marks: index === 0 ? 5 : 1 })) })),
    ).toEqual(['Causes: Give at most 4 marks: this criterion carries 4 marks.'])
    expect(await refusalOf(() => update({ pins: [{ page: 4, x: 0.5, y: 0.5, comment: 'Good point.' }] }))).toEqual([
      'Comment 1: Pin the comment on a page from 1 to 3.',
    ])
    expect(await refusalOf(() => update({ pins: [{ page: 1, x: 0.5, y: 0.5, comment: '  ' }] }))).toEqual([
      'Comment 1: Write the comment the candidate will read at this place.',
    ])
  })

  it('keeps an evaluation in progress from the candidate, and returns it once every criterion has its marks', async () => {
    const rubric = submission.rubric as { criterion: unknown; outOf: number; marks: number | null }[]
    const pins = [
      { page: 1, x: 0.2, y: 0.3, comment: 'Quote the 2023 PPCB figure: 36,663 fire events.' },
      { page: 3, x: 0.7, y: 0.85, comment: 'A diagram of the paddy–wheat window would help here.' },
    ]
    const partial = await update({
      pins,
      feedback: 'Good causes; the measures need data.',
      rubric: rubric.map((criterion, index) => ({ ...criterion, marks: index === 0 ? 3.5 : null })),
    })
    expect(partial).toMatchObject({ status: 'submitted', marksAwarded: null })
    const midway = await payload.findByID({
      collection: 'answer-submissions',
      id: submission.id,
      overrideAccess: false,
      user: as(people.simran),
      depth: 0,
    })
    for (const field of ['pins', 'rubric', 'feedback', 'marksAwarded', 'evaluatedBy'] as const) expect(midway[field], field).toBeUndefined()
    expect((await readOwnSubmission(payload, people.simran, question.id))!.evaluation).toBeNull()

    // The criteria and their marks stay as the submission was made: only the marks are taken from the form.
    const returned = await update({
      rubric: [
        { criterion: { en: 'Handwriting', pa: '' }, outOf: 10, marks: 3.5 },
        { criterion: { en: 'x', pa: '' }, outOf: 1, marks: 2.5 },
        { criterion: { en: 'y', pa: '' }, outOf: 1, marks: 1.5 },
      ],
    })
    expect(returned).toMatchObject({ status: 'evaluated', marksAwarded: 7.5, evaluatedBy: editor.id })
    expect(
      (returned.rubric as { criterion: { en: string }; outOf: number }[]).map((criterion) => [criterion.criterion.en, criterion.outOf]),
    ).toEqual([
      ['Causes', 4],
      ['Measures that worked', 4],
      ['Presentation', 2],
    ])

    const view = (await readOwnSubmission(payload, people.simran, question.id))!
    expect(view.evaluation).toMatchObject({
      marksAwarded: 7.5,
      marks: 10,
      feedback: 'Good causes; the measures need data.',
      evaluatorName: 'Harpreet Kaur Brar',
      rubric: [
        { criterion: { en: 'Causes', pa: 'ਕਾਰਨ' }, outOf: 4, marks: 3.5 },
        { criterion: { en: 'Measures that worked', pa: 'ਕਾਰਗਰ ਉਪਾਅ' }, outOf: 4, marks: 2.5 },
        { criterion: { en: 'Presentation', pa: 'ਪੇਸ਼ਕਾਰੀ' }, outOf: 2, marks: 1.5 },
      ],
      pins: [
        { number: 1, ...pins[0] },
        { number: 2, ...pins[1] },
      ],
    })
    // Another candidate reads none of it.
    expect(
      await attempt(() =>
        payload.findByID({ collection: 'answer-submissions', id: submission.id, overrideAccess: false, user: as(people.arshdeep) }),
      ),
    ).toBe('denied')
  })

  it('tells the candidate by e-mail, once, in the language they answered in', async () => {
    await payload.jobs.run({ queue: 'default' })
    const mail = await mailbox.waitFor('simran@hand.test', { subject: /ਜਾਂਚਿਆ ਗਿਆ/ })
    expect(mail.subject).toBe('“ਪਰਾਲੀ ਸਾੜਨਾ” ਦਾ ਤੁਹਾਡਾ ਉੱਤਰ ਜਾਂਚਿਆ ਗਿਆ: 10 ਵਿੱਚੋਂ 7.5')
    expect(mail.text).toContain('https://pcs.test/current-affairs/questions/')
    expect(mail.text).toContain('lang=pa')
    const stamped = await payload.findByID({ collection: 'answer-submissions', id: submission.id, overrideAccess: true, depth: 0 })
    expect(stamped.notifiedAt).toBeTruthy()

    // A later correction of the marks is not announced again.
    const sent = mailbox.messages.length
    await update({ feedback: 'Good causes; the measures need the 2023 data.' })
    await payload.jobs.run({ queue: 'default' })
    expect(mailbox.messages.length).toBe(sent)
  })
})

describe('deleting a handwritten answer', () => {
  it('takes its pages and their files with it, and leaves another candidate’s', async () => {
    expect((await submitHandwrittenAnswer(payload, people.gurleen, String(question.id), [file(await pagePhoto())])).status).toBe(200)
    const pagesOf = async (person: User) =>
      (await payload.find({ collection: 'answer-pages', where: { candidate: { equals: person.id } }, overrideAccess: true })).docs
    const [mine, others] = [await pagesOf(people.simran), await pagesOf(people.gurleen)]
    expect([mine.length, others.length]).toEqual([3, 1])
    const submission = (
      await payload.find({ collection: 'answer-submissions', where: { candidate: { equals: people.simran.id } }, overrideAccess: true })
    ).docs[0]!
    const admin = await createUser(payload, { email: 'office@hand.test', password: 'Hand#Test2026', name: 'Office', role: 'admin' })

    await payload.delete({ collection: 'answer-submissions', id: submission.id, overrideAccess: false, user: as(admin) })

    expect(await pagesOf(people.simran)).toEqual([])
    for (const page of mine) expect(existsSync(path.join(getEnv().answerPagesDir, page.filename!))).toBe(false)
    expect((await pagesOf(people.gurleen)).map((page) => page.id)).toEqual(others.map((page) => page.id))
    expect(existsSync(path.join(getEnv().answerPagesDir, others[0]!.filename!))).toBe(true)
  })
})
