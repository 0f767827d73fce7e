import { readFile } from 'node:fs/promises'

import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { mainsTopics, prelimsTopics } from '../../src/seed/content/site'
import { syllabus } from '../../src/seed/content/syllabus'
import { topicFiles } from '../../src/seed/content/topic-files'
import { topics } from '../../src/seed/content/topics'

import { account, signIn, signInToApi } from './accounts'

const topic = (stage: 'prelims' | 'mains', key: string) => topics.find((entry) => entry.stage === stage && entry.key === key)!
const polity = topic('prelims', 'polity')
const punjabGk = topic('prelims', 'punjab-gk')
const firstHeading = (notes: typeof punjabGk.notes.en) => notes.find((block) => block.type === 'h2' && 'text' in block) as { text: string }
const filesOf = (stage: 'prelims' | 'mains', key: string) => topicFiles.find((entry) => entry.stage === stage && entry.key === key)!.pdfs

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

test('the resources index lists every Prelims and Mains topic, and the paid groups lead to Coming soon', async ({ page }) => {
  await page.goto('/resources')
  await expect(page).toHaveTitle(/Resources/)
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible()

  const prelims = page.getByRole('region', { name: 'GS PCS Prelims' })
  const mains = page.getByRole('region', { name: 'GS PCS Mains' })
  await expect(prelims.locator('a[href^="/resource/gs-pcs-prelims_"]')).toHaveCount(prelimsTopics.length)
  await expect(mains.locator('a[href^="/resource/gs-pcs-mains_"]')).toHaveCount(mainsTopics.length)
  for (const { key } of prelimsTopics)
    await expect(prelims.getByRole('link', { name: topic('prelims', key).title.en, exact: true })).toBeVisible()
  for (const { key } of mainsTopics)
    await expect(mains.getByRole('link', { name: topic('mains', key).title.en, exact: true })).toBeVisible()
  await expect(prelims.getByText(polity.overview.en.slice(0, 60))).toBeVisible()

  // The menu's anchors land on the two groups.
  await page.goto('/resources#gs-pcs-mains')
  await expect(page.locator('#gs-pcs-mains')).toBeInViewport()

  const more = page.getByRole('region', { name: 'More resources' })
  for (const name of ['NCERT', 'Punjab GK', 'CSAT']) {
    await expect(more.getByRole('link', { name: `${name} (paid, coming soon)` })).toHaveAttribute('href', '/coming-soon')
  }
  await expect(more.getByRole('link', { name: "Topper's PCS Answer Copies" })).toHaveAttribute('href', '/products/toppers-answer-copies')
  await expect(more.getByRole('link', { name: 'PYQ' })).toHaveAttribute('href', '/pyq')
  await more.getByRole('link', { name: 'NCERT (paid, coming soon)' }).click()
  await expect(page).toHaveURL(/\/coming-soon$/)

  await page.goto('/resources')
  await page.getByRole('region', { name: 'More resources' }).getByRole('link', { name: 'Syllabus' }).click()
  await expect(page).toHaveURL(/\/syllabus$/)
})

test('a topic page reads in English and, after the language switch, in Punjabi', async ({ page }) => {
  await page.goto('/resource/gs-pcs-prelims_polity')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(polity.title.en)
  await expect(page.getByRole('heading', { level: 2, name: firstHeading(polity.notes.en).text })).toBeVisible()

  await page
    .getByRole('navigation', { name: /^(Language|ਭਾਸ਼ਾ)$/ })
    .getByRole('link', { name: 'ਪੰਜਾਬੀ' })
    .click()
  await expect(page).toHaveURL(/\/resource\/gs-pcs-prelims_polity\?lang=pa$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(polity.title.pa)
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'pa')
  await expect(page.getByText(polity.overview.pa)).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: firstHeading(polity.notes.pa).text })).toBeVisible()
  const pdf = filesOf('prelims', 'polity')[0]!
  await expect(page.getByRole('link', { name: new RegExp(pdf.title.pa) })).toBeVisible()

  await page
    .getByRole('navigation', { name: /^(Language|ਭਾਸ਼ਾ)$/ })
    .getByRole('link', { name: 'English' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(polity.title.en)
})

test('a free topic’s PDF downloads as a real PDF', async ({ page }) => {
  const pdf = filesOf('prelims', 'geography')[0]!
  await page.goto('/resource/gs-pcs-prelims_geography')
  const files = page.getByRole('region', { name: 'Downloadable PDFs' })
  const link = files.getByRole('link', { name: new RegExp(pdf.title.en) })
  await expect(link).toContainText(/PDF, \d+ KB/)
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe(pdf.filename)
  const body = await readFile((await download.path())!)
  expect(body.subarray(0, 5).toString()).toBe('%PDF-')
})

test('a paid topic shows a signed-out visitor its overview and a lock, not the notes or the file', async ({ page, request }) => {
  await page.goto('/resource/gs-pcs-prelims_punjab-gk')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(punjabGk.title.en)
  await expect(page.getByText(punjabGk.overview.en)).toBeVisible()

  const lock = page.getByRole('region', { name: 'The full notes are for enrolled candidates' })
  await expect(lock.getByRole('link', { name: 'Punjab GK Complete Notes' })).toHaveAttribute('href', '/products/punjab-gk-complete-notes')
  await expect(lock.getByRole('link', { name: 'Sign in to read the notes' })).toHaveAttribute(
    'href',
    '/sign-in?next=%2Fresource%2Fgs-pcs-prelims_punjab-gk',
  )
  await expect(page.getByRole('heading', { name: firstHeading(punjabGk.notes.en).text })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Downloadable PDFs' })).toHaveCount(0)

  // The file itself is refused too, whoever knows its address.
  const paidPdf = filesOf('prelims', 'punjab-gk')[0]!
  expect((await request.get(`/api/media/file/${paidPdf.filename}`)).status()).toBe(403)
})

test('a paid PDF inside a free topic is locked for a visitor, next to the free one', async ({ page }) => {
  const [free, paid] = filesOf('mains', 'punjab-gs')
  await page.goto('/resource/gs-pcs-mains_punjab-gs')
  const files = page.getByRole('region', { name: 'Downloadable PDFs' })
  await expect(files.getByRole('link', { name: new RegExp(free!.title.en) })).toHaveAttribute('download', free!.filename)
  const locked = files.getByRole('listitem').filter({ hasText: paid!.title.en })
  await expect(locked.getByRole('link', { name: new RegExp(paid!.title.en) })).toHaveCount(0)
  await expect(locked.getByRole('link', { name: 'Enrol in a course' })).toHaveAttribute('href', '/products')
  await expect(locked.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', /^\/sign-in\?next=/)
})

test('an enrolled candidate reads the paid notes and downloads their PDF', async ({ page, request }, testInfo) => {
  const { headers: staff } = await signInToApi(request, account(testInfo, 'resources-editor'), testInfo.project.use.baseURL!)
  const { docs: products } = await (
    await request.get('/api/products?where[slug][equals]=punjab-gk-complete-notes&depth=0', { headers: staff })
  ).json()

  await signIn(page, account(testInfo, 'resources-enrolled'))
  await page.goto('/resource/gs-pcs-prelims_punjab-gk')
  await expect(page.getByRole('region', { name: 'The full notes are for enrolled candidates' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in to read the notes' })).toHaveCount(0)

  const me = await (await page.request.get('/api/users/me', { headers: { 'Sec-Fetch-Site': 'same-origin' } })).json()
  const enrolment = await request.post('/api/enrolments', {
    headers: staff,
    data: {
      user: me.user.id,
      product: products[0].id,
      validUntil: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
      note: 'E2E resources',
    },
  })
  expect(enrolment.ok()).toBe(true)

  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: firstHeading(punjabGk.notes.en).text })).toBeVisible()
  await expect(page.getByRole('region', { name: 'The full notes are for enrolled candidates' })).toHaveCount(0)
  const pdf = filesOf('prelims', 'punjab-gk')[0]!
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('region', { name: 'Downloadable PDFs' })
      .getByRole('link', { name: new RegExp(pdf.title.en) })
      .click(),
  ])
  expect(download.suggestedFilename()).toBe(pdf.filename)
})

test('the syllabus shows the PPSC pattern and links each paper to its topic pages', async ({ page }) => {
  await page.goto('/syllabus')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(syllabus.title.en)
  await expect(page).toHaveTitle(new RegExp(syllabus.title.en))

  const prelimsTable = page.getByRole('region', { name: 'Preliminary Examination: papers and marks' })
  const gs = prelimsTable.getByRole('row', { name: /Paper I: General Studies/ })
  await expect(gs.getByRole('cell')).toHaveText(['100', '2', '200', '2 hours', 'None', /none/])
  const csat = prelimsTable.getByRole('row', { name: /CSAT/ })
  await expect(csat.getByRole('cell')).toHaveText(['80', '2.5', '200', '2 hours', 'None', '40% (qualifying only)'])

  const mainsTable = page.getByRole('region', { name: 'Main Examination: papers and marks' })
  await expect(mainsTable.getByRole('row')).toHaveCount(8)
  await expect(page.getByRole('region', { name: 'Interview: papers and marks' })).toContainText('150')

  const csatPaper = page.getByRole('region', { name: 'Paper II: Civil Services Aptitude Test (CSAT)' })
  await csatPaper.getByRole('link', { name: 'CSAT' }).click()
  await expect(page).toHaveURL(/\/resource\/gs-pcs-prelims_csat$/)

  await page.goto('/syllabus?lang=pa')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(syllabus.title.pa)
  await expect(page.getByRole('heading', { level: 2, name: syllabus.stages[0]!.title.pa })).toBeVisible()
})

test('an unknown topic is a 404', async ({ page }) => {
  const response = await page.goto('/resource/gs-pcs-prelims_no-such-topic')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
})

for (const path of [
  '/resources',
  '/syllabus',
  '/syllabus?lang=pa',
  '/resource/gs-pcs-prelims_punjab-gk',
  '/resource/gs-pcs-mains_punjab-gs',
]) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path)
    await expectNoSeriousViolations(page)
  })
}

test('notes can hold images: the Geography notes show the map of the Majha, Doaba and Malwa regions, in both languages', async ({
  page,
}) => {
  for (const [path, alt] of [
    ['/resource/gs-pcs-prelims_geography', /^Schematic map of Punjab's three regions/],
    ['/resource/gs-pcs-prelims_geography?lang=pa', /^ਪੰਜਾਬ ਦੇ ਤਿੰਨ ਖੇਤਰਾਂ ਦਾ ਨਕਸ਼ਾ/],
  ] as const) {
    await page.goto(path)
    const figure = page.getByRole('img', { name: alt })
    await expect(figure).toBeVisible()
    await expect.poll(() => figure.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
  }
})
