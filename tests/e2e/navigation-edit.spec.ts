import { expect, test } from '@playwright/test'

import { account, signInToApi } from './accounts'

test('staff change the menu in the CMS and the header follows without a redeploy', async ({ page, request }, testInfo) => {
  const { headers: headers } = await signInToApi(request, account(testInfo, 'menu-editor'), testInfo.project.use.baseURL!)
  const before = await (await request.get('/api/globals/navigation?depth=0', { headers })).json()
  // Named so that a Punjabi page showing it meanwhile (it has no Punjabi name) reads no English word.
  const withEntry = [...before.items, { name: 'PPSC 2027', link: '/ppsc-2027', isPaid: true }]

  try {
    const saved = await request.post('/api/globals/navigation', { headers, data: { items: withEntry } })
    expect(saved.ok()).toBe(true)
    await page.goto('/')
    const entry = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^PPSC 2027/ })
    await expect(entry).toBeVisible()
    // Paid, so it leads to /coming-soon and not to its own link.
    await expect(entry).toHaveAttribute('href', '/coming-soon')
  } finally {
    await request.post('/api/globals/navigation', { headers, data: { items: before.items } })
  }
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^PPSC 2027/ })).toHaveCount(0)
})
