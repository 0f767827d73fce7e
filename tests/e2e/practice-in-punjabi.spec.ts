import { expect, type Page, test } from '@playwright/test'

import { addDays } from '../../src/lib/days'
import { dailyQuestions } from '../../src/seed/content/daily-questions'
import { dailyQuizzes } from '../../src/seed/content/daily-quizzes'
import { editorials } from '../../src/seed/content/editorials'

import { account, signIn } from './accounts'
import { expectAllPunjabi, expectNoSidewaysScroll } from './page-checks'
import { seedDay } from './seed-day'

/**
 * The practice pages and the dashboard read in Punjabi (`?lang=pa`) against the demo seed: every word
 * of the page in Gurmukhi but names and acronyms (and content marked `lang="en"`), and no sideways
 * scroll on a phone or a tablet. A quiz is checked mid-way and at its result, signed out and in; the
 * dashboard with the history that quiz leaves.
 */
const today = seedDay()
const quizHref = (daysAgo: number) => `/current-affairs/daily-cs-mcqs/daily-ca-quiz-${addDays(today, -daysAgo)}?lang=pa`
const questionsOf = (daysAgo: number) => dailyQuizzes.find((quiz) => quiz.daysAgo === daysAgo)!.questions
const mainsDay = addDays(today, -dailyQuestions.find((entry) => entry.kind === 'mains')!.daysAgo)
const widths = [320, 360, 390, 768]

/** Wholly Punjabi, and laid out within the screen at every width a phone or tablet has. */
async function expectPunjabiAtEveryWidth(page: Page, what: string) {
  await test.step(`${what}: Punjabi`, () => expectAllPunjabi(page))
  const desktop = page.viewportSize()
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    await test.step(`${what}: ${width}px wide`, () => expectNoSidewaysScroll(page))
  }
  if (desktop) await page.setViewportSize(desktop)
}

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pa')
}

test('the current affairs pages read wholly in Punjabi and fit a phone', async ({ page }) => {
  test.setTimeout(120_000)
  await open(page, '/punjab-current-affairs?lang=pa')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ਪੰਜਾਬ ਸਮਕਾਲੀ ਮਾਮਲੇ')
  await expectPunjabiAtEveryWidth(page, 'the hub')

  await open(page, '/current-affairs/daily-current-affairs?lang=pa')
  await expect(page.getByRole('heading', { level: 2, name: 'ਪੰਜਾਬ' })).toBeVisible()
  await expectPunjabiAtEveryWidth(page, 'the latest day')
  await open(page, `/current-affairs/daily-current-affairs/${addDays(today, -1)}?lang=pa`)
  await expectPunjabiAtEveryWidth(page, 'yesterday')

  await open(page, '/current-affairs/editorial-analysis?lang=pa')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ਟ੍ਰਿਬਿਊਨ ਸੰਪਾਦਕੀ ਵਿਸ਼ਲੇਸ਼ਣ')
  await expectPunjabiAtEveryWidth(page, 'the editorial analyses')
  await open(page, `/current-affairs/editorial-analysis/${editorials[0]!.key}?lang=pa`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(editorials[0]!.title.pa)
  await expectPunjabiAtEveryWidth(page, 'an analysis')

  await open(page, '/current-affairs/monthly-consolidation?lang=pa')
  await expectPunjabiAtEveryWidth(page, 'the monthly consolidations')
  await page.getByRole('heading', { level: 2 }).first().getByRole('link').click()
  await expect(page.getByRole('heading', { level: 2, name: 'ਪੂਰਾ ਸੰਗ੍ਰਹਿ ਚੰਦਾਧਾਰਕਾਂ ਲਈ ਹੈ' })).toBeVisible()
  await expectPunjabiAtEveryWidth(page, 'a month, locked')
})

test('Question of the Day reads wholly in Punjabi: the MCQ answered, and a Mains question', async ({ page }) => {
  await open(page, '/current-affairs/questions?lang=pa')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ਅੱਜ ਦਾ ਪ੍ਰਸ਼ਨ')
  await expectPunjabiAtEveryWidth(page, 'today’s question')
  await page.getByTestId('question-of-the-day').getByTestId('option-A').check()
  await page.getByRole('button', { name: 'ਉੱਤਰ ਜਾਂਚੋ' }).click()
  await expect(page.getByTestId('qotd-reveal')).toContainText('ਉਮੀਦਵਾਰਾਂ ਨੇ ਕੀ ਉੱਤਰ ਦਿੱਤਾ')
  await expectPunjabiAtEveryWidth(page, 'the answer revealed')

  await open(page, `/current-affairs/questions/${mainsDay}?lang=pa`)
  await expect(page.getByRole('textbox', { name: 'ਤੁਹਾਡਾ ਉੱਤਰ' })).toBeVisible()
  await page.getByRole('textbox', { name: 'ਤੁਹਾਡਾ ਉੱਤਰ' }).fill('ਧਰਤੀ ਹੇਠਲਾ ਪਾਣੀ ਹਰ ਸਾਲ ਡੂੰਘਾ ਹੋ ਰਿਹਾ ਹੈ।')
  await expect(page.getByTestId('qotd-word-count')).toContainText('ਸ਼ਬਦ')
  await expectPunjabiAtEveryWidth(page, 'a Mains question with a draft')
})

test('a visitor takes a daily quiz in Punjabi: the list, the quiz mid-way and the result', async ({ page }) => {
  const questions = questionsOf(1)
  await open(page, '/current-affairs/daily-cs-mcqs?lang=pa')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ਰੋਜ਼ਾਨਾ ਸਮਕਾਲੀ ਮਾਮਲੇ MCQ')
  await expectPunjabiAtEveryWidth(page, 'the quiz list')

  await open(page, quizHref(1))
  await expectPunjabiAtEveryWidth(page, 'the quiz before the start')
  await page.getByRole('button', { name: 'ਕੁਇਜ਼ ਸ਼ੁਰੂ ਕਰੋ' }).click()
  await page.getByTestId(`option-${questions[0]!.correct}`).check()
  await page.getByRole('button', { name: 'ਅਗਲਾ', exact: true }).click()
  await expect(page.getByRole('button', { name: 'ਪ੍ਰਸ਼ਨ 1, ਉੱਤਰ ਦਿੱਤਾ' })).toBeVisible()
  await expectPunjabiAtEveryWidth(page, 'the quiz mid-way')

  await page.getByRole('button', { name: 'ਜਮ੍ਹਾਂ ਕਰੋ', exact: true }).click()
  await expect(page.getByText(`ਤੁਸੀਂ ${questions.length - 1} ਪ੍ਰਸ਼ਨਾਂ ਦੇ ਉੱਤਰ ਨਹੀਂ ਦਿੱਤੇ। ਫਿਰ ਵੀ ਜਮ੍ਹਾਂ ਕਰਨਾ ਹੈ?`)).toBeVisible()
  await page.getByRole('button', { name: 'ਹਾਂ, ਜਮ੍ਹਾਂ ਕਰੋ' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'ਤੁਹਾਡਾ ਨਤੀਜਾ' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'ਉੱਤਰ ਅਤੇ ਵਿਆਖਿਆ' })).toBeVisible()
  await expectPunjabiAtEveryWidth(page, 'the result with the answers')
})

test('a candidate’s quiz and dashboard in Punjabi: mid-way, the result, and the history it leaves', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  const questions = questionsOf(2)
  await signIn(page, account(testInfo, 'practice-punjabi'))

  await open(page, '/dashboard?lang=pa')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ਤੁਹਾਡਾ ਡੈਸ਼ਬੋਰਡ')
  await expectPunjabiAtEveryWidth(page, 'a new candidate’s dashboard')

  await open(page, quizHref(2))
  await page.getByRole('button', { name: 'ਕੁਇਜ਼ ਸ਼ੁਰੂ ਕਰੋ' }).click()
  await expect(page.locator('[data-quiz-ready="true"]')).toBeVisible({ timeout: 20_000 })
  for (const [index, question] of questions.entries()) {
    await page.getByTestId(`option-${question.correct}`).check()
    if (index === 2) await expectPunjabiAtEveryWidth(page, 'the signed-in quiz mid-way')
    if (index < questions.length - 1) await page.getByRole('button', { name: 'ਅਗਲਾ', exact: true }).click()
  }
  await page.getByRole('button', { name: 'ਜਮ੍ਹਾਂ ਕਰੋ', exact: true }).click()
  await expect(page.getByTestId('candidate-result').getByTestId('quiz-score')).toHaveText(
    new RegExp(`^\\s*${questions.length}\\s*/\\s*${questions.length}\\s*$`),
  )
  await expectPunjabiAtEveryWidth(page, 'the signed-in result')

  await open(page, '/current-affairs/daily-cs-mcqs?lang=pa')
  await expect(page.getByRole('article').filter({ hasText: `ਅੰਕ ${questions.length} / ${questions.length}` })).toHaveCount(1)
  await expectPunjabiAtEveryWidth(page, 'the quiz list signed in')

  await open(page, '/dashboard?lang=pa')
  await expect(page.getByTestId('history-row')).toHaveCount(1)
  await expect(page.getByRole('region', { name: 'ਤੁਹਾਡੇ ਟੈਸਟ ਅਤੇ ਕੁਇਜ਼' })).toContainText('ਰੋਜ਼ਾਨਾ ਸਮਕਾਲੀ ਮਾਮਲੇ ਕੁਇਜ਼')
  await expectPunjabiAtEveryWidth(page, 'the dashboard with a finished quiz')
})
