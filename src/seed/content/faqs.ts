import type { FaqSeed } from './types'

/** Frequently asked questions shown on the FAQ page, grouped by topic. */
export const faqs: FaqSeed[] = [
  // ---------------------------------------------------------------- general
  {
    key: 'what-is-punjab-pcs-academy',
    group: 'general',
    question: {
      en: 'What is Punjab PCS Academy?',
      pa: 'ਪੰਜਾਬ ਪੀਸੀਐੱਸ ਅਕੈਡਮੀ ਕੀ ਹੈ?',
    },
    answer: {
      en: 'We are a coaching institute that prepares candidates only for the Punjab Civil Services (PPSC) examination. Our courses, notes and test series are built around the PPSC syllabus and its Punjab-specific questions, and are available in the classroom and online.',
      pa: 'ਅਸੀਂ ਇੱਕ ਕੋਚਿੰਗ ਸੰਸਥਾ ਹਾਂ ਜੋ ਉਮੀਦਵਾਰਾਂ ਨੂੰ ਸਿਰਫ਼ ਪੰਜਾਬ ਸਿਵਲ ਸੇਵਾਵਾਂ (ਪੀਪੀਐੱਸਸੀ) ਪ੍ਰੀਖਿਆ ਦੀ ਤਿਆਰੀ ਕਰਵਾਉਂਦੀ ਹੈ। ਸਾਡੇ ਕੋਰਸ, ਨੋਟਸ ਅਤੇ ਟੈਸਟ ਸੀਰੀਜ਼ ਪੀਪੀਐੱਸਸੀ ਦੇ ਸਿਲੇਬਸ ਅਤੇ ਪੰਜਾਬ ਨਾਲ ਸਬੰਧਤ ਪ੍ਰਸ਼ਨਾਂ ਨੂੰ ਧਿਆਨ ਵਿੱਚ ਰੱਖ ਕੇ ਤਿਆਰ ਕੀਤੇ ਜਾਂਦੇ ਹਨ, ਅਤੇ ਕਲਾਸਰੂਮ ਅਤੇ ਆਨਲਾਈਨ ਦੋਵੇਂ ਤਰੀਕਿਆਂ ਨਾਲ ਉਪਲਬਧ ਹਨ।',
    },
  },
  {
    key: 'punjabi-medium-support',
    group: 'general',
    question: {
      en: 'Do you support Punjabi-medium candidates?',
      pa: 'ਕੀ ਤੁਸੀਂ ਪੰਜਾਬੀ ਮਾਧਿਅਮ ਦੇ ਉਮੀਦਵਾਰਾਂ ਦੀ ਮਦਦ ਕਰਦੇ ਹੋ?',
    },
    answer: {
      en: 'Yes, fully. Classes are taught bilingually, all notes, tests and explanations are available in Punjabi and English, and Punjabi-medium answer copies are evaluated by faculty who teach in Punjabi. You can switch the language of the website and of every test at any time.',
      pa: 'ਹਾਂ, ਪੂਰੀ ਤਰ੍ਹਾਂ। ਕਲਾਸਾਂ ਦੋਭਾਸ਼ੀ ਪੜ੍ਹਾਈਆਂ ਜਾਂਦੀਆਂ ਹਨ, ਸਾਰੇ ਨੋਟਸ, ਟੈਸਟ ਅਤੇ ਵਿਆਖਿਆਵਾਂ ਪੰਜਾਬੀ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਉਪਲਬਧ ਹਨ, ਅਤੇ ਪੰਜਾਬੀ ਮਾਧਿਅਮ ਦੀਆਂ ਉੱਤਰ-ਕਾਪੀਆਂ ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹਾਉਣ ਵਾਲੇ ਅਧਿਆਪਕ ਜਾਂਚਦੇ ਹਨ। ਤੁਸੀਂ ਵੈੱਬਸਾਈਟ ਅਤੇ ਹਰ ਟੈਸਟ ਦੀ ਭਾਸ਼ਾ ਕਿਸੇ ਵੀ ਸਮੇਂ ਬਦਲ ਸਕਦੇ ਹੋ।',
    },
  },
  {
    key: 'how-to-contact',
    group: 'general',
    question: {
      en: 'How can I contact the academy?',
      pa: 'ਮੈਂ ਅਕੈਡਮੀ ਨਾਲ ਸੰਪਰਕ ਕਿਵੇਂ ਕਰ ਸਕਦਾ/ਸਕਦੀ ਹਾਂ?',
    },
    answer: {
      en: 'Call or WhatsApp us on +91 98140 52600 between 9:30 am and 6:30 pm, Monday to Saturday, or write to support@punjabpcsacademy.in. You can also use the form on the Contact Us page; we reply to emails and messages within one working day.',
      pa: 'ਸੋਮਵਾਰ ਤੋਂ ਸ਼ਨਿੱਚਰਵਾਰ ਸਵੇਰੇ 9:30 ਤੋਂ ਸ਼ਾਮ 6:30 ਵਜੇ ਤੱਕ +91 98140 52600 ਉੱਤੇ ਕਾਲ ਜਾਂ ਵਟਸਐਪ ਕਰੋ, ਜਾਂ support@punjabpcsacademy.in ਉੱਤੇ ਲਿਖੋ। ਤੁਸੀਂ ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਪੰਨੇ ਵਾਲਾ ਫ਼ਾਰਮ ਵੀ ਵਰਤ ਸਕਦੇ ਹੋ; ਅਸੀਂ ਈਮੇਲਾਂ ਅਤੇ ਸੁਨੇਹਿਆਂ ਦਾ ਜਵਾਬ ਇੱਕ ਕੰਮਕਾਜੀ ਦਿਨ ਦੇ ਅੰਦਰ ਦਿੰਦੇ ਹਾਂ।',
    },
  },
  // ---------------------------------------------------------------- exam
  {
    key: 'ppsc-exam-stages',
    group: 'exam',
    question: {
      en: 'What are the stages of the PPSC Civil Services examination?',
      pa: 'ਪੀਪੀਐੱਸਸੀ ਸਿਵਲ ਸੇਵਾਵਾਂ ਪ੍ਰੀਖਿਆ ਦੇ ਪੜਾਅ ਕਿਹੜੇ ਹਨ?',
    },
    answer: {
      en: 'There are three stages. The Prelims has two objective papers of 200 marks each, General Studies and CSAT; the Mains has seven descriptive papers (Punjabi, English, Essay and GS Papers I-IV) totalling 1,350 marks; and the interview carries 150 marks. The final merit is based on the Mains and the interview.',
      pa: 'ਪ੍ਰੀਖਿਆ ਦੇ ਤਿੰਨ ਪੜਾਅ ਹਨ। ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਵਿੱਚ 200-200 ਅੰਕਾਂ ਦੇ ਦੋ ਬਹੁ-ਵਿਕਲਪੀ ਪੇਪਰ ਹੁੰਦੇ ਹਨ, ਆਮ ਅਧਿਐਨ ਅਤੇ ਸੀਸੈਟ; ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਵਿੱਚ ਕੁੱਲ 1,350 ਅੰਕਾਂ ਦੇ ਸੱਤ ਵਰਣਨਾਤਮਕ ਪੇਪਰ (ਪੰਜਾਬੀ, ਅੰਗਰੇਜ਼ੀ, ਨਿਬੰਧ ਅਤੇ ਆਮ ਅਧਿਐਨ ਪੇਪਰ I-IV) ਹੁੰਦੇ ਹਨ; ਅਤੇ ਇੰਟਰਵਿਊ 150 ਅੰਕਾਂ ਦੀ ਹੁੰਦੀ ਹੈ। ਅੰਤਿਮ ਮੈਰਿਟ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਅਤੇ ਇੰਟਰਵਿਊ ਦੇ ਆਧਾਰ ਉੱਤੇ ਬਣਦੀ ਹੈ।',
    },
  },
  {
    key: 'ppsc-eligibility',
    group: 'exam',
    question: {
      en: 'Who is eligible to apply?',
      pa: 'ਅਰਜ਼ੀ ਦੇਣ ਲਈ ਕੌਣ ਯੋਗ ਹੈ?',
    },
    answer: {
      en: "You need a bachelor's degree from a recognised university, and you must have passed Matriculation with Punjabi as a compulsory or elective subject, or an equivalent Punjabi examination. For the general category the age limit has been 21 to 37 years, with relaxation for reserved categories and government employees. Always confirm the details in the official notification of your year.",
      pa: 'ਤੁਹਾਡੇ ਕੋਲ ਕਿਸੇ ਮਾਨਤਾ ਪ੍ਰਾਪਤ ਯੂਨੀਵਰਸਿਟੀ ਦੀ ਬੈਚਲਰ ਡਿਗਰੀ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ, ਅਤੇ ਤੁਸੀਂ ਦਸਵੀਂ ਪੰਜਾਬੀ ਨੂੰ ਲਾਜ਼ਮੀ ਜਾਂ ਚੋਣਵੇਂ ਵਿਸ਼ੇ ਵਜੋਂ ਲੈ ਕੇ, ਜਾਂ ਪੰਜਾਬੀ ਦੀ ਕੋਈ ਬਰਾਬਰ ਦੀ ਪ੍ਰੀਖਿਆ ਪਾਸ ਕੀਤੀ ਹੋਵੇ। ਜਨਰਲ ਵਰਗ ਲਈ ਉਮਰ ਸੀਮਾ 21 ਤੋਂ 37 ਸਾਲ ਰਹੀ ਹੈ, ਅਤੇ ਰਾਖਵੇਂ ਵਰਗਾਂ ਅਤੇ ਸਰਕਾਰੀ ਮੁਲਾਜ਼ਮਾਂ ਨੂੰ ਛੋਟ ਮਿਲਦੀ ਹੈ। ਵੇਰਵਿਆਂ ਦੀ ਪੁਸ਼ਟੀ ਹਮੇਸ਼ਾ ਆਪਣੇ ਸਾਲ ਦੇ ਅਧਿਕਾਰਤ ਨੋਟੀਫ਼ਿਕੇਸ਼ਨ ਤੋਂ ਕਰੋ।',
    },
  },
  {
    key: 'prelims-marks-and-csat',
    group: 'exam',
    question: {
      en: 'Do Prelims marks count in the final merit?',
      pa: 'ਕੀ ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਦੇ ਅੰਕ ਅੰਤਿਮ ਮੈਰਿਟ ਵਿੱਚ ਗਿਣੇ ਜਾਂਦੇ ਹਨ?',
    },
    answer: {
      en: 'No. The Prelims only screens candidates for the Mains. Selection for the Mains is decided by your GS Paper I score, while CSAT (Paper II) is qualifying: you must score at least 40% in it, but its marks are not added.',
      pa: 'ਨਹੀਂ। ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਸਿਰਫ਼ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਲਈ ਉਮੀਦਵਾਰਾਂ ਦੀ ਛਾਂਟੀ ਕਰਦੀ ਹੈ। ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਲਈ ਚੋਣ ਆਮ ਅਧਿਐਨ ਪੇਪਰ I ਦੇ ਅੰਕਾਂ ਨਾਲ ਹੁੰਦੀ ਹੈ, ਜਦਕਿ ਸੀਸੈਟ (ਪੇਪਰ II) ਸਿਰਫ਼ ਯੋਗਤਾ ਪੇਪਰ ਹੈ: ਇਸ ਵਿੱਚ ਘੱਟੋ-ਘੱਟ 40% ਅੰਕ ਲੈਣੇ ਜ਼ਰੂਰੀ ਹਨ, ਪਰ ਇਸ ਦੇ ਅੰਕ ਜੋੜੇ ਨਹੀਂ ਜਾਂਦੇ।',
    },
  },
  {
    key: 'exam-language-and-negative-marking',
    group: 'exam',
    question: {
      en: 'In which language is the exam held, and is there negative marking?',
      pa: 'ਪ੍ਰੀਖਿਆ ਕਿਸ ਭਾਸ਼ਾ ਵਿੱਚ ਹੁੰਦੀ ਹੈ, ਅਤੇ ਕੀ ਗ਼ਲਤ ਉੱਤਰ ਦੇ ਅੰਕ ਕੱਟੇ ਜਾਂਦੇ ਹਨ?',
    },
    answer: {
      en: 'The Prelims question papers are printed in both English and Punjabi, and in the Mains you may write your answers in either language, except in the language papers. Recent notifications have had no negative marking in the Prelims, but the rule is set afresh in every notification, and our tests always follow the latest one.',
      pa: 'ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਦੇ ਪ੍ਰਸ਼ਨ-ਪੱਤਰ ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ ਦੋਹਾਂ ਵਿੱਚ ਛਪਦੇ ਹਨ, ਅਤੇ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਵਿੱਚ ਭਾਸ਼ਾ ਵਾਲੇ ਪੇਪਰਾਂ ਤੋਂ ਬਿਨਾਂ ਤੁਸੀਂ ਦੋਹਾਂ ਵਿੱਚੋਂ ਕਿਸੇ ਵੀ ਭਾਸ਼ਾ ਵਿੱਚ ਉੱਤਰ ਲਿਖ ਸਕਦੇ ਹੋ। ਪਿਛਲੇ ਨੋਟੀਫ਼ਿਕੇਸ਼ਨਾਂ ਵਿੱਚ ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਵਿੱਚ ਗ਼ਲਤ ਉੱਤਰ ਦੇ ਅੰਕ ਨਹੀਂ ਕੱਟੇ ਗਏ, ਪਰ ਇਹ ਨਿਯਮ ਹਰ ਨੋਟੀਫ਼ਿਕੇਸ਼ਨ ਵਿੱਚ ਨਵੇਂ ਸਿਰਿਓਂ ਤੈਅ ਹੁੰਦਾ ਹੈ, ਅਤੇ ਸਾਡੇ ਟੈਸਟ ਹਮੇਸ਼ਾ ਨਵੀਨਤਮ ਨੋਟੀਫ਼ਿਕੇਸ਼ਨ ਅਨੁਸਾਰ ਹੁੰਦੇ ਹਨ।',
    },
  },
  // ---------------------------------------------------------------- courses and payments
  {
    key: 'which-course-to-choose',
    group: 'courses-and-payments',
    question: {
      en: 'Which course should I choose?',
      pa: 'ਮੈਨੂੰ ਕਿਹੜਾ ਕੋਰਸ ਚੁਣਨਾ ਚਾਹੀਦਾ ਹੈ?',
    },
    answer: {
      en: 'If you are starting from scratch, the Prelims + Mains Foundation Course covers everything. If you have already studied the basics, the Prelims Test Series and the Mains Answer Writing Programme are usually enough. Book a free counselling call and our mentors will suggest a plan after looking at your background.',
      pa: 'ਜੇ ਤੁਸੀਂ ਬਿਲਕੁਲ ਸ਼ੁਰੂ ਤੋਂ ਤਿਆਰੀ ਕਰ ਰਹੇ ਹੋ ਤਾਂ ਮੁਢਲੀ + ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਫਾਊਂਡੇਸ਼ਨ ਕੋਰਸ ਵਿੱਚ ਸਭ ਕੁਝ ਸ਼ਾਮਲ ਹੈ। ਜੇ ਤੁਸੀਂ ਮੁੱਢਲੀ ਪੜ੍ਹਾਈ ਪਹਿਲਾਂ ਕਰ ਚੁੱਕੇ ਹੋ ਤਾਂ ਆਮ ਤੌਰ ਉੱਤੇ ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਟੈਸਟ ਸੀਰੀਜ਼ ਅਤੇ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਉੱਤਰ-ਲਿਖਤ ਪ੍ਰੋਗਰਾਮ ਕਾਫ਼ੀ ਹੁੰਦੇ ਹਨ। ਮੁਫ਼ਤ ਸਲਾਹ-ਮਸ਼ਵਰਾ ਕਾਲ ਬੁੱਕ ਕਰੋ, ਸਾਡੇ ਮਾਰਗਦਰਸ਼ਕ ਤੁਹਾਡਾ ਪਿਛੋਕੜ ਵੇਖ ਕੇ ਯੋਜਨਾ ਸੁਝਾਉਣਗੇ।',
    },
  },
  {
    key: 'payment-methods',
    group: 'courses-and-payments',
    question: {
      en: 'How can I pay, and will I get a receipt?',
      pa: 'ਮੈਂ ਭੁਗਤਾਨ ਕਿਵੇਂ ਕਰ ਸਕਦਾ/ਸਕਦੀ ਹਾਂ, ਅਤੇ ਕੀ ਮੈਨੂੰ ਰਸੀਦ ਮਿਲੇਗੀ?',
    },
    answer: {
      en: 'Online payment on this website is not open yet. To enrol, call or WhatsApp our admissions desk on +91 98140 52600, or visit the academy in Ludhiana (the address is on every course page). Pay the fee at the academy in cash, by UPI or by card, or by UPI or bank transfer to the account our staff give you on the phone. You get a receipt at once (a GST invoice by e-mail for a transfer), and our staff enrol your account on this website, usually within one working day: the course then appears when you sign in.',
      pa: 'ਇਸ ਵੈੱਬਸਾਈਟ ਉੱਤੇ ਆਨਲਾਈਨ ਭੁਗਤਾਨ ਅਜੇ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋਇਆ। ਦਾਖ਼ਲੇ ਲਈ ਸਾਡੇ ਦਾਖ਼ਲਾ ਡੈਸਕ ਨੂੰ +91 98140 52600 ਉੱਤੇ ਕਾਲ ਜਾਂ ਵਟਸਐਪ ਕਰੋ, ਜਾਂ ਲੁਧਿਆਣਾ ਵਿੱਚ ਅਕੈਡਮੀ ਆਓ (ਪਤਾ ਹਰ ਕੋਰਸ ਦੇ ਪੰਨੇ ਉੱਤੇ ਦਿੱਤਾ ਹੈ)। ਫੀਸ ਅਕੈਡਮੀ ਵਿੱਚ ਨਕਦ, ਯੂਪੀਆਈ ਜਾਂ ਕਾਰਡ ਨਾਲ ਭਰੋ, ਜਾਂ ਫ਼ੋਨ ਉੱਤੇ ਸਾਡੇ ਸਟਾਫ਼ ਵੱਲੋਂ ਦੱਸੇ ਖਾਤੇ ਵਿੱਚ ਯੂਪੀਆਈ ਜਾਂ ਬੈਂਕ ਟ੍ਰਾਂਸਫ਼ਰ ਰਾਹੀਂ ਭੇਜੋ। ਤੁਹਾਨੂੰ ਰਸੀਦ ਉਸੇ ਵੇਲੇ ਮਿਲਦੀ ਹੈ (ਟ੍ਰਾਂਸਫ਼ਰ ਲਈ ਜੀਐੱਸਟੀ ਬਿੱਲ ਈਮੇਲ ਰਾਹੀਂ), ਅਤੇ ਸਾਡਾ ਸਟਾਫ਼ ਆਮ ਤੌਰ ਉੱਤੇ ਇੱਕ ਕੰਮਕਾਜੀ ਦਿਨ ਦੇ ਅੰਦਰ ਇਸ ਵੈੱਬਸਾਈਟ ਉੱਤੇ ਤੁਹਾਡਾ ਖਾਤਾ ਦਾਖ਼ਲ ਕਰ ਦਿੰਦਾ ਹੈ: ਫਿਰ ਸਾਈਨ ਇਨ ਕਰਨ ਉੱਤੇ ਕੋਰਸ ਤੁਹਾਡੇ ਖਾਤੇ ਵਿੱਚ ਦਿਸਦਾ ਹੈ।',
    },
  },
  {
    key: 'refund-policy',
    group: 'courses-and-payments',
    question: {
      en: 'Can I get a refund?',
      pa: 'ਕੀ ਮੈਨੂੰ ਪੈਸੇ ਵਾਪਸ ਮਿਲ ਸਕਦੇ ਹਨ?',
    },
    answer: {
      en: 'For courses, you can ask for a full refund within 7 days of purchase if you have attended no more than two classes; the cost of any printed material already dispatched is deducted. Notes, answer copies, magazine subscriptions and test series cannot be refunded once you have opened them. Refunds reach your original payment method within 10 working days.',
      pa: 'ਕੋਰਸਾਂ ਲਈ ਤੁਸੀਂ ਖ਼ਰੀਦ ਦੇ 7 ਦਿਨਾਂ ਦੇ ਅੰਦਰ ਪੂਰੀ ਰਕਮ ਵਾਪਸ ਮੰਗ ਸਕਦੇ ਹੋ, ਬਸ਼ਰਤੇ ਤੁਸੀਂ ਦੋ ਤੋਂ ਵੱਧ ਕਲਾਸਾਂ ਨਾ ਲਾਈਆਂ ਹੋਣ; ਪਹਿਲਾਂ ਭੇਜੀ ਜਾ ਚੁੱਕੀ ਛਪੀ ਸਮੱਗਰੀ ਦੀ ਕੀਮਤ ਕੱਟ ਲਈ ਜਾਂਦੀ ਹੈ। ਨੋਟਸ, ਉੱਤਰ-ਕਾਪੀਆਂ, ਰਸਾਲੇ ਦਾ ਚੰਦਾ ਅਤੇ ਟੈਸਟ ਸੀਰੀਜ਼ ਇੱਕ ਵਾਰ ਖੋਲ੍ਹਣ ਤੋਂ ਬਾਅਦ ਵਾਪਸ ਨਹੀਂ ਹੁੰਦੇ। ਵਾਪਸ ਕੀਤੀ ਰਕਮ 10 ਕੰਮਕਾਜੀ ਦਿਨਾਂ ਦੇ ਅੰਦਰ ਉਸੇ ਤਰੀਕੇ ਨਾਲ ਤੁਹਾਡੇ ਖਾਤੇ ਵਿੱਚ ਆ ਜਾਂਦੀ ਹੈ ਜਿਸ ਨਾਲ ਭੁਗਤਾਨ ਕੀਤਾ ਗਿਆ ਸੀ।',
    },
  },
  // ---------------------------------------------------------------- test series
  {
    key: 'how-test-series-works',
    group: 'test-series',
    question: {
      en: 'How does the online test series work?',
      pa: 'ਆਨਲਾਈਨ ਟੈਸਟ ਸੀਰੀਜ਼ ਕਿਵੇਂ ਕੰਮ ਕਰਦੀ ਹੈ?',
    },
    answer: {
      en: 'Each test unlocks on its scheduled date and runs with a timer, just like the real paper, and it is submitted automatically when time runs out. You see your score, the correct answers with explanations and your all-Punjab rank as soon as you submit. If you miss the date, the test stays open and you can attempt it later.',
      pa: 'ਹਰ ਟੈਸਟ ਆਪਣੀ ਨਿਰਧਾਰਤ ਮਿਤੀ ਨੂੰ ਖੁੱਲ੍ਹਦਾ ਹੈ ਅਤੇ ਅਸਲ ਪੇਪਰ ਵਾਂਗ ਟਾਈਮਰ ਨਾਲ ਚੱਲਦਾ ਹੈ, ਅਤੇ ਸਮਾਂ ਖ਼ਤਮ ਹੁੰਦਿਆਂ ਹੀ ਆਪਣੇ-ਆਪ ਜਮ੍ਹਾਂ ਹੋ ਜਾਂਦਾ ਹੈ। ਜਮ੍ਹਾਂ ਕਰਦਿਆਂ ਹੀ ਤੁਹਾਨੂੰ ਆਪਣੇ ਅੰਕ, ਵਿਆਖਿਆ ਸਮੇਤ ਸਹੀ ਉੱਤਰ ਅਤੇ ਪੂਰੇ ਪੰਜਾਬ ਵਿੱਚ ਆਪਣਾ ਰੈਂਕ ਦਿਸ ਜਾਂਦਾ ਹੈ। ਜੇ ਤੁਸੀਂ ਮਿਤੀ ਖੁੰਝਾ ਦਿਓ ਤਾਂ ਟੈਸਟ ਖੁੱਲ੍ਹਾ ਰਹਿੰਦਾ ਹੈ ਅਤੇ ਤੁਸੀਂ ਇਸ ਨੂੰ ਬਾਅਦ ਵਿੱਚ ਦੇ ਸਕਦੇ ਹੋ।',
    },
  },
  {
    key: 'mains-test-evaluation',
    group: 'test-series',
    question: {
      en: 'How are Mains answer-writing tests evaluated?',
      pa: 'ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਉੱਤਰ-ਲਿਖਤ ਟੈਸਟਾਂ ਦੀ ਜਾਂਚ ਕਿਵੇਂ ਹੁੰਦੀ ਹੈ?',
    },
    answer: {
      en: 'You write your answers on paper, scan them into a single PDF and upload it on the test page. Our faculty evaluate the copy within seven days and return it with marks, comments on every answer and a model answer for each question.',
      pa: 'ਤੁਸੀਂ ਆਪਣੇ ਉੱਤਰ ਕਾਗਜ਼ ਉੱਤੇ ਲਿਖਦੇ ਹੋ, ਉਨ੍ਹਾਂ ਨੂੰ ਸਕੈਨ ਕਰਕੇ ਇੱਕ PDF ਬਣਾਉਂਦੇ ਹੋ ਅਤੇ ਟੈਸਟ ਵਾਲੇ ਪੰਨੇ ਉੱਤੇ ਅੱਪਲੋਡ ਕਰਦੇ ਹੋ। ਸਾਡੇ ਅਧਿਆਪਕ ਸੱਤ ਦਿਨਾਂ ਦੇ ਅੰਦਰ ਕਾਪੀ ਜਾਂਚ ਕੇ ਅੰਕਾਂ, ਹਰ ਉੱਤਰ ਉੱਤੇ ਟਿੱਪਣੀਆਂ ਅਤੇ ਹਰ ਪ੍ਰਸ਼ਨ ਦੇ ਮਾਡਲ ਉੱਤਰ ਸਮੇਤ ਵਾਪਸ ਭੇਜਦੇ ਹਨ।',
    },
  },
  {
    key: 'free-tests-before-buying',
    group: 'test-series',
    question: {
      en: 'Can I try a test before buying the series?',
      pa: 'ਕੀ ਮੈਂ ਸੀਰੀਜ਼ ਖ਼ਰੀਦਣ ਤੋਂ ਪਹਿਲਾਂ ਕੋਈ ਟੈਸਟ ਦੇ ਕੇ ਵੇਖ ਸਕਦਾ/ਸਕਦੀ ਹਾਂ?',
    },
    answer: {
      en: "Yes. Every registered user can take the free tests, including one full-length GS mock and the previous years' PPSC papers, with the same interface and explanations as the paid series. Registration is free and needs only your email and mobile number.",
      pa: 'ਹਾਂ। ਹਰ ਰਜਿਸਟਰਡ ਵਰਤੋਂਕਾਰ ਮੁਫ਼ਤ ਟੈਸਟ ਦੇ ਸਕਦਾ ਹੈ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਆਮ ਅਧਿਐਨ ਦਾ ਇੱਕ ਪੂਰਾ ਮੌਕ ਟੈਸਟ ਅਤੇ ਪੀਪੀਐੱਸਸੀ ਦੇ ਪਿਛਲੇ ਸਾਲਾਂ ਦੇ ਪੇਪਰ ਸ਼ਾਮਲ ਹਨ, ਅਤੇ ਇਨ੍ਹਾਂ ਦਾ ਰੂਪ ਅਤੇ ਵਿਆਖਿਆਵਾਂ ਅਦਾਇਗੀ ਵਾਲੀ ਸੀਰੀਜ਼ ਵਰਗੀਆਂ ਹੀ ਹਨ। ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਮੁਫ਼ਤ ਹੈ ਅਤੇ ਇਸ ਲਈ ਸਿਰਫ਼ ਤੁਹਾਡੀ ਈਮੇਲ ਅਤੇ ਮੋਬਾਈਲ ਨੰਬਰ ਦੀ ਲੋੜ ਹੈ।',
    },
  },
  // ---------------------------------------------------------------- account and access
  {
    key: 'access-validity',
    group: 'account-and-access',
    question: {
      en: 'How long can I access a course after buying it?',
      pa: 'ਖ਼ਰੀਦਣ ਤੋਂ ਬਾਅਦ ਮੈਂ ਕੋਰਸ ਕਿੰਨੇ ਸਮੇਂ ਤੱਕ ਵਰਤ ਸਕਦਾ/ਸਕਦੀ ਹਾਂ?',
    },
    answer: {
      en: 'The validity is shown on every product page, for example 12 months or until a particular PPSC exam. If PPSC postpones that exam, we extend your access free of charge until the new exam date.',
      pa: 'ਮਿਆਦ ਹਰ ਉਤਪਾਦ ਦੇ ਪੰਨੇ ਉੱਤੇ ਦਿੱਤੀ ਹੁੰਦੀ ਹੈ, ਜਿਵੇਂ 12 ਮਹੀਨੇ ਜਾਂ ਕਿਸੇ ਖ਼ਾਸ ਪੀਪੀਐੱਸਸੀ ਪ੍ਰੀਖਿਆ ਤੱਕ। ਜੇ ਪੀਪੀਐੱਸਸੀ ਉਹ ਪ੍ਰੀਖਿਆ ਅੱਗੇ ਪਾ ਦੇਵੇ, ਤਾਂ ਅਸੀਂ ਨਵੀਂ ਪ੍ਰੀਖਿਆ ਮਿਤੀ ਤੱਕ ਤੁਹਾਡੀ ਪਹੁੰਚ ਮੁਫ਼ਤ ਵਧਾ ਦਿੰਦੇ ਹਾਂ।',
    },
  },
  {
    key: 'supported-devices',
    group: 'account-and-access',
    question: {
      en: 'On which devices can I study?',
      pa: 'ਮੈਂ ਕਿਹੜੇ ਉਪਕਰਨਾਂ ਉੱਤੇ ਪੜ੍ਹਾਈ ਕਰ ਸਕਦਾ/ਸਕਦੀ ਹਾਂ?',
    },
    answer: {
      en: 'You can use any smartphone, tablet, laptop or desktop with an up-to-date browser; nothing needs to be installed. Your account stays signed in on one device at a time: signing in on another device signs out the first, so an account cannot be shared.',
      pa: 'ਤੁਸੀਂ ਨਵੇਂ ਬ੍ਰਾਊਜ਼ਰ ਵਾਲਾ ਕੋਈ ਵੀ ਸਮਾਰਟਫ਼ੋਨ, ਟੈਬਲੇਟ, ਲੈਪਟਾਪ ਜਾਂ ਡੈਸਕਟਾਪ ਵਰਤ ਸਕਦੇ ਹੋ; ਕੁਝ ਵੀ ਇੰਸਟਾਲ ਕਰਨ ਦੀ ਲੋੜ ਨਹੀਂ। ਤੁਹਾਡਾ ਖਾਤਾ ਇੱਕ ਸਮੇਂ ਇੱਕੋ ਉਪਕਰਨ ਉੱਤੇ ਖੁੱਲ੍ਹਾ ਰਹਿੰਦਾ ਹੈ: ਕਿਸੇ ਹੋਰ ਉਪਕਰਨ ਉੱਤੇ ਸਾਈਨ ਇਨ ਕਰਨ ਨਾਲ ਪਹਿਲੇ ਤੋਂ ਸਾਈਨ ਆਉਟ ਹੋ ਜਾਂਦਾ ਹੈ, ਇਸ ਲਈ ਖਾਤਾ ਸਾਂਝਾ ਨਹੀਂ ਕੀਤਾ ਜਾ ਸਕਦਾ।',
    },
  },
  {
    key: 'cannot-log-in',
    group: 'account-and-access',
    question: {
      en: 'I cannot log in or have forgotten my password. What should I do?',
      pa: 'ਮੈਂ ਲੌਗ-ਇਨ ਨਹੀਂ ਕਰ ਪਾ ਰਿਹਾ/ਰਹੀ ਜਾਂ ਪਾਸਵਰਡ ਭੁੱਲ ਗਿਆ/ਗਈ ਹਾਂ। ਮੈਂ ਕੀ ਕਰਾਂ?',
    },
    answer: {
      en: "Use the 'Forgot password' link on the login page and a reset link will be sent to your registered email. If the email does not arrive within a few minutes, check the spam folder or write to support@punjabpcsacademy.in from your registered email address.",
      pa: "ਲੌਗ-ਇਨ ਪੰਨੇ ਉੱਤੇ 'ਪਾਸਵਰਡ ਭੁੱਲ ਗਏ' ਲਿੰਕ ਦੀ ਵਰਤੋਂ ਕਰੋ, ਤੁਹਾਡੀ ਰਜਿਸਟਰਡ ਈਮੇਲ ਉੱਤੇ ਨਵਾਂ ਪਾਸਵਰਡ ਬਣਾਉਣ ਦਾ ਲਿੰਕ ਭੇਜ ਦਿੱਤਾ ਜਾਵੇਗਾ। ਜੇ ਕੁਝ ਮਿੰਟਾਂ ਵਿੱਚ ਈਮੇਲ ਨਾ ਆਵੇ ਤਾਂ ਸਪੈਮ ਫ਼ੋਲਡਰ ਵੇਖੋ ਜਾਂ ਆਪਣੀ ਰਜਿਸਟਰਡ ਈਮੇਲ ਤੋਂ support@punjabpcsacademy.in ਉੱਤੇ ਲਿਖੋ।",
    },
  },
]
