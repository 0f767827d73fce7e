import { postgresAdapter } from '@payloadcms/db-postgres'
import { and, eq, gt, gte, inArray, ne, sql } from '@payloadcms/db-postgres/drizzle'
import type { DatabaseAdapterObj } from 'payload'

import { reportRefusedCommits } from './transactions'

/**
 * The query operators for statements on PostgreSQL, from the drizzle-orm copy Payload's PostgreSQL
 * adapter builds its Drizzle instance with (this folder's only import of Drizzle for PostgreSQL).
 */
export const postgresOperators = { and, eq, gt, gte, inArray, ne, sql }

export function createPostgresAdapter(databaseUrl: string, migrationDir: string): DatabaseAdapterObj {
  const base = postgresAdapter({
    pool: { connectionString: databaseUrl, connectionTimeoutMillis: 5000, max: 10 },
    migrationDir,
    push: false,
  })
  return {
    ...base,
    init(args) {
      const adapter = base.init(args)
      reportRefusedCommits(adapter)
      return adapter
    },
  }
}
