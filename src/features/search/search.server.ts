import 'server-only'

import { unstable_cache } from 'next/cache'
import type { CollectionSlug, Payload, Where } from 'payload'

import { formatIndianDate } from '@/i18n/format'
import { dailyArticleHref, editorialAnalysisHref, productHref, pyqYearHref, topicHref } from '@/lib/links'
import { type Locale, locales } from '@/i18n/locale'
import { getPayloadClient } from '@/server/payload.server'
import { contentTag } from '@/lib/revalidate'

import { queryWords } from './query'

export type SearchHit = {
  id: string
  title: string
  /** The title in the other language, when it has its own and it differs. */
  otherTitle?: string
  excerpt: string
  href: string
  meta?: string
}
export type SearchGroup = { kind: SearchKind; hits: SearchHit[]; total: number }
export type SearchKind = 'topics' | 'current-affairs' | 'editorial-analyses' | 'pyq-papers' | 'products'

type Doc = Record<string, unknown> & { id: number | string }

/** What is searched in each kind of content, and where a hit leads (labels are the page's, from the catalogue). */
const kinds: { kind: SearchKind; fields: string[]; sort: string; toHit: (doc: Doc, locale: Locale) => Omit<SearchHit, 'otherTitle'> }[] = [
  {
    kind: 'topics',
    fields: ['title', 'overview'],
    sort: 'order',
    toHit: (doc) => ({
      id: String(doc.id),
      title: String(doc.title),
      excerpt: String(doc.overview ?? ''),
      href: topicHref(String(doc.slug)),
      meta: doc.stage === 'mains' ? 'mains' : 'prelims',
    }),
  },
  {
    kind: 'current-affairs',
    fields: ['title', 'summary', 'category'],
    sort: '-date',
    toHit: (doc, locale) => {
      const href = dailyArticleHref({ slug: String(doc.slug), date: String(doc.date) })
      return {
        id: String(doc.id),
        title: String(doc.title),
        excerpt: String(doc.summary ?? ''),
        href,
        meta: formatIndianDate(String(doc.date), locale),
      }
    },
  },
  {
    kind: 'editorial-analyses',
    fields: ['title', 'summary', 'editorialTitle'],
    sort: '-date',
    toHit: (doc, locale) => ({
      id: String(doc.id),
      title: String(doc.title),
      excerpt: String(doc.summary ?? ''),
      href: editorialAnalysisHref(String(doc.slug)),
      meta: formatIndianDate(String(doc.date), locale),
    }),
  },
  {
    kind: 'pyq-papers',
    fields: ['title', 'paper', 'pattern'],
    sort: '-year',
    toHit: (doc) => ({
      id: String(doc.id),
      title: String(doc.title),
      excerpt: String(doc.pattern ?? ''),
      href: pyqYearHref(Number(doc.year)),
      meta: String(doc.year),
    }),
  },
  {
    kind: 'products',
    fields: ['title', 'summary'],
    sort: 'order',
    toHit: (doc) => ({
      id: String(doc.id),
      title: String(doc.title),
      excerpt: String(doc.summary ?? ''),
      href: productHref(String(doc.slug)),
    }),
  },
]

const PER_KIND = 8
/** Enough matches of one kind to rank and count; a query matching more is asked to add a word. */
const MATCH_CAP = 500

/**
 * One search box across topics, current affairs, editorials, PYQ and courses: every word of the query
 * must appear in one of a document's searched fields (case-insensitive). Both languages' text is
 * searched whatever the page's language, so "ਪੰਜਾਬ" finds the Punjabi matches on the English site too;
 * hits are shown in the page's language, with the other language's title beside it where it differs.
 * Reads as a visitor, so drafts and paid bodies are never searched.
 */
export async function searchContent(payload: Payload, query: string, locale: Locale): Promise<SearchGroup[]> {
  const words = queryWords(query)
  if (words.length === 0) return []
  const other: Locale = locale === 'pa' ? 'en' : 'pa'
  const groups = await Promise.all(
    kinds.map(async ({ kind, fields, sort, toHit }) => {
      const collection = kind as CollectionSlug
      const where: Where = { and: words.map((word) => ({ or: fields.map((field) => ({ [field]: { like: word } })) })) }
      // Each language's text is its own column: match in each, then read the union in the page's language.
      const matches = await Promise.all(
        locales.map((searched) =>
          payload.find({
            collection,
            where,
            limit: MATCH_CAP,
            depth: 0,
            locale: searched,
            fallbackLocale: false,
            overrideAccess: false,
            select: { title: true },
          }),
        ),
      )
      const ids = [...new Set(matches.flatMap((result) => result.docs.map((doc) => doc.id)))]
      if (ids.length === 0) return { kind, hits: [], total: 0 }
      const byId: Where = { id: { in: ids } }
      const [shown, otherTitles] = await Promise.all([
        payload.find({ collection, where: byId, sort, limit: PER_KIND, depth: 0, locale, overrideAccess: false }),
        payload.find({
          collection,
          where: byId,
          limit: MATCH_CAP,
          depth: 0,
          locale: other,
          fallbackLocale: false,
          overrideAccess: false,
          select: { title: true },
        }),
      ])
      const otherTitle = new Map(
        (otherTitles.docs as unknown as Doc[]).map((doc) => [String(doc.id), typeof doc.title === 'string' ? doc.title : '']),
      )
      const hits = (shown.docs as unknown as Doc[]).map((doc) => {
        const hit = toHit(doc, locale)
        const title = otherTitle.get(hit.id)
        return title && title !== hit.title ? { ...hit, otherTitle: title } : hit
      })
      return { kind, hits, total: shown.totalDocs }
    }),
  )
  return groups.filter((group) => group.total > 0)
}

/** `searchContent`, cached per query and language until staff change one of the searched collections. */
export const searchSite = unstable_cache(
  async (query: string, locale: Locale) => searchContent(await getPayloadClient(), query, locale),
  ['site-search'],
  { tags: kinds.map(({ kind }) => contentTag(kind)), revalidate: 60 * 60 },
)
