import type { Client } from '@libsql/client'
import { describe, expect, it } from 'vitest'

import { migrationsByDialect, SQLITE_BUSY_TIMEOUT_MS } from '@/lib/database'
import { createFaq } from '@/seed/factories'

import { getTestPayload, isPostgres } from '../helpers/payload'

const faq = (key: string) => ({
  key,
  group: 'general' as const,
  question: { en: `Question ${key}?`, pa: `ਸਵਾਲ ${key}?` },
  answer: { en: 'An answer.', pa: 'ਇੱਕ ਜਵਾਬ।' },
})

describe('database', () => {
  it('has applied every committed migration on connect', async () => {
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 0, overrideAccess: true })
    const committed = migrationsByDialect[isPostgres() ? 'postgres' : 'sqlite'].map((migration) => migration.name)
    expect(committed.length).toBeGreaterThan(0)
    expect(docs.map((doc) => doc.name).sort()).toEqual([...committed].sort())
    // Batch -1 would mean a schema push; production never relies on one.
    expect(docs.every((doc) => (doc.batch ?? 0) > 0)).toBe(true)
  })

  it('never reuses the id of a deleted row', async () => {
    const payload = await getTestPayload()
    const first = await createFaq(payload, faq('reuse-1'))
    await payload.delete({ collection: 'faqs', id: first.id, overrideAccess: true })
    const second = await createFaq(payload, faq('reuse-2'))
    expect(Number(second.id)).toBeGreaterThan(Number(first.id))
  })

  it('rolls back every table of a write that fails half-way', async () => {
    const payload = await getTestPayload()
    const before = await payload.count({ collection: 'faqs', overrideAccess: true })
    // The seed key is unique: the second document fails after the first part of the write.
    await createFaq(payload, faq('rollback'))
    await expect(createFaq(payload, faq('rollback'))).rejects.toThrow()
    const after = await payload.count({ collection: 'faqs', overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs + 1)
  })

  it('handles many concurrent writes without a busy error', async () => {
    const payload = await getTestPayload()
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, index) => createFaq(payload, faq(`concurrent-${index}`))))
    expect(results.filter((result) => result.status === 'rejected')).toEqual([])
  })
})

describe.skipIf(isPostgres())('SQLite production settings', () => {
  const pragma = async (client: Client, name: string) => (await client.execute(`PRAGMA ${name}`)).rows[0]
  const adapter = async () => (await getTestPayload()).db as unknown as { client: Client; transactionOptions: unknown; autoIncrement: boolean }

  it('runs in WAL mode with transactions and AUTOINCREMENT ids', async () => {
    const db = await adapter()
    expect((await pragma(db.client, 'journal_mode'))?.journal_mode).toBe('wal')
    expect(db.transactionOptions).toBeTruthy()
    expect(db.autoIncrement).toBe(true)
  })

  it('keeps the busy timeout on the new connection libsql opens after each transaction', async () => {
    const payload = await getTestPayload()
    await createFaq(payload, faq('after-transaction'))
    const db = await adapter()
    expect(Number((await pragma(db.client, 'busy_timeout'))?.timeout)).toBeGreaterThanOrEqual(SQLITE_BUSY_TIMEOUT_MS)
  })
})
