import { expect, test } from '@playwright/test'

import { footerLinks } from '../../../src/components/site/footer-links'
import { messagesFor } from '../../../src/i18n/messages'
import { siteSettings } from '../../../src/seed/content/site'

import { isSmallScreen, showMenu } from './shell-helpers'

test(
  'the admissions banner shows only on large screens; Stay Updated links to the Telegram channel',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/')
    const banner = page.getByTestId('admissions-banner')
    const telegram = siteSettings.socialLinks.find((link) => link.platform === 'telegram')!.url
    if (isSmallScreen(page)) {
      await expect(banner).toBeHidden()
      await expect(page.getByText('Admissions Open!')).toBeHidden()
      await showMenu(page)
    } else {
      await expect(banner).toBeVisible()
      await expect(banner.getByText('Admissions Open!')).toBeVisible()
      await expect(banner.getByText('Enroll now! for premium courses in your region')).toBeVisible()
    }
    const stayUpdated = page.getByRole('list', { name: 'Stay Updated' }).locator('visible=true')
    await expect(stayUpdated).toHaveCount(1)
    await expect(stayUpdated.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', telegram)
  },
)

test('the footer shows the tagline, contact details, social and footer links and the current year', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText('Your Partner in Exam Success.')).toBeVisible()
  await expect(footer.getByRole('link', { name: siteSettings.supportEmail })).toHaveAttribute('href', `mailto:${siteSettings.supportEmail}`)
  await expect(footer.getByRole('link', { name: new RegExp(siteSettings.phone.replace('+', '\\+')) })).toHaveAttribute(
    'href',
    'https://wa.me/919814052600',
  )
  for (const link of siteSettings.socialLinks) {
    await expect(footer.getByRole('list', { name: 'Social media' }).locator(`a[href="${link.url}"]`)).toBeVisible()
  }
  const quickLinks = footer.getByRole('navigation', { name: 'Footer' })
  const english = messagesFor('en')
  const label = (key: (typeof footerLinks)[number]['key']) => (key === 'home' ? english.common.home : english.shell.footer[key])
  expect(footerLinks.map((link) => [label(link.key), link.href])).toEqual([
    ['Courses', '/products'],
    ['Test Series', '/test-series'],
    ['Admissions', '/sign-in'],
    ['Home', '/'],
    ['Contact Us', '/contact-us'],
    ['FAQs', '/faqs'],
    ['Terms of use', '/terms'],
    ['Privacy policy', '/privacy'],
  ])
  for (const link of footerLinks)
    await expect(quickLinks.getByRole('link', { name: label(link.key), exact: true })).toHaveAttribute('href', link.href)
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${siteSettings.siteName}`)
})
