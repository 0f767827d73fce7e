import { afterEach, describe, expect, it, vi } from 'vitest'

import { expireTag, expireTagSoon } from './revalidate'

const EXPIRE_TAGS = Symbol.for('pcs.expire-tags')
const holder = globalThis as { [key: symbol]: unknown }

describe('expiring a cache tag outside a request (the minute sweep, the autosave fast path; ADR 029)', () => {
  afterEach(() => {
    delete holder[EXPIRE_TAGS]
  })

  it('goes to the cache handler, which Next.js cannot reach from there', async () => {
    const expire = vi.fn(async () => undefined)
    holder[EXPIRE_TAGS] = expire
    expireTag('test-stats:42')
    expect(expire).toHaveBeenCalledWith(['test-stats:42'])
  })

  it('and, outside a server (seed, CLI, tests), quietly does nothing', () => {
    expect(() => expireTag('content:faqs')).not.toThrow()
  })
})

describe('expiring a costly read soon, not at once (ADR 040)', () => {
  afterEach(() => {
    delete holder[EXPIRE_TAGS]
    vi.useRealTimers()
  })

  it('expires the tag once after the delay, however many changes ask meanwhile, then again after the next change', () => {
    vi.useFakeTimers()
    const expire = vi.fn(async () => undefined)
    holder[EXPIRE_TAGS] = expire
    for (let change = 0; change < 50; change += 1) expireTagSoon('test-crowd:7', 15_000)
    vi.advanceTimersByTime(14_999)
    expect(expire).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(expire.mock.calls).toEqual([[['test-crowd:7']]])
    expireTagSoon('test-crowd:7', 15_000)
    expireTagSoon('test-crowd:8', 15_000)
    vi.advanceTimersByTime(15_000)
    expect(expire.mock.calls).toEqual([[['test-crowd:7']], [['test-crowd:7']], [['test-crowd:8']]])
  })
})

describe('the cache handler’s expiry outside requests', () => {
  it('marks the tag expired in the tag list Next.js checks on every cache read', async () => {
    const before = Date.now()
    const { expireTagsNow } = await import('../server/next-cache-handler.mjs')
    await expireTagsNow(['content:faqs'])
    const { tagsManifest } = await import('next/dist/server/lib/incremental-cache/tags-manifest.external.js')
    expect(tagsManifest.get('content:faqs')?.expired).toBeGreaterThanOrEqual(before)
  })
})
