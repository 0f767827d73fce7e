import type { CatalogueTree } from './types'

/** Resources, topic pages and the syllabus. */
export const resources = {} as const satisfies CatalogueTree
