/**
 * The question bank's bulk import (issue 18, item 5; ADR 047): a sheet of `--rows` bilingual
 * questions with figures from a ZIP, checked and imported as the admin's form does it, side by side
 * with a reference doing the same writes bare, in one run on the same machine. A measurement, never a
 * test: nothing fails on time. docs/performance.md records the figures.
 *
 *   npm run bench:import
 *   npm run bench:import -- --rows 10000
 *
 * 1. A throwaway SQLite database gets the demo's kind of topics and an editor. The sheet is made as
 *    staff would send it: a CSV and the same rows as an Excel workbook, 1 row in 100 naming a figure.
 * 2. Project: `check` then `import` through the use-case behind POST /api/question-import, for the
 *    CSV, then for the workbook (other questions, so that none is refused as already in the bank).
 * 3. Reference: the same questions, both languages and a version each, written to the same tables
 *    with @libsql/client in one transaction of multi-row INSERTs: no framework, no checks, no files.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { parseArgs } from './lib/project.mjs'

const args = parseArgs(process.argv.slice(2)) as Record<string, string | undefined>

const dataDir = mkdtempSync(path.join(tmpdir(), 'pcs-bench-import-'))
Object.assign(process.env, {
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, 'pcs.db')}`,
  PAYLOAD_SECRET: 'bench-import-secret-0123456789abcdef',
  LOG_LEVEL: 'warn',
  AUTO_SEED: 'false',
  BENCH_ROWS: String(Number(args.rows ?? 5000)),
})
// The config is read when the runner loads, so it is imported only now that the environment is set.
await import('./lib/question-import-run')
