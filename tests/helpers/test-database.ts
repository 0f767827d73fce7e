import { randomBytes } from 'node:crypto'
import path from 'node:path'
import pg from 'pg'

export type TestDatabase = { url: string; dialect: 'sqlite' | 'postgres'; name?: string; adminUrl?: string }

/** A new, empty database for one test file: a SQLite file, or a PostgreSQL database created for it. */
export async function createTestDatabase(serverUrl: string | undefined, dataDir: string): Promise<TestDatabase> {
  if (!serverUrl) return { url: `file:${path.join(dataDir, 'test.db')}`, dialect: 'sqlite' }
  const name = `pcs_test_${randomBytes(6).toString('hex')}`
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), dialect: 'postgres', name, adminUrl: serverUrl }
}

export async function dropTestDatabase(database: TestDatabase): Promise<void> {
  if (database.dialect !== 'postgres' || !database.adminUrl || !database.name) return
  await withClient(database.adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`))
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}
