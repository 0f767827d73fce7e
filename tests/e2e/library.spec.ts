import { readFile } from 'node:fs/promises'

import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { library } from '../../src/i18n/catalogue/library'
import { faqs } from '../../src/seed/content/faqs'
import { products } from '../../src/seed/content/products'
import { pyqPapers } from '../../src/seed/content/pyq'
import { instituteAddress, siteSettings } from '../../src/seed/content/site'
import { successStories } from '../../src/seed/content/success-stories'

const toppers = products.find((product) => product.key === 'toppers-answer-copies')!
const years = [...new Set(pyqPapers.map((paper) => paper.year))].sort((a, b) => b - a)

/** Waits until the page is interactive (the content-protection listeners are the last to attach). */
async function ready(page: Page) {
  await expect(page.locator('html[data-content-protection="on"]')).toHaveCount(1)
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const papers = (page: Page) => page.getByRole('main').getByRole('article')

test.describe('PYQ archive', () => {
  test('lists every paper by year with its pattern, and filtering by year and paper narrows it, kept in the address', async ({ page }) => {
    await page.goto('/')
    await mainNav(page).getByRole('link', { name: 'PYQ', exact: true }).click()
    await expect(page).toHaveURL(/\/pyq$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Previous year question papers')
    await expect(page).toHaveTitle(/PYQ: PPSC previous year question papers/)
    await expect(papers(page)).toHaveCount(pyqPapers.length)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(years.map(String))

    // Each paper is labelled with the pattern of its year: CSAT counted for merit in 2015, qualifying by 2023.
    await expect(papers(page).filter({ hasText: 'PPSC Prelims 2015: CSAT Paper II' })).toContainText('80 questions x 2.5 marks = 200')
    await expect(papers(page).filter({ hasText: 'PPSC Prelims 2023: CSAT Paper II' })).toContainText('qualifying at 40%')

    await ready(page)
    const filters = page.getByRole('form', { name: 'Filter papers' })
    await filters.getByLabel('Year').selectOption('2023')
    await filters.getByLabel('Paper').selectOption({ label: 'GS Paper I' })
    await filters.getByRole('button', { name: 'Show papers' }).click()
    await expect(page).toHaveURL(/\/pyq\?year=2023&paper=gs-paper-1$/)
    await expect(papers(page)).toHaveCount(2)
    await expect(page.getByText(`2 papers of ${pyqPapers.length} for 2023 · GS Paper I`)).toBeVisible()
    await expect(papers(page).getByRole('heading', { level: 3 })).toHaveText([
      'PPSC Prelims 2023: General Studies Paper I',
      'PPSC Mains 2023: General Studies Paper I',
    ])

    // The address is shareable: opened afresh it shows the same choice, here narrowed to one stage.
    await page.goto('/pyq?year=2023&paper=gs-paper-1&stage=mains')
    await expect(papers(page)).toHaveCount(1)
    await expect(filters.getByLabel('Year')).toHaveValue('2023')
    await expect(filters.getByLabel('Stage')).toHaveValue('mains')
    await expect(filters.getByLabel('Paper')).toHaveValue('gs-paper-1')
    await ready(page)
    await filters.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/pyq$/)
    await expect(papers(page)).toHaveCount(pyqPapers.length)
  })

  test('a filter that matches nothing says so and offers every paper', async ({ page }) => {
    await page.goto('/pyq?year=2015&stage=mains')
    await expect(papers(page)).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 2, name: 'No papers match these filters' })).toBeVisible()
    await ready(page)
    await page.getByRole('link', { name: 'Show all papers' }).click()
    await expect(page).toHaveURL(/\/pyq$/)
    await expect(papers(page)).toHaveCount(pyqPapers.length)
  })

  test('the question paper and the answer key download as PDFs', async ({ page }) => {
    await page.goto('/pyq?year=2023&stage=prelims&paper=gs-paper-1')
    const paper = papers(page).filter({ hasText: 'PPSC Prelims 2023: General Studies Paper I' })
    await ready(page)
    const downloading = page.waitForEvent('download')
    await paper.getByRole('link', { name: /^Question paper \(PDF\)/ }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('pyq-prelims-2023-gs-paper-1-question-paper.pdf')
    const bytes = await readFile((await download.path())!)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')

    const keyHref = await paper.getByRole('link', { name: /^Answer key \(PDF\)/ }).getAttribute('href')
    const response = await page.request.get(keyHref!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the filter form still works and the address keeps the choice', async ({ page }) => {
      await page.goto('/pyq')
      const filters = page.getByRole('form', { name: 'Filter papers' })
      await filters.getByLabel('Year').selectOption('2020')
      await filters.getByLabel('Stage').selectOption('mains')
      await filters.getByRole('button', { name: 'Show papers' }).click()
      await expect(page).toHaveURL(/\/pyq\?year=2020&stage=mains&paper=$/)
      await expect(papers(page)).toHaveCount(pyqPapers.filter((item) => item.year === 2020 && item.stage === 'mains').length)
    })
  })
})

test.describe('courses', () => {
  test('Courses lists every product by kind with its price, offer and saving, and the menu leads to Topper’s PCS Answer Copies', async ({
    page,
  }) => {
    await page.goto('/')
    await mainNav(page).getByRole('link', { name: 'Courses', exact: true }).click()
    await expect(page).toHaveURL(/\/products$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Courses')
    for (const product of products) await expect(page.getByRole('link', { name: product.title.en, exact: true })).toBeVisible()
    for (const kind of ['Coaching courses', 'Test series', 'Notes and magazines', 'Answer copies']) {
      await expect(page.getByRole('region', { name: kind, exact: true })).toBeVisible()
    }
    const card = page.getByRole('article', { name: toppers.title.en })
    await expect(card).toContainText('₹699')
    await expect(card.locator('s')).toContainText('₹999')
    await expect(card).toContainText('Save 30%')
    await expect(card).toContainText('12 months')
    await expect(card).toContainText('English and Punjabi')

    await ready(page)
    await mainNav(page).getByRole('button', { name: 'Resources submenu' }).click()
    await mainNav(page).getByRole('link', { name: "Topper's PCS Answer Copies" }).click()
    await expect(page).toHaveURL(/\/products\/toppers-answer-copies$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(toppers.title.en)
    await expect(page).toHaveTitle(/Topper's PCS Answer Copies/)
    await expect(page.getByText(toppers.summary.en)).toBeVisible()
    const included = page.getByRole('region', { name: 'What is included' })
    for (const item of toppers.includes) await expect(included.getByText(item.en)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Gallery' }).getByRole('img')).toHaveCount(2)
    const fee = page.getByRole('region', { name: 'Fee and enrolment' })
    await expect(fee).toContainText('Save 30%')
    await expect(fee).toContainText('12 months')
    const faq = page.locator('summary', { hasText: toppers.faqs[0]!.question.en })
    await faq.click()
    await expect(page.getByText(toppers.faqs[0]!.answer.en)).toBeVisible()
  })

  test('a course sold at the centre only says how to enrol today: WhatsApp, phone and the address from the site settings, and what happens next', async ({
    page,
  }) => {
    await page.goto('/products/toppers-answer-copies')
    await ready(page)
    const enrol = page.getByRole('region', { name: 'How to enrol today' })
    await expect(enrol).toContainText('This course is sold at the academy only.')
    await expect(page.getByRole('link', { name: 'Buy now' })).toHaveCount(0)
    const whatsapp = enrol.getByRole('link', { name: /^Enrol on WhatsApp/ })
    const chat = new URL((await whatsapp.getAttribute('href'))!)
    expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${siteSettings.phone.replace(/\D/g, '')}`)
    expect(chat.searchParams.get('text')).toBe(`I would like to enrol in ${toppers.title.en}.`)
    await expect(whatsapp).toHaveAttribute('target', '_blank')
    await expect(enrol.getByRole('link', { name: siteSettings.phone })).toHaveAttribute(
      'href',
      `tel:${siteSettings.phone.replace(/[^\d+]/g, '')}`,
    )
    for (const line of instituteAddress.en.split('\n')) await expect(enrol.locator('address')).toContainText(line)
    await expect(enrol.getByRole('listitem').filter({ hasText: 'Our staff enrol your account' })).toBeVisible()
    // Nothing on the page sends a candidate to /coming-soon: that page is for the paid menu items.
    await expect(page.getByRole('main').locator('a[href*="coming-soon"]')).toHaveCount(0)
    await enrol.getByRole('link', { name: 'Office hours and every way to reach us' }).click()
    await expect(page).toHaveURL(/\/contact-us$/)
  })

  test('in Punjabi, the enrol section reads in Punjabi with the Punjabi address and a Punjabi WhatsApp message', async ({ page }) => {
    await page.goto('/products/toppers-answer-copies?lang=pa')
    const enrol = page.getByRole('region', { name: 'ਅੱਜ ਦਾਖ਼ਲਾ ਕਿਵੇਂ ਲਈਏ' })
    await expect(enrol.locator('address')).toContainText(instituteAddress.pa.split('\n')[0]!)
    const chat = new URL((await enrol.getByRole('link', { name: /^WhatsApp ਉੱਤੇ ਦਾਖ਼ਲਾ ਲਓ/ }).getAttribute('href'))!)
    expect(chat.searchParams.get('text')).toContain(toppers.title.pa)
    await expect(page.getByRole('main').locator('a[href*="coming-soon"]')).toHaveCount(0)
  })

  test('an unknown product is a 404 inside the site', async ({ page }) => {
    for (const path of ['/products/no-such-course', '/products/Toppers%20Copies']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    }
  })
})

test('success stories show every selected candidate’s portrait, name, rank, year, exam, course, quote and story', async ({
  page,
  baseURL,
}) => {
  await page.goto('/')
  await mainNav(page).getByRole('link', { name: 'Success Stories', exact: true }).click()
  await expect(page).toHaveURL(/\/success-stories$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Success stories')
  for (const story of successStories) {
    const card = page.getByRole('article', { name: story.name.en, exact: true })
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(story.name.en)
    await expect(card).toContainText(`${story.rank.en}, ${story.year}`)
    await expect(card).toContainText(`${story.district.en} district`)
    // What India's 2024 coaching-advertisement guidelines require a claim to state (ADR 049).
    const facts = card.getByRole('definition')
    await expect(facts.first()).toHaveText(`${library.stories.exams[story.exam].en}, ${story.year}`)
    await expect(facts.nth(1)).toHaveText(
      `${story.course.en}: ${story.courseMonths} month${story.courseMonths === 1 ? '' : 's'}, ${story.courseFee}`,
    )
    await expect(card.locator('blockquote')).toContainText(story.quote.en)
    // The portrait is served by this site and has loaded.
    const portrait = card.getByRole('img', { name: story.portrait.alt.en })
    await expect(portrait).toBeVisible()
    await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
    const source = new URL((await portrait.evaluate((image: HTMLImageElement) => image.currentSrc || image.src))!, baseURL)
    expect(source.origin).toBe(new URL(baseURL!).origin)
    const response = await page.request.get(source.toString())
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\//)
  }
  const first = successStories[0]!
  await ready(page)
  const card = page.getByRole('article', { name: first.name.en, exact: true })
  await expect(card.getByText(first.story.en[0]!)).toBeHidden()
  await card.locator('summary').click()
  await expect(card.getByText(first.story.en[0]!)).toBeVisible()
})

test('success stories read in Punjabi: names, ranks, districts, courses and the portraits’ alt text', async ({ page }) => {
  await page.goto('/success-stories?lang=pa')
  for (const story of successStories) {
    const card = page.getByRole('article', { name: story.name.pa, exact: true })
    await expect(card).toContainText(`${story.rank.pa}, ${story.year}`)
    await expect(card).toContainText(story.district.pa)
    await expect(card.getByRole('definition').nth(1)).toContainText(`${story.course.pa}: ${story.courseMonths} ਮਹੀਨ`)
    await expect(card.getByRole('img', { name: story.portrait.alt.pa })).toBeVisible()
  }
})

test('the FAQ accordion opens and closes from the keyboard, and unanswered questions lead to Contact Us', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click()
  await expect(page).toHaveURL(/\/faqs$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions')
  await expect(page.getByRole('region', { name: 'The PPSC exam' })).toBeVisible()
  await ready(page)

  const first = faqs[0]!
  const summary = page.locator('summary', { hasText: first.question.en })
  const answer = page.getByText(first.answer.en)
  await expect(answer).toBeHidden()
  await summary.focus()
  await page.keyboard.press('Enter')
  await expect(answer).toBeVisible()
  await page.keyboard.press('Space')
  await expect(answer).toBeHidden()
  // Tab moves on to the next question, which opens with Space.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await expect(page.getByText(faqs[1]!.answer.en)).toBeVisible()

  await expect(page.getByRole('region', { name: 'Still have a question?' }).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'href',
    '/contact-us',
  )
})

test('the FAQ on payment tells how to pay today, not an online payment that does not exist, in both languages', async ({ page }) => {
  const payment = faqs.find((faq) => faq.key === 'payment-methods')!
  for (const [path, locale] of [
    ['/faqs', 'en'],
    ['/faqs?lang=pa', 'pa'],
  ] as const) {
    await page.goto(path)
    await ready(page)
    const question = page.locator('details').filter({ has: page.locator('summary', { hasText: payment.question[locale] }) })
    await question.locator('summary').click()
    const answer = question.locator('p').first()
    await expect(answer).toBeVisible()
    const text = (await question.locator('p').allTextContents()).join(' ')
    if (locale === 'en') {
      expect(text).toContain('Online payment on this website is not open yet.')
      expect(text).not.toMatch(/payment gateway|pay online|immediately/i)
    } else {
      expect(text).toContain('ਆਨਲਾਈਨ ਭੁਗਤਾਨ ਅਜੇ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋਇਆ')
      expect(text).not.toMatch(/ਪੇਮੈਂਟ ਗੇਟਵੇ|ਤੁਰੰਤ/)
    }
    expect(text).toContain(siteSettings.phone)
  }
})

test('the FAQs read in Punjabi after the language switch, and the address says so', async ({ page }) => {
  await page.goto('/faqs')
  await ready(page)
  await page
    .getByRole('navigation', { name: /^(Language|ਭਾਸ਼ਾ)$/ })
    .getByRole('link', { name: 'ਪੰਜਾਬੀ' })
    .click()
  await expect(page).toHaveURL(/\/faqs\?lang=pa$/)
  const summary = page.locator('summary', { hasText: faqs[0]!.question.pa })
  await expect(summary).toBeVisible()
  await expect(summary.locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', 'pa')
  await expect(page.getByText(faqs[0]!.question.en)).toHaveCount(0)
})

for (const path of [
  '/pyq',
  '/pyq?year=2015&stage=mains',
  '/products',
  '/products/toppers-answer-copies',
  '/success-stories',
  '/faqs',
  '/products/toppers-answer-copies?lang=pa',
]) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path)
    await ready(page)
    // Open every disclosure too, so the answers and stories are checked.
    await page.locator('details').evaluateAll((elements) => elements.forEach((element) => element.setAttribute('open', '')))
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
