import type { CatalogueTree } from './types'

/** Daily current-affairs MCQs. */
export const dailyQuiz = {} as const satisfies CatalogueTree
