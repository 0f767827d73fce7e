import { expect, test, type Page } from '@playwright/test'

import { shell } from '../../../src/i18n/catalogue/shell'

import { preventedLog, recordPrevented } from './shell-helpers'

// The spec's warnings, exactly as written (the catalogue keeps them beside their Punjabi).
const {
  copyBlocked: { en: COPY_BLOCKED_MESSAGE },
  screenshotBlocked: { en: SCREENSHOT_BLOCKED_MESSAGE },
  printBlocked: { en: PRINT_BLOCKED_MESSAGE },
} = shell.protection

const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text })

/** Opens the home page once its content protection is listening. */
async function openHome(page: Page) {
  await page.goto('/')
  await expect(page.locator('html[data-content-protection="on"]')).toHaveCount(1)
}

async function dismiss(page: Page, text: string) {
  // Dispatched rather than clicked: on a phone the toast may still be sliding in under the pointer.
  await toast(page, text).getByRole('button', { name: 'close' }).dispatchEvent('click')
  await expect(toast(page, text)).toHaveCount(0)
}

test('copying page text is prevented with a warning toast; copying from a form field is not', async ({ page }) => {
  await openHome(page)
  await recordPrevented(page)
  await page.getByRole('heading', { level: 1 }).selectText()
  await page.keyboard.press('ControlOrMeta+c')
  await expect(toast(page, COPY_BLOCKED_MESSAGE)).toBeVisible()
  expect(await preventedLog(page)).toContain('copy::true')
  await dismiss(page, COPY_BLOCKED_MESSAGE)

  // A form field's own text (what the candidate typed) may be copied.
  await page.evaluate(() => {
    const input = document.createElement('input')
    input.setAttribute('aria-label', 'Scratch field')
    input.value = 'my notes'
    document.querySelector('main')!.prepend(input)
  })
  await page.getByLabel('Scratch field').selectText()
  await page.keyboard.press('ControlOrMeta+c')
  expect(await preventedLog(page)).toContain('copy::false')
  await expect(toast(page, COPY_BLOCKED_MESSAGE)).toHaveCount(0)
})

const screenshotShortcuts = [
  'PrintScreen',
  'Alt+PrintScreen',
  'Control+PrintScreen',
  'Control+Shift+S',
  'Control+Shift+P',
  'Meta+Shift+3',
  'Meta+Shift+4',
  'Meta+Shift+5',
]

test('each screenshot shortcut is prevented and explained', async ({ page }) => {
  await openHome(page)
  await recordPrevented(page)
  for (const shortcut of screenshotShortcuts) {
    await page.keyboard.press(shortcut)
    await expect(toast(page, SCREENSHOT_BLOCKED_MESSAGE), shortcut).toBeVisible()
    // The shortcut's own key (not its modifiers) had its default action prevented.
    const keydowns = (await preventedLog(page)).filter((entry) => entry.startsWith('keydown:') && !/:(Meta|Shift|Control|Alt):/.test(entry))
    expect(keydowns.length, shortcut).toBeGreaterThan(0)
    expect(
      keydowns.every((entry) => entry.endsWith(':true')),
      `${shortcut}: ${keydowns.join(', ')}`,
    ).toBe(true)
    await dismiss(page, SCREENSHOT_BLOCKED_MESSAGE)
  }
  // Ordinary typing is left alone.
  await page.keyboard.press('Shift+S')
  expect(await preventedLog(page)).toContain('keydown:S:false')
  await expect(page.locator('.Toastify__toast')).toHaveCount(0)
})

test('printing is blocked: Ctrl+P is intercepted and a printout shows only a notice', async ({ page }) => {
  await openHome(page)
  await recordPrevented(page)
  await page.keyboard.press('Control+p')
  await expect(toast(page, PRINT_BLOCKED_MESSAGE)).toBeVisible()
  expect(await preventedLog(page)).toContain('keydown:p:true')

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByText(PRINT_BLOCKED_MESSAGE, { exact: true }).and(page.locator('.print-notice'))).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
  await expect(page.locator('.print-notice')).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('toasts appear top-center, stay on a click, pause on hover and close themselves after 5 seconds', async ({ page }) => {
  await openHome(page)
  const container = page.locator('.Toastify__toast-container')
  await page.evaluate(() => document.execCommand('copy'))
  const shown = toast(page, COPY_BLOCKED_MESSAGE)
  await expect(shown).toBeVisible()
  const shownAt = Date.now()
  await expect(container).toHaveClass(/Toastify__toast-container--top-center/)
  const box = (await shown.boundingBox())!
  const viewport = page.viewportSize()!
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4)
  expect(box.y).toBeLessThan(80)
  await expect(shown).toHaveClass(/Toastify__toast--warning/)
  await expect(shown).toHaveClass(/Toastify__toast-theme--light/)

  // A click on the toast does not close it.
  await shown.click({ position: { x: 20, y: 10 } })
  await page.mouse.move(0, viewport.height - 5)
  await page.waitForTimeout(Math.max(0, 3500 - (Date.now() - shownAt)))
  await expect(shown).toBeVisible()
  // Gone on its own at 5 s (a generous margin for a busy machine, and the exit animation).
  await expect(shown).toHaveCount(0, { timeout: 8000 })
  expect(Date.now() - shownAt).toBeGreaterThan(4500)

  // Hovering pauses the countdown.
  await page.evaluate(() => document.execCommand('copy'))
  await expect(shown).toBeVisible()
  // Hover once the entrance animation has settled, or the pointer may land where the toast was.
  await expect(shown).not.toHaveClass(/enter/)
  await shown.hover()
  await expect(shown.locator('.Toastify__progress-bar')).toHaveCSS('animation-play-state', 'paused')
  await page.waitForTimeout(6500)
  await expect(shown).toBeVisible()
  await page.mouse.move(0, viewport.height - 5)
  await expect(shown).toHaveCount(0, { timeout: 8000 })
})

test('Alt+T focuses the notifications; newest toasts are on top', async ({ page }) => {
  await openHome(page)
  await page.evaluate(() => document.execCommand('copy'))
  await page.keyboard.press('Control+Shift+S')
  const toasts = page.locator('.Toastify__toast')
  await expect(toasts).toHaveCount(2)
  await expect(toasts.first()).toContainText(SCREENSHOT_BLOCKED_MESSAGE)
  await page.keyboard.press('Alt+t')
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.Toastify')))).toBe(true)
})

test('bare pages have the same toasts and protection', async ({ page }) => {
  await page.goto('/test/no-such-test')
  await expect(page.locator('html[data-content-protection="on"]')).toHaveCount(1)
  await page.getByRole('heading', { level: 1 }).selectText()
  await page.keyboard.press('ControlOrMeta+c')
  await expect(toast(page, COPY_BLOCKED_MESSAGE)).toBeVisible()
  await expect(page.locator('.Toastify__toast-container')).toHaveClass(/Toastify__toast-container--top-center/)
})
