import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

/** Cache tag of everything read from one collection or global (see `src/features/content/content.server.ts`). */
export const contentTag = (slug: string) => `content:${slug}`

/**
 * Expires the cached reads of a collection or global after staff change it. Outside a Next.js server
 * (seed script, CLI, tests) there is no cache to expire, and Next throws; that case is ignored.
 */
export function expireContent(slug: string): void {
  expireTag(contentTag(slug))
}

/** Expires one cache tag now; outside a Next.js server there is nothing to expire (see above). */
export function expireTag(tag: string): void {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    if (!(error instanceof Error) || !/static generation store|outside a request|Invariant/i.test(error.message)) throw error
  }
}

export const expireCollectionAfterChange: CollectionAfterChangeHook = ({ collection, doc }) => {
  expireContent(collection.slug)
  return doc
}

export const expireCollectionAfterDelete: CollectionAfterDeleteHook = ({ collection, doc }) => {
  expireContent(collection.slug)
  return doc
}

export const expireGlobalAfterChange: GlobalAfterChangeHook = ({ global, doc }) => {
  expireContent(global.slug)
  return doc
}

/** The hooks every public content collection carries. */
export const contentCacheHooks = {
  afterChange: [expireCollectionAfterChange],
  afterDelete: [expireCollectionAfterDelete],
}
