import { expect, type Page, test } from '@playwright/test'

import { addDays } from '../../src/lib/days'
import { dailyQuestions } from '../../src/seed/content/daily-questions'

import { account, signIn, signInToAdmin } from './accounts'
import { guidePicture } from './docs-pictures'
import { seedDay, seedDayIsToday } from './seed-day'

/**
 * Question of the Day as a candidate meets it: today's MCQ answered as a visitor, then counted after
 * signing in; a Mains answer written with a reload (and a sign-in) in the middle, submitted once,
 * evaluated by an editor in the admin, and the marks on the candidate's page.
 */
const seedOf = (key: string) => {
  const seed = dailyQuestions.find((entry) => entry.key === key)
  if (!seed) throw new Error(`No Question of the Day ${key} in the seed`)
  return seed
}
const todaysMcq = seedOf('qotd-msp-approval')
const groundwater = seedOf('qotd-groundwater-depletion')
if (todaysMcq.kind !== 'mcq' || groundwater.kind !== 'mains') throw new Error('The seed’s kinds changed')
/** The seeded questions are dated from the day the server seeded, in India: today for these tests. */
const dayOf = (daysAgo: number) => addDays(seedDay(), -daysAgo)

const question = (page: Page) => page.getByTestId('question-of-the-day')
/** The question's own title (the MCQ's engine view below it has a "Question 1" heading of its own). */
const questionTitle = (page: Page) => question(page).locator('header h2')
// Payload reads the session cookie only from a request that says it is not cross-site.
const sameSite = { headers: { 'Sec-Fetch-Site': 'same-origin' } }
const answerBox = (page: Page) => page.getByRole('textbox', { name: 'Your answer', exact: true })

test('a visitor answers today’s MCQ, sees the key, the explanation and the shares, and it counts once they sign in', async ({
  page,
}, testInfo) => {
  await page.goto('/current-affairs/questions')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Question of the Day')
  await expect(questionTitle(page)).toHaveText(todaysMcq.title.en)
  // After midnight in India the seed's question is yesterday's: the latest, no longer today's.
  await expect(question(page)).toContainText(seedDayIsToday() ? 'Today’s question' : 'Latest question')

  // A wrong answer on purpose: the page must say which one is right.
  const wrong = (['A', 'B', 'C', 'D'] as const).find((letter) => letter !== todaysMcq.question.correct)!
  await question(page).getByTestId(`option-${wrong}`).check()
  await question(page).getByRole('button', { name: 'Check answer' }).click()
  const reveal = page.getByTestId('qotd-reveal')
  await expect(page.getByTestId('qotd-verdict')).toHaveText(`Not quite: the correct answer is ${todaysMcq.question.correct}.`)
  await expect(reveal).toContainText(todaysMcq.question.explanation.en.slice(0, 60))
  await expect(reveal.locator(`[data-option="${todaysMcq.question.correct}"] [data-tag="correct"]`)).toHaveText('Correct answer')
  await expect(reveal.locator(`[data-option="${wrong}"] [data-tag="chosen"]`)).toHaveText('Your answer')
  for (const letter of ['A', 'B', 'C', 'D'])
    await expect(page.getByTestId(`share-${letter}`)).toHaveText(new RegExp(`^Option ${letter}: \\d+% \\(\\d+ candidates?\\)$`))
  await expect(page.getByTestId('qotd-answered')).toHaveText(
    /^(No signed-in candidate has answered yet\.|\d+ candidates? ha(s|ve) answered\.)$/,
  )
  await expect(question(page).getByTestId(`option-${wrong}`)).toBeDisabled()

  // The invitation to sign in so that the answer counts, coming back here.
  const invitation = page.getByTestId('qotd-sign-in-invitation')
  await expect(invitation).toContainText('Your answer is not counted yet')
  await invitation.getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fcurrent-affairs%2Fquestions$/)
  const candidate = account(testInfo, 'qotd-mcq')
  await page.getByLabel('E-mail address').fill(candidate.email)
  await page.getByLabel('Password', { exact: true }).fill(candidate.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/current-affairs\/questions$/)
  await expect(page.getByText(/The answer you chose before signing in is now recorded\.|Your answer is recorded\./)).toBeVisible()

  // The server has it: after a reload the page shows the recorded answer, counted among the candidates.
  await page.reload()
  await expect(question(page).getByTestId(`option-${wrong}`)).toBeChecked()
  await expect(question(page).getByRole('button', { name: 'Check answer' })).toHaveCount(0)
  await expect(page.getByTestId(`share-${wrong}`)).toHaveText(new RegExp(`^Option ${wrong}: [1-9]\\d*% \\([1-9]\\d* candidates?\\)$`))
  await expect(page.getByTestId('qotd-answered')).toHaveText(/^[1-9]\d* candidates? ha(s|ve) answered\.$/)
  await expect(page.getByRole('region', { name: /^Questions of / }).locator(`li[data-day="${dayOf(0)}"]`)).toContainText('Answered')
})

test('a Mains answer survives a reload and a sign-in, is submitted once, evaluated in the admin, and the candidate sees the marks', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000)
  const dayPage = `/current-affairs/questions/${dayOf(groundwater.daysAgo)}`
  const firstPart =
    'Punjab draws about one and a half times the groundwater that rain and canals recharge each year. The main causes are the wheat and paddy cycle, free power for tubewells and early transplanting.'
  const secondPart =
    'Measures: direct seeded rice, shorter varieties, assured purchase of maize and pulses, enforcing the Subsoil Water Act, recharge through village ponds and lined canals.'

  // Started as a visitor: the draft is kept on the device through a reload.
  await page.goto(dayPage)
  await expect(questionTitle(page)).toHaveText(groundwater.title.en)
  await expect(page.getByTestId('qotd-prompt')).toHaveText(groundwater.prompt.en)
  await expect(question(page)).toContainText('GS Paper III')
  await expect(question(page)).toContainText('15 marks')
  await expect(question(page)).toContainText('250 words')
  // Typing counts once the page is live: text typed before it hydrates is replaced by its empty state
  // (a CI run saw "0 of 250 words"), so type again until the count follows.
  await expect(async () => {
    await answerBox(page).fill(firstPart)
    await expect(page.getByTestId('qotd-word-count')).toHaveText('33 of 250 words', { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await page.reload()
  await expect(answerBox(page)).toHaveValue(firstPart)
  await expect(page.getByText('Your draft from this device is back: carry on writing.')).toBeVisible()

  // Signing in to submit keeps the draft too.
  await page.getByRole('link', { name: 'Sign in to submit' }).click()
  const writer = account(testInfo, 'qotd-writer')
  await page.getByLabel('E-mail address').fill(writer.email)
  await page.getByLabel('Password', { exact: true }).fill(writer.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`${dayPage}$`))
  await expect(answerBox(page)).toHaveValue(firstPart)

  const answer = `${firstPart}\n\n${secondPart}`
  await answerBox(page).fill(answer)
  await expect(page.getByTestId('qotd-word-count')).toHaveText('57 of 250 words')
  await page.getByRole('button', { name: 'Submit answer' }).click()
  const confirm = page.getByTestId('qotd-confirm')
  await expect(confirm).toContainText('You are submitting 57 words. You can submit only once')
  await confirm.getByRole('button', { name: 'Yes, submit' }).click()
  await expect(page.getByTestId('qotd-awaiting')).toHaveText(/Submitted, awaiting evaluation/)
  await expect(page.getByTestId('qotd-submission')).toContainText(secondPart)
  await expect(page.getByTestId('qotd-submission')).toContainText('What a good answer covers')
  await page.reload()
  await expect(page.getByTestId('qotd-awaiting')).toBeVisible()
  await expect(answerBox(page)).toHaveCount(0)

  // An editor gives marks in the admin's edit view; marks above the question's are refused there.
  const staff = await browser.newContext()
  const admin = await staff.newPage()
  const editor = account(testInfo, 'qotd-evaluator')
  await signInToAdmin(admin, editor)
  await expect(admin).toHaveURL(/\/admin\/?$/)
  await admin.goto('/admin/collections/answer-submissions')
  await admin.getByRole('link', { name: `${groundwater.title.en}: E2E qotd-writer` }).click()
  await expect(admin).toHaveURL(/\/admin\/collections\/answer-submissions\/\d+$/)
  const id = admin.url().split('/').pop()!
  // The question, its limits and the guidance are in view above the answer, which reads in full contrast.
  const inView = admin.getByTestId('question-in-view')
  await expect(inView.getByRole('heading', { level: 2 })).toHaveText(`The question: ${groundwater.title.en}`)
  await expect(inView).toContainText('GS Paper III · 250 words · at most 15 marks')
  await expect(inView).toContainText(groundwater.prompt.en)
  await expect(inView).toContainText(groundwater.prompt.pa)
  await expect(inView.getByRole('heading', { name: 'What a good answer covers' })).toBeVisible()
  await expect(admin.locator('pre[aria-label="Answer"]')).toHaveText(answer)
  if (testInfo.project.name === 'desktop') await guidePicture(admin, testInfo, '07-evaluation')

  // The edit view hydrates after it shows: a change counts once the form is live (Save turns on).
  const save = admin.getByRole('button', { name: 'Save', exact: true })
  await admin.waitForLoadState('networkidle')
  await expect(async () => {
    await admin.locator('#field-marksAwarded').fill('16')
    await expect(save).toBeEnabled({ timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await save.click()
  // The toast says what to do and names the refused field (the reason is on the field); nothing is evaluated.
  await expect(admin.getByText('Correct the field marked below, then save again:')).toBeVisible()
  await expect(admin.getByText(/following field is invalid/i)).toHaveCount(0)
  await expect(admin.getByTestId('field-error')).toHaveText('Marks Awarded')
  await expect(admin.getByTestId('marks-refusal')).toHaveText('Give at most 15 marks: this question carries 15 marks.')
  expect((await (await admin.request.get(`/api/answer-submissions/${id}?depth=0`, sameSite)).json()).status).toBe('submitted')

  const feedback = 'Well structured. Add the Central Ground Water Board figures and one district example.'
  await admin.locator('#field-marksAwarded').fill('11.5')
  await admin.locator('#field-feedback').fill(feedback)
  await save.click()
  await expect
    .poll(async () => (await (await admin.request.get(`/api/answer-submissions/${id}?depth=0`, sameSite)).json()).status, {
      timeout: 15_000,
    })
    .toBe('evaluated')
  await staff.close()

  // The candidate sees the evaluation on the question's page.
  await page.reload()
  await expect(page.getByTestId('qotd-marks')).toHaveText('11.5 / 15 marks')
  await expect(page.getByTestId('qotd-evaluation')).toContainText(feedback)
  await expect(page.getByTestId('qotd-evaluation')).toContainText('Evaluated by E2E qotd-evaluator on')
  await expect(page.getByTestId('qotd-awaiting')).toHaveCount(0)
  await expect(page.getByRole('region', { name: /^Questions of / }).locator(`li[data-day="${dayOf(groundwater.daysAgo)}"]`)).toContainText(
    'Evaluated: 11.5/15',
  )

  // And on the dashboard, with the feedback.
  await page.goto('/dashboard')
  const written = page
    .getByRole('region', { name: 'Answer writing' })
    .getByTestId('answer-submission')
    .filter({ hasText: groundwater.title.en })
  await expect(written).toContainText('Marks: 11.5 / 15')
  await expect(written).toContainText(feedback)
  await expect(written.getByRole('link', { name: /^Open/ })).toHaveAttribute(
    'href',
    `/current-affairs/questions/${dayOf(groundwater.daysAgo)}`,
  )
})

test('signed in, a second written answer to the same question is refused and the first one stands', async ({ page }, testInfo) => {
  await signIn(page, account(testInfo, 'qotd-writer'))
  await page.goto(`/current-affairs/questions/${dayOf(groundwater.daysAgo)}`)
  const headingId = await questionTitle(page).getAttribute('id')
  const id = /^qotd-(\d+)-title$/.exec(headingId ?? '')?.[1]
  expect(id).toBeTruthy()
  const submit = (answer: string) =>
    page.request.post(`/api/daily-questions/${id}/submission`, { headers: { Origin: testInfo.project.use.baseURL! }, data: { answer } })
  // The previous test submitted for this account; should it have stopped short, this first one is the submission.
  expect([200, 409]).toContain((await submit('A second try at the answer.')).status())
  const again = await submit('A third try.')
  expect(again.status()).toBe(409)
  const body = await again.json()
  expect(body.message).toMatch(/^You have already submitted an answer to this question/)
  expect(body.submission.answer).not.toBe('A third try.')
})
