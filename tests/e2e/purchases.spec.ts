import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { account, signIn } from './accounts'

/**
 * Buying online (issue 19, part 4; ADR 053) in the browser, through the local Razorpay simulator the
 * test run starts (tests/payments/razorpay-simulator.mjs, playwright.config.ts): the course page, the
 * checkout, the gateway's hosted page, the way back, the invoice, and the paid notes opening; a
 * declined payment tried again; the webhook arriving before the browser. The simulator signs its
 * returns and webhooks as Razorpay documents; the app checks them as it would Razorpay's.
 */
const simulator = `http://127.0.0.1:${process.env.E2E_RAZORPAY_PORT}`
const NOTES = '/products/punjab-gk-complete-notes'
const PAID_TOPIC = '/resource/gs-pcs-prelims_punjab-gk'

const setMode = async (page: Page, mode: Record<string, unknown>) => {
  const answer = await page.request.post(`${simulator}/__control`, { data: mode })
  expect(answer.ok()).toBe(true)
}

async function deliveriesFor(page: Page, gatewayOrderId: string): Promise<{ event: string; status: number | null }[]> {
  return (await page.request.get(`${simulator}/__deliveries?order_id=${gatewayOrderId}`)).json()
}

/** What a request from the site's own page carries, so Payload's API accepts the session cookie. */
const sameSite = (page: Page) => ({ Origin: new URL(page.url()).origin, 'Sec-Fetch-Site': 'same-origin' })

/** From the course page to the gateway's page: Buy now, the bill, Pay. */
async function checkOut(page: Page) {
  await page.goto(NOTES)
  const buy = page.getByRole('region', { name: 'Buy online' })
  await expect(buy).toContainText(/Offer ends \d/)
  await buy.getByRole('link', { name: 'Buy now' }).click()
  await expect(page).toHaveURL(/\/checkout\/punjab-gk-complete-notes$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expect(page.getByTestId('checkout-amount')).toHaveText('₹999')
  await expect(page.getByLabel('State you live in')).toHaveValue('03')
  await page.getByRole('button', { name: 'Pay ₹999' }).click()
  await expect(page).toHaveTitle('Razorpay (simulator)')
  await expect(page.getByText('₹999.00')).toBeVisible()
}

test.afterEach(async ({ page }) => {
  await page.request.post(`${simulator}/__control`, { data: { reset: true } })
})

test('a candidate buys the Punjab GK notes by UPI: the notes open at once and the GST invoice is in their account', async ({
  page,
}, testInfo) => {
  await signIn(page, account(testInfo, 'buyer-upi'))
  await page.goto(PAID_TOPIC)
  await expect(page.getByRole('region', { name: 'The full notes are for enrolled candidates' })).toBeVisible()

  await checkOut(page)
  await page.getByRole('button', { name: 'Pay with UPI' }).click()
  await expect(page).toHaveURL(/\/account\/orders\/PCS-\d{6}-[0-9A-F]{8}$/)
  const state = page.getByTestId('order-state')
  await expect(state.getByRole('heading', { name: 'Payment received' })).toBeVisible()
  await expect(state).toContainText('Punjab GK Complete Notes is open until')
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

  const download = page.waitForEvent('download')
  await state.getByRole('link', { name: 'Download invoice (PDF)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^invoice-PCS-\d{4}-\d{2}-\d{5}\.pdf$/)

  await page.goto(PAID_TOPIC)
  await expect(page.getByRole('region', { name: 'The full notes are for enrolled candidates' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Downloadable PDFs' })).toBeVisible()

  // The order is listed with its invoice; buying again is not offered while the access runs.
  await page.goto('/account')
  await page.getByRole('link', { name: /^Orders and invoices/ }).click()
  await expect(page.getByRole('row').filter({ hasText: 'Punjab GK Complete Notes' })).toContainText('Paid')
  await page.goto('/checkout/punjab-gk-complete-notes')
  await expect(page.getByRole('status').filter({ hasText: 'You already have this course, until' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0)
})

test('a declined payment leaves the course closed, says why, and paying again on the same order opens it', async ({ page }, testInfo) => {
  await signIn(page, account(testInfo, 'buyer-declined'))
  await checkOut(page)
  await page.getByRole('button', { name: 'Payment fails' }).click()
  const state = page.getByTestId('order-state')
  await expect(state.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible()
  await expect(state).toContainText('the bank declined it')
  await expect(state).toContainText('No money was taken for this order.')
  await page.goto(PAID_TOPIC)
  await expect(page.getByRole('region', { name: 'The full notes are for enrolled candidates' })).toBeVisible()
  await page.goBack()

  await page.getByRole('button', { name: 'Try again: pay ₹999' }).click()
  await expect(page).toHaveTitle('Razorpay (simulator)')
  await page.getByRole('button', { name: 'Pay with UPI' }).click()
  await expect(page.getByTestId('order-state').getByRole('heading', { name: 'Payment received' })).toBeVisible()
})

test('buying again before paying, from the course page, takes up the same order: one order, one payment', async ({ page }, testInfo) => {
  await signIn(page, account(testInfo, 'buyer-twice'))
  await checkOut(page)
  // Back from the gateway's page: the order's own page, waiting for the payment.
  await page.goBack()
  await expect(page).toHaveURL(/\/account\/orders\/PCS-\d{6}-[0-9A-F]{8}$/)
  const firstOrder = page.url()
  // The course page again (or another tab), Buy now, Pay: the same order at the gateway.
  await checkOut(page)
  await page.getByRole('button', { name: 'Pay with UPI' }).click()
  await expect(page.getByTestId('order-state').getByRole('heading', { name: 'Payment received' })).toBeVisible()
  expect(page.url()).toBe(firstOrder)
  await page.goto('/account/orders')
  await expect(page.getByRole('row').filter({ hasText: 'Punjab GK Complete Notes' })).toHaveCount(1)
})

test('when the webhook arrives before the browser, and is delivered three times, the course is granted once', async ({
  page,
}, testInfo) => {
  await signIn(page, account(testInfo, 'buyer-webhook-first'))
  await setMode(page, { webhook: 'before-callback', deliveries: 3 })
  await checkOut(page)
  await page.getByRole('button', { name: 'Pay with UPI' }).click()
  await expect(page.getByTestId('order-state').getByRole('heading', { name: 'Payment received' })).toBeVisible()
  // The candidate's own orders and enrolments, as the REST API gives them to their session.
  const own = async (collection: string) =>
    (await (await page.request.get(`/api/${collection}?depth=0`, { headers: sameSite(page) })).json()).docs as Record<string, unknown>[]
  const orders = await own('orders')
  expect(orders).toHaveLength(1)
  const gatewayOrderId = String(orders[0]!.gatewayOrderId)
  const deliveries = await deliveriesFor(page, gatewayOrderId)
  expect(deliveries.map((delivery) => delivery.event).sort()).toEqual([
    ...Array(3).fill('order.paid'),
    ...Array(3).fill('payment.captured'),
  ])
  expect(deliveries.every((delivery) => delivery.status === 200)).toBe(true)
  expect(await own('enrolments')).toEqual([expect.objectContaining({ order: orders[0]!.id })])
})

test('over HTTP: a webhook without the gateway’s signature, a purchase from another site or signed out, are refused', async ({
  request,
  baseURL,
}) => {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: 'pay_x', order_id: 'order_x', amount: 99900 } } },
  })
  const forged = await request.post('/api/purchases/webhook', {
    data: body,
    headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': 'f'.repeat(64) },
  })
  expect(forged.status()).toBe(400)
  const foreign = await request.post('/api/purchases', {
    data: { product: 'punjab-gk-complete-notes', buyerName: 'Harpreet Kaur', buyerState: '03' },
    headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
  })
  expect(foreign.status()).toBe(403)
  const signedOut = await request.post('/api/purchases', {
    data: { product: 'punjab-gk-complete-notes', buyerName: 'Harpreet Kaur', buyerState: '03' },
    headers: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' },
  })
  expect(signedOut.status()).toBe(401)
  // Signed out, the checkout and the invoice go to sign-in first.
  const checkout = await request.get('/checkout/punjab-gk-complete-notes', { maxRedirects: 0 })
  expect([303, 307, 308]).toContain(checkout.status())
  expect(checkout.headers().location).toContain('/sign-in?next=')
})
