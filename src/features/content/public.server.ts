import 'server-only'

/** What other features read of the site's content: the shell's settings, legal pages, previewable reads. */
export { getSiteSettings } from './content.server'
export { getLegalPage, type LegalSlug } from './legal.server'
export { previewable, type ReadScope, scopeOptions } from './previewable.server'
