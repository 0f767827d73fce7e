import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DatabaseAdapterObj } from 'payload'

import type { Env } from '@/lib/env'

import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'
import { createPostgresAdapter } from './postgres'
import { createSqliteAdapter } from './sqlite'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const migrationDirs = {
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
    return migrateOnConnect(createPostgresAdapter(env.databaseUrl, migrationDirs.postgres), postgresMigrations)
  }
  return migrateOnConnect(createSqliteAdapter(env.databaseUrl, migrationDirs.sqlite), sqliteMigrations)
}

type Migrations = typeof sqliteMigrations | typeof postgresMigrations

/**
 * Patch: with push off, Payload's adapters run migrations at connect only in production and only
 * from `prodMigrations`; development and tests would start on an empty schema. Here every connect
 * (outside Payload's own `migrate` commands) applies the committed migrations. Proved by
 * tests/int/database.int.test.ts "has applied every committed migration on connect".
 */
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
