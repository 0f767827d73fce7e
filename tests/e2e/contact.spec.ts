import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { account, signIn, signInToApi } from './accounts'
import { latestMailTo } from './mail'
import { withProof } from './proof-of-work'

const SENT = 'Thank you, your message has been sent. We have e-mailed you a confirmation and will reply within one working day.'
const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify__toast').filter({ hasText: text })
const field = {
  name: (page: Page) => page.getByLabel('Your name'),
  email: (page: Page) => page.getByLabel('E-mail address'),
  mobile: (page: Page) => page.getByLabel('Mobile number (optional)'),
  subject: (page: Page) => page.getByLabel('Subject'),
  message: (page: Page) => page.getByLabel('Your message'),
}
const send = (page: Page) => page.getByRole('button', { name: 'Send message' }).click()

async function fillMessage(page: Page, values: { name: string; email: string; mobile: string; subject: string; message: string }) {
  await field.name(page).fill(values.name)
  await field.email(page).fill(values.email)
  await field.mobile(page).fill(values.mobile)
  await field.subject(page).fill(values.subject)
  await field.message(page).fill(values.message)
}

const goodMessage = {
  name: 'Jaspreet Kaur',
  email: 'jaspreet.contact@e2e.test',
  mobile: '98140 52611',
  subject: 'Weekend batch for Mains GS',
  message: 'I work in Ludhiana on weekdays. Is there a weekend batch for the Mains GS papers starting this winter, and what are the fees?',
}

test('the contact page shows how to reach the institute, and a message goes through: bad fields explained, staff e-mailed, a lasting confirmation', async ({
  page,
}) => {
  // Its own client address, so the per-address limit is not shared with other tests.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.91' })
  await page.goto('/contact-us')
  await expect(page).toHaveTitle('Contact us | Punjab PCS Academy')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()

  // The ways to reach the institute come from the site settings.
  const reach = page.getByRole('region', { name: 'Ways to reach us' })
  const emailLink = reach.getByRole('link', { name: /@/ })
  await expect(emailLink).toHaveAttribute('href', /^mailto:.+@.+/)
  const supportEmail = (await emailLink.getAttribute('href'))!.replace(/^mailto:/, '')
  await expect(reach.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/91\d{10}$/,
  )
  await expect(reach.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/)
  await expect(page.getByRole('region', { name: 'Office hours and replies' })).toContainText('within one working day')

  // Nothing filled in: each field says what it needs.
  await send(page)
  await expect(page.getByRole('alert').filter({ hasText: 'Check the highlighted fields.' })).toBeVisible()
  await expect(page.getByText('Enter your full name.')).toBeVisible()
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible()
  await expect(page.getByText('Enter a subject: a few words on what your message is about.')).toBeVisible()
  await expect(page.getByText('Write your message.')).toBeVisible()
  await expect(field.name(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(field.mobile(page)).not.toHaveAttribute('aria-invalid', 'true')

  // Wrong values: explained next to their fields, and nothing typed is lost.
  await fillMessage(page, { ...goodMessage, email: 'jaspreet@', mobile: '12345', message: 'Call me.' })
  await send(page)
  await expect(page.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible()
  await expect(page.getByText('Enter a 10-digit Indian mobile number, with or without +91, or leave it empty.')).toBeVisible()
  await expect(page.getByText('Write at least 20 characters, so we know how to help.')).toBeVisible()
  await expect(field.message(page)).toHaveAccessibleDescription(/Write at least 20 characters/)
  await expect(field.subject(page)).toHaveValue(goodMessage.subject)

  await field.email(page).fill(goodMessage.email)
  await field.mobile(page).fill(goodMessage.mobile)
  await field.message(page).fill(goodMessage.message)
  await expect(page.getByText(`${goodMessage.message.length} of 5,000 characters`)).toBeVisible()
  await send(page)
  await expect(toast(page, SENT)).toBeVisible()
  // A confirmation takes the form's place and stays after the toast: what was sent, where the e-mail went, what comes next.
  const confirmation = page.getByRole('region', { name: 'Your message has been sent' })
  await expect(confirmation).toContainText('Thank you, Jaspreet Kaur. Your message “Weekend batch for Mains GS” has reached our team.')
  await expect(confirmation).toContainText(`A confirmation is on its way to ${goodMessage.email}.`)
  await expect(confirmation).toContainText('replies by e-mail within one working day, or calls you back on the mobile number you gave.')
  await expect(confirmation.getByRole('heading', { name: 'Your message has been sent' })).toBeFocused()
  await confirmation.getByRole('button', { name: 'Write another message' }).click()
  for (const input of Object.values(field)) await expect(input(page)).toHaveValue('')

  // Staff get it at the support address and can reply straight to the visitor; the visitor gets a confirmation.
  const staffMail = await latestMailTo(supportEmail, /^Contact form: Weekend batch for Mains GS$/)
  expect(staffMail.replyTo).toBe(goodMessage.email)
  expect(staffMail.text).toContain('Mobile: +919814052611')
  expect(staffMail.text).toContain(goodMessage.message)
  const acknowledgement = await latestMailTo(goodMessage.email, /^We have received your message/)
  expect(acknowledgement.text).toContain('we reply within one working day')

  // The sent message's draft is gone: a reload shows an empty form.
  await page.reload()
  await expect(field.message(page)).toHaveValue('')
  await expect(field.subject(page)).toHaveValue('')
})

test('what is typed survives a reload and a lost connection', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.92' })
  await page.goto('/contact-us')
  await fillMessage(page, { ...goodMessage, email: 'draft.contact@e2e.test' })
  await page.reload()
  await expect(field.name(page)).toHaveValue(goodMessage.name)
  await expect(field.email(page)).toHaveValue('draft.contact@e2e.test')
  await expect(field.mobile(page)).toHaveValue(goodMessage.mobile)
  await expect(field.subject(page)).toHaveValue(goodMessage.subject)
  await expect(field.message(page)).toHaveValue(goodMessage.message)

  await page.route('**/api/contact', (route) => route.abort('internetdisconnected'))
  await send(page)
  const offline = toast(page, 'Could not reach the server. Check your internet connection and try again; what you typed is kept.')
  await expect(offline).toBeVisible()
  await expect(field.message(page)).toHaveValue(goodMessage.message)
  // Both failures share one toast slot, so the first is dismissed before the second.
  await offline.getByRole('button', { name: 'close' }).click()
  await expect(offline).toBeHidden()

  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
  await send(page)
  await expect(toast(page, 'Something went wrong on our side. Please try again in a moment; what you typed is kept.')).toBeVisible()
  await expect(field.subject(page)).toHaveValue(goodMessage.subject)
})

test('the contact form is limited per address: 429 with Retry-After, shown as a toast, the text kept', async ({
  page,
  playwright,
  baseURL,
}) => {
  const address = '198.51.100.93'
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address, Origin: baseURL! } })
  expect((await api.post('/api/contact', { data: goodMessage, headers: { Origin: 'https://elsewhere.example' } })).status()).toBe(403)
  for (let count = 1; count <= 5; count++) {
    const data = await withProof(api, { ...goodMessage, email: `limit-${count}.contact@e2e.test` })
    expect((await api.post('/api/contact', { data })).status()).toBe(200)
  }
  const limited = await api.post('/api/contact', { data: await withProof(api, { ...goodMessage, email: 'limit-6.contact@e2e.test' }) })
  expect(limited.status()).toBe(429)
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0)
  await api.dispose()

  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address })
  await page.goto('/contact-us')
  await fillMessage(page, { ...goodMessage, email: 'limit-7.contact@e2e.test' })
  await send(page)
  await expect(toast(page, /^Too many attempts from your network. Please wait \d+ minutes? and try again.$/)).toBeVisible()
  await expect(field.email(page)).toHaveValue('limit-7.contact@e2e.test')
  await expect(field.message(page)).toHaveValue(goodMessage.message)
})

test('staff read the messages, visitors cannot; someone signed in finds their name and e-mail filled in', async ({
  page,
  request,
}, testInfo) => {
  const staff = account(testInfo, 'contact-staff')
  const sent = await request.post('/api/contact', {
    headers: { 'X-Forwarded-For': '198.51.100.94', Origin: testInfo.project.use.baseURL! },
    data: await withProof(request, { ...goodMessage, email: 'staff-view.contact@e2e.test', subject: 'Refund for the Prelims test series' }),
  })
  expect(sent.status()).toBe(200)
  expect((await request.get('/api/contact-messages')).status()).toBe(403)
  const { headers: headers } = await signInToApi(request, staff, testInfo.project.use.baseURL!)
  const found = await request.get('/api/contact-messages?where[email][equals]=staff-view.contact@e2e.test', { headers })
  expect((await found.json()).docs).toMatchObject([
    { subject: 'Refund for the Prelims test series', mobile: '+919814052611', status: 'new' },
  ])

  // Signing in here ends the API session above (one session per account), which is no longer needed.
  await signIn(page, staff)
  await page.goto('/contact-us')
  await expect(field.name(page)).toHaveValue('E2E contact-staff')
  await expect(field.email(page)).toHaveValue(staff.email)
  await expect(field.subject(page)).toHaveValue('')
})

test('a connection lost before the form was first used: sending says so above the form, and nothing typed is lost', async ({ page }) => {
  await page.goto('/contact-us')
  await page.waitForLoadState('networkidle')
  // The form's check (the server's own schema) loads on its first focus; now nothing more can load.
  await page.route('**/_next/static/**', (route) => route.abort('internetdisconnected'))
  await fillMessage(page, goodMessage)
  await send(page)
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Could not reach the server. Check your internet connection and try again; what you typed is kept.' }),
  ).toBeVisible()
  await expect(field.name(page)).toHaveValue(goodMessage.name)
  await expect(field.message(page)).toHaveValue(goodMessage.message)

  // Back online, the same Send goes through.
  await page.unroute('**/_next/static/**')
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.92' })
  await send(page)
  await expect(page.getByTestId('contact-sent')).toBeVisible()
})

test('/contact-us has no serious or critical accessibility violations, also with errors shown', async ({ page }) => {
  await page.goto('/contact-us')
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  expect(await serious()).toEqual([])
  await send(page)
  await expect(page.getByText('Write your message.')).toBeVisible()
  expect(await serious()).toEqual([])
})
