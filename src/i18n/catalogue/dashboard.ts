import type { CatalogueTree } from './types'

/** The candidate’s dashboard: tests in progress, the streak, the score trend, topics, history, bookmarks, written answers. */
export const dashboard = {
  title: { en: 'Your dashboard', pa: 'ਤੁਹਾਡਾ ਡੈਸ਼ਬੋਰਡ' },
  welcome: {
    en: 'Welcome back, <who>{name}</who>. Pick up a test where you left it, see how your scores move, and revise what you bookmarked.',
    pa: 'ਜੀ ਆਇਆਂ ਨੂੰ, <who>{name}</who>। ਜਿੱਥੇ ਟੈਸਟ ਛੱਡਿਆ ਸੀ ਉੱਥੋਂ ਸ਼ੁਰੂ ਕਰੋ, ਦੇਖੋ ਤੁਹਾਡੇ ਅੰਕ ਕਿਵੇਂ ਵਧ-ਘਟ ਰਹੇ ਹਨ, ਅਤੇ ਬੁੱਕਮਾਰਕ ਕੀਤੇ ਪ੍ਰਸ਼ਨ ਦੁਹਰਾਓ।',
  },
  /** A test of a kind the test series do not name. */
  otherKind: { en: 'Test', pa: 'ਟੈਸਟ' },
  takeTest: { en: 'Take a test', pa: 'ਟੈਸਟ ਦਿਓ' },
  inProgress: {
    heading: { en: 'Tests in progress', pa: 'ਜਾਰੀ ਟੈਸਟ' },
    timeLeft: { en: 'Time left:', pa: 'ਬਾਕੀ ਸਮਾਂ:' },
    hours: { en: '{count} h', pa: '{count} ਘੰਟੇ' },
    minutes: { en: '{count} min', pa: '{count} ਮਿੰਟ' },
    underAMinute: { en: 'less than 1 min', pa: '1 ਮਿੰਟ ਤੋਂ ਘੱਟ' },
    timeUp: {
      en: 'Time is up: open it to see your result. Every answer you saved counts.',
      pa: 'ਸਮਾਂ ਖ਼ਤਮ: ਨਤੀਜਾ ਦੇਖਣ ਲਈ ਇਸ ਨੂੰ ਖੋਲ੍ਹੋ। ਤੁਹਾਡਾ ਸੇਵ ਕੀਤਾ ਹਰ ਉੱਤਰ ਗਿਣਿਆ ਜਾਂਦਾ ਹੈ।',
    },
    ends: { en: '(ends <time>{when}</time>)', pa: '(<time>{when}</time> ਨੂੰ ਖ਼ਤਮ)' },
    resume: { en: 'Resume', pa: 'ਜਾਰੀ ਰੱਖੋ' },
    empty: {
      en: 'No test in progress. A test you start and leave stays here, with its time left, until you finish it.',
      pa: 'ਕੋਈ ਟੈਸਟ ਜਾਰੀ ਨਹੀਂ। ਜੋ ਟੈਸਟ ਤੁਸੀਂ ਸ਼ੁਰੂ ਕਰਕੇ ਛੱਡ ਦਿੰਦੇ ਹੋ, ਉਹ ਪੂਰਾ ਹੋਣ ਤੱਕ ਬਾਕੀ ਸਮੇਂ ਸਮੇਤ ਇੱਥੇ ਰਹਿੰਦਾ ਹੈ।',
    },
    startMock: { en: 'Start a mock test', pa: 'ਮੌਕ ਟੈਸਟ ਸ਼ੁਰੂ ਕਰੋ' },
    pastPaper: { en: 'Attempt a past paper', pa: 'ਪਿਛਲੇ ਸਾਲ ਦਾ ਪੇਪਰ ਹੱਲ ਕਰੋ' },
  },
  streak: {
    heading: { en: 'Daily quiz streak', pa: 'ਰੋਜ਼ਾਨਾ ਕੁਇਜ਼ ਦੀ ਲਗਾਤਾਰਤਾ' },
    current: { en: 'Current streak', pa: 'ਮੌਜੂਦਾ ਲਗਾਤਾਰਤਾ' },
    best: { en: 'Best streak', pa: 'ਸਭ ਤੋਂ ਲੰਮੀ ਲਗਾਤਾਰਤਾ' },
    days: { en: '{count, plural, one {# day} other {# days}}', pa: '{count} ਦਿਨ' },
    todayDone: { en: 'Today’s quiz: done', pa: 'ਅੱਜ ਦਾ ਕੁਇਜ਼: ਹੋ ਗਿਆ' },
    /** The streak in a sentence: what the candidate has done and what keeps it going. */
    doneNoRun: { en: 'Today’s quiz is done.', pa: 'ਅੱਜ ਦਾ ਕੁਇਜ਼ ਹੋ ਗਿਆ।' },
    startToday: { en: 'Take today’s quiz to start a streak.', pa: 'ਲਗਾਤਾਰਤਾ ਸ਼ੁਰੂ ਕਰਨ ਲਈ ਅੱਜ ਦਾ ਕੁਇਜ਼ ਹੱਲ ਕਰੋ।' },
    startNext: {
      en: 'Your streak starts with the next daily quiz you take on its day.',
      pa: 'ਤੁਹਾਡੀ ਲਗਾਤਾਰਤਾ ਅਗਲੇ ਰੋਜ਼ਾਨਾ ਕੁਇਜ਼ ਨਾਲ ਸ਼ੁਰੂ ਹੋਵੇਗੀ ਜੋ ਤੁਸੀਂ ਉਸੇ ਦਿਨ ਹੱਲ ਕਰੋਗੇ।',
    },
    runDone: {
      en: '{count, plural, one {# day} other {# days}} in a row, today’s included. Come back tomorrow to keep it going.',
      pa: 'ਅੱਜ ਸਮੇਤ ਲਗਾਤਾਰ {count} ਦਿਨ। ਇਸ ਨੂੰ ਜਾਰੀ ਰੱਖਣ ਲਈ ਕੱਲ੍ਹ ਫਿਰ ਆਓ।',
    },
    runKeepGoing: {
      en: '{count, plural, one {# day} other {# days}} in a row. Take today’s quiz to keep it going.',
      pa: 'ਲਗਾਤਾਰ {count} ਦਿਨ। ਇਸ ਨੂੰ ਜਾਰੀ ਰੱਖਣ ਲਈ ਅੱਜ ਦਾ ਕੁਇਜ਼ ਹੱਲ ਕਰੋ।',
    },
    run: { en: '{count, plural, one {# day} other {# days}} in a row.', pa: 'ਲਗਾਤਾਰ {count} ਦਿਨ।' },
    taken: {
      en: '{count, plural, one {# daily quiz} other {# daily quizzes}} taken. A day counts when you take that day’s quiz on the day; days without a quiz do not break it.',
      pa: '{count} ਰੋਜ਼ਾਨਾ ਕੁਇਜ਼ ਹੱਲ ਕੀਤੇ। ਕੋਈ ਦਿਨ ਤਾਂ ਗਿਣਿਆ ਜਾਂਦਾ ਹੈ ਜਦੋਂ ਤੁਸੀਂ ਉਸ ਦਿਨ ਦਾ ਕੁਇਜ਼ ਉਸੇ ਦਿਨ ਹੱਲ ਕਰਦੇ ਹੋ; ਜਿਨ੍ਹਾਂ ਦਿਨਾਂ ਕੋਈ ਕੁਇਜ਼ ਨਹੀਂ, ਉਹ ਇਸ ਨੂੰ ਤੋੜਦੇ ਨਹੀਂ।',
    },
    seeToday: { en: 'See today’s quiz', pa: 'ਅੱਜ ਦਾ ਕੁਇਜ਼ ਦੇਖੋ' },
    takeToday: { en: 'Take today’s quiz', pa: 'ਅੱਜ ਦਾ ਕੁਇਜ਼ ਹੱਲ ਕਰੋ' },
    allQuizzes: { en: 'All daily quizzes', pa: 'ਸਾਰੇ ਰੋਜ਼ਾਨਾ ਕੁਇਜ਼' },
  },
  trend: {
    heading: { en: 'Score trend', pa: 'ਅੰਕਾਂ ਦਾ ਰੁਝਾਨ' },
    oneSoFar: {
      en: 'One test so far: {percent}%. Finish one more and this chart shows how your scores move.',
      pa: 'ਹੁਣ ਤੱਕ ਇੱਕ ਟੈਸਟ: {percent}%। ਇੱਕ ਹੋਰ ਪੂਰਾ ਕਰੋ ਅਤੇ ਇਹ ਚਾਰਟ ਦਿਖਾਏਗਾ ਕਿ ਤੁਹਾਡੇ ਅੰਕ ਕਿਵੇਂ ਬਦਲਦੇ ਹਨ।',
    },
    empty: {
      en: 'Your scores appear here as a line once you have finished two tests, so you can see whether they are rising.',
      pa: 'ਦੋ ਟੈਸਟ ਪੂਰੇ ਕਰਨ ਤੋਂ ਬਾਅਦ ਤੁਹਾਡੇ ਅੰਕ ਇੱਥੇ ਇੱਕ ਰੇਖਾ ਵਜੋਂ ਦਿਸਣਗੇ, ਤਾਂ ਜੋ ਤੁਸੀਂ ਦੇਖ ਸਕੋ ਕਿ ਉਹ ਵਧ ਰਹੇ ਹਨ ਜਾਂ ਨਹੀਂ।',
    },
    caption: {
      en: 'Your last {count} scores as a percentage of each paper’s marks, oldest on the left.',
      pa: 'ਤੁਹਾਡੇ ਪਿਛਲੇ {count} ਅੰਕ, ਹਰ ਪੇਪਰ ਦੇ ਕੁੱਲ ਅੰਕਾਂ ਦੇ ਪ੍ਰਤੀਸ਼ਤ ਵਜੋਂ, ਸਭ ਤੋਂ ਪੁਰਾਣੇ ਖੱਬੇ ਪਾਸੇ।',
    },
    showTable: { en: 'Show the scores as a table', pa: 'ਅੰਕ ਸਾਰਣੀ ਵਿੱਚ ਦਿਖਾਓ' },
    tableLabel: { en: 'Scores over time', pa: 'ਸਮੇਂ ਨਾਲ ਅੰਕ' },
    tableCaption: { en: 'Scores over time, oldest first', pa: 'ਸਮੇਂ ਨਾਲ ਅੰਕ, ਸਭ ਤੋਂ ਪੁਰਾਣੇ ਪਹਿਲਾਂ' },
    percent: { en: 'Percent', pa: 'ਪ੍ਰਤੀਸ਼ਤ' },
    /** The chart's spoken summary. */
    noScores: { en: 'No scores to show yet.', pa: 'ਹਾਲੇ ਦਿਖਾਉਣ ਲਈ ਕੋਈ ਅੰਕ ਨਹੀਂ।' },
    summaryOne: {
      en: 'Line chart of your score as a percentage of the maximum: one test so far, {percent}% on {day}.',
      pa: 'ਤੁਹਾਡੇ ਅੰਕਾਂ ਦਾ ਰੇਖਾ ਚਾਰਟ, ਕੁੱਲ ਅੰਕਾਂ ਦੇ ਪ੍ਰਤੀਸ਼ਤ ਵਜੋਂ: ਹੁਣ ਤੱਕ ਇੱਕ ਟੈਸਟ, {day} ਨੂੰ {percent}%।',
    },
    summary: {
      en: 'Line chart of your last {count} scores as a percentage of the maximum, oldest first. From {first}% on {firstDay} to {last}% on {lastDay}. Best {best}% ({bestTitle}), average {average}%.',
      pa: 'ਤੁਹਾਡੇ ਪਿਛਲੇ {count} ਅੰਕਾਂ ਦਾ ਰੇਖਾ ਚਾਰਟ, ਕੁੱਲ ਅੰਕਾਂ ਦੇ ਪ੍ਰਤੀਸ਼ਤ ਵਜੋਂ, ਸਭ ਤੋਂ ਪੁਰਾਣੇ ਪਹਿਲਾਂ। {firstDay} ਨੂੰ {first}% ਤੋਂ {lastDay} ਨੂੰ {last}% ਤੱਕ। ਸਭ ਤੋਂ ਵੱਧ {best}% ({bestTitle}), ਔਸਤ {average}%।',
    },
  },
  topics: {
    heading: { en: 'Accuracy by topic', pa: 'ਵਿਸ਼ੇ ਅਨੁਸਾਰ ਸ਼ੁੱਧਤਾ' },
    note: {
      en: 'From every test and quiz you have finished, weakest topic first: revise from the top.',
      pa: 'ਤੁਹਾਡੇ ਪੂਰੇ ਕੀਤੇ ਹਰ ਟੈਸਟ ਅਤੇ ਕੁਇਜ਼ ਤੋਂ, ਸਭ ਤੋਂ ਕਮਜ਼ੋਰ ਵਿਸ਼ਾ ਪਹਿਲਾਂ: ਉੱਪਰੋਂ ਦੁਹਰਾਈ ਸ਼ੁਰੂ ਕਰੋ।',
    },
    tally: { en: '{correct} of {attempted} correct ({accuracy}%)', pa: '{attempted} ਵਿੱਚੋਂ {correct} ਸਹੀ ({accuracy}%)' },
    practise: { en: 'Practise 10 questions on {topic}', pa: '{topic} ਦੇ 10 ਪ੍ਰਸ਼ਨਾਂ ਦਾ ਅਭਿਆਸ ਕਰੋ' },
    empty: {
      en: 'Once you finish a test, this shows how many questions you get right in each topic, so you know what to revise.',
      pa: 'ਟੈਸਟ ਪੂਰਾ ਕਰਨ ਤੋਂ ਬਾਅਦ ਇੱਥੇ ਦਿਸੇਗਾ ਕਿ ਹਰ ਵਿਸ਼ੇ ਵਿੱਚ ਤੁਹਾਡੇ ਕਿੰਨੇ ਪ੍ਰਸ਼ਨ ਸਹੀ ਹੁੰਦੇ ਹਨ, ਤਾਂ ਜੋ ਪਤਾ ਲੱਗੇ ਕਿ ਕੀ ਦੁਹਰਾਉਣਾ ਹੈ।',
    },
  },
  history: {
    heading: { en: 'Your tests and quizzes', pa: 'ਤੁਹਾਡੇ ਟੈਸਟ ਅਤੇ ਕੁਇਜ਼' },
    label: { en: 'Finished tests and quizzes', pa: 'ਪੂਰੇ ਕੀਤੇ ਟੈਸਟ ਅਤੇ ਕੁਇਜ਼' },
    caption: { en: 'Finished tests and quizzes, newest first', pa: 'ਪੂਰੇ ਕੀਤੇ ਟੈਸਟ ਅਤੇ ਕੁਇਜ਼, ਸਭ ਤੋਂ ਨਵੇਂ ਪਹਿਲਾਂ' },
    date: { en: 'Date', pa: 'ਤਾਰੀਖ਼' },
    test: { en: 'Test', pa: 'ਟੈਸਟ' },
    kind: { en: 'Kind', pa: 'ਕਿਸਮ' },
    score: { en: 'Score', pa: 'ਅੰਕ' },
    rank: { en: 'Rank', pa: 'ਰੈਂਕ' },
    result: { en: 'Result', pa: 'ਨਤੀਜਾ' },
    attempt: { en: 'Attempt {number}', pa: 'ਕੋਸ਼ਿਸ਼ {number}' },
    autoSubmitted: { en: 'Submitted when time ran out', pa: 'ਸਮਾਂ ਖ਼ਤਮ ਹੋਣ ’ਤੇ ਜਮ੍ਹਾਂ ਹੋਇਆ' },
    rankOf: { en: '{rank} of {candidates}', pa: '{candidates} ਵਿੱਚੋਂ {rank}' },
    notRanked: { en: 'Not ranked (attempt {number})', pa: 'ਰੈਂਕ ਨਹੀਂ (ਕੋਸ਼ਿਸ਼ {number})' },
    ranksNote: { en: 'Ranks compare first attempts only, as in the results.', pa: 'ਰੈਂਕ ਸਿਰਫ਼ ਪਹਿਲੀਆਂ ਕੋਸ਼ਿਸ਼ਾਂ ਦੀ ਤੁਲਨਾ ਕਰਦੇ ਹਨ, ਜਿਵੇਂ ਨਤੀਜਿਆਂ ਵਿੱਚ।' },
    shown: {
      en: 'Showing your {shown} latest of {total} finished attempts.',
      pa: 'ਤੁਹਾਡੀਆਂ {total} ਪੂਰੀਆਂ ਕੋਸ਼ਿਸ਼ਾਂ ਵਿੱਚੋਂ {shown} ਸਭ ਤੋਂ ਨਵੀਆਂ ਦਿਖਾਈਆਂ ਜਾ ਰਹੀਆਂ ਹਨ।',
    },
    empty: {
      en: 'You have not finished a test yet. Your scores, ranks and results will be listed here: a good first step is a free full-length mock, a past paper, or today’s 10-question quiz.',
      pa: 'ਤੁਸੀਂ ਹਾਲੇ ਕੋਈ ਟੈਸਟ ਪੂਰਾ ਨਹੀਂ ਕੀਤਾ। ਤੁਹਾਡੇ ਅੰਕ, ਰੈਂਕ ਅਤੇ ਨਤੀਜੇ ਇੱਥੇ ਦਿਸਣਗੇ: ਸ਼ੁਰੂਆਤ ਲਈ ਇੱਕ ਮੁਫ਼ਤ ਪੂਰਾ ਮੌਕ ਟੈਸਟ, ਪਿਛਲੇ ਸਾਲ ਦਾ ਪੇਪਰ, ਜਾਂ ਅੱਜ ਦਾ 10 ਪ੍ਰਸ਼ਨਾਂ ਵਾਲਾ ਕੁਇਜ਼ ਚੰਗਾ ਰਹੇਗਾ।',
    },
    seeSeries: { en: 'See the test series', pa: 'ਟੈਸਟ ਸੀਰੀਜ਼ ਦੇਖੋ' },
    pastPapers: { en: 'Past papers', pa: 'ਪਿਛਲੇ ਸਾਲਾਂ ਦੇ ਪੇਪਰ' },
    dailyQuiz: { en: 'Daily quiz', pa: 'ਰੋਜ਼ਾਨਾ ਕੁਇਜ਼' },
  },
  bookmarks: {
    heading: { en: 'Bookmarked questions', pa: 'ਬੁੱਕਮਾਰਕ ਕੀਤੇ ਪ੍ਰਸ਼ਨ' },
    empty: {
      en: 'No bookmarked questions yet. On any result, press Bookmark on a question you want to revise: it is kept here, by topic, with a link back to its answer and explanation.',
      pa: 'ਹਾਲੇ ਕੋਈ ਪ੍ਰਸ਼ਨ ਬੁੱਕਮਾਰਕ ਨਹੀਂ ਕੀਤਾ। ਕਿਸੇ ਵੀ ਨਤੀਜੇ ਵਿੱਚ, ਜਿਸ ਪ੍ਰਸ਼ਨ ਨੂੰ ਦੁਹਰਾਉਣਾ ਹੋਵੇ ਉਸ ’ਤੇ ‘ਬੁੱਕਮਾਰਕ’ ਦਬਾਓ: ਉਹ ਵਿਸ਼ੇ ਅਨੁਸਾਰ ਇੱਥੇ ਰਹੇਗਾ, ਉਸ ਦੇ ਉੱਤਰ ਅਤੇ ਵਿਆਖਿਆ ਦੇ ਲਿੰਕ ਸਮੇਤ।',
    },
    filterLabel: { en: 'Filter bookmarks by topic', pa: 'ਬੁੱਕਮਾਰਕ ਵਿਸ਼ੇ ਅਨੁਸਾਰ ਛਾਂਟੋ' },
    all: { en: 'All ({count})', pa: 'ਸਾਰੇ ({count})' },
    unknownTopic: { en: 'None of your bookmarks is on that topic.', pa: 'ਤੁਹਾਡਾ ਕੋਈ ਵੀ ਬੁੱਕਮਾਰਕ ਉਸ ਵਿਸ਼ੇ ਦਾ ਨਹੀਂ।' },
    shownOfTopic: {
      en: 'Showing {shown} of {total, plural, one {# bookmarked question} other {# bookmarked questions}}: {topic}',
      pa: '{total} ਬੁੱਕਮਾਰਕ ਕੀਤੇ ਪ੍ਰਸ਼ਨਾਂ ਵਿੱਚੋਂ {shown} ਦਿਖਾਏ ਜਾ ਰਹੇ ਹਨ: {topic}',
    },
    shownAll: {
      en: '{total, plural, one {Showing your # bookmarked question} other {Showing all # bookmarked questions}}',
      pa: '{total, plural, one {ਤੁਹਾਡਾ # ਬੁੱਕਮਾਰਕ ਕੀਤਾ ਪ੍ਰਸ਼ਨ ਦਿਖਾਇਆ ਜਾ ਰਿਹਾ ਹੈ} other {ਸਾਰੇ # ਬੁੱਕਮਾਰਕ ਕੀਤੇ ਪ੍ਰਸ਼ਨ ਦਿਖਾਏ ਜਾ ਰਹੇ ਹਨ}}',
    },
    revise: { en: 'Revise', pa: 'ਦੁਹਰਾਓ' },
    reviseWhat: { en: ': the answer and explanation of this question', pa: ': ਇਸ ਪ੍ਰਸ਼ਨ ਦਾ ਉੱਤਰ ਅਤੇ ਵਿਆਖਿਆ' },
  },
  answers: {
    heading: { en: 'Answer writing', pa: 'ਉੱਤਰ ਲੇਖਣ' },
    noLongerOnline: { en: 'A Question of the Day that is no longer online', pa: 'ਇੱਕ ‘ਅੱਜ ਦਾ ਪ੍ਰਸ਼ਨ’ ਜੋ ਹੁਣ ਆਨਲਾਈਨ ਨਹੀਂ' },
    mains: { en: 'Mains answer', pa: 'ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਉੱਤਰ' },
    mainsOfPaper: { en: 'Mains answer · <paper>{name}</paper>', pa: 'ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਉੱਤਰ · <paper>{name}</paper>' },
    submitted: {
      en: 'Submitted <time>{day}</time> · {count, plural, one {# word} other {# words}}',
      pa: '<time>{day}</time> ਨੂੰ ਜਮ੍ਹਾਂ ਕੀਤਾ · {count} ਸ਼ਬਦ',
    },
    submittedByHand: {
      en: 'Submitted <time>{day}</time> · handwritten, {pages, plural, one {# page} other {# pages}}',
      pa: '<time>{day}</time> ਨੂੰ ਜਮ੍ਹਾਂ ਕੀਤਾ · ਹੱਥ ਨਾਲ ਲਿਖਿਆ, {pages} ਪੰਨੇ',
    },
    awaiting: { en: 'Submitted, awaiting evaluation', pa: 'ਜਮ੍ਹਾਂ ਹੋ ਗਿਆ, ਜਾਂਚ ਦੀ ਉਡੀਕ ਹੈ' },
    marks: { en: 'Marks: {marks}', pa: 'ਅੰਕ: {marks}' },
    marksOutOf: { en: 'Marks: {marks} / {outOf}', pa: 'ਅੰਕ: {marks} / {outOf}' },
    evaluated: { en: '(evaluated <time>{when}</time>)', pa: '(<time>{when}</time> ਨੂੰ ਜਾਂਚਿਆ)' },
    feedback: { en: 'Feedback:', pa: 'ਟਿੱਪਣੀ:' },
    open: { en: 'Open', pa: 'ਖੋਲ੍ਹੋ' },
    empty: {
      en: 'You have not written an answer yet. When the Question of the Day is a mains question, write your answer in the browser: the faculty give it marks and comments, and they appear here.',
      pa: 'ਤੁਸੀਂ ਹਾਲੇ ਕੋਈ ਉੱਤਰ ਨਹੀਂ ਲਿਖਿਆ। ਜਦੋਂ ‘ਅੱਜ ਦਾ ਪ੍ਰਸ਼ਨ’ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦਾ ਹੋਵੇ, ਆਪਣਾ ਉੱਤਰ ਇੱਥੇ ਹੀ ਲਿਖੋ: ਅਧਿਆਪਕ ਉਸ ਨੂੰ ਅੰਕ ਅਤੇ ਟਿੱਪਣੀਆਂ ਦਿੰਦੇ ਹਨ, ਜੋ ਇੱਥੇ ਦਿਸਦੀਆਂ ਹਨ।',
    },
    questionOfTheDay: { en: 'Question of the Day', pa: 'ਅੱਜ ਦਾ ਪ੍ਰਸ਼ਨ' },
  },
} as const satisfies CatalogueTree
