/**
 * The re-score and re-rank after staff accept an answer-key objection (issue 18, item 3; ADR 046),
 * side by side with a reference doing the same work bare, in one run on the same database file.
 * A measurement, never a test: nothing fails on time. docs/performance.md records the figures.
 *
 *   npm run bench:rescore
 *   npm run bench:rescore -- --candidates 2000
 *
 * 1. A throwaway SQLite database gets a 100-question All-Punjab mock (+2, −0.5) sat inside its window
 *    by `--candidates` candidates through the engine's own use-cases, and one objection.
 * 2. Project: an editor accepts it (the key of question 1 changes), then the job queue runs the
 *    re-scoring job, then the window's rank list is read again. Each step is timed.
 * 3. Reference: the same re-scoring with @libsql/client on the same file and no framework: the key
 *    read once, every attempt's answers in one statement, the project's pure `scoreAttempt`, and
 *    one transaction of updates. Then the project's result is checked against the reference's.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { parseArgs } from './lib/project.mjs'

const args = parseArgs(process.argv.slice(2)) as Record<string, string | undefined>

const dataDir = mkdtempSync(path.join(tmpdir(), 'pcs-bench-rescore-'))
const file = path.join(dataDir, 'pcs.db')
Object.assign(process.env, {
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${file}`,
  PAYLOAD_SECRET: 'bench-rescore-secret-0123456789abcdef',
  LOG_LEVEL: 'warn',
  AUTO_SEED: 'false',
  BENCH_CANDIDATES: String(Number(args.candidates ?? 1000)),
})
// The config is read when the runner loads, so it is imported only now that the environment is set.
await import('./lib/rescore-run')
