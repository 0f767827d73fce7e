import 'server-only'

import type { Where } from 'payload'

import { regions } from '@/collections/current-affairs'
import { type IsoDay, indianDay, indianDayBounds } from '@/lib/days'
import type { Locale } from '@/i18n/locale'
import { getPayloadClient } from '@/server/payload.server'
import type { User } from '@/payload-types'

import { previewable, type ReadScope, scopeOptions } from './previewable.server'

/**
 * Reads of the Punjab current affairs section: daily current affairs, Tribune editorial analyses and
 * monthly consolidations. Each `get…` is cached under the tags of what it reads (staff previewing see
 * drafts instead, see `previewable`); the `read…` functions are the same reads, uncached, for tests.
 * Days are Indian calendar days (`indianDay`). Reads that depend on "today" take it as an argument, so
 * the cache key changes at midnight in India.
 */

/** What the daily page shows of an article's topics: a link to the topic page. */
const topicLink = { title: true, slug: true } as const

/** The Indian calendar days with at least one published article, up to and including `today`, oldest first. */
export async function readPublishedDays(scope: ReadScope, today: IsoDay): Promise<IsoDay[]> {
  const { docs } = await scope.payload.find({
    collection: 'current-affairs',
    where: { date: { less_than: indianDayBounds(today).end } },
    sort: 'date',
    pagination: false,
    depth: 0,
    select: { date: true },
    ...scopeOptions(scope),
  })
  return [...new Set(docs.map((doc) => indianDay(doc.date)))]
}
export const getPublishedDays = previewable('ca-published-days', ['current-affairs'], readPublishedDays)

/** One day's published articles: Punjab first, then national, then international. */
export async function readCurrentAffairsDay(scope: ReadScope, day: IsoDay, locale: Locale = 'en') {
  const { start, end } = indianDayBounds(day)
  const { docs } = await scope.payload.find({
    collection: 'current-affairs',
    where: { and: [{ date: { greater_than_equal: start } }, { date: { less_than: end } }] },
    sort: 'title',
    pagination: false,
    depth: 1,
    locale,
    select: { title: true, slug: true, date: true, region: true, category: true, summary: true, body: true, topics: true, source: true },
    populate: { topics: topicLink },
    ...scopeOptions(scope),
  })
  return docs.sort((a, b) => regions.indexOf(a.region) - regions.indexOf(b.region))
}
export const getCurrentAffairsDay = previewable('ca-day', ['current-affairs', 'topics'], readCurrentAffairsDay)

/** The latest day's Punjab headlines (up to `limit`), for the section's hub. */
export async function readLatestPunjabHeadlines(scope: ReadScope, today: IsoDay, limit: number, locale: Locale = 'en') {
  const days = await readPublishedDays(scope, today)
  const latest = days.at(-1)
  if (!latest) return { day: null, articles: [] }
  const articles = await readCurrentAffairsDay(scope, latest, locale)
  return { day: latest, articles: articles.filter((article) => article.region === 'punjab').slice(0, limit) }
}
export const getLatestPunjabHeadlines = previewable('ca-latest-punjab', ['current-affairs', 'topics'], readLatestPunjabHeadlines)

export type EditorialFilter = { from?: IsoDay | null; to?: IsoDay | null; page?: number }

/** Editorial analyses, newest first, optionally between two Indian calendar days (inclusive). */
export async function readEditorialAnalyses(scope: ReadScope, filter: EditorialFilter, limit: number, locale: Locale = 'en') {
  const conditions: Where[] = []
  if (filter.from) conditions.push({ date: { greater_than_equal: indianDayBounds(filter.from).start } })
  if (filter.to) conditions.push({ date: { less_than: indianDayBounds(filter.to).end } })
  return scope.payload.find({
    collection: 'editorial-analyses',
    where: conditions.length ? { and: conditions } : undefined,
    sort: ['-date', 'title'],
    limit,
    page: filter.page ?? 1,
    depth: 0,
    locale,
    select: { title: true, slug: true, date: true, editorialTitle: true, newspaper: true, summary: true },
    ...scopeOptions(scope),
  })
}
export const getEditorialAnalyses = previewable('editorial-analyses', ['editorial-analyses'], readEditorialAnalyses)

/** The day of the oldest published editorial analysis: where the range picker starts. */
export async function readFirstEditorialDay(scope: ReadScope): Promise<IsoDay | null> {
  const { docs } = await scope.payload.find({
    collection: 'editorial-analyses',
    sort: 'date',
    limit: 1,
    depth: 0,
    select: { date: true },
    ...scopeOptions(scope),
  })
  return docs[0] ? indianDay(docs[0].date) : null
}
export const getFirstEditorialDay = previewable('editorial-first-day', ['editorial-analyses'], readFirstEditorialDay)

/** One editorial analysis by its address, with its topics, or null. */
export async function readEditorialAnalysis(scope: ReadScope, slug: string, locale: Locale = 'en') {
  const { docs } = await scope.payload.find({
    collection: 'editorial-analyses',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    locale,
    populate: { topics: topicLink },
    ...scopeOptions(scope),
  })
  return docs[0] ?? null
}
export const getEditorialAnalysis = previewable('editorial-analysis', ['editorial-analyses', 'topics'], readEditorialAnalysis)

const consolidationPreview = { title: true, slug: true, month: true, summary: true, contents: true, availability: true } as const

/** Monthly consolidations, newest month first: their free preview only. */
export async function readMonthlyConsolidations(scope: ReadScope, locale: Locale = 'en') {
  const { docs } = await scope.payload.find({
    collection: 'monthly-consolidations',
    sort: '-month',
    limit: 36,
    depth: 0,
    locale,
    select: consolidationPreview,
    ...scopeOptions(scope),
  })
  return docs
}
export const getMonthlyConsolidations = previewable('monthly-consolidations', ['monthly-consolidations'], readMonthlyConsolidations)

/** What a consolidation page shows of the documents it links to: the products that unlock it, its file. */
const consolidationPopulate = {
  products: { title: true, slug: true },
  media: { url: true, filename: true, filesize: true, alt: true },
} as const

/**
 * One monthly consolidation as a visitor sees it (summary, contents and the products that unlock it;
 * a paid body and PDF are withheld by field access, so the cached copy never holds them), or null.
 */
export async function readMonthlyConsolidation(scope: ReadScope, slug: string, locale: Locale = 'en') {
  const { docs } = await scope.payload.find({
    collection: 'monthly-consolidations',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    locale,
    populate: consolidationPopulate,
    ...scopeOptions(scope),
  })
  return docs[0] ?? null
}
export const getMonthlyConsolidation = previewable(
  'monthly-consolidation',
  ['monthly-consolidations', 'products', 'media'],
  readMonthlyConsolidation,
)

/**
 * The same consolidation as `user` may see it: with the body and the PDF when an enrolment in one of
 * its products (or a staff role) allows. Never cached: it differs per candidate.
 */
export async function readMonthlyConsolidationForUser(id: number, user: User, locale: Locale = 'en') {
  return (await getPayloadClient()).findByID({
    collection: 'monthly-consolidations',
    id,
    depth: 1,
    locale,
    overrideAccess: false,
    user: { ...user, collection: 'users' },
    populate: consolidationPopulate,
    disableErrors: true,
  })
}
