/**
 * How the project starts Debian's Chromium, for the browser tests (playwright.config.ts) and the
 * benchmarks: its path, and the flags that keep it from reaching out to Google's hosts, which this
 * machine's closed network refuses.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}
