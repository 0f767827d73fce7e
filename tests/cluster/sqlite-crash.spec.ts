import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { freePort } from '../../deploy/free-port.mjs'
import { startServer, waitForExit } from '../helpers/server-process'
import { ADMIN, answerLikeTheOutbox, browserHeaders, logIn, sleep, staffHeaders, startTest, waitUntilHealthy } from './cluster'

/**
 * The single node on SQLite, killed with SIGKILL while candidates are saving (issue 17, item 6): on
 * restart the database passes `PRAGMA integrity_check` and holds every answer the server acknowledged.
 */
test('kill -9 of the single SQLite node mid-write: it restarts with an intact database and every acknowledged answer', async () => {
  test.setTimeout(300_000)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pcs-crash-'))
  const port = await freePort()
  const env = { DATA_DIR: dataDir, PORT: String(port), SERVER_URL: `http://localhost:${port}`, LOG_LEVEL: 'warn' }
  const base = env.SERVER_URL
  let server = await startServer(env)
  await waitUntilHealthy(base, 180_000)

  const admin = staffHeaders(base, await logIn(base, base, ADMIN))
  const candidates = Array.from({ length: 8 }, (_, index) => ({ email: `crash-${index}@cluster.test`, password: 'Crash#Candidate2026' }))
  for (const [index, candidate] of candidates.entries()) {
    const created = await fetch(`${base}/api/users`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ ...candidate, name: `Crash ${index}`, role: 'candidate' }),
    })
    expect(created.status, await created.text()).toBe(201)
  }
  const { docs } = (await (await fetch(`${base}/api/tests?where[slug][equals]=gs-mock-01&depth=0`, { headers: admin })).json()) as {
    docs: { sections: { questions: number[] }[] }[]
  }
  const questionIds = docs[0]!.sections.flatMap((section) => section.questions.map(String))

  let retried = 0
  // Every candidate is signed in with a test started before the kill: only the saves are sent again
  // (as the exam's outbox does), so a sign-in caught by the kill would fail the run for nothing.
  const sessions = await Promise.all(
    candidates.map(async (candidate) => {
      const headers = browserHeaders(base, await logIn(base, base, candidate))
      return { headers, attemptId: await startTest(base, headers, 'gs-mock-01') }
    }),
  )
  let results: { attemptId: string; sent: Map<string, string> }[]
  try {
    const runs = sessions.map(async ({ headers, attemptId }) => ({
      attemptId,
      sent: await answerLikeTheOutbox(base, headers, attemptId, questionIds, { batches: 40, pauseMs: 30, onRetry: () => (retried += 1) }),
    }))
    await sleep(1_000)
    process.kill(-server.child.pid!, 'SIGKILL')
    await waitForExit(server.child, 10_000)
    // The process manager starts it again on the same folder.
    server = await startServer(env)
    results = await Promise.all(runs)
  } finally {
    // Stopped whatever happened: a node left running would hold its port and a core after the run.
    await server.stop()
  }
  expect(retried).toBeGreaterThan(0)

  const db = createClient({ url: `file:${path.join(dataDir, 'pcs.db')}` })
  try {
    expect((await db.execute('PRAGMA integrity_check')).rows[0]?.[0]).toBe('ok')
    for (const { attemptId, sent } of results) {
      const rows = (await db.execute({ sql: 'SELECT question_id, option FROM attempt_answers WHERE attempt_id = ?', args: [attemptId] }))
        .rows
      const stored = new Map(rows.map((row) => [String(row.question_id), row.option]))
      expect(rows.length).toBe(stored.size)
      for (const [questionId, option] of sent) expect(stored.get(questionId), `attempt ${attemptId} question ${questionId}`).toBe(option)
    }
  } finally {
    db.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
  console.info(`[sqlite] killed mid-write: ${results.length} candidates, ${retried} batch(es) sent again, integrity ok, none lost`)
})
