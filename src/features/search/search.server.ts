import 'server-only'

import { unstable_cache } from 'next/cache'
import type { CollectionSlug, Payload, Where } from 'payload'

import { formatIndianDate } from '@/lib/format'
import { dailyArticleHref, editorialAnalysisHref } from '@/lib/links'
import type { Locale } from '@/lib/locale'
import { getPayloadClient } from '@/lib/payload.server'
import { contentTag } from '@/lib/revalidate'

import { queryWords } from './query'

export type SearchHit = { id: string; title: string; excerpt: string; href: string; meta?: string }
export type SearchGroup = { kind: SearchKind; label: string; hits: SearchHit[]; total: number }
export type SearchKind = 'topics' | 'current-affairs' | 'editorial-analyses' | 'pyq-papers' | 'products'

type Doc = Record<string, unknown> & { id: number | string }

/** What is searched in each kind of content, and where a hit leads. */
const kinds: { kind: SearchKind; label: string; fields: string[]; sort: string; toHit: (doc: Doc) => SearchHit }[] = [
  {
    kind: 'topics',
    label: 'Topics',
    fields: ['title', 'overview'],
    sort: 'order',
    toHit: (doc) => ({ id: String(doc.id), title: String(doc.title), excerpt: String(doc.overview ?? ''), href: `/resource/${String(doc.slug)}`, meta: doc.stage === 'mains' ? 'GS PCS Mains' : 'GS PCS Prelims' }),
  },
  {
    kind: 'current-affairs',
    label: 'Current affairs',
    fields: ['title', 'summary', 'category'],
    sort: '-date',
    toHit: (doc) => {
      const href = dailyArticleHref({ slug: String(doc.slug), date: String(doc.date) })
      return { id: String(doc.id), title: String(doc.title), excerpt: String(doc.summary ?? ''), href, meta: formatIndianDate(String(doc.date)) }
    },
  },
  {
    kind: 'editorial-analyses',
    label: 'Editorial analysis',
    fields: ['title', 'summary', 'editorialTitle'],
    sort: '-date',
    toHit: (doc) => ({ id: String(doc.id), title: String(doc.title), excerpt: String(doc.summary ?? ''), href: editorialAnalysisHref(String(doc.slug)), meta: formatIndianDate(String(doc.date)) }),
  },
  {
    kind: 'pyq-papers',
    label: 'Previous year papers',
    fields: ['title', 'paper', 'pattern'],
    sort: '-year',
    toHit: (doc) => ({ id: String(doc.id), title: String(doc.title), excerpt: String(doc.pattern ?? ''), href: `/pyq?year=${String(doc.year)}`, meta: String(doc.year) }),
  },
  {
    kind: 'products',
    label: 'Courses',
    fields: ['title', 'summary'],
    sort: 'order',
    toHit: (doc) => ({ id: String(doc.id), title: String(doc.title), excerpt: String(doc.summary ?? ''), href: `/products/${String(doc.slug)}` }),
  },
]

const PER_KIND = 8

/**
 * One search box across topics, current affairs, editorials, PYQ and courses: every word of the query
 * must appear in one of a document's searched fields (case-insensitive, in the page's language).
 * Reads as a visitor, so drafts and paid bodies are never searched.
 */
export async function searchContent(payload: Payload, query: string, locale: Locale): Promise<SearchGroup[]> {
  const words = queryWords(query)
  if (words.length === 0) return []
  const groups = await Promise.all(
    kinds.map(async ({ kind, label, fields, sort, toHit }) => {
      const where: Where = { and: words.map((word) => ({ or: fields.map((field) => ({ [field]: { like: word } })) })) }
      const result = await payload.find({ collection: kind as CollectionSlug, where, sort, limit: PER_KIND, depth: 0, locale, overrideAccess: false })
      return { kind, label, hits: (result.docs as unknown as Doc[]).map(toHit), total: result.totalDocs }
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
