import { rmSync } from 'node:fs'
import path from 'node:path'

import { ConfigError, getEnv } from '@/lib/env'

/**
 * Runs once when the server process starts (from `src/instrumentation.ts`): checks the configuration,
 * empties the content cache an earlier run left on disk, connects to the database (which applies pending
 * migrations in production), seeds an empty database with the demo content (on PostgreSQL, one node at
 * a time), starts the minute sweep that submits abandoned test attempts and hands the autosave's
 * handler to the HTTP server.
 */
export async function bootServer(): Promise<void> {
  let env
  try {
    env = getEnv()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  // One node keeps cached content reads and pages on disk between runs, but they belong to the database
  // and the SERVER_URL the last run served: another database, a restore or a seed would be hidden for
  // up to an hour, and pages would keep the old address in their canonical links. Start clean. Nodes
  // sharing the cache in Redis keep it: it is scoped to the build, database and address (ADR 028), and
  // one node starting must not empty it under the others.
  // Another process serving the same build (a second server in the tests, an operator's one-off) may
  // be writing an entry while it is removed: the removal retries, and a cache it cannot empty is
  // reported, never a reason not to start (it once failed the start with ENOTEMPTY).
  if (!env.redisUrl) {
    for (const folder of [path.join('.next', 'cache', 'fetch-cache'), path.join('.next', 'server', 'route-cache')]) {
      try {
        rmSync(path.join(process.cwd(), folder), { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
      } catch (error) {
        console.warn(`[boot] Could not empty ${folder}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  }

  const [{ getPayload }, { default: config }, { isDatabaseEmpty, seedDatabase }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/seed/seed'),
  ])

  // Several nodes on one PostgreSQL database take turns to migrate and seed it (start-lock.ts). Without
  // a connection there is no lock to take: Payload's connect below fails the same way and says so.
  const releaseStartLock =
    env.databaseDialect === 'postgres'
      ? await import('@/db/start-lock')
          .then(({ holdStartLock }) => holdStartLock(env.databaseUrl, (message) => console.info(message)))
          .catch((error: unknown) => {
            console.error(`[boot] Could not take the start lock: ${error instanceof Error ? error.message : String(error)}`)
            return async () => undefined
          })
      : async () => undefined

  let payload
  try {
    try {
      payload = await getPayload({ config })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      // A database server that is down is retried on each request and reported by /api/health;
      // an unsafe or broken embedded database is not something to serve from.
      if (env.databaseDialect === 'postgres' && /connect/i.test(message)) {
        console.error(`[boot] ${message}; serving 503 from /api/health until it is reachable`)
        return
      }
      console.error(`[boot] ${message}`)
      process.exit(1)
    }

    if (env.autoSeed && (await isDatabaseEmpty(payload))) {
      payload.logger.info('[boot] Empty database: adding the demo content')
      const { created } = await seedDatabase(payload, { demoAccounts: env.isDemo })
      payload.logger.info(
        `[boot] Seeded ${Object.entries(created)
          .map(([slug, count]) => `${count} ${slug}`)
          .join(', ')}`,
      )
    }
  } finally {
    await releaseStartLock()
  }

  if (!env.isBuild) {
    const [{ startAbandonedAttemptSweep }, { answerAutosave }, { registerAutosave }] = await Promise.all([
      import('@/features/test-engine/sweep.server'),
      import('@/features/test-engine/save-answers.server'),
      import('@/server/fast-path.mjs'),
      // Offers tag expiry outside requests, which the sweep and the fast path need (src/lib/revalidate.ts).
      import('@/server/next-cache-handler.mjs'),
    ])
    startAbandonedAttemptSweep(payload)
    // The HTTP server answers the autosave with the route's own handler from now on (ADR 029).
    registerAutosave(answerAutosave)
  }
}
