#!/usr/bin/env node
// @ts-check
/**
 * `npm run cluster`: the multi-node deployment on one machine, for local trials and the cluster tests
 * (ADR 028). It starts, from the production build (`npm run build` first):
 *   - PostgreSQL and Redis of their own (Debian's binaries, in a fresh folder), so a trial or a fault
 *     test can restart or stop them without touching the machine's shared servers;
 *   - two app nodes (`CLUSTER_NODES`), the first alone (it migrates and seeds; the others would wait for
 *     it anyway, ADR 035, but would compete with its seed for the cores), then the rest, each
 *     restarted a second after it dies, as systemd's Restart=always would;
 *   - nginx (Debian's nginx-light) with deploy/nginx/pcs-http.conf and pcs-site.conf, on CLUSTER_PORT
 *     (8080).
 * The nodes share PAYLOAD_SECRET, the database, Redis and one DATA_DIR (uploads). A control server on
 * 127.0.0.1:CLUSTER_CONTROL_PORT (CLUSTER_PORT + 1) reports the parts and injects the faults the tests
 * need: POST /nodes/<n>/kill (SIGKILL), /postgres/restart, /redis/stop, /redis/start; GET /state.
 * Ctrl-C stops everything and removes the folder.
 */
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { freePort } from './free-port.mjs'
import { localNginxConf } from './nginx-conf.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.CLUSTER_PORT || 8080)
const controlPort = Number(process.env.CLUSTER_CONTROL_PORT || port + 1)
const nodeCount = Number(process.env.CLUSTER_NODES || 2)
const isRoot = process.getuid?.() === 0
const PG_BIN = process.env.PG_BIN || findPostgresBin()

for (const [name, file] of [
  ['nginx (apt-get install -y nginx-light)', '/usr/sbin/nginx'],
  ['redis-server', '/usr/bin/redis-server'],
  ['PostgreSQL (initdb)', path.join(PG_BIN, 'initdb')],
  ['the production build (npm run build)', path.join(root, '.next', 'BUILD_ID')],
]) {
  if (existsSync(file)) continue
  console.error(`[cluster] The cluster needs ${name}: ${file} is missing.`)
  process.exit(1)
}

const dir = mkdtempSync(path.join(tmpdir(), 'pcs-cluster-'))
const dataDir = path.join(dir, 'data')
mkdirSync(dataDir)
const logs = path.join(dir, 'logs')
mkdirSync(logs)
const secret = randomBytes(32).toString('hex')
const serverUrl = `http://localhost:${port}`

/** @type {Map<string, import('node:child_process').ChildProcess>} */
const children = new Map()
let stopping = false

const pg = await startPostgres()
const redis = { port: await freePort(), url: '' }
redis.url = `redis://127.0.0.1:${redis.port}`
await startRedis()

const nodes = await Promise.all(
  Array.from({ length: nodeCount }, async (_, index) => ({ index, port: await freePort(), pid: 0, restarts: 0 })),
)
startNode(nodes[0])
await waitForHealth(nodes[0].port, 300_000)
for (const node of nodes.slice(1)) startNode(node)
await Promise.all(nodes.slice(1).map((node) => waitForHealth(node.port, 180_000)))
startNginx()
await waitForHealth(port, 30_000)
startControl()
console.info(
  `Cluster ready on ${serverUrl}: nginx, ${nodeCount} app nodes on PostgreSQL :${pg.port} and Redis :${redis.port}; control on 127.0.0.1:${controlPort}; files in ${dir}`,
)

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => void stopAll().then(() => process.exit(0)))

// --- parts ---------------------------------------------------------------------------------------

async function startPostgres() {
  const dataDirectory = path.join(dir, 'postgres')
  mkdirSync(dataDirectory)
  const pgPort = await freePort()
  if (isRoot) {
    // PostgreSQL refuses to run as root: its folder belongs to the postgres user.
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString())
    chownSync(dir, uid, gid)
    chownSync(dataDirectory, uid, gid)
  }
  runAsPostgres(path.join(PG_BIN, 'initdb'), ['-D', dataDirectory, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const state = { port: pgPort, dataDirectory, url: `postgres://postgres@127.0.0.1:${pgPort}/postgres` }
  pgCtl(state, 'start')
  return state
}

function pgCtl(/** @type {{ port: number, dataDirectory: string }} */ state, /** @type {'start' | 'stop' | 'restart'} */ action) {
  // CLUSTER_POSTGRES_OPTIONS: more server settings for a trial (bench:scale's `--statements` loads pg_stat_statements).
  const options =
    `-p ${state.port} -k ${state.dataDirectory} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200 ${process.env.CLUSTER_POSTGRES_OPTIONS ?? ''}`.trim()
  const args = ['-D', state.dataDirectory, '-w', '-t', '60', '-l', path.join(state.dataDirectory, 'server.log')]
  if (action !== 'stop') args.push('-o', options)
  if (action !== 'start') args.push('-m', 'fast')
  runAsPostgres(path.join(PG_BIN, 'pg_ctl'), [...args, action])
}

function runAsPostgres(/** @type {string} */ command, /** @type {string[]} */ args) {
  if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' })
  else execFileSync(command, args, { stdio: 'ignore' })
}

async function startRedis() {
  const child = spawn(
    '/usr/bin/redis-server',
    ['--port', String(redis.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    {
      stdio: 'ignore',
    },
  )
  children.set('redis', child)
  await waitForPort(redis.port, 10_000)
}

function startNode(/** @type {{ index: number, port: number, pid: number, restarts: number }} */ node) {
  const log = path.join(logs, `node-${node.index}.log`)
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(node.port),
      DATABASE_URL: pg.url,
      REDIS_URL: redis.url,
      PAYLOAD_SECRET: secret,
      DATA_DIR: dataDir,
      SERVER_URL: serverUrl,
      TRUSTED_PROXIES: '1',
      DEMO_MODE: 'true',
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  node.pid = child.pid ?? 0
  const name = `node-${node.index}`
  children.set(name, child)
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => writeFileSync(log, chunk, { flag: 'a' }))
  child.once('exit', (code, signal) => {
    if (stopping) return
    console.warn(`[cluster] ${name} stopped (${signal ?? code}); restarting it in a second`)
    node.restarts += 1
    setTimeout(() => !stopping && startNode(node), 1_000)
  })
}

function startNginx() {
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(conf, localNginxConf({ dir, port, upstreams: nodes.map((node) => node.port), asRoot: isRoot }))
  const child = spawn('/usr/sbin/nginx', ['-p', dir, '-c', conf, '-e', path.join(logs, 'nginx-error.log')], { stdio: 'inherit' })
  children.set('nginx', child)
  child.once('exit', (code) => {
    if (!stopping) fail(`nginx stopped (${code}); see ${path.join(dir, 'nginx-error.log')}`)
  })
}

function startControl() {
  const server = http.createServer(async (req, res) => {
    const reply = (/** @type {number} */ status, /** @type {unknown} */ body) => {
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    try {
      const url = req.url ?? '/'
      if (req.method === 'GET' && url === '/state') {
        return reply(200, {
          serverUrl,
          dir,
          dataDir,
          databaseUrl: pg.url,
          redisUrl: redis.url,
          nodes: nodes.map((node) => ({ index: node.index, url: `http://localhost:${node.port}`, pid: node.pid, restarts: node.restarts })),
        })
      }
      if (req.method !== 'POST') return reply(405, { error: 'POST' })
      const kill = /^\/nodes\/(\d+)\/kill$/.exec(url)
      if (kill) {
        const node = nodes[Number(kill[1])]
        if (!node) return reply(404, { error: 'no such node' })
        process.kill(node.pid, 'SIGKILL')
        return reply(200, { killed: node.pid })
      }
      if (url === '/postgres/restart') {
        pgCtl(pg, 'restart')
        return reply(200, { restarted: 'postgres' })
      }
      if (url === '/redis/stop') {
        const child = children.get('redis')
        child?.kill('SIGKILL')
        await new Promise((resolve) => (child?.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)))
        return reply(200, { stopped: 'redis' })
      }
      if (url === '/redis/start') {
        await startRedis()
        return reply(200, { started: 'redis' })
      }
      return reply(404, { error: 'unknown' })
    } catch (error) {
      return reply(500, { error: error instanceof Error ? error.message : String(error) })
    }
  })
  server.listen(controlPort, '127.0.0.1')
}

async function stopAll() {
  if (stopping) return
  stopping = true
  children.get('nginx')?.kill('SIGQUIT')
  await Promise.all(
    [...children]
      .filter(([name]) => name.startsWith('node-'))
      .map(
        ([, child]) =>
          new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : (child.once('exit', resolve), child.kill('SIGTERM')))),
      ),
  )
  children.get('redis')?.kill('SIGTERM')
  try {
    pgCtl(pg, 'stop')
  } catch {
    // Already stopped.
  }
  if (!process.env.CLUSTER_KEEP) rmSync(dir, { recursive: true, force: true })
}

// --- helpers -------------------------------------------------------------------------------------

function findPostgresBin() {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return path.join(base, 'missing', 'bin')
  const versions = execFileSync('ls', [base])
    .toString()
    .trim()
    .split('\n')
    .filter(Boolean)
    .sort((a, b) => Number(b) - Number(a))
  return path.join(base, versions[0] ?? 'missing', 'bin')
}

async function waitForPort(/** @type {number} */ target, /** @type {number} */ timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(target, '127.0.0.1')
      socket.once('connect', () => (socket.end(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  fail(`Nothing listened on port ${target} within ${timeoutMs / 1000} s`)
}

async function waitForHealth(/** @type {number} */ target, /** @type {number} */ timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const status = await fetch(`http://127.0.0.1:${target}/api/health`)
      .then((response) => response.status)
      .catch(() => 0)
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  fail(`http://127.0.0.1:${target}/api/health was not healthy within ${timeoutMs / 1000} s; logs in ${logs}`)
}

function fail(/** @type {string} */ message) {
  console.error(`[cluster] ${message}`)
  void stopAll().finally(() => process.exit(1))
  throw new Error(message)
}
