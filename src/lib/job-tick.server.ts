import 'server-only'

import { getEnv } from './env'
import { sharedRedis, siteKey } from './redis.server'

/**
 * Whether this node runs the job queue this minute (Payload's `jobs.shouldAutoRun`). Payload marks a
 * job as processing only after reading it, so two nodes waking on the same minute could both run it
 * (a corrected answer key re-scored twice, ranks recomputed twice). With nodes sharing Redis, the first
 * to claim the minute runs it and the others skip it; a node that dies mid-run leaves its jobs to
 * Payload's own retry. One node, or Redis away: run, as a single node always does.
 */
export async function claimJobTick({
  now = new Date(),
  nodeId = String(process.pid),
  redisUrl = getEnv().redisUrl,
  databaseUrl = getEnv().databaseUrl,
}: { now?: Date; nodeId?: string; redisUrl?: string; databaseUrl?: string } = {}): Promise<boolean> {
  if (!redisUrl) return true
  const minute = Math.floor(now.getTime() / 60_000)
  try {
    const claimed = await sharedRedis(redisUrl).set(siteKey(`job-tick:${minute}`, databaseUrl), nodeId, 'EX', 120, 'NX')
    return claimed === 'OK'
  } catch {
    return true
  }
}
