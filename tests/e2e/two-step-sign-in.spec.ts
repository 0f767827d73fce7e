import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { account, signIn } from './accounts'
import { latestTextTo } from './mail'
import { codeAt, currentStep } from './second-factor'

/**
 * Two-step sign-in (issue 19, part 2; ADR 052) in the browser: a new editor sets up an authenticator
 * app before the admin opens and signs in with its code or a recovery code afterwards; a candidate turns
 * it on from the account page (an app, or text messages through the SMS gateway), and the doors a
 * script might try are closed without the code.
 */

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)

/** The key the page spells out, as a person would type it into their app. */
const keyOnPage = async (page: Page) => (await page.locator('[translate="no"]').first().innerText()).replace(/\s/g, '')

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code', exact: true })
const logOut = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Log Out' })

async function passwordFirst(page: Page, credentials: { email: string; password: string }, path = '/sign-in') {
  await page.goto(path)
  await page.getByLabel('E-mail address').fill(credentials.email)
  await page.getByLabel('Password', { exact: true }).fill(credentials.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('a new editor sets up an authenticator app before the admin opens, then signs in with its code or a recovery code', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000)
  const editor = account(testInfo, 'two-step-staff')
  // The admin sends a signed-out visitor to the site's sign-in page, and back afterwards.
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fadmin$/)
  await page.getByLabel('E-mail address').fill(editor.email)
  await page.getByLabel('Password', { exact: true }).fill(editor.password)
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page).toHaveURL(/\/two-step$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' })).toBeVisible()
  await expect(page.getByRole('img', { name: `QR code to add ${editor.email} to your authenticator app` })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  // No session yet: the API does not know this browser.
  expect((await (await page.request.get('/api/users/me')).json()).user).toBeNull()

  const secret = await keyOnPage(page)
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await codeField(page).fill('123456')
  await page.getByRole('button', { name: 'Turn on and continue' }).click()
  await expect(page.getByText('That code is not right.')).toBeVisible()
  await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true')

  const setupStep = currentStep()
  await codeField(page).fill(codeAt(secret, setupStep))
  await page.getByRole('button', { name: 'Turn on and continue' }).click()
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible()
  const codes = await page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem').allInnerTexts()
  expect(codes).toHaveLength(10)
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'I have saved them: continue' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: 'Topics' }).first()).toBeVisible()

  // Signed out, a recovery code stands in for the app, once.
  await page.context().clearCookies()
  await passwordFirst(page, editor, '/sign-in?next=/admin')
  await expect(page).toHaveURL(/\/two-step$/)
  await expect(page.getByText(`Open your authenticator app and enter the 6-digit code it shows for ${editor.email}.`)).toBeVisible()
  await codeField(page).fill(codes[0]!)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  await page.context().clearCookies()
  await passwordFirst(page, editor)
  await codeField(page).fill(codes[0]!)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('That code is not right.')).toBeVisible()
  // The app's next code (the setup spent this step's).
  await codeField(page).fill(codeAt(secret, setupStep + 1))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(logOut(page)).toBeVisible()

  // A script on the REST API needs the code too.
  const script = await page.request.post('/api/users/login', { data: editor, headers: { Origin: baseURL! } })
  expect(script.status()).toBe(401)
  expect(await script.text()).toContain('send the 6-digit code from its authenticator app as “code”')
})

test('a candidate turns on an authenticator app from the account page, and every sign-in then asks for its code', async ({
  page,
}, testInfo) => {
  const candidate = account(testInfo, 'two-step-candidate')
  await signIn(page, candidate)
  await page.goto('/account')
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Two-step sign-in' }) })
  await expect(card.getByText(/^Off\. Turn it on/)).toBeVisible()
  await card.getByRole('link', { name: 'Set up two-step sign-in' }).click()
  await expect(page).toHaveURL(/\/account\/two-step$/)
  await expect(page.getByRole('radio', { name: /An authenticator app/ })).toBeChecked()
  // No mobile number on the account yet: text messages wait for one.
  await expect(page.getByRole('radio', { name: /add your mobile number to your details first/ })).toBeDisabled()
  expect(await seriousViolations(page)).toEqual([])

  const secret = await keyOnPage(page)
  const step = currentStep()
  await codeField(page).fill(codeAt(secret, step))
  await page.getByLabel('Current password').fill('not my password')
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
  await expect(page.getByText('Your current password is not right.')).toBeVisible()
  await page.getByLabel('Current password').fill(candidate.password)
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible()
  await page.getByRole('button', { name: 'I have saved them: continue' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByText('On: a code from your authenticator app.')).toBeVisible()

  await page.context().clearCookies()
  await passwordFirst(page, candidate, '/sign-in?next=/dashboard')
  await expect(page).toHaveURL(/\/two-step$/)
  await codeField(page).fill(codeAt(secret, step + 1))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(logOut(page)).toBeVisible()
})

test('a candidate takes codes by text message through the SMS gateway, and can turn it off with the password', async ({
  page,
  baseURL,
}, testInfo) => {
  const candidate = account(testInfo, 'two-step-texts')
  const mobile = `+9198${String(Date.now()).slice(-8)}`
  await signIn(page, candidate)
  // The number the codes go to: the candidate's own details.
  const sameSite = { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' }
  const { user } = (await (await page.request.get('/api/users/me', { headers: sameSite })).json()) as { user: { id: number } }
  expect((await page.request.patch(`/api/users/${user.id}`, { data: { mobile }, headers: sameSite })).ok()).toBe(true)
  await page.goto('/account/two-step')
  await page.getByRole('radio', { name: `A text message to ••••••${mobile.slice(-4)}` }).check()
  await page.getByRole('button', { name: 'Send the code' }).click()
  const setupText = await latestTextTo(mobile)
  expect(setupText).toMatch(/^\d{6} is your Punjab PCS Academy sign-in code\. It works for 5 minutes\./)
  await codeField(page).fill(setupText.slice(0, 6))
  await page.getByLabel('Current password').fill(candidate.password)
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible()
  await page.getByRole('button', { name: 'I have saved them: continue' }).click()
  await expect(page.getByText(`On: a code by text message to ••••••${mobile.slice(-4)}.`)).toBeVisible()

  await page.context().clearCookies()
  await passwordFirst(page, candidate)
  await expect(page.getByText(`We sent a 6-digit code by text message to ••••••${mobile.slice(-4)}. It works for 5 minutes.`)).toBeVisible()
  const signInText = await latestTextTo(mobile, 1)
  await codeField(page).fill(signInText.slice(0, 6))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(logOut(page)).toBeVisible()

  await page.goto('/account')
  const card = page.locator('form', { has: page.getByRole('heading', { name: 'Two-step sign-in' }) })
  await card.getByLabel('Current password').fill(candidate.password)
  await card.getByRole('button', { name: 'Turn off two-step sign-in' }).click()
  await expect(page.getByText('Two-step sign-in is off.').first()).toBeVisible()
  await page.context().clearCookies()
  await signIn(page, candidate)
})

test('over HTTP: no waiting sign-in, no second step; a Punjabi page in Gurmukhi', async ({ page, request, baseURL }) => {
  const step = await request.post('/api/auth/two-step', {
    headers: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' },
    data: { code: '123456' },
  })
  expect(step.status()).toBe(401)
  expect((await step.json()).message).toBe('Your sign-in took too long or was already finished. Sign in again.')
  await page.goto('/two-step?lang=pa')
  await expect(page.getByRole('heading', { level: 1, name: 'ਦੋ-ਪੜਾਵੀ ਸਾਈਨ ਇਨ' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'ਦੁਬਾਰਾ ਸਾਈਨ ਇਨ ਕਰੋ' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
