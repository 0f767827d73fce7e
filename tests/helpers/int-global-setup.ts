import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

import { createTestDatabase, TEST_PAYLOAD_SECRET, dropTestDatabase, type TestDatabase } from './test-database'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, empty database each test file's own database is a copy of (int-setup.ts). */
    databaseTemplate: TestDatabase
    /** The same with the demo content seeded (`seedDemo`), and the data folder holding its uploads. */
    seededTemplate: { database: TestDatabase; dataDir: string }
  }
}

/**
 * Once per run of the integration tests: a database with every committed migration applied (SQLite,
 * or PostgreSQL when TEST_DATABASE_URL is set). Each test file starts from a copy of it, a file copy
 * or PostgreSQL's CREATE DATABASE … TEMPLATE, instead of applying the migrations again: on two cores
 * that was a few seconds of each of the 44 files, in both dialects. A second one holds the demo
 * content too, for the seven files that seed it (`seedDemo`, tests/helpers/seeded-demo.ts).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pcs-int-template-'))
  const template = await createTestDatabase(process.env.TEST_DATABASE_URL, dataDir)
  // Payload's own command, in a process of its own: importing the config into Vitest's main process
  // can leave the import unsettled, and the run then ends at once, quietly.
  execFileSync(process.execPath, ['scripts/payload.mjs', 'migrate'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: templateEnv(template, dataDir),
  })
  // The demo content, seeded once for the files that read it (`seedDemo`): half a minute each. Under
  // the production condition, as every script that loads the config (ADR 058).
  const seededDir = mkdtempSync(path.join(tmpdir(), 'pcs-int-seeded-'))
  const seeded = await createTestDatabase(process.env.TEST_DATABASE_URL, seededDir, template)
  execFileSync(
    process.execPath,
    ['--conditions=react-server', '--conditions=production', '--import', 'tsx', 'tests/helpers/seed-template.ts'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: templateEnv(seeded, seededDir),
    },
  )
  project.provide('databaseTemplate', template)
  project.provide('seededTemplate', { database: seeded, dataDir: seededDir })
  return async () => {
    await dropTestDatabase(template)
    await dropTestDatabase(seeded)
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(seededDir, { recursive: true, force: true })
  }
}

const templateEnv = (database: TestDatabase, dataDir: string) => ({
  ...process.env,
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  PAYLOAD_SECRET: TEST_PAYLOAD_SECRET,
  AUTO_SEED: 'false',
  LOG_LEVEL: 'warn',
})
