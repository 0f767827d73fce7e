import { expect, test } from '@playwright/test'

import { account, signIn } from './accounts'
import { latestMailTo } from './mail'

const header = (page: import('@playwright/test').Page) => page.getByRole('banner')

test('sign-up: bad input is explained next to each field and kept; good input signs the candidate in and returns them', async ({
  page,
}) => {
  await page.goto('/sign-up?next=/coming-soon')
  await page.getByLabel('Full name').fill('R')
  await page.getByLabel('E-mail address').fill('rupinder@')
  await page.getByLabel('Mobile number').fill('12345')
  await page.getByLabel('Password', { exact: true }).fill('password123')
  await expect(page.getByText('Password strength: Too weak')).toBeVisible()
  await page.getByRole('button', { name: 'Create account' }).click()

  await expect(page.getByText('Enter your full name.')).toBeVisible()
  await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.')
  await expect(page.getByText('Enter a 10-digit Indian mobile number, with or without +91.')).toBeVisible()
  await expect(page.getByText('This password is too common and easy to guess. Choose another.')).toBeVisible()
  await expect(page.getByText('Accept the terms of use to create your account.')).toBeVisible()
  await expect(page.getByLabel('E-mail address')).toHaveValue('rupinder@')

  // A reload keeps what was typed (except the password).
  await page.reload()
  await expect(page.getByLabel('Mobile number')).toHaveValue('12345')

  await page.getByLabel('Full name').fill('Rupinder Kaur Dhillon')
  await page.getByLabel('E-mail address').fill('rupinder.dhillon@example.in')
  await page.getByLabel('Mobile number').fill('+91 98722 33445')
  await page.getByLabel('Password', { exact: true }).fill('Sirhind#Canal2026')
  await expect(page.getByText('Password strength: Strong')).toBeVisible()
  await page.getByLabel('I accept the terms of use and the privacy policy.').check()
  await page.getByRole('button', { name: 'Create account' }).click()

  // The address is proved by a code sent to it; everything typed stays on the page meanwhile.
  const codeSent = 'We have sent a 6-digit code to rupinder.dhillon@example.in. Enter it below to create your account.'
  await expect(page.getByRole('status').filter({ hasText: codeSent })).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveValue('Rupinder Kaur Dhillon')
  const code = (await latestMailTo('rupinder.dhillon@example.in', /^\d{6} is your Punjab PCS Academy sign-up code$/)).subject.slice(0, 6)
  await page.getByLabel('Code from the e-mail').fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('This code is not right, or it has expired. Check the latest e-mail, or send a new code.')).toBeVisible()
  await page.getByLabel('Code from the e-mail').fill(code)
  await page.getByRole('button', { name: 'Create account' }).click()

  // The page itself, not the sign-up address whose `next` ends the same way.
  await expect(page).toHaveURL((url) => url.pathname === '/coming-soon')
  await expect(header(page).getByRole('button', { name: 'Log Out' })).toBeVisible()

  // Signing up again with the address answers exactly as for a new one; the owner is told by e-mail.
  await header(page).getByRole('button', { name: 'Log Out' }).click()
  await expect(page).toHaveURL(/\/sign-in$/)
  await page.goto('/sign-up')
  await page.getByLabel('Full name').fill('Someone Else')
  await page.getByLabel('E-mail address').fill('rupinder.dhillon@example.in')
  await page.getByLabel('Mobile number').fill('9872233446')
  await page.getByLabel('Password', { exact: true }).fill('Another#Strong2026')
  await page.getByLabel('I accept the terms of use and the privacy policy.').check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('status').filter({ hasText: codeSent })).toBeVisible()
  await expect(page.getByText(/already/)).toHaveCount(0)
  const warning = await latestMailTo(
    'rupinder.dhillon@example.in',
    /^Someone tried to create a Punjab PCS Academy account with your address$/,
  )
  expect(warning.text).toMatch(/^Hello Rupinder Kaur Dhillon,/)
})

test('sign-in: a wrong password gets one general message; the right one returns to the page that asked', async ({ page }, testInfo) => {
  const candidate = account(testInfo, 'auth-sign-in')
  await page.goto('/coming-soon')
  await header(page).getByRole('link', { name: 'Join Today' }).click()
  await expect(page).toHaveURL(/\/sign-in$/)

  await page.goto('/sign-in?next=/resource/gs-pcs-prelims_polity')
  await page.getByLabel('E-mail address').fill(candidate.email)
  await page.getByLabel('Password', { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.locator('#sign-in-error')).toHaveText('The e-mail address or password is incorrect.')
  await expect(page.locator('#sign-in-error')).toHaveRole('alert')
  await expect(page.getByLabel('E-mail address')).toHaveValue(candidate.email)

  await page.getByLabel('Password', { exact: true }).fill(candidate.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/resource\/gs-pcs-prelims_polity$/)
  await expect(header(page).getByRole('button', { name: 'Log Out' })).toBeVisible()

  // Signed in, the sign-in page sends them on; a foreign return address is ignored.
  await page.goto('/sign-in?next=https://evil.example/')
  await expect(page).toHaveURL(/localhost:\d+\/$/)
})

test('signing in on a second browser signs the first one out, and it says so at its next navigation', async ({ browser }, testInfo) => {
  const candidate = account(testInfo, 'auth-single-session')
  const first = await browser.newContext()
  const second = await browser.newContext()
  const signInOn = async (context: import('@playwright/test').BrowserContext) => {
    const page = await context.newPage()
    await signIn(page, candidate)
    return page
  }
  const firstPage = await signInOn(first)
  await signInOn(second)

  await header(firstPage).getByRole('link', { name: 'Test Series', exact: true }).first().click()
  await expect(firstPage.locator('.Toastify__toast')).toContainText(
    'You have been signed out because your account was signed in on another device.',
  )
  await expect(header(firstPage).getByRole('link', { name: 'Join Today' })).toBeVisible()
  // The old cookie is refused by the API as well.
  expect((await (await firstPage.request.get('/api/users/me')).json()).user).toBeNull()
  await first.close()
  await second.close()
})

test('after logging out, replaying the old session cookie gets 401', async ({ page, request }, testInfo) => {
  const candidate = account(testInfo, 'auth-replay')
  await signIn(page, candidate)
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'payload-token')!
  expect(token.httpOnly).toBe(true)
  expect(token.sameSite).toBe('Lax')

  // As a browser sends it (same-origin), the cookie is a valid session before logging out.
  const browserHeaders = { Cookie: `payload-token=${token.value}`, 'Sec-Fetch-Site': 'same-origin' }
  expect((await (await request.get('/api/users/me', { headers: browserHeaders })).json()).user?.email).toBe(candidate.email)

  await header(page).getByRole('button', { name: 'Log Out' }).click()
  await expect(page).toHaveURL(/\/sign-in$/)
  const replay = await request.get('/api/users/me', { headers: { Authorization: `JWT ${token.value}` } })
  expect((await replay.json()).user).toBeNull()
  const refused = await request.get('/api/session', { headers: browserHeaders })
  expect(refused.status()).toBe(401)
  expect((await refused.json()).user).toBeNull()
})

test('too many failed sign-ins from one address get 429 with Retry-After, and the form says so', async ({ page, playwright, baseURL }) => {
  // A made-up client address, so no other test shares its count; a new address each time, so only the per-address limit applies.
  const address = '198.51.100.77'
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address, Origin: baseURL! } })
  const attempt = (count: number) =>
    api.post('/api/auth/sign-in', { data: { email: `nobody-${count}@example.in`, password: 'wrong-password' } })
  for (let count = 1; count <= 30; count++) expect((await attempt(count)).status()).toBe(401)
  const limited = await attempt(31)
  expect(limited.status()).toBe(429)
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0)

  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address })
  await page.goto('/sign-in')
  await page.getByLabel('E-mail address').fill('nobody@example.in')
  await page.getByLabel('Password', { exact: true }).fill('another-guess')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.locator('#sign-in-error')).toContainText('Too many attempts from your network. Please wait 10 minutes and try again.')
  await expect(page.getByLabel('E-mail address')).toHaveValue('nobody@example.in')
  await api.dispose()
})

test('the sign-in endpoint refuses a form posted from another website', async ({ request }) => {
  const response = await request.post('/api/auth/sign-in', {
    headers: { Origin: 'https://evil.example' },
    data: { email: 'nobody@example.in', password: 'whatever-password' },
  })
  expect(response.status()).toBe(403)
})

test('a write to the API from another website is refused even with a valid session cookie', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const candidate = account(testInfo, 'auth-csrf')
  await signIn(page, candidate)
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'payload-token')!.value
  const me = await (await request.get('/api/users/me', { headers: { Authorization: `JWT ${token}` } })).json()

  const write = (origin: string) =>
    request.patch(`/api/users/${me.user.id}`, {
      headers: { Cookie: `payload-token=${token}`, Origin: origin, 'Sec-Fetch-Site': origin === baseURL ? 'same-origin' : 'cross-site' },
      data: { name: `Renamed from ${origin}` },
    })
  const foreign = await write('https://evil.example')
  expect([401, 403]).toContain(foreign.status())
  const own = await write(baseURL!)
  expect(own.status()).toBe(200)
  expect((await own.json()).doc.name).toBe(`Renamed from ${baseURL}`)
})
