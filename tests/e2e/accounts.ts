import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test'

import { freshCode, skipStep, totpSecretOf } from './second-factor'

/**
 * One active session per account means two tests signed in as the same account would sign each other
 * out. Every test that signs in uses its own account, per browser project, made by global-setup.ts.
 */
export const testAccounts = {
  'session-logout': 'candidate',
  'session-tabs': 'candidate',
  'shell-candidate': 'candidate',
  'auth-sign-in': 'candidate',
  'auth-single-session': 'candidate',
  'auth-replay': 'candidate',
  'auth-csrf': 'candidate',
  'auth-reset': 'candidate',
  'auth-reset-admin': 'editor',
  'account-page': 'candidate',
  'admin-refused': 'candidate',
  'menu-editor': 'editor',
  'monthly-subscriber': 'candidate',
  'current-affairs-editor': 'editor',
  'preview-editor': 'editor',
  'publish-editor': 'editor',
  'cache-reader': 'candidate',
  'exam-full': 'candidate',
  'exam-offline': 'candidate',
  'exam-timeout': 'candidate',
  'exam-axe': 'candidate',
  'exam-punjabi': 'candidate',
  'exam-editor': 'editor',
  'paid-file-candidate': 'candidate',
  'paid-file-editor': 'editor',
  'contact-staff': 'editor',
  'resources-enrolled': 'candidate',
  'resources-editor': 'editor',
  'library-enrol': 'candidate',
  'daily-quiz-guest': 'candidate',
  'daily-quiz-member': 'candidate',
  'practice-punjabi': 'candidate',
  'qotd-mcq': 'candidate',
  'qotd-writer': 'candidate',
  'qotd-evaluator': 'editor',
  'pyq-attempt': 'candidate',
  'dashboard-full': 'candidate',
  'dashboard-new': 'candidate',
  'dashboard-phone': 'candidate',
  'engine-staff': 'editor',
  'engine-key-a': 'candidate',
  'engine-key-b': 'candidate',
  'engine-key-c': 'candidate',
  'engine-twice': 'candidate',
  'engine-kept': 'candidate',
  'engine-early': 'candidate',
  'engine-fast-path': 'candidate',
  'security-login': 'candidate',
  'security-reset': 'candidate',
  'security-signup': 'candidate',
  'security-timing': 'candidate',
  'security-hidden-lock': 'candidate',
  'security-rival': 'candidate',
  'security-unlock': 'candidate',
  'security-rest': 'candidate',
  'security-loopback': 'candidate',
  'security-typed': 'candidate',
  'sweep-candidate': 'candidate',
  'security-bystander': 'candidate',
  'security-editor': 'editor',
  'security-admin': 'admin',
  'admin-unlock': 'admin',
  'admin-unlock-target': 'candidate',
  'security-candidate': 'candidate',
  'security-writer': 'candidate',
  'security-access-editor': 'editor',
  'edge-cache': 'candidate',
  'edge-cache-editor': 'editor',
  'translation-reporter': 'candidate',
  'translation-staff': 'editor',
  'analysis-first': 'candidate',
  'drill-candidate': 'candidate',
  'result-pdf': 'candidate',
  'import-editor': 'editor',
  'import-candidate': 'candidate',
  'result-pdf-other': 'candidate',
  'export-candidate': 'candidate',
  'export-admin': 'admin',
  'export-editor': 'editor',
  'analysis-second': 'candidate',
  'analysis-series': 'candidate',
  'item-stats-candidate': 'candidate',
  'item-stats-editor': 'editor',
  'csp-admin': 'editor',
  'csp-exam': 'candidate',
  'csp-attempt': 'candidate',
  'staff-writer': 'editor',
  'window-practice': 'candidate',
  'window-live': 'candidate',
  'window-admin': 'admin',
  'objection-candidate': 'candidate',
  'objection-staff': 'editor',
  'hand-writer': 'candidate',
  'hand-other': 'candidate',
  'hand-evaluator': 'editor',
  'hand-pdf': 'candidate',
  'story-editor': 'editor',
  'google-link': 'candidate',
  'google-editor': 'editor',
  'two-step-staff': 'editor',
  'two-step-candidate': 'candidate',
  'two-step-texts': 'candidate',
  'buyer-upi': 'candidate',
  'buyer-declined': 'candidate',
  'buyer-webhook-first': 'candidate',
  'buyer-twice': 'candidate',
} as const

export type TestAccountKey = keyof typeof testAccounts

export const TEST_ACCOUNT_PASSWORD = 'E2e#Account2026'

/**
 * Accounts that a test's try leaves changed for good (a test with one attempt taken): its retry starts
 * from a second account in the state the first try found, so a retry can pass where the first try failed.
 */
export const oneTryAccounts: ReadonlySet<TestAccountKey> = new Set(['window-practice', 'hand-writer', 'buyer-twice'])

/** Staff accounts global-setup.ts leaves without an authenticator app: their test sets it up in the browser (ADR 052). */
export const notSetUpAccounts: ReadonlySet<TestAccountKey> = new Set(['two-step-staff'])

/** The tries global-setup.ts makes an account for: the first, and the retry of a one-try account. */
export const triesOf = (key: TestAccountKey) => (oneTryAccounts.has(key) ? [0, 1] : [0])

export const accountEmail = (key: TestAccountKey, project: string, retry = 0) =>
  retry > 0 && oneTryAccounts.has(key) ? `${key}.${project}.retry@e2e.test` : `${key}.${project}@e2e.test`

export function account(testInfo: TestInfo, key: TestAccountKey) {
  return { email: accountEmail(key, testInfo.project.name, testInfo.retry), password: TEST_ACCOUNT_PASSWORD }
}

/**
 * Signs in to the admin: its sign-in screen is the site's page (ADR 052), then, for staff, the code
 * from their authenticator app (where it lands is the caller's to check).
 */
export async function signInToAdmin(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/admin/login')
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fadmin/)
  await page.getByLabel('E-mail address').fill(credentials.email)
  await page.getByLabel('Password', { exact: true }).fill(credentials.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await passSecondStep(page, credentials.email)
}

/** Signs in through the sign-in page (and its second step, for staff) and waits for the header to show it. */
export async function signIn(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/sign-in')
  await page.getByLabel('E-mail address').fill(credentials.email)
  await page.getByLabel('Password', { exact: true }).fill(credentials.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await passSecondStep(page, credentials.email)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log Out' })).toBeVisible()
}

const WRONG_CODE = 'That code is not right.'

/** A staff account's second step on its page: the app's code, again with the next step's if another process spent this one. */
export async function passSecondStep(page: Page, email: string) {
  const secret = totpSecretOf(email)
  if (!secret) return
  await expect(page).toHaveURL(/\/two-step$/)
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(await freshCode(email, secret))
    await page.getByRole('button', { name: 'Continue' }).click()
    const wrong = page.getByText(WRONG_CODE)
    const outcome = await Promise.race([
      page.waitForURL((url) => !url.pathname.endsWith('/two-step'), { timeout: 20_000 }).then(() => 'in' as const),
      wrong.waitFor({ timeout: 20_000 }).then(() => 'spent' as const),
    ])
    if (outcome === 'in') return
    if (attempt === 3) throw new Error(`The second step refused three fresh codes for ${email}`)
    skipStep(email)
  }
}

/**
 * Signs in through Payload's REST API as a script would: it sends the site's Origin (every call that
 * changes something must, ADR 015) and finds the session in the cookie, the only place it is given.
 * Returns the token, the account and the header that carries the token on later API calls.
 */
export async function signInToApi(request: APIRequestContext, credentials: { email: string; password: string }, baseURL: string) {
  const secret = totpSecretOf(credentials.email)
  // Staff send their authenticator's code with the password (ADR 052).
  const send = async () =>
    request.post('/api/users/login', {
      data: secret ? { ...credentials, code: await freshCode(credentials.email, secret) } : credentials,
      headers: { Origin: baseURL },
    })
  let response = await send()
  for (let attempt = 2; secret && !response.ok() && attempt <= 3; attempt++) {
    skipStep(credentials.email)
    response = await send()
  }
  if (!response.ok()) throw new Error(`Could not sign in as ${credentials.email}: ${response.status()} ${await response.text()}`)
  const token = /payload-token=([^;]+)/.exec(response.headers()['set-cookie'] ?? '')?.[1]
  if (!token) throw new Error(`No session cookie for ${credentials.email}`)
  const { user } = (await response.json()) as { user: { id: number | string } }
  return { token, user, headers: { Authorization: `JWT ${token}` } }
}

/**
 * Signs in through the site's sign-in endpoint, as the form does: the session cookie stays in
 * `request`'s cookie jar for the requests that follow. For tests that need no browser.
 */
export async function signInOverHttp(request: APIRequestContext, baseURL: string, credentials: { email: string; password: string }) {
  const headers = { Origin: baseURL, 'Sec-Fetch-Site': 'same-origin' }
  const response = await request.post('/api/auth/sign-in', { headers, data: credentials })
  expect(response.status(), await response.text()).toBe(200)
  const secret = totpSecretOf(credentials.email)
  if (!secret || !((await response.json()) as { secondStep?: string }).secondStep) return
  for (let attempt = 1; attempt <= 3; attempt++) {
    if (attempt > 1) skipStep(credentials.email)
    const step = await request.post('/api/auth/two-step', { headers, data: { code: await freshCode(credentials.email, secret) } })
    if (step.ok()) return
  }
  throw new Error(`The second step refused three fresh codes for ${credentials.email}`)
}
