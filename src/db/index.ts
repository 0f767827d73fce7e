/**
 * The database door (ADR 023): everything that depends on how Payload's database adapters work
 * inside (the adapter's creation and patches, its Drizzle instance and tables, the query operators
 * and the write lock) lives in this folder, so a Payload or Drizzle upgrade touches only here.
 */
export { createDatabaseAdapter, migrationsByDialect } from './adapter'
export {
  type Column,
  type Database,
  databaseOf,
  databaseOfRequest,
  type Db,
  inTransaction,
  type Operators,
  runPrepared,
  type Table,
  underWriteLock,
} from './handle'
export { assertSqliteSettings, type SQL, SQLITE_BUSY_TIMEOUT_MS, UnsafeDatabaseSettingsError } from './sqlite'
