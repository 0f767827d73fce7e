import { expect, test, type Page } from '@playwright/test'

import { demoAccounts } from '../../src/seed/content/site'

import { account } from './accounts'

async function signInToAdmin(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

test('staff sign in to the admin panel and see the content collections', async ({ page }) => {
  await signInToAdmin(page, demoAccounts.admin.email, demoAccounts.admin.password)
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: 'Current affairs' }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Topics' }).first()).toBeVisible()
  await page.goto('/admin/collections/topics')
  await expect(page.getByText('Polity').first()).toBeVisible()
})

test('a candidate is refused by the admin panel', async ({ page }, testInfo) => {
  const candidate = account(testInfo, 'admin-refused')
  await signInToAdmin(page, candidate.email, candidate.password)
  await expect(page).toHaveURL(/\/admin\/unauthorized/)
  await expect(page.getByText(/not allowed|unauthorized/i).first()).toBeVisible()
  // Nothing of the panel's content is reachable either.
  await page.goto('/admin/collections/users')
  await expect(page).not.toHaveURL(/\/admin\/collections\/users/)
})
