import { expect, test } from '@playwright/test'

test('a slow route change shows the full-page loading indicator until the new page is there', async ({ page }) => {
  await page.goto('/coming-soon')
  await expect(page.getByTestId('spinner')).toHaveCount(0)

  // Hold the home page's server response back, as a slow network would.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().headers()['rsc'] === '1') await held
      await route.continue()
    },
  )

  await page
    .getByRole('banner')
    .getByRole('link', { name: /Punjab PCS Academy/ })
    .click()
  const spinner = page.getByTestId('spinner')
  await expect(spinner).toBeVisible()
  await expect(page.getByTestId('page-transition-status')).toHaveText('Loading')
  await expect(page.getByTestId('page-transition-status')).toHaveAttribute('role', 'status')
  // It covers the page it replaces.
  const box = (await spinner.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.width).toBeGreaterThanOrEqual(viewport.width - 1)
  expect(box.height).toBeGreaterThanOrEqual(viewport.height - 1)
  await page.waitForTimeout(1000)
  await expect(spinner).toBeVisible()

  release()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 2, name: 'What you get' })).toBeVisible()
  await expect(spinner).toHaveCount(0)
  await expect(page.getByTestId('page-transition-status')).toHaveText('')
})

test('the back button shows the indicator too and it ends on the page it returns to', async ({ page }) => {
  await page.goto('/')
  await page.goto('/coming-soon')
  await page.goBack()
  await expect(page.getByRole('heading', { level: 2, name: 'What you get' })).toBeVisible()
  await expect(page.getByTestId('spinner')).toHaveCount(0)
})
