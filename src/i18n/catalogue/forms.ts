import type { CatalogueTree } from './types'

/** Field messages shared by every form (the zod schemas report these keys), the date field. */
export const forms = {} as const satisfies CatalogueTree
