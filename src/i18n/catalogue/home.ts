import type { CatalogueTree } from './types'

/** The home page. */
export const home = {} as const satisfies CatalogueTree
