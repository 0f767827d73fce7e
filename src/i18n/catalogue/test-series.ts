import type { CatalogueTree } from './types'

/** The test-series list and a test’s instructions. */
export const testSeries = {} as const satisfies CatalogueTree
