import { expect, test, type Page } from '@playwright/test'

import { account, signIn } from './accounts'
import { latestMailTo } from './mail'
import { withProof } from './proof-of-work'

const header = (page: Page) => page.getByRole('banner')
const RESET_SUBJECT = /^Set a new password for your Punjab PCS Academy account$/
const SENT = 'If an account uses this e-mail address, a link to set a new password is on its way. It works once, for one hour.'

test('forgotten password through the real SMTP server: one answer for every address, a link that works once, other devices signed out', async ({
  browser,
  page,
}, testInfo) => {
  const candidate = account(testInfo, 'auth-reset')
  // Its own client address, so the per-address limit is not shared with other tests.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.81' })

  // Signed in on another device first.
  const elsewhere = await browser.newContext()
  const elsewherePage = await elsewhere.newPage()
  await signIn(elsewherePage, candidate)

  await page.goto('/sign-in')
  await page.getByRole('link', { name: 'Forgotten password?' }).click()
  await expect(page).toHaveURL(/\/forgotten-password$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Forgotten password' })).toBeVisible()

  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible()

  // An address without an account gets exactly the same answer, and no e-mail.
  await page.getByLabel('E-mail address').fill('no.account.here@e2e.test')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible()
  await page.getByLabel('E-mail address').fill(candidate.email)
  await page.getByRole('button', { name: 'Send the link again' }).click()
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible()

  const mail = await latestMailTo(candidate.email, RESET_SUBJECT)
  const link = mail.text.split(/\s+/).find((word) => word.includes('/forgotten-password?token='))!
  expect(new URL(link).origin).toBe(new URL(page.url()).origin)
  const unknownMail = await fetch(`http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}/messages?to=no.account.here@e2e.test`)
  expect(await unknownMail.json()).toEqual([])

  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('password1')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByText('This password is too common and easy to guess. Choose another.')).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('Jallianwala#Bagh1919')
  await expect(page.getByText('Password strength: Strong')).toBeVisible()
  await page.getByRole('button', { name: 'Set new password' }).click()

  await expect(page).toHaveURL(/localhost:\d+\/$/)
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Your password has been changed' })).toBeVisible()
  await expect(header(page).getByRole('button', { name: 'Log Out' })).toBeVisible()

  // The other device is signed out at its next step, and told why.
  await header(elsewherePage).getByRole('link', { name: 'Test Series', exact: true }).first().click()
  await expect(elsewherePage.locator('.Toastify__toast')).toContainText(
    'You have been signed out because your account was signed in on another device.',
  )
  await expect(header(elsewherePage).getByRole('link', { name: 'Join Today' })).toBeVisible()
  await elsewhere.close()

  // The link is spent.
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'This link can no longer be used' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible()
})

test("the admin's Forgot password opens the site's page, whose form sends the site's e-mail and link", async ({ page }, testInfo) => {
  const editor = account(testInfo, 'auth-reset-admin')
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.82' })
  // The admin's sign-in is the site's page (ADR 052), whose Forgotten password? is the one form.
  await page.goto('/admin/login')
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fadmin$/)
  await page.getByRole('link', { name: 'Forgotten password?' }).click()
  // One form for everyone, with its proof of work (ADR 050).
  await expect(page).toHaveURL(/\/forgotten-password$/)
  await expect(page.locator('html[data-content-protection="on"]')).toHaveCount(1)
  await page.getByLabel('E-mail address').fill(editor.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible()
  const mail = await latestMailTo(editor.email, RESET_SUBJECT)
  expect(mail.text).toContain('/forgotten-password?token=')
  expect(mail.html).toContain('/forgotten-password?token=')
})

test('the forgotten-password form is limited per address: 429 with Retry-After, and the form says so', async ({
  page,
  playwright,
  baseURL,
}) => {
  const address = '198.51.100.83'
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address, Origin: baseURL! } })
  for (let count = 1; count <= 5; count++) {
    const data = await withProof(api, { email: `limit-${count}@e2e.test` })
    expect((await api.post('/api/auth/forgotten-password', { data })).status()).toBe(200)
  }
  const limited = await api.post('/api/auth/forgotten-password', { data: await withProof(api, { email: 'limit-6@e2e.test' }) })
  expect(limited.status()).toBe(429)
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0)
  await api.dispose()

  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address })
  await page.goto('/forgotten-password')
  await page.getByLabel('E-mail address').fill('limit-7@e2e.test')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText(/^Too many attempts from your network. Please wait \d+ minutes? and try again.$/)).toBeVisible()
  await expect(page.getByLabel('E-mail address')).toHaveValue('limit-7@e2e.test')
})
