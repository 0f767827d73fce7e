import { expect, type Page } from '@playwright/test'

/**
 * Opens a test's form in the admin from its list, as staff do: the list filtered by the slug, then a
 * click on the title. A click that lands while the list is still hydrating can be lost on a busy machine
 * (the list showed, and no request for the form followed), so the click is made again until the form's
 * address is reached.
 */
export async function openTestInAdmin(page: Page, slug: string, title: string) {
  await page.goto(`/admin/collections/tests?where[slug][equals]=${slug}`)
  await expect(async () => {
    await page.getByRole('link', { name: title }).first().click()
    await expect(page).toHaveURL(/\/admin\/collections\/tests\/\d+$/, { timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
}
