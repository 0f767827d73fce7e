#!/usr/bin/env node
/**
 * Lighthouse's mobile performance score of every public page (issue 17, item 8): the pages the sitemap
 * lists (two documents of each folder), each audited by Lighthouse's default mobile run (a mid-range
 * phone on a slow 4G connection, simulated) in Debian's Chromium, as a visitor. Measured, never
 * asserted. Each page is requested twice first, so it is audited as visitors get it, from the page cache.
 * `--runs N` audits each page N times and reports the median score. Lighthouse's simulated phone is
 * this machine's CPU slowed down 4 times; on a machine slower than Lighthouse expects (the run prints
 * Lighthouse's `benchmarkIndex` of it), `--cpu-slowdown M` sets the multiplier Lighthouse's
 * docs/throttling.md gives for that index.
 *
 *   npm run build && npm run bench:lighthouse [-- --runs 3] [-- --cpu-slowdown 2] [-- --only /,/pyq]
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { chromiumLaunchOptions, chromiumPath } from '../tests/helpers/chromium.mjs'
import { sitemapPages } from './lib/pages.mjs'
import { parseArgs, startProjectServer } from './lib/project.mjs'

const args = parseArgs(process.argv.slice(2))
const runs = Number(args.runs ?? 1)
const cpuSlowdown = args['cpu-slowdown'] === undefined ? undefined : Number(args['cpu-slowdown'])
/** Lighthouse's default mobile run, with the CPU multiplier changed when one is given. */
const config =
  cpuSlowdown === undefined
    ? undefined
    : { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } }
const server = await startProjectServer()
const pages = args.only ? args.only.split(',') : await sitemapPages(server.base)
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args] })

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const rows = []
const benchmarkIndexes = []
try {
  for (const pathname of pages) {
    for (let warm = 0; warm < 2; warm += 1) await (await fetch(`${server.base}${pathname}`)).text()
    const audits = []
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(
        `${server.base}${pathname}`,
        {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
        },
        config,
      )
      const { categories, audits: found, environment } = result.lhr
      benchmarkIndexes.push(environment.benchmarkIndex)
      audits.push({
        score: Math.round(categories.performance.score * 100),
        fcp: found['first-contentful-paint'].numericValue,
        lcp: found['largest-contentful-paint'].numericValue,
        tbt: found['total-blocking-time'].numericValue,
        cls: found['cumulative-layout-shift'].numericValue,
      })
    }
    const middle = audits.find((audit) => audit.score === median(audits.map((each) => each.score)))
    rows.push({ pathname, ...middle })
    console.info(`${pathname}: ${middle.score}`)
  }
} finally {
  await chrome.kill()
  await server.stop()
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`
console.info('')
console.info(`CPU slowdown ${cpuSlowdown ?? 4}x; this machine's benchmarkIndex: median ${Math.round(median(benchmarkIndexes))}`)
console.info('')
console.info('| Page | Performance | First contentful paint | Largest contentful paint | Total blocking time | Layout shift |')
console.info('| --- | --- | --- | --- | --- | --- |')
for (const row of rows.sort((a, b) => a.score - b.score))
  console.info(`| \`${row.pathname}\` | ${row.score} | ${s(row.fcp)} | ${s(row.lcp)} | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} |`)
