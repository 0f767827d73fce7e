import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'

import { addDays, formatDay, formatDayInWords, indianDay, nearestDay } from '../../src/lib/days'
import { currentAffairs } from '../../src/seed/content/current-affairs'
import { editorials } from '../../src/seed/content/editorials'
import { products } from '../../src/seed/content/products'

import { account, signIn, signInToApi } from './accounts'
import { seedDay } from './seed-day'

/**
 * The Punjab current affairs section against the demo seed: 30 published days (two articles a day,
 * Punjab first) ending on the day the server seeded (seed-day.ts), eight Tribune editorial analyses
 * over the last month and the last three months' paid consolidations. One extra article dated 40 days back, made here through the
 * API, opens a gap of unpublished days, so the picker has disabled days to refuse.
 */
const today = seedDay()
const daily = (day: string) => `/current-affairs/daily-current-affairs/${day}`
const slugOf = (key: string) => key.replace(/^ca-d\d+-/, '')
const storiesOf = (daysAgo: number) => currentAffairs.filter((story) => story.daysAgo === daysAgo)
const archiveStart = addDays(today, -40)
const gapDay = addDays(today, -35)
const publishedDays = [archiveStart, ...Array.from({ length: 30 }, (_, index) => addDays(today, index - 29))]

const magazine = products.find((product) => product.key === 'monthly-current-affairs-magazine')!
const lastMonth = (() => {
  const [year, month] = today.split('-').map(Number) as [number, number]
  const name = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 2, 1)),
  )
  return { name, slug: name.toLowerCase().replace(/\s+/g, '-') }
})()

/** react-datepicker names a day cell `Choose Friday, November 20th, 2026` (or `Not available …`). */
function cellName(day: string, prefix: 'Choose' | 'Not available' = 'Choose') {
  const date = new Date(`${day}T00:00:00Z`)
  const n = date.getUTCDate()
  const suffix = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(date)
  return `${prefix} ${part({ weekday: 'long' })}, ${part({ month: 'long' })} ${n}${suffix}, ${date.getUTCFullYear()}`
}
const monthTitle = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))

/** Waits until the page is interactive (the content-protection listeners are the last to attach). */
async function ready(page: Page) {
  await expect(page.locator('html[data-content-protection="on"]')).toHaveCount(1)
}

async function openCalendar(page: Page) {
  await page.getByRole('button', { name: 'Show the calendar' }).click()
  const calendar = page.getByRole('dialog', { name: 'Go to a day: calendar' })
  await expect(calendar).toBeVisible()
  return calendar
}

/** Steps the calendar back, month by month, to the month of `day` (never after the month it shows). */
async function showMonthOf(calendar: Locator, day: string) {
  const title = calendar.getByRole('button', { name: `${monthTitle(day)}: choose a month` })
  for (let step = 0; step < 3 && !(await title.isVisible()); step++) await calendar.getByRole('button', { name: 'Previous month' }).click()
  await expect(title).toBeVisible()
}

const dayField = (page: Page) => page.getByLabel('Go to a day', { exact: true })
const refusal = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text })

let api: APIRequestContext
let staff: Record<string, string>
let extraArticleId: number

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  staff = (await signInToApi(api, account(testInfo, 'current-affairs-editor'), testInfo.project.use.baseURL!)).headers
  const created = await api.post('/api/current-affairs', {
    headers: staff,
    data: {
      title: 'Punjab places its revised estimates before the Vidhan Sabha',
      slug: `e2e-revised-estimates-${testInfo.project.name}`,
      date: `${archiveStart}T12:00:00.000Z`,
      region: 'punjab',
      category: 'Economy',
      summary: 'The Finance Minister placed the revised estimates for the year, with a higher revenue deficit than budgeted.',
      source: 'The Tribune',
      _status: 'published',
    },
  })
  expect(created.ok()).toBe(true)
  extraArticleId = (await created.json()).doc.id
})

test.afterAll(async () => {
  await api.delete(`/api/current-affairs/${extraArticleId}`, { headers: staff })
  await api.dispose()
})

test('the hub shows the latest Punjab headlines, the latest editorials and monthly consolidation, and where to practise', async ({
  page,
}) => {
  await page.goto('/punjab-current-affairs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Punjab current affairs')
  await expect(page).toHaveTitle(/Punjab current affairs/)

  const headlines = page.getByRole('region', { name: 'Latest Punjab headlines' })
  await expect(headlines).toContainText(formatDayInWords(today))
  for (const story of storiesOf(0).filter((item) => item.region === 'punjab')) {
    await expect(headlines.getByRole('link', { name: story.title.en })).toHaveAttribute('href', `${daily(today)}#${slugOf(story.key)}`)
  }
  for (const story of storiesOf(0).filter((item) => item.region !== 'punjab'))
    await expect(headlines.getByText(story.title.en)).toHaveCount(0)

  const latestEditorials = page.getByRole('region', { name: 'Latest editorial analyses' })
  await expect(latestEditorials.getByRole('heading', { level: 3 })).toHaveCount(3)
  await expect(latestEditorials.getByRole('heading', { level: 3 }).first()).toHaveText(editorials[0]!.title.en)

  const month = page.getByRole('region', { name: 'Latest monthly consolidation' })
  await expect(month.getByRole('link', { name: `Monthly current affairs consolidation: ${lastMonth.name}` })).toHaveAttribute(
    'href',
    `/current-affairs/monthly-consolidation/${lastMonth.slug}`,
  )

  const sections = page.getByRole('navigation', { name: 'In this section' })
  await expect(sections.getByRole('link', { name: /^Daily current affairs MCQs/ })).toHaveAttribute(
    'href',
    '/current-affairs/daily-cs-mcqs',
  )
  await expect(sections.getByRole('link', { name: /^Question of the Day/ })).toHaveAttribute('href', '/current-affairs/questions')
  await sections.getByRole('link', { name: /^Tribune editorial analysis/ }).click()
  await expect(page).toHaveURL(/\/current-affairs\/editorial-analysis$/)
})

test('the daily page shows the latest day, Punjab first, each article anchored with its topics, in English and in Punjabi', async ({
  page,
}) => {
  await page.goto('/current-affairs/daily-current-affairs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(formatDayInWords(today))
  await expect(page).toHaveTitle(new RegExp(`Daily current affairs: ${formatDayInWords(today)}`))
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText('Punjab')

  const punjab = storiesOf(0).find((story) => story.region === 'punjab')!
  const other = storiesOf(0).find((story) => story.region !== 'punjab')!
  const story = page.locator(`#${slugOf(punjab.key)}`)
  await expect(story.getByRole('heading', { level: 3 })).toHaveText(punjab.title.en)
  await expect(story).toContainText(punjab.summary.en)
  await expect(story).toContainText(punjab.body.en[0]!)
  await expect(story.getByRole('term').first()).toHaveText('Source')
  await expect(story.getByRole('definition').first()).toHaveText(punjab.source)
  await expect(story.getByRole('link').first()).toHaveAttribute('href', /^\/resource\/gs-pcs-(prelims|mains)_/)
  const region = main.getByRole('region', { name: other.region === 'national' ? 'National' : 'International', exact: true })
  await expect(region.getByRole('heading', { level: 3 })).toHaveText(other.title.en)
  await expect(main.getByRole('link', { name: 'Link to this day' })).toHaveAttribute('href', daily(today))

  await ready(page)
  await page
    .getByRole('navigation', { name: /^(Language|ਭਾਸ਼ਾ)$/ })
    .getByRole('link', { name: 'ਪੰਜਾਬੀ' })
    .click()
  await expect(page).toHaveURL(/\/current-affairs\/daily-current-affairs\?lang=pa$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(formatDayInWords(today, 'pa'))
  await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText('ਪੰਜਾਬ')
  await expect(page.locator(`#${slugOf(punjab.key)}`).getByRole('heading', { level: 3 })).toHaveText(punjab.title.pa)
  await expect(main.locator('[lang="pa"]').first()).toBeVisible()
  await expect(page.getByLabel('ਕਿਸੇ ਦਿਨ ’ਤੇ ਜਾਓ', { exact: true })).toHaveValue(formatDay(today))
})

test('the previous and next day links walk through the published days', async ({ page }) => {
  await page.goto(daily(addDays(today, -1)))
  const days = page.getByRole('navigation', { name: 'Other days' })
  await days.getByRole('link', { name: `Previous day ${formatDayInWords(addDays(today, -2))}`, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${daily(addDays(today, -2))}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(formatDayInWords(addDays(today, -2)))
  await days.getByRole('link', { name: /^Next day/ }).click()
  await expect(page).toHaveURL(new RegExp(`${daily(addDays(today, -1))}$`))
  await days.getByRole('link', { name: /^Next day/ }).click()
  await expect(page).toHaveURL(new RegExp(`${daily(today)}$`))
  await expect(days.getByRole('link', { name: /^Next day/ })).toHaveCount(0)

  // From the first of the seeded month back across the gap to the article 40 days ago.
  await page.goto(daily(addDays(today, -29)))
  await expect(days.getByRole('link', { name: /^Previous day/ })).toHaveAttribute('href', daily(archiveStart))
})

test('the day picker opens a chosen day from the calendar, and from the keyboard', async ({ page }) => {
  await page.goto(daily(today))
  await ready(page)
  const calendar = await openCalendar(page)
  await expect(calendar.getByRole('gridcell')).toHaveCount(42)
  await expect(calendar.getByRole('columnheader')).toHaveCount(7)
  const target = addDays(today, -3)
  await showMonthOf(calendar, target)
  await calendar.getByRole('gridcell', { name: cellName(target) }).click()
  await expect(page).toHaveURL(new RegExp(`${daily(target)}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(formatDayInWords(target))

  // Keyboard: ArrowDown opens the calendar on the day shown, arrows move, Enter opens the day.
  await ready(page)
  await dayField(page).focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('gridcell', { name: cellName(target) })).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('gridcell', { name: cellName(addDays(target, -1)) })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${daily(addDays(target, -1))}$`))

  // A typed month/day/year opens with Enter.
  await ready(page)
  await dayField(page).fill(formatDay(addDays(today, -6)))
  await dayField(page).press('Enter')
  await expect(page).toHaveURL(new RegExp(`${daily(addDays(today, -6))}$`))

  // The calendar drills up to 12 months and 12 years, stepping a decade, and back down.
  await ready(page)
  const again = await openCalendar(page)
  await again.getByRole('button', { name: `${monthTitle(addDays(today, -6))}: choose a month` }).click()
  await expect(again.getByRole('group').getByRole('button')).toHaveCount(12)
  await again.getByRole('button', { name: /: choose a year$/ }).click()
  await expect(again.getByRole('group').getByRole('button')).toHaveCount(12)
  await expect(again.getByRole('button', { name: 'Next 10 years' })).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(again).toBeHidden()
  await expect(page.getByRole('button', { name: 'Show the calendar' })).toBeFocused()
})

test('the day picker refuses a day with nothing published and a day still to come, and says why', async ({ page }) => {
  const shown = daily(today)
  await page.goto(shown)
  await ready(page)

  // The calendar opens on the latest day's month: the day after it is disabled. On the last of the
  // month, the next month cannot be opened, unless midnight in India has passed since (the picker ends
  // on the server's today); then that month's first day is disabled.
  const calendar = await openCalendar(page)
  await showMonthOf(calendar, today)
  const nextDay = calendar.getByRole('gridcell', { name: cellName(addDays(today, 1), 'Not available') })
  if (monthTitle(addDays(today, 1)) === monthTitle(today)) {
    await expect(nextDay).toHaveAttribute('aria-disabled', 'true')
  } else if (monthTitle(indianDay(new Date())) === monthTitle(today)) {
    await expect(calendar.getByRole('button', { name: 'Next month' })).toBeDisabled()
  } else {
    await calendar.getByRole('button', { name: 'Next month' }).click()
    await expect(nextDay).toHaveAttribute('aria-disabled', 'true')
  }
  await showMonthOf(calendar, gapDay)
  const gap = calendar.getByRole('gridcell', { name: cellName(gapDay, 'Not available') })
  await expect(gap).toHaveAttribute('aria-disabled', 'true')
  await gap.click({ force: true })
  await expect(calendar).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${shown}$`))
  await page.keyboard.press('Escape')

  const field = dayField(page)
  await field.fill(formatDay(gapDay))
  await field.press('Enter')
  await expect(refusal(page, `Nothing was published on ${formatDayInWords(gapDay)}.`)).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')

  await field.fill(formatDay(addDays(today, 2)))
  await field.press('Enter')
  await expect(
    refusal(page, `${formatDayInWords(addDays(today, 2))} has not come yet: the latest day is ${formatDayInWords(today)}.`),
  ).toBeVisible()

  await field.fill(formatDay(addDays(today, -60)))
  await page.getByRole('button', { name: 'Open day' }).click()
  await expect(refusal(page, `is before our daily archive, which starts on ${formatDayInWords(archiveStart)}`)).toBeVisible()

  await field.fill('22/13/2026')
  await field.press('Enter')
  await expect(refusal(page, '“22/13/2026” is not a date in month/day/year form.')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${shown}$`))
})

test('a day address that is not a date is a 404; a day with nothing published leads to the nearest day and says why', async ({ page }) => {
  for (const path of [daily('2026-02-30'), daily('yesterday'), daily('22-11-2026')]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  }

  await page.goto(daily(addDays(today, 5)))
  await expect(page).toHaveURL(new RegExp(`${daily(today)}\\?requested=${addDays(today, 5)}$`))
  await expect(page.getByRole('status').filter({ hasText: `${formatDayInWords(addDays(today, 5))} has not come yet` })).toBeVisible()

  await page.goto(daily(gapDay))
  const nearest = nearestDay(publishedDays, gapDay)!
  await expect(page).toHaveURL(new RegExp(`${daily(nearest)}\\?requested=${gapDay}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(formatDayInWords(nearest))
  await expect(page.getByRole('status').filter({ hasText: `Nothing was published on ${formatDayInWords(gapDay)}` })).toBeVisible()

  // What the picker's form sends without JavaScript opens that day.
  await page.goto(`/current-affairs/daily-current-affairs?date=${encodeURIComponent(formatDay(addDays(today, -4)))}`)
  await expect(page).toHaveURL(new RegExp(`${daily(addDays(today, -4))}$`))
})

test('the editorial list filters by a from–to range, swaps a reversed range and corrects its address, and opens an analysis', async ({
  page,
}) => {
  await page.goto('/current-affairs/editorial-analysis')
  const cards = page.getByRole('main').getByRole('heading', { level: 2 })
  await expect(cards).toHaveCount(editorials.length)
  await expect(cards.first()).toHaveText(editorials[0]!.title.en)

  await ready(page)
  const from = page.getByLabel('From', { exact: true })
  const to = page.getByLabel('To', { exact: true })
  const [newer, older] = [addDays(today, -4), addDays(today, -11)]
  await from.fill(formatDay(newer))
  await to.fill(formatDay(older))
  await to.press('Tab')
  await expect(page.getByRole('status').filter({ hasText: 'The start date was after the end date, so they were swapped' })).toBeVisible()
  await expect(from).toHaveValue(formatDay(older))
  await expect(to).toHaveValue(formatDay(newer))
  await page.getByRole('button', { name: 'Show analyses' }).click()
  await expect(page).toHaveURL(new RegExp(`/current-affairs/editorial-analysis\\?from=${older}&to=${newer}$`))
  const inRange = editorials.filter((item) => item.daysAgo >= 4 && item.daysAgo <= 11)
  await expect(cards).toHaveCount(inRange.length)
  await expect(page.getByText(`${inRange.length} analyses from ${formatDayInWords(older)} to ${formatDayInWords(newer)}.`)).toBeVisible()

  // A reversed range written into the address is swapped, and the address corrected.
  await page.goto(`/current-affairs/editorial-analysis?from=${newer}&to=${older}`)
  await expect(page).toHaveURL(new RegExp(`\\?from=${older}&to=${newer}$`))
  await expect(cards).toHaveCount(inRange.length)

  // A date the picker cannot take is refused before anything is sent.
  await ready(page)
  await from.fill(formatDay(addDays(today, 3)))
  await page.getByRole('button', { name: 'Show analyses' }).click()
  await expect(refusal(page, /is too late: the last date you can choose is/)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`\\?from=${older}&to=${newer}$`))

  const drugs = editorials.find((item) => item.key === 'drug-abuse-enforcement-and-rehabilitation')!
  await page.getByRole('link', { name: drugs.title.en }).click()
  await expect(page).toHaveURL(/\/current-affairs\/editorial-analysis\/drug-abuse-enforcement-and-rehabilitation$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(drugs.title.en)
  await expect(page.getByText(`Analysis of The Tribune editorial “${drugs.editorialTitle}”`)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Summary', exact: true })).toContainText(drugs.summary.en)
  await expect(page.getByRole('region', { name: 'Key points', exact: true }).getByRole('listitem')).toHaveCount(drugs.keyPoints.length)
  const relevance = page.getByRole('region', { name: 'Syllabus relevance', exact: true })
  await expect(relevance).toContainText(drugs.syllabusRelevance.en)
  await expect(relevance.getByRole('link', { name: 'Social Issues' })).toHaveAttribute('href', '/resource/gs-pcs-mains_social-issues')
  const questions = page.getByRole('region', { name: 'Probable questions', exact: true })
  await expect(questions.getByRole('heading', { level: 3 })).toHaveText(['Prelims', 'Mains'])
  await expect(questions.getByText('20 marks')).toBeVisible()
})

test('a monthly consolidation shows its summary and contents to a visitor and locks the rest, PDF included', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto('/current-affairs/monthly-consolidation')
  const months = page.getByRole('main').getByRole('heading', { level: 2 })
  await expect(months).toHaveCount(3)
  await months.first().getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/current-affairs/monthly-consolidation/${lastMonth.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Monthly current affairs consolidation: ${lastMonth.name}`)
  await expect(page.getByRole('region', { name: 'Contents', exact: true }).getByRole('listitem')).toHaveCount(6)

  const lock = page.getByRole('region', { name: 'The full consolidation is for subscribers' })
  await expect(lock.getByRole('link', { name: `See the ${magazine.title.en}` })).toHaveAttribute(
    'href',
    '/products/monthly-current-affairs-magazine',
  )
  await expect(lock.getByRole('link', { name: 'Sign in if you have subscribed' })).toHaveAttribute(
    'href',
    `/sign-in?next=${encodeURIComponent(`/current-affairs/monthly-consolidation/${lastMonth.slug}`)}`,
  )
  await expect(page.getByRole('link', { name: /Download the PDF/ })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'The full consolidation', exact: true })).toHaveCount(0)

  const anonymous = await playwright.request.newContext({ baseURL })
  expect((await anonymous.get(`/api/media/file/monthly-consolidation-${lastMonth.slug}.pdf`)).status()).toBe(403)
  await anonymous.dispose()
})

test('a subscriber to the magazine reads the whole consolidation and downloads its PDF', async ({ page }, testInfo) => {
  await signIn(page, account(testInfo, 'monthly-subscriber'))
  const path = `/current-affairs/monthly-consolidation/${lastMonth.slug}`
  await page.goto(path)
  const lock = page.getByRole('region', { name: 'The full consolidation is for subscribers' })
  await expect(lock).toContainText('Your account has no active subscription that includes this month.')
  await expect(lock.getByRole('link', { name: 'Sign in if you have subscribed' })).toHaveCount(0)

  const asBrowser = { headers: { 'Sec-Fetch-Site': 'same-origin' } }
  const me = await (await page.request.get('/api/users/me', asBrowser)).json()
  const { docs } = await (await api.get(`/api/products?where[slug][equals]=${magazine.key}&depth=0`, { headers: staff })).json()
  const enrolment = await api.post('/api/enrolments', {
    headers: staff,
    data: {
      user: me.user.id,
      product: docs[0].id,
      validUntil: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
      note: 'E2E monthly consolidation',
    },
  })
  expect(enrolment.ok()).toBe(true)

  await page.reload()
  const full = page.getByRole('region', { name: 'The full consolidation', exact: true })
  await expect(full.getByRole('heading', { level: 3 }).first()).toHaveText('Punjab: paddy procurement in the mandis')
  await expect(lock).toHaveCount(0)
  const pdf = full.getByRole('link', { name: /Download the PDF/ })
  await expect(pdf).toHaveAttribute('href', new RegExp(`/api/media/file/monthly-consolidation-${lastMonth.slug}\\.pdf$`))
  const served = await page.request.get(`/api/media/file/monthly-consolidation-${lastMonth.slug}.pdf`, asBrowser)
  expect(served.status()).toBe(200)
  expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('the daily page and its open calendar, and the editorial filter, fit the screen', async ({ page }) => {
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    await page.goto(daily(today))
    await ready(page)
    const calendar = await openCalendar(page)
    const box = (await calendar.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    expect(await fits()).toBe(true)
    await calendar.getByRole('gridcell', { name: cellName(addDays(today, -1)) }).tap()
    await expect(page).toHaveURL(new RegExp(`${daily(addDays(today, -1))}$`))

    await page.goto('/current-affairs/editorial-analysis')
    expect(await fits()).toBe(true)
  })
})

const axePages = [
  '/punjab-current-affairs',
  '/current-affairs/daily-current-affairs',
  `/current-affairs/daily-current-affairs/${addDays(today, -1)}?lang=pa`,
  '/current-affairs/editorial-analysis',
  `/current-affairs/editorial-analysis/${editorials[0]!.key}`,
  '/current-affairs/monthly-consolidation',
  `/current-affairs/monthly-consolidation/${lastMonth.slug}`,
]

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

for (const path of axePages) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path)
    expect(await seriousViolations(page)).toEqual([])
  })
}

test('the open calendar and a refused date have no serious or critical accessibility violations', async ({ page }) => {
  await page.goto(daily(today))
  await ready(page)
  await dayField(page).fill(formatDay(addDays(today, 9)))
  await dayField(page).press('Enter')
  await expect(refusal(page, 'has not come yet')).toBeVisible()
  const calendar = await openCalendar(page)
  expect(await seriousViolations(page)).toEqual([])
  await calendar.getByRole('button', { name: `${monthTitle(today)}: choose a month` }).click()
  expect(await seriousViolations(page)).toEqual([])
})
