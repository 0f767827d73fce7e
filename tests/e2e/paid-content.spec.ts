import { expect, test } from '@playwright/test'

import { makePdf } from '../../src/seed/pdf'

import { account, signIn, signInToApi } from './accounts'

test("a paid PDF's address answers 403 to visitors and un-enrolled candidates, and serves the file once enrolled", async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  const { headers: staff } = await signInToApi(request, account(testInfo, 'paid-file-editor'), testInfo.project.use.baseURL!)
  const { docs: products } = await (
    await request.get('/api/products?where[slug][equals]=punjab-gk-complete-notes&depth=0', { headers: staff })
  ).json()
  const product = products[0]
  const filename = `paid-check-${testInfo.project.name}-${Date.now()}.pdf`
  const uploaded = await request.post('/api/media', {
    headers: staff,
    multipart: {
      file: {
        name: filename,
        mimeType: 'application/pdf',
        buffer: makePdf('Punjab GK: rivers and doabs', [
          'The Beas, Sutlej and Ravi divide Punjab into the Majha, Doaba and Malwa regions.',
        ]),
      },
      _payload: JSON.stringify({ alt: 'Punjab GK: rivers and doabs', availability: 'paid', products: [product.id] }),
    },
  })
  expect(uploaded.ok()).toBe(true)
  const fileUrl = (await uploaded.json()).doc.url as string

  const anonymous = await playwright.request.newContext({ baseURL })
  expect((await anonymous.get(fileUrl)).status()).toBe(403)
  await anonymous.dispose()

  const candidate = account(testInfo, 'paid-file-candidate')
  await signIn(page, candidate)
  // As the browser sends a download link's request: with the session cookie, from this site.
  const asBrowser = { headers: { 'Sec-Fetch-Site': 'same-origin' } }
  expect((await page.request.get(fileUrl, asBrowser)).status()).toBe(403)

  const me = await (await page.request.get('/api/users/me', asBrowser)).json()
  const enrolment = await request.post('/api/enrolments', {
    headers: staff,
    data: {
      user: me.user.id,
      product: product.id,
      validUntil: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
      note: 'E2E check',
    },
  })
  expect(enrolment.ok()).toBe(true)
  const served = await page.request.get(fileUrl, asBrowser)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toContain('application/pdf')
  expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-')
})
