import type { CatalogueTree } from './types'

/** The home page (its hero, offers and blurbs are staff-edited in the CMS; these are the headings around them). */
export const home = {
  whyUs: { en: 'Why {siteName}', pa: '{siteName} ਕਿਉਂ' },
  whatYouGet: { en: 'What you get', pa: 'ਤੁਹਾਨੂੰ ਕੀ ਮਿਲਦਾ ਹੈ' },
  coversNews: { en: 'Covers the day’s news', pa: 'ਦਿਨ ਦੀਆਂ ਖ਼ਬਰਾਂ ’ਤੇ ਆਧਾਰਿਤ' },
  latestNews: { en: 'Latest current affairs', pa: 'ਤਾਜ਼ਾ ਕਰੰਟ ਅਫੇਅਰਜ਼' },
  region: {
    punjab: { en: 'Punjab', pa: 'ਪੰਜਾਬ' },
    national: { en: 'India', pa: 'ਭਾਰਤ' },
    international: { en: 'World', pa: 'ਵਿਸ਼ਵ' },
  },
  allDaily: { en: 'All daily current affairs', pa: 'ਸਾਰੇ ਰੋਜ਼ਾਨਾ ਕਰੰਟ ਅਫੇਅਰਜ਼' },
  testSeries: { en: 'Test series', pa: 'ਟੈਸਟ ਸੀਰੀਜ਼' },
  paid: { en: 'Paid', pa: 'ਭੁਗਤਾਨ ਵਾਲੀ' },
  free: { en: 'Free', pa: 'ਮੁਫ਼ਤ' },
  testCount: { en: '{count, plural, one {# test} other {# tests}}', pa: '{count, plural, one {# ਟੈਸਟ} other {# ਟੈਸਟ}}' },
  courses: { en: 'Courses', pa: 'ਕੋਰਸ' },
  validity: { en: 'Validity: {validity}', pa: 'ਮਿਆਦ: {validity}' },
  successStories: { en: 'Success stories', pa: 'ਸਫਲਤਾ ਦੀਆਂ ਕਹਾਣੀਆਂ' },
  readStories: { en: 'Read their stories', pa: 'ਉਨ੍ਹਾਂ ਦੀਆਂ ਕਹਾਣੀਆਂ ਪੜ੍ਹੋ' },
  goToDashboard: { en: 'Go to your dashboard', pa: 'ਆਪਣੇ ਡੈਸ਼ਬੋਰਡ ’ਤੇ ਜਾਓ' },
  continueTest: { en: 'Continue your test', pa: 'ਆਪਣਾ ਟੈਸਟ ਜਾਰੀ ਰੱਖੋ' },
} as const satisfies CatalogueTree
