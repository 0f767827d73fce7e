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
  }
}

/**
 * Once per run of the integration tests: a database with every committed migration applied (SQLite,
 * or PostgreSQL when TEST_DATABASE_URL is set). Each test file starts from a copy of it, a file copy
 * or PostgreSQL's CREATE DATABASE … TEMPLATE, instead of applying the migrations again: on two cores
 * that was a few seconds of each of the 44 files, in both dialects.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pcs-int-template-'))
  const template = await createTestDatabase(process.env.TEST_DATABASE_URL, dataDir)
  // Payload's own command, in a process of its own: importing the config into Vitest's main process
  // can leave the import unsettled, and the run then ends at once, quietly.
  execFileSync(process.execPath, ['scripts/payload.mjs', 'migrate'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: template.url,
      DATA_DIR: dataDir,
      PAYLOAD_SECRET: TEST_PAYLOAD_SECRET,
      AUTO_SEED: 'false',
      LOG_LEVEL: 'warn',
    },
  })
  project.provide('databaseTemplate', template)
  return async () => {
    await dropTestDatabase(template)
    rmSync(dataDir, { recursive: true, force: true })
  }
}
