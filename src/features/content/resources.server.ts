import 'server-only'

import type { Locale } from '@/i18n/locale'
import { getPayloadClient } from '@/server/payload.server'
import type { User } from '@/payload-types'

import { previewable, scopeOptions } from './previewable.server'

/**
 * Reads of the Resources section: the index (/resources), topic pages (/resource/…) and the syllabus
 * (/syllabus). Same rules as `src/features/content/content.server.ts`: cached under the tags of what they read,
 * anonymous (overrideAccess: false), so paid notes and paid files never enter the shared cache. The
 * one read for a signed-in candidate, `readTopicForUser`, is not cached. Staff previewing see drafts.
 */

/** What a topic page shows of the documents a topic links to: its products and its files. */
const topicPopulate = {
  products: { title: true, slug: true },
  media: { url: true, filename: true, filesize: true, mimeType: true, width: true, height: true, alt: true, availability: true },
} as const

const topicFields = {
  title: true,
  slug: true,
  stage: true,
  key: true,
  overview: true,
  availability: true,
  products: true,
  notes: true,
  pdfs: true,
} as const

/** One published topic by its address, with its products and (free) files, as a visitor sees it; or null. */
export const getResourceTopic = previewable(
  'resource-topic',
  ['topics', 'products', 'media'],
  async (scope, slug: string, locale: Locale = 'en') => {
    const { docs } = await scope.payload.find({
      collection: 'topics',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 1,
      locale,
      ...scopeOptions(scope),
      select: topicFields,
      populate: topicPopulate,
    })
    return docs[0] ?? null
  },
)

/**
 * The same topic as `user` may see it: with the paid notes, PDFs and files when an enrolment (or a
 * staff role) allows. Never cached: it differs per candidate and is read only for signed-in readers.
 */
export async function readTopicForUser(id: number, user: User, locale: Locale = 'en') {
  return (await getPayloadClient()).findByID({
    collection: 'topics',
    id,
    depth: 1,
    locale,
    overrideAccess: false,
    user: { ...user, collection: 'users' },
    select: topicFields,
    populate: topicPopulate,
    disableErrors: true,
  })
}

/** Every published topic of both stages, in menu order, with what its card on /resources shows. */
export const getResourceTopics = previewable('resource-topics', ['topics'], async (scope, locale: Locale = 'en') => {
  const { docs } = await scope.payload.find({
    collection: 'topics',
    sort: 'order',
    limit: 200,
    depth: 0,
    locale,
    ...scopeOptions(scope),
    select: { title: true, slug: true, stage: true, overview: true, availability: true },
  })
  return docs
})

/** The latest published editorial analyses tagged with a topic. */
export const getEditorialAnalysesForTopic = previewable(
  'editorial-analyses-for-topic',
  ['editorial-analyses'],
  async (scope, topicId: number, limit: number, locale: Locale = 'en') => {
    const { docs } = await scope.payload.find({
      collection: 'editorial-analyses',
      where: { topics: { contains: topicId } },
      sort: '-date',
      limit,
      depth: 0,
      locale,
      ...scopeOptions(scope),
      select: { title: true, slug: true, date: true, newspaper: true },
    })
    return docs
  },
)

/** The published syllabus, each paper with the topic pages that cover it. */
export const getSyllabus = previewable('syllabus', ['syllabus', 'topics'], async (scope, locale: Locale = 'en') =>
  scope.payload.findGlobal({
    slug: 'syllabus',
    depth: 1,
    locale,
    ...scopeOptions(scope),
    populate: { topics: { title: true, slug: true, stage: true } },
  }),
)
