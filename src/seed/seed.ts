import type { CollectionSlug, Payload } from 'payload'

import type { HomePage, User } from '@/payload-types'

import { currentAffairs } from './content/current-affairs'
import { faqs } from './content/faqs'
import { homePage } from './content/home-page'
import { products } from './content/products'
import { pyqPapers } from './content/pyq'
import { questions } from './content/questions'
import { demoAccounts, instituteAddress, navigation, navigationPunjabi, siteSettings, siteSettingsPunjabi } from './content/site'
import { successStories } from './content/success-stories'
import { tests, testSeries } from './content/tests'
import { topics } from './content/topics'
import type { SeedContext } from './sections/context'
import { seedCurrentAffairsSection } from './sections/current-affairs'
import { seedDailyQuizzes } from './sections/daily-quizzes'
import { seedDailyQuestions } from './sections/daily-questions'
import { seedLegalPages } from './sections/legal'
import { seedLibrary } from './sections/library'
import { seedDemoDrill } from './sections/practice'
import { seedMockWindow } from './sections/mock-window'
import { linkPyqTests } from './sections/pyq-tests'
import { seedResources } from './sections/resources'
import {
  createCurrentAffair,
  createFaq,
  createProduct,
  createPyqPaper,
  createQuestion,
  createSuccessStory,
  createTest,
  createTestSeries,
  createTopic,
  createUser,
  pairPrelims,
  currentAffairSlug,
  topicSeedSlug,
} from './factories'

type Id = number | string

export type SeedOptions = {
  /** Create the two demo accounts (never in production). */
  demoAccounts: boolean
  /** "Today" for the current-affairs dates; tests pass a fixed day. */
  now?: Date
}

export type SeedReport = { created: Record<string, number> }

/**
 * Fills the database with the demo content. Idempotent: every document is looked up by its slug,
 * seed key or e-mail first and left alone when it exists, so running it again changes nothing.
 */
export async function seedDatabase(payload: Payload, options: SeedOptions): Promise<SeedReport> {
  const now = options.now ?? new Date()
  const created: Record<string, number> = {}

  async function ensure<T extends { id: Id }>(
    collection: CollectionSlug,
    field: string,
    value: string,
    make: () => Promise<T>,
  ): Promise<Id> {
    const existing = await payload.find({
      collection,
      where: { [field]: { equals: value } },
      limit: 1,
      depth: 0,
      draft: true,
      overrideAccess: true,
      pagination: false,
    })
    if (existing.docs[0]) return existing.docs[0].id
    const doc = await make()
    created[collection] = (created[collection] ?? 0) + 1
    return doc.id
  }

  await seedGlobals(payload, created)

  if (options.demoAccounts) {
    for (const account of Object.values(demoAccounts)) {
      await ensure('users', 'email', account.email, () => createUser(payload, account))
    }
  }

  const topicIds = new Map<string, Id>()
  for (const [index, topic] of topics.entries()) {
    const slug = topicSeedSlug(topic)
    topicIds.set(`${topic.stage}:${topic.key}`, await ensure('topics', 'slug', slug, () => createTopic(payload, topic, index)))
  }
  // Questions and articles name a topic by key; the prelims topic wins where both stages have one.
  const topicId = (key: string) => topicIds.get(`prelims:${key}`) ?? topicIds.get(`mains:${key}`)

  const questionIds = new Map<string, Id>()
  for (const question of questions) {
    questionIds.set(
      question.key,
      await ensure('questions', 'seedKey', question.key, () => createQuestion(payload, question, topicId(question.topic))),
    )
  }

  const productIds = new Map<string, Id>()
  for (const [index, product] of products.entries()) {
    productIds.set(product.key, await ensure('products', 'slug', product.key, () => createProduct(payload, product, index)))
  }

  const testIds = new Map<string, Id>()
  for (const test of tests) {
    testIds.set(test.key, await ensure('tests', 'slug', test.key, () => createTest(payload, test, questionIds)))
  }
  for (const test of tests) await pairPrelims(payload, testIds.get(test.key)!, test, testIds)
  for (const [index, series] of testSeries.entries()) {
    await ensure('test-series', 'slug', series.key, () =>
      createTestSeries(payload, series, testIds, index, series.productKey ? productIds.get(series.productKey) : undefined),
    )
  }

  for (const article of currentAffairs) {
    const ids = article.topics.map(topicId).filter((id): id is Id => id !== undefined)
    await ensure('current-affairs', 'slug', currentAffairSlug(article), () => createCurrentAffair(payload, article, { now, topicIds: ids }))
  }

  for (const paper of pyqPapers) await ensure('pyq-papers', 'slug', paper.key, () => createPyqPaper(payload, paper))
  for (const story of successStories) await ensure('success-stories', 'seedKey', story.key, () => createSuccessStory(payload, story))
  for (const [index, faq] of faqs.entries()) await ensure('faqs', 'seedKey', faq.key, () => createFaq(payload, faq, index))

  const context: SeedContext = {
    payload,
    now,
    ensure,
    topicId,
    topicIdIn: (stage, key) => topicIds.get(`${stage}:${key}`),
    productId: (key) => productIds.get(key),
  }
  await seedResources(context)
  await seedLibrary(context)
  await linkPyqTests(context)
  await seedCurrentAffairsSection(context)
  await seedDailyQuizzes(context)
  await seedDailyQuestions(context, { demoAccounts: options.demoAccounts })
  await seedLegalPages(context)

  if (options.demoAccounts) {
    // The demo candidate has bought the monthly magazine and the Punjab GK notes, so the demo shows
    // paid content both locked (signed out) and unlocked (signed in as the candidate).
    const candidate = await payload.find({
      collection: 'users',
      where: { email: { equals: demoAccounts.candidate.email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const candidateId = candidate.docs[0]?.id
    if (candidate.docs[0]) await seedDemoDrill(context, candidate.docs[0] as User)
    await seedMockWindow(context, questionIds, candidate.docs[0] as User | undefined)
    for (const productKey of ['monthly-current-affairs-magazine', 'punjab-gk-complete-notes']) {
      const productId = productIds.get(productKey)
      if (candidateId === undefined || productId === undefined) continue
      await ensure('enrolments', 'note', `Demo enrolment (${productKey})`, () =>
        payload.create({
          collection: 'enrolments',
          data: {
            user: Number(candidateId),
            product: Number(productId),
            validUntil: new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000).toISOString(),
            note: `Demo enrolment (${productKey})`,
          },
          overrideAccess: true,
        }),
      )
    }
  }

  return { created }
}

async function seedGlobals(payload: Payload, created: Record<string, number>) {
  const nav = await payload.findGlobal({ slug: 'navigation', depth: 0, overrideAccess: true })
  if (!nav.items?.length) {
    const english = await payload.updateGlobal({
      slug: 'navigation',
      locale: 'en',
      data: {
        items: navigation.map(({ submenu, ...entry }) => ({
          ...entry,
          isPaid: entry.isPaid ?? false,
          submenu: submenu?.map(({ children, ...item }) => ({
            ...item,
            isPaid: item.isPaid ?? false,
            children: children?.map((child) => ({ ...child, isPaid: child.isPaid ?? false })),
          })),
        })),
      },
      overrideAccess: true,
    })
    // The same rows (ids kept) with their Punjabi names.
    await payload.updateGlobal({ slug: 'navigation', locale: 'pa', data: { items: inPunjabi(english.items ?? []) }, overrideAccess: true })
    created.navigation = 1
  }
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  if (!settings.supportEmail) {
    await payload.updateGlobal({ slug: 'site-settings', locale: 'en', data: siteSettings, overrideAccess: true })
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'pa',
      data: {
        tagline: siteSettingsPunjabi.tagline,
        banner: { ...siteSettings.banner, ...siteSettingsPunjabi.banner },
        contact: { ...siteSettings.contact, address: instituteAddress.pa },
      },
      overrideAccess: true,
    })
    created['site-settings'] = 1
  }
  const home = await payload.findGlobal({ slug: 'home-page', depth: 0, overrideAccess: true })
  if (!home.hero?.title) {
    for (const locale of ['en', 'pa'] as const) {
      const current =
        locale === 'en' ? undefined : await payload.findGlobal({ slug: 'home-page', depth: 0, locale: 'en', overrideAccess: true })
      await payload.updateGlobal({ slug: 'home-page', locale, data: localizeHomePage(locale, current), overrideAccess: true })
    }
    created['home-page'] = 1
  }
}

type MenuRow = { id?: string | null; name: string; submenu?: MenuRow[] | null; children?: MenuRow[] | null }

/** Menu rows with each name in Punjabi (the English name where the seed has no Punjabi for it). */
function inPunjabi<Row extends MenuRow>(rows: Row[]): Row[] {
  return rows.map((row) => ({
    ...row,
    name: navigationPunjabi[row.name] ?? row.name,
    ...(row.submenu ? { submenu: inPunjabi(row.submenu) } : {}),
    ...(row.children ? { children: inPunjabi(row.children) } : {}),
  }))
}

/**
 * The home page in one language. Array rows keep their ids across locales, so the Punjabi pass reuses
 * the rows the English pass created instead of replacing them.
 */
function localizeHomePage(locale: 'en' | 'pa', current?: HomePage) {
  const { hero, offers, dailyQuiz, joinCallToAction } = homePage
  const action = (value: { label: { en: string; pa: string }; link: string }) => ({ label: value.label[locale], link: value.link })
  return {
    hero: {
      eyebrow: hero.eyebrow[locale],
      title: hero.title[locale],
      lead: hero.lead[locale],
      primaryAction: action(hero.primaryAction),
      secondaryAction: action(hero.secondaryAction),
      highlights: hero.highlights.map((item, index) => ({
        id: current?.hero.highlights?.[index]?.id,
        value: item.value[locale],
        label: item.label[locale],
      })),
    },
    offers: offers.map((offer, index) => ({
      id: current?.offers?.[index]?.id,
      title: offer.title[locale],
      text: offer.text[locale],
      link: offer.link,
    })),
    dailyQuiz: { title: dailyQuiz.title[locale], text: dailyQuiz.text[locale], action: action(dailyQuiz.action) },
    joinCallToAction: { title: joinCallToAction.title[locale], text: joinCallToAction.text[locale] },
  }
}

/** True when the database has no content yet: the first start of a new installation. */
export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'topics', overrideAccess: true })
  return totalDocs === 0
}
