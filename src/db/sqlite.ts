import { createClient, type Client, type TransactionMode } from '@libsql/client'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { and, eq, fillPlaceholders, gt, gte, inArray, ne, type SQL, sql } from '@payloadcms/db-sqlite/drizzle'
import Libsql from 'libsql'
import { AsyncLocalStorage } from 'node:async_hooks'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { DatabaseAdapterObj } from 'payload'

import { createMutex } from '@/lib/mutex'

import { reportRefusedCommits, type TransactionRequest, transactionOf } from './transactions'

/**
 * The query operators for statements on SQLite, from the drizzle-orm copy Payload's SQLite adapter
 * builds its Drizzle instance with (this folder's only import of Drizzle for SQLite).
 */
export const sqliteOperators = { and, eq, gt, gte, inArray, ne, sql }
/** A built condition or fragment; the same type in both dialects' copies of drizzle-orm. */
export type { SQL }
/** A rendered statement's parameters with its placeholders filled, each encoded by its column. */
export { fillPlaceholders }

export const SQLITE_BUSY_TIMEOUT_MS = 5000
/** How long a write transaction may wait for the one before it before we call it stuck. */
const SQLITE_TRANSACTION_QUEUE_TIMEOUT_MS = 30_000

/**
 * Runs `work` as this process's only writer, without opening a transaction (SQLite only): for short
 * statements that are atomic on their own and only need no other write between them. libsql opens
 * a new connection after every transaction, which costs more than the autosave's two statements.
 */
export type WriteLockHolder = {
  runExclusive?: <T>(work: () => Promise<T>) => Promise<T>
  runStatement?: StatementRunner
}

/**
 * Runs a statement outside any transaction on the hot paths' own connection, where each statement
 * text is prepared once and kept (ADR 063); returns its rows as arrays of values, in column order.
 */
export type StatementRunner = (sql: string, params: readonly unknown[]) => unknown[][]

type SqliteAdapterInstance = ReturnType<DatabaseAdapterObj['init']> & {
  client?: Client
  sessions?: Record<string, unknown>
  clientConfig: { url: string }
  autoIncrement?: boolean
  transactionOptions?: unknown
}

/** The adapter's methods that write; each may be called with or without a transaction. */
const WRITE_METHODS = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const
type WriteArgs = { req?: TransactionRequest } | undefined

export function createSqliteAdapter(databaseUrl: string, migrationDir: string): DatabaseAdapterObj {
  const file = databaseUrl.replace(/^file:/, '')
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  return hardenSqlite(
    sqliteAdapter({
      client: { url: `file:${path.resolve(file)}` },
      migrationDir,
      push: false,
      // Never reuse the id of a deleted row (SQLite AUTOINCREMENT).
      // Proved by tests/int/database.int.test.ts "never reuses the id of a deleted row".
      autoIncrement: true,
      // Payload's SQLite default is no transactions; a failed multi-table write must roll back.
      // Proved by tests/int/database.int.test.ts "rolls back every table of a write that fails half-way".
      transactionOptions: { behavior: 'immediate' },
    }),
  )
}

/**
 * Makes Payload's SQLite adapter safe for a busy single-process server (ADR 002). Each patch below
 * names the Payload behaviour it corrects and the test that fails if an upgrade undoes it.
 */
function hardenSqlite(base: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...base,
    init(args) {
      const adapter = base.init(args) as SqliteAdapterInstance
      reportRefusedCommits(adapter)
      const originalConnect = adapter.connect!
      const begin = adapter.beginTransaction
      const commit = adapter.commitTransaction
      const rollback = adapter.rollbackTransaction
      const queue = createMutex()
      const releases = new Map<string | number, () => void>()

      // Patch: Payload has no way to write without a transaction yet with no other write of the
      // process in between; the autosave and the start need it (ADR 011). Proved on SQLite by
      // tests/int/test-engine.int.test.ts "scores once: … a second or concurrent submit and a late
      // autosave change nothing" (a save under this lock racing two submit transactions). A holder's
      // own writes through the adapter run at once (`holding`): they are the holder's.
      const holding = new AsyncLocalStorage<true>()
      const runExclusive: NonNullable<WriteLockHolder['runExclusive']> = async (work) => {
        if (holding.getStore()) return work()
        const release = await queue.acquire(SQLITE_TRANSACTION_QUEUE_TIMEOUT_MS)
        try {
          return await holding.run(true, work)
        } finally {
          release()
        }
      }
      ;(adapter as SqliteAdapterInstance & WriteLockHolder).runExclusive = runExclusive

      // Patch: libsql's client prepares every statement again on each run and wraps each row in
      // property descriptors; the autosave's three statements cost about 2.5 times what they cost
      // prepared once (ADR 063). They run on a connection of their own, opened on first use and
      // closed with the adapter. Proved by tests/int/database.int.test.ts "runs the hot paths’
      // statements prepared once, on a connection that sees every commit and holds no lock".
      const statements = preparedStatements(adapter.clientConfig.url)
      ;(adapter as SqliteAdapterInstance & WriteLockHolder).runStatement = statements.run
      const destroy = adapter.destroy
      adapter.destroy = async function () {
        statements.close()
        return destroy?.call(adapter)
      }

      // Patch: Payload writes some rows outside any transaction (the job runner deletes finished jobs
      // and queues new ones; our sign-in and two-step code records sessions and codes). On the
      // adapter's own connection such a write met a write transaction of this process holding
      // SQLite's lock, blocked the event loop (libsql is synchronous) for the busy timeout, so the
      // holder could not commit, and failed with SQLITE_BUSY. Each of them now queues for the lock
      // like a transaction; a write inside a transaction of ours already holds it. Proved by
      // tests/int/database.int.test.ts "queues a write made outside any transaction behind the write
      // transaction holding the lock".
      for (const method of WRITE_METHODS) {
        const write = adapter[method] as (args: WriteArgs) => Promise<unknown>
        Object.assign(adapter, {
          [method]: async function queuedWrite(args: WriteArgs) {
            const { session } = await transactionOf(adapter.sessions, args?.req)
            return session ? write.call(adapter, args) : runExclusive(() => write.call(adapter, args))
          },
        })
      }

      // Patch: Payload's connect leaves the database in its journal mode (a new file: rollback
      // journal) with busy timeout 0 (its `wal` and `busyTimeout` options set them on the first
      // connection only, see createTimedClient); here the client is made first, in WAL mode with the
      // settings on every connection, and connect refuses unsafe settings. Proved by tests/int/database.int.test.ts "runs in WAL
      // mode with transactions and AUTOINCREMENT ids" and "refuses a database left on the unsafe
      // defaults, naming each problem".
      adapter.connect = async function connect(options) {
        if (!adapter.client) {
          const client = createTimedClient(adapter.clientConfig.url)
          // WAL lets readers work while one writer commits; the setting is kept in the database file.
          await client.execute('PRAGMA journal_mode = WAL')
          await configureConnection(client)
          adapter.client = client
        }
        await originalConnect.call(adapter, options)
        await assertSqliteSettings(adapter)
      }

      // Patch: libsql is synchronous, so two write transactions of this process contending for
      // SQLite's lock block the event loop until the busy timeout, and Payload does nothing about it.
      // Write transactions of this process queue in a FIFO lock; SQLite's own lock only arbitrates
      // between processes (a seed script, a CLI). Proved by tests/int/database.int.test.ts "handles
      // many concurrent writes without a busy error".
      adapter.beginTransaction = async function beginTransaction(options) {
        const release = await queue.acquire(SQLITE_TRANSACTION_QUEUE_TIMEOUT_MS)
        try {
          const id = await begin.call(adapter, options)
          if (id === null) release()
          else releases.set(id, release)
          return id
        } catch (error) {
          release()
          throw error
        }
      }
      const finish = (operation: typeof commit) =>
        async function (idOrPromise: Parameters<typeof commit>[0]) {
          const id = await idOrPromise
          try {
            await operation.call(adapter, id)
          } finally {
            releases.get(id)?.()
            releases.delete(id)
          }
        }
      adapter.commitTransaction = finish(commit)
      adapter.rollbackTransaction = finish(rollback)
      return adapter
    },
  }
}

/**
 * Per-connection settings, for the client's connections and the hot paths' alike: wait up to the
 * busy timeout for another process's lock; in WAL mode, NORMAL sync never corrupts the database and
 * only risks the last commits on power loss (ADR 002).
 */
const CONNECTION_SETTINGS = [`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`, 'PRAGMA synchronous = NORMAL']

async function configureConnection(client: Client) {
  for (const setting of CONNECTION_SETTINGS) await client.execute(setting)
}

/** More distinct statement texts than the hot paths have (seven); past it the cache starts again. */
const MAX_PREPARED_STATEMENTS = 32

/**
 * One connection of libsql's own `Database` (the client keeps its connection private and replaces it
 * after every transaction) with the same settings as the client's, and the statements prepared on it
 * by text. A statement that has returned all its rows is reset by libsql, so it holds no read
 * snapshot or write lock between runs. Writes on it must hold the process's write lock like any other.
 */
function preparedStatements(url: string): { run: StatementRunner; close(): void } {
  let connection: Libsql.Database | null = null
  const prepared = new Map<string, Libsql.Statement<unknown[]>>()
  const open = () => {
    const database = new Libsql(url.replace(/^file:/, ''))
    for (const setting of CONNECTION_SETTINGS) database.exec(setting)
    return database
  }
  return {
    run(text, params) {
      connection ??= open()
      let statement = prepared.get(text)
      if (!statement) {
        if (prepared.size >= MAX_PREPARED_STATEMENTS) prepared.clear()
        statement = connection.prepare(text)
        // Only a statement that returns rows can be raw; the hot paths' all do (RETURNING, SELECT).
        statement.raw(true)
        prepared.set(text, statement)
      }
      return statement.all(params.map(toSqliteValue)) as unknown[][]
    },
    close() {
      prepared.clear()
      connection?.close()
      connection = null
    },
  }
}

/** What libsql's client does to a value before binding it, for the kinds Drizzle's statements bind. */
function toSqliteValue(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value instanceof Date) return value.valueOf()
  if (value === undefined) throw new TypeError('undefined cannot be bound to a SQLite statement')
  return value
}

/**
 * Patch: libsql drops its connection after every transaction and opens a new one, and Payload sets
 * busy_timeout only on the first, so from the first transaction on a locked database fails at once
 * with SQLITE_BUSY; here every new connection gets the settings. Proved by
 * tests/int/database.int.test.ts "keeps the busy timeout on the new connection libsql opens after
 * each transaction".
 */
function createTimedClient(url: string): Client {
  const client = createClient({ url })
  const transaction = client.transaction.bind(client)
  client.transaction = (async (mode?: TransactionMode) => {
    const tx = await transaction(mode)
    // The client has just handed its connection to `tx`; open the next one with the same settings.
    await configureConnection(client)
    return tx
  }) as Client['transaction']
  return client
}

export class UnsafeDatabaseSettingsError extends Error {
  override name = 'UnsafeDatabaseSettingsError'
}

/** Refuses to run on settings that lose or corrupt data under load. */
export async function assertSqliteSettings(
  adapter: Pick<SqliteAdapterInstance, 'client' | 'transactionOptions' | 'autoIncrement'>,
): Promise<void> {
  const client = adapter.client
  if (!client) throw new UnsafeDatabaseSettingsError('SQLite client is not connected')
  const journal = (await client.execute('PRAGMA journal_mode')).rows[0]?.journal_mode
  const timeout = Number((await client.execute('PRAGMA busy_timeout')).rows[0]?.timeout ?? 0)
  const problems = [
    journal !== 'wal' && `journal_mode is ${String(journal)}, expected wal`,
    timeout < SQLITE_BUSY_TIMEOUT_MS && `busy_timeout is ${timeout} ms, expected at least ${SQLITE_BUSY_TIMEOUT_MS}`,
    !adapter.transactionOptions && 'transactions are disabled',
    !adapter.autoIncrement && 'ids may be reused (AUTOINCREMENT off)',
  ].filter(Boolean)
  if (problems.length > 0) throw new UnsafeDatabaseSettingsError(`Unsafe SQLite settings: ${problems.join('; ')}`)
}
