import { request, type FullConfig } from '@playwright/test'

import { demoAccounts } from '../../src/seed/content/site'

import { accountEmail, notSetUpAccounts, signInToApi, TEST_ACCOUNT_PASSWORD, testAccounts, triesOf } from './accounts'
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
  // Only the projects this run has (the cluster suite runs the desktop one alone), a few at a time: the
  // server hashes each password on its thread pool, so one at a time left a core idle. (Before ADR 057
  // the SQLite server refused some of them beside the job runner's writes.)
  const runProjects = config.projects.map((project) => project.name)
  const accounts = runProjects.flatMap((project) =>
    (Object.entries(testAccounts) as [keyof typeof testAccounts, string][]).flatMap(([key, role]) =>
      triesOf(key).map((retry) => ({ email: accountEmail(key, project, retry), key, role })),
    ),
  )
  await inBatches(accounts, 6, async ({ email, key, role }) => {
    const created = await api.post('/api/users', {
      headers,
      data: { email, password: TEST_ACCOUNT_PASSWORD, name: `E2E ${key}`, role },
    })
    if (!created.ok()) throw new Error(`Could not create ${email}: ${await created.text()}`)
  })
  // Leave the admin's session as the demo would have it: signed out.
  await api.post('/api/users/logout', { headers })
  await api.dispose()
  process.env.E2E_TOTP = JSON.stringify(await setUpStaffApps(baseURL, runProjects))
}

/**
 * Staff sign in in two steps (ADR 052): each staff test account sets up its authenticator app the way
 * a new editor does at their first sign-in (the password, then the setup page's key and the app's first
 * code), a few at a time. Returns each account's key and the step its setup spent (second-factor.ts).
 */
async function setUpStaffApps(baseURL: string, runProjects: string[]): Promise<EnrolledKeys> {
  const staff = runProjects.flatMap((project) =>
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
  await inBatches(staff, 4, setUp)
  return keys
}

/** Runs `run` over `items` with at most `size` in flight. */
async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await run(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker))
}
