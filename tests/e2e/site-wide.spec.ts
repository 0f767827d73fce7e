import { expect, test } from '@playwright/test'

import { account, signIn, signInToApi } from './accounts'

const TOPIC = '/resource/gs-pcs-mains_statistics'

test('search from the header: results grouped by kind, each leading to its page', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/search$/)
  await page.getByRole('searchbox').fill('polity')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/search\?q=polity$/)
  const topics = page.getByRole('region', { name: /^Topics/ })
  await expect(topics.getByRole('link', { name: 'Polity' }).first()).toBeVisible()
  await topics.getByRole('link', { name: 'Polity' }).first().click()
  await expect(page).toHaveURL(/\/resource\/gs-pcs-(prelims|mains)_polity$/)

  await page.goto('/search?q=zzqx')
  await expect(page.getByText('Nothing matches “zzqx”.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Try another search' })).toBeVisible()
})

test('robots.txt keeps crawlers out of private areas; the sitemap lists content pages in both languages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toContain('Disallow: /account')
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toMatch(/<loc>http:\/\/localhost:\d+\/resource\/gs-pcs-prelims_polity<\/loc>/)
  expect(sitemap).toMatch(/hreflang="pa" href="http:\/\/localhost:\d+\/resource\/gs-pcs-prelims_polity\?lang=pa"/)
  expect(sitemap).toMatch(/<loc>http:\/\/localhost:\d+\/products\/toppers-answer-copies<\/loc>/)
  expect(sitemap).toMatch(/\/current-affairs\/daily-current-affairs\/\d{4}-\d{2}-\d{2}<\/loc>/)
  expect(sitemap).toMatch(/\/current-affairs\/daily-cs-mcqs\/daily-ca-quiz-\d{4}-\d{2}-\d{2}<\/loc>/)
  expect(sitemap).toMatch(/\/current-affairs\/questions\/\d{4}-\d{2}-\d{2}<\/loc>/)
})

test('a chosen language stays in the address across pages, and switching back to English sticks too', async ({ page }) => {
  await page.goto('/resource/gs-pcs-prelims_polity?lang=pa')
  await expect(page.getByRole('navigation', { name: /^(Language|ਭਾਸ਼ਾ)$/ }).getByRole('link', { name: 'ਪੰਜਾਬੀ' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await page.goto('/resource/gs-pcs-prelims_history')
  await expect(page).toHaveURL(/\/resource\/gs-pcs-prelims_history\?lang=pa$/)

  await page
    .getByRole('navigation', { name: /^(Language|ਭਾਸ਼ਾ)$/ })
    .getByRole('link', { name: 'English' })
    .click()
  await expect(page).toHaveURL(/\/resource\/gs-pcs-prelims_history\?lang=en$/)
  await expect(page.getByRole('navigation', { name: /^(Language|ਭਾਸ਼ਾ)$/ }).getByRole('link', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await page.goto('/resource/gs-pcs-prelims_polity')
  await expect(page).toHaveURL(/\/resource\/gs-pcs-prelims_polity$/)
})

test('switching the language opens the page afresh in the other language, where the reader was, and the page it opens stays cacheable', async ({
  page,
}) => {
  // On a desktop the header's top row, and the switch in it, stays on screen as the page scrolls.
  await page.goto('/resource/gs-pcs-prelims_polity')
  const switcher = page.getByRole('navigation', { name: /^(Language|ਭਾਸ਼ਾ)$/ })
  await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true')
  const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
  expect(room).toBeGreaterThan(800)
  await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700)

  const opened = page.waitForResponse((response) => response.request().resourceType() === 'document')
  await switcher.getByRole('link', { name: 'ਪੰਜਾਬੀ' }).click()
  const load = await opened
  // A whole page load of the Punjabi address: the click wrote the cookie, so the page sets none.
  expect(load.url()).toMatch(/\/resource\/gs-pcs-prelims_polity\?lang=pa$/)
  expect(load.headers()['set-cookie']).toBeUndefined()
  await expect(page.locator('html')).toHaveAttribute('lang', 'pa')
  await expect(switcher.getByRole('link', { name: 'ਪੰਜਾਬੀ' })).toHaveAttribute('aria-current', 'true')
  // Back where the reader was (the Punjabi text is a little longer or shorter, so roughly).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
})

test('staff preview unpublished changes on the real page; visitors keep seeing the published one', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const editor = account(testInfo, 'preview-editor')
  const visitor = await browser.newPage()
  await visitor.goto(TOPIC)
  const published = (await visitor.getByRole('heading', { level: 1 }).textContent())!

  // Preview needs a staff session.
  expect((await visitor.request.get(`/api/preview?path=${encodeURIComponent(TOPIC)}`, { maxRedirects: 0 })).status()).toBe(403)

  await signIn(page, editor)
  const { docs } = await (await page.request.get(`/api/topics?where[slug][equals]=gs-pcs-mains_statistics&depth=0`)).json()
  const id = docs[0].id
  const draftTitle = 'Statistics for PCS Mains (revised draft)'
  const saveDraft = (title: string) =>
    page.request.patch(`/api/topics/${id}?draft=true`, { headers: { Origin: baseURL! }, data: { title } })
  expect((await saveDraft(draftTitle)).ok()).toBe(true)
  try {
    await page.goto(`/api/preview?path=${encodeURIComponent(TOPIC)}`)
    await expect(page).toHaveURL(new RegExp(`${TOPIC}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle)
    await expect(page.getByRole('status').filter({ hasText: 'Preview: you are seeing unpublished changes.' })).toBeVisible()

    await visitor.reload()
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(published)

    await page.getByRole('link', { name: 'Exit preview' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published)
  } finally {
    await saveDraft(published)
    await visitor.close()
  }
})

test('content pages are rendered once per language and then served from the cache; query and session pages are not', async ({
  request,
}, testInfo) => {
  // Asked again until the page settles: a first answer may be STALE while it renders afresh, when other
  // tests running meanwhile published something the page shows.
  const cacheOf = async (path: string, headers: Record<string, string> = {}) => {
    let answer = { cache: undefined as string | undefined, html: '' }
    for (let tries = 0; tries < 5; tries++) {
      const response = await request.get(path, { headers })
      expect(response.status(), path).toBe(200)
      answer = { cache: response.headers()['x-nextjs-cache'], html: await response.text() }
      if (tries > 0 && answer.cache !== 'STALE') break
      await new Promise((resolve) => setTimeout(resolve, tries === 0 ? 0 : 500))
    }
    return answer
  }
  expect((await cacheOf('/faqs')).cache).toBe('HIT')
  const punjabi = await cacheOf('/faqs?lang=pa')
  expect(punjabi.cache).toBe('HIT')
  expect(punjabi.html).toContain('ਪੰਜਾਬ ਪੀਸੀਐੱਸ ਅਕੈਡਮੀ ਕੀ ਹੈ?')
  expect((await cacheOf(TOPIC)).cache).toBe('HIT')
  // The internal language segment is not an address of its own.
  expect((await request.get('/pa/faqs')).status()).toBe(404)
  // A filtered list and a signed-in candidate's topic page are rendered for their request.
  expect((await cacheOf('/pyq?year=2023')).cache).toBeUndefined()
  const { token } = await signInToApi(request, account(testInfo, 'cache-reader'), testInfo.project.use.baseURL!)
  const session = { Cookie: `payload-token=${token}` }
  expect((await cacheOf(TOPIC, session)).cache).toBeUndefined()
})

test('a published change shows on the cached page at the next view', async ({ page, request }, testInfo) => {
  await page.goto(TOPIC)
  // Served from the cache before the change…
  await page.goto(TOPIC)
  expect((await page.request.get(TOPIC)).headers()['x-nextjs-cache']).toBe('HIT')
  const before = (await page.locator('header p').last().textContent())!
  const { headers: headers } = await signInToApi(request, account(testInfo, 'publish-editor'), testInfo.project.use.baseURL!)
  const { docs } = await (await request.get('/api/topics?where[slug][equals]=gs-pcs-mains_statistics&depth=0', { headers })).json()
  const overview = 'Statistics for the PPSC Mains: data handling, averages and index numbers, with Punjab examples. (Updated.)'
  try {
    const saved = await request.patch(`/api/topics/${docs[0].id}`, { headers, data: { overview, _status: 'published' } })
    expect(saved.ok()).toBe(true)
    await page.reload()
    await expect(page.getByText(overview)).toBeVisible()
  } finally {
    await request.patch(`/api/topics/${docs[0].id}`, { headers, data: { overview: docs[0].overview, _status: 'published' } })
  }
  expect(before).not.toBe(overview)
})
