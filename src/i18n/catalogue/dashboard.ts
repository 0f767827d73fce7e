import type { CatalogueTree } from './types'

/** The candidate’s dashboard. */
export const dashboard = {} as const satisfies CatalogueTree
