import type { CatalogueTree } from './types'

/** PYQ papers, courses (products), success stories, FAQs. */
export const library = {} as const satisfies CatalogueTree
