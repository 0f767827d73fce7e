import { expect, test, type Page } from '@playwright/test'

import { account } from '../accounts'
import { expectAllPunjabi, expectNoSidewaysScroll } from '../page-checks'

/** The shell's own pages, each opened in Punjabi: home, search (empty and with results), the site's and the bare 404. */
const punjabiPages = [
  '/?lang=pa',
  '/search?lang=pa',
  `/search?q=${encodeURIComponent('ਪੰਜਾਬ')}&lang=pa`,
  '/no-such-page?lang=pa',
  '/test/no-such-test?lang=pa',
]

for (const path of punjabiPages) {
  test(`${path} shows no English word outside names, in <html lang="pa">`, async ({ page }) => {
    await page.goto(path)
    await expectAllPunjabi(page)
  })
}

// Next 16 gives the not-found files' generateMetadata the page's params, but a 404 thrown by a page
// still carries the layout's default title in this build: the not-found title is not applied yet.
test('a 404 has its title in the page’s language', async ({ page }) => {
  await page.goto('/no-such-page?lang=pa')
  await expect(page).toHaveTitle(/^ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ \| Punjab PCS Academy$/)
  // Back in English (without ?lang=en the remembered Punjabi would stay, ADR 009).
  await page.goto('/no-such-page?lang=en')
  await expect(page).toHaveTitle(/^Page not found \| Punjab PCS Academy$/)
  await page.goto('/test/no-such-test?lang=pa')
  await expect(page).toHaveTitle(/^ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ/)
})

test('the home page’s title and description are in Punjabi on the Punjabi page', async ({ page }) => {
  await page.goto('/?lang=pa')
  await expect(page).toHaveTitle(/ਸਿਵਲ ਸੇਵਾਵਾਂ/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /ਪ੍ਰੀਖਿਆ/)
})

test('the menu names come from the CMS in the page’s language', async ({ page }) => {
  await page.goto('/?lang=pa')
  const menu = page.getByRole('navigation', { name: 'ਮੁੱਖ ਮੀਨੂ' })
  await expect(menu.locator('a[href="/resources"]').first()).toHaveText('ਸਰੋਤ')
  // Folded away on a phone: read the submenu button's name from its attribute.
  await expect(menu.locator('button[aria-label="ਸਰੋਤ: ਉਪ-ਮੀਨੂ"]')).toHaveCount(1)
})

/** The switch's box: the same place on every page means the same top and the same right edge. */
async function switchBox(page: Page, path: string) {
  await page.goto(path)
  const switcher = page.getByRole('navigation', { name: /^(Language|ਭਾਸ਼ਾ)$/ })
  // Hydration may swap the server's switch for the browser's (which knows the query): wait for it to settle.
  await expect(switcher.getByRole('link', { name: 'ਪੰਜਾਬੀ' })).toBeVisible()
  let box: { x: number; y: number; width: number } | null = null
  await expect(async () => {
    box = await switcher.boundingBox({ timeout: 1000 })
    expect(box, `no language switch on ${path}`).not.toBeNull()
  }).toPass({ timeout: 10_000 })
  const { x, y, width } = box!
  return { top: y, right: x + width }
}

test('the language switch is on every page in the same place: home, a content page, the sign-in page, a bare page, a 404', async ({
  page,
}) => {
  const home = await switchBox(page, '/')
  expect(home.top).toBeLessThan(20)
  for (const path of ['/resources', '/sign-in', '/sign-up', '/test/no-such-test', '/no-such-page', '/?lang=pa']) {
    const here = await switchBox(page, path)
    expect(Math.abs(here.top - home.top), `top of the switch on ${path}`).toBeLessThanOrEqual(4)
    expect(Math.abs(here.right - home.right), `right edge of the switch on ${path}`).toBeLessThanOrEqual(2)
  }
})

test('the switch keeps the query of a page that depends on it, and switches the page’s language', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('ਪੰਜਾਬ')}`)
  const switcher = page.getByRole('navigation', { name: /^(Language|ਭਾਸ਼ਾ)$/ })
  await expect(switcher.getByRole('link', { name: 'ਪੰਜਾਬੀ' })).toHaveAttribute('href', `/search?q=${encodeURIComponent('ਪੰਜਾਬ')}&lang=pa`)
  await switcher.getByRole('link', { name: 'ਪੰਜਾਬੀ' }).click()
  await expect(page).toHaveURL(/lang=pa/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pa')
  await expect(page.getByRole('heading', { level: 1, name: 'ਖੋਜ' })).toBeVisible()
  // Back to English for the tests after this one (the choice is remembered).
  await page.getByRole('navigation', { name: 'ਭਾਸ਼ਾ' }).getByRole('link', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('search on the English site finds Gurmukhi words and shows each title in both languages', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('ਪੰਜਾਬ')}`)
  await expect(page.getByText(/\d+ results? for “ਪੰਜਾਬ”\./)).toBeVisible()
  const punjabiTitles = page.getByTestId('other-language-title')
  expect(await punjabiTitles.count()).toBeGreaterThan(0)
  await expect(punjabiTitles.first()).toHaveAttribute('lang', 'pa')
})

test('Gurmukhi renders with the local Noto Sans Gurmukhi, and no request leaves the site', async ({ page, baseURL }) => {
  const elsewhere: string[] = []
  const fonts: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL!).origin) elsewhere.push(request.url())
    if (request.resourceType() === 'font') fonts.push(url.pathname)
  })
  await page.goto('/?lang=pa')
  const gurmukhi = await page.evaluate(async () => {
    await document.fonts.ready
    const face = [...document.fonts].find((font) => /U\+0?A01/i.test(font.unicodeRange))
    return face ? { family: face.family, status: face.status, renders: document.fonts.check(`16px ${face.family}`, 'ਪੰਜਾਬ') } : null
  })
  expect(gurmukhi).toEqual({ family: expect.stringMatching(/gurmukhi/i), status: 'loaded', renders: true })
  // The face used is the local file the build ships: the body's font stack names it.
  const stack = await page.locator('h1').evaluate((element) => getComputedStyle(element).fontFamily)
  expect(stack).toContain(gurmukhi!.family)
  expect(fonts.some((path) => path.startsWith('/_next/static/media/') && path.endsWith('.woff2'))).toBe(true)
  expect(elsewhere).toEqual([])
})

test('an English page draws the switch’s “ਪੰਜਾਬੀ” without fetching the whole Gurmukhi face', async ({ page }) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
  })
  await page.goto('/products')
  const punjabi = page.getByTestId('language-switch').getByRole('link', { name: 'ਪੰਜਾਬੀ' })
  await expect(punjabi).toBeVisible()
  const label = await page.evaluate(async () => {
    await document.fonts.ready
    const face = [...document.fonts].find((font) => /label/i.test(font.family))
    // The link as it is now: hydration may have replaced the server's switch while the fonts loaded,
    // and a detached element has no computed style.
    const link = document.querySelector('[data-testid="language-switch"] a[lang="pa"]')!
    const stack = getComputedStyle(link).fontFamily
    return face
      ? { status: face.status, named: stack.includes(face.family), renders: document.fonts.check(`600 16px ${face.family}`, 'ਪੰਜਾਬੀ') }
      : null
  })
  expect(label).toEqual({ status: 'loaded', named: true, renders: true })
  expect(fonts.filter((path) => /gurmukhi/i.test(path))).toEqual([])
})

test(
  'a signed-in candidate sees their dashboard where visitors see Join Today, in both languages',
  { tag: '@phone' },
  async ({ page, baseURL }, testInfo) => {
    await page.goto('/')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Join Today' }).first()).toBeVisible()
    const { email, password } = account(testInfo, 'shell-candidate')
    const login = await page.request.post('/api/users/login', { data: { email, password }, headers: { Origin: baseURL! } })
    expect(login.ok()).toBe(true)
    await page.reload()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log Out' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Join Today' })).toHaveCount(0)
    await expect(main.getByRole('link', { name: 'Go to your dashboard' })).toHaveCount(2)
    await expect(main.getByRole('link', { name: 'Go to your dashboard' }).first()).toHaveAttribute('href', '/dashboard')
    await expect(main.getByRole('link', { name: /^Continue your test/ })).toHaveCount(0)
    // With a test running, the hero offers to go back to it.
    const started = await page.request.post('/api/tests/punjab-gk-sectional-01/start', {
      form: { confirm: 'yes', language: 'en' },
      headers: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' },
      maxRedirects: 0,
    })
    expect(started.status()).toBe(303)
    await page.reload()
    const resume = main.getByRole('link', { name: /^Continue your test: / })
    await expect(resume).toHaveAttribute('href', new URL(started.headers().location!, baseURL).pathname)
    await page.goto('/?lang=pa')
    await expect(main.getByRole('link', { name: /^ਆਪਣਾ ਟੈਸਟ ਜਾਰੀ ਰੱਖੋ: / })).toHaveAttribute('href', /\/attempt\/\d+\?lang=pa$/)
    await expect(main.getByRole('link', { name: 'ਆਪਣੇ ਡੈਸ਼ਬੋਰਡ ’ਤੇ ਜਾਓ' }).first()).toHaveAttribute('href', '/dashboard?lang=pa')
    await expect(main.getByRole('link', { name: 'ਅੱਜ ਹੀ ਜੁੜੋ' })).toHaveCount(0)
    await expectAllPunjabi(page)
    await page.goto('/?lang=en')
  },
)

const widths = [320, 360, 390, 768]
const phonePages = [
  '/',
  '/?lang=pa',
  '/search?q=punjab',
  `/search?q=${encodeURIComponent('ਪੰਜਾਬ')}&lang=pa`,
  '/no-such-page',
  '/no-such-page?lang=pa',
  '/sign-in?lang=pa',
]

async function expectEveryWidthFits(page: Page) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of phonePages) {
      await page.goto(path)
      await expectNoSidewaysScroll(page)
      // The menu button is wholly on screen.
      const toggle = await page
        .getByRole('banner')
        .getByRole('button', { name: /^(Menu|ਮੀਨੂ)$/ })
        .boundingBox()
      expect(toggle && toggle.x + toggle.width, `menu button on ${path} at ${width}px`).toBeLessThanOrEqual(width)
    }
  }
}

test('no sideways scroll at 320, 360, 390 and 768 px, signed out', { tag: '@phone' }, async ({ page, isMobile }) => {
  test.skip(!isMobile, 'every-page.spec.ts checks these widths on the desktop; this one is the phone with its menu button')
  // Every page family at four widths: about 30 s, more than a minute while the machine is busy.
  test.slow()
  await expectEveryWidthFits(page)
})

test('no sideways scroll at 320, 360, 390 and 768 px, signed in', { tag: '@phone' }, async ({ page, baseURL, isMobile }, testInfo) => {
  test.skip(!isMobile, 'every-page.spec.ts checks these widths on the desktop; this one is the phone with its menu button')
  test.slow()
  const { email, password } = account(testInfo, 'shell-candidate')
  const login = await page.request.post('/api/users/login', { data: { email, password }, headers: { Origin: baseURL! } })
  expect(login.ok()).toBe(true)
  await expectEveryWidthFits(page)
  await page.goto('/?lang=en')
})

test('the favicon and app icons are served', async ({ page, request }) => {
  expect((await request.get('/favicon.ico')).status()).toBe(200)
  await page.goto('/')
  const icons = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  expect(icons.length).toBeGreaterThanOrEqual(2)
  for (const href of icons) expect((await request.get(href)).status(), href).toBe(200)
})
