import { readFile } from 'node:fs/promises'

import { expect, type Page, request as newRequest, test } from '@playwright/test'

import { readPdf } from '../helpers/pdf-text'
import { account, signIn } from './accounts'
import { startTest, submitTest } from './exam-steps'

/**
 * Issue 18, item 2's last part (ADR 041): a result downloads as one PDF page made on the server, in
 * the language it is read in; signed out the address leads to sign-in, and another candidate gets
 * nothing.
 */
async function downloadPdf(page: Page, name: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()])
  return { fileName: download.suggestedFilename(), pdf: await readPdf(await readFile((await download.path())!)) }
}

test('a candidate downloads their result as a one-page PDF in either language; nobody else can', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  await signIn(page, account(testInfo, 'result-pdf'))
  await startTest(page, 'punjab-gk-sectional-01')
  await page.getByRole('radio').first().check()
  await submitTest(page)
  const attemptId = new URL(page.url()).searchParams.get('attempt')!
  const score = (await page.getByTestId('score').innerText()).replace(/\s+/g, ' ').trim()

  const english = await downloadPdf(page, 'Download as PDF')
  expect(english.fileName).toBe('punjab-gk-sectional-01-attempt-1-result.pdf')
  expect(english.pdf.pages).toBe(1)
  const text = english.pdf.text[0]!
  expect(text).toContain('Candidate: E2E result-pdf')
  expect(text).toContain(score)
  expect(text).toContain('Performance by section and topic')
  expect(text).toContain('What to study next')
  expect(english.pdf.links.some((link) => link.endsWith(`/result?attempt=${attemptId}`))).toBe(true)

  await page.goto(`/result?attempt=${attemptId}&lang=pa`)
  const punjabi = await downloadPdf(page, 'PDF ਵਜੋਂ ਡਾਊਨਲੋਡ ਕਰੋ')
  expect(punjabi.pdf.pages).toBe(1)
  expect(punjabi.pdf.text[0]).toContain('ਤੁਹਾਡੇ ਅੰਕ')
  expect(punjabi.pdf.text[0]).toContain(score)

  const address = `/api/attempts/${attemptId}/result.pdf`
  const visitor = await newRequest.newContext({ baseURL })
  const signedOut = await visitor.get(address, { maxRedirects: 0 })
  expect(signedOut.status()).toBe(303)
  expect(signedOut.headers().location).toMatch(/^\/sign-in\?/)
  expect(decodeURIComponent(signedOut.headers().location!)).toContain(`/result?attempt=${attemptId}`)
  await visitor.dispose()

  const rival = await browser.newContext()
  const rivalPage = await rival.newPage()
  await signIn(rivalPage, account(testInfo, 'result-pdf-other'))
  // As the browser sends a click on the site's own link (a cookie counts only same-site, ADR 015).
  const refused = await rivalPage.request.get(address, { maxRedirects: 0, headers: { 'Sec-Fetch-Site': 'same-origin' } })
  expect(refused.status()).toBe(404)
  expect(refused.headers()['content-type']).not.toContain('application/pdf')
  await rival.close()
})
