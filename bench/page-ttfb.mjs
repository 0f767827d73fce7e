#!/usr/bin/env node
/**
 * Time to first byte of cached public pages (issue 14, ADR 016): N sequential requests to each path of
 * a running production server, after one warm-up request each, as a visitor (no cookie). Prints the
 * median and 90th percentile per path. Timing is measured, never asserted.
 *
 *   node bench/page-ttfb.mjs http://localhost:3000 / /resources --requests 200
 */
import http from 'node:http'
import { performance } from 'node:perf_hooks'

const [base, ...rest] = process.argv.slice(2)
const countAt = rest.indexOf('--requests')
const requests = countAt === -1 ? 200 : Number(rest[countAt + 1])
const paths = rest.filter((_, index) => index !== countAt && index !== countAt + 1)
if (!base || paths.length === 0) {
  console.error('Usage: node bench/page-ttfb.mjs <base URL> <path>... [--requests N]')
  process.exit(1)
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

/** Milliseconds until the first byte of the body, and until the whole body. */
function measure(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    http
      .get(url, { agent, headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let firstByte
        response.once('data', () => (firstByte = performance.now() - started))
        response.on('end', () =>
          resolve({ firstByte: firstByte ?? performance.now() - started, whole: performance.now() - started, status: response.statusCode }),
        )
        response.resume()
      })
      .on('error', reject)
  })
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]

for (const path of paths) {
  const url = new URL(path, base)
  await measure(url)
  const firstBytes = []
  for (let index = 0; index < requests; index++) {
    const { firstByte, status } = await measure(url)
    if (status !== 200) throw new Error(`${path} answered ${status}`)
    firstBytes.push(firstByte)
  }
  firstBytes.sort((a, b) => a - b)
  console.info(
    `${path}: ${requests} requests, first byte median ${percentile(firstBytes, 0.5).toFixed(1)} ms, p90 ${percentile(firstBytes, 0.9).toFixed(1)} ms`,
  )
}
agent.destroy()
