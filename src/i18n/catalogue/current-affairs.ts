import type { CatalogueTree } from './types'

/** Punjab current affairs: daily, editorials, monthly consolidation. */
export const currentAffairs = {} as const satisfies CatalogueTree
