import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { questions } from '../../src/seed/content/questions'
import { tests } from '../../src/seed/content/tests'
import { account, signIn, signInToAdmin } from './accounts'
import { startTest, submitTest } from './exam-steps'

/**
 * Issue 18, item 4 (ADR 036) as a candidate and the staff meet it: a translation problem reported from
 * the review of a finished test, with both versions quoted, and the report in staff's queue in the
 * admin, where it is marked as handled.
 */
const sectional = tests.find((entry) => entry.key === 'punjab-gk-sectional-01')!
const firstQuestion = questions.find((entry) => entry.key === sectional.sections[0]!.questionKeys[0])!

test('a candidate reports a translation problem from the review, and staff handle it in the admin', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000)
  await signIn(page, account(testInfo, 'translation-reporter'))
  await startTest(page, sectional.key)
  await submitTest(page)

  const reviewed = page.getByRole('article', { name: 'Question 1', exact: true })
  await reviewed.getByRole('button', { name: 'Report a translation problem' }).click()
  const panel = reviewed.getByRole('region', { name: 'Report a translation problem: question 1' })
  await expect(panel.getByRole('heading', { level: 4 })).toBeFocused()
  // Both versions side by side, as the candidate compares them.
  await expect(panel.locator('blockquote[lang="en"]')).toContainText(firstQuestion.stem.en.slice(0, 50))
  await expect(panel.locator('blockquote[lang="pa"]')).toContainText(firstQuestion.stem.pa.slice(0, 30))
  const scan = await new AxeBuilder({ page }).include('main').analyze()
  expect(scan.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([])

  // Too short: said beside the box, and the words stay.
  const box = panel.getByLabel('What differs between the two versions?')
  await box.fill('1967?')
  await panel.getByRole('button', { name: 'Send to the institute' }).click()
  await expect(panel.getByText('Write at least 10 characters, so staff can find the difference.')).toBeVisible()
  await expect(box).toHaveAttribute('aria-invalid', 'true')
  await expect(box).toHaveValue('1967?')

  const words = `Option B reads differently in Punjabi (${testInfo.project.name}).`
  await box.fill(words)
  await panel.getByRole('button', { name: 'Send to the institute' }).click()
  await expect(reviewed.getByRole('status')).toHaveText(
    'Thank you. Staff will compare the two versions of question 1 and correct it if needed.',
  )

  // Staff's queue: the report with both versions quoted; marked as handled.
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  try {
    await signInToAdmin(staff, account(testInfo, 'translation-staff'))
    await expect(staff).toHaveURL(/\/admin\/?$/)
    await expect(staff.getByRole('link', { name: 'Translation reports' }).first()).toBeVisible()
    await staff.goto('/admin/collections/translation-reports')
    const row = staff.getByRole('row').filter({ hasText: words })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Open')
    await row.getByRole('link').first().click()
    await expect(staff.locator('#field-english')).toHaveValue(new RegExp(`^${escape(firstQuestion.stem.en.slice(0, 40))}`))
    await expect(staff.locator('#field-punjabi')).toHaveValue(new RegExp(`^${escape(firstQuestion.stem.pa.slice(0, 20))}`))
    await staff.locator('#field-status .react-select').click()
    await staff.locator('.rs__option').filter({ hasText: 'No change needed' }).click()
    await staff.locator('#field-staffNote').fill('Both versions say the same; the Punjabi uses the common name.')
    await staff.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(staff.getByText(/updated successfully/i)).toBeVisible()
  } finally {
    await staffContext.close()
  }
})

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
