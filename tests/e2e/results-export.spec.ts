import { readFile } from 'node:fs/promises'

import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { account, signIn, signInToAdmin } from './accounts'
import { openTestInAdmin } from './admin-steps'
import { startTest, submitTest } from './exam-steps'

/**
 * Issue 18, item 5's results export: a candidate gives their district on the account page; an
 * administrator downloads the test's results from its form in the admin, with that district in the
 * candidate's row; an editor is told the file is for administrators and the address refuses them.
 */
test('a candidate’s district ranks them on the result and goes into the administrator’s export; an editor cannot export', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000)
  await signIn(page, account(testInfo, 'export-candidate'))
  await page.goto('/account')
  await page.getByLabel('Mobile number').fill('98140 33221')
  await page.getByLabel('District').selectOption({ label: 'Patiala' })
  await page.getByRole('button', { name: 'Save details' }).click()
  await expect(page.locator('.Toastify__toast')).toContainText('Your details are saved.')
  await page.reload()
  await expect(page.getByLabel('District')).toHaveValue('patiala')
  await startTest(page, 'punjab-gk-sectional-01')
  await submitTest(page)
  // The result ranks the candidate among those who gave Patiala too.
  const standing = page.getByRole('region', { name: 'Your standing' })
  // The standing streams in after the result (ranks are counted); slow on a busy machine.
  await expect(standing.getByText('Rank in Patiala', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(standing.getByTestId('district-rank')).toHaveText(/^\d+ of \d+$/)

  const adminContext = await browser.newContext()
  const editorContext = await browser.newContext()
  try {
    const admin = await adminContext.newPage()
    await signInToAdmin(admin, account(testInfo, 'export-admin'))
    await expect(admin).toHaveURL(/\/admin\/?$/)
    await openTestInAdmin(admin, 'punjab-gk-sectional-01', 'Punjab GK Sectional Test 1')
    const panel = admin.getByTestId('results-export')
    await expect(panel.getByRole('heading', { name: 'Results export' })).toBeVisible({ timeout: 30_000 })
    const [download] = await Promise.all([admin.waitForEvent('download'), panel.getByRole('link', { name: 'Download CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^results-punjab-gk-sectional-01-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    const header = lines[0]!.split(',')
    const row = lines.map((line) => line.split(',')).find((cells) => cells[header.indexOf('Name')] === 'E2E export-candidate')
    expect(row, 'the candidate’s row').toBeDefined()
    expect(row![header.indexOf('District')]).toBe('Patiala')
    expect(row![header.indexOf('Mobile')]).toBe('9814033221')
    expect(row![header.indexOf('Ranked')]).toBe('Yes')
    const workbook = await admin.request.get('/api/tests/punjab-gk-sectional-01/results?format=xlsx', {
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(workbook.status()).toBe(200)
    expect(workbook.headers()['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    // An XLSX file is a ZIP archive.
    expect((await workbook.body()).subarray(0, 2).toString()).toBe('PK')
    const scan = await new AxeBuilder({ page: admin }).include('[data-testid="results-export"]').analyze()
    expect(scan.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([])

    const editor = await editorContext.newPage()
    await signInToAdmin(editor, account(testInfo, 'export-editor'))
    await expect(editor).toHaveURL(/\/admin\/?$/)
    await openTestInAdmin(editor, 'punjab-gk-sectional-01', 'Punjab GK Sectional Test 1')
    await expect(editor.getByTestId('results-export')).toContainText('Only administrators can export results', { timeout: 30_000 })
    const refused = await editor.request.get('/api/tests/punjab-gk-sectional-01/results?format=csv', {
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(refused.status()).toBe(403)
  } finally {
    await adminContext.close()
    await editorContext.close()
  }
})
