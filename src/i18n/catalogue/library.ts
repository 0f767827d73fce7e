import type { CatalogueTree } from './types'

/** PYQ papers, courses (products), success stories, FAQs and the Coming soon page. */
export const library = {
  stageNames: {
    prelims: { en: 'Prelims', pa: 'ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ' },
    mains: { en: 'Mains', pa: 'ਮੁੱਖ ਪ੍ਰੀਖਿਆ' },
  },
  /** A product's kind: `one` on its card and page, `many` as the heading of its group. */
  kinds: {
    course: { one: { en: 'Course', pa: 'ਕੋਰਸ' }, many: { en: 'Coaching courses', pa: 'ਕੋਚਿੰਗ ਕੋਰਸ' } },
    'test-series': { one: { en: 'Test series', pa: 'ਟੈਸਟ ਸੀਰੀਜ਼' }, many: { en: 'Test series', pa: 'ਟੈਸਟ ਸੀਰੀਜ਼' } },
    notes: { one: { en: 'Notes', pa: 'ਨੋਟਸ' }, many: { en: 'Notes and magazines', pa: 'ਨੋਟਸ ਅਤੇ ਰਸਾਲੇ' } },
    'answer-copies': { one: { en: 'Answer copies', pa: 'ਉੱਤਰ-ਕਾਪੀਆਂ' }, many: { en: 'Answer copies', pa: 'ਉੱਤਰ-ਕਾਪੀਆਂ' } },
  },
  languages: {
    english: { en: 'English', pa: 'ਅੰਗਰੇਜ਼ੀ' },
    punjabi: { en: 'Punjabi', pa: 'ਪੰਜਾਬੀ' },
    bilingual: { en: 'English and Punjabi', pa: 'ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ' },
  },
  price: {
    offer: { en: 'Offer price', pa: 'ਰਿਆਇਤੀ ਕੀਮਤ' },
    was: { en: ', was', pa: ', ਪਹਿਲਾਂ' },
    free: { en: 'Free', pa: 'ਮੁਫ਼ਤ' },
    save: { en: 'Save {percent}%', pa: '{percent}% ਬੱਚਤ' },
  },
  card: {
    details: { en: 'Details', pa: 'ਵੇਰਵੇ' },
    validity: { en: 'Validity', pa: 'ਮਿਆਦ' },
    language: { en: 'Language', pa: 'ਭਾਸ਼ਾ' },
  },
  courses: {
    metaTitle: { en: 'Courses: PPSC coaching, test series, notes and answer copies', pa: 'ਕੋਰਸ: PPSC ਕੋਚਿੰਗ, ਟੈਸਟ ਸੀਰੀਜ਼, ਨੋਟਸ ਅਤੇ ਉੱਤਰ-ਕਾਪੀਆਂ' },
    metaDescription: {
      en: 'Punjab PCS courses, test series, notes and toppers’ answer copies from Punjab PCS Academy: what each includes, its validity, language and fee in rupees, with current offers.',
      pa: 'ਪੰਜਾਬ PCS ਅਕੈਡਮੀ ਦੇ ਕੋਰਸ, ਟੈਸਟ ਸੀਰੀਜ਼, ਨੋਟਸ ਅਤੇ ਟਾਪਰਾਂ ਦੀਆਂ ਉੱਤਰ-ਕਾਪੀਆਂ: ਹਰੇਕ ਵਿੱਚ ਕੀ ਸ਼ਾਮਲ ਹੈ, ਉਸ ਦੀ ਮਿਆਦ, ਭਾਸ਼ਾ ਅਤੇ ਰੁਪਏ ਵਿੱਚ ਫੀਸ, ਚੱਲ ਰਹੀਆਂ ਪੇਸ਼ਕਸ਼ਾਂ ਸਮੇਤ।',
    },
    title: { en: 'Courses', pa: 'ਕੋਰਸ' },
    lead: {
      en: 'Classroom and online courses, test series, notes and answer copies for the Punjab PCS exam: what each includes, how long you have access, the language and the fee.',
      pa: 'ਪੰਜਾਬ PCS ਪ੍ਰੀਖਿਆ ਲਈ ਕਲਾਸਰੂਮ ਅਤੇ ਆਨਲਾਈਨ ਕੋਰਸ, ਟੈਸਟ ਸੀਰੀਜ਼, ਨੋਟਸ ਅਤੇ ਉੱਤਰ-ਕਾਪੀਆਂ: ਹਰੇਕ ਵਿੱਚ ਕੀ ਸ਼ਾਮਲ ਹੈ, ਕਿੰਨੇ ਸਮੇਂ ਲਈ ਪਹੁੰਚ ਮਿਲਦੀ ਹੈ, ਭਾਸ਼ਾ ਅਤੇ ਫੀਸ।',
    },
    kinds: { en: 'Kinds of course', pa: 'ਕੋਰਸਾਂ ਦੀਆਂ ਕਿਸਮਾਂ' },
    empty: {
      en: 'No course is open for admission at the moment. <link>Contact us</link> to hear when the next batch starts.',
      pa: 'ਇਸ ਵੇਲੇ ਕਿਸੇ ਕੋਰਸ ਵਿੱਚ ਦਾਖ਼ਲਾ ਖੁੱਲ੍ਹਾ ਨਹੀਂ ਹੈ। ਅਗਲਾ ਬੈਚ ਕਦੋਂ ਸ਼ੁਰੂ ਹੋਵੇਗਾ, ਇਹ ਜਾਣਨ ਲਈ <link>ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ</link>।',
    },
  },
  product: {
    notFound: { en: 'Course not found', pa: 'ਕੋਰਸ ਨਹੀਂ ਮਿਲਿਆ' },
    fee: { en: 'Fee and enrolment', pa: 'ਫੀਸ ਅਤੇ ਦਾਖ਼ਲਾ' },
    gallery: { en: 'Gallery', pa: 'ਤਸਵੀਰਾਂ' },
    includes: { en: 'What is included', pa: 'ਕੀ ਕੁਝ ਸ਼ਾਮਲ ਹੈ' },
    faqs: { en: 'Frequently asked questions', pa: 'ਅਕਸਰ ਪੁੱਛੇ ਜਾਂਦੇ ਸਵਾਲ' },
    help: {
      en: 'Questions before you enrol? <contact>Contact us</contact> or read the <faqs>FAQs</faqs>.',
      pa: 'ਦਾਖ਼ਲੇ ਤੋਂ ਪਹਿਲਾਂ ਕੋਈ ਸਵਾਲ? <contact>ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ</contact> ਜਾਂ <faqs>ਅਕਸਰ ਪੁੱਛੇ ਜਾਂਦੇ ਸਵਾਲ</faqs> ਪੜ੍ਹੋ।',
    },
  },
  /** The admissions desk: the only way without online purchases, and the other way beside them (ADR 053). */
  enrol: {
    heading: { en: 'How to enrol today', pa: 'ਅੱਜ ਦਾਖ਼ਲਾ ਕਿਵੇਂ ਲਈਏ' },
    lead: {
      en: 'Online payment is not open on this website yet. Enrol with our admissions desk: call, message us on WhatsApp or visit the academy.',
      pa: 'ਇਸ ਵੈੱਬਸਾਈਟ ਉੱਤੇ ਆਨਲਾਈਨ ਭੁਗਤਾਨ ਅਜੇ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋਇਆ। ਸਾਡੇ ਦਾਖ਼ਲਾ ਡੈਸਕ ਰਾਹੀਂ ਦਾਖ਼ਲਾ ਲਓ: ਫ਼ੋਨ ਕਰੋ, WhatsApp ਉੱਤੇ ਸੁਨੇਹਾ ਭੇਜੋ ਜਾਂ ਅਕੈਡਮੀ ਆਓ।',
    },
    /** Online purchases are on (ADR 053) but this course is sold at the centre only. */
    leadCentreOnly: {
      en: 'This course is sold at the academy only. Enrol with our admissions desk: call, message us on WhatsApp or visit the academy.',
      pa: 'ਇਹ ਕੋਰਸ ਸਿਰਫ਼ ਅਕੈਡਮੀ ਵਿੱਚ ਹੀ ਮਿਲਦਾ ਹੈ। ਸਾਡੇ ਦਾਖ਼ਲਾ ਡੈਸਕ ਰਾਹੀਂ ਦਾਖ਼ਲਾ ਲਓ: ਫ਼ੋਨ ਕਰੋ, WhatsApp ਉੱਤੇ ਸੁਨੇਹਾ ਭੇਜੋ ਜਾਂ ਅਕੈਡਮੀ ਆਓ।',
    },
    /** Beside "Buy online": the admissions desk as the other way. */
    leadAlso: {
      en: 'Enrol with our admissions desk instead: call, message us on WhatsApp or visit the academy.',
      pa: 'ਜਾਂ ਸਾਡੇ ਦਾਖ਼ਲਾ ਡੈਸਕ ਰਾਹੀਂ ਦਾਖ਼ਲਾ ਲਓ: ਫ਼ੋਨ ਕਰੋ, WhatsApp ਉੱਤੇ ਸੁਨੇਹਾ ਭੇਜੋ ਜਾਂ ਅਕੈਡਮੀ ਆਓ।',
    },
    call: { en: 'Call', pa: 'ਫ਼ੋਨ ਕਰੋ' },
    whatsapp: { en: 'Enrol on WhatsApp', pa: 'WhatsApp ਉੱਤੇ ਦਾਖ਼ਲਾ ਲਓ' },
    newTab: { en: '(opens in a new tab)', pa: '(ਨਵੀਂ ਟੈਬ ਵਿੱਚ ਖੁੱਲ੍ਹਦਾ ਹੈ)' },
    whatsappText: { en: 'I would like to enrol in {course}.', pa: 'ਮੈਂ {course} ਵਿੱਚ ਦਾਖ਼ਲਾ ਲੈਣਾ ਚਾਹੁੰਦਾ/ਚਾਹੁੰਦੀ ਹਾਂ।' },
    visit: { en: 'Visit', pa: 'ਮਿਲਣ ਆਓ' },
    next: { en: 'What happens next', pa: 'ਅੱਗੇ ਕੀ ਹੁੰਦਾ ਹੈ' },
    stepAccount: {
      en: 'Tell us the course and the e-mail address of your account on this website (<signUp>creating one</signUp> is free).',
      pa: 'ਸਾਨੂੰ ਕੋਰਸ ਅਤੇ ਇਸ ਵੈੱਬਸਾਈਟ ਉੱਤੇ ਆਪਣੇ ਖਾਤੇ ਦਾ ਈ-ਮੇਲ ਪਤਾ ਦੱਸੋ (<signUp>ਖਾਤਾ ਬਣਾਉਣਾ</signUp> ਮੁਫ਼ਤ ਹੈ)।',
    },
    stepPay: {
      en: 'Pay the fee at the academy, or by UPI or bank transfer to the account our staff give you, and keep the receipt.',
      pa: 'ਫੀਸ ਅਕੈਡਮੀ ਵਿੱਚ ਭਰੋ, ਜਾਂ ਸਾਡੇ ਸਟਾਫ਼ ਵੱਲੋਂ ਦੱਸੇ ਖਾਤੇ ਵਿੱਚ UPI ਜਾਂ ਬੈਂਕ ਟ੍ਰਾਂਸਫ਼ਰ ਰਾਹੀਂ ਭੇਜੋ, ਅਤੇ ਰਸੀਦ ਸੰਭਾਲ ਕੇ ਰੱਖੋ।',
    },
    stepAccess: {
      en: 'Our staff enrol your account, usually within one working day. The course’s notes and tests then open when you sign in.',
      pa: 'ਸਾਡਾ ਸਟਾਫ਼ ਆਮ ਤੌਰ ਉੱਤੇ ਇੱਕ ਕੰਮਕਾਜੀ ਦਿਨ ਦੇ ਅੰਦਰ ਤੁਹਾਡਾ ਖਾਤਾ ਦਾਖ਼ਲ ਕਰ ਦਿੰਦਾ ਹੈ। ਫਿਰ ਸਾਈਨ ਇਨ ਕਰਨ ਉੱਤੇ ਕੋਰਸ ਦੇ ਨੋਟਸ ਅਤੇ ਟੈਸਟ ਖੁੱਲ੍ਹ ਜਾਂਦੇ ਹਨ।',
    },
    contactPage: { en: 'Office hours and every way to reach us', pa: 'ਦਫ਼ਤਰ ਦਾ ਸਮਾਂ ਅਤੇ ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਦੇ ਸਾਰੇ ਤਰੀਕੇ' },
  },
  pyq: {
    metaTitle: { en: 'PYQ: PPSC previous year question papers', pa: 'PYQ: PPSC ਦੇ ਪਿਛਲੇ ਸਾਲਾਂ ਦੇ ਪ੍ਰਸ਼ਨ-ਪੱਤਰ' },
    metaTitleYear: { en: 'PYQ {year}: PPSC previous year question papers', pa: 'PYQ {year}: PPSC ਦੇ ਪਿਛਲੇ ਸਾਲਾਂ ਦੇ ਪ੍ਰਸ਼ਨ-ਪੱਤਰ' },
    metaDescription: {
      en: 'Punjab PCS (PPSC) Prelims and Mains question papers with answer keys as free PDFs, year by year, each labelled with the exam pattern it was set in. Filter by year, stage and paper.',
      pa: 'ਪੰਜਾਬ PCS (PPSC) ਮੁਢਲੀ ਅਤੇ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਪ੍ਰਸ਼ਨ-ਪੱਤਰ ਉੱਤਰ-ਕੁੰਜੀਆਂ ਸਮੇਤ ਮੁਫ਼ਤ PDF ਵਜੋਂ, ਸਾਲ-ਵਾਰ, ਹਰ ਪੇਪਰ ਉੱਤੇ ਉਸ ਵੇਲੇ ਦੇ ਪ੍ਰੀਖਿਆ ਢਾਂਚੇ ਦੇ ਵੇਰਵੇ ਨਾਲ। ਸਾਲ, ਪੜਾਅ ਅਤੇ ਪੇਪਰ ਅਨੁਸਾਰ ਛਾਂਟੋ।',
    },
    title: { en: 'Previous year question papers', pa: 'ਪਿਛਲੇ ਸਾਲਾਂ ਦੇ ਪ੍ਰਸ਼ਨ-ਪੱਤਰ' },
    lead: {
      en: 'Punjab State Civil Services Combined Competitive Examination papers with their answer keys, free to download. The exam pattern has changed over the years, so every paper is labelled with the pattern it was set in.',
      pa: 'ਪੰਜਾਬ ਰਾਜ ਸਿਵਲ ਸੇਵਾਵਾਂ ਸੰਯੁਕਤ ਮੁਕਾਬਲਾ ਪ੍ਰੀਖਿਆ ਦੇ ਪ੍ਰਸ਼ਨ-ਪੱਤਰ ਉੱਤਰ-ਕੁੰਜੀਆਂ ਸਮੇਤ, ਮੁਫ਼ਤ ਡਾਊਨਲੋਡ ਲਈ। ਸਾਲਾਂ ਦੌਰਾਨ ਪ੍ਰੀਖਿਆ ਦਾ ਢਾਂਚਾ ਬਦਲਦਾ ਰਿਹਾ ਹੈ, ਇਸ ਲਈ ਹਰ ਪੇਪਰ ਉੱਤੇ ਉਸ ਦਾ ਢਾਂਚਾ ਲਿਖਿਆ ਹੈ।',
    },
    summary: {
      en: '{count, plural, one {# paper} other {# papers}} from {years, plural, one {# year} other {# years}}',
      pa: '{years, plural, one {# ਸਾਲ} other {# ਸਾਲਾਂ}} ਦੇ {count, plural, one {# ਪੇਪਰ} other {# ਪੇਪਰ}}',
    },
    summaryFiltered: {
      en: '{count, plural, one {# paper} other {# papers}} of {total} for {filters}',
      pa: '{filters} ਲਈ {total} ਵਿੱਚੋਂ {count, plural, one {# ਪੇਪਰ} other {# ਪੇਪਰ}}',
    },
    pattern: { en: 'Exam pattern', pa: 'ਪ੍ਰੀਖਿਆ ਢਾਂਚਾ' },
    questions: { en: 'Questions', pa: 'ਪ੍ਰਸ਼ਨ' },
    marks: { en: 'Marks', pa: 'ਅੰਕ' },
    duration: { en: 'Duration', pa: 'ਸਮਾਂ' },
    cutoff: { en: 'Cut-off (General)', pa: 'ਕੱਟ-ਆਫ਼ (ਜਨਰਲ)' },
    estimate: { en: '{cutoff} (academy’s estimate)', pa: '{cutoff} (ਅਕੈਡਮੀ ਦਾ ਅੰਦਾਜ਼ਾ)' },
    attempt: { en: 'Attempt', pa: 'ਹੱਲ ਕਰੋ' },
    attemptFacts: {
      en: '{questions, plural, =0 {} one {# question} other {# questions}}{both, select, yes { · } other {}}{minutes, plural, =0 {} one {# minute} other {# minutes}}{any, select, yes {, timed, in the exam screen} other {Timed, in the exam screen}}',
      pa: '{questions, plural, =0 {} one {# ਪ੍ਰਸ਼ਨ} other {# ਪ੍ਰਸ਼ਨ}}{both, select, yes { · } other {}}{minutes, plural, =0 {} one {# ਮਿੰਟ} other {# ਮਿੰਟ}}{any, select, yes {, ਸਮਾਂਬੱਧ, ਪ੍ਰੀਖਿਆ ਸਕਰੀਨ ਵਿੱਚ} other {ਸਮਾਂਬੱਧ, ਪ੍ਰੀਖਿਆ ਸਕਰੀਨ ਵਿੱਚ}}',
    },
    downloads: { en: 'Downloads', pa: 'ਡਾਊਨਲੋਡ' },
    questionPaper: { en: 'Question paper (PDF)', pa: 'ਪ੍ਰਸ਼ਨ-ਪੱਤਰ (PDF)' },
    answerKey: { en: 'Answer key (PDF)', pa: 'ਉੱਤਰ-ਕੁੰਜੀ (PDF)' },
    notOnline: { en: 'The PDFs of this paper are not online yet.', pa: 'ਇਸ ਪੇਪਰ ਦੀਆਂ PDF ਫ਼ਾਈਲਾਂ ਅਜੇ ਆਨਲਾਈਨ ਨਹੀਂ ਹਨ।' },
    emptyHeading: { en: 'No papers match these filters', pa: 'ਇਨ੍ਹਾਂ ਚੋਣਾਂ ਨਾਲ ਕੋਈ ਪੇਪਰ ਨਹੀਂ ਮਿਲਦਾ' },
    emptyText: {
      en: 'The archive has no paper for {filters}. Choose another year, stage or paper above, or see every paper.',
      pa: 'ਪੁਰਾਲੇਖ ਵਿੱਚ {filters} ਲਈ ਕੋਈ ਪੇਪਰ ਨਹੀਂ ਹੈ। ਉੱਪਰੋਂ ਕੋਈ ਹੋਰ ਸਾਲ, ਪੜਾਅ ਜਾਂ ਪੇਪਰ ਚੁਣੋ, ਜਾਂ ਸਾਰੇ ਪੇਪਰ ਵੇਖੋ।',
    },
    showAll: { en: 'Show all papers', pa: 'ਸਾਰੇ ਪੇਪਰ ਵੇਖੋ' },
    filter: {
      label: { en: 'Filter papers', pa: 'ਪੇਪਰ ਛਾਂਟੋ' },
      year: { en: 'Year', pa: 'ਸਾਲ' },
      allYears: { en: 'All years', pa: 'ਸਾਰੇ ਸਾਲ' },
      stage: { en: 'Stage', pa: 'ਪੜਾਅ' },
      bothStages: { en: 'Prelims and Mains', pa: 'ਮੁਢਲੀ ਅਤੇ ਮੁੱਖ ਪ੍ਰੀਖਿਆ' },
      paper: { en: 'Paper', pa: 'ਪੇਪਰ' },
      allPapers: { en: 'All papers', pa: 'ਸਾਰੇ ਪੇਪਰ' },
      submit: { en: 'Show papers', pa: 'ਪੇਪਰ ਵੇਖੋ' },
      clear: { en: 'Clear filters', pa: 'ਚੋਣਾਂ ਹਟਾਓ' },
    },
  },
  stories: {
    metaTitle: { en: 'Success stories: our selected PCS officers', pa: 'ਸਫਲਤਾ ਦੀਆਂ ਕਹਾਣੀਆਂ: ਸਾਡੇ ਚੁਣੇ ਗਏ PCS ਅਫ਼ਸਰ' },
    metaDescription: {
      en: 'How candidates from across Punjab prepared for and cleared the PPSC Civil Services exam, in their own words: their rank or post, year, district and advice.',
      pa: 'ਪੰਜਾਬ ਭਰ ਦੇ ਉਮੀਦਵਾਰਾਂ ਨੇ PPSC ਸਿਵਲ ਸੇਵਾਵਾਂ ਪ੍ਰੀਖਿਆ ਦੀ ਤਿਆਰੀ ਕਿਵੇਂ ਕੀਤੀ ਅਤੇ ਇਸ ਨੂੰ ਕਿਵੇਂ ਪਾਸ ਕੀਤਾ, ਉਨ੍ਹਾਂ ਦੇ ਆਪਣੇ ਸ਼ਬਦਾਂ ਵਿੱਚ: ਰੈਂਕ ਜਾਂ ਅਹੁਦਾ, ਸਾਲ, ਜ਼ਿਲ੍ਹਾ ਅਤੇ ਸਲਾਹ।',
    },
    title: { en: 'Success stories', pa: 'ਸਫਲਤਾ ਦੀਆਂ ਕਹਾਣੀਆਂ' },
    lead: {
      en: 'Candidates who prepared with us and were selected through the PPSC exam: their post, year and district, and how they did it.',
      pa: 'ਉਹ ਉਮੀਦਵਾਰ ਜਿਨ੍ਹਾਂ ਨੇ ਸਾਡੇ ਨਾਲ ਤਿਆਰੀ ਕੀਤੀ ਅਤੇ PPSC ਪ੍ਰੀਖਿਆ ਰਾਹੀਂ ਚੁਣੇ ਗਏ: ਉਨ੍ਹਾਂ ਦਾ ਅਹੁਦਾ, ਸਾਲ ਅਤੇ ਜ਼ਿਲ੍ਹਾ, ਅਤੇ ਉਨ੍ਹਾਂ ਨੇ ਇਹ ਕਿਵੇਂ ਕੀਤਾ।',
    },
    empty: {
      en: 'Our selected candidates’ stories will be published here after the next PPSC results.',
      pa: 'ਸਾਡੇ ਚੁਣੇ ਗਏ ਉਮੀਦਵਾਰਾਂ ਦੀਆਂ ਕਹਾਣੀਆਂ PPSC ਦੇ ਅਗਲੇ ਨਤੀਜਿਆਂ ਤੋਂ ਬਾਅਦ ਇੱਥੇ ਛਪਣਗੀਆਂ।',
    },
    next: {
      en: 'Preparing for the next PPSC exam? <courses>See our courses</courses> or <pyq>practise with previous year papers</pyq>.',
      pa: 'ਅਗਲੀ PPSC ਪ੍ਰੀਖਿਆ ਦੀ ਤਿਆਰੀ ਕਰ ਰਹੇ ਹੋ? <courses>ਸਾਡੇ ਕੋਰਸ ਵੇਖੋ</courses> ਜਾਂ <pyq>ਪਿਛਲੇ ਸਾਲਾਂ ਦੇ ਪੇਪਰਾਂ ਨਾਲ ਅਭਿਆਸ ਕਰੋ</pyq>।',
    },
    post: { en: '{rank}, {year}', pa: '{rank}, {year}' },
    /** What every published story states (ADR 049: India's 2024 coaching-advertisement guidelines). */
    exams: {
      pcs: { en: 'PPSC Civil Services Combined Competitive Examination', pa: 'PPSC ਸਿਵਲ ਸੇਵਾਵਾਂ ਸੰਯੁਕਤ ਮੁਕਾਬਲਾ ਪ੍ਰੀਖਿਆ' },
      'naib-tehsildar': { en: 'PPSC Naib Tehsildar Examination', pa: 'PPSC ਨਾਇਬ ਤਹਿਸੀਲਦਾਰ ਪ੍ਰੀਖਿਆ' },
    },
    factsLabel: { en: 'About this result', pa: 'ਇਸ ਨਤੀਜੇ ਬਾਰੇ' },
    examFact: { en: 'Exam', pa: 'ਪ੍ਰੀਖਿਆ' },
    examAndYear: { en: '{exam}, {year}', pa: '{exam}, {year}' },
    courseFact: { en: 'Course taken with us', pa: 'ਸਾਡੇ ਨਾਲ ਕੀਤਾ ਕੋਰਸ' },
    courseAndTerms: { en: '{course}: {duration}, {fee}', pa: '{course}: {duration}, {fee}' },
    fees: {
      paid: { en: 'paid', pa: 'ਫੀਸ ਭਰ ਕੇ' },
      free: { en: 'free', pa: 'ਮੁਫ਼ਤ' },
    },
    district: { en: '{district} district', pa: 'ਜ਼ਿਲ੍ਹਾ {district}' },
    readStory: { en: 'Read {name}’s story', pa: '{name} ਦੀ ਕਹਾਣੀ ਪੜ੍ਹੋ' },
  },
  faqs: {
    metaTitle: {
      en: 'FAQs: the PPSC exam, courses, test series and your account',
      pa: 'ਅਕਸਰ ਪੁੱਛੇ ਜਾਂਦੇ ਸਵਾਲ: PPSC ਪ੍ਰੀਖਿਆ, ਕੋਰਸ, ਟੈਸਟ ਸੀਰੀਜ਼ ਅਤੇ ਤੁਹਾਡਾ ਖਾਤਾ',
    },
    metaDescription: {
      en: 'Answers to common questions about the Punjab PCS exam, our courses and fees, the test series, and signing in to your Punjab PCS Academy account.',
      pa: 'ਪੰਜਾਬ PCS ਪ੍ਰੀਖਿਆ, ਸਾਡੇ ਕੋਰਸਾਂ ਅਤੇ ਫੀਸਾਂ, ਟੈਸਟ ਸੀਰੀਜ਼, ਅਤੇ ਆਪਣੇ ਪੰਜਾਬ PCS ਅਕੈਡਮੀ ਖਾਤੇ ਵਿੱਚ ਸਾਈਨ ਇਨ ਕਰਨ ਬਾਰੇ ਆਮ ਸਵਾਲਾਂ ਦੇ ਜਵਾਬ।',
    },
    title: { en: 'Frequently asked questions', pa: 'ਅਕਸਰ ਪੁੱਛੇ ਜਾਂਦੇ ਸਵਾਲ' },
    breadcrumb: { en: 'FAQs', pa: 'ਸਵਾਲ-ਜਵਾਬ' },
    lead: {
      en: 'About the PPSC exam, our courses and fees, the test series and your account. Select a question to read its answer.',
      pa: 'PPSC ਪ੍ਰੀਖਿਆ, ਸਾਡੇ ਕੋਰਸਾਂ ਅਤੇ ਫੀਸਾਂ, ਟੈਸਟ ਸੀਰੀਜ਼ ਅਤੇ ਤੁਹਾਡੇ ਖਾਤੇ ਬਾਰੇ। ਜਵਾਬ ਪੜ੍ਹਨ ਲਈ ਸਵਾਲ ਚੁਣੋ।',
    },
    topics: { en: 'FAQ topics', pa: 'ਸਵਾਲਾਂ ਦੇ ਵਿਸ਼ੇ' },
    groups: {
      general: { en: 'General', pa: 'ਆਮ' },
      exam: { en: 'The PPSC exam', pa: 'PPSC ਪ੍ਰੀਖਿਆ' },
      'courses-and-payments': { en: 'Courses and payments', pa: 'ਕੋਰਸ ਅਤੇ ਭੁਗਤਾਨ' },
      'test-series': { en: 'Test series', pa: 'ਟੈਸਟ ਸੀਰੀਜ਼' },
      'account-and-access': { en: 'Account and access', pa: 'ਖਾਤਾ ਅਤੇ ਪਹੁੰਚ' },
    },
    stillQuestion: { en: 'Still have a question?', pa: 'ਅਜੇ ਵੀ ਕੋਈ ਸਵਾਲ ਹੈ?' },
    contactText: {
      en: 'Send us your question from the contact page, or write to <mail>{email}</mail>.',
      pa: 'ਸੰਪਰਕ ਪੰਨੇ ਤੋਂ ਸਾਨੂੰ ਆਪਣਾ ਸਵਾਲ ਭੇਜੋ, ਜਾਂ <mail>{email}</mail> ਉੱਤੇ ਲਿਖੋ।',
    },
    contact: { en: 'Contact us', pa: 'ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ' },
  },
  comingSoon: {
    metaTitle: { en: 'Coming soon', pa: 'ਜਲਦੀ ਆ ਰਿਹਾ ਹੈ' },
    metaDescription: {
      en: 'Premium study material that our faculty is preparing for Punjab PCS candidates.',
      pa: 'ਪ੍ਰੀਮੀਅਮ ਅਧਿਐਨ ਸਮੱਗਰੀ ਜੋ ਸਾਡੇ ਅਧਿਆਪਕ ਪੰਜਾਬ PCS ਉਮੀਦਵਾਰਾਂ ਲਈ ਤਿਆਰ ਕਰ ਰਹੇ ਹਨ।',
    },
    title: { en: 'Coming soon', pa: 'ਜਲਦੀ ਆ ਰਿਹਾ ਹੈ' },
    lead: {
      en: 'This is premium material that our faculty is still preparing: NCERT summaries, Punjab GK and CSAT packs, the current-affairs tracker and the monthly consolidations. It will open to enrolled candidates here soon.',
      pa: 'ਇਹ ਪ੍ਰੀਮੀਅਮ ਸਮੱਗਰੀ ਹੈ ਜੋ ਸਾਡੇ ਅਧਿਆਪਕ ਅਜੇ ਤਿਆਰ ਕਰ ਰਹੇ ਹਨ: NCERT ਸਾਰ, ਪੰਜਾਬ GK ਅਤੇ CSAT ਪੈਕ, ਸਮਕਾਲੀ ਮਾਮਲਿਆਂ ਦਾ ਟਰੈਕਰ ਅਤੇ ਮਹੀਨਾਵਾਰ ਸੰਗ੍ਰਹਿ। ਇਹ ਜਲਦੀ ਹੀ ਇੱਥੇ ਦਾਖ਼ਲ ਉਮੀਦਵਾਰਾਂ ਲਈ ਖੁੱਲ੍ਹੇਗੀ।',
    },
    meanwhile: {
      en: 'Until then, the topic notes, daily Punjab current affairs, daily MCQs and free mock tests are open to everyone. To hear the day it opens, write to <mail>{email}</mail> or message us on <whatsapp>WhatsApp</whatsapp>.',
      pa: 'ਉਦੋਂ ਤੱਕ ਵਿਸ਼ਿਆਂ ਦੇ ਨੋਟਸ, ਪੰਜਾਬ ਦੇ ਰੋਜ਼ਾਨਾ ਸਮਕਾਲੀ ਮਾਮਲੇ, ਰੋਜ਼ਾਨਾ MCQ ਅਤੇ ਮੁਫ਼ਤ ਮੌਕ ਟੈਸਟ ਸਾਰਿਆਂ ਲਈ ਖੁੱਲ੍ਹੇ ਹਨ। ਇਹ ਕਿਸ ਦਿਨ ਖੁੱਲ੍ਹੇਗੀ, ਇਹ ਜਾਣਨ ਲਈ <mail>{email}</mail> ਉੱਤੇ ਲਿਖੋ ਜਾਂ <whatsapp>WhatsApp</whatsapp> ਉੱਤੇ ਸੁਨੇਹਾ ਭੇਜੋ।',
    },
    back: { en: 'Go back', pa: 'ਵਾਪਸ ਜਾਓ' },
    explore: { en: 'Explore free resources', pa: 'ਮੁਫ਼ਤ ਸਰੋਤ ਵੇਖੋ' },
  },
} as const satisfies CatalogueTree
