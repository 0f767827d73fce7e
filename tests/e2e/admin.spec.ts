import { expect, test } from '@playwright/test'

import { demoAccounts } from '../../src/seed/content/site'

import { account, signInToAdmin } from './accounts'

test('staff sign in to the admin panel and see the content collections', async ({ page }) => {
  await signInToAdmin(page, demoAccounts.admin)
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: 'Current affairs' }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Topics' }).first()).toBeVisible()
  await page.goto('/admin/collections/topics')
  await expect(page.getByText('Polity').first()).toBeVisible()
})

test('a candidate is refused by the admin panel', async ({ page }, testInfo) => {
  const candidate = account(testInfo, 'admin-refused')
  await signInToAdmin(page, candidate)
  await expect(page).toHaveURL(/\/admin\/unauthorized/)
  await expect(page.getByText(/not allowed|unauthorized/i).first()).toBeVisible()
  // Nothing of the panel's content is reachable either.
  await page.goto('/admin/collections/users')
  await expect(page).not.toHaveURL(/\/admin\/collections\/users/)
})

test('an admin unlocks a candidate’s sign-in from the account’s page in the admin', async ({ page, playwright, baseURL }, testInfo) => {
  const target = account(testInfo, 'admin-unlock-target')
  // Someone at one address tries five wrong passwords: that address must now wait, even with the right one.
  const rival = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.18.9.1', Origin: baseURL! } })
  const signInFromThere = (password: string) => rival.post('/api/auth/sign-in', { data: { email: target.email, password } })
  for (let attempt = 1; attempt <= 5; attempt++) expect((await signInFromThere(`wrong-${attempt}`)).status()).toBe(401)
  expect((await signInFromThere(target.password)).status()).toBe(429)

  const admin = account(testInfo, 'admin-unlock')
  await signInToAdmin(page, admin)
  await expect(page).toHaveURL(/\/admin\/?$/)
  const found = await page.request.get(`/api/users?where[email][equals]=${encodeURIComponent(target.email)}&depth=0`, {
    headers: { Origin: baseURL! },
  })
  const { docs } = (await found.json()) as { docs: { id: number }[] }
  await page.goto(`/admin/collections/users/${docs[0]!.id}`)
  await page.getByRole('button', { name: 'Unlock sign-in' }).click()
  await expect(page.getByText('Sign-in unlocked: failed attempts on this account are forgotten.')).toBeVisible()

  expect((await signInFromThere(target.password)).status()).toBe(200)
  await rival.dispose()
})
