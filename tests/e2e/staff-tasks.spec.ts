import { expect, type Page, test } from '@playwright/test'

import { indianDay } from '../../src/lib/days'

import { account, signInToAdmin, signInToApi } from './accounts'
import { guidePicture as picture } from './docs-pictures'

/**
 * Issue 15, part 4: the institute's everyday tasks in the admin, walked as staff do them. Each step
 * is a click or a field, and the pictures it takes illustrate docs/staff-guide.md (tests/e2e/docs-pictures.ts).
 */
// In order: the pictures follow the guide's order.
// Each walk is a staff member's whole task: 20–45 s, over a minute while the machine is busy.
test.describe.configure({ mode: 'serial', timeout: 180_000 })
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
  const icons = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  expect(icons.length).toBeGreaterThan(0)
  for (const href of icons) expect(href).toMatch(/^\/(favicon\.ico|icon\.svg|apple-icon\.png)/)
  await picture(page, testInfo, '01-dashboard')
  // Payload's own avatar (no Gravatar request).
  await expect(page.locator('img[src*="gravatar"]')).toHaveCount(0)
  await page.context().clearCookies()
  // Signed out, the admin sends staff to the site's own sign-in page, in the academy's name (ADR 052).
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fadmin$/)
  await expect(page.getByText('Punjab PCS Academy').first()).toBeVisible()
})

test('a bilingual MCQ in one form: English and Punjabi side by side, four option rows ready, the answer chosen by its text', async ({
  page,
  baseURL,
}, testInfo) => {
  const started = Date.now()
  await page.goto('/admin/collections/questions/create')
  await formIsLive(page)
  for (const letter of ['A', 'B', 'C', 'D']) await expect(page.getByText(`Option ${letter}`, { exact: true })).toBeVisible()
  // Both languages in one form: no locale menu whose choice would stick to the next document.
  await expect(page.getByTestId('bilingual-note')).toContainText('a test is published only when each of its questions has its Punjabi')
  await expect(page.locator('.localizer')).toBeHidden()
  await expect(page.getByLabel(/^Question.*English/)).toBeVisible()
  await expect(page.getByLabel('Question — ਪੰਜਾਬੀ')).toBeVisible()

  const stem = [
    'Under which Article of the Constitution can the Governor of Punjab reserve a Bill for the President?',
    'ਸੰਵਿਧਾਨ ਦੇ ਕਿਸ ਅਨੁਛੇਦ ਅਧੀਨ ਪੰਜਾਬ ਦਾ ਰਾਜਪਾਲ ਕਿਸੇ ਬਿੱਲ ਨੂੰ ਰਾਸ਼ਟਰਪਤੀ ਲਈ ਰਾਖਵਾਂ ਰੱਖ ਸਕਦਾ ਹੈ?',
  ] as const
  const options = [
    ['Article 163', 'ਅਨੁਛੇਦ 163'],
    ['Article 200', 'ਅਨੁਛੇਦ 200'],
    ['Article 213', 'ਅਨੁਛੇਦ 213'],
    ['Article 356', 'ਅਨੁਛੇਦ 356'],
  ] as const
  await page.locator('#field-stem').fill(stem[0])
  await page.locator('#field-stem__pa').fill(stem[1])
  // Three of the four options in Punjabi: the fourth is asked for beside its box, and nothing typed is lost.
  for (const [index, [english, punjabi]] of options.entries()) {
    await page.locator(`#field-options__${index}__text`).fill(english)
    if (index < 3) await page.locator(`#field-options__${index}__text__pa`).fill(punjabi)
  }
  // Translation parity (ADR 036): the form warns as staff type, under the pair that differs.
  const flags = page.getByTestId('parity-flag')
  await expect(page.getByTestId('bilingual-note').getByTestId('parity-flag')).toHaveText(
    'Check the options: 4 written in English, 3 in Punjabi.',
  )
  await page.locator('#field-options__2__text__pa').fill('ਅਨੁਛੇਦ 231')
  const pairOf = (id: string) =>
    page.locator(id).locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " bilingual-pair ")][1]')
  await expect(pairOf('#field-options__2__text__pa').getByTestId('parity-flag')).toHaveText(
    'Check the numbers: the English has 213, the Punjabi 231.',
  )
  await page.locator('#field-options__2__text__pa').fill(options[2][1])
  await expect(flags).toHaveCount(1)
  await expect(page.getByText('Option B: Article 200')).toBeVisible()
  await choose(page, 'field-correctOption', 'B: Article 200')
  await page
    .locator('#field-explanation')
    .fill('Article 200 lets the Governor assent, withhold assent, return a Bill or reserve it for the President.')
  // Topics are named with their paper: Polity in Prelims is not Polity in Mains.
  await page.locator('#field-topic .react-select').click()
  await page.keyboard.type('Polity')
  await expect(page.locator('.rs__option').filter({ hasText: 'Polity · Mains' })).toHaveCount(1)
  await page.locator('.rs__option').filter({ hasText: 'Polity · Prelims' }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const missing = page.locator('#field-options__3__text__pa').locator('xpath=ancestor::div[contains(@class, "field-type")][1]')
  await expect(missing).toContainText('Write this in Punjabi too.')
  await expect(page).toHaveURL(/\/questions\/create/)
  await expect(page.locator('#field-options__2__text__pa')).toHaveValue(options[2][1])
  await page.locator('#field-options__3__text__pa').fill(options[3][1])
  await expect(page.getByText('Write this in Punjabi too.')).toHaveCount(0)
  await expect(flags).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, 0))
  await picture(page, testInfo, '02-question-bilingual')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/questions\/\d+/)
  const id = /questions\/(\d+)/.exec(page.url())![1]
  // Written in both languages, from an empty form to saved, well inside the two minutes staff are promised.
  expect(Date.now() - started).toBeLessThan(120_000)

  // Opened again, the form shows what is stored in each language; a correction is one more save.
  await page.reload()
  await formIsLive(page)
  await expect(page.locator('#field-stem__pa')).toHaveValue(stem[1])
  await expect(page.locator('#field-options__3__text__pa')).toHaveValue(options[3][1])
  await page.locator('#field-explanation__pa').fill('ਅਨੁਛੇਦ 200 ਰਾਜਪਾਲ ਨੂੰ ਬਿੱਲ ਰਾਸ਼ਟਰਪਤੀ ਦੇ ਵਿਚਾਰ ਲਈ ਰਾਖਵਾਂ ਰੱਖਣ ਦਿੰਦਾ ਹੈ।')
  await picture(page, testInfo, '03-question-saved')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()
  await expect(page.locator('#field-explanation__pa')).toHaveValue(/^ਅਨੁਛੇਦ 200 ਰਾਜਪਾਲ/)

  const api = page.context().request
  const { headers } = await signInToApi(api, account(testInfo, 'staff-writer'), baseURL!)
  const saved = await (await api.get(`/api/questions/${id}?locale=all&depth=0`, { headers })).json()
  expect(saved.correctOption).toBe('B')
  expect(saved).not.toHaveProperty('punjabi')
  expect((await (await api.get(`/api/topics/${saved.topic}?depth=0`, { headers })).json()).slug).toBe('gs-pcs-prelims_polity')
  expect(saved.stem).toEqual({ en: stem[0], pa: stem[1] })
  expect(saved.explanation.pa).toMatch(/^ਅਨੁਛੇਦ 200 ਰਾਜਪਾਲ/)
  expect(saved.options.map((option: { text: { en: string; pa: string } }) => [option.text.en, option.text.pa])).toEqual(
    options.map((pair) => [...pair]),
  )
})

test('a test made from questions in the bank in a few steps; the series that hold a test are named, and a test in none is warned about', async ({
  page,
  baseURL,
}, testInfo) => {
  const api = page.context().request
  const { headers } = await signInToApi(api, account(testInfo, 'staff-writer'), baseURL!)
  const find = async (slug: string) =>
    (await (await api.get(`/api/tests?where[slug][equals]=${slug}&depth=0&draft=true`, { headers })).json()).docs[0]

  // A seeded mock in the Prelims series: the series is named and linked.
  const mock = await find('gs-mock-01')
  // Opened once in Punjabi, the next time a document opens in English: the choice does not stick.
  await page.goto(`/admin/collections/tests/${mock.id}?locale=pa`)
  await formIsLive(page)
  await page.goto(`/admin/collections/tests/${mock.id}`)
  await expect(page.locator('#field-title')).toHaveValue('PPSC Prelims GS Mock Test 1')
  const membership = page.getByTestId('series-membership')
  // The form reads the series after it opens, then Payload fetches their titles: two requests in a row,
  // over 10 s on a busy CI machine.
  await expect(membership.locator('#field-series')).toContainText('PPSC Prelims 2026 Test Series', { timeout: 30_000 })
  await expect(page.getByTestId('series-warning')).toHaveCount(0)
  await picture(page, testInfo, '04-test-in-series')

  // A sectional test made from questions already in the bank: it is in no series yet, and says so.
  await page.goto('/admin/collections/tests/create')
  await formIsLive(page)
  await page.locator('#field-title').fill(`Punjab GK sectional: rivers and dams (${testInfo.project.name})`)
  await choose(page, 'field-kind', 'Sectional')
  await page.locator('#field-durationMinutes').fill('10')
  // Under load the admin can swallow a click made while the form re-renders (a CI run saw it once):
  // click again only while no row has come.
  const sectionTitle = page.locator('#field-sections__0__title')
  await expect(async () => {
    if (!(await sectionTitle.isVisible())) await page.getByRole('button', { name: 'Add Section' }).click()
    await expect(sectionTitle).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  await sectionTitle.fill('Rivers and dams')
  for (const search of ['Bhakra Dam', 'Ranjit Singh capture Lahore']) {
    await page.locator('#field-sections__0__questions .react-select').click()
    await page.keyboard.type(search)
    await page
      .locator('.rs__option')
      .filter({ hasText: search.split(' ')[0]! })
      .first()
      .click()
  }
  await expect(page.getByTestId('series-warning')).toContainText('This test is in no test series.')
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/tests\/\d+/)
  const made = await find(`punjab-gk-sectional-rivers-and-dams-${testInfo.project.name}`)
  expect(made.questionCount).toBe(2)
  await expect(page.getByTestId('series-warning')).toContainText('This test is in no test series.')
  await picture(page, testInfo, '05-test-in-no-series')

  // The series is chosen on the test's own form and saved with it.
  await choose(page, 'field-series', 'Punjab GK and History Sectional Series')
  await expect(page.getByTestId('series-warning')).toHaveCount(0)
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page.getByText('Draft saved successfully.')).toBeVisible()
  const series = (await (await api.get('/api/test-series?where[slug][equals]=punjab-special&depth=0&draft=true', { headers })).json())
    .docs[0]
  expect(series.tests.at(-1)).toBe(made.id)
  expect(series._status).toBe('published')
  await page.reload()
  await formIsLive(page)
  await expect(page.locator('#field-series')).toContainText('Punjab GK and History Sectional Series')
  await expect(page.getByTestId('series-warning')).toHaveCount(0)
})

test('a current-affairs article: today’s date in India, the region by name, the slug made from the title', async ({
  page,
  baseURL,
}, testInfo) => {
  await page.goto('/admin/collections/current-affairs/create?locale=en')
  await formIsLive(page)
  const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${indianDay(new Date())}T12:00:00Z`),
  )
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
