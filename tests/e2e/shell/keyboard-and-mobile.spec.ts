import { expect, test, type Locator, type Page } from '@playwright/test'

import { controlled, isSmallScreen, mainNav, showMenu } from './shell-helpers'

test('the menu works from the keyboard: Enter, Space, arrows, Escape and Tab', async ({ page }) => {
  await page.goto('/')
  await showMenu(page)
  const nav = mainNav(page)
  const resources = nav.getByRole('button', { name: 'Resources submenu' })
  const dropdown = await controlled(page, resources)

  await resources.focus()
  await page.keyboard.press('Enter')
  await expect(resources).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(dropdown).toBeHidden()
  await expect(resources).toBeFocused()
  await page.keyboard.press('Space')
  await expect(dropdown).toBeVisible()
  await page.keyboard.press('Space')
  await expect(dropdown).toBeHidden()

  // ArrowDown opens the dropdown on its first item and walks down it.
  await page.keyboard.press('ArrowDown')
  await expect(dropdown.getByRole('link', { name: /^NCERT/ })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(dropdown.getByRole('link', { name: 'GS PCS Prelims' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  const prelims = dropdown.getByRole('button', { name: 'GS PCS Prelims topics' })
  await expect(prelims).toBeFocused()

  // ArrowRight opens the child list on its first topic; ArrowLeft goes back and closes it.
  await page.keyboard.press('ArrowRight')
  await expect(prelims).toHaveAttribute('aria-expanded', 'true')
  await expect(dropdown.getByRole('link', { name: 'CSAT', exact: true })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(dropdown.getByRole('link', { name: 'Environment', exact: true })).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(prelims).toBeFocused()
  await expect(prelims).toHaveAttribute('aria-expanded', 'false')

  // Up from the top wraps to the last item; End and Home jump.
  await page.keyboard.press('Home')
  await expect(dropdown.getByRole('link', { name: /^NCERT/ })).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(dropdown.getByRole('link', { name: 'Syllabus' })).toBeFocused()

  // Escape inside a child list closes only that list; the next Escape closes the dropdown.
  await prelims.focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Escape')
  await expect(prelims).toHaveAttribute('aria-expanded', 'false')
  await expect(dropdown).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dropdown).toBeHidden()
  await expect(resources).toBeFocused()

  // ArrowUp opens the dropdown on its last item; Enter on a focused item follows its link.
  await page.keyboard.press('ArrowUp')
  await expect(dropdown.getByRole('link', { name: 'Syllabus' })).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await expect(dropdown.getByRole('link', { name: /^Punjab GK/ })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/coming-soon$/)
})

test('Tab moves out of an open dropdown and closes it; arrows move along the top level', async ({ page }) => {
  test.skip(isSmallScreen(page), 'The top level is a row only on large screens')
  await page.goto('/')
  const nav = mainNav(page)
  const resources = nav.getByRole('button', { name: 'Resources submenu' })
  await resources.focus()
  await page.keyboard.press('ArrowRight')
  await expect(nav.getByRole('link', { name: 'Test Series', exact: true })).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(resources).toBeFocused()

  await page.keyboard.press('Enter')
  const dropdown = await controlled(page, resources)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('End')
  await expect(dropdown.getByRole('link', { name: 'Syllabus' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dropdown).toBeHidden()
  await expect(nav.getByRole('link', { name: 'Test Series', exact: true })).toBeFocused()
})

async function tapWhereItIs(page: Page, target: Locator) {
  const box = await target.boundingBox()
  if (!box) throw new Error('Nothing to tap: the control is not on screen')
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

test(
  'on a phone the menu folds behind a toggle, locks the page and scrolls within 75% of the screen',
  { tag: '@phone' },
  async ({ page }) => {
    test.skip(!isSmallScreen(page), 'The menu folds only below the large breakpoint')
    await page.goto('/')
    const nav = mainNav(page)
    const toggle = nav.getByRole('button', { name: 'Menu', exact: true })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Test Series', exact: true })).toBeHidden()

    await page.evaluate(() => window.scrollTo(0, 400))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400)
    await tapWhereItIs(page, toggle)
    const panel = page.getByTestId('main-menu-panel')
    await expect(panel).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Test Series', exact: true })).toBeVisible()

    // Open the longest lists so the menu is taller than it may be. (Tapped where they are: a locator's
    // tap would first scroll the page to them, which is not what a finger does.)
    await tapWhereItIs(page, nav.getByRole('button', { name: 'Resources submenu' }))
    await tapWhereItIs(page, nav.getByRole('button', { name: 'GS PCS Mains topics' }))
    const size = await panel.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    }))
    expect(size.height).toBeLessThanOrEqual(844 * 0.75 + 1)
    expect(size.scrollHeight).toBeGreaterThan(size.clientHeight)

    // The menu scrolls (wheel over its first row, not over the child list, which scrolls on its own);
    // the page behind it does not.
    await page.mouse.move(195, 95)
    await page.mouse.wheel(0, 300)
    await expect.poll(() => panel.evaluate((element) => element.scrollTop)).toBeGreaterThan(0)
    // Wheel over the dimmed page below the menu: without the lock this would scroll the page.
    await page.mouse.move(195, 820)
    await page.mouse.wheel(0, 300)
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(400)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')

    await tapWhereItIs(page, nav.getByRole('button', { name: 'Close menu' }))
    await expect(panel).toBeHidden()
    expect(await page.evaluate(() => window.scrollY)).toBe(400)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
    await page.mouse.wheel(0, 300)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400)
  },
)

test('on a phone a chosen menu item closes the menu and unlocks the page', { tag: '@phone' }, async ({ page }) => {
  test.skip(!isSmallScreen(page), 'The menu folds only below the large breakpoint')
  await page.goto('/')
  await showMenu(page)
  await mainNav(page).getByRole('button', { name: 'Resources submenu' }).tap()
  await mainNav(page)
    .getByRole('link', { name: /^NCERT/ })
    .tap()
  await expect(page).toHaveURL(/\/coming-soon$/)
  await expect(page.getByTestId('main-menu-panel')).toBeHidden()
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
})
