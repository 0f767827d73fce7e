import type { CatalogueTree } from './types'

/** The exam screen. */
export const exam = {} as const satisfies CatalogueTree
