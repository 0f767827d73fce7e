#!/usr/bin/env node
/**
 * Side-by-side benchmarks (issue 17): each of the project's hot paths and a reference doing the same
 * work, measured in one run on the same machine, printed as `project / reference`. Measurements,
 * never tests: nothing fails on time. docs/performance.md records the figures with the commit.
 *
 *   npm run build && npm run bench:ratios
 *   npm run bench:ratios -- --connections 64 --seconds 10 --attempts 300
 *   npm run bench:ratios -- --only autosave --profile /tmp/profiles
 *
 * 1. A cached public page (`--page`, the Polity topic page by default) served by the project, against
 *    a bare Next 16 page prerendered with the same markup, padded to the same size (bench/reference/
 *    next-page, built in a temporary folder) and against nginx serving the project's response as a static file (when Debian's
 *    nginx is installed; one worker, as the project is one Node process).
 * 2. The autosave (`POST /api/attempts/<id>/answers`, 1–3 changes per batch) from `--attempts`
 *    candidates, against bench/reference/autosave-server.mjs: plain Node `http` running the same
 *    statements with the same driver on the same database file.
 * 3. The same page through the shipped nginx rules (deploy/nginx/pcs-site.conf, its one-second
 *    micro-cache) in front of the project, against nginx serving the bytes as a file.
 *
 * The load comes from wrk (`apt-get install -y wrk`), one thread, on the same two cores as the servers.
 */
import { execFile } from 'node:child_process'
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

import {
  adminHeaders,
  autosaveLoad,
  parseArgs,
  startProcess,
  startProjectServer,
  startShippedNginx,
  waitUntilHealthy,
} from './lib/project.mjs'
import { freePort } from '../deploy/free-port.mjs'
import { cpuMilliseconds } from './lib/cpu.mjs'
import { describe, hasWrk, wrk } from './lib/wrk.mjs'

const run = promisify(execFile)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = parseArgs(process.argv.slice(2))
const CONNECTIONS = Number(args.connections ?? 64)
const SECONDS = Number(args.seconds ?? 10)
const ATTEMPTS = Number(args.attempts ?? 300)
const PAGE = args.page ?? '/resource/gs-pcs-prelims_polity'
const TEST_SLUG = args.test ?? 'gs-mock-01'
/** `--only page` or `--only autosave` runs one of the two comparisons. */
const ONLY = args.only
if (ONLY && !['page', 'autosave'].includes(ONLY)) throw new Error('--only is page or autosave')
const runs = (part) => !ONLY || ONLY === part
const load = { connections: CONNECTIONS, seconds: SECONDS }

if (!(await hasWrk())) {
  console.error('wrk is needed for the load: apt-get install -y wrk')
  process.exit(1)
}
const hasNginx = await run('nginx', ['-v']).then(
  () => true,
  () => false,
)
const commit = (await run('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).catch(() => ({ stdout: 'unknown' }))).stdout.trim()
const work = mkdtempSync(path.join(tmpdir(), 'pcs-ratios-'))
// nginx's workers run as an unprivileged user and must read the page file in here.
chmodSync(work, 0o755)

/** A short run first, so that every server is measured warm. With `pid`, also the server's CPU per request. */
async function measure(url, options = {}, pid) {
  await wrk(url, { ...options, connections: Math.min(16, CONNECTIONS), seconds: 3 })
  const before = pid ? cpuMilliseconds(pid) : 0
  const result = await wrk(url, { ...load, ...options })
  if (pid) result.cpuMsPerRequest = (cpuMilliseconds(pid) - before) / (result.requestsPerSecond * SECONDS)
  return result
}

const results = []
const record = (work, label, result) => {
  results.push({ work, label, result })
  console.info(describe(label, result))
}

// The project: a cached page, then the autosave.
// `--profile <folder>`: the project's server and the reference autosave each write a CPU profile there
// when they stop (open them in Chrome's DevTools, or compare the two servers' shares side by side).
const nodeArgs = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`] : []
const project = await startProjectServer({ dataDir: path.join(work, 'project'), nodeArgs })
const pageUrl = `${project.base}${PAGE}`
await fetch(pageUrl)
const pageResponse = await fetch(pageUrl)
const pageHtml = await pageResponse.text()
console.info(
  `${PAGE}: ${(Buffer.byteLength(pageHtml) / 1024).toFixed(0)} kB, x-nextjs-cache ${pageResponse.headers.get('x-nextjs-cache') ?? '(none)'}`,
)
if (runs('page')) record('page', 'project page', await measure(pageUrl, {}, project.pid))
if (runs('page') && hasNginx) await measureFrontCache()

if (runs('autosave')) await measureAutosave()
else await project.stop()

if (runs('page')) await measureReferencePages()
rmSync(work, { recursive: true, force: true })

const of = (label) => results.find((entry) => entry.label === label)?.result
const ratio = (projectLabel, referenceLabel) => {
  const a = of(projectLabel)
  const b = of(referenceLabel)
  return a && b ? `${(a.requestsPerSecond / b.requestsPerSecond).toFixed(2)}x` : 'n/a'
}
console.info('')
console.info(`Commit ${commit}; wrk -t1 -c${CONNECTIONS} -d${SECONDS}s over loopback, servers and load on the same cores`)
for (const { label, result } of results) console.info(describe(label, result))
console.info(
  `Page: project / bare Next ${ratio('project page', 'reference page (bare Next 16)')}; project / nginx ${ratio('project page', 'nginx, the same bytes as a file')}; behind the shipped nginx / nginx ${ratio('project page behind the shipped nginx', 'nginx, the same bytes as a file')}`,
)
console.info(`Autosave: project / plain Node ${ratio('project autosave', 'reference autosave (plain Node)')}`)

/** The autosave from many candidates, on the project and then on the reference, on the same database file. */
async function measureAutosave() {
  const staff = await adminHeaders(project)
  const autosave = await autosaveLoad(project, staff, { count: ATTEMPTS, testSlug: TEST_SLUG, file: path.join(work, 'attempts.txt') })
  record('autosave', 'project autosave', await measure(`${project.base}/`, autosave, project.pid))
  await project.stop()

  const autosavePort = await freePort()
  const reference = startProcess('node', [...nodeArgs, path.join(root, 'bench/reference/autosave-server.mjs')], {
    env: {
      ...process.env,
      PAYLOAD_SECRET: project.secret,
      DATABASE_FILE: path.join(project.dataDir, 'pcs.db'),
      PORT: String(autosavePort),
      ORIGIN: project.origin,
    },
  })
  await waitUntilHealthy(`http://127.0.0.1:${autosavePort}/health`, 30_000)
  record('autosave', 'reference autosave (plain Node)', await measure(`http://127.0.0.1:${autosavePort}/`, autosave, reference.child.pid))
  await reference.stop()
}

/**
 * The project's page as a visitor gets it in the shipped deployment: through nginx with
 * deploy/nginx/pcs-site.conf (its one-second micro-cache), one worker, in front of the project node.
 */
async function measureFrontCache() {
  const nginx = await startShippedNginx(path.join(work, 'front'), [project.port])
  record('page', 'project page behind the shipped nginx', await measure(`http://127.0.0.1:${nginx.port}${PAGE}`))
  await nginx.stop()
}

/** The same page from a bare Next app and from nginx. */
async function measureReferencePages() {
  // The reference page: a bare Next page of the same markup, built here, outside the project (whose
  // instrumentation and config a build inside it would pick up), with the project's own Next.
  const nextApp = path.join(work, 'next-page')
  cpSync(path.join(root, 'bench/reference/next-page'), nextApp, { recursive: true })
  symlinkSync(path.join(root, 'node_modules'), path.join(nextApp, 'node_modules'))
  const markup = (/<body[^>]*>([\s\S]*)<\/body>/.exec(pageHtml)?.[1] ?? pageHtml).replace(/<script[\s\S]*?<\/script>/g, '')
  const next = path.join(root, 'node_modules/next/dist/bin/next')
  const nextPort = await freePort()
  /** Builds and starts the reference with `padding` bytes of comment in its markup; returns the server and its page's size. */
  const startReference = async (padding) => {
    const content = padding > 0 ? `${markup}<!--${'.'.repeat(padding)}-->` : markup
    writeFileSync(path.join(nextApp, 'content.mjs'), `export default ${JSON.stringify(content)}\n`)
    // Webpack: Turbopack will not read node_modules through a link out of its root. How the page was
    // built does not matter here: what is measured is `next start` serving it from the cache.
    await run('node', [next, 'build', '--webpack'], {
      cwd: nextApp,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      maxBuffer: 1 << 24,
    })
    const server = startProcess('node', [next, 'start', '-p', String(nextPort), '-H', '127.0.0.1'], {
      cwd: nextApp,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    })
    await waitUntilHealthy(`http://127.0.0.1:${nextPort}/`, 60_000)
    return { server, size: Buffer.byteLength(await (await fetch(`http://127.0.0.1:${nextPort}/`)).text()) }
  }
  console.info('Building the reference Next page')
  const target = Buffer.byteLength(pageHtml)
  let reference = await startReference(0)
  // The markup is sent twice (as HTML and in the RSC payload), and so is a comment that pads it to the
  // project's size: one more build makes the two responses the same size, give or take a kilobyte.
  if (target - reference.size > 1024) {
    await reference.server.stop()
    reference = await startReference(Math.round((target - reference.size) / 2))
  }
  console.info(`Reference page: ${(reference.size / 1024).toFixed(0)} kB; the project's: ${(target / 1024).toFixed(0)} kB`)
  record('page', 'reference page (bare Next 16)', await measure(`http://127.0.0.1:${nextPort}/`))
  await reference.server.stop()

  // nginx serving the project's response as a file.
  if (hasNginx) {
    const nginxDir = path.join(work, 'nginx')
    mkdirSync(path.join(nginxDir, 'root'), { recursive: true })
    writeFileSync(path.join(nginxDir, 'root/page.html'), pageHtml)
    const nginxPort = await freePort()
    writeFileSync(
      path.join(nginxDir, 'nginx.conf'),
      `worker_processes 1;
  daemon off;
  pid ${nginxDir}/nginx.pid;
  error_log ${nginxDir}/error.log warn;
  events { worker_connections 1024; }
  http {
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 100000;
    client_body_temp_path ${nginxDir}/body;
    proxy_temp_path ${nginxDir}/proxy;
    server {
      listen 127.0.0.1:${nginxPort};
      root ${nginxDir}/root;
      location = /health { return 200; }
      location = /page { default_type text/html; try_files /page.html =404; }
    }
  }
  `,
    )
    const nginx = startProcess('nginx', ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-e', path.join(nginxDir, 'error.log')])
    await waitUntilHealthy(`http://127.0.0.1:${nginxPort}/health`, 30_000)
    record('page', 'nginx, the same bytes as a file', await measure(`http://127.0.0.1:${nginxPort}/page`))
    await nginx.stop()
  } else {
    console.info('nginx is not installed (apt-get install -y nginx-light): its row is left out')
  }
}
