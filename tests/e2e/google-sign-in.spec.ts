import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { account, signIn } from './accounts'

/**
 * Google sign-in (issue 19, part 1; ADR 051) in the browser, against "Test Google", the real OpenID
 * provider the test run starts on loopback (tests/oidc/provider.mjs, playwright.config.ts): the spec's
 * popup (500 × 600; a newer request cancels the earlier; closed by the reader → said within 8 s;
 * blocked → the whole page goes), accounts made and linked only with the password.
 */

const header = (page: Page) => page.getByRole('banner')

/** Serious and critical accessibility violations on the page as it is now. */
const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
const googleButton = (page: Page) => page.getByRole('link', { name: 'Continue with Google' })

/** Each try signs in as someone new, so a retry never finds the account its first try made. */
const someone = (name: string) => `${name}.${test.info().project.name}.${test.info().retry}.${Date.now()}@gmail.test`

async function signInAtTestGoogle(popup: Page, { email, name }: { email: string; name: string }) {
  await expect(popup).toHaveTitle('Sign in – Test Google')
  await popup.getByRole('textbox', { name: 'Email' }).fill(email)
  await popup.getByRole('textbox', { name: 'Name' }).fill(name)
  await popup.getByRole('button', { name: 'Continue' }).click()
}

test('a new candidate continues with Google in a 500 × 600 window and is signed in where they were headed', async ({ page }) => {
  await page.goto('/sign-in?next=/test-series')
  const [popup] = await Promise.all([page.waitForEvent('popup'), googleButton(page).click()])
  expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([500, 600])
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for Google' })).toBeVisible()
  const email = someone('gurleen')
  await signInAtTestGoogle(popup, { email, name: 'Gurleen Kaur Brar' })
  // The window closes by itself; the page goes on, signed in.
  await popup.waitForEvent('close', { timeout: 30_000 })
  await expect(page).toHaveURL((url) => url.pathname === '/test-series', { timeout: 30_000 })
  await expect(header(page).getByRole('button', { name: 'Log Out' })).toBeVisible()
  await page.goto('/account')
  await expect(page.getByLabel('Full name')).toHaveValue('Gurleen Kaur Brar')
  await expect(page.getByLabel('E-mail address')).toHaveValue(email.toLowerCase())
})

test('a window closed before signing in is reported within 8 seconds, and a newer click reuses the one window', async ({
  page,
  context,
}) => {
  await page.goto('/sign-up')
  await expect(page.getByText('Continuing with Google creates a free account if you have none')).toBeVisible()
  const [first] = await Promise.all([page.waitForEvent('popup'), googleButton(page).click()])
  await expect(first).toHaveTitle('Sign in – Test Google')
  // A second click: the same window goes to a new start, the earlier request is cancelled.
  await googleButton(page).click()
  await expect(first).toHaveTitle('Sign in – Test Google')
  expect(context.pages()).toHaveLength(2)

  const closedAt = Date.now()
  await first.close()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The Google window was closed before you finished signing in. Try again when you are ready.' }),
  ).toBeVisible({ timeout: 8_000 })
  expect(Date.now() - closedAt).toBeLessThan(8_000)
  // Nothing happened: still signing up, and the button works again.
  await expect(page).toHaveURL((url) => url.pathname === '/sign-up')
  await expect(googleButton(page)).not.toHaveAttribute('aria-busy')
})

test('the sign-in page with its Google button and Google sign-in’s last page have no serious accessibility violations', async ({
  page,
}) => {
  await page.goto('/sign-in')
  await expect(googleButton(page)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.goto('/sign-in?google=unverified&lang=pa')
  await expect(page.getByRole('alert').filter({ hasText: 'Google ਨੇ ਇਸ ਈ-ਮੇਲ ਪਤੇ ਦੀ ਪੁਸ਼ਟੀ ਨਹੀਂ ਕੀਤੀ' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.goto('/google-sign-in?outcome=expired&lang=en')
  await expect(page.getByText('This Google sign-in has expired or was already used. Continue with Google again.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('a blocked window falls back to the whole page going to Google and back', async ({ page }) => {
  // What a popup blocker does to window.open.
  await page.addInitScript(() => {
    window.open = () => null
  })
  await page.goto('/sign-in?next=/dashboard')
  await googleButton(page).click()
  await signInAtTestGoogle(page, { email: someone('blocked'), name: 'Harjot Singh' })
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard', { timeout: 30_000 })
  await expect(header(page).getByRole('button', { name: 'Log Out' })).toBeVisible()
})

test('cancelling at Google says so on the sign-in page, in Punjabi too', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null
  })
  await page.goto('/sign-in?lang=pa')
  await page.getByRole('link', { name: 'Google ਨਾਲ ਜਾਰੀ ਰੱਖੋ' }).click()
  await expect(page).toHaveTitle('Sign in – Test Google')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'ਤੁਸੀਂ Google ਨਾਲ ਸਾਈਨ ਇਨ ਕਰਨਾ ਰੱਦ ਕਰ ਦਿੱਤਾ।' })).toBeVisible()
})

test('an existing account is linked only once its password is given; after that Google signs straight in', async ({
  page,
  context,
}, testInfo) => {
  const candidate = account(testInfo, 'google-link')
  await page.goto('/sign-in?next=/dashboard')
  const [popup] = await Promise.all([page.waitForEvent('popup'), googleButton(page).click()])
  await signInAtTestGoogle(popup, { email: candidate.email, name: 'Someone Else' })
  await expect(page).toHaveURL((url) => url.pathname === '/link-google', { timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Link your Google account' })).toBeVisible()
  await expect(page.getByText(`An account with ${candidate.email} already exists here.`)).toBeVisible()
  await expect(header(page)).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])

  await page.getByLabel('Password', { exact: true }).fill('not the password')
  await page.getByRole('button', { name: 'Link and sign in' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'The e-mail address or password is incorrect.' })).toBeVisible()
  await page.getByLabel('Password', { exact: true }).fill(candidate.password)
  await page.getByRole('button', { name: 'Link and sign in' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard', { timeout: 30_000 })

  // Signed out, then Google again: straight in, no password.
  await context.clearCookies()
  await page.goto('/sign-in?next=/account')
  const [again] = await Promise.all([page.waitForEvent('popup'), googleButton(page).click()])
  await signInAtTestGoogle(again, { email: candidate.email, name: 'Someone Else' })
  await expect(page).toHaveURL((url) => url.pathname === '/account', { timeout: 30_000 })
  // The account keeps its own name: Google's does not replace it.
  await expect(page.getByLabel('Full name')).not.toHaveValue('Someone Else')

  // The account page says Google is linked, and unlinks it with the current password only.
  const google = page.getByRole('form', { name: 'Google sign-in' })
  await expect(google.getByText('Your account is linked to a Google account')).toBeVisible()
  await google.getByLabel('Current password').fill('a guess')
  await google.getByRole('button', { name: 'Unlink Google' }).click()
  await expect(google.getByText('Your current password is not right.')).toBeVisible()
  await google.getByLabel('Current password').fill(candidate.password)
  await google.getByRole('button', { name: 'Unlink Google' }).click()
  await expect(page.getByText('Google is unlinked. Sign in with your e-mail address and password from now on.')).toBeVisible()
  await expect(page.getByText('No Google account is linked.')).toBeVisible()
  // Still signed in here.
  await page.reload()
  await expect(page.getByText('No Google account is linked.')).toBeVisible()
})

test('a staff account is refused unless an admin allowed Google for it', async ({ page }, testInfo) => {
  const editor = account(testInfo, 'google-editor')
  await page.goto('/sign-in')
  const [popup] = await Promise.all([page.waitForEvent('popup'), googleButton(page).click()])
  await signInAtTestGoogle(popup, { email: editor.email, name: 'Editor' })
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'This is a staff account: sign in with its e-mail address and password. An administrator has not allowed Google sign-in for it.',
    }),
  ).toBeVisible({ timeout: 30_000 })
  // Their password still works.
  await signIn(page, editor)
})

test('over HTTP: a forged callback signs nobody in, and the link form refuses a request with nothing waiting or from another site', async ({
  request,
  baseURL,
}) => {
  const forged = await request.get('/api/auth/google/callback?code=stolen-code&state=forged-state', { maxRedirects: 0 })
  expect(forged.status()).toBe(303)
  expect(forged.headers()['location']).toBe(`${baseURL}/google-sign-in?outcome=expired&next=%2F`)
  expect(forged.headers()['set-cookie'] ?? '').not.toContain('payload-token=')

  const nothingWaiting = await request.post('/api/auth/google/link', {
    data: { password: 'Sutlej#River2026' },
    headers: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' },
  })
  expect(nothingWaiting.status()).toBe(410)
  expect((await nothingWaiting.json()).message).toBe(
    'Nothing is waiting to be linked: the Google sign-in expired after 10 minutes. Continue with Google again.',
  )

  const foreign = await request.post('/api/auth/google/link', {
    data: { password: 'Sutlej#River2026' },
    headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
  })
  expect(foreign.status()).toBe(403)
})
