import type { CatalogueTree } from './types'

/** Search. */
export const search = {
  title: { en: 'Search', pa: 'ਖੋਜ' },
  titleWithQuery: { en: 'Search: {query}', pa: 'ਖੋਜ: {query}' },
  description: {
    en: 'Search Punjab PCS topics, current affairs, Tribune editorial analyses, previous year papers and courses.',
    pa: 'ਪੰਜਾਬ PCS ਦੇ ਵਿਸ਼ੇ, ਕਰੰਟ ਅਫੇਅਰਜ਼, Tribune ਸੰਪਾਦਕੀ ਵਿਸ਼ਲੇਸ਼ਣ, ਪਿਛਲੇ ਸਾਲਾਂ ਦੇ ਪੇਪਰ ਅਤੇ ਕੋਰਸ ਖੋਜੋ।',
  },
  label: {
    en: 'Search topics, current affairs, editorials, papers and courses',
    pa: 'ਵਿਸ਼ੇ, ਕਰੰਟ ਅਫੇਅਰਜ਼, ਸੰਪਾਦਕੀ, ਪੇਪਰ ਅਤੇ ਕੋਰਸ ਖੋਜੋ',
  },
  placeholder: { en: 'Search topics, current affairs, papers, courses', pa: 'ਵਿਸ਼ੇ, ਕਰੰਟ ਅਫੇਅਰਜ਼, ਪੇਪਰ, ਕੋਰਸ ਖੋਜੋ' },
  submit: { en: 'Search', pa: 'ਖੋਜੋ' },
  tooShort: { en: 'Type at least {min} letters to search.', pa: 'ਖੋਜਣ ਲਈ ਘੱਟੋ-ਘੱਟ {min} ਅੱਖਰ ਲਿਖੋ।' },
  // <term> wraps what the reader typed, marked with its own language (a Latin word on a Punjabi page).
  nothing: { en: 'Nothing matches “<term>{query}</term>”.', pa: '“<term>{query}</term>” ਨਾਲ ਮੇਲ ਖਾਂਦਾ ਕੁਝ ਨਹੀਂ ਮਿਲਿਆ।' },
  results: {
    en: '{count, plural, one {# result} other {# results}} for “<term>{query}</term>”.',
    pa: '“<term>{query}</term>” ਲਈ {count, plural, one {# ਨਤੀਜਾ} other {# ਨਤੀਜੇ}}।',
  },
  showingFirst: {
    en: 'Showing the first {count}: add a word to narrow the search.',
    pa: 'ਪਹਿਲੇ {count} ਦਿਖਾਏ ਗਏ ਹਨ: ਖੋਜ ਨੂੰ ਸੀਮਤ ਕਰਨ ਲਈ ਇੱਕ ਹੋਰ ਸ਼ਬਦ ਜੋੜੋ।',
  },
  tryAnother: { en: 'Try another search', pa: 'ਕੁਝ ਹੋਰ ਖੋਜ ਕੇ ਦੇਖੋ' },
  popular: { en: 'Popular searches', pa: 'ਪ੍ਰਸਿੱਧ ਖੋਜਾਂ' },
  kinds: {
    topics: { en: 'Topics', pa: 'ਵਿਸ਼ੇ' },
    currentAffairs: { en: 'Current affairs', pa: 'ਕਰੰਟ ਅਫੇਅਰਜ਼' },
    editorials: { en: 'Editorial analysis', pa: 'ਸੰਪਾਦਕੀ ਵਿਸ਼ਲੇਸ਼ਣ' },
    pyq: { en: 'Previous year papers', pa: 'ਪਿਛਲੇ ਸਾਲਾਂ ਦੇ ਪੇਪਰ' },
    courses: { en: 'Courses', pa: 'ਕੋਰਸ' },
  },
  stage: {
    prelims: { en: 'GS PCS Prelims', pa: 'GS PCS ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ' },
    mains: { en: 'GS PCS Mains', pa: 'GS PCS ਮੁੱਖ ਪ੍ਰੀਖਿਆ' },
  },
  // Words that find something in the page's language (the Punjabi ones are in the Punjabi content).
  suggestions: {
    punjabGk: { en: 'Punjab GK', pa: 'ਪੰਜਾਬ' },
    groundwater: { en: 'groundwater', pa: 'ਧਰਤੀ ਹੇਠਲਾ ਪਾਣੀ' },
    constitution: { en: 'Constitution', pa: 'ਸੰਵਿਧਾਨ' },
    csat: { en: 'CSAT', pa: 'CSAT' },
    sikhHistory: { en: 'Sikh history', pa: 'ਸਿੱਖ ਇਤਿਹਾਸ' },
    stubbleBurning: { en: 'stubble burning', pa: 'ਪਰਾਲੀ' },
  },
} as const satisfies CatalogueTree
