import type { CatalogueTree } from './types'

/** Terms of use and privacy policy pages: their words are staff-edited in the CMS; these frame them. */
export const legal = {
  terms: {
    title: { en: 'Terms of use', pa: 'ਵਰਤੋਂ ਦੀਆਂ ਸ਼ਰਤਾਂ' },
    description: {
      en: 'The terms on which Punjab PCS Academy offers its website, accounts, tests and courses.',
      pa: 'ਉਹ ਸ਼ਰਤਾਂ ਜਿਨ੍ਹਾਂ ’ਤੇ Punjab PCS Academy ਆਪਣੀ ਵੈੱਬਸਾਈਟ, ਖਾਤੇ, ਟੈਸਟ ਅਤੇ ਕੋਰਸ ਪੇਸ਼ ਕਰਦੀ ਹੈ।',
    },
  },
  privacy: {
    title: { en: 'Privacy policy', pa: 'ਪਰਦੇਦਾਰੀ ਨੀਤੀ' },
    description: {
      en: 'What Punjab PCS Academy stores about you, why, for how long, and how to have it deleted.',
      pa: 'Punjab PCS Academy ਤੁਹਾਡੇ ਬਾਰੇ ਕੀ ਸੰਭਾਲਦੀ ਹੈ, ਕਿਉਂ, ਕਿੰਨੇ ਸਮੇਂ ਲਈ, ਅਤੇ ਇਸ ਨੂੰ ਕਿਵੇਂ ਮਿਟਵਾਇਆ ਜਾ ਸਕਦਾ ਹੈ।',
    },
  },
  updated: { en: 'Last updated {date}', pa: 'ਆਖ਼ਰੀ ਵਾਰ ਬਦਲਿਆ: {date}' },
  contents: { en: 'On this page', pa: 'ਇਸ ਪੰਨੇ ’ਤੇ' },
  questions: {
    en: 'Questions about this page? <link>Contact us</link>.',
    pa: 'ਇਸ ਪੰਨੇ ਬਾਰੇ ਕੋਈ ਸਵਾਲ? <link>ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ</link>।',
  },
} as const satisfies CatalogueTree
