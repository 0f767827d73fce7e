import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import {
  ADMIN,
  answerLikeTheOutbox,
  browserHeaders,
  clusterState,
  createCandidates,
  injectFault,
  logIn,
  paperQuestionIds,
  query,
  sleep,
  staffHeaders,
  startTest,
  storedAnswers,
  waitUntilHealthy,
} from './cluster'

/**
 * Two app nodes on PostgreSQL and Redis behind nginx (`npm run cluster`, ADR 028): what must be shared
 * across nodes is, and the faults a test day can bring lose nothing (issue 17, items 5 and 6). The
 * faults change the cluster for every test, so these run one after another.
 */
test.describe.configure({ mode: 'serial' })
test.setTimeout(180_000)

const TEST_SLUG = 'gs-mock-01'

test('a session made through nginx is honoured by every node, and a sign-in elsewhere ends it on every node', async () => {
  const state = await clusterState()
  const [candidate] = await createCandidates(state, 'session', 1)
  const first = await logIn(state.serverUrl, state.serverUrl, candidate!)
  for (const node of state.nodes) {
    const session = await fetch(`${node.url}/api/session`, { headers: browserHeaders(state.serverUrl, first) })
    expect(session.status, node.url).toBe(200)
  }
  // The same account signs in on another device, through node 1.
  await logIn(state.nodes[1]!.url, state.serverUrl, candidate!)
  for (const node of state.nodes) {
    const session = await fetch(`${node.url}/api/session`, { headers: browserHeaders(state.serverUrl, first) })
    expect(session.status, node.url).toBe(401)
    expect(await session.text()).toContain('signed-in-elsewhere')
  }
})

test('staff publishing through node 0 shows on the page node 1 has cached within a second, and through nginx within two', async () => {
  const state = await clusterState()
  const [zero, one] = state.nodes
  const admin = staffHeaders(state.serverUrl, await logIn(zero!.url, state.serverUrl, ADMIN))
  const { docs } = (await (await fetch(`${zero!.url}/api/faqs?limit=1&sort=order&depth=0`, { headers: admin })).json()) as {
    docs: { id: number; question: string }[]
  }
  const faq = docs[0]!
  // Node 1 serves the FAQ page from the shared cache.
  await fetch(`${one!.url}/faqs`)
  const cached = await fetch(`${one!.url}/faqs`)
  expect(cached.headers.get('x-nextjs-cache')).toBe('HIT')

  const question = `Can I change my optional subject after registering? (${Date.now()})`
  const saved = await fetch(`${zero!.url}/api/faqs/${faq.id}`, { method: 'PATCH', headers: admin, body: JSON.stringify({ question }) })
  expect(saved.status, await saved.text()).toBe(200)
  const publishedAt = Date.now()
  const seenAfter = async (url: string, limitMs: number) => {
    while (Date.now() - publishedAt < limitMs) {
      if ((await (await fetch(url)).text()).includes(question)) return Date.now() - publishedAt
      await sleep(50)
    }
    return Infinity
  }
  expect(await seenAfter(`${one!.url}/faqs`, 1_000)).toBeLessThan(1_000)
  expect(await seenAfter(`${state.serverUrl}/faqs`, 2_000)).toBeLessThan(2_000)
})

test('nginx serves visitors a page from its one-second cache, but a signed-in reader always from a node', async () => {
  const state = await clusterState()
  await fetch(`${state.serverUrl}/resources`)
  const visitor = await fetch(`${state.serverUrl}/resources`)
  expect(visitor.status).toBe(200)
  expect(visitor.headers.get('x-cache-status')).toMatch(/HIT|UPDATING|STALE/)
  // Each response still carries a nonce in its policy and on its scripts.
  const policy = visitor.headers.get('content-security-policy') ?? ''
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
  expect(nonce).toBeTruthy()
  expect(await visitor.text()).toContain(`nonce="${nonce}"`)

  const [candidate] = await createCandidates(state, 'reader', 1)
  const token = await logIn(state.serverUrl, state.serverUrl, candidate!)
  const reader = await fetch(`${state.serverUrl}/resources`, { headers: { Cookie: `payload-token=${token}` } })
  expect(reader.status).toBe(200)
  expect(reader.headers.get('x-cache-status')).toBe('BYPASS')
  const answer = await fetch(`${state.serverUrl}/api/users/me`, { headers: browserHeaders(state.serverUrl, token) })
  expect(answer.headers.get('x-cache-status')).toBeNull()
  expect((await answer.json()).user.email).toBe(candidate!.email)

  // Next.js's build files: kept by nginx and by browsers for a year.
  const statics = /\/_next\/static\/[^"]+\.js/.exec(await (await fetch(`${state.serverUrl}/`)).text())?.[0]
  expect(statics).toBeTruthy()
  await fetch(`${state.serverUrl}${statics}`)
  const file = await fetch(`${state.serverUrl}${statics}`)
  expect(file.headers.get('x-cache-status')).toBe('HIT')
  expect(file.headers.get('cache-control')).toContain('immutable')
})

test('a file staff upload through node 0 is served by node 1 (one shared DATA_DIR)', async () => {
  const state = await clusterState()
  const [zero, one] = state.nodes
  const admin = await logIn(zero!.url, state.serverUrl, ADMIN)
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `cluster-${Date.now()}.png`)
  form.append('_payload', JSON.stringify({ alt: 'Blue bar used by the cluster test' }))
  const uploaded = await fetch(`${zero!.url}/api/media`, {
    method: 'POST',
    headers: { Authorization: `JWT ${admin}`, Origin: state.serverUrl },
    body: form,
  })
  expect(uploaded.status, await uploaded.clone().text()).toBe(201)
  const { doc } = (await uploaded.json()) as { doc: { url: string } }
  const served = await fetch(`${one!.url}${new URL(doc.url, state.serverUrl).pathname}`, { headers: { Authorization: `JWT ${admin}` } })
  expect(served.status).toBe(200)
  expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
})

test('an attempt whose time ran out is closed and scored once when both nodes close it at the same moment', async () => {
  const state = await clusterState()
  const [candidate] = await createCandidates(state, 'sweep', 1)
  const token = await logIn(state.serverUrl, state.serverUrl, candidate!)
  const headers = browserHeaders(state.serverUrl, token)
  const attemptId = await startTest(state.serverUrl, headers, TEST_SLUG)
  const questionIds = await paperQuestionIds(state, TEST_SLUG)
  await answerLikeTheOutbox(state.serverUrl, headers, attemptId, questionIds, { batches: 3, pauseMs: 0 })
  // The candidate's time ran out an hour ago and they never came back.
  await query(state.databaseUrl, `UPDATE attempts SET deadline = now() - interval '1 hour' WHERE id = $1`, [attemptId])
  // Both nodes close it at once, four times each (the minute sweep and a candidate's reads end in the
  // same conditional close, src/domain/test-engine/attempt-store.server.ts).
  const submits = await Promise.all(
    state.nodes.flatMap((node) =>
      Array.from({ length: 4 }, () =>
        fetch(`${node.url}/api/attempts/${attemptId}/submit`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: '{"changes":[]}',
        }),
      ),
    ),
  )
  expect(submits.every((response) => response.status < 500)).toBe(true)
  const [attempt] = await query<{ status: string; result: unknown }>(
    state.databaseUrl,
    'SELECT status, result FROM attempts WHERE id = $1',
    [attemptId],
  )
  expect(attempt!.status).toMatch(/submitted/)
  expect(attempt!.result).toBeTruthy()
  expect((await storedAnswers(state.databaseUrl, attemptId)).duplicated).toBe(0)
})

/**
 * `count` candidates start the GS mock through nginx, then save answers like the exam screen's outbox
 * while `fault` strikes; afterwards every acknowledged answer must be in the database, once.
 */
async function answersSurvive(prefix: string, count: number, batches: number, fault: () => Promise<void>) {
  const state = await clusterState()
  const candidates = await createCandidates(state, prefix, count)
  const questionIds = await paperQuestionIds(state, TEST_SLUG)
  const started = await Promise.all(
    candidates.map(async (candidate) => {
      const headers = browserHeaders(state.serverUrl, await logIn(state.serverUrl, state.serverUrl, candidate))
      return { headers, attemptId: await startTest(state.serverUrl, headers, TEST_SLUG) }
    }),
  )
  let retried = 0
  const runs = started.map(async ({ headers, attemptId }) => {
    const sent = await answerLikeTheOutbox(state.serverUrl, headers, attemptId, questionIds, {
      batches,
      pauseMs: 50,
      onRetry: () => (retried += 1),
    })
    return { attemptId, sent }
  })
  await sleep(1_500)
  await fault()
  const results = await Promise.all(runs)
  for (const { attemptId, sent } of results) {
    const stored = await storedAnswers(state.databaseUrl, attemptId)
    expect(stored.duplicated).toBe(0)
    for (const [questionId, option] of sent)
      expect(stored.options.get(questionId), `attempt ${attemptId} question ${questionId}`).toBe(option)
  }
  for (const node of state.nodes) await waitUntilHealthy(node.url)
  return { candidates: results.length, retried }
}

test('kill -9 of one node mid-test under load: nginx moves on and every acknowledged answer is in the database', async () => {
  const before = (await clusterState()).nodes[0]!.restarts
  const outcome = await answersSurvive('kill', 12, 40, () => injectFault('nodes/0/kill'))
  console.info(`[cluster] node 0 killed under load: ${outcome.candidates} candidates, ${outcome.retried} batch(es) sent again, none lost`)
  expect((await clusterState()).nodes[0]!.restarts).toBe(before + 1)
})

test('PostgreSQL restarted mid-test: saves wait and land when it is back, once each', async () => {
  const outcome = await answersSurvive('restart', 6, 30, () => injectFault('postgres/restart'))
  console.info(
    `[cluster] PostgreSQL restarted under load: ${outcome.candidates} candidates, ${outcome.retried} batch(es) sent again, none lost or doubled`,
  )
  expect(outcome.retried).toBeGreaterThan(0)
})

test('Redis down: pages, sign-in and saves keep working on every node, and a publish made meanwhile reaches the other node once it is back', async () => {
  const state = await clusterState()
  const [zero, one] = state.nodes
  const [candidate] = await createCandidates(state, 'redis', 1)
  await injectFault('redis/stop')
  try {
    for (const node of state.nodes) {
      const page = await fetch(`${node.url}/resources`)
      expect(page.status, node.url).toBe(200)
    }
    const token = await logIn(state.serverUrl, state.serverUrl, candidate!)
    const headers = browserHeaders(state.serverUrl, token)
    const attemptId = await startTest(one!.url, headers, TEST_SLUG)
    const questionIds = await paperQuestionIds(state, TEST_SLUG)
    const sent = await answerLikeTheOutbox(zero!.url, headers, attemptId, questionIds, { batches: 3, pauseMs: 0 })
    const stored = await storedAnswers(state.databaseUrl, attemptId)
    for (const [questionId, option] of sent) expect(stored.options.get(questionId)).toBe(option)

    const admin = staffHeaders(state.serverUrl, await logIn(zero!.url, state.serverUrl, ADMIN))
    const { docs } = (await (await fetch(`${zero!.url}/api/faqs?limit=1&sort=-order&depth=0`, { headers: admin })).json()) as {
      docs: { id: number }[]
    }
    const question = `Is the mock on Sunday held in Punjabi too? (${Date.now()})`
    expect(
      (await fetch(`${zero!.url}/api/faqs/${docs[0]!.id}`, { method: 'PATCH', headers: admin, body: JSON.stringify({ question }) })).status,
    ).toBe(200)
    await injectFault('redis/start')
    const deadline = Date.now() + 5_000
    let seen = false
    while (!seen && Date.now() < deadline) {
      seen = (await (await fetch(`${one!.url}/faqs`)).text()).includes(question)
      if (!seen) await sleep(100)
    }
    expect(seen).toBe(true)
  } finally {
    await injectFault('redis/start').catch(() => undefined)
  }
})
