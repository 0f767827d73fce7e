import type { CatalogueTree } from './types'

/**
 * Practice drills (ADR 039): a topic's practice page, its ten questions checked one by one, and why a
 * drill could not start or an answer was not kept. The questions come from the bank in both languages.
 */
export const practice = {
  title: { en: 'Practice: {topic}', pa: 'ਅਭਿਆਸ: {topic}' },
  eyebrow: { en: 'Practice drill', pa: 'ਅਭਿਆਸ ਡਰਿੱਲ' },
  intro: {
    en: 'Ten questions on this topic from past papers and from tests whose answers are open to you, the ones you have not seen first. Untimed and never ranked: check each answer as you go.',
    pa: 'ਇਸ ਵਿਸ਼ੇ ਦੇ ਦਸ ਪ੍ਰਸ਼ਨ, ਪਿਛਲੇ ਸਾਲਾਂ ਦੇ ਪੇਪਰਾਂ ਅਤੇ ਉਨ੍ਹਾਂ ਟੈਸਟਾਂ ਵਿੱਚੋਂ ਜਿਨ੍ਹਾਂ ਦੇ ਉੱਤਰ ਤੁਹਾਡੇ ਲਈ ਖੁੱਲ੍ਹੇ ਹਨ, ਪਹਿਲਾਂ ਉਹ ਜੋ ਤੁਸੀਂ ਨਹੀਂ ਵੇਖੇ। ਕੋਈ ਸਮਾਂ-ਸੀਮਾ ਨਹੀਂ ਅਤੇ ਕੋਈ ਰੈਂਕ ਨਹੀਂ: ਹਰ ਉੱਤਰ ਨਾਲੋ-ਨਾਲ ਜਾਂਚੋ।',
  },
  pool: {
    en: '{questions, plural, one {# question} other {# questions}} on this topic for you to practise, {unseen} of them new to you.',
    pa: 'ਇਸ ਵਿਸ਼ੇ ’ਤੇ ਤੁਹਾਡੇ ਅਭਿਆਸ ਲਈ {questions} ਪ੍ਰਸ਼ਨ, ਜਿਨ੍ਹਾਂ ਵਿੱਚੋਂ {unseen} ਤੁਹਾਡੇ ਲਈ ਨਵੇਂ ਹਨ।',
  },
  poolEmpty: {
    en: 'There is nothing on this topic to practise yet. Past papers and closed tests on it appear here, and so do the questions of tests you have finished once their answers are open.',
    pa: 'ਇਸ ਵਿਸ਼ੇ ’ਤੇ ਹਾਲੇ ਅਭਿਆਸ ਲਈ ਕੁਝ ਨਹੀਂ ਹੈ। ਇਸ ਦੇ ਪਿਛਲੇ ਸਾਲਾਂ ਦੇ ਪੇਪਰ ਅਤੇ ਬੰਦ ਹੋ ਚੁੱਕੇ ਟੈਸਟ ਇੱਥੇ ਆਉਂਦੇ ਹਨ, ਅਤੇ ਤੁਹਾਡੇ ਪੂਰੇ ਕੀਤੇ ਟੈਸਟਾਂ ਦੇ ਪ੍ਰਸ਼ਨ ਵੀ, ਜਦੋਂ ਉਨ੍ਹਾਂ ਦੇ ਉੱਤਰ ਖੁੱਲ੍ਹ ਜਾਣ।',
  },
  start: { en: 'Start a 10-question drill', pa: '10 ਪ੍ਰਸ਼ਨਾਂ ਦੀ ਡਰਿੱਲ ਸ਼ੁਰੂ ਕਰੋ' },
  startAnother: { en: 'Start another drill', pa: 'ਇੱਕ ਹੋਰ ਡਰਿੱਲ ਸ਼ੁਰੂ ਕਰੋ' },
  drillHeading: { en: 'Your drill', pa: 'ਤੁਹਾਡੀ ਡਰਿੱਲ' },
  startedOn: { en: 'Started {date}', pa: '{date} ਨੂੰ ਸ਼ੁਰੂ ਕੀਤੀ' },
  progress: {
    en: '{checked} of {total} checked, {right} right',
    pa: '{total} ਵਿੱਚੋਂ {checked} ਜਾਂਚੇ, {right} ਸਹੀ',
  },
  finished: { en: 'Drill finished: {right} of {total} right.', pa: 'ਡਰਿੱਲ ਪੂਰੀ: {total} ਵਿੱਚੋਂ {right} ਸਹੀ।' },
  questionNumber: { en: 'Question {number}', pa: 'ਪ੍ਰਸ਼ਨ {number}' },
  options: { en: 'Options for question {number}', pa: 'ਪ੍ਰਸ਼ਨ {number} ਦੇ ਵਿਕਲਪ' },
  checkAnswer: { en: 'Check answer', pa: 'ਉੱਤਰ ਜਾਂਚੋ' },
  checking: { en: 'Checking…', pa: 'ਜਾਂਚ ਹੋ ਰਹੀ ਹੈ…' },
  right: { en: 'Right: that is the correct answer.', pa: 'ਸਹੀ: ਇਹੀ ਸਹੀ ਉੱਤਰ ਹੈ।' },
  wrong: { en: 'Not quite: the correct answer is {correct}.', pa: 'ਠੀਕ ਨਹੀਂ: ਸਹੀ ਉੱਤਰ {correct} ਹੈ।' },
  yourAnswer: { en: 'Your answer', pa: 'ਤੁਹਾਡਾ ਉੱਤਰ' },
  correctAnswer: { en: 'Correct answer', pa: 'ਸਹੀ ਉੱਤਰ' },
  explanation: { en: 'Explanation', pa: 'ਵਿਆਖਿਆ' },
  readTopic: { en: 'Read the notes on {topic}', pa: '{topic} ਦੇ ਨੋਟਸ ਪੜ੍ਹੋ' },
  dashboard: { en: 'Back to your dashboard', pa: 'ਆਪਣੇ ਡੈਸ਼ਬੋਰਡ ’ਤੇ ਵਾਪਸ ਜਾਓ' },
  errors: {
    choose: { en: 'Choose one of the options A to D before checking.', pa: 'ਜਾਂਚਣ ਤੋਂ ਪਹਿਲਾਂ A ਤੋਂ D ਵਿੱਚੋਂ ਕੋਈ ਇੱਕ ਵਿਕਲਪ ਚੁਣੋ।' },
    notInDrill: {
      en: 'That question is not in this drill. Reload the page to see your drill as it is.',
      pa: 'ਇਹ ਪ੍ਰਸ਼ਨ ਇਸ ਡਰਿੱਲ ਵਿੱਚ ਨਹੀਂ ਹੈ। ਆਪਣੀ ਡਰਿੱਲ ਜਿਵੇਂ ਹੈ ਵੇਖਣ ਲਈ ਪੰਨਾ ਦੁਬਾਰਾ ਖੋਲ੍ਹੋ।',
    },
    noDrill: { en: 'This drill is not yours, or it no longer exists.', pa: 'ਇਹ ਡਰਿੱਲ ਤੁਹਾਡੀ ਨਹੀਂ ਹੈ, ਜਾਂ ਹੁਣ ਮੌਜੂਦ ਨਹੀਂ ਹੈ।' },
    alreadyChecked: {
      en: 'You have already checked this question: your first answer, option {option}, is the one kept.',
      pa: 'ਤੁਸੀਂ ਇਹ ਪ੍ਰਸ਼ਨ ਪਹਿਲਾਂ ਹੀ ਜਾਂਚ ਚੁੱਕੇ ਹੋ: ਤੁਹਾਡਾ ਪਹਿਲਾ ਉੱਤਰ, ਵਿਕਲਪ {option}, ਹੀ ਰੱਖਿਆ ਗਿਆ ਹੈ।',
    },
    signedOut: {
      en: 'Your session has ended. Sign in again to go on with your drill; the answers you checked are kept.',
      pa: 'ਤੁਹਾਡਾ ਸੈਸ਼ਨ ਖ਼ਤਮ ਹੋ ਗਿਆ ਹੈ। ਆਪਣੀ ਡਰਿੱਲ ਜਾਰੀ ਰੱਖਣ ਲਈ ਦੁਬਾਰਾ ਸਾਈਨ ਇਨ ਕਰੋ; ਤੁਹਾਡੇ ਜਾਂਚੇ ਉੱਤਰ ਸੰਭਾਲੇ ਹੋਏ ਹਨ।',
    },
    empty: {
      en: 'There is nothing on this topic to practise yet, so no drill was started.',
      pa: 'ਇਸ ਵਿਸ਼ੇ ’ਤੇ ਹਾਲੇ ਅਭਿਆਸ ਲਈ ਕੁਝ ਨਹੀਂ ਹੈ, ਇਸ ਲਈ ਕੋਈ ਡਰਿੱਲ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋਈ।',
    },
  },
} as const satisfies CatalogueTree
