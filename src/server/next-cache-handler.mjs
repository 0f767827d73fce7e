// @ts-check
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { deserialize, serialize } from 'node:v8'

/**
 * Next.js's page and data cache (`cacheHandler` in next.config.ts; ADR 028). One node keeps it where
 * Next.js does, on disk in the build folder. When `REDIS_URL` is set, every node keeps it in Redis
 * instead, so a page rendered on one node is served from the cache by all of them, and content staff
 * publish through any node is fresh on every node at once: the tags a publish expires are written to
 * Redis and every read checks them there.
 *
 * Redis failing never takes the site down: a read that fails is a miss (the page is rendered), a write
 * that fails is dropped, and an expiry that fails is retried every second until Redis takes it.
 */

const require = createRequire(import.meta.url)

/** Entries outlive their revalidation so a stale copy can be served while it is rendered again. */
const ENTRY_TTL_SECONDS = 7 * 24 * 60 * 60
const RETRY_MS = 1_000

/**
 * @typedef {{ expired: number }} TagState
 * @typedef {{ lastModified: number, value: any, cacheControl?: any, tags?: string[] }} Entry
 * @typedef {{ redis: import('ioredis').Redis, pendingTags: Map<string, number>, retry?: NodeJS.Timeout, warned: boolean }} Shared
 */

/** One Redis connection per process (Next.js makes a handler for every request). */
function sharedRedis(/** @type {string} */ url) {
  const holder = /** @type {{ __pcsNextCache?: Shared }} */ (globalThis)
  if (!holder.__pcsNextCache) {
    const { Redis } = require('ioredis')
    // No offline queue: while Redis is away a read fails at once and the page is rendered instead.
    const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000 })
    const shared = /** @type {Shared} */ ({ redis, pendingTags: new Map(), warned: false })
    redis.on('error', (/** @type {Error} */ error) => warnOnce(shared, error))
    redis.on('ready', () => {
      shared.warned = false
    })
    holder.__pcsNextCache = shared
  }
  return holder.__pcsNextCache
}

function warnOnce(/** @type {Shared} */ shared, /** @type {unknown} */ error) {
  if (shared.warned) return
  shared.warned = true
  console.warn(`[cache] Redis is unreachable (${error instanceof Error ? error.message : String(error)}); rendering pages until it is back`)
}

/**
 * Keys are scoped to the build (entries of another build may not fit its code) and to the database and
 * address the site serves, so two sites, or a test cluster, can share one Redis.
 */
function namespaceFor(/** @type {string} */ serverDistDir) {
  // Next.js makes a handler for every request: read the build id and hash once per process.
  let namespace = namespaces.get(serverDistDir)
  if (!namespace) {
    namespace = readNamespace(serverDistDir)
    namespaces.set(serverDistDir, namespace)
  }
  return namespace
}

/** @type {Map<string, string>} */
const namespaces = new Map()

function readNamespace(/** @type {string} */ serverDistDir) {
  const buildId = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  const site = createHash('sha256')
    .update(`${process.env.DATABASE_URL ?? ''}\n${process.env.SERVER_URL ?? ''}`)
    .digest('hex')
    .slice(0, 12)
  return `pcs-next:${buildId}:${site}`
}

/** The tags an entry depends on: a data read names them when it asks; a page carries them. */
function tagsOf(/** @type {Entry} */ entry, /** @type {any} */ ctx) {
  const tags = entry.value?.kind === 'FETCH' ? [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])] : []
  const header = entry.value?.headers?.['x-next-cache-tags']
  if (typeof header === 'string') tags.push(...header.split(','))
  return tags
}

class RedisCache {
  /** @param {Shared} shared @param {string} namespace */
  constructor(shared, namespace) {
    this.shared = shared
    this.namespace = namespace
    this.tagsKey = `${namespace}:tags`
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    try {
      const stored = await this.shared.redis.getBuffer(`${this.namespace}:entry:${key}`)
      if (!stored) return null
      const entry = /** @type {Entry} */ (deserialize(stored))
      const tags = tagsOf(entry, ctx)
      if (tags.length > 0) {
        const expiries = await this.shared.redis.hmget(this.tagsKey, ...tags)
        const now = Date.now()
        if (expiries.some((value) => value !== null && Number(value) > entry.lastModified && Number(value) <= now)) return null
      }
      return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl }
    } catch (error) {
      warnOnce(this.shared, error)
      return null
    }
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    if (!data) return
    const entry = { lastModified: Date.now(), value: data, cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl }
    try {
      await this.shared.redis.set(`${this.namespace}:entry:${key}`, serialize(entry), 'EX', ENTRY_TTL_SECONDS)
    } catch (error) {
      warnOnce(this.shared, error)
    }
  }

  /** @param {string | string[]} tags @param {{ expire?: number } | undefined} durations */
  async revalidateTag(tags, durations) {
    const now = Date.now()
    const expiresAt = now + (durations?.expire ?? 0) * 1000
    for (const tag of typeof tags === 'string' ? [tags] : tags) this.shared.pendingTags.set(tag, expiresAt)
    await this.flushTags()
  }

  /** Writes the expiries not yet in Redis; while it is away, tries again every second. */
  async flushTags() {
    const { pendingTags } = this.shared
    if (pendingTags.size === 0) return
    const batch = [...pendingTags]
    try {
      await this.shared.redis.hset(this.tagsKey, Object.fromEntries(batch))
      for (const [tag, expiresAt] of batch) if (pendingTags.get(tag) === expiresAt) pendingTags.delete(tag)
    } catch (error) {
      warnOnce(this.shared, error)
      this.shared.retry ??= setTimeout(() => {
        this.shared.retry = undefined
        void this.flushTags()
      }, RETRY_MS).unref()
    }
  }

  resetRequestCache() {}
}

/**
 * Expires tags outside a request (the minute sweep of abandoned attempts, the autosave's fast path,
 * ADR 029), where Next.js's `revalidateTag` has no request to attach to and refuses: in this process's
 * tag list, which Next.js checks on every cache read, and in Redis for the other nodes.
 * `src/lib/revalidate.ts` calls it through `globalThis`.
 */
export async function expireTagsNow(/** @type {string[]} */ tags) {
  const now = Date.now()
  const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')
  for (const tag of tags) tagsManifest.set(tag, { ...tagsManifest.get(tag), stale: now, expired: now })
  const url = process.env.REDIS_URL
  if (url)
    await new RedisCache(sharedRedis(url), namespaceFor(path.join(process.cwd(), '.next', 'server'))).revalidateTag(tags, { expire: 0 })
}
;/** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[Symbol.for('pcs.expire-tags')] = expireTagsNow

/** @type {any} */
let FileSystemCache

const NO_CACHE = {
  get: async () => null,
  set: async () => undefined,
  revalidateTag: async () => undefined,
  resetRequestCache: () => undefined,
}

export default class PcsCacheHandler {
  /** @param {any} context what Next.js hands every cache handler */
  constructor(context) {
    const url = process.env.REDIS_URL
    // The build always writes its prerendered pages to the build folder, as Next.js does.
    if (url && process.env.NEXT_PHASE !== 'phase-production-build') {
      this.store = new RedisCache(sharedRedis(url), namespaceFor(context.serverDistDir ?? path.join(process.cwd(), '.next', 'server')))
    } else if (context.fs && context.serverDistDir) {
      FileSystemCache ??= require('next/dist/server/lib/incremental-cache/file-system-cache.js').default
      this.store = new FileSystemCache(context)
    } else {
      // Where Next.js itself keeps no cache (no build folder given), neither does this.
      this.store = NO_CACHE
    }
  }

  /** @param {[string, any]} args */
  get(...args) {
    return this.store.get(...args)
  }

  /** @param {[string, any, any]} args */
  set(...args) {
    return this.store.set(...args)
  }

  /** @param {[string | string[], any]} args */
  revalidateTag(...args) {
    return this.store.revalidateTag(...args)
  }

  resetRequestCache() {
    this.store.resetRequestCache()
  }
}
