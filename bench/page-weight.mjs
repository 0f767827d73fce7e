#!/usr/bin/env node
/**
 * The JavaScript each public page ships (issue 17, item 8): the pages the sitemap lists (two documents
 * of each folder), opened by a visitor in Debian's Chromium; the script files it loads, as sent (gzip) and
 * unpacked. Measured, never asserted.
 *
 *   npm run build && npm run bench:weight
 */
import { chromium } from 'playwright-core'

import { chromiumLaunchOptions } from '../tests/helpers/chromium.mjs'
import { sitemapPages } from './lib/pages.mjs'
import { startProjectServer } from './lib/project.mjs'

const server = await startProjectServer()
const pages = await sitemapPages(server.base)

const browser = await chromium.launch(chromiumLaunchOptions)
const rows = []
for (const pathname of pages) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request)
  })
  await page.goto(`${server.base}${pathname}`, { waitUntil: 'networkidle' })
  let sent = 0
  let unpacked = 0
  for (const request of scripts) {
    const sizes = await request.sizes()
    sent += sizes.responseBodySize
    const response = await request.response()
    unpacked += (await response?.body().catch(() => Buffer.alloc(0)))?.length ?? 0
  }
  rows.push({ pathname, files: scripts.length, sent, unpacked })
  await context.close()
}
await browser.close()
await server.stop()

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`
console.info('')
console.info('| Page | Script files | JavaScript sent (gzip) | Unpacked |')
console.info('| --- | --- | --- | --- |')
for (const row of rows.sort((a, b) => b.sent - a.sent))
  console.info(`| \`${row.pathname}\` | ${row.files} | ${kB(row.sent)} | ${kB(row.unpacked)} |`)
