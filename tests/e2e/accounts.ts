import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test'

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
} as const

export type TestAccountKey = keyof typeof testAccounts

export const TEST_ACCOUNT_PASSWORD = 'E2e#Account2026'
export const projects = ['desktop', 'phone'] as const

/**
 * Accounts that a test's try leaves changed for good (a test with one attempt taken): its retry starts
 * from a second account in the state the first try found, so a retry can pass where the first try failed.
 */
export const oneTryAccounts: ReadonlySet<TestAccountKey> = new Set(['window-practice', 'hand-writer'])

/** The tries global-setup.ts makes an account for: the first, and the retry of a one-try account. */
export const triesOf = (key: TestAccountKey) => (oneTryAccounts.has(key) ? [0, 1] : [0])

export const accountEmail = (key: TestAccountKey, project: string, retry = 0) =>
  retry > 0 && oneTryAccounts.has(key) ? `${key}.${project}.retry@e2e.test` : `${key}.${project}@e2e.test`

export function account(testInfo: TestInfo, key: TestAccountKey) {
  return { email: accountEmail(key, testInfo.project.name, testInfo.retry), password: TEST_ACCOUNT_PASSWORD }
}

/** Signs in through the admin panel's own sign-in screen (where it lands is the caller's to check). */
export async function signInToAdmin(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(credentials.email)
  await page.getByLabel('Password').fill(credentials.password)
  await page.getByRole('button', { name: 'Login' }).click()
}

/** Signs in through the sign-in page and waits for the header to show it. */
export async function signIn(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/sign-in')
  await page.getByLabel('E-mail address').fill(credentials.email)
  await page.getByLabel('Password', { exact: true }).fill(credentials.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log Out' })).toBeVisible()
}

/**
 * Signs in through Payload's REST API as a script would: it sends the site's Origin (every call that
 * changes something must, ADR 015) and finds the session in the cookie, the only place it is given.
 * Returns the token, the account and the header that carries the token on later API calls.
 */
export async function signInToApi(request: APIRequestContext, credentials: { email: string; password: string }, baseURL: string) {
  const response = await request.post('/api/users/login', { data: credentials, headers: { Origin: baseURL } })
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
  const response = await request.post('/api/auth/sign-in', {
    headers: { Origin: baseURL, 'Sec-Fetch-Site': 'same-origin' },
    data: credentials,
  })
  expect(response.status(), await response.text()).toBe(200)
}
