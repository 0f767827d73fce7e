import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { postgresOperators } from './postgres'
import { fillPlaceholders, type SQL, sqliteOperators, type StatementRunner, type WriteLockHolder } from './sqlite'
import { type TransactionRequest, transactionOf } from './transactions'

/** Payload's adapter as it is at run time: one of the two Drizzle adapters, with our write lock on SQLite. */
type DrizzleAdapter = (SQLiteAdapter | PostgresAdapter) & WriteLockHolder

/** One of Payload's Drizzle tables (both adapters type their columns loosely, `any`). */
export type Table = DrizzleAdapter['tables'][string]
export type Column = Table[string]

type Row = Record<string, unknown>
/**
 * A statement that can become a prepared one (`runPrepared`). Both dialects' builders have `prepare`;
 * PostgreSQL's takes the statement's name (none: an unnamed statement), SQLite's ignores it; `execute`
 * fills the statement's placeholders. On SQLite outside a transaction the statement's text and
 * parameters (`toSQL`) are rendered once and prepared on the hot paths' own connection (ADR 063, 065).
 */
type Preparable = {
  prepare(name?: string): { execute(values?: Record<string, unknown>): Promise<Row[]> }
  toSQL(): { sql: string; params: unknown[] }
}
type Returning = { returning(fields?: Row): Promise<Row[]> & Preparable }

/**
 * The slice of Drizzle's query builder our statements use, written once for both dialects (ADR 011:
 * the same statements run on SQLite and PostgreSQL). Not a cast: both adapters' Drizzle instances and
 * transactions are checked against it where `databaseOf` hands them out, so a Drizzle upgrade that
 * changes one of these calls fails the type check here.
 */
export interface Db {
  update(table: Table): { set(values: Row): { where(where: SQL | undefined): Returning } }
  insert(table: Table): {
    values(rows: Row[]): PromiseLike<unknown> &
      Returning & {
        onConflictDoUpdate(config: { target: Column[]; set: Row; setWhere?: SQL }): Returning
        onConflictDoNothing(): Returning
      }
  }
  select(fields?: Row): {
    from(table: Table): {
      where(where: SQL | undefined): Promise<Row[]> & Preparable
      innerJoin(
        table: Table,
        on: SQL,
      ): { where(where: SQL | undefined): Promise<Row[]> & { groupBy(...columns: (Column | SQL)[]): Promise<Row[]> } }
    }
  }
}

/** The query operators, from the drizzle-orm copy of the running dialect's adapter. */
export type Operators = typeof sqliteOperators

/**
 * What a statement needs: the query builder (maybe inside a transaction), Payload's tables, the
 * operators, the dialect; on SQLite outside a transaction, the hot paths' prepared statements (ADR 063).
 */
export type Database = {
  db: Db
  tables: Record<string, Table>
  op: Operators
  dialect: 'postgres' | 'sqlite'
  runStatement?: StatementRunner
}

/** The one place that reaches past Payload's `DatabaseAdapter` type into its Drizzle adapter. */
function drizzleAdapterOf(payload: Payload): DrizzleAdapter {
  return payload.db as unknown as DrizzleAdapter
}

/** The statements' view of Payload's database through `db`: the adapter's own handle or a transaction's. */
const databaseWith = (adapter: DrizzleAdapter, db: Db): Database =>
  adapter.name === 'postgres'
    ? { db, tables: adapter.tables, op: postgresOperators, dialect: 'postgres' }
    : {
        db,
        tables: adapter.tables,
        op: sqliteOperators,
        dialect: 'sqlite',
        // Not inside a transaction: its statements must run on the transaction's own connection.
        ...(db === adapter.drizzle && adapter.runStatement ? { runStatement: adapter.runStatement } : {}),
      }

/** Payload's database outside a transaction, for reads. */
export function databaseOf(payload: Payload): Database {
  const adapter = drizzleAdapterOf(payload)
  const db: Db = adapter.drizzle
  return databaseWith(adapter, db)
}

/**
 * Payload's database as a request sees it: inside the request's transaction when it has one (a
 * Payload write with this `req` and these statements then commit or roll back together), outside
 * otherwise. Payload keeps each transaction's Drizzle handle by the request's `transactionID`.
 */
export async function databaseOfRequest(payload: Payload, req: TransactionRequest): Promise<Database> {
  const adapter = drizzleAdapterOf(payload)
  const sessions = (adapter as unknown as { sessions: Record<string, { db: Db } | undefined> }).sessions
  const { named, session } = await transactionOf(sessions, req)
  if (named && !session) throw new Error('The request’s transaction has ended.')
  return databaseWith(adapter, session?.db ?? adapter.drizzle)
}

/** The transaction call both adapters' Drizzle instances have (node-postgres and libsql). */
type TransactionRunner = { transaction<T>(work: (transaction: Db) => Promise<T>, config?: unknown): Promise<T> }

/**
 * Runs `work` in one transaction and commits, or rolls back on any error; a COMMIT the database
 * refuses rejects (PostgreSQL restarting between the statements and the commit once made an
 * autosave answer 200 for answers never stored; the cluster suite's PostgreSQL drill caught it).
 * This is Drizzle's own transaction, with no session id to pass around; Payload's, through
 * `./transactions.ts`, give the same guarantee. On SQLite the transaction queues behind the
 * process's other writes, as Payload's do (`src/db/sqlite.ts`).
 */
export async function inTransaction<T>(payload: Payload, work: (database: Database) => Promise<T>): Promise<T> {
  const adapter = drizzleAdapterOf(payload)
  const drizzle = adapter.drizzle as unknown as TransactionRunner
  const run = () => drizzle.transaction((transaction) => work(databaseWith(adapter, transaction)), adapter.transactionOptions || undefined)
  return adapter.runExclusive ? adapter.runExclusive(run) : run()
}

/**
 * Runs statements with no other write of the process in between: on SQLite under the process's write
 * lock, each statement committing on its own (no transaction: libsql reconnects after each one, which
 * costs more than the statements, ADR 011); on PostgreSQL in a transaction, whose row locks order it
 * against other transactions.
 */
export async function underWriteLock<T>(payload: Payload, work: (database: Database) => Promise<T>): Promise<T> {
  const { runExclusive } = drizzleAdapterOf(payload)
  if (!runExclusive) return inTransaction(payload, work)
  return runExclusive(() => work(databaseOf(payload)))
}

/** A hot-path statement as `runPrepared` takes it: built on `database`, its values as placeholders. */
type PlaceholderStatement = (database: Database) => Preparable

/** Per hot-path connection (one per SQLite adapter), each named statement's text and parameters, rendered once. */
const renderedStatements = new WeakMap<StatementRunner, Map<string, { sql: string; params: unknown[] }>>()

/**
 * Runs one of the hot paths' statements, prepared once instead of on every run, and returns its rows
 * keyed and decoded as `fields` (the statement's `returning` or `select` fields) say. `build` writes
 * the statement with a placeholder (`op.sql.placeholder`) for every value that changes between runs,
 * and `values` fills them; `name` stands for one statement text only, so it names whatever changes the
 * text (which columns are set, how many rows). Without a name the statement runs once, unprepared.
 * - On PostgreSQL as a named prepared statement (ADR 054), so each connection parses and plans it
 *   once: planning was a quarter of a save's time in PostgreSQL (`npm run bench:scale -- --statements
 *   yes`). Drizzle renders it again on each run: a transaction's statements are built on it.
 * - On SQLite outside a transaction, rendered once (ADR 065) and run on the hot paths' own connection,
 *   prepared once per text (ADR 063): libsql's client prepares each statement again on every run.
 *   Inside a transaction the statement runs on the transaction's connection.
 */
export async function runPrepared(
  database: Database,
  name: string | undefined,
  build: PlaceholderStatement,
  fields: Record<string, Column>,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const { runStatement } = database
  if (database.dialect === 'postgres' || !runStatement || name === undefined) return build(database).prepare(name).execute(values)
  let rendered = renderedStatements.get(runStatement)
  if (!rendered) renderedStatements.set(runStatement, (rendered = new Map()))
  let statement = rendered.get(name)
  if (!statement) rendered.set(name, (statement = build(database).toSQL()))
  const keys = Object.keys(fields)
  // Each placeholder's value, encoded by its column where it is one (booleans as 0 or 1) as Drizzle does.
  return runStatement(statement.sql, fillPlaceholders(statement.params, values)).map((row) => {
    const decoded: Row = {}
    keys.forEach((key, index) => {
      const value = row[index]
      // As Drizzle decodes a row: each column's own mapping (JSON, booleans), none for NULL.
      decoded[key] = value === null || value === undefined ? null : (fields[key] as DriverColumn).mapFromDriverValue(value)
    })
    return decoded
  })
}

/** A Drizzle column's decoding of what the driver returned. */
type DriverColumn = { mapFromDriverValue(value: unknown): unknown }
