import type { CatalogueTree } from './types'

/** The contact page and its form. */
export const contact = {} as const satisfies CatalogueTree
