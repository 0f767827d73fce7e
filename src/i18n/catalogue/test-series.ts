import type { CatalogueTree } from './types'

/** The test-series list and a test’s instructions. */
export const testSeries = {
  meta: {
    listTitle: { en: 'Test series: PPSC Prelims GS and CSAT mock tests', pa: 'ਟੈਸਟ ਸੀਰੀਜ਼: PPSC ਮੁੱਢਲੀ ਪ੍ਰੀਖਿਆ GS ਅਤੇ CSAT ਮੌਕ ਟੈਸਟ' },
    listDescription: {
      en: 'Full-length PPSC Prelims GS and CSAT mocks, sectional and topic tests in the real exam’s computer-based format, in English and Punjabi, with rank, percentile and solutions.',
      pa: 'ਅਸਲ ਪ੍ਰੀਖਿਆ ਵਾਂਗ ਕੰਪਿਊਟਰ ’ਤੇ ਪੂਰੇ PPSC ਮੁੱਢਲੀ ਪ੍ਰੀਖਿਆ GS ਅਤੇ CSAT ਮੌਕ, ਭਾਗਵਾਰ ਅਤੇ ਵਿਸ਼ਾਵਾਰ ਟੈਸਟ, ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ ਵਿੱਚ, ਰੈਂਕ, ਪਰਸੈਂਟਾਈਲ ਅਤੇ ਹੱਲਾਂ ਸਮੇਤ।',
    },
    instructionsTitle: { en: 'Test instructions', pa: 'ਟੈਸਟ ਦੀਆਂ ਹਦਾਇਤਾਂ' },
  },
  kinds: {
    gsPrelims: { en: 'GS Prelims', pa: 'GS ਮੁੱਢਲੀ ਪ੍ਰੀਖਿਆ' },
    csat: { en: 'CSAT', pa: 'CSAT' },
    sectional: { en: 'Sectional', pa: 'ਭਾਗਵਾਰ' },
    topic: { en: 'Topic test', pa: 'ਵਿਸ਼ਾ ਟੈਸਟ' },
    pyq: { en: 'PYQ', pa: 'PYQ' },
    dailyQuiz: { en: 'Daily CA quiz', pa: 'ਰੋਜ਼ਾਨਾ ਕਰੰਟ ਅਫੇਅਰਜ਼ ਕੁਇਜ਼' },
  },
  facts: {
    questions: { en: '{count, plural, one {# question} other {# questions}}', pa: '{count, plural, one {# ਪ੍ਰਸ਼ਨ} other {# ਪ੍ਰਸ਼ਨ}}' },
    minutes: { en: '{minutes} min', pa: '{minutes} ਮਿੰਟ' },
    noNegative: { en: 'No negative marking', pa: 'ਕੋਈ ਨੈਗੇਟਿਵ ਮਾਰਕਿੰਗ ਨਹੀਂ' },
    perWrong: { en: '−{marks} per wrong answer', pa: 'ਹਰ ਗ਼ਲਤ ਉੱਤਰ ’ਤੇ −{marks}' },
  },
  window: {
    opens: { en: 'Opens {date}', pa: '{date} ਨੂੰ ਖੁੱਲ੍ਹੇਗਾ' },
    closedOn: { en: 'Closed on {date}', pa: '{date} ਨੂੰ ਬੰਦ ਹੋ ਗਿਆ' },
    closes: { en: 'Closes {date}', pa: '{date} ਨੂੰ ਬੰਦ ਹੋਵੇਗਾ' },
  },
  timeLeft: {
    underAMinute: { en: 'less than 1 min', pa: '1 ਮਿੰਟ ਤੋਂ ਘੱਟ' },
    minutes: { en: '{minutes} min', pa: '{minutes} ਮਿੰਟ' },
    hours: { en: '{hours} h', pa: '{hours} ਘੰਟੇ' },
    hoursMinutes: { en: '{hours} h {minutes} min', pa: '{hours} ਘੰਟੇ {minutes} ਮਿੰਟ' },
  },
  list: {
    title: { en: 'Test series', pa: 'ਟੈਸਟ ਸੀਰੀਜ਼' },
    lead: {
      en: 'Full-length PPSC Prelims mocks, CSAT papers and sectional tests on the exam’s pattern, timed and scored like the real Punjab PCS exam.',
      pa: 'ਪ੍ਰੀਖਿਆ ਦੇ ਪੈਟਰਨ ’ਤੇ ਪੂਰੇ PPSC ਮੁੱਢਲੀ ਪ੍ਰੀਖਿਆ ਮੌਕ, CSAT ਪੇਪਰ ਅਤੇ ਭਾਗਵਾਰ ਟੈਸਟ, ਅਸਲ ਪੰਜਾਬ PCS ਪ੍ਰੀਖਿਆ ਵਾਂਗ ਸਮਾਂ ਅਤੇ ਅੰਕ।',
    },
    signInNote: {
      en: '<link>Sign in</link> to start a test, resume one you left and see your scores.',
      pa: 'ਟੈਸਟ ਸ਼ੁਰੂ ਕਰਨ, ਅਧੂਰਾ ਛੱਡਿਆ ਟੈਸਟ ਜਾਰੀ ਰੱਖਣ ਅਤੇ ਆਪਣੇ ਅੰਕ ਵੇਖਣ ਲਈ <link>ਸਾਈਨ ਇਨ ਕਰੋ</link>।',
    },
    none: {
      en: 'No test series is open right now. New Punjab PCS mock tests are announced on this page.',
      pa: 'ਇਸ ਵੇਲੇ ਕੋਈ ਟੈਸਟ ਸੀਰੀਜ਼ ਖੁੱਲ੍ਹੀ ਨਹੀਂ ਹੈ। ਨਵੇਂ ਪੰਜਾਬ PCS ਮੌਕ ਟੈਸਟਾਂ ਦੀ ਜਾਣਕਾਰੀ ਇਸੇ ਪੰਨੇ ’ਤੇ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ।',
    },
    seriesEmpty: {
      en: 'The tests of this series are being scheduled and appear here as each one is announced.',
      pa: 'ਇਸ ਸੀਰੀਜ਼ ਦੇ ਟੈਸਟਾਂ ਦਾ ਸਮਾਂ ਤੈਅ ਕੀਤਾ ਜਾ ਰਿਹਾ ਹੈ; ਹਰ ਟੈਸਟ ਦਾ ਐਲਾਨ ਹੁੰਦੇ ਹੀ ਉਹ ਇੱਥੇ ਦਿਸੇਗਾ।',
    },
    paid: { en: 'Paid', pa: 'ਭੁਗਤਾਨ ਵਾਲੀ' },
    free: { en: 'Free', pa: 'ਮੁਫ਼ਤ' },
    testCount: { en: '{count, plural, one {# test} other {# tests}}', pa: '{count, plural, one {# ਟੈਸਟ} other {# ਟੈਸਟ}}' },
    partOf: {
      en: 'Part of <product>{course}</product>. <link>Enrol to unlock<hidden> the tests of this series</hidden></link>',
      pa: '<product>{course}</product> ਦਾ ਹਿੱਸਾ। <link>ਖੋਲ੍ਹਣ ਲਈ ਦਾਖ਼ਲਾ ਲਓ<hidden>: ਇਸ ਸੀਰੀਜ਼ ਦੇ ਟੈਸਟ</hidden></link>',
    },
    inProgress: { en: 'In progress · Time left: {time}', pa: 'ਜਾਰੀ ਹੈ · ਬਾਕੀ ਸਮਾਂ: {time}' },
    timeUp: { en: 'Time is up: your saved answers are being submitted', pa: 'ਸਮਾਂ ਖ਼ਤਮ: ਤੁਹਾਡੇ ਸੰਭਾਲੇ ਉੱਤਰ ਜਮ੍ਹਾਂ ਕੀਤੇ ਜਾ ਰਹੇ ਹਨ' },
    resume: { en: 'Resume', pa: 'ਜਾਰੀ ਰੱਖੋ' },
    score: { en: 'Score <strong>{score} / {max}</strong>', pa: 'ਅੰਕ <strong>{score} / {max}</strong>' },
    viewResult: { en: 'View result', pa: 'ਨਤੀਜਾ ਵੇਖੋ' },
    retake: { en: 'Retake', pa: 'ਦੁਬਾਰਾ ਦਿਓ' },
    mockWindow: {
      en: 'All-Punjab mock: {starts} to {ends}, late entry until {lateEntry}.',
      pa: 'ਆਲ-ਪੰਜਾਬ ਮੌਕ: {starts} ਤੋਂ {ends} ਤੱਕ, ਦੇਰ ਨਾਲ ਦਾਖ਼ਲਾ {lateEntry} ਤੱਕ।',
    },
    leaderboard: { en: 'Leaderboard', pa: 'ਲੀਡਰਬੋਰਡ' },
    attemptsLeft: {
      en: '{count, plural, one {# attempt left} other {# attempts left}}',
      pa: '{count, plural, one {# ਕੋਸ਼ਿਸ਼ ਬਾਕੀ} other {# ਕੋਸ਼ਿਸ਼ਾਂ ਬਾਕੀ}}',
    },
    startTest: { en: 'Start test', pa: 'ਟੈਸਟ ਸ਼ੁਰੂ ਕਰੋ' },
    enrolledOnly: { en: 'Enrolled candidates only', pa: 'ਸਿਰਫ਼ ਦਾਖ਼ਲ ਉਮੀਦਵਾਰਾਂ ਲਈ' },
    enrolToUnlock: { en: 'Enrol to unlock', pa: 'ਖੋਲ੍ਹਣ ਲਈ ਦਾਖ਼ਲਾ ਲਓ' },
    enrolInSeries: { en: 'Enrol in this series to take it', pa: 'ਇਹ ਟੈਸਟ ਦੇਣ ਲਈ ਇਸ ਸੀਰੀਜ਼ ਵਿੱਚ ਦਾਖ਼ਲਾ ਲਓ' },
    signInIfEnrolled: { en: 'Already enrolled? Sign in', pa: 'ਪਹਿਲਾਂ ਹੀ ਦਾਖ਼ਲ ਹੋ? ਸਾਈਨ ਇਨ ਕਰੋ' },
  },
  instructions: {
    back: { en: 'Back to test series', pa: 'ਟੈਸਟ ਸੀਰੀਜ਼ ’ਤੇ ਵਾਪਸ' },
    eyebrow: { en: 'Instructions', pa: 'ਹਦਾਇਤਾਂ' },
    eyebrowWithKind: { en: '{kind} · Instructions', pa: '{kind} · ਹਦਾਇਤਾਂ' },
    summaryQuestions: { en: 'Questions', pa: 'ਪ੍ਰਸ਼ਨ' },
    summaryMaxMarks: { en: 'Maximum marks', pa: 'ਕੁੱਲ ਅੰਕ' },
    summaryTime: { en: 'Time', pa: 'ਸਮਾਂ' },
    summaryMinutes: { en: '{minutes} min', pa: '{minutes} ਮਿੰਟ' },
    summaryExtra: { en: '{minutes} min + {extra} min extra', pa: '{minutes} ਮਿੰਟ + {extra} ਮਿੰਟ ਵਾਧੂ' },
    bilingualNote: {
      en: 'The instructions are given in English and Punjabi, as on the PPSC paper.',
      pa: 'ਹਦਾਇਤਾਂ PPSC ਪੇਪਰ ਵਾਂਗ ਪੰਜਾਬੀ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਦੋਵਾਂ ਵਿੱਚ ਦਿੱਤੀਆਂ ਗਈਆਂ ਹਨ।',
    },
    inLanguage: { en: 'In English', pa: 'ਪੰਜਾਬੀ ਵਿੱਚ' },
    general: {
      heading: { en: 'General instructions', pa: 'ਆਮ ਹਦਾਇਤਾਂ' },
      questions: {
        en: 'The test has {questions} for {marks}. You have {duration} to answer them.',
        pa: 'ਟੈਸਟ ਵਿੱਚ {marks} ਦੇ {questions} ਹਨ। ਇਨ੍ਹਾਂ ਦੇ ਉੱਤਰ ਦੇਣ ਲਈ ਤੁਹਾਡੇ ਕੋਲ {duration} ਹੈ।',
      },
      durationLong: { en: '{duration} ({minutes} minutes)', pa: '{duration} ({minutes} ਮਿੰਟ)' },
      extraTime: {
        en: 'You have {count, plural, one {# extra minute} other {# extra minutes}} (compensatory time), so your clock starts at {total}.',
        pa: 'ਤੁਹਾਨੂੰ {count, plural, one {# ਮਿੰਟ} other {# ਮਿੰਟ}} ਵਾਧੂ ਸਮਾਂ (ਪੂਰਕ ਸਮਾਂ) ਮਿਲਿਆ ਹੈ, ਇਸ ਲਈ ਤੁਹਾਡੀ ਘੜੀ {total} ਤੋਂ ਸ਼ੁਰੂ ਹੋਵੇਗੀ।',
      },
      clock: {
        en: 'The clock at the top of the screen runs on our server, not on your device. When it reaches zero the test is submitted automatically; you do not need to press Submit.',
        pa: 'ਸਕਰੀਨ ਦੇ ਉੱਪਰ ਵਾਲੀ ਘੜੀ ਸਾਡੇ ਸਰਵਰ ’ਤੇ ਚੱਲਦੀ ਹੈ, ਤੁਹਾਡੇ ਡਿਵਾਈਸ ’ਤੇ ਨਹੀਂ। ਇਸ ਦੇ ਸਿਫ਼ਰ ’ਤੇ ਪਹੁੰਚਦੇ ਹੀ ਟੈਸਟ ਆਪਣੇ-ਆਪ ਜਮ੍ਹਾਂ ਹੋ ਜਾਂਦਾ ਹੈ; ਜਮ੍ਹਾਂ ਕਰੋ ਦਬਾਉਣ ਦੀ ਲੋੜ ਨਹੀਂ।',
      },
      closes: {
        en: 'The test closes on {date}. If you are still answering then, it is submitted at that moment, even if your own time has not run out.',
        pa: 'ਟੈਸਟ {date} ਨੂੰ ਬੰਦ ਹੁੰਦਾ ਹੈ। ਜੇ ਤੁਸੀਂ ਉਦੋਂ ਵੀ ਉੱਤਰ ਦੇ ਰਹੇ ਹੋ, ਤਾਂ ਟੈਸਟ ਉਸੇ ਵੇਲੇ ਜਮ੍ਹਾਂ ਹੋ ਜਾਵੇਗਾ, ਭਾਵੇਂ ਤੁਹਾਡਾ ਆਪਣਾ ਸਮਾਂ ਬਾਕੀ ਹੋਵੇ।',
      },
      autosave: {
        en: 'Your answer is saved automatically as soon as you choose an option. If the page reloads, your browser closes or your connection drops, open the test again and carry on where you left off: every saved answer is kept and the clock does not stop.',
        pa: 'ਵਿਕਲਪ ਚੁਣਦੇ ਹੀ ਤੁਹਾਡਾ ਉੱਤਰ ਆਪਣੇ-ਆਪ ਸੰਭਾਲਿਆ ਜਾਂਦਾ ਹੈ। ਜੇ ਪੰਨਾ ਦੁਬਾਰਾ ਲੋਡ ਹੋ ਜਾਵੇ, ਬ੍ਰਾਊਜ਼ਰ ਬੰਦ ਹੋ ਜਾਵੇ ਜਾਂ ਕਨੈਕਸ਼ਨ ਟੁੱਟ ਜਾਵੇ, ਤਾਂ ਟੈਸਟ ਦੁਬਾਰਾ ਖੋਲ੍ਹੋ ਅਤੇ ਜਿੱਥੇ ਛੱਡਿਆ ਸੀ ਉੱਥੋਂ ਜਾਰੀ ਰੱਖੋ: ਹਰ ਸੰਭਾਲਿਆ ਉੱਤਰ ਰਹਿੰਦਾ ਹੈ ਅਤੇ ਘੜੀ ਨਹੀਂ ਰੁਕਦੀ।',
      },
    },
    marking: {
      heading: { en: 'Marking scheme', pa: 'ਅੰਕ ਦੇਣ ਦਾ ਢੰਗ' },
      mixed: {
        en: 'The marks differ between sections, as the table below shows. A question you do not answer scores 0.',
        pa: 'ਅੰਕ ਹਰ ਭਾਗ ਵਿੱਚ ਵੱਖਰੇ ਹਨ, ਜਿਵੇਂ ਹੇਠਲੀ ਸਾਰਣੀ ਦੱਸਦੀ ਹੈ। ਜਿਸ ਪ੍ਰਸ਼ਨ ਦਾ ਉੱਤਰ ਨਹੀਂ ਦਿੱਤਾ, ਉਸ ਦੇ 0 ਅੰਕ ਹਨ।',
      },
      correct: { en: 'Correct answer', pa: 'ਸਹੀ ਉੱਤਰ' },
      wrong: { en: 'Wrong answer', pa: 'ਗ਼ਲਤ ਉੱਤਰ' },
      unanswered: { en: 'Question not answered', pa: 'ਉੱਤਰ ਨਾ ਦਿੱਤਾ ਪ੍ਰਸ਼ਨ' },
      plus: { en: '+{marks}', pa: '+{marks}' },
      negative: { en: '−{marks} (negative marking)', pa: '−{marks} (ਨੈਗੇਟਿਵ ਮਾਰਕਿੰਗ)' },
      noNegative: { en: '0 marks (no negative marking)', pa: '0 ਅੰਕ (ਕੋਈ ਨੈਗੇਟਿਵ ਮਾਰਕਿੰਗ ਨਹੀਂ)' },
      zero: { en: '0 marks', pa: '0 ਅੰਕ' },
      qualifying: {
        en: 'This is a qualifying paper: you need {percent}% of the total, {needed} of {total}, to qualify. As in the PPSC exam, its marks are not added to your merit.',
        pa: 'ਇਹ ਯੋਗਤਾ ਪੇਪਰ ਹੈ: ਪਾਸ ਹੋਣ ਲਈ ਤੁਹਾਨੂੰ ਕੁੱਲ ਦੇ {percent}%, ਭਾਵ {total} ਵਿੱਚੋਂ {needed}, ਚਾਹੀਦੇ ਹਨ। PPSC ਪ੍ਰੀਖਿਆ ਵਾਂਗ ਇਸ ਦੇ ਅੰਕ ਮੈਰਿਟ ਵਿੱਚ ਨਹੀਂ ਜੁੜਦੇ।',
      },
      previousCutoff: {
        en: "Previous year's cut-off: {marks}. Your result shows how far above or below it you are.",
        pa: 'ਪਿਛਲੇ ਸਾਲ ਦਾ ਕੱਟ-ਆਫ਼: {marks}। ਤੁਹਾਡਾ ਨਤੀਜਾ ਦੱਸੇਗਾ ਕਿ ਤੁਸੀਂ ਇਸ ਤੋਂ ਕਿੰਨੇ ਉੱਪਰ ਜਾਂ ਹੇਠਾਂ ਹੋ।',
      },
      tableCaption: { en: 'Sections of the paper', pa: 'ਪੇਪਰ ਦੇ ਭਾਗ' },
      section: { en: 'Section', pa: 'ਭਾਗ' },
      questions: { en: 'Questions', pa: 'ਪ੍ਰਸ਼ਨ' },
      marksEach: { en: 'Marks each', pa: 'ਹਰ ਪ੍ਰਸ਼ਨ ਦੇ ਅੰਕ' },
      negativeColumn: { en: 'Negative', pa: 'ਨੈਗੇਟਿਵ' },
      none: { en: 'None', pa: 'ਕੋਈ ਨਹੀਂ' },
    },
    answers: {
      heading: { en: 'When you will see the answers', pa: 'ਉੱਤਰ ਕਦੋਂ ਦਿਸਣਗੇ' },
      immediately: {
        en: 'You see your score, the correct answers and their explanations immediately after submitting.',
        pa: 'ਜਮ੍ਹਾਂ ਕਰਦੇ ਹੀ ਤੁਹਾਨੂੰ ਆਪਣੇ ਅੰਕ, ਸਹੀ ਉੱਤਰ ਅਤੇ ਉਨ੍ਹਾਂ ਦੀ ਵਿਆਖਿਆ ਦਿਸ ਜਾਂਦੀ ਹੈ।',
      },
      afterCloseOn: {
        en: 'You see your score immediately after submitting. The correct answers and their explanations open after the test closes on {date}, so candidates still taking the test cannot see them.',
        pa: 'ਜਮ੍ਹਾਂ ਕਰਦੇ ਹੀ ਤੁਹਾਨੂੰ ਆਪਣੇ ਅੰਕ ਦਿਸ ਜਾਂਦੇ ਹਨ। ਸਹੀ ਉੱਤਰ ਅਤੇ ਵਿਆਖਿਆ {date} ਨੂੰ ਟੈਸਟ ਬੰਦ ਹੋਣ ਤੋਂ ਬਾਅਦ ਖੁੱਲ੍ਹਦੇ ਹਨ, ਤਾਂ ਜੋ ਟੈਸਟ ਦੇ ਰਹੇ ਉਮੀਦਵਾਰ ਇਨ੍ਹਾਂ ਨੂੰ ਨਾ ਵੇਖ ਸਕਣ।',
      },
      afterClose: {
        en: 'You see your score immediately after submitting. The correct answers and their explanations open after the test closes, so candidates still taking the test cannot see them.',
        pa: 'ਜਮ੍ਹਾਂ ਕਰਦੇ ਹੀ ਤੁਹਾਨੂੰ ਆਪਣੇ ਅੰਕ ਦਿਸ ਜਾਂਦੇ ਹਨ। ਸਹੀ ਉੱਤਰ ਅਤੇ ਵਿਆਖਿਆ ਟੈਸਟ ਬੰਦ ਹੋਣ ਤੋਂ ਬਾਅਦ ਖੁੱਲ੍ਹਦੇ ਹਨ, ਤਾਂ ਜੋ ਟੈਸਟ ਦੇ ਰਹੇ ਉਮੀਦਵਾਰ ਇਨ੍ਹਾਂ ਨੂੰ ਨਾ ਵੇਖ ਸਕਣ।',
      },
    },
    staffNotes: { en: 'Instructions for this test', pa: 'ਇਸ ਟੈਸਟ ਲਈ ਹਦਾਇਤਾਂ' },
    palette: {
      heading: { en: 'The question palette', pa: 'ਪ੍ਰਸ਼ਨ ਪੈਲੇਟ' },
      intro: {
        en: 'The palette beside the question shows the number of every question in the section, drawn by its status. On a phone, open it with the Question Palette button. Choose a number to go straight to that question, or a section’s name to go to its first question.',
        pa: 'ਪ੍ਰਸ਼ਨ ਦੇ ਨਾਲ ਵਾਲਾ ਪੈਲੇਟ ਭਾਗ ਦੇ ਹਰ ਪ੍ਰਸ਼ਨ ਦਾ ਨੰਬਰ ਉਸ ਦੀ ਸਥਿਤੀ ਮੁਤਾਬਕ ਰੰਗ ਵਿੱਚ ਵਿਖਾਉਂਦਾ ਹੈ। ਫ਼ੋਨ ’ਤੇ ਇਸ ਨੂੰ ਪ੍ਰਸ਼ਨ ਪੈਲੇਟ ਬਟਨ ਨਾਲ ਖੋਲ੍ਹੋ। ਕਿਸੇ ਪ੍ਰਸ਼ਨ ’ਤੇ ਸਿੱਧਾ ਜਾਣ ਲਈ ਉਸ ਦਾ ਨੰਬਰ ਚੁਣੋ, ਜਾਂ ਭਾਗ ਦੇ ਪਹਿਲੇ ਪ੍ਰਸ਼ਨ ’ਤੇ ਜਾਣ ਲਈ ਭਾਗ ਦਾ ਨਾਂ।',
      },
      meanings: {
        notVisited: { en: 'You have not opened the question yet.', pa: 'ਤੁਸੀਂ ਅਜੇ ਇਹ ਪ੍ਰਸ਼ਨ ਖੋਲ੍ਹਿਆ ਨਹੀਂ।' },
        notAnswered: { en: 'You have opened the question but not answered it.', pa: 'ਤੁਸੀਂ ਪ੍ਰਸ਼ਨ ਖੋਲ੍ਹਿਆ ਹੈ ਪਰ ਉੱਤਰ ਨਹੀਂ ਦਿੱਤਾ।' },
        answered: { en: 'You have answered the question.', pa: 'ਤੁਸੀਂ ਪ੍ਰਸ਼ਨ ਦਾ ਉੱਤਰ ਦੇ ਦਿੱਤਾ ਹੈ।' },
        marked: {
          en: 'You have not answered the question and have marked it to come back to.',
          pa: 'ਤੁਸੀਂ ਪ੍ਰਸ਼ਨ ਦਾ ਉੱਤਰ ਨਹੀਂ ਦਿੱਤਾ ਅਤੇ ਇਸ ’ਤੇ ਵਾਪਸ ਆਉਣ ਲਈ ਨਿਸ਼ਾਨ ਲਾਇਆ ਹੈ।',
        },
        answeredMarked: {
          en: 'You have answered the question and marked it to look at again. The answer is evaluated like any other.',
          pa: 'ਤੁਸੀਂ ਪ੍ਰਸ਼ਨ ਦਾ ਉੱਤਰ ਦਿੱਤਾ ਹੈ ਅਤੇ ਦੁਬਾਰਾ ਵੇਖਣ ਲਈ ਨਿਸ਼ਾਨ ਲਾਇਆ ਹੈ। ਇਹ ਉੱਤਰ ਬਾਕੀਆਂ ਵਾਂਗ ਜਾਂਚਿਆ ਜਾਂਦਾ ਹੈ।',
        },
      },
    },
    navigation: {
      heading: { en: 'Answering and moving between questions', pa: 'ਉੱਤਰ ਦੇਣਾ ਅਤੇ ਪ੍ਰਸ਼ਨਾਂ ਵਿਚਕਾਰ ਜਾਣਾ' },
      intro: {
        en: 'Choose an option to answer. The buttons under the question do the rest:',
        pa: 'ਉੱਤਰ ਦੇਣ ਲਈ ਕੋਈ ਵਿਕਲਪ ਚੁਣੋ। ਬਾਕੀ ਕੰਮ ਪ੍ਰਸ਼ਨ ਹੇਠਲੇ ਬਟਨ ਕਰਦੇ ਹਨ:',
      },
      saveNext: {
        en: 'Keeps your answer to this question and opens the next one. An answered question marked for review loses its mark.',
        pa: 'ਇਸ ਪ੍ਰਸ਼ਨ ਦਾ ਉੱਤਰ ਸੰਭਾਲ ਕੇ ਅਗਲਾ ਪ੍ਰਸ਼ਨ ਖੋਲ੍ਹਦਾ ਹੈ। ਸਮੀਖਿਆ ਲਈ ਨਿਸ਼ਾਨਬੱਧ ਉੱਤਰ ਵਾਲੇ ਪ੍ਰਸ਼ਨ ਦਾ ਨਿਸ਼ਾਨ ਹਟ ਜਾਂਦਾ ਹੈ।',
      },
      markNext: {
        en: 'Marks this question to come back to and opens the next one. An answer you have chosen stays and is evaluated.',
        pa: 'ਇਸ ਪ੍ਰਸ਼ਨ ’ਤੇ ਵਾਪਸ ਆਉਣ ਲਈ ਨਿਸ਼ਾਨ ਲਾ ਕੇ ਅਗਲਾ ਪ੍ਰਸ਼ਨ ਖੋਲ੍ਹਦਾ ਹੈ। ਤੁਹਾਡਾ ਚੁਣਿਆ ਉੱਤਰ ਰਹਿੰਦਾ ਹੈ ਅਤੇ ਜਾਂਚਿਆ ਜਾਂਦਾ ਹੈ।',
      },
      clear: { en: 'Removes your answer to this question.', pa: 'ਇਸ ਪ੍ਰਸ਼ਨ ਦਾ ਤੁਹਾਡਾ ਉੱਤਰ ਹਟਾਉਂਦਾ ਹੈ।' },
      previous: { en: 'Opens the question before this one.', pa: 'ਇਸ ਤੋਂ ਪਹਿਲਾਂ ਵਾਲਾ ਪ੍ਰਸ਼ਨ ਖੋਲ੍ਹਦਾ ਹੈ।' },
      submit: {
        en: 'Shows how many questions of each section you have answered, left and marked, and ends the test when you confirm. After that your answers cannot be changed.',
        pa: 'ਵਿਖਾਉਂਦਾ ਹੈ ਕਿ ਹਰ ਭਾਗ ਦੇ ਕਿੰਨੇ ਪ੍ਰਸ਼ਨ ਤੁਸੀਂ ਹੱਲ ਕੀਤੇ, ਛੱਡੇ ਅਤੇ ਨਿਸ਼ਾਨਬੱਧ ਕੀਤੇ, ਅਤੇ ਤੁਹਾਡੀ ਪੁਸ਼ਟੀ ’ਤੇ ਟੈਸਟ ਖ਼ਤਮ ਕਰਦਾ ਹੈ। ਉਸ ਤੋਂ ਬਾਅਦ ਉੱਤਰ ਬਦਲੇ ਨਹੀਂ ਜਾ ਸਕਦੇ।',
      },
    },
    action: {
      inProgressHeading: { en: 'Your test in progress', pa: 'ਤੁਹਾਡਾ ਜਾਰੀ ਟੈਸਟ' },
      inProgress: { en: 'You have a test in progress — {time} left.', pa: 'ਤੁਹਾਡਾ ਇੱਕ ਟੈਸਟ ਜਾਰੀ ਹੈ — {time} ਬਾਕੀ।' },
      timeUp: {
        en: 'Your time on this test is up. Your saved answers are being submitted.',
        pa: 'ਇਸ ਟੈਸਟ ਲਈ ਤੁਹਾਡਾ ਸਮਾਂ ਖ਼ਤਮ ਹੋ ਗਿਆ ਹੈ। ਤੁਹਾਡੇ ਸੰਭਾਲੇ ਉੱਤਰ ਜਮ੍ਹਾਂ ਕੀਤੇ ਜਾ ਰਹੇ ਹਨ।',
      },
      resume: { en: 'Resume test', pa: 'ਟੈਸਟ ਜਾਰੀ ਰੱਖੋ' },
      see: { en: 'See your test', pa: 'ਆਪਣਾ ਟੈਸਟ ਵੇਖੋ' },
      startHeading: { en: 'Start the test', pa: 'ਟੈਸਟ ਸ਼ੁਰੂ ਕਰੋ' },
      clockStarts: {
        en: 'Your clock of {duration} starts as soon as you press Start test.',
        pa: 'ਟੈਸਟ ਸ਼ੁਰੂ ਕਰੋ ਦਬਾਉਂਦੇ ਹੀ ਤੁਹਾਡੀ {duration} ਦੀ ਘੜੀ ਚੱਲ ਪੈਂਦੀ ਹੈ।',
      },
      questionLanguage: { en: 'Choose your default language', pa: 'ਆਪਣੀ ਮੁੱਢਲੀ ਭਾਸ਼ਾ ਚੁਣੋ' },
      questionLanguageNote: {
        en: 'You can switch the language of the questions at any time during the test.',
        pa: 'ਟੈਸਟ ਦੌਰਾਨ ਤੁਸੀਂ ਪ੍ਰਸ਼ਨਾਂ ਦੀ ਭਾਸ਼ਾ ਕਦੇ ਵੀ ਬਦਲ ਸਕਦੇ ਹੋ।',
      },
      controlsLanguage: { en: 'Language of the buttons and messages', pa: 'ਬਟਨਾਂ ਅਤੇ ਸੁਨੇਹਿਆਂ ਦੀ ਭਾਸ਼ਾ' },
      controlsLanguageNote: {
        en: 'The palette, the timer, the buttons and the dialogs of the exam screen. You can change it during the test too.',
        pa: 'ਪ੍ਰੀਖਿਆ ਸਕਰੀਨ ਦਾ ਪੈਲੇਟ, ਘੜੀ, ਬਟਨ ਅਤੇ ਸੁਨੇਹੇ। ਤੁਸੀਂ ਇਸ ਨੂੰ ਟੈਸਟ ਦੌਰਾਨ ਵੀ ਬਦਲ ਸਕਦੇ ਹੋ।',
      },
      confirm: {
        en: 'I have read and understood the instructions. I agree that my answers are saved automatically and that the test is submitted when the time is up.',
        pa: 'ਮੈਂ ਹਦਾਇਤਾਂ ਪੜ੍ਹ ਅਤੇ ਸਮਝ ਲਈਆਂ ਹਨ। ਮੈਂ ਸਹਿਮਤ ਹਾਂ ਕਿ ਮੇਰੇ ਉੱਤਰ ਆਪਣੇ-ਆਪ ਸੰਭਾਲੇ ਜਾਂਦੇ ਹਨ ਅਤੇ ਸਮਾਂ ਖ਼ਤਮ ਹੋਣ ’ਤੇ ਟੈਸਟ ਜਮ੍ਹਾਂ ਹੋ ਜਾਂਦਾ ਹੈ।',
      },
      start: { en: 'Start test', pa: 'ਟੈਸਟ ਸ਼ੁਰੂ ਕਰੋ' },
      tickFirst: { en: 'Tick the box above to start.', pa: 'ਸ਼ੁਰੂ ਕਰਨ ਲਈ ਉੱਪਰਲੇ ਖ਼ਾਨੇ ’ਤੇ ਸਹੀ ਦਾ ਨਿਸ਼ਾਨ ਲਾਓ।' },
      seeCourse: { en: 'See the course', pa: 'ਕੋਰਸ ਵੇਖੋ' },
      seeResult: { en: 'See your result', pa: 'ਆਪਣਾ ਨਤੀਜਾ ਵੇਖੋ' },
    },
    errors: {
      confirm: {
        en: 'Tick the box to confirm you have read the instructions, then start the test.',
        pa: 'ਹਦਾਇਤਾਂ ਪੜ੍ਹਨ ਦੀ ਪੁਸ਼ਟੀ ਲਈ ਖ਼ਾਨੇ ’ਤੇ ਸਹੀ ਦਾ ਨਿਸ਼ਾਨ ਲਾਓ, ਫਿਰ ਟੈਸਟ ਸ਼ੁਰੂ ਕਰੋ।',
      },
      refused: { en: 'The test could not be started. The reason is shown below.', pa: 'ਟੈਸਟ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋ ਸਕਿਆ। ਕਾਰਨ ਹੇਠਾਂ ਦੱਸਿਆ ਗਿਆ ਹੈ।' },
    },
    refusals: {
      paidSeries: {
        en: 'This test is part of the paid series “{series}”. Enrol in {course} to take it.',
        pa: 'ਇਹ ਟੈਸਟ ਭੁਗਤਾਨ ਵਾਲੀ ਸੀਰੀਜ਼ “{series}” ਦਾ ਹਿੱਸਾ ਹੈ। ਇਸ ਨੂੰ ਦੇਣ ਲਈ {course} ਵਿੱਚ ਦਾਖ਼ਲਾ ਲਓ।',
      },
      paidSeriesNoCourse: {
        en: 'This test is part of the paid series “{series}”. Enrol in its course to take it.',
        pa: 'ਇਹ ਟੈਸਟ ਭੁਗਤਾਨ ਵਾਲੀ ਸੀਰੀਜ਼ “{series}” ਦਾ ਹਿੱਸਾ ਹੈ। ਇਸ ਨੂੰ ਦੇਣ ਲਈ ਇਸ ਦੇ ਕੋਰਸ ਵਿੱਚ ਦਾਖ਼ਲਾ ਲਓ।',
      },
      enrolledOnly: { en: 'This test is for enrolled candidates only.', pa: 'ਇਹ ਟੈਸਟ ਸਿਰਫ਼ ਦਾਖ਼ਲ ਉਮੀਦਵਾਰਾਂ ਲਈ ਹੈ।' },
      attemptsUsed: {
        en: '{allowed, plural, one {You have already taken this test.} other {You have used all # attempts at this test.}}',
        pa: '{allowed, plural, one {ਤੁਸੀਂ ਇਹ ਟੈਸਟ ਪਹਿਲਾਂ ਹੀ ਦੇ ਚੁੱਕੇ ਹੋ।} other {ਤੁਸੀਂ ਇਸ ਟੈਸਟ ਦੀਆਂ ਸਾਰੀਆਂ # ਕੋਸ਼ਿਸ਼ਾਂ ਵਰਤ ਚੁੱਕੇ ਹੋ।}}',
      },
      notOpen: { en: 'This test opens on {date}. Come back then to start it.', pa: 'ਇਹ ਟੈਸਟ {date} ਨੂੰ ਖੁੱਲ੍ਹੇਗਾ। ਸ਼ੁਰੂ ਕਰਨ ਲਈ ਉਦੋਂ ਵਾਪਸ ਆਓ।' },
      closed: {
        en: 'This test closed on {date} and no longer takes new attempts.',
        pa: 'ਇਹ ਟੈਸਟ {date} ਨੂੰ ਬੰਦ ਹੋ ਗਿਆ ਅਤੇ ਹੁਣ ਨਵੀਆਂ ਕੋਸ਼ਿਸ਼ਾਂ ਨਹੀਂ ਲੈਂਦਾ।',
      },
      entryClosed: {
        en: 'Late entry to this test closed on {lateEntry}. It opens again for practice, unranked, when the window closes on {closes}.',
        pa: 'ਇਸ ਟੈਸਟ ਵਿੱਚ ਦੇਰ ਨਾਲ ਦਾਖ਼ਲਾ {lateEntry} ਨੂੰ ਬੰਦ ਹੋ ਗਿਆ। ਇਹ ਅਭਿਆਸ ਲਈ, ਰੈਂਕ ਤੋਂ ਬਿਨਾਂ, {closes} ਨੂੰ ਵਿੰਡੋ ਬੰਦ ਹੋਣ ’ਤੇ ਮੁੜ ਖੁੱਲ੍ਹੇਗਾ।',
      },
    },
  },
} as const satisfies CatalogueTree
