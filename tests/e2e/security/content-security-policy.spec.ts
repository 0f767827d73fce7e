import { expect, type Page, test } from '@playwright/test'

import { account, signIn, signInOverHttp, signInToAdmin } from '../accounts'

/**
 * Issue 14 item 9 in the browser: the site's own scripts run under its Content-Security-Policy (the
 * nonce the server puts in each response, ADR 016) with no violation anywhere, and a script without
 * that nonce does not run.
 */

/** Every CSP violation the page reports: the console's messages and `securitypolicyviolation` events. */
async function watchViolations(page: Page) {
  const reported: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      ),
    )
  })
  return reported
}

const hydrated = (page: Page) => expect(page.locator('html[data-content-protection="on"]')).toBeAttached({ timeout: 20_000 })

test('the home page, and a page reached by client-side navigation, run their scripts with no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/')
  await hydrated(page)
  await page.goto('/coming-soon')
  await hydrated(page)
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Punjab PCS Academy/ })
    .click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 2, name: 'What you get' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(violations).toEqual([])
})

test('signing in to the admin panel runs with no CSP violation', async ({ page }, testInfo) => {
  const violations = await watchViolations(page)
  const editor = account(testInfo, 'csp-admin')
  await signInToAdmin(page, editor)
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: 'Topics' }).first()).toBeVisible()
  await page.goto('/admin/collections/topics')
  await expect(page.getByText('Polity').first()).toBeVisible()
  expect(violations).toEqual([])
})

test('staff read an attempt in the admin as text, with no CSP violation and nothing fetched from another origin', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  // A candidate starts the GS mock, as the instructions page's form does.
  const candidate = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' },
  })
  await signInOverHttp(candidate, baseURL!, account(testInfo, 'csp-attempt'))
  const started = await candidate.post('/api/tests/gs-mock-01/start', { form: { confirm: 'yes', language: 'en' }, maxRedirects: 0 })
  const attemptId = /\/attempt\/(\d+)$/.exec(started.headers().location ?? '')?.[1]
  expect(attemptId, started.headers().location).toBeDefined()
  await candidate.dispose()

  const violations = await watchViolations(page)
  const elsewhere: string[] = []
  page.on('request', (request) => {
    if (!['http:', 'https:'].includes(new URL(request.url()).protocol)) return
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url())
  })
  const editor = account(testInfo, 'csp-admin')
  await signInToAdmin(page, editor)
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto(`/admin/collections/attempts/${attemptId}`)
  // The paper the attempt started with, as formatted text (not Payload's code editor, which loads from a CDN).
  const paper = page.locator('pre[aria-label="Paper"]')
  await expect(paper).toContainText('"sections"')
  await expect(page.locator('.monaco-editor')).toHaveCount(0)
  expect(violations).toEqual([])
  expect(elsewhere).toEqual([])
})

test('the exam screen runs with no CSP violation', async ({ page }, testInfo) => {
  const violations = await watchViolations(page)
  await signIn(page, account(testInfo, 'csp-exam'))
  await page.goto('/test-series')
  await page
    .getByRole('article', { name: 'PPSC Prelims GS Mock Test 1' })
    .getByRole('link', { name: /^Start test/ })
    .click()
  await page.getByRole('checkbox', { name: /I have read and understood the instructions/ }).check()
  await page.getByRole('button', { name: 'Start test' }).click()
  await expect(page).toHaveURL(/\/test\/[a-z0-9-]+\/attempt\/\d+$/)
  await expect(page.locator('[data-exam-ready="true"]')).toBeVisible({ timeout: 20_000 })
  const saved = page.waitForResponse((response) => response.url().includes('/answers') && response.status() === 200, { timeout: 15_000 })
  await page.getByTestId('option-A').check()
  await page.getByRole('button', { name: 'Save & Next', exact: true }).click()
  await saved
  expect(violations).toEqual([])
})

test("a script with another nonce, or none, is blocked, while one with the response's nonce runs", async ({ page }) => {
  const violations = await watchViolations(page)
  // What an injection into the page would look like: script tags in the HTML the server sent.
  await page.route(
    (url) => url.pathname === '/faqs',
    async (route) => {
      const response = await route.fetch()
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
      const injected = [
        '<script nonce="wrongnonce0000000000000">window.ranWrong = true</script>',
        '<script>window.ranBare = true</script>',
        `<script nonce="${nonce}">window.ranOwn = true</script>`,
      ].join('')
      await route.fulfill({ response, body: (await response.text()).replace('</body>', `${injected}</body>`) })
    },
  )
  await page.goto('/faqs')
  await hydrated(page)
  const ran = await page.evaluate(() => {
    const flags = window as unknown as Record<string, boolean | undefined>
    return { wrong: flags.ranWrong ?? false, bare: flags.ranBare ?? false, own: flags.ranOwn ?? false }
  })
  expect(ran).toEqual({ wrong: false, bare: false, own: true })
  expect(violations.filter((message) => /script-src/.test(message)).length).toBeGreaterThanOrEqual(2)
})
