import type { CatalogueTree } from './types'

/** The result page. */
export const result = {
  metaTitle: { en: 'Your result', pa: 'ਤੁਹਾਡਾ ਨਤੀਜਾ' },
  /** What the page is called, by the kind of test. */
  eyebrow: {
    mock: { en: 'Mock test result', pa: 'ਮੌਕ ਟੈਸਟ ਦਾ ਨਤੀਜਾ' },
    sectional: { en: 'Sectional test result', pa: 'ਭਾਗਵਾਰ ਟੈਸਟ ਦਾ ਨਤੀਜਾ' },
    topic: { en: 'Topic test result', pa: 'ਵਿਸ਼ਾ ਟੈਸਟ ਦਾ ਨਤੀਜਾ' },
    pyq: { en: 'PYQ paper result', pa: 'PYQ ਪੇਪਰ ਦਾ ਨਤੀਜਾ' },
    dailyQuiz: { en: 'Daily quiz result', pa: 'ਰੋਜ਼ਾਨਾ ਕੁਇਜ਼ ਦਾ ਨਤੀਜਾ' },
    test: { en: 'Test result', pa: 'ਟੈਸਟ ਦਾ ਨਤੀਜਾ' },
  },
  back: {
    testSeries: { en: 'Back to test series', pa: 'ਟੈਸਟ ਸੀਰੀਜ਼ ’ਤੇ ਵਾਪਸ' },
    pyq: { en: 'Back to PYQ papers', pa: 'PYQ ਪੇਪਰਾਂ ’ਤੇ ਵਾਪਸ' },
    dailyQuiz: { en: 'Back to daily quizzes', pa: 'ਰੋਜ਼ਾਨਾ ਕੁਇਜ਼ਾਂ ’ਤੇ ਵਾਪਸ' },
  },
  header: {
    attempt: { en: 'Attempt {number}', pa: 'ਕੋਸ਼ਿਸ਼ {number}' },
    finished: { en: 'Finished <time>{date}</time>', pa: 'ਖ਼ਤਮ ਕੀਤਾ: <time>{date}</time>' },
    autoSubmitted: {
      en: 'Submitted automatically when time ran out. Every answer you had saved by then was counted.',
      pa: 'ਸਮਾਂ ਖ਼ਤਮ ਹੋਣ ’ਤੇ ਆਪਣੇ-ਆਪ ਜਮ੍ਹਾਂ ਹੋਇਆ। ਉਦੋਂ ਤੱਕ ਸੰਭਾਲਿਆ ਹਰ ਉੱਤਰ ਗਿਣਿਆ ਗਿਆ।',
    },
    reviewAnswers: { en: 'Review answers', pa: 'ਉੱਤਰ ਵੇਖੋ' },
  },
  marks: { en: '{count, plural, one {{marks} mark} other {{marks} marks}}', pa: '{count, plural, one {{marks} ਅੰਕ} other {{marks} ਅੰਕ}}' },
  duration: {
    hours: { en: '{count} h', pa: '{count} ਘੰਟੇ' },
    minutes: { en: '{count} m', pa: '{count} ਮਿੰਟ' },
    seconds: { en: '{count} s', pa: '{count} ਸਕਿੰਟ' },
  },
  outcome: {
    correct: { en: 'Correct', pa: 'ਸਹੀ' },
    wrong: { en: 'Wrong', pa: 'ਗ਼ਲਤ' },
    unattempted: { en: 'Not attempted', pa: 'ਹੱਲ ਨਹੀਂ ਕੀਤਾ' },
  },
  score: {
    heading: { en: 'Your score', pa: 'ਤੁਹਾਡੇ ਅੰਕ' },
    accuracy: { en: 'Accuracy', pa: 'ਸ਼ੁੱਧਤਾ' },
    timeTaken: { en: 'Time taken', pa: 'ਲੱਗਿਆ ਸਮਾਂ' },
    of: { en: 'of {duration}', pa: '{duration} ਵਿੱਚੋਂ' },
    accuracyNote: {
      en: 'Accuracy is the share of your attempted questions that you got right.',
      pa: 'ਸ਼ੁੱਧਤਾ ਦਾ ਅਰਥ ਹੈ: ਤੁਹਾਡੇ ਹੱਲ ਕੀਤੇ ਪ੍ਰਸ਼ਨਾਂ ਵਿੱਚੋਂ ਕਿੰਨੇ ਸਹੀ ਸਨ।',
    },
    withdrawn: {
      en: '{count, plural, one {# question was withdrawn and is not counted.} other {# questions were withdrawn and are not counted.}}',
      pa: '{count, plural, one {# ਪ੍ਰਸ਼ਨ ਵਾਪਸ ਲਿਆ ਗਿਆ ਹੈ ਅਤੇ ਗਿਣਿਆ ਨਹੀਂ ਜਾਂਦਾ।} other {# ਪ੍ਰਸ਼ਨ ਵਾਪਸ ਲਏ ਗਏ ਹਨ ਅਤੇ ਗਿਣੇ ਨਹੀਂ ਜਾਂਦੇ।}}',
    },
  },
  standing: {
    heading: { en: 'Your standing', pa: 'ਤੁਹਾਡੀ ਥਾਂ' },
    laterAttempt: {
      en: 'Ranks count first attempts only. This was attempt {number}, so it is not ranked: the figures below show where this score would stand among the first attempts of {count, plural, one {# candidate} other {# candidates}}.',
      pa: 'ਰੈਂਕ ਸਿਰਫ਼ ਪਹਿਲੀ ਕੋਸ਼ਿਸ਼ ਦਾ ਗਿਣਿਆ ਜਾਂਦਾ ਹੈ। ਇਹ ਕੋਸ਼ਿਸ਼ {number} ਸੀ, ਇਸ ਲਈ ਇਸ ਦਾ ਰੈਂਕ ਨਹੀਂ ਬਣਦਾ: ਹੇਠਲੇ ਅੰਕੜੇ ਦੱਸਦੇ ਹਨ ਕਿ {count, plural, one {# ਉਮੀਦਵਾਰ} other {# ਉਮੀਦਵਾਰਾਂ}} ਦੀਆਂ ਪਹਿਲੀਆਂ ਕੋਸ਼ਿਸ਼ਾਂ ਵਿੱਚ ਇਹ ਅੰਕ ਕਿੱਥੇ ਖੜ੍ਹਦੇ।',
    },
    keptFromCheck: {
      en: 'Ranks count first attempts taken signed in. This score was kept from answers you checked before signing in, so it is not ranked: the figures below show where this score would stand among the first attempts of {count, plural, one {# candidate} other {# candidates}}.',
      pa: 'ਰੈਂਕ ਸਿਰਫ਼ ਸਾਈਨ ਇਨ ਕਰਕੇ ਦਿੱਤੀ ਪਹਿਲੀ ਕੋਸ਼ਿਸ਼ ਦਾ ਗਿਣਿਆ ਜਾਂਦਾ ਹੈ। ਇਹ ਅੰਕ ਸਾਈਨ ਇਨ ਕਰਨ ਤੋਂ ਪਹਿਲਾਂ ਜਾਂਚੇ ਉੱਤਰਾਂ ਤੋਂ ਰੱਖੇ ਗਏ ਹਨ, ਇਸ ਲਈ ਇਨ੍ਹਾਂ ਦਾ ਰੈਂਕ ਨਹੀਂ ਬਣਦਾ: ਹੇਠਲੇ ਅੰਕੜੇ ਦੱਸਦੇ ਹਨ ਕਿ {count, plural, one {# ਉਮੀਦਵਾਰ} other {# ਉਮੀਦਵਾਰਾਂ}} ਦੀਆਂ ਪਹਿਲੀਆਂ ਕੋਸ਼ਿਸ਼ਾਂ ਵਿੱਚ ਇਹ ਅੰਕ ਕਿੱਥੇ ਖੜ੍ਹਦੇ।',
    },
    rank: { en: 'Rank', pa: 'ਰੈਂਕ' },
    rankWould: { en: 'Rank this score would get', pa: 'ਇਨ੍ਹਾਂ ਅੰਕਾਂ ਨਾਲ ਬਣਦਾ ਰੈਂਕ' },
    rankOf: { en: '{rank} of {candidates}', pa: '{candidates} ਵਿੱਚੋਂ {rank}' },
    percentile: { en: 'Percentile', pa: 'ਪਰਸੈਂਟਾਈਲ' },
    topper: { en: 'Topper’s score', pa: 'ਟਾਪਰ ਦੇ ਅੰਕ' },
    average: { en: 'Average score', pa: 'ਔਸਤ ਅੰਕ' },
    firstToFinish: {
      en: 'You are the first to finish this test. Come back later to see where you stand as others take it.',
      pa: 'ਤੁਸੀਂ ਇਹ ਟੈਸਟ ਪੂਰਾ ਕਰਨ ਵਾਲੇ ਪਹਿਲੇ ਉਮੀਦਵਾਰ ਹੋ। ਹੋਰਾਂ ਦੇ ਟੈਸਟ ਦੇਣ ਤੋਂ ਬਾਅਦ ਆਪਣੀ ਥਾਂ ਵੇਖਣ ਲਈ ਬਾਅਦ ਵਿੱਚ ਆਓ।',
    },
    distribution: { en: 'Score distribution', pa: 'ਅੰਕਾਂ ਦੀ ਵੰਡ' },
    districtRank: { en: 'Rank in {district}', pa: '{district} ਵਿੱਚ ਰੈਂਕ' },
    /** A test run as an All-Punjab mock window (ADR 044). */
    window: {
      pending: {
        en: 'This is an All-Punjab mock. Your attempt is on its rank list, which is published on {published}, once the window has closed. Your rank will be here and on <link>the leaderboard</link>.',
        pa: 'ਇਹ ਆਲ-ਪੰਜਾਬ ਮੌਕ ਟੈਸਟ ਹੈ। ਤੁਹਾਡੀ ਕੋਸ਼ਿਸ਼ ਇਸ ਦੀ ਰੈਂਕ ਸੂਚੀ ਵਿੱਚ ਹੈ, ਜੋ ਵਿੰਡੋ ਬੰਦ ਹੋਣ ਤੋਂ ਬਾਅਦ {published} ਨੂੰ ਪ੍ਰਕਾਸ਼ਿਤ ਹੋਵੇਗੀ। ਤੁਹਾਡਾ ਰੈਂਕ ਇੱਥੇ ਅਤੇ <link>ਲੀਡਰਬੋਰਡ</link> ’ਤੇ ਦਿਸੇਗਾ।',
      },
      pendingPractice: {
        en: 'This is an All-Punjab mock. This attempt was taken outside its window, so it is not ranked; its rank list is published on {published}, and this score will then be placed against it here and on <link>the leaderboard</link>.',
        pa: 'ਇਹ ਆਲ-ਪੰਜਾਬ ਮੌਕ ਟੈਸਟ ਹੈ। ਇਹ ਕੋਸ਼ਿਸ਼ ਇਸ ਦੀ ਵਿੰਡੋ ਤੋਂ ਬਾਹਰ ਦਿੱਤੀ ਗਈ, ਇਸ ਲਈ ਇਸ ਦਾ ਰੈਂਕ ਨਹੀਂ ਬਣਦਾ; ਰੈਂਕ ਸੂਚੀ {published} ਨੂੰ ਪ੍ਰਕਾਸ਼ਿਤ ਹੋਵੇਗੀ, ਅਤੇ ਫਿਰ ਇਹ ਅੰਕ ਇੱਥੇ ਅਤੇ <link>ਲੀਡਰਬੋਰਡ</link> ’ਤੇ ਉਸ ਦੇ ਮੁਕਾਬਲੇ ਰੱਖੇ ਜਾਣਗੇ।',
      },
      practice: {
        en: 'Ranks of this All-Punjab mock count the first attempts finished inside its window. This attempt was not one of them, so it is not ranked: the figures below show where this score would stand among the {count, plural, one {# ranked candidate} other {# ranked candidates}}.',
        pa: 'ਇਸ ਆਲ-ਪੰਜਾਬ ਮੌਕ ਟੈਸਟ ਦੇ ਰੈਂਕ ਸਿਰਫ਼ ਵਿੰਡੋ ਅੰਦਰ ਪੂਰੀਆਂ ਹੋਈਆਂ ਪਹਿਲੀਆਂ ਕੋਸ਼ਿਸ਼ਾਂ ਦੇ ਗਿਣੇ ਜਾਂਦੇ ਹਨ। ਇਹ ਕੋਸ਼ਿਸ਼ ਉਨ੍ਹਾਂ ਵਿੱਚੋਂ ਨਹੀਂ, ਇਸ ਲਈ ਇਸ ਦਾ ਰੈਂਕ ਨਹੀਂ ਬਣਦਾ: ਹੇਠਲੇ ਅੰਕੜੇ ਦੱਸਦੇ ਹਨ ਕਿ {count, plural, one {# ਰੈਂਕ ਵਾਲੇ ਉਮੀਦਵਾਰ} other {# ਰੈਂਕ ਵਾਲੇ ਉਮੀਦਵਾਰਾਂ}} ਵਿੱਚ ਇਹ ਅੰਕ ਕਿੱਥੇ ਖੜ੍ਹਦੇ।',
      },
      leaderboard: {
        en: 'The rank list froze when the window closed. See the top 100 on <link>the leaderboard</link>.',
        pa: 'ਵਿੰਡੋ ਬੰਦ ਹੋਣ ’ਤੇ ਰੈਂਕ ਸੂਚੀ ਪੱਕੀ ਹੋ ਗਈ। ਸਿਖਰਲੇ 100 <link>ਲੀਡਰਬੋਰਡ</link> ’ਤੇ ਵੇਖੋ।',
      },
    },
    districtHint: {
      en: 'Give your district on <link>your account page</link> to see your rank among its candidates too.',
      pa: 'ਆਪਣੇ ਜ਼ਿਲ੍ਹੇ ਦੇ ਉਮੀਦਵਾਰਾਂ ਵਿੱਚ ਆਪਣਾ ਰੈਂਕ ਵੀ ਵੇਖਣ ਲਈ <link>ਆਪਣੇ ਖਾਤੇ ਵਾਲੇ ਪੰਨੇ</link> ’ਤੇ ਆਪਣਾ ਜ਼ਿਲ੍ਹਾ ਦੱਸੋ।',
    },
  },
  /** A GS paper with its CSAT paper (ADR 045). */
  prelims: {
    heading: { en: 'Prelims: Paper I with Paper II', pa: 'ਮੁੱਢਲੀ ਪ੍ਰੀਖਿਆ: ਪੇਪਰ I ਨਾਲ ਪੇਪਰ II' },
    csatYes: {
      en: 'CSAT qualified: yes. You scored {score} of {max} in <link>Paper II</link>; it needs {needed}.',
      pa: 'CSAT ਕੁਆਲੀਫ਼ਾਈ: ਹਾਂ। ਤੁਸੀਂ <link>ਪੇਪਰ II</link> ਵਿੱਚ {max} ਵਿੱਚੋਂ {score} ਅੰਕ ਲਏ; ਲੋੜ {needed} ਦੀ ਹੈ।',
    },
    csatNo: {
      en: 'CSAT qualified: no. You scored {score} of {max} in <link>Paper II</link>; it needs {needed}.',
      pa: 'CSAT ਕੁਆਲੀਫ਼ਾਈ: ਨਹੀਂ। ਤੁਸੀਂ <link>ਪੇਪਰ II</link> ਵਿੱਚ {max} ਵਿੱਚੋਂ {score} ਅੰਕ ਲਏ; ਲੋੜ {needed} ਦੀ ਹੈ।',
    },
    csatNotTaken: {
      en: 'CSAT qualified: not known yet. <link>Take Paper II</link> to see whether you qualify.',
      pa: 'CSAT ਕੁਆਲੀਫ਼ਾਈ: ਅਜੇ ਪਤਾ ਨਹੀਂ। ਕੁਆਲੀਫ਼ਾਈ ਹੋਣ ਬਾਰੇ ਜਾਣਨ ਲਈ <link>ਪੇਪਰ II ਦਿਓ</link>।',
    },
    rankedByGs: {
      en: 'Your rank is by Paper I (GS) alone, as PPSC ranks Prelims: Paper II only has to be qualified.',
      pa: 'ਤੁਹਾਡਾ ਰੈਂਕ ਸਿਰਫ਼ ਪੇਪਰ I (GS) ਨਾਲ ਬਣਦਾ ਹੈ, ਜਿਵੇਂ PPSC ਮੁੱਢਲੀ ਪ੍ਰੀਖਿਆ ਦਾ ਰੈਂਕ ਬਣਾਉਂਦਾ ਹੈ: ਪੇਪਰ II ਸਿਰਫ਼ ਕੁਆਲੀਫ਼ਾਈ ਕਰਨਾ ਹੁੰਦਾ ਹੈ।',
    },
    mainsHeading: { en: 'Would you reach Mains? (estimate)', pa: 'ਕੀ ਤੁਸੀਂ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਤੱਕ ਪਹੁੰਚੋਗੇ? (ਅਨੁਮਾਨ)' },
    verdict: {
      likely: { en: 'Likely, on this paper.', pa: 'ਇਸ ਪੇਪਰ ਅਨੁਸਾਰ, ਸੰਭਾਵਨਾ ਹੈ।' },
      borderline: { en: 'Borderline: one sign says yes, the other no.', pa: 'ਕੰਢੇ ’ਤੇ: ਇੱਕ ਸੰਕੇਤ ਹਾਂ ਕਹਿੰਦਾ ਹੈ, ਦੂਜਾ ਨਹੀਂ।' },
      unlikely: { en: 'Unlikely, on this paper.', pa: 'ਇਸ ਪੇਪਰ ਅਨੁਸਾਰ, ਸੰਭਾਵਨਾ ਘੱਟ ਹੈ।' },
      'csat-not-qualified': {
        en: 'No: without Paper II qualified, PPSC does not call a candidate to Mains, whatever the GS score.',
        pa: 'ਨਹੀਂ: ਪੇਪਰ II ਕੁਆਲੀਫ਼ਾਈ ਕੀਤੇ ਬਿਨਾਂ PPSC ਕਿਸੇ ਉਮੀਦਵਾਰ ਨੂੰ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਲਈ ਨਹੀਂ ਬੁਲਾਉਂਦਾ, GS ਦੇ ਅੰਕ ਭਾਵੇਂ ਕੁਝ ਵੀ ਹੋਣ।',
      },
      'csat-not-taken': {
        en: 'Not known until you take Paper II. On Paper I alone:',
        pa: 'ਪੇਪਰ II ਦੇਣ ਤੱਕ ਪਤਾ ਨਹੀਂ। ਸਿਰਫ਼ ਪੇਪਰ I ਅਨੁਸਾਰ:',
      },
    },
    cutoffCleared: {
      en: "Your {score} clears last year's cut-off of {cutoff}.",
      pa: 'ਤੁਹਾਡੇ {score} ਅੰਕ ਪਿਛਲੇ ਸਾਲ ਦੇ {cutoff} ਦੇ ਕੱਟ-ਆਫ਼ ਤੋਂ ਉੱਪਰ ਹਨ।',
    },
    cutoffShort: {
      en: "Your {score} is short of last year's cut-off of {cutoff}.",
      pa: 'ਤੁਹਾਡੇ {score} ਅੰਕ ਪਿਛਲੇ ਸਾਲ ਦੇ {cutoff} ਦੇ ਕੱਟ-ਆਫ਼ ਤੋਂ ਘੱਟ ਹਨ।',
    },
    lineInside: {
      en: 'Rank {rank} of {candidates} is inside the 13× line: Mains took 13 candidates per vacancy, {percent} of last year’s candidates, which here reaches rank {line}.',
      pa: '{candidates} ਵਿੱਚੋਂ {rank} ਰੈਂਕ 13× ਰੇਖਾ ਦੇ ਅੰਦਰ ਹੈ: ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਲਈ ਹਰ ਅਸਾਮੀ ਪਿੱਛੇ 13 ਉਮੀਦਵਾਰ ਲਏ ਗਏ, ਪਿਛਲੇ ਸਾਲ ਦੇ ਉਮੀਦਵਾਰਾਂ ਦਾ {percent}, ਜੋ ਇੱਥੇ {line} ਰੈਂਕ ਤੱਕ ਪਹੁੰਚਦਾ ਹੈ।',
    },
    lineOutside: {
      en: 'Rank {rank} of {candidates} is outside the 13× line: Mains took 13 candidates per vacancy, {percent} of last year’s candidates, which here reaches rank {line}.',
      pa: '{candidates} ਵਿੱਚੋਂ {rank} ਰੈਂਕ 13× ਰੇਖਾ ਤੋਂ ਬਾਹਰ ਹੈ: ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਲਈ ਹਰ ਅਸਾਮੀ ਪਿੱਛੇ 13 ਉਮੀਦਵਾਰ ਲਏ ਗਏ, ਪਿਛਲੇ ਸਾਲ ਦੇ ਉਮੀਦਵਾਰਾਂ ਦਾ {percent}, ਜੋ ਇੱਥੇ {line} ਰੈਂਕ ਤੱਕ ਪਹੁੰਚਦਾ ਹੈ।',
    },
    estimateNote: {
      en: "An estimate from last year's cut-off and PPSC's rule of 13 candidates per vacancy, on the candidates of this mock: not a prediction of PPSC's result.",
      pa: 'ਪਿਛਲੇ ਸਾਲ ਦੇ ਕੱਟ-ਆਫ਼ ਅਤੇ ਹਰ ਅਸਾਮੀ ਪਿੱਛੇ 13 ਉਮੀਦਵਾਰਾਂ ਦੇ PPSC ਨਿਯਮ ਤੋਂ, ਇਸ ਮੌਕ ਦੇ ਉਮੀਦਵਾਰਾਂ ’ਤੇ ਲਾਇਆ ਅਨੁਮਾਨ: PPSC ਦੇ ਨਤੀਜੇ ਦੀ ਭਵਿੱਖਬਾਣੀ ਨਹੀਂ।',
    },
  },
  cutoff: {
    headingBoth: { en: 'Cut-off and qualifying marks', pa: 'ਕੱਟ-ਆਫ਼ ਅਤੇ ਯੋਗਤਾ ਅੰਕ' },
    heading: { en: 'Cut-off', pa: 'ਕੱਟ-ਆਫ਼' },
    headingQualifying: { en: 'Qualifying marks', pa: 'ਯੋਗਤਾ ਅੰਕ' },
    previous: { en: "Previous year's cut-off: {marks}", pa: 'ਪਿਛਲੇ ਸਾਲ ਦਾ ਕੱਟ-ਆਫ਼: {marks}' },
    year: { en: 'Cut-off in {year}: {marks}', pa: '{year} ਦਾ ਕੱਟ-ਆਫ਼: {marks}' },
    yearEstimate: { en: 'Cut-off in {year} (academy’s estimate): {marks}', pa: '{year} ਦਾ ਕੱਟ-ਆਫ਼ (ਅਕੈਡਮੀ ਦਾ ਅਨੁਮਾਨ): {marks}' },
    scaled: {
      en: "{published} of {total}, that is {marks} of this paper's {testMarks}",
      pa: '{total} ਵਿੱਚੋਂ {published}, ਭਾਵ ਇਸ ਪੇਪਰ ਦੇ {testMarks} ਵਿੱਚੋਂ {marks}',
    },
    exactly: { en: '{lead} — your score is exactly at it', pa: '{lead} — ਤੁਹਾਡੇ ਅੰਕ ਬਿਲਕੁਲ ਇਸ ਦੇ ਬਰਾਬਰ ਹਨ' },
    above: { en: '{lead} — you are {gap} above it', pa: '{lead} — ਤੁਸੀਂ ਇਸ ਤੋਂ {gap} ਉੱਪਰ ਹੋ' },
    below: { en: '{lead} — you are {gap} short of it', pa: '{lead} — ਤੁਸੀਂ ਇਸ ਤੋਂ {gap} ਪਿੱਛੇ ਹੋ' },
    qualified: { en: 'Qualified: you reached the {marks} ({percent}) needed', pa: 'ਯੋਗ: ਤੁਸੀਂ ਲੋੜੀਂਦੇ {marks} ({percent}) ਪ੍ਰਾਪਤ ਕਰ ਲਏ' },
    notQualified: { en: 'Not qualified: you need {marks} ({percent})', pa: 'ਯੋਗ ਨਹੀਂ: ਤੁਹਾਨੂੰ {marks} ({percent}) ਚਾਹੀਦੇ ਹਨ' },
    youScored: { en: 'You scored {score}.', pa: 'ਤੁਹਾਡੇ ਅੰਕ: {score}।' },
    qualifyingNote: {
      en: 'The marks of a qualifying paper do not count towards merit: you only need to reach the qualifying marks.',
      pa: 'ਯੋਗਤਾ ਪੇਪਰ ਦੇ ਅੰਕ ਮੈਰਿਟ ਵਿੱਚ ਨਹੀਂ ਗਿਣੇ ਜਾਂਦੇ: ਤੁਹਾਨੂੰ ਸਿਰਫ਼ ਯੋਗਤਾ ਅੰਕਾਂ ਤੱਕ ਪਹੁੰਚਣਾ ਹੈ।',
    },
  },
  performance: {
    heading: { en: 'Performance by section and topic', pa: 'ਭਾਗ ਅਤੇ ਵਿਸ਼ੇ ਮੁਤਾਬਕ ਕਾਰਗੁਜ਼ਾਰੀ' },
    opensOn: {
      en: 'Your marks by section and topic open with the answers on <time>{date}</time>.',
      pa: 'ਭਾਗ ਅਤੇ ਵਿਸ਼ੇ ਮੁਤਾਬਕ ਤੁਹਾਡੇ ਅੰਕ ਉੱਤਰਾਂ ਦੇ ਨਾਲ <time>{date}</time> ਨੂੰ ਖੁੱਲ੍ਹਣਗੇ।',
    },
    opensLater: { en: 'Your marks by section and topic open with the answers.', pa: 'ਭਾਗ ਅਤੇ ਵਿਸ਼ੇ ਮੁਤਾਬਕ ਤੁਹਾਡੇ ਅੰਕ ਉੱਤਰਾਂ ਦੇ ਨਾਲ ਖੁੱਲ੍ਹਣਗੇ।' },
    scrollHint: { en: 'Swipe a table sideways to see all its columns.', pa: 'ਸਾਰੇ ਕਾਲਮ ਵੇਖਣ ਲਈ ਸਾਰਣੀ ਨੂੰ ਪਾਸੇ ਵੱਲ ਸਰਕਾਓ।' },
    sectionCaption: { en: 'Section-wise performance', pa: 'ਭਾਗਵਾਰ ਕਾਰਗੁਜ਼ਾਰੀ' },
    topicCaption: { en: 'Topic-wise performance', pa: 'ਵਿਸ਼ਾਵਾਰ ਕਾਰਗੁਜ਼ਾਰੀ' },
    section: { en: 'Section', pa: 'ਭਾਗ' },
    topic: { en: 'Topic', pa: 'ਵਿਸ਼ਾ' },
    otherQuestions: { en: 'Other questions', pa: 'ਹੋਰ ਪ੍ਰਸ਼ਨ' },
    score: { en: 'Score', pa: 'ਅੰਕ' },
    maxMarks: { en: 'Max marks', pa: 'ਕੁੱਲ ਅੰਕ' },
    total: { en: 'Total', pa: 'ਕੁੱਲ' },
    noneAttempted: { en: 'none attempted', pa: 'ਕੋਈ ਹੱਲ ਨਹੀਂ ਕੀਤਾ' },
  },
  time: {
    heading: { en: 'Time analysis', pa: 'ਸਮੇਂ ਦਾ ਵਿਸ਼ਲੇਸ਼ਣ' },
    sectionCaption: { en: 'Your time per section', pa: 'ਹਰ ਭਾਗ ਵਿੱਚ ਤੁਹਾਡਾ ਸਮਾਂ' },
    time: { en: 'Time', pa: 'ਸਮਾਂ' },
    share: { en: 'Share of your time', pa: 'ਤੁਹਾਡੇ ਸਮੇਂ ਦਾ ਹਿੱਸਾ' },
    attempted: { en: 'Attempted', pa: 'ਹੱਲ ਕੀਤੇ' },
    attemptedOf: { en: '{attempted} of {questions}', pa: '{questions} ਵਿੱਚੋਂ {attempted}' },
    perQuestion: { en: 'Per attempted question', pa: 'ਹਰ ਹੱਲ ਕੀਤੇ ਪ੍ਰਸ਼ਨ ਉੱਤੇ' },
    slowHeading: { en: 'Questions where you spent over twice the median', pa: 'ਪ੍ਰਸ਼ਨ ਜਿਨ੍ਹਾਂ ਉੱਤੇ ਤੁਸੀਂ ਮੱਧਮਾਨ ਤੋਂ ਦੁੱਗਣੇ ਤੋਂ ਵੱਧ ਸਮਾਂ ਲਾਇਆ' },
    slowItem: {
      en: 'Question {number}: <time>{yours}</time>, against a median of {median}',
      pa: 'ਪ੍ਰਸ਼ਨ {number}: <time>{yours}</time>, ਜਦਕਿ ਮੱਧਮਾਨ {median}',
    },
    slowNone: {
      en: 'You spent no more than twice the median on any question.',
      pa: 'ਤੁਸੀਂ ਕਿਸੇ ਵੀ ਪ੍ਰਸ਼ਨ ਉੱਤੇ ਮੱਧਮਾਨ ਤੋਂ ਦੁੱਗਣੇ ਤੋਂ ਵੱਧ ਸਮਾਂ ਨਹੀਂ ਲਾਇਆ।',
    },
    slowWaiting: {
      en: 'Once other candidates have answered this test, the questions that took you much longer than them are listed here.',
      pa: 'ਹੋਰ ਉਮੀਦਵਾਰਾਂ ਦੇ ਇਹ ਟੈਸਟ ਦੇਣ ਤੋਂ ਬਾਅਦ, ਜਿਨ੍ਹਾਂ ਪ੍ਰਸ਼ਨਾਂ ਉੱਤੇ ਤੁਹਾਨੂੰ ਉਨ੍ਹਾਂ ਤੋਂ ਕਿਤੇ ਵੱਧ ਸਮਾਂ ਲੱਗਿਆ ਉਹ ਇੱਥੇ ਦਿਸਣਗੇ।',
    },
    orderHeading: { en: 'The order you answered in', pa: 'ਤੁਸੀਂ ਕਿਸ ਕ੍ਰਮ ਵਿੱਚ ਉੱਤਰ ਦਿੱਤੇ' },
    orderSummary: {
      en: 'You answered {answered, plural, one {# question} other {# questions}} and went back to an earlier question {wentBack, plural, =0 {no time: straight through the paper} one {once} other {# times}}.',
      pa: 'ਤੁਸੀਂ {answered, plural, one {# ਪ੍ਰਸ਼ਨ} other {# ਪ੍ਰਸ਼ਨਾਂ}} ਦੇ ਉੱਤਰ ਦਿੱਤੇ ਅਤੇ ਪਹਿਲੇ ਪ੍ਰਸ਼ਨ ਵੱਲ {wentBack, plural, =0 {ਇੱਕ ਵਾਰ ਵੀ ਨਹੀਂ ਮੁੜੇ: ਪੇਪਰ ਸਿੱਧਾ ਹੱਲ ਕੀਤਾ} one {ਇੱਕ ਵਾਰ ਮੁੜੇ} other {# ਵਾਰ ਮੁੜੇ}}।',
    },
    orderNone: { en: 'You answered no question in this attempt.', pa: 'ਇਸ ਕੋਸ਼ਿਸ਼ ਵਿੱਚ ਤੁਸੀਂ ਕਿਸੇ ਪ੍ਰਸ਼ਨ ਦਾ ਉੱਤਰ ਨਹੀਂ ਦਿੱਤਾ।' },
    orderNotRecorded: {
      en: 'This attempt was taken before the platform recorded the order of answers.',
      pa: 'ਇਹ ਕੋਸ਼ਿਸ਼ ਉਦੋਂ ਦਿੱਤੀ ਗਈ ਸੀ ਜਦੋਂ ਪਲੇਟਫ਼ਾਰਮ ਉੱਤਰਾਂ ਦਾ ਕ੍ਰਮ ਦਰਜ ਨਹੀਂ ਕਰਦਾ ਸੀ।',
    },
    orderList: { en: 'Question numbers in the order you first answered them', pa: 'ਪ੍ਰਸ਼ਨ ਨੰਬਰ, ਜਿਸ ਕ੍ਰਮ ਵਿੱਚ ਤੁਸੀਂ ਪਹਿਲੀ ਵਾਰ ਉੱਤਰ ਦਿੱਤੇ' },
    orderShow: { en: 'Show the order', pa: 'ਕ੍ਰਮ ਵੇਖੋ' },
    wentBackMark: { en: 'went back', pa: 'ਪਿੱਛੇ ਮੁੜੇ' },
  },
  weak: {
    heading: { en: 'What to study next', pa: 'ਅੱਗੇ ਕੀ ਪੜ੍ਹਨਾ ਹੈ' },
    intro: {
      en: 'Your weakest topics in this attempt, weighted by how often the past papers ask them. A question you skipped counts as not known.',
      pa: 'ਇਸ ਕੋਸ਼ਿਸ਼ ਵਿੱਚ ਤੁਹਾਡੇ ਸਭ ਤੋਂ ਕਮਜ਼ੋਰ ਵਿਸ਼ੇ, ਇਸ ਹਿਸਾਬ ਨਾਲ ਕਿ ਪਿਛਲੇ ਸਾਲਾਂ ਦੇ ਪੇਪਰ ਇਨ੍ਹਾਂ ਬਾਰੇ ਕਿੰਨੀ ਵਾਰ ਪੁੱਛਦੇ ਹਨ। ਛੱਡਿਆ ਪ੍ਰਸ਼ਨ ਨਾ ਆਉਂਦਾ ਗਿਣਿਆ ਜਾਂਦਾ ਹੈ।',
    },
    right: { en: '{correct} of {questions} right ({percent})', pa: '{questions} ਵਿੱਚੋਂ {correct} ਸਹੀ ({percent})' },
    pyqShare: { en: '{percent} of past-paper questions', pa: 'ਪਿਛਲੇ ਸਾਲਾਂ ਦੇ ਪੇਪਰਾਂ ਦੇ {percent} ਪ੍ਰਸ਼ਨ' },
    notInPyq: { en: 'Not asked in the past papers here', pa: 'ਇੱਥੇ ਦਿੱਤੇ ਪਿਛਲੇ ਸਾਲਾਂ ਦੇ ਪੇਪਰਾਂ ਵਿੱਚ ਨਹੀਂ ਪੁੱਛਿਆ ਗਿਆ' },
    practise: { en: 'Practise 10 questions on {topic}', pa: '{topic} ਦੇ 10 ਪ੍ਰਸ਼ਨਾਂ ਦਾ ਅਭਿਆਸ ਕਰੋ' },
    read: { en: 'Read the notes', pa: 'ਨੋਟਸ ਪੜ੍ਹੋ' },
  },
  /** The one-page PDF of a result (ADR 041). */
  pdf: {
    download: { en: 'Download as PDF', pa: 'PDF ਵਜੋਂ ਡਾਊਨਲੋਡ ਕਰੋ' },
    candidate: { en: 'Candidate: {name}', pa: 'ਉਮੀਦਵਾਰ: {name}' },
    moreTopics: {
      en: '{count, plural, one {# more topic is} other {# more topics are}} listed on the result page.',
      pa: '{count, plural, one {# ਹੋਰ ਵਿਸ਼ਾ} other {# ਹੋਰ ਵਿਸ਼ੇ}} ਨਤੀਜੇ ਵਾਲੇ ਪੰਨੇ ’ਤੇ ਦਿੱਤੇ ਹਨ।',
    },
    madeOn: { en: 'Made by {site} on {date}.', pa: '{site} ਵੱਲੋਂ {date} ਨੂੰ ਬਣਾਇਆ ਗਿਆ।' },
    fullResult: { en: 'The full result:', pa: 'ਪੂਰਾ ਨਤੀਜਾ:' },
    missing: { en: 'There is no such result among yours.', pa: 'ਤੁਹਾਡੇ ਨਤੀਜਿਆਂ ਵਿੱਚ ਅਜਿਹਾ ਕੋਈ ਨਤੀਜਾ ਨਹੀਂ ਹੈ।' },
  },
  compare: {
    heading: { en: 'Your attempts compared', pa: 'ਤੁਹਾਡੀਆਂ ਕੋਸ਼ਿਸ਼ਾਂ ਦੀ ਤੁਲਨਾ' },
    introTest: { en: 'Your finished attempts at this test, oldest first.', pa: 'ਇਸ ਟੈਸਟ ਦੀਆਂ ਤੁਹਾਡੀਆਂ ਪੂਰੀਆਂ ਕੋਸ਼ਿਸ਼ਾਂ, ਪਹਿਲਾਂ ਪੁਰਾਣੀਆਂ।' },
    introSeries: { en: 'Your finished tests in {series}, oldest first.', pa: '{series} ਵਿੱਚ ਤੁਹਾਡੇ ਪੂਰੇ ਕੀਤੇ ਟੈਸਟ, ਪਹਿਲਾਂ ਪੁਰਾਣੇ।' },
    attemptsCaption: { en: 'Score, accuracy and time per attempt', pa: 'ਹਰ ਕੋਸ਼ਿਸ਼ ਦੇ ਅੰਕ, ਸ਼ੁੱਧਤਾ ਅਤੇ ਸਮਾਂ' },
    attempt: { en: 'Attempt', pa: 'ਕੋਸ਼ਿਸ਼' },
    finished: { en: 'Finished', pa: 'ਪੂਰੀ ਕੀਤੀ' },
    time: { en: 'Time', pa: 'ਸਮਾਂ' },
    label: { en: '{test}, attempt {number}', pa: '{test}, ਕੋਸ਼ਿਸ਼ {number}' },
    current: { en: '(this attempt)', pa: '(ਇਹ ਕੋਸ਼ਿਸ਼)' },
    topicsCaption: {
      en: 'Per topic, attempt by attempt: accuracy, then marks and time',
      pa: 'ਹਰ ਵਿਸ਼ੇ ਵਿੱਚ, ਕੋਸ਼ਿਸ਼-ਦਰ-ਕੋਸ਼ਿਸ਼: ਸ਼ੁੱਧਤਾ, ਫਿਰ ਅੰਕ ਅਤੇ ਸਮਾਂ',
    },
    notInPaper: { en: 'not in this paper', pa: 'ਇਸ ਪੇਪਰ ਵਿੱਚ ਨਹੀਂ' },
  },
  chart: {
    empty: {
      en: 'The chart of scores appears once candidates have finished this test.',
      pa: 'ਉਮੀਦਵਾਰਾਂ ਦੇ ਇਹ ਟੈਸਟ ਪੂਰਾ ਕਰਨ ਤੋਂ ਬਾਅਦ ਅੰਕਾਂ ਦਾ ਚਾਰਟ ਦਿਸੇਗਾ।',
    },
    you: { en: 'You', pa: 'ਤੁਸੀਂ' },
    youMark: { en: '(You)', pa: '(ਤੁਸੀਂ)' },
    caption: {
      en: 'Candidates by score (first attempts). Marks run along the bottom.',
      pa: 'ਅੰਕਾਂ ਮੁਤਾਬਕ ਉਮੀਦਵਾਰ (ਪਹਿਲੀ ਕੋਸ਼ਿਸ਼)। ਅੰਕ ਹੇਠਾਂ ਦਿੱਤੇ ਹਨ।',
    },
    showTable: { en: 'Show the numbers as a table', pa: 'ਅੰਕੜੇ ਸਾਰਣੀ ਵਿੱਚ ਵੇਖੋ' },
    tableCaption: { en: 'Candidates in each band of marks', pa: 'ਅੰਕਾਂ ਦੇ ਹਰ ਦਾਇਰੇ ਵਿੱਚ ਉਮੀਦਵਾਰ' },
    marks: { en: 'Marks', pa: 'ਅੰਕ' },
    candidates: { en: 'Candidates', pa: 'ਉਮੀਦਵਾਰ' },
    below: { en: 'Below {to}', pa: '{to} ਤੋਂ ਘੱਟ' },
    range: { en: '{from} to {to}', pa: '{from} ਤੋਂ {to}' },
    rangeBelow: { en: '{from} to below {to}', pa: '{from} ਤੋਂ {to} ਤੋਂ ਘੱਟ' },
    noScores: { en: 'No scores to show yet.', pa: 'ਅਜੇ ਵਿਖਾਉਣ ਲਈ ਕੋਈ ਅੰਕ ਨਹੀਂ।' },
    summary: {
      en: 'Bar chart of first-attempt scores: {total, plural, one {# candidate} other {# candidates}} in {bands} bands of marks. Most scored {busiest} ({busiestCount, plural, one {# candidate} other {# candidates}}). Your score, {score}, is in the band {own}, which holds {ownCount, plural, one {# candidate} other {# candidates}}.',
      pa: 'ਪਹਿਲੀ ਕੋਸ਼ਿਸ਼ ਦੇ ਅੰਕਾਂ ਦਾ ਬਾਰ ਚਾਰਟ: ਅੰਕਾਂ ਦੇ {bands} ਦਾਇਰਿਆਂ ਵਿੱਚ {total, plural, one {# ਉਮੀਦਵਾਰ} other {# ਉਮੀਦਵਾਰ}}। ਸਭ ਤੋਂ ਵੱਧ ਉਮੀਦਵਾਰਾਂ ਦੇ ਅੰਕ {busiest} ({busiestCount, plural, one {# ਉਮੀਦਵਾਰ} other {# ਉਮੀਦਵਾਰ}})। ਤੁਹਾਡੇ ਅੰਕ, {score}, {own} ਦਾਇਰੇ ਵਿੱਚ ਹਨ, ਜਿਸ ਵਿੱਚ {ownCount, plural, one {# ਉਮੀਦਵਾਰ ਹੈ} other {# ਉਮੀਦਵਾਰ ਹਨ}}।',
    },
  },
  solutions: {
    heading: { en: 'Answers and explanations', pa: 'ਉੱਤਰ ਅਤੇ ਵਿਆਖਿਆ' },
    opensOn: { en: 'Answers and explanations open on <time>{date}</time>.', pa: 'ਉੱਤਰ ਅਤੇ ਵਿਆਖਿਆ <time>{date}</time> ਨੂੰ ਖੁੱਲ੍ਹਣਗੇ।' },
    notOpen: { en: 'Answers and explanations are not open for this test yet.', pa: 'ਇਸ ਟੈਸਟ ਦੇ ਉੱਤਰ ਅਤੇ ਵਿਆਖਿਆ ਅਜੇ ਨਹੀਂ ਖੁੱਲ੍ਹੇ।' },
  },
  review: {
    filterGroup: { en: 'Show questions', pa: 'ਪ੍ਰਸ਼ਨ ਵਿਖਾਓ' },
    filters: {
      all: { en: 'All', pa: 'ਸਾਰੇ' },
      correct: { en: 'Correct', pa: 'ਸਹੀ' },
      wrong: { en: 'Wrong', pa: 'ਗ਼ਲਤ' },
      unattempted: { en: 'Not attempted', pa: 'ਹੱਲ ਨਹੀਂ ਕੀਤੇ' },
      bookmarked: { en: 'Bookmarked', pa: 'ਬੁੱਕਮਾਰਕ ਕੀਤੇ' },
    },
    shownAll: {
      en: 'Showing all {total, plural, one {# question} other {# questions}}.',
      pa: 'ਸਾਰੇ {total, plural, one {# ਪ੍ਰਸ਼ਨ} other {# ਪ੍ਰਸ਼ਨ}} ਵਿਖਾਏ ਜਾ ਰਹੇ ਹਨ।',
    },
    shownSome: {
      en: 'Showing {shown} of {total, plural, one {# question} other {# questions}}: {filter}.',
      pa: '{total, plural, one {# ਪ੍ਰਸ਼ਨ} other {# ਪ੍ਰਸ਼ਨਾਂ}} ਵਿੱਚੋਂ {shown} ਵਿਖਾਏ ਜਾ ਰਹੇ ਹਨ: {filter}।',
    },
    empty: {
      all: { en: 'This test has no questions to review.', pa: 'ਇਸ ਟੈਸਟ ਵਿੱਚ ਵੇਖਣ ਲਈ ਕੋਈ ਪ੍ਰਸ਼ਨ ਨਹੀਂ।' },
      correct: { en: 'None of your answers was correct in this attempt.', pa: 'ਇਸ ਕੋਸ਼ਿਸ਼ ਵਿੱਚ ਤੁਹਾਡਾ ਕੋਈ ਉੱਤਰ ਸਹੀ ਨਹੀਂ ਸੀ।' },
      wrong: { en: 'You got no question wrong in this attempt.', pa: 'ਇਸ ਕੋਸ਼ਿਸ਼ ਵਿੱਚ ਤੁਹਾਡਾ ਕੋਈ ਉੱਤਰ ਗ਼ਲਤ ਨਹੀਂ ਸੀ।' },
      unattempted: { en: 'You attempted every question.', pa: 'ਤੁਸੀਂ ਹਰ ਪ੍ਰਸ਼ਨ ਹੱਲ ਕੀਤਾ।' },
      bookmarked: {
        en: 'You have not bookmarked any question of this test. Bookmark the ones you want to revise, and they gather here.',
        pa: 'ਤੁਸੀਂ ਇਸ ਟੈਸਟ ਦਾ ਕੋਈ ਪ੍ਰਸ਼ਨ ਬੁੱਕਮਾਰਕ ਨਹੀਂ ਕੀਤਾ। ਜਿਨ੍ਹਾਂ ਨੂੰ ਦੁਹਰਾਉਣਾ ਹੈ ਉਨ੍ਹਾਂ ਨੂੰ ਬੁੱਕਮਾਰਕ ਕਰੋ, ਉਹ ਇੱਥੇ ਇਕੱਠੇ ਹੋ ਜਾਣਗੇ।',
      },
    },
    question: { en: 'Question {number}', pa: 'ਪ੍ਰਸ਼ਨ {number}' },
    options: { en: 'Options of question {number}', pa: 'ਪ੍ਰਸ਼ਨ {number} ਦੇ ਵਿਕਲਪ' },
    yourAnswer: { en: 'Your answer', pa: 'ਤੁਹਾਡਾ ਉੱਤਰ' },
    correctAnswer: { en: 'Correct answer', pa: 'ਸਹੀ ਉੱਤਰ' },
    noAnswer: { en: 'You did not answer this question.', pa: 'ਤੁਸੀਂ ਇਸ ਪ੍ਰਸ਼ਨ ਦਾ ਉੱਤਰ ਨਹੀਂ ਦਿੱਤਾ।' },
    explanation: { en: 'Explanation', pa: 'ਵਿਆਖਿਆ' },
    shareCorrect: { en: '{percent} of candidates got this right', pa: '{percent} ਉਮੀਦਵਾਰਾਂ ਨੇ ਇਹ ਸਹੀ ਕੀਤਾ' },
    noOthers: { en: 'No one else has answered this question yet', pa: 'ਅਜੇ ਕਿਸੇ ਹੋਰ ਨੇ ਇਸ ਪ੍ਰਸ਼ਨ ਦਾ ਉੱਤਰ ਨਹੀਂ ਦਿੱਤਾ' },
    crowd: {
      summary: { en: 'How candidates answered', pa: 'ਉਮੀਦਵਾਰਾਂ ਨੇ ਕਿਵੇਂ ਉੱਤਰ ਦਿੱਤਾ' },
      caption: {
        en: 'How {count, plural, one {# candidate} other {# candidates}} answered question {number} (first attempts)',
        pa: '{count, plural, one {# ਉਮੀਦਵਾਰ} other {# ਉਮੀਦਵਾਰਾਂ}} ਨੇ ਪ੍ਰਸ਼ਨ {number} ਦਾ ਉੱਤਰ ਕਿਵੇਂ ਦਿੱਤਾ (ਪਹਿਲੀ ਕੋਸ਼ਿਸ਼)',
      },
      option: { en: 'Option', pa: 'ਵਿਕਲਪ' },
      chose: { en: 'Chose it', pa: 'ਇਹ ਚੁਣਿਆ' },
      attempted: { en: '{percent} attempted it', pa: '{percent} ਨੇ ਇਹ ਹੱਲ ਕੀਤਾ' },
      times: {
        en: 'You took <time>{yours}</time>; the median candidate took {median}.',
        pa: 'ਤੁਸੀਂ <time>{yours}</time> ਲਏ; ਮੱਧਮਾਨ ਉਮੀਦਵਾਰ ਨੇ {median} ਲਏ।',
      },
      noMedian: { en: 'You took <time>{yours}</time>.', pa: 'ਤੁਸੀਂ <time>{yours}</time> ਲਏ।' },
      slow: { en: 'Over twice the median', pa: 'ਮੱਧਮਾਨ ਤੋਂ ਦੁੱਗਣੇ ਤੋਂ ਵੱਧ' },
      toppers: {
        en: 'Top 10% ({count, plural, one {# candidate} other {# candidates}}): {percent} chose {letter}, in a median {median}.',
        pa: 'ਸਿਖਰਲੇ 10% ({count, plural, one {# ਉਮੀਦਵਾਰ} other {# ਉਮੀਦਵਾਰ}}): {percent} ਨੇ {letter} ਚੁਣਿਆ, ਮੱਧਮਾਨ {median} ਵਿੱਚ।',
      },
      toppersNone: {
        en: 'Top 10% ({count, plural, one {# candidate} other {# candidates}}): none of them answered it.',
        pa: 'ਸਿਖਰਲੇ 10% ({count, plural, one {# ਉਮੀਦਵਾਰ} other {# ਉਮੀਦਵਾਰ}}): ਕਿਸੇ ਨੇ ਇਸ ਦਾ ਉੱਤਰ ਨਹੀਂ ਦਿੱਤਾ।',
      },
    },
    bookmarked: { en: 'Bookmarked', pa: 'ਬੁੱਕਮਾਰਕ ਕੀਤਾ' },
    bookmark: { en: 'Bookmark for revision', pa: 'ਦੁਹਰਾਈ ਲਈ ਬੁੱਕਮਾਰਕ ਕਰੋ' },
    bookmarkFailed: {
      en: 'Could not save the bookmark. Check your connection and try again.',
      pa: 'ਬੁੱਕਮਾਰਕ ਸੰਭਾਲਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ। ਆਪਣਾ ਕਨੈਕਸ਼ਨ ਜਾਂਚੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
    },
  },
  /** "Object to the answer key" under a reviewed question of an All-Punjab mock, and its reply (ADR 046). */
  objection: {
    open: { en: 'Object to the answer key', pa: 'ਉੱਤਰ ਕੁੰਜੀ ’ਤੇ ਇਤਰਾਜ਼ ਕਰੋ' },
    heading: { en: 'Object to question {number}', pa: 'ਪ੍ਰਸ਼ਨ {number} ’ਤੇ ਇਤਰਾਜ਼ ਕਰੋ' },
    period: {
      en: 'Answer-key objections are open until <time>{date}</time>. Under any question you think is wrong, choose “Object to the answer key”: staff read every objection, decide once for the question and write to each candidate who objected.',
      pa: 'ਉੱਤਰ ਕੁੰਜੀ ’ਤੇ ਇਤਰਾਜ਼ <time>{date}</time> ਤੱਕ ਖੁੱਲ੍ਹੇ ਹਨ। ਜਿਹੜਾ ਪ੍ਰਸ਼ਨ ਤੁਹਾਨੂੰ ਗ਼ਲਤ ਲੱਗੇ, ਉਸ ਹੇਠਾਂ “ਉੱਤਰ ਕੁੰਜੀ ’ਤੇ ਇਤਰਾਜ਼ ਕਰੋ” ਚੁਣੋ: ਸਟਾਫ਼ ਹਰ ਇਤਰਾਜ਼ ਪੜ੍ਹਦਾ ਹੈ, ਪ੍ਰਸ਼ਨ ਬਾਰੇ ਇੱਕ ਵਾਰ ਫ਼ੈਸਲਾ ਕਰਦਾ ਹੈ ਅਤੇ ਇਤਰਾਜ਼ ਕਰਨ ਵਾਲੇ ਹਰ ਉਮੀਦਵਾਰ ਨੂੰ ਲਿਖਦਾ ਹੈ।',
    },
    periodClosed: {
      en: 'Answer-key objections closed on <time>{date}</time>.',
      pa: 'ਉੱਤਰ ਕੁੰਜੀ ’ਤੇ ਇਤਰਾਜ਼ <time>{date}</time> ਨੂੰ ਬੰਦ ਹੋ ਗਏ।',
    },
    kindLegend: { en: 'What is wrong?', pa: 'ਕੀ ਗ਼ਲਤ ਹੈ?' },
    kindKey: { en: 'The answer key: another option is correct', pa: 'ਉੱਤਰ ਕੁੰਜੀ: ਕੋਈ ਹੋਰ ਵਿਕਲਪ ਸਹੀ ਹੈ' },
    kindWording: {
      en: 'The wording: the question or its options are wrong or ambiguous',
      pa: 'ਸ਼ਬਦਾਵਲੀ: ਪ੍ਰਸ਼ਨ ਜਾਂ ਇਸ ਦੇ ਵਿਕਲਪ ਗ਼ਲਤ ਜਾਂ ਦੋ-ਅਰਥੀ ਹਨ',
    },
    proposedLegend: { en: 'The correct answer, in your view', pa: 'ਤੁਹਾਡੇ ਅਨੁਸਾਰ ਸਹੀ ਉੱਤਰ' },
    option: { en: 'Option {letter}', pa: 'ਵਿਕਲਪ {letter}' },
    reasonLabel: { en: 'Your reasoning', pa: 'ਤੁਹਾਡਾ ਤਰਕ' },
    reasonHint: {
      en: 'Say why, with the fact, date or article that settles it.',
      pa: 'ਦੱਸੋ ਕਿਉਂ, ਉਸ ਤੱਥ, ਮਿਤੀ ਜਾਂ ਅਨੁਛੇਦ ਸਮੇਤ ਜੋ ਗੱਲ ਸਪਸ਼ਟ ਕਰਦਾ ਹੈ।',
    },
    sourceLabel: { en: 'Source (optional)', pa: 'ਸਰੋਤ (ਚੋਣਵਾਂ)' },
    sourceHint: { en: 'A book and page, a notification, or a link', pa: 'ਕਿਤਾਬ ਅਤੇ ਪੰਨਾ, ਕੋਈ ਨੋਟੀਫ਼ਿਕੇਸ਼ਨ, ਜਾਂ ਕੋਈ ਲਿੰਕ' },
    send: { en: 'Send the objection', pa: 'ਇਤਰਾਜ਼ ਭੇਜੋ' },
    cancel: { en: 'Cancel', pa: 'ਰੱਦ ਕਰੋ' },
    sendFailed: {
      en: 'Could not send the objection. Check your connection and try again; what you typed is kept.',
      pa: 'ਇਤਰਾਜ਼ ਭੇਜਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ। ਆਪਣਾ ਕਨੈਕਸ਼ਨ ਜਾਂਚੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ; ਤੁਹਾਡੀ ਲਿਖਤ ਸੰਭਾਲੀ ਹੋਈ ਹੈ।',
    },
    sent: {
      en: 'Your objection to question {number} is with staff. You will get an e-mail when they decide.',
      pa: 'ਪ੍ਰਸ਼ਨ {number} ’ਤੇ ਤੁਹਾਡਾ ਇਤਰਾਜ਼ ਸਟਾਫ਼ ਕੋਲ ਪਹੁੰਚ ਗਿਆ ਹੈ। ਫ਼ੈਸਲਾ ਹੋਣ ’ਤੇ ਤੁਹਾਨੂੰ ਈ-ਮੇਲ ਮਿਲੇਗੀ।',
    },
    alreadySent: {
      en: 'You have objected to question {number} already. You will get an e-mail when staff decide.',
      pa: 'ਤੁਸੀਂ ਪ੍ਰਸ਼ਨ {number} ’ਤੇ ਪਹਿਲਾਂ ਹੀ ਇਤਰਾਜ਼ ਕਰ ਚੁੱਕੇ ਹੋ। ਸਟਾਫ਼ ਦੇ ਫ਼ੈਸਲੇ ’ਤੇ ਤੁਹਾਨੂੰ ਈ-ਮੇਲ ਮਿਲੇਗੀ।',
    },
    status: {
      open: {
        en: 'You objected to this question. Staff have not decided yet.',
        pa: 'ਤੁਸੀਂ ਇਸ ਪ੍ਰਸ਼ਨ ’ਤੇ ਇਤਰਾਜ਼ ਕੀਤਾ ਹੈ। ਸਟਾਫ਼ ਨੇ ਅਜੇ ਫ਼ੈਸਲਾ ਨਹੀਂ ਕੀਤਾ।',
      },
      // Staff's note follows, in the language staff wrote it in.
      accepted: { en: 'Your objection was accepted. Staff’s note:', pa: 'ਤੁਹਾਡਾ ਇਤਰਾਜ਼ ਮੰਨ ਲਿਆ ਗਿਆ। ਸਟਾਫ਼ ਦਾ ਨੋਟ:' },
      rejected: { en: 'Your objection was not accepted. Staff’s note:', pa: 'ਤੁਹਾਡਾ ਇਤਰਾਜ਼ ਨਹੀਂ ਮੰਨਿਆ ਗਿਆ। ਸਟਾਫ਼ ਦਾ ਨੋਟ:' },
    },
    dropped: {
      en: 'Dropped after the answer-key objections: every candidate gets its marks.',
      pa: 'ਉੱਤਰ ਕੁੰਜੀ ’ਤੇ ਇਤਰਾਜ਼ਾਂ ਤੋਂ ਬਾਅਦ ਹਟਾਇਆ ਗਿਆ: ਹਰ ਉਮੀਦਵਾਰ ਨੂੰ ਇਸ ਦੇ ਅੰਕ ਮਿਲਦੇ ਹਨ।',
    },
    checkFields: { en: 'Check the fields marked below.', pa: 'ਹੇਠਾਂ ਨਿਸ਼ਾਨ ਲੱਗੇ ਖ਼ਾਨੇ ਜਾਂਚੋ।' },
    notYours: {
      en: 'Only questions of your own finished attempts can be objected to.',
      pa: 'ਸਿਰਫ਼ ਤੁਹਾਡੀਆਂ ਆਪਣੀਆਂ ਪੂਰੀਆਂ ਕੋਸ਼ਿਸ਼ਾਂ ਦੇ ਪ੍ਰਸ਼ਨਾਂ ’ਤੇ ਇਤਰਾਜ਼ ਕੀਤਾ ਜਾ ਸਕਦਾ ਹੈ।',
    },
    notTaken: { en: 'This test does not take answer-key objections.', pa: 'ਇਹ ਟੈਸਟ ਉੱਤਰ ਕੁੰਜੀ ’ਤੇ ਇਤਰਾਜ਼ ਨਹੀਂ ਲੈਂਦਾ।' },
    notYetOpen: {
      en: 'Objections open when the window closes, at {at}.',
      pa: 'ਇਤਰਾਜ਼ ਵਿੰਡੋ ਬੰਦ ਹੋਣ ’ਤੇ, {at} ਨੂੰ ਖੁੱਲ੍ਹਦੇ ਹਨ।',
    },
    closed: { en: 'Objections to this test closed at {at}.', pa: 'ਇਸ ਟੈਸਟ ’ਤੇ ਇਤਰਾਜ਼ {at} ਨੂੰ ਬੰਦ ਹੋ ਗਏ।' },
    decided: {
      en: 'Staff have already decided on question {number}; reload the page to see the decision.',
      pa: 'ਸਟਾਫ਼ ਪ੍ਰਸ਼ਨ {number} ਬਾਰੇ ਪਹਿਲਾਂ ਹੀ ਫ਼ੈਸਲਾ ਕਰ ਚੁੱਕਾ ਹੈ; ਫ਼ੈਸਲਾ ਦੇਖਣ ਲਈ ਪੰਨਾ ਮੁੜ ਲੋਡ ਕਰੋ।',
    },
    tooMany: {
      en: 'You have sent many objections in the last hour. Try again later; what you typed is kept.',
      pa: 'ਤੁਸੀਂ ਪਿਛਲੇ ਘੰਟੇ ਵਿੱਚ ਬਹੁਤ ਇਤਰਾਜ਼ ਭੇਜੇ ਹਨ। ਬਾਅਦ ਵਿੱਚ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ; ਤੁਹਾਡੀ ਲਿਖਤ ਸੰਭਾਲੀ ਹੋਈ ਹੈ।',
    },
    email: {
      subject: { en: '{test}: your objection to question {number}', pa: '{test}: ਪ੍ਰਸ਼ਨ {number} ’ਤੇ ਤੁਹਾਡਾ ਇਤਰਾਜ਼' },
      keyChanged: {
        en: 'Staff have accepted the objections to question {number} of {test}: its correct answer is now {key}.',
        pa: 'ਸਟਾਫ਼ ਨੇ {test} ਦੇ ਪ੍ਰਸ਼ਨ {number} ’ਤੇ ਇਤਰਾਜ਼ ਮੰਨ ਲਏ ਹਨ: ਹੁਣ ਇਸ ਦਾ ਸਹੀ ਉੱਤਰ {key} ਹੈ।',
      },
      dropped: {
        en: 'Staff have accepted the objections to question {number} of {test}: the question is dropped, and every candidate gets its marks.',
        pa: 'ਸਟਾਫ਼ ਨੇ {test} ਦੇ ਪ੍ਰਸ਼ਨ {number} ’ਤੇ ਇਤਰਾਜ਼ ਮੰਨ ਲਏ ਹਨ: ਪ੍ਰਸ਼ਨ ਹਟਾ ਦਿੱਤਾ ਗਿਆ ਹੈ, ਅਤੇ ਹਰ ਉਮੀਦਵਾਰ ਨੂੰ ਇਸ ਦੇ ਅੰਕ ਮਿਲਦੇ ਹਨ।',
      },
      rejected: {
        en: 'Staff have checked the objections to question {number} of {test}, and its answer key stands.',
        pa: 'ਸਟਾਫ਼ ਨੇ {test} ਦੇ ਪ੍ਰਸ਼ਨ {number} ’ਤੇ ਇਤਰਾਜ਼ ਜਾਂਚ ਲਏ ਹਨ, ਅਤੇ ਇਸ ਦੀ ਉੱਤਰ ਕੁੰਜੀ ਬਰਕਰਾਰ ਹੈ।',
      },
      note: { en: 'Staff’s note: {note}', pa: 'ਸਟਾਫ਼ ਦਾ ਨੋਟ: {note}' },
      rescored: {
        en: 'Every result of the test is scored again with the corrected key, and the ranks follow within a few minutes.',
        pa: 'ਟੈਸਟ ਦਾ ਹਰ ਨਤੀਜਾ ਠੀਕ ਕੀਤੀ ਕੁੰਜੀ ਨਾਲ ਦੁਬਾਰਾ ਜਾਂਚਿਆ ਜਾਂਦਾ ਹੈ, ਅਤੇ ਰੈਂਕ ਕੁਝ ਮਿੰਟਾਂ ਵਿੱਚ ਬਦਲ ਜਾਂਦੇ ਹਨ।',
      },
      action: { en: 'See your result', pa: 'ਆਪਣਾ ਨਤੀਜਾ ਦੇਖੋ' },
      thanks: { en: 'Thank you for helping keep the key right.', pa: 'ਕੁੰਜੀ ਸਹੀ ਰੱਖਣ ਵਿੱਚ ਮਦਦ ਲਈ ਧੰਨਵਾਦ।' },
    },
  },
  /** "Report a translation problem" under a reviewed question (ADR 036). */
  translation: {
    open: { en: 'Report a translation problem', pa: 'ਅਨੁਵਾਦ ਦੀ ਗ਼ਲਤੀ ਦੱਸੋ' },
    heading: { en: 'Report a translation problem: question {number}', pa: 'ਅਨੁਵਾਦ ਦੀ ਗ਼ਲਤੀ ਦੱਸੋ: ਪ੍ਰਸ਼ਨ {number}' },
    intro: {
      en: 'Compare the two versions below and say what differs: a year, a number, a word that changes the meaning, a missing option.',
      pa: 'ਹੇਠਾਂ ਦੋਵੇਂ ਰੂਪ ਮਿਲਾਓ ਅਤੇ ਦੱਸੋ ਕਿ ਕੀ ਫ਼ਰਕ ਹੈ: ਕੋਈ ਸਾਲ, ਕੋਈ ਅੰਕ, ਅਰਥ ਬਦਲਣ ਵਾਲਾ ਕੋਈ ਸ਼ਬਦ, ਕੋਈ ਗੁੰਮ ਵਿਕਲਪ।',
    },
    english: { en: 'English', pa: 'ਅੰਗਰੇਜ਼ੀ' },
    punjabi: { en: 'Punjabi', pa: 'ਪੰਜਾਬੀ' },
    noPunjabi: { en: 'This question has no Punjabi version.', pa: 'ਇਸ ਪ੍ਰਸ਼ਨ ਦਾ ਕੋਈ ਪੰਜਾਬੀ ਰੂਪ ਨਹੀਂ।' },
    loading: { en: 'Loading both versions…', pa: 'ਦੋਵੇਂ ਰੂਪ ਲੋਡ ਹੋ ਰਹੇ ਹਨ…' },
    loadFailed: {
      en: 'Could not load the two versions. Check your connection and try again.',
      pa: 'ਦੋਵੇਂ ਰੂਪ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕੇ। ਆਪਣਾ ਕਨੈਕਸ਼ਨ ਜਾਂਚੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
    },
    retry: { en: 'Try again', pa: 'ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ' },
    messageLabel: { en: 'What differs between the two versions?', pa: 'ਦੋਵਾਂ ਰੂਪਾਂ ਵਿੱਚ ਕੀ ਫ਼ਰਕ ਹੈ?' },
    send: { en: 'Send to the institute', pa: 'ਸੰਸਥਾ ਨੂੰ ਭੇਜੋ' },
    sendFailed: {
      en: 'Could not send the report. Check your connection and try again; what you typed is kept.',
      pa: 'ਰਿਪੋਰਟ ਭੇਜੀ ਨਹੀਂ ਜਾ ਸਕੀ। ਆਪਣਾ ਕਨੈਕਸ਼ਨ ਜਾਂਚੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ; ਤੁਹਾਡੀ ਲਿਖਤ ਸੰਭਾਲੀ ਹੋਈ ਹੈ।',
    },
    cancel: { en: 'Cancel', pa: 'ਰੱਦ ਕਰੋ' },
    sent: {
      en: 'Thank you. Staff will compare the two versions of question {number} and correct it if needed.',
      pa: 'ਧੰਨਵਾਦ। ਸਟਾਫ਼ ਪ੍ਰਸ਼ਨ {number} ਦੇ ਦੋਵੇਂ ਰੂਪ ਮਿਲਾਏਗਾ ਅਤੇ ਲੋੜ ਹੋਈ ਤਾਂ ਠੀਕ ਕਰੇਗਾ।',
    },
    alreadySent: {
      en: 'You have reported question {number} already. Staff will compare its two versions.',
      pa: 'ਤੁਸੀਂ ਪ੍ਰਸ਼ਨ {number} ਬਾਰੇ ਪਹਿਲਾਂ ਹੀ ਦੱਸ ਚੁੱਕੇ ਹੋ। ਸਟਾਫ਼ ਇਸ ਦੇ ਦੋਵੇਂ ਰੂਪ ਮਿਲਾਏਗਾ।',
    },
    notYours: {
      en: 'Only questions of tests you have finished can be reported.',
      pa: 'ਸਿਰਫ਼ ਉਨ੍ਹਾਂ ਟੈਸਟਾਂ ਦੇ ਪ੍ਰਸ਼ਨਾਂ ਬਾਰੇ ਦੱਸਿਆ ਜਾ ਸਕਦਾ ਹੈ ਜੋ ਤੁਸੀਂ ਪੂਰੇ ਕਰ ਲਏ ਹਨ।',
    },
    tooMany: {
      en: 'You have sent many reports in the last hour. Try again later; what you typed is kept.',
      pa: 'ਤੁਸੀਂ ਪਿਛਲੇ ਘੰਟੇ ਵਿੱਚ ਬਹੁਤ ਰਿਪੋਰਟਾਂ ਭੇਜੀਆਂ ਹਨ। ਬਾਅਦ ਵਿੱਚ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ; ਤੁਹਾਡੀ ਲਿਖਤ ਸੰਭਾਲੀ ਹੋਈ ਹੈ।',
    },
  },
} as const satisfies CatalogueTree
