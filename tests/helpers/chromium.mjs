import { existsSync } from 'node:fs'

/**
 * How the project starts Debian's Chromium, for the browser tests (playwright.config.ts) and the
 * benchmarks: its path, and the flags that keep it from reaching out to Google's hosts, which this
 * machine's closed network refuses.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The browser tests run in Debian's headless shell of the same Chromium (package
 * chromium-headless-shell), as Playwright's own headless runs do: it renders a page for about half the
 * CPU of the full browser, and the browser suite is bound by CPU on two cores (ADR 056). Without the
 * package, or with CHROMIUM_PATH set (e.g. to watch a test with --headed), they use that Chromium.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const testBrowserPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath)

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export const chromiumLaunchOptions = { executablePath: chromiumPath, args }

/** Launch options for the browser tests (playwright.config.ts, playwright.cluster.config.ts). */
export const testBrowserLaunchOptions = { executablePath: testBrowserPath, args }
