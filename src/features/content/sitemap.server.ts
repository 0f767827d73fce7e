import 'server-only'

import { unstable_cache } from 'next/cache'
import type { CollectionSlug } from 'payload'

import { getPayloadClient } from '@/server/payload.server'
import { contentTag } from '@/lib/revalidate'

export type SitemapDoc = { slug?: string | null; date?: string | null; updatedAt: string }

const collections = ['topics', 'products', 'current-affairs', 'daily-questions', 'editorial-analyses', 'monthly-consolidations'] as const
const dated = new Set<string>(['current-affairs', 'daily-questions'])
/** The collections with pages, and the daily quizzes (tests of one kind). */
export type SitemapCollection = (typeof collections)[number] | 'daily-quizzes'

/** The published documents that have a page of their own, with when they last changed. */
export const getSitemapDocs = unstable_cache(
  async (): Promise<Record<SitemapCollection, SitemapDoc[]>> => {
    const payload = await getPayloadClient()
    const entries = await Promise.all(
      collections.map(async (collection) => {
        const { docs } = await payload.find({
          collection: collection as CollectionSlug,
          limit: 5000,
          depth: 0,
          overrideAccess: false,
          pagination: false,
          select: dated.has(collection)
            ? { date: true, updatedAt: true, ...(collection === 'current-affairs' ? { slug: true } : {}) }
            : { slug: true, updatedAt: true },
        })
        return [collection, docs as unknown as SitemapDoc[]] as const
      }),
    )
    const quizzes = await payload.find({
      collection: 'tests',
      where: { kind: { equals: 'daily-quiz' } },
      limit: 5000,
      depth: 0,
      overrideAccess: false,
      pagination: false,
      select: { slug: true, updatedAt: true },
    })
    return { ...Object.fromEntries(entries), 'daily-quizzes': quizzes.docs as SitemapDoc[] } as Record<SitemapCollection, SitemapDoc[]>
  },
  ['sitemap-docs'],
  { tags: [...collections, 'tests'].map((collection) => contentTag(collection)), revalidate: 60 * 60 },
)
