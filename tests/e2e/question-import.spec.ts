import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import JSZip from 'jszip'

import { importHeader, importRow } from '../../src/domain/question-import/rows'
import { toCsv } from '../../src/lib/csv'
import { account, signInToAdmin } from './accounts'

/**
 * Issue 18, item 5: the bulk import of questions (ADR 047). An editor goes from the questions list to
 * the import, checks a sheet whose one row lacks a Punjabi option, sees it named by row and column
 * with nothing imported, corrects the file, and imports both questions with a figure from a ZIP.
 */
// A 1×1 PNG: the import checks figures by their content.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

test('an editor checks a sheet, corrects the row it names, and imports its questions with a figure', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  const run = `${testInfo.project.name} ${Date.now()}`
  const rows = (optionBPa: string) => [
    importHeader(),
    importRow({
      question_en: `Harike wetland lies at the confluence of the Sutlej and which river? (${run})`,
      question_pa: `ਹਰੀਕੇ ਜਲਗਾਹ ਸਤਲੁਜ ਅਤੇ ਕਿਸ ਦਰਿਆ ਦੇ ਸੰਗਮ ਉੱਤੇ ਹੈ? (${run})`,
      option_a_en: 'Beas',
      option_b_en: 'Ravi',
      option_c_en: 'Ghaggar',
      option_d_en: 'Yamuna',
      option_a_pa: 'ਬਿਆਸ',
      option_b_pa: optionBPa,
      option_c_pa: 'ਘੱਗਰ',
      option_d_pa: 'ਯਮੁਨਾ',
      correct: 'A',
      topic: 'Geography · Prelims',
      image: 'harike.png',
    }),
    importRow({
      question_en: `Which Guru founded the city of Kartarpur on the Ravi? (${run})`,
      option_a_en: 'Guru Nanak Dev',
      option_b_en: 'Guru Angad Dev',
      option_c_en: 'Guru Arjan Dev',
      option_d_en: 'Guru Hargobind',
      correct: 'A',
      topic: 'Punjab GK',
    }),
  ]
  const sheet = (optionBPa: string) => ({ name: 'questions.csv', mimeType: 'text/csv', buffer: Buffer.from(toCsv(rows(optionBPa))) })
  const zip = new JSZip()
  zip.file('figures/harike.png', PNG)
  const images = { name: 'figures.zip', mimeType: 'application/zip', buffer: await zip.generateAsync({ type: 'nodebuffer' }) }

  await signInToAdmin(page, account(testInfo, 'import-editor'))
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto('/admin/collections/questions')
  await page.getByRole('link', { name: 'Import questions from a sheet (CSV or Excel)' }).click()
  await expect(page.getByRole('heading', { name: 'Import questions', level: 1 })).toBeVisible()

  const form = page.getByTestId('question-import')
  const importButton = form.getByRole('button', { name: /^Import/ })
  await form.getByRole('button', { name: 'Check the file' }).click()
  await expect(form.getByRole('alert')).toHaveText('Choose the CSV or Excel file of questions.')

  await form.getByLabel(/Sheet of questions/).setInputFiles(sheet(''))
  await form.getByLabel(/Figures/).setInputFiles(images)
  await form.getByRole('button', { name: 'Check the file' }).click()
  const report = form.getByTestId('import-report')
  await expect(report.getByRole('heading', { name: 'Correct these rows, then check the file again' })).toBeVisible()
  await expect(
    report.getByRole('row', { name: /^2 option_b_pa Error: This row has Punjabi, so write option B in Punjabi too\.$/ }),
  ).toBeVisible()
  await expect(report).toContainText('2 rows: 1 question ready, 1 error to correct')
  await expect(importButton).toBeDisabled()
  expect(
    (await new AxeBuilder({ page }).include('[data-testid="question-import"]').analyze()).violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    ),
  ).toEqual([])

  // The corrected file: the old report goes, and the new check allows the import.
  await form.getByLabel(/Sheet of questions/).setInputFiles(sheet('ਰਾਵੀ'))
  await expect(report).toBeHidden()
  await form.getByRole('button', { name: 'Check the file' }).click()
  await expect(report.getByRole('heading', { name: 'Ready to import' })).toBeVisible()
  await expect(report).toContainText('1 question in English and Punjabi, 0 testing one language only, 1 figure')
  await expect(report).toContainText('By topic: Geography · Prelims 1, Punjab GK · Prelims 1.')
  await importButton.filter({ hasText: 'Import 2 questions' }).click()
  await expect(form.getByTestId('import-done')).toContainText('Imported 2 questions')
  await expect(importButton).toBeDisabled()

  await form.getByRole('link', { name: 'See them in Questions' }).click()
  await expect(
    page.getByRole('link', { name: `Harike wetland lies at the confluence of the Sutlej and which river? (${run})` }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: `Which Guru founded the city of Kartarpur on the Ravi? (${run})` })).toBeVisible()
})

test('the import page is for staff: a visitor is sent to sign in, a candidate to the admin’s refusal', async ({ page }, testInfo) => {
  await page.goto('/admin/question-import')
  // The admin's sign-in is the site's page, coming back to the import page (ADR 052).
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fadmin%2Fquestion-import$/)
  await signInToAdmin(page, account(testInfo, 'import-candidate'))
  await expect(page).toHaveURL(/\/admin\/unauthorized$/)
  await page.goto('/admin/question-import')
  await expect(page).toHaveURL(/\/admin\/unauthorized$/)
  await expect(page.getByText('Import questions')).toHaveCount(0)
  const refused = await page.request.post('/api/question-import', {
    multipart: { action: 'check' },
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toEqual({ ok: false, message: 'Only staff can import questions.' })
})
