import { describe, expect, it } from 'vitest'

import { createMutex, LockTimeoutError } from './mutex'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('createMutex', () => {
  it('grants the lock to one holder at a time, in arrival order', async () => {
    const mutex = createMutex()
    const order: string[] = []
    const run = async (name: string) => {
      const release = await mutex.acquire(1000)
      order.push(`${name}:start`)
      await tick()
      order.push(`${name}:end`)
      release()
    }
    await Promise.all([run('a'), run('b'), run('c')])
    expect(order).toEqual(['a:start', 'a:end', 'b:start', 'b:end', 'c:start', 'c:end'])
    expect(mutex.pending).toBe(0)
  })

  it('rejects a waiter that waits too long and lets the next one through', async () => {
    const mutex = createMutex()
    const releaseFirst = await mutex.acquire(1000)
    const late = mutex.acquire(20)
    await expect(late).rejects.toBeInstanceOf(LockTimeoutError)
    const third = mutex.acquire(1000)
    releaseFirst()
    const releaseThird = await third
    releaseThird()
    expect(mutex.pending).toBe(0)
  })

  it('ignores a second release of the same turn', async () => {
    const mutex = createMutex()
    const release = await mutex.acquire(100)
    release()
    release()
    expect(mutex.pending).toBe(0)
    const again = await mutex.acquire(100)
    again()
  })
})
