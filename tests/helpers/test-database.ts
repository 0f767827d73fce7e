import { randomBytes } from 'node:crypto'
import { copyFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

/** The secret the integration tests' Payload signs with (int-setup.ts, int-global-setup.ts). */
export const TEST_PAYLOAD_SECRET = 'integration-tests-secret-0123456789abcdef'

export type TestDatabase = { url: string; dialect: 'sqlite' | 'postgres'; name?: string; adminUrl?: string }

/**
 * A new database for one test file: a SQLite file, or a PostgreSQL database created for it. Empty, or a
 * copy of `template` (a database of the same dialect, made by this function, that nothing is connected to).
 */
export async function createTestDatabase(serverUrl: string | undefined, dataDir: string, template?: TestDatabase): Promise<TestDatabase> {
  if (!serverUrl) {
    const file = path.join(dataDir, 'test.db')
    if (template?.dialect === 'sqlite') {
      const from = template.url.slice('file:'.length)
      for (const suffix of ['', '-wal', '-shm']) if (existsSync(from + suffix)) copyFileSync(from + suffix, file + suffix)
    }
    return { url: `file:${file}`, dialect: 'sqlite' }
  }
  const name = `pcs_test_${randomBytes(6).toString('hex')}`
  const copyOf = template?.dialect === 'postgres' && template.name ? ` TEMPLATE ${template.name}` : ''
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}${copyOf}`))
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
