import pg from 'pg'

import { freshCode, skipStep, totpSecretOf } from '../e2e/second-factor'

/** What `npm run cluster` (deploy/cluster.mjs) reports on its control port. */
export type ClusterState = {
  serverUrl: string
  dataDir: string
  databaseUrl: string
  redisUrl: string
  nodes: { index: number; url: string; pid: number; restarts: number }[]
}

const controlUrl = () => `http://127.0.0.1:${process.env.CLUSTER_CONTROL_PORT}`

export async function clusterState(): Promise<ClusterState> {
  return (await (await fetch(`${controlUrl()}/state`)).json()) as ClusterState
}

/** A fault the cluster's control server injects: `nodes/0/kill`, `postgres/restart`, `redis/stop`, `redis/start`. */
export async function injectFault(action: string): Promise<void> {
  const response = await fetch(`${controlUrl()}/${action}`, { method: 'POST' })
  if (!response.ok) throw new Error(`${action}: ${response.status} ${await response.text()}`)
}

export async function waitUntilHealthy(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if ((await fetch(`${url}/api/health`).catch(() => null))?.status === 200) return
    await sleep(250)
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs / 1000} s`)
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs one query on the cluster's PostgreSQL, as an operator would check it. */
export async function query<Row>(databaseUrl: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as Row[]
  } finally {
    await client.end()
  }
}

export const ADMIN = { email: 'admin@punjabpcsacademy.in', password: 'PcsAdmin#2026' }
const PASSWORD = 'Cluster#Candidate2026'

export const tokenOf = (response: Response) => /payload-token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]

/** Payload's REST login; the demo admin adds its authenticator's code (ADR 052), the next step's if another sign-in spent this one. */
export async function logIn(base: string, origin: string, credentials: { email: string; password: string }): Promise<string> {
  const secret = totpSecretOf(credentials.email)
  const send = async () =>
    fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify(secret ? { ...credentials, code: await freshCode(credentials.email, secret) } : credentials),
    })
  let response = await send()
  for (let attempt = 2; secret && response.status === 401 && attempt <= 3; attempt++) {
    skipStep(credentials.email)
    response = await send()
  }
  const token = tokenOf(response)
  if (!response.ok || !token) throw new Error(`Sign-in refused: ${response.status} ${await response.text()}`)
  return token
}

export const staffHeaders = (origin: string, token: string) => ({
  Authorization: `JWT ${token}`,
  'Content-Type': 'application/json',
  Origin: origin,
})
/** What the exam screen's requests carry: the session cookie, from the site's own page. */
export const browserHeaders = (origin: string, token: string) => ({
  Cookie: `payload-token=${token}`,
  Origin: origin,
  'Sec-Fetch-Site': 'same-origin',
})

/** Staff create candidate accounts; returns their e-mail addresses. */
export async function createCandidates(state: ClusterState, prefix: string, count: number): Promise<{ email: string; password: string }[]> {
  const admin = staffHeaders(state.serverUrl, await logIn(state.serverUrl, state.serverUrl, ADMIN))
  const accounts = Array.from({ length: count }, (_, index) => ({
    email: `${prefix}-${index}-${Date.now()}@cluster.test`,
    password: PASSWORD,
  }))
  await Promise.all(
    accounts.map(async ({ email, password }, index) => {
      const created = await fetch(`${state.serverUrl}/api/users`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ email, password, name: `Cluster candidate ${index}`, role: 'candidate' }),
      })
      if (!created.ok) throw new Error(`Could not create ${email}: ${await created.text()}`)
    }),
  )
  return accounts
}

/** Presses Start on a test as the instructions page does; returns the attempt's id. */
export async function startTest(base: string, headers: Record<string, string>, testSlug: string): Promise<string> {
  const start = await fetch(`${base}/api/tests/${testSlug}/start`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'language=en&confirm=yes',
    redirect: 'manual',
  })
  const attemptId = (start.headers.get('location') ?? '').match(/attempt\/(\d+)/)?.[1]
  if (!attemptId) throw new Error(`Start refused: ${start.status} ${start.headers.get('location')}`)
  return attemptId
}

export async function paperQuestionIds(state: ClusterState, testSlug: string): Promise<string[]> {
  const admin = staffHeaders(state.serverUrl, await logIn(state.serverUrl, state.serverUrl, ADMIN))
  const { docs } = (await (
    await fetch(`${state.serverUrl}/api/tests?where[slug][equals]=${testSlug}&depth=0`, { headers: admin })
  ).json()) as {
    docs: { sections: { questions: (string | number)[] }[] }[]
  }
  return docs[0]!.sections.flatMap((section) => section.questions.map(String))
}

/**
 * Saves answers the way the exam screen's outbox does: a batch that is not acknowledged (a node
 * killed mid-request, the database restarting) is sent again until it is. Returns the last option
 * sent for each question; every one of them was acknowledged.
 */
export async function answerLikeTheOutbox(
  base: string,
  headers: Record<string, string>,
  attemptId: string,
  questionIds: string[],
  { batches, pauseMs, onRetry }: { batches: number; pauseMs: number; onRetry?: (status: number) => void },
): Promise<Map<string, string>> {
  const acknowledged = new Map<string, string>()
  let seq = 0
  for (let index = 0; index < batches; index += 1) {
    const batch = [questionIds[index % questionIds.length]!, questionIds[(index * 7 + 3) % questionIds.length]!]
    const changes = batch.map((questionId) => {
      seq += 1
      return { questionId, option: 'ABCD'[(index + seq) % 4]!, marked: false, visited: true, timeSpent: 5, seq }
    })
    const body = JSON.stringify({ changes, currentQuestionId: batch.at(-1) })
    for (let tries = 0; ; tries += 1) {
      const response = await fetch(`${base}/api/attempts/${attemptId}/answers`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body,
        signal: AbortSignal.timeout(15_000),
      }).catch(() => null)
      if (response?.ok) break
      onRetry?.(response?.status ?? 0)
      if (response && response.status < 500 && response.status !== 429)
        throw new Error(`save refused: ${response.status} ${await response.text()}`)
      if (tries > 200) throw new Error('save never acknowledged')
      await sleep(250)
    }
    for (const change of changes) acknowledged.set(change.questionId, change.option)
    await sleep(pauseMs)
  }
  return acknowledged
}

/** Every acknowledged answer is in the database, once, with the option last sent. */
export async function storedAnswers(databaseUrl: string, attemptId: string) {
  const rows = await query<{ question_id: string; option: string | null; copies: string }>(
    databaseUrl,
    'SELECT question_id::text, option, count(*) OVER (PARTITION BY question_id) AS copies FROM attempt_answers WHERE attempt_id = $1',
    [attemptId],
  )
  return {
    options: new Map(rows.map((row) => [row.question_id, row.option])),
    duplicated: rows.filter((row) => Number(row.copies) > 1).length,
  }
}
