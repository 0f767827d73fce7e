import { createClient, type Client } from '@libsql/client'
import { existsSync } from 'node:fs'
import path from 'node:path'
import Libsql from 'libsql'
import sharp from 'sharp'
import { describe, expect, it, onTestFinished, vi } from 'vitest'

import {
  assertSqliteSettings,
  type Database,
  databaseOf,
  inTransaction,
  migrationsByDialect,
  runPrepared,
  SQLITE_BUSY_TIMEOUT_MS,
  underWriteLock,
  UnsafeDatabaseSettingsError,
} from '@/db'
import { getEnv } from '@/lib/env'
import { createFaq } from '@/seed/factories'

import { getTestPayload } from '../helpers/payload'

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
    const committed = migrationsByDialect[getEnv().databaseDialect].map((migration) => migration.name)
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

  it('queues a write made outside any transaction behind the write transaction holding the lock', async () => {
    const payload = await getTestPayload()
    // Payload's job runner deletes finished jobs, and sign-in records its session, with statements
    // outside any transaction. On SQLite one that met a write transaction holding the lock stalled
    // the process for the busy timeout and failed (SQLITE_BUSY); the transaction after it then failed
    // too (SQLITE_BUSY_SNAPSHOT).
    const job = await payload.jobs.queue({ task: 'end-offer', input: { productId: 'beside-a-transaction' } })
    const earlier = await createFaq(payload, faq('saved-before-the-transaction'))
    const transactionID = await payload.db.beginTransaction()
    if (transactionID === null) throw new Error('no transaction')
    const faqInTransaction = await payload.create({
      collection: 'faqs',
      data: { group: 'general', question: 'Saved in a transaction?', answer: 'Yes.' },
      req: { transactionID },
    })
    const outside = Promise.all([
      payload.db.deleteMany({ collection: 'payload-jobs', where: { id: { equals: job.id } } }),
      payload.db.updateOne({ collection: 'faqs', id: earlier.id, data: { order: 7 }, returning: false }),
    ])
    await new Promise((resolve) => setTimeout(resolve, 200))
    await payload.db.commitTransaction(transactionID)
    await expect(outside).resolves.toBeDefined()
    expect(await payload.count({ collection: 'payload-jobs', where: { id: { equals: job.id } }, overrideAccess: true })).toEqual({
      totalDocs: 0,
    })
    expect(await payload.findByID({ collection: 'faqs', id: faqInTransaction.id, overrideAccess: true })).toMatchObject({
      question: 'Saved in a transaction?',
    })
    expect(await payload.findByID({ collection: 'faqs', id: earlier.id, overrideAccess: true })).toMatchObject({ order: 7 })
  })
})

describe.skipIf(getEnv().databaseDialect !== 'postgres')('PostgreSQL transactions', () => {
  type Executes = { execute(query: unknown): Promise<{ rows: Record<string, unknown>[] }> }

  it('reports a COMMIT the database refuses, instead of answering as if the writes were stored', async () => {
    const payload = await getTestPayload()
    const { op } = databaseOf(payload)
    const { db } = databaseOf(payload) as unknown as { db: Executes }
    // A deferred constraint is checked at COMMIT, like a connection lost between the statements and it.
    await db.execute(op.sql`DROP TABLE IF EXISTS commit_probe`)
    await db.execute(op.sql`CREATE TABLE commit_probe (n int, CONSTRAINT commit_probe_once UNIQUE (n) DEFERRABLE INITIALLY DEFERRED)`)
    const written = inTransaction(payload, async (database) => {
      await (database.db as unknown as Executes).execute(op.sql`INSERT INTO commit_probe VALUES (1), (1)`)
      return 'stored'
    })
    await expect(written).rejects.toThrow()
    expect((await db.execute(op.sql`SELECT count(*)::int AS rows FROM commit_probe`)).rows[0]).toEqual({ rows: 0 })
    await db.execute(op.sql`DROP TABLE commit_probe`)
  })

  it('fails a Payload write whose COMMIT the database refuses, and keeps nothing of it', async () => {
    const payload = await getTestPayload()
    const { op } = databaseOf(payload)
    const { db } = databaseOf(payload) as unknown as { db: Executes }
    // A constraint trigger deferred to COMMIT refuses one FAQ, like a database restarting at that moment.
    await db.execute(
      op.sql`CREATE OR REPLACE FUNCTION refuse_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'commit refused'; END $$`,
    )
    await db.execute(
      op.sql`CREATE CONSTRAINT TRIGGER refuse_commit AFTER INSERT ON faqs DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.seed_key = 'commit-refused') EXECUTE FUNCTION refuse_commit()`,
    )
    try {
      const before = await payload.count({ collection: 'faqs', overrideAccess: true })
      const refused = payload.create({
        collection: 'faqs',
        data: { seedKey: 'commit-refused', group: 'general', question: 'Refused?', answer: 'Never stored.' },
        overrideAccess: true,
      })
      await expect(refused).rejects.toThrow()
      expect((await payload.count({ collection: 'faqs', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
      // The refused transaction is gone; the next writes commit as usual.
      await createFaq(payload, faq('after-refused-commit'))
      expect((await payload.count({ collection: 'faqs', overrideAccess: true })).totalDocs).toBe(before.totalDocs + 1)
    } finally {
      await db.execute(op.sql`DROP TRIGGER refuse_commit ON faqs`)
      await db.execute(op.sql`DROP FUNCTION refuse_commit()`)
    }
  })
})

describe.skipIf(getEnv().databaseDialect !== 'postgres')('PostgreSQL prepared statements', () => {
  type Executes = { execute(query: unknown): Promise<{ rows: Record<string, unknown>[] }> }

  it('parses and plans a hot path statement once per connection, then runs it again by its name', async () => {
    const payload = await getTestPayload()
    await createFaq(payload, faq('prepared'))
    const prepared = await inTransaction(payload, async (database) => {
      const { db, tables, op } = database
      const faqs = tables.faqs!
      const fields = { key: faqs.seedKey }
      const read = () =>
        runPrepared(
          database,
          'pcs_test_faq_by_key',
          (inside) =>
            inside.db
              .select(fields)
              .from(faqs)
              .where(inside.op.eq(faqs.seedKey, inside.op.sql.placeholder('key'))),
          fields,
          { key: 'prepared' },
        )
      expect(await read()).toEqual([{ key: 'prepared' }])
      expect(await read()).toEqual([{ key: 'prepared' }])
      // The transaction holds one connection: its prepared statements are the ones it has made.
      const { rows } = await (db as unknown as Executes).execute(
        op.sql`SELECT name, (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements WHERE name = 'pcs_test_faq_by_key'`,
      )
      return rows
    })
    expect(prepared).toEqual([{ name: 'pcs_test_faq_by_key', runs: 2 }])
  })
})

describe.skipIf(getEnv().databaseDialect === 'postgres')('SQLite production settings', () => {
  const pragma = async (client: Client, name: string) => (await client.execute(`PRAGMA ${name}`)).rows[0]
  const adapter = async () =>
    (await getTestPayload()).db as unknown as { client: Client; transactionOptions: unknown; autoIncrement: boolean }

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

  it('runs the hot paths’ statements prepared once, on a connection that sees every commit and holds no lock', async () => {
    const payload = await getTestPayload()
    const created = await createFaq(payload, faq('prepared-once'))
    const prepare = vi.spyOn(Libsql.prototype, 'prepare')
    onTestFinished(() => prepare.mockRestore())
    const database = databaseOf(payload)
    const { tables } = database
    const faqs = tables.faqs!
    const fields = { id: faqs.id, key: faqs.seedKey, order: faqs.order, updatedAt: faqs.updatedAt }
    const select = vi.fn((on: Database) =>
      on.db
        .select(fields)
        .from(faqs)
        .where(on.op.eq(faqs.seedKey, on.op.sql.placeholder('key'))),
    )
    const values = { key: 'prepared-once' }
    const read = () => runPrepared(database, 'pcs_test_faq', select, fields, values)

    expect(await read()).toEqual([{ id: created.id, key: 'prepared-once', order: expect.any(Number), updatedAt: expect.any(String) }])

    // A commit on Payload's connection (a transaction) is seen by the next run: no snapshot is held.
    await payload.update({ collection: 'faqs', id: created.id, data: { order: 3 }, overrideAccess: true })
    expect(await read()).toMatchObject([{ order: 3 }])
    // Nor is a checkpoint kept from finishing.
    const client = (payload.db as unknown as { client: Client }).client
    expect((await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')).rows[0]).toMatchObject({ busy: 0 })

    // A write under the process's lock commits at once: a transaction right after it gets the lock
    // (a lock held on the statements' connection would fail it with SQLITE_BUSY after the busy timeout).
    const setOrder = (on: Database) =>
      on.db
        .update(faqs)
        .set({ order: on.op.sql.placeholder('order') })
        .where(on.op.eq(faqs.id, on.op.sql.placeholder('id')))
        .returning(fields)
    const written = await underWriteLock(payload, (locked) =>
      runPrepared(locked, 'pcs_test_faq_order', setOrder, fields, { order: 4, id: created.id }),
    )
    expect(written).toMatchObject([{ order: 4 }])
    await payload.update({ collection: 'faqs', id: created.id, data: { order: 5 }, overrideAccess: true })
    expect(await read()).toMatchObject([{ order: 5 }])

    // Rendered once (ADR 065) and prepared once (ADR 063), however many times it runs.
    expect(select).toHaveBeenCalledTimes(1)
    const text = select(database).toSQL().sql
    expect(prepare.mock.calls.filter(([sql]) => sql === text)).toHaveLength(1)
    // Keyed and decoded as Drizzle's own run of the same statement (on the client's connection).
    expect(await read()).toEqual(await select(database).prepare().execute(values))

    // Inside a transaction a statement runs on the transaction's connection and rolls back with it.
    const failed = inTransaction(payload, async (inside) => {
      await runPrepared(inside, 'pcs_test_faq_order', setOrder, fields, { order: 6, id: created.id })
      throw new Error('rolled back')
    })
    await expect(failed).rejects.toThrow('rolled back')
    expect(await read()).toMatchObject([{ order: 5 }])
  })

  it('refuses a database left on the unsafe defaults, naming each problem', async () => {
    const client = createClient({ url: `file:${path.join(getEnv().dataDir, 'unsafe.db')}` })
    try {
      const check = assertSqliteSettings({ client, transactionOptions: undefined, autoIncrement: false })
      await expect(check).rejects.toBeInstanceOf(UnsafeDatabaseSettingsError)
      await expect(check).rejects.toThrow(
        'Unsafe SQLite settings: journal_mode is delete, expected wal; busy_timeout is 0 ms, expected at least 5000; transactions are disabled; ids may be reused (AUTOINCREMENT off)',
      )
    } finally {
      client.close()
    }
  })
})

describe('uploads', () => {
  it('stores uploaded files on disk in the data folder', async () => {
    const payload = await getTestPayload()
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0b3d91' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Institute logo' },
      file: { data: png, mimetype: 'image/png', name: 'logo.png', size: png.length },
      overrideAccess: true,
    })
    expect(existsSync(path.join(getEnv().dataDir, 'media', media.filename!))).toBe(true)
  })
})
