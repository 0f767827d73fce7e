import { expect, test } from '@playwright/test'

import { topics } from '../../src/seed/content/topics'

const polity = topics.find((topic) => topic.stage === 'prelims' && topic.key === 'polity')!

test('a topic page shows the notes, tests to practise, related current affairs and the other topics', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('button', { name: 'Resources submenu' }).click()
  await nav.getByRole('button', { name: 'GS PCS Prelims topics' }).click()
  await nav.getByRole('link', { name: 'Polity', exact: true }).click()
  await expect(page).toHaveURL(/\/resource\/gs-pcs-prelims_polity$/)

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(polity.title.en)
  await expect(page.getByText(polity.overview.en)).toBeVisible()
  await expect(page).toHaveTitle(/Polity: GS PCS Prelims notes/)

  // The notes, with their headings and tables, rendered from the CMS's rich text.
  const firstHeading = polity.notes.en.find((block) => block.type === 'h2')!
  await expect(page.getByRole('heading', { level: 2, name: 'text' in firstHeading ? firstHeading.text : '' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Table' }).first().getByRole('table')).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'Key articles of the Constitution' })).toBeVisible()

  const practice = page.getByRole('region', { name: 'Practise this topic' })
  await expect(practice.getByRole('link', { name: 'Indian Polity Topic Test 1' })).toBeVisible()
  await expect(practice).toContainText('12 questions')

  await expect(page.getByRole('region', { name: 'In the news' }).getByRole('listitem').first()).toBeVisible()

  const others = page.getByRole('navigation', { name: 'Other GS PCS Prelims topics' })
  await expect(others.getByRole('link')).toHaveCount(6)
  await others.getByRole('link', { name: 'Geography' }).click()
  await expect(page).toHaveURL(/\/resource\/gs-pcs-prelims_geography$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geography')
})

test('an unknown topic is a 404 inside the site', async ({ page }) => {
  for (const path of ['/resource/gs-pcs-prelims_astrology', '/resource/gs-pcs-finals_polity', '/resource/ncert']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  }
})
