import { expect, test } from '@playwright/test'

import { account } from './accounts'

test('the account page asks for sign-in first, then lets the candidate change details and password', async ({ page }, testInfo) => {
  const candidate = account(testInfo, 'account-page')
  await page.goto('/account')
  await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount$/)
  await page.getByLabel('E-mail address').fill(candidate.email)
  await page.getByLabel('Password', { exact: true }).fill(candidate.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account')

  // Details: a bad mobile is explained and kept; a good one is saved, normalised, and still there after a reload.
  await page.getByLabel('Full name').fill('Gurleen Kaur Sidhu')
  await page.getByLabel('Mobile number').fill('12345')
  await page.getByRole('button', { name: 'Save details' }).click()
  await expect(page.getByText('Enter a 10-digit Indian mobile number, with or without +91.')).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveValue('Gurleen Kaur Sidhu')
  await page.getByLabel('Mobile number').fill('98155 44332')
  await page.getByRole('button', { name: 'Save details' }).click()
  await expect(page.locator('.Toastify__toast')).toContainText('Your details are saved.')
  await expect(page.getByLabel('Mobile number')).toHaveValue('+919815544332')
  await page.reload()
  await expect(page.getByLabel('Full name')).toHaveValue('Gurleen Kaur Sidhu')

  // Password: the current one must be right.
  await page.getByLabel('Current password').fill('not-my-password')
  await page.getByLabel('New password').fill('Kapurthala#Palace9')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your current password is not right.')).toBeVisible()
  await page.getByLabel('Current password').fill(candidate.password)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Your password is changed.' })).toBeVisible()

  // Still signed in here with the new session; the new password is the one that works now.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
  await page.getByRole('button', { name: 'Log Out' }).last().click()
  await expect(page).toHaveURL(/\/sign-in$/)
  await page.getByLabel('E-mail address').fill(candidate.email)
  await page.getByLabel('Password', { exact: true }).fill('Kapurthala#Palace9')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log Out' })).toBeVisible()
})
