#!/usr/bin/env node
/**
 * The reference for the autosave (issue 17): the least a server can do for the same request, with the
 * same driver on the same database. Plain Node `http`, no framework: it checks that the request is
 * from the site's own page, verifies the session cookie's JWT with the site's secret (as Payload signs
 * it), reads the session row, then takes the attempt while it is the
 * candidate's, in progress and before its deadline (returning its paper), keeps only the paper's
 * questions, and upserts the changes where they are newer: the statements the project runs
 * (src/domain/test-engine/attempt-store.server.ts), under an in-process write lock as the project's.
 * It answers as the project does. Each statement text is prepared once on libsql's own `Database`, as
 * the project's hot path does since ADR 063.
 *
 *   PAYLOAD_SECRET=... DATABASE_FILE=/tmp/pcs-bench-x/pcs.db PORT=4100 node bench/reference/autosave-server.mjs
 *
 * Used by bench/ratios.mjs; it is a measuring stick, never part of the site.
 */
import Database from 'libsql'
import { createHash } from 'node:crypto'
import http from 'node:http'
import { jwtVerify } from 'jose'

const { PAYLOAD_SECRET, DATABASE_FILE, PORT = '4100', ORIGIN } = process.env
if (!PAYLOAD_SECRET || !DATABASE_FILE) throw new Error('PAYLOAD_SECRET and DATABASE_FILE are required')
// Payload signs with the first 32 hex digits of the secret's SHA-256.
const key = new TextEncoder().encode(createHash('sha256').update(PAYLOAD_SECRET).digest('hex').slice(0, 32))
const BODY_LIMIT = 64 * 1024

const database = new Database(DATABASE_FILE)
database.exec('PRAGMA journal_mode = WAL')
database.exec('PRAGMA busy_timeout = 5000')
database.exec('PRAGMA synchronous = NORMAL')
const prepared = new Map()
/** Runs a statement prepared once per text; its rows as objects keyed by column. */
const execute = ({ sql, args }) => {
  let statement = prepared.get(sql)
  if (!statement) prepared.set(sql, (statement = database.prepare(sql)))
  return { rows: statement.all(args) }
}

/**
 * libsql runs each statement synchronously: a second write transaction opened while one is between
 * statements would block the only thread until its busy timeout. So writes queue here, as the project's
 * do behind its write lock (src/db/sqlite.ts).
 */
let writes = Promise.resolve()
const underWriteLock = (work) => {
  const turn = writes.then(work)
  writes = turn.catch(() => undefined)
  return turn
}

const json = (response, status, body) => {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'private, no-store',
    'Content-Length': Buffer.byteLength(text),
  })
  response.end(text)
}

const tokenOf = (cookie = '') => /(?:^|;\s*)payload-token=([^;]+)/.exec(cookie)?.[1]

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = []
    let size = 0
    request.on('data', (chunk) => {
      size += chunk.length
      if (size > BODY_LIMIT) reject(new Error('too large'))
      else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

const LETTERS = new Set(['A', 'B', 'C', 'D'])
const validChange = (change) =>
  change &&
  typeof change.questionId === 'string' &&
  (change.option === null || LETTERS.has(change.option)) &&
  typeof change.marked === 'boolean' &&
  typeof change.visited === 'boolean' &&
  Number.isInteger(change.timeSpent) &&
  Number.isInteger(change.seq)

async function save(request, response, attemptId) {
  if (request.headers['sec-fetch-site'] !== 'same-origin' || (ORIGIN && request.headers.origin !== ORIGIN)) {
    return json(response, 403, { message: 'Not from this site.' })
  }
  const token = tokenOf(request.headers.cookie)
  const claims = token
    ? await jwtVerify(token, key).then(
        ({ payload }) => payload,
        () => null,
      )
    : null
  if (!claims || claims.collection !== 'users' || typeof claims.sid !== 'string') return json(response, 401, { message: 'Sign in again.' })
  const now = new Date().toISOString()
  const session = execute({
    sql: 'SELECT expires_at FROM users_sessions WHERE id = ? AND _parent_id = ? AND expires_at > ?',
    args: [claims.sid, Number(claims.id), now],
  })
  if (!session.rows[0]) return json(response, 401, { message: 'Sign in again.' })

  let body
  try {
    body = JSON.parse(await readBody(request))
  } catch {
    return json(response, 400, { message: 'The answers could not be read.' })
  }
  if (!body || !Array.isArray(body.changes) || body.changes.length > 200 || !body.changes.every(validChange)) {
    return json(response, 400, { message: 'The answers could not be read.' })
  }

  return underWriteLock(() => write(response, attemptId, Number(claims.id), body, now))
}

/** The two statements of the project's happy path, under the write lock like the project's (no transaction). */
async function write(response, attemptId, candidateId, body, now) {
  const claimed = execute({
    sql: `UPDATE attempts SET last_saved_at = ?, current_question = coalesce(?, current_question)
          WHERE id = ? AND candidate_id = ? AND status = 'in-progress' AND deadline >= ? RETURNING paper, deadline`,
    args: [now, body.currentQuestionId ?? null, Number(attemptId), candidateId, now],
  })
  const row = claimed.rows[0]
  if (!row) return json(response, 409, { code: 'time-up' })
  const paper = JSON.parse(String(row.paper))
  const onPaper = new Set(paper.sections.flatMap((section) => section.questions.map((question) => String(question.id))))
  const changes = body.changes.filter((change) => onPaper.has(change.questionId))
  let saved = 0
  if (changes.length) {
    const values = changes.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')
    const written = execute({
      sql: `INSERT INTO attempt_answers (attempt_id, candidate_id, question_id, option, marked, visited, time_spent, seq, first_answered_seq, updated_at, created_at)
            VALUES ${values}
            ON CONFLICT (attempt_id, question_id) DO UPDATE SET option = excluded.option, marked = excluded.marked,
              visited = excluded.visited, time_spent = excluded.time_spent, seq = excluded.seq, updated_at = excluded.updated_at,
              first_answered_seq = coalesce(attempt_answers.first_answered_seq, excluded.first_answered_seq)
            WHERE excluded.seq > attempt_answers.seq
            RETURNING id`,
      args: changes.flatMap((change) => [
        Number(attemptId),
        candidateId,
        Number(change.questionId),
        change.option,
        change.marked ? 1 : 0,
        change.visited ? 1 : 0,
        change.timeSpent,
        change.seq,
        change.option ? change.seq : null,
        now,
        now,
      ]),
    })
    saved = written.rows.length
  }
  return json(response, 200, { saved, serverNow: now, deadline: new Date(String(row.deadline)).toISOString() })
}

const route = /^\/api\/attempts\/(\d+)\/answers$/
http
  .createServer((request, response) => {
    const match = route.exec(request.url ?? '')
    if (request.method === 'GET' && request.url === '/health') return json(response, 200, { ok: true })
    if (request.method !== 'POST' || !match) return json(response, 404, { message: 'Not found.' })
    save(request, response, match[1]).catch((error) => {
      console.error(error)
      if (!response.headersSent) json(response, 500, { message: 'Not saved.' })
    })
  })
  .listen(Number(PORT), '127.0.0.1', () => console.info(`Reference autosave on http://127.0.0.1:${PORT}`))

// Stopped by the benchmark: exits normally, so that a CPU profile asked for with `--cpu-prof` is written.
process.on('SIGTERM', () => process.exit(0))
