import { request, type FullConfig } from '@playwright/test'

import { demoAccounts } from '../../src/seed/content/site'

import { accountEmail, notSetUpAccounts, projects, signInToApi, TEST_ACCOUNT_PASSWORD, testAccounts, triesOf } from './accounts'
import { type EnrolledKeys, setUpAppOverHttp } from './second-factor'
import { readSeedDay } from './seed-day'

/**
 * Creates the per-test accounts (see accounts.ts) through the admin API of the freshly seeded server,
 * and hands the workers the day the server seeded its content on (seed-day.ts).
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]!.use.baseURL!
  const api = await request.newContext({ baseURL })
  const deadline = Date.now() + 180_000
  while ((await api.get('/api/health').catch(() => null))?.status() !== 200) {
    if (Date.now() > deadline) throw new Error('The server did not become healthy')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  process.env.E2E_SEED_DAY = await readSeedDay(api)
  const { headers } = await signInToApi(api, demoAccounts.admin, baseURL)
  for (const project of projects) {
    for (const [key, role] of Object.entries(testAccounts) as [keyof typeof testAccounts, string][]) {
      for (const retry of triesOf(key)) {
        const email = accountEmail(key, project, retry)
        const created = await api.post('/api/users', {
          headers,
          data: { email, password: TEST_ACCOUNT_PASSWORD, name: `E2E ${key}`, role },
        })
        if (!created.ok()) throw new Error(`Could not create ${email}: ${await created.text()}`)
      }
    }
  }
  // Leave the admin's session as the demo would have it: signed out.
  await api.post('/api/users/logout', { headers })
  await api.dispose()
  process.env.E2E_TOTP = JSON.stringify(await setUpStaffApps(baseURL))
}

/**
 * Staff sign in in two steps (ADR 052): each staff test account sets up its authenticator app the way
 * a new editor does at their first sign-in (the password, then the setup page's key and the app's first
 * code), a few at a time. Returns each account's key and the step its setup spent (second-factor.ts).
 */
async function setUpStaffApps(baseURL: string): Promise<EnrolledKeys> {
  const staff = projects.flatMap((project) =>
    (Object.entries(testAccounts) as [keyof typeof testAccounts, string][])
      .filter(([key, role]) => role !== 'candidate' && !notSetUpAccounts.has(key))
      .flatMap(([key]) => triesOf(key).map((retry) => accountEmail(key, project, retry))),
  )
  const keys: EnrolledKeys = {}
  const setUp = async (email: string) => {
    const browser = await request.newContext({ baseURL })
    const { secret, step } = await setUpAppOverHttp(browser, baseURL, { email, password: TEST_ACCOUNT_PASSWORD })
    keys[email] = { secret, step }
    await browser.dispose()
  }
  for (let start = 0; start < staff.length; start += 4) await Promise.all(staff.slice(start, start + 4).map(setUp))
  return keys
}
