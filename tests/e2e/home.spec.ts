import { expect, test } from '@playwright/test'

import { homePage } from '../../src/seed/content/home-page'
import { products } from '../../src/seed/content/products'
import { testSeries } from '../../src/seed/content/tests'

test('the home page shows what the institute offers, today’s quiz, current affairs, test series, courses and stories from the CMS', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homePage.hero.title.en)
  const hero = page.getByRole('region', { name: homePage.hero.title.en })
  await expect(hero.getByRole('link', { name: 'Join Today' })).toHaveAttribute('href', '/sign-in')

  const offers = page.getByRole('region', { name: 'What you get' })
  for (const offer of homePage.offers) await expect(offers.getByRole('link', { name: offer.title.en })).toHaveAttribute('href', offer.link)

  const quiz = page.getByRole('region', { name: homePage.dailyQuiz.title.en })
  await expect(quiz.getByRole('link', { name: homePage.dailyQuiz.action.label.en })).toHaveAttribute(
    'href',
    '/current-affairs/daily-cs-mcqs',
  )
  // The quiz card names the day's stories it covers (the seed publishes two a day).
  await expect(quiz.getByRole('listitem')).toHaveCount(2)

  // Today's and yesterday's articles are the newest; six of them are listed.
  const news = page.getByRole('region', { name: 'Latest current affairs' })
  await expect(news.getByRole('heading', { level: 3 })).toHaveCount(6)

  const series = page.getByRole('region', { name: 'Test series' })
  for (const item of testSeries) await expect(series.getByText(item.title.en, { exact: true })).toBeVisible()

  const courses = page.getByRole('region', { name: 'Courses' })
  await expect(courses.getByRole('link', { name: products[0]!.title.en })).toBeVisible()

  const join = page.getByRole('region', { name: homePage.joinCallToAction.title.en })
  await expect(join.getByRole('link', { name: 'Join Today' })).toHaveAttribute('href', '/sign-in')
})
