import { expect, type Page } from '@playwright/test'

import { untranslatedWords } from '../../src/i18n/proper-nouns'

/**
 * English words a reader sees on a Punjabi page: text under an element whose language is `pa` (the
 * page's `<html lang>`), skipping anything marked `lang="en"` (the language switch's "English", content
 * deliberately shown in English), hidden elements, scripts and styles. Names and acronyms from
 * `src/i18n/proper-nouns.ts` pass. Returns `word ← "the text it is in"` for a readable failure.
 */
export async function englishOnPunjabiPage(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement
      const text = node.textContent?.trim()
      if (!element || !text) continue
      if (element.closest('script, style, noscript, template, [hidden], [aria-hidden="true"]')) continue
      if (element.closest('[lang]')?.getAttribute('lang') !== 'pa') continue
      const style = getComputedStyle(element)
      if (style.display === 'none' || style.visibility === 'hidden') continue
      found.push(text)
    }
    // What assistive technology reads counts too: labels and titles of controls.
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (element.closest('[lang]')?.getAttribute('lang') !== 'pa') continue
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(attribute)?.trim()
        if (value) found.push(value)
      }
    }
    return found
  })
  return texts.flatMap((text) => untranslatedWords(text).map((word) => `${word} ← "${text.slice(0, 80)}"`))
}

/** Fails listing every English word on a page shown in Punjabi (`<html lang="pa">` required). */
export async function expectAllPunjabi(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'pa')
  expect(await englishOnPunjabiPage(page)).toEqual([])
}

/** How wide the page lays out against the screen: wider means the reader must scroll sideways. */
export const layoutWidths = (page: Page) => page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }))

/** The page lays out no wider than the screen: nothing to scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await layoutWidths(page)
  expect(widths.page, `page lays out ${widths.page}px wide on a ${widths.screen}px screen`).toBeLessThanOrEqual(widths.screen)
}
