import { expect, test } from '@playwright/test'

import { products } from '../../src/seed/content/products'
import { siteSettings } from '../../src/seed/content/site'
import { testSeries } from '../../src/seed/content/tests'

test('the home page shows the seeded institute, current affairs, test series and courses', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(siteSettings.siteName)

  // Today's and yesterday's articles are the newest; six of them are listed.
  const news = page.getByRole('region', { name: 'Latest current affairs' })
  await expect(news.getByRole('heading', { level: 3 })).toHaveCount(6)

  const series = page.getByRole('region', { name: 'Test series' })
  for (const item of testSeries) await expect(series.getByText(item.title.en, { exact: true })).toBeVisible()

  const courses = page.getByRole('region', { name: 'Courses' })
  await expect(courses.getByRole('link', { name: products[0]!.title.en })).toBeVisible()

  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Test Series' })).toHaveAttribute('href', '/test-series')
  await expect(page.getByRole('contentinfo')).toContainText(siteSettings.tagline)
})
