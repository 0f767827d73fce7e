/**
 * Runs wrk (Debian's package: `apt-get install -y wrk`) against one address and reads its report:
 * requests a second, latency percentiles, time-outs and error responses.
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
const holdScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'hold.lua')

/** wrk prints times as `812.00us`, `1.05ms` or `1.20s`; this returns milliseconds. */
function milliseconds(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim())
  if (!match) return Number.NaN
  const value = Number(match[1])
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[match[2]]
}

export async function hasWrk() {
  return run('wrk', ['--version']).then(
    () => true,
    (error) => error.code !== 'ENOENT',
  )
}

/**
 * `wrk -t1 -c<connections> -d<seconds>s --latency`, with a Lua script when the requests are not plain
 * GETs. One load thread: the load generator shares the machine's two cores with the servers.
 *
 * Every connection's first request is held for `holdSeconds` (bench/lib/hold.lua, which says why), so
 * wrk runs for `seconds` plus the hold and the requests a second are counted over `seconds`, the time
 * in which requests were sent.
 */
export async function wrk(url, { connections = 64, seconds = 10, script, scriptArgs = [], timeoutSeconds = 2, holdSeconds = 1 } = {}) {
  const args = ['-t1', `-c${connections}`, `-d${seconds + holdSeconds}s`, `--timeout`, `${timeoutSeconds}s`, '--latency']
  args.push('-s', script ?? holdScript, url, '--', ...scriptArgs, String(connections), String(holdSeconds * 1000))
  const { stdout } = await run('wrk', args, { maxBuffer: 1 << 20 })
  const number = (pattern) => Number(pattern.exec(stdout)?.[1] ?? 0)
  const latency = (share) => milliseconds(new RegExp(`^\\s+${share}%\\s+(\\S+)`, 'm').exec(stdout)?.[1] ?? '')
  return {
    requestsPerSecond: number(/(\d+) requests in/) / seconds,
    p50: latency(50),
    p99: latency(99),
    timeouts: number(/timeout (\d+)/),
    errorResponses: number(/Non-2xx or 3xx responses: (\d+)/),
    socketErrors: ['connect', 'read', 'write'].reduce((sum, kind) => sum + number(new RegExp(`${kind} (\\d+)`)), 0),
    report: stdout,
  }
}

/** One line of a result, for the table the benchmarks print. */
export const describe = (label, result) =>
  `${label.padEnd(34)} ${result.requestsPerSecond.toFixed(0).padStart(7)} rps   p50 ${result.p50.toFixed(1).padStart(7)} ms   p99 ${result.p99
    .toFixed(1)
    .padStart(7)} ms   time-outs ${result.timeouts}   errors ${result.errorResponses + result.socketErrors}${
    result.cpuMsPerRequest ? `   CPU ${result.cpuMsPerRequest.toFixed(2)} ms/request` : ''
  }`
