import type { CatalogueTree } from './types'

/** Question of the Day. */
export const dailyQuestions = {} as const satisfies CatalogueTree
