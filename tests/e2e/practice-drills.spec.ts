import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { pyqQuestions } from '../../src/seed/content/pyq-tests'
import { account, signIn } from './accounts'
import { startTest, submitTest } from './exam-steps'

/**
 * Issue 18, item 2's "what to do next" as a candidate meets it (ADR 039): the result names the weakest
 * topics weighted by the past papers, each leading to a ten-question drill; the drill is checked
 * question by question, with JavaScript in place and without it by a plain form post, and what was
 * checked stays after a reload.
 */
const PRACTICE = /\/practice\/gs-pcs-prelims_punjab-gk/
const pyqShare = `${Math.round((1000 * pyqQuestions.filter((question) => question.topic === 'punjab-gk').length) / pyqQuestions.length) / 10}%`

test('the result leads from the weakest topic to a drill, checked with and without JavaScript', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000)
  await signIn(page, account(testInfo, 'drill-candidate'))
  await startTest(page, 'punjab-gk-sectional-01')
  await submitTest(page)

  const next = page.getByRole('region', { name: 'What to study next' })
  const topic = next.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Punjab GK' }) })
  await expect(topic).toContainText('0 of 20 right (0%)')
  await expect(topic).toContainText(`${pyqShare} of past-paper questions`)
  await topic.getByRole('link', { name: 'Practise 10 questions on Punjab GK' }).click()

  await expect(page).toHaveURL(PRACTICE)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Practice: Punjab GK')
  // The past paper's questions are new to this candidate; the sectional's twenty they have just seen.
  await expect(page.getByTestId('drill-pool')).toHaveText(/^\d+ questions on this topic for you to practise, \d+ of them new to you\.$/)
  await page.getByRole('button', { name: 'Start a 10-question drill' }).click()

  const drill = page.getByRole('region', { name: 'Your drill' })
  await expect(drill.getByTestId('drill-question')).toHaveCount(10)
  await expect(drill.getByTestId('drill-progress')).toHaveText('0 of 10 checked, 0 right')

  // With JavaScript: the key and the explanation appear in place, and the verdict takes the focus.
  const first = drill.getByRole('article', { name: 'Question 1', exact: true })
  await first.getByRole('radio').first().check()
  await first.getByRole('button', { name: 'Check answer' }).click()
  await expect(first.getByTestId('drill-verdict')).toBeFocused()
  await expect(first.getByTestId('drill-verdict')).toHaveText(
    /^(Right: that is the correct answer\.|Not quite: the correct answer is [A-D]\.)$/,
  )
  await expect(first.getByText('Correct answer', { exact: true })).toBeVisible()
  await expect(first.getByRole('heading', { name: 'Explanation' })).toBeVisible()
  await expect(drill.getByTestId('drill-progress')).toHaveText(/^1 of 10 checked, [01] right$/)

  // What was checked stays after a reload; nothing else is answered.
  await page.reload()
  await expect(first.getByTestId('drill-verdict')).toBeVisible()
  await expect(drill.getByRole('article', { name: 'Question 2', exact: true }).getByRole('button', { name: 'Check answer' })).toBeVisible()

  const scan = await new AxeBuilder({ page }).include('main').analyze()
  expect(scan.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([])

  // Without JavaScript: the same form posts, and the page comes back to the question, checked.
  const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() })
  try {
    const noScript = await plain.newPage()
    await noScript.goto(page.url())
    const second = noScript.getByRole('article', { name: 'Question 2', exact: true })
    await second.getByRole('radio').nth(1).check()
    await second.getByRole('button', { name: 'Check answer' }).click()
    await expect(noScript).toHaveURL(/#question-\d+$/)
    await expect(second.getByTestId('drill-verdict')).toBeVisible()
    await expect(noScript.getByTestId('drill-progress')).toHaveText(/^2 of 10 checked, [0-2] right$/)
  } finally {
    await plain.close()
  }
})

test('a practice address that names no topic is a plain 404, whatever it holds', async ({ page }, testInfo) => {
  await signIn(page, account(testInfo, 'drill-candidate'))
  for (const address of ['/practice/no-such-topic', '/practice/%25', '/practice/%E0%A8%AA'])
    expect((await page.goto(address))?.status(), address).toBe(404)
})
