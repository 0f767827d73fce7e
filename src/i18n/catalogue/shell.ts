import type { CatalogueTree } from './types'

/** The site around every page: header, menus, banner, footer, breadcrumbs, language switch, 404, toasts of the shell. */
export const shell = {} as const satisfies CatalogueTree
