import 'server-only'

import { unstable_cache } from 'next/cache'
import type { CollectionSlug } from 'payload'

import { getPayloadClient } from '../payload.server'
import { contentTag } from '../revalidate'

export type SitemapDoc = { slug?: string | null; date?: string | null; updatedAt: string }

const collections = ['topics', 'products', 'current-affairs', 'editorial-analyses', 'monthly-consolidations'] as const
export type SitemapCollection = (typeof collections)[number]

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
          select: collection === 'current-affairs' ? { slug: true, date: true, updatedAt: true } : { slug: true, updatedAt: true },
        })
        return [collection, docs as unknown as SitemapDoc[]] as const
      }),
    )
    return Object.fromEntries(entries) as Record<SitemapCollection, SitemapDoc[]>
  },
  ['sitemap-docs'],
  { tags: collections.map((collection) => contentTag(collection)), revalidate: 60 * 60 },
)
