import type { CatalogueTree } from './types'

/**
 * Daily current-affairs MCQs: the list, the bare quiz page, the quiz itself, its result and the streak.
 * The quiz comes from the CMS in the reader's language; these are the words around it.
 */
export const dailyQuiz = {
  title: { en: 'Daily current affairs MCQs', pa: 'ਰੋਜ਼ਾਨਾ ਸਮਕਾਲੀ ਮਾਮਲੇ MCQ' },
  lead: {
    en: 'Ten questions a day on the day’s news, Punjab first, in the PPSC pattern. Take them without an account; sign in to keep your scores and your streak.',
    pa: 'ਦਿਨ ਦੀਆਂ ਖ਼ਬਰਾਂ ਉੱਤੇ ਹਰ ਰੋਜ਼ ਦਸ ਪ੍ਰਸ਼ਨ, ਪਹਿਲਾਂ ਪੰਜਾਬ, PPSC ਪੈਟਰਨ ਵਿੱਚ। ਇਹ ਬਿਨਾਂ ਖਾਤੇ ਦੇ ਹੱਲ ਕਰੋ; ਆਪਣੇ ਅੰਕ ਅਤੇ ਲਗਾਤਾਰਤਾ ਸੰਭਾਲਣ ਲਈ ਸਾਈਨ ਇਨ ਕਰੋ।',
  },
  eyebrow: { en: 'Daily CA quiz', pa: 'ਰੋਜ਼ਾਨਾ ਸਮਕਾਲੀ ਮਾਮਲੇ ਕੁਇਜ਼' },
  latest: { en: 'Latest quizzes', pa: 'ਤਾਜ਼ਾ ਕੁਇਜ਼' },
  today: { en: 'Today', pa: 'ਅੱਜ' },
  olderNote: { en: 'Older quizzes: choose their day in the calendar above.', pa: 'ਪੁਰਾਣੇ ਕੁਇਜ਼: ਉੱਪਰ ਕੈਲੰਡਰ ਵਿੱਚੋਂ ਉਨ੍ਹਾਂ ਦਾ ਦਿਨ ਚੁਣੋ।' },
  noQuizzes: {
    en: 'No daily quiz has been published yet. The first one appears here on the day it is set.',
    pa: 'ਹਾਲੇ ਤੱਕ ਕੋਈ ਰੋਜ਼ਾਨਾ ਕੁਇਜ਼ ਪ੍ਰਕਾਸ਼ਿਤ ਨਹੀਂ ਹੋਇਆ। ਪਹਿਲਾ ਕੁਇਜ਼ ਤਿਆਰ ਹੁੰਦੇ ਹੀ ਇੱਥੇ ਆਵੇਗਾ।',
  },
  jump: {
    label: { en: 'Go to a day’s quiz', pa: 'ਕਿਸੇ ਦਿਨ ਦੇ ਕੁਇਜ਼ ’ਤੇ ਜਾਓ' },
    hint: { en: 'Days with a quiz can be chosen.', pa: 'ਕੁਇਜ਼ ਵਾਲੇ ਦਿਨ ਚੁਣੇ ਜਾ ਸਕਦੇ ਹਨ।' },
    button: { en: 'Open quiz', pa: 'ਕੁਇਜ਼ ਖੋਲ੍ਹੋ' },
    missing: {
      en: 'There is no quiz for {day}. The calendar offers the days with a quiz.',
      pa: '{day} ਦਾ ਕੋਈ ਕੁਇਜ਼ ਨਹੀਂ ਹੈ। ਕੈਲੰਡਰ ਵਿੱਚ ਕੁਇਜ਼ ਵਾਲੇ ਦਿਨ ਦਿੱਤੇ ਹਨ।',
    },
    notYet: { en: '{day} has not come yet: the latest quiz is for {latest}.', pa: '{day} ਹਾਲੇ ਆਇਆ ਨਹੀਂ: ਤਾਜ਼ਾ ਕੁਇਜ਼ {latest} ਦਾ ਹੈ।' },
    tooEarly: {
      en: '{day} is before our first daily quiz, which is for {first}.',
      pa: '{day} ਸਾਡੇ ਪਹਿਲੇ ਰੋਜ਼ਾਨਾ ਕੁਇਜ਼ ਤੋਂ ਪਹਿਲਾਂ ਦਾ ਹੈ, ਜੋ {first} ਦਾ ਹੈ।',
    },
  },
  questions: { en: '{count, plural, one {# question} other {# questions}}', pa: '{count} ਪ੍ਰਸ਼ਨ' },
  minutes: { en: '{minutes, plural, one {# minute} other {# minutes}}', pa: '{minutes} ਮਿੰਟ' },
  untimed: { en: 'Untimed', pa: 'ਸਮਾਂ-ਸੀਮਾ ਨਹੀਂ' },
  /** A quiz's facts on one line: "10 questions · 10 minutes". */
  facts: { en: '{questions} · {time}', pa: '{questions} · {time}' },
  timer: { en: '{minutes}-minute timer', pa: '{minutes} ਮਿੰਟ ਦਾ ਟਾਈਮਰ' },
  untimedNote: { en: 'Untimed: take your time', pa: 'ਕੋਈ ਸਮਾਂ-ਸੀਮਾ ਨਹੀਂ: ਆਰਾਮ ਨਾਲ ਹੱਲ ਕਰੋ' },
  marksEach: { en: '{marks, plural, one {# mark} other {# marks}} for each right answer', pa: 'ਹਰ ਸਹੀ ਉੱਤਰ ਦੇ {marks} ਅੰਕ' },
  noNegative: { en: 'No negative marking', pa: 'ਕੋਈ ਨੈਗੇਟਿਵ ਮਾਰਕਿੰਗ ਨਹੀਂ' },
  negative: { en: '−{marks} for each wrong answer', pa: 'ਹਰ ਗ਼ਲਤ ਉੱਤਰ ’ਤੇ −{marks}' },
  notTaken: { en: 'Not taken', pa: 'ਹੱਲ ਨਹੀਂ ਕੀਤਾ' },
  inProgress: { en: 'In progress', pa: 'ਜਾਰੀ ਹੈ' },
  scoreOf: { en: 'Score {score} / {max}', pa: 'ਅੰਕ {score} / {max}' },
  takeQuiz: { en: 'Take the quiz', pa: 'ਕੁਇਜ਼ ਹੱਲ ਕਰੋ' },
  continueQuiz: { en: 'Continue the quiz', pa: 'ਕੁਇਜ਼ ਜਾਰੀ ਰੱਖੋ' },
  seeAnswers: { en: 'See your answers', pa: 'ਆਪਣੇ ਉੱਤਰ ਦੇਖੋ' },
  signInPrompt: { en: 'Sign in to keep your scores and build a daily streak.', pa: 'ਆਪਣੇ ਅੰਕ ਸੰਭਾਲਣ ਅਤੇ ਰੋਜ਼ਾਨਾ ਲਗਾਤਾਰਤਾ ਬਣਾਉਣ ਲਈ ਸਾਈਨ ਇਨ ਕਰੋ।' },
  signIn: { en: 'Sign in', pa: 'ਸਾਈਨ ਇਨ ਕਰੋ' },
  streak: {
    heading: { en: 'Your streak', pa: 'ਤੁਹਾਡੀ ਲਗਾਤਾਰਤਾ' },
    days: {
      en: '{count, plural, =0 {No streak yet} one {# day in a row} other {# days in a row}}',
      pa: '{count, plural, =0 {ਹਾਲੇ ਕੋਈ ਲਗਾਤਾਰਤਾ ਨਹੀਂ} other {ਲਗਾਤਾਰ # ਦਿਨ}}',
    },
    best: { en: 'Best: {count, plural, one {# day} other {# days}}', pa: 'ਸਭ ਤੋਂ ਵੱਧ: {count} ਦਿਨ' },
    todayDone: {
      en: 'Today’s quiz is done. Come back tomorrow to keep it going.',
      pa: 'ਅੱਜ ਦਾ ਕੁਇਜ਼ ਹੋ ਗਿਆ। ਲਗਾਤਾਰਤਾ ਬਣਾਈ ਰੱਖਣ ਲਈ ਕੱਲ੍ਹ ਫਿਰ ਆਓ।',
    },
    keepGoing: { en: 'Take today’s quiz to keep your streak going.', pa: 'ਆਪਣੀ ਲਗਾਤਾਰਤਾ ਬਣਾਈ ਰੱਖਣ ਲਈ ਅੱਜ ਦਾ ਕੁਇਜ਼ ਹੱਲ ਕਰੋ।' },
    start: { en: 'Take the quiz on its day to start a streak.', pa: 'ਲਗਾਤਾਰਤਾ ਸ਼ੁਰੂ ਕਰਨ ਲਈ ਕੁਇਜ਼ ਉਸੇ ਦਿਨ ਹੱਲ ਕਰੋ।' },
    rule: { en: 'A day counts when you take its quiz on that day.', pa: 'ਕੋਈ ਦਿਨ ਤਾਂ ਗਿਣਿਆ ਜਾਂਦਾ ਹੈ ਜਦੋਂ ਤੁਸੀਂ ਉਸ ਦਾ ਕੁਇਜ਼ ਉਸੇ ਦਿਨ ਹੱਲ ਕਰਦੇ ਹੋ।' },
  },
  allQuizzes: { en: 'All daily quizzes', pa: 'ਸਾਰੇ ਰੋਜ਼ਾਨਾ ਕੁਇਜ਼' },
  home: { en: 'Home', pa: 'ਮੁੱਖ ਪੰਨਾ' },
  articlesHeading: { en: 'The day’s news behind these questions', pa: 'ਇਨ੍ਹਾਂ ਪ੍ਰਸ਼ਨਾਂ ਪਿੱਛੇ ਦਿਨ ਦੀਆਂ ਖ਼ਬਰਾਂ' },
  start: { en: 'Start the quiz', pa: 'ਕੁਇਜ਼ ਸ਼ੁਰੂ ਕਰੋ' },
  startTimed: { en: 'The {minutes}-minute timer starts when you press Start.', pa: '{minutes} ਮਿੰਟ ਦਾ ਟਾਈਮਰ ‘ਸ਼ੁਰੂ ਕਰੋ’ ਦਬਾਉਣ ’ਤੇ ਚੱਲੇਗਾ।' },
  startUntimed: { en: 'There is no timer: answer at your own pace.', pa: 'ਕੋਈ ਟਾਈਮਰ ਨਹੀਂ: ਆਪਣੀ ਰਫ਼ਤਾਰ ਨਾਲ ਉੱਤਰ ਦਿਓ।' },
  guestNote: {
    en: 'You can take this quiz without an account. Your answers stay on this device; sign in afterwards to keep your score.',
    pa: 'ਤੁਸੀਂ ਇਹ ਕੁਇਜ਼ ਬਿਨਾਂ ਖਾਤੇ ਦੇ ਹੱਲ ਕਰ ਸਕਦੇ ਹੋ। ਤੁਹਾਡੇ ਉੱਤਰ ਇਸੇ ਡਿਵਾਈਸ ’ਤੇ ਰਹਿੰਦੇ ਹਨ; ਆਪਣੇ ਅੰਕ ਸੰਭਾਲਣ ਲਈ ਬਾਅਦ ਵਿੱਚ ਸਾਈਨ ਇਨ ਕਰੋ।',
  },
  draftCarried: {
    en: 'Your answers from before you signed in are kept: they are filled in when you start.',
    pa: 'ਸਾਈਨ ਇਨ ਤੋਂ ਪਹਿਲਾਂ ਦਿੱਤੇ ਤੁਹਾਡੇ ਉੱਤਰ ਸੰਭਾਲੇ ਹੋਏ ਹਨ: ਸ਼ੁਰੂ ਕਰਨ ’ਤੇ ਉਹ ਭਰ ਦਿੱਤੇ ਜਾਣਗੇ।',
  },
  questionNav: { en: 'Questions', pa: 'ਪ੍ਰਸ਼ਨ' },
  questionOf: { en: 'Question {number} of {total}', pa: 'ਪ੍ਰਸ਼ਨ {number}, ਕੁੱਲ {total}' },
  questionButton: {
    en: 'Question {number}, {state, select, answered {answered} other {not answered}}',
    pa: 'ਪ੍ਰਸ਼ਨ {number}, {state, select, answered {ਉੱਤਰ ਦਿੱਤਾ} other {ਉੱਤਰ ਨਹੀਂ ਦਿੱਤਾ}}',
  },
  answered: { en: 'Answered {count} of {total}', pa: '{total} ਵਿੱਚੋਂ {count} ਦੇ ਉੱਤਰ ਦਿੱਤੇ' },
  previous: { en: 'Previous', pa: 'ਪਿਛਲਾ' },
  next: { en: 'Next', pa: 'ਅਗਲਾ' },
  submit: { en: 'Submit', pa: 'ਜਮ੍ਹਾਂ ਕਰੋ' },
  submitting: { en: 'Submitting…', pa: 'ਜਮ੍ਹਾਂ ਹੋ ਰਿਹਾ ਹੈ…' },
  unanswered: {
    en: 'You have not answered {count, plural, one {# question} other {# questions}}. Submit anyway?',
    pa: 'ਤੁਸੀਂ {count} ਪ੍ਰਸ਼ਨਾਂ ਦੇ ਉੱਤਰ ਨਹੀਂ ਦਿੱਤੇ। ਫਿਰ ਵੀ ਜਮ੍ਹਾਂ ਕਰਨਾ ਹੈ?',
  },
  submitAnyway: { en: 'Yes, submit', pa: 'ਹਾਂ, ਜਮ੍ਹਾਂ ਕਰੋ' },
  keepAnswering: { en: 'Keep answering', pa: 'ਉੱਤਰ ਦੇਣੇ ਜਾਰੀ ਰੱਖੋ' },
  timeUp: { en: 'Time is up. Your answers are being submitted.', pa: 'ਸਮਾਂ ਖ਼ਤਮ। ਤੁਹਾਡੇ ਉੱਤਰ ਜਮ੍ਹਾਂ ਕੀਤੇ ਜਾ ਰਹੇ ਹਨ।' },
  oneMinute: { en: '1 minute left.', pa: '1 ਮਿੰਟ ਬਾਕੀ।' },
  starting: { en: 'Starting…', pa: 'ਸ਼ੁਰੂ ਹੋ ਰਿਹਾ ਹੈ…' },
  /** The signed-in quiz's connection, while answers are saved in the background. */
  status: {
    offline: {
      en: 'You are offline. Your answers are kept on this device and will be saved when the connection returns.',
      pa: 'ਤੁਸੀਂ ਆਫ਼ਲਾਈਨ ਹੋ। ਤੁਹਾਡੇ ਉੱਤਰ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੰਭਾਲੇ ਹੋਏ ਹਨ ਅਤੇ ਕੁਨੈਕਸ਼ਨ ਆਉਣ ’ਤੇ ਸੇਵ ਹੋ ਜਾਣਗੇ।',
    },
    retrying: {
      en: 'The server cannot be reached just now. Your answers are kept on this device and we keep trying to save them.',
      pa: 'ਇਸ ਵੇਲੇ ਸਰਵਰ ਨਾਲ ਸੰਪਰਕ ਨਹੀਂ ਹੋ ਰਿਹਾ। ਤੁਹਾਡੇ ਉੱਤਰ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੰਭਾਲੇ ਹੋਏ ਹਨ ਅਤੇ ਅਸੀਂ ਉਨ੍ਹਾਂ ਨੂੰ ਸੇਵ ਕਰਨ ਦੀ ਕੋਸ਼ਿਸ਼ ਜਾਰੀ ਰੱਖ ਰਹੇ ਹਾਂ।',
    },
    'signed-out': {
      en: 'You have been signed out. Your answers are kept on this device: sign in again in a new tab and they will be saved.',
      pa: 'ਤੁਸੀਂ ਸਾਈਨ ਆਊਟ ਹੋ ਗਏ ਹੋ। ਤੁਹਾਡੇ ਉੱਤਰ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੰਭਾਲੇ ਹੋਏ ਹਨ: ਨਵੀਂ ਟੈਬ ਵਿੱਚ ਦੁਬਾਰਾ ਸਾਈਨ ਇਨ ਕਰੋ, ਉੱਤਰ ਸੇਵ ਹੋ ਜਾਣਗੇ।',
    },
    rejected: {
      en: 'Some answers could not be saved. They are kept on this device and go with your next answer and your submission.',
      pa: 'ਕੁਝ ਉੱਤਰ ਸੇਵ ਨਹੀਂ ਹੋ ਸਕੇ। ਉਹ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੰਭਾਲੇ ਹੋਏ ਹਨ ਅਤੇ ਤੁਹਾਡੇ ਅਗਲੇ ਉੱਤਰ ਅਤੇ ਜਮ੍ਹਾਂ ਕਰਨ ਨਾਲ ਭੇਜੇ ਜਾਣਗੇ।',
    },
  },
  /** Why a submission or a start did not go through. */
  failures: {
    offline: {
      en: 'You are offline. Your answers are safe on this device: submit again when the connection returns.',
      pa: 'ਤੁਸੀਂ ਆਫ਼ਲਾਈਨ ਹੋ। ਤੁਹਾਡੇ ਉੱਤਰ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੁਰੱਖਿਅਤ ਹਨ: ਕੁਨੈਕਸ਼ਨ ਆਉਣ ’ਤੇ ਦੁਬਾਰਾ ਜਮ੍ਹਾਂ ਕਰੋ।',
    },
    network: {
      en: 'Your answers are safe on this device. We could not reach the server: try again.',
      pa: 'ਤੁਹਾਡੇ ਉੱਤਰ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੁਰੱਖਿਅਤ ਹਨ। ਸਰਵਰ ਨਾਲ ਸੰਪਰਕ ਨਹੀਂ ਹੋ ਸਕਿਆ: ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
    },
    server: {
      en: 'Your answers are safe on this device. The server could not take them just now: try again in a moment.',
      pa: 'ਤੁਹਾਡੇ ਉੱਤਰ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੁਰੱਖਿਅਤ ਹਨ। ਸਰਵਰ ਇਸ ਵੇਲੇ ਇਨ੍ਹਾਂ ਨੂੰ ਲੈ ਨਹੀਂ ਸਕਿਆ: ਥੋੜ੍ਹੀ ਦੇਰ ਬਾਅਦ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
    },
    'signed-out': {
      en: 'Your answers are safe on this device, but you have been signed out. Sign in again in a new tab, then come back here and submit.',
      pa: 'ਤੁਹਾਡੇ ਉੱਤਰ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੁਰੱਖਿਅਤ ਹਨ, ਪਰ ਤੁਸੀਂ ਸਾਈਨ ਆਊਟ ਹੋ ਗਏ ਹੋ। ਨਵੀਂ ਟੈਬ ਵਿੱਚ ਦੁਬਾਰਾ ਸਾਈਨ ਇਨ ਕਰੋ, ਫਿਰ ਇੱਥੇ ਆ ਕੇ ਜਮ੍ਹਾਂ ਕਰੋ।',
    },
    rejected: {
      en: 'Your answers are safe on this device. The server could not accept them: try again, and call the institute if it keeps failing.',
      pa: 'ਤੁਹਾਡੇ ਉੱਤਰ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੁਰੱਖਿਅਤ ਹਨ। ਸਰਵਰ ਇਨ੍ਹਾਂ ਨੂੰ ਸਵੀਕਾਰ ਨਹੀਂ ਕਰ ਸਕਿਆ: ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ, ਅਤੇ ਜੇ ਫਿਰ ਵੀ ਨਾ ਹੋਵੇ ਤਾਂ ਸੰਸਥਾ ਨੂੰ ਫ਼ੋਨ ਕਰੋ।',
    },
  },
  resultHeading: { en: 'Your result', pa: 'ਤੁਹਾਡਾ ਨਤੀਜਾ' },
  correct: { en: 'Correct', pa: 'ਸਹੀ' },
  wrong: { en: 'Wrong', pa: 'ਗ਼ਲਤ' },
  notAttempted: { en: 'Not attempted', pa: 'ਹੱਲ ਨਹੀਂ ਕੀਤੇ' },
  withdrawn: {
    en: '{count, plural, one {# question was} other {# questions were}} withdrawn and not counted.',
    pa: '{count} ਪ੍ਰਸ਼ਨ ਵਾਪਸ ਲਏ ਗਏ ਹਨ ਅਤੇ ਗਿਣੇ ਨਹੀਂ ਗਏ।',
  },
  answersHeading: { en: 'Answers and explanations', pa: 'ਉੱਤਰ ਅਤੇ ਵਿਆਖਿਆ' },
  solutionsLater: { en: 'The answers and explanations open when the quiz closes.', pa: 'ਉੱਤਰ ਅਤੇ ਵਿਆਖਿਆ ਕੁਇਜ਼ ਬੰਦ ਹੋਣ ’ਤੇ ਖੁੱਲ੍ਹਣਗੇ।' },
  fullResult: { en: 'See the full result: rank, time taken and bookmarks', pa: 'ਪੂਰਾ ਨਤੀਜਾ ਦੇਖੋ: ਰੈਂਕ, ਲੱਗਿਆ ਸਮਾਂ ਅਤੇ ਬੁੱਕਮਾਰਕ' },
  retake: { en: 'Take it again', pa: 'ਦੁਬਾਰਾ ਹੱਲ ਕਰੋ' },
  yourAnswer: { en: 'Your answer', pa: 'ਤੁਹਾਡਾ ਉੱਤਰ' },
  rightAnswer: { en: 'Correct answer', pa: 'ਸਹੀ ਉੱਤਰ' },
  noAnswer: { en: 'You did not answer this question.', pa: 'ਤੁਸੀਂ ਇਸ ਪ੍ਰਸ਼ਨ ਦਾ ਉੱਤਰ ਨਹੀਂ ਦਿੱਤਾ।' },
  explanation: { en: 'Explanation', pa: 'ਵਿਆਖਿਆ' },
  keepHeading: { en: 'Keep your score', pa: 'ਆਪਣੇ ਅੰਕ ਸੰਭਾਲੋ' },
  keepText: {
    en: 'Sign in and this score is saved to your account: it counts towards your daily streak and stays in your history.',
    pa: 'ਸਾਈਨ ਇਨ ਕਰੋ ਅਤੇ ਇਹ ਅੰਕ ਤੁਹਾਡੇ ਖਾਤੇ ਵਿੱਚ ਸੰਭਾਲੇ ਜਾਣਗੇ: ਇਹ ਤੁਹਾਡੀ ਰੋਜ਼ਾਨਾ ਲਗਾਤਾਰਤਾ ਵਿੱਚ ਗਿਣੇ ਜਾਣਗੇ ਅਤੇ ਤੁਹਾਡੇ ਇਤਿਹਾਸ ਵਿੱਚ ਰਹਿਣਗੇ।',
  },
  keepLink: { en: 'Sign in to keep your score', pa: 'ਅੰਕ ਸੰਭਾਲਣ ਲਈ ਸਾਈਨ ਇਨ ਕਰੋ' },
  keeping: { en: 'Saving your answers to your account…', pa: 'ਤੁਹਾਡੇ ਉੱਤਰ ਤੁਹਾਡੇ ਖਾਤੇ ਵਿੱਚ ਸੇਵ ਕੀਤੇ ਜਾ ਰਹੇ ਹਨ…' },
  kept: { en: 'Your score is saved to your account.', pa: 'ਤੁਹਾਡੇ ਅੰਕ ਤੁਹਾਡੇ ਖਾਤੇ ਵਿੱਚ ਸੰਭਾਲ ਲਏ ਗਏ ਹਨ।' },
  alreadyTaken: {
    en: 'Your account already has an attempt at this quiz, so that one counts. The answers you gave before signing in were not saved.',
    pa: 'ਤੁਹਾਡੇ ਖਾਤੇ ਵਿੱਚ ਇਸ ਕੁਇਜ਼ ਦੀ ਇੱਕ ਕੋਸ਼ਿਸ਼ ਪਹਿਲਾਂ ਹੀ ਹੈ, ਇਸ ਲਈ ਉਹੀ ਗਿਣੀ ਜਾਵੇਗੀ। ਸਾਈਨ ਇਨ ਤੋਂ ਪਹਿਲਾਂ ਦਿੱਤੇ ਉੱਤਰ ਸੇਵ ਨਹੀਂ ਕੀਤੇ ਗਏ।',
  },
  keepFailed: {
    en: 'Your answers could not be saved to your account just now. They are kept on this device: reload the page to try again.',
    pa: 'ਇਸ ਵੇਲੇ ਤੁਹਾਡੇ ਉੱਤਰ ਖਾਤੇ ਵਿੱਚ ਸੇਵ ਨਹੀਂ ਹੋ ਸਕੇ। ਉਹ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੰਭਾਲੇ ਹੋਏ ਹਨ: ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰਨ ਲਈ ਪੰਨਾ ਮੁੜ ਲੋਡ ਕਰੋ।',
  },
  checkFailed: {
    en: 'Your answers are safe on this device. We could not check them just now: try again.',
    pa: 'ਤੁਹਾਡੇ ਉੱਤਰ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੁਰੱਖਿਅਤ ਹਨ। ਇਸ ਵੇਲੇ ਉਨ੍ਹਾਂ ਦੀ ਜਾਂਚ ਨਹੀਂ ਹੋ ਸਕੀ: ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  },
  retry: { en: 'Try again', pa: 'ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ' },
  takeAgainAsGuest: { en: 'Clear my answers and start again', pa: 'ਮੇਰੇ ਉੱਤਰ ਮਿਟਾਓ ਅਤੇ ਦੁਬਾਰਾ ਸ਼ੁਰੂ ਕਰੋ' },
  pageNotFound: { en: 'Page not found', pa: 'ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ' },
  /** What the quiz's endpoints answer when they cannot do what was asked, in the language the page sent. */
  refusals: {
    noSuchQuiz: { en: 'There is no such daily quiz.', pa: 'ਅਜਿਹਾ ਕੋਈ ਰੋਜ਼ਾਨਾ ਕੁਇਜ਼ ਨਹੀਂ ਹੈ।' },
    notStarted: {
      en: 'The quiz could not be started: reload the page and try again.',
      pa: 'ਕੁਇਜ਼ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋ ਸਕਿਆ: ਪੰਨਾ ਮੁੜ ਲੋਡ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
    },
    unreadableCheck: {
      en: 'Your answers could not be read. They are kept on this device: reload the page and submit again.',
      pa: 'ਤੁਹਾਡੇ ਉੱਤਰ ਪੜ੍ਹੇ ਨਹੀਂ ਜਾ ਸਕੇ। ਉਹ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੰਭਾਲੇ ਹੋਏ ਹਨ: ਪੰਨਾ ਮੁੜ ਲੋਡ ਕਰਕੇ ਦੁਬਾਰਾ ਜਮ੍ਹਾਂ ਕਰੋ।',
    },
    unreadableKeep: {
      en: 'Your answers could not be read. They are kept on this device: reload the page to try again.',
      pa: 'ਤੁਹਾਡੇ ਉੱਤਰ ਪੜ੍ਹੇ ਨਹੀਂ ਜਾ ਸਕੇ। ਉਹ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੰਭਾਲੇ ਹੋਏ ਹਨ: ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰਨ ਲਈ ਪੰਨਾ ਮੁੜ ਲੋਡ ਕਰੋ।',
    },
    enrolledOnly: {
      en: 'This quiz is for enrolled candidates: sign in to take it.',
      pa: 'ਇਹ ਕੁਇਜ਼ ਦਾਖ਼ਲ ਉਮੀਦਵਾਰਾਂ ਲਈ ਹੈ: ਇਸ ਨੂੰ ਹੱਲ ਕਰਨ ਲਈ ਸਾਈਨ ਇਨ ਕਰੋ।',
    },
    answersOpenOn: {
      en: 'This quiz’s answers open on {when}: sign in to take it and keep your score; it is checked then.',
      pa: 'ਇਸ ਕੁਇਜ਼ ਦੇ ਉੱਤਰ {when} ਨੂੰ ਖੁੱਲ੍ਹਣਗੇ: ਇਸ ਨੂੰ ਹੱਲ ਕਰਨ ਅਤੇ ਅੰਕ ਸੰਭਾਲਣ ਲਈ ਸਾਈਨ ਇਨ ਕਰੋ; ਤਦ ਇਸ ਦੀ ਜਾਂਚ ਹੋਵੇਗੀ।',
    },
    answersOpenLater: {
      en: 'This quiz’s answers open later: sign in to take it and keep your score; it is checked then.',
      pa: 'ਇਸ ਕੁਇਜ਼ ਦੇ ਉੱਤਰ ਬਾਅਦ ਵਿੱਚ ਖੁੱਲ੍ਹਣਗੇ: ਇਸ ਨੂੰ ਹੱਲ ਕਰਨ ਅਤੇ ਅੰਕ ਸੰਭਾਲਣ ਲਈ ਸਾਈਨ ਇਨ ਕਰੋ; ਤਦ ਇਸ ਦੀ ਜਾਂਚ ਹੋਵੇਗੀ।',
    },
    notSaved: {
      en: 'Your answers could not be saved to your account. They are kept on this device: reload the page to try again.',
      pa: 'ਤੁਹਾਡੇ ਉੱਤਰ ਖਾਤੇ ਵਿੱਚ ਸੇਵ ਨਹੀਂ ਹੋ ਸਕੇ। ਉਹ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੰਭਾਲੇ ਹੋਏ ਹਨ: ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰਨ ਲਈ ਪੰਨਾ ਮੁੜ ਲੋਡ ਕਰੋ।',
    },
    notSubmitted: {
      en: 'Your answers were saved but the quiz could not be submitted. Open the quiz again to submit it.',
      pa: 'ਤੁਹਾਡੇ ਉੱਤਰ ਸੇਵ ਹੋ ਗਏ ਪਰ ਕੁਇਜ਼ ਜਮ੍ਹਾਂ ਨਹੀਂ ਹੋ ਸਕਿਆ। ਇਸ ਨੂੰ ਜਮ੍ਹਾਂ ਕਰਨ ਲਈ ਕੁਇਜ਼ ਦੁਬਾਰਾ ਖੋਲ੍ਹੋ।',
    },
  },
} as const satisfies CatalogueTree
