import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { freePort } from '../../deploy/free-port.mjs'

export type ServerProcess = {
  child: ChildProcess
  baseURL: string
  /** The server's data folder (database, uploads, outbox). */
  dataDir: string
  output: () => string
  stop: () => Promise<void>
}

/**
 * Starts the production build through the site's HTTP server (scripts/serve.mjs) with the given
 * environment, on a free port and a fresh data folder (removed by `stop`; one given as `DATA_DIR` is the
 * caller's). No proxy is trusted unless `TRUSTED_PROXIES` is given.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const baseURL = `http://localhost:${port}`
  let output = ''
  const ownDataDir = env.DATA_DIR === undefined ? mkdtempSync(path.join(tmpdir(), 'pcs-boot-')) : undefined
  const child = spawn('node', ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      SERVER_URL: baseURL,
      DATA_DIR: ownDataDir,
      DEMO_MODE: 'true',
      TRUSTED_PROXIES: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  return {
    child,
    baseURL,
    dataDir: env.DATA_DIR ?? ownDataDir!,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.pid !== undefined) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        process.kill(-child.pid, 'SIGTERM')
        await exited
      }
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true })
    },
  }
}

export function waitForExit(child: ChildProcess, timeoutMs: number): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`process still running after ${timeoutMs} ms`)), timeoutMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve(code)
    })
  })
}
