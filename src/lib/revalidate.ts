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
    if (!isOutsideNextRequest(error)) throw error
    expireOutsideRequest(tag)
  }
}

/** Whether Next.js refused a cache call because it ran outside a request, or outside a Next.js server (the seed, a script, a test). */
export const isOutsideNextRequest = (error: unknown) =>
  error instanceof Error && /static generation store|outside a request|Invariant/i.test(error.message)

/** Expires a tag through the cache handler, as Next.js cannot outside a request. */
function expireOutsideRequest(tag: string): void {
  const expire = (globalThis as { [key: symbol]: ((tags: string[]) => Promise<void>) | undefined })[EXPIRE_TAGS]
  expire?.([tag]).catch((failure: unknown) => console.error('[cache] Could not expire', tag, failure))
}

/** The tags with an expiry on its way (`expireTagSoon`), in this process. */
const expiringSoon = new Set<string>()

/**
 * Expires a tag once, `delayMs` after the first call; the calls made meanwhile join that expiry. For a
 * read too costly to redo on every change (a test's per-question statistics, ADR 040): it is fresh at
 * most `delayMs` after a change, and redone at most once per `delayMs` however many changes come.
 * The expiry runs outside any request, through the cache handler.
 */
export function expireTagSoon(tag: string, delayMs: number): void {
  if (expiringSoon.has(tag)) return
  expiringSoon.add(tag)
  // Through the cache handler, not `revalidateTag`: a timer keeps the request's context, which has ended
  // by then, and Next.js would file the tag with that finished request.
  setTimeout(() => {
    expiringSoon.delete(tag)
    expireOutsideRequest(tag)
  }, delayMs).unref?.()
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
