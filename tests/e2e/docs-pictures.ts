import { mkdirSync } from 'node:fs'
import path from 'node:path'

import type { Page, TestInfo } from '@playwright/test'

/**
 * A picture of what staff see, for docs/staff-guide.md: written there when the suite runs with
 * DOCS_SCREENSHOTS=1 (`DOCS_SCREENSHOTS=1 npx playwright test tests/e2e/staff-tasks.spec.ts
 * tests/e2e/question-of-the-day.spec.ts --project desktop`), otherwise beside the test's results.
 */
export async function guidePicture(page: Page, testInfo: TestInfo, name: string) {
  const file = process.env.DOCS_SCREENSHOTS ? path.resolve('docs/staff-guide', `${name}.png`) : testInfo.outputPath(`${name}.png`)
  mkdirSync(path.dirname(file), { recursive: true })
  await page.screenshot({ path: file })
}
