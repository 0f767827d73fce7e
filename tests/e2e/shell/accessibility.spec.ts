import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { showMenu } from './shell-helpers'

for (const path of [
  '/',
  '/coming-soon',
  '/resource/gs-pcs-prelims_polity',
  '/resource/gs-pcs-mains_economy',
  '/sign-in',
  '/sign-up',
  '/forgotten-password',
  '/contact-us',
  '/search?q=punjab',
  '/no-such-page',
  '/test/no-such-test',
  '/current-affairs/daily-cs-mcqs',
  '/current-affairs/questions',
]) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path)
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  })
}

test('the open menu has no serious or critical accessibility violations', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/')
  await showMenu(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources submenu' }).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'GS PCS Mains topics' }).click()
  const results = await new AxeBuilder({ page }).include('header').analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
})
