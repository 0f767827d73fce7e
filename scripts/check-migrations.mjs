#!/usr/bin/env node
/**
 * Fails when the collections have changed without a committed migration: asks Payload to create a
 * migration for the given dialect and checks that it finds nothing to write.
 *   node scripts/check-migrations.mjs sqlite|postgres
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const dialect = process.argv[2]
const dir = `src/migrations/${dialect}`
/** SQLite's throwaway database lives in a folder of its own, removed when the check ends. */
const driftDir = dialect === 'postgres' ? undefined : mkdtempSync(path.join(tmpdir(), 'pcs-drift-'))
process.on('exit', () => driftDir && rmSync(driftDir, { recursive: true, force: true }))
const databaseUrl = driftDir
  ? `file:${path.join(driftDir, 'drift.db')}`
  : (process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')

const before = new Set(readdirSync(dir))
const result = spawnSync(process.execPath, ['scripts/payload.mjs', 'migrate:create', 'schema_drift_check', '--skip-empty'], {
  encoding: 'utf8',
  env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', AUTO_SEED: 'false' },
})
const added = readdirSync(dir).filter((file) => !before.has(file))
for (const file of added) rmSync(path.join(dir, file))
if (added.length > 0) {
  // The index was rewritten to include the new file; put the committed one back.
  spawnSync('git', ['checkout', '--', path.join(dir, 'index.ts')])
  console.error(`The ${dialect} schema differs from the committed migrations. Run: npm run migrate:create -- <name>`)
  process.exit(1)
}
if (result.status !== 0) {
  console.error(result.stdout, result.stderr)
  process.exit(result.status ?? 1)
}
console.info(`The ${dialect} migrations match the collections.`)
