import type { CatalogueTree } from './types'

/** Words used across the site: actions and states every page shares. */
export const common = {
  home: { en: 'Home', pa: 'ਮੁੱਖ ਪੰਨਾ' },
  signIn: { en: 'Sign in', pa: 'ਸਾਈਨ ਇਨ ਕਰੋ' },
  close: { en: 'Close', pa: 'ਬੰਦ ਕਰੋ' },
  loading: { en: 'Loading…', pa: 'ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ…' },
} as const satisfies CatalogueTree
