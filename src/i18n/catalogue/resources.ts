import type { CatalogueTree } from './types'

/** Resources, topic pages and the syllabus. */
export const resources = {
  index: {
    metaTitle: {
      en: 'Resources: Punjab PCS notes for every Prelims and Mains topic',
      pa: 'ਸਰੋਤ: ਮੁਢਲੀ ਅਤੇ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਹਰ ਵਿਸ਼ੇ ਦੇ ਪੰਜਾਬ PCS ਨੋਟਸ',
    },
    metaDescription: {
      en: 'Topic-wise notes for the PPSC Civil Services Preliminary and Main examinations, with downloadable PDFs, practice tests, the syllabus and past papers.',
      pa: 'PPSC ਸਿਵਲ ਸੇਵਾਵਾਂ ਦੀ ਮੁਢਲੀ ਅਤੇ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਲਈ ਵਿਸ਼ਾ-ਵਾਰ ਨੋਟਸ, ਡਾਊਨਲੋਡ ਹੋਣ ਵਾਲੀਆਂ PDF ਫ਼ਾਈਲਾਂ, ਅਭਿਆਸ ਟੈਸਟ, ਸਿਲੇਬਸ ਅਤੇ ਪਿਛਲੇ ਸਾਲਾਂ ਦੇ ਪੇਪਰ।',
    },
    title: { en: 'Resources', pa: 'ਸਰੋਤ' },
    groups: { en: 'Resource groups', pa: 'ਸਰੋਤਾਂ ਦੇ ਸਮੂਹ' },
    more: { en: 'More resources', pa: 'ਹੋਰ ਸਰੋਤ' },
    paidNotes: { en: 'Paid notes', pa: 'ਅਦਾਇਗੀ ਵਾਲੇ ਨੋਟਸ' },
    paidSoon: { en: 'Paid · coming soon', pa: 'ਅਦਾਇਗੀ ਵਾਲਾ · ਜਲਦੀ ਆ ਰਿਹਾ ਹੈ' },
    paidSoonSpoken: { en: '(paid, coming soon)', pa: '(ਅਦਾਇਗੀ ਵਾਲਾ, ਜਲਦੀ ਆ ਰਿਹਾ ਹੈ)' },
  },
  /** The two topic groups, when the menu's name for them has no Punjabi. */
  stages: {
    prelims: { en: 'GS PCS Prelims', pa: 'GS PCS ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ' },
    mains: { en: 'GS PCS Mains', pa: 'GS PCS ਮੁੱਖ ਪ੍ਰੀਖਿਆ' },
  },
  topic: {
    metaTitle: { en: '{topic}: {stage} notes', pa: '{topic}: {stage} ਦੇ ਨੋਟਸ' },
    notFound: { en: 'Topic not found', pa: 'ਵਿਸ਼ਾ ਨਹੀਂ ਮਿਲਿਆ' },
    contents: { en: 'On this page', pa: 'ਇਸ ਪੰਨੇ ਉੱਤੇ' },
    table: { en: 'Table', pa: 'ਸਾਰਣੀ' },
    notesSoon: {
      en: 'Notes for this topic are being written by our faculty and will appear here soon.',
      pa: 'ਇਸ ਵਿਸ਼ੇ ਦੇ ਨੋਟਸ ਸਾਡੇ ਅਧਿਆਪਕ ਲਿਖ ਰਹੇ ਹਨ ਅਤੇ ਜਲਦੀ ਹੀ ਇੱਥੇ ਮਿਲਣਗੇ।',
    },
    aside: { en: 'Practice and related reading', pa: 'ਅਭਿਆਸ ਅਤੇ ਸਬੰਧਤ ਪੜ੍ਹਾਈ' },
    practise: { en: 'Practise this topic', pa: 'ਇਸ ਵਿਸ਼ੇ ਦਾ ਅਭਿਆਸ ਕਰੋ' },
    testFacts: {
      en: '{questions, plural, one {# question} other {# questions}} · {minutes} min · {free, select, yes {Free} other {Paid}}',
      pa: '{questions, plural, one {# ਪ੍ਰਸ਼ਨ} other {# ਪ੍ਰਸ਼ਨ}} · {minutes} ਮਿੰਟ · {free, select, yes {ਮੁਫ਼ਤ} other {ਅਦਾਇਗੀ ਵਾਲਾ}}',
    },
    noTests: {
      en: 'No test on this topic yet: the full-length mocks cover it.',
      pa: 'ਇਸ ਵਿਸ਼ੇ ਦਾ ਅਜੇ ਵੱਖਰਾ ਟੈਸਟ ਨਹੀਂ: ਪੂਰੇ ਮੌਕ ਟੈਸਟਾਂ ਵਿੱਚ ਇਹ ਸ਼ਾਮਲ ਹੈ।',
    },
    allTestSeries: { en: 'All test series', pa: 'ਸਾਰੀਆਂ ਟੈਸਟ ਸੀਰੀਜ਼' },
    news: { en: 'In the news', pa: 'ਖ਼ਬਰਾਂ ਵਿੱਚ' },
    noNews: { en: 'No recent current affairs are tagged with this topic.', pa: 'ਇਸ ਵਿਸ਼ੇ ਨਾਲ ਜੁੜੇ ਕੋਈ ਤਾਜ਼ਾ ਸਮਕਾਲੀ ਮਾਮਲੇ ਨਹੀਂ ਹਨ।' },
    dailyCurrentAffairs: { en: 'Daily current affairs', pa: 'ਰੋਜ਼ਾਨਾ ਸਮਕਾਲੀ ਮਾਮਲੇ' },
    analyses: { en: 'Editorial analyses', pa: 'ਸੰਪਾਦਕੀ ਵਿਸ਼ਲੇਸ਼ਣ' },
    noAnalyses: { en: 'No editorial analysis is tagged with this topic yet.', pa: 'ਇਸ ਵਿਸ਼ੇ ਨਾਲ ਜੁੜਿਆ ਅਜੇ ਕੋਈ ਸੰਪਾਦਕੀ ਵਿਸ਼ਲੇਸ਼ਣ ਨਹੀਂ ਹੈ।' },
    allAnalyses: { en: 'All editorial analyses', pa: 'ਸਾਰੇ ਸੰਪਾਦਕੀ ਵਿਸ਼ਲੇਸ਼ਣ' },
    otherTopics: { en: 'Other {stage} topics', pa: '{stage} ਦੇ ਹੋਰ ਵਿਸ਼ੇ' },
  },
  locked: {
    heading: { en: 'The full notes are for enrolled candidates', pa: 'ਪੂਰੇ ਨੋਟਸ ਦਾਖ਼ਲ ਉਮੀਦਵਾਰਾਂ ਲਈ ਹਨ' },
    comeWith: {
      en: 'The structured notes and downloadable PDFs on <topic>{title}</topic> {count, plural, =0 {come with our paid courses.} one {come with this course:} other {come with any of these courses:}}',
      pa: '<topic>{title}</topic> ਦੇ ਪੂਰੇ ਨੋਟਸ ਅਤੇ ਡਾਊਨਲੋਡ ਹੋਣ ਵਾਲੀਆਂ PDF ਫ਼ਾਈਲਾਂ {count, plural, =0 {ਸਾਡੇ ਅਦਾਇਗੀ ਵਾਲੇ ਕੋਰਸਾਂ ਨਾਲ ਮਿਲਦੀਆਂ ਹਨ।} one {ਇਸ ਕੋਰਸ ਨਾਲ ਮਿਲਦੀਆਂ ਹਨ:} other {ਇਨ੍ਹਾਂ ਵਿੱਚੋਂ ਕਿਸੇ ਵੀ ਕੋਰਸ ਨਾਲ ਮਿਲਦੀਆਂ ਹਨ:}}',
    },
    alreadyEnrolled: {
      en: 'Already enrolled? <link>Sign in to read the notes</link>.',
      pa: 'ਪਹਿਲਾਂ ਹੀ ਦਾਖ਼ਲ ਹੋ? <link>ਨੋਟਸ ਪੜ੍ਹਨ ਲਈ ਸਾਈਨ ਇਨ ਕਰੋ</link>।',
    },
    noEnrolment: {
      en: 'Your account has no active enrolment that includes these notes. Once you enrol, they open here straight away.',
      pa: 'ਤੁਹਾਡੇ ਖਾਤੇ ਵਿੱਚ ਕੋਈ ਅਜਿਹਾ ਚਾਲੂ ਦਾਖ਼ਲਾ ਨਹੀਂ ਜਿਸ ਵਿੱਚ ਇਹ ਨੋਟਸ ਸ਼ਾਮਲ ਹੋਣ। ਦਾਖ਼ਲਾ ਹੁੰਦਿਆਂ ਹੀ ਇਹ ਇੱਥੇ ਖੁੱਲ੍ਹ ਜਾਣਗੇ।',
    },
    howToEnrol: { en: 'How to enrol', pa: 'ਦਾਖ਼ਲਾ ਕਿਵੇਂ ਲਈਏ' },
    seeCourses: { en: 'See all courses', pa: 'ਸਾਰੇ ਕੋਰਸ ਵੇਖੋ' },
  },
  files: {
    heading: { en: 'Downloadable PDFs', pa: 'ਡਾਊਨਲੋਡ ਹੋਣ ਵਾਲੀਆਂ PDF ਫ਼ਾਈਲਾਂ' },
    locked: {
      en: 'For enrolled candidates. <enrol>Enrol in a course</enrol> to download it.',
      pa: 'ਦਾਖ਼ਲ ਉਮੀਦਵਾਰਾਂ ਲਈ। ਇਸ ਨੂੰ ਡਾਊਨਲੋਡ ਕਰਨ ਲਈ <enrol>ਕਿਸੇ ਕੋਰਸ ਵਿੱਚ ਦਾਖ਼ਲਾ ਲਓ</enrol>।',
    },
    lockedSignIn: {
      en: 'For enrolled candidates. <enrol>Enrol in a course</enrol> or <signIn>sign in</signIn> to download it.',
      pa: 'ਦਾਖ਼ਲ ਉਮੀਦਵਾਰਾਂ ਲਈ। ਇਸ ਨੂੰ ਡਾਊਨਲੋਡ ਕਰਨ ਲਈ <enrol>ਕਿਸੇ ਕੋਰਸ ਵਿੱਚ ਦਾਖ਼ਲਾ ਲਓ</enrol> ਜਾਂ <signIn>ਸਾਈਨ ਇਨ ਕਰੋ</signIn>।',
    },
  },
  syllabus: {
    metaTitle: { en: 'PPSC Civil Services syllabus', pa: 'PPSC ਸਿਵਲ ਸੇਵਾਵਾਂ ਦਾ ਸਿਲੇਬਸ' },
    metaDescription: {
      en: 'The pattern and syllabus of the PPSC Civil Services examination.',
      pa: 'PPSC ਸਿਵਲ ਸੇਵਾਵਾਂ ਪ੍ਰੀਖਿਆ ਦਾ ਢਾਂਚਾ ਅਤੇ ਸਿਲੇਬਸ।',
    },
    title: { en: 'Syllabus', pa: 'ਸਿਲੇਬਸ' },
    updating: {
      en: 'The syllabus is being updated by our faculty. Please check back soon.',
      pa: 'ਸਾਡੇ ਅਧਿਆਪਕ ਸਿਲੇਬਸ ਨਵਿਆ ਰਹੇ ਹਨ। ਕਿਰਪਾ ਕਰਕੇ ਜਲਦੀ ਦੁਬਾਰਾ ਵੇਖੋ।',
    },
    stages: { en: 'Stages of the examination', pa: 'ਪ੍ਰੀਖਿਆ ਦੇ ਪੜਾਅ' },
    caption: { en: '<name>{stage}</name>: papers and marks', pa: '<name>{stage}</name>: ਪੇਪਰ ਅਤੇ ਅੰਕ' },
    columns: {
      paper: { en: 'Paper', pa: 'ਪੇਪਰ' },
      questions: { en: 'Questions', pa: 'ਪ੍ਰਸ਼ਨ' },
      marksPerQuestion: { en: 'Marks per question', pa: 'ਪ੍ਰਤੀ ਪ੍ਰਸ਼ਨ ਅੰਕ' },
      totalMarks: { en: 'Total marks', pa: 'ਕੁੱਲ ਅੰਕ' },
      duration: { en: 'Duration', pa: 'ਸਮਾਂ' },
      negativeMarking: { en: 'Negative marking', pa: 'ਗ਼ਲਤ ਉੱਤਰ ਦੀ ਕਟੌਤੀ' },
      qualifying: { en: 'Qualifying marks', pa: 'ਯੋਗਤਾ ਅੰਕ' },
    },
    none: { en: 'none', pa: 'ਕੋਈ ਨਹੀਂ' },
    qualifyingOnly: { en: '{percent}% (qualifying only)', pa: '{percent}% (ਸਿਰਫ਼ ਯੋਗਤਾ ਲਈ)' },
    studyNotes: { en: 'Study notes:', pa: 'ਅਧਿਐਨ ਨੋਟਸ:' },
    goodToKnow: { en: 'Good to know', pa: 'ਜਾਣਨ ਯੋਗ ਗੱਲਾਂ' },
  },
} as const satisfies CatalogueTree
