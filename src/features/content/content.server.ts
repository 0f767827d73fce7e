import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import { previewable, scopeOptions } from './previewable.server'
import type { Locale } from '@/i18n/locale'
import { getPayloadClient } from '@/server/payload.server'
import { contentTag } from '@/lib/revalidate'

/**
 * Public content reads. Each is cached by Next.js under the tag of the collection or global it reads,
 * and the collection's afterChange hook expires that tag, so a page is rebuilt only when staff change
 * what it shows. Reads run as an anonymous visitor (overrideAccess: false): drafts and staff-only
 * fields never reach a public page. Reads of collections with drafts are `previewable`: while staff
 * preview (the admin's Preview button), they show the drafts, uncached, to that staff member only.
 */

export type { Locale } from '@/i18n/locale'

const HOUR = 60 * 60

/** The header menu in a language (names are localized; Punjabi falls back to English per entry). */
export const getNavigation = unstable_cache(
  async (locale: Locale = 'en') => (await getPayloadClient()).findGlobal({ slug: 'navigation', depth: 0, locale, overrideAccess: false }),
  ['navigation'],
  { tags: [contentTag('navigation')], revalidate: HOUR },
)

export const getSiteSettings = unstable_cache(
  async (locale: Locale = 'en') =>
    (await getPayloadClient()).findGlobal({ slug: 'site-settings', depth: 0, locale, overrideAccess: false }),
  ['site-settings'],
  { tags: [contentTag('site-settings')], revalidate: HOUR },
)

export const getHomePage = unstable_cache(
  async (locale: Locale = 'en') => (await getPayloadClient()).findGlobal({ slug: 'home-page', depth: 0, locale, overrideAccess: false }),
  ['home-page'],
  { tags: [contentTag('home-page')], revalidate: HOUR },
)

export const getLatestCurrentAffairs = previewable(
  'latest-current-affairs',
  ['current-affairs'],
  async (scope, limit: number, locale: Locale = 'en') => {
    const where: Where = { date: { less_than_equal: new Date().toISOString() } }
    const { docs } = await scope.payload.find({
      collection: 'current-affairs',
      where,
      sort: ['-date', 'region'],
      limit,
      depth: 0,
      locale,
      ...scopeOptions(scope),
      select: { title: true, slug: true, date: true, region: true, category: true, summary: true },
    })
    return docs
  },
)

export const getFeaturedTestSeries = unstable_cache(
  async (locale: Locale = 'en') => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'test-series',
      sort: 'order',
      limit: 6,
      depth: 1,
      locale,
      overrideAccess: false,
      select: { title: true, slug: true, description: true, kind: true, isPaid: true, tests: true },
      populate: { tests: { title: true, slug: true, durationMinutes: true, kind: true } },
    })
    return docs
  },
  ['featured-test-series'],
  { tags: [contentTag('test-series'), contentTag('tests')], revalidate: HOUR },
)

export const getProducts = previewable('products', ['products'], async (scope, locale: Locale = 'en') => {
  const { docs } = await scope.payload.find({
    collection: 'products',
    sort: 'order',
    limit: 50,
    depth: 0,
    locale,
    ...scopeOptions(scope),
    select: {
      title: true,
      slug: true,
      kind: true,
      price: true,
      offerPrice: true,
      offerEndsAt: true,
      summary: true,
      validity: true,
      language: true,
    },
  })
  return docs
})

export const getSuccessStories = unstable_cache(
  async (limit: number, locale: Locale = 'en') => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'success-stories',
      sort: '-year',
      limit,
      depth: 0,
      locale,
      overrideAccess: false,
      select: { name: true, rank: true, year: true, district: true, course: true, courseMonths: true, courseFee: true, quote: true },
    })
    return docs
  },
  ['success-stories'],
  { tags: [contentTag('success-stories')], revalidate: HOUR },
)

/** The published topics of one stage, in their menu order: the topic page's "other topics" list. */
export const getTopicsByStage = previewable(
  'topics-by-stage',
  ['topics'],
  async (scope, stage: 'prelims' | 'mains', locale: Locale = 'en') => {
    const { docs } = await scope.payload.find({
      collection: 'topics',
      where: { stage: { equals: stage } },
      sort: 'order',
      limit: 100,
      depth: 0,
      locale,
      ...scopeOptions(scope),
      select: { title: true, slug: true },
    })
    return docs
  },
)

/** Published tests that practise a topic (a test's topics come from its questions). */
export const getTestsForTopic = unstable_cache(
  async (topicId: number | string, locale: Locale = 'en') => {
    const { docs } = await (
      await getPayloadClient()
    ).find({
      collection: 'tests',
      // Daily quizzes are practised from their own list, day by day, not from the syllabus topics.
      where: { and: [{ topics: { contains: topicId } }, { kind: { not_equals: 'daily-quiz' } }] },
      sort: 'title',
      limit: 12,
      depth: 0,
      locale,
      overrideAccess: false,
      select: { title: true, slug: true, kind: true, durationMinutes: true, isFree: true, questionCount: true },
    })
    return docs
  },
  ['tests-for-topic'],
  { tags: [contentTag('tests')], revalidate: HOUR },
)

/** The latest current affairs tagged with a topic. */
export const getCurrentAffairsForTopic = previewable(
  'current-affairs-for-topic',
  ['current-affairs'],
  async (scope, topicId: number | string, limit: number, locale: Locale = 'en') => {
    const { docs } = await scope.payload.find({
      collection: 'current-affairs',
      where: { and: [{ topics: { contains: topicId } }, { date: { less_than_equal: new Date().toISOString() } }] },
      sort: '-date',
      limit,
      depth: 0,
      locale,
      ...scopeOptions(scope),
      select: { title: true, slug: true, date: true, region: true, summary: true },
    })
    return docs
  },
)
