import 'server-only'

import { createHash } from 'node:crypto'

import Redis from 'ioredis'

/**
 * The process's one connection to the Redis that several nodes share (`REDIS_URL`): rate limits and
 * the job queue's minute claim. On `globalThis`, because the production build gives each route its own
 * copy of a module. (Next.js's page cache, loaded outside the app's bundle, keeps its own:
 * src/server/next-cache-handler.mjs.)
 */
export function sharedRedis(url: string): Redis {
  const holder = globalThis as { __pcsRedis?: Map<string, Redis> }
  const connections = (holder.__pcsRedis ??= new Map())
  let redis = connections.get(url)
  if (!redis) {
    // A short command timeout, counted from when the command is queued: while Redis is away a command
    // fails within half a second and the caller's fallback answers (limits per node, the job queue run
    // here), instead of the request waiting for a reconnection until the proxy gives up on it.
    redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 500 })
    // A lost connection is reported by the callers' fallbacks; without a listener it would crash the process.
    redis.on('error', () => undefined)
    connections.set(url, redis)
  }
  return redis
}

/** Keys of one site (its database) in a Redis that several sites or test clusters may share. */
export function siteKey(name: string, databaseUrl: string): string {
  return `pcs:${createHash('sha256').update(databaseUrl).digest('hex').slice(0, 12)}:${name}`
}
