import type { CatalogueTree } from './types'

/** Search. */
export const search = {} as const satisfies CatalogueTree
