import { expect, type Locator, type Page } from '@playwright/test'

import { toMenu } from '../../../src/components/site/menu'
import { navigation } from '../../../src/seed/content/site'

/** The menu as the seed writes it, with paid entries already pointing at /coming-soon. */
export const seededMenu = toMenu({ items: navigation })

export const isSmallScreen = (page: Page) => (page.viewportSize()?.width ?? 0) < 1200

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

/** On a phone the menu is folded behind its toggle; open it. On a desktop it is always there. */
export async function showMenu(page: Page) {
  if (!isSmallScreen(page)) return
  const toggle = mainNav(page).getByRole('button', { name: 'Menu', exact: true })
  await toggle.click()
  await expect(mainNav(page).getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
}

/** Collects the page's keydown/copy events' `defaultPrevented`, read after every listener ran. */
export async function recordPrevented(page: Page) {
  await page.evaluate(() => {
    const log: string[] = []
    ;(window as unknown as { __prevented: string[] }).__prevented = log
    for (const type of ['keydown', 'keyup', 'copy'] as const) {
      window.addEventListener(type, (event) => {
        const key = event instanceof KeyboardEvent ? event.key : ''
        log.push(`${type}:${key}:${event.defaultPrevented}`)
      })
    }
  })
}

export const preventedLog = (page: Page) => page.evaluate(() => (window as unknown as { __prevented: string[] }).__prevented.splice(0))

/** The list a disclosure button opens (its aria-controls). */
export async function controlled(page: Page, toggle: Locator): Promise<Locator> {
  return page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
}
