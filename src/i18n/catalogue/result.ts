import type { CatalogueTree } from './types'

/** The result page. */
export const result = {} as const satisfies CatalogueTree
