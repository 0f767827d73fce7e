import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { pyqPapers } from '../../src/seed/content/pyq'
import { pyqQuestions, pyqTests } from '../../src/seed/content/pyq-tests'
import { questions } from '../../src/seed/content/questions'
import { tests } from '../../src/seed/content/tests'
import { account, signIn } from './accounts'

/**
 * Issue 7, parts 3 and 4, as a candidate meets them: a PYQ paper attempted from /pyq in the exam
 * screen, its result compared with that year's cut-off, and the dashboard with the attempts, a test
 * to resume, bookmarks filtered by topic and a friendly start for a new candidate.
 */
const pyqTest = pyqTests[0]!
const pyqPaper = pyqPapers.find((paper) => paper.testKey === pyqTest.key)!
const pyqQuestion = (index: number) =>
  pyqQuestions.find((question) => question.key === pyqTest.sections.flatMap((section) => section.questionKeys)[index])!
const gsMock = tests.find((entry) => entry.key === 'gs-mock-01')!
const punjabSectional = tests.find((entry) => entry.key === 'punjab-gk-sectional-01')!
const bankQuestion = (key: string) => questions.find((entry) => entry.key === key)!

const examReady = (page: Page) => expect(page.locator('[data-exam-ready="true"]')).toBeVisible({ timeout: 20_000 })
const section = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true })

async function startTest(page: Page) {
  await page.getByRole('checkbox', { name: /I have read and understood the instructions/ }).check()
  await page.getByRole('button', { name: 'Start test' }).click()
  await expect(page).toHaveURL(/\/test\/[a-z0-9-]+\/attempt\/\d+$/)
  await examReady(page)
}

async function submitTest(page: Page) {
  await page.getByRole('button', { name: 'Submit', exact: true }).click()
  await page.getByTestId('submit-dialog').getByRole('button', { name: 'Yes, submit' }).click()
  await expect(page).toHaveURL(/\/result\?attempt=\d+/)
  // The result is interactive (a click on the server's markup before that does nothing).
  await expect(page.locator('html[data-content-protection="on"]')).toHaveCount(1)
}

async function scan(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help}`),
    label,
  ).toEqual([])
}

test('a PYQ paper attempted from /pyq: the exam screen, a result against that year’s cut-off, and the dashboard lists it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  await signIn(page, account(testInfo, 'pyq-attempt'))
  await page.goto(`/pyq?year=${pyqPaper.year}&stage=prelims`)
  const card = page.getByRole('article', { name: pyqPaper.title.en })
  await card.getByRole('link', { name: /^Attempt/ }).click()
  await expect(page).toHaveURL(new RegExp(`/test/${pyqTest.key}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pyqTest.title.en)
  // Honest about what it is: the academy's selection in the year's pattern, not PPSC's booklet.
  await expect(page.getByText("It is not PPSC's official question booklet", { exact: false })).toBeVisible()
  await startTest(page)

  // Two right answers: 4 of 60 marks.
  await page.getByTestId(`option-${pyqQuestion(0).correct}`).check()
  await page.getByRole('button', { name: 'Save & Next', exact: true }).click()
  await expect(page.locator('#question-heading')).toHaveText('Question 2')
  await page.getByTestId(`option-${pyqQuestion(1).correct}`).check()
  await page.getByRole('button', { name: 'Save & Next', exact: true }).click()
  await submitTest(page)
  const resultUrl = new URL(page.url())

  await expect(page.getByTestId('score')).toHaveText(/^\s*4\s*\/\s*60\s*$/)
  // 112 of 200 in 2020 is 33.6 of this paper's 60 marks.
  await expect(page.getByTestId('cutoff')).toHaveText(
    `Cut-off in ${pyqPaper.year} (academy’s estimate): ${pyqPaper.cutoff} of ${pyqPaper.totalMarks} marks, that is 33.6 of this paper's 60 marks — you are 29.6 marks short of it.`,
  )
  await expect(page.getByText("Previous year's cut-off")).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Back to PYQ papers/ })).toHaveAttribute('href', '/pyq')

  await page.goto('/dashboard')
  const row = section(page, 'Your tests and quizzes').getByRole('row').filter({ hasText: pyqTest.title.en })
  await expect(row).toContainText('PYQ')
  await expect(row).toContainText('4 / 60')
  await expect(row).toContainText(/\d+ of \d+/)
  await expect(row.getByRole('link', { name: /^Result/ })).toHaveAttribute('href', `${resultUrl.pathname}${resultUrl.search}`)
})

test('the dashboard: a test to resume, finished tests with results, bookmarks filtered by topic without JavaScript', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  await signIn(page, account(testInfo, 'dashboard-full'))

  // A full GS mock, one answer, submitted; on its result, bookmark a Polity and a History question.
  await page.goto(`/test/${gsMock.key}`)
  await startTest(page)
  const firstPolity = bankQuestion(gsMock.sections[0]!.questionKeys[0]!)
  await page.getByTestId(`option-${firstPolity.correct}`).check()
  await page.getByRole('button', { name: 'Save & Next', exact: true }).click()
  await submitTest(page)
  const historyNumber = gsMock.sections[0]!.questionKeys.length + 1
  const firstHistory = bankQuestion(gsMock.sections[1]!.questionKeys[0]!)
  for (const number of [1, historyNumber]) {
    const saved = page.waitForResponse((response) => response.url().includes('/api/bookmarks') && response.status() === 200)
    await page
      .getByRole('article', { name: `Question ${number}`, exact: true })
      .getByRole('button', { name: 'Bookmark for revision' })
      .click()
    await saved
  }

  // A sectional test started and left.
  await page.goto(`/test/${punjabSectional.key}`)
  await startTest(page)
  const attemptUrl = new URL(page.url()).pathname

  // The header leads to the dashboard.
  await page.goto('/')
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard')

  const running = section(page, 'Tests in progress').getByTestId('in-progress-attempt')
  await expect(running).toHaveCount(1)
  await expect(running).toContainText(punjabSectional.title.en)
  await expect(running).toContainText(/Time left: (1\d|20) min/)
  await expect(running.getByRole('link', { name: /^Resume/ })).toHaveAttribute('href', attemptUrl)

  const mockRow = section(page, 'Your tests and quizzes').getByRole('row').filter({ hasText: gsMock.title.en })
  await expect(mockRow).toContainText('2 / 200')
  await expect(mockRow.getByRole('link', { name: /^Result/ })).toHaveAttribute('href', /\/result\?attempt=\d+$/)
  await expect(section(page, 'Accuracy by topic')).toContainText('Polity')
  await expect(section(page, 'Accuracy by topic')).toContainText('1 of 1 correct (100%)')
  await expect(section(page, 'Daily quiz streak')).toContainText('Current streak')
  await expect(section(page, 'Answer writing').getByRole('link', { name: 'Question of the Day' })).toBeVisible()
  await scan(page, 'dashboard with attempts and bookmarks')

  const bookmarks = section(page, 'Bookmarked questions')
  await expect(bookmarks.getByTestId('bookmark')).toHaveCount(2)
  await bookmarks.getByRole('navigation', { name: 'Filter bookmarks by topic' }).getByRole('link', { name: 'History (1)' }).click()
  await expect(page).toHaveURL(/\/dashboard\?topic=gs-pcs-prelims_history#bookmarks$/)
  const filtered = section(page, 'Bookmarked questions')
  await expect(filtered.getByRole('status')).toHaveText('Showing 1 of 2 bookmarked questions: History')
  await expect(filtered.getByTestId('bookmark')).toHaveCount(1)
  await expect(filtered.getByTestId('bookmark')).toContainText(firstHistory.stem.en.split('\n')[0]!)
  await expect(filtered).not.toContainText(firstPolity.stem.en)
  await expect(filtered.getByRole('link', { name: /^Revise/ })).toHaveAttribute(
    'href',
    new RegExp(`/result\\?attempt=\\d+#question-${historyNumber}$`),
  )

  // The same filter as an address typed in a browser without JavaScript.
  const noScript = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() })
  const plain = await noScript.newPage()
  await plain.goto(new URL('/dashboard?topic=gs-pcs-prelims_polity', page.url()).href)
  await expect(section(plain, 'Bookmarked questions').getByTestId('bookmark')).toHaveCount(1)
  await expect(section(plain, 'Bookmarked questions').getByTestId('bookmark')).toContainText(firstPolity.stem.en)
  await noScript.close()

  // Resume goes back to the running test.
  await page.goto('/dashboard')
  await section(page, 'Tests in progress')
    .getByRole('link', { name: /^Resume/ })
    .click()
  await expect(page).toHaveURL(new RegExp(`${attemptUrl}$`))
  await examReady(page)
})

test('a new candidate’s dashboard says where to begin in every section', async ({ page }, testInfo) => {
  await signIn(page, account(testInfo, 'dashboard-new'))
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard')
  for (const heading of [
    'Tests in progress',
    'Score trend',
    'Accuracy by topic',
    'Your tests and quizzes',
    'Bookmarked questions',
    'Answer writing',
  ]) {
    await expect(section(page, heading).getByTestId('empty-state'), heading).toBeVisible()
  }
  await expect(section(page, 'Your tests and quizzes').getByRole('link', { name: 'See the test series' })).toHaveAttribute(
    'href',
    '/test-series',
  )
  await expect(section(page, 'Daily quiz streak')).toContainText('0 days')
  await scan(page, 'new candidate’s dashboard')
})

test('signed out, /dashboard sends to sign-in and back', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fdashboard$/)
  await expect(page.getByLabel('E-mail address')).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu offers the dashboard once signed in', async ({ page }, testInfo) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Menu', exact: true }).click()
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0)
    await signIn(page, account(testInfo, 'dashboard-phone'))
    await nav.getByRole('button', { name: 'Menu', exact: true }).click()
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard')
  })
})
