#!/usr/bin/env node
/**
 * `npm test`: every check, in order, then one summary line `N passed, N failed`.
 * lint, typecheck, migration drift, unit tests, production build, integration tests (SQLite, and
 * PostgreSQL too when TEST_DATABASE_URL is set; the REST access matrix among them runs against the
 * production build), end-to-end tests in Chromium.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

rmSync('test-results', { recursive: true, force: true })
mkdirSync('test-results', { recursive: true })

let passed = 0
let failed = 0
const failures = []

function step(name, command, args, { env = {}, report } = {}) {
  console.info(`\n▶ ${name}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } })
  const ok = result.status === 0
  const counts = report && existsSync(report) ? readCounts(report) : null
  if (counts) {
    passed += counts.passed
    failed += counts.failed
    if (!ok && counts.failed === 0) failed += 1 // the runner failed outside any test
  } else {
    if (ok) passed += 1
    else failed += 1
  }
  if (!ok) failures.push(name)
  console.info(`${ok ? '✔' : '✘'} ${name} (${Math.round((Date.now() - started) / 1000)} s)`)
  return ok
}

function readCounts(file) {
  const json = JSON.parse(readFileSync(file, 'utf8'))
  if (json.stats) return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected } // Playwright
  return { passed: json.numPassedTests, failed: json.numFailedTests } // Vitest
}

const vitest = (project, report) => ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]

step('lint', 'npx', ['eslint', '.'])
step('typecheck', 'npx', ['tsc', '--noEmit'])
step('migrations match the collections (SQLite)', 'node', ['scripts/check-migrations.mjs', 'sqlite'])
if (process.env.TEST_DATABASE_URL) step('migrations match the collections (PostgreSQL)', 'node', ['scripts/check-migrations.mjs', 'postgres'])
step('unit tests', 'npx', vitest('unit', 'test-results/unit.json'), { report: 'test-results/unit.json' })
// Built before the integration tests: the REST access matrix among them starts the production server.
const built = step('production build', 'npx', ['next', 'build'], { env: { NODE_ENV: 'production' } })
step('integration tests on SQLite', 'npx', vitest('int', 'test-results/int-sqlite.json'), {
  env: { TEST_DATABASE_URL: '' },
  report: 'test-results/int-sqlite.json',
})
if (process.env.TEST_DATABASE_URL) {
  step('integration tests on PostgreSQL', 'npx', vitest('int', 'test-results/int-postgres.json'), { report: 'test-results/int-postgres.json' })
}
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!built) {
  failed += 1
  failures.push('end-to-end tests (no build)')
} else if (!existsSync(chromium)) {
  console.error(`\nNo Chromium at ${chromium}: install it with 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH).`)
  failed += 1
  failures.push('end-to-end tests (no Chromium)')
} else {
  step('end-to-end tests in Chromium', 'npx', ['playwright', 'test'], { report: 'test-results/e2e.json' })
}

if (failures.length) console.info(`\nFailed: ${failures.join(', ')}`)
console.info(`\n${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
