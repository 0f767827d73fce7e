import { expect, test } from '@playwright/test'

import { controlled, isSmallScreen, mainNav, seededMenu, showMenu } from './shell-helpers'

test.describe('header menu', () => {
  test('shows the full menu tree from the CMS with every link', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/')
    await showMenu(page)
    const nav = mainNav(page)
    for (const entry of seededMenu) {
      await expect(nav.getByRole('link', { name: entry.name, exact: true })).toHaveAttribute('href', entry.href)
      if (entry.submenu.length === 0) continue
      const toggle = nav.getByRole('button', { name: `${entry.name} submenu` })
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      const dropdown = await controlled(page, toggle)
      await expect(dropdown).toBeVisible()
      for (const sub of entry.submenu) {
        const link = dropdown.getByRole('link', { name: sub.name }).first()
        await expect(link).toHaveAttribute('href', sub.href)
        if (sub.children.length === 0) continue
        const childToggle = dropdown.getByRole('button', { name: `${sub.name} topics` })
        await childToggle.click()
        const children = await controlled(page, childToggle)
        await expect(children.getByRole('link')).toHaveCount(sub.children.length)
        for (const [index, child] of sub.children.entries()) {
          await expect(children.getByRole('link').nth(index)).toHaveAttribute('href', child.href)
          await expect(children.getByRole('link').nth(index)).toHaveText(child.name)
        }
        await childToggle.click()
        await expect(children).toBeHidden()
      }
      await toggle.click()
      await expect(dropdown).toBeHidden()
    }
  })

  test('every paid item, NCERT included, leads to /coming-soon', async ({ page }) => {
    const paid = seededMenu.flatMap((entry) =>
      entry.submenu.filter((sub) => sub.isPaid).map((sub) => ({ parent: entry.name, name: sub.name })),
    )
    expect(paid.map((item) => item.name)).toContain('NCERT')
    for (const item of paid) {
      await page.goto('/')
      await showMenu(page)
      await mainNav(page)
        .getByRole('button', { name: `${item.parent} submenu` })
        .click()
      // "CSAT" is also a free Prelims topic; the paid one is the direct submenu entry.
      await mainNav(page)
        .getByRole('link', { name: `${item.name} (paid, coming soon)`, exact: true })
        .click()
      await expect(page).toHaveURL(/\/coming-soon$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeVisible()
    }
    // The coming-soon page offers a way back.
    await page.getByRole('button', { name: 'Go back' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('a click outside closes every open dropdown', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/')
    await showMenu(page)
    const nav = mainNav(page)
    const resources = nav.getByRole('button', { name: 'Resources submenu' })
    await resources.click()
    const mains = nav.getByRole('button', { name: 'GS PCS Mains topics' })
    await mains.click()
    await expect(nav.getByRole('link', { name: 'Ethics', exact: true })).toBeVisible()

    if (isSmallScreen(page)) {
      // Outside the folded menu is the dimmed page: a tap there closes the dropdowns and the menu.
      await page.touchscreen.tap(200, 830)
      await expect(resources).toBeHidden()
      await expect(nav.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute('aria-expanded', 'false')
      return
    }
    // Opening another dropdown closes the first one.
    await nav.getByRole('button', { name: 'Punjab Current Affairs submenu' }).click()
    await expect(resources).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Daily CA', exact: true })).toBeVisible()
    await page.mouse.click(30, 600)
    await expect(nav.getByRole('link', { name: 'Daily CA', exact: true })).toBeHidden()
    await expect(nav.getByRole('button', { expanded: true })).toHaveCount(0)
  })

  test('a child dropdown is limited in height and scrolls', async ({ page }) => {
    await page.goto('/')
    await showMenu(page)
    const nav = mainNav(page)
    await nav.getByRole('button', { name: 'Resources submenu' }).click()
    const mains = nav.getByRole('button', { name: 'GS PCS Mains topics' })
    await mains.click()
    const children = await controlled(page, mains)
    const box = await children.evaluate((list) => ({
      scrollHeight: list.scrollHeight,
      clientHeight: list.clientHeight,
      maxHeight: getComputedStyle(list).maxHeight,
    }))
    expect(box.maxHeight).not.toBe('none')
    expect(box.scrollHeight).toBeGreaterThan(box.clientHeight)
    // The last of the 20 Mains topics is reached by scrolling the list itself.
    const last = children.getByRole('link', { name: 'Punjab GS' })
    await last.scrollIntoViewIfNeeded()
    await expect(last).toBeInViewport()
    expect(await children.evaluate((list) => list.scrollTop)).toBeGreaterThan(0)
  })

  test('Join Today leads to /sign-in', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Join Today' })).toHaveAttribute('href', '/sign-in')
  })
})
