import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, inject } from 'vitest'

import { createTestDatabase, TEST_PAYLOAD_SECRET, dropTestDatabase } from './test-database'

/**
 * Runs before each integration test file: a fresh data folder and a fresh database (SQLite in the data
 * folder, or a new PostgreSQL database when TEST_DATABASE_URL points at a server), a copy of the run's
 * migrated template (int-global-setup.ts) but for the files in `fromEmpty`, set in the environment
 * before the Payload config is first imported. A file that seeds the demo content (`seedDemo(`, see
 * tests/helpers/seeded-demo.ts) gets a copy of the seeded template instead, with its uploads.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'pcs-int-'))
process.env.DATA_DIR = dataDir
process.env.PAYLOAD_SECRET = TEST_PAYLOAD_SECRET
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn'
process.env.AUTO_SEED = 'false'

/** Files that start from an empty database: they prove the app applies the migrations when it connects. */
const fromEmpty = ['tests/int/database.int.test.ts']
const testFile = path.relative(process.cwd(), expect.getState().testPath ?? '')
const seeded = readFileSync(testFile, 'utf8').includes('seedDemo(') ? inject('seededTemplate') : undefined
if (seeded) cpSync(seeded.dataDir, dataDir, { recursive: true, filter: (from) => !path.basename(from).startsWith('test.db') })
const template = fromEmpty.includes(testFile) ? undefined : (seeded?.database ?? inject('databaseTemplate'))
const database = await createTestDatabase(process.env.TEST_DATABASE_URL, dataDir, template)
process.env.DATABASE_URL = database.url

afterAll(async () => {
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config }).catch(() => null)
  // Payload's destroy() leaves connections open (and the Postgres adapter keeps one checked out for
  // good, so pool.end() would wait forever): drop the database, which ends them, and ignore the errors.
  const db = payload?.db as
    { pool?: { on: (event: 'error', listener: () => void) => void; end: () => Promise<void> }; client?: { close: () => void } } | undefined
  db?.pool?.on('error', () => {})
  await payload?.destroy()
  db?.client?.close()
  await dropTestDatabase(database)
  void db?.pool?.end().catch(() => {})
  rmSync(dataDir, { recursive: true, force: true })
})
