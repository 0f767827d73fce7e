#!/usr/bin/env node
/**
 * Does the autosave scale out? (issue 17: "two nodes on PostgreSQL ≥ 1.8x one node"). It starts the
 * shipped cluster (`npm run cluster`: PostgreSQL, Redis, two app nodes) and measures the exam
 * screen's autosave through the shipped nginx rules, once with one node behind nginx and once with
 * both, in turns, and prints `two nodes / one node`.
 *
 * On one machine the load generator, nginx, PostgreSQL and the nodes share the same cores, so
 * without a limit a second node only takes cores the first was already using. Each node therefore
 * runs under a fixed CPU budget (`--cpu` cores, 0.4 by default: the kernel's CFS quota in a cgroup of
 * its own, which is what a container's CPU limit is), small enough that the rest of the machine stays
 * partly idle. Then the nodes' budgets, not the machine, set the pace, and the ratio shows whether
 * anything the nodes share (PostgreSQL's locks and connections, Redis, nginx, the session check)
 * stops the second node's budget from turning into saves. Each line says how much of its budget each
 * node used, in how many of the kernel's 100 ms periods it was held back at its limit, what
 * PostgreSQL used and how busy the machine was: a "held back" near 100% and a machine not busy
 * means the measurement is of the nodes.
 *
 *   npm run build && sudo npm run bench:scale
 *   npm run bench:scale -- --cpu 0.4 --connections 64 --seconds 20 --attempts 300 --rounds 3
 *   npm run bench:scale -- --statements yes   (and what a save costs PostgreSQL, statement by statement)
 *
 * Needs root (cgroups), Debian's nginx-light, wrk, PostgreSQL's and Redis's binaries (as the cluster
 * does). A measurement, never a test: nothing fails on time. docs/performance.md records the figures.
 */
import { execFile, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

import { busyShare, cpuBudget, cpuBudgetSupport, cpuByName, cpuMilliseconds, cpuUsedSince, machineCpu } from './lib/cpu.mjs'
import { freePort } from '../deploy/free-port.mjs'
import { adminHeaders, autosaveLoad, parseArgs, sleep, startShippedNginx, waitUntilHealthy } from './lib/project.mjs'
import { describe, hasWrk, wrk } from './lib/wrk.mjs'

const run = promisify(execFile)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = parseArgs(process.argv.slice(2))
const CORES = Number(args.cpu ?? 0.4)
const CONNECTIONS = Number(args.connections ?? 64)
const SECONDS = Number(args.seconds ?? 20)
const ATTEMPTS = Number(args.attempts ?? 300)
const ROUNDS = Number(args.rounds ?? 3)
const TEST_SLUG = args.test ?? 'gs-mock-01'
/** `--statements yes`: PostgreSQL loads pg_stat_statements, and the last two-node run is broken down by statement. */
const STATEMENTS = Boolean(args.statements)

const support = cpuBudgetSupport()
if (!support.ok) {
  console.error(`bench:scale gives each node a CPU budget, and ${support.reason}.`)
  process.exit(1)
}
if (!(await hasWrk())) {
  console.error('wrk is needed for the load: apt-get install -y wrk')
  process.exit(1)
}

const work = mkdtempSync(path.join(tmpdir(), 'pcs-scale-'))
const clusterPort = await freePort()
const controlPort = await freePort()
console.info(`Starting the cluster (PostgreSQL, Redis, two nodes, nginx) on port ${clusterPort}`)
const cluster = spawn(process.execPath, ['deploy/cluster.mjs'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    CLUSTER_PORT: String(clusterPort),
    CLUSTER_CONTROL_PORT: String(controlPort),
    CLUSTER_NODES: '2',
    LOG_LEVEL: 'warn',
    ...(STATEMENTS
      ? { CLUSTER_POSTGRES_OPTIONS: '-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on' }
      : {}),
  },
})
const budgets = []
const fronts = []
try {
  await waitUntilHealthy(`http://127.0.0.1:${clusterPort}/api/health`, 600_000)
  await waitUntilHealthy(`http://127.0.0.1:${controlPort}/state`, 30_000)
  const state = await (await fetch(`http://127.0.0.1:${controlPort}/state`)).json()
  const nodes = state.nodes.map((node) => ({ pid: node.pid, port: Number(new URL(node.url).port) }))
  const server = { base: `http://127.0.0.1:${clusterPort}`, origin: state.serverUrl }
  const staff = await adminHeaders(server)
  const load = await autosaveLoad(server, staff, { count: ATTEMPTS, testSlug: TEST_SLUG, file: path.join(work, 'attempts.txt') })
  for (const [index, node] of nodes.entries()) {
    const budget = cpuBudget(`pcs-bench-node-${index}`, CORES)
    budgets.push(budget)
    budget.add(node.pid)
  }
  console.info(`Each node may use ${CORES} of a core (cgroup ${support.version} CPU quota)`)

  const setups = [
    { label: 'one node', nodes: [0], front: await startFront([nodes[0].port]) },
    { label: 'two nodes', nodes: [0, 1], front: await startFront(nodes.map((node) => node.port)) },
  ]
  // Both nodes warm (their code compiled by V8 under the same load) before anything is measured: nginx
  // takes turns between the nodes, so a colder node would set the pace of the pair.
  console.info('Warming both nodes up')
  await wrk(`http://127.0.0.1:${setups[1].front}/`, { ...load, connections: CONNECTIONS, seconds: Math.max(SECONDS, 15) })
  if (STATEMENTS) await sql(state.databaseUrl, 'CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
  let statementReport = ''
  const rounds = []
  for (let round = 1; round <= ROUNDS; round += 1) {
    const results = {}
    for (const setup of setups) {
      const url = `http://127.0.0.1:${setup.front}/`
      await wrk(url, { ...load, connections: Math.min(16, CONNECTIONS), seconds: 3 })
      for (const budget of budgets) budget.reset()
      const nodeCpu = nodes.map((node) => cpuMilliseconds(node.pid))
      const postgres = cpuByName('postgres')
      const machine = machineCpu()
      const breakdown = STATEMENTS && round === ROUNDS && setup.nodes.length === 2
      if (breakdown) await sql(state.databaseUrl, 'SELECT pg_stat_statements_reset(); SELECT pg_stat_reset()')
      const result = await wrk(url, { ...load, connections: CONNECTIONS, seconds: SECONDS })
      const used = setup.nodes.map((index) => ({
        cores: (cpuMilliseconds(nodes[index].pid) - nodeCpu[index]) / (SECONDS * 1000),
        heldBack: budgets[index].throttledShare(),
      }))
      result.postgresCores = cpuUsedSince(postgres, cpuByName('postgres')) / (SECONDS * 1000)
      result.machineBusy = busyShare(machine, machineCpu())
      results[setup.label] = result
      if (breakdown) statementReport = await statementsPerSave(state.databaseUrl, result.requestsPerSecond * SECONDS)
      console.info(
        `round ${round}: ${describe(setup.label, result)}\n         ${used
          .map(
            (node, index) =>
              `node ${index}: ${node.cores.toFixed(2)} of ${CORES} core, held back in ${Math.round(node.heldBack * 100)}% of periods`,
          )
          .join('; ')}; PostgreSQL ${result.postgresCores.toFixed(2)} core; machine ${Math.round(result.machineBusy * 100)}% busy`,
      )
    }
    rounds.push({ one: results['one node'].requestsPerSecond, two: results['two nodes'].requestsPerSecond })
  }

  console.info('')
  console.info(
    `Autosave on PostgreSQL through nginx, each node held to ${CORES} core; wrk -t1 -c${CONNECTIONS} -d${SECONDS}s, ${ATTEMPTS} candidates`,
  )
  if (statementReport) console.info(statementReport)
  // A node's rate moves from run to run (its minute's jobs, its garbage collection fall in one run
  // or the next), so the ratio is of all the rounds' saves together; the rounds are printed too.
  const total = (setup) => rounds.reduce((sum, round) => sum + round[setup], 0)
  console.info(
    `two nodes / one node: ${(total('two') / total('one')).toFixed(2)}x (all rounds; round by round ${rounds
      .map((round) => `${(round.two / round.one).toFixed(2)}x`)
      .join(', ')})`,
  )
} finally {
  for (const front of fronts) await front.stop()
  for (const budget of budgets) budget.dispose()
  // SIGTERM to the launcher alone: it stops the nodes, Redis and its PostgreSQL (pg_ctl) itself.
  const exited = new Promise((resolve) => (cluster.exitCode !== null ? resolve(undefined) : cluster.once('exit', resolve)))
  cluster.kill('SIGTERM')
  await Promise.race([exited, sleep(60_000)])
  rmSync(work, { recursive: true, force: true })
}

/** Runs SQL with psql (PostgreSQL's client, beside the server the cluster uses); returns its rows, tab-separated. */
async function sql(databaseUrl, text) {
  const { stdout } = await run('psql', [databaseUrl, '-X', '-q', '-At', '-F', '\t', '-v', 'ON_ERROR_STOP=1', '-c', text])
  return stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'))
}

/** What one save cost PostgreSQL, from pg_stat_statements and pg_stat_database since they were reset: the statements, by time. */
async function statementsPerSave(databaseUrl, saves) {
  const [[commits, rollbacks]] = await sql(
    databaseUrl,
    'SELECT xact_commit, xact_rollback FROM pg_stat_database WHERE datname = current_database()',
  )
  const rows = await sql(
    databaseUrl,
    `SELECT calls, total_exec_time, total_plan_time, regexp_replace(query, '\\s+', ' ', 'g')
       FROM pg_stat_statements ORDER BY total_exec_time + total_plan_time DESC LIMIT 8`,
  )
  const lines = rows.map(([calls, exec, plan, query]) => {
    const perSave = Number(calls) / saves
    const costMs = (Number(exec) + Number(plan)) / Number(calls)
    return `  ${perSave.toFixed(2).padStart(5)} per save  ${costMs.toFixed(3).padStart(6)} ms each (planning ${(Number(plan) / Number(calls)).toFixed(3)})  ${query.slice(0, 110)}`
  })
  return [
    `PostgreSQL per save, the last two-node run (${Math.round(saves)} saves): ${(Number(commits) / saves).toFixed(2)} commits, ${(Number(rollbacks) / saves).toFixed(2)} rollbacks; statements by time:`,
    ...lines,
  ].join('\n')
}

/** The shipped nginx in front of these nodes; returns its port. */
async function startFront(upstreams) {
  const nginx = await startShippedNginx(path.join(work, `front-${upstreams.length}`), upstreams)
  fronts.push(nginx)
  return nginx.port
}
