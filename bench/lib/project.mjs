/**
 * What the benchmarks share: a free port, the project's production server on a fresh database, the
 * demo staff account, signing in as the sign-in page does, candidates made by staff, and percentiles.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { generateSync } from 'otplib'

import { freePort } from '../../deploy/free-port.mjs'
import { localNginxConf } from '../../deploy/nginx-conf.mjs'

const benchFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export const ADMIN = { email: 'admin@punjabpcsacademy.in', password: 'PcsAdmin#2026' }
export const CANDIDATE_PASSWORD = 'Bench#Candidate2026'

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** `--name value` pairs of the command line. */
export const parseArgs = (argv) =>
  Object.fromEntries(
    argv.reduce((pairs, value, index, all) => (value.startsWith('--') ? [...pairs, [value.slice(2), all[index + 1]]] : pairs), []),
  )

/** Polls `url` until it answers 200, or fails after `timeoutMs`. */
export async function waitUntilHealthy(url, timeoutMs = 180_000) {
  for (let waited = 0; ; waited += 500) {
    const healthy = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false)
    if (healthy) return
    if (waited > timeoutMs) throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`)
    await sleep(500)
  }
}

/** Starts a command in its own process group, so that `stop()` ends it and whatever it started. */
export function startProcess(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], detached: true, ...options })
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    const exited = new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      return
    }
    await Promise.race([exited, sleep(10_000)])
  }
  process.on('exit', () => {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  })
  return { child, stop }
}

/**
 * The site's production server (`next build` first) on a fresh SQLite database with the demo content,
 * in a temporary folder unless `dataDir` is given: it never touches ./data. `nodeArgs` go to Node
 * (`--cpu-prof` for a profile, say).
 */
export async function startProjectServer({ dataDir = mkdtempSync(path.join(tmpdir(), 'pcs-bench-')), env = {}, nodeArgs = [] } = {}) {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const origin = `http://localhost:${port}`
  const secret = env.PAYLOAD_SECRET ?? randomBytes(32).toString('hex')
  console.info(`Starting the production server on ${base} with its database in ${dataDir}`)
  const { child, stop } = startProcess('node', [...nodeArgs, 'scripts/serve.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DEMO_MODE: 'true',
      SERVER_URL: origin,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      NEXT_TELEMETRY_DISABLED: '1',
      PAYLOAD_SECRET: secret,
      ...env,
    },
  })
  await waitUntilHealthy(`${base}/api/health`)
  return { base, origin, port, dataDir, secret, pid: child.pid, stop }
}

/** The headers the exam screen's requests carry: the session cookie, from the site's own page. */
export const browserHeaders = (origin, token) => ({ Cookie: `payload-token=${token}`, Origin: origin, 'Sec-Fetch-Site': 'same-origin' })

/** The demo admin's authenticator key (src/seed/content/site.ts): staff sign in with its code (ADR 052). */
const DEMO_ADMIN_TOTP_SECRET = 'PUNJABPCSACADEMYADMINDEMOTOTPKEY'
let adminStep = 0

/** A code of a 30-second step the demo admin has not used yet (the server takes each once), waiting for the clock when needed. */
async function adminCode() {
  for (;;) {
    const now = Math.floor(Date.now() / 30_000)
    const step = Math.max(now, adminStep + 1)
    if (step <= now + 1) {
      adminStep = step
      return generateSync({ secret: DEMO_ADMIN_TOTP_SECRET, epoch: step * 30, period: 30 })
    }
    await sleep((step - 1) * 30_000 + 1_000 - Date.now())
  }
}

/** Payload's sign-in as a script sends it; the session is only in the cookie (ADR 015), and the admin adds its code. */
export const logIn = async ({ base, origin }, credentials) =>
  fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(credentials.email === ADMIN.email ? { ...credentials, code: await adminCode() } : credentials),
  })

export const tokenOf = (response) => /payload-token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]

/** Headers that act as the demo administrator through the REST API. */
export async function adminHeaders(server) {
  return { Authorization: `JWT ${tokenOf(await logIn(server, ADMIN))}`, 'Content-Type': 'application/json' }
}

/** Staff create `count` candidate accounts (as the institute would import a batch): `bench-0@bench.test`… */
export async function createCandidates(server, headers, count) {
  for (let index = 0; index < count; index += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, count - index) }, async (_, offset) => {
        const created = await fetch(`${server.base}/api/users`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            email: candidateEmail(index + offset),
            password: CANDIDATE_PASSWORD,
            name: `Bench candidate ${index + offset}`,
            role: 'candidate',
          }),
        })
        if (!created.ok) throw new Error(`Could not create a candidate: ${await created.text()}`)
      }),
    )
  }
}

export const candidateEmail = (index) => `bench-${index}@bench.test`

/** Candidate `index` signs in; returns the session token and the headers the exam screen sends with it. */
export async function signInCandidate(server, index) {
  const token = tokenOf(await logIn(server, { email: candidateEmail(index), password: CANDIDATE_PASSWORD }))
  return { token, headers: browserHeaders(server.origin, token) }
}

/** The question ids of a test's paper, in order, as staff read them. */
export async function paperQuestionIds(server, headers, testSlug) {
  const { docs } = await (await fetch(`${server.base}/api/tests?where[slug][equals]=${testSlug}&depth=0`, { headers })).json()
  return docs[0].sections.flatMap((section) => section.questions.map(String))
}

/** Presses Start as the instructions page does; returns the exam screen's address. */
export async function startTest(server, headers, testSlug) {
  const start = await fetch(`${server.base}/api/tests/${testSlug}/start`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'language=en&confirm=yes',
    redirect: 'manual',
  })
  const location = start.headers.get('location') ?? ''
  const attemptId = location.match(/attempt\/(\d+)/)?.[1]
  if (!attemptId) throw new Error(`Start refused: ${start.status} ${location}`)
  return { response: start, location, attemptId }
}

/**
 * The exam screen's autosave as wrk sends it (bench/lib/autosave.lua): `count` candidates made by
 * staff, each signed in with `testSlug` started; their attempts, sessions and questions go to `file`.
 */
export async function autosaveLoad(server, staff, { count, testSlug, file }) {
  console.info(`Creating ${count} candidates, each signed in with ${testSlug} started`)
  await createCandidates(server, staff, count)
  const questionIds = await paperQuestionIds(server, staff, testSlug)
  const lines = []
  for (let index = 0; index < count; index += 4) {
    const batch = Array.from({ length: Math.min(4, count - index) }, async (_, offset) => {
      const { token, headers } = await signInCandidate(server, index + offset)
      const { attemptId } = await startTest(server, headers, testSlug)
      return `${attemptId} ${token} ${questionIds.join(',')}`
    })
    lines.push(...(await Promise.all(batch)))
  }
  writeFileSync(file, `${lines.join('\n')}\n`)
  return { script: path.join(benchFolder, 'lib/autosave.lua'), scriptArgs: [file, server.origin] }
}

/**
 * nginx with the shipped rules (deploy/nginx/pcs-site.conf: its one-second micro-cache for visitors),
 * one worker, in front of the app nodes on `upstreams`, with its files in `dir` (made here).
 */
export async function startShippedNginx(dir, upstreams) {
  mkdirSync(dir)
  const port = await freePort()
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(conf, localNginxConf({ dir, port, upstreams, asRoot: process.getuid?.() === 0 }))
  const { stop } = startProcess('nginx', ['-p', dir, '-c', conf, '-e', path.join(dir, 'nginx-error.log')])
  await waitUntilHealthy(`http://127.0.0.1:${port}/api/health`, 30_000)
  return { port, stop }
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0
}
