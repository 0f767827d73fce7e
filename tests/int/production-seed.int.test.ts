import { describe, expect, it } from 'vitest'

import { seedDatabase } from '@/seed/seed'

import { getTestPayload } from '../helpers/payload'

describe('seed in production', () => {
  it('adds the content but no account with a known password', async () => {
    const payload = await getTestPayload()
    await seedDatabase(payload, { demoAccounts: false })
    expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'topics', overrideAccess: true })).totalDocs).toBe(27)
  })
})
