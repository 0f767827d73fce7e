import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import PDFDocument from 'pdfkit'
import sharp from 'sharp'

import { addDays } from '../../src/lib/days'
import { dailyQuestions } from '../../src/seed/content/daily-questions'

import { account, signIn, signInToAdmin, signInToApi } from './accounts'
import { seedDay } from './seed-day'

/**
 * A handwritten Mains answer (issue 18, item 6; ADR 048) from the candidate's phone to the evaluator
 * and back: photos picked, made smaller in the browser, kept through a reload, put in order and sent
 * once; the page files served only to their writer; the evaluation queue, a comment pinned on a page
 * and marks per criterion in the admin; the candidate's annotated pages and marks.
 */
const groundwater = dailyQuestions.find((entry) => entry.key === 'qotd-groundwater-depletion')!
if (groundwater.kind !== 'mains') throw new Error('The seed’s kinds changed')
const dayPage = `/current-affairs/questions/${addDays(seedDay(), -groundwater.daysAgo)}`
const sameSite = { headers: { 'Sec-Fetch-Site': 'same-origin' } }

/** A phone's photo of a written page: 3000 × 4000 pixels of ruled paper and ink, as a JPEG of a few hundred KB. */
async function photo(ink: string) {
  const lines = Array.from(
    { length: 30 },
    (_, index) => `<rect x="300" y="${400 + index * 115}" width="${1800 + ((index * 211) % 600)}" height="12" fill="${ink}"/>`,
  ).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="4000"><rect width="100%" height="100%" fill="#f6f3e8"/>${lines}</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer()
}

const picked = (page: Page) => page.getByTestId('qotd-picked-page')

test(
  'a candidate sends a handwritten answer from photos; an evaluator pins a comment and gives marks per criterion; the candidate reads them on the pages',
  { tag: '@phone' },
  async ({ page, browser, playwright, baseURL }, testInfo) => {
    test.setTimeout(180_000)
    const writer = account(testInfo, 'hand-writer')
    // The queue lists the writer by name: one of their own, as the phone's and the desktop's runs (and a
    // retry) can have answers waiting at the same time.
    const writerName = `E2E hand-writer ${testInfo.project.name} try ${testInfo.retry + 1}`
    const api = await playwright.request.newContext({ baseURL })
    const { headers, user } = await signInToApi(api, writer, baseURL!)
    expect((await api.patch(`/api/users/${user.id}`, { headers, data: { name: writerName } })).status()).toBe(200)
    await api.dispose()
    await signIn(page, writer)
    await page.goto(dayPage)
    // The choice counts once the page is live (a click before that is undone when it hydrates).
    const upload = page.getByTestId('qotd-handwritten')
    await expect(async () => {
      await page.getByRole('radio', { name: 'Upload a handwritten answer' }).check({ timeout: 1000 })
      await expect(upload).toBeVisible({ timeout: 5000 })
    }).toPass({ timeout: 30_000 })
    await upload.getByLabel('Add photos or a PDF').setInputFiles([
      { name: 'IMG_0142.jpg', mimeType: 'image/jpeg', buffer: await photo('#1e3a8a') },
      { name: 'IMG_0143.jpg', mimeType: 'image/jpeg', buffer: await photo('#7f1d1d') },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a page') },
    ])
    await expect(picked(page)).toHaveCount(2)
    await expect(page.getByTestId('qotd-page-problems')).toHaveText('“notes.txt” is not a photo or a PDF, so it was not added.')
    // Made smaller in the browser: two pages of a phone's photos leave as well under a megabyte each.
    await expect(
      upload.getByText(/^2 pages ready to send, \d+ KB in all\.$|^2 pages ready to send, [01](\.\d)? MB in all\.$/),
    ).toBeVisible()

    // A reload loses nothing: the mode and the pages come back from the device.
    await page.reload()
    await expect(page.getByText('Your pages from this device are back: check them and submit.')).toBeVisible()
    await expect(picked(page)).toHaveCount(2)
    // The second photo was the first page: it moves up.
    await page.getByRole('button', { name: 'Move page 2 earlier' }).click()
    const first = await picked(page).nth(0).locator('img').getAttribute('src')

    await page.getByRole('button', { name: 'Submit handwritten answer' }).click()
    const confirm = page.getByTestId('qotd-confirm')
    await expect(confirm).toContainText('You are submitting 2 pages. You can submit only once')
    await confirm.getByRole('button', { name: 'Yes, submit' }).click()
    await expect(page.getByTestId('qotd-awaiting')).toHaveText(/Submitted, awaiting evaluation/)
    const pages = page.getByTestId('qotd-pages').locator('img')
    await expect(pages).toHaveCount(2)
    await expect(pages.nth(0)).toHaveAttribute('alt', 'Page 1 of your answer')
    expect(first).toMatch(/^blob:/)
    // The pages are served to their writer, scaled to 2,000 pixels on the long side.
    const src = (await pages.nth(0).getAttribute('src'))!
    expect(src).toMatch(/^\/api\/answer-pages\/file\/[0-9a-f-]+\.jpg$/)
    await expect.poll(() => pages.nth(0).evaluate((image: HTMLImageElement) => image.naturalHeight)).toBe(2000)
    const own = await page.request.get(src, sameSite)
    expect(own.status()).toBe(200)
    expect(own.headers()['content-type']).toBe('image/jpeg')
    expect((await own.body()).length).toBeLessThan(1024 * 1024)

    // Nobody else gets the file: another candidate, or a visitor.
    const otherContext = await browser.newContext()
    const other = await otherContext.newPage()
    await signIn(other, account(testInfo, 'hand-other'))
    expect([403, 404]).toContain((await other.request.get(src, sameSite)).status())
    await otherContext.close()
    const visitor = await browser.newContext()
    expect([403, 404]).toContain((await visitor.request.get(src)).status())
    await visitor.close()

    // The evaluator takes it from the queue, pins a comment on page 1 and gives marks per criterion.
    const staff = await browser.newContext()
    const admin = await staff.newPage()
    await signInToAdmin(admin, account(testInfo, 'hand-evaluator'))
    await expect(admin).toHaveURL(/\/admin\/?$/)
    await admin.goto('/admin/evaluation-queue')
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Evaluation queue')
    const row = admin.getByTestId('queue-row').filter({ hasText: writerName })
    await expect(row).toContainText('Handwritten, 2 pages')
    await row.getByRole('button', { name: /^Take/ }).click()
    await expect(admin.getByText('The answer is yours: it waits under “Assigned to me”.')).toBeVisible()
    await admin.getByTestId('queue-view-mine').click()
    const mine = admin.getByTestId('queue-row').filter({ hasText: writerName })
    await expect(mine).toBeVisible()
    const axe = await new AxeBuilder({ page: admin }).include('[data-testid="evaluation-queue"]').analyze()
    expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([])
    await mine.getByRole('link').first().click()
    await expect(admin).toHaveURL(/\/admin\/collections\/answer-submissions\/\d+$/)
    await admin.waitForLoadState('networkidle')

    const comment = 'Good opening with the CGWB figure. Add the 2009 Subsoil Water Act here.'
    const pageOne = admin.getByTestId('answer-page-1')
    // The admin's edit view is a heavy page: on a busy machine it hydrates, and asks for the pages, only
    // seconds after the network has gone quiet.
    await expect(pageOne.locator('img')).toBeVisible({ timeout: 30_000 })
    await expect(async () => {
      await pageOne.locator('img').click({ position: { x: 120, y: 90 } })
      await expect(admin.getByLabel('Comment 1', { exact: true })).toBeFocused({ timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    await admin.keyboard.type(comment)
    const rubric = admin.getByTestId('rubric-field')
    const boxes = rubric.getByRole('spinbutton')
    await expect(boxes).toHaveCount(4)
    // Content (7.5), structure (3), Punjab examples (3), presentation (1.5) for a question of 15 marks.
    await boxes.nth(0).fill('9')
    await expect(rubric.getByRole('alert')).toHaveText('Give at most 7.5 marks: this criterion carries 7.5 marks.')
    for (const [index, marks] of ['6', '2.5', '2', '1'].entries()) await boxes.nth(index).fill(marks)
    await expect(admin.getByTestId('rubric-total')).toHaveText('Total: 11.5 of 15. Saving returns the answer to the candidate.')
    await admin.getByRole('button', { name: 'Save', exact: true }).click()
    const id = admin.url().split('/').pop()!
    await expect
      .poll(async () => (await (await admin.request.get(`/api/answer-submissions/${id}?depth=0`, sameSite)).json()).status, {
        timeout: 15_000,
      })
      .toBe('evaluated')
    await staff.close()

    // The candidate reads the marks per criterion and the comment at its place on page 1.
    await page.reload()
    await expect(page.getByTestId('qotd-marks')).toHaveText('11.5 / 15 marks')
    const table = page.getByTestId('qotd-rubric')
    await expect(table.getByRole('row', { name: /Content: relevance and accuracy/ })).toContainText('6 / 7.5 marks')
    await expect(table.getByRole('row', { name: /Total/ })).toContainText('11.5 / 15 marks')
    const pageOneComments = page.getByRole('list', { name: 'Comments on page 1' })
    await expect(pageOneComments.getByRole('listitem')).toHaveText([`Comment 1: ${comment}`])
    await expect(page.getByTestId('qotd-page-1').locator('[aria-hidden="true"]').filter({ hasText: /^1$/ })).toBeVisible()
    const candidateAxe = await new AxeBuilder({ page }).analyze()
    expect(candidateAxe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([])
  },
)

/** A scanned answer: a PDF of `pages` A4 pages, each a photo of a written page. */
async function scan(pages: number) {
  const document = new PDFDocument({ size: 'A4', autoFirstPage: false })
  const chunks: Buffer[] = []
  document.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))))
  const image = await sharp(await photo('#14532d'))
    .resize(1240)
    .jpeg({ quality: 70 })
    .toBuffer()
  for (let page = 0; page < pages; page++) {
    document.addPage({ size: 'A4', margin: 0 })
    document.image(image, 0, 0, { width: 595.28 })
  }
  document.end()
  return done
}

test('a scanned PDF becomes the answer’s pages in the browser, each a compressed picture, in order', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  await signIn(page, account(testInfo, 'hand-pdf'))
  await page.goto(dayPage)
  const upload = page.getByTestId('qotd-handwritten')
  await expect(async () => {
    await page.getByRole('radio', { name: 'Upload a handwritten answer' }).check({ timeout: 1000 })
    await expect(upload).toBeVisible({ timeout: 5000 })
  }).toPass({ timeout: 30_000 })
  await upload
    .getByLabel('Add photos or a PDF')
    .setInputFiles({ name: 'answer-scan.pdf', mimeType: 'application/pdf', buffer: await scan(3) })
  await expect(picked(page)).toHaveCount(3, { timeout: 30_000 })
  await expect(picked(page).locator('strong')).toHaveText(['Page 1', 'Page 2', 'Page 3'])
  // Each page drawn 2,000 pixels tall (A4 is taller than wide).
  expect(await picked(page).nth(2).locator('img').getAttribute('height')).toBe('2000')
  await expect(page.getByTestId('qotd-page-problems')).toHaveCount(0)
})
