import type { Bilingual, TopicStage } from './types'

/**
 * The pattern and syllabus of the Punjab State Civil Services Combined Competitive Examination
 * (PPSC), as the recent notifications set it out: an objective Preliminary Examination of two papers
 * (GS 100 x 2 marks; CSAT 80 x 2.5 marks, qualifying at 40 per cent; no negative marking), a Main
 * Examination of seven descriptive papers (1,350 marks) and an interview (150 marks). Staff edit it
 * afterwards in the admin (Study material > Syllabus); the seed only fills an empty syllabus.
 */

export type SyllabusPaperSeed = {
  title: Bilingual
  questions?: number
  marksPerQuestion?: number
  totalMarks: number
  durationMinutes?: number
  negativeMarking?: Bilingual
  qualifyingPercent?: number
  /** One part of the syllabus per line. */
  syllabus: { en: string[]; pa: string[] }
  /** Topic pages that cover the paper, by stage and key (topics.ts). */
  topics: { stage: TopicStage; key: string }[]
}

export type SyllabusStageSeed = {
  key: 'prelims' | 'mains' | 'interview'
  title: Bilingual
  summary: Bilingual
  papers: SyllabusPaperSeed[]
}

export type SyllabusSeed = { title: Bilingual; intro: Bilingual; stages: SyllabusStageSeed[]; notes: Bilingual[] }

const none: Bilingual = { en: 'None', pa: 'ਕੋਈ ਨਹੀਂ' }
const mains = (...keys: string[]) => keys.map((key) => ({ stage: 'mains' as const, key }))
const prelims = (...keys: string[]) => keys.map((key) => ({ stage: 'prelims' as const, key }))

export const syllabus: SyllabusSeed = {
  title: {
    en: 'PPSC Civil Services: exam pattern and syllabus',
    pa: 'ਪੀਪੀਐੱਸਸੀ ਸਿਵਲ ਸੇਵਾਵਾਂ: ਪ੍ਰੀਖਿਆ ਦਾ ਢਾਂਚਾ ਅਤੇ ਸਿਲੇਬਸ',
  },
  intro: {
    en: 'The Punjab Public Service Commission (PPSC) recruits officers of the Punjab Civil Services (Executive Branch), Deputy Superintendents of Police, Tehsildars and other state services through the Punjab State Civil Services Combined Competitive Examination. It has three stages: an objective Preliminary Examination that screens candidates, a descriptive Main Examination and an interview. Here is the pattern of every paper and its syllabus, with links to our notes on each part.',
    pa: 'ਪੰਜਾਬ ਲੋਕ ਸੇਵਾ ਕਮਿਸ਼ਨ (ਪੀਪੀਐੱਸਸੀ) ਪੰਜਾਬ ਰਾਜ ਸਿਵਲ ਸੇਵਾਵਾਂ ਸੰਯੁਕਤ ਮੁਕਾਬਲਾ ਪ੍ਰੀਖਿਆ ਰਾਹੀਂ ਪੰਜਾਬ ਸਿਵਲ ਸਰਵਿਸ (ਕਾਰਜਕਾਰੀ ਸ਼ਾਖਾ), ਡਿਪਟੀ ਸੁਪਰਡੈਂਟ ਆਫ਼ ਪੁਲਿਸ, ਤਹਿਸੀਲਦਾਰ ਅਤੇ ਹੋਰ ਰਾਜ ਸੇਵਾਵਾਂ ਦੇ ਅਫ਼ਸਰਾਂ ਦੀ ਭਰਤੀ ਕਰਦਾ ਹੈ। ਇਸ ਦੇ ਤਿੰਨ ਪੜਾਅ ਹਨ: ਉਮੀਦਵਾਰਾਂ ਦੀ ਛਾਂਟੀ ਕਰਨ ਵਾਲੀ ਬਹੁ-ਵਿਕਲਪੀ ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ, ਵਰਣਨਾਤਮਕ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਅਤੇ ਇੰਟਰਵਿਊ। ਹੇਠਾਂ ਹਰ ਪੇਪਰ ਦਾ ਢਾਂਚਾ ਅਤੇ ਸਿਲੇਬਸ ਦਿੱਤਾ ਗਿਆ ਹੈ, ਨਾਲ ਹੀ ਹਰ ਹਿੱਸੇ ਬਾਰੇ ਸਾਡੇ ਨੋਟਸ ਦੇ ਲਿੰਕ ਵੀ।',
  },
  stages: [
    {
      key: 'prelims',
      title: { en: 'Preliminary Examination', pa: 'ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ' },
      summary: {
        en: 'Two objective papers of 200 marks each, two hours each, answered on an OMR sheet, with no negative marking. Paper I (General Studies) alone decides who goes through to the Main Examination; Paper II (CSAT) only has to be passed with 40 per cent. Prelims marks are not counted in the final merit.',
        pa: 'ਦੋ ਬਹੁ-ਵਿਕਲਪੀ ਪੇਪਰ, ਹਰੇਕ 200 ਅੰਕਾਂ ਅਤੇ ਦੋ ਘੰਟਿਆਂ ਦਾ, ਜਿਨ੍ਹਾਂ ਦੇ ਉੱਤਰ ਓਐੱਮਆਰ ਸ਼ੀਟ ਉੱਤੇ ਦਿੱਤੇ ਜਾਂਦੇ ਹਨ ਅਤੇ ਕੋਈ ਨੈਗੇਟਿਵ ਮਾਰਕਿੰਗ ਨਹੀਂ। ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਲਈ ਚੋਣ ਸਿਰਫ਼ ਪੇਪਰ I (ਜਨਰਲ ਸਟੱਡੀਜ਼) ਦੇ ਅੰਕਾਂ ਨਾਲ ਹੁੰਦੀ ਹੈ; ਪੇਪਰ II (ਸੀਸੈਟ) ਵਿੱਚ ਸਿਰਫ਼ 40 ਪ੍ਰਤੀਸ਼ਤ ਅੰਕ ਲੈ ਕੇ ਪਾਸ ਹੋਣਾ ਹੁੰਦਾ ਹੈ। ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਦੇ ਅੰਕ ਅੰਤਿਮ ਮੈਰਿਟ ਵਿੱਚ ਨਹੀਂ ਜੁੜਦੇ।',
      },
      papers: [
        {
          title: { en: 'Paper I: General Studies', pa: 'ਪੇਪਰ I: ਜਨਰਲ ਸਟੱਡੀਜ਼' },
          questions: 100,
          marksPerQuestion: 2,
          totalMarks: 200,
          durationMinutes: 120,
          negativeMarking: none,
          syllabus: {
            en: [
              'Everyday science: matter and the atom, acids, bases and salts, life processes, nutrition and disease, public health, motion, energy, light, sound, electricity, computers and telecommunication',
              'Environmental studies: the atmosphere and weather, climate change, water resources, biodiversity and its conservation, soils and crops, pollution',
              'Political theory and the international order: freedom, equality, justice, rights, citizenship and secularism; the United Nations and bodies such as the World Bank, IMF and WTO',
              'Indian polity: the Constitution, its schedules and key amendments, Panchayati Raj, elections and electoral reform',
              'History of India: ancient, medieval and modern India and the national movement',
              'Indian economy: growth, planning, agriculture, industry, money and banking, public finance',
              'Geography of India and the world',
              'Punjab: its geography, people, society and culture, history and economy',
              'Current events of national and international importance',
            ],
            pa: [
              'ਰੋਜ਼ਾਨਾ ਵਿਗਿਆਨ: ਪਦਾਰਥ ਅਤੇ ਪਰਮਾਣੂ, ਤੇਜ਼ਾਬ, ਖਾਰ ਅਤੇ ਲੂਣ, ਜੀਵਨ ਕਿਰਿਆਵਾਂ, ਪੋਸ਼ਣ ਅਤੇ ਬਿਮਾਰੀਆਂ, ਜਨ ਸਿਹਤ, ਗਤੀ, ਊਰਜਾ, ਪ੍ਰਕਾਸ਼, ਧੁਨੀ, ਬਿਜਲੀ, ਕੰਪਿਊਟਰ ਅਤੇ ਦੂਰਸੰਚਾਰ',
              'ਵਾਤਾਵਰਣ ਅਧਿਐਨ: ਵਾਯੂਮੰਡਲ ਅਤੇ ਮੌਸਮ, ਜਲਵਾਯੂ ਤਬਦੀਲੀ, ਜਲ ਸਰੋਤ, ਜੈਵ-ਵਿਭਿੰਨਤਾ ਅਤੇ ਉਸ ਦੀ ਸੰਭਾਲ, ਮਿੱਟੀਆਂ ਅਤੇ ਫ਼ਸਲਾਂ, ਪ੍ਰਦੂਸ਼ਣ',
              'ਰਾਜਨੀਤਕ ਸਿਧਾਂਤ ਅਤੇ ਅੰਤਰਰਾਸ਼ਟਰੀ ਵਿਵਸਥਾ: ਆਜ਼ਾਦੀ, ਬਰਾਬਰੀ, ਨਿਆਂ, ਅਧਿਕਾਰ, ਨਾਗਰਿਕਤਾ ਅਤੇ ਧਰਮ-ਨਿਰਪੱਖਤਾ; ਸੰਯੁਕਤ ਰਾਸ਼ਟਰ ਅਤੇ ਵਿਸ਼ਵ ਬੈਂਕ, ਆਈਐੱਮਐੱਫ਼ ਅਤੇ ਡਬਲਿਊਟੀਓ ਵਰਗੀਆਂ ਸੰਸਥਾਵਾਂ',
              'ਭਾਰਤੀ ਰਾਜ-ਵਿਵਸਥਾ: ਸੰਵਿਧਾਨ, ਉਸ ਦੀਆਂ ਅਨੁਸੂਚੀਆਂ ਅਤੇ ਮੁੱਖ ਸੋਧਾਂ, ਪੰਚਾਇਤੀ ਰਾਜ, ਚੋਣਾਂ ਅਤੇ ਚੋਣ ਸੁਧਾਰ',
              'ਭਾਰਤ ਦਾ ਇਤਿਹਾਸ: ਪ੍ਰਾਚੀਨ, ਮੱਧਕਾਲੀ ਅਤੇ ਆਧੁਨਿਕ ਭਾਰਤ ਅਤੇ ਰਾਸ਼ਟਰੀ ਅੰਦੋਲਨ',
              'ਭਾਰਤੀ ਅਰਥਚਾਰਾ: ਵਿਕਾਸ, ਯੋਜਨਾਬੰਦੀ, ਖੇਤੀਬਾੜੀ, ਉਦਯੋਗ, ਮੁਦਰਾ ਅਤੇ ਬੈਂਕਿੰਗ, ਜਨਤਕ ਵਿੱਤ',
              'ਭਾਰਤ ਅਤੇ ਵਿਸ਼ਵ ਦਾ ਭੂਗੋਲ',
              'ਪੰਜਾਬ: ਇਸ ਦਾ ਭੂਗੋਲ, ਲੋਕ, ਸਮਾਜ ਅਤੇ ਸੱਭਿਆਚਾਰ, ਇਤਿਹਾਸ ਅਤੇ ਅਰਥਚਾਰਾ',
              'ਰਾਸ਼ਟਰੀ ਅਤੇ ਅੰਤਰਰਾਸ਼ਟਰੀ ਮਹੱਤਤਾ ਦੀਆਂ ਮੌਜੂਦਾ ਘਟਨਾਵਾਂ',
            ],
          },
          topics: prelims('science', 'environment', 'polity', 'history', 'geography', 'punjab-gk'),
        },
        {
          title: { en: 'Paper II: Civil Services Aptitude Test (CSAT)', pa: 'ਪੇਪਰ II: ਸਿਵਲ ਸਰਵਿਸਿਜ਼ ਐਪਟੀਟਿਊਡ ਟੈਸਟ (ਸੀਸੈਟ)' },
          questions: 80,
          marksPerQuestion: 2.5,
          totalMarks: 200,
          durationMinutes: 120,
          negativeMarking: none,
          qualifyingPercent: 40,
          syllabus: {
            en: [
              'Comprehension',
              'Interpersonal skills, including communication skills',
              'Logical reasoning and analytical ability',
              'Decision making and problem solving',
              'General mental ability',
              'Basic numeracy (numbers and their relations, orders of magnitude) and data interpretation (charts, graphs, tables, data sufficiency)',
              'English language comprehension',
              'Punjabi language comprehension',
            ],
            pa: [
              'ਪਾਠ-ਬੋਧ (ਕੰਪ੍ਰੀਹੈਂਸ਼ਨ)',
              'ਆਪਸੀ ਵਿਹਾਰ ਦੇ ਹੁਨਰ, ਸੰਚਾਰ ਹੁਨਰ ਸਮੇਤ',
              'ਤਰਕ ਅਤੇ ਵਿਸ਼ਲੇਸ਼ਣ ਯੋਗਤਾ',
              'ਫ਼ੈਸਲਾ ਲੈਣਾ ਅਤੇ ਸਮੱਸਿਆ ਹੱਲ ਕਰਨਾ',
              'ਆਮ ਮਾਨਸਿਕ ਯੋਗਤਾ',
              'ਮੁੱਢਲੀ ਗਣਨਾ (ਸੰਖਿਆਵਾਂ ਅਤੇ ਉਨ੍ਹਾਂ ਦੇ ਸਬੰਧ, ਪਰਿਮਾਣ ਦਾ ਕ੍ਰਮ) ਅਤੇ ਅੰਕੜਿਆਂ ਦੀ ਵਿਆਖਿਆ (ਚਾਰਟ, ਗ੍ਰਾਫ਼, ਸਾਰਣੀਆਂ, ਅੰਕੜਿਆਂ ਦੀ ਲੋੜੀਂਦਗੀ)',
              'ਅੰਗਰੇਜ਼ੀ ਭਾਸ਼ਾ ਦਾ ਪਾਠ-ਬੋਧ',
              'ਪੰਜਾਬੀ ਭਾਸ਼ਾ ਦਾ ਪਾਠ-ਬੋਧ',
            ],
          },
          topics: prelims('csat'),
        },
      ],
    },
    {
      key: 'mains',
      title: { en: 'Main Examination', pa: 'ਮੁੱਖ ਪ੍ਰੀਖਿਆ' },
      summary: {
        en: 'Seven descriptive papers, 1,350 marks in all. The Punjabi and English papers are of 10+2 standard, and every paper, the language papers included, counts towards the final merit. Candidates who do well enough in the written papers are called for the interview.',
        pa: 'ਸੱਤ ਵਰਣਨਾਤਮਕ ਪੇਪਰ, ਕੁੱਲ 1,350 ਅੰਕ। ਪੰਜਾਬੀ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਦੇ ਪੇਪਰ 10+2 ਪੱਧਰ ਦੇ ਹਨ, ਅਤੇ ਭਾਸ਼ਾ ਦੇ ਪੇਪਰਾਂ ਸਮੇਤ ਹਰ ਪੇਪਰ ਦੇ ਅੰਕ ਅੰਤਿਮ ਮੈਰਿਟ ਵਿੱਚ ਜੁੜਦੇ ਹਨ। ਲਿਖਤੀ ਪੇਪਰਾਂ ਵਿੱਚ ਚੰਗੀ ਕਾਰਗੁਜ਼ਾਰੀ ਵਾਲੇ ਉਮੀਦਵਾਰਾਂ ਨੂੰ ਇੰਟਰਵਿਊ ਲਈ ਬੁਲਾਇਆ ਜਾਂਦਾ ਹੈ।',
      },
      papers: [
        {
          title: { en: 'Paper I: Punjabi (Gurmukhi script)', pa: 'ਪੇਪਰ I: ਪੰਜਾਬੀ (ਗੁਰਮੁਖੀ ਲਿਪੀ)' },
          totalMarks: 100,
          durationMinutes: 180,
          syllabus: {
            en: [
              'Comprehension of an unseen passage',
              'Precis writing',
              'Letter and essay writing',
              'Translation from English into Punjabi',
              'Grammar, vocabulary and correct usage',
            ],
            pa: ['ਅਣਡਿੱਠੇ ਪੈਰੇ ਦਾ ਪਾਠ-ਬੋਧ', 'ਸਾਰ-ਲੇਖਣ', 'ਚਿੱਠੀ ਅਤੇ ਲੇਖ ਰਚਨਾ', 'ਅੰਗਰੇਜ਼ੀ ਤੋਂ ਪੰਜਾਬੀ ਵਿੱਚ ਅਨੁਵਾਦ', 'ਵਿਆਕਰਣ, ਸ਼ਬਦਾਵਲੀ ਅਤੇ ਸ਼ੁੱਧ ਵਰਤੋਂ'],
          },
          topics: mains('punjabi-language'),
        },
        {
          title: { en: 'Paper II: English', pa: 'ਪੇਪਰ II: ਅੰਗਰੇਜ਼ੀ' },
          totalMarks: 100,
          durationMinutes: 180,
          syllabus: {
            en: [
              'Comprehension of an unseen passage',
              'Precis writing',
              'Letter and essay writing',
              'Translation from Punjabi into English',
              'Grammar, vocabulary and correct usage',
            ],
            pa: ['ਅਣਡਿੱਠੇ ਪੈਰੇ ਦਾ ਪਾਠ-ਬੋਧ', 'ਸਾਰ-ਲੇਖਣ', 'ਚਿੱਠੀ ਅਤੇ ਲੇਖ ਰਚਨਾ', 'ਪੰਜਾਬੀ ਤੋਂ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਅਨੁਵਾਦ', 'ਵਿਆਕਰਣ, ਸ਼ਬਦਾਵਲੀ ਅਤੇ ਸ਼ੁੱਧ ਵਰਤੋਂ'],
          },
          topics: mains('english-language'),
        },
        {
          title: { en: 'Paper III: Essay', pa: 'ਪੇਪਰ III: ਲੇਖ' },
          totalMarks: 150,
          durationMinutes: 180,
          syllabus: {
            en: [
              'Essays on subjects of national, international and Punjab interest, written in English or Punjabi',
              'Marks go to a clear argument, a sound structure, balance and precise expression',
            ],
            pa: ['ਰਾਸ਼ਟਰੀ, ਅੰਤਰਰਾਸ਼ਟਰੀ ਅਤੇ ਪੰਜਾਬ ਨਾਲ ਜੁੜੇ ਵਿਸ਼ਿਆਂ ਉੱਤੇ ਅੰਗਰੇਜ਼ੀ ਜਾਂ ਪੰਜਾਬੀ ਵਿੱਚ ਲੇਖ', 'ਅੰਕ ਸਪਸ਼ਟ ਦਲੀਲ, ਠੋਸ ਢਾਂਚੇ, ਸੰਤੁਲਨ ਅਤੇ ਸਟੀਕ ਪ੍ਰਗਟਾਵੇ ਨੂੰ ਮਿਲਦੇ ਹਨ'],
          },
          topics: mains('society', 'social-issues', 'punjab-gs'),
        },
        {
          title: { en: 'Paper IV: General Studies I (History, Geography and Society)', pa: 'ਪੇਪਰ IV: ਜਨਰਲ ਸਟੱਡੀਜ਼ I (ਇਤਿਹਾਸ, ਭੂਗੋਲ ਅਤੇ ਸਮਾਜ)' },
          totalMarks: 250,
          durationMinutes: 180,
          syllabus: {
            en: [
              "History: Indian art and culture, modern Indian history and the freedom struggle with Punjab's part in it, world history, and India after independence",
              'Geography: physical geography, the resources of India and Punjab, agriculture, population and settlement',
              'Society: salient features of Indian society, diversity, women, population, urbanisation, globalisation, communalism, regionalism and secularism',
            ],
            pa: [
              'ਇਤਿਹਾਸ: ਭਾਰਤੀ ਕਲਾ ਅਤੇ ਸੱਭਿਆਚਾਰ, ਆਧੁਨਿਕ ਭਾਰਤੀ ਇਤਿਹਾਸ ਅਤੇ ਆਜ਼ਾਦੀ ਸੰਘਰਸ਼ ਵਿੱਚ ਪੰਜਾਬ ਦਾ ਯੋਗਦਾਨ, ਵਿਸ਼ਵ ਇਤਿਹਾਸ, ਅਤੇ ਆਜ਼ਾਦੀ ਤੋਂ ਬਾਅਦ ਦਾ ਭਾਰਤ',
              'ਭੂਗੋਲ: ਭੌਤਿਕ ਭੂਗੋਲ, ਭਾਰਤ ਅਤੇ ਪੰਜਾਬ ਦੇ ਸਰੋਤ, ਖੇਤੀਬਾੜੀ, ਆਬਾਦੀ ਅਤੇ ਵਸੇਬਾ',
              'ਸਮਾਜ: ਭਾਰਤੀ ਸਮਾਜ ਦੀਆਂ ਮੁੱਖ ਵਿਸ਼ੇਸ਼ਤਾਵਾਂ, ਵਿਭਿੰਨਤਾ, ਔਰਤਾਂ, ਆਬਾਦੀ, ਸ਼ਹਿਰੀਕਰਨ, ਵਿਸ਼ਵੀਕਰਨ, ਫ਼ਿਰਕਾਪ੍ਰਸਤੀ, ਖੇਤਰਵਾਦ ਅਤੇ ਧਰਮ-ਨਿਰਪੱਖਤਾ',
            ],
          },
          topics: mains(
            'art-and-culture',
            'modern-history',
            'world-history',
            'post-independence-india',
            'geography',
            'society',
            'social-issues',
          ),
        },
        {
          title: {
            en: 'Paper V: General Studies II (Constitution and Polity, Governance and International Relations)',
            pa: 'ਪੇਪਰ V: ਜਨਰਲ ਸਟੱਡੀਜ਼ II (ਸੰਵਿਧਾਨ ਅਤੇ ਰਾਜ-ਵਿਵਸਥਾ, ਸ਼ਾਸਨ-ਪ੍ਰਬੰਧ ਅਤੇ ਅੰਤਰਰਾਸ਼ਟਰੀ ਸਬੰਧ)',
          },
          totalMarks: 250,
          durationMinutes: 180,
          syllabus: {
            en: [
              'The Indian Constitution and polity: its basic structure, federalism and Centre-State relations, Parliament and the state legislatures, the executive, the judiciary and constitutional bodies',
              'Governance: transparency and accountability, e-governance, the civil services, local self-government and welfare schemes for vulnerable sections',
              'International relations: India and its neighbours, the major powers, regional and global groupings, and the diaspora',
            ],
            pa: [
              'ਭਾਰਤੀ ਸੰਵਿਧਾਨ ਅਤੇ ਰਾਜ-ਵਿਵਸਥਾ: ਮੂਲ ਢਾਂਚਾ, ਸੰਘਵਾਦ ਅਤੇ ਕੇਂਦਰ-ਰਾਜ ਸਬੰਧ, ਸੰਸਦ ਅਤੇ ਰਾਜ ਵਿਧਾਨ ਸਭਾਵਾਂ, ਕਾਰਜਪਾਲਿਕਾ, ਨਿਆਂਪਾਲਿਕਾ ਅਤੇ ਸੰਵਿਧਾਨਕ ਸੰਸਥਾਵਾਂ',
              'ਸ਼ਾਸਨ-ਪ੍ਰਬੰਧ: ਪਾਰਦਰਸ਼ਤਾ ਅਤੇ ਜਵਾਬਦੇਹੀ, ਈ-ਗਵਰਨੈਂਸ, ਸਿਵਲ ਸੇਵਾਵਾਂ, ਸਥਾਨਕ ਸਵੈ-ਸ਼ਾਸਨ ਅਤੇ ਕਮਜ਼ੋਰ ਵਰਗਾਂ ਲਈ ਭਲਾਈ ਸਕੀਮਾਂ',
              'ਅੰਤਰਰਾਸ਼ਟਰੀ ਸਬੰਧ: ਭਾਰਤ ਅਤੇ ਉਸ ਦੇ ਗੁਆਂਢੀ, ਵੱਡੀਆਂ ਤਾਕਤਾਂ, ਖੇਤਰੀ ਅਤੇ ਵਿਸ਼ਵ ਪੱਧਰੀ ਸਮੂਹ, ਅਤੇ ਪਰਵਾਸੀ ਭਾਰਤੀ',
            ],
          },
          topics: mains('polity', 'governance', 'international-relations', 'social-issues'),
        },
        {
          title: {
            en: 'Paper VI: General Studies III (Economy, Statistics and Security Issues)',
            pa: 'ਪੇਪਰ VI: ਜਨਰਲ ਸਟੱਡੀਜ਼ III (ਅਰਥਚਾਰਾ, ਅੰਕੜਾ ਵਿਗਿਆਨ ਅਤੇ ਸੁਰੱਖਿਆ ਮੁੱਦੇ)',
          },
          totalMarks: 250,
          durationMinutes: 180,
          syllabus: {
            en: [
              'Economy: growth and planning, agriculture, industry, infrastructure, public finance, banking and inclusive development, with the economy of Punjab in focus',
              "Statistics: measures of central tendency and dispersion, correlation, index numbers, tables and graphs, and India's official statistics",
              'Security issues: internal security, border management, terrorism and its financing, organised crime, cyber security, and disaster management',
            ],
            pa: [
              'ਅਰਥਚਾਰਾ: ਵਿਕਾਸ ਅਤੇ ਯੋਜਨਾਬੰਦੀ, ਖੇਤੀਬਾੜੀ, ਉਦਯੋਗ, ਬੁਨਿਆਦੀ ਢਾਂਚਾ, ਜਨਤਕ ਵਿੱਤ, ਬੈਂਕਿੰਗ ਅਤੇ ਸਮਾਵੇਸ਼ੀ ਵਿਕਾਸ, ਪੰਜਾਬ ਦੇ ਅਰਥਚਾਰੇ ਉੱਤੇ ਖ਼ਾਸ ਧਿਆਨ ਨਾਲ',
              'ਅੰਕੜਾ ਵਿਗਿਆਨ: ਕੇਂਦਰੀ ਪ੍ਰਵਿਰਤੀ ਅਤੇ ਫੈਲਾਅ ਦੇ ਮਾਪ, ਸਹਿ-ਸਬੰਧ, ਸੂਚਕ ਅੰਕ, ਸਾਰਣੀਆਂ ਅਤੇ ਗ੍ਰਾਫ਼, ਅਤੇ ਭਾਰਤ ਦੇ ਸਰਕਾਰੀ ਅੰਕੜੇ',
              'ਸੁਰੱਖਿਆ ਮੁੱਦੇ: ਅੰਦਰੂਨੀ ਸੁਰੱਖਿਆ, ਸਰਹੱਦ ਪ੍ਰਬੰਧਨ, ਅੱਤਵਾਦ ਅਤੇ ਉਸ ਦੀ ਫ਼ੰਡਿੰਗ, ਸੰਗਠਿਤ ਅਪਰਾਧ, ਸਾਈਬਰ ਸੁਰੱਖਿਆ, ਅਤੇ ਆਫ਼ਤ ਪ੍ਰਬੰਧਨ',
            ],
          },
          topics: mains('economy', 'statistics', 'internal-security', 'disaster-management', 'punjab-gs'),
        },
        {
          title: {
            en: 'Paper VII: General Studies IV (Science and Technology, Environment, Problem Solving and Decision Making)',
            pa: 'ਪੇਪਰ VII: ਜਨਰਲ ਸਟੱਡੀਜ਼ IV (ਵਿਗਿਆਨ ਅਤੇ ਤਕਨਾਲੋਜੀ, ਵਾਤਾਵਰਣ, ਸਮੱਸਿਆ ਹੱਲ ਅਤੇ ਫ਼ੈਸਲਾ ਲੈਣਾ)',
          },
          totalMarks: 250,
          durationMinutes: 180,
          syllabus: {
            en: [
              'Science and technology: space, nuclear energy, biotechnology, information technology and health, and their use in daily life and in governance',
              'Environment: conservation, pollution, climate change, environmental impact assessment and sustainable development',
              'Problem solving and decision making: administrative case studies that call for sound and ethical judgement',
            ],
            pa: [
              'ਵਿਗਿਆਨ ਅਤੇ ਤਕਨਾਲੋਜੀ: ਪੁਲਾੜ, ਪਰਮਾਣੂ ਊਰਜਾ, ਜੈਵ-ਤਕਨਾਲੋਜੀ, ਸੂਚਨਾ ਤਕਨਾਲੋਜੀ ਅਤੇ ਸਿਹਤ, ਅਤੇ ਰੋਜ਼ਾਨਾ ਜੀਵਨ ਤੇ ਸ਼ਾਸਨ ਵਿੱਚ ਇਨ੍ਹਾਂ ਦੀ ਵਰਤੋਂ',
              'ਵਾਤਾਵਰਣ: ਸੰਭਾਲ, ਪ੍ਰਦੂਸ਼ਣ, ਜਲਵਾਯੂ ਤਬਦੀਲੀ, ਵਾਤਾਵਰਣ ਪ੍ਰਭਾਵ ਮੁਲਾਂਕਣ ਅਤੇ ਟਿਕਾਊ ਵਿਕਾਸ',
              'ਸਮੱਸਿਆ ਹੱਲ ਅਤੇ ਫ਼ੈਸਲਾ ਲੈਣਾ: ਪ੍ਰਸ਼ਾਸਨਿਕ ਕੇਸ ਅਧਿਐਨ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਸੂਝਵਾਨ ਅਤੇ ਨੈਤਿਕ ਨਿਰਣੇ ਦੀ ਲੋੜ ਹੁੰਦੀ ਹੈ',
            ],
          },
          topics: mains('science', 'environment', 'disaster-management', 'ethics'),
        },
      ],
    },
    {
      key: 'interview',
      title: { en: 'Interview', pa: 'ਇੰਟਰਵਿਊ' },
      summary: {
        en: 'A personality test of 150 marks for the candidates shortlisted on the written Main Examination. Its marks are added to the 1,350 of the written papers, and the final merit list is drawn up out of 1,500.',
        pa: 'ਲਿਖਤੀ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਆਧਾਰ ਉੱਤੇ ਚੁਣੇ ਉਮੀਦਵਾਰਾਂ ਦਾ 150 ਅੰਕਾਂ ਦਾ ਸ਼ਖ਼ਸੀਅਤ ਟੈਸਟ। ਇਸ ਦੇ ਅੰਕ ਲਿਖਤੀ ਪੇਪਰਾਂ ਦੇ 1,350 ਅੰਕਾਂ ਵਿੱਚ ਜੁੜਦੇ ਹਨ, ਅਤੇ ਅੰਤਿਮ ਮੈਰਿਟ ਸੂਚੀ 1,500 ਵਿੱਚੋਂ ਬਣਦੀ ਹੈ।',
      },
      papers: [
        {
          title: { en: 'Interview (personality test)', pa: 'ਇੰਟਰਵਿਊ (ਸ਼ਖ਼ਸੀਅਤ ਟੈਸਟ)' },
          totalMarks: 150,
          syllabus: {
            en: [
              'Awareness of the affairs of Punjab, India and the world',
              'Clarity of expression, balance of judgement and qualities of leadership',
              'Suitability for a career in public service, including integrity and empathy',
            ],
            pa: [
              'ਪੰਜਾਬ, ਭਾਰਤ ਅਤੇ ਵਿਸ਼ਵ ਦੇ ਮਾਮਲਿਆਂ ਬਾਰੇ ਜਾਗਰੂਕਤਾ',
              'ਪ੍ਰਗਟਾਵੇ ਦੀ ਸਪਸ਼ਟਤਾ, ਸੰਤੁਲਿਤ ਨਿਰਣਾ ਅਤੇ ਅਗਵਾਈ ਦੇ ਗੁਣ',
              'ਲੋਕ ਸੇਵਾ ਦੇ ਕਰੀਅਰ ਲਈ ਯੋਗਤਾ, ਇਮਾਨਦਾਰੀ ਅਤੇ ਹਮਦਰਦੀ ਸਮੇਤ',
            ],
          },
          topics: mains('punjab-gs', 'ethics'),
        },
      ],
    },
  ],
  notes: [
    {
      en: "Eligibility: a bachelor's degree from a recognised university, and Matriculation with Punjabi as a compulsory or elective subject, or an equivalent examination in Punjabi specified by the Government.",
      pa: 'ਯੋਗਤਾ: ਕਿਸੇ ਮਾਨਤਾ ਪ੍ਰਾਪਤ ਯੂਨੀਵਰਸਿਟੀ ਤੋਂ ਗ੍ਰੈਜੂਏਸ਼ਨ ਦੀ ਡਿਗਰੀ, ਅਤੇ ਲਾਜ਼ਮੀ ਜਾਂ ਚੋਣਵੇਂ ਵਿਸ਼ੇ ਵਜੋਂ ਪੰਜਾਬੀ ਨਾਲ ਮੈਟ੍ਰਿਕ, ਜਾਂ ਸਰਕਾਰ ਵੱਲੋਂ ਨਿਰਧਾਰਤ ਪੰਜਾਬੀ ਦੀ ਬਰਾਬਰ ਦੀ ਪ੍ਰੀਖਿਆ।',
    },
    {
      en: 'The Preliminary Examination only screens candidates: about thirteen times as many candidates as there are vacancies are admitted to the Main Examination, and Prelims marks are not added to the final merit.',
      pa: 'ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਸਿਰਫ਼ ਛਾਂਟੀ ਲਈ ਹੈ: ਅਸਾਮੀਆਂ ਦੀ ਗਿਣਤੀ ਤੋਂ ਲਗਭਗ ਤੇਰਾਂ ਗੁਣਾ ਉਮੀਦਵਾਰ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਲਈ ਚੁਣੇ ਜਾਂਦੇ ਹਨ, ਅਤੇ ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਦੇ ਅੰਕ ਅੰਤਿਮ ਮੈਰਿਟ ਵਿੱਚ ਨਹੀਂ ਜੁੜਦੇ।',
    },
    {
      en: 'The Prelims question papers are printed in English and Punjabi, except for questions that test language skills. Candidates with disabilities get 40 extra minutes for each Prelims paper.',
      pa: 'ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਦੇ ਪ੍ਰਸ਼ਨ-ਪੱਤਰ ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ ਦੋਹਾਂ ਵਿੱਚ ਛਪਦੇ ਹਨ, ਸਿਵਾਏ ਉਨ੍ਹਾਂ ਪ੍ਰਸ਼ਨਾਂ ਦੇ ਜੋ ਭਾਸ਼ਾ ਦੀ ਮੁਹਾਰਤ ਪਰਖਦੇ ਹਨ। ਦਿਵਿਆਂਗ ਉਮੀਦਵਾਰਾਂ ਨੂੰ ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਦੇ ਹਰ ਪੇਪਰ ਲਈ 40 ਮਿੰਟ ਵਾਧੂ ਮਿਲਦੇ ਹਨ।',
    },
    {
      en: 'Recent notifications have also required at least 25 per cent in each Main paper and 45 per cent in the aggregate. The notification for your year is the final word on marks, age limits and the number of attempts.',
      pa: 'ਹਾਲੀਆ ਨੋਟੀਫ਼ਿਕੇਸ਼ਨਾਂ ਵਿੱਚ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਹਰ ਪੇਪਰ ਵਿੱਚ ਘੱਟੋ-ਘੱਟ 25 ਪ੍ਰਤੀਸ਼ਤ ਅਤੇ ਕੁੱਲ ਮਿਲਾ ਕੇ 45 ਪ੍ਰਤੀਸ਼ਤ ਅੰਕਾਂ ਦੀ ਸ਼ਰਤ ਵੀ ਰੱਖੀ ਗਈ ਹੈ। ਅੰਕਾਂ, ਉਮਰ-ਹੱਦ ਅਤੇ ਮੌਕਿਆਂ ਦੀ ਗਿਣਤੀ ਬਾਰੇ ਤੁਹਾਡੇ ਸਾਲ ਦਾ ਨੋਟੀਫ਼ਿਕੇਸ਼ਨ ਹੀ ਅੰਤਿਮ ਮੰਨਿਆ ਜਾਂਦਾ ਹੈ।',
    },
  ],
}
