#!/usr/bin/env node
/**
 * `npm run migrate:create -- <name>`: writes the migration for a schema change for both dialects, so
 * SQLite and PostgreSQL installations stay in step. PostgreSQL uses TEST_DATABASE_URL or the local server.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <name_in_snake_case>')
  process.exit(1)
}
const urls = {
  sqlite: `file:${path.join(mkdtempSync(path.join(tmpdir(), 'pcs-migration-')), 'new.db')}`,
  postgres: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
}
for (const [dialect, url] of Object.entries(urls)) {
  console.info(`Creating the ${dialect} migration`)
  const result = spawnSync(process.execPath, ['scripts/payload.mjs', 'migrate:create', name, '--skip-empty'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
