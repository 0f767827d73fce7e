#!/usr/bin/env node
/**
 * Load benchmark of the exam hot paths (issue 6): N candidates take the seeded full-length GS mock at
 * the same time over HTTP, as the exam screen does it: sign in (spread over `--arrive` seconds, as
 * candidates arrive before a scheduled mock), start together (within `--start-spread` seconds), open
 * the exam screen, save 100 answers in the small batches the screen sends (1–3 changes each, plus a
 * re-sent batch now and then, as after a lost response), and submit. Then it checks the database:
 * every candidate's every answer is there exactly once, with the last option sent.
 *
 *   npm run build && node bench/exam-load.mjs --candidates 200 --window 120
 *   node bench/exam-load.mjs --candidates 1000 --arrive 120 --start-spread 120 --window 420
 *
 * It starts its own production server (scripts/serve.mjs, ADR 016) on a fresh SQLite database in a temporary
 * folder, so it never touches ./data. Figures go to standard output; docs/performance.md records them.
 * Timing is measured, never asserted.
 */
import { createClient } from '@libsql/client'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import {
  adminHeaders,
  createCandidates,
  paperQuestionIds,
  parseArgs,
  percentile,
  signInCandidate,
  sleep,
  startProjectServer,
  startTest,
} from './lib/project.mjs'

const args = parseArgs(process.argv.slice(2))
const CANDIDATES = Number(args.candidates ?? 200)
/** Seconds over which each candidate spreads its answers (a real candidate takes 120 minutes). */
const WINDOW = Number(args.window ?? 120)
/** Candidates sign in over this many seconds before the test (they arrive in the minutes before it). */
const ARRIVE = Number(args.arrive ?? 60)
/** …and press Start within this many seconds of each other, at the test's start time. */
const START_SPREAD = Number(args['start-spread'] ?? 30)
const TEST_SLUG = args.test ?? 'gs-mock-01'
const RETRY_SHARE = 0.05

const server = await startProjectServer()
const { base, dataDir } = server

const samples = { signIn: [], start: [], page: [], save: [], submit: [] }
const errors = []
async function timed(kind, run) {
  const started = performance.now()
  try {
    return await run()
  } finally {
    samples[kind].push(performance.now() - started)
  }
}
// Staff create the candidates' accounts (as the institute would import a batch).
const staff = await adminHeaders(server)
console.info(`Creating ${CANDIDATES} candidate accounts`)
await createCandidates(server, staff, CANDIDATES)
const questionIds = await paperQuestionIds(server, staff, TEST_SLUG)
console.info(`${questionIds.length} questions in ${TEST_SLUG}; ${CANDIDATES} candidates answer them over ${WINDOW} s`)

const letters = ['A', 'B', 'C', 'D']
/** What each candidate last sent per question, to check the database against. */
const lastSent = new Map()

let began = 0
const since = () => (performance.now() - began) / 1000
/** Saves sent once every candidate has started: the steady state of a running exam. */
const steadySaves = []
/** Seconds since the run began of the first start and the last submit: the mock's span as the target counts it. */
const span = { firstStart: Infinity, lastSubmit: 0 }

async function candidate(index) {
  await sleep(Math.random() * ARRIVE * 1000)
  const { headers } = await timed('signIn', () => signInCandidate(server, index))
  await sleep(Math.max(0, (ARRIVE + Math.random() * START_SPREAD - since()) * 1000))
  const { location, attemptId } = await timed('start', () => startTest(server, headers, TEST_SLUG))
  span.firstStart = Math.min(span.firstStart, since())
  const page = await timed('page', () => fetch(new URL(location, base), { headers }))
  await page.arrayBuffer()
  if (!page.ok) errors.push(`exam page ${page.status}`)

  const sent = new Map()
  lastSent.set(attemptId, sent)
  let seq = 0
  let pending = [...questionIds]
  const batches = []
  while (pending.length) {
    const size = 1 + Math.floor(Math.random() * 3)
    batches.push(pending.slice(0, size))
    pending = pending.slice(size)
  }
  const gap = (WINDOW * 1000) / batches.length
  for (const batch of batches) {
    await sleep(gap * (0.5 + Math.random()))
    const changes = batch.map((questionId) => {
      seq += 1
      const option = letters[Math.floor(Math.random() * 4)]
      sent.set(questionId, option)
      return { questionId, option, marked: Math.random() < 0.1, visited: true, timeSpent: 20 + Math.floor(Math.random() * 60), seq }
    })
    const body = JSON.stringify({ changes, currentQuestionId: batch.at(-1) })
    const send = async () => {
      const sentAt = performance.now()
      const response = await timed('save', () =>
        fetch(`${base}/api/attempts/${attemptId}/answers`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body,
        }),
      )
      if (since() > ARRIVE + START_SPREAD + 10) steadySaves.push(performance.now() - sentAt)
      return response
    }
    const response = await send()
    if (!response.ok) errors.push(`save ${response.status} ${await response.text()}`)
    else await response.arrayBuffer()
    // A response lost on the way back: the screen sends the same batch again.
    if (Math.random() < RETRY_SHARE) {
      const again = await send()
      if (!again.ok) errors.push(`re-sent save ${again.status}`)
      else await again.arrayBuffer()
    }
  }
  const submit = await timed('submit', () =>
    fetch(`${base}/api/attempts/${attemptId}/submit`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ changes: [] }),
    }),
  )
  span.lastSubmit = Math.max(span.lastSubmit, since())
  if (!submit.ok) errors.push(`submit ${submit.status} ${await submit.text()}`)
  else await submit.arrayBuffer()
}

began = performance.now()
const outcomes = await Promise.allSettled(Array.from({ length: CANDIDATES }, (_, index) => candidate(index)))
const elapsed = (performance.now() - began) / 1000
for (const outcome of outcomes) if (outcome.status === 'rejected') errors.push(String(outcome.reason))

// The database, read directly: every answer exactly once, with the last option sent.
await server.stop()
const db = createClient({ url: `file:${path.join(dataDir, 'pcs.db')}` })
const rows = (
  await db.execute(
    'SELECT attempt_id, question_id, option, count(*) OVER (PARTITION BY attempt_id, question_id) AS copies FROM attempt_answers',
  )
).rows
const attempts = (await db.execute('SELECT id, status FROM attempts')).rows
let missing = 0
let duplicated = 0
let wrong = 0
const stored = new Map()
for (const row of rows) {
  if (Number(row.copies) > 1) duplicated += 1
  stored.set(`${row.attempt_id}:${row.question_id}`, row.option)
}
for (const [attemptId, sent] of lastSent) {
  for (const [questionId, option] of sent) {
    const value = stored.get(`${attemptId}:${questionId}`)
    if (value === undefined) missing += 1
    else if (value !== option) wrong += 1
  }
}
const submitted = attempts.filter((attempt) => attempt.status === 'submitted').length
db.close()
rmSync(dataDir, { recursive: true, force: true })

const line = (kind) => {
  const values = samples[kind]
  return `${kind.padEnd(7)} ${String(values.length).padStart(7)} requests   p50 ${percentile(values, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(values, 95).toFixed(1).padStart(7)} ms   p99 ${percentile(values, 99).toFixed(1).padStart(7)} ms   max ${Math.max(
    0,
    ...values,
  )
    .toFixed(1)
    .padStart(7)} ms`
}
const requests = Object.values(samples).reduce((sum, values) => sum + values.length, 0)
console.info('')
console.info(
  `Candidates ${CANDIDATES}, window ${WINDOW} s, finished in ${elapsed.toFixed(1)} s, ${requests} requests (${(requests / elapsed).toFixed(1)}/s)`,
)
console.info(`From the first start to the last submit: ${(span.lastSubmit - span.firstStart).toFixed(1)} s`)
for (const kind of Object.keys(samples)) console.info(line(kind))
console.info(
  `Saves: ${(samples.save.length / elapsed).toFixed(1)}/s on average; once everyone had started (${steadySaves.length} saves): p50 ${percentile(steadySaves, 50).toFixed(1)} ms, p95 ${percentile(steadySaves, 95).toFixed(1)} ms, p99 ${percentile(steadySaves, 99).toFixed(1)} ms`,
)
console.info(`Errors: ${errors.length}${errors.length ? ` (first: ${errors.slice(0, 3).join(' | ')})` : ''}`)
console.info(
  `Database: ${rows.length} answer rows for ${lastSent.size} attempts; missing ${missing}, duplicated ${duplicated}, not the last option sent ${wrong}; submitted ${submitted} of ${attempts.length}`,
)
process.exit(errors.length || missing || duplicated || wrong ? 1 : 0)
