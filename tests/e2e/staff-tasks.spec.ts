import { expect, type Page, test } from '@playwright/test'

import { indianDay } from '../../src/features/date-picker/rules'

import { account, signInToAdmin, signInToApi } from './accounts'
import { guidePicture as picture } from './docs-pictures'

/**
 * Issue 15, part 4: the institute's everyday tasks in the admin, walked as staff do them. Each step
 * is a click or a field, and the pictures it takes illustrate docs/staff-guide.md (tests/e2e/docs-pictures.ts).
 */
// In order: the question is written in Punjabi last, and the test after it must open in English.
test.describe.configure({ mode: 'serial' })
test.skip(({ isMobile }) => isMobile, 'Staff work at a desk: the admin is walked on the desktop.')

/** Waits until Payload's edit form is live: the save button reacts to a change only after hydration. */
async function formIsLive(page: Page) {
  await page.waitForLoadState('networkidle')
}

/** Picks an option of one of Payload's select boxes (react-select) by its visible text. */
async function choose(page: Page, fieldId: string, optionText: string | RegExp) {
  await page.locator(`#${fieldId} .react-select`).click()
  await page.locator('.rs__option').filter({ hasText: optionText }).first().click()
}

test.beforeEach(async ({ page }, testInfo) => {
  await signInToAdmin(page, account(testInfo, 'staff-writer'))
  await expect(page).toHaveURL(/\/admin\/?$/)
})

test('the admin wears the academy’s name, mark and icon', async ({ page }, testInfo) => {
  // The site's own icons (the favicon and the mark), none of Payload's.
  const icons = await page.locator('link[rel="icon"], link[rel="apple-touch-icon"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  expect(icons.length).toBeGreaterThan(0)
  for (const href of icons) expect(href).toMatch(/^\/(favicon\.ico|icon\.svg|apple-icon\.png)/)
  await picture(page, testInfo, '01-dashboard')
  await page.context().clearCookies()
  await page.goto('/admin/login')
  await expect(page.getByTestId('admin-brand')).toHaveText('Punjab PCS Academy')
  // Payload's own avatar (no Gravatar request).
  await expect(page.locator('img[src*="gravatar"]')).toHaveCount(0)
})

test('a bilingual MCQ: four option rows ready, the answer chosen by its text', async ({ page, baseURL }, testInfo) => {
  await page.goto('/admin/collections/questions/create')
  await formIsLive(page)
  for (const letter of ['A', 'B', 'C', 'D']) await expect(page.getByText(`Option ${letter}`, { exact: true })).toBeVisible()

  await page.locator('#field-stem').fill('Under which Article of the Constitution can the Governor of Punjab reserve a Bill for the President?')
  const options = ['Article 163', 'Article 200', 'Article 213', 'Article 356']
  for (const [index, text] of options.entries()) await page.locator(`#field-options__${index}__text`).fill(text)
  await expect(page.getByText('Option B: Article 200')).toBeVisible()
  await choose(page, 'field-correctOption', 'B: Article 200')
  await page.locator('#field-explanation').fill('Article 200 lets the Governor assent, withhold assent, return a Bill or reserve it for the President.')
  // Topics are named with their paper: Polity in Prelims is not Polity in Mains.
  await page.locator('#field-topic .react-select').click()
  await page.keyboard.type('Polity')
  await expect(page.locator('.rs__option').filter({ hasText: 'Polity · Mains' })).toHaveCount(1)
  await page.locator('.rs__option').filter({ hasText: 'Polity · Prelims' }).click()
  await picture(page, testInfo, '02-question-english')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/questions\/\d+/)
  const id = /questions\/(\d+)/.exec(page.url())![1]

  // The Punjabi: the same form in ਪੰਜਾਬੀ.
  await page.goto(`/admin/collections/questions/${id}?locale=pa`)
  await formIsLive(page)
  await page.locator('#field-stem').fill('ਸੰਵਿਧਾਨ ਦੇ ਕਿਸ ਅਨੁਛੇਦ ਅਧੀਨ ਪੰਜਾਬ ਦਾ ਰਾਜਪਾਲ ਕਿਸੇ ਬਿੱਲ ਨੂੰ ਰਾਸ਼ਟਰਪਤੀ ਲਈ ਰਾਖਵਾਂ ਰੱਖ ਸਕਦਾ ਹੈ?')
  for (const [index, text] of ['ਅਨੁਛੇਦ 163', 'ਅਨੁਛੇਦ 200', 'ਅਨੁਛੇਦ 213', 'ਅਨੁਛੇਦ 356'].entries()) await page.locator(`#field-options__${index}__text`).fill(text)
  await expect(page.locator('#field-correctOption')).toContainText('B: ਅਨੁਛੇਦ 200')
  await picture(page, testInfo, '03-question-punjabi')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()

  const api = page.context().request
  const { headers } = await signInToApi(api, account(testInfo, 'staff-writer'), baseURL!)
  const saved = await (await api.get(`/api/questions/${id}?locale=all&depth=0`, { headers })).json()
  expect(saved.correctOption).toBe('B')
  expect((await (await api.get(`/api/topics/${saved.topic}?depth=0`, { headers })).json()).slug).toBe('gs-pcs-prelims_polity')
  expect(saved.stem.en).toMatch(/^Under which Article/)
  expect(saved.stem.pa).toMatch(/^ਸੰਵਿਧਾਨ/)
  expect(saved.options.map((option: { text: { en: string; pa: string } }) => [option.text.en, option.text.pa])).toEqual(
    options.map((text, index) => [text, ['ਅਨੁਛੇਦ 163', 'ਅਨੁਛੇਦ 200', 'ਅਨੁਛੇਦ 213', 'ਅਨੁਛੇਦ 356'][index]]),
  )
})

test('a test made from questions in the bank in a few steps; the series that hold a test are named, and a test in none is warned about', async ({ page, baseURL }, testInfo) => {
  const api = page.context().request
  const { headers } = await signInToApi(api, account(testInfo, 'staff-writer'), baseURL!)
  const find = async (slug: string) => (await (await api.get(`/api/tests?where[slug][equals]=${slug}&depth=0&draft=true`, { headers })).json()).docs[0]

  // A seeded mock in the Prelims series: the series is named and linked.
  const mock = await find('gs-mock-01')
  // The question before was written in Punjabi: the next document still opens in English.
  await page.goto(`/admin/collections/tests/${mock.id}`)
  await expect(page.locator('#field-title')).toHaveValue('PPSC Prelims GS Mock Test 1')
  const membership = page.getByTestId('series-membership')
  await expect(membership).toContainText('In the test series:')
  await expect(membership.getByRole('link')).toHaveCount(1)
  await picture(page, testInfo, '04-test-in-series')

  // A sectional test made from questions already in the bank: it is in no series yet, and says so.
  await page.goto('/admin/collections/tests/create')
  await formIsLive(page)
  await page.locator('#field-title').fill(`Punjab GK sectional: rivers and dams (${testInfo.project.name})`)
  await choose(page, 'field-kind', 'Sectional')
  await page.locator('#field-durationMinutes').fill('10')
  await page.getByRole('button', { name: 'Add Section' }).click()
  await page.locator('#field-sections__0__title').fill('Rivers and dams')
  for (const search of ['Bhakra Dam', 'Ranjit Singh capture Lahore']) {
    await page.locator('#field-sections__0__questions .react-select').click()
    await page.keyboard.type(search)
    await page.locator('.rs__option').filter({ hasText: search.split(' ')[0]! }).first().click()
  }
  await expect(page.getByTestId('series-warning')).toContainText('This test is in no test series.')
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/tests\/\d+/)
  const made = await find(`punjab-gk-sectional-rivers-and-dams-${testInfo.project.name}`)
  expect(made.questionCount).toBe(2)
  await expect(page.getByTestId('series-warning')).toContainText('This test is in no test series.')
  await picture(page, testInfo, '05-test-in-no-series')
  await page.getByTestId('series-warning').getByRole('link', { name: 'Test series' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/test-series/)
})

test('a current-affairs article: today’s date in India, the region by name, the slug made from the title', async ({ page, baseURL }, testInfo) => {
  await page.goto('/admin/collections/current-affairs/create?locale=en')
  await formIsLive(page)
  const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${indianDay(new Date())}T12:00:00Z`))
  await expect(page.locator('#field-date input')).toHaveValue(today)
  await expect(page.locator('#field-region')).toContainText('Punjab')
  await expect(page.locator('#field-region')).not.toContainText('punjab')
  // The slug is made from the title when left empty: not marked required.
  await expect(page.locator('label[for="field-slug"] .required')).toHaveCount(0)

  const title = `Punjab notifies new paddy sowing dates (${testInfo.project.name})`
  await page.locator('#field-title').fill(title)
  await page.locator('#field-category').fill('Agriculture')
  await page.locator('#field-summary').fill('The state has staggered paddy transplanting by zone from 1 June to save groundwater.')
  await picture(page, testInfo, '06-current-affairs')
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/current-affairs\/\d+/)
  const id = /current-affairs\/(\d+)/.exec(page.url())![1]
  const api = page.context().request
  const { headers } = await signInToApi(api, account(testInfo, 'staff-writer'), baseURL!)
  const saved = await (await api.get(`/api/current-affairs/${id}?draft=true&depth=0`, { headers })).json()
  expect(saved.slug).toBe(`punjab-notifies-new-paddy-sowing-dates-${testInfo.project.name}`)
  expect(indianDay(saved.date)).toBe(indianDay(new Date()))
  expect(saved.region).toBe('punjab')
})
