import { expect, type Page, type TestInfo } from '@playwright/test'

/**
 * One active session per account means two tests signed in as the same account would sign each other
 * out. Every test that signs in uses its own account, per browser project, made by global-setup.ts.
 */
export const testAccounts = {
  'session-logout': 'candidate',
  'session-tabs': 'candidate',
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
  'exam-editor': 'editor',
  'paid-file-candidate': 'candidate',
  'paid-file-editor': 'editor',
  'contact-staff': 'editor',
  'resources-enrolled': 'candidate',
  'resources-editor': 'editor',
  'library-enrol': 'candidate',
  'daily-quiz-guest': 'candidate',
  'daily-quiz-member': 'candidate',
  'qotd-mcq': 'candidate',
  'qotd-writer': 'candidate',
  'qotd-evaluator': 'editor',
  'pyq-attempt': 'candidate',
  'dashboard-full': 'candidate',
  'dashboard-new': 'candidate',
  'dashboard-phone': 'candidate',
} as const

export type TestAccountKey = keyof typeof testAccounts

export const TEST_ACCOUNT_PASSWORD = 'E2e#Account2026'
export const projects = ['desktop', 'phone'] as const

export const accountEmail = (key: TestAccountKey, project: string) => `${key}.${project}@e2e.test`

export function account(testInfo: TestInfo, key: TestAccountKey) {
  return { email: accountEmail(key, testInfo.project.name), password: TEST_ACCOUNT_PASSWORD }
}

/** Signs in through the sign-in page and waits for the header to show it. */
export async function signIn(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/sign-in')
  await page.getByLabel('E-mail address').fill(credentials.email)
  await page.getByLabel('Password', { exact: true }).fill(credentials.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log Out' })).toBeVisible()
}
