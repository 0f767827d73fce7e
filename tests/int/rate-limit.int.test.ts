import Redis from 'ioredis'
import { afterAll, describe, expect, it, vi } from 'vitest'

import {
  blockRateLimit,
  clientAddress,
  consumeRateLimit,
  countRateLimit,
  peekRateLimit,
  refundRateLimit,
  resetRateLimit,
} from '@/lib/rate-limit.server'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const unique = () => `test-${Date.now()}-${Math.random().toString(36).slice(2)}`

describe.each([
  ['in memory', undefined],
  ['in Redis', REDIS_URL],
])('rate limits %s', (_store, redisUrl) => {
  it('allow the set number of attempts per address, then say when to retry', async () => {
    const rule = { name: unique(), points: 3, durationSeconds: 60 }
    for (let attempt = 1; attempt <= 3; attempt++) expect(await consumeRateLimit(rule, '203.0.113.7', redisUrl)).toEqual({ ok: true })
    const refused = await consumeRateLimit(rule, '203.0.113.7', redisUrl)
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThan(50)
    // Another address is counted on its own.
    expect(await consumeRateLimit(rule, '198.51.100.1', redisUrl)).toEqual({ ok: true })
  })

  it('give a point back on request (a successful sign-in)', async () => {
    const rule = { name: unique(), points: 2, durationSeconds: 60 }
    await consumeRateLimit(rule, '203.0.113.8', redisUrl)
    await consumeRateLimit(rule, '203.0.113.8', redisUrl)
    await refundRateLimit(rule, '203.0.113.8', redisUrl)
    expect(await consumeRateLimit(rule, '203.0.113.8', redisUrl)).toEqual({ ok: true })
  })

  it('count without refusing, block for a set time, and forget a key (the sign-in throttle’s store)', async () => {
    const rule = { name: unique(), points: 1, durationSeconds: 60 }
    expect(await countRateLimit(rule, 'a', redisUrl)).toBe(1)
    expect(await countRateLimit(rule, 'a', redisUrl)).toBe(2)
    expect(await peekRateLimit(rule, 'b', redisUrl)).toEqual({ count: 0, retryAfterSeconds: 0 })
    await blockRateLimit(rule, 'b', 30, redisUrl)
    const blocked = await peekRateLimit(rule, 'b', redisUrl)
    expect(blocked.retryAfterSeconds).toBeGreaterThan(25)
    expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(30)
    await resetRateLimit(rule, 'b', redisUrl)
    expect(await peekRateLimit(rule, 'b', redisUrl)).toEqual({ count: 0, retryAfterSeconds: 0 })
  })
})

describe('rate limits in Redis', () => {
  const redis = new Redis(REDIS_URL)
  afterAll(() => redis.quit())

  it('are kept in Redis and shared by every app instance', async () => {
    const rule = { name: unique(), points: 2, durationSeconds: 60 }
    await consumeRateLimit(rule, '203.0.113.9', REDIS_URL)
    await consumeRateLimit(rule, '203.0.113.9', REDIS_URL)
    expect(await redis.get(`pcs-rl:${rule.name}:203.0.113.9`)).toBe('2')
    // A second instance: a fresh copy of the module with its own client and limiters (the process-wide
    // store on globalThis is dropped first, as another process would not have it).
    delete (globalThis as { __pcsRateLimits?: unknown }).__pcsRateLimits
    vi.resetModules()
    const secondInstance = await import('@/lib/rate-limit.server')
    expect((await secondInstance.consumeRateLimit(rule, '203.0.113.9', REDIS_URL)).ok).toBe(false)
  })
})

describe('clientAddress', () => {
  it('is the address the HTTP server put in X-Forwarded-For, and nothing else a client could send', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.50' }))).toBe('203.0.113.50')
    expect(clientAddress(new Headers({ 'x-real-ip': '203.0.113.51' }))).toBe('unknown')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})
