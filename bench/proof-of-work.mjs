#!/usr/bin/env node
/**
 * What the flood-prone forms' proof of work (ADR 050) costs a reader: the contact form sent from Debian's
 * Chromium, as a desktop and with the CPU slowed four times (Chrome's own emulation of a mid-range
 * phone), and the time between the challenge's arrival and the form's request leaving, that is the
 * solving in the page, with the counter it found. Then what a script pays in Node for the same work.
 * Measured, never asserted.
 *
 *   npm run build && npm run bench:pow [-- --sends 10]
 */
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { chromium } from 'playwright-core'

import { chromiumLaunchOptions } from '../tests/helpers/chromium.mjs'
import { parseArgs, startProjectServer } from './lib/project.mjs'

const { sends = '10' } = parseArgs(process.argv.slice(2))
const server = await startProjectServer()
const browser = await chromium.launch(chromiumLaunchOptions)

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]

async function measure(label, cpuSlowdown) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  const rows = []
  for (let send = 0; send < Number(sends); send++) {
    // A fresh page each time (after five sends the address is rate limited: the timing before the
    // request leaves is the same either way).
    await page.goto(`${server.base}/contact-us`)
    await page.locator('html[data-content-protection="on"]').waitFor({ state: 'attached' })
    let challengeAt = 0
    const arrived = page.waitForResponse((response) => response.url().endsWith('/api/proof-of-work')).then(() => (challengeAt = Date.now()))
    const posted = page.waitForRequest((request) => request.url().includes('/api/contact') && request.method() === 'POST')
    const answered = page.waitForResponse((response) => response.url().includes('/api/contact'))
    await page.getByLabel('Your name').fill('Bench Reader')
    await page.getByLabel('E-mail address').fill(`bench-${send}@example.in`)
    await page.getByLabel('Subject').fill('Timing the form')
    await page.getByLabel('Your message').fill('How long does the page take to show it is a person?')
    await page.getByRole('button', { name: 'Send message' }).click()
    await arrived
    const request = await posted
    const solvedIn = Date.now() - challengeAt
    const { counter } = JSON.parse(request.postData() ?? '{}').proofOfWork.solution
    rows.push({ solvedIn, counter })
    await answered
  }
  await context.close()
  const times = rows.map((row) => row.solvedIn)
  const rate = rows.reduce((sum, row) => sum + row.counter, 0) / (times.reduce((sum, time) => sum + time, 0) / 1000)
  return { label, median: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times), rate }
}

const results = [await measure('Chromium, desktop CPU', 1), await measure('Chromium, CPU slowed 4× (a mid-range phone)', 4)]

// A script in Node pays the same rounds.
const scriptTimes = []
let scriptRounds = 0
for (let send = 0; send < Number(sends); send++) {
  const challenge = await (await fetch(`${server.base}/api/proof-of-work`)).json()
  const started = performance.now()
  const solution = await solveChallenge({ challenge, deriveKey })
  scriptTimes.push(performance.now() - started)
  scriptRounds += solution.counter
}
await browser.close()
await server.stop()

console.info('')
console.info(`| Solver (${sends} sends each) | Median | p95 | Slowest | Rounds a second |`)
console.info('| --- | --- | --- | --- | --- |')
for (const row of results)
  console.info(`| ${row.label} | ${row.median} ms | ${row.p95} ms | ${row.max} ms | ${Math.round(row.rate).toLocaleString('en-IN')} |`)
const scriptRate = scriptRounds / (scriptTimes.reduce((sum, time) => sum + time, 0) / 1000)
console.info(
  `| Node script (altcha-lib, node:crypto) | ${Math.round(percentile(scriptTimes, 50))} ms | ${Math.round(percentile(scriptTimes, 95))} ms | ${Math.round(Math.max(...scriptTimes))} ms | ${Math.round(scriptRate).toLocaleString('en-IN')} |`,
)
