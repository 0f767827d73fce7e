import { expect, test, type Page } from '@playwright/test'

import { latestMailTo } from './mail'
import { expectAllPunjabi, expectNoSidewaysScroll } from './page-checks'

/** Issue 15: the account pages, the contact page and the legal pages read wholly in Punjabi, and fit a phone. */

const widths = [320, 360, 390, 768]

async function expectFitsEveryWidth(page: Page) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    await expectNoSidewaysScroll(page)
  }
}

test('sign-in in Punjabi: labels, buttons, a field error and the server refusal are Punjabi', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.151' })
  await page.goto('/sign-in?lang=pa')
  await expect(page.getByRole('heading', { level: 1, name: 'ਸਾਈਨ ਇਨ ਕਰੋ' })).toBeVisible()
  await page.getByRole('button', { name: 'ਸਾਈਨ ਇਨ ਕਰੋ' }).click()
  await expect(page.getByLabel('ਈ-ਮੇਲ ਪਤਾ')).toHaveAccessibleDescription('ਆਪਣਾ ਈ-ਮੇਲ ਪਤਾ ਲਿਖੋ।')
  await expect(page.getByText('ਆਪਣਾ ਪਾਸਵਰਡ ਲਿਖੋ।')).toBeVisible()
  await expectAllPunjabi(page)

  // The server answers in the page's language too.
  await page.getByLabel('ਈ-ਮੇਲ ਪਤਾ').fill('nobody.pa@e2e.test')
  await page.getByLabel('ਪਾਸਵਰਡ', { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'ਪਾਸਵਰਡ ਦਿਖਾਓ' }).click()
  await page.getByRole('button', { name: 'ਸਾਈਨ ਇਨ ਕਰੋ' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'ਈ-ਮੇਲ ਪਤਾ ਜਾਂ ਪਾਸਵਰਡ ਗ਼ਲਤ ਹੈ।' })).toBeVisible()
  await expectAllPunjabi(page)
  await expectFitsEveryWidth(page)
})

test('sign-up in Punjabi: errors, the strength meter and the e-mailed code step, with the terms and privacy policy a click away', async ({
  page,
  context,
}) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.152' })
  await page.goto('/sign-up?lang=pa')
  await expect(page.getByRole('heading', { level: 1, name: 'ਆਪਣਾ ਖਾਤਾ ਬਣਾਓ' })).toBeVisible()
  await page.getByLabel('ਪਾਸਵਰਡ', { exact: true }).fill('password123')
  await expect(page.getByText('ਪਾਸਵਰਡ ਦੀ ਮਜ਼ਬੂਤੀ: ਬਹੁਤ ਕਮਜ਼ੋਰ')).toBeVisible()
  await page.getByRole('button', { name: 'ਖਾਤਾ ਬਣਾਓ' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'ਨਿਸ਼ਾਨ ਲੱਗੇ ਖ਼ਾਨਿਆਂ ਦੀ ਜਾਂਚ ਕਰੋ।' })).toBeVisible()
  await expect(page.getByText('ਖਾਤਾ ਬਣਾਉਣ ਲਈ ਵਰਤੋਂ ਦੀਆਂ ਸ਼ਰਤਾਂ ਸਵੀਕਾਰ ਕਰੋ।')).toBeVisible()
  await expect(page.getByText('ਇਹ ਪਾਸਵਰਡ ਬਹੁਤ ਆਮ ਹੈ ਅਤੇ ਸੌਖਿਆਂ ਹੀ ਬੁੱਝਿਆ ਜਾ ਸਕਦਾ ਹੈ। ਕੋਈ ਹੋਰ ਚੁਣੋ।')).toBeVisible()
  await expectAllPunjabi(page)
  await expectFitsEveryWidth(page)

  // The terms and the privacy policy open beside the form, in Punjabi.
  const [terms] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'ਵਰਤੋਂ ਦੀਆਂ ਸ਼ਰਤਾਂ' }).click()])
  await expect(terms).toHaveURL(/\/terms\?lang=pa$/)
  await expect(terms.getByRole('heading', { level: 1, name: 'ਵਰਤੋਂ ਦੀਆਂ ਸ਼ਰਤਾਂ' })).toBeVisible()
  await terms.close()
  const [privacy] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'ਪਰਦੇਦਾਰੀ ਨੀਤੀ' }).click()])
  await expect(privacy.getByRole('heading', { level: 1, name: 'ਪਰਦੇਦਾਰੀ ਨੀਤੀ' })).toBeVisible()
  await privacy.close()

  await page.getByLabel('ਪੂਰਾ ਨਾਂ').fill('ਗੁਰਪ੍ਰੀਤ ਕੌਰ')
  await page.getByLabel('ਈ-ਮੇਲ ਪਤਾ').fill('gurpreet.pa@e2e.test')
  await page.getByLabel('ਮੋਬਾਈਲ ਨੰਬਰ').fill('98722 33447')
  await page.getByLabel('ਪਾਸਵਰਡ', { exact: true }).fill('Sirhind#Canal2026')
  await page.getByLabel('ਮੈਂ ਵਰਤੋਂ ਦੀਆਂ ਸ਼ਰਤਾਂ ਅਤੇ ਪਰਦੇਦਾਰੀ ਨੀਤੀ ਸਵੀਕਾਰ ਕਰਦਾ/ਕਰਦੀ ਹਾਂ।').check()
  await page.getByRole('button', { name: 'ਖਾਤਾ ਬਣਾਓ' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'ਅਸੀਂ gurpreet.pa@e2e.test ’ਤੇ 6 ਅੰਕਾਂ ਦਾ ਕੋਡ ਭੇਜਿਆ ਹੈ।' })).toBeVisible()
  // The code e-mail is in the language the candidate signed up in.
  const mail = await latestMailTo('gurpreet.pa@e2e.test', /^\d{6} ਤੁਹਾਡਾ Punjab PCS Academy ਖਾਤਾ ਬਣਾਉਣ ਦਾ ਕੋਡ ਹੈ$/)
  expect(mail.text).toMatch(/^ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ਗੁਰਪ੍ਰੀਤ ਕੌਰ ਜੀ,/)
  await page.getByLabel('ਈ-ਮੇਲ ਵਿੱਚ ਆਇਆ ਕੋਡ').fill('12')
  await page.getByRole('button', { name: 'ਖਾਤਾ ਬਣਾਓ' }).click()
  await expect(page.getByText('ਈ-ਮੇਲ ਵਿੱਚ ਆਇਆ 6 ਅੰਕਾਂ ਦਾ ਕੋਡ ਲਿਖੋ।')).toBeVisible()
  await expectAllPunjabi(page)
})

test('forgotten password in Punjabi: the answer and the advice under it are Punjabi', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.153' })
  await page.goto('/forgotten-password?lang=pa')
  await expect(page.getByRole('heading', { level: 1, name: 'ਪਾਸਵਰਡ ਭੁੱਲ ਗਏ' })).toBeVisible()
  await page.getByLabel('ਈ-ਮੇਲ ਪਤਾ').fill('nobody@')
  await page.getByRole('button', { name: 'ਪਾਸਵਰਡ ਬਦਲਣ ਦਾ ਲਿੰਕ ਭੇਜੋ' }).click()
  await expect(page.getByText('ਸਹੀ ਈ-ਮੇਲ ਪਤਾ ਲਿਖੋ, ਜਿਵੇਂ name@example.com।')).toBeVisible()
  await expectAllPunjabi(page)
  await page.getByLabel('ਈ-ਮੇਲ ਪਤਾ').fill('nobody.pa@e2e.test')
  await page.getByRole('button', { name: 'ਪਾਸਵਰਡ ਬਦਲਣ ਦਾ ਲਿੰਕ ਭੇਜੋ' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'ਜੇ ਕੋਈ ਖਾਤਾ ਇਹ ਈ-ਮੇਲ ਪਤਾ ਵਰਤਦਾ ਹੈ' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'ਲਿੰਕ ਦੁਬਾਰਾ ਭੇਜੋ' })).toBeVisible()
  await expectAllPunjabi(page)
  await expectFitsEveryWidth(page)
})

test('contact in Punjabi: a field error, then a confirmation that stays on the page and says what happens next', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.154' })
  await page.goto('/contact-us?lang=pa')
  await expect(page.getByRole('heading', { level: 1, name: 'ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ' })).toBeVisible()
  await page.getByLabel('ਤੁਹਾਡਾ ਨਾਂ').fill('ਹਰਲੀਨ ਗਿੱਲ')
  await page.getByLabel('ਈ-ਮੇਲ ਪਤਾ').fill('harleen.pa@e2e.test')
  await page.getByLabel('ਵਿਸ਼ਾ').fill('ਮੇਨਜ਼ ਦਾ ਬੈਚ')
  await page.getByLabel('ਤੁਹਾਡਾ ਸੁਨੇਹਾ').fill('ਛੋਟਾ ਸੁਨੇਹਾ')
  await page.getByRole('button', { name: 'ਸੁਨੇਹਾ ਭੇਜੋ' }).click()
  await expect(page.getByText('ਘੱਟੋ-ਘੱਟ 20 ਅੱਖਰ ਲਿਖੋ, ਤਾਂ ਜੋ ਸਾਨੂੰ ਪਤਾ ਲੱਗੇ ਕਿ ਤੁਹਾਡੀ ਮਦਦ ਕਿਵੇਂ ਕਰੀਏ।')).toBeVisible()
  // Nothing typed is lost to a refusal.
  await expect(page.getByLabel('ਵਿਸ਼ਾ')).toHaveValue('ਮੇਨਜ਼ ਦਾ ਬੈਚ')
  await expectAllPunjabi(page)
  await expectFitsEveryWidth(page)

  await page.getByLabel('ਤੁਹਾਡਾ ਸੁਨੇਹਾ').fill('ਮੈਂ ਹਫ਼ਤੇ ਦੇ ਦਿਨਾਂ ਵਿੱਚ ਲੁਧਿਆਣੇ ਕੰਮ ਕਰਦੀ ਹਾਂ। ਕੀ ਮੇਨਜ਼ ਲਈ ਸ਼ਨੀਵਾਰ-ਐਤਵਾਰ ਦਾ ਬੈਚ ਹੈ?')
  await page.getByRole('button', { name: 'ਸੁਨੇਹਾ ਭੇਜੋ' }).click()
  const sent = page.getByRole('region', { name: 'ਤੁਹਾਡਾ ਸੁਨੇਹਾ ਭੇਜਿਆ ਗਿਆ ਹੈ' })
  await expect(sent).toBeVisible()
  await expect(sent).toContainText('ਧੰਨਵਾਦ, ਹਰਲੀਨ ਗਿੱਲ ਜੀ। ਤੁਹਾਡਾ ਸੁਨੇਹਾ “ਮੇਨਜ਼ ਦਾ ਬੈਚ” ਸਾਡੀ ਟੀਮ ਤੱਕ ਪਹੁੰਚ ਗਿਆ ਹੈ।')
  await expect(sent).toContainText('harleen.pa@e2e.test')
  // It is still there after the toast has gone.
  await page.waitForTimeout(6_000)
  await expect(page.locator('.Toastify__toast')).toHaveCount(0)
  await expect(sent).toBeVisible()
  await expectAllPunjabi(page)
  await expectFitsEveryWidth(page)
  await page.getByRole('button', { name: 'ਇੱਕ ਹੋਰ ਸੁਨੇਹਾ ਲਿਖੋ' }).click()
  await expect(page.getByLabel('ਵਿਸ਼ਾ')).toHaveValue('')
})

for (const legal of [
  { path: '/terms', title: 'Terms of use', punjabi: 'ਵਰਤੋਂ ਦੀਆਂ ਸ਼ਰਤਾਂ' },
  { path: '/privacy', title: 'Privacy policy', punjabi: 'ਪਰਦੇਦਾਰੀ ਨੀਤੀ' },
]) {
  test(`${legal.path}: reachable from the footer, wholly Punjabi with ?lang=pa, fits a phone`, async ({ page }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: legal.title, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${legal.path}$`))
    await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible()

    await page.goto(`${legal.path}?lang=pa`)
    await expect(page.getByRole('heading', { level: 1, name: legal.punjabi })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'ਇਸ ਪੰਨੇ ’ਤੇ' })).toBeVisible()
    await expectAllPunjabi(page)
    await expectFitsEveryWidth(page)
  })
}
