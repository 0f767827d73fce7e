import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'
import { saveSecondFactor } from '@/domain/auth/second-factor/second-factor.server'

import type { Faq, Product, PyqPaper, Question, Test, TestSeries, Topic, User } from '@/payload-types'
import { topicSlug } from '@/collections/topics'
import type { Role } from '@/access'
import { library } from '@/i18n/catalogue/library'
import { formatIndianDate } from '@/i18n/format'
import { indianNoon } from '@/lib/days'
import type { District } from '@/lib/punjab-districts'
import type { LeaderboardName } from '@/lib/leaderboard-names'

import type {
  CurrentAffairSeed,
  FaqSeed,
  ProductSeed,
  PyqSeed,
  QuestionSeed,
  SuccessStorySeed,
  TestSeed,
  TestSeriesSeed,
  TopicSeed,
} from './content/types'
import { paragraphsToRichText, toRichText } from './lexical'
import { makePdf } from './pdf'

/**
 * Typed factories that turn seed data into Payload documents. The demo seed and the tests use the
 * same functions, so tests arrange data exactly as the demo site has it.
 */

type Id = number | string

/** Creates a document in English, then adds the Punjabi translation of its localized fields. */
async function createBilingual<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  english: RequiredDataFromCollectionSlug<S>,
  punjabi: (created: { id: Id } & Record<string, unknown>) => Record<string, unknown>,
) {
  const created = (await payload.create({
    collection,
    data: english,
    locale: 'en',
    overrideAccess: true,
    depth: 0,
  } as never)) as unknown as { id: Id } & Record<string, unknown>
  await payload.update({ collection, id: created.id, data: punjabi(created), locale: 'pa', overrideAccess: true, depth: 0 } as never)
  return created
}

/** Ids of array rows, so a translation updates the rows it belongs to instead of adding new ones. */
const rowIds = (rows: unknown): Id[] => (Array.isArray(rows) ? rows.map((row: { id: Id }) => row.id) : [])

export async function createTopic(payload: Payload, seed: TopicSeed, order = 0): Promise<Topic> {
  const doc = await createBilingual(
    payload,
    'topics',
    {
      title: seed.title.en,
      stage: seed.stage,
      key: seed.key,
      order,
      overview: seed.overview.en,
      notes: toRichText(seed.notes.en) as Topic['notes'],
      _status: 'published',
    },
    () => ({ title: seed.title.pa, overview: seed.overview.pa, notes: toRichText(seed.notes.pa), _status: 'published' }),
  )
  return doc as unknown as Topic
}

export async function createQuestion(payload: Payload, seed: QuestionSeed, topicId?: Id): Promise<Question> {
  const doc = await createBilingual(
    payload,
    'questions',
    {
      seedKey: seed.key,
      stem: seed.stem.en,
      options: seed.options.map((option) => ({ text: option.en })),
      correctOption: seed.correct,
      explanation: seed.explanation.en,
      topic: topicId as number | undefined,
      difficulty: seed.difficulty,
      source: seed.source,
    },
    (created) => ({
      stem: seed.stem.pa,
      options: rowIds(created.options).map((id, index) => ({ id, text: seed.options[index]!.pa })),
      explanation: seed.explanation.pa,
    }),
  )
  return doc as unknown as Question
}

/** Pairs a GS test with its CSAT paper (ADR 045), once: a test staff paired otherwise is left alone. */
export async function pairPrelims(payload: Payload, testId: Id, seed: TestSeed, testIds: ReadonlyMap<string, Id>): Promise<void> {
  const pair = seed.prelimsPair
  const csatId = pair ? testIds.get(pair.csatKey) : undefined
  if (!pair || csatId === undefined) return
  const test = await payload.findByID({ collection: 'tests', id: testId, depth: 0, overrideAccess: true, select: { pairedCsat: true } })
  if (test.pairedCsat) return
  await payload.update({
    collection: 'tests',
    id: testId,
    data: { pairedCsat: Number(csatId), mainsVacancies: pair.vacancies, previousAppeared: pair.appeared },
    overrideAccess: true,
    depth: 0,
  })
}

export async function createTest(payload: Payload, seed: TestSeed, questionIds: ReadonlyMap<string, Id>): Promise<Test> {
  const idOf = (key: string) => {
    const id = questionIds.get(key)
    if (id === undefined) throw new Error(`Test ${seed.key} refers to unknown question ${key}`)
    return id as number
  }
  const doc = await createBilingual(
    payload,
    'tests',
    {
      title: seed.title.en,
      slug: seed.key,
      kind: seed.kind,
      preset: seed.preset ?? 'custom',
      instructions: seed.instructions.en,
      durationMinutes: seed.durationMinutes,
      attemptsAllowed: 3,
      marksPerCorrect: seed.marksPerCorrect,
      negativeMarks: seed.negativeMarks,
      qualifyingPercent: seed.qualifyingPercent,
      previousCutoff: seed.previousCutoff,
      isFree: seed.isFree,
      solutionsVisibility: 'immediately',
      sections: seed.sections.map((section) => ({ title: section.title.en, questions: section.questionKeys.map(idOf) })),
      _status: 'published',
    },
    (created) => ({
      title: seed.title.pa,
      instructions: seed.instructions.pa,
      sections: rowIds(created.sections).map((id, index) => ({
        id,
        title: seed.sections[index]!.title.pa,
        questions: seed.sections[index]!.questionKeys.map(idOf),
      })),
      _status: 'published',
    }),
  )
  return doc as unknown as Test
}

export async function createTestSeries(
  payload: Payload,
  seed: TestSeriesSeed,
  testIds: ReadonlyMap<string, Id>,
  order = 0,
  productId?: Id,
): Promise<TestSeries> {
  const doc = await createBilingual(
    payload,
    'test-series',
    {
      title: seed.title.en,
      slug: seed.key,
      description: seed.description.en,
      kind: seed.kind,
      isPaid: seed.isPaid,
      order,
      tests: seed.testKeys.map((key) => testIds.get(key) as number),
      product: productId === undefined ? null : Number(productId),
      _status: 'published',
    },
    () => ({ title: seed.title.pa, description: seed.description.pa, _status: 'published' }),
  )
  return doc as unknown as TestSeries
}

/** A calendar day in India, stored at 12:00 UTC so it reads as the same date in IST and UTC. */
export function indianCalendarDay(now: Date, daysAgo: number): string {
  return indianNoon(now.getTime() - daysAgo * 24 * 60 * 60 * 1000)
}

/** The article's address: its key without the `ca-dNN-` day prefix, so it does not depend on the seed day. */
export const currentAffairSlug = (seed: Pick<CurrentAffairSeed, 'key'>) => seed.key.replace(/^ca-d\d+-/, '')

export async function createCurrentAffair(payload: Payload, seed: CurrentAffairSeed, options: { now: Date; topicIds: Id[] }) {
  return createBilingual(
    payload,
    'current-affairs',
    {
      title: seed.title.en,
      slug: currentAffairSlug(seed),
      date: indianCalendarDay(options.now, seed.daysAgo),
      region: seed.region,
      category: seed.category,
      summary: seed.summary.en,
      body: paragraphsToRichText(seed.body.en) as never,
      topics: options.topicIds as number[],
      source: seed.source,
      _status: 'published',
    },
    () => ({ title: seed.title.pa, summary: seed.summary.pa, body: paragraphsToRichText(seed.body.pa), _status: 'published' }),
  )
}

export async function createPyqPaper(payload: Payload, seed: PyqSeed): Promise<PyqPaper> {
  const doc = await createBilingual(
    payload,
    'pyq-papers',
    {
      title: seed.title.en,
      slug: seed.key,
      year: seed.year,
      stage: seed.stage,
      paper: seed.paper,
      pattern: seed.pattern.en,
      questionCount: seed.questionCount,
      totalMarks: seed.totalMarks,
      durationMinutes: seed.durationMinutes,
      cutoff: seed.cutoff,
      cutoffIsEstimate: Boolean(seed.cutoffIsEstimate),
      _status: 'published',
    },
    () => ({ title: seed.title.pa, pattern: seed.pattern.pa, _status: 'published' }),
  )
  return doc as unknown as PyqPaper
}

export async function createProduct(payload: Payload, seed: ProductSeed, order = 0): Promise<Product> {
  const doc = await createBilingual(
    payload,
    'products',
    {
      title: seed.title.en,
      slug: seed.key,
      kind: seed.kind,
      price: seed.price,
      offerPrice: seed.offerPrice,
      offerEndsAt: seed.offerDays ? endOfIndianDay(seed.offerDays) : null,
      accessMonths: seed.accessMonths ?? null,
      order,
      summary: seed.summary.en,
      includes: seed.includes.map((item) => ({ item: item.en })),
      validity: seed.validity.en,
      language: seed.language,
      faqs: seed.faqs.map((faq) => ({ question: faq.question.en, answer: faq.answer.en })),
      _status: 'published',
    },
    (created) => ({
      summary: seed.summary.pa,
      title: seed.title.pa,
      validity: seed.validity.pa,
      includes: rowIds(created.includes).map((id, index) => ({ id, item: seed.includes[index]!.pa })),
      faqs: rowIds(created.faqs).map((id, index) => ({ id, question: seed.faqs[index]!.question.pa, answer: seed.faqs[index]!.answer.pa })),
      _status: 'published',
    }),
  )
  return doc as unknown as Product
}

/**
 * A success story as published (ADR 049): the candidate's signed consent first (the demo makes the
 * form as a PDF; the people are fictional), then the story with every fact publishing needs.
 */
export async function createSuccessStory(payload: Payload, seed: SuccessStorySeed) {
  const consent = await createConsentForm(payload, seed)
  return createBilingual(
    payload,
    'success-stories',
    {
      seedKey: seed.key,
      name: seed.name.en,
      rank: seed.rank.en,
      year: seed.year,
      district: seed.district.en,
      exam: seed.exam,
      course: seed.course.en,
      courseMonths: seed.courseMonths,
      courseFee: seed.courseFee,
      consent: consent.id,
      quote: seed.quote.en,
      story: seed.story.en.join('\n\n'),
      _status: 'published',
    },
    () => ({
      name: seed.name.pa,
      rank: seed.rank.pa,
      district: seed.district.pa,
      course: seed.course.pa,
      quote: seed.quote.pa,
      story: seed.story.pa.join('\n\n'),
      _status: 'published',
    }),
  )
}

/** The signed consent form of a story's candidate, as a PDF in the staff-only consent files. */
export async function createConsentForm(payload: Payload, seed: SuccessStorySeed) {
  const exam = library.stories.exams[seed.exam].en
  const signed = formatIndianDate(seed.consentSignedOn)
  const file = makePdf('Consent to publish a success story', [
    `I, ${seed.name.en}, selected through the ${exam} ${seed.year} (${seed.rank.en}), agree that Punjab PCS Academy may publish my name, district, portrait, rank and post, the exam and year, the course I took with the academy (${seed.course.en}, ${seed.courseMonths} months, ${seed.courseFee}), and the quote and story I have written, on its website and in its advertisements.`,
    'I have read the story as it will be published. I may withdraw this consent at any time by writing to the academy; the story is then taken down within seven days.',
    `Signed: ${seed.name.en}, ${signed}.`,
    'Demo content: the candidates of the demo site are fictional.',
  ])
  return payload.create({
    collection: 'consent-files',
    data: { title: `${seed.name.en}: consent to publish the story (${exam} ${seed.year})`, signedOn: indianNoon(seed.consentSignedOn) },
    file: { data: file, mimetype: 'application/pdf', name: `consent-${seed.key}.pdf`, size: file.length },
    overrideAccess: true,
    depth: 0,
  })
}

export async function createFaq(payload: Payload, seed: FaqSeed, order = 0): Promise<Faq> {
  const doc = await createBilingual(
    payload,
    'faqs',
    { seedKey: seed.key, group: seed.group, order, question: seed.question.en, answer: seed.answer.en },
    () => ({ question: seed.question.pa, answer: seed.answer.pa }),
  )
  return doc as unknown as Faq
}

export type UserSeed = {
  email: string
  password: string
  name: string
  role: Role
  mobile?: string
  district?: District
  leaderboardName?: LeaderboardName
  /** A staff account's authenticator key, set up as its owner would (ADR 052); never stored as given. */
  totpSecret?: string
}

export async function createUser(payload: Payload, { totpSecret, ...seed }: UserSeed): Promise<User> {
  const user = await payload.create({ collection: 'users', data: seed, overrideAccess: true, depth: 0 })
  if (totpSecret) await saveSecondFactor(payload, user.id, { method: 'totp', secret: totpSecret })
  return user
}

/** The spec's topic address for a topic seed (`gs-pcs-prelims_polity`). */
export const topicSeedSlug = (seed: Pick<TopicSeed, 'stage' | 'key'>) => topicSlug(seed.stage, seed.key)

/** The last moment (23:59 IST) of the day `days` from now: when a seeded offer ends. */
function endOfIndianDay(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10)
  return new Date(`${day}T18:29:00.000Z`).toISOString()
}
