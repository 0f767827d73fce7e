import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type Response, test } from '@playwright/test'

import { questions } from '../../../src/seed/content/questions'
import { tests } from '../../../src/seed/content/tests'
import { account, signIn, signInToApi } from '../accounts'

/**
 * The mock-test engine as a candidate meets it, on a desktop and on a phone: the test series, the
 * instructions, the CBT screen (palette, language, reload, offline), the submit and the result, and
 * the answer key kept out of every response until the attempt is submitted.
 */
const gsMock = tests.find((entry) => entry.key === 'gs-mock-01')!
const csatMock = tests.find((entry) => entry.key === 'csat-mock-01')!
const question = (key: string) => questions.find((entry) => entry.key === key)!
const wrongOf = (key: string) => (['A', 'B', 'C', 'D'] as const).find((letter) => letter !== question(key).correct)!

const examReady = (page: Page) => expect(page.locator('[data-exam-ready="true"]')).toBeVisible({ timeout: 20_000 })
const stem = (page: Page) => page.locator('[id^="stem-"]')
const paletteButton = (page: Page, name: string) => page.locator('#question-palette').getByRole('button', { name, exact: true })

async function openPalette(page: Page) {
  const toggle = page.getByRole('button', { name: 'Question Palette' })
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
}
async function closePaletteOnPhone(page: Page, isMobile: boolean) {
  if (isMobile) await page.keyboard.press('Escape')
}

/** Waits for the autosave to reach the server with everything answered so far. */
const saved = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/answers') && response.status() === 200, { timeout: 15_000 })

async function startFromSeries(page: Page, title: string, language: 'English' | 'ਪੰਜਾਬੀ') {
  await page.goto('/test-series')
  await page
    .getByRole('article', { name: title })
    .getByRole('link', { name: /^Start test/ })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await page.getByRole('group', { name: 'Choose your default language' }).getByRole('radio', { name: language }).check()
  await page.getByRole('checkbox', { name: /I have read and understood the instructions/ }).check()
  await page.getByRole('button', { name: 'Start test' }).click()
  await expect(page).toHaveURL(/\/test\/[a-z0-9-]+\/attempt\/\d+$/)
  await examReady(page)
}

test(
  'a full GS mock in Punjabi and English: palette statuses, a reload that resumes, the submit summary and a result that matches the answer sheet',
  { tag: '@phone' },
  async ({ page, isMobile }, testInfo) => {
    test.setTimeout(120_000)
    // Everything the browser receives before the submit, to search for the answer key afterwards.
    const bodies: string[] = []
    const collect = async (response: Response) => {
      const type = response.headers()['content-type'] ?? ''
      if (/html|json|text\/x-component|javascript/.test(type)) bodies.push(await response.text().catch(() => ''))
    }
    page.on('response', collect)

    await signIn(page, account(testInfo, 'exam-full'))
    await startFromSeries(page, 'PPSC Prelims GS Mock Test 1', 'ਪੰਜਾਬੀ')
    const [q1, q2, , , q5] = gsMock.sections[0]!.questionKeys
    await expect(stem(page)).toHaveText(question(q1!).stem.pa)
    await expect(stem(page)).toHaveAttribute('lang', 'pa')
    await page.getByLabel('View in').selectOption('en')
    await expect(stem(page)).toHaveText(question(q1!).stem.en)

    // Q1 right, Q2 wrong and marked, Q3 only marked, Q4 seen and left; Q5 is where the reload must return.
    await page.getByTestId(`option-${question(q1!).correct}`).check()
    await page.getByRole('button', { name: 'Save & Next', exact: true }).click()
    await page.getByTestId(`option-${wrongOf(q2!)}`).check()
    await page.getByRole('button', { name: 'Mark for Review & Next', exact: true }).click()
    await page.getByRole('button', { name: 'Mark for Review & Next', exact: true }).click()
    const lastSave = saved(page)
    await page.getByRole('button', { name: 'Save & Next', exact: true }).click()
    await expect(page.locator('#question-heading')).toHaveText('Question 5')
    await expect(stem(page)).toHaveText(question(q5!).stem.en)

    const expectStatuses = async () => {
      await openPalette(page)
      await expect(paletteButton(page, 'Question 1, answered')).toBeVisible()
      await expect(paletteButton(page, 'Question 2, answered and marked for review')).toBeVisible()
      await expect(paletteButton(page, 'Question 3, marked for review')).toBeVisible()
      await expect(paletteButton(page, 'Question 4, not answered')).toBeVisible()
      await expect(paletteButton(page, 'Question 6, not visited')).toBeVisible()
      await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Answered: 1')
      await closePaletteOnPhone(page, isMobile)
    }
    await expectStatuses()
    await lastSave

    await page.reload()
    await examReady(page)
    await expect(page.locator('#question-heading')).toHaveText('Question 5')
    await expect(page.getByLabel('View in')).toHaveValue('en')
    await expectStatuses()

    await page.getByRole('button', { name: 'Submit', exact: true }).click()
    const dialog = page.getByTestId('submit-dialog')
    await expect(dialog).toBeVisible()
    const polity = dialog.locator('table').first()
    const notVisited = gsMock.sections[0]!.questionKeys.length - 5
    await expect(polity).toContainText(/Answered\s*1/)
    await expect(polity).toContainText(/Answered & Marked for Review\s*1/)
    await expect(polity).toContainText(new RegExp(`Not Visited\\s*${notVisited}`))
    page.off('response', collect)

    // Not one response before the submit carried an explanation or the key of the paper's questions.
    const paperKeys = gsMock.sections.flatMap((section) => section.questionKeys)
    const everything = bodies.join('\n')
    expect(everything).toContain(question(q1!).stem.en)
    for (const key of paperKeys) expect(everything, key).not.toContain(question(key).explanation.en.slice(0, 80))
    expect(everything).not.toMatch(/correctOption/)

    await dialog.getByRole('button', { name: 'Yes, submit' }).click()
    await expect(page).toHaveURL(/\/result\?attempt=\d+/)
    // By hand: one right at +2, one wrong at 0 (no negative marking), 98 not attempted, out of 200.
    await expect(page.getByTestId('score')).toHaveText(/^\s*2\s*\/\s*200\s*$/)
    const card = page.getByRole('region', { name: 'Your score' })
    await expect(card).toContainText(/Correct\s*1(?!\d)/)
    await expect(card).toContainText(/Wrong\s*1(?!\d)/)
    await expect(card).toContainText(/Not attempted\s*98/)
    await expect(card).toContainText(/Accuracy\s*50/)
    // Compared with the previous year's cut-off the seed gives this mock.
    await expect(page.getByTestId('cutoff')).toContainText(`${gsMock.previousCutoff}`)
    const review = page.getByRole('article', { name: 'Question 1', exact: true })
    await expect(review).toContainText(question(q1!).explanation.en.slice(0, 60))
    await expect(review.locator('[data-tag="correct"]')).toHaveCount(1)
    await expect(page.getByRole('article', { name: 'Question 2', exact: true }).locator('[data-tag="chosen"]')).toHaveCount(1)

    await page
      .getByRole('navigation', { name: /^(Language|ਭਾਸ਼ਾ)$/ })
      .getByRole('link', { name: 'ਪੰਜਾਬੀ' })
      .click()
    await expect(page).toHaveURL(/\/result\?attempt=\d+&lang=pa$/)
    // The result in Punjabi: its questions and its own words.
    await expect(page.getByRole('article', { name: 'ਪ੍ਰਸ਼ਨ 1', exact: true })).toContainText(question(q1!).stem.pa)
  },
)

test('a lost connection loses nothing: the screen says so, keeps working and saves when it returns', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000)
  await signIn(page, account(testInfo, 'exam-offline'))
  await startFromSeries(page, 'PPSC CSAT Mock Test 1', 'English')
  const firstSave = saved(page)
  await page.getByTestId('option-A').check()
  await page.getByRole('button', { name: 'Save & Next', exact: true }).click()
  await firstSave

  await context.setOffline(true)
  await page.getByTestId('option-C').check()
  await page.getByRole('button', { name: 'Save & Next', exact: true }).click()
  await expect(page.getByTestId('connection-status')).toContainText('You are offline')
  const backOnline = saved(page)
  await context.setOffline(false)
  await backOnline
  await expect(page.getByTestId('connection-status')).not.toContainText('offline')

  // A fresh page with nothing in this browser's storage still shows both answers: the server has them.
  await page.evaluate(() => localStorage.clear())
  await page.reload()
  await examReady(page)
  await openPalette(page)
  await expect(paletteButton(page, 'Question 1, answered')).toBeVisible()
  await expect(paletteButton(page, 'Question 2, answered')).toBeVisible()
})

test('a short test submits itself when the time runs out and shows the result', async ({ page, playwright }, testInfo) => {
  test.setTimeout(150_000)
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const { headers: staff } = await signInToApi(api, account(testInfo, 'exam-editor'), testInfo.project.use.baseURL!)
  const bank = await (await api.get('/api/questions?where[seedKey][in]=polity-001,polity-002&depth=0', { headers: staff })).json()
  const slug = `e2e-one-minute-${testInfo.project.name}`
  const created = await api.post('/api/tests', {
    headers: staff,
    data: {
      title: 'One-minute polity drill',
      slug,
      kind: 'topic',
      durationMinutes: 1,
      attemptsAllowed: 1,
      marksPerCorrect: 2,
      negativeMarks: 0,
      isFree: true,
      solutionsVisibility: 'immediately',
      // Question 1 is polity-001, question 2 polity-002.
      sections: [
        {
          title: 'Polity',
          questions: ['polity-001', 'polity-002'].map((key) => bank.docs.find((doc: { seedKey: string }) => doc.seedKey === key).id),
        },
      ],
      _status: 'published',
    },
  })
  expect(created.ok()).toBe(true)
  try {
    await signIn(page, account(testInfo, 'exam-timeout'))
    await page.goto(`/test/${slug}`)
    await page.getByRole('checkbox', { name: /I have read and understood the instructions/ }).check()
    await page.getByRole('button', { name: 'Start test' }).click()
    await examReady(page)
    await page.getByTestId(`option-${question('polity-001').correct}`).check()
    // Nobody presses Submit: at zero the screen submits what was answered and shows the result.
    await expect(page).toHaveURL(/\/result\?attempt=\d+/, { timeout: 90_000 })
    await expect(page.getByTestId('score')).toContainText('2')
    await expect(page.getByText('Correct').first()).toBeVisible()
  } finally {
    // A test candidates have taken cannot be deleted (their results depend on it): it is unpublished.
    const id = (await created.json()).doc.id
    expect((await api.delete(`/api/tests/${id}`, { headers: staff })).status()).toBe(409)
    await api.patch(`/api/tests/${id}`, { headers: staff, data: { _status: 'draft' } })
    await api.dispose()
  }
})

test('the test pages have no serious or critical accessibility violations', { tag: '@phone' }, async ({ page }, testInfo) => {
  // Five full scans; the exam screen's is the longest (about 5 s alone, several times that on a busy machine).
  test.setTimeout(240_000)
  const scan = async (label: string) => {
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    expect(
      serious.map((violation) => `${violation.id}: ${violation.help}`),
      label,
    ).toEqual([])
  }
  await page.goto('/test-series')
  await scan('test series, signed out')
  await signIn(page, account(testInfo, 'exam-axe'))
  await page.goto('/test-series')
  await scan('test series, signed in')
  await page.goto(`/test/${csatMock.key}`)
  await scan('instructions')
  await page.getByRole('checkbox', { name: /I have read and understood the instructions/ }).check()
  await page.getByRole('button', { name: 'Start test' }).click()
  await examReady(page)
  await scan('exam screen')
  await page.getByRole('button', { name: 'Submit', exact: true }).click()
  await page.getByTestId('submit-dialog').getByRole('button', { name: 'Yes, submit' }).click()
  await expect(page).toHaveURL(/\/result\?attempt=\d+/)
  await scan('result')
})
