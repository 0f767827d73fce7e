import { expect, test, type Page } from '@playwright/test'

const expectBare = async (page: Page) => {
  await expect(page.locator('main[data-layout="bare"]')).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.getByText('Admissions Open!')).toHaveCount(0)
}

const expectShell = async (page: Page) => {
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1)
  await expect(page.getByRole('contentinfo')).toBeVisible()
}

// Each bare page is added here as its feature lands (the test screens themselves are checked in
// tests/e2e/test-engine, the daily quiz's own behaviour in tests/e2e/daily-quiz.spec.ts).
test('sign-up and forgotten password render without header and footer; sign-in inside them (spec section 2)', async ({ page }) => {
  for (const path of ['/sign-up', '/forgotten-password', '/forgotten-password?token=0000']) {
    await page.goto(path)
    await expectBare(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  for (const path of ['/sign-in', '/sign-in?next=/coming-soon']) {
    await page.goto(path)
    await expectShell(page)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  }
})

test('an address under /test/ or a result that does not exist renders without header and footer', async ({ page }) => {
  for (const path of ['/test/no-such-test', '/test/gs-mock-01/question/3', '/result?attempt=not-a-number']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expectBare(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'See all test series' })).toHaveAttribute('href', '/test-series')
  }
})

test('a daily quiz renders without header and footer, and an unknown one is a bare 404', async ({ page }) => {
  await page.goto('/current-affairs/daily-cs-mcqs')
  await expectShell(page)
  await page.locator('main a[href^="/current-affairs/daily-cs-mcqs/daily-ca-quiz-"]').first().click()
  await expect(page).toHaveURL(/\/current-affairs\/daily-cs-mcqs\/daily-ca-quiz-\d{4}-\d{2}-\d{2}$/)
  await expectBare(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  const response = await page.goto('/current-affairs/daily-cs-mcqs/no-such-quiz')
  expect(response?.status()).toBe(404)
  await expectBare(page)
})

test('every other page, including the 404, renders inside the header and footer', async ({ page }) => {
  for (const path of ['/', '/coming-soon']) {
    await page.goto(path)
    await expectShell(page)
  }
  for (const path of ['/no-such-page', '/testing', '/tests/x']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expectShell(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    // The 404 helps the visitor on: home and the menu's sections.
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('main').getByRole('link', { name: 'PYQ', exact: true })).toHaveAttribute('href', '/pyq')
  }
})
