import 'server-only'

import type { Locale } from '@/i18n/locale'

import { previewable, scopeOptions } from './previewable.server'

export type LegalSlug = 'terms-of-use' | 'privacy-policy'

/** A legal page in one language, cached under its global's tag (staff's Preview shows the draft). */
export const getLegalPage = previewable(
  'legal-page',
  ['terms-of-use', 'privacy-policy'],
  async (scope, slug: LegalSlug, locale: Locale = 'en') => scope.payload.findGlobal({ slug, depth: 0, locale, ...scopeOptions(scope) }),
)
