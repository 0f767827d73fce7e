import type { CatalogueTree } from './types'

/** Terms of use and privacy policy pages. */
export const legal = {} as const satisfies CatalogueTree
