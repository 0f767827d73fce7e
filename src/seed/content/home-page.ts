import type { Bilingual } from './types'

type Action = { label: Bilingual; link: string }

export type HomePageSeed = {
  hero: {
    eyebrow: Bilingual
    title: Bilingual
    lead: Bilingual
    primaryAction: Action
    secondaryAction: Action
    highlights: { value: Bilingual; label: Bilingual }[]
  }
  offers: { title: Bilingual; text: Bilingual; link: string }[]
  dailyQuiz: { title: Bilingual; text: Bilingual; action: Action }
  joinCallToAction: { title: Bilingual; text: Bilingual }
}

/** The home page's words; the lists under them come from the content collections. */
export const homePage: HomePageSeed = {
  hero: {
    eyebrow: { en: 'PPSC Civil Services 2027', pa: 'ਪੀਪੀਐੱਸਸੀ ਸਿਵਲ ਸੇਵਾਵਾਂ 2027' },
    title: {
      en: 'Prepare for Punjab PCS with notes, mock tests and daily Punjab current affairs',
      pa: 'ਨੋਟਸ, ਮੌਕ ਟੈਸਟਾਂ ਅਤੇ ਰੋਜ਼ਾਨਾ ਪੰਜਾਬ ਕਰੰਟ ਅਫੇਅਰਜ਼ ਨਾਲ ਪੰਜਾਬ ਪੀਸੀਐੱਸ ਦੀ ਤਿਆਰੀ ਕਰੋ',
    },
    lead: {
      en: 'Everything the PPSC syllabus asks for in one place: topic-wise notes for Prelims and Mains, full-length mock tests in the exam pattern, past-year papers, and the Punjab news that examiners ask about, in English and ਪੰਜਾਬੀ.',
      pa: 'ਪੀਪੀਐੱਸਸੀ ਸਿਲੇਬਸ ਦੀ ਹਰ ਲੋੜ ਇੱਕ ਥਾਂ: ਮੁਢਲੀ ਅਤੇ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਲਈ ਵਿਸ਼ੇ ਅਨੁਸਾਰ ਨੋਟਸ, ਪ੍ਰੀਖਿਆ ਦੇ ਢਾਂਚੇ ਵਿੱਚ ਪੂਰੇ ਮੌਕ ਟੈਸਟ, ਪਿਛਲੇ ਸਾਲਾਂ ਦੇ ਪੇਪਰ ਅਤੇ ਉਹ ਪੰਜਾਬ ਦੀਆਂ ਖ਼ਬਰਾਂ ਜਿਨ੍ਹਾਂ ਬਾਰੇ ਪ੍ਰੀਖਿਅਕ ਪੁੱਛਦੇ ਹਨ, ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ ਵਿੱਚ।',
    },
    primaryAction: { label: { en: 'Join Today', pa: 'ਅੱਜ ਹੀ ਜੁੜੋ' }, link: '/sign-in' },
    secondaryAction: { label: { en: 'Try a free mock test', pa: 'ਮੁਫ਼ਤ ਮੌਕ ਟੈਸਟ ਦਿਓ' }, link: '/test-series' },
    highlights: [
      { value: { en: '27', pa: '27' }, label: { en: 'syllabus topics with notes', pa: 'ਨੋਟਸ ਸਮੇਤ ਸਿਲੇਬਸ ਵਿਸ਼ੇ' } },
      { value: { en: 'Daily', pa: 'ਰੋਜ਼ਾਨਾ' }, label: { en: 'Punjab current affairs and MCQs', pa: 'ਪੰਜਾਬ ਕਰੰਟ ਅਫੇਅਰਜ਼ ਅਤੇ ਪ੍ਰਸ਼ਨ' } },
      { value: { en: 'PPSC pattern', pa: 'ਪੀਪੀਐੱਸਸੀ ਢਾਂਚਾ' }, label: { en: 'GS and CSAT mock tests', pa: 'ਜੀਐੱਸ ਅਤੇ ਸੀਸੈਟ ਮੌਕ ਟੈਸਟ' } },
      { value: { en: '2015–2025', pa: '2015–2025' }, label: { en: 'past-year papers with keys', pa: 'ਉੱਤਰ ਕੁੰਜੀਆਂ ਸਮੇਤ ਪਿਛਲੇ ਪੇਪਰ' } },
    ],
  },
  offers: [
    {
      title: { en: 'Topic-wise notes', pa: 'ਵਿਸ਼ੇ ਅਨੁਸਾਰ ਨੋਟਸ' },
      text: {
        en: 'GS Prelims and all twenty Mains areas, mapped to the PPSC syllabus, with Punjab-specific facts marked out.',
        pa: 'ਜੀਐੱਸ ਮੁਢਲੀ ਅਤੇ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਸਾਰੇ ਵੀਹ ਖੇਤਰ, ਪੀਪੀਐੱਸਸੀ ਸਿਲੇਬਸ ਅਨੁਸਾਰ, ਪੰਜਾਬ ਨਾਲ ਜੁੜੇ ਤੱਥ ਵੱਖਰੇ ਦਰਸਾਏ।',
      },
      link: '/resources',
    },
    {
      title: { en: 'Mock tests in the exam pattern', pa: 'ਪ੍ਰੀਖਿਆ ਢਾਂਚੇ ਵਿੱਚ ਮੌਕ ਟੈਸਟ' },
      text: {
        en: 'Timed GS and CSAT papers with the real marking scheme, an all-Punjab rank and question-by-question analysis.',
        pa: 'ਅਸਲ ਅੰਕ ਯੋਜਨਾ ਵਾਲੇ ਸਮਾਂਬੱਧ ਜੀਐੱਸ ਅਤੇ ਸੀਸੈਟ ਪੇਪਰ, ਪੂਰੇ ਪੰਜਾਬ ਵਿੱਚ ਰੈਂਕ ਅਤੇ ਹਰ ਪ੍ਰਸ਼ਨ ਦਾ ਵਿਸ਼ਲੇਸ਼ਣ।',
      },
      link: '/test-series',
    },
    {
      title: { en: 'Punjab current affairs', pa: 'ਪੰਜਾਬ ਕਰੰਟ ਅਫੇਅਰਜ਼' },
      text: {
        en: 'The day’s Punjab and national news with the exam angle, the Tribune editorial explained, and a quiz every day.',
        pa: 'ਦਿਨ ਦੀਆਂ ਪੰਜਾਬ ਅਤੇ ਦੇਸ਼ ਦੀਆਂ ਖ਼ਬਰਾਂ ਪ੍ਰੀਖਿਆ ਦੇ ਨਜ਼ਰੀਏ ਨਾਲ, ਟ੍ਰਿਬਿਊਨ ਦੇ ਸੰਪਾਦਕੀ ਦੀ ਵਿਆਖਿਆ ਅਤੇ ਹਰ ਰੋਜ਼ ਇੱਕ ਕੁਇਜ਼।',
      },
      link: '/current-affairs/daily-current-affairs',
    },
    {
      title: { en: 'Past-year papers', pa: 'ਪਿਛਲੇ ਸਾਲਾਂ ਦੇ ਪੇਪਰ' },
      text: {
        en: 'PPSC question papers and official answer keys year by year, each labelled with the pattern it was set in.',
        pa: 'ਸਾਲ-ਦਰ-ਸਾਲ ਪੀਪੀਐੱਸਸੀ ਪ੍ਰਸ਼ਨ ਪੱਤਰ ਅਤੇ ਅਧਿਕਾਰਤ ਉੱਤਰ ਕੁੰਜੀਆਂ, ਹਰੇਕ ਉੱਤੇ ਉਸ ਸਮੇਂ ਦਾ ਢਾਂਚਾ ਦਰਜ।',
      },
      link: '/pyq',
    },
  ],
  dailyQuiz: {
    title: { en: 'Today’s quiz', pa: 'ਅੱਜ ਦਾ ਕੁਇਜ਼' },
    text: {
      en: 'Ten MCQs on today’s Punjab and national current affairs, with explanations as soon as you submit. It takes about ten minutes.',
      pa: 'ਅੱਜ ਦੇ ਪੰਜਾਬ ਅਤੇ ਰਾਸ਼ਟਰੀ ਕਰੰਟ ਅਫੇਅਰਜ਼ ਉੱਤੇ ਦਸ ਬਹੁ-ਵਿਕਲਪੀ ਪ੍ਰਸ਼ਨ, ਜਮ੍ਹਾਂ ਕਰਦੇ ਹੀ ਵਿਆਖਿਆ ਸਮੇਤ। ਲਗਭਗ ਦਸ ਮਿੰਟ ਲੱਗਦੇ ਹਨ।',
    },
    action: { label: { en: 'Practise daily MCQs', pa: 'ਰੋਜ਼ਾਨਾ ਪ੍ਰਸ਼ਨਾਂ ਦਾ ਅਭਿਆਸ ਕਰੋ' }, link: '/current-affairs/daily-cs-mcqs' },
  },
  joinCallToAction: {
    title: { en: 'Start your Punjab PCS preparation today', pa: 'ਅੱਜ ਹੀ ਆਪਣੀ ਪੰਜਾਬ ਪੀਸੀਐੱਸ ਤਿਆਰੀ ਸ਼ੁਰੂ ਕਰੋ' },
    text: {
      en: 'Create a free account to save your test results, keep your daily-quiz streak and pick up where you left off on any device.',
      pa: 'ਆਪਣੇ ਟੈਸਟ ਨਤੀਜੇ ਸਾਂਭਣ, ਰੋਜ਼ਾਨਾ ਕੁਇਜ਼ ਦੀ ਲੜੀ ਜਾਰੀ ਰੱਖਣ ਅਤੇ ਕਿਸੇ ਵੀ ਡਿਵਾਈਸ ਉੱਤੇ ਉੱਥੋਂ ਹੀ ਸ਼ੁਰੂ ਕਰਨ ਲਈ ਮੁਫ਼ਤ ਖਾਤਾ ਬਣਾਓ।',
    },
  },
}
