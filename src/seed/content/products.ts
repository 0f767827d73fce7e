import type { ProductSeed } from './types'

/** The academy's paid offerings, in the order they appear on the Courses page. */
export const products: ProductSeed[] = [
  {
    key: 'pcs-prelims-mains-foundation-course',
    title: {
      en: 'PCS Prelims + Mains Foundation Course (Classroom and Online)',
      pa: 'ਪੀਸੀਐੱਸ ਮੁਢਲੀ + ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਫਾਊਂਡੇਸ਼ਨ ਕੋਰਸ (ਕਲਾਸਰੂਮ ਅਤੇ ਆਨਲਾਈਨ)',
    },
    kind: 'course',
    summary: {
      en: 'A complete ten-month programme that takes you from the basics to the PPSC interview: the full GS syllabus, Punjab-specific content, CSAT, essay and answer writing, taught in the classroom and live online.',
      pa: 'ਦਸ ਮਹੀਨਿਆਂ ਦਾ ਮੁਕੰਮਲ ਪ੍ਰੋਗਰਾਮ ਜੋ ਤੁਹਾਨੂੰ ਮੁੱਢਲੀਆਂ ਗੱਲਾਂ ਤੋਂ ਲੈ ਕੇ ਪੀਪੀਐੱਸਸੀ ਇੰਟਰਵਿਊ ਤੱਕ ਲੈ ਜਾਂਦਾ ਹੈ: ਆਮ ਅਧਿਐਨ ਦਾ ਪੂਰਾ ਸਿਲੇਬਸ, ਪੰਜਾਬ ਨਾਲ ਸਬੰਧਤ ਸਮੱਗਰੀ, ਸੀਸੈਟ, ਨਿਬੰਧ ਅਤੇ ਉੱਤਰ ਲਿਖਣ ਦਾ ਅਭਿਆਸ, ਕਲਾਸਰੂਮ ਵਿੱਚ ਅਤੇ ਆਨਲਾਈਨ ਲਾਈਵ ਦੋਵੇਂ ਤਰੀਕਿਆਂ ਨਾਲ।',
    },
    price: 45000,
    offerPrice: 39999,
    includes: [
      {
        en: 'Around 450 hours of live lectures covering GS Papers I-IV, Punjab GK and CSAT',
        pa: 'ਆਮ ਅਧਿਐਨ ਪੇਪਰ I-IV, ਪੰਜਾਬ ਜਨਰਲ ਨਾਲੇਜ ਅਤੇ ਸੀਸੈਟ ਦੇ ਲਗਭਗ 450 ਘੰਟਿਆਂ ਦੇ ਲਾਈਵ ਲੈਕਚਰ',
      },
      {
        en: 'Printed study material in English and Punjabi, delivered to your home anywhere in Punjab',
        pa: 'ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ ਵਿੱਚ ਛਪੀ ਹੋਈ ਅਧਿਐਨ ਸਮੱਗਰੀ, ਪੰਜਾਬ ਵਿੱਚ ਕਿਤੇ ਵੀ ਤੁਹਾਡੇ ਘਰ ਪਹੁੰਚਾਈ ਜਾਂਦੀ ਹੈ',
      },
      {
        en: 'Recordings of every class, available until the end of the course',
        pa: 'ਹਰ ਕਲਾਸ ਦੀ ਰਿਕਾਰਡਿੰਗ, ਕੋਰਸ ਖ਼ਤਮ ਹੋਣ ਤੱਕ ਉਪਲਬਧ',
      },
      {
        en: 'Free access to the Prelims 2026 Test Series and weekly Mains answer-writing practice',
        pa: 'ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ 2026 ਟੈਸਟ ਸੀਰੀਜ਼ ਅਤੇ ਹਫ਼ਤਾਵਾਰੀ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਉੱਤਰ-ਲਿਖਤ ਅਭਿਆਸ ਮੁਫ਼ਤ',
      },
      {
        en: 'Monthly Punjab current affairs classes and the monthly magazine',
        pa: 'ਪੰਜਾਬ ਦੇ ਸਮਕਾਲੀ ਮਾਮਲਿਆਂ ਦੀਆਂ ਮਹੀਨਾਵਾਰ ਕਲਾਸਾਂ ਅਤੇ ਮਾਸਿਕ ਰਸਾਲਾ',
      },
      {
        en: 'A personal mentor, fortnightly doubt sessions and a mock interview panel after Mains',
        pa: 'ਨਿੱਜੀ ਮਾਰਗਦਰਸ਼ਕ, ਹਰ ਪੰਦਰਵਾੜੇ ਸ਼ੰਕਾ-ਨਿਵਾਰਣ ਸੈਸ਼ਨ ਅਤੇ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਤੋਂ ਬਾਅਦ ਮੌਕ ਇੰਟਰਵਿਊ ਪੈਨਲ',
      },
    ],
    validity: { en: 'Till PPSC Mains 2026', pa: 'PPSC ਮੁੱਖ ਪ੍ਰੀਖਿਆ 2026 ਤੱਕ' },
    language: 'bilingual',
    faqs: [
      {
        question: {
          en: 'Can I move between the classroom and online batches?',
          pa: 'ਕੀ ਮੈਂ ਕਲਾਸਰੂਮ ਅਤੇ ਆਨਲਾਈਨ ਬੈਚ ਵਿਚਕਾਰ ਬਦਲੀ ਕਰ ਸਕਦਾ/ਸਕਦੀ ਹਾਂ?',
        },
        answer: {
          en: 'Yes. Both batches follow the same timetable, so you can switch once during the course by writing to the support desk. Many students attend the classroom on weekdays and join online when they travel home.',
          pa: 'ਹਾਂ। ਦੋਵੇਂ ਬੈਚ ਇੱਕੋ ਸਮਾਂ-ਸਾਰਣੀ ਅਨੁਸਾਰ ਚੱਲਦੇ ਹਨ, ਇਸ ਲਈ ਤੁਸੀਂ ਸਹਾਇਤਾ ਡੈਸਕ ਨੂੰ ਲਿਖ ਕੇ ਕੋਰਸ ਦੌਰਾਨ ਇੱਕ ਵਾਰ ਬਦਲੀ ਕਰ ਸਕਦੇ ਹੋ। ਬਹੁਤ ਸਾਰੇ ਵਿਦਿਆਰਥੀ ਹਫ਼ਤੇ ਦੇ ਦਿਨਾਂ ਵਿੱਚ ਕਲਾਸਰੂਮ ਆਉਂਦੇ ਹਨ ਅਤੇ ਘਰ ਜਾਣ ਵੇਲੇ ਆਨਲਾਈਨ ਜੁੜ ਜਾਂਦੇ ਹਨ।',
        },
      },
      {
        question: {
          en: 'Are the classes taught in Punjabi?',
          pa: 'ਕੀ ਕਲਾਸਾਂ ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹਾਈਆਂ ਜਾਂਦੀਆਂ ਹਨ?',
        },
        answer: {
          en: 'Lectures are bilingual: concepts are explained in Punjabi and English, and all notes, tests and model answers are available in both languages. You can write your answers in whichever medium you will use in the exam.',
          pa: 'ਲੈਕਚਰ ਦੋਭਾਸ਼ੀ ਹਨ: ਸੰਕਲਪ ਪੰਜਾਬੀ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਸਮਝਾਏ ਜਾਂਦੇ ਹਨ, ਅਤੇ ਸਾਰੇ ਨੋਟਸ, ਟੈਸਟ ਅਤੇ ਮਾਡਲ ਉੱਤਰ ਦੋਹਾਂ ਭਾਸ਼ਾਵਾਂ ਵਿੱਚ ਮਿਲਦੇ ਹਨ। ਤੁਸੀਂ ਆਪਣੇ ਉੱਤਰ ਉਸੇ ਮਾਧਿਅਮ ਵਿੱਚ ਲਿਖ ਸਕਦੇ ਹੋ ਜੋ ਤੁਸੀਂ ਪ੍ਰੀਖਿਆ ਵਿੱਚ ਵਰਤਣਾ ਹੈ।',
        },
      },
      {
        question: {
          en: 'Can I pay the fee in instalments?',
          pa: 'ਕੀ ਫੀਸ ਕਿਸ਼ਤਾਂ ਵਿੱਚ ਭਰੀ ਜਾ ਸਕਦੀ ਹੈ?',
        },
        answer: {
          en: 'Yes, the fee can be paid in three instalments over the first four months. The offer price applies only when the full fee is paid at admission.',
          pa: 'ਹਾਂ, ਫੀਸ ਪਹਿਲੇ ਚਾਰ ਮਹੀਨਿਆਂ ਵਿੱਚ ਤਿੰਨ ਕਿਸ਼ਤਾਂ ਵਿੱਚ ਭਰੀ ਜਾ ਸਕਦੀ ਹੈ। ਰਿਆਇਤੀ ਕੀਮਤ ਸਿਰਫ਼ ਉਦੋਂ ਲਾਗੂ ਹੁੰਦੀ ਹੈ ਜਦੋਂ ਦਾਖ਼ਲੇ ਵੇਲੇ ਪੂਰੀ ਫੀਸ ਭਰੀ ਜਾਵੇ।',
        },
      },
    ],
  },
  {
    key: 'prelims-2026-test-series',
    title: {
      en: 'PPSC Prelims 2026 Test Series',
      pa: 'ਪੀਪੀਐੱਸਸੀ ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ 2026 ਟੈਸਟ ਸੀਰੀਜ਼',
    },
    kind: 'test-series',
    summary: {
      en: 'Thirty online tests set to the exact PPSC pattern, from topic-wise tests to full-length GS and CSAT mocks, with detailed bilingual solutions and an all-Punjab rank after every test.',
      pa: 'ਪੀਪੀਐੱਸਸੀ ਦੇ ਹੂ-ਬ-ਹੂ ਪੈਟਰਨ ਉੱਤੇ ਤਿਆਰ ਤੀਹ ਆਨਲਾਈਨ ਟੈਸਟ, ਵਿਸ਼ਾ-ਵਾਰ ਟੈਸਟਾਂ ਤੋਂ ਲੈ ਕੇ ਪੂਰੇ ਆਮ ਅਧਿਐਨ ਅਤੇ ਸੀਸੈਟ ਮੌਕ ਤੱਕ, ਵਿਸਥਾਰਤ ਦੋਭਾਸ਼ੀ ਹੱਲਾਂ ਅਤੇ ਹਰ ਟੈਸਟ ਤੋਂ ਬਾਅਦ ਪੂਰੇ ਪੰਜਾਬ ਦੇ ਰੈਂਕ ਸਮੇਤ।',
    },
    price: 3999,
    offerPrice: 2499,
    includes: [
      {
        en: '18 sectional tests, including four dedicated Punjab GK tests',
        pa: '18 ਭਾਗ-ਵਾਰ ਟੈਸਟ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਪੰਜਾਬ ਜਨਰਲ ਨਾਲੇਜ ਦੇ ਚਾਰ ਵਿਸ਼ੇਸ਼ ਟੈਸਟ ਸ਼ਾਮਲ ਹਨ',
      },
      {
        en: '8 full-length GS Paper I mocks and 4 full-length CSAT mocks',
        pa: 'ਆਮ ਅਧਿਐਨ ਪੇਪਰ I ਦੇ 8 ਪੂਰੇ ਮੌਕ ਟੈਸਟ ਅਤੇ ਸੀਸੈਟ ਦੇ 4 ਪੂਰੇ ਮੌਕ ਟੈਸਟ',
      },
      {
        en: 'Detailed explanations in English and Punjabi for every question',
        pa: 'ਹਰ ਪ੍ਰਸ਼ਨ ਦੀ ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ ਵਿੱਚ ਵਿਸਥਾਰਤ ਵਿਆਖਿਆ',
      },
      {
        en: 'All-Punjab rank, topic-wise accuracy report and time analysis',
        pa: 'ਪੂਰੇ ਪੰਜਾਬ ਵਿੱਚ ਰੈਂਕ, ਵਿਸ਼ਾ-ਵਾਰ ਸ਼ੁੱਧਤਾ ਰਿਪੋਰਟ ਅਤੇ ਸਮੇਂ ਦਾ ਵਿਸ਼ਲੇਸ਼ਣ',
      },
      {
        en: 'Video discussion of every full-length mock by the faculty',
        pa: 'ਹਰ ਪੂਰੇ ਮੌਕ ਟੈਸਟ ਉੱਤੇ ਅਧਿਆਪਕਾਂ ਵੱਲੋਂ ਵੀਡੀਓ ਚਰਚਾ',
      },
    ],
    validity: { en: 'Till PPSC Prelims 2026', pa: 'PPSC ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ 2026 ਤੱਕ' },
    language: 'bilingual',
    faqs: [
      {
        question: {
          en: 'Is there a fixed schedule, or can I take the tests any time?',
          pa: 'ਕੀ ਟੈਸਟਾਂ ਦੀ ਸਮਾਂ-ਸਾਰਣੀ ਤੈਅ ਹੈ ਜਾਂ ਮੈਂ ਕਿਸੇ ਵੀ ਸਮੇਂ ਦੇ ਸਕਦਾ/ਸਕਦੀ ਹਾਂ?',
        },
        answer: {
          en: 'Each test opens on its scheduled date and stays open until the exam. The all-Punjab rank is calculated from attempts made within the first week, but you can attempt and review any test later.',
          pa: 'ਹਰ ਟੈਸਟ ਆਪਣੀ ਨਿਰਧਾਰਤ ਮਿਤੀ ਨੂੰ ਖੁੱਲ੍ਹਦਾ ਹੈ ਅਤੇ ਪ੍ਰੀਖਿਆ ਤੱਕ ਖੁੱਲ੍ਹਾ ਰਹਿੰਦਾ ਹੈ। ਪੂਰੇ ਪੰਜਾਬ ਦਾ ਰੈਂਕ ਪਹਿਲੇ ਹਫ਼ਤੇ ਦੇ ਅੰਦਰ ਦਿੱਤੇ ਟੈਸਟਾਂ ਤੋਂ ਕੱਢਿਆ ਜਾਂਦਾ ਹੈ, ਪਰ ਤੁਸੀਂ ਕੋਈ ਵੀ ਟੈਸਟ ਬਾਅਦ ਵਿੱਚ ਦੇ ਕੇ ਉਸ ਦੀ ਸਮੀਖਿਆ ਕਰ ਸਕਦੇ ਹੋ।',
        },
      },
      {
        question: {
          en: 'Can I see the questions in Punjabi?',
          pa: 'ਕੀ ਮੈਂ ਪ੍ਰਸ਼ਨ ਪੰਜਾਬੀ ਵਿੱਚ ਦੇਖ ਸਕਦਾ/ਸਕਦੀ ਹਾਂ?',
        },
        answer: {
          en: 'Yes. Just as in the PPSC paper, every question is shown in English and Punjabi, and you can switch the language at any time during the test.',
          pa: 'ਹਾਂ। ਪੀਪੀਐੱਸਸੀ ਦੇ ਪੇਪਰ ਵਾਂਗ ਹਰ ਪ੍ਰਸ਼ਨ ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ ਵਿੱਚ ਦਿਖਾਇਆ ਜਾਂਦਾ ਹੈ, ਅਤੇ ਤੁਸੀਂ ਟੈਸਟ ਦੌਰਾਨ ਕਿਸੇ ਵੀ ਸਮੇਂ ਭਾਸ਼ਾ ਬਦਲ ਸਕਦੇ ਹੋ।',
        },
      },
    ],
  },
  {
    key: 'mains-answer-writing-programme',
    title: {
      en: 'Mains Answer Writing Programme',
      pa: 'ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਉੱਤਰ-ਲਿਖਤ ਪ੍ਰੋਗਰਾਮ',
    },
    kind: 'course',
    summary: {
      en: 'Daily questions, full-length tests for all seven Mains papers and detailed evaluation by experienced faculty, so that you learn to write structured, Punjab-focused answers within the word limit and the time limit.',
      pa: 'ਰੋਜ਼ਾਨਾ ਪ੍ਰਸ਼ਨ, ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਸਾਰੇ ਸੱਤ ਪੇਪਰਾਂ ਦੇ ਪੂਰੇ ਟੈਸਟ ਅਤੇ ਤਜਰਬੇਕਾਰ ਅਧਿਆਪਕਾਂ ਵੱਲੋਂ ਵਿਸਥਾਰਤ ਜਾਂਚ, ਤਾਂ ਜੋ ਤੁਸੀਂ ਸ਼ਬਦ-ਸੀਮਾ ਅਤੇ ਸਮਾਂ-ਸੀਮਾ ਦੇ ਅੰਦਰ ਢਾਂਚਾਬੱਧ ਅਤੇ ਪੰਜਾਬ-ਕੇਂਦਰਿਤ ਉੱਤਰ ਲਿਖਣਾ ਸਿੱਖ ਸਕੋ।',
    },
    price: 14999,
    offerPrice: 11999,
    includes: [
      {
        en: 'Three questions a day, five days a week, with model answers the next morning',
        pa: 'ਹਫ਼ਤੇ ਵਿੱਚ ਪੰਜ ਦਿਨ ਰੋਜ਼ ਤਿੰਨ ਪ੍ਰਸ਼ਨ, ਅਗਲੀ ਸਵੇਰ ਮਾਡਲ ਉੱਤਰਾਂ ਸਮੇਤ',
      },
      {
        en: '16 sectional tests and 2 full Mains simulations covering Punjabi, English, Essay and GS I-IV',
        pa: '16 ਭਾਗ-ਵਾਰ ਟੈਸਟ ਅਤੇ ਪੰਜਾਬੀ, ਅੰਗਰੇਜ਼ੀ, ਨਿਬੰਧ ਅਤੇ ਆਮ ਅਧਿਐਨ I-IV ਵਾਲੇ 2 ਪੂਰੇ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਅਭਿਆਸ',
      },
      {
        en: 'Evaluated copies returned within seven days, with marks and comments on every answer',
        pa: 'ਜਾਂਚੀਆਂ ਹੋਈਆਂ ਕਾਪੀਆਂ ਸੱਤ ਦਿਨਾਂ ਦੇ ਅੰਦਰ ਵਾਪਸ, ਹਰ ਉੱਤਰ ਉੱਤੇ ਅੰਕ ਅਤੇ ਟਿੱਪਣੀਆਂ ਸਮੇਤ',
      },
      {
        en: 'Two one-to-one mentor calls to discuss your copies and plan improvements',
        pa: 'ਤੁਹਾਡੀਆਂ ਕਾਪੀਆਂ ਉੱਤੇ ਚਰਚਾ ਕਰਨ ਅਤੇ ਸੁਧਾਰ ਦੀ ਯੋਜਨਾ ਬਣਾਉਣ ਲਈ ਮਾਰਗਦਰਸ਼ਕ ਨਾਲ ਦੋ ਨਿੱਜੀ ਕਾਲਾਂ',
      },
      {
        en: 'A bank of Punjab case studies, data and examples to enrich your answers',
        pa: 'ਉੱਤਰਾਂ ਨੂੰ ਮਜ਼ਬੂਤ ਬਣਾਉਣ ਲਈ ਪੰਜਾਬ ਦੀਆਂ ਕੇਸ ਸਟੱਡੀਆਂ, ਅੰਕੜਿਆਂ ਅਤੇ ਉਦਾਹਰਣਾਂ ਦਾ ਭੰਡਾਰ',
      },
    ],
    validity: { en: 'Till PPSC Mains 2026', pa: 'PPSC ਮੁੱਖ ਪ੍ਰੀਖਿਆ 2026 ਤੱਕ' },
    language: 'bilingual',
    faqs: [
      {
        question: {
          en: 'How do I submit my answers if I study from home?',
          pa: 'ਜੇ ਮੈਂ ਘਰੋਂ ਪੜ੍ਹਾਈ ਕਰਦਾ/ਕਰਦੀ ਹਾਂ ਤਾਂ ਉੱਤਰ ਕਿਵੇਂ ਜਮ੍ਹਾਂ ਕਰਾਵਾਂ?',
        },
        answer: {
          en: "Write on plain A4 sheets, scan them with your phone into a single PDF and upload it on the test page. The evaluated copy appears in your dashboard with the examiner's remarks.",
          pa: 'ਸਾਦੇ A4 ਕਾਗਜ਼ਾਂ ਉੱਤੇ ਲਿਖੋ, ਫ਼ੋਨ ਨਾਲ ਸਕੈਨ ਕਰਕੇ ਇੱਕ PDF ਬਣਾਓ ਅਤੇ ਟੈਸਟ ਵਾਲੇ ਪੰਨੇ ਉੱਤੇ ਅੱਪਲੋਡ ਕਰੋ। ਜਾਂਚੀ ਹੋਈ ਕਾਪੀ ਪਰੀਖਿਅਕ ਦੀਆਂ ਟਿੱਪਣੀਆਂ ਸਮੇਤ ਤੁਹਾਡੇ ਡੈਸ਼ਬੋਰਡ ਵਿੱਚ ਆ ਜਾਂਦੀ ਹੈ।',
        },
      },
      {
        question: {
          en: 'Can I write my answers in Punjabi?',
          pa: 'ਕੀ ਮੈਂ ਆਪਣੇ ਉੱਤਰ ਪੰਜਾਬੀ ਵਿੱਚ ਲਿਖ ਸਕਦਾ/ਸਕਦੀ ਹਾਂ?',
        },
        answer: {
          en: 'Yes. Punjabi-medium copies are checked by faculty who write and teach in Punjabi, and model answers are published in both languages.',
          pa: 'ਹਾਂ। ਪੰਜਾਬੀ ਮਾਧਿਅਮ ਦੀਆਂ ਕਾਪੀਆਂ ਉਹ ਅਧਿਆਪਕ ਜਾਂਚਦੇ ਹਨ ਜੋ ਖ਼ੁਦ ਪੰਜਾਬੀ ਵਿੱਚ ਲਿਖਦੇ ਅਤੇ ਪੜ੍ਹਾਉਂਦੇ ਹਨ, ਅਤੇ ਮਾਡਲ ਉੱਤਰ ਦੋਹਾਂ ਭਾਸ਼ਾਵਾਂ ਵਿੱਚ ਜਾਰੀ ਕੀਤੇ ਜਾਂਦੇ ਹਨ।',
        },
      },
      {
        question: {
          en: 'Should I join before or after the Prelims result?',
          pa: 'ਕੀ ਮੈਨੂੰ ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਦੇ ਨਤੀਜੇ ਤੋਂ ਪਹਿਲਾਂ ਜੁੜਨਾ ਚਾਹੀਦਾ ਹੈ ਜਾਂ ਬਾਅਦ ਵਿੱਚ?',
        },
        answer: {
          en: 'Ideally before. The gap between Prelims and Mains is short, and candidates who have already written 40 to 50 answers go into Mains far more confident about time management.',
          pa: 'ਬਿਹਤਰ ਹੈ ਕਿ ਪਹਿਲਾਂ ਹੀ ਜੁੜੋ। ਮੁਢਲੀ ਅਤੇ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਵਿਚਕਾਰ ਸਮਾਂ ਥੋੜ੍ਹਾ ਹੁੰਦਾ ਹੈ, ਅਤੇ ਜਿਹੜੇ ਉਮੀਦਵਾਰ ਪਹਿਲਾਂ ਹੀ 40 ਤੋਂ 50 ਉੱਤਰ ਲਿਖ ਚੁੱਕੇ ਹੁੰਦੇ ਹਨ, ਉਹ ਸਮੇਂ ਦੇ ਪ੍ਰਬੰਧ ਬਾਰੇ ਕਿਤੇ ਵੱਧ ਭਰੋਸੇ ਨਾਲ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦਿੰਦੇ ਹਨ।',
        },
      },
    ],
  },
  {
    key: 'punjab-gk-complete-notes',
    title: {
      en: 'Punjab GK Complete Notes',
      pa: 'ਪੰਜਾਬ ਜਨਰਲ ਨਾਲੇਜ: ਸੰਪੂਰਨ ਨੋਟਸ',
    },
    kind: 'notes',
    summary: {
      en: 'Everything PPSC asks about Punjab in one place: history, Sikh Gurus, geography, economy, agriculture, culture, polity and schemes, written for both Prelims and Mains and revised every year.',
      pa: 'ਪੀਪੀਐੱਸਸੀ ਵੱਲੋਂ ਪੰਜਾਬ ਬਾਰੇ ਪੁੱਛੀ ਜਾਂਦੀ ਹਰ ਗੱਲ ਇੱਕ ਥਾਂ: ਇਤਿਹਾਸ, ਸਿੱਖ ਗੁਰੂ ਸਾਹਿਬਾਨ, ਭੂਗੋਲ, ਅਰਥਚਾਰਾ, ਖੇਤੀਬਾੜੀ, ਸੱਭਿਆਚਾਰ, ਰਾਜ-ਪ੍ਰਬੰਧ ਅਤੇ ਸਕੀਮਾਂ, ਮੁਢਲੀ ਅਤੇ ਮੁੱਖ ਦੋਹਾਂ ਪ੍ਰੀਖਿਆਵਾਂ ਲਈ ਲਿਖੇ ਅਤੇ ਹਰ ਸਾਲ ਸੋਧੇ ਜਾਂਦੇ ਨੋਟਸ।',
    },
    price: 1499,
    offerPrice: 999,
    offerDays: 12,
    includes: [
      {
        en: 'History of Punjab from the Harappan sites to the present day, including the Sikh Gurus and the freedom struggle',
        pa: 'ਹੜੱਪਾ ਕਾਲ ਦੀਆਂ ਥਾਵਾਂ ਤੋਂ ਅੱਜ ਤੱਕ ਪੰਜਾਬ ਦਾ ਇਤਿਹਾਸ, ਸਿੱਖ ਗੁਰੂ ਸਾਹਿਬਾਨ ਅਤੇ ਆਜ਼ਾਦੀ ਸੰਘਰਸ਼ ਸਮੇਤ',
      },
      {
        en: 'Geography, rivers, soils, agriculture and the water crisis of Punjab',
        pa: 'ਪੰਜਾਬ ਦਾ ਭੂਗੋਲ, ਦਰਿਆ, ਮਿੱਟੀਆਂ, ਖੇਤੀਬਾੜੀ ਅਤੇ ਪਾਣੀ ਦਾ ਸੰਕਟ',
      },
      {
        en: 'Economy, state budget, industry and flagship state government schemes',
        pa: 'ਅਰਥਚਾਰਾ, ਸੂਬੇ ਦਾ ਬਜਟ, ਉਦਯੋਗ ਅਤੇ ਸੂਬਾ ਸਰਕਾਰ ਦੀਆਂ ਮੁੱਖ ਸਕੀਮਾਂ',
      },
      {
        en: 'Art, culture, fairs, folk dances, literature and personalities of Punjab',
        pa: 'ਪੰਜਾਬ ਦੀ ਕਲਾ, ਸੱਭਿਆਚਾਰ, ਮੇਲੇ, ਲੋਕ-ਨਾਚ, ਸਾਹਿਤ ਅਤੇ ਪ੍ਰਸਿੱਧ ਸ਼ਖ਼ਸੀਅਤਾਂ',
      },
      {
        en: 'Over 1,200 practice MCQs with answers, plus a printed copy posted to your address',
        pa: 'ਉੱਤਰਾਂ ਸਮੇਤ 1,200 ਤੋਂ ਵੱਧ ਅਭਿਆਸ ਬਹੁ-ਵਿਕਲਪੀ ਪ੍ਰਸ਼ਨ, ਨਾਲ ਹੀ ਤੁਹਾਡੇ ਪਤੇ ਉੱਤੇ ਭੇਜੀ ਛਪੀ ਹੋਈ ਕਾਪੀ',
      },
    ],
    validity: { en: '12 months', pa: '12 ਮਹੀਨੇ' },
    accessMonths: 12,
    language: 'bilingual',
    faqs: [
      {
        question: {
          en: 'Do I get a printed book or only a PDF?',
          pa: 'ਕੀ ਮੈਨੂੰ ਛਪੀ ਹੋਈ ਕਿਤਾਬ ਮਿਲੇਗੀ ਜਾਂ ਸਿਰਫ਼ PDF?',
        },
        answer: {
          en: 'Both. The notes open online as soon as our staff have enrolled your account, usually within one working day of payment, and the printed set is dispatched within five working days by courier.',
          pa: 'ਦੋਵੇਂ। ਜਿਵੇਂ ਹੀ ਸਾਡਾ ਸਟਾਫ਼ ਤੁਹਾਡਾ ਖਾਤਾ ਦਾਖ਼ਲ ਕਰਦਾ ਹੈ, ਆਮ ਤੌਰ ਉੱਤੇ ਭੁਗਤਾਨ ਤੋਂ ਇੱਕ ਕੰਮਕਾਜੀ ਦਿਨ ਦੇ ਅੰਦਰ, ਨੋਟਸ ਆਨਲਾਈਨ ਖੁੱਲ੍ਹ ਜਾਂਦੇ ਹਨ, ਅਤੇ ਛਪਿਆ ਹੋਇਆ ਸੈੱਟ ਪੰਜ ਕੰਮਕਾਜੀ ਦਿਨਾਂ ਦੇ ਅੰਦਰ ਕੋਰੀਅਰ ਰਾਹੀਂ ਭੇਜਿਆ ਜਾਂਦਾ ਹੈ।',
        },
      },
      {
        question: {
          en: 'Are the notes updated for new schemes and events?',
          pa: 'ਕੀ ਨਵੀਆਂ ਸਕੀਮਾਂ ਅਤੇ ਘਟਨਾਵਾਂ ਅਨੁਸਾਰ ਨੋਟਸ ਅੱਪਡੇਟ ਹੁੰਦੇ ਹਨ?',
        },
        answer: {
          en: 'Yes. The online version is updated every quarter during your 12 months of access, and the changes are listed at the top of each chapter.',
          pa: 'ਹਾਂ। ਤੁਹਾਡੀ 12 ਮਹੀਨਿਆਂ ਦੀ ਪਹੁੰਚ ਦੌਰਾਨ ਆਨਲਾਈਨ ਸੰਸਕਰਣ ਹਰ ਤਿਮਾਹੀ ਅੱਪਡੇਟ ਕੀਤਾ ਜਾਂਦਾ ਹੈ, ਅਤੇ ਤਬਦੀਲੀਆਂ ਹਰ ਅਧਿਆਇ ਦੇ ਸ਼ੁਰੂ ਵਿੱਚ ਦਰਜ ਹੁੰਦੀਆਂ ਹਨ।',
        },
      },
    ],
  },
  {
    key: 'csat-crash-course',
    title: {
      en: 'CSAT Crash Course',
      pa: 'ਸੀਸੈਟ ਕਰੈਸ਼ ਕੋਰਸ',
    },
    kind: 'course',
    summary: {
      en: 'A focused eight-week course for candidates who find Paper II difficult: comprehension, reasoning, basic numeracy and data interpretation, with timed practice so that you clear the 40% qualifying mark comfortably.',
      pa: 'ਉਨ੍ਹਾਂ ਉਮੀਦਵਾਰਾਂ ਲਈ ਅੱਠ ਹਫ਼ਤਿਆਂ ਦਾ ਕੇਂਦ੍ਰਿਤ ਕੋਰਸ ਜਿਨ੍ਹਾਂ ਨੂੰ ਪੇਪਰ II ਔਖਾ ਲੱਗਦਾ ਹੈ: ਪੈਰਾ ਸਮਝ, ਤਰਕ, ਮੁੱਢਲਾ ਗਣਿਤ ਅਤੇ ਅੰਕੜਾ ਵਿਆਖਿਆ, ਸਮਾਂਬੱਧ ਅਭਿਆਸ ਸਮੇਤ ਤਾਂ ਜੋ ਤੁਸੀਂ 40% ਯੋਗਤਾ ਅੰਕ ਆਸਾਨੀ ਨਾਲ ਪਾਰ ਕਰ ਸਕੋ।',
    },
    price: 4499,
    includes: [
      {
        en: '40 live classes of 90 minutes each, with recordings',
        pa: '90-90 ਮਿੰਟ ਦੀਆਂ 40 ਲਾਈਵ ਕਲਾਸਾਂ, ਰਿਕਾਰਡਿੰਗਾਂ ਸਮੇਤ',
      },
      {
        en: 'Reading comprehension practice with passages in English and Punjabi',
        pa: 'ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ ਪੈਰਿਆਂ ਨਾਲ ਪੈਰਾ ਸਮਝ ਦਾ ਅਭਿਆਸ',
      },
      {
        en: 'A formula and shortcut booklet for arithmetic and data interpretation',
        pa: 'ਅੰਕਗਣਿਤ ਅਤੇ ਅੰਕੜਾ ਵਿਆਖਿਆ ਲਈ ਫ਼ਾਰਮੂਲਿਆਂ ਅਤੇ ਛੋਟੇ ਤਰੀਕਿਆਂ ਦੀ ਕਿਤਾਬਚੀ',
      },
      {
        en: '10 full-length CSAT mocks with video solutions',
        pa: 'ਵੀਡੀਓ ਹੱਲਾਂ ਸਮੇਤ ਸੀਸੈਟ ਦੇ 10 ਪੂਰੇ ਮੌਕ ਟੈਸਟ',
      },
      {
        en: 'Weekly doubt-clearing session on Sundays',
        pa: 'ਹਰ ਐਤਵਾਰ ਹਫ਼ਤਾਵਾਰੀ ਸ਼ੰਕਾ-ਨਿਵਾਰਣ ਸੈਸ਼ਨ',
      },
    ],
    validity: { en: '6 months', pa: '6 ਮਹੀਨੇ' },
    accessMonths: 6,
    language: 'bilingual',
    faqs: [
      {
        question: {
          en: 'I am from an arts background. Will I be able to follow the maths?',
          pa: 'ਮੈਂ ਆਰਟਸ ਪਿਛੋਕੜ ਤੋਂ ਹਾਂ। ਕੀ ਮੈਨੂੰ ਗਣਿਤ ਸਮਝ ਆਵੇਗਾ?',
        },
        answer: {
          en: 'Yes. The course starts from Class 8 level arithmetic and builds up step by step. Many of our students who cleared CSAT after failing it earlier come from humanities backgrounds.',
          pa: 'ਹਾਂ। ਕੋਰਸ ਅੱਠਵੀਂ ਜਮਾਤ ਦੇ ਪੱਧਰ ਦੇ ਅੰਕਗਣਿਤ ਤੋਂ ਸ਼ੁਰੂ ਹੋ ਕੇ ਕਦਮ-ਦਰ-ਕਦਮ ਅੱਗੇ ਵਧਦਾ ਹੈ। ਸਾਡੇ ਬਹੁਤ ਸਾਰੇ ਵਿਦਿਆਰਥੀ, ਜਿਨ੍ਹਾਂ ਨੇ ਪਹਿਲਾਂ ਰਹਿ ਜਾਣ ਤੋਂ ਬਾਅਦ ਸੀਸੈਟ ਪਾਸ ਕੀਤਾ, ਆਰਟਸ ਵਿਸ਼ਿਆਂ ਦੇ ਪਿਛੋਕੜ ਵਾਲੇ ਹਨ।',
        },
      },
      {
        question: {
          en: 'When do the batches start?',
          pa: 'ਬੈਚ ਕਦੋਂ ਸ਼ੁਰੂ ਹੁੰਦੇ ਹਨ?',
        },
        answer: {
          en: 'A new batch starts every two months, and the last batch before each Prelims is timed to finish about three weeks before the exam.',
          pa: 'ਹਰ ਦੋ ਮਹੀਨਿਆਂ ਬਾਅਦ ਨਵਾਂ ਬੈਚ ਸ਼ੁਰੂ ਹੁੰਦਾ ਹੈ, ਅਤੇ ਹਰ ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਤੋਂ ਪਹਿਲਾਂ ਦਾ ਆਖ਼ਰੀ ਬੈਚ ਇਸ ਤਰ੍ਹਾਂ ਰੱਖਿਆ ਜਾਂਦਾ ਹੈ ਕਿ ਉਹ ਪ੍ਰੀਖਿਆ ਤੋਂ ਲਗਭਗ ਤਿੰਨ ਹਫ਼ਤੇ ਪਹਿਲਾਂ ਖ਼ਤਮ ਹੋ ਜਾਵੇ।',
        },
      },
    ],
  },
  {
    key: 'toppers-answer-copies',
    title: {
      en: "Topper's PCS Answer Copies",
      pa: 'ਟਾਪਰਾਂ ਦੀਆਂ ਪੀਸੀਐੱਸ ਉੱਤਰ-ਕਾਪੀਆਂ',
    },
    kind: 'answer-copies',
    summary: {
      en: "Complete handwritten Mains copies of our selected candidates, with the evaluator's marks and margin comments, so that you can see exactly how a high-scoring PPSC answer is structured and presented.",
      pa: 'ਸਾਡੇ ਚੁਣੇ ਗਏ ਉਮੀਦਵਾਰਾਂ ਦੀਆਂ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੀਆਂ ਪੂਰੀਆਂ ਹੱਥ-ਲਿਖਤ ਕਾਪੀਆਂ, ਪਰੀਖਿਅਕ ਦੇ ਅੰਕਾਂ ਅਤੇ ਹਾਸ਼ੀਏ ਉੱਤੇ ਲਿਖੀਆਂ ਟਿੱਪਣੀਆਂ ਸਮੇਤ, ਤਾਂ ਜੋ ਤੁਸੀਂ ਵੇਖ ਸਕੋ ਕਿ ਵੱਧ ਅੰਕ ਲੈਣ ਵਾਲਾ ਪੀਪੀਐੱਸਸੀ ਉੱਤਰ ਕਿਵੇਂ ਬਣਾਇਆ ਅਤੇ ਪੇਸ਼ ਕੀਤਾ ਜਾਂਦਾ ਹੈ।',
    },
    price: 999,
    offerPrice: 699,
    includes: [
      {
        en: 'Full GS Paper I-IV and Essay copies from six selected candidates',
        pa: 'ਛੇ ਚੁਣੇ ਗਏ ਉਮੀਦਵਾਰਾਂ ਦੀਆਂ ਆਮ ਅਧਿਐਨ ਪੇਪਰ I-IV ਅਤੇ ਨਿਬੰਧ ਦੀਆਂ ਪੂਰੀਆਂ ਕਾਪੀਆਂ',
      },
      {
        en: 'Copies written in both English and Punjabi medium',
        pa: 'ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ ਦੋਹਾਂ ਮਾਧਿਅਮਾਂ ਵਿੱਚ ਲਿਖੀਆਂ ਕਾਪੀਆਂ',
      },
      {
        en: 'Evaluator remarks on introduction, structure, diagrams and conclusion',
        pa: 'ਭੂਮਿਕਾ, ਢਾਂਚੇ, ਚਿੱਤਰਾਂ ਅਤੇ ਸਿੱਟੇ ਬਾਰੇ ਪਰੀਖਿਅਕ ਦੀਆਂ ਟਿੱਪਣੀਆਂ',
      },
      {
        en: 'A short guide on how each topper used Punjab-specific examples and data',
        pa: 'ਇੱਕ ਛੋਟੀ ਗਾਈਡ ਕਿ ਹਰ ਟਾਪਰ ਨੇ ਪੰਜਾਬ ਨਾਲ ਸਬੰਧਤ ਉਦਾਹਰਣਾਂ ਅਤੇ ਅੰਕੜਿਆਂ ਦੀ ਵਰਤੋਂ ਕਿਵੇਂ ਕੀਤੀ',
      },
    ],
    validity: { en: '12 months', pa: '12 ਮਹੀਨੇ' },
    // Sold at the centre only: the printed copies are handed over there.

    language: 'bilingual',
    faqs: [
      {
        question: {
          en: 'Are these the copies the toppers wrote in the actual PPSC exam?',
          pa: 'ਕੀ ਇਹ ਉਹੀ ਕਾਪੀਆਂ ਹਨ ਜੋ ਟਾਪਰਾਂ ਨੇ ਅਸਲ ਪੀਪੀਐੱਸਸੀ ਪ੍ਰੀਖਿਆ ਵਿੱਚ ਲਿਖੀਆਂ ਸਨ?',
        },
        answer: {
          en: "No. PPSC answer books are not publicly available, so these are the copies our selected candidates wrote in the full Mains simulations of our test series shortly before the exam. They are shared with the candidates' written consent.",
          pa: 'ਨਹੀਂ। ਪੀਪੀਐੱਸਸੀ ਦੀਆਂ ਉੱਤਰ-ਕਾਪੀਆਂ ਜਨਤਕ ਤੌਰ ਉੱਤੇ ਉਪਲਬਧ ਨਹੀਂ ਹੁੰਦੀਆਂ, ਇਸ ਲਈ ਇਹ ਉਹ ਕਾਪੀਆਂ ਹਨ ਜੋ ਸਾਡੇ ਚੁਣੇ ਗਏ ਉਮੀਦਵਾਰਾਂ ਨੇ ਪ੍ਰੀਖਿਆ ਤੋਂ ਥੋੜ੍ਹਾ ਪਹਿਲਾਂ ਸਾਡੀ ਟੈਸਟ ਸੀਰੀਜ਼ ਦੇ ਪੂਰੇ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਅਭਿਆਸ ਵਿੱਚ ਲਿਖੀਆਂ ਸਨ। ਇਹ ਉਮੀਦਵਾਰਾਂ ਦੀ ਲਿਖਤੀ ਸਹਿਮਤੀ ਨਾਲ ਸਾਂਝੀਆਂ ਕੀਤੀਆਂ ਗਈਆਂ ਹਨ।',
        },
      },
      {
        question: {
          en: 'Can I download or print the copies?',
          pa: 'ਕੀ ਮੈਂ ਕਾਪੀਆਂ ਡਾਊਨਲੋਡ ਜਾਂ ਪ੍ਰਿੰਟ ਕਰ ਸਕਦਾ/ਸਕਦੀ ਹਾਂ?',
        },
        answer: {
          en: 'The copies are available in the online viewer on any phone, tablet or computer for 12 months. To protect the candidates, they cannot be downloaded or printed.',
          pa: 'ਕਾਪੀਆਂ 12 ਮਹੀਨਿਆਂ ਲਈ ਕਿਸੇ ਵੀ ਫ਼ੋਨ, ਟੈਬਲੇਟ ਜਾਂ ਕੰਪਿਊਟਰ ਉੱਤੇ ਆਨਲਾਈਨ ਵਿਊਅਰ ਵਿੱਚ ਉਪਲਬਧ ਹਨ। ਉਮੀਦਵਾਰਾਂ ਦੀ ਨਿੱਜਤਾ ਦੀ ਰਾਖੀ ਲਈ ਇਨ੍ਹਾਂ ਨੂੰ ਡਾਊਨਲੋਡ ਜਾਂ ਪ੍ਰਿੰਟ ਨਹੀਂ ਕੀਤਾ ਜਾ ਸਕਦਾ।',
        },
      },
    ],
  },
  {
    key: 'monthly-current-affairs-magazine',
    title: {
      en: 'Monthly Current Affairs Magazine (Annual Subscription)',
      pa: 'ਮਾਸਿਕ ਸਮਕਾਲੀ ਮਾਮਲੇ ਰਸਾਲਾ (ਸਾਲਾਨਾ ਚੰਦਾ)',
    },
    kind: 'notes',
    summary: {
      en: "Twelve issues a year that turn the month's news into exam-ready notes, with a dedicated Punjab section, national and international affairs, Tribune editorial summaries and practice MCQs.",
      pa: 'ਸਾਲ ਵਿੱਚ ਬਾਰਾਂ ਅੰਕ ਜੋ ਮਹੀਨੇ ਭਰ ਦੀਆਂ ਖ਼ਬਰਾਂ ਨੂੰ ਪ੍ਰੀਖਿਆ ਲਈ ਤਿਆਰ ਨੋਟਸ ਵਿੱਚ ਬਦਲਦੇ ਹਨ, ਪੰਜਾਬ ਲਈ ਵਿਸ਼ੇਸ਼ ਭਾਗ, ਰਾਸ਼ਟਰੀ ਅਤੇ ਅੰਤਰਰਾਸ਼ਟਰੀ ਮਾਮਲਿਆਂ, ਦ ਟ੍ਰਿਬਿਊਨ ਦੇ ਸੰਪਾਦਕੀ ਸਾਰਾਂ ਅਤੇ ਅਭਿਆਸ ਪ੍ਰਸ਼ਨਾਂ ਸਮੇਤ।',
    },
    price: 1199,
    includes: [
      {
        en: '12 monthly issues, each released in the first week of the month',
        pa: '12 ਮਾਸਿਕ ਅੰਕ, ਹਰ ਅੰਕ ਮਹੀਨੇ ਦੇ ਪਹਿਲੇ ਹਫ਼ਤੇ ਜਾਰੀ',
      },
      {
        en: 'A 20-page Punjab section covering state policies, budget, agriculture and appointments',
        pa: 'ਸੂਬੇ ਦੀਆਂ ਨੀਤੀਆਂ, ਬਜਟ, ਖੇਤੀਬਾੜੀ ਅਤੇ ਨਿਯੁਕਤੀਆਂ ਬਾਰੇ 20 ਪੰਨਿਆਂ ਦਾ ਪੰਜਾਬ ਭਾਗ',
      },
      {
        en: 'Summaries of important editorials from The Tribune and national newspapers',
        pa: 'ਦ ਟ੍ਰਿਬਿਊਨ ਅਤੇ ਰਾਸ਼ਟਰੀ ਅਖ਼ਬਾਰਾਂ ਦੇ ਅਹਿਮ ਸੰਪਾਦਕੀ ਲੇਖਾਂ ਦੇ ਸਾਰ',
      },
      {
        en: '100 practice MCQs and 10 Mains-style questions in every issue',
        pa: 'ਹਰ ਅੰਕ ਵਿੱਚ 100 ਅਭਿਆਸ ਬਹੁ-ਵਿਕਲਪੀ ਪ੍ਰਸ਼ਨ ਅਤੇ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਸ਼ੈਲੀ ਦੇ 10 ਪ੍ਰਸ਼ਨ',
      },
      {
        en: 'Separate English and Punjabi editions, online and in print',
        pa: 'ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ ਦੇ ਵੱਖਰੇ ਸੰਸਕਰਣ, ਆਨਲਾਈਨ ਅਤੇ ਛਪੇ ਹੋਏ ਦੋਵੇਂ',
      },
    ],
    validity: { en: '12 months', pa: '12 ਮਹੀਨੇ' },
    accessMonths: 12,
    language: 'bilingual',
    faqs: [
      {
        question: {
          en: 'Will I get the printed magazine at home?',
          pa: 'ਕੀ ਛਪਿਆ ਹੋਇਆ ਰਸਾਲਾ ਮੈਨੂੰ ਘਰ ਮਿਲੇਗਾ?',
        },
        answer: {
          en: 'Yes. The print edition is posted to addresses in Punjab, Chandigarh and the neighbouring states. The online edition is available in your account on the day of release.',
          pa: 'ਹਾਂ। ਛਪਿਆ ਸੰਸਕਰਣ ਪੰਜਾਬ, ਚੰਡੀਗੜ੍ਹ ਅਤੇ ਗੁਆਂਢੀ ਸੂਬਿਆਂ ਦੇ ਪਤਿਆਂ ਉੱਤੇ ਡਾਕ ਰਾਹੀਂ ਭੇਜਿਆ ਜਾਂਦਾ ਹੈ। ਆਨਲਾਈਨ ਸੰਸਕਰਣ ਜਾਰੀ ਹੋਣ ਵਾਲੇ ਦਿਨ ਹੀ ਤੁਹਾਡੇ ਖਾਤੇ ਵਿੱਚ ਉਪਲਬਧ ਹੁੰਦਾ ਹੈ।',
        },
      },
      {
        question: {
          en: 'Can I get the back issues if I subscribe mid-year?',
          pa: 'ਜੇ ਮੈਂ ਸਾਲ ਦੇ ਵਿਚਕਾਰ ਚੰਦਾ ਭਰਾਂ ਤਾਂ ਕੀ ਪਿਛਲੇ ਅੰਕ ਮਿਲਣਗੇ?',
        },
        answer: {
          en: 'Yes. Every subscriber gets online access to the previous six issues, which is usually enough to cover the current affairs window of the coming Prelims.',
          pa: 'ਹਾਂ। ਹਰ ਚੰਦਾਧਾਰਕ ਨੂੰ ਪਿਛਲੇ ਛੇ ਅੰਕਾਂ ਤੱਕ ਆਨਲਾਈਨ ਪਹੁੰਚ ਮਿਲਦੀ ਹੈ, ਜੋ ਆਮ ਤੌਰ ਉੱਤੇ ਆਉਣ ਵਾਲੀ ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਦੇ ਸਮਕਾਲੀ ਮਾਮਲਿਆਂ ਦੀ ਮਿਆਦ ਲਈ ਕਾਫ਼ੀ ਹੁੰਦੀ ਹੈ।',
        },
      },
    ],
  },
]
