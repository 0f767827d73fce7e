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

/**
 * Expires one cache tag now. Outside a request (the minute sweep, the autosave's fast path) Next.js
 * refuses, and the site's cache handler expires it instead (ADR 029); outside a Next.js server (seed
 * script, CLI, tests) there is no cache to expire.
 */
export function expireTag(tag: string): void {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    if (!(error instanceof Error) || !/static generation store|outside a request|Invariant/i.test(error.message)) throw error
    const expireOutsideRequest = (globalThis as { [key: symbol]: ((tags: string[]) => Promise<void>) | undefined })[EXPIRE_TAGS]
    expireOutsideRequest?.([tag]).catch((failure: unknown) => console.error('[cache] Could not expire', tag, failure))
  }
}

/** Where the cache handler (src/server/next-cache-handler.mjs) offers its expiry outside requests. */
const EXPIRE_TAGS = Symbol.for('pcs.expire-tags')

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
