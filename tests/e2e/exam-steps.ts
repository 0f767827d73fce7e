import { expect, type Page } from '@playwright/test'

/** The exam screen is ready: the paper is on it and its controls answer. */
export const examReady = (page: Page) => expect(page.locator('[data-exam-ready="true"]')).toBeVisible({ timeout: 20_000 })

/** Opens a test's instructions, confirms them and starts it, waiting for the exam screen. */
export async function startTest(page: Page, slug: string) {
  await page.goto(`/test/${slug}`)
  await page.getByRole('checkbox', { name: /I have read and understood the instructions/ }).check()
  await page.getByRole('button', { name: 'Start test' }).click()
  await examReady(page)
}

/** Submits the test on the screen and waits for its result to be interactive. */
export async function submitTest(page: Page) {
  await page.getByRole('button', { name: 'Submit', exact: true }).click()
  await page.getByTestId('submit-dialog').getByRole('button', { name: 'Yes, submit' }).click()
  await expect(page).toHaveURL(/\/result\?attempt=\d+/)
  // The result is interactive (a click on the server's markup before that does nothing).
  await expect(page.locator('html[data-content-protection="on"]')).toHaveCount(1)
}
