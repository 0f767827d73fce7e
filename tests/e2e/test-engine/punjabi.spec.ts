import { expect, type Page, test } from '@playwright/test'

import { questions } from '../../../src/seed/content/questions'
import { tests } from '../../../src/seed/content/tests'
import { account, signIn } from '../accounts'
import { expectAllPunjabi, expectNoSidewaysScroll } from '../page-checks'

/**
 * The test pages in Punjabi (issue 15): the list's lock on paid tests, the instructions printed in both
 * languages, the exam screen with its controls in the language the candidate chose, the result's
 * wording, and no sideways scroll on a phone or a tablet.
 */
const sectional = tests.find((entry) => entry.key === 'punjab-gk-sectional-01')!
const paidTopic = tests.find((entry) => entry.key === 'polity-topic-01')!
const question = (key: string) => questions.find((entry) => entry.key === key)!
const WIDTHS = [320, 360, 390, 768] as const

async function expectNoSidewaysScrollAtEveryWidth(page: Page) {
  const original = page.viewportSize()!
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await expectNoSidewaysScroll(page)
  }
  await page.setViewportSize(original)
}

const examReady = (page: Page) => expect(page.locator('[data-exam-ready="true"]')).toBeVisible({ timeout: 20_000 })
const withLang = (url: string, lang: 'en' | 'pa') => {
  const address = new URL(url)
  address.searchParams.set('lang', lang)
  return `${address.pathname}${address.search}`
}

test('the test-series list shows a paid test locked, "Enrolled candidates only" and the way in, in both languages', async ({ page }) => {
  await page.goto('/test-series?lang=pa')
  const lockedPa = page.getByRole('article', { name: paidTopic.title.pa })
  await expect(lockedPa.getByTestId('locked')).toHaveText('ਸਿਰਫ਼ ਦਾਖ਼ਲ ਉਮੀਦਵਾਰਾਂ ਲਈ')
  await expect(lockedPa.getByRole('link', { name: /ਟੈਸਟ ਸ਼ੁਰੂ ਕਰੋ/ })).toHaveCount(0)
  await expect(page.getByRole('article', { name: sectional.title.pa }).getByRole('link', { name: /^ਟੈਸਟ ਸ਼ੁਰੂ ਕਰੋ/ })).toBeVisible()
  await expectAllPunjabi(page)
  await expectNoSidewaysScrollAtEveryWidth(page)

  await page.goto('/test-series?lang=en')
  const locked = page.getByRole('article', { name: paidTopic.title.en })
  await expect(locked.getByTestId('locked')).toHaveText('Enrolled candidates only')
  await expect(locked.getByRole('link', { name: /^Start test/ })).toHaveCount(0)
  await expect(locked.getByRole('link', { name: /^Enrol to unlock/ })).toHaveAttribute('href', /\/products\//)
  await expect(locked.getByRole('link', { name: 'Already enrolled? Sign in' })).toBeVisible()
  await expectNoSidewaysScrollAtEveryWidth(page)
})

test('a sectional test with the controls in Punjabi: bilingual instructions, the exam screen, a switch that stays for the attempt, and the result’s wording', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  await signIn(page, account(testInfo, 'exam-punjabi'))

  // The instructions, in Punjabi with the English beside them.
  await page.goto(`/test/${sectional.key}?lang=pa`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sectional.title.pa)
  await expect(page.getByRole('heading', { level: 2, name: 'ਆਮ ਹਦਾਇਤਾਂ' })).toBeVisible()
  await expect(page.locator('[data-language-version="en"]').first()).toContainText('General instructions')
  await expect(page.locator('[data-language-version="en"]').first()).toHaveAttribute('lang', 'en')
  await expectAllPunjabi(page)
  await expectNoSidewaysScrollAtEveryWidth(page)

  const controls = page.getByRole('group', { name: 'ਬਟਨਾਂ ਅਤੇ ਸੁਨੇਹਿਆਂ ਦੀ ਭਾਸ਼ਾ' })
  await expect(controls.getByRole('radio', { name: 'ਪੰਜਾਬੀ' })).toBeChecked()
  await page.getByRole('group', { name: 'ਆਪਣੀ ਮੁੱਢਲੀ ਭਾਸ਼ਾ ਚੁਣੋ' }).getByRole('radio', { name: 'ਪੰਜਾਬੀ' }).check()
  await page.getByRole('checkbox', { name: /ਮੈਂ ਹਦਾਇਤਾਂ ਪੜ੍ਹ ਅਤੇ ਸਮਝ ਲਈਆਂ ਹਨ/ }).check()
  await page.getByRole('button', { name: 'ਟੈਸਟ ਸ਼ੁਰੂ ਕਰੋ' }).click()

  // The exam screen: every control in Punjabi.
  await expect(page).toHaveURL(/\/test\/[a-z0-9-]+\/attempt\/\d+\?lang=pa$/)
  await examReady(page)
  await expect(page.locator('#question-heading')).toHaveText('ਪ੍ਰਸ਼ਨ 1')
  await expect(page.getByRole('button', { name: 'ਸੰਭਾਲੋ ਅਤੇ ਅਗਲਾ', exact: true })).toBeVisible()
  await expectAllPunjabi(page)
  await expectNoSidewaysScrollAtEveryWidth(page)

  // Switched to English, the controls stay English for this attempt, even opened again from a Punjabi address.
  await page.getByLabel('ਬਟਨ ਇਸ ਭਾਸ਼ਾ ਵਿੱਚ').selectOption('en')
  await expect(page.getByRole('button', { name: 'Save & Next', exact: true })).toBeVisible()
  await expect(page.locator('#question-heading')).toHaveText('Question 1')
  await page.reload()
  await examReady(page)
  await expect(page.getByRole('button', { name: 'Save & Next', exact: true })).toBeVisible()
  await page.getByLabel('Buttons in').selectOption('pa')
  await expect(page.getByRole('button', { name: 'ਸੰਭਾਲੋ ਅਤੇ ਅਗਲਾ', exact: true })).toBeVisible()

  const [first] = sectional.sections[0]!.questionKeys
  await page.getByTestId(`option-${question(first!).correct}`).check()
  await page.getByRole('button', { name: 'ਸੰਭਾਲੋ ਅਤੇ ਅਗਲਾ', exact: true }).click()
  await page.getByRole('button', { name: 'ਜਮ੍ਹਾਂ ਕਰੋ', exact: true }).click()
  const dialog = page.getByTestId('submit-dialog')
  await expect(dialog.getByRole('heading')).toHaveText('ਕੀ ਟੈਸਟ ਜਮ੍ਹਾਂ ਕਰਨਾ ਹੈ?')
  await expectAllPunjabi(page)
  await dialog.getByRole('button', { name: 'ਹਾਂ, ਜਮ੍ਹਾਂ ਕਰੋ' }).click()
  await expect(page).toHaveURL(/\/result\?attempt=\d+/)

  // The result in Punjabi.
  const resultUrl = page.url()
  await page.goto(withLang(resultUrl, 'pa'))
  await expect(page.getByText('ਭਾਗਵਾਰ ਟੈਸਟ ਦਾ ਨਤੀਜਾ')).toBeVisible()
  await expectAllPunjabi(page)
  await expectNoSidewaysScrollAtEveryWidth(page)

  // The result in English: labelled by its kind, the section named once, and no untrue "first" line.
  await page.goto(withLang(resultUrl, 'en'))
  await expect(page.getByText('Sectional test result')).toBeVisible()
  await expect(page.getByText('Mock test result')).toHaveCount(0)
  await expect(page.locator('article#question-1 header p').first()).toHaveText('Punjab GK')
  await expect(page.getByText('Punjab GK · Punjab GK')).toHaveCount(0)
  await expect(page.getByText('You are the first to take this test')).toHaveCount(0)
  // Question 2 was left unanswered: it says how others did, or that no one else has answered it yet.
  await expect(page.locator('article#question-2')).toContainText(
    /No one else has answered this question yet|\d+(\.\d)?% of candidates got this right/,
  )
})
