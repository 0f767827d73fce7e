import { createClient, type Client, type TransactionMode } from '@libsql/client'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DatabaseAdapterObj } from 'payload'

import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'
import type { Env } from './env'
import { createMutex } from './mutex'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export const SQLITE_BUSY_TIMEOUT_MS = 5000
/** How long a write transaction may wait for the one before it before we call it stuck. */
const SQLITE_TRANSACTION_QUEUE_TIMEOUT_MS = 30_000

export const migrationDirs = {
  sqlite: path.resolve(dirname, '../migrations/sqlite'),
  postgres: path.resolve(dirname, '../migrations/postgres'),
}

export const migrationsByDialect = { sqlite: sqliteMigrations, postgres: postgresMigrations }

/**
 * The schema is never pushed: every environment, development included, runs the committed
 * migrations when it connects (ADR 002), so what runs in development is what runs in production.
 */
export function createDatabaseAdapter(env: Env): DatabaseAdapterObj {
  if (env.databaseDialect === 'postgres') {
    return migrateOnConnect(
      postgresAdapter({
        pool: { connectionString: env.databaseUrl, connectionTimeoutMillis: 5000, max: 10 },
        migrationDir: migrationDirs.postgres,
        push: false,
      }),
      postgresMigrations,
    )
  }
  const file = env.databaseUrl.replace(/^file:/, '')
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  return migrateOnConnect(
    hardenSqlite(
      sqliteAdapter({
        client: { url: `file:${path.resolve(file)}` },
        migrationDir: migrationDirs.sqlite,
        push: false,
      // Never reuse the id of a deleted row (SQLite AUTOINCREMENT).
      autoIncrement: true,
      // Payload's SQLite default is no transactions; a failed multi-table write must roll back.
      transactionOptions: { behavior: 'immediate' },
      }),
    ),
    sqliteMigrations,
  )
}

type Migrations = typeof sqliteMigrations | typeof postgresMigrations

function migrateOnConnect(base: DatabaseAdapterObj, migrations: Migrations): DatabaseAdapterObj {
  return {
    ...base,
    init(args) {
      const adapter = base.init(args)
      const connect = adapter.connect!
      adapter.connect = async function connectAndMigrate(options) {
        await connect.call(adapter, options)
        // `payload migrate` and friends manage migrations themselves.
        if (process.env.PAYLOAD_MIGRATING !== 'true' && migrations.length > 0) {
          await adapter.migrate({ migrations: migrations as never })
        }
      }
      return adapter
    },
  }
}

/**
 * Runs `work` as this process's only writer, without opening a transaction (SQLite only): for short
 * statements that are atomic on their own and only need no other write between them. libsql opens
 * a new connection after every transaction, which costs more than the autosave's two statements.
 */
export type WriteLockHolder = { runExclusive?: <T>(work: () => Promise<T>) => Promise<T> }

type SqliteAdapterInstance = ReturnType<DatabaseAdapterObj['init']> & {
  client?: Client
  clientConfig: { url: string }
  autoIncrement?: boolean
  transactionOptions?: unknown
}

/**
 * Makes Payload's SQLite adapter safe for a busy single-process server (ADR 002):
 * - libsql opens a fresh connection after every transaction, and Payload sets busy_timeout only on the
 *   first one; here every connection gets it.
 * - libsql is synchronous: two write transactions of the same process contending for SQLite's lock
 *   would block the event loop until the busy timeout. Write transactions of this process therefore
 *   queue in a FIFO lock; SQLite's own lock only arbitrates between processes (a seed script, a CLI).
 */
function hardenSqlite(base: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...base,
    init(args) {
      const adapter = base.init(args) as SqliteAdapterInstance
      const originalConnect = adapter.connect!
      const begin = adapter.beginTransaction
      const commit = adapter.commitTransaction
      const rollback = adapter.rollbackTransaction
      const queue = createMutex()
      const releases = new Map<string | number, () => void>()
      ;(adapter as SqliteAdapterInstance & WriteLockHolder).runExclusive = async (work) => {
        const release = await queue.acquire(SQLITE_TRANSACTION_QUEUE_TIMEOUT_MS)
        try {
          return await work()
        } finally {
          release()
        }
      }

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
 * Per-connection settings: wait up to the busy timeout for another process's lock; in WAL mode,
 * NORMAL sync never corrupts the database and only risks the last commits on power loss (ADR 002).
 */
async function configureConnection(client: Client) {
  await client.execute(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`)
  await client.execute('PRAGMA synchronous = NORMAL')
}

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
