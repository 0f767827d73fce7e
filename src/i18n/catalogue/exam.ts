import type { CatalogueTree } from './types'

/** The exam screen: its controls, palette, timer and dialogs, in the language the candidate chose for them. */
export const exam = {
  metaTitle: { en: 'Test in progress', pa: 'ਟੈਸਟ ਜਾਰੀ ਹੈ' },
  questionsIn: { en: 'View in', pa: 'ਪ੍ਰਸ਼ਨ ਇਸ ਭਾਸ਼ਾ ਵਿੱਚ' },
  controlsIn: { en: 'Buttons in', pa: 'ਬਟਨ ਇਸ ਭਾਸ਼ਾ ਵਿੱਚ' },
  timeLeft: { en: 'Time Left', pa: 'ਬਾਕੀ ਸਮਾਂ' },
  /** The timer's name for screen readers. */
  timerName: { en: 'Time left', pa: 'ਬਾਕੀ ਸਮਾਂ' },
  untimed: { en: 'Untimed', pa: 'ਸਮਾਂ-ਸੀਮਾ ਨਹੀਂ' },
  questionNumber: { en: 'Question {number}', pa: 'ਪ੍ਰਸ਼ਨ {number}' },
  questionOf: { en: 'Question {number} of {total}', pa: 'ਪ੍ਰਸ਼ਨ {number}, ਕੁੱਲ {total} ਵਿੱਚੋਂ' },
  noQuestions: { en: 'This paper has no questions yet.', pa: 'ਇਸ ਪੇਪਰ ਵਿੱਚ ਅਜੇ ਕੋਈ ਪ੍ਰਸ਼ਨ ਨਹੀਂ।' },
  sections: { en: 'Sections', pa: 'ਭਾਗ' },
  sectionAnswered: { en: 'answered', pa: 'ਹੱਲ ਕੀਤੇ' },
  actions: {
    group: { en: 'Question actions', pa: 'ਪ੍ਰਸ਼ਨ ਲਈ ਬਟਨ' },
    saveNext: { en: 'Save & Next', pa: 'ਸੰਭਾਲੋ ਅਤੇ ਅਗਲਾ' },
    markNext: { en: 'Mark for Review & Next', pa: 'ਸਮੀਖਿਆ ਲਈ ਨਿਸ਼ਾਨ ਲਾਓ ਅਤੇ ਅਗਲਾ' },
    clear: { en: 'Clear Response', pa: 'ਉੱਤਰ ਹਟਾਓ' },
    previous: { en: 'Previous', pa: 'ਪਿਛਲਾ' },
    submit: { en: 'Submit', pa: 'ਜਮ੍ਹਾਂ ਕਰੋ' },
  },
  palette: {
    toggle: { en: 'Question Palette', pa: 'ਪ੍ਰਸ਼ਨ ਪੈਲੇਟ' },
    legend: { en: 'Legend', pa: 'ਸੰਕੇਤ' },
    questionsOf: { en: 'Questions of {section}', pa: '{section} ਦੇ ਪ੍ਰਸ਼ਨ' },
    button: {
      en: 'Question {number}, {status, select, answered {answered} marked {marked for review} answeredMarked {answered and marked for review} notAnswered {not answered} other {not visited}}',
      pa: 'ਪ੍ਰਸ਼ਨ {number}, {status, select, answered {ਹੱਲ ਕੀਤਾ} marked {ਸਮੀਖਿਆ ਲਈ ਨਿਸ਼ਾਨਬੱਧ} answeredMarked {ਹੱਲ ਕੀਤਾ ਅਤੇ ਸਮੀਖਿਆ ਲਈ ਨਿਸ਼ਾਨਬੱਧ} notAnswered {ਹੱਲ ਨਹੀਂ ਕੀਤਾ} other {ਨਹੀਂ ਵੇਖਿਆ}}',
    },
  },
  /** The TCS iON palette statuses, as the screen and the instructions name them. */
  status: {
    notVisited: { en: 'Not Visited', pa: 'ਨਹੀਂ ਵੇਖਿਆ' },
    notAnswered: { en: 'Not Answered', pa: 'ਹੱਲ ਨਹੀਂ ਕੀਤਾ' },
    answered: { en: 'Answered', pa: 'ਹੱਲ ਕੀਤਾ' },
    marked: { en: 'Marked for Review', pa: 'ਸਮੀਖਿਆ ਲਈ ਨਿਸ਼ਾਨਬੱਧ' },
    answeredMarked: { en: 'Answered & Marked for Review', pa: 'ਹੱਲ ਕੀਤਾ ਅਤੇ ਸਮੀਖਿਆ ਲਈ ਨਿਸ਼ਾਨਬੱਧ' },
  },
  connection: {
    offline: {
      en: 'You are offline. Your answers are kept on this device and will be saved when the connection returns.',
      pa: 'ਤੁਸੀਂ ਆਫ਼ਲਾਈਨ ਹੋ। ਤੁਹਾਡੇ ਉੱਤਰ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਰੱਖੇ ਹੋਏ ਹਨ ਅਤੇ ਕਨੈਕਸ਼ਨ ਵਾਪਸ ਆਉਣ ’ਤੇ ਸੰਭਾਲ ਲਏ ਜਾਣਗੇ।',
    },
    retrying: {
      en: 'The server cannot be reached just now. Your answers are kept on this device and we keep trying to save them.',
      pa: 'ਇਸ ਵੇਲੇ ਸਰਵਰ ਨਾਲ ਸੰਪਰਕ ਨਹੀਂ ਹੋ ਰਿਹਾ। ਤੁਹਾਡੇ ਉੱਤਰ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਰੱਖੇ ਹੋਏ ਹਨ ਅਤੇ ਅਸੀਂ ਇਨ੍ਹਾਂ ਨੂੰ ਸੰਭਾਲਣ ਦੀ ਕੋਸ਼ਿਸ਼ ਕਰਦੇ ਰਹਿੰਦੇ ਹਾਂ।',
    },
    signedOut: {
      en: 'You have been signed out. Your answers are kept on this device: sign in again in a new tab and they will be saved.',
      pa: 'ਤੁਸੀਂ ਸਾਈਨ ਆਊਟ ਹੋ ਗਏ ਹੋ। ਤੁਹਾਡੇ ਉੱਤਰ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਰੱਖੇ ਹੋਏ ਹਨ: ਨਵੀਂ ਟੈਬ ਵਿੱਚ ਦੁਬਾਰਾ ਸਾਈਨ ਇਨ ਕਰੋ, ਉੱਤਰ ਸੰਭਾਲ ਲਏ ਜਾਣਗੇ।',
    },
    rejected: {
      en: 'Some answers could not be saved to the server. They are kept on this device and will be sent again with your next answer and when you submit.',
      pa: 'ਕੁਝ ਉੱਤਰ ਸਰਵਰ ’ਤੇ ਸੰਭਾਲੇ ਨਹੀਂ ਜਾ ਸਕੇ। ਉਹ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਰੱਖੇ ਹੋਏ ਹਨ ਅਤੇ ਤੁਹਾਡੇ ਅਗਲੇ ਉੱਤਰ ਨਾਲ ਅਤੇ ਜਮ੍ਹਾਂ ਕਰਨ ਵੇਲੇ ਦੁਬਾਰਾ ਭੇਜੇ ਜਾਣਗੇ।',
    },
  },
  warnings: {
    tenMinutes: { en: '10 minutes left.', pa: '10 ਮਿੰਟ ਬਾਕੀ।' },
    oneMinute: { en: '1 minute left.', pa: '1 ਮਿੰਟ ਬਾਕੀ।' },
  },
  submit: {
    title: { en: 'Submit the test?', pa: 'ਕੀ ਟੈਸਟ ਜਮ੍ਹਾਂ ਕਰਨਾ ਹੈ?' },
    note: {
      en: 'Once submitted, your answers cannot be changed. Questions marked for review with an answer chosen are evaluated.',
      pa: 'ਜਮ੍ਹਾਂ ਕਰਨ ਤੋਂ ਬਾਅਦ ਤੁਹਾਡੇ ਉੱਤਰ ਬਦਲੇ ਨਹੀਂ ਜਾ ਸਕਦੇ। ਸਮੀਖਿਆ ਲਈ ਨਿਸ਼ਾਨਬੱਧ ਜਿਨ੍ਹਾਂ ਪ੍ਰਸ਼ਨਾਂ ਦਾ ਉੱਤਰ ਚੁਣਿਆ ਹੋਇਆ ਹੈ, ਉਹ ਜਾਂਚੇ ਜਾਂਦੇ ਹਨ।',
    },
    sectionQuestions: {
      en: '({count, plural, one {# question} other {# questions}})',
      pa: '({count, plural, one {# ਪ੍ਰਸ਼ਨ} other {# ਪ੍ਰਸ਼ਨ}})',
    },
    confirm: { en: 'Yes, submit', pa: 'ਹਾਂ, ਜਮ੍ਹਾਂ ਕਰੋ' },
    back: { en: 'No, go back', pa: 'ਨਹੀਂ, ਵਾਪਸ ਜਾਓ' },
    submitting: { en: 'Submitting your answers…', pa: 'ਤੁਹਾਡੇ ਉੱਤਰ ਜਮ੍ਹਾਂ ਹੋ ਰਹੇ ਹਨ…' },
    failures: {
      offline: {
        en: 'You are offline. Your answers are safe on this device: submit again when the connection returns.',
        pa: 'ਤੁਸੀਂ ਆਫ਼ਲਾਈਨ ਹੋ। ਤੁਹਾਡੇ ਉੱਤਰ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੁਰੱਖਿਅਤ ਹਨ: ਕਨੈਕਸ਼ਨ ਵਾਪਸ ਆਉਣ ’ਤੇ ਦੁਬਾਰਾ ਜਮ੍ਹਾਂ ਕਰੋ।',
      },
      network: {
        en: 'Your answers are safe on this device. We could not reach the server: try again.',
        pa: 'ਤੁਹਾਡੇ ਉੱਤਰ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੁਰੱਖਿਅਤ ਹਨ। ਸਰਵਰ ਨਾਲ ਸੰਪਰਕ ਨਹੀਂ ਹੋ ਸਕਿਆ: ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
      },
      server: {
        en: 'Your answers are safe on this device. The server could not take the submission just now: try again in a moment.',
        pa: 'ਤੁਹਾਡੇ ਉੱਤਰ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੁਰੱਖਿਅਤ ਹਨ। ਸਰਵਰ ਇਸ ਵੇਲੇ ਜਮ੍ਹਾਂ ਨਹੀਂ ਕਰ ਸਕਿਆ: ਥੋੜ੍ਹੀ ਦੇਰ ਬਾਅਦ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
      },
      signedOut: {
        en: 'Your answers are safe on this device, but you have been signed out. Sign in again in a new tab, then come back here and submit.',
        pa: 'ਤੁਹਾਡੇ ਉੱਤਰ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੁਰੱਖਿਅਤ ਹਨ, ਪਰ ਤੁਸੀਂ ਸਾਈਨ ਆਊਟ ਹੋ ਗਏ ਹੋ। ਨਵੀਂ ਟੈਬ ਵਿੱਚ ਦੁਬਾਰਾ ਸਾਈਨ ਇਨ ਕਰੋ, ਫਿਰ ਇੱਥੇ ਵਾਪਸ ਆ ਕੇ ਜਮ੍ਹਾਂ ਕਰੋ।',
      },
      rejected: {
        en: 'Your answers are safe on this device. The server could not accept the submission: try again, and call the institute if it keeps failing.',
        pa: 'ਤੁਹਾਡੇ ਉੱਤਰ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੁਰੱਖਿਅਤ ਹਨ। ਸਰਵਰ ਜਮ੍ਹਾਂ ਨਹੀਂ ਕਰ ਸਕਿਆ: ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ, ਅਤੇ ਵਾਰ-ਵਾਰ ਅਜਿਹਾ ਹੋਵੇ ਤਾਂ ਸੰਸਥਾ ਨੂੰ ਫ਼ੋਨ ਕਰੋ।',
      },
    },
  },
  timeUp: {
    title: { en: 'Time is up. Submitting your answers…', pa: 'ਸਮਾਂ ਖ਼ਤਮ। ਤੁਹਾਡੇ ਉੱਤਰ ਜਮ੍ਹਾਂ ਹੋ ਰਹੇ ਹਨ…' },
    retrying: {
      en: 'The server could not be reached yet. Your answers are safe on this device and are being sent again.',
      pa: 'ਸਰਵਰ ਨਾਲ ਅਜੇ ਸੰਪਰਕ ਨਹੀਂ ਹੋਇਆ। ਤੁਹਾਡੇ ਉੱਤਰ ਇਸ ਡਿਵਾਈਸ ’ਤੇ ਸੁਰੱਖਿਅਤ ਹਨ ਅਤੇ ਦੁਬਾਰਾ ਭੇਜੇ ਜਾ ਰਹੇ ਹਨ।',
    },
  },
} as const satisfies CatalogueTree
