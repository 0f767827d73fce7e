import { describe, expect, it } from 'vitest'

import { claimJobTick } from '@/lib/job-tick.server'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

describe('the job queue’s minute, claimed by one node of several (ADR 028)', () => {
  const site = () => `postgres://cluster-test/${Date.now()}-${Math.random().toString(36).slice(2)}`

  it('goes to exactly one of the nodes that wake on the same minute, and the next minute is free again', async () => {
    const databaseUrl = site()
    const minute = new Date('2026-11-29T04:30:10Z')
    const claims = await Promise.all(
      ['node-a', 'node-b', 'node-c'].map((nodeId) => claimJobTick({ now: minute, nodeId, redisUrl: REDIS_URL, databaseUrl })),
    )
    expect(claims.filter(Boolean)).toHaveLength(1)
    expect(await claimJobTick({ now: new Date('2026-11-29T04:31:02Z'), nodeId: 'node-b', redisUrl: REDIS_URL, databaseUrl })).toBe(true)
  })

  it('is claimed per site: another database in the same Redis runs its own jobs', async () => {
    const minute = new Date('2026-11-29T04:40:00Z')
    expect(await claimJobTick({ now: minute, redisUrl: REDIS_URL, databaseUrl: site() })).toBe(true)
    expect(await claimJobTick({ now: minute, redisUrl: REDIS_URL, databaseUrl: site() })).toBe(true)
  })

  it('lets every node run when there is one node, or Redis cannot be reached', async () => {
    expect(await claimJobTick({ redisUrl: undefined, databaseUrl: site() })).toBe(true)
    expect(await claimJobTick({ redisUrl: 'redis://127.0.0.1:1', databaseUrl: site() })).toBe(true)
  })
})
