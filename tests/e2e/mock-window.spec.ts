import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { account, signIn, signInToApi } from './accounts'
import { startTest, submitTest } from './exam-steps'
import { expectAllPunjabi, expectNoSidewaysScroll } from './page-checks'

/**
 * Issue 18, item 1: the All-Punjab mock window (ADR 044). The demo's mock ran last Sunday and its list
 * is out; a window made here shows the live view and then its list, without a reload.
 */
const DEMO_WINDOW = 'all-punjab-gs-mock-01'

test('a visitor finds last Sunday’s All-Punjab mock in the series and reads its top 100, named as each candidate chose', async ({
  page,
}, testInfo) => {
  await page.goto('/test-series')
  const card = page.locator(`article[data-test-slug="${DEMO_WINDOW}"]`)
  await expect(card.locator('[data-window="mock"]')).toContainText(
    /All-Punjab mock: .+ at 10:00 am IST to .+ at 12:40 pm IST, late entry until .+ at 10:30 am IST\./,
  )
  await card.getByRole('link', { name: /^Leaderboard\s*: All-Punjab GS Mock 1$/ }).click()
  await expect(page).toHaveURL(`/leaderboard/${DEMO_WINDOW}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All-Punjab GS Mock 1: leaderboard')
  const table = page.getByRole('table')
  await expect(table.locator('caption')).toHaveText(/^Top \d+ of \d+ ranked candidates$/)
  // Simranjeet chose her full name; Manpreet chose to be anonymous; Arshdeep left the default, initials.
  await expect(table.getByRole('rowheader', { name: 'Simranjeet Kaur Dhillon' })).toBeVisible()
  await expect(table.getByRole('rowheader', { name: 'A. S. B.' })).toBeVisible()
  await expect(table.getByRole('rowheader', { name: 'Anonymous candidate' }).first()).toBeVisible()
  for (const shown of ['Manpreet Singh Sidhu', 'M. S. S.']) await expect(table.getByRole('rowheader', { name: shown })).toHaveCount(0)
  const ranks = await table.locator('tbody tr td:first-child').allTextContents()
  expect(ranks[0]).toBe('1')
  expect(ranks.map(Number)).toEqual([...ranks.map(Number)].sort((a, b) => a - b))
  await expect(page.getByRole('link', { name: 'Sign in to see your own rank' })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('leaderboard.png'), fullPage: true })
  await expectNoSidewaysScroll(page)
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([])

  await page.goto(`/leaderboard/${DEMO_WINDOW}?lang=pa`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ਆਲ-ਪੰਜਾਬ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਮੌਕ 1: ਲੀਡਰਬੋਰਡ')
  await expectAllPunjabi(page)
})

test('a candidate who takes the mock after its window is placed against the list, not on it', async ({ page }, testInfo) => {
  test.setTimeout(150_000)
  await signIn(page, account(testInfo, 'window-practice'))
  await page.goto(`/leaderboard/${DEMO_WINDOW}`)
  const place = page.getByRole('region', { name: 'Your place' })
  await expect(place).toContainText('You did not take this mock in its window.')
  const before = await page.getByRole('table').locator('caption').textContent()

  await startTest(page, DEMO_WINDOW)
  await submitTest(page)
  const standing = page.getByRole('region', { name: 'Your standing' })
  await expect(standing.getByTestId('later-attempt-note')).toContainText(
    'Ranks of this All-Punjab mock count the first attempts finished inside its window.',
  )
  await expect(standing.getByText('Rank this score would get', { exact: true })).toBeVisible()
  // The GS paper is paired with its CSAT paper: the result asks for Paper II before any Mains estimate.
  const prelims = page.getByRole('region', { name: 'Prelims: Paper I with Paper II' })
  await expect(prelims.getByTestId('csat-qualified')).toContainText('CSAT qualified: not known yet.')
  await expect(prelims.getByRole('link', { name: /Take Paper II/ })).toHaveAttribute('href', '/test/csat-mock-01')
  await expect(prelims.getByTestId('mains-estimate')).toHaveAttribute('data-verdict', 'csat-not-taken')
  await standing.getByRole('link', { name: 'the leaderboard' }).click()

  // The address changes once the leaderboard has been rendered: on a loaded machine that takes seconds.
  await expect(page).toHaveURL(`/leaderboard/${DEMO_WINDOW}`, { timeout: 30_000 })
  await expect(place.getByText('Rank your score would get')).toBeVisible()
  await expect(place.getByTestId('own-rank')).toHaveText(/^\d+ of \d+$/)
  // The list did not take the practice attempt in.
  await expect(page.getByRole('table').locator('caption')).toHaveText(before!)
  await expect(page.locator('tr[aria-current="true"]')).toHaveCount(0)
})

test('while a window closes the leaderboard counts who has finished, then shows the list in place without a reload', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const admin = await signInToApi(request, account(testInfo, 'window-admin'), baseURL!)
  const questions = await request.get('/api/questions?limit=5&depth=0&select[id]=true&where[oneLanguage][not_equals]=true', {
    headers: admin.headers,
  })
  const ids = ((await questions.json()) as { docs: { id: number }[] }).docs.map((question) => question.id)
  const slug = `window-live-${testInfo.project.name}-${Date.now()}`
  const now = Date.now()
  // Entry closed a minute ago; the window closed 100 s ago, so its list is out 20 s from now.
  const window = {
    startsAt: new Date(now - 5 * 60_000).toISOString(),
    lateEntryUntil: new Date(now - 4 * 60_000).toISOString(),
    endsAt: new Date(now - 100_000).toISOString(),
  }
  const created = await request.post('/api/tests', {
    headers: { ...admin.headers, Origin: baseURL! },
    data: {
      title: 'All-Punjab Polity Quick Mock',
      slug,
      kind: 'sectional',
      durationMinutes: 10,
      attemptsAllowed: 1,
      marksPerCorrect: 2,
      negativeMarks: 0,
      isFree: true,
      solutionsVisibility: 'after-close',
      window,
      sections: [{ title: 'Polity', questions: ids }],
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)

  await signIn(page, account(testInfo, 'window-live'))
  await page.goto(`/leaderboard/${slug}`)
  await expect(page.getByText(/^The rank list is published on .+, once the window has closed\.$/)).toBeVisible()
  await expect(page.getByTestId('window-live')).toHaveText('Nobody is writing now; none has finished yet.')
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  await expect(
    page.getByRole('table').or(page.getByText('Nobody finished this mock inside its window, so its rank list is empty.')),
  ).toBeVisible({
    timeout: 60_000,
  })
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  await expect(page.getByRole('region', { name: 'Your place' })).toContainText('You did not take this mock in its window.')

  // The figures are there for a client that cannot hold a stream, too.
  const figures = await request.get(`/api/tests/${slug}/window`)
  expect(await figures.json()).toMatchObject({ phase: 'published', writing: 0, finished: 0 })
})
