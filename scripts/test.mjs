#!/usr/bin/env node
/**
 * `npm test`: every check (lint, types and format side by side, the rest in order), then one summary line
 * `N passed, N failed`.
 * lint, format, typecheck, migration drift, unit tests, production build, integration tests (SQLite, and
 * PostgreSQL too when TEST_DATABASE_URL is set; the REST access matrix among them runs against the
 * production build), end-to-end tests in Chromium, and the cluster tests (nginx, two app nodes on
 * PostgreSQL and Redis: the exam journey and the faults; ADR 028).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { testBrowserPath as chromium } from '../tests/helpers/chromium.mjs'

rmSync('test-results', { recursive: true, force: true })
mkdirSync('test-results', { recursive: true })

let passed = 0
let failed = 0
const failures = []
/**
 * Each failed test, and each that passed only on its retry, by name with its first error line, repeated
 * at the end: CI shows only the tail of the output, and a flaky test must be seen to be mended.
 */
const testsToMend = []

function step(name, command, args, { env = {}, report } = {}) {
  console.info(`\n▶ ${name}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } })
  const ok = result.status === 0
  const counts = report && existsSync(report) ? readCounts(report) : null
  if (report && existsSync(report)) testsToMend.push(...readFailedTests(report).map((line) => `${name}: ${line}`))
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

/** Runs checks that count as one test each at the same time, as `step` would one after another. */
async function together(checks) {
  const started = Date.now()
  await Promise.all(
    checks.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
          const output = []
          child.stdout.on('data', (chunk) => output.push(chunk))
          child.stderr.on('data', (chunk) => output.push(chunk))
          child.on('close', (code) => {
            const ok = code === 0
            console.info(`\n▶ ${name}`)
            process.stdout.write(Buffer.concat(output))
            if (ok) passed += 1
            else {
              failed += 1
              failures.push(name)
            }
            console.info(`${ok ? '✔' : '✘'} ${name} (${Math.round((Date.now() - started) / 1000)} s)`)
            resolve()
          })
        }),
    ),
  )
}

function readCounts(file) {
  const json = JSON.parse(readFileSync(file, 'utf8'))
  if (json.stats) return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected } // Playwright
  return { passed: json.numPassedTests, failed: json.numFailedTests } // Vitest
}

const firstLine = (text = '') =>
  text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')[0]
    ?.slice(0, 300) ?? ''

function readFailedTests(file) {
  const json = JSON.parse(readFileSync(file, 'utf8'))
  const lines = []
  if (json.suites) {
    // Playwright: suites nest; a spec's test failed when its last result did.
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected' && test.status !== 'flaky') continue
          const result = test.results?.at(-1)
          lines.push(
            `${test.status === 'flaky' ? '(flaky, passed on retry) ' : ''}[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title} — ${firstLine(result?.error?.message)}`,
          )
        }
      }
      for (const child of suite.suites ?? []) walk(child)
    }
    for (const suite of json.suites) walk(suite)
    return lines
  }
  // Vitest: a failed test, or a file that failed outside any test (an import or a hook).
  for (const result of json.testResults ?? []) {
    const file = path.relative(process.cwd(), result.name)
    const failedHere = (result.assertionResults ?? []).filter((test) => test.status === 'failed')
    for (const test of failedHere) lines.push(`${file} › ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`)
    // A test that passed keeps the errors of the tries before: it passed on a retry.
    const flakyHere = (result.assertionResults ?? []).filter((test) => test.status === 'passed' && test.failureMessages?.length)
    for (const test of flakyHere) lines.push(`(flaky, passed on retry) ${file} › ${test.fullName} — ${firstLine(test.failureMessages[0])}`)
    if (result.status === 'failed' && failedHere.length === 0) lines.push(`${file} — ${firstLine(result.message)}`)
  }
  return lines
}

const vitest = (project, report) => [
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]

// Single-threaded checks, side by side on the two cores; each one's output is printed when it ends.
await together([
  ['lint', 'npx', ['eslint', '.']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['format', 'npx', ['prettier', '--check', '.']],
])
step('migrations match the collections (SQLite)', 'node', ['scripts/check-migrations.mjs', 'sqlite'])
if (process.env.TEST_DATABASE_URL)
  step('migrations match the collections (PostgreSQL)', 'node', ['scripts/check-migrations.mjs', 'postgres'])
step('unit tests', 'npx', vitest('unit', 'test-results/unit.json'), { report: 'test-results/unit.json' })
// Built before the integration tests: the REST access matrix among them starts the production server.
const built = step('production build', 'npx', ['next', 'build'], { env: { NODE_ENV: 'production' } })
step('integration tests on SQLite', 'npx', vitest('int', 'test-results/int-sqlite.json'), {
  env: { TEST_DATABASE_URL: '' },
  report: 'test-results/int-sqlite.json',
})
if (process.env.TEST_DATABASE_URL) {
  step('integration tests on PostgreSQL', 'npx', vitest('int', 'test-results/int-postgres.json'), {
    report: 'test-results/int-postgres.json',
  })
}
if (!built) {
  failed += 1
  failures.push('end-to-end tests (no build)')
} else if (!existsSync(chromium)) {
  console.error(
    `\nNo Chromium at ${chromium}: install it with 'sudo apt-get install -y chromium chromium-headless-shell' (or set CHROMIUM_PATH).`,
  )
  failed += 1
  failures.push('end-to-end tests (no Chromium)')
} else {
  step('end-to-end tests in Chromium', 'npx', ['playwright', 'test'], { report: 'test-results/e2e.json' })
  if (!existsSync('/usr/sbin/nginx')) {
    console.error(`\nNo nginx at /usr/sbin/nginx: install it with 'sudo apt-get install -y nginx-light' for the cluster tests.`)
    failed += 1
    failures.push('cluster tests (no nginx)')
  } else {
    step('cluster tests: nginx, two nodes, PostgreSQL, Redis', 'npx', ['playwright', 'test', '--config', 'playwright.cluster.config.ts'], {
      report: 'test-results/cluster.json',
    })
  }
}

if (testsToMend.length) console.info(`\nFailed or flaky tests:\n${testsToMend.map((line) => `- ${line}`).join('\n')}`)
if (failures.length) console.info(`\nFailed: ${failures.join(', ')}`)
console.info(`\n${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
