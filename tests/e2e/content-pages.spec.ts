import { expect, test } from '@playwright/test'

import { expectAllPunjabi, expectNoSidewaysScroll } from './page-checks'

/**
 * Every family of content page (resources, topic pages open and locked, syllabus, PYQ, courses and a
 * course, FAQs, success stories, Coming soon): read in Punjabi with no English word left but names, and
 * laid out on phones and a tablet without sideways scrolling, in both languages.
 */
const pages = [
  '/resources',
  '/resource/gs-pcs-prelims_polity',
  '/resource/gs-pcs-prelims_punjab-gk',
  '/resource/gs-pcs-mains_punjab-gs',
  '/syllabus',
  '/pyq',
  '/pyq?year=2015&stage=mains',
  '/products',
  '/products/toppers-answer-copies',
  '/faqs',
  '/success-stories',
  '/coming-soon',
]

const widths = [320, 360, 390, 768]

const inPunjabi = (path: string) => `${path}${path.includes('?') ? '&' : '?'}lang=pa`

for (const path of pages) {
  test(`${path} in Punjabi shows no English word but names`, async ({ page }) => {
    await page.goto(inPunjabi(path))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Open the disclosures too (answers, stories), so their words are read.
    await page.locator('main details').evaluateAll((elements) => elements.forEach((element) => element.setAttribute('open', '')))
    await expectAllPunjabi(page)
  })

  test(`${path} has nothing to scroll sideways at ${widths.join(', ')} px, in English and Punjabi`, async ({ page }) => {
    for (const address of [path, inPunjabi(path)]) {
      await page.setViewportSize({ width: widths[0]!, height: 800 })
      await page.goto(address)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 })
        await expectNoSidewaysScroll(page)
      }
    }
  })
}
