import type { CatalogueTree } from './types'

/** Sign-in, sign-up, forgotten password, the account page. */
export const auth = {} as const satisfies CatalogueTree
