import type { CatalogueTree } from './types'

/** An All-Punjab mock window's leaderboard (`/leaderboard/[slug]`, ADR 044) and its live view. */
export const leaderboard = {
  metaTitle: { en: '{test}: leaderboard', pa: '{test}: ਲੀਡਰਬੋਰਡ' },
  metaDescription: {
    en: 'The rank list of {test}, an All-Punjab PPSC mock taken by candidates across Punjab at one time: the top 100, and your own rank overall and in your district.',
    pa: '{test} ਦੀ ਰੈਂਕ ਸੂਚੀ, ਪੂਰੇ ਪੰਜਾਬ ਦੇ ਉਮੀਦਵਾਰਾਂ ਵੱਲੋਂ ਇੱਕੋ ਸਮੇਂ ਦਿੱਤਾ ਆਲ-ਪੰਜਾਬ PPSC ਮੌਕ ਟੈਸਟ: ਸਿਖਰਲੇ 100, ਅਤੇ ਕੁੱਲ ਅਤੇ ਤੁਹਾਡੇ ਜ਼ਿਲ੍ਹੇ ਵਿੱਚ ਤੁਹਾਡਾ ਆਪਣਾ ਰੈਂਕ।',
  },
  eyebrow: { en: 'All-Punjab mock', pa: 'ਆਲ-ਪੰਜਾਬ ਮੌਕ' },
  title: { en: '{test}: leaderboard', pa: '{test}: ਲੀਡਰਬੋਰਡ' },
  startsAt: { en: 'Window opens', pa: 'ਵਿੰਡੋ ਖੁੱਲ੍ਹਦੀ ਹੈ' },
  lateEntryUntil: { en: 'Late entry until', pa: 'ਦੇਰ ਨਾਲ ਦਾਖ਼ਲਾ' },
  endsAt: { en: 'Window closes', pa: 'ਵਿੰਡੋ ਬੰਦ ਹੁੰਦੀ ਹੈ' },
  pending: {
    en: 'The rank list is published on {published}, once the window has closed.',
    pa: 'ਰੈਂਕ ਸੂਚੀ ਵਿੰਡੋ ਬੰਦ ਹੋਣ ਤੋਂ ਬਾਅਦ {published} ਨੂੰ ਪ੍ਰਕਾਸ਼ਿਤ ਹੋਵੇਗੀ।',
  },
  rule: {
    en: 'Only first attempts started by the end of late entry and finished by the close are ranked. Taken later, the test is practice: your score is placed against the list but never changes it.',
    pa: 'ਸਿਰਫ਼ ਉਹ ਪਹਿਲੀਆਂ ਕੋਸ਼ਿਸ਼ਾਂ ਰੈਂਕ ਹੁੰਦੀਆਂ ਹਨ ਜੋ ਦੇਰ ਨਾਲ ਦਾਖ਼ਲੇ ਦੇ ਅੰਤ ਤੱਕ ਸ਼ੁਰੂ ਅਤੇ ਵਿੰਡੋ ਬੰਦ ਹੋਣ ਤੱਕ ਪੂਰੀਆਂ ਹੋਈਆਂ। ਬਾਅਦ ਵਿੱਚ ਦਿੱਤਾ ਟੈਸਟ ਅਭਿਆਸ ਹੈ: ਤੁਹਾਡੇ ਅੰਕ ਸੂਚੀ ਦੇ ਮੁਕਾਬਲੇ ਰੱਖੇ ਜਾਂਦੇ ਹਨ ਪਰ ਇਸ ਨੂੰ ਕਦੇ ਨਹੀਂ ਬਦਲਦੇ।',
  },
  takeTest: { en: 'Go to the test', pa: 'ਟੈਸਟ ’ਤੇ ਜਾਓ' },
  live: {
    en: '{writing, plural, =0 {Nobody is writing now} one {# candidate is writing now} other {# candidates are writing now}}; {finished, plural, =0 {none has finished yet} one {# has finished} other {# have finished}}.',
    pa: '{writing, plural, =0 {ਇਸ ਵੇਲੇ ਕੋਈ ਨਹੀਂ ਲਿਖ ਰਿਹਾ} one {ਇਸ ਵੇਲੇ # ਉਮੀਦਵਾਰ ਲਿਖ ਰਿਹਾ ਹੈ} other {ਇਸ ਵੇਲੇ # ਉਮੀਦਵਾਰ ਲਿਖ ਰਹੇ ਹਨ}}; {finished, plural, =0 {ਅਜੇ ਕਿਸੇ ਨੇ ਪੂਰਾ ਨਹੀਂ ਕੀਤਾ} one {# ਨੇ ਪੂਰਾ ਕਰ ਲਿਆ ਹੈ} other {# ਨੇ ਪੂਰਾ ਕਰ ਲਿਆ ਹੈ}}।',
  },
  publishedNow: { en: 'The rank list is out. Loading it…', pa: 'ਰੈਂਕ ਸੂਚੀ ਆ ਗਈ ਹੈ। ਖੋਲ੍ਹੀ ਜਾ ਰਹੀ ਹੈ…' },
  caption: {
    en: '{count, plural, =0 {No candidate ranked} one {The one ranked candidate} other {Top {shown} of # ranked candidates}}',
    pa: '{count, plural, =0 {ਕੋਈ ਉਮੀਦਵਾਰ ਰੈਂਕ ਨਹੀਂ ਹੋਇਆ} one {ਇੱਕੋ ਰੈਂਕ ਵਾਲਾ ਉਮੀਦਵਾਰ} other {# ਰੈਂਕ ਵਾਲੇ ਉਮੀਦਵਾਰਾਂ ਵਿੱਚੋਂ ਸਿਖਰਲੇ {shown}}}',
  },
  empty: {
    en: 'Nobody finished this mock inside its window, so its rank list is empty.',
    pa: 'ਕਿਸੇ ਨੇ ਵੀ ਇਹ ਮੌਕ ਟੈਸਟ ਇਸ ਦੀ ਵਿੰਡੋ ਅੰਦਰ ਪੂਰਾ ਨਹੀਂ ਕੀਤਾ, ਇਸ ਲਈ ਰੈਂਕ ਸੂਚੀ ਖ਼ਾਲੀ ਹੈ।',
  },
  rank: { en: 'Rank', pa: 'ਰੈਂਕ' },
  candidate: { en: 'Candidate', pa: 'ਉਮੀਦਵਾਰ' },
  score: { en: 'Score (of {max})', pa: 'ਅੰਕ ({max} ਵਿੱਚੋਂ)' },
  time: { en: 'Time taken', pa: 'ਲੱਗਿਆ ਸਮਾਂ' },
  csat: { en: 'CSAT (Paper II)', pa: 'CSAT (ਪੇਪਰ II)' },
  rankedByGs: {
    en: 'Ranks are by Paper I (GS) alone, as PPSC ranks Prelims: Paper II only has to be qualified.',
    pa: 'ਰੈਂਕ ਸਿਰਫ਼ ਪੇਪਰ I (GS) ਨਾਲ ਬਣਦੇ ਹਨ, ਜਿਵੇਂ PPSC ਮੁੱਢਲੀ ਪ੍ਰੀਖਿਆ ਦੇ ਰੈਂਕ ਬਣਾਉਂਦਾ ਹੈ: ਪੇਪਰ II ਸਿਰਫ਼ ਕੁਆਲੀਫ਼ਾਈ ਕਰਨਾ ਹੁੰਦਾ ਹੈ।',
  },
  csatQualified: { en: 'Qualified', pa: 'ਕੁਆਲੀਫ਼ਾਈ' },
  csatNotQualified: { en: 'Not qualified', pa: 'ਕੁਆਲੀਫ਼ਾਈ ਨਹੀਂ' },
  csatNotTaken: { en: 'Not taken', pa: 'ਨਹੀਂ ਦਿੱਤਾ' },
  anonymous: { en: 'Anonymous candidate', pa: 'ਗੁਮਨਾਮ ਉਮੀਦਵਾਰ' },
  you: { en: '(you)', pa: '(ਤੁਸੀਂ)' },
  names: {
    en: 'Candidates appear as they chose on their account page: by initials, by full name, or anonymously. Choose yours on <link>your account page</link>.',
    pa: 'ਉਮੀਦਵਾਰ ਉਸੇ ਤਰ੍ਹਾਂ ਦਿਸਦੇ ਹਨ ਜਿਵੇਂ ਉਨ੍ਹਾਂ ਨੇ ਆਪਣੇ ਖਾਤੇ ਵਾਲੇ ਪੰਨੇ ’ਤੇ ਚੁਣਿਆ: ਮੁੱਢਲੇ ਅੱਖਰਾਂ ਨਾਲ, ਪੂਰੇ ਨਾਂ ਨਾਲ ਜਾਂ ਗੁਮਨਾਮ। ਆਪਣੀ ਚੋਣ <link>ਆਪਣੇ ਖਾਤੇ ਵਾਲੇ ਪੰਨੇ</link> ’ਤੇ ਕਰੋ।',
  },
  ownHeading: { en: 'Your place', pa: 'ਤੁਹਾਡੀ ਥਾਂ' },
  signIn: { en: 'Sign in to see your own rank', pa: 'ਆਪਣਾ ਰੈਂਕ ਵੇਖਣ ਲਈ ਸਾਈਨ ਇਨ ਕਰੋ' },
  notTaken: {
    en: 'You did not take this mock in its window. You can still <link>take it for practice</link>: your score will be placed against this list.',
    pa: 'ਤੁਸੀਂ ਇਹ ਮੌਕ ਟੈਸਟ ਇਸ ਦੀ ਵਿੰਡੋ ਵਿੱਚ ਨਹੀਂ ਦਿੱਤਾ। ਤੁਸੀਂ ਅਜੇ ਵੀ <link>ਅਭਿਆਸ ਲਈ ਦੇ ਸਕਦੇ ਹੋ</link>: ਤੁਹਾਡੇ ਅੰਕ ਇਸ ਸੂਚੀ ਦੇ ਮੁਕਾਬਲੇ ਰੱਖੇ ਜਾਣਗੇ।',
  },
  practice: {
    en: 'Your attempt was taken outside the window, so it is not on the list: here is where your latest score would stand.',
    pa: 'ਤੁਹਾਡੀ ਕੋਸ਼ਿਸ਼ ਵਿੰਡੋ ਤੋਂ ਬਾਹਰ ਦਿੱਤੀ ਗਈ, ਇਸ ਲਈ ਇਹ ਸੂਚੀ ਵਿੱਚ ਨਹੀਂ: ਤੁਹਾਡੇ ਤਾਜ਼ਾ ਅੰਕ ਇੱਥੇ ਖੜ੍ਹਦੇ।',
  },
  ownRank: { en: 'Your rank', pa: 'ਤੁਹਾਡਾ ਰੈਂਕ' },
  ownRankWould: { en: 'Rank your score would get', pa: 'ਤੁਹਾਡੇ ਅੰਕਾਂ ਨਾਲ ਬਣਦਾ ਰੈਂਕ' },
  ownScore: { en: 'Your score', pa: 'ਤੁਹਾਡੇ ਅੰਕ' },
  scoreOf: { en: '{score} of {max}', pa: '{max} ਵਿੱਚੋਂ {score}' },
} as const satisfies CatalogueTree
