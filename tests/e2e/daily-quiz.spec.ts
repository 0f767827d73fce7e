import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { addDays, formatDay } from '../../src/lib/days'
import { dailyQuizzes } from '../../src/seed/content/daily-quizzes'

import { account, signIn } from './accounts'
import { seedDay, seedDayIsToday } from './seed-day'

/**
 * Daily CA MCQ's against the demo seed: a quiz for each of the last five days (ten questions on the
 * day's two articles; two days ago untimed). A visitor takes today's quiz, sees the result and the
 * invitation to sign in, signs in and finds the score kept; a candidate takes it signed in; the list
 * shows their score and streak. Bare page: no site header or footer.
 */
/** The seed's day in India: its newest quiz is today's for these tests. */
const today = seedDay()
const slugOf = (daysAgo: number) => `daily-ca-quiz-${addDays(today, -daysAgo)}`
const quizHref = (daysAgo: number) => `/current-affairs/daily-cs-mcqs/${slugOf(daysAgo)}`
const titleOf = (daysAgo: number) =>
  `Daily CA Quiz: ${new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${addDays(today, -daysAgo)}T00:00:00Z`))}`
const questionsOf = (daysAgo: number) => dailyQuizzes.find((quiz) => quiz.daysAgo === daysAgo)!.questions
const wrongOf = (correct: string) => (['A', 'B', 'C', 'D'] as const).find((letter) => letter !== correct)!

/** Serious or critical accessibility problems on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`)
}

const stem = (page: Page) => page.locator('[id^="stem-"]')
const score = (page: Page) => page.getByTestId('quiz-score')
const choose = (page: Page, letter: string) => page.getByTestId(`option-${letter}`).check()

async function openTodaysQuizFromTheList(page: Page) {
  await page.goto('/current-affairs/daily-cs-mcqs')
  await expect(page.getByRole('heading', { level: 1, name: 'Daily current affairs MCQs' })).toBeVisible()
  const card = page.getByRole('article', { name: titleOf(0) })
  // "Today" marks the quiz of the day in India: the seed's, unless the run has crossed midnight there.
  if (seedDayIsToday()) await expect(card).toContainText('Today')
  else await expect(card).not.toContainText('Today')
  await expect(card).toContainText('10 questions · 10 minutes')
  await card.getByRole('link', { name: titleOf(0) }).click()
  await expect(page).toHaveURL(quizHref(0))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(0))
}

test('a visitor takes today’s quiz, keeps the answers through a reload, sees the result and keeps the score by signing in', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const questions = questionsOf(0)
  await openTodaysQuizFromTheList(page)

  // Bare: no site header or footer, but a way back and the day's articles.
  await expect(page.locator('main[data-layout="bare"]')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.getByRole('link', { name: /All daily quizzes/ })).toHaveAttribute('href', '/current-affairs/daily-cs-mcqs')
  const articles = page.getByRole('region', { name: 'The day’s news behind these questions' })
  await expect(articles.getByRole('link')).toHaveCount(2)
  await expect(articles.getByRole('link').first()).toHaveAttribute('href', new RegExp(`/current-affairs/daily-current-affairs/${today}#`))
  await expect(page.getByText('10-minute timer', { exact: true })).toBeVisible()

  expect(await seriousViolations(page), 'the quiz page before the start').toEqual([])
  await page.getByRole('button', { name: 'Start the quiz' }).click()
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^00:(10:00|0\d:[0-5]\d)$/)
  expect(await seriousViolations(page), 'a question').toEqual([])
  await expect(stem(page)).toHaveText(questions[0]!.stem.en)
  await choose(page, questions[0]!.correct)
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(stem(page)).toHaveText(questions[1]!.stem.en)
  await choose(page, wrongOf(questions[1]!.correct))

  // Nothing answered is lost: a reload comes back to the same answers on this device.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Question 1, answered' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Question 2, answered' })).toBeVisible()
  await page.getByRole('button', { name: 'Question 1, answered' }).click()
  await expect(page.getByTestId(`option-${questions[0]!.correct}`)).toBeChecked()

  await page.getByRole('button', { name: 'Submit', exact: true }).click()
  await expect(page.getByText('You have not answered 8 questions. Submit anyway?')).toBeVisible()
  await page.getByRole('button', { name: 'Yes, submit' }).click()

  // One right (+1), one wrong (no negative marking), eight left.
  await expect(score(page)).toHaveText(/^\s*1\s*\/\s*10\s*$/)
  const card = page.getByRole('region', { name: 'Your result' })
  await expect(card).toContainText(/Correct\s*1/)
  await expect(card).toContainText(/Wrong\s*1/)
  await expect(card).toContainText(/Not attempted\s*8/)
  await expect(page.getByRole('article', { name: 'Question 1 of 10' })).toContainText(questions[0]!.explanation.en)
  const invite = page.getByTestId('keep-invite')
  await expect(invite).toContainText('Sign in and this score is saved to your account')
  expect(await seriousViolations(page), 'the checked result').toEqual([])

  await invite.getByRole('link', { name: 'Sign in to keep your score' }).click()
  await expect(page).toHaveURL(/\/sign-in\?next=/)
  const credentials = account(testInfo, 'daily-quiz-guest')
  await page.getByLabel('E-mail address').fill(credentials.email)
  await page.getByLabel('Password', { exact: true }).fill(credentials.password)
  await page.getByRole('button', { name: 'Sign in' }).click()

  // Back on the quiz, the answers become the candidate's attempt and the page shows it.
  await expect(page).toHaveURL(quizHref(0))
  const kept = page.getByTestId('candidate-result')
  await expect(kept).toBeVisible({ timeout: 20_000 })
  await expect(kept.getByTestId('quiz-score')).toHaveText(/^\s*1\s*\/\s*10\s*$/)
  await expect(kept.getByRole('link', { name: /See the full result/ })).toHaveAttribute('href', /\/result\?attempt=\d+$/)
  // A streak counts a quiz taken on its own day.
  if (seedDayIsToday()) await expect(page.getByTestId('streak')).toContainText('1 day in a row')

  // Kept once: a reload shows the same result, not the quiz again.
  await page.reload()
  await expect(page.getByTestId('candidate-result').getByTestId('quiz-score')).toHaveText(/^\s*1\s*\/\s*10\s*$/)
  await expect(page.getByTestId('keep-status')).toHaveCount(0)
})

test('a candidate takes today’s quiz signed in; the list shows the score and the streak, and the picker opens another day’s quiz', async ({
  page,
}, testInfo) => {
  test.skip(!seedDayIsToday(), 'Midnight in India has passed since the seed ran: its newest quiz is no longer today’s, so no streak')
  test.setTimeout(90_000)
  const questions = questionsOf(0)
  await signIn(page, account(testInfo, 'daily-quiz-member'))
  await openTodaysQuizFromTheList(page)

  await page.getByRole('button', { name: 'Start the quiz' }).click()
  await expect(page.locator('[data-quiz-ready="true"]')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('timer', { name: 'Time left' })).toBeVisible()
  for (const [index, question] of questions.entries()) {
    await expect(stem(page)).toHaveText(question.stem.en)
    await choose(page, question.correct)
    if (index < questions.length - 1) await page.getByRole('button', { name: 'Next', exact: true }).click()
  }
  await page.getByRole('button', { name: 'Submit', exact: true }).click()

  const result = page.getByTestId('candidate-result')
  await expect(result.getByTestId('quiz-score')).toHaveText(/^\s*10\s*\/\s*10\s*$/)
  // The engine's review: each answer with its explanation, bookmarks included.
  await expect(page.getByRole('article', { name: 'Question 10', exact: true })).toContainText(questions[9]!.explanation.en)
  await expect(page.getByTestId('streak')).toContainText('1 day in a row')

  await page.goto('/current-affairs/daily-cs-mcqs')
  const card = page.getByRole('article', { name: titleOf(0) })
  await expect(card).toContainText('Score 10 / 10')
  await expect(card.getByRole('link', { name: 'See your answers' })).toBeVisible()
  await expect(page.getByRole('article', { name: titleOf(1) })).toContainText('Not taken')
  await expect(page.getByTestId('streak')).toContainText('1 day in a row')
  expect(await seriousViolations(page), 'the list signed in').toEqual([])

  // The dashboard keeps the quiz in the history, with its score, and counts the streak.
  await page.goto('/dashboard')
  const quizRow = page
    .getByRole('region', { name: 'Your tests and quizzes' })
    .getByTestId('history-row')
    .filter({ hasText: titleOf(0) })
  await expect(quizRow).toContainText('10 / 10')
  await expect(quizRow.getByRole('link', { name: /^Result/ })).toHaveAttribute('href', /\/result\?attempt=\d+$/)
  const streakCard = page.getByRole('region', { name: 'Daily quiz streak' })
  await expect(streakCard.getByTestId('streak').locator('dd').first()).toHaveText('1 day')
  await expect(streakCard).toContainText('Today’s quiz: done')
  await page.goto('/current-affairs/daily-cs-mcqs')

  // The day picker: two days ago (the untimed quiz), typed as month/day/year.
  await page.getByLabel(/Go to a day/).fill(formatDay(addDays(today, -2)))
  await page.getByLabel(/Go to a day/).press('Enter')
  await expect(page).toHaveURL(quizHref(2))
  await expect(page.getByText('Untimed: take your time')).toBeVisible()
  await page.getByRole('button', { name: 'Start the quiz' }).click()
  await expect(page.locator('[data-quiz-ready="true"]')).toBeVisible({ timeout: 20_000 })
  await expect(stem(page)).toHaveText(questionsOf(2)[0]!.stem.en)
  await expect(page.getByRole('timer')).toHaveCount(0)
})

test('an unknown quiz address is a bare 404', async ({ page }) => {
  const response = await page.goto('/current-affairs/daily-cs-mcqs/daily-ca-quiz-1999-01-01')
  expect(response?.status()).toBe(404)
  await expect(page.locator('main[data-layout="bare"]')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
})
