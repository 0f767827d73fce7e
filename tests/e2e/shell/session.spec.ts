import { expect, test } from '@playwright/test'

import { account } from '../accounts'

test(
  'the header shows Log Out when signed in, and Join Today again after logging out, without a reload',
  { tag: '@phone' },
  async ({ page, baseURL }, testInfo) => {
    await page.goto('/')
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Join Today' })).toBeVisible()

    const { email, password } = account(testInfo, 'session-logout')
    const login = await page.request.post('/api/users/login', { data: { email, password }, headers: { Origin: baseURL! } })
    expect(login.ok()).toBe(true)
    await page.reload()
    const logOut = banner.getByRole('button', { name: 'Log Out' })
    await expect(logOut).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Join Today' })).toHaveCount(0)

    // Marks this document: a full reload would lose the mark.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
    await logOut.click()
    // On the sign-in page (inside the header), and back home, the header offers Join Today.
    await expect(page).toHaveURL(/\/sign-in$/)
    await expect(banner.getByRole('link', { name: 'Join Today' })).toBeVisible()
    await banner.getByRole('link', { name: 'Punjab PCS Academy' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(banner.getByRole('link', { name: 'Join Today' })).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Log Out' })).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
    const me = await page.request.get('/api/users/me')
    expect((await me.json()).user).toBeNull()
  },
)

test('another tab that signs in or out updates this tab’s header without a reload', async ({ page, context }, testInfo) => {
  await page.goto('/')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Join Today' })).toBeVisible()
  const other = await context.newPage()
  await other.goto('/coming-soon')
  const { email, password } = account(testInfo, 'session-tabs')
  // What the sign-in page does after a successful sign-in: store the session, tell the other tabs.
  await other.evaluate(
    async ({ email, password }) => {
      await fetch('/api/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      new BroadcastChannel('pcs-session').postMessage('changed')
    },
    { email, password },
  )
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log Out' })).toBeVisible()
  await expect(other.getByRole('banner').getByRole('button', { name: 'Log Out' })).toBeVisible()
  await other.getByRole('banner').getByRole('button', { name: 'Log Out' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Join Today' })).toBeVisible()
})
