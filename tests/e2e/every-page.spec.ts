import { expect, test, type Page } from '@playwright/test'

import { account, signIn } from './accounts'
import { expectAllPunjabi, layoutWidths } from './page-checks'

/**
 * Every page family, checked the same way (issue 15): no sideways scroll at the phone and tablet widths
 * candidates use, and a page shown in Punjabi is wholly Punjabi. The content pages come from the
 * sitemap (one page of each family: a new route there is checked without touching this file); pages
 * the sitemap does not list are named below.
 */
const WIDTHS = [320, 360, 390, 768]

const unlisted = [
  '/sign-in',
  '/sign-up',
  '/forgotten-password',
  '/search?q=ਪੰਜਾਬ',
  '/search?q=punjab',
  '/current-affairs/daily-cs-mcqs',
  '/current-affairs/questions',
  '/coming-soon',
  '/no-such-page',
  '/terms',
  '/privacy',
]
const signedIn = ['/dashboard', '/account', '/account/orders', '/checkout/csat-crash-course']

/**
 * One address per page family. The sitemap dates detail pages (`<lastmod>`) and not the section pages,
 * so a dated page stands for its parent's family (`/resource/*`), an undated one for itself.
 */
async function pageFamilies(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  const families = new Map<string, string>()
  for (const [entry] of sitemap.matchAll(/<url>[\s\S]*?<\/url>/g)) {
    const path = new URL(/<loc>([^<]+)<\/loc>/.exec(entry)![1]!).pathname
    const family = entry.includes('<lastmod>') ? `${path.slice(0, path.lastIndexOf('/'))}/*` : path
    if (!families.has(family)) families.set(family, path)
  }
  // Detail pages the sitemap does not list, found from their list (a test's instructions).
  const testLink = await firstLink(page, '/test-series', 'a[href^="/test/"], a[href^="/sign-in?next=%2Ftest%2F"]')
  return [...new Set([...families.values(), ...unlisted, ...(testLink ? [testLink] : [])])]
}

async function firstLink(page: Page, from: string, selector: string): Promise<string | undefined> {
  await page.goto(from)
  const href = await page.locator(`main :is(${selector})`).first().getAttribute('href', { timeout: 10_000 })
  if (!href) return undefined
  const url = new URL(href, 'http://site.invalid')
  // A visitor's link goes through sign-in first.
  return url.pathname === '/sign-in' ? (url.searchParams.get('next') ?? undefined) : url.pathname
}

/** `address at 360px: 373px wide` for each width the page does not fit. */
async function tooWide(page: Page, address: string): Promise<string[]> {
  const problems: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    const widths = await layoutWidths(page)
    if (widths.page > widths.screen) problems.push(`${address} at ${width}px: ${widths.page}px wide`)
  }
  return problems
}

const inPunjabi = (path: string) => `${path}${path.includes('?') ? '&' : '?'}lang=pa`

test.describe.configure({ mode: 'serial' })
test.skip(({ isMobile }) => isMobile, 'sets its own screen widths')

test('every page family fits 320, 360, 390 and 768 px screens, in English and Punjabi', async ({ page }) => {
  test.setTimeout(300_000)
  const paths = await pageFamilies(page)
  expect(paths.length).toBeGreaterThan(20)
  const problems: string[] = []
  for (const path of paths) {
    for (const address of [path, inPunjabi(path)]) {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(address)
      problems.push(...(await tooWide(page, address)))
    }
  }
  expect(problems).toEqual([])
})

test('every page family shown in Punjabi has no English word but names and acronyms', async ({ page }) => {
  test.setTimeout(300_000)
  const paths = await pageFamilies(page)
  const problems: string[] = []
  for (const path of paths) {
    await page.goto(inPunjabi(path))
    try {
      await expectAllPunjabi(page)
    } catch (error) {
      problems.push(`${path}: ${(error as Error).message.split('\n').slice(0, 30).join('\n')}`)
    }
  }
  expect(problems).toEqual([])
})

test('signed-in pages fit every width and read wholly in Punjabi', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  await signIn(page, account(testInfo, 'sweep-candidate'))
  for (const path of signedIn) {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(inPunjabi(path))
    await expectAllPunjabi(page)
    expect(await tooWide(page, path)).toEqual([])
  }
})
