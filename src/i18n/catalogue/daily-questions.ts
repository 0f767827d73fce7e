import type { CatalogueTree } from './types'

/**
 * Question of the Day: the page, the MCQ and its reveal, the Mains answer box and its evaluation, the
 * archive. The question comes from the CMS in both languages; these are the words around it.
 */
export const dailyQuestions = {
  title: { en: 'Question of the Day', pa: 'ਅੱਜ ਦਾ ਪ੍ਰਸ਼ਨ' },
  titleOfDay: { en: 'Question of the Day, {day}: {title}', pa: 'ਅੱਜ ਦਾ ਪ੍ਰਸ਼ਨ, {day}: {title}' },
  intro: {
    en: 'One question a day in the PPSC pattern: a Prelims MCQ to answer, with the explanation and how other candidates answered, or a Mains question to write an answer to, which our faculty evaluate.',
    pa: 'PPSC ਪੈਟਰਨ ਵਿੱਚ ਹਰ ਰੋਜ਼ ਇੱਕ ਪ੍ਰਸ਼ਨ: ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਦਾ ਇੱਕ MCQ, ਵਿਆਖਿਆ ਅਤੇ ਹੋਰ ਉਮੀਦਵਾਰਾਂ ਦੇ ਉੱਤਰਾਂ ਸਮੇਤ, ਜਾਂ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦਾ ਇੱਕ ਪ੍ਰਸ਼ਨ ਜਿਸ ਦਾ ਲਿਖਿਆ ਉੱਤਰ ਸਾਡੇ ਅਧਿਆਪਕ ਜਾਂਚਦੇ ਹਨ।',
  },
  todaysQuestion: { en: 'Today’s question', pa: 'ਅੱਜ ਦਾ ਪ੍ਰਸ਼ਨ' },
  latestQuestion: { en: 'Latest question', pa: 'ਤਾਜ਼ਾ ਪ੍ਰਸ਼ਨ' },
  noQuestions: {
    en: 'The first Question of the Day will appear here soon. Meanwhile, practise with the daily current affairs MCQs.',
    pa: 'ਪਹਿਲਾ ‘ਅੱਜ ਦਾ ਪ੍ਰਸ਼ਨ’ ਜਲਦੀ ਇੱਥੇ ਆਵੇਗਾ। ਤਦ ਤੱਕ ਰੋਜ਼ਾਨਾ ਸਮਕਾਲੀ ਮਾਮਲਿਆਂ ਦੇ MCQ ਨਾਲ ਅਭਿਆਸ ਕਰੋ।',
  },
  kinds: {
    mcq: { en: 'Prelims MCQ', pa: 'ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ MCQ' },
    mains: { en: 'Mains answer writing', pa: 'ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਉੱਤਰ ਲੇਖਣ' },
  },
  topic: { en: 'Topic', pa: 'ਵਿਸ਼ਾ' },
  pageNotFound: { en: 'Page not found', pa: 'ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ' },
  // The MCQ
  checkAnswer: { en: 'Check answer', pa: 'ਉੱਤਰ ਜਾਂਚੋ' },
  checking: { en: 'Checking…', pa: 'ਜਾਂਚ ਹੋ ਰਹੀ ਹੈ…' },
  chooseFirst: { en: 'Choose an option first.', pa: 'ਪਹਿਲਾਂ ਕੋਈ ਇੱਕ ਵਿਕਲਪ ਚੁਣੋ।' },
  yourAnswer: { en: 'Your answer', pa: 'ਤੁਹਾਡਾ ਉੱਤਰ' },
  correctAnswer: { en: 'Correct answer', pa: 'ਸਹੀ ਉੱਤਰ' },
  right: { en: 'Right: that is the correct answer.', pa: 'ਸਹੀ: ਇਹੀ ਸਹੀ ਉੱਤਰ ਹੈ।' },
  wrong: { en: 'Not quite: the correct answer is {correct}.', pa: 'ਠੀਕ ਨਹੀਂ: ਸਹੀ ਉੱਤਰ {correct} ਹੈ।' },
  explanation: { en: 'Explanation', pa: 'ਵਿਆਖਿਆ' },
  howCandidatesAnswered: { en: 'How candidates answered', pa: 'ਉਮੀਦਵਾਰਾਂ ਨੇ ਕੀ ਉੱਤਰ ਦਿੱਤਾ' },
  answeredBy: {
    en: '{count, plural, =0 {No signed-in candidate has answered yet.} one {# candidate has answered.} other {# candidates have answered.}}',
    pa: '{count, plural, =0 {ਹਾਲੇ ਤੱਕ ਕਿਸੇ ਸਾਈਨ-ਇਨ ਉਮੀਦਵਾਰ ਨੇ ਉੱਤਰ ਨਹੀਂ ਦਿੱਤਾ।} one {# ਉਮੀਦਵਾਰ ਨੇ ਉੱਤਰ ਦਿੱਤਾ ਹੈ।} other {# ਉਮੀਦਵਾਰਾਂ ਨੇ ਉੱਤਰ ਦਿੱਤਾ ਹੈ।}}',
  },
  shareOf: {
    en: 'Option {letter}: {percent}% ({count, plural, one {# candidate} other {# candidates}})',
    pa: 'ਵਿਕਲਪ {letter}: {percent}% ({count} ਉਮੀਦਵਾਰ)',
  },
  recorded: { en: 'Your answer is recorded.', pa: 'ਤੁਹਾਡਾ ਉੱਤਰ ਦਰਜ ਹੋ ਗਿਆ ਹੈ।' },
  keptAnswerRecorded: {
    en: 'The answer you chose before signing in is now recorded.',
    pa: 'ਸਾਈਨ ਇਨ ਤੋਂ ਪਹਿਲਾਂ ਚੁਣਿਆ ਤੁਹਾਡਾ ਉੱਤਰ ਹੁਣ ਦਰਜ ਹੋ ਗਿਆ ਹੈ।',
  },
  signInToCount: {
    en: 'Your answer is not counted yet: sign in, and it is recorded for you (it is kept on this device meanwhile).',
    pa: 'ਤੁਹਾਡਾ ਉੱਤਰ ਹਾਲੇ ਗਿਣਿਆ ਨਹੀਂ ਗਿਆ: ਸਾਈਨ ਇਨ ਕਰੋ, ਤਾਂ ਇਹ ਤੁਹਾਡੇ ਨਾਂ ਦਰਜ ਹੋ ਜਾਵੇਗਾ (ਤਦ ਤੱਕ ਇਹ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੰਭਾਲਿਆ ਹੈ)।',
  },
  signIn: { en: 'Sign in', pa: 'ਸਾਈਨ ਇਨ ਕਰੋ' },
  // The Mains question
  paper: { en: 'Paper', pa: 'ਪੇਪਰ' },
  marks: { en: '{marks, plural, one {# mark} other {# marks}}', pa: '{marks} ਅੰਕ' },
  wordLimit: { en: '{words} words', pa: '{words} ਸ਼ਬਦ' },
  wordLimitLabel: { en: 'Word limit', pa: 'ਸ਼ਬਦ ਸੀਮਾ' },
  marksLabel: { en: 'Marks', pa: 'ਅੰਕ' },
  answerLabel: { en: 'Your answer', pa: 'ਤੁਹਾਡਾ ਉੱਤਰ' },
  answerHint: {
    en: 'Your draft is saved on this device as you type, so a reload or a lost connection does not lose it.',
    pa: 'ਲਿਖਦੇ ਸਮੇਂ ਤੁਹਾਡਾ ਖਰੜਾ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੰਭਾਲਿਆ ਜਾਂਦਾ ਹੈ, ਇਸ ਲਈ ਪੰਨਾ ਮੁੜ ਖੁੱਲ੍ਹਣ ਜਾਂ ਇੰਟਰਨੈੱਟ ਟੁੱਟਣ ’ਤੇ ਵੀ ਇਹ ਗੁਆਚਦਾ ਨਹੀਂ।',
  },
  wordCount: { en: '{count} of {limit} words', pa: '{limit} ਵਿੱਚੋਂ {count} ਸ਼ਬਦ' },
  overLimit: { en: '{over, plural, one {# word} other {# words}} over the limit', pa: 'ਸੀਮਾ ਤੋਂ {over} ਸ਼ਬਦ ਵੱਧ' },
  overLimitNotice: { en: 'Your answer is now over the word limit.', pa: 'ਤੁਹਾਡਾ ਉੱਤਰ ਹੁਣ ਸ਼ਬਦ ਸੀਮਾ ਤੋਂ ਵੱਧ ਹੈ।' },
  draftRestored: {
    en: 'Your draft from this device is back: carry on writing.',
    pa: 'ਇਸ ਡਿਵਾਈਸ ਤੋਂ ਤੁਹਾਡਾ ਖਰੜਾ ਵਾਪਸ ਆ ਗਿਆ ਹੈ: ਲਿਖਣਾ ਜਾਰੀ ਰੱਖੋ।',
  },
  submit: { en: 'Submit answer', pa: 'ਉੱਤਰ ਜਮ੍ਹਾਂ ਕਰੋ' },
  submitting: { en: 'Submitting…', pa: 'ਜਮ੍ਹਾਂ ਹੋ ਰਿਹਾ ਹੈ…' },
  confirmTitle: { en: 'Submit your answer?', pa: 'ਕੀ ਤੁਸੀਂ ਆਪਣਾ ਉੱਤਰ ਜਮ੍ਹਾਂ ਕਰਨਾ ਚਾਹੁੰਦੇ ਹੋ?' },
  confirmText: {
    en: 'You are submitting {count, plural, one {# word} other {# words}}. You can submit only once: after that the answer cannot be changed, and our faculty evaluate it.',
    pa: 'ਤੁਸੀਂ {count} ਸ਼ਬਦ ਜਮ੍ਹਾਂ ਕਰ ਰਹੇ ਹੋ। ਉੱਤਰ ਸਿਰਫ਼ ਇੱਕ ਵਾਰ ਜਮ੍ਹਾਂ ਹੁੰਦਾ ਹੈ: ਉਸ ਤੋਂ ਬਾਅਦ ਇਹ ਬਦਲਿਆ ਨਹੀਂ ਜਾ ਸਕਦਾ, ਅਤੇ ਸਾਡੇ ਅਧਿਆਪਕ ਇਸ ਨੂੰ ਜਾਂਚਦੇ ਹਨ।',
  },
  confirmYes: { en: 'Yes, submit', pa: 'ਹਾਂ, ਜਮ੍ਹਾਂ ਕਰੋ' },
  confirmNo: { en: 'Keep writing', pa: 'ਲਿਖਣਾ ਜਾਰੀ ਰੱਖੋ' },
  signInToSubmit: { en: 'Sign in to submit', pa: 'ਜਮ੍ਹਾਂ ਕਰਨ ਲਈ ਸਾਈਨ ਇਨ ਕਰੋ' },
  signInToSubmitText: {
    en: 'Sign in to submit your answer for evaluation. Your draft stays on this device while you sign in.',
    pa: 'ਜਾਂਚ ਲਈ ਉੱਤਰ ਜਮ੍ਹਾਂ ਕਰਨ ਵਾਸਤੇ ਸਾਈਨ ਇਨ ਕਰੋ। ਸਾਈਨ ਇਨ ਕਰਦੇ ਸਮੇਂ ਤੁਹਾਡਾ ਖਰੜਾ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੰਭਾਲਿਆ ਰਹਿੰਦਾ ਹੈ।',
  },
  submittedAwaiting: { en: 'Submitted, awaiting evaluation', pa: 'ਜਮ੍ਹਾਂ ਹੋ ਗਿਆ, ਜਾਂਚ ਦੀ ਉਡੀਕ ਹੈ' },
  submittedOn: { en: 'Submitted on {day}', pa: '{day} ਨੂੰ ਜਮ੍ਹਾਂ ਕੀਤਾ' },
  words: { en: '{count, plural, one {# word} other {# words}}', pa: '{count} ਸ਼ਬਦ' },
  evaluation: { en: 'Evaluation', pa: 'ਜਾਂਚ' },
  marksOutOf: { en: '{marks} / {outOf} marks', pa: '{outOf} ਵਿੱਚੋਂ {marks} ਅੰਕ' },
  feedback: { en: 'Feedback', pa: 'ਟਿੱਪਣੀ' },
  evaluatedBy: { en: 'Evaluated by {name} on {day}', pa: '{name} ਵੱਲੋਂ {day} ਨੂੰ ਜਾਂਚਿਆ ਗਿਆ' },
  evaluatedOn: { en: 'Evaluated on {day}', pa: '{day} ਨੂੰ ਜਾਂਚਿਆ ਗਿਆ' },
  guidance: { en: 'What a good answer covers', pa: 'ਇੱਕ ਚੰਗੇ ਉੱਤਰ ਵਿੱਚ ਕੀ ਹੋਵੇ' },
  answerEmpty: { en: 'Write your answer before submitting.', pa: 'ਜਮ੍ਹਾਂ ਕਰਨ ਤੋਂ ਪਹਿਲਾਂ ਆਪਣਾ ਉੱਤਰ ਲਿਖੋ।' },
  answerTooLong: {
    en: 'Your answer has {count} words; the limit is {limit}. Shorten it by {over, plural, one {# word} other {# words}}.',
    pa: 'ਤੁਹਾਡੇ ਉੱਤਰ ਵਿੱਚ {count} ਸ਼ਬਦ ਹਨ; ਸੀਮਾ {limit} ਹੈ। ਇਸ ਨੂੰ {over} ਸ਼ਬਦ ਛੋਟਾ ਕਰੋ।',
  },
  answerTooManyCharacters: {
    en: 'Your answer is too long to send. Shorten it to the word limit.',
    pa: 'ਤੁਹਾਡਾ ਉੱਤਰ ਭੇਜਣ ਲਈ ਬਹੁਤ ਲੰਮਾ ਹੈ। ਇਸ ਨੂੰ ਸ਼ਬਦ ਸੀਮਾ ਤੱਕ ਛੋਟਾ ਕਰੋ।',
  },
  // The archive
  archive: { en: 'Archive', pa: 'ਪੁਰਾਲੇਖ' },
  archiveOf: { en: 'Questions of {month}', pa: '{month} ਦੇ ਪ੍ਰਸ਼ਨ' },
  olderQuestions: { en: 'Older questions', pa: 'ਪੁਰਾਣੇ ਪ੍ਰਸ਼ਨ' },
  newerQuestions: { en: 'Newer questions', pa: 'ਨਵੇਂ ਪ੍ਰਸ਼ਨ' },
  today: { en: 'Today', pa: 'ਅੱਜ' },
  allQuestions: { en: 'All questions of the day', pa: 'ਸਾਰੇ ਰੋਜ਼ਾਨਾ ਪ੍ਰਸ਼ਨ' },
  states: {
    answered: { en: 'Answered', pa: 'ਉੱਤਰ ਦਿੱਤਾ' },
    submitted: { en: 'Submitted', pa: 'ਜਮ੍ਹਾਂ ਕੀਤਾ' },
    evaluated: { en: 'Evaluated: {marks}/{outOf}', pa: 'ਜਾਂਚਿਆ: {marks}/{outOf}' },
  },
} as const satisfies CatalogueTree
