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
  modelAnswer: { en: 'Model answer', pa: 'ਨਮੂਨਾ ਉੱਤਰ' },
  // A handwritten answer (ADR 048)
  handwritten: {
    modes: { en: 'How you answer', pa: 'ਤੁਸੀਂ ਉੱਤਰ ਕਿਵੇਂ ਦਿੰਦੇ ਹੋ' },
    typed: { en: 'Type your answer', pa: 'ਆਪਣਾ ਉੱਤਰ ਟਾਈਪ ਕਰੋ' },
    byHand: { en: 'Upload a handwritten answer', pa: 'ਹੱਥ ਨਾਲ ਲਿਖਿਆ ਉੱਤਰ ਅੱਪਲੋਡ ਕਰੋ' },
    intro: {
      en: 'Write your answer on paper as you would in the exam hall, then add a photo of each page, or one PDF of them. Pages are made smaller on your device before they are sent.',
      pa: 'ਆਪਣਾ ਉੱਤਰ ਕਾਗਜ਼ ’ਤੇ ਉਵੇਂ ਲਿਖੋ ਜਿਵੇਂ ਪ੍ਰੀਖਿਆ ਹਾਲ ਵਿੱਚ ਲਿਖਦੇ ਹੋ, ਫਿਰ ਹਰ ਪੰਨੇ ਦੀ ਫ਼ੋਟੋ, ਜਾਂ ਸਾਰੇ ਪੰਨਿਆਂ ਦੀ ਇੱਕ PDF ਜੋੜੋ। ਭੇਜਣ ਤੋਂ ਪਹਿਲਾਂ ਪੰਨੇ ਤੁਹਾਡੀ ਡਿਵਾਈਸ ’ਤੇ ਹੀ ਛੋਟੇ ਕੀਤੇ ਜਾਂਦੇ ਹਨ।',
    },
    pick: { en: 'Add photos or a PDF', pa: 'ਫ਼ੋਟੋਆਂ ਜਾਂ PDF ਜੋੜੋ' },
    pickHint: {
      en: 'Photos (JPEG, PNG or WebP) or a PDF; up to {limit} pages. Take each photo from above, in good light.',
      pa: 'ਫ਼ੋਟੋਆਂ (JPEG, PNG, WebP) ਜਾਂ ਇੱਕ PDF; ਵੱਧ ਤੋਂ ਵੱਧ {limit} ਪੰਨੇ। ਹਰ ਫ਼ੋਟੋ ਉੱਪਰੋਂ, ਚੰਗੀ ਰੋਸ਼ਨੀ ਵਿੱਚ ਖਿੱਚੋ।',
    },
    preparing: { en: 'Preparing your pages…', pa: 'ਤੁਹਾਡੇ ਪੰਨੇ ਤਿਆਰ ਹੋ ਰਹੇ ਹਨ…' },
    pages: { en: 'Your pages', pa: 'ਤੁਹਾਡੇ ਪੰਨੇ' },
    pageAlt: { en: 'Page {page} of your answer', pa: 'ਤੁਹਾਡੇ ਉੱਤਰ ਦਾ ਪੰਨਾ {page}' },
    pageNumber: { en: 'Page {page}', pa: 'ਪੰਨਾ {page}' },
    moveUp: { en: 'Move page {page} earlier', pa: 'ਪੰਨਾ {page} ਪਹਿਲਾਂ ਕਰੋ' },
    moveDown: { en: 'Move page {page} later', pa: 'ਪੰਨਾ {page} ਬਾਅਦ ਵਿੱਚ ਕਰੋ' },
    remove: { en: 'Remove page {page}', pa: 'ਪੰਨਾ {page} ਹਟਾਓ' },
    ready: {
      en: '{count, plural, one {# page} other {# pages}} ready to send, {size} in all.',
      pa: '{count} ਪੰਨੇ ਭੇਜਣ ਲਈ ਤਿਆਰ, ਕੁੱਲ {size}।',
    },
    submit: { en: 'Submit handwritten answer', pa: 'ਹੱਥ ਨਾਲ ਲਿਖਿਆ ਉੱਤਰ ਜਮ੍ਹਾਂ ਕਰੋ' },
    confirmText: {
      en: 'You are submitting {count, plural, one {# page} other {# pages}}. You can submit only once: after that the answer cannot be changed, and our faculty evaluate it.',
      pa: 'ਤੁਸੀਂ {count} ਪੰਨੇ ਜਮ੍ਹਾਂ ਕਰ ਰਹੇ ਹੋ। ਉੱਤਰ ਸਿਰਫ਼ ਇੱਕ ਵਾਰ ਜਮ੍ਹਾਂ ਹੁੰਦਾ ਹੈ: ਉਸ ਤੋਂ ਬਾਅਦ ਇਹ ਬਦਲਿਆ ਨਹੀਂ ਜਾ ਸਕਦਾ, ਅਤੇ ਸਾਡੇ ਅਧਿਆਪਕ ਇਸ ਨੂੰ ਜਾਂਚਦੇ ਹਨ।',
    },
    keepAdding: { en: 'Keep adding pages', pa: 'ਪੰਨੇ ਜੋੜਨਾ ਜਾਰੀ ਰੱਖੋ' },
    kept: {
      en: 'Your pages are kept on this device until you submit them.',
      pa: 'ਜਮ੍ਹਾਂ ਕਰਨ ਤੱਕ ਤੁਹਾਡੇ ਪੰਨੇ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੰਭਾਲੇ ਰਹਿੰਦੇ ਹਨ।',
    },
    restored: {
      en: 'Your pages from this device are back: check them and submit.',
      pa: 'ਇਸ ਡਿਵਾਈਸ ਤੋਂ ਤੁਹਾਡੇ ਪੰਨੇ ਵਾਪਸ ਆ ਗਏ ਹਨ: ਜਾਂਚੋ ਅਤੇ ਜਮ੍ਹਾਂ ਕਰੋ।',
    },
    failed: {
      en: 'Could not send your pages. Check your connection and try again; your pages are kept.',
      pa: 'ਤੁਹਾਡੇ ਪੰਨੇ ਭੇਜੇ ਨਹੀਂ ਜਾ ਸਕੇ। ਆਪਣਾ ਕਨੈਕਸ਼ਨ ਜਾਂਚੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ; ਤੁਹਾਡੇ ਪੰਨੇ ਸੰਭਾਲੇ ਹੋਏ ਹਨ।',
    },
    problems: {
      noPages: { en: 'Add at least one page of your answer.', pa: 'ਆਪਣੇ ਉੱਤਰ ਦਾ ਘੱਟੋ-ਘੱਟ ਇੱਕ ਪੰਨਾ ਜੋੜੋ।' },
      tooManyPages: {
        en: 'An answer can have at most {limit} pages; you added {pages}. Remove {over, plural, one {# page} other {# pages}}.',
        pa: 'ਇੱਕ ਉੱਤਰ ਵਿੱਚ ਵੱਧ ਤੋਂ ਵੱਧ {limit} ਪੰਨੇ ਹੋ ਸਕਦੇ ਹਨ; ਤੁਸੀਂ {pages} ਜੋੜੇ ਹਨ। {over} ਪੰਨੇ ਹਟਾਓ।',
      },
      notAnImage: {
        en: 'Page {page} is not a photo: add it again as a JPEG, PNG or WebP photo, or as a page of a PDF.',
        pa: 'ਪੰਨਾ {page} ਫ਼ੋਟੋ ਨਹੀਂ ਹੈ: ਇਸ ਨੂੰ JPEG, PNG ਜਾਂ WebP ਫ਼ੋਟੋ, ਜਾਂ PDF ਦੇ ਪੰਨੇ ਵਜੋਂ ਦੁਬਾਰਾ ਜੋੜੋ।',
      },
      unreadable: {
        en: 'Page {page} could not be read; the file may be damaged. Take the photo again.',
        pa: 'ਪੰਨਾ {page} ਪੜ੍ਹਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ; ਫ਼ਾਈਲ ਖ਼ਰਾਬ ਹੋ ਸਕਦੀ ਹੈ। ਫ਼ੋਟੋ ਦੁਬਾਰਾ ਖਿੱਚੋ।',
      },
      pageTooLarge: {
        en: 'Page {page} is larger than {limitMb} MB. Take the photo again, or add it from a PDF.',
        pa: 'ਪੰਨਾ {page} {limitMb} MB ਤੋਂ ਵੱਡਾ ਹੈ। ਫ਼ੋਟੋ ਦੁਬਾਰਾ ਖਿੱਚੋ, ਜਾਂ ਇਸ ਨੂੰ PDF ਤੋਂ ਜੋੜੋ।',
      },
      pageTooSmall: {
        en: 'Page {page} is too small to read ({shortSide} pixels across). Take the photo closer, filling the frame with the page.',
        pa: 'ਪੰਨਾ {page} ਪੜ੍ਹਨ ਲਈ ਬਹੁਤ ਛੋਟਾ ਹੈ ({shortSide} ਪਿਕਸਲ ਚੌੜਾ)। ਫ਼ੋਟੋ ਨੇੜਿਓਂ ਖਿੱਚੋ, ਤਾਂ ਜੋ ਪੰਨਾ ਪੂਰੇ ਫ਼੍ਰੇਮ ਵਿੱਚ ਆਵੇ।',
      },
      tooLargeInAll: {
        en: 'Your pages are larger than {limitMb} MB together. Remove a page you do not need, or take the photos again.',
        pa: 'ਤੁਹਾਡੇ ਪੰਨੇ ਮਿਲ ਕੇ {limitMb} MB ਤੋਂ ਵੱਡੇ ਹਨ। ਬੇਲੋੜਾ ਪੰਨਾ ਹਟਾਓ, ਜਾਂ ਫ਼ੋਟੋਆਂ ਦੁਬਾਰਾ ਖਿੱਚੋ।',
      },
      leftOut: {
        en: '{count, plural, one {# page was} other {# pages were}} not added: an answer can have at most {limit} pages.',
        pa: '{count} ਪੰਨੇ ਨਹੀਂ ਜੋੜੇ ਗਏ: ਇੱਕ ਉੱਤਰ ਵਿੱਚ ਵੱਧ ਤੋਂ ਵੱਧ {limit} ਪੰਨੇ ਹੋ ਸਕਦੇ ਹਨ।',
      },
      notSupported: {
        en: '“{name}” is not a photo or a PDF, so it was not added.',
        pa: '“{name}” ਨਾ ਫ਼ੋਟੋ ਹੈ ਨਾ PDF, ਇਸ ਲਈ ਇਹ ਜੋੜੀ ਨਹੀਂ ਗਈ।',
      },
      tooLargeToOpen: {
        en: '“{name}” is larger than {limitMb} MB, so it was not added. Add photos of the pages instead.',
        pa: '“{name}” {limitMb} MB ਤੋਂ ਵੱਡੀ ਹੈ, ਇਸ ਲਈ ਜੋੜੀ ਨਹੀਂ ਗਈ। ਇਸ ਦੀ ਥਾਂ ਪੰਨਿਆਂ ਦੀਆਂ ਫ਼ੋਟੋਆਂ ਜੋੜੋ।',
      },
      cannotOpen: {
        en: '“{name}” could not be opened; it may be damaged or protected by a password. Save it again, or add photos of the pages.',
        pa: '“{name}” ਖੁੱਲ੍ਹ ਨਹੀਂ ਸਕੀ; ਇਹ ਖ਼ਰਾਬ ਜਾਂ ਪਾਸਵਰਡ ਨਾਲ ਸੁਰੱਖਿਅਤ ਹੋ ਸਕਦੀ ਹੈ। ਇਸ ਨੂੰ ਦੁਬਾਰਾ ਸੇਵ ਕਰੋ, ਜਾਂ ਪੰਨਿਆਂ ਦੀਆਂ ਫ਼ੋਟੋਆਂ ਜੋੜੋ।',
      },
    },
    // The evaluation of a handwritten answer
    annotated: { en: 'Your pages with the evaluator’s comments', pa: 'ਜਾਂਚਕਰਤਾ ਦੀਆਂ ਟਿੱਪਣੀਆਂ ਸਮੇਤ ਤੁਹਾਡੇ ਪੰਨੇ' },
    comment: { en: 'Comment {number}', pa: 'ਟਿੱਪਣੀ {number}' },
    commentsOnPage: { en: 'Comments on page {page}', pa: 'ਪੰਨਾ {page} ’ਤੇ ਟਿੱਪਣੀਆਂ' },
    noComments: { en: 'No comments on this page.', pa: 'ਇਸ ਪੰਨੇ ’ਤੇ ਕੋਈ ਟਿੱਪਣੀ ਨਹੀਂ।' },
  },
  rubric: {
    heading: { en: 'Marks per criterion', pa: 'ਹਰ ਮਾਪਦੰਡ ਦੇ ਅੰਕ' },
    criterion: { en: 'Criterion', pa: 'ਮਾਪਦੰਡ' },
    marks: { en: 'Marks', pa: 'ਅੰਕ' },
    total: { en: 'Total', pa: 'ਕੁੱਲ' },
  },
  email: {
    subject: {
      en: 'Your answer to “{title}” is evaluated: {marks}/{outOf}',
      pa: '“{title}” ਦਾ ਤੁਹਾਡਾ ਉੱਤਰ ਜਾਂਚਿਆ ਗਿਆ: {outOf} ਵਿੱਚੋਂ {marks}',
    },
    body: {
      en: 'Our faculty have evaluated your answer to the Question of the Day “{title}”: you scored {marks} out of {outOf}.',
      pa: 'ਸਾਡੇ ਅਧਿਆਪਕਾਂ ਨੇ ਅੱਜ ਦੇ ਪ੍ਰਸ਼ਨ “{title}” ਦਾ ਤੁਹਾਡਾ ਉੱਤਰ ਜਾਂਚ ਲਿਆ ਹੈ: ਤੁਹਾਨੂੰ {outOf} ਵਿੱਚੋਂ {marks} ਅੰਕ ਮਿਲੇ ਹਨ।',
    },
    next: {
      en: 'On the question’s page you can read the comments, the marks for each criterion and a model answer.',
      pa: 'ਪ੍ਰਸ਼ਨ ਦੇ ਪੰਨੇ ’ਤੇ ਤੁਸੀਂ ਟਿੱਪਣੀਆਂ, ਹਰ ਮਾਪਦੰਡ ਦੇ ਅੰਕ ਅਤੇ ਇੱਕ ਨਮੂਨਾ ਉੱਤਰ ਪੜ੍ਹ ਸਕਦੇ ਹੋ।',
    },
    action: { en: 'See your evaluation', pa: 'ਆਪਣੀ ਜਾਂਚ ਵੇਖੋ' },
    keepWriting: {
      en: 'Keep writing: an answer a day is how Mains is won.',
      pa: 'ਲਿਖਦੇ ਰਹੋ: ਹਰ ਰੋਜ਼ ਇੱਕ ਉੱਤਰ ਨਾਲ ਹੀ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਜਿੱਤੀ ਜਾਂਦੀ ਹੈ।',
    },
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
