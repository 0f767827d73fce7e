import type { TopicSeed } from './types'

/**
 * Study topics for the Punjab PCS (PPSC Civil Services) course: 7 Prelims topics followed by 20 Mains topics.
 * Each topic carries a bilingual title and overview and structured study notes in English and Punjabi (Gurmukhi).
 */
export const topics: TopicSeed[] = [
  // ---------------------------------------------------------------- PRELIMS ----------------------------------------------------------------
  {
    key: 'csat',
    stage: 'prelims',
    title: { en: 'CSAT', pa: 'ਸੀਸੈਟ' },
    overview: {
      en: 'The Civil Services Aptitude Test is Paper II of the PPSC Preliminary Examination: 80 objective questions on comprehension in English and Punjabi, basic numeracy, data interpretation, logical reasoning and decision making. It is a qualifying paper, so it does not count towards the Prelims merit, but a candidate who misses the qualifying mark is out of the race however well the GS paper went.',
      pa: 'ਸਿਵਲ ਸਰਵਿਸਿਜ਼ ਐਪਟੀਟਿਊਡ ਟੈਸਟ (ਸੀਸੈਟ) ਪੀ.ਪੀ.ਐੱਸ.ਸੀ. ਦੀ ਮੁੱਢਲੀ ਪ੍ਰੀਖਿਆ ਦਾ ਪੇਪਰ-2 ਹੈ, ਜਿਸ ਵਿੱਚ ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ ਸਮਝ, ਮੁੱਢਲੀ ਗਣਿਤ, ਅੰਕੜਿਆਂ ਦੀ ਵਿਆਖਿਆ, ਤਰਕ ਸ਼ਕਤੀ ਅਤੇ ਫ਼ੈਸਲਾ ਲੈਣ ਦੀ ਯੋਗਤਾ ਬਾਰੇ 80 ਬਹੁ-ਵਿਕਲਪੀ ਪ੍ਰਸ਼ਨ ਹੁੰਦੇ ਹਨ। ਇਹ ਕੁਆਲੀਫਾਈਂਗ ਪੇਪਰ ਹੈ, ਇਸ ਲਈ ਇਸ ਦੇ ਅੰਕ ਮੈਰਿਟ ਵਿੱਚ ਨਹੀਂ ਜੁੜਦੇ, ਪਰ ਜੇ ਉਮੀਦਵਾਰ ਘੱਟੋ-ਘੱਟ ਅੰਕ ਨਾ ਲੈ ਸਕੇ ਤਾਂ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਵਿੱਚ ਚੰਗੇ ਅੰਕਾਂ ਦੇ ਬਾਵਜੂਦ ਉਹ ਮੇਨਜ਼ ਲਈ ਨਹੀਂ ਚੁਣਿਆ ਜਾਂਦਾ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'CSAT (Paper II): Pattern, Formulas and Strategy' },
        { type: 'h3', text: 'The paper at a glance' },
        {
          type: 'p',
          text: 'CSAT is the second paper of the PPSC Preliminary Examination. It has 80 multiple-choice questions of 2.5 marks each (200 marks in all) to be answered in two hours. The paper is qualifying: a candidate must reach the minimum mark fixed by the Commission (40 per cent in recent notifications), but only the General Studies paper decides the Prelims merit list. The syllabus covers five broad areas:',
        },
        {
          type: 'ul',
          items: [
            'Comprehension in English and Punjabi, with vocabulary (synonyms, antonyms), grammar and sentence formation.',
            'Basic numeracy: number system, percentages, ratio and proportion, averages, profit and loss, interest, time-speed-distance, time and work.',
            'Data interpretation from tables, bar graphs, line graphs, pie charts and simple spreadsheets.',
            'Logical reasoning and analytical ability: series, coding-decoding, blood relations, directions, syllogisms, seating arrangements.',
            'Interpersonal and communication skills, and decision making in administrative situations.',
          ],
        },
        { type: 'h3', text: 'Formula sheet for quantitative aptitude' },
        {
          type: 'table',
          header: ['Topic', 'Formula or rule', 'Quick example'],
          rows: [
            ['Percentage change', '(New - Old) / Old x 100', 'Price rises from 80 to 100: 20/80 x 100 = 25%'],
            ['Successive change', 'Net change % = a + b + ab/100', '+20% then -10%: 20 - 10 - 2 = 8% rise'],
            ['Profit and loss', 'Profit % = Profit / CP x 100; SP = CP x (100 + Profit %) / 100', 'CP 500 with 20% profit: SP = 600'],
            ['Simple interest', 'SI = P x R x T / 100', '2,000 at 5% for 3 years: SI = 300'],
            ['Compound interest', 'A = P (1 + R/100)^T; CI = A - P', '1,000 at 10% for 2 years: A = 1,210'],
            ['Speed, distance, time', 'Distance = Speed x Time; km/h x 5/18 = m/s', '72 km/h = 20 m/s'],
            ['Average speed over equal distances', '2xy / (x + y)', '40 km/h and 60 km/h: 48 km/h'],
            ['Time and work', 'A and B together finish in ab / (a + b) days', 'A alone 10 days, B alone 15 days: 6 days'],
            ['Average', 'Sum of observations / number of observations', 'Average of 4, 6, 8, 10 = 7'],
          ],
        },
        { type: 'h3', text: 'Logical reasoning: areas and approach' },
        {
          type: 'ol',
          items: [
            'Number and letter series: look for differences, ratios, squares and cubes, and alternating patterns.',
            'Coding-decoding: write letter positions (A = 1 ... Z = 26) and check whether the code shifts forward, backward or reverses.',
            'Blood relations: draw a family tree with signs for male, female and each generation before answering.',
            'Direction sense: sketch the path; a person facing north who turns right is facing east.',
            'Syllogisms: use Venn diagrams and accept only conclusions that hold in every possible diagram.',
            'Seating arrangements and puzzles: fix the most definite clue first and fill in the rest around it.',
          ],
        },
        { type: 'h3', text: 'Strategy for the PPSC CSAT' },
        {
          type: 'p',
          text: 'The paper is printed in English and Punjabi, except for questions that test proficiency in a language, so read each passage in the language you are quicker in. Eighty questions in 120 minutes leaves about 90 seconds per question: attempt comprehension and decision-making items first, since they are usually scoring, then numeracy, data interpretation and reasoning. Practise full-length timed papers every week, keep a list of your own calculation errors, and never treat CSAT as a formality, because falling short of the qualifying mark cancels an otherwise good GS score.',
        },
      ],
      pa: [
        { type: 'h2', text: 'ਸੀਸੈਟ (ਪੇਪਰ-2): ਪੈਟਰਨ, ਫ਼ਾਰਮੂਲੇ ਅਤੇ ਰਣਨੀਤੀ' },
        { type: 'h3', text: 'ਪੇਪਰ ਇੱਕ ਨਜ਼ਰ ਵਿੱਚ' },
        {
          type: 'p',
          text: 'ਸੀਸੈਟ ਪੀ.ਪੀ.ਐੱਸ.ਸੀ. ਦੀ ਮੁੱਢਲੀ ਪ੍ਰੀਖਿਆ ਦਾ ਦੂਜਾ ਪੇਪਰ ਹੈ। ਇਸ ਵਿੱਚ 2.5 ਅੰਕਾਂ ਵਾਲੇ 80 ਬਹੁ-ਵਿਕਲਪੀ ਪ੍ਰਸ਼ਨ (ਕੁੱਲ 200 ਅੰਕ) ਹੁੰਦੇ ਹਨ, ਜਿਨ੍ਹਾਂ ਨੂੰ ਦੋ ਘੰਟਿਆਂ ਵਿੱਚ ਹੱਲ ਕਰਨਾ ਹੁੰਦਾ ਹੈ। ਇਹ ਪੇਪਰ ਕੁਆਲੀਫਾਈਂਗ ਹੈ: ਉਮੀਦਵਾਰ ਨੂੰ ਕਮਿਸ਼ਨ ਵੱਲੋਂ ਨਿਰਧਾਰਿਤ ਘੱਟੋ-ਘੱਟ ਅੰਕ (ਹਾਲੀਆ ਨੋਟੀਫਿਕੇਸ਼ਨਾਂ ਵਿੱਚ 40 ਪ੍ਰਤੀਸ਼ਤ) ਲੈਣੇ ਪੈਂਦੇ ਹਨ, ਪਰ ਮੁੱਢਲੀ ਪ੍ਰੀਖਿਆ ਦੀ ਮੈਰਿਟ ਸਿਰਫ਼ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ ਨਾਲ ਬਣਦੀ ਹੈ। ਸਿਲੇਬਸ ਦੇ ਪੰਜ ਮੁੱਖ ਹਿੱਸੇ ਹਨ:',
        },
        {
          type: 'ul',
          items: [
            'ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ ਪੈਰ੍ਹਿਆਂ ਦੀ ਸਮਝ, ਸ਼ਬਦਾਵਲੀ (ਸਮਾਨਾਰਥੀ, ਵਿਰੋਧੀ ਸ਼ਬਦ), ਵਿਆਕਰਨ ਅਤੇ ਵਾਕ-ਰਚਨਾ।',
            'ਮੁੱਢਲੀ ਗਣਿਤ: ਸੰਖਿਆ ਪ੍ਰਣਾਲੀ, ਪ੍ਰਤੀਸ਼ਤ, ਅਨੁਪਾਤ, ਔਸਤ, ਲਾਭ-ਹਾਨੀ, ਵਿਆਜ, ਸਮਾਂ-ਚਾਲ-ਦੂਰੀ, ਸਮਾਂ ਅਤੇ ਕੰਮ।',
            'ਸਾਰਣੀਆਂ, ਬਾਰ ਗ੍ਰਾਫ਼, ਰੇਖਾ ਗ੍ਰਾਫ਼, ਪਾਈ ਚਾਰਟ ਅਤੇ ਸਪ੍ਰੈੱਡਸ਼ੀਟ ਤੋਂ ਅੰਕੜਿਆਂ ਦੀ ਵਿਆਖਿਆ।',
            'ਤਰਕ ਅਤੇ ਵਿਸ਼ਲੇਸ਼ਣ ਯੋਗਤਾ: ਲੜੀਆਂ, ਕੋਡਿੰਗ-ਡੀਕੋਡਿੰਗ, ਖ਼ੂਨ ਦੇ ਰਿਸ਼ਤੇ, ਦਿਸ਼ਾਵਾਂ, ਸਿਲੋਜਿਜ਼ਮ, ਬੈਠਣ ਦੀ ਤਰਤੀਬ।',
            'ਆਪਸੀ ਵਿਹਾਰ ਅਤੇ ਸੰਚਾਰ ਹੁਨਰ, ਅਤੇ ਪ੍ਰਸ਼ਾਸਕੀ ਹਾਲਾਤ ਵਿੱਚ ਫ਼ੈਸਲਾ ਲੈਣ ਦੀ ਯੋਗਤਾ।',
          ],
        },
        { type: 'h3', text: 'ਗਣਿਤ ਲਈ ਫ਼ਾਰਮੂਲਾ ਸ਼ੀਟ' },
        {
          type: 'table',
          header: ['ਵਿਸ਼ਾ', 'ਫ਼ਾਰਮੂਲਾ ਜਾਂ ਨਿਯਮ', 'ਛੋਟੀ ਉਦਾਹਰਨ'],
          rows: [
            ['ਪ੍ਰਤੀਸ਼ਤ ਤਬਦੀਲੀ', '(ਨਵਾਂ - ਪੁਰਾਣਾ) / ਪੁਰਾਣਾ x 100', 'ਕੀਮਤ 80 ਤੋਂ 100: 20/80 x 100 = 25%'],
            ['ਲਗਾਤਾਰ ਤਬਦੀਲੀ', 'ਕੁੱਲ ਤਬਦੀਲੀ % = a + b + ab/100', '+20% ਫਿਰ -10%: 20 - 10 - 2 = 8% ਵਾਧਾ'],
            ['ਲਾਭ ਅਤੇ ਹਾਨੀ', 'ਲਾਭ % = ਲਾਭ / ਖ਼ਰੀਦ ਮੁੱਲ x 100; ਵੇਚ ਮੁੱਲ = ਖ਼ਰੀਦ ਮੁੱਲ x (100 + ਲਾਭ %) / 100', 'ਖ਼ਰੀਦ ਮੁੱਲ 500, ਲਾਭ 20%: ਵੇਚ ਮੁੱਲ = 600'],
            ['ਸਧਾਰਨ ਵਿਆਜ', 'SI = P x R x T / 100', '2,000 ਉੱਤੇ 5% ਦਰ ਨਾਲ 3 ਸਾਲ: SI = 300'],
            ['ਮਿਸ਼ਰਤ ਵਿਆਜ', 'A = P (1 + R/100)^T; CI = A - P', '1,000 ਉੱਤੇ 10% ਦਰ ਨਾਲ 2 ਸਾਲ: A = 1,210'],
            ['ਚਾਲ, ਦੂਰੀ, ਸਮਾਂ', 'ਦੂਰੀ = ਚਾਲ x ਸਮਾਂ; ਕਿ.ਮੀ./ਘੰਟਾ x 5/18 = ਮੀ./ਸਕਿੰਟ', '72 ਕਿ.ਮੀ./ਘੰਟਾ = 20 ਮੀ./ਸਕਿੰਟ'],
            ['ਬਰਾਬਰ ਦੂਰੀਆਂ ਲਈ ਔਸਤ ਚਾਲ', '2xy / (x + y)', '40 ਅਤੇ 60 ਕਿ.ਮੀ./ਘੰਟਾ: 48 ਕਿ.ਮੀ./ਘੰਟਾ'],
            ['ਸਮਾਂ ਅਤੇ ਕੰਮ', 'A ਅਤੇ B ਇਕੱਠੇ ab / (a + b) ਦਿਨਾਂ ਵਿੱਚ', 'A ਇਕੱਲਾ 10 ਦਿਨ, B ਇਕੱਲਾ 15 ਦਿਨ: 6 ਦਿਨ'],
            ['ਔਸਤ', 'ਅੰਕਾਂ ਦਾ ਜੋੜ / ਅੰਕਾਂ ਦੀ ਗਿਣਤੀ', '4, 6, 8, 10 ਦੀ ਔਸਤ = 7'],
          ],
        },
        { type: 'h3', text: 'ਤਰਕ ਸ਼ਕਤੀ: ਹਿੱਸੇ ਅਤੇ ਤਰੀਕਾ' },
        {
          type: 'ol',
          items: [
            'ਸੰਖਿਆ ਅਤੇ ਅੱਖਰ ਲੜੀਆਂ: ਅੰਤਰ, ਅਨੁਪਾਤ, ਵਰਗ-ਘਣ ਅਤੇ ਬਦਲਵੇਂ ਪੈਟਰਨ ਵੇਖੋ।',
            'ਕੋਡਿੰਗ-ਡੀਕੋਡਿੰਗ: ਅੱਖਰਾਂ ਦੀਆਂ ਥਾਵਾਂ (A = 1 ... Z = 26) ਲਿਖੋ ਅਤੇ ਵੇਖੋ ਕਿ ਕੋਡ ਅੱਗੇ, ਪਿੱਛੇ ਜਾਂ ਉਲਟਾ ਚੱਲਦਾ ਹੈ।',
            'ਖ਼ੂਨ ਦੇ ਰਿਸ਼ਤੇ: ਜਵਾਬ ਦੇਣ ਤੋਂ ਪਹਿਲਾਂ ਮਰਦ, ਔਰਤ ਅਤੇ ਪੀੜ੍ਹੀਆਂ ਦੇ ਚਿੰਨ੍ਹਾਂ ਨਾਲ ਪਰਿਵਾਰਕ ਰੁੱਖ ਬਣਾਓ।',
            'ਦਿਸ਼ਾ ਗਿਆਨ: ਰਸਤੇ ਦਾ ਚਿੱਤਰ ਬਣਾਓ; ਉੱਤਰ ਵੱਲ ਮੂੰਹ ਕਰਕੇ ਸੱਜੇ ਮੁੜਨ ਵਾਲਾ ਵਿਅਕਤੀ ਪੂਰਬ ਵੱਲ ਹੁੰਦਾ ਹੈ।',
            'ਸਿਲੋਜਿਜ਼ਮ: ਵੈੱਨ ਚਿੱਤਰ ਵਰਤੋ ਅਤੇ ਸਿਰਫ਼ ਉਹੀ ਸਿੱਟਾ ਮੰਨੋ ਜੋ ਹਰ ਸੰਭਵ ਚਿੱਤਰ ਵਿੱਚ ਸਹੀ ਹੋਵੇ।',
            'ਬੈਠਣ ਦੀ ਤਰਤੀਬ ਅਤੇ ਪਹੇਲੀਆਂ: ਸਭ ਤੋਂ ਪੱਕਾ ਸੁਰਾਗ ਪਹਿਲਾਂ ਲਗਾਓ ਅਤੇ ਬਾਕੀ ਉਸ ਦੇ ਦੁਆਲੇ ਭਰੋ।',
          ],
        },
        { type: 'h3', text: 'ਪੀ.ਪੀ.ਐੱਸ.ਸੀ. ਸੀਸੈਟ ਲਈ ਰਣਨੀਤੀ' },
        {
          type: 'p',
          text: 'ਪੇਪਰ ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ ਦੋਵਾਂ ਵਿੱਚ ਛਪਦਾ ਹੈ, ਸਿਵਾਏ ਉਨ੍ਹਾਂ ਪ੍ਰਸ਼ਨਾਂ ਦੇ ਜੋ ਕਿਸੇ ਭਾਸ਼ਾ ਦੀ ਮੁਹਾਰਤ ਪਰਖਦੇ ਹਨ, ਇਸ ਲਈ ਪੈਰ੍ਹਾ ਉਸ ਭਾਸ਼ਾ ਵਿੱਚ ਪੜ੍ਹੋ ਜਿਸ ਵਿੱਚ ਤੁਸੀਂ ਤੇਜ਼ ਹੋ। 120 ਮਿੰਟਾਂ ਵਿੱਚ 80 ਪ੍ਰਸ਼ਨਾਂ ਦਾ ਅਰਥ ਹੈ ਹਰ ਪ੍ਰਸ਼ਨ ਲਈ ਲਗਭਗ 90 ਸਕਿੰਟ: ਪਹਿਲਾਂ ਸਮਝ ਅਤੇ ਫ਼ੈਸਲਾ ਲੈਣ ਵਾਲੇ ਪ੍ਰਸ਼ਨ ਕਰੋ, ਫਿਰ ਗਣਿਤ, ਅੰਕੜਾ ਵਿਆਖਿਆ ਅਤੇ ਤਰਕ। ਹਰ ਹਫ਼ਤੇ ਪੂਰੇ ਸਮੇਂ ਦੇ ਅਭਿਆਸ ਪੇਪਰ ਹੱਲ ਕਰੋ, ਆਪਣੀਆਂ ਹਿਸਾਬੀ ਗ਼ਲਤੀਆਂ ਦੀ ਸੂਚੀ ਰੱਖੋ, ਅਤੇ ਸੀਸੈਟ ਨੂੰ ਕਦੇ ਵੀ ਰਸਮੀ ਪੇਪਰ ਨਾ ਸਮਝੋ, ਕਿਉਂਕਿ ਕੁਆਲੀਫਾਈਂਗ ਅੰਕ ਨਾ ਆਉਣ ਨਾਲ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਦੇ ਚੰਗੇ ਅੰਕ ਵੀ ਬੇਅਰਥ ਹੋ ਜਾਂਦੇ ਹਨ।',
        },
      ],
    },
  },
  {
    key: 'environment',
    stage: 'prelims',
    title: { en: 'Environment', pa: 'ਵਾਤਾਵਰਣ' },
    overview: {
      en: "Environmental studies in Prelims GS Paper I covers ecology, biodiversity and its conservation, climate change, pollution and the laws and international conventions that govern them. PPSC regularly adds a Punjab angle: the state's Ramsar wetlands, protected areas and state symbols, and problems such as stubble burning and falling groundwater.",
      pa: 'ਮੁੱਢਲੀ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-1 ਵਿੱਚ ਵਾਤਾਵਰਣ ਅਧਿਐਨ ਅਧੀਨ ਪਰਿਸਥਿਤੀ ਵਿਗਿਆਨ, ਜੈਵਿਕ ਵਿਭਿੰਨਤਾ ਅਤੇ ਉਸ ਦੀ ਸੰਭਾਲ, ਜਲਵਾਯੂ ਤਬਦੀਲੀ, ਪ੍ਰਦੂਸ਼ਣ ਅਤੇ ਇਨ੍ਹਾਂ ਨਾਲ ਜੁੜੇ ਕਾਨੂੰਨ ਤੇ ਅੰਤਰਰਾਸ਼ਟਰੀ ਸੰਧੀਆਂ ਆਉਂਦੀਆਂ ਹਨ। ਪੀ.ਪੀ.ਐੱਸ.ਸੀ. ਅਕਸਰ ਪੰਜਾਬ ਨਾਲ ਜੁੜੇ ਪ੍ਰਸ਼ਨ ਪੁੱਛਦਾ ਹੈ: ਰਾਜ ਦੀਆਂ ਰਾਮਸਰ ਜਲਗਾਹਾਂ, ਸੁਰੱਖਿਅਤ ਖੇਤਰ, ਰਾਜ ਚਿੰਨ੍ਹ, ਅਤੇ ਪਰਾਲੀ ਸਾੜਨ ਤੇ ਡਿੱਗਦੇ ਜ਼ਮੀਨੀ ਪਾਣੀ ਵਰਗੀਆਂ ਸਮੱਸਿਆਵਾਂ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'Environment and Ecology: Core Concepts for Prelims' },
        { type: 'h3', text: 'Ecology basics' },
        {
          type: 'p',
          text: "An ecosystem is a functional unit in which living organisms interact with each other and with their physical surroundings. Energy flows one way, from producers (green plants) to herbivores and then to carnivores, while nutrients such as carbon and nitrogen are recycled through decomposers. Only about 10 per cent of the energy at one trophic level passes to the next (Lindeman's ten per cent law), which is why food chains rarely have more than four or five links.",
        },
        {
          type: 'ul',
          items: [
            'Biodiversity is studied at three levels: genetic, species and ecosystem diversity.',
            'In-situ conservation protects species in their natural habitat (national parks, wildlife sanctuaries, conservation and community reserves, biosphere reserves); ex-situ conservation protects them outside it (zoos, botanical gardens, seed and gene banks).',
            'India includes parts of four global biodiversity hotspots: the Himalaya, Indo-Burma, the Western Ghats and Sri Lanka, and Sundaland (Nicobar Islands).',
            'The main greenhouse gases are carbon dioxide, methane, nitrous oxide, water vapour and fluorinated gases; ozone in the stratosphere shields life from ultraviolet radiation.',
          ],
        },
        { type: 'h3', text: 'Key environmental laws and conventions' },
        {
          type: 'table',
          header: ['Law or convention', 'Year', 'Key point'],
          rows: [
            ['Wild Life (Protection) Act', '1972', 'Schedules of protected species; legal basis for sanctuaries and national parks'],
            ['Water (Prevention and Control of Pollution) Act', '1974', 'Set up the Central and State Pollution Control Boards'],
            [
              'Forest (Conservation) Act',
              '1980',
              'Central approval needed to divert forest land; renamed Van (Sanrakshan Evam Samvardhan) Adhiniyam in 2023',
            ],
            ['Air (Prevention and Control of Pollution) Act', '1981', 'Air quality regulation through the pollution control boards'],
            ['Environment (Protection) Act', '1986', 'Umbrella law enacted after the Bhopal gas tragedy'],
            ['Biological Diversity Act', '2002', 'Implements the Convention on Biological Diversity; National Biodiversity Authority'],
            ['National Green Tribunal Act', '2010', 'Specialised tribunal for environmental cases'],
            ['Ramsar Convention', '1971', 'Wetlands of international importance; signed at Ramsar, Iran'],
            ['Montreal Protocol', '1987', 'Phase-out of ozone-depleting substances; Kigali Amendment (2016) covers HFCs'],
            ['Paris Agreement', '2015', 'Keep warming well below 2 degrees C and pursue efforts to limit it to 1.5 degrees C'],
          ],
        },
        { type: 'h3', text: 'Punjab: wetlands, wildlife and state symbols' },
        {
          type: 'p',
          text: 'Punjab has six Ramsar sites: Harike (at the confluence of the Beas and the Sutlej, designated in 1990), Kanjli (on the Kali Bein in Kapurthala) and Ropar (on the Sutlej), both designated in 2002, and three sites added in 2019: Keshopur-Miani Community Reserve (Gurdaspur), Beas Conservation Reserve and Nangal Wildlife Sanctuary. The Beas Conservation Reserve shelters the endangered Indus river dolphin, which Punjab declared its state aquatic animal in 2019.',
        },
        {
          type: 'ul',
          items: [
            'State animal: blackbuck; state bird: northern goshawk (baaz); state tree: shisham (Dalbergia sissoo); state aquatic animal: Indus river dolphin.',
            'Abohar Wildlife Sanctuary (Fazilka) is an open sanctuary spread over village lands, where the Bishnoi community protects the blackbuck.',
            'Other protected areas include Bir Moti Bagh (Patiala), Takhni-Rehmapur (Hoshiarpur) and Jhajjar-Bachauli (Rupnagar) wildlife sanctuaries.',
            "Major concerns: paddy-straw burning in October and November, a falling water table, and river pollution such as the Buddha Nullah carrying Ludhiana's waste into the Sutlej.",
          ],
        },
      ],
      pa: [
        { type: 'h2', text: 'ਵਾਤਾਵਰਣ ਅਤੇ ਪਰਿਸਥਿਤੀ ਵਿਗਿਆਨ: ਮੁੱਢਲੀ ਪ੍ਰੀਖਿਆ ਲਈ ਮੂਲ ਧਾਰਨਾਵਾਂ' },
        { type: 'h3', text: 'ਪਰਿਸਥਿਤੀ ਵਿਗਿਆਨ ਦੀਆਂ ਮੂਲ ਗੱਲਾਂ' },
        {
          type: 'p',
          text: 'ਪਰਿਸਥਿਤਕੀ ਪ੍ਰਣਾਲੀ (ਈਕੋਸਿਸਟਮ) ਉਹ ਇਕਾਈ ਹੈ ਜਿਸ ਵਿੱਚ ਜੀਵ ਇੱਕ-ਦੂਜੇ ਨਾਲ ਅਤੇ ਆਪਣੇ ਭੌਤਿਕ ਆਲੇ-ਦੁਆਲੇ ਨਾਲ ਕਿਰਿਆ ਕਰਦੇ ਹਨ। ਊਰਜਾ ਇੱਕੋ ਦਿਸ਼ਾ ਵਿੱਚ ਵਹਿੰਦੀ ਹੈ, ਉਤਪਾਦਕਾਂ (ਹਰੇ ਪੌਦਿਆਂ) ਤੋਂ ਸ਼ਾਕਾਹਾਰੀ ਅਤੇ ਫਿਰ ਮਾਸਾਹਾਰੀ ਜੀਵਾਂ ਤੱਕ, ਜਦਕਿ ਕਾਰਬਨ ਅਤੇ ਨਾਈਟ੍ਰੋਜਨ ਵਰਗੇ ਪੋਸ਼ਕ ਤੱਤ ਅਪਘਟਕਾਂ ਰਾਹੀਂ ਮੁੜ ਚੱਕਰ ਵਿੱਚ ਆਉਂਦੇ ਹਨ। ਇੱਕ ਪੋਸ਼ਣ ਪੱਧਰ ਦੀ ਸਿਰਫ਼ ਲਗਭਗ 10 ਪ੍ਰਤੀਸ਼ਤ ਊਰਜਾ ਅਗਲੇ ਪੱਧਰ ਤੱਕ ਪਹੁੰਚਦੀ ਹੈ (ਲਿੰਡਮੈਨ ਦਾ ਦਸ ਪ੍ਰਤੀਸ਼ਤ ਨਿਯਮ), ਇਸੇ ਕਰਕੇ ਭੋਜਨ ਲੜੀ ਵਿੱਚ ਆਮ ਤੌਰ ਉੱਤੇ ਚਾਰ-ਪੰਜ ਤੋਂ ਵੱਧ ਕੜੀਆਂ ਨਹੀਂ ਹੁੰਦੀਆਂ।',
        },
        {
          type: 'ul',
          items: [
            'ਜੈਵਿਕ ਵਿਭਿੰਨਤਾ ਦੇ ਤਿੰਨ ਪੱਧਰ ਹਨ: ਜੈਨੇਟਿਕ, ਪ੍ਰਜਾਤੀ ਅਤੇ ਈਕੋਸਿਸਟਮ ਵਿਭਿੰਨਤਾ।',
            'ਇਨ-ਸੀਟੂ ਸੰਭਾਲ ਵਿੱਚ ਪ੍ਰਜਾਤੀਆਂ ਨੂੰ ਉਨ੍ਹਾਂ ਦੇ ਕੁਦਰਤੀ ਘਰ ਵਿੱਚ ਬਚਾਇਆ ਜਾਂਦਾ ਹੈ (ਰਾਸ਼ਟਰੀ ਪਾਰਕ, ਜੰਗਲੀ ਜੀਵ ਰੱਖ, ਕੰਜ਼ਰਵੇਸ਼ਨ ਅਤੇ ਕਮਿਊਨਿਟੀ ਰਿਜ਼ਰਵ, ਬਾਇਓਸਫ਼ੀਅਰ ਰਿਜ਼ਰਵ); ਐਕਸ-ਸੀਟੂ ਸੰਭਾਲ ਉਸ ਤੋਂ ਬਾਹਰ ਹੁੰਦੀ ਹੈ (ਚਿੜੀਆਘਰ, ਬੋਟੈਨੀਕਲ ਗਾਰਡਨ, ਬੀਜ ਅਤੇ ਜੀਨ ਬੈਂਕ)।',
            'ਭਾਰਤ ਵਿੱਚ ਚਾਰ ਵਿਸ਼ਵ ਜੈਵ-ਵਿਭਿੰਨਤਾ ਹੌਟਸਪੌਟਾਂ ਦੇ ਹਿੱਸੇ ਹਨ: ਹਿਮਾਲਿਆ, ਇੰਡੋ-ਬਰਮਾ, ਪੱਛਮੀ ਘਾਟ ਅਤੇ ਸ੍ਰੀਲੰਕਾ, ਅਤੇ ਸੁੰਡਾਲੈਂਡ (ਨਿਕੋਬਾਰ ਟਾਪੂ)।',
            'ਮੁੱਖ ਗ੍ਰੀਨਹਾਊਸ ਗੈਸਾਂ ਕਾਰਬਨ ਡਾਈਆਕਸਾਈਡ, ਮੀਥੇਨ, ਨਾਈਟ੍ਰਸ ਆਕਸਾਈਡ, ਜਲ-ਵਾਸ਼ਪ ਅਤੇ ਫ਼ਲੋਰੀਨ ਵਾਲੀਆਂ ਗੈਸਾਂ ਹਨ; ਸਮਤਾਪ ਮੰਡਲ ਦੀ ਓਜ਼ੋਨ ਪਰਤ ਜੀਵਨ ਨੂੰ ਪਰਾ-ਬੈਂਗਣੀ ਕਿਰਨਾਂ ਤੋਂ ਬਚਾਉਂਦੀ ਹੈ।',
          ],
        },
        { type: 'h3', text: 'ਮੁੱਖ ਵਾਤਾਵਰਣ ਕਾਨੂੰਨ ਅਤੇ ਸੰਧੀਆਂ' },
        {
          type: 'table',
          header: ['ਕਾਨੂੰਨ ਜਾਂ ਸੰਧੀ', 'ਸਾਲ', 'ਮੁੱਖ ਗੱਲ'],
          rows: [
            ['ਜੰਗਲੀ ਜੀਵ (ਸੁਰੱਖਿਆ) ਐਕਟ', '1972', 'ਸੁਰੱਖਿਅਤ ਪ੍ਰਜਾਤੀਆਂ ਦੀਆਂ ਅਨੁਸੂਚੀਆਂ; ਜੀਵ ਰੱਖਾਂ ਅਤੇ ਰਾਸ਼ਟਰੀ ਪਾਰਕਾਂ ਦਾ ਕਾਨੂੰਨੀ ਆਧਾਰ'],
            ['ਜਲ (ਪ੍ਰਦੂਸ਼ਣ ਦੀ ਰੋਕਥਾਮ ਅਤੇ ਕੰਟਰੋਲ) ਐਕਟ', '1974', 'ਕੇਂਦਰੀ ਅਤੇ ਰਾਜ ਪ੍ਰਦੂਸ਼ਣ ਕੰਟਰੋਲ ਬੋਰਡ ਬਣਾਏ'],
            ['ਜੰਗਲ (ਸੰਭਾਲ) ਐਕਟ', '1980', 'ਜੰਗਲੀ ਜ਼ਮੀਨ ਦੀ ਹੋਰ ਵਰਤੋਂ ਲਈ ਕੇਂਦਰ ਦੀ ਮਨਜ਼ੂਰੀ ਜ਼ਰੂਰੀ; 2023 ਵਿੱਚ ਨਾਂ ਬਦਲ ਕੇ ਵਨ (ਸੰਰਕਸ਼ਣ ਏਵੰ ਸੰਵਰਧਨ) ਅਧਿਨਿਯਮ'],
            ['ਹਵਾ (ਪ੍ਰਦੂਸ਼ਣ ਦੀ ਰੋਕਥਾਮ ਅਤੇ ਕੰਟਰੋਲ) ਐਕਟ', '1981', 'ਪ੍ਰਦੂਸ਼ਣ ਕੰਟਰੋਲ ਬੋਰਡਾਂ ਰਾਹੀਂ ਹਵਾ ਦੀ ਗੁਣਵੱਤਾ ਦਾ ਨਿਯਮਨ'],
            ['ਵਾਤਾਵਰਣ (ਸੁਰੱਖਿਆ) ਐਕਟ', '1986', 'ਭੋਪਾਲ ਗੈਸ ਤ੍ਰਾਸਦੀ ਤੋਂ ਬਾਅਦ ਬਣਿਆ ਛਤਰੀ ਕਾਨੂੰਨ'],
            ['ਜੈਵਿਕ ਵਿਭਿੰਨਤਾ ਐਕਟ', '2002', 'ਜੈਵਿਕ ਵਿਭਿੰਨਤਾ ਸੰਧੀ ਲਾਗੂ ਕਰਦਾ ਹੈ; ਰਾਸ਼ਟਰੀ ਜੈਵ-ਵਿਭਿੰਨਤਾ ਅਥਾਰਿਟੀ'],
            ['ਰਾਸ਼ਟਰੀ ਗ੍ਰੀਨ ਟ੍ਰਿਬਿਊਨਲ ਐਕਟ', '2010', 'ਵਾਤਾਵਰਣ ਮਾਮਲਿਆਂ ਲਈ ਵਿਸ਼ੇਸ਼ ਟ੍ਰਿਬਿਊਨਲ'],
            ['ਰਾਮਸਰ ਸੰਧੀ', '1971', 'ਅੰਤਰਰਾਸ਼ਟਰੀ ਮਹੱਤਤਾ ਵਾਲੀਆਂ ਜਲਗਾਹਾਂ; ਰਾਮਸਰ (ਇਰਾਨ) ਵਿੱਚ ਦਸਤਖ਼ਤ'],
            ['ਮਾਂਟਰੀਅਲ ਪ੍ਰੋਟੋਕੋਲ', '1987', 'ਓਜ਼ੋਨ ਨੂੰ ਨੁਕਸਾਨ ਪਹੁੰਚਾਉਣ ਵਾਲੇ ਪਦਾਰਥਾਂ ਦਾ ਖ਼ਾਤਮਾ; ਕਿਗਾਲੀ ਸੋਧ (2016) ਐੱਚ.ਐੱਫ਼.ਸੀ. ਬਾਰੇ'],
            ['ਪੈਰਿਸ ਸਮਝੌਤਾ', '2015', 'ਤਾਪਮਾਨ ਵਾਧਾ 2 ਡਿਗਰੀ ਸੈਲਸੀਅਸ ਤੋਂ ਕਾਫ਼ੀ ਹੇਠਾਂ ਰੱਖਣਾ ਅਤੇ 1.5 ਡਿਗਰੀ ਤੱਕ ਸੀਮਤ ਕਰਨ ਦਾ ਯਤਨ'],
          ],
        },
        { type: 'h3', text: 'ਪੰਜਾਬ: ਜਲਗਾਹਾਂ, ਜੰਗਲੀ ਜੀਵ ਅਤੇ ਰਾਜ ਚਿੰਨ੍ਹ' },
        {
          type: 'p',
          text: 'ਪੰਜਾਬ ਵਿੱਚ ਛੇ ਰਾਮਸਰ ਥਾਵਾਂ ਹਨ: ਹਰੀਕੇ (ਬਿਆਸ ਅਤੇ ਸਤਲੁਜ ਦੇ ਸੰਗਮ ਉੱਤੇ, 1990 ਵਿੱਚ ਐਲਾਨੀ), ਕਾਂਜਲੀ (ਕਪੂਰਥਲਾ ਵਿੱਚ ਕਾਲੀ ਵੇਈਂ ਉੱਤੇ) ਅਤੇ ਰੋਪੜ (ਸਤਲੁਜ ਉੱਤੇ), ਦੋਵੇਂ 2002 ਵਿੱਚ, ਅਤੇ 2019 ਵਿੱਚ ਜੋੜੀਆਂ ਤਿੰਨ ਥਾਵਾਂ: ਕੇਸ਼ੋਪੁਰ-ਮਿਆਣੀ ਕਮਿਊਨਿਟੀ ਰਿਜ਼ਰਵ (ਗੁਰਦਾਸਪੁਰ), ਬਿਆਸ ਕੰਜ਼ਰਵੇਸ਼ਨ ਰਿਜ਼ਰਵ ਅਤੇ ਨੰਗਲ ਜੰਗਲੀ ਜੀਵ ਰੱਖ। ਬਿਆਸ ਕੰਜ਼ਰਵੇਸ਼ਨ ਰਿਜ਼ਰਵ ਵਿੱਚ ਖ਼ਤਰੇ ਵਿੱਚ ਪਈ ਸਿੰਧ ਦਰਿਆਈ ਡੌਲਫ਼ਿਨ ਮਿਲਦੀ ਹੈ, ਜਿਸ ਨੂੰ ਪੰਜਾਬ ਨੇ 2019 ਵਿੱਚ ਰਾਜ ਜਲ-ਜੀਵ ਐਲਾਨਿਆ।',
        },
        {
          type: 'ul',
          items: [
            'ਰਾਜ ਪਸ਼ੂ: ਕਾਲਾ ਹਿਰਨ; ਰਾਜ ਪੰਛੀ: ਬਾਜ਼; ਰਾਜ ਰੁੱਖ: ਟਾਹਲੀ (ਸ਼ੀਸ਼ਮ); ਰਾਜ ਜਲ-ਜੀਵ: ਸਿੰਧ ਦਰਿਆਈ ਡੌਲਫ਼ਿਨ।',
            'ਅਬੋਹਰ ਜੰਗਲੀ ਜੀਵ ਰੱਖ (ਫ਼ਾਜ਼ਿਲਕਾ) ਪਿੰਡਾਂ ਦੀਆਂ ਜ਼ਮੀਨਾਂ ਉੱਤੇ ਫੈਲੀ ਖੁੱਲ੍ਹੀ ਰੱਖ ਹੈ, ਜਿੱਥੇ ਬਿਸ਼ਨੋਈ ਭਾਈਚਾਰਾ ਕਾਲੇ ਹਿਰਨ ਦੀ ਰੱਖਿਆ ਕਰਦਾ ਹੈ।',
            'ਹੋਰ ਸੁਰੱਖਿਅਤ ਖੇਤਰ: ਬੀੜ ਮੋਤੀ ਬਾਗ਼ (ਪਟਿਆਲਾ), ਤਖਣੀ-ਰਹਿਮਾਪੁਰ (ਹੁਸ਼ਿਆਰਪੁਰ) ਅਤੇ ਝੱਜਰ-ਬਚੌਲੀ (ਰੂਪਨਗਰ) ਜੰਗਲੀ ਜੀਵ ਰੱਖਾਂ।',
            'ਮੁੱਖ ਚਿੰਤਾਵਾਂ: ਅਕਤੂਬਰ-ਨਵੰਬਰ ਵਿੱਚ ਝੋਨੇ ਦੀ ਪਰਾਲੀ ਸਾੜਨਾ, ਡਿੱਗਦਾ ਜ਼ਮੀਨੀ ਪਾਣੀ, ਅਤੇ ਦਰਿਆਈ ਪ੍ਰਦੂਸ਼ਣ, ਜਿਵੇਂ ਬੁੱਢਾ ਨਾਲਾ ਲੁਧਿਆਣੇ ਦਾ ਗੰਦਾ ਪਾਣੀ ਸਤਲੁਜ ਵਿੱਚ ਲੈ ਜਾਂਦਾ ਹੈ।',
          ],
        },
      ],
    },
  },
  {
    key: 'geography',
    stage: 'prelims',
    title: { en: 'Geography', pa: 'ਭੂਗੋਲ' },
    overview: {
      en: "Geography in Prelims GS Paper I covers the physical geography of India and the world, rivers, climate, soils and resources, with a strong emphasis on the land of Punjab. Expect direct questions on Punjab's regions, rivers, dams and headworks, and on map-based facts about India.",
      pa: 'ਮੁੱਢਲੀ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-1 ਵਿੱਚ ਭੂਗੋਲ ਅਧੀਨ ਭਾਰਤ ਅਤੇ ਵਿਸ਼ਵ ਦਾ ਭੌਤਿਕ ਭੂਗੋਲ, ਦਰਿਆ, ਜਲਵਾਯੂ, ਮਿੱਟੀਆਂ ਅਤੇ ਸਰੋਤ ਆਉਂਦੇ ਹਨ, ਅਤੇ ਪੰਜਾਬ ਦੀ ਧਰਤੀ ਉੱਤੇ ਖ਼ਾਸ ਜ਼ੋਰ ਹੁੰਦਾ ਹੈ। ਪੰਜਾਬ ਦੇ ਖੇਤਰਾਂ, ਦਰਿਆਵਾਂ, ਡੈਮਾਂ ਅਤੇ ਹੈੱਡਵਰਕਸ ਬਾਰੇ ਅਤੇ ਭਾਰਤ ਦੇ ਨਕਸ਼ੇ ਨਾਲ ਜੁੜੇ ਤੱਥਾਂ ਬਾਰੇ ਸਿੱਧੇ ਪ੍ਰਸ਼ਨਾਂ ਦੀ ਉਮੀਦ ਰੱਖੋ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'Geography of India and Punjab' },
        { type: 'h3', text: 'India: location and physical divisions' },
        {
          type: 'p',
          text: 'India lies entirely in the Northern Hemisphere. The Tropic of Cancer (about 23.5 degrees N) passes through eight states: Gujarat, Rajasthan, Madhya Pradesh, Chhattisgarh, Jharkhand, West Bengal, Tripura and Mizoram. Indian Standard Time is based on the 82.5 degrees E meridian near Mirzapur in Uttar Pradesh and is five and a half hours ahead of Greenwich Mean Time.',
        },
        {
          type: 'ul',
          items: [
            'The Himalaya, with three parallel ranges: the Greater Himalaya (Himadri), the Lesser Himalaya (Himachal) and the Shiwaliks (Outer Himalaya).',
            'The Northern Plains, built of alluvium brought by the Indus, Ganga and Brahmaputra systems; the Punjab plain is part of this belt.',
            'The Peninsular Plateau, the Thar Desert, the coastal plains and the island groups.',
          ],
        },
        { type: 'h3', text: 'Punjab: land and regions' },
        {
          type: 'p',
          text: "Present-day Punjab covers 50,362 sq km, about 1.5 per cent of India's area. Its name joins the Persian words panj (five) and ab (water). After Partition only three of the five rivers, the Sutlej, Beas and Ravi, flow through Indian Punjab, while the seasonal Ghaggar drains parts of the south-east. The state borders Pakistan to the west, Jammu and Kashmir to the north, Himachal Pradesh to the north-east, Haryana to the south-east and Rajasthan to the south-west.",
        },
        {
          type: 'ul',
          items: [
            'The Shiwalik hills along the north-eastern edge and, below them, the Kandi belt of foothills cut by seasonal torrents called chos.',
            'The vast alluvial plain covering most of the state, with low-lying flood plains (bet) along the rivers.',
            'Sandy tracts and dunes in the south-west, around Fazilka, Bathinda, Mansa and Sri Muktsar Sahib.',
          ],
        },
        {
          type: 'table',
          header: ['Region', 'Location', 'Districts'],
          rows: [
            ['Majha', 'North of the Beas, towards the Ravi', 'Amritsar, Tarn Taran, Gurdaspur, Pathankot'],
            ['Doaba', 'Between the Beas and the Sutlej', 'Jalandhar, Kapurthala, Hoshiarpur, Shaheed Bhagat Singh Nagar'],
            [
              'Malwa',
              'South of the Sutlej',
              'Ludhiana, Patiala, Sangrur, Malerkotla, Barnala, Bathinda, Mansa, Moga, Faridkot, Sri Muktsar Sahib, Ferozepur, Fazilka',
            ],
            ['Puadh', 'East, between the Sutlej and the Ghaggar', 'Rupnagar, SAS Nagar (Mohali), Fatehgarh Sahib'],
          ],
        },
        { type: 'h3', text: 'Rivers of Punjab and the Indus system' },
        {
          type: 'table',
          header: ['River (Vedic name)', 'Origin', 'Notes'],
          rows: [
            [
              'Sutlej (Shutudri)',
              'Rakas Tal near Mansarovar, Tibet; enters India at Shipki La',
              'Bhakra dam in Himachal Pradesh; Nangal, Ropar, Harike and Hussainiwala headworks',
            ],
            [
              'Beas (Vipasha)',
              'Beas Kund near the Rohtang Pass, Himachal Pradesh',
              'Flows wholly in India; Pong dam; joins the Sutlej at Harike',
            ],
            [
              'Ravi (Parushni)',
              'Bara Bhangal, Kangra district, Himachal Pradesh',
              'Ranjit Sagar (Thein) dam near Pathankot; forms part of the border with Pakistan',
            ],
            ['Chenab (Asikni)', 'Confluence of the Chandra and Bhaga at Tandi, Lahaul', 'A western river under the Indus Waters Treaty'],
            ['Jhelum (Vitasta)', 'Verinag spring, Kashmir', 'A western river; Greek Hydaspes, where Alexander fought Porus in 326 BCE'],
          ],
        },
        {
          type: 'p',
          text: "Under the Indus Waters Treaty of 1960, brokered by the World Bank, the waters of the eastern rivers (Sutlej, Beas, Ravi) were allotted to India and those of the western rivers (Indus, Jhelum, Chenab) largely to Pakistan. Punjab's climate is continental and semi-arid in the south-west; rainfall comes mainly from the south-west monsoon (July to September), with winter showers from western disturbances that help the rabi wheat crop, and it increases from the south-west towards the Shiwalik foothills.",
        },
      ],
      pa: [
        { type: 'h2', text: 'ਭਾਰਤ ਅਤੇ ਪੰਜਾਬ ਦਾ ਭੂਗੋਲ' },
        { type: 'h3', text: 'ਭਾਰਤ: ਸਥਿਤੀ ਅਤੇ ਭੌਤਿਕ ਵੰਡ' },
        {
          type: 'p',
          text: 'ਭਾਰਤ ਪੂਰੀ ਤਰ੍ਹਾਂ ਉੱਤਰੀ ਗੋਲਾਰਧ ਵਿੱਚ ਸਥਿਤ ਹੈ। ਕਰਕ ਰੇਖਾ (ਲਗਭਗ 23.5 ਡਿਗਰੀ ਉੱਤਰ) ਅੱਠ ਰਾਜਾਂ ਵਿੱਚੋਂ ਲੰਘਦੀ ਹੈ: ਗੁਜਰਾਤ, ਰਾਜਸਥਾਨ, ਮੱਧ ਪ੍ਰਦੇਸ਼, ਛੱਤੀਸਗੜ੍ਹ, ਝਾਰਖੰਡ, ਪੱਛਮੀ ਬੰਗਾਲ, ਤ੍ਰਿਪੁਰਾ ਅਤੇ ਮਿਜ਼ੋਰਮ। ਭਾਰਤੀ ਮਿਆਰੀ ਸਮਾਂ ਉੱਤਰ ਪ੍ਰਦੇਸ਼ ਦੇ ਮਿਰਜ਼ਾਪੁਰ ਨੇੜਿਓਂ ਲੰਘਦੀ 82.5 ਡਿਗਰੀ ਪੂਰਬ ਦੇਸ਼ਾਂਤਰ ਰੇਖਾ ਉੱਤੇ ਆਧਾਰਿਤ ਹੈ ਅਤੇ ਗ੍ਰੀਨਵਿਚ ਸਮੇਂ ਤੋਂ ਸਾਢੇ ਪੰਜ ਘੰਟੇ ਅੱਗੇ ਹੈ।',
        },
        {
          type: 'ul',
          items: [
            'ਹਿਮਾਲਿਆ, ਤਿੰਨ ਸਮਾਨਾਂਤਰ ਲੜੀਆਂ ਨਾਲ: ਮਹਾਨ ਹਿਮਾਲਿਆ (ਹਿਮਾਦਰੀ), ਛੋਟਾ ਹਿਮਾਲਿਆ (ਹਿਮਾਚਲ) ਅਤੇ ਸ਼ਿਵਾਲਿਕ (ਬਾਹਰੀ ਹਿਮਾਲਿਆ)।',
            'ਉੱਤਰੀ ਮੈਦਾਨ, ਜੋ ਸਿੰਧ, ਗੰਗਾ ਅਤੇ ਬ੍ਰਹਮਪੁੱਤਰ ਪ੍ਰਣਾਲੀਆਂ ਦੀ ਲਿਆਂਦੀ ਜਲੋੜ ਮਿੱਟੀ ਨਾਲ ਬਣੇ ਹਨ; ਪੰਜਾਬ ਦਾ ਮੈਦਾਨ ਇਸੇ ਪੱਟੀ ਦਾ ਹਿੱਸਾ ਹੈ।',
            'ਪ੍ਰਾਇਦੀਪੀ ਪਠਾਰ, ਥਾਰ ਮਾਰੂਥਲ, ਤਟਵਰਤੀ ਮੈਦਾਨ ਅਤੇ ਟਾਪੂ ਸਮੂਹ।',
          ],
        },
        { type: 'h3', text: 'ਪੰਜਾਬ: ਧਰਤੀ ਅਤੇ ਖੇਤਰ' },
        {
          type: 'p',
          text: 'ਅਜੋਕੇ ਪੰਜਾਬ ਦਾ ਖੇਤਰਫਲ 50,362 ਵਰਗ ਕਿਲੋਮੀਟਰ ਹੈ, ਜੋ ਭਾਰਤ ਦੇ ਖੇਤਰਫਲ ਦਾ ਲਗਭਗ 1.5 ਪ੍ਰਤੀਸ਼ਤ ਹੈ। ਇਸ ਦਾ ਨਾਂ ਫ਼ਾਰਸੀ ਸ਼ਬਦਾਂ ਪੰਜ ਅਤੇ ਆਬ (ਪਾਣੀ) ਤੋਂ ਬਣਿਆ ਹੈ। ਵੰਡ ਤੋਂ ਬਾਅਦ ਪੰਜ ਦਰਿਆਵਾਂ ਵਿੱਚੋਂ ਸਿਰਫ਼ ਤਿੰਨ, ਸਤਲੁਜ, ਬਿਆਸ ਅਤੇ ਰਾਵੀ, ਭਾਰਤੀ ਪੰਜਾਬ ਵਿੱਚ ਵਗਦੇ ਹਨ, ਜਦਕਿ ਬਰਸਾਤੀ ਘੱਗਰ ਦੱਖਣ-ਪੂਰਬੀ ਹਿੱਸੇ ਵਿੱਚੋਂ ਲੰਘਦਾ ਹੈ। ਰਾਜ ਦੇ ਪੱਛਮ ਵਿੱਚ ਪਾਕਿਸਤਾਨ, ਉੱਤਰ ਵਿੱਚ ਜੰਮੂ-ਕਸ਼ਮੀਰ, ਉੱਤਰ-ਪੂਰਬ ਵਿੱਚ ਹਿਮਾਚਲ ਪ੍ਰਦੇਸ਼, ਦੱਖਣ-ਪੂਰਬ ਵਿੱਚ ਹਰਿਆਣਾ ਅਤੇ ਦੱਖਣ-ਪੱਛਮ ਵਿੱਚ ਰਾਜਸਥਾਨ ਹੈ।',
        },
        {
          type: 'ul',
          items: [
            'ਉੱਤਰ-ਪੂਰਬੀ ਕਿਨਾਰੇ ਉੱਤੇ ਸ਼ਿਵਾਲਿਕ ਪਹਾੜੀਆਂ ਅਤੇ ਉਨ੍ਹਾਂ ਦੇ ਹੇਠਾਂ ਕੰਢੀ ਖੇਤਰ, ਜਿਸ ਨੂੰ ਬਰਸਾਤੀ ਚੋਅ ਕੱਟਦੇ ਹਨ।',
            'ਰਾਜ ਦੇ ਜ਼ਿਆਦਾਤਰ ਹਿੱਸੇ ਵਿੱਚ ਫੈਲਿਆ ਜਲੋੜ ਮੈਦਾਨ, ਜਿਸ ਵਿੱਚ ਦਰਿਆਵਾਂ ਦੇ ਨਾਲ ਨੀਵੇਂ ਬੇਟ ਖੇਤਰ ਹਨ।',
            'ਦੱਖਣ-ਪੱਛਮ ਵਿੱਚ ਫ਼ਾਜ਼ਿਲਕਾ, ਬਠਿੰਡਾ, ਮਾਨਸਾ ਅਤੇ ਸ੍ਰੀ ਮੁਕਤਸਰ ਸਾਹਿਬ ਦੇ ਆਲੇ-ਦੁਆਲੇ ਰੇਤਲੇ ਇਲਾਕੇ ਅਤੇ ਟਿੱਬੇ।',
          ],
        },
        {
          type: 'table',
          header: ['ਖੇਤਰ', 'ਸਥਿਤੀ', 'ਜ਼ਿਲ੍ਹੇ'],
          rows: [
            ['ਮਾਝਾ', 'ਬਿਆਸ ਦੇ ਉੱਤਰ ਵੱਲ, ਰਾਵੀ ਤੱਕ', 'ਅੰਮ੍ਰਿਤਸਰ, ਤਰਨ ਤਾਰਨ, ਗੁਰਦਾਸਪੁਰ, ਪਠਾਨਕੋਟ'],
            ['ਦੁਆਬਾ', 'ਬਿਆਸ ਅਤੇ ਸਤਲੁਜ ਦੇ ਵਿਚਕਾਰ', 'ਜਲੰਧਰ, ਕਪੂਰਥਲਾ, ਹੁਸ਼ਿਆਰਪੁਰ, ਸ਼ਹੀਦ ਭਗਤ ਸਿੰਘ ਨਗਰ'],
            [
              'ਮਾਲਵਾ',
              'ਸਤਲੁਜ ਦੇ ਦੱਖਣ ਵੱਲ',
              'ਲੁਧਿਆਣਾ, ਪਟਿਆਲਾ, ਸੰਗਰੂਰ, ਮਾਲੇਰਕੋਟਲਾ, ਬਰਨਾਲਾ, ਬਠਿੰਡਾ, ਮਾਨਸਾ, ਮੋਗਾ, ਫ਼ਰੀਦਕੋਟ, ਸ੍ਰੀ ਮੁਕਤਸਰ ਸਾਹਿਬ, ਫ਼ਿਰੋਜ਼ਪੁਰ, ਫ਼ਾਜ਼ਿਲਕਾ',
            ],
            ['ਪੁਆਧ', 'ਪੂਰਬ ਵਿੱਚ, ਸਤਲੁਜ ਅਤੇ ਘੱਗਰ ਦੇ ਵਿਚਕਾਰ', 'ਰੂਪਨਗਰ, ਐੱਸ.ਏ.ਐੱਸ. ਨਗਰ (ਮੁਹਾਲੀ), ਫ਼ਤਹਿਗੜ੍ਹ ਸਾਹਿਬ'],
          ],
        },
        { type: 'h3', text: 'ਪੰਜਾਬ ਦੇ ਦਰਿਆ ਅਤੇ ਸਿੰਧ ਪ੍ਰਣਾਲੀ' },
        {
          type: 'table',
          header: ['ਦਰਿਆ (ਵੈਦਿਕ ਨਾਂ)', 'ਸਰੋਤ', 'ਖ਼ਾਸ ਗੱਲਾਂ'],
          rows: [
            [
              'ਸਤਲੁਜ (ਸ਼ੁਤੁਦਰੀ)',
              'ਤਿੱਬਤ ਵਿੱਚ ਮਾਨਸਰੋਵਰ ਨੇੜੇ ਰਾਕਸ਼ਸ ਤਾਲ; ਸ਼ਿਪਕੀ ਲਾ ਰਾਹੀਂ ਭਾਰਤ ਵਿੱਚ ਦਾਖ਼ਲਾ',
              'ਹਿਮਾਚਲ ਵਿੱਚ ਭਾਖੜਾ ਡੈਮ; ਨੰਗਲ, ਰੋਪੜ, ਹਰੀਕੇ ਅਤੇ ਹੁਸੈਨੀਵਾਲਾ ਹੈੱਡਵਰਕਸ',
            ],
            ['ਬਿਆਸ (ਵਿਪਾਸ਼ਾ)', 'ਹਿਮਾਚਲ ਵਿੱਚ ਰੋਹਤਾਂਗ ਦੱਰੇ ਨੇੜੇ ਬਿਆਸ ਕੁੰਡ', 'ਪੂਰੀ ਤਰ੍ਹਾਂ ਭਾਰਤ ਵਿੱਚ ਵਗਦਾ ਹੈ; ਪੌਂਗ ਡੈਮ; ਹਰੀਕੇ ਵਿਖੇ ਸਤਲੁਜ ਵਿੱਚ ਮਿਲਦਾ ਹੈ'],
            ['ਰਾਵੀ (ਪਰੁਸ਼ਨੀ)', 'ਹਿਮਾਚਲ ਦੇ ਕਾਂਗੜਾ ਜ਼ਿਲ੍ਹੇ ਵਿੱਚ ਬੜਾ ਭੰਗਾਲ', 'ਪਠਾਨਕੋਟ ਨੇੜੇ ਰਣਜੀਤ ਸਾਗਰ (ਥੀਨ) ਡੈਮ; ਪਾਕਿਸਤਾਨ ਨਾਲ ਸਰਹੱਦ ਦਾ ਕੁਝ ਹਿੱਸਾ ਬਣਾਉਂਦਾ ਹੈ'],
            ['ਚਨਾਬ (ਅਸਿਕਨੀ)', 'ਲਾਹੌਲ ਵਿੱਚ ਟਾਂਡੀ ਵਿਖੇ ਚੰਦਰਾ ਅਤੇ ਭਾਗਾ ਦਾ ਸੰਗਮ', 'ਸਿੰਧ ਜਲ ਸੰਧੀ ਅਧੀਨ ਪੱਛਮੀ ਦਰਿਆ'],
            ['ਜਿਹਲਮ (ਵਿਤਸਤਾ)', 'ਕਸ਼ਮੀਰ ਵਿੱਚ ਵੇਰੀਨਾਗ ਚਸ਼ਮਾ', 'ਪੱਛਮੀ ਦਰਿਆ; ਯੂਨਾਨੀ ਨਾਂ ਹਾਈਡੈਸਪੀਜ਼, ਜਿੱਥੇ 326 ਈ.ਪੂ. ਵਿੱਚ ਸਿਕੰਦਰ ਅਤੇ ਪੋਰਸ ਦੀ ਲੜਾਈ ਹੋਈ'],
          ],
        },
        {
          type: 'p',
          text: 'ਵਿਸ਼ਵ ਬੈਂਕ ਦੀ ਵਿਚੋਲਗੀ ਨਾਲ ਹੋਈ 1960 ਦੀ ਸਿੰਧ ਜਲ ਸੰਧੀ ਅਧੀਨ ਪੂਰਬੀ ਦਰਿਆਵਾਂ (ਸਤਲੁਜ, ਬਿਆਸ, ਰਾਵੀ) ਦਾ ਪਾਣੀ ਭਾਰਤ ਨੂੰ ਅਤੇ ਪੱਛਮੀ ਦਰਿਆਵਾਂ (ਸਿੰਧ, ਜਿਹਲਮ, ਚਨਾਬ) ਦਾ ਪਾਣੀ ਮੁੱਖ ਤੌਰ ਉੱਤੇ ਪਾਕਿਸਤਾਨ ਨੂੰ ਮਿਲਿਆ। ਪੰਜਾਬ ਦਾ ਜਲਵਾਯੂ ਮਹਾਂਦੀਪੀ ਹੈ ਅਤੇ ਦੱਖਣ-ਪੱਛਮ ਵਿੱਚ ਅਰਧ-ਖ਼ੁਸ਼ਕ ਹੈ; ਵਰਖਾ ਮੁੱਖ ਤੌਰ ਉੱਤੇ ਦੱਖਣ-ਪੱਛਮੀ ਮਾਨਸੂਨ (ਜੁਲਾਈ ਤੋਂ ਸਤੰਬਰ) ਤੋਂ ਹੁੰਦੀ ਹੈ, ਸਰਦੀਆਂ ਵਿੱਚ ਪੱਛਮੀ ਗੜਬੜੀਆਂ ਨਾਲ ਪੈਣ ਵਾਲਾ ਮੀਂਹ ਹਾੜੀ ਦੀ ਕਣਕ ਲਈ ਲਾਹੇਵੰਦ ਹੈ, ਅਤੇ ਵਰਖਾ ਦੱਖਣ-ਪੱਛਮ ਤੋਂ ਸ਼ਿਵਾਲਿਕ ਪਹਾੜੀਆਂ ਵੱਲ ਵਧਦੀ ਜਾਂਦੀ ਹੈ।',
        },
      ],
    },
  },
  {
    key: 'history',
    stage: 'prelims',
    title: { en: 'History', pa: 'ਇਤਿਹਾਸ' },
    overview: {
      en: 'History in Prelims GS Paper I spans ancient, medieval and modern India, and PPSC gives special weight to the history of Punjab: the Harappan sites, the Sikh Gurus, Banda Singh Bahadur, the misls and the empire of Maharaja Ranjit Singh. Factual questions on dates, places, battles and contributions are common.',
      pa: 'ਮੁੱਢਲੀ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-1 ਵਿੱਚ ਇਤਿਹਾਸ ਪ੍ਰਾਚੀਨ, ਮੱਧਕਾਲੀ ਅਤੇ ਆਧੁਨਿਕ ਭਾਰਤ ਤੱਕ ਫੈਲਿਆ ਹੈ, ਅਤੇ ਪੀ.ਪੀ.ਐੱਸ.ਸੀ. ਪੰਜਾਬ ਦੇ ਇਤਿਹਾਸ ਨੂੰ ਖ਼ਾਸ ਮਹੱਤਵ ਦਿੰਦਾ ਹੈ: ਹੜੱਪਾ ਕਾਲ ਦੀਆਂ ਥਾਵਾਂ, ਸਿੱਖ ਗੁਰੂ ਸਾਹਿਬਾਨ, ਬਾਬਾ ਬੰਦਾ ਸਿੰਘ ਬਹਾਦਰ, ਮਿਸਲਾਂ ਅਤੇ ਮਹਾਰਾਜਾ ਰਣਜੀਤ ਸਿੰਘ ਦਾ ਰਾਜ। ਤਾਰੀਖ਼ਾਂ, ਥਾਵਾਂ, ਲੜਾਈਆਂ ਅਤੇ ਯੋਗਦਾਨ ਬਾਰੇ ਤੱਥ-ਆਧਾਰਿਤ ਪ੍ਰਸ਼ਨ ਆਮ ਹਨ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'History of Punjab: From Harappa to the Sikh Empire' },
        { type: 'h3', text: 'Ancient Punjab' },
        {
          type: 'ul',
          items: [
            'Harappa, on the old course of the Ravi (now in Pakistan), was excavated by Daya Ram Sahni in 1921 and gave its name to the Harappan Civilisation. Ropar (Rupnagar) and Sanghol (Fatehgarh Sahib) are important excavated sites in Indian Punjab.',
            'The Rig Veda was composed in the Sapta Sindhu, the land of seven rivers that includes Punjab; the Vedic names of the Punjab rivers appear in its hymns.',
            'Alexander of Macedon invaded in 326 BCE and defeated Porus on the Jhelum (the Battle of the Hydaspes); Taxila was a renowned centre of learning in the north-west.',
          ],
        },
        { type: 'h3', text: 'The Sikh Gurus' },
        {
          type: 'table',
          header: ['Guru', 'Period as Guru', 'Key contributions'],
          rows: [
            [
              'Guru Nanak Dev',
              '1469-1539 (lifetime)',
              'Founder of Sikhism; born at Rai Bhoi di Talwandi (Nankana Sahib); four udasis (journeys); settled at Kartarpur on the Ravi; composed Japji Sahib',
            ],
            [
              'Guru Angad Dev',
              '1539-1552',
              'Standardised the Gurmukhi script; strengthened langar; set up mall akharas (wrestling arenas) at Khadur Sahib',
            ],
            [
              'Guru Amar Das',
              '1552-1574',
              'Built the baoli at Goindwal; organised the manji system; opposed sati and purdah; composed Anand Sahib',
            ],
            [
              'Guru Ram Das',
              '1574-1581',
              'Founded Ramdaspur (Amritsar) and began the sacred tank; composed the Lavan of the Sikh marriage',
            ],
            [
              'Guru Arjan Dev',
              '1581-1606',
              'Completed the Harmandir Sahib; compiled the Adi Granth (1604); founded Tarn Taran; first Sikh martyr (Lahore, 1606)',
            ],
            [
              'Guru Hargobind',
              '1606-1644',
              'Doctrine of miri-piri, wore two swords; built the Akal Takht; release from Gwalior fort is marked as Bandi Chhor Divas',
            ],
            ['Guru Har Rai', '1644-1661', 'Kept a trained body of horsemen; maintained a herbal garden and dispensary at Kiratpur Sahib'],
            [
              'Guru Har Krishan',
              '1661-1664',
              'Became Guru at the age of five; served the sick during a smallpox epidemic in Delhi (Gurdwara Bangla Sahib)',
            ],
            [
              'Guru Tegh Bahadur',
              '1664-1675',
              'Founded Anandpur Sahib (Chak Nanaki); martyred in Delhi in 1675 for freedom of conscience (Gurdwara Sis Ganj Sahib)',
            ],
            [
              'Guru Gobind Singh',
              '1675-1708',
              'Created the Khalsa at Anandpur Sahib on Baisakhi 1699; wrote the Zafarnama; vested Guruship in the Guru Granth Sahib at Nanded (1708)',
            ],
          ],
        },
        { type: 'h3', text: 'Banda Singh Bahadur, the misls and Maharaja Ranjit Singh' },
        {
          type: 'ul',
          items: [
            'Banda Singh Bahadur defeated Wazir Khan at Chappar Chiri (1710), captured Sirhind, made Lohgarh his capital, struck coins in the name of the Gurus and gave land to the tillers; he was executed in Delhi in 1716.',
            'In the 18th century the Sikhs organised into twelve misls; the Sarbat Khalsa met at Amritsar, and the Dal Khalsa was formed in 1748.',
            'Ranjit Singh (1780-1839) of the Sukerchakia misl took Lahore in 1799 and was proclaimed Maharaja in 1801. The Treaty of Amritsar (1809) with the British fixed the Sutlej as the limit of his expansion to the east.',
            'He conquered Multan (1818) and Kashmir (1819), brought Peshawar under direct rule (1834), trained the Fauj-i-Khas on European lines with officers such as Ventura and Allard, and covered the Harmandir Sahib with gilded copper.',
            'After the two Anglo-Sikh Wars (1845-46 and 1848-49), Punjab was annexed by the British on 29 March 1849 under Governor-General Dalhousie.',
          ],
        },
      ],
      pa: [
        { type: 'h2', text: 'ਪੰਜਾਬ ਦਾ ਇਤਿਹਾਸ: ਹੜੱਪਾ ਤੋਂ ਸਿੱਖ ਰਾਜ ਤੱਕ' },
        { type: 'h3', text: 'ਪ੍ਰਾਚੀਨ ਪੰਜਾਬ' },
        {
          type: 'ul',
          items: [
            'ਰਾਵੀ ਦੇ ਪੁਰਾਣੇ ਵਹਿਣ ਉੱਤੇ ਸਥਿਤ ਹੜੱਪਾ (ਹੁਣ ਪਾਕਿਸਤਾਨ ਵਿੱਚ) ਦੀ ਖੁਦਾਈ 1921 ਵਿੱਚ ਦਯਾ ਰਾਮ ਸਾਹਨੀ ਨੇ ਕੀਤੀ ਅਤੇ ਇਸੇ ਤੋਂ ਹੜੱਪਾ ਸੱਭਿਅਤਾ ਦਾ ਨਾਂ ਪਿਆ। ਭਾਰਤੀ ਪੰਜਾਬ ਵਿੱਚ ਰੋਪੜ (ਰੂਪਨਗਰ) ਅਤੇ ਸੰਘੋਲ (ਫ਼ਤਹਿਗੜ੍ਹ ਸਾਹਿਬ) ਮਹੱਤਵਪੂਰਨ ਖੁਦਾਈ ਵਾਲੀਆਂ ਥਾਵਾਂ ਹਨ।',
            'ਰਿਗਵੇਦ ਦੀ ਰਚਨਾ ਸਪਤ ਸਿੰਧੂ ਖੇਤਰ ਵਿੱਚ ਹੋਈ, ਜੋ ਸੱਤ ਦਰਿਆਵਾਂ ਦੀ ਧਰਤੀ ਹੈ ਅਤੇ ਜਿਸ ਵਿੱਚ ਪੰਜਾਬ ਸ਼ਾਮਲ ਹੈ; ਇਸ ਦੇ ਮੰਤਰਾਂ ਵਿੱਚ ਪੰਜਾਬ ਦੇ ਦਰਿਆਵਾਂ ਦੇ ਵੈਦਿਕ ਨਾਂ ਮਿਲਦੇ ਹਨ।',
            'ਮਕਦੂਨੀਆ ਦੇ ਸਿਕੰਦਰ ਨੇ 326 ਈ.ਪੂ. ਵਿੱਚ ਹਮਲਾ ਕੀਤਾ ਅਤੇ ਜਿਹਲਮ ਦੇ ਕੰਢੇ ਪੋਰਸ ਨੂੰ ਹਰਾਇਆ (ਹਾਈਡੈਸਪੀਜ਼ ਦੀ ਲੜਾਈ); ਟੈਕਸਲਾ ਉੱਤਰ-ਪੱਛਮ ਵਿੱਚ ਵਿੱਦਿਆ ਦਾ ਪ੍ਰਸਿੱਧ ਕੇਂਦਰ ਸੀ।',
          ],
        },
        { type: 'h3', text: 'ਸਿੱਖ ਗੁਰੂ ਸਾਹਿਬਾਨ' },
        {
          type: 'table',
          header: ['ਗੁਰੂ ਸਾਹਿਬ', 'ਗੁਰਗੱਦੀ ਦਾ ਸਮਾਂ', 'ਮੁੱਖ ਯੋਗਦਾਨ'],
          rows: [
            [
              'ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ',
              '1469-1539 (ਜੀਵਨ ਕਾਲ)',
              'ਸਿੱਖ ਧਰਮ ਦੇ ਬਾਨੀ; ਰਾਇ ਭੋਇ ਦੀ ਤਲਵੰਡੀ (ਨਨਕਾਣਾ ਸਾਹਿਬ) ਵਿਖੇ ਜਨਮ; ਚਾਰ ਉਦਾਸੀਆਂ; ਰਾਵੀ ਕੰਢੇ ਕਰਤਾਰਪੁਰ ਵਸਾਇਆ; ਜਪੁਜੀ ਸਾਹਿਬ ਦੀ ਰਚਨਾ',
            ],
            ['ਗੁਰੂ ਅੰਗਦ ਦੇਵ ਜੀ', '1539-1552', 'ਗੁਰਮੁਖੀ ਲਿਪੀ ਨੂੰ ਮਿਆਰੀ ਰੂਪ ਦਿੱਤਾ; ਲੰਗਰ ਨੂੰ ਮਜ਼ਬੂਤ ਕੀਤਾ; ਖਡੂਰ ਸਾਹਿਬ ਵਿਖੇ ਮੱਲ ਅਖਾੜੇ'],
            ['ਗੁਰੂ ਅਮਰਦਾਸ ਜੀ', '1552-1574', 'ਗੋਇੰਦਵਾਲ ਦੀ ਬਾਉਲੀ; ਮੰਜੀ ਪ੍ਰਥਾ; ਸਤੀ ਅਤੇ ਪਰਦੇ ਦਾ ਵਿਰੋਧ; ਅਨੰਦ ਸਾਹਿਬ ਦੀ ਰਚਨਾ'],
            ['ਗੁਰੂ ਰਾਮਦਾਸ ਜੀ', '1574-1581', 'ਰਾਮਦਾਸਪੁਰ (ਅੰਮ੍ਰਿਤਸਰ) ਵਸਾਇਆ ਅਤੇ ਸਰੋਵਰ ਦੀ ਸ਼ੁਰੂਆਤ; ਅਨੰਦ ਕਾਰਜ ਦੀਆਂ ਲਾਵਾਂ ਦੀ ਰਚਨਾ'],
            [
              'ਗੁਰੂ ਅਰਜਨ ਦੇਵ ਜੀ',
              '1581-1606',
              'ਹਰਿਮੰਦਰ ਸਾਹਿਬ ਦੀ ਉਸਾਰੀ ਮੁਕੰਮਲ; ਆਦਿ ਗ੍ਰੰਥ ਦਾ ਸੰਪਾਦਨ (1604); ਤਰਨ ਤਾਰਨ ਵਸਾਇਆ; ਪਹਿਲੇ ਸਿੱਖ ਸ਼ਹੀਦ (ਲਾਹੌਰ, 1606)',
            ],
            ['ਗੁਰੂ ਹਰਗੋਬਿੰਦ ਜੀ', '1606-1644', 'ਮੀਰੀ-ਪੀਰੀ ਦਾ ਸਿਧਾਂਤ, ਦੋ ਤਲਵਾਰਾਂ; ਅਕਾਲ ਤਖ਼ਤ ਦੀ ਸਥਾਪਨਾ; ਗਵਾਲੀਅਰ ਕਿਲ੍ਹੇ ਤੋਂ ਰਿਹਾਈ ਦੀ ਯਾਦ ਵਿੱਚ ਬੰਦੀ ਛੋੜ ਦਿਵਸ'],
            ['ਗੁਰੂ ਹਰਿਰਾਇ ਜੀ', '1644-1661', 'ਸਿੱਖਿਅਤ ਘੋੜਸਵਾਰ ਰੱਖੇ; ਕੀਰਤਪੁਰ ਸਾਹਿਬ ਵਿਖੇ ਜੜੀ-ਬੂਟੀਆਂ ਦਾ ਬਾਗ਼ ਅਤੇ ਦਵਾਖ਼ਾਨਾ'],
            ['ਗੁਰੂ ਹਰਿਕ੍ਰਿਸ਼ਨ ਜੀ', '1661-1664', 'ਪੰਜ ਸਾਲ ਦੀ ਉਮਰ ਵਿੱਚ ਗੁਰਗੱਦੀ; ਦਿੱਲੀ ਵਿੱਚ ਚੇਚਕ ਦੀ ਮਹਾਂਮਾਰੀ ਦੌਰਾਨ ਬੀਮਾਰਾਂ ਦੀ ਸੇਵਾ (ਗੁਰਦੁਆਰਾ ਬੰਗਲਾ ਸਾਹਿਬ)'],
            ['ਗੁਰੂ ਤੇਗ਼ ਬਹਾਦਰ ਜੀ', '1664-1675', 'ਅਨੰਦਪੁਰ ਸਾਹਿਬ (ਚੱਕ ਨਾਨਕੀ) ਵਸਾਇਆ; ਧਰਮ ਦੀ ਆਜ਼ਾਦੀ ਲਈ 1675 ਵਿੱਚ ਦਿੱਲੀ ਵਿਖੇ ਸ਼ਹੀਦੀ (ਗੁਰਦੁਆਰਾ ਸੀਸ ਗੰਜ ਸਾਹਿਬ)'],
            [
              'ਗੁਰੂ ਗੋਬਿੰਦ ਸਿੰਘ ਜੀ',
              '1675-1708',
              '1699 ਦੀ ਵਿਸਾਖੀ ਨੂੰ ਅਨੰਦਪੁਰ ਸਾਹਿਬ ਵਿਖੇ ਖ਼ਾਲਸੇ ਦੀ ਸਾਜਨਾ; ਜ਼ਫ਼ਰਨਾਮਾ ਲਿਖਿਆ; ਨਾਂਦੇੜ ਵਿਖੇ (1708) ਗੁਰਗੱਦੀ ਗੁਰੂ ਗ੍ਰੰਥ ਸਾਹਿਬ ਨੂੰ ਸੌਂਪੀ',
            ],
          ],
        },
        { type: 'h3', text: 'ਬਾਬਾ ਬੰਦਾ ਸਿੰਘ ਬਹਾਦਰ, ਮਿਸਲਾਂ ਅਤੇ ਮਹਾਰਾਜਾ ਰਣਜੀਤ ਸਿੰਘ' },
        {
          type: 'ul',
          items: [
            'ਬਾਬਾ ਬੰਦਾ ਸਿੰਘ ਬਹਾਦਰ ਨੇ ਚੱਪੜਚਿੜੀ (1710) ਵਿੱਚ ਵਜ਼ੀਰ ਖ਼ਾਨ ਨੂੰ ਹਰਾਇਆ, ਸਰਹਿੰਦ ਜਿੱਤਿਆ, ਲੋਹਗੜ੍ਹ ਨੂੰ ਰਾਜਧਾਨੀ ਬਣਾਇਆ, ਗੁਰੂ ਸਾਹਿਬਾਨ ਦੇ ਨਾਂ ਉੱਤੇ ਸਿੱਕੇ ਚਲਾਏ ਅਤੇ ਜ਼ਮੀਨ ਵਾਹੀਕਾਰਾਂ ਨੂੰ ਦਿੱਤੀ; 1716 ਵਿੱਚ ਦਿੱਲੀ ਵਿਖੇ ਸ਼ਹੀਦ ਕੀਤੇ ਗਏ।',
            '18ਵੀਂ ਸਦੀ ਵਿੱਚ ਸਿੱਖ ਬਾਰਾਂ ਮਿਸਲਾਂ ਵਿੱਚ ਸੰਗਠਿਤ ਹੋਏ; ਸਰਬੱਤ ਖ਼ਾਲਸਾ ਅੰਮ੍ਰਿਤਸਰ ਵਿਖੇ ਜੁੜਦਾ ਸੀ ਅਤੇ 1748 ਵਿੱਚ ਦਲ ਖ਼ਾਲਸਾ ਬਣਿਆ।',
            'ਸ਼ੁਕਰਚੱਕੀਆ ਮਿਸਲ ਦੇ ਰਣਜੀਤ ਸਿੰਘ (1780-1839) ਨੇ 1799 ਵਿੱਚ ਲਾਹੌਰ ਉੱਤੇ ਕਬਜ਼ਾ ਕੀਤਾ ਅਤੇ 1801 ਵਿੱਚ ਮਹਾਰਾਜਾ ਐਲਾਨੇ ਗਏ। ਅੰਗਰੇਜ਼ਾਂ ਨਾਲ ਅੰਮ੍ਰਿਤਸਰ ਦੀ ਸੰਧੀ (1809) ਨੇ ਸਤਲੁਜ ਨੂੰ ਉਨ੍ਹਾਂ ਦੇ ਪੂਰਬ ਵੱਲ ਵਿਸਥਾਰ ਦੀ ਹੱਦ ਮਿੱਥ ਦਿੱਤਾ।',
            'ਉਨ੍ਹਾਂ ਨੇ ਮੁਲਤਾਨ (1818) ਅਤੇ ਕਸ਼ਮੀਰ (1819) ਜਿੱਤੇ, ਪਿਸ਼ਾਵਰ ਨੂੰ ਸਿੱਧੇ ਰਾਜ ਅਧੀਨ ਲਿਆਂਦਾ (1834), ਵੈਂਤੂਰਾ ਅਤੇ ਅਲਾਰਡ ਵਰਗੇ ਅਫ਼ਸਰਾਂ ਰਾਹੀਂ ਫ਼ੌਜ-ਏ-ਖ਼ਾਸ ਨੂੰ ਯੂਰਪੀ ਢੰਗ ਨਾਲ ਸਿਖਲਾਈ ਦਿਵਾਈ, ਅਤੇ ਹਰਿਮੰਦਰ ਸਾਹਿਬ ਉੱਤੇ ਸੋਨੇ ਦੀ ਪਰਤ ਵਾਲਾ ਤਾਂਬਾ ਚੜ੍ਹਵਾਇਆ।',
            'ਦੋ ਐਂਗਲੋ-ਸਿੱਖ ਜੰਗਾਂ (1845-46 ਅਤੇ 1848-49) ਤੋਂ ਬਾਅਦ 29 ਮਾਰਚ 1849 ਨੂੰ ਗਵਰਨਰ-ਜਨਰਲ ਡਲਹੌਜ਼ੀ ਦੇ ਸਮੇਂ ਪੰਜਾਬ ਨੂੰ ਅੰਗਰੇਜ਼ੀ ਰਾਜ ਵਿੱਚ ਮਿਲਾ ਲਿਆ ਗਿਆ।',
          ],
        },
      ],
    },
  },
  {
    key: 'polity',
    stage: 'prelims',
    title: { en: 'Polity', pa: 'ਰਾਜ-ਵਿਵਸਥਾ' },
    overview: {
      en: "Indian Polity in Prelims GS Paper I tests the making and basic features of the Constitution, fundamental rights and duties, the Union and State governments, the judiciary, local government and constitutional bodies. Article numbers, amendments and Punjab's own institutions such as the Vidhan Sabha, the High Court at Chandigarh and the PPSC are frequently asked.",
      pa: 'ਮੁੱਢਲੀ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-1 ਵਿੱਚ ਭਾਰਤੀ ਰਾਜ-ਵਿਵਸਥਾ ਅਧੀਨ ਸੰਵਿਧਾਨ ਦੀ ਰਚਨਾ ਅਤੇ ਮੂਲ ਵਿਸ਼ੇਸ਼ਤਾਵਾਂ, ਮੌਲਿਕ ਅਧਿਕਾਰ ਅਤੇ ਫ਼ਰਜ਼, ਕੇਂਦਰ ਅਤੇ ਰਾਜ ਸਰਕਾਰਾਂ, ਨਿਆਂਪਾਲਿਕਾ, ਸਥਾਨਕ ਸਰਕਾਰਾਂ ਅਤੇ ਸੰਵਿਧਾਨਕ ਸੰਸਥਾਵਾਂ ਪਰਖੀਆਂ ਜਾਂਦੀਆਂ ਹਨ। ਅਨੁਛੇਦਾਂ ਦੇ ਨੰਬਰ, ਸੋਧਾਂ ਅਤੇ ਪੰਜਾਬ ਦੀਆਂ ਆਪਣੀਆਂ ਸੰਸਥਾਵਾਂ, ਜਿਵੇਂ ਵਿਧਾਨ ਸਭਾ, ਚੰਡੀਗੜ੍ਹ ਸਥਿਤ ਹਾਈ ਕੋਰਟ ਅਤੇ ਪੀ.ਪੀ.ਐੱਸ.ਸੀ., ਬਾਰੇ ਅਕਸਰ ਪ੍ਰਸ਼ਨ ਆਉਂਦੇ ਹਨ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'Indian Polity: The Constitution at a Glance' },
        { type: 'h3', text: 'Making of the Constitution' },
        {
          type: 'p',
          text: 'The Constituent Assembly first met on 9 December 1946. Dr Rajendra Prasad was its President and Dr B.R. Ambedkar chaired the Drafting Committee. The Constitution was adopted on 26 November 1949, now observed as Constitution Day, and came fully into force on 26 January 1950. The Preamble describes India as a sovereign, socialist, secular, democratic republic; the words socialist, secular and integrity were inserted by the 42nd Amendment in 1976. Many features were borrowed from other sources:',
        },
        {
          type: 'ul',
          items: [
            'Government of India Act, 1935: federal scheme, office of Governor, emergency provisions, public service commissions.',
            'Britain: parliamentary government, rule of law, single citizenship.',
            'United States: fundamental rights, judicial review, independence of the judiciary.',
            'Ireland: Directive Principles of State Policy.',
            'Canada: a federation with a strong Centre and residuary powers vested in the Centre.',
            'Former USSR: fundamental duties.',
          ],
        },
        { type: 'h3', text: 'Key articles of the Constitution' },
        {
          type: 'table',
          header: ['Article(s)', 'Subject'],
          rows: [
            ['12-35', 'Fundamental Rights (Part III)'],
            ['14', 'Equality before law and equal protection of the laws'],
            ['17', 'Abolition of untouchability'],
            ['19', 'Six freedoms, including speech and expression'],
            [
              '21 and 21A',
              'Protection of life and personal liberty; free and compulsory education for children aged 6 to 14 (86th Amendment, 2002)',
            ],
            ['32', 'Right to constitutional remedies (writs by the Supreme Court)'],
            ['36-51', 'Directive Principles of State Policy (Part IV)'],
            ['51A', 'Fundamental Duties (Part IVA, added in 1976)'],
            ['72 and 161', 'Pardoning power of the President and of the Governor'],
            ['123 and 213', 'Ordinance-making power of the President and of the Governor'],
            ['164', 'Appointment of the Chief Minister and other ministers by the Governor'],
            ['226', 'Writ jurisdiction of the High Courts'],
            ['243-243ZG', 'Panchayats and Municipalities (73rd and 74th Amendments, 1992)'],
            ['280', 'Finance Commission'],
            ['315-323', 'Public Service Commissions for the Union and the States'],
            ['324', 'Election Commission'],
            ['352, 356 and 360', 'National emergency; failure of constitutional machinery in a State; financial emergency'],
            ['368', 'Power of Parliament to amend the Constitution'],
          ],
        },
        { type: 'h3', text: 'Punjab in the constitutional set-up' },
        {
          type: 'ul',
          items: [
            'Punjab has a unicameral legislature: the Vidhan Sabha has 117 members, and the state Legislative Council was abolished in 1970.',
            'The state elects 13 members to the Lok Sabha and 7 to the Rajya Sabha.',
            'The Punjab and Haryana High Court at Chandigarh serves Punjab, Haryana and the Union Territory of Chandigarh.',
            'The Punjab Public Service Commission is a constitutional body under Article 315; its Chairman and members are appointed by the Governor (Article 316).',
            'Punjabi is one of the 22 languages listed in the Eighth Schedule.',
          ],
        },
      ],
      pa: [
        { type: 'h2', text: 'ਭਾਰਤੀ ਰਾਜ-ਵਿਵਸਥਾ: ਸੰਵਿਧਾਨ ਇੱਕ ਨਜ਼ਰ ਵਿੱਚ' },
        { type: 'h3', text: 'ਸੰਵਿਧਾਨ ਦੀ ਰਚਨਾ' },
        {
          type: 'p',
          text: 'ਸੰਵਿਧਾਨ ਸਭਾ ਦੀ ਪਹਿਲੀ ਬੈਠਕ 9 ਦਸੰਬਰ 1946 ਨੂੰ ਹੋਈ। ਡਾ. ਰਾਜਿੰਦਰ ਪ੍ਰਸਾਦ ਇਸ ਦੇ ਪ੍ਰਧਾਨ ਸਨ ਅਤੇ ਡਾ. ਬੀ.ਆਰ. ਅੰਬੇਡਕਰ ਖਰੜਾ ਕਮੇਟੀ ਦੇ ਚੇਅਰਮੈਨ ਸਨ। ਸੰਵਿਧਾਨ 26 ਨਵੰਬਰ 1949 ਨੂੰ ਅਪਣਾਇਆ ਗਿਆ, ਜਿਸ ਨੂੰ ਹੁਣ ਸੰਵਿਧਾਨ ਦਿਵਸ ਵਜੋਂ ਮਨਾਇਆ ਜਾਂਦਾ ਹੈ, ਅਤੇ ਇਹ 26 ਜਨਵਰੀ 1950 ਨੂੰ ਪੂਰੀ ਤਰ੍ਹਾਂ ਲਾਗੂ ਹੋਇਆ। ਪ੍ਰਸਤਾਵਨਾ ਭਾਰਤ ਨੂੰ ਪ੍ਰਭੂਸੱਤਾ ਸੰਪੰਨ, ਸਮਾਜਵਾਦੀ, ਧਰਮ-ਨਿਰਪੱਖ, ਲੋਕਤੰਤਰੀ ਗਣਰਾਜ ਐਲਾਨਦੀ ਹੈ; ਸਮਾਜਵਾਦੀ, ਧਰਮ-ਨਿਰਪੱਖ ਅਤੇ ਅਖੰਡਤਾ ਸ਼ਬਦ 1976 ਦੀ 42ਵੀਂ ਸੋਧ ਨਾਲ ਜੋੜੇ ਗਏ। ਕਈ ਵਿਸ਼ੇਸ਼ਤਾਵਾਂ ਹੋਰ ਸਰੋਤਾਂ ਤੋਂ ਲਈਆਂ ਗਈਆਂ:',
        },
        {
          type: 'ul',
          items: [
            'ਭਾਰਤ ਸਰਕਾਰ ਐਕਟ, 1935: ਸੰਘੀ ਢਾਂਚਾ, ਰਾਜਪਾਲ ਦਾ ਅਹੁਦਾ, ਐਮਰਜੈਂਸੀ ਵਿਵਸਥਾਵਾਂ, ਲੋਕ ਸੇਵਾ ਕਮਿਸ਼ਨ।',
            'ਬਰਤਾਨੀਆ: ਸੰਸਦੀ ਸਰਕਾਰ, ਕਾਨੂੰਨ ਦਾ ਰਾਜ, ਇਕਹਿਰੀ ਨਾਗਰਿਕਤਾ।',
            'ਅਮਰੀਕਾ: ਮੌਲਿਕ ਅਧਿਕਾਰ, ਨਿਆਂਇਕ ਸਮੀਖਿਆ, ਨਿਆਂਪਾਲਿਕਾ ਦੀ ਸੁਤੰਤਰਤਾ।',
            'ਆਇਰਲੈਂਡ: ਰਾਜ ਨੀਤੀ ਦੇ ਨਿਰਦੇਸ਼ਕ ਸਿਧਾਂਤ।',
            'ਕੈਨੇਡਾ: ਮਜ਼ਬੂਤ ਕੇਂਦਰ ਵਾਲਾ ਸੰਘ ਅਤੇ ਬਾਕੀ ਬਚੀਆਂ (ਰੈਜ਼ੀਡਿਊਰੀ) ਸ਼ਕਤੀਆਂ ਕੇਂਦਰ ਕੋਲ।',
            'ਸਾਬਕਾ ਸੋਵੀਅਤ ਸੰਘ: ਮੌਲਿਕ ਫ਼ਰਜ਼।',
          ],
        },
        { type: 'h3', text: 'ਸੰਵਿਧਾਨ ਦੇ ਮੁੱਖ ਅਨੁਛੇਦ' },
        {
          type: 'table',
          header: ['ਅਨੁਛੇਦ', 'ਵਿਸ਼ਾ'],
          rows: [
            ['12-35', 'ਮੌਲਿਕ ਅਧਿਕਾਰ (ਭਾਗ III)'],
            ['14', 'ਕਾਨੂੰਨ ਅੱਗੇ ਬਰਾਬਰੀ ਅਤੇ ਕਾਨੂੰਨਾਂ ਦੀ ਬਰਾਬਰ ਸੁਰੱਖਿਆ'],
            ['17', 'ਛੂਤ-ਛਾਤ ਦਾ ਖ਼ਾਤਮਾ'],
            ['19', 'ਛੇ ਆਜ਼ਾਦੀਆਂ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਬੋਲਣ ਅਤੇ ਪ੍ਰਗਟਾਵੇ ਦੀ ਆਜ਼ਾਦੀ ਸ਼ਾਮਲ'],
            ['21 ਅਤੇ 21A', 'ਜੀਵਨ ਅਤੇ ਨਿੱਜੀ ਆਜ਼ਾਦੀ ਦੀ ਸੁਰੱਖਿਆ; 6 ਤੋਂ 14 ਸਾਲ ਦੇ ਬੱਚਿਆਂ ਲਈ ਮੁਫ਼ਤ ਅਤੇ ਲਾਜ਼ਮੀ ਸਿੱਖਿਆ (86ਵੀਂ ਸੋਧ, 2002)'],
            ['32', 'ਸੰਵਿਧਾਨਕ ਉਪਚਾਰਾਂ ਦਾ ਅਧਿਕਾਰ (ਸੁਪਰੀਮ ਕੋਰਟ ਦੀਆਂ ਰਿੱਟਾਂ)'],
            ['36-51', 'ਰਾਜ ਨੀਤੀ ਦੇ ਨਿਰਦੇਸ਼ਕ ਸਿਧਾਂਤ (ਭਾਗ IV)'],
            ['51A', 'ਮੌਲਿਕ ਫ਼ਰਜ਼ (ਭਾਗ IVA, 1976 ਵਿੱਚ ਜੋੜਿਆ)'],
            ['72 ਅਤੇ 161', 'ਰਾਸ਼ਟਰਪਤੀ ਅਤੇ ਰਾਜਪਾਲ ਦੀ ਮੁਆਫ਼ੀ ਦੇਣ ਦੀ ਸ਼ਕਤੀ'],
            ['123 ਅਤੇ 213', 'ਰਾਸ਼ਟਰਪਤੀ ਅਤੇ ਰਾਜਪਾਲ ਦੀ ਆਰਡੀਨੈਂਸ ਜਾਰੀ ਕਰਨ ਦੀ ਸ਼ਕਤੀ'],
            ['164', 'ਰਾਜਪਾਲ ਵੱਲੋਂ ਮੁੱਖ ਮੰਤਰੀ ਅਤੇ ਹੋਰ ਮੰਤਰੀਆਂ ਦੀ ਨਿਯੁਕਤੀ'],
            ['226', 'ਹਾਈ ਕੋਰਟਾਂ ਦਾ ਰਿੱਟ ਅਧਿਕਾਰ ਖੇਤਰ'],
            ['243-243ZG', 'ਪੰਚਾਇਤਾਂ ਅਤੇ ਨਗਰਪਾਲਿਕਾਵਾਂ (73ਵੀਂ ਅਤੇ 74ਵੀਂ ਸੋਧ, 1992)'],
            ['280', 'ਵਿੱਤ ਕਮਿਸ਼ਨ'],
            ['315-323', 'ਕੇਂਦਰ ਅਤੇ ਰਾਜਾਂ ਲਈ ਲੋਕ ਸੇਵਾ ਕਮਿਸ਼ਨ'],
            ['324', 'ਚੋਣ ਕਮਿਸ਼ਨ'],
            ['352, 356 ਅਤੇ 360', 'ਰਾਸ਼ਟਰੀ ਐਮਰਜੈਂਸੀ; ਰਾਜ ਵਿੱਚ ਸੰਵਿਧਾਨਕ ਮਸ਼ੀਨਰੀ ਦੀ ਅਸਫ਼ਲਤਾ; ਵਿੱਤੀ ਐਮਰਜੈਂਸੀ'],
            ['368', 'ਸੰਸਦ ਦੀ ਸੰਵਿਧਾਨ ਸੋਧਣ ਦੀ ਸ਼ਕਤੀ'],
          ],
        },
        { type: 'h3', text: 'ਸੰਵਿਧਾਨਕ ਢਾਂਚੇ ਵਿੱਚ ਪੰਜਾਬ' },
        {
          type: 'ul',
          items: [
            'ਪੰਜਾਬ ਵਿੱਚ ਇੱਕ-ਸਦਨੀ ਵਿਧਾਨਪਾਲਿਕਾ ਹੈ: ਵਿਧਾਨ ਸਭਾ ਦੇ 117 ਮੈਂਬਰ ਹਨ ਅਤੇ ਰਾਜ ਦੀ ਵਿਧਾਨ ਪ੍ਰੀਸ਼ਦ 1970 ਵਿੱਚ ਖ਼ਤਮ ਕਰ ਦਿੱਤੀ ਗਈ ਸੀ।',
            'ਰਾਜ ਲੋਕ ਸਭਾ ਲਈ 13 ਅਤੇ ਰਾਜ ਸਭਾ ਲਈ 7 ਮੈਂਬਰ ਚੁਣਦਾ ਹੈ।',
            'ਚੰਡੀਗੜ੍ਹ ਸਥਿਤ ਪੰਜਾਬ ਅਤੇ ਹਰਿਆਣਾ ਹਾਈ ਕੋਰਟ ਪੰਜਾਬ, ਹਰਿਆਣਾ ਅਤੇ ਕੇਂਦਰ ਸ਼ਾਸਿਤ ਪ੍ਰਦੇਸ਼ ਚੰਡੀਗੜ੍ਹ ਲਈ ਹੈ।',
            'ਪੰਜਾਬ ਲੋਕ ਸੇਵਾ ਕਮਿਸ਼ਨ ਅਨੁਛੇਦ 315 ਅਧੀਨ ਸੰਵਿਧਾਨਕ ਸੰਸਥਾ ਹੈ; ਇਸ ਦੇ ਚੇਅਰਮੈਨ ਅਤੇ ਮੈਂਬਰਾਂ ਦੀ ਨਿਯੁਕਤੀ ਰਾਜਪਾਲ ਕਰਦਾ ਹੈ (ਅਨੁਛੇਦ 316)।',
            'ਪੰਜਾਬੀ ਅੱਠਵੀਂ ਅਨੁਸੂਚੀ ਵਿੱਚ ਦਰਜ 22 ਭਾਸ਼ਾਵਾਂ ਵਿੱਚੋਂ ਇੱਕ ਹੈ।',
          ],
        },
      ],
    },
  },
  {
    key: 'punjab-gk',
    stage: 'prelims',
    title: { en: 'Punjab GK', pa: 'ਪੰਜਾਬ ਆਮ ਗਿਆਨ' },
    overview: {
      en: 'The "About Punjab" part of Prelims GS Paper I asks about the state\'s formation, administration, demography, places of historical and religious importance, fairs, festivals and folk culture. It is one of the most scoring areas for candidates who revise its facts systematically.',
      pa: 'ਮੁੱਢਲੀ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-1 ਦਾ "ਪੰਜਾਬ ਬਾਰੇ" ਹਿੱਸਾ ਰਾਜ ਦੇ ਗਠਨ, ਪ੍ਰਸ਼ਾਸਨ, ਜਨਸੰਖਿਆ, ਇਤਿਹਾਸਕ ਅਤੇ ਧਾਰਮਿਕ ਮਹੱਤਵ ਵਾਲੀਆਂ ਥਾਵਾਂ, ਮੇਲਿਆਂ, ਤਿਉਹਾਰਾਂ ਅਤੇ ਲੋਕ-ਸੱਭਿਆਚਾਰ ਬਾਰੇ ਪ੍ਰਸ਼ਨ ਪੁੱਛਦਾ ਹੈ। ਜਿਹੜੇ ਉਮੀਦਵਾਰ ਇਨ੍ਹਾਂ ਤੱਥਾਂ ਦੀ ਤਰਤੀਬਵਾਰ ਦੁਹਰਾਈ ਕਰਦੇ ਹਨ, ਉਨ੍ਹਾਂ ਲਈ ਇਹ ਸਭ ਤੋਂ ਵੱਧ ਅੰਕ ਦੇਣ ਵਾਲੇ ਹਿੱਸਿਆਂ ਵਿੱਚੋਂ ਇੱਕ ਹੈ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'Punjab at a Glance' },
        { type: 'h3', text: 'Formation and administration' },
        {
          type: 'p',
          text: 'The present state of Punjab came into being on 1 November 1966 under the Punjab Reorganisation Act, 1966: Haryana was carved out as a separate state, the hill areas went to Himachal Pradesh, and Chandigarh became a Union Territory serving as the capital of both Punjab and Haryana. Punjab has 23 districts (Malerkotla became the 23rd in 2021), grouped into five divisions: Patiala, Rupnagar, Jalandhar, Ferozepur and Faridkot. Punjabi in the Gurmukhi script is the official language under the Punjab Official Language Act, 1967.',
        },
        {
          type: 'table',
          header: ['Item', 'Fact'],
          rows: [
            ['Area', '50,362 sq km'],
            ['Population (Census 2011)', 'About 2.77 crore'],
            ['Sex ratio (Census 2011)', '895 females per 1,000 males'],
            ['Literacy (Census 2011)', 'About 75.8 per cent'],
            ['Scheduled Castes (Census 2011)', 'About 31.9 per cent of the population, the highest share of any state'],
            ['Urban population (Census 2011)', 'About 37.5 per cent'],
            ['Seats: Vidhan Sabha / Lok Sabha / Rajya Sabha', '117 / 13 / 7'],
            ['Largest city', 'Ludhiana'],
            ['State animal / bird / tree', 'Blackbuck / baaz (northern goshawk) / shisham'],
          ],
        },
        { type: 'h3', text: 'Sacred and historic places' },
        {
          type: 'ul',
          items: [
            'Sri Harmandir Sahib (the Golden Temple) and the Akal Takht at Amritsar, with Jallianwala Bagh close by.',
            'Three of the five Sikh Takhts are in Punjab: Sri Akal Takht Sahib (Amritsar), Takht Sri Kesgarh Sahib (Anandpur Sahib) and Takht Sri Damdama Sahib (Talwandi Sabo, Bathinda). The other two are Takht Sri Patna Sahib (Bihar) and Takht Sri Hazur Sahib (Nanded, Maharashtra).',
            'Fatehgarh Sahib marks the martyrdom of the younger Sahibzadas, Zorawar Singh and Fateh Singh, at Sirhind.',
            'Sri Muktsar Sahib honours the Chali Mukte (Forty Liberated Ones) who fell in the battle of Khidrana in 1705; the Maghi mela is held there.',
            'Hussainiwala (Ferozepur), where Bhagat Singh, Rajguru and Sukhdev were cremated, and Khatkar Kalan (Shaheed Bhagat Singh Nagar), the ancestral village of Bhagat Singh.',
          ],
        },
        { type: 'h3', text: 'Fairs, festivals and folk culture' },
        {
          type: 'ul',
          items: [
            'Lohri is celebrated in mid-January, with Maghi on the following day.',
            'Baisakhi (April) celebrates the wheat harvest and the creation of the Khalsa in 1699.',
            'Hola Mohalla at Anandpur Sahib, begun by Guru Gobind Singh, is a display of martial skills held the day after Holi.',
            'The Shaheedi Jor Mela at Fatehgarh Sahib is held in December; the Kila Raipur Rural Olympics (Ludhiana) feature bullock-cart races and traditional sports.',
            'Folk dances include bhangra, giddha, jhumar, malwai giddha, sammi and luddi; crafts include phulkari embroidery, the Punjabi jutti and the wood inlay work of Hoshiarpur.',
          ],
        },
      ],
      pa: [
        { type: 'h2', text: 'ਪੰਜਾਬ ਇੱਕ ਨਜ਼ਰ ਵਿੱਚ' },
        { type: 'h3', text: 'ਗਠਨ ਅਤੇ ਪ੍ਰਸ਼ਾਸਨ' },
        {
          type: 'p',
          text: 'ਅਜੋਕਾ ਪੰਜਾਬ ਰਾਜ ਪੰਜਾਬ ਪੁਨਰਗਠਨ ਐਕਟ, 1966 ਅਧੀਨ 1 ਨਵੰਬਰ 1966 ਨੂੰ ਹੋਂਦ ਵਿੱਚ ਆਇਆ: ਹਰਿਆਣਾ ਵੱਖਰਾ ਰਾਜ ਬਣਿਆ, ਪਹਾੜੀ ਇਲਾਕੇ ਹਿਮਾਚਲ ਪ੍ਰਦੇਸ਼ ਨੂੰ ਦਿੱਤੇ ਗਏ, ਅਤੇ ਚੰਡੀਗੜ੍ਹ ਕੇਂਦਰ ਸ਼ਾਸਿਤ ਪ੍ਰਦੇਸ਼ ਬਣ ਕੇ ਪੰਜਾਬ ਅਤੇ ਹਰਿਆਣਾ ਦੋਵਾਂ ਦੀ ਰਾਜਧਾਨੀ ਬਣਿਆ। ਪੰਜਾਬ ਵਿੱਚ 23 ਜ਼ਿਲ੍ਹੇ ਹਨ (ਮਾਲੇਰਕੋਟਲਾ 2021 ਵਿੱਚ 23ਵਾਂ ਜ਼ਿਲ੍ਹਾ ਬਣਿਆ), ਜੋ ਪੰਜ ਮੰਡਲਾਂ ਵਿੱਚ ਵੰਡੇ ਹੋਏ ਹਨ: ਪਟਿਆਲਾ, ਰੂਪਨਗਰ, ਜਲੰਧਰ, ਫ਼ਿਰੋਜ਼ਪੁਰ ਅਤੇ ਫ਼ਰੀਦਕੋਟ। ਪੰਜਾਬ ਰਾਜ ਭਾਸ਼ਾ ਐਕਟ, 1967 ਅਧੀਨ ਗੁਰਮੁਖੀ ਲਿਪੀ ਵਿੱਚ ਪੰਜਾਬੀ ਰਾਜ ਦੀ ਸਰਕਾਰੀ ਭਾਸ਼ਾ ਹੈ।',
        },
        {
          type: 'table',
          header: ['ਵਿਸ਼ਾ', 'ਤੱਥ'],
          rows: [
            ['ਖੇਤਰਫਲ', '50,362 ਵਰਗ ਕਿਲੋਮੀਟਰ'],
            ['ਆਬਾਦੀ (ਜਨਗਣਨਾ 2011)', 'ਲਗਭਗ 2.77 ਕਰੋੜ'],
            ['ਲਿੰਗ ਅਨੁਪਾਤ (ਜਨਗਣਨਾ 2011)', 'ਪ੍ਰਤੀ 1,000 ਮਰਦਾਂ ਪਿੱਛੇ 895 ਔਰਤਾਂ'],
            ['ਸਾਖਰਤਾ (ਜਨਗਣਨਾ 2011)', 'ਲਗਭਗ 75.8 ਪ੍ਰਤੀਸ਼ਤ'],
            ['ਅਨੁਸੂਚਿਤ ਜਾਤੀਆਂ (ਜਨਗਣਨਾ 2011)', 'ਆਬਾਦੀ ਦਾ ਲਗਭਗ 31.9 ਪ੍ਰਤੀਸ਼ਤ, ਸਾਰੇ ਰਾਜਾਂ ਵਿੱਚੋਂ ਸਭ ਤੋਂ ਵੱਧ ਹਿੱਸਾ'],
            ['ਸ਼ਹਿਰੀ ਆਬਾਦੀ (ਜਨਗਣਨਾ 2011)', 'ਲਗਭਗ 37.5 ਪ੍ਰਤੀਸ਼ਤ'],
            ['ਸੀਟਾਂ: ਵਿਧਾਨ ਸਭਾ / ਲੋਕ ਸਭਾ / ਰਾਜ ਸਭਾ', '117 / 13 / 7'],
            ['ਸਭ ਤੋਂ ਵੱਡਾ ਸ਼ਹਿਰ', 'ਲੁਧਿਆਣਾ'],
            ['ਰਾਜ ਪਸ਼ੂ / ਪੰਛੀ / ਰੁੱਖ', 'ਕਾਲਾ ਹਿਰਨ / ਬਾਜ਼ / ਟਾਹਲੀ (ਸ਼ੀਸ਼ਮ)'],
          ],
        },
        { type: 'h3', text: 'ਪਵਿੱਤਰ ਅਤੇ ਇਤਿਹਾਸਕ ਥਾਵਾਂ' },
        {
          type: 'ul',
          items: [
            'ਅੰਮ੍ਰਿਤਸਰ ਵਿੱਚ ਸ੍ਰੀ ਹਰਿਮੰਦਰ ਸਾਹਿਬ ਅਤੇ ਸ੍ਰੀ ਅਕਾਲ ਤਖ਼ਤ ਸਾਹਿਬ, ਅਤੇ ਨੇੜੇ ਹੀ ਜਲ੍ਹਿਆਂਵਾਲਾ ਬਾਗ਼।',
            'ਪੰਜ ਸਿੱਖ ਤਖ਼ਤਾਂ ਵਿੱਚੋਂ ਤਿੰਨ ਪੰਜਾਬ ਵਿੱਚ ਹਨ: ਸ੍ਰੀ ਅਕਾਲ ਤਖ਼ਤ ਸਾਹਿਬ (ਅੰਮ੍ਰਿਤਸਰ), ਤਖ਼ਤ ਸ੍ਰੀ ਕੇਸਗੜ੍ਹ ਸਾਹਿਬ (ਅਨੰਦਪੁਰ ਸਾਹਿਬ) ਅਤੇ ਤਖ਼ਤ ਸ੍ਰੀ ਦਮਦਮਾ ਸਾਹਿਬ (ਤਲਵੰਡੀ ਸਾਬੋ, ਬਠਿੰਡਾ)। ਬਾਕੀ ਦੋ ਤਖ਼ਤ ਸ੍ਰੀ ਪਟਨਾ ਸਾਹਿਬ (ਬਿਹਾਰ) ਅਤੇ ਤਖ਼ਤ ਸ੍ਰੀ ਹਜ਼ੂਰ ਸਾਹਿਬ (ਨਾਂਦੇੜ, ਮਹਾਰਾਸ਼ਟਰ) ਹਨ।',
            'ਫ਼ਤਹਿਗੜ੍ਹ ਸਾਹਿਬ ਸਰਹਿੰਦ ਵਿਖੇ ਛੋਟੇ ਸਾਹਿਬਜ਼ਾਦਿਆਂ, ਬਾਬਾ ਜ਼ੋਰਾਵਰ ਸਿੰਘ ਅਤੇ ਬਾਬਾ ਫ਼ਤਹਿ ਸਿੰਘ, ਦੀ ਸ਼ਹੀਦੀ ਦੀ ਯਾਦ ਦਿਵਾਉਂਦਾ ਹੈ।',
            'ਸ੍ਰੀ ਮੁਕਤਸਰ ਸਾਹਿਬ 1705 ਵਿੱਚ ਖਿਦਰਾਣੇ ਦੀ ਲੜਾਈ ਵਿੱਚ ਸ਼ਹੀਦ ਹੋਏ ਚਾਲੀ ਮੁਕਤਿਆਂ ਦੀ ਯਾਦ ਨਾਲ ਜੁੜਿਆ ਹੈ; ਇੱਥੇ ਮਾਘੀ ਦਾ ਮੇਲਾ ਲੱਗਦਾ ਹੈ।',
            'ਹੁਸੈਨੀਵਾਲਾ (ਫ਼ਿਰੋਜ਼ਪੁਰ), ਜਿੱਥੇ ਭਗਤ ਸਿੰਘ, ਰਾਜਗੁਰੂ ਅਤੇ ਸੁਖਦੇਵ ਦਾ ਸਸਕਾਰ ਕੀਤਾ ਗਿਆ, ਅਤੇ ਖਟਕੜ ਕਲਾਂ (ਸ਼ਹੀਦ ਭਗਤ ਸਿੰਘ ਨਗਰ), ਭਗਤ ਸਿੰਘ ਦਾ ਜੱਦੀ ਪਿੰਡ।',
          ],
        },
        { type: 'h3', text: 'ਮੇਲੇ, ਤਿਉਹਾਰ ਅਤੇ ਲੋਕ-ਸੱਭਿਆਚਾਰ' },
        {
          type: 'ul',
          items: [
            'ਲੋਹੜੀ ਜਨਵਰੀ ਦੇ ਅੱਧ ਵਿੱਚ ਮਨਾਈ ਜਾਂਦੀ ਹੈ ਅਤੇ ਅਗਲੇ ਦਿਨ ਮਾਘੀ ਹੁੰਦੀ ਹੈ।',
            'ਵਿਸਾਖੀ (ਅਪ੍ਰੈਲ) ਕਣਕ ਦੀ ਵਾਢੀ ਅਤੇ 1699 ਵਿੱਚ ਖ਼ਾਲਸੇ ਦੀ ਸਾਜਨਾ ਦਾ ਤਿਉਹਾਰ ਹੈ।',
            'ਗੁਰੂ ਗੋਬਿੰਦ ਸਿੰਘ ਜੀ ਵੱਲੋਂ ਸ਼ੁਰੂ ਕੀਤਾ ਅਨੰਦਪੁਰ ਸਾਹਿਬ ਦਾ ਹੋਲਾ ਮਹੱਲਾ ਹੋਲੀ ਤੋਂ ਅਗਲੇ ਦਿਨ ਜੰਗੀ ਕਰਤੱਬਾਂ ਦਾ ਪ੍ਰਦਰਸ਼ਨ ਹੈ।',
            'ਫ਼ਤਹਿਗੜ੍ਹ ਸਾਹਿਬ ਵਿਖੇ ਸ਼ਹੀਦੀ ਜੋੜ ਮੇਲਾ ਦਸੰਬਰ ਵਿੱਚ ਲੱਗਦਾ ਹੈ; ਕਿਲ੍ਹਾ ਰਾਏਪੁਰ ਦੀਆਂ ਪੇਂਡੂ ਖੇਡਾਂ (ਲੁਧਿਆਣਾ) ਵਿੱਚ ਬੈਲ-ਗੱਡੀਆਂ ਦੀਆਂ ਦੌੜਾਂ ਅਤੇ ਰਵਾਇਤੀ ਖੇਡਾਂ ਹੁੰਦੀਆਂ ਹਨ।',
            'ਲੋਕ-ਨਾਚਾਂ ਵਿੱਚ ਭੰਗੜਾ, ਗਿੱਧਾ, ਝੂਮਰ, ਮਲਵਈ ਗਿੱਧਾ, ਸੰਮੀ ਅਤੇ ਲੁੱਡੀ ਸ਼ਾਮਲ ਹਨ; ਦਸਤਕਾਰੀਆਂ ਵਿੱਚ ਫੁਲਕਾਰੀ, ਪੰਜਾਬੀ ਜੁੱਤੀ ਅਤੇ ਹੁਸ਼ਿਆਰਪੁਰ ਦਾ ਲੱਕੜ ਉੱਤੇ ਜੜਤ ਦਾ ਕੰਮ ਪ੍ਰਸਿੱਧ ਹਨ।',
          ],
        },
      ],
    },
  },
  {
    key: 'science',
    stage: 'prelims',
    title: { en: 'Science', pa: 'ਵਿਗਿਆਨ' },
    overview: {
      en: 'Everyday Science is the first section of the Prelims GS Paper I syllabus: states of matter, atoms, carbon, acids and bases, the human body, nutrition and disease, public health, motion, light, sound and electricity. Questions are pitched at school level but test precise concepts and their applications in daily life.',
      pa: 'ਰੋਜ਼ਾਨਾ ਜੀਵਨ ਦਾ ਵਿਗਿਆਨ ਮੁੱਢਲੀ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-1 ਦੇ ਸਿਲੇਬਸ ਦਾ ਪਹਿਲਾ ਹਿੱਸਾ ਹੈ: ਪਦਾਰਥ ਦੀਆਂ ਅਵਸਥਾਵਾਂ, ਪਰਮਾਣੂ, ਕਾਰਬਨ, ਤੇਜ਼ਾਬ ਅਤੇ ਖਾਰ, ਮਨੁੱਖੀ ਸਰੀਰ, ਪੋਸ਼ਣ ਅਤੇ ਰੋਗ, ਜਨਤਕ ਸਿਹਤ, ਗਤੀ, ਪ੍ਰਕਾਸ਼, ਧੁਨੀ ਅਤੇ ਬਿਜਲੀ। ਪ੍ਰਸ਼ਨ ਸਕੂਲ ਪੱਧਰ ਦੇ ਹੁੰਦੇ ਹਨ ਪਰ ਧਾਰਨਾਵਾਂ ਦੀ ਸਪਸ਼ਟਤਾ ਅਤੇ ਰੋਜ਼ਾਨਾ ਜੀਵਨ ਵਿੱਚ ਉਨ੍ਹਾਂ ਦੀ ਵਰਤੋਂ ਪਰਖਦੇ ਹਨ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'Everyday Science for Prelims' },
        { type: 'h3', text: 'Physics essentials' },
        {
          type: 'ul',
          items: [
            "Newton's laws: a body stays at rest or in uniform motion unless a force acts (inertia); force equals mass times acceleration (F = ma); every action has an equal and opposite reaction.",
            "Archimedes' principle: a body immersed in a fluid experiences an upthrust equal to the weight of the fluid it displaces, which is why ships float.",
            'Light travels at about 3 x 10^8 m/s in a vacuum. Refraction makes a pencil look bent in water; total internal reflection is used in optical fibres.',
            'Sound needs a medium and travels fastest in solids, slower in liquids and slowest in gases; the human ear hears roughly 20 Hz to 20,000 Hz.',
            "Ohm's law: V = IR. Household wiring is in parallel so that every appliance receives the full supply voltage.",
          ],
        },
        {
          type: 'table',
          header: ['Quantity', 'SI unit', 'Symbol'],
          rows: [
            ['Force', 'newton', 'N'],
            ['Work and energy', 'joule', 'J'],
            ['Power', 'watt', 'W'],
            ['Pressure', 'pascal', 'Pa'],
            ['Electric current', 'ampere', 'A'],
            ['Electrical resistance', 'ohm', 'Omega'],
            ['Frequency', 'hertz', 'Hz'],
            ['Temperature', 'kelvin', 'K'],
          ],
        },
        { type: 'h3', text: 'Chemistry in daily life' },
        {
          type: 'ul',
          items: [
            'A pH below 7 is acidic, 7 is neutral and above 7 is basic; human blood is slightly basic (about 7.4).',
            'Natural acids: citric (lemon), lactic (curd), acetic (vinegar), tartaric (tamarind), formic (ant sting), oxalic (spinach and tomato).',
            'Baking soda is sodium hydrogen carbonate, washing soda is sodium carbonate, bleaching powder is calcium oxychloride and plaster of Paris is calcium sulphate hemihydrate.',
            'Carbon forms a vast number of compounds because of catenation and its valency of four; diamond and graphite are two of its allotropes.',
            'Rusting of iron needs both oxygen and moisture; galvanisation (a zinc coating) and painting prevent it. Soap molecules form micelles that trap oily dirt.',
          ],
        },
        { type: 'h3', text: 'Human body, nutrition and health' },
        {
          type: 'table',
          header: ['Vitamin', 'Deficiency disease'],
          rows: [
            ['A', 'Night blindness'],
            ['B1 (thiamine)', 'Beriberi'],
            ['B3 (niacin)', 'Pellagra'],
            ['B12', 'Pernicious anaemia'],
            ['C', 'Scurvy'],
            ['D', 'Rickets in children, osteomalacia in adults'],
            ['K', 'Delayed clotting of blood'],
          ],
        },
        {
          type: 'ul',
          items: [
            'Bacterial diseases: tuberculosis, typhoid, cholera, tetanus, diphtheria. Viral diseases: polio, measles, rabies, hepatitis, AIDS, COVID-19. Malaria is caused by the protozoan Plasmodium and spread by the female Anopheles mosquito.',
            'The BCG vaccine protects against tuberculosis. The Universal Immunization Programme began in 1985, and India was certified polio-free by the WHO in 2014.',
          ],
        },
      ],
      pa: [
        { type: 'h2', text: 'ਮੁੱਢਲੀ ਪ੍ਰੀਖਿਆ ਲਈ ਰੋਜ਼ਾਨਾ ਜੀਵਨ ਦਾ ਵਿਗਿਆਨ' },
        { type: 'h3', text: 'ਭੌਤਿਕ ਵਿਗਿਆਨ ਦੀਆਂ ਮੂਲ ਗੱਲਾਂ' },
        {
          type: 'ul',
          items: [
            'ਨਿਊਟਨ ਦੇ ਨਿਯਮ: ਕੋਈ ਵਸਤੂ ਬਲ ਲੱਗਣ ਤੱਕ ਵਿਰਾਮ ਜਾਂ ਇਕਸਾਰ ਗਤੀ ਵਿੱਚ ਰਹਿੰਦੀ ਹੈ (ਜੜ੍ਹਤਾ); ਬਲ ਪੁੰਜ ਅਤੇ ਪ੍ਰਵੇਗ ਦੇ ਗੁਣਨਫਲ ਬਰਾਬਰ ਹੈ (F = ma); ਹਰ ਕਿਰਿਆ ਦੀ ਬਰਾਬਰ ਅਤੇ ਉਲਟ ਪ੍ਰਤੀਕਿਰਿਆ ਹੁੰਦੀ ਹੈ।',
            'ਆਰਕੀਮਿਡੀਜ਼ ਦਾ ਸਿਧਾਂਤ: ਤਰਲ ਵਿੱਚ ਡੁੱਬੀ ਵਸਤੂ ਉੱਤੇ ਉਸ ਵੱਲੋਂ ਹਟਾਏ ਤਰਲ ਦੇ ਭਾਰ ਜਿੰਨਾ ਉਛਾਲ ਬਲ ਲੱਗਦਾ ਹੈ, ਇਸੇ ਕਰਕੇ ਜਹਾਜ਼ ਤੈਰਦੇ ਹਨ।',
            'ਨਿਰਵਾਤ ਵਿੱਚ ਪ੍ਰਕਾਸ਼ ਦੀ ਚਾਲ ਲਗਭਗ 3 x 10^8 ਮੀਟਰ ਪ੍ਰਤੀ ਸਕਿੰਟ ਹੈ। ਅਪਵਰਤਨ ਕਾਰਨ ਪਾਣੀ ਵਿੱਚ ਪੈਨਸਿਲ ਟੇਢੀ ਦਿਸਦੀ ਹੈ; ਪੂਰਨ ਅੰਦਰੂਨੀ ਪਰਾਵਰਤਨ ਆਪਟੀਕਲ ਫ਼ਾਈਬਰ ਵਿੱਚ ਵਰਤਿਆ ਜਾਂਦਾ ਹੈ।',
            'ਧੁਨੀ ਨੂੰ ਮਾਧਿਅਮ ਦੀ ਲੋੜ ਹੈ; ਇਹ ਠੋਸਾਂ ਵਿੱਚ ਸਭ ਤੋਂ ਤੇਜ਼, ਤਰਲਾਂ ਵਿੱਚ ਘੱਟ ਅਤੇ ਗੈਸਾਂ ਵਿੱਚ ਸਭ ਤੋਂ ਹੌਲੀ ਚੱਲਦੀ ਹੈ; ਮਨੁੱਖੀ ਕੰਨ ਲਗਭਗ 20 ਤੋਂ 20,000 ਹਰਟਜ਼ ਤੱਕ ਸੁਣਦਾ ਹੈ।',
            'ਓਹਮ ਦਾ ਨਿਯਮ: V = IR। ਘਰਾਂ ਦੀ ਵਾਇਰਿੰਗ ਸਮਾਂਤਰ ਕ੍ਰਮ ਵਿੱਚ ਹੁੰਦੀ ਹੈ ਤਾਂ ਜੋ ਹਰ ਉਪਕਰਨ ਨੂੰ ਪੂਰੀ ਵੋਲਟੇਜ ਮਿਲੇ।',
          ],
        },
        {
          type: 'table',
          header: ['ਰਾਸ਼ੀ', 'ਐੱਸ.ਆਈ. ਇਕਾਈ', 'ਚਿੰਨ੍ਹ'],
          rows: [
            ['ਬਲ', 'ਨਿਊਟਨ', 'N'],
            ['ਕੰਮ ਅਤੇ ਊਰਜਾ', 'ਜੂਲ', 'J'],
            ['ਸ਼ਕਤੀ', 'ਵਾਟ', 'W'],
            ['ਦਬਾਅ', 'ਪਾਸਕਲ', 'Pa'],
            ['ਬਿਜਲਈ ਕਰੰਟ', 'ਐਂਪੀਅਰ', 'A'],
            ['ਬਿਜਲਈ ਪ੍ਰਤਿਰੋਧ', 'ਓਹਮ', 'Omega'],
            ['ਆਵਿਰਤੀ', 'ਹਰਟਜ਼', 'Hz'],
            ['ਤਾਪਮਾਨ', 'ਕੈਲਵਿਨ', 'K'],
          ],
        },
        { type: 'h3', text: 'ਰੋਜ਼ਾਨਾ ਜੀਵਨ ਵਿੱਚ ਰਸਾਇਣ ਵਿਗਿਆਨ' },
        {
          type: 'ul',
          items: [
            '7 ਤੋਂ ਘੱਟ pH ਤੇਜ਼ਾਬੀ, 7 ਉਦਾਸੀਨ ਅਤੇ 7 ਤੋਂ ਵੱਧ ਖਾਰੀ ਹੁੰਦਾ ਹੈ; ਮਨੁੱਖੀ ਖ਼ੂਨ ਥੋੜ੍ਹਾ ਖਾਰੀ (ਲਗਭਗ 7.4) ਹੈ।',
            'ਕੁਦਰਤੀ ਤੇਜ਼ਾਬ: ਸਿਟ੍ਰਿਕ (ਨਿੰਬੂ), ਲੈਕਟਿਕ (ਦਹੀਂ), ਐਸੀਟਿਕ (ਸਿਰਕਾ), ਟਾਰਟੈਰਿਕ (ਇਮਲੀ), ਫ਼ਾਰਮਿਕ (ਕੀੜੀ ਦਾ ਡੰਗ), ਆਕਜ਼ੈਲਿਕ (ਪਾਲਕ ਅਤੇ ਟਮਾਟਰ)।',
            'ਮਿੱਠਾ ਸੋਡਾ ਸੋਡੀਅਮ ਹਾਈਡ੍ਰੋਜਨ ਕਾਰਬੋਨੇਟ, ਕੱਪੜੇ ਧੋਣ ਵਾਲਾ ਸੋਡਾ ਸੋਡੀਅਮ ਕਾਰਬੋਨੇਟ, ਬਲੀਚਿੰਗ ਪਾਊਡਰ ਕੈਲਸ਼ੀਅਮ ਆਕਸੀਕਲੋਰਾਈਡ ਅਤੇ ਪਲਾਸਟਰ ਆਫ਼ ਪੈਰਿਸ ਕੈਲਸ਼ੀਅਮ ਸਲਫ਼ੇਟ ਹੈਮੀਹਾਈਡ੍ਰੇਟ ਹੈ।',
            'ਕੈਟੀਨੇਸ਼ਨ ਅਤੇ ਚਾਰ ਸੰਯੋਜਕਤਾ ਕਾਰਨ ਕਾਰਬਨ ਬੇਸ਼ੁਮਾਰ ਯੋਗਿਕ ਬਣਾਉਂਦਾ ਹੈ; ਹੀਰਾ ਅਤੇ ਗ੍ਰੈਫ਼ਾਈਟ ਇਸ ਦੇ ਦੋ ਅਪਰ-ਰੂਪ ਹਨ।',
            'ਲੋਹੇ ਨੂੰ ਜੰਗ ਲੱਗਣ ਲਈ ਆਕਸੀਜਨ ਅਤੇ ਨਮੀ ਦੋਵੇਂ ਜ਼ਰੂਰੀ ਹਨ; ਗੈਲਵੇਨਾਈਜ਼ੇਸ਼ਨ (ਜ਼ਿੰਕ ਦੀ ਪਰਤ) ਅਤੇ ਰੰਗ-ਰੋਗਨ ਇਸ ਨੂੰ ਰੋਕਦੇ ਹਨ। ਸਾਬਣ ਦੇ ਅਣੂ ਮਾਈਸੈੱਲ ਬਣਾ ਕੇ ਤੇਲ ਵਾਲੀ ਮੈਲ ਨੂੰ ਫੜ ਲੈਂਦੇ ਹਨ।',
          ],
        },
        { type: 'h3', text: 'ਮਨੁੱਖੀ ਸਰੀਰ, ਪੋਸ਼ਣ ਅਤੇ ਸਿਹਤ' },
        {
          type: 'table',
          header: ['ਵਿਟਾਮਿਨ', 'ਘਾਟ ਨਾਲ ਹੋਣ ਵਾਲਾ ਰੋਗ'],
          rows: [
            ['A', 'ਰਤੌਂਧੀ'],
            ['B1 (ਥਾਇਆਮੀਨ)', 'ਬੇਰੀ-ਬੇਰੀ'],
            ['B3 (ਨਿਆਸੀਨ)', 'ਪੈਲਾਗਰਾ'],
            ['B12', 'ਪਰਨੀਸ਼ੀਅਸ ਅਨੀਮੀਆ (ਖ਼ੂਨ ਦੀ ਘਾਟ)'],
            ['C', 'ਸਕਰਵੀ'],
            ['D', 'ਬੱਚਿਆਂ ਵਿੱਚ ਰਿਕਟਸ, ਵੱਡਿਆਂ ਵਿੱਚ ਓਸਟੀਓਮਲੇਸ਼ੀਆ'],
            ['K', 'ਖ਼ੂਨ ਦਾ ਦੇਰ ਨਾਲ ਜੰਮਣਾ'],
          ],
        },
        {
          type: 'ul',
          items: [
            'ਬੈਕਟੀਰੀਆ ਨਾਲ ਹੋਣ ਵਾਲੇ ਰੋਗ: ਤਪਦਿਕ, ਟਾਈਫ਼ਾਈਡ, ਹੈਜ਼ਾ, ਟੈਟਨਸ, ਡਿਫ਼ਥੀਰੀਆ। ਵਾਇਰਸ ਨਾਲ ਹੋਣ ਵਾਲੇ ਰੋਗ: ਪੋਲੀਓ, ਖ਼ਸਰਾ, ਹਲਕਾਅ, ਹੈਪੇਟਾਈਟਿਸ, ਏਡਜ਼, ਕੋਵਿਡ-19। ਮਲੇਰੀਆ ਪ੍ਰੋਟੋਜ਼ੋਆ ਪਲਾਜ਼ਮੋਡੀਅਮ ਨਾਲ ਹੁੰਦਾ ਹੈ ਅਤੇ ਮਾਦਾ ਐਨੋਫ਼ਲੀਜ਼ ਮੱਛਰ ਇਸ ਨੂੰ ਫੈਲਾਉਂਦਾ ਹੈ।',
            'ਬੀ.ਸੀ.ਜੀ. ਟੀਕਾ ਤਪਦਿਕ ਤੋਂ ਬਚਾਉਂਦਾ ਹੈ। ਸਰਬਵਿਆਪਕ ਟੀਕਾਕਰਨ ਪ੍ਰੋਗਰਾਮ 1985 ਵਿੱਚ ਸ਼ੁਰੂ ਹੋਇਆ, ਅਤੇ ਵਿਸ਼ਵ ਸਿਹਤ ਸੰਗਠਨ ਨੇ 2014 ਵਿੱਚ ਭਾਰਤ ਨੂੰ ਪੋਲੀਓ-ਮੁਕਤ ਐਲਾਨਿਆ।',
          ],
        },
      ],
    },
  },
  // ----------------------------------------------------------------- MAINS -----------------------------------------------------------------
  {
    key: 'art-and-culture',
    stage: 'mains',
    title: { en: 'Art and Culture', pa: 'ਕਲਾ ਅਤੇ ਸੱਭਿਆਚਾਰ' },
    overview: {
      en: 'Art and Culture is part of the History section of Mains GS Paper I: Indian architecture, painting, music, dance and literature, and the distinctive heritage of Punjab, from Sufi poetry and Gurbani kirtan to phulkari and bhangra. Answers score well when they link each cultural form to its historical and social setting.',
      pa: 'ਕਲਾ ਅਤੇ ਸੱਭਿਆਚਾਰ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-1 ਦੇ ਇਤਿਹਾਸ ਹਿੱਸੇ ਵਿੱਚ ਆਉਂਦਾ ਹੈ: ਭਾਰਤੀ ਭਵਨ-ਕਲਾ, ਚਿੱਤਰਕਾਰੀ, ਸੰਗੀਤ, ਨਾਚ ਅਤੇ ਸਾਹਿਤ, ਅਤੇ ਪੰਜਾਬ ਦੀ ਨਿਵੇਕਲੀ ਵਿਰਾਸਤ, ਸੂਫ਼ੀ ਕਾਵਿ ਅਤੇ ਗੁਰਬਾਣੀ ਕੀਰਤਨ ਤੋਂ ਫੁਲਕਾਰੀ ਅਤੇ ਭੰਗੜੇ ਤੱਕ। ਜਦੋਂ ਉੱਤਰ ਹਰ ਕਲਾ-ਰੂਪ ਨੂੰ ਉਸ ਦੇ ਇਤਿਹਾਸਕ ਅਤੇ ਸਮਾਜਿਕ ਪ੍ਰਸੰਗ ਨਾਲ ਜੋੜਦੇ ਹਨ ਤਾਂ ਚੰਗੇ ਅੰਕ ਮਿਲਦੇ ਹਨ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'Art and Culture of India and Punjab' },
        { type: 'h3', text: 'Architecture and painting' },
        {
          type: 'ul',
          items: [
            'Hindu temple architecture developed three broad styles: Nagara in the north (curvilinear shikhara), Dravida in the south (pyramidal vimana and towering gopurams) and Vesara, a blend of the two, in the Deccan.',
            "Indo-Islamic architecture introduced the true arch, the dome and the minaret; Mughal monuments such as Humayun's Tomb and the Taj Mahal follow the charbagh garden plan.",
            'Sikh architecture, best seen at Sri Harmandir Sahib, blends Mughal and Rajput elements: fluted domes, chhatris, gilded copper panels and fresco work; its four entrances signify openness to people of every caste and creed.',
            'Pahari miniature painting flourished in the hill states bordering Punjab (Basohli, Guler, Kangra), and a Sikh school of painting developed at the Lahore court of Maharaja Ranjit Singh. Amrita Sher-Gil and Sobha Singh are modern painters closely associated with Punjab.',
          ],
        },
        { type: 'h3', text: 'Performing arts' },
        {
          type: 'table',
          header: ['Classical dance', 'Home region'],
          rows: [
            ['Bharatanatyam', 'Tamil Nadu'],
            ['Kathak', 'Uttar Pradesh and north India'],
            ['Kathakali', 'Kerala'],
            ['Mohiniyattam', 'Kerala'],
            ['Kuchipudi', 'Andhra Pradesh'],
            ['Odissi', 'Odisha'],
            ['Manipuri', 'Manipur'],
            ['Sattriya', 'Assam'],
          ],
        },
        {
          type: 'p',
          text: 'Punjab has deep classical and folk music traditions. The hymns of the Guru Granth Sahib are arranged under 31 main ragas, and Gurbani kirtan is sung in the prescribed raga. The Harballabh Sangeet Sammelan at Jalandhar, held since 1875, is among the oldest festivals of Hindustani classical music. Folk instruments include the tumbi, algoza, chimta, dhol, sarangi and dhadd; the last two accompany the dhadi singers of heroic ballads (vaars).',
        },
        { type: 'h3', text: 'Literature, crafts and folk traditions of Punjab' },
        {
          type: 'ul',
          items: [
            'Baba Farid (12th-13th century) is the earliest known Punjabi poet; his shaloks are included in the Guru Granth Sahib.',
            "The Sufi poets Shah Hussain, Sultan Bahu and Bulleh Shah wrote kafis of divine love; Waris Shah's Heer (1766) is the best-known qissa, alongside Sohni-Mahiwal, Mirza-Sahiban and Sassi-Punnu.",
            "Phulkari and bagh embroidery, worked in floss silk on hand-woven khaddar, carries a Geographical Indication tag. The brass and copper utensil craft of the Thatheras of Jandiala Guru was inscribed on UNESCO's list of intangible cultural heritage in 2014.",
            'Folk dances: bhangra, jhumar and malwai giddha are performed by men; giddha, sammi and kikli by women. The naqqal and bhand traditions of folk theatre use satire and mimicry.',
          ],
        },
      ],
      pa: [
        { type: 'h2', text: 'ਭਾਰਤ ਅਤੇ ਪੰਜਾਬ ਦੀ ਕਲਾ ਅਤੇ ਸੱਭਿਆਚਾਰ' },
        { type: 'h3', text: 'ਭਵਨ-ਕਲਾ ਅਤੇ ਚਿੱਤਰਕਾਰੀ' },
        {
          type: 'ul',
          items: [
            'ਮੰਦਰ ਭਵਨ-ਕਲਾ ਦੀਆਂ ਤਿੰਨ ਮੁੱਖ ਸ਼ੈਲੀਆਂ ਵਿਕਸਿਤ ਹੋਈਆਂ: ਉੱਤਰ ਵਿੱਚ ਨਾਗਰ (ਵਕਰਦਾਰ ਸ਼ਿਖਰ), ਦੱਖਣ ਵਿੱਚ ਦ੍ਰਾਵਿੜ (ਪਿਰਾਮਿਡ ਵਰਗਾ ਵਿਮਾਨ ਅਤੇ ਉੱਚੇ ਗੋਪੁਰਮ) ਅਤੇ ਦੱਖਣ ਦੇ ਪਠਾਰ ਵਿੱਚ ਦੋਵਾਂ ਦਾ ਮਿਸ਼ਰਣ ਵੇਸਰ।',
            'ਹਿੰਦ-ਇਸਲਾਮੀ ਭਵਨ-ਕਲਾ ਨੇ ਅਸਲ ਮਹਿਰਾਬ, ਗੁੰਬਦ ਅਤੇ ਮੀਨਾਰ ਲਿਆਂਦੇ; ਹਮਾਯੂੰ ਦਾ ਮਕਬਰਾ ਅਤੇ ਤਾਜ ਮਹਿਲ ਵਰਗੀਆਂ ਮੁਗ਼ਲ ਇਮਾਰਤਾਂ ਚਾਰਬਾਗ਼ ਢਾਂਚੇ ਉੱਤੇ ਬਣੀਆਂ ਹਨ।',
            'ਸ੍ਰੀ ਹਰਿਮੰਦਰ ਸਾਹਿਬ ਵਿੱਚ ਦਿਸਦੀ ਸਿੱਖ ਭਵਨ-ਕਲਾ ਮੁਗ਼ਲ ਅਤੇ ਰਾਜਪੂਤ ਤੱਤਾਂ ਦਾ ਸੁਮੇਲ ਹੈ: ਧਾਰੀਦਾਰ ਗੁੰਬਦ, ਛਤਰੀਆਂ, ਸੁਨਹਿਰੀ ਤਾਂਬੇ ਦੀਆਂ ਪੱਤਰੀਆਂ ਅਤੇ ਚਿੱਤਰਕਾਰੀ; ਇਸ ਦੇ ਚਾਰ ਦਰਵਾਜ਼ੇ ਹਰ ਜਾਤ ਅਤੇ ਧਰਮ ਦੇ ਲੋਕਾਂ ਲਈ ਖੁੱਲ੍ਹੇਪਣ ਦਾ ਪ੍ਰਤੀਕ ਹਨ।',
            'ਪੰਜਾਬ ਨਾਲ ਲੱਗਦੀਆਂ ਪਹਾੜੀ ਰਿਆਸਤਾਂ (ਬਸੋਹਲੀ, ਗੁਲੇਰ, ਕਾਂਗੜਾ) ਵਿੱਚ ਪਹਾੜੀ ਲਘੂ-ਚਿੱਤਰਕਾਰੀ ਵਧੀ-ਫੁੱਲੀ, ਅਤੇ ਮਹਾਰਾਜਾ ਰਣਜੀਤ ਸਿੰਘ ਦੇ ਲਾਹੌਰ ਦਰਬਾਰ ਵਿੱਚ ਸਿੱਖ ਚਿੱਤਰ ਸ਼ੈਲੀ ਵਿਕਸਿਤ ਹੋਈ। ਅੰਮ੍ਰਿਤਾ ਸ਼ੇਰਗਿੱਲ ਅਤੇ ਸੋਭਾ ਸਿੰਘ ਪੰਜਾਬ ਨਾਲ ਨੇੜਿਓਂ ਜੁੜੇ ਆਧੁਨਿਕ ਚਿੱਤਰਕਾਰ ਹਨ।',
          ],
        },
        { type: 'h3', text: 'ਪ੍ਰਦਰਸ਼ਨ ਕਲਾਵਾਂ' },
        {
          type: 'table',
          header: ['ਸ਼ਾਸਤਰੀ ਨਾਚ', 'ਮੂਲ ਖੇਤਰ'],
          rows: [
            ['ਭਰਤਨਾਟਿਅਮ', 'ਤਮਿਲਨਾਡੂ'],
            ['ਕਥਕ', 'ਉੱਤਰ ਪ੍ਰਦੇਸ਼ ਅਤੇ ਉੱਤਰੀ ਭਾਰਤ'],
            ['ਕਥਕਲੀ', 'ਕੇਰਲ'],
            ['ਮੋਹਿਨੀਅੱਟਮ', 'ਕੇਰਲ'],
            ['ਕੁਚੀਪੁੜੀ', 'ਆਂਧਰਾ ਪ੍ਰਦੇਸ਼'],
            ['ਓਡੀਸੀ', 'ਓਡੀਸ਼ਾ'],
            ['ਮਨੀਪੁਰੀ', 'ਮਨੀਪੁਰ'],
            ['ਸੱਤਰੀਆ', 'ਅਸਾਮ'],
          ],
        },
        {
          type: 'p',
          text: 'ਪੰਜਾਬ ਦੀਆਂ ਸ਼ਾਸਤਰੀ ਅਤੇ ਲੋਕ-ਸੰਗੀਤ ਪਰੰਪਰਾਵਾਂ ਬਹੁਤ ਡੂੰਘੀਆਂ ਹਨ। ਗੁਰੂ ਗ੍ਰੰਥ ਸਾਹਿਬ ਦੀ ਬਾਣੀ 31 ਮੁੱਖ ਰਾਗਾਂ ਵਿੱਚ ਦਰਜ ਹੈ ਅਤੇ ਗੁਰਬਾਣੀ ਕੀਰਤਨ ਨਿਰਧਾਰਿਤ ਰਾਗ ਵਿੱਚ ਗਾਇਆ ਜਾਂਦਾ ਹੈ। ਜਲੰਧਰ ਦਾ ਹਰਿਵੱਲਭ ਸੰਗੀਤ ਸੰਮੇਲਨ, ਜੋ 1875 ਤੋਂ ਹੋ ਰਿਹਾ ਹੈ, ਹਿੰਦੁਸਤਾਨੀ ਸ਼ਾਸਤਰੀ ਸੰਗੀਤ ਦੇ ਸਭ ਤੋਂ ਪੁਰਾਣੇ ਸਮਾਗਮਾਂ ਵਿੱਚੋਂ ਇੱਕ ਹੈ। ਲੋਕ-ਸਾਜ਼ਾਂ ਵਿੱਚ ਤੂੰਬੀ, ਅਲਗੋਜ਼ੇ, ਚਿਮਟਾ, ਢੋਲ, ਸਾਰੰਗੀ ਅਤੇ ਢੱਡ ਸ਼ਾਮਲ ਹਨ; ਆਖ਼ਰੀ ਦੋ ਸਾਜ਼ ਵਾਰਾਂ ਗਾਉਣ ਵਾਲੇ ਢਾਡੀਆਂ ਦਾ ਸਾਥ ਦਿੰਦੇ ਹਨ।',
        },
        { type: 'h3', text: 'ਪੰਜਾਬ ਦਾ ਸਾਹਿਤ, ਦਸਤਕਾਰੀ ਅਤੇ ਲੋਕ-ਪਰੰਪਰਾਵਾਂ' },
        {
          type: 'ul',
          items: [
            'ਬਾਬਾ ਫ਼ਰੀਦ (12ਵੀਂ-13ਵੀਂ ਸਦੀ) ਪੰਜਾਬੀ ਦੇ ਸਭ ਤੋਂ ਪਹਿਲੇ ਜਾਣੇ-ਪਛਾਣੇ ਕਵੀ ਹਨ; ਉਨ੍ਹਾਂ ਦੇ ਸਲੋਕ ਗੁਰੂ ਗ੍ਰੰਥ ਸਾਹਿਬ ਵਿੱਚ ਦਰਜ ਹਨ।',
            'ਸੂਫ਼ੀ ਕਵੀਆਂ ਸ਼ਾਹ ਹੁਸੈਨ, ਸੁਲਤਾਨ ਬਾਹੂ ਅਤੇ ਬੁੱਲ੍ਹੇ ਸ਼ਾਹ ਨੇ ਇਲਾਹੀ ਇਸ਼ਕ ਦੀਆਂ ਕਾਫ਼ੀਆਂ ਲਿਖੀਆਂ; ਵਾਰਿਸ ਸ਼ਾਹ ਦੀ ਹੀਰ (1766) ਸਭ ਤੋਂ ਪ੍ਰਸਿੱਧ ਕਿੱਸਾ ਹੈ, ਅਤੇ ਸੋਹਣੀ-ਮਹੀਂਵਾਲ, ਮਿਰਜ਼ਾ-ਸਾਹਿਬਾਂ ਅਤੇ ਸੱਸੀ-ਪੁੰਨੂੰ ਵੀ ਪ੍ਰਸਿੱਧ ਹਨ।',
            'ਹੱਥ ਨਾਲ ਬੁਣੇ ਖੱਦਰ ਉੱਤੇ ਪੱਟ ਦੇ ਧਾਗੇ ਨਾਲ ਕੱਢੀ ਜਾਂਦੀ ਫੁਲਕਾਰੀ ਅਤੇ ਬਾਗ਼ ਨੂੰ ਭੂਗੋਲਿਕ ਸੰਕੇਤ (ਜੀ.ਆਈ.) ਟੈਗ ਮਿਲਿਆ ਹੈ। ਜੰਡਿਆਲਾ ਗੁਰੂ ਦੇ ਠਠੇਰਿਆਂ ਦੀ ਪਿੱਤਲ ਅਤੇ ਤਾਂਬੇ ਦੇ ਭਾਂਡੇ ਬਣਾਉਣ ਦੀ ਕਲਾ 2014 ਵਿੱਚ ਯੂਨੈਸਕੋ ਦੀ ਅਮੂਰਤ ਸੱਭਿਆਚਾਰਕ ਵਿਰਾਸਤ ਸੂਚੀ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਈ।',
            'ਲੋਕ-ਨਾਚ: ਭੰਗੜਾ, ਝੂਮਰ ਅਤੇ ਮਲਵਈ ਗਿੱਧਾ ਮਰਦ ਪਾਉਂਦੇ ਹਨ; ਗਿੱਧਾ, ਸੰਮੀ ਅਤੇ ਕਿੱਕਲੀ ਔਰਤਾਂ। ਨਕਲਾਂ ਅਤੇ ਭੰਡਾਂ ਦੀ ਲੋਕ-ਨਾਟ ਪਰੰਪਰਾ ਵਿਅੰਗ ਅਤੇ ਨਕਲ ਰਾਹੀਂ ਗੱਲ ਕਹਿੰਦੀ ਹੈ।',
          ],
        },
      ],
    },
  },
  {
    key: 'modern-history',
    stage: 'mains',
    title: { en: 'Modern History', pa: 'ਆਧੁਨਿਕ ਇਤਿਹਾਸ' },
    overview: {
      en: "Modern Indian history in Mains GS Paper I runs from the establishment of British rule to Independence, with the national movement at its centre. PPSC expects candidates to bring out Punjab's contribution: the Kuka, Ghadar and Akali movements, Jallianwala Bagh, Bhagat Singh and the revolutionaries, and the Partition of the province in 1947.",
      pa: 'ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-1 ਵਿੱਚ ਆਧੁਨਿਕ ਭਾਰਤੀ ਇਤਿਹਾਸ ਅੰਗਰੇਜ਼ੀ ਰਾਜ ਦੀ ਸਥਾਪਨਾ ਤੋਂ ਆਜ਼ਾਦੀ ਤੱਕ ਫੈਲਿਆ ਹੈ, ਜਿਸ ਦਾ ਕੇਂਦਰ ਕੌਮੀ ਅੰਦੋਲਨ ਹੈ। ਪੀ.ਪੀ.ਐੱਸ.ਸੀ. ਉਮੀਦਵਾਰਾਂ ਤੋਂ ਪੰਜਾਬ ਦੇ ਯੋਗਦਾਨ ਨੂੰ ਉਭਾਰਨ ਦੀ ਉਮੀਦ ਰੱਖਦਾ ਹੈ: ਕੂਕਾ, ਗ਼ਦਰ ਅਤੇ ਅਕਾਲੀ ਲਹਿਰਾਂ, ਜਲ੍ਹਿਆਂਵਾਲਾ ਬਾਗ਼, ਭਗਤ ਸਿੰਘ ਅਤੇ ਇਨਕਲਾਬੀ, ਅਤੇ 1947 ਵਿੱਚ ਸੂਬੇ ਦੀ ਵੰਡ।',
    },
    notes: {
      en: [
        { type: 'h2', text: "Modern India and the Freedom Struggle: Punjab's Role" },
        { type: 'h3', text: 'British expansion and the Revolt of 1857' },
        {
          type: 'p',
          text: "British power grew from the battles of Plassey (1757) and Buxar (1764) through Wellesley's subsidiary alliance and Dalhousie's doctrine of lapse. Punjab was the last major kingdom to be annexed, in 1849, and was run at first by a Board of Administration under the Lawrence brothers. During the Revolt of 1857 the British kept control of Punjab, and troops raised there helped to retake Delhi; the province then became the main recruiting ground of the Indian Army, which shaped its politics and economy for decades.",
        },
        { type: 'h3', text: 'Timeline of the national movement' },
        {
          type: 'table',
          header: ['Year', 'Event'],
          rows: [
            ['1885', 'Indian National Congress founded; first session at Bombay under W.C. Bonnerjee'],
            ['1905', 'Partition of Bengal and the Swadeshi movement'],
            ['1907', 'Pagri Sambhal Jatta agitation in Punjab, led by Ajit Singh, against the colonisation law and higher water rates'],
            ['1913', 'Ghadar Party founded in the USA, with Sohan Singh Bhakna as president and Lala Har Dayal as a leading figure'],
            ['1914', 'Komagata Maru voyage; returning passengers fired upon at Budge Budge near Calcutta'],
            ['1919', 'Rowlatt Act; Jallianwala Bagh massacre at Amritsar on 13 April'],
            ['1920-22', 'Non-Cooperation Movement, withdrawn after Chauri Chaura'],
            [
              '1920-25',
              'Gurdwara Reform (Akali) movement: SGPC formed 1920, Nankana Sahib tragedy 1921, Guru ka Bagh morcha 1922, Sikh Gurdwaras Act 1925',
            ],
            ['1928', 'Simon Commission protests; Lala Lajpat Rai dies after a lathi charge at Lahore'],
            ['1929', 'Lahore session under Jawaharlal Nehru adopts the goal of Purna Swaraj'],
            ['1930', 'Dandi March launches the Civil Disobedience Movement'],
            ['1931', 'Bhagat Singh, Rajguru and Sukhdev executed at Lahore on 23 March'],
            ['1940', "Udham Singh assassinates Michael O'Dwyer in London"],
            ['1942', 'Quit India Movement launched on 8 August'],
            ['1947', 'Independence and Partition; the Radcliffe Line divides Punjab'],
          ],
        },
        { type: 'h3', text: 'Socio-religious reform in Punjab' },
        {
          type: 'ul',
          items: [
            'The Kuka (Namdhari) movement of Baba Ram Singh preached simple living and boycott of British goods, courts and schools; in 1872 dozens of Kukas were blown away from cannon at Malerkotla and Baba Ram Singh was exiled to Rangoon.',
            'The Singh Sabha movement (Amritsar, 1873) revived Sikh learning and Punjabi education and led to institutions such as Khalsa College, Amritsar (1892).',
            'The Arya Samaj spread widely in Punjab; the DAV school at Lahore opened in 1886.',
            'The Ad Dharm movement of the 1920s, led by Mangu Ram Mugowalia, organised the Dalits of Punjab around a separate identity and dignity.',
          ],
        },
        {
          type: 'p',
          text: "Partition in 1947 divided Punjab between India and Pakistan, causing one of the largest migrations in history and terrible violence. East Punjab rebuilt itself through refugee resettlement, a new capital at Chandigarh and, later, the Green Revolution. In Mains answers, connect Punjab's events to the national narrative: Jallianwala Bagh turned moderate opinion against British rule, and Gandhi hailed the success of the Akali keys agitation (1922) as the first decisive battle for India's freedom won.",
        },
      ],
      pa: [
        { type: 'h2', text: 'ਆਧੁਨਿਕ ਭਾਰਤ ਅਤੇ ਆਜ਼ਾਦੀ ਸੰਗਰਾਮ: ਪੰਜਾਬ ਦੀ ਭੂਮਿਕਾ' },
        { type: 'h3', text: 'ਅੰਗਰੇਜ਼ੀ ਵਿਸਥਾਰ ਅਤੇ 1857 ਦਾ ਵਿਦਰੋਹ' },
        {
          type: 'p',
          text: 'ਅੰਗਰੇਜ਼ੀ ਤਾਕਤ ਪਲਾਸੀ (1757) ਅਤੇ ਬਕਸਰ (1764) ਦੀਆਂ ਲੜਾਈਆਂ ਤੋਂ ਵਧਦੀ ਹੋਈ ਵੈਲਜ਼ਲੀ ਦੀ ਸਹਾਇਕ ਸੰਧੀ ਅਤੇ ਡਲਹੌਜ਼ੀ ਦੇ ਲੈਪਸ ਦੇ ਸਿਧਾਂਤ ਤੱਕ ਪਹੁੰਚੀ। ਪੰਜਾਬ 1849 ਵਿੱਚ ਕਬਜ਼ੇ ਵਿੱਚ ਲਿਆ ਜਾਣ ਵਾਲਾ ਆਖ਼ਰੀ ਵੱਡਾ ਰਾਜ ਸੀ, ਜਿਸ ਦਾ ਪ੍ਰਬੰਧ ਪਹਿਲਾਂ ਲਾਰੈਂਸ ਭਰਾਵਾਂ ਦੀ ਅਗਵਾਈ ਵਾਲੇ ਪ੍ਰਸ਼ਾਸਨਿਕ ਬੋਰਡ ਨੇ ਚਲਾਇਆ। 1857 ਦੇ ਵਿਦਰੋਹ ਦੌਰਾਨ ਪੰਜਾਬ ਅੰਗਰੇਜ਼ਾਂ ਦੇ ਕਾਬੂ ਵਿੱਚ ਰਿਹਾ ਅਤੇ ਇੱਥੋਂ ਭਰਤੀ ਫ਼ੌਜਾਂ ਨੇ ਦਿੱਲੀ ਮੁੜ ਜਿੱਤਣ ਵਿੱਚ ਮਦਦ ਕੀਤੀ; ਇਸ ਤੋਂ ਬਾਅਦ ਪੰਜਾਬ ਭਾਰਤੀ ਫ਼ੌਜ ਦੀ ਭਰਤੀ ਦਾ ਮੁੱਖ ਕੇਂਦਰ ਬਣ ਗਿਆ, ਜਿਸ ਨੇ ਦਹਾਕਿਆਂ ਤੱਕ ਇਸ ਦੀ ਰਾਜਨੀਤੀ ਅਤੇ ਆਰਥਿਕਤਾ ਨੂੰ ਪ੍ਰਭਾਵਿਤ ਕੀਤਾ।',
        },
        { type: 'h3', text: 'ਕੌਮੀ ਅੰਦੋਲਨ ਦੀ ਸਮਾਂ-ਰੇਖਾ' },
        {
          type: 'table',
          header: ['ਸਾਲ', 'ਘਟਨਾ'],
          rows: [
            ['1885', 'ਭਾਰਤੀ ਰਾਸ਼ਟਰੀ ਕਾਂਗਰਸ ਦੀ ਸਥਾਪਨਾ; ਡਬਲਯੂ.ਸੀ. ਬੈਨਰਜੀ ਦੀ ਪ੍ਰਧਾਨਗੀ ਹੇਠ ਬੰਬਈ ਵਿੱਚ ਪਹਿਲਾ ਇਜਲਾਸ'],
            ['1905', 'ਬੰਗਾਲ ਦੀ ਵੰਡ ਅਤੇ ਸਵਦੇਸ਼ੀ ਅੰਦੋਲਨ'],
            ['1907', 'ਅਜੀਤ ਸਿੰਘ ਦੀ ਅਗਵਾਈ ਵਿੱਚ ਆਬਾਦਕਾਰੀ ਕਾਨੂੰਨ ਅਤੇ ਵਧੇ ਆਬਿਆਨੇ ਵਿਰੁੱਧ ਪਗੜੀ ਸੰਭਾਲ ਜੱਟਾ ਲਹਿਰ'],
            ['1913', 'ਅਮਰੀਕਾ ਵਿੱਚ ਗ਼ਦਰ ਪਾਰਟੀ ਦੀ ਸਥਾਪਨਾ; ਸੋਹਣ ਸਿੰਘ ਭਕਨਾ ਪ੍ਰਧਾਨ ਅਤੇ ਲਾਲਾ ਹਰਦਿਆਲ ਪ੍ਰਮੁੱਖ ਆਗੂ'],
            ['1914', 'ਕਾਮਾਗਾਟਾ ਮਾਰੂ ਦੀ ਯਾਤਰਾ; ਕਲਕੱਤੇ ਨੇੜੇ ਬਜਬਜ ਘਾਟ ਉੱਤੇ ਮੁਸਾਫ਼ਰਾਂ ਉੱਤੇ ਗੋਲੀਬਾਰੀ'],
            ['1919', 'ਰੌਲਟ ਐਕਟ; 13 ਅਪ੍ਰੈਲ ਨੂੰ ਅੰਮ੍ਰਿਤਸਰ ਵਿੱਚ ਜਲ੍ਹਿਆਂਵਾਲਾ ਬਾਗ਼ ਦਾ ਸਾਕਾ'],
            ['1920-22', 'ਨਾ-ਮਿਲਵਰਤਣ ਅੰਦੋਲਨ, ਚੌਰੀ ਚੌਰਾ ਤੋਂ ਬਾਅਦ ਵਾਪਸ ਲਿਆ ਗਿਆ'],
            [
              '1920-25',
              'ਗੁਰਦੁਆਰਾ ਸੁਧਾਰ (ਅਕਾਲੀ) ਲਹਿਰ: 1920 ਵਿੱਚ ਸ਼੍ਰੋਮਣੀ ਕਮੇਟੀ, 1921 ਵਿੱਚ ਨਨਕਾਣਾ ਸਾਹਿਬ ਦਾ ਸਾਕਾ, 1922 ਵਿੱਚ ਗੁਰੂ ਕਾ ਬਾਗ਼ ਮੋਰਚਾ, 1925 ਵਿੱਚ ਸਿੱਖ ਗੁਰਦੁਆਰਾ ਐਕਟ',
            ],
            ['1928', 'ਸਾਈਮਨ ਕਮਿਸ਼ਨ ਵਿਰੁੱਧ ਮੁਜ਼ਾਹਰੇ; ਲਾਹੌਰ ਵਿੱਚ ਲਾਠੀਚਾਰਜ ਤੋਂ ਬਾਅਦ ਲਾਲਾ ਲਾਜਪਤ ਰਾਏ ਦੀ ਮੌਤ'],
            ['1929', 'ਜਵਾਹਰ ਲਾਲ ਨਹਿਰੂ ਦੀ ਪ੍ਰਧਾਨਗੀ ਹੇਠ ਲਾਹੌਰ ਇਜਲਾਸ ਵਿੱਚ ਪੂਰਨ ਸਵਰਾਜ ਦਾ ਟੀਚਾ'],
            ['1930', 'ਡਾਂਡੀ ਮਾਰਚ ਨਾਲ ਸਿਵਲ ਨਾਫ਼ਰਮਾਨੀ ਅੰਦੋਲਨ ਦੀ ਸ਼ੁਰੂਆਤ'],
            ['1931', '23 ਮਾਰਚ ਨੂੰ ਲਾਹੌਰ ਵਿੱਚ ਭਗਤ ਸਿੰਘ, ਰਾਜਗੁਰੂ ਅਤੇ ਸੁਖਦੇਵ ਨੂੰ ਫਾਂਸੀ'],
            ['1940', 'ਊਧਮ ਸਿੰਘ ਨੇ ਲੰਡਨ ਵਿੱਚ ਮਾਈਕਲ ਓਡਵਾਇਰ ਨੂੰ ਗੋਲੀ ਮਾਰੀ'],
            ['1942', '8 ਅਗਸਤ ਨੂੰ ਭਾਰਤ ਛੱਡੋ ਅੰਦੋਲਨ ਦੀ ਸ਼ੁਰੂਆਤ'],
            ['1947', 'ਆਜ਼ਾਦੀ ਅਤੇ ਵੰਡ; ਰੈੱਡਕਲਿਫ਼ ਰੇਖਾ ਨੇ ਪੰਜਾਬ ਨੂੰ ਵੰਡਿਆ'],
          ],
        },
        { type: 'h3', text: 'ਪੰਜਾਬ ਵਿੱਚ ਸਮਾਜਿਕ-ਧਾਰਮਿਕ ਸੁਧਾਰ' },
        {
          type: 'ul',
          items: [
            'ਬਾਬਾ ਰਾਮ ਸਿੰਘ ਦੀ ਕੂਕਾ (ਨਾਮਧਾਰੀ) ਲਹਿਰ ਨੇ ਸਾਦਾ ਜੀਵਨ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਵਸਤਾਂ, ਅਦਾਲਤਾਂ ਅਤੇ ਸਕੂਲਾਂ ਦੇ ਬਾਈਕਾਟ ਦਾ ਪ੍ਰਚਾਰ ਕੀਤਾ; 1872 ਵਿੱਚ ਮਾਲੇਰਕੋਟਲੇ ਵਿਖੇ ਦਰਜਨਾਂ ਕੂਕਿਆਂ ਨੂੰ ਤੋਪਾਂ ਨਾਲ ਉਡਾ ਦਿੱਤਾ ਗਿਆ ਅਤੇ ਬਾਬਾ ਰਾਮ ਸਿੰਘ ਨੂੰ ਰੰਗੂਨ ਜਲਾਵਤਨ ਕੀਤਾ ਗਿਆ।',
            'ਸਿੰਘ ਸਭਾ ਲਹਿਰ (ਅੰਮ੍ਰਿਤਸਰ, 1873) ਨੇ ਸਿੱਖ ਵਿੱਦਿਆ ਅਤੇ ਪੰਜਾਬੀ ਸਿੱਖਿਆ ਨੂੰ ਮੁੜ ਸੁਰਜੀਤ ਕੀਤਾ, ਜਿਸ ਤੋਂ ਖ਼ਾਲਸਾ ਕਾਲਜ, ਅੰਮ੍ਰਿਤਸਰ (1892) ਵਰਗੀਆਂ ਸੰਸਥਾਵਾਂ ਬਣੀਆਂ।',
            'ਆਰੀਆ ਸਮਾਜ ਪੰਜਾਬ ਵਿੱਚ ਵਿਆਪਕ ਤੌਰ ਉੱਤੇ ਫੈਲਿਆ; 1886 ਵਿੱਚ ਲਾਹੌਰ ਵਿਖੇ ਡੀ.ਏ.ਵੀ. ਸਕੂਲ ਖੁੱਲ੍ਹਿਆ।',
            '1920ਵਿਆਂ ਦੀ ਆਦਿ ਧਰਮ ਲਹਿਰ ਨੇ ਮੰਗੂ ਰਾਮ ਮੁਗੋਵਾਲੀਆ ਦੀ ਅਗਵਾਈ ਵਿੱਚ ਪੰਜਾਬ ਦੇ ਦਲਿਤਾਂ ਨੂੰ ਵੱਖਰੀ ਪਛਾਣ ਅਤੇ ਸਨਮਾਨ ਲਈ ਜਥੇਬੰਦ ਕੀਤਾ।',
          ],
        },
        {
          type: 'p',
          text: '1947 ਦੀ ਵੰਡ ਨੇ ਪੰਜਾਬ ਨੂੰ ਭਾਰਤ ਅਤੇ ਪਾਕਿਸਤਾਨ ਵਿੱਚ ਵੰਡ ਦਿੱਤਾ, ਜਿਸ ਨਾਲ ਇਤਿਹਾਸ ਦੇ ਸਭ ਤੋਂ ਵੱਡੇ ਉਜਾੜਿਆਂ ਵਿੱਚੋਂ ਇੱਕ ਅਤੇ ਭਿਆਨਕ ਹਿੰਸਾ ਹੋਈ। ਪੂਰਬੀ ਪੰਜਾਬ ਨੇ ਸ਼ਰਨਾਰਥੀਆਂ ਦੇ ਮੁੜ-ਵਸੇਬੇ, ਚੰਡੀਗੜ੍ਹ ਵਿੱਚ ਨਵੀਂ ਰਾਜਧਾਨੀ ਅਤੇ ਬਾਅਦ ਵਿੱਚ ਹਰੀ ਕ੍ਰਾਂਤੀ ਰਾਹੀਂ ਆਪਣੇ ਆਪ ਨੂੰ ਮੁੜ ਖੜ੍ਹਾ ਕੀਤਾ। ਮੇਨਜ਼ ਦੇ ਉੱਤਰਾਂ ਵਿੱਚ ਪੰਜਾਬ ਦੀਆਂ ਘਟਨਾਵਾਂ ਨੂੰ ਕੌਮੀ ਬਿਰਤਾਂਤ ਨਾਲ ਜੋੜੋ: ਜਲ੍ਹਿਆਂਵਾਲਾ ਬਾਗ਼ ਨੇ ਨਰਮ ਵਿਚਾਰਾਂ ਵਾਲਿਆਂ ਨੂੰ ਵੀ ਅੰਗਰੇਜ਼ੀ ਰਾਜ ਦੇ ਵਿਰੁੱਧ ਕਰ ਦਿੱਤਾ, ਅਤੇ ਗਾਂਧੀ ਜੀ ਨੇ ਅਕਾਲੀਆਂ ਦੇ ਚਾਬੀਆਂ ਦੇ ਮੋਰਚੇ (1922) ਦੀ ਜਿੱਤ ਨੂੰ ਭਾਰਤ ਦੀ ਆਜ਼ਾਦੀ ਦੀ ਪਹਿਲੀ ਫ਼ੈਸਲਾਕੁਨ ਲੜਾਈ ਦੀ ਜਿੱਤ ਕਿਹਾ।',
        },
      ],
    },
  },
  {
    key: 'world-history',
    stage: 'mains',
    title: { en: 'World History', pa: 'ਵਿਸ਼ਵ ਇਤਿਹਾਸ' },
    overview: {
      en: 'World history in Mains GS Paper I covers the major events and ideas that shaped the modern world: the industrial revolution, the American, French and Russian Revolutions, colonialism and decolonisation, the two World Wars and the Cold War. Answers should explain causes and consequences rather than simply list dates.',
      pa: 'ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-1 ਵਿੱਚ ਵਿਸ਼ਵ ਇਤਿਹਾਸ ਉਨ੍ਹਾਂ ਵੱਡੀਆਂ ਘਟਨਾਵਾਂ ਅਤੇ ਵਿਚਾਰਾਂ ਨੂੰ ਕਵਰ ਕਰਦਾ ਹੈ ਜਿਨ੍ਹਾਂ ਨੇ ਆਧੁਨਿਕ ਸੰਸਾਰ ਨੂੰ ਘੜਿਆ: ਉਦਯੋਗਿਕ ਕ੍ਰਾਂਤੀ, ਅਮਰੀਕੀ, ਫ਼ਰਾਂਸੀਸੀ ਅਤੇ ਰੂਸੀ ਕ੍ਰਾਂਤੀਆਂ, ਬਸਤੀਵਾਦ ਅਤੇ ਬਸਤੀਵਾਦ ਦਾ ਅੰਤ, ਦੋਵੇਂ ਵਿਸ਼ਵ ਯੁੱਧ ਅਤੇ ਸ਼ੀਤ ਯੁੱਧ। ਉੱਤਰਾਂ ਵਿੱਚ ਸਿਰਫ਼ ਤਾਰੀਖ਼ਾਂ ਗਿਣਾਉਣ ਦੀ ਥਾਂ ਕਾਰਨ ਅਤੇ ਨਤੀਜੇ ਸਮਝਾਉਣੇ ਚਾਹੀਦੇ ਹਨ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'World History: Revolutions, Wars and the Modern World Order' },
        { type: 'h3', text: 'The age of revolutions' },
        {
          type: 'ul',
          items: [
            "The Renaissance, which began in 14th-century Italy, and the Reformation, launched by Martin Luther's Ninety-five Theses in 1517, weakened medieval authority and encouraged scientific enquiry.",
            "The Industrial Revolution began in Britain in the second half of the 18th century with textile machinery, James Watt's improved steam engine and factory production; its hunger for raw materials and markets drove colonial expansion.",
            'The American Revolution: the Declaration of Independence of 4 July 1776 asserted that governments derive their just powers from the consent of the governed.',
            'The French Revolution began in 1789 (the Bastille fell on 14 July) and spread the ideals of liberty, equality and fraternity and of popular sovereignty.',
            'The Russian Revolution of 1917 brought the Bolsheviks under Lenin to power and created the first communist state.',
          ],
        },
        { type: 'h3', text: 'Timeline of the twentieth century' },
        {
          type: 'table',
          header: ['Year', 'Event', 'Significance'],
          rows: [
            [
              '1914-1918',
              'First World War',
              'Sparked by the assassination of Archduke Franz Ferdinand at Sarajevo; ended the German, Austro-Hungarian, Russian and Ottoman empires',
            ],
            ['1919', 'Treaty of Versailles', 'Harsh terms imposed on Germany; the League of Nations followed in 1920'],
            ['1929', 'Great Depression', 'Global economic collapse that helped the rise of fascism and Nazism'],
            [
              '1939-1945',
              'Second World War',
              "Began with the German invasion of Poland; ended after the atomic bombing of Hiroshima and Nagasaki and Japan's surrender",
            ],
            ['1945', 'United Nations', 'The UN Charter came into force on 24 October 1945'],
            ['1947-1991', 'Cold War', 'Rivalry between the US-led and Soviet-led blocs; NATO formed in 1949, the Warsaw Pact in 1955'],
            ['1949', 'Chinese Revolution', "Mao Zedong proclaimed the People's Republic of China"],
            [
              '1989-1991',
              'End of the Cold War',
              'Fall of the Berlin Wall (1989), German reunification (1990), dissolution of the USSR (1991)',
            ],
          ],
        },
        { type: 'h3', text: 'Ideologies and decolonisation' },
        {
          type: 'p',
          text: 'Capitalism rests on private property and markets; socialism seeks social ownership and greater equality; communism, following Marx, aims at a classless society through the rule of the working class; fascism glorified the nation and the state under an authoritarian leader. After 1945 decolonisation swept across Asia and Africa, beginning with India in 1947. The Bandung Conference (1955) and the Non-Aligned Movement (Belgrade, 1961) gave the new nations a collective voice between the two blocs.',
        },
        {
          type: 'p',
          text: 'Punjab connects closely with this story. Soldiers from Punjab served in very large numbers in both World Wars, in France and Flanders, Mesopotamia, Gallipoli, North Africa, Italy and Burma, and wartime recruitment and its aftermath fed the unrest of 1919. The Ghadar movement grew among Punjabi emigrants in North America and drew on revolutionary ideas from abroad.',
        },
      ],
      pa: [
        { type: 'h2', text: 'ਵਿਸ਼ਵ ਇਤਿਹਾਸ: ਕ੍ਰਾਂਤੀਆਂ, ਯੁੱਧ ਅਤੇ ਆਧੁਨਿਕ ਵਿਸ਼ਵ ਵਿਵਸਥਾ' },
        { type: 'h3', text: 'ਕ੍ਰਾਂਤੀਆਂ ਦਾ ਯੁੱਗ' },
        {
          type: 'ul',
          items: [
            '14ਵੀਂ ਸਦੀ ਦੇ ਇਟਲੀ ਤੋਂ ਸ਼ੁਰੂ ਹੋਏ ਪੁਨਰਜਾਗਰਣ ਅਤੇ 1517 ਵਿੱਚ ਮਾਰਟਿਨ ਲੂਥਰ ਦੇ ਪਚਾਨਵੇਂ ਸਿਧਾਂਤਾਂ ਨਾਲ ਸ਼ੁਰੂ ਹੋਏ ਧਰਮ-ਸੁਧਾਰ ਨੇ ਮੱਧਕਾਲੀ ਸੱਤਾ ਨੂੰ ਕਮਜ਼ੋਰ ਕੀਤਾ ਅਤੇ ਵਿਗਿਆਨਕ ਖੋਜ ਨੂੰ ਹੱਲਾਸ਼ੇਰੀ ਦਿੱਤੀ।',
            'ਉਦਯੋਗਿਕ ਕ੍ਰਾਂਤੀ 18ਵੀਂ ਸਦੀ ਦੇ ਦੂਜੇ ਅੱਧ ਵਿੱਚ ਬਰਤਾਨੀਆ ਵਿੱਚ ਕੱਪੜਾ ਮਸ਼ੀਨਾਂ, ਜੇਮਜ਼ ਵਾਟ ਦੇ ਸੁਧਰੇ ਭਾਫ਼ ਇੰਜਣ ਅਤੇ ਕਾਰਖ਼ਾਨਾ ਉਤਪਾਦਨ ਨਾਲ ਸ਼ੁਰੂ ਹੋਈ; ਕੱਚੇ ਮਾਲ ਅਤੇ ਮੰਡੀਆਂ ਦੀ ਭੁੱਖ ਨੇ ਬਸਤੀਵਾਦੀ ਵਿਸਥਾਰ ਨੂੰ ਹਵਾ ਦਿੱਤੀ।',
            'ਅਮਰੀਕੀ ਕ੍ਰਾਂਤੀ: 4 ਜੁਲਾਈ 1776 ਦੇ ਆਜ਼ਾਦੀ ਦੇ ਐਲਾਨਨਾਮੇ ਨੇ ਕਿਹਾ ਕਿ ਸਰਕਾਰਾਂ ਆਪਣੀਆਂ ਜਾਇਜ਼ ਸ਼ਕਤੀਆਂ ਸ਼ਾਸਿਤ ਲੋਕਾਂ ਦੀ ਸਹਿਮਤੀ ਤੋਂ ਪ੍ਰਾਪਤ ਕਰਦੀਆਂ ਹਨ।',
            'ਫ਼ਰਾਂਸੀਸੀ ਕ੍ਰਾਂਤੀ 1789 ਵਿੱਚ ਸ਼ੁਰੂ ਹੋਈ (14 ਜੁਲਾਈ ਨੂੰ ਬੈਸਟੀਲ ਦਾ ਪਤਨ) ਅਤੇ ਇਸ ਨੇ ਆਜ਼ਾਦੀ, ਬਰਾਬਰੀ, ਭਾਈਚਾਰੇ ਅਤੇ ਲੋਕ-ਪ੍ਰਭੂਸੱਤਾ ਦੇ ਆਦਰਸ਼ ਫੈਲਾਏ।',
            '1917 ਦੀ ਰੂਸੀ ਕ੍ਰਾਂਤੀ ਨੇ ਲੈਨਿਨ ਦੀ ਅਗਵਾਈ ਵਿੱਚ ਬੋਲਸ਼ੇਵਿਕਾਂ ਨੂੰ ਸੱਤਾ ਵਿੱਚ ਲਿਆਂਦਾ ਅਤੇ ਪਹਿਲਾ ਕਮਿਊਨਿਸਟ ਰਾਜ ਬਣਾਇਆ।',
          ],
        },
        { type: 'h3', text: 'ਵੀਹਵੀਂ ਸਦੀ ਦੀ ਸਮਾਂ-ਰੇਖਾ' },
        {
          type: 'table',
          header: ['ਸਾਲ', 'ਘਟਨਾ', 'ਮਹੱਤਵ'],
          rows: [
            ['1914-1918', 'ਪਹਿਲਾ ਵਿਸ਼ਵ ਯੁੱਧ', 'ਸਰਾਜੇਵੋ ਵਿੱਚ ਆਰਕਡਿਊਕ ਫ਼ਰਾਂਜ਼ ਫ਼ਰਡੀਨੈਂਡ ਦੇ ਕਤਲ ਨਾਲ ਭੜਕਿਆ; ਜਰਮਨ, ਆਸਟ੍ਰੋ-ਹੰਗੇਰੀਅਨ, ਰੂਸੀ ਅਤੇ ਉਸਮਾਨੀ ਸਾਮਰਾਜਾਂ ਦਾ ਅੰਤ'],
            ['1919', 'ਵਰਸਾਏ ਦੀ ਸੰਧੀ', 'ਜਰਮਨੀ ਉੱਤੇ ਸਖ਼ਤ ਸ਼ਰਤਾਂ; 1920 ਵਿੱਚ ਲੀਗ ਆਫ਼ ਨੇਸ਼ਨਜ਼ ਬਣੀ'],
            ['1929', 'ਮਹਾਂ ਮੰਦੀ', 'ਵਿਸ਼ਵਵਿਆਪੀ ਆਰਥਿਕ ਢਹਿ-ਢੇਰੀ, ਜਿਸ ਨੇ ਫ਼ਾਸ਼ੀਵਾਦ ਅਤੇ ਨਾਜ਼ੀਵਾਦ ਦੇ ਉਭਾਰ ਵਿੱਚ ਮਦਦ ਕੀਤੀ'],
            ['1939-1945', 'ਦੂਜਾ ਵਿਸ਼ਵ ਯੁੱਧ', 'ਜਰਮਨੀ ਦੇ ਪੋਲੈਂਡ ਉੱਤੇ ਹਮਲੇ ਨਾਲ ਸ਼ੁਰੂ; ਹੀਰੋਸ਼ੀਮਾ ਅਤੇ ਨਾਗਾਸਾਕੀ ਉੱਤੇ ਪਰਮਾਣੂ ਬੰਬਾਂ ਅਤੇ ਜਪਾਨ ਦੇ ਆਤਮ-ਸਮਰਪਣ ਨਾਲ ਅੰਤ'],
            ['1945', 'ਸੰਯੁਕਤ ਰਾਸ਼ਟਰ', 'ਸੰਯੁਕਤ ਰਾਸ਼ਟਰ ਚਾਰਟਰ 24 ਅਕਤੂਬਰ 1945 ਨੂੰ ਲਾਗੂ ਹੋਇਆ'],
            ['1947-1991', 'ਸ਼ੀਤ ਯੁੱਧ', 'ਅਮਰੀਕਾ ਅਤੇ ਸੋਵੀਅਤ ਸੰਘ ਦੀ ਅਗਵਾਈ ਵਾਲੇ ਧੜਿਆਂ ਦੀ ਵਿਰੋਧਤਾ; 1949 ਵਿੱਚ ਨਾਟੋ, 1955 ਵਿੱਚ ਵਾਰਸਾ ਸੰਧੀ'],
            ['1949', 'ਚੀਨੀ ਕ੍ਰਾਂਤੀ', 'ਮਾਓ ਜ਼ੇ-ਤੁੰਗ ਨੇ ਲੋਕ ਗਣਰਾਜ ਚੀਨ ਦਾ ਐਲਾਨ ਕੀਤਾ'],
            ['1989-1991', 'ਸ਼ੀਤ ਯੁੱਧ ਦਾ ਅੰਤ', 'ਬਰਲਿਨ ਦੀਵਾਰ ਦਾ ਡਿੱਗਣਾ (1989), ਜਰਮਨੀ ਦਾ ਏਕੀਕਰਨ (1990), ਸੋਵੀਅਤ ਸੰਘ ਦਾ ਵਿਘਟਨ (1991)'],
          ],
        },
        { type: 'h3', text: 'ਵਿਚਾਰਧਾਰਾਵਾਂ ਅਤੇ ਬਸਤੀਵਾਦ ਦਾ ਅੰਤ' },
        {
          type: 'p',
          text: 'ਪੂੰਜੀਵਾਦ ਨਿੱਜੀ ਜਾਇਦਾਦ ਅਤੇ ਮੰਡੀ ਉੱਤੇ ਟਿਕਿਆ ਹੈ; ਸਮਾਜਵਾਦ ਸਮਾਜਿਕ ਮਾਲਕੀ ਅਤੇ ਵੱਧ ਬਰਾਬਰੀ ਚਾਹੁੰਦਾ ਹੈ; ਮਾਰਕਸ ਦੇ ਵਿਚਾਰਾਂ ਉੱਤੇ ਆਧਾਰਿਤ ਸਾਮਵਾਦ ਮਜ਼ਦੂਰ ਵਰਗ ਦੇ ਰਾਜ ਰਾਹੀਂ ਵਰਗ-ਰਹਿਤ ਸਮਾਜ ਦਾ ਟੀਚਾ ਰੱਖਦਾ ਹੈ; ਫ਼ਾਸ਼ੀਵਾਦ ਨੇ ਤਾਨਾਸ਼ਾਹ ਆਗੂ ਹੇਠ ਰਾਸ਼ਟਰ ਅਤੇ ਰਾਜ ਦੀ ਵਡਿਆਈ ਕੀਤੀ। 1945 ਤੋਂ ਬਾਅਦ ਏਸ਼ੀਆ ਅਤੇ ਅਫ਼ਰੀਕਾ ਵਿੱਚ ਬਸਤੀਵਾਦ ਦਾ ਅੰਤ ਹੋਇਆ, ਜਿਸ ਦੀ ਸ਼ੁਰੂਆਤ 1947 ਵਿੱਚ ਭਾਰਤ ਤੋਂ ਹੋਈ। ਬਾਂਡੁੰਗ ਕਾਨਫ਼ਰੰਸ (1955) ਅਤੇ ਗੁੱਟ-ਨਿਰਲੇਪ ਅੰਦੋਲਨ (ਬੈਲਗ੍ਰੇਡ, 1961) ਨੇ ਨਵੇਂ ਦੇਸ਼ਾਂ ਨੂੰ ਦੋਵਾਂ ਧੜਿਆਂ ਵਿਚਕਾਰ ਸਾਂਝੀ ਆਵਾਜ਼ ਦਿੱਤੀ।',
        },
        {
          type: 'p',
          text: 'ਪੰਜਾਬ ਇਸ ਕਹਾਣੀ ਨਾਲ ਨੇੜਿਓਂ ਜੁੜਿਆ ਹੈ। ਪੰਜਾਬ ਦੇ ਫ਼ੌਜੀਆਂ ਨੇ ਦੋਵਾਂ ਵਿਸ਼ਵ ਯੁੱਧਾਂ ਵਿੱਚ ਫ਼ਰਾਂਸ ਅਤੇ ਫ਼ਲੈਂਡਰਜ਼, ਮੈਸੋਪੋਟੇਮੀਆ, ਗੈਲੀਪੋਲੀ, ਉੱਤਰੀ ਅਫ਼ਰੀਕਾ, ਇਟਲੀ ਅਤੇ ਬਰਮਾ ਵਿੱਚ ਵੱਡੀ ਗਿਣਤੀ ਵਿੱਚ ਸੇਵਾ ਨਿਭਾਈ, ਅਤੇ ਜੰਗ ਸਮੇਂ ਦੀ ਭਰਤੀ ਅਤੇ ਉਸ ਦੇ ਨਤੀਜਿਆਂ ਨੇ 1919 ਦੀ ਬੇਚੈਨੀ ਨੂੰ ਹਵਾ ਦਿੱਤੀ। ਗ਼ਦਰ ਲਹਿਰ ਉੱਤਰੀ ਅਮਰੀਕਾ ਵਿੱਚ ਵਸੇ ਪੰਜਾਬੀ ਪਰਵਾਸੀਆਂ ਵਿੱਚ ਉੱਭਰੀ ਅਤੇ ਉਸ ਨੇ ਵਿਦੇਸ਼ੀ ਇਨਕਲਾਬੀ ਵਿਚਾਰਾਂ ਤੋਂ ਪ੍ਰੇਰਨਾ ਲਈ।',
        },
      ],
    },
  },
  {
    key: 'geography',
    stage: 'mains',
    title: { en: 'Geography', pa: 'ਭੂਗੋਲ' },
    overview: {
      en: 'Geography in Mains GS Paper I calls for analytical answers on physical processes, the monsoon, water and soil resources, agriculture and population, with Punjab as a constant case study. Typical questions deal with groundwater depletion, the wheat-paddy cycle, floods and waterlogging, and the regional distribution of resources.',
      pa: 'ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-1 ਵਿੱਚ ਭੂਗੋਲ ਭੌਤਿਕ ਪ੍ਰਕਿਰਿਆਵਾਂ, ਮਾਨਸੂਨ, ਪਾਣੀ ਅਤੇ ਮਿੱਟੀ ਦੇ ਸਰੋਤਾਂ, ਖੇਤੀਬਾੜੀ ਅਤੇ ਆਬਾਦੀ ਬਾਰੇ ਵਿਸ਼ਲੇਸ਼ਣਾਤਮਕ ਉੱਤਰ ਮੰਗਦਾ ਹੈ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਪੰਜਾਬ ਲਗਾਤਾਰ ਉਦਾਹਰਨ ਵਜੋਂ ਆਉਂਦਾ ਹੈ। ਆਮ ਪ੍ਰਸ਼ਨ ਜ਼ਮੀਨੀ ਪਾਣੀ ਦੀ ਘਾਟ, ਕਣਕ-ਝੋਨੇ ਦੇ ਚੱਕਰ, ਹੜ੍ਹਾਂ ਅਤੇ ਸੇਮ, ਅਤੇ ਸਰੋਤਾਂ ਦੀ ਖੇਤਰੀ ਵੰਡ ਬਾਰੇ ਹੁੰਦੇ ਹਨ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'Geography for Mains: Processes, Resources and Punjab' },
        { type: 'h3', text: 'The Indian monsoon' },
        {
          type: 'p',
          text: 'The south-west monsoon results from the differential heating of land and sea, the northward shift of the Inter-Tropical Convergence Zone over the Indo-Gangetic plain in summer, and the tropical easterly jet stream over the peninsula. El Nino, the warming of the eastern Pacific, tends to weaken the Indian monsoon, while a positive Indian Ocean Dipole tends to strengthen it. The monsoon normally reaches Punjab around the end of June or early July and begins to withdraw from north-west India in September. In winter, western disturbances that originate over the Mediterranean bring rain and snow to north-west India, which is valuable for the rabi wheat crop.',
        },
        { type: 'h3', text: 'Soils of India' },
        {
          type: 'table',
          header: ['Soil', 'Main areas', 'Features'],
          rows: [
            [
              'Alluvial',
              'Northern plains including Punjab; river deltas',
              'Most extensive and fertile; khadar (new) and bhangar (old) alluvium',
            ],
            [
              'Black (regur)',
              'Deccan lava plateau: Maharashtra, Gujarat, Madhya Pradesh',
              'Retains moisture, ideal for cotton; develops deep cracks when dry',
            ],
            ['Red and yellow', 'Eastern and southern parts of the peninsula', 'Red colour from iron oxides; poor in nitrogen and humus'],
            [
              'Laterite',
              'Western Ghats, Odisha, hills of the north-east',
              'Leached by heavy rain; suits cashew, tea and coffee with manuring',
            ],
            ['Arid', 'Western Rajasthan and the fringes of south-west Punjab', 'Sandy and low in humus; saline in places'],
            ['Mountain and forest', 'Himalayan slopes', 'Thin and acidic on the upper slopes'],
            [
              'Saline and alkaline',
              'Parts of Punjab, Haryana and Rajasthan; coastal tracts',
              'Known as kallar or reh; caused by poor drainage and over-irrigation; reclaimed with gypsum',
            ],
          ],
        },
        { type: 'h3', text: 'Punjab: water, agriculture and population' },
        {
          type: 'ul',
          items: [
            'Major canals include the Upper Bari Doab Canal (from Madhopur on the Ravi), the Sirhind Canal and Bist Doab Canal (from Ropar on the Sutlej) and the Sirhind and Rajasthan feeders (from Harike).',
            "Most irrigation now comes from tube wells. Extraction far exceeds recharge, and the Central Ground Water Board classifies a large majority of Punjab's blocks as over-exploited.",
            'The Punjab Preservation of Subsoil Water Act, 2009 bars sowing and transplanting of paddy before dates notified by the state, to cut pumping during the hottest weeks.',
            'The wheat-paddy rotation dominates; cotton is grown in the south-western cotton belt (Bathinda, Mansa, Fazilka, Sri Muktsar Sahib), maize in the Kandi and Doaba areas, and kinnow around Abohar and Hoshiarpur.',
            'While the central districts face a falling water table, parts of the south-west (Sri Muktsar Sahib, Faridkot, Fazilka) suffer from waterlogging and salinity.',
          ],
        },
        {
          type: 'p',
          text: 'In population geography, Punjab is among the more urbanised large states (about 37.5 per cent urban in 2011). It sees heavy emigration from Doaba, in-migration of farm and industrial workers from Bihar and Uttar Pradesh, and a sex ratio that has improved but remains adverse. In Mains answers, use sketch maps and flow diagrams to show river systems, canal networks and agro-regions.',
        },
      ],
      pa: [
        { type: 'h2', text: 'ਮੇਨਜ਼ ਲਈ ਭੂਗੋਲ: ਪ੍ਰਕਿਰਿਆਵਾਂ, ਸਰੋਤ ਅਤੇ ਪੰਜਾਬ' },
        { type: 'h3', text: 'ਭਾਰਤੀ ਮਾਨਸੂਨ' },
        {
          type: 'p',
          text: 'ਦੱਖਣ-ਪੱਛਮੀ ਮਾਨਸੂਨ ਧਰਤੀ ਅਤੇ ਸਮੁੰਦਰ ਦੇ ਵੱਖੋ-ਵੱਖਰੇ ਗਰਮ ਹੋਣ, ਗਰਮੀਆਂ ਵਿੱਚ ਅੰਤਰ-ਊਸ਼ਣ ਖੰਡੀ ਅਭਿਸਰਣ ਖੇਤਰ (ਆਈ.ਟੀ.ਸੀ.ਜ਼ੈੱਡ.) ਦੇ ਸਿੰਧ-ਗੰਗਾ ਮੈਦਾਨ ਵੱਲ ਖਿਸਕਣ ਅਤੇ ਪ੍ਰਾਇਦੀਪ ਉੱਪਰ ਊਸ਼ਣ ਖੰਡੀ ਪੂਰਬੀ ਜੈੱਟ ਧਾਰਾ ਦਾ ਨਤੀਜਾ ਹੈ। ਪੂਰਬੀ ਪ੍ਰਸ਼ਾਂਤ ਮਹਾਂਸਾਗਰ ਦਾ ਗਰਮ ਹੋਣਾ, ਭਾਵ ਐਲ ਨੀਨੋ, ਭਾਰਤੀ ਮਾਨਸੂਨ ਨੂੰ ਕਮਜ਼ੋਰ ਕਰਦਾ ਹੈ, ਜਦਕਿ ਸਕਾਰਾਤਮਕ ਹਿੰਦ ਮਹਾਂਸਾਗਰ ਡਾਈਪੋਲ ਇਸ ਨੂੰ ਮਜ਼ਬੂਤ ਕਰਦਾ ਹੈ। ਮਾਨਸੂਨ ਆਮ ਤੌਰ ਉੱਤੇ ਜੂਨ ਦੇ ਅਖ਼ੀਰ ਜਾਂ ਜੁਲਾਈ ਦੇ ਸ਼ੁਰੂ ਵਿੱਚ ਪੰਜਾਬ ਪਹੁੰਚਦਾ ਹੈ ਅਤੇ ਸਤੰਬਰ ਵਿੱਚ ਉੱਤਰ-ਪੱਛਮੀ ਭਾਰਤ ਤੋਂ ਵਾਪਸ ਮੁੜਨਾ ਸ਼ੁਰੂ ਕਰਦਾ ਹੈ। ਸਰਦੀਆਂ ਵਿੱਚ ਭੂਮੱਧ ਸਾਗਰ ਤੋਂ ਆਉਣ ਵਾਲੀਆਂ ਪੱਛਮੀ ਗੜਬੜੀਆਂ ਉੱਤਰ-ਪੱਛਮੀ ਭਾਰਤ ਵਿੱਚ ਮੀਂਹ ਅਤੇ ਬਰਫ਼ ਲਿਆਉਂਦੀਆਂ ਹਨ, ਜੋ ਹਾੜੀ ਦੀ ਕਣਕ ਲਈ ਬਹੁਤ ਲਾਹੇਵੰਦ ਹਨ।',
        },
        { type: 'h3', text: 'ਭਾਰਤ ਦੀਆਂ ਮਿੱਟੀਆਂ' },
        {
          type: 'table',
          header: ['ਮਿੱਟੀ', 'ਮੁੱਖ ਖੇਤਰ', 'ਵਿਸ਼ੇਸ਼ਤਾਵਾਂ'],
          rows: [
            ['ਜਲੋੜ', 'ਪੰਜਾਬ ਸਮੇਤ ਉੱਤਰੀ ਮੈਦਾਨ; ਦਰਿਆਈ ਡੈਲਟੇ', 'ਸਭ ਤੋਂ ਵੱਧ ਫੈਲੀ ਅਤੇ ਉਪਜਾਊ; ਖਾਦਰ (ਨਵੀਂ) ਅਤੇ ਬਾਂਗਰ (ਪੁਰਾਣੀ) ਜਲੋੜ'],
            ['ਕਾਲੀ (ਰੇਗੁਰ)', 'ਦੱਖਣ ਦਾ ਲਾਵਾ ਪਠਾਰ: ਮਹਾਰਾਸ਼ਟਰ, ਗੁਜਰਾਤ, ਮੱਧ ਪ੍ਰਦੇਸ਼', 'ਨਮੀ ਸੰਭਾਲਦੀ ਹੈ, ਨਰਮੇ-ਕਪਾਹ ਲਈ ਉੱਤਮ; ਸੁੱਕਣ ਉੱਤੇ ਡੂੰਘੀਆਂ ਤਰੇੜਾਂ'],
            ['ਲਾਲ ਅਤੇ ਪੀਲੀ', 'ਪ੍ਰਾਇਦੀਪ ਦੇ ਪੂਰਬੀ ਅਤੇ ਦੱਖਣੀ ਹਿੱਸੇ', 'ਲੋਹੇ ਦੇ ਆਕਸਾਈਡਾਂ ਕਾਰਨ ਲਾਲ ਰੰਗ; ਨਾਈਟ੍ਰੋਜਨ ਅਤੇ ਹਿਊਮਸ ਦੀ ਘਾਟ'],
            ['ਲੈਟਰਾਈਟ', 'ਪੱਛਮੀ ਘਾਟ, ਓਡੀਸ਼ਾ, ਉੱਤਰ-ਪੂਰਬ ਦੀਆਂ ਪਹਾੜੀਆਂ', 'ਭਾਰੀ ਮੀਂਹ ਨਾਲ ਤੱਤ ਵਹਿ ਜਾਂਦੇ ਹਨ; ਖਾਦ ਨਾਲ ਕਾਜੂ, ਚਾਹ ਅਤੇ ਕੌਫ਼ੀ ਲਈ ਢੁਕਵੀਂ'],
            ['ਮਾਰੂਥਲੀ', 'ਪੱਛਮੀ ਰਾਜਸਥਾਨ ਅਤੇ ਦੱਖਣ-ਪੱਛਮੀ ਪੰਜਾਬ ਦੇ ਕਿਨਾਰੇ', 'ਰੇਤਲੀ ਅਤੇ ਹਿਊਮਸ ਘੱਟ; ਕਿਤੇ-ਕਿਤੇ ਲੂਣੀ'],
            ['ਪਹਾੜੀ ਅਤੇ ਜੰਗਲੀ', 'ਹਿਮਾਲਿਆ ਦੀਆਂ ਢਲਾਣਾਂ', 'ਉੱਪਰਲੀਆਂ ਢਲਾਣਾਂ ਉੱਤੇ ਪਤਲੀ ਅਤੇ ਤੇਜ਼ਾਬੀ'],
            [
              'ਲੂਣੀ ਅਤੇ ਖਾਰੀ (ਕੱਲਰ)',
              'ਪੰਜਾਬ, ਹਰਿਆਣਾ ਅਤੇ ਰਾਜਸਥਾਨ ਦੇ ਕੁਝ ਹਿੱਸੇ; ਤਟਵਰਤੀ ਇਲਾਕੇ',
              'ਕੱਲਰ ਜਾਂ ਰੇਹ ਕਹਾਉਂਦੀ ਹੈ; ਮਾੜੇ ਨਿਕਾਸ ਅਤੇ ਵੱਧ ਸਿੰਚਾਈ ਕਾਰਨ; ਜਿਪਸਮ ਨਾਲ ਸੁਧਾਰ',
            ],
          ],
        },
        { type: 'h3', text: 'ਪੰਜਾਬ: ਪਾਣੀ, ਖੇਤੀਬਾੜੀ ਅਤੇ ਆਬਾਦੀ' },
        {
          type: 'ul',
          items: [
            'ਮੁੱਖ ਨਹਿਰਾਂ ਵਿੱਚ ਅੱਪਰ ਬਾਰੀ ਦੁਆਬ ਨਹਿਰ (ਰਾਵੀ ਉੱਤੇ ਮਾਧੋਪੁਰ ਤੋਂ), ਸਰਹਿੰਦ ਨਹਿਰ ਅਤੇ ਬਿਸਤ ਦੁਆਬ ਨਹਿਰ (ਸਤਲੁਜ ਉੱਤੇ ਰੋਪੜ ਤੋਂ) ਅਤੇ ਸਰਹਿੰਦ ਤੇ ਰਾਜਸਥਾਨ ਫ਼ੀਡਰ (ਹਰੀਕੇ ਤੋਂ) ਸ਼ਾਮਲ ਹਨ।',
            'ਹੁਣ ਜ਼ਿਆਦਾਤਰ ਸਿੰਚਾਈ ਟਿਊਬਵੈੱਲਾਂ ਨਾਲ ਹੁੰਦੀ ਹੈ। ਪਾਣੀ ਦੀ ਨਿਕਾਸੀ ਮੁੜ-ਭਰਾਈ ਨਾਲੋਂ ਕਿਤੇ ਵੱਧ ਹੈ, ਅਤੇ ਕੇਂਦਰੀ ਜ਼ਮੀਨੀ ਜਲ ਬੋਰਡ ਪੰਜਾਬ ਦੇ ਬਹੁਤੇ ਬਲਾਕਾਂ ਨੂੰ ਹੱਦੋਂ ਵੱਧ ਸ਼ੋਸ਼ਿਤ ਮੰਨਦਾ ਹੈ।',
            'ਪੰਜਾਬ ਉਪ-ਭੂਮੀ ਜਲ ਸੰਭਾਲ ਐਕਟ, 2009 ਰਾਜ ਵੱਲੋਂ ਨੋਟੀਫਾਈ ਤਾਰੀਖ਼ਾਂ ਤੋਂ ਪਹਿਲਾਂ ਝੋਨੇ ਦੀ ਪਨੀਰੀ ਬੀਜਣ ਅਤੇ ਲੁਆਈ ਉੱਤੇ ਰੋਕ ਲਾਉਂਦਾ ਹੈ, ਤਾਂ ਜੋ ਸਭ ਤੋਂ ਗਰਮ ਹਫ਼ਤਿਆਂ ਵਿੱਚ ਪਾਣੀ ਦੀ ਖਿੱਚ ਘਟੇ।',
            'ਕਣਕ-ਝੋਨੇ ਦਾ ਫ਼ਸਲੀ ਚੱਕਰ ਭਾਰੂ ਹੈ; ਨਰਮਾ ਦੱਖਣ-ਪੱਛਮੀ ਨਰਮਾ ਪੱਟੀ (ਬਠਿੰਡਾ, ਮਾਨਸਾ, ਫ਼ਾਜ਼ਿਲਕਾ, ਸ੍ਰੀ ਮੁਕਤਸਰ ਸਾਹਿਬ) ਵਿੱਚ, ਮੱਕੀ ਕੰਢੀ ਅਤੇ ਦੁਆਬਾ ਖੇਤਰ ਵਿੱਚ, ਅਤੇ ਕਿੰਨੂ ਅਬੋਹਰ ਅਤੇ ਹੁਸ਼ਿਆਰਪੁਰ ਦੇ ਆਲੇ-ਦੁਆਲੇ ਹੁੰਦਾ ਹੈ।',
            'ਜਿੱਥੇ ਕੇਂਦਰੀ ਜ਼ਿਲ੍ਹਿਆਂ ਵਿੱਚ ਪਾਣੀ ਦਾ ਪੱਧਰ ਡਿੱਗ ਰਿਹਾ ਹੈ, ਉੱਥੇ ਦੱਖਣ-ਪੱਛਮ ਦੇ ਕੁਝ ਹਿੱਸੇ (ਸ੍ਰੀ ਮੁਕਤਸਰ ਸਾਹਿਬ, ਫ਼ਰੀਦਕੋਟ, ਫ਼ਾਜ਼ਿਲਕਾ) ਸੇਮ ਅਤੇ ਖਾਰੇਪਣ ਨਾਲ ਜੂਝ ਰਹੇ ਹਨ।',
          ],
        },
        {
          type: 'p',
          text: 'ਆਬਾਦੀ ਭੂਗੋਲ ਪੱਖੋਂ ਪੰਜਾਬ ਵੱਡੇ ਰਾਜਾਂ ਵਿੱਚੋਂ ਵੱਧ ਸ਼ਹਿਰੀ ਰਾਜਾਂ ਵਿੱਚ ਗਿਣਿਆ ਜਾਂਦਾ ਹੈ (2011 ਵਿੱਚ ਲਗਭਗ 37.5 ਪ੍ਰਤੀਸ਼ਤ ਸ਼ਹਿਰੀ)। ਇੱਥੇ ਦੁਆਬੇ ਤੋਂ ਵੱਡੇ ਪੱਧਰ ਉੱਤੇ ਵਿਦੇਸ਼ ਪਰਵਾਸ ਹੁੰਦਾ ਹੈ, ਬਿਹਾਰ ਅਤੇ ਉੱਤਰ ਪ੍ਰਦੇਸ਼ ਤੋਂ ਖੇਤ ਅਤੇ ਸਨਅਤੀ ਮਜ਼ਦੂਰ ਆਉਂਦੇ ਹਨ, ਅਤੇ ਲਿੰਗ ਅਨੁਪਾਤ ਸੁਧਰਨ ਦੇ ਬਾਵਜੂਦ ਅਜੇ ਵੀ ਪ੍ਰਤੀਕੂਲ ਹੈ। ਮੇਨਜ਼ ਦੇ ਉੱਤਰਾਂ ਵਿੱਚ ਦਰਿਆਈ ਪ੍ਰਣਾਲੀਆਂ, ਨਹਿਰੀ ਜਾਲ ਅਤੇ ਖੇਤੀ ਖੇਤਰ ਦਿਖਾਉਣ ਲਈ ਕੱਚੇ ਨਕਸ਼ੇ ਅਤੇ ਪ੍ਰਵਾਹ-ਚਿੱਤਰ ਵਰਤੋ।',
        },
      ],
    },
  },
  {
    key: 'polity',
    stage: 'mains',
    title: { en: 'Polity', pa: 'ਰਾਜ-ਵਿਵਸਥਾ' },
    overview: {
      en: 'Mains GS Paper II examines the Indian Constitution and polity in depth: the basic structure, federalism and Centre-State relations, Parliament and state legislatures, the executive, the judiciary and constitutional bodies. Punjab supplies rich examples, including the Anandpur Sahib Resolution, river-water disputes, the status of Chandigarh and the use of Article 356.',
      pa: 'ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦਾ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-2 ਭਾਰਤੀ ਸੰਵਿਧਾਨ ਅਤੇ ਰਾਜ-ਵਿਵਸਥਾ ਨੂੰ ਡੂੰਘਾਈ ਨਾਲ ਪਰਖਦਾ ਹੈ: ਮੂਲ ਢਾਂਚਾ, ਸੰਘਵਾਦ ਅਤੇ ਕੇਂਦਰ-ਰਾਜ ਸਬੰਧ, ਸੰਸਦ ਅਤੇ ਰਾਜ ਵਿਧਾਨ ਸਭਾਵਾਂ, ਕਾਰਜਪਾਲਿਕਾ, ਨਿਆਂਪਾਲਿਕਾ ਅਤੇ ਸੰਵਿਧਾਨਕ ਸੰਸਥਾਵਾਂ। ਪੰਜਾਬ ਤੋਂ ਕਈ ਉਦਾਹਰਨਾਂ ਮਿਲਦੀਆਂ ਹਨ, ਜਿਵੇਂ ਅਨੰਦਪੁਰ ਸਾਹਿਬ ਦਾ ਮਤਾ, ਦਰਿਆਈ ਪਾਣੀਆਂ ਦੇ ਝਗੜੇ, ਚੰਡੀਗੜ੍ਹ ਦਾ ਦਰਜਾ ਅਤੇ ਅਨੁਛੇਦ 356 ਦੀ ਵਰਤੋਂ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'Constitution and Polity: Analytical Themes for Mains' },
        { type: 'h3', text: 'Basic structure and landmark judgments' },
        {
          type: 'p',
          text: 'Article 368 empowers Parliament to amend the Constitution, but in Kesavananda Bharati (1973) the Supreme Court held that amendments cannot destroy its basic structure. Features recognised as part of the basic structure include the supremacy of the Constitution, the rule of law, judicial review, federalism, secularism, free and fair elections and the separation of powers.',
        },
        {
          type: 'table',
          header: ['Case', 'Year', 'Principle laid down'],
          rows: [
            [
              'I.C. Golaknath v. State of Punjab',
              '1967',
              "Parliament cannot amend fundamental rights (later overruled); arose from Punjab's land-ceiling law",
            ],
            ['Kesavananda Bharati v. State of Kerala', '1973', 'Doctrine of the basic structure'],
            ['Maneka Gandhi v. Union of India', '1978', 'Procedure under Article 21 must be fair, just and reasonable'],
            [
              'Minerva Mills v. Union of India',
              '1980',
              'Harmony between fundamental rights and directive principles is part of the basic structure',
            ],
            [
              'Indra Sawhney v. Union of India',
              '1992',
              'OBC reservation upheld with a 50 per cent ceiling and exclusion of the creamy layer',
            ],
            [
              'S.R. Bommai v. Union of India',
              '1994',
              "President's Rule under Article 356 is open to judicial review; majority must be tested on the floor of the House",
            ],
            ['K.S. Puttaswamy v. Union of India', '2017', 'Privacy is a fundamental right'],
          ],
        },
        { type: 'h3', text: 'Federalism and Centre-State relations' },
        {
          type: 'ul',
          items: [
            'Legislative relations: the Seventh Schedule divides subjects into the Union, State and Concurrent Lists, and residuary powers rest with Parliament (Article 248).',
            'Financial relations: the Finance Commission (Article 280) recommends how taxes are shared; the GST Council (Article 279A) was created by the 101st Amendment (2016).',
            'Review of Centre-State relations: the Sarkaria Commission (set up in 1983, reported in 1988) and the Punchhi Commission (set up in 2007, reported in 2010).',
            'Inter-state river disputes fall under Article 262, which lets Parliament bar the jurisdiction of courts; tribunals are set up under the Inter-State River Water Disputes Act, 1956.',
          ],
        },
        { type: 'h3', text: 'Punjab in constitutional debates' },
        {
          type: 'ul',
          items: [
            'The Anandpur Sahib Resolution (1973) of the Shiromani Akali Dal sought greater state autonomy, with the Centre confined to defence, foreign affairs, communications, railways and currency.',
            'The Rajiv-Longowal Accord of 24 July 1985 addressed Chandigarh, river waters and other demands, but its key clauses remained unimplemented.',
            'The Sutlej-Yamuna Link canal and the sharing of Ravi-Beas waters remain disputed with Haryana; the Punjab Termination of Agreements Act, 2004 was held invalid by the Supreme Court in a presidential reference in 2016.',
            "Punjab saw its longest spell of President's Rule from 1987 to 1992, and the Governor of Punjab has also served as the Administrator of Chandigarh since 1984.",
          ],
        },
      ],
      pa: [
        { type: 'h2', text: 'ਸੰਵਿਧਾਨ ਅਤੇ ਰਾਜ-ਵਿਵਸਥਾ: ਮੇਨਜ਼ ਲਈ ਵਿਸ਼ਲੇਸ਼ਣਾਤਮਕ ਵਿਸ਼ੇ' },
        { type: 'h3', text: 'ਮੂਲ ਢਾਂਚਾ ਅਤੇ ਇਤਿਹਾਸਕ ਫ਼ੈਸਲੇ' },
        {
          type: 'p',
          text: 'ਅਨੁਛੇਦ 368 ਸੰਸਦ ਨੂੰ ਸੰਵਿਧਾਨ ਸੋਧਣ ਦੀ ਸ਼ਕਤੀ ਦਿੰਦਾ ਹੈ, ਪਰ ਕੇਸ਼ਵਾਨੰਦ ਭਾਰਤੀ ਕੇਸ (1973) ਵਿੱਚ ਸੁਪਰੀਮ ਕੋਰਟ ਨੇ ਫ਼ੈਸਲਾ ਦਿੱਤਾ ਕਿ ਸੋਧਾਂ ਇਸ ਦੇ ਮੂਲ ਢਾਂਚੇ ਨੂੰ ਨਸ਼ਟ ਨਹੀਂ ਕਰ ਸਕਦੀਆਂ। ਮੂਲ ਢਾਂਚੇ ਵਿੱਚ ਸੰਵਿਧਾਨ ਦੀ ਸਰਵਉੱਚਤਾ, ਕਾਨੂੰਨ ਦਾ ਰਾਜ, ਨਿਆਂਇਕ ਸਮੀਖਿਆ, ਸੰਘਵਾਦ, ਧਰਮ-ਨਿਰਪੱਖਤਾ, ਆਜ਼ਾਦ ਅਤੇ ਨਿਰਪੱਖ ਚੋਣਾਂ ਅਤੇ ਸ਼ਕਤੀਆਂ ਦੀ ਵੰਡ ਸ਼ਾਮਲ ਮੰਨੇ ਗਏ ਹਨ।',
        },
        {
          type: 'table',
          header: ['ਕੇਸ', 'ਸਾਲ', 'ਸਥਾਪਿਤ ਸਿਧਾਂਤ'],
          rows: [
            [
              'ਆਈ.ਸੀ. ਗੋਲਕਨਾਥ ਬਨਾਮ ਪੰਜਾਬ ਰਾਜ',
              '1967',
              'ਸੰਸਦ ਮੌਲਿਕ ਅਧਿਕਾਰਾਂ ਵਿੱਚ ਸੋਧ ਨਹੀਂ ਕਰ ਸਕਦੀ (ਬਾਅਦ ਵਿੱਚ ਉਲਟਾਇਆ ਗਿਆ); ਪੰਜਾਬ ਦੇ ਜ਼ਮੀਨੀ ਹੱਦਬੰਦੀ ਕਾਨੂੰਨ ਤੋਂ ਉੱਠਿਆ',
            ],
            ['ਕੇਸ਼ਵਾਨੰਦ ਭਾਰਤੀ ਬਨਾਮ ਕੇਰਲ ਰਾਜ', '1973', 'ਮੂਲ ਢਾਂਚੇ ਦਾ ਸਿਧਾਂਤ'],
            ['ਮੇਨਕਾ ਗਾਂਧੀ ਬਨਾਮ ਭਾਰਤ ਸੰਘ', '1978', 'ਅਨੁਛੇਦ 21 ਅਧੀਨ ਪ੍ਰਕਿਰਿਆ ਨਿਰਪੱਖ, ਨਿਆਂਪੂਰਨ ਅਤੇ ਵਾਜਬ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ'],
            ['ਮਿਨਰਵਾ ਮਿੱਲਜ਼ ਬਨਾਮ ਭਾਰਤ ਸੰਘ', '1980', 'ਮੌਲਿਕ ਅਧਿਕਾਰਾਂ ਅਤੇ ਨਿਰਦੇਸ਼ਕ ਸਿਧਾਂਤਾਂ ਵਿਚਕਾਰ ਸੰਤੁਲਨ ਮੂਲ ਢਾਂਚੇ ਦਾ ਹਿੱਸਾ ਹੈ'],
            ['ਇੰਦਰਾ ਸਾਹਨੀ ਬਨਾਮ ਭਾਰਤ ਸੰਘ', '1992', 'ਹੋਰ ਪਛੜੀਆਂ ਸ਼੍ਰੇਣੀਆਂ ਦਾ ਰਾਖਵਾਂਕਰਨ ਜਾਇਜ਼; 50 ਪ੍ਰਤੀਸ਼ਤ ਦੀ ਹੱਦ ਅਤੇ ਕ੍ਰੀਮੀ ਲੇਅਰ ਬਾਹਰ'],
            ['ਐੱਸ.ਆਰ. ਬੋਮਈ ਬਨਾਮ ਭਾਰਤ ਸੰਘ', '1994', 'ਅਨੁਛੇਦ 356 ਅਧੀਨ ਰਾਸ਼ਟਰਪਤੀ ਰਾਜ ਨਿਆਂਇਕ ਸਮੀਖਿਆ ਅਧੀਨ; ਬਹੁਮਤ ਦੀ ਪਰਖ ਸਦਨ ਵਿੱਚ ਹੋਵੇ'],
            ['ਕੇ.ਐੱਸ. ਪੁੱਟਾਸਵਾਮੀ ਬਨਾਮ ਭਾਰਤ ਸੰਘ', '2017', 'ਨਿੱਜਤਾ ਮੌਲਿਕ ਅਧਿਕਾਰ ਹੈ'],
          ],
        },
        { type: 'h3', text: 'ਸੰਘਵਾਦ ਅਤੇ ਕੇਂਦਰ-ਰਾਜ ਸਬੰਧ' },
        {
          type: 'ul',
          items: [
            'ਵਿਧਾਨਕ ਸਬੰਧ: ਸੱਤਵੀਂ ਅਨੁਸੂਚੀ ਵਿਸ਼ਿਆਂ ਨੂੰ ਸੰਘ, ਰਾਜ ਅਤੇ ਸਮਵਰਤੀ ਸੂਚੀਆਂ ਵਿੱਚ ਵੰਡਦੀ ਹੈ, ਅਤੇ ਬਾਕੀ ਬਚੀਆਂ ਸ਼ਕਤੀਆਂ ਸੰਸਦ ਕੋਲ ਹਨ (ਅਨੁਛੇਦ 248)।',
            'ਵਿੱਤੀ ਸਬੰਧ: ਵਿੱਤ ਕਮਿਸ਼ਨ (ਅਨੁਛੇਦ 280) ਟੈਕਸਾਂ ਦੀ ਵੰਡ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਕਰਦਾ ਹੈ; ਜੀ.ਐੱਸ.ਟੀ. ਕੌਂਸਲ (ਅਨੁਛੇਦ 279A) 101ਵੀਂ ਸੋਧ (2016) ਨਾਲ ਬਣੀ।',
            'ਕੇਂਦਰ-ਰਾਜ ਸਬੰਧਾਂ ਦੀ ਸਮੀਖਿਆ: ਸਰਕਾਰੀਆ ਕਮਿਸ਼ਨ (1983 ਵਿੱਚ ਬਣਿਆ, 1988 ਵਿੱਚ ਰਿਪੋਰਟ) ਅਤੇ ਪੁੰਛੀ ਕਮਿਸ਼ਨ (2007 ਵਿੱਚ ਬਣਿਆ, 2010 ਵਿੱਚ ਰਿਪੋਰਟ)।',
            'ਅੰਤਰ-ਰਾਜੀ ਦਰਿਆਈ ਝਗੜੇ ਅਨੁਛੇਦ 262 ਅਧੀਨ ਆਉਂਦੇ ਹਨ, ਜੋ ਸੰਸਦ ਨੂੰ ਅਦਾਲਤਾਂ ਦਾ ਅਧਿਕਾਰ ਖੇਤਰ ਰੋਕਣ ਦੀ ਇਜਾਜ਼ਤ ਦਿੰਦਾ ਹੈ; ਅੰਤਰ-ਰਾਜੀ ਦਰਿਆਈ ਜਲ ਝਗੜਾ ਐਕਟ, 1956 ਅਧੀਨ ਟ੍ਰਿਬਿਊਨਲ ਬਣਦੇ ਹਨ।',
          ],
        },
        { type: 'h3', text: 'ਸੰਵਿਧਾਨਕ ਬਹਿਸਾਂ ਵਿੱਚ ਪੰਜਾਬ' },
        {
          type: 'ul',
          items: [
            'ਸ਼੍ਰੋਮਣੀ ਅਕਾਲੀ ਦਲ ਦੇ ਅਨੰਦਪੁਰ ਸਾਹਿਬ ਦੇ ਮਤੇ (1973) ਨੇ ਰਾਜਾਂ ਲਈ ਵੱਧ ਖ਼ੁਦਮੁਖ਼ਤਿਆਰੀ ਮੰਗੀ, ਜਿਸ ਵਿੱਚ ਕੇਂਦਰ ਕੋਲ ਸਿਰਫ਼ ਰੱਖਿਆ, ਵਿਦੇਸ਼ੀ ਮਾਮਲੇ, ਸੰਚਾਰ, ਰੇਲਵੇ ਅਤੇ ਕਰੰਸੀ ਰਹਿਣ।',
            '24 ਜੁਲਾਈ 1985 ਦੇ ਰਾਜੀਵ-ਲੌਂਗੋਵਾਲ ਸਮਝੌਤੇ ਵਿੱਚ ਚੰਡੀਗੜ੍ਹ, ਦਰਿਆਈ ਪਾਣੀਆਂ ਅਤੇ ਹੋਰ ਮੰਗਾਂ ਦੀ ਗੱਲ ਹੋਈ, ਪਰ ਇਸ ਦੀਆਂ ਮੁੱਖ ਮੱਦਾਂ ਲਾਗੂ ਨਹੀਂ ਹੋਈਆਂ।',
            'ਸਤਲੁਜ-ਯਮੁਨਾ ਲਿੰਕ ਨਹਿਰ ਅਤੇ ਰਾਵੀ-ਬਿਆਸ ਦੇ ਪਾਣੀਆਂ ਦੀ ਵੰਡ ਬਾਰੇ ਹਰਿਆਣਾ ਨਾਲ ਝਗੜਾ ਜਾਰੀ ਹੈ; ਪੰਜਾਬ ਸਮਝੌਤੇ ਖ਼ਤਮ ਕਰਨ ਬਾਰੇ ਐਕਟ, 2004 ਨੂੰ ਸੁਪਰੀਮ ਕੋਰਟ ਨੇ 2016 ਵਿੱਚ ਰਾਸ਼ਟਰਪਤੀ ਦੇ ਹਵਾਲੇ ਉੱਤੇ ਅਯੋਗ ਕਰਾਰ ਦਿੱਤਾ।',
            'ਪੰਜਾਬ ਵਿੱਚ ਸਭ ਤੋਂ ਲੰਮਾ ਰਾਸ਼ਟਰਪਤੀ ਰਾਜ 1987 ਤੋਂ 1992 ਤੱਕ ਰਿਹਾ, ਅਤੇ 1984 ਤੋਂ ਪੰਜਾਬ ਦਾ ਰਾਜਪਾਲ ਚੰਡੀਗੜ੍ਹ ਦਾ ਪ੍ਰਸ਼ਾਸਕ ਵੀ ਹੈ।',
          ],
        },
      ],
    },
  },
  {
    key: 'governance',
    stage: 'mains',
    title: { en: 'Governance', pa: 'ਸ਼ਾਸਨ-ਪ੍ਰਬੰਧ' },
    overview: {
      en: "Governance in Mains GS Paper II covers transparency and accountability, e-governance, citizens' charters, the role of the civil services, local self-government and the delivery of welfare. PPSC questions often ask how these ideas work in Punjab, for example through the Right to Service Act, Sewa Kendras and Panchayati Raj institutions.",
      pa: 'ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-2 ਵਿੱਚ ਸ਼ਾਸਨ-ਪ੍ਰਬੰਧ ਅਧੀਨ ਪਾਰਦਰਸ਼ਤਾ ਅਤੇ ਜਵਾਬਦੇਹੀ, ਈ-ਗਵਰਨੈਂਸ, ਨਾਗਰਿਕ ਚਾਰਟਰ, ਸਿਵਲ ਸੇਵਾਵਾਂ ਦੀ ਭੂਮਿਕਾ, ਸਥਾਨਕ ਸਵੈ-ਸ਼ਾਸਨ ਅਤੇ ਭਲਾਈ ਯੋਜਨਾਵਾਂ ਦੀ ਪਹੁੰਚ ਆਉਂਦੇ ਹਨ। ਪੀ.ਪੀ.ਐੱਸ.ਸੀ. ਅਕਸਰ ਪੁੱਛਦਾ ਹੈ ਕਿ ਇਹ ਵਿਚਾਰ ਪੰਜਾਬ ਵਿੱਚ ਕਿਵੇਂ ਲਾਗੂ ਹੁੰਦੇ ਹਨ, ਜਿਵੇਂ ਸੇਵਾ ਦਾ ਅਧਿਕਾਰ ਐਕਟ, ਸੇਵਾ ਕੇਂਦਰ ਅਤੇ ਪੰਚਾਇਤੀ ਰਾਜ ਸੰਸਥਾਵਾਂ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'Governance: Transparency, Accountability and Service Delivery' },
        { type: 'h3', text: 'Pillars of good governance' },
        {
          type: 'p',
          text: 'Good governance is participatory, consensus-oriented, accountable, transparent, responsive, effective and efficient, equitable and inclusive, and follows the rule of law. The Second Administrative Reforms Commission (set up in 2005 and first chaired by Veerappa Moily) produced fifteen reports on subjects ranging from the right to information and ethics in governance to citizen-centric administration and local governance.',
        },
        {
          type: 'table',
          header: ['Law or initiative', 'Year', 'Purpose'],
          rows: [
            ['73rd and 74th Constitutional Amendments', '1992', 'Constitutional status for panchayats and municipalities'],
            [
              'Right to Information Act',
              '2005',
              'Information within 30 days, or 48 hours where life or liberty is involved; Information Commissions at the Centre and in states',
            ],
            [
              'Punjab Right to Service Act',
              '2011',
              'Time-bound delivery of notified public services, with penalties on defaulting officials',
            ],
            ['Lokpal and Lokayuktas Act', '2013', 'Lokpal at the Centre; states to establish Lokayuktas'],
            ['Whistle Blowers Protection Act', '2014', 'Safeguards for people who expose corruption'],
            ['Digital India programme', '2015', 'Digital infrastructure, services on demand and digital literacy'],
          ],
        },
        { type: 'h3', text: 'Local self-government in Punjab' },
        {
          type: 'ul',
          items: [
            'The Punjab Panchayati Raj Act, 1994 provides a three-tier structure: gram panchayats in villages, panchayat samitis at the block level and zila parishads at the district level.',
            "The gram sabha, made up of all voters of the village, approves development plans and reviews the panchayat's accounts.",
            'Urban local bodies (municipal corporations, municipal councils and nagar panchayats) work under the Punjab Municipal Corporation Act, 1976 and the Punjab Municipal Act, 1911.',
            'Punjab reserves 50 per cent of seats for women in panchayats and urban local bodies.',
          ],
        },
        { type: 'h3', text: 'Service delivery and e-governance' },
        {
          type: 'ul',
          items: [
            'Sewa Kendras offer a wide range of government-to-citizen services, such as certificates, registrations and pension applications, under one roof.',
            'Direct Benefit Transfer, built on the JAM trinity of Jan Dhan accounts, Aadhaar and mobile phones, reduces leakages in subsidies and pensions.',
            'Social audit, made mandatory under MGNREGA, lets the community verify what was spent and what was built.',
            'Persistent challenges include weak capacity at the local level, slow devolution of funds, functions and functionaries, the digital divide, and grievance redressal that responds too slowly.',
          ],
        },
        {
          type: 'p',
          text: 'A strong Mains answer on governance combines a definition, the constitutional or legal basis, a Punjab example and a practical way forward, such as capacity building for panchayat secretaries, outcome budgeting or third-party evaluation of schemes.',
        },
      ],
      pa: [
        { type: 'h2', text: 'ਸ਼ਾਸਨ-ਪ੍ਰਬੰਧ: ਪਾਰਦਰਸ਼ਤਾ, ਜਵਾਬਦੇਹੀ ਅਤੇ ਸੇਵਾ ਦੀ ਪਹੁੰਚ' },
        { type: 'h3', text: 'ਚੰਗੇ ਸ਼ਾਸਨ ਦੇ ਥੰਮ੍ਹ' },
        {
          type: 'p',
          text: 'ਚੰਗਾ ਸ਼ਾਸਨ ਭਾਗੀਦਾਰੀ ਵਾਲਾ, ਸਹਿਮਤੀ ਵੱਲ ਸੇਧਿਤ, ਜਵਾਬਦੇਹ, ਪਾਰਦਰਸ਼ੀ, ਸੰਵੇਦਨਸ਼ੀਲ, ਪ੍ਰਭਾਵਸ਼ਾਲੀ ਅਤੇ ਕੁਸ਼ਲ, ਬਰਾਬਰੀ ਵਾਲਾ ਅਤੇ ਸਮਾਵੇਸ਼ੀ ਹੁੰਦਾ ਹੈ, ਅਤੇ ਕਾਨੂੰਨ ਦੇ ਰਾਜ ਦੀ ਪਾਲਣਾ ਕਰਦਾ ਹੈ। ਦੂਜੇ ਪ੍ਰਸ਼ਾਸਨਿਕ ਸੁਧਾਰ ਕਮਿਸ਼ਨ (2005 ਵਿੱਚ ਬਣਿਆ, ਪਹਿਲੇ ਚੇਅਰਮੈਨ ਵੀਰੱਪਾ ਮੋਇਲੀ) ਨੇ ਸੂਚਨਾ ਦੇ ਅਧਿਕਾਰ ਅਤੇ ਸ਼ਾਸਨ ਵਿੱਚ ਨੈਤਿਕਤਾ ਤੋਂ ਲੈ ਕੇ ਨਾਗਰਿਕ-ਕੇਂਦਰਿਤ ਪ੍ਰਸ਼ਾਸਨ ਅਤੇ ਸਥਾਨਕ ਸ਼ਾਸਨ ਤੱਕ ਪੰਦਰਾਂ ਰਿਪੋਰਟਾਂ ਦਿੱਤੀਆਂ।',
        },
        {
          type: 'table',
          header: ['ਕਾਨੂੰਨ ਜਾਂ ਪਹਿਲਕਦਮੀ', 'ਸਾਲ', 'ਮਕਸਦ'],
          rows: [
            ['73ਵੀਂ ਅਤੇ 74ਵੀਂ ਸੰਵਿਧਾਨਕ ਸੋਧ', '1992', 'ਪੰਚਾਇਤਾਂ ਅਤੇ ਨਗਰਪਾਲਿਕਾਵਾਂ ਨੂੰ ਸੰਵਿਧਾਨਕ ਦਰਜਾ'],
            ['ਸੂਚਨਾ ਦਾ ਅਧਿਕਾਰ ਐਕਟ', '2005', '30 ਦਿਨਾਂ ਵਿੱਚ ਸੂਚਨਾ, ਜੀਵਨ ਜਾਂ ਆਜ਼ਾਦੀ ਦੇ ਮਾਮਲੇ ਵਿੱਚ 48 ਘੰਟਿਆਂ ਵਿੱਚ; ਕੇਂਦਰ ਅਤੇ ਰਾਜਾਂ ਵਿੱਚ ਸੂਚਨਾ ਕਮਿਸ਼ਨ'],
            ['ਪੰਜਾਬ ਸੇਵਾ ਦਾ ਅਧਿਕਾਰ ਐਕਟ', '2011', 'ਨੋਟੀਫਾਈ ਕੀਤੀਆਂ ਜਨਤਕ ਸੇਵਾਵਾਂ ਸਮਾਂਬੱਧ ਢੰਗ ਨਾਲ, ਦੇਰੀ ਕਰਨ ਵਾਲੇ ਅਧਿਕਾਰੀਆਂ ਉੱਤੇ ਜੁਰਮਾਨਾ'],
            ['ਲੋਕਪਾਲ ਅਤੇ ਲੋਕਾਯੁਕਤ ਐਕਟ', '2013', 'ਕੇਂਦਰ ਵਿੱਚ ਲੋਕਪਾਲ; ਰਾਜਾਂ ਵਿੱਚ ਲੋਕਾਯੁਕਤ ਬਣਾਉਣ ਦੀ ਵਿਵਸਥਾ'],
            ['ਵਿਸਲ ਬਲੋਅਰਜ਼ ਸੁਰੱਖਿਆ ਐਕਟ', '2014', 'ਭ੍ਰਿਸ਼ਟਾਚਾਰ ਦਾ ਪਰਦਾਫ਼ਾਸ਼ ਕਰਨ ਵਾਲਿਆਂ ਦੀ ਸੁਰੱਖਿਆ'],
            ['ਡਿਜੀਟਲ ਇੰਡੀਆ ਪ੍ਰੋਗਰਾਮ', '2015', 'ਡਿਜੀਟਲ ਢਾਂਚਾ, ਮੰਗ ਉੱਤੇ ਸੇਵਾਵਾਂ ਅਤੇ ਡਿਜੀਟਲ ਸਾਖਰਤਾ'],
          ],
        },
        { type: 'h3', text: 'ਪੰਜਾਬ ਵਿੱਚ ਸਥਾਨਕ ਸਵੈ-ਸ਼ਾਸਨ' },
        {
          type: 'ul',
          items: [
            'ਪੰਜਾਬ ਪੰਚਾਇਤੀ ਰਾਜ ਐਕਟ, 1994 ਤਿੰਨ-ਪੱਧਰੀ ਢਾਂਚਾ ਦਿੰਦਾ ਹੈ: ਪਿੰਡਾਂ ਵਿੱਚ ਗ੍ਰਾਮ ਪੰਚਾਇਤਾਂ, ਬਲਾਕ ਪੱਧਰ ਉੱਤੇ ਪੰਚਾਇਤ ਸੰਮਤੀਆਂ ਅਤੇ ਜ਼ਿਲ੍ਹਾ ਪੱਧਰ ਉੱਤੇ ਜ਼ਿਲ੍ਹਾ ਪ੍ਰੀਸ਼ਦਾਂ।',
            'ਪਿੰਡ ਦੇ ਸਾਰੇ ਵੋਟਰਾਂ ਤੋਂ ਬਣੀ ਗ੍ਰਾਮ ਸਭਾ ਵਿਕਾਸ ਯੋਜਨਾਵਾਂ ਨੂੰ ਮਨਜ਼ੂਰੀ ਦਿੰਦੀ ਹੈ ਅਤੇ ਪੰਚਾਇਤ ਦੇ ਹਿਸਾਬ-ਕਿਤਾਬ ਦੀ ਪੜਤਾਲ ਕਰਦੀ ਹੈ।',
            'ਸ਼ਹਿਰੀ ਸਥਾਨਕ ਸੰਸਥਾਵਾਂ (ਨਗਰ ਨਿਗਮ, ਨਗਰ ਕੌਂਸਲਾਂ ਅਤੇ ਨਗਰ ਪੰਚਾਇਤਾਂ) ਪੰਜਾਬ ਨਗਰ ਨਿਗਮ ਐਕਟ, 1976 ਅਤੇ ਪੰਜਾਬ ਮਿਊਂਸੀਪਲ ਐਕਟ, 1911 ਅਧੀਨ ਕੰਮ ਕਰਦੀਆਂ ਹਨ।',
            'ਪੰਜਾਬ ਵਿੱਚ ਪੰਚਾਇਤਾਂ ਅਤੇ ਸ਼ਹਿਰੀ ਸਥਾਨਕ ਸੰਸਥਾਵਾਂ ਵਿੱਚ ਔਰਤਾਂ ਲਈ 50 ਪ੍ਰਤੀਸ਼ਤ ਸੀਟਾਂ ਰਾਖਵੀਆਂ ਹਨ।',
          ],
        },
        { type: 'h3', text: 'ਸੇਵਾ ਦੀ ਪਹੁੰਚ ਅਤੇ ਈ-ਗਵਰਨੈਂਸ' },
        {
          type: 'ul',
          items: [
            'ਸੇਵਾ ਕੇਂਦਰ ਇੱਕੋ ਛੱਤ ਹੇਠ ਸਰਕਾਰ ਤੋਂ ਨਾਗਰਿਕ ਤੱਕ ਕਈ ਸੇਵਾਵਾਂ ਦਿੰਦੇ ਹਨ, ਜਿਵੇਂ ਸਰਟੀਫ਼ਿਕੇਟ, ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਅਤੇ ਪੈਨਸ਼ਨ ਅਰਜ਼ੀਆਂ।',
            'ਜਨ ਧਨ ਖਾਤਿਆਂ, ਆਧਾਰ ਅਤੇ ਮੋਬਾਈਲ ਫ਼ੋਨ ਦੀ ਜੈਮ (JAM) ਤਿੱਕੜੀ ਉੱਤੇ ਆਧਾਰਿਤ ਸਿੱਧਾ ਲਾਭ ਤਬਾਦਲਾ ਸਬਸਿਡੀਆਂ ਅਤੇ ਪੈਨਸ਼ਨਾਂ ਵਿੱਚ ਰਿਸਾਅ ਘਟਾਉਂਦਾ ਹੈ।',
            'ਮਨਰੇਗਾ ਅਧੀਨ ਲਾਜ਼ਮੀ ਕੀਤਾ ਸਮਾਜਿਕ ਆਡਿਟ ਭਾਈਚਾਰੇ ਨੂੰ ਖ਼ਰਚੇ ਅਤੇ ਬਣੇ ਕੰਮਾਂ ਦੀ ਜਾਂਚ ਦਾ ਮੌਕਾ ਦਿੰਦਾ ਹੈ।',
            'ਲਗਾਤਾਰ ਚੁਣੌਤੀਆਂ ਵਿੱਚ ਸਥਾਨਕ ਪੱਧਰ ਉੱਤੇ ਕਮਜ਼ੋਰ ਸਮਰੱਥਾ, ਫ਼ੰਡਾਂ, ਕੰਮਾਂ ਅਤੇ ਕਰਮਚਾਰੀਆਂ ਦੀ ਹੌਲੀ ਸੌਂਪਣੀ, ਡਿਜੀਟਲ ਪਾੜਾ ਅਤੇ ਸ਼ਿਕਾਇਤਾਂ ਦਾ ਢਿੱਲਾ ਨਿਪਟਾਰਾ ਸ਼ਾਮਲ ਹਨ।',
          ],
        },
        {
          type: 'p',
          text: 'ਸ਼ਾਸਨ ਬਾਰੇ ਮੇਨਜ਼ ਦੇ ਮਜ਼ਬੂਤ ਉੱਤਰ ਵਿੱਚ ਪਰਿਭਾਸ਼ਾ, ਸੰਵਿਧਾਨਕ ਜਾਂ ਕਾਨੂੰਨੀ ਆਧਾਰ, ਪੰਜਾਬ ਦੀ ਉਦਾਹਰਨ ਅਤੇ ਅੱਗੇ ਦਾ ਵਿਹਾਰਕ ਰਾਹ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ, ਜਿਵੇਂ ਪੰਚਾਇਤ ਸਕੱਤਰਾਂ ਦੀ ਸਮਰੱਥਾ ਵਧਾਉਣਾ, ਨਤੀਜਾ-ਆਧਾਰਿਤ ਬਜਟ ਜਾਂ ਯੋਜਨਾਵਾਂ ਦਾ ਤੀਜੀ ਧਿਰ ਵੱਲੋਂ ਮੁਲਾਂਕਣ।',
        },
      ],
    },
  },
  {
    key: 'social-issues',
    stage: 'mains',
    title: { en: 'Social Issues', pa: 'ਸਮਾਜਿਕ ਮੁੱਦੇ' },
    overview: {
      en: 'Social issues are examined in the Society section of Mains GS Paper I and in questions on welfare and vulnerable sections in GS Paper II: gender, caste, poverty, health, education, substance abuse and migration. Punjab-specific problems such as drug addiction, the adverse sex ratio, farm distress and the emigration of young people are recurring themes.',
      pa: 'ਸਮਾਜਿਕ ਮੁੱਦੇ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-1 ਦੇ ਸਮਾਜ ਹਿੱਸੇ ਵਿੱਚ ਅਤੇ ਪੇਪਰ-2 ਵਿੱਚ ਭਲਾਈ ਅਤੇ ਕਮਜ਼ੋਰ ਵਰਗਾਂ ਬਾਰੇ ਪ੍ਰਸ਼ਨਾਂ ਵਿੱਚ ਪਰਖੇ ਜਾਂਦੇ ਹਨ: ਲਿੰਗ, ਜਾਤ, ਗ਼ਰੀਬੀ, ਸਿਹਤ, ਸਿੱਖਿਆ, ਨਸ਼ੇ ਅਤੇ ਪਰਵਾਸ। ਪੰਜਾਬ ਦੀਆਂ ਖ਼ਾਸ ਸਮੱਸਿਆਵਾਂ, ਜਿਵੇਂ ਨਸ਼ਾਖੋਰੀ, ਪ੍ਰਤੀਕੂਲ ਲਿੰਗ ਅਨੁਪਾਤ, ਖੇਤੀ ਸੰਕਟ ਅਤੇ ਨੌਜਵਾਨਾਂ ਦਾ ਵਿਦੇਸ਼ ਪਰਵਾਸ, ਵਾਰ-ਵਾਰ ਪੁੱਛੇ ਜਾਂਦੇ ਵਿਸ਼ੇ ਹਨ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'Social Issues: Challenges and Responses' },
        { type: 'h3', text: 'Key social challenges in Punjab' },
        {
          type: 'ul',
          items: [
            'Substance abuse: proximity to the Golden Crescent trafficking route and unemployment among the young have made drug addiction a serious public-health and law-and-order problem. The response combines enforcement, de-addiction and rehabilitation centres, and community campaigns.',
            'Gender: the sex ratio (895 in Census 2011) and especially the child sex ratio (846) reflect son preference and past misuse of sex-determination technology, though both improved markedly over 2001.',
            'Agrarian distress: small holdings, indebtedness, rising input costs and stagnant yields have been linked to suicides among farmers and farm labourers.',
            'Emigration: many young people go abroad to study and work, especially to Canada, Australia and the United Kingdom. This brings remittances, but also brain drain, fraud by illegal travel agents and villages left with an ageing population.',
            'Caste: Punjab has the highest proportion of Scheduled Castes among the states (about 31.9 per cent in 2011), yet they own only a small share of farmland; deras and religious movements have given many of them social recognition.',
          ],
        },
        { type: 'h3', text: 'Important laws for social justice' },
        {
          type: 'table',
          header: ['Law', 'Year', 'Purpose'],
          rows: [
            ['Dowry Prohibition Act', '1961', 'Bans giving and taking dowry'],
            ['Narcotic Drugs and Psychotropic Substances (NDPS) Act', '1985', 'Controls narcotics, with strict punishment for trafficking'],
            [
              'Scheduled Castes and Scheduled Tribes (Prevention of Atrocities) Act',
              '1989',
              'Special courts and penalties for atrocities against SCs and STs',
            ],
            [
              'Pre-Conception and Pre-Natal Diagnostic Techniques (PCPNDT) Act',
              '1994 (amended 2003)',
              'Bans sex selection and disclosure of the sex of the foetus',
            ],
            ['Protection of Women from Domestic Violence Act', '2005', 'Protection orders, residence rights and civil remedies'],
            [
              'Maintenance and Welfare of Parents and Senior Citizens Act',
              '2007',
              'Legal duty of children to maintain parents; maintenance tribunals',
            ],
            ['Protection of Children from Sexual Offences (POCSO) Act', '2012', 'Child-friendly procedures and special courts'],
            ['Rights of Persons with Disabilities Act', '2016', 'Recognises 21 disabilities; 4 per cent reservation in government jobs'],
          ],
        },
        { type: 'h3', text: 'Schemes and approaches' },
        {
          type: 'ul',
          items: [
            'Beti Bachao Beti Padhao was launched at Panipat on 22 January 2015 to address the declining child sex ratio.',
            'The National Food Security Act, 2013 entitles up to 75 per cent of the rural and 50 per cent of the urban population to subsidised foodgrains.',
            'Ayushman Bharat (2018) combines health and wellness centres with PM-JAY, a health cover of Rs 5 lakh per family per year.',
            'Self-help groups under the National Rural Livelihoods Mission build the economic independence of rural women.',
          ],
        },
        {
          type: 'p',
          text: 'For Mains answers, present a social issue through data (Census, National Family Health Survey), its causes (economic, cultural and institutional), its consequences, existing government measures, and a balanced way forward that involves families, communities, schools and local institutions as well as the state.',
        },
      ],
      pa: [
        { type: 'h2', text: 'ਸਮਾਜਿਕ ਮੁੱਦੇ: ਚੁਣੌਤੀਆਂ ਅਤੇ ਹੱਲ' },
        { type: 'h3', text: 'ਪੰਜਾਬ ਦੀਆਂ ਮੁੱਖ ਸਮਾਜਿਕ ਚੁਣੌਤੀਆਂ' },
        {
          type: 'ul',
          items: [
            'ਨਸ਼ਾਖੋਰੀ: ਸੁਨਹਿਰੀ ਅਰਧ-ਚੰਦ (ਗੋਲਡਨ ਕ੍ਰੈਸੈਂਟ) ਤਸਕਰੀ ਮਾਰਗ ਦੀ ਨੇੜਤਾ ਅਤੇ ਨੌਜਵਾਨਾਂ ਵਿੱਚ ਬੇਰੁਜ਼ਗਾਰੀ ਨੇ ਨਸ਼ਿਆਂ ਨੂੰ ਜਨਤਕ ਸਿਹਤ ਅਤੇ ਅਮਨ-ਕਾਨੂੰਨ ਦੀ ਗੰਭੀਰ ਸਮੱਸਿਆ ਬਣਾ ਦਿੱਤਾ ਹੈ। ਇਸ ਦੇ ਹੱਲ ਵਿੱਚ ਸਖ਼ਤ ਕਾਰਵਾਈ, ਨਸ਼ਾ-ਛੁਡਾਊ ਅਤੇ ਮੁੜ-ਵਸੇਬਾ ਕੇਂਦਰ ਅਤੇ ਭਾਈਚਾਰਕ ਮੁਹਿੰਮਾਂ ਸ਼ਾਮਲ ਹਨ।',
            'ਲਿੰਗ: ਲਿੰਗ ਅਨੁਪਾਤ (ਜਨਗਣਨਾ 2011 ਵਿੱਚ 895) ਅਤੇ ਖ਼ਾਸ ਕਰਕੇ ਬਾਲ ਲਿੰਗ ਅਨੁਪਾਤ (846) ਪੁੱਤਰ ਦੀ ਤਰਜੀਹ ਅਤੇ ਲਿੰਗ-ਜਾਂਚ ਤਕਨੀਕ ਦੀ ਪਿਛਲੀ ਦੁਰਵਰਤੋਂ ਦਰਸਾਉਂਦੇ ਹਨ, ਹਾਲਾਂਕਿ ਦੋਵਾਂ ਵਿੱਚ 2001 ਦੇ ਮੁਕਾਬਲੇ ਚੋਖਾ ਸੁਧਾਰ ਹੋਇਆ।',
            'ਖੇਤੀ ਸੰਕਟ: ਛੋਟੀਆਂ ਜੋਤਾਂ, ਕਰਜ਼ਾ, ਵਧਦੀਆਂ ਲਾਗਤਾਂ ਅਤੇ ਰੁਕੀ ਹੋਈ ਪੈਦਾਵਾਰ ਨੂੰ ਕਿਸਾਨਾਂ ਅਤੇ ਖੇਤ ਮਜ਼ਦੂਰਾਂ ਦੀਆਂ ਖ਼ੁਦਕੁਸ਼ੀਆਂ ਨਾਲ ਜੋੜਿਆ ਗਿਆ ਹੈ।',
            'ਪਰਵਾਸ: ਬਹੁਤ ਸਾਰੇ ਨੌਜਵਾਨ ਪੜ੍ਹਾਈ ਅਤੇ ਕੰਮ ਲਈ ਵਿਦੇਸ਼ ਜਾਂਦੇ ਹਨ, ਖ਼ਾਸ ਕਰਕੇ ਕੈਨੇਡਾ, ਆਸਟ੍ਰੇਲੀਆ ਅਤੇ ਬਰਤਾਨੀਆ। ਇਸ ਨਾਲ ਵਿਦੇਸ਼ੀ ਕਮਾਈ ਤਾਂ ਆਉਂਦੀ ਹੈ, ਪਰ ਪ੍ਰਤਿਭਾ ਦਾ ਨਿਕਾਸ, ਗ਼ੈਰ-ਕਾਨੂੰਨੀ ਟ੍ਰੈਵਲ ਏਜੰਟਾਂ ਦੀ ਠੱਗੀ ਅਤੇ ਬਜ਼ੁਰਗ ਆਬਾਦੀ ਵਾਲੇ ਪਿੰਡ ਵੀ ਪਿੱਛੇ ਰਹਿ ਜਾਂਦੇ ਹਨ।',
            'ਜਾਤ: ਪੰਜਾਬ ਵਿੱਚ ਸਾਰੇ ਰਾਜਾਂ ਨਾਲੋਂ ਅਨੁਸੂਚਿਤ ਜਾਤੀਆਂ ਦਾ ਅਨੁਪਾਤ ਸਭ ਤੋਂ ਵੱਧ ਹੈ (2011 ਵਿੱਚ ਲਗਭਗ 31.9 ਪ੍ਰਤੀਸ਼ਤ), ਫਿਰ ਵੀ ਖੇਤੀਯੋਗ ਜ਼ਮੀਨ ਵਿੱਚ ਉਨ੍ਹਾਂ ਦਾ ਹਿੱਸਾ ਬਹੁਤ ਘੱਟ ਹੈ; ਡੇਰਿਆਂ ਅਤੇ ਧਾਰਮਿਕ ਲਹਿਰਾਂ ਨੇ ਉਨ੍ਹਾਂ ਵਿੱਚੋਂ ਬਹੁਤਿਆਂ ਨੂੰ ਸਮਾਜਿਕ ਮਾਣ ਦਿੱਤਾ ਹੈ।',
          ],
        },
        { type: 'h3', text: 'ਸਮਾਜਿਕ ਨਿਆਂ ਲਈ ਮਹੱਤਵਪੂਰਨ ਕਾਨੂੰਨ' },
        {
          type: 'table',
          header: ['ਕਾਨੂੰਨ', 'ਸਾਲ', 'ਮਕਸਦ'],
          rows: [
            ['ਦਾਜ ਰੋਕੂ ਐਕਟ', '1961', 'ਦਾਜ ਲੈਣ ਅਤੇ ਦੇਣ ਉੱਤੇ ਪਾਬੰਦੀ'],
            ['ਨਸ਼ੀਲੇ ਪਦਾਰਥ ਅਤੇ ਮਨੋਪ੍ਰਭਾਵੀ ਪਦਾਰਥ (ਐੱਨ.ਡੀ.ਪੀ.ਐੱਸ.) ਐਕਟ', '1985', 'ਨਸ਼ਿਆਂ ਉੱਤੇ ਕੰਟਰੋਲ, ਤਸਕਰੀ ਲਈ ਸਖ਼ਤ ਸਜ਼ਾ'],
            ['ਅਨੁਸੂਚਿਤ ਜਾਤੀਆਂ ਅਤੇ ਅਨੁਸੂਚਿਤ ਕਬੀਲੇ (ਅੱਤਿਆਚਾਰ ਰੋਕੂ) ਐਕਟ', '1989', 'ਅੱਤਿਆਚਾਰਾਂ ਲਈ ਵਿਸ਼ੇਸ਼ ਅਦਾਲਤਾਂ ਅਤੇ ਸਜ਼ਾਵਾਂ'],
            [
              'ਗਰਭ-ਧਾਰਨ ਤੋਂ ਪਹਿਲਾਂ ਅਤੇ ਜਨਮ ਤੋਂ ਪਹਿਲਾਂ ਨਿਦਾਨ ਤਕਨੀਕ (ਪੀ.ਸੀ.ਪੀ.ਐੱਨ.ਡੀ.ਟੀ.) ਐਕਟ',
              '1994 (2003 ਵਿੱਚ ਸੋਧ)',
              'ਲਿੰਗ ਚੋਣ ਅਤੇ ਭਰੂਣ ਦਾ ਲਿੰਗ ਦੱਸਣ ਉੱਤੇ ਪਾਬੰਦੀ',
            ],
            ['ਘਰੇਲੂ ਹਿੰਸਾ ਤੋਂ ਔਰਤਾਂ ਦੀ ਸੁਰੱਖਿਆ ਐਕਟ', '2005', 'ਸੁਰੱਖਿਆ ਹੁਕਮ, ਰਿਹਾਇਸ਼ ਦਾ ਅਧਿਕਾਰ ਅਤੇ ਦੀਵਾਨੀ ਉਪਚਾਰ'],
            ['ਮਾਪਿਆਂ ਅਤੇ ਸੀਨੀਅਰ ਨਾਗਰਿਕਾਂ ਦੀ ਦੇਖਭਾਲ ਅਤੇ ਭਲਾਈ ਐਕਟ', '2007', 'ਮਾਪਿਆਂ ਦੀ ਦੇਖਭਾਲ ਬੱਚਿਆਂ ਦਾ ਕਾਨੂੰਨੀ ਫ਼ਰਜ਼; ਦੇਖਭਾਲ ਟ੍ਰਿਬਿਊਨਲ'],
            ['ਜਿਨਸੀ ਅਪਰਾਧਾਂ ਤੋਂ ਬੱਚਿਆਂ ਦੀ ਸੁਰੱਖਿਆ (ਪੋਕਸੋ) ਐਕਟ', '2012', 'ਬਾਲ-ਅਨੁਕੂਲ ਪ੍ਰਕਿਰਿਆ ਅਤੇ ਵਿਸ਼ੇਸ਼ ਅਦਾਲਤਾਂ'],
            ['ਦਿਵਿਆਂਗ ਵਿਅਕਤੀਆਂ ਦੇ ਅਧਿਕਾਰ ਐਕਟ', '2016', '21 ਕਿਸਮਾਂ ਦੀ ਦਿਵਿਆਂਗਤਾ ਨੂੰ ਮਾਨਤਾ; ਸਰਕਾਰੀ ਨੌਕਰੀਆਂ ਵਿੱਚ 4 ਪ੍ਰਤੀਸ਼ਤ ਰਾਖਵਾਂਕਰਨ'],
          ],
        },
        { type: 'h3', text: 'ਯੋਜਨਾਵਾਂ ਅਤੇ ਪਹੁੰਚ' },
        {
          type: 'ul',
          items: [
            'ਘਟਦੇ ਬਾਲ ਲਿੰਗ ਅਨੁਪਾਤ ਨਾਲ ਨਜਿੱਠਣ ਲਈ 22 ਜਨਵਰੀ 2015 ਨੂੰ ਪਾਣੀਪਤ ਤੋਂ ਬੇਟੀ ਬਚਾਓ ਬੇਟੀ ਪੜ੍ਹਾਓ ਸ਼ੁਰੂ ਕੀਤੀ ਗਈ।',
            'ਰਾਸ਼ਟਰੀ ਖ਼ੁਰਾਕ ਸੁਰੱਖਿਆ ਐਕਟ, 2013 ਪੇਂਡੂ ਆਬਾਦੀ ਦੇ 75 ਪ੍ਰਤੀਸ਼ਤ ਅਤੇ ਸ਼ਹਿਰੀ ਆਬਾਦੀ ਦੇ 50 ਪ੍ਰਤੀਸ਼ਤ ਤੱਕ ਨੂੰ ਸਸਤੇ ਅਨਾਜ ਦਾ ਹੱਕ ਦਿੰਦਾ ਹੈ।',
            'ਆਯੁਸ਼ਮਾਨ ਭਾਰਤ (2018) ਸਿਹਤ ਅਤੇ ਤੰਦਰੁਸਤੀ ਕੇਂਦਰਾਂ ਨੂੰ ਪੀ.ਐੱਮ.-ਜੈ ਨਾਲ ਜੋੜਦਾ ਹੈ, ਜੋ ਹਰ ਪਰਿਵਾਰ ਨੂੰ ਸਾਲਾਨਾ 5 ਲੱਖ ਰੁਪਏ ਤੱਕ ਦਾ ਸਿਹਤ ਬੀਮਾ ਦਿੰਦਾ ਹੈ।',
            'ਰਾਸ਼ਟਰੀ ਪੇਂਡੂ ਰੋਜ਼ੀ-ਰੋਟੀ ਮਿਸ਼ਨ ਅਧੀਨ ਸਵੈ-ਸਹਾਇਤਾ ਸਮੂਹ ਪੇਂਡੂ ਔਰਤਾਂ ਦੀ ਆਰਥਿਕ ਆਤਮ-ਨਿਰਭਰਤਾ ਵਧਾਉਂਦੇ ਹਨ।',
          ],
        },
        {
          type: 'p',
          text: 'ਮੇਨਜ਼ ਦੇ ਉੱਤਰਾਂ ਵਿੱਚ ਸਮਾਜਿਕ ਮੁੱਦੇ ਨੂੰ ਅੰਕੜਿਆਂ (ਜਨਗਣਨਾ, ਰਾਸ਼ਟਰੀ ਪਰਿਵਾਰ ਸਿਹਤ ਸਰਵੇਖਣ), ਕਾਰਨਾਂ (ਆਰਥਿਕ, ਸੱਭਿਆਚਾਰਕ ਅਤੇ ਸੰਸਥਾਗਤ), ਨਤੀਜਿਆਂ, ਮੌਜੂਦਾ ਸਰਕਾਰੀ ਕਦਮਾਂ ਅਤੇ ਸੰਤੁਲਿਤ ਹੱਲ ਰਾਹੀਂ ਪੇਸ਼ ਕਰੋ, ਜਿਸ ਵਿੱਚ ਰਾਜ ਦੇ ਨਾਲ-ਨਾਲ ਪਰਿਵਾਰ, ਭਾਈਚਾਰਾ, ਸਕੂਲ ਅਤੇ ਸਥਾਨਕ ਸੰਸਥਾਵਾਂ ਵੀ ਸ਼ਾਮਲ ਹੋਣ।',
        },
      ],
    },
  },
  {
    key: 'international-relations',
    stage: 'mains',
    title: { en: 'International Relations', pa: 'ਅੰਤਰਰਾਸ਼ਟਰੀ ਸਬੰਧ' },
    overview: {
      en: "International Relations in Mains GS Paper II covers India's foreign policy, relations with neighbours and major powers, regional and global groupings, and the role of the diaspora. Punjab adds a local dimension: the border with Pakistan, the Kartarpur Corridor, the Indus waters, trade through Attari and a large, influential diaspora.",
      pa: 'ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-2 ਵਿੱਚ ਅੰਤਰਰਾਸ਼ਟਰੀ ਸਬੰਧਾਂ ਅਧੀਨ ਭਾਰਤ ਦੀ ਵਿਦੇਸ਼ ਨੀਤੀ, ਗੁਆਂਢੀਆਂ ਅਤੇ ਵੱਡੀਆਂ ਤਾਕਤਾਂ ਨਾਲ ਸਬੰਧ, ਖੇਤਰੀ ਅਤੇ ਵਿਸ਼ਵ ਸਮੂਹ, ਅਤੇ ਪਰਵਾਸੀ ਭਾਰਤੀਆਂ ਦੀ ਭੂਮਿਕਾ ਆਉਂਦੇ ਹਨ। ਪੰਜਾਬ ਇਸ ਨੂੰ ਸਥਾਨਕ ਪੱਖ ਦਿੰਦਾ ਹੈ: ਪਾਕਿਸਤਾਨ ਨਾਲ ਸਰਹੱਦ, ਕਰਤਾਰਪੁਰ ਲਾਂਘਾ, ਸਿੰਧ ਦੇ ਪਾਣੀ, ਅਟਾਰੀ ਰਾਹੀਂ ਵਪਾਰ ਅਤੇ ਵੱਡਾ ਤੇ ਪ੍ਰਭਾਵਸ਼ਾਲੀ ਪਰਵਾਸੀ ਭਾਈਚਾਰਾ।',
    },
    notes: {
      en: [
        { type: 'h2', text: "India's Foreign Policy and International Relations" },
        { type: 'h3', text: 'Principles and evolution' },
        {
          type: 'ul',
          items: [
            'Panchsheel, the five principles of peaceful co-existence, was set out in the 1954 agreement between India and China on trade with Tibet.',
            'Non-alignment: India was a founder of the Non-Aligned Movement, whose first summit met at Belgrade in 1961.',
            'Since the 1990s: the Look East policy (1991) became Act East (2014); Neighbourhood First guides ties in South Asia; strategic partnerships with the USA, Russia, Japan, France and others reflect strategic autonomy rather than alliances.',
            "India's nuclear doctrine rests on credible minimum deterrence and no first use.",
          ],
        },
        { type: 'h3', text: 'India and Pakistan: the Punjab dimension' },
        {
          type: 'ul',
          items: [
            "The Simla Agreement (1972) committed both countries to settle differences bilaterally; the Lahore Declaration (1999) followed Prime Minister Vajpayee's bus journey to Lahore.",
            'The Indus Waters Treaty (1960), brokered by the World Bank, gave India the eastern rivers and Pakistan the western rivers; in April 2025, after the Pahalgam terror attack, India announced that it was holding the treaty in abeyance.',
            'The Kartarpur Corridor, opened on 9 November 2019 ahead of the 550th birth anniversary of Guru Nanak Dev, gives Indian pilgrims visa-free access to Gurdwara Darbar Sahib, Kartarpur in Pakistan; its operation has been suspended during periods of tension.',
            'The Attari-Wagah border is the main land crossing; the Integrated Check Post at Attari has handled trade with Pakistan and transit trade from Afghanistan, both hostage to bilateral tensions.',
          ],
        },
        { type: 'h3', text: 'Groupings and organisations' },
        {
          type: 'table',
          header: ['Organisation', 'Founded', 'India and the organisation'],
          rows: [
            ['United Nations', '1945', 'Founding member; seeks a permanent seat in a reformed Security Council'],
            ['SAARC', '1985', 'Eight members, secretariat at Kathmandu; summits stalled since 2016'],
            ['World Trade Organization', '1995', 'Founding member; defends public stockholding for food security'],
            ['BIMSTEC', '1997', 'Bridge between South and South-East Asia around the Bay of Bengal'],
            ['G20', '1999', 'India held the presidency in 2023; the African Union became a permanent member at the New Delhi summit'],
            ['Shanghai Cooperation Organisation', '2001', 'India became a full member in 2017'],
            ['Quad', '2007, revived 2017', 'India, USA, Japan and Australia; a free and open Indo-Pacific'],
            ['BRICS', 'First summit 2009', 'Founding member; New Development Bank headquartered at Shanghai'],
          ],
        },
        {
          type: 'p',
          text: 'Diaspora diplomacy matters greatly for Punjab. Punjabis form large and influential communities in Canada, the United Kingdom, the USA, Australia and Italy. Remittances, investment and political voice abroad are assets, while extremist activity by fringe groups and illegal migration routes are recurring sources of diplomatic friction.',
        },
      ],
      pa: [
        { type: 'h2', text: 'ਭਾਰਤ ਦੀ ਵਿਦੇਸ਼ ਨੀਤੀ ਅਤੇ ਅੰਤਰਰਾਸ਼ਟਰੀ ਸਬੰਧ' },
        { type: 'h3', text: 'ਸਿਧਾਂਤ ਅਤੇ ਵਿਕਾਸ' },
        {
          type: 'ul',
          items: [
            'ਪੰਚਸ਼ੀਲ, ਸ਼ਾਂਤੀਪੂਰਨ ਸਹਿ-ਹੋਂਦ ਦੇ ਪੰਜ ਸਿਧਾਂਤ, ਤਿੱਬਤ ਨਾਲ ਵਪਾਰ ਬਾਰੇ ਭਾਰਤ ਅਤੇ ਚੀਨ ਦੇ 1954 ਦੇ ਸਮਝੌਤੇ ਵਿੱਚ ਦਰਜ ਕੀਤੇ ਗਏ।',
            'ਗੁੱਟ-ਨਿਰਲੇਪਤਾ: ਭਾਰਤ ਗੁੱਟ-ਨਿਰਲੇਪ ਅੰਦੋਲਨ ਦੇ ਬਾਨੀਆਂ ਵਿੱਚੋਂ ਸੀ, ਜਿਸ ਦਾ ਪਹਿਲਾ ਸਿਖਰ ਸੰਮੇਲਨ 1961 ਵਿੱਚ ਬੈਲਗ੍ਰੇਡ ਵਿਖੇ ਹੋਇਆ।',
            '1990ਵਿਆਂ ਤੋਂ ਬਾਅਦ: ਪੂਰਬ ਵੱਲ ਦੇਖੋ ਨੀਤੀ (1991) ਪੂਰਬ ਵੱਲ ਕਾਰਵਾਈ (2014) ਬਣੀ; ਦੱਖਣੀ ਏਸ਼ੀਆ ਵਿੱਚ ਗੁਆਂਢ ਪਹਿਲਾਂ ਨੀਤੀ ਲਾਗੂ ਹੈ; ਅਮਰੀਕਾ, ਰੂਸ, ਜਪਾਨ, ਫ਼ਰਾਂਸ ਅਤੇ ਹੋਰਾਂ ਨਾਲ ਰਣਨੀਤਕ ਭਾਈਵਾਲੀਆਂ ਗੱਠਜੋੜਾਂ ਦੀ ਥਾਂ ਰਣਨੀਤਕ ਖ਼ੁਦਮੁਖ਼ਤਿਆਰੀ ਦਰਸਾਉਂਦੀਆਂ ਹਨ।',
            'ਭਾਰਤ ਦਾ ਪਰਮਾਣੂ ਸਿਧਾਂਤ ਭਰੋਸੇਯੋਗ ਘੱਟੋ-ਘੱਟ ਰੋਕਥਾਮ ਅਤੇ ਪਹਿਲਾਂ ਵਰਤੋਂ ਨਾ ਕਰਨ ਉੱਤੇ ਆਧਾਰਿਤ ਹੈ।',
          ],
        },
        { type: 'h3', text: 'ਭਾਰਤ ਅਤੇ ਪਾਕਿਸਤਾਨ: ਪੰਜਾਬ ਦਾ ਪੱਖ' },
        {
          type: 'ul',
          items: [
            'ਸ਼ਿਮਲਾ ਸਮਝੌਤੇ (1972) ਨੇ ਦੋਵਾਂ ਦੇਸ਼ਾਂ ਨੂੰ ਮਤਭੇਦ ਦੁਵੱਲੇ ਢੰਗ ਨਾਲ ਸੁਲਝਾਉਣ ਲਈ ਵਚਨਬੱਧ ਕੀਤਾ; ਲਾਹੌਰ ਐਲਾਨਨਾਮਾ (1999) ਪ੍ਰਧਾਨ ਮੰਤਰੀ ਵਾਜਪਾਈ ਦੀ ਲਾਹੌਰ ਬੱਸ ਯਾਤਰਾ ਤੋਂ ਬਾਅਦ ਹੋਇਆ।',
            'ਵਿਸ਼ਵ ਬੈਂਕ ਦੀ ਵਿਚੋਲਗੀ ਨਾਲ ਹੋਈ ਸਿੰਧ ਜਲ ਸੰਧੀ (1960) ਨੇ ਪੂਰਬੀ ਦਰਿਆ ਭਾਰਤ ਨੂੰ ਅਤੇ ਪੱਛਮੀ ਦਰਿਆ ਪਾਕਿਸਤਾਨ ਨੂੰ ਦਿੱਤੇ; ਅਪ੍ਰੈਲ 2025 ਵਿੱਚ ਪਹਿਲਗਾਮ ਦਹਿਸ਼ਤੀ ਹਮਲੇ ਤੋਂ ਬਾਅਦ ਭਾਰਤ ਨੇ ਸੰਧੀ ਨੂੰ ਮੁਲਤਵੀ ਰੱਖਣ ਦਾ ਐਲਾਨ ਕੀਤਾ।',
            'ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ ਦੇ 550ਵੇਂ ਪ੍ਰਕਾਸ਼ ਪੁਰਬ ਤੋਂ ਪਹਿਲਾਂ 9 ਨਵੰਬਰ 2019 ਨੂੰ ਖੁੱਲ੍ਹਿਆ ਕਰਤਾਰਪੁਰ ਲਾਂਘਾ ਭਾਰਤੀ ਸ਼ਰਧਾਲੂਆਂ ਨੂੰ ਬਿਨਾਂ ਵੀਜ਼ਾ ਪਾਕਿਸਤਾਨ ਸਥਿਤ ਗੁਰਦੁਆਰਾ ਦਰਬਾਰ ਸਾਹਿਬ ਕਰਤਾਰਪੁਰ ਜਾਣ ਦੀ ਸਹੂਲਤ ਦਿੰਦਾ ਹੈ; ਤਣਾਅ ਦੇ ਸਮਿਆਂ ਵਿੱਚ ਇਸ ਨੂੰ ਮੁਅੱਤਲ ਵੀ ਕੀਤਾ ਗਿਆ ਹੈ।',
            'ਅਟਾਰੀ-ਵਾਹਗਾ ਸਰਹੱਦ ਮੁੱਖ ਜ਼ਮੀਨੀ ਲਾਂਘਾ ਹੈ; ਅਟਾਰੀ ਦੀ ਏਕੀਕ੍ਰਿਤ ਚੈੱਕ ਪੋਸਟ ਰਾਹੀਂ ਪਾਕਿਸਤਾਨ ਨਾਲ ਵਪਾਰ ਅਤੇ ਅਫ਼ਗ਼ਾਨਿਸਤਾਨ ਤੋਂ ਆਵਾਜਾਈ ਵਪਾਰ ਹੁੰਦਾ ਰਿਹਾ ਹੈ, ਜੋ ਦੁਵੱਲੇ ਤਣਾਅ ਦੀ ਭੇਟ ਚੜ੍ਹਦਾ ਰਹਿੰਦਾ ਹੈ।',
          ],
        },
        { type: 'h3', text: 'ਸਮੂਹ ਅਤੇ ਸੰਸਥਾਵਾਂ' },
        {
          type: 'table',
          header: ['ਸੰਸਥਾ', 'ਸਥਾਪਨਾ', 'ਭਾਰਤ ਅਤੇ ਸੰਸਥਾ'],
          rows: [
            ['ਸੰਯੁਕਤ ਰਾਸ਼ਟਰ', '1945', 'ਬਾਨੀ ਮੈਂਬਰ; ਸੁਧਰੀ ਸੁਰੱਖਿਆ ਕੌਂਸਲ ਵਿੱਚ ਸਥਾਈ ਸੀਟ ਦੀ ਮੰਗ'],
            ['ਸਾਰਕ', '1985', 'ਅੱਠ ਮੈਂਬਰ, ਸਕੱਤਰੇਤ ਕਾਠਮੰਡੂ ਵਿੱਚ; 2016 ਤੋਂ ਸਿਖਰ ਸੰਮੇਲਨ ਰੁਕੇ ਹੋਏ'],
            ['ਵਿਸ਼ਵ ਵਪਾਰ ਸੰਗਠਨ', '1995', 'ਬਾਨੀ ਮੈਂਬਰ; ਖ਼ੁਰਾਕ ਸੁਰੱਖਿਆ ਲਈ ਸਰਕਾਰੀ ਭੰਡਾਰਨ ਦਾ ਬਚਾਅ'],
            ['ਬਿਮਸਟੈੱਕ', '1997', 'ਬੰਗਾਲ ਦੀ ਖਾੜੀ ਦੁਆਲੇ ਦੱਖਣੀ ਅਤੇ ਦੱਖਣ-ਪੂਰਬੀ ਏਸ਼ੀਆ ਵਿਚਕਾਰ ਪੁਲ'],
            ['ਜੀ-20', '1999', '2023 ਵਿੱਚ ਭਾਰਤ ਦੀ ਪ੍ਰਧਾਨਗੀ; ਨਵੀਂ ਦਿੱਲੀ ਸੰਮੇਲਨ ਵਿੱਚ ਅਫ਼ਰੀਕੀ ਸੰਘ ਸਥਾਈ ਮੈਂਬਰ ਬਣਿਆ'],
            ['ਸ਼ੰਘਾਈ ਸਹਿਯੋਗ ਸੰਗਠਨ', '2001', '2017 ਵਿੱਚ ਭਾਰਤ ਪੂਰਾ ਮੈਂਬਰ ਬਣਿਆ'],
            ['ਕੁਆਡ', '2007, 2017 ਵਿੱਚ ਮੁੜ ਸਰਗਰਮ', 'ਭਾਰਤ, ਅਮਰੀਕਾ, ਜਪਾਨ ਅਤੇ ਆਸਟ੍ਰੇਲੀਆ; ਆਜ਼ਾਦ ਅਤੇ ਖੁੱਲ੍ਹਾ ਹਿੰਦ-ਪ੍ਰਸ਼ਾਂਤ ਖੇਤਰ'],
            ['ਬ੍ਰਿਕਸ', 'ਪਹਿਲਾ ਸੰਮੇਲਨ 2009', 'ਬਾਨੀ ਮੈਂਬਰ; ਨਿਊ ਡਿਵੈਲਪਮੈਂਟ ਬੈਂਕ ਦਾ ਮੁੱਖ ਦਫ਼ਤਰ ਸ਼ੰਘਾਈ ਵਿੱਚ'],
          ],
        },
        {
          type: 'p',
          text: 'ਪਰਵਾਸੀ ਭਾਈਚਾਰੇ ਨਾਲ ਜੁੜੀ ਕੂਟਨੀਤੀ ਪੰਜਾਬ ਲਈ ਬਹੁਤ ਅਹਿਮ ਹੈ। ਕੈਨੇਡਾ, ਬਰਤਾਨੀਆ, ਅਮਰੀਕਾ, ਆਸਟ੍ਰੇਲੀਆ ਅਤੇ ਇਟਲੀ ਵਿੱਚ ਪੰਜਾਬੀਆਂ ਦੇ ਵੱਡੇ ਅਤੇ ਪ੍ਰਭਾਵਸ਼ਾਲੀ ਭਾਈਚਾਰੇ ਹਨ। ਵਿਦੇਸ਼ੀ ਕਮਾਈ, ਨਿਵੇਸ਼ ਅਤੇ ਵਿਦੇਸ਼ਾਂ ਵਿੱਚ ਸਿਆਸੀ ਆਵਾਜ਼ ਵੱਡੀ ਪੂੰਜੀ ਹਨ, ਜਦਕਿ ਕੁਝ ਹਾਸ਼ੀਏ ਦੇ ਗੁੱਟਾਂ ਦੀਆਂ ਕੱਟੜਪੰਥੀ ਸਰਗਰਮੀਆਂ ਅਤੇ ਗ਼ੈਰ-ਕਾਨੂੰਨੀ ਪਰਵਾਸ ਦੇ ਰਸਤੇ ਕੂਟਨੀਤਕ ਖਿੱਚੋਤਾਣ ਦਾ ਕਾਰਨ ਬਣਦੇ ਹਨ।',
        },
      ],
    },
  },
  {
    key: 'economy',
    stage: 'mains',
    title: { en: 'Economy', pa: 'ਅਰਥਚਾਰਾ' },
    overview: {
      en: "Economy in Mains GS Paper III covers growth and planning, agriculture, industry, infrastructure, public finance, banking and inclusive development. For PPSC the economy of Punjab is central: the Green Revolution and its limits, MSP and procurement, crop diversification, industrial clusters and the state's fiscal position.",
      pa: 'ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-3 ਵਿੱਚ ਅਰਥਚਾਰੇ ਅਧੀਨ ਵਿਕਾਸ ਅਤੇ ਯੋਜਨਾਬੰਦੀ, ਖੇਤੀਬਾੜੀ, ਉਦਯੋਗ, ਬੁਨਿਆਦੀ ਢਾਂਚਾ, ਜਨਤਕ ਵਿੱਤ, ਬੈਂਕਿੰਗ ਅਤੇ ਸਮਾਵੇਸ਼ੀ ਵਿਕਾਸ ਆਉਂਦੇ ਹਨ। ਪੀ.ਪੀ.ਐੱਸ.ਸੀ. ਲਈ ਪੰਜਾਬ ਦਾ ਅਰਥਚਾਰਾ ਕੇਂਦਰੀ ਵਿਸ਼ਾ ਹੈ: ਹਰੀ ਕ੍ਰਾਂਤੀ ਅਤੇ ਉਸ ਦੀਆਂ ਸੀਮਾਵਾਂ, ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ ਅਤੇ ਖ਼ਰੀਦ, ਫ਼ਸਲੀ ਵਿਭਿੰਨਤਾ, ਸਨਅਤੀ ਕੇਂਦਰ ਅਤੇ ਰਾਜ ਦੀ ਵਿੱਤੀ ਹਾਲਤ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'Indian Economy and the Economy of Punjab' },
        { type: 'h3', text: 'Core concepts and institutions' },
        {
          type: 'ul',
          items: [
            'GDP is the value of all final goods and services produced within the country in a year; GVA at basic prices plus product taxes minus product subsidies gives GDP.',
            'Monetary policy: under flexible inflation targeting, the six-member Monetary Policy Committee of the RBI aims to keep CPI inflation at 4 per cent within a band of 2 to 6 per cent.',
            'Fiscal policy: the fiscal deficit is total expenditure minus total receipts other than borrowings; the FRBM Act, 2003 set targets for fiscal discipline.',
            'NITI Aayog replaced the Planning Commission (1950) on 1 January 2015, and the Goods and Services Tax came into force on 1 July 2017.',
          ],
        },
        { type: 'h3', text: 'Punjab: agriculture and the Green Revolution' },
        {
          type: 'p',
          text: "Punjab has only about 1.5 per cent of India's area, yet it has long been one of the largest contributors of wheat and rice to the central pool. The Green Revolution of the mid-1960s combined high-yielding dwarf wheat varieties derived from Norman Borlaug's work, assured irrigation, fertilisers, and research and extension by Punjab Agricultural University, Ludhiana (1962). Assured procurement at the Minimum Support Price, recommended by the Commission for Agricultural Costs and Prices and carried out by the Food Corporation of India (1965) and state agencies, together with free electricity for farm tube wells (introduced in 1997), locked in the wheat-paddy cycle. Its costs are now clear:",
        },
        {
          type: 'ul',
          items: [
            'A falling water table, because paddy is a water-intensive crop grown in a semi-arid region.',
            'Stagnating yields, declining soil health and heavy use of fertilisers and pesticides.',
            'Stubble burning, small and fragmented holdings, and rising farm debt.',
            'Ways forward: maize, cotton, pulses, basmati and horticulture such as kinnow and seed potato, along with dairy, fisheries, food processing and direct seeded rice (DSR) to save water.',
          ],
        },
        { type: 'h3', text: 'Industry and public finances' },
        {
          type: 'table',
          header: ['Town', 'Known for'],
          rows: [
            ['Ludhiana', 'Hosiery and knitwear, bicycles and parts, auto components, sewing machines'],
            ['Jalandhar', 'Sports goods, hand tools, leather goods'],
            ['Amritsar', 'Textiles and woollens, food products, tourism'],
            ['Mandi Gobindgarh', 'Steel re-rolling mills, often called the Steel Town of Punjab'],
            ['Batala', 'Foundries, agricultural implements and machine tools'],
            ['SAS Nagar (Mohali)', 'IT and electronics, pharmaceuticals, tractors'],
            ['Rajpura', 'Thermal power and food processing'],
          ],
        },
        {
          type: 'p',
          text: "Punjab's fiscal challenges include a high ratio of debt to GSDP, committed spending on salaries, pensions and interest that leaves little for capital investment, and a large power subsidy bill. Reform options discussed in Mains answers include better-targeted subsidies, a wider tax base, monetisation of idle assets, and investment in agro-processing, logistics and services that create jobs for the young.",
        },
      ],
      pa: [
        { type: 'h2', text: 'ਭਾਰਤੀ ਅਰਥਚਾਰਾ ਅਤੇ ਪੰਜਾਬ ਦਾ ਅਰਥਚਾਰਾ' },
        { type: 'h3', text: 'ਮੂਲ ਧਾਰਨਾਵਾਂ ਅਤੇ ਸੰਸਥਾਵਾਂ' },
        {
          type: 'ul',
          items: [
            'ਕੁੱਲ ਘਰੇਲੂ ਉਤਪਾਦ (ਜੀ.ਡੀ.ਪੀ.) ਦੇਸ਼ ਵਿੱਚ ਇੱਕ ਸਾਲ ਦੌਰਾਨ ਪੈਦਾ ਹੋਈਆਂ ਸਾਰੀਆਂ ਅੰਤਿਮ ਵਸਤਾਂ ਅਤੇ ਸੇਵਾਵਾਂ ਦਾ ਮੁੱਲ ਹੈ; ਮੂਲ ਕੀਮਤਾਂ ਉੱਤੇ ਕੁੱਲ ਮੁੱਲ ਵਾਧੇ (ਜੀ.ਵੀ.ਏ.) ਵਿੱਚ ਉਤਪਾਦ ਟੈਕਸ ਜੋੜ ਕੇ ਅਤੇ ਉਤਪਾਦ ਸਬਸਿਡੀਆਂ ਘਟਾ ਕੇ ਜੀ.ਡੀ.ਪੀ. ਮਿਲਦਾ ਹੈ।',
            'ਮੁਦਰਾ ਨੀਤੀ: ਲਚਕੀਲੇ ਮਹਿੰਗਾਈ ਟੀਚੇ ਅਧੀਨ ਰਿਜ਼ਰਵ ਬੈਂਕ ਦੀ ਛੇ ਮੈਂਬਰੀ ਮੁਦਰਾ ਨੀਤੀ ਕਮੇਟੀ ਉਪਭੋਗਤਾ ਮੁੱਲ ਸੂਚਕ ਅੰਕ ਮਹਿੰਗਾਈ ਨੂੰ 2 ਤੋਂ 6 ਪ੍ਰਤੀਸ਼ਤ ਦੇ ਦਾਇਰੇ ਵਿੱਚ 4 ਪ੍ਰਤੀਸ਼ਤ ਉੱਤੇ ਰੱਖਣ ਦਾ ਟੀਚਾ ਰੱਖਦੀ ਹੈ।',
            'ਵਿੱਤੀ ਨੀਤੀ: ਵਿੱਤੀ ਘਾਟਾ ਕੁੱਲ ਖ਼ਰਚੇ ਵਿੱਚੋਂ ਉਧਾਰ ਤੋਂ ਬਿਨਾਂ ਕੁੱਲ ਆਮਦਨ ਘਟਾ ਕੇ ਮਿਲਦਾ ਹੈ; ਐੱਫ਼.ਆਰ.ਬੀ.ਐੱਮ. ਐਕਟ, 2003 ਨੇ ਵਿੱਤੀ ਅਨੁਸ਼ਾਸਨ ਲਈ ਟੀਚੇ ਮਿੱਥੇ।',
            'ਨੀਤੀ ਆਯੋਗ ਨੇ 1 ਜਨਵਰੀ 2015 ਨੂੰ ਯੋਜਨਾ ਕਮਿਸ਼ਨ (1950) ਦੀ ਥਾਂ ਲਈ, ਅਤੇ ਵਸਤੂ ਅਤੇ ਸੇਵਾ ਟੈਕਸ (ਜੀ.ਐੱਸ.ਟੀ.) 1 ਜੁਲਾਈ 2017 ਨੂੰ ਲਾਗੂ ਹੋਇਆ।',
          ],
        },
        { type: 'h3', text: 'ਪੰਜਾਬ: ਖੇਤੀਬਾੜੀ ਅਤੇ ਹਰੀ ਕ੍ਰਾਂਤੀ' },
        {
          type: 'p',
          text: 'ਪੰਜਾਬ ਕੋਲ ਭਾਰਤ ਦੇ ਖੇਤਰਫਲ ਦਾ ਸਿਰਫ਼ ਲਗਭਗ 1.5 ਪ੍ਰਤੀਸ਼ਤ ਹਿੱਸਾ ਹੈ, ਫਿਰ ਵੀ ਇਹ ਲੰਮੇ ਸਮੇਂ ਤੋਂ ਕੇਂਦਰੀ ਭੰਡਾਰ ਵਿੱਚ ਕਣਕ ਅਤੇ ਚੌਲ ਦੇਣ ਵਾਲੇ ਸਭ ਤੋਂ ਵੱਡੇ ਰਾਜਾਂ ਵਿੱਚੋਂ ਹੈ। 1960ਵਿਆਂ ਦੇ ਅੱਧ ਦੀ ਹਰੀ ਕ੍ਰਾਂਤੀ ਵਿੱਚ ਨੌਰਮਨ ਬੋਰਲੌਗ ਦੇ ਕੰਮ ਤੋਂ ਵਿਕਸਿਤ ਵੱਧ ਝਾੜ ਵਾਲੀਆਂ ਮਧਰੀਆਂ ਕਣਕ ਕਿਸਮਾਂ, ਪੱਕੀ ਸਿੰਚਾਈ, ਰਸਾਇਣਕ ਖਾਦਾਂ ਅਤੇ ਪੰਜਾਬ ਖੇਤੀਬਾੜੀ ਯੂਨੀਵਰਸਿਟੀ, ਲੁਧਿਆਣਾ (1962) ਦੀ ਖੋਜ ਅਤੇ ਪਸਾਰ ਸੇਵਾ ਦਾ ਸੁਮੇਲ ਸੀ। ਖੇਤੀ ਲਾਗਤ ਅਤੇ ਕੀਮਤ ਕਮਿਸ਼ਨ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਉੱਤੇ ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ ਉੱਤੇ ਭਾਰਤੀ ਖ਼ੁਰਾਕ ਨਿਗਮ (1965) ਅਤੇ ਰਾਜ ਏਜੰਸੀਆਂ ਵੱਲੋਂ ਪੱਕੀ ਖ਼ਰੀਦ, ਅਤੇ 1997 ਵਿੱਚ ਸ਼ੁਰੂ ਹੋਈ ਖੇਤੀ ਟਿਊਬਵੈੱਲਾਂ ਲਈ ਮੁਫ਼ਤ ਬਿਜਲੀ ਨੇ ਕਣਕ-ਝੋਨੇ ਦੇ ਚੱਕਰ ਨੂੰ ਪੱਕਾ ਕਰ ਦਿੱਤਾ। ਇਸ ਦੀ ਕੀਮਤ ਹੁਣ ਸਾਫ਼ ਦਿਸਦੀ ਹੈ:',
        },
        {
          type: 'ul',
          items: [
            'ਡਿੱਗਦਾ ਜ਼ਮੀਨੀ ਪਾਣੀ, ਕਿਉਂਕਿ ਅਰਧ-ਖ਼ੁਸ਼ਕ ਖੇਤਰ ਵਿੱਚ ਬਹੁਤ ਪਾਣੀ ਮੰਗਣ ਵਾਲਾ ਝੋਨਾ ਉਗਾਇਆ ਜਾਂਦਾ ਹੈ।',
            'ਰੁਕਿਆ ਝਾੜ, ਮਿੱਟੀ ਦੀ ਸਿਹਤ ਵਿੱਚ ਗਿਰਾਵਟ ਅਤੇ ਖਾਦਾਂ ਤੇ ਕੀਟਨਾਸ਼ਕਾਂ ਦੀ ਭਾਰੀ ਵਰਤੋਂ।',
            'ਪਰਾਲੀ ਸਾੜਨਾ, ਛੋਟੀਆਂ ਅਤੇ ਖਿੰਡੀਆਂ ਜੋਤਾਂ, ਅਤੇ ਵਧਦਾ ਖੇਤੀ ਕਰਜ਼ਾ।',
            'ਅੱਗੇ ਦਾ ਰਾਹ: ਮੱਕੀ, ਨਰਮਾ, ਦਾਲਾਂ, ਬਾਸਮਤੀ ਅਤੇ ਕਿੰਨੂ ਤੇ ਬੀਜ ਆਲੂ ਵਰਗੀ ਬਾਗ਼ਬਾਨੀ, ਨਾਲ ਹੀ ਡੇਅਰੀ, ਮੱਛੀ ਪਾਲਣ, ਫ਼ੂਡ ਪ੍ਰੋਸੈਸਿੰਗ ਅਤੇ ਪਾਣੀ ਬਚਾਉਣ ਲਈ ਝੋਨੇ ਦੀ ਸਿੱਧੀ ਬਿਜਾਈ।',
          ],
        },
        { type: 'h3', text: 'ਉਦਯੋਗ ਅਤੇ ਜਨਤਕ ਵਿੱਤ' },
        {
          type: 'table',
          header: ['ਸ਼ਹਿਰ', 'ਕਿਸ ਲਈ ਪ੍ਰਸਿੱਧ'],
          rows: [
            ['ਲੁਧਿਆਣਾ', 'ਹੌਜ਼ਰੀ ਅਤੇ ਬੁਣਾਈ ਵਾਲੇ ਕੱਪੜੇ, ਸਾਈਕਲ ਅਤੇ ਪੁਰਜ਼ੇ, ਆਟੋ ਪੁਰਜ਼ੇ, ਸਿਲਾਈ ਮਸ਼ੀਨਾਂ'],
            ['ਜਲੰਧਰ', 'ਖੇਡਾਂ ਦਾ ਸਾਮਾਨ, ਹੱਥ ਸੰਦ, ਚਮੜੇ ਦਾ ਸਾਮਾਨ'],
            ['ਅੰਮ੍ਰਿਤਸਰ', 'ਕੱਪੜਾ ਅਤੇ ਊਨੀ ਵਸਤਾਂ, ਖਾਣ-ਪੀਣ ਦੀਆਂ ਵਸਤਾਂ, ਸੈਰ-ਸਪਾਟਾ'],
            ['ਮੰਡੀ ਗੋਬਿੰਦਗੜ੍ਹ', 'ਸਟੀਲ ਰੀ-ਰੋਲਿੰਗ ਮਿੱਲਾਂ, ਪੰਜਾਬ ਦਾ ਸਟੀਲ ਸ਼ਹਿਰ'],
            ['ਬਟਾਲਾ', 'ਢਲਾਈ ਕਾਰਖ਼ਾਨੇ, ਖੇਤੀ ਸੰਦ ਅਤੇ ਮਸ਼ੀਨ ਟੂਲ'],
            ['ਐੱਸ.ਏ.ਐੱਸ. ਨਗਰ (ਮੁਹਾਲੀ)', 'ਆਈ.ਟੀ. ਅਤੇ ਇਲੈਕਟ੍ਰਾਨਿਕਸ, ਦਵਾਈਆਂ, ਟਰੈਕਟਰ'],
            ['ਰਾਜਪੁਰਾ', 'ਥਰਮਲ ਬਿਜਲੀ ਅਤੇ ਫ਼ੂਡ ਪ੍ਰੋਸੈਸਿੰਗ'],
          ],
        },
        {
          type: 'p',
          text: 'ਪੰਜਾਬ ਦੀਆਂ ਵਿੱਤੀ ਚੁਣੌਤੀਆਂ ਵਿੱਚ ਜੀ.ਐੱਸ.ਡੀ.ਪੀ. ਦੇ ਮੁਕਾਬਲੇ ਕਰਜ਼ੇ ਦਾ ਉੱਚਾ ਅਨੁਪਾਤ, ਤਨਖ਼ਾਹਾਂ, ਪੈਨਸ਼ਨਾਂ ਅਤੇ ਵਿਆਜ ਉੱਤੇ ਬੱਝਵਾਂ ਖ਼ਰਚਾ, ਜਿਸ ਨਾਲ ਪੂੰਜੀ ਨਿਵੇਸ਼ ਲਈ ਥੋੜ੍ਹਾ ਬਚਦਾ ਹੈ, ਅਤੇ ਬਿਜਲੀ ਸਬਸਿਡੀ ਦਾ ਵੱਡਾ ਬਿੱਲ ਸ਼ਾਮਲ ਹਨ। ਮੇਨਜ਼ ਦੇ ਉੱਤਰਾਂ ਵਿੱਚ ਸੁਧਾਰ ਦੇ ਵਿਕਲਪ ਹਨ: ਸਬਸਿਡੀਆਂ ਦਾ ਬਿਹਤਰ ਨਿਸ਼ਾਨਾ, ਟੈਕਸ ਆਧਾਰ ਦਾ ਵਿਸਥਾਰ, ਵਿਹਲੀਆਂ ਜਾਇਦਾਦਾਂ ਦਾ ਮੁਦਰੀਕਰਨ, ਅਤੇ ਨੌਜਵਾਨਾਂ ਲਈ ਰੁਜ਼ਗਾਰ ਪੈਦਾ ਕਰਨ ਵਾਲੇ ਖੇਤੀ-ਪ੍ਰੋਸੈਸਿੰਗ, ਲੌਜਿਸਟਿਕਸ ਅਤੇ ਸੇਵਾ ਖੇਤਰ ਵਿੱਚ ਨਿਵੇਸ਼।',
        },
      ],
    },
  },
  {
    key: 'science',
    stage: 'mains',
    title: { en: 'Science', pa: 'ਵਿਗਿਆਨ' },
    overview: {
      en: "Science and Technology is a major part of Mains GS Paper IV: developments in space, nuclear energy, biotechnology, information technology and health, and their use in daily life and governance. PPSC also values awareness of the science institutions located in Punjab and of how technology can address the state's problems in agriculture, water and health.",
      pa: 'ਵਿਗਿਆਨ ਅਤੇ ਤਕਨਾਲੋਜੀ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-4 ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਹੈ: ਪੁਲਾੜ, ਪਰਮਾਣੂ ਊਰਜਾ, ਬਾਇਓਤਕਨਾਲੋਜੀ, ਸੂਚਨਾ ਤਕਨਾਲੋਜੀ ਅਤੇ ਸਿਹਤ ਦੇ ਖੇਤਰ ਵਿੱਚ ਵਿਕਾਸ, ਅਤੇ ਰੋਜ਼ਾਨਾ ਜੀਵਨ ਤੇ ਸ਼ਾਸਨ ਵਿੱਚ ਉਨ੍ਹਾਂ ਦੀ ਵਰਤੋਂ। ਪੀ.ਪੀ.ਐੱਸ.ਸੀ. ਪੰਜਾਬ ਵਿੱਚ ਸਥਿਤ ਵਿਗਿਆਨਕ ਸੰਸਥਾਵਾਂ ਦੀ ਜਾਣਕਾਰੀ ਅਤੇ ਇਸ ਗੱਲ ਦੀ ਸਮਝ ਨੂੰ ਵੀ ਮਹੱਤਵ ਦਿੰਦਾ ਹੈ ਕਿ ਤਕਨਾਲੋਜੀ ਰਾਜ ਦੀਆਂ ਖੇਤੀ, ਪਾਣੀ ਅਤੇ ਸਿਹਤ ਸਮੱਸਿਆਵਾਂ ਕਿਵੇਂ ਹੱਲ ਕਰ ਸਕਦੀ ਹੈ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'Science and Technology: Developments and Applications' },
        { type: 'h3', text: 'Space and nuclear programmes' },
        {
          type: 'p',
          text: "The Indian Space Research Organisation (ISRO) was set up in 1969, building on the vision of Vikram Sarabhai. India's nuclear programme, shaped by Homi J. Bhabha, follows a three-stage plan: pressurised heavy water reactors using natural uranium, fast breeder reactors using plutonium, and finally reactors based on thorium, of which India has large reserves.",
        },
        {
          type: 'table',
          header: ['Mission', 'Year', 'Achievement'],
          rows: [
            ['Aryabhata', '1975', "India's first satellite, launched on a Soviet rocket"],
            ['Chandrayaan-1', '2008', 'Lunar orbiter that helped confirm the presence of water molecules on the Moon'],
            ['Mars Orbiter Mission (Mangalyaan)', '2013 (reached Mars in 2014)', 'India reached Mars orbit on its first attempt'],
            ['Chandrayaan-3', '2023', 'Soft landing near the lunar south pole on 23 August, now observed as National Space Day'],
            ['Aditya-L1', '2023 (launch)', "India's first space-based solar observatory, placed around the L1 Lagrange point"],
          ],
        },
        { type: 'h3', text: 'Biotechnology, agriculture and health' },
        {
          type: 'ul',
          items: [
            "Bt cotton, approved in 2002, remains the only genetically modified crop approved for commercial cultivation in India; in Punjab's cotton belt, pink bollworm resistance and whitefly attacks have exposed its limits.",
            "Genome editing, for example with CRISPR-Cas9, alters a plant's own genes without inserting foreign DNA; India released its first genome-edited rice varieties in 2025.",
            'Punjab Agricultural University has bred short-duration paddy varieties such as PR 126, which use less water and leave more time to manage straw before wheat sowing.',
            "India is one of the world's largest vaccine producers; Covishield and Covaxin were used in the national COVID-19 vaccination drive that began in January 2021.",
          ],
        },
        { type: 'h3', text: 'Digital technology and institutions in Punjab' },
        {
          type: 'ul',
          items: [
            'Digital public infrastructure such as Aadhaar, UPI (launched in 2016) and DigiLocker underpins service delivery; the IT Act, 2000 and the Digital Personal Data Protection Act, 2023 govern the digital space.',
            'Emerging areas include artificial intelligence, semiconductors, quantum technology (National Quantum Mission, 2023) and green hydrogen (National Green Hydrogen Mission, 2023).',
          ],
        },
        {
          type: 'table',
          header: ['Institution', 'Location', 'Focus'],
          rows: [
            ['Punjab Agricultural University', 'Ludhiana', 'Crop varieties, farm machinery and extension'],
            [
              'Indian Institute of Science Education and Research (IISER)',
              'SAS Nagar (Mohali)',
              'Research and teaching in the basic sciences',
            ],
            ['National Agri-Food Biotechnology Institute (NABI)', 'SAS Nagar (Mohali)', 'Agri-food biotechnology and nutrition'],
            ['Semi-Conductor Laboratory (SCL)', 'SAS Nagar (Mohali)', 'Microelectronics and chip fabrication'],
            ['Indian Institute of Technology', 'Rupnagar', 'Engineering and technology'],
            ['Pushpa Gujral Science City', 'Kapurthala', 'Popularisation of science'],
          ],
        },
      ],
      pa: [
        { type: 'h2', text: 'ਵਿਗਿਆਨ ਅਤੇ ਤਕਨਾਲੋਜੀ: ਵਿਕਾਸ ਅਤੇ ਵਰਤੋਂ' },
        { type: 'h3', text: 'ਪੁਲਾੜ ਅਤੇ ਪਰਮਾਣੂ ਪ੍ਰੋਗਰਾਮ' },
        {
          type: 'p',
          text: 'ਭਾਰਤੀ ਪੁਲਾੜ ਖੋਜ ਸੰਗਠਨ (ਇਸਰੋ) ਵਿਕਰਮ ਸਾਰਾਭਾਈ ਦੀ ਦੂਰਅੰਦੇਸ਼ੀ ਉੱਤੇ 1969 ਵਿੱਚ ਬਣਿਆ। ਹੋਮੀ ਜੇ. ਭਾਬਾ ਵੱਲੋਂ ਘੜਿਆ ਭਾਰਤ ਦਾ ਪਰਮਾਣੂ ਪ੍ਰੋਗਰਾਮ ਤਿੰਨ ਪੜਾਵਾਂ ਵਾਲੀ ਯੋਜਨਾ ਉੱਤੇ ਚੱਲਦਾ ਹੈ: ਕੁਦਰਤੀ ਯੂਰੇਨੀਅਮ ਵਾਲੇ ਦਬਾਅ-ਯੁਕਤ ਭਾਰੇ ਪਾਣੀ ਰਿਐਕਟਰ, ਪਲੂਟੋਨੀਅਮ ਵਾਲੇ ਫ਼ਾਸਟ ਬ੍ਰੀਡਰ ਰਿਐਕਟਰ, ਅਤੇ ਅਖ਼ੀਰ ਵਿੱਚ ਥੋਰੀਅਮ ਆਧਾਰਿਤ ਰਿਐਕਟਰ, ਕਿਉਂਕਿ ਭਾਰਤ ਕੋਲ ਥੋਰੀਅਮ ਦੇ ਵੱਡੇ ਭੰਡਾਰ ਹਨ।',
        },
        {
          type: 'table',
          header: ['ਮਿਸ਼ਨ', 'ਸਾਲ', 'ਪ੍ਰਾਪਤੀ'],
          rows: [
            ['ਆਰੀਆਭੱਟ', '1975', 'ਭਾਰਤ ਦਾ ਪਹਿਲਾ ਉਪਗ੍ਰਹਿ, ਸੋਵੀਅਤ ਰਾਕੇਟ ਰਾਹੀਂ ਛੱਡਿਆ'],
            ['ਚੰਦਰਯਾਨ-1', '2008', 'ਚੰਦਰਮਾ ਦੁਆਲੇ ਘੁੰਮਣ ਵਾਲਾ ਯਾਨ, ਜਿਸ ਨੇ ਚੰਦਰਮਾ ਉੱਤੇ ਪਾਣੀ ਦੇ ਅਣੂਆਂ ਦੀ ਪੁਸ਼ਟੀ ਵਿੱਚ ਮਦਦ ਕੀਤੀ'],
            ['ਮੰਗਲ ਗ੍ਰਹਿ ਮਿਸ਼ਨ (ਮੰਗਲਯਾਨ)', '2013 (2014 ਵਿੱਚ ਮੰਗਲ ਪਹੁੰਚਿਆ)', 'ਭਾਰਤ ਪਹਿਲੀ ਕੋਸ਼ਿਸ਼ ਵਿੱਚ ਹੀ ਮੰਗਲ ਦੇ ਪੰਧ ਵਿੱਚ ਪਹੁੰਚਿਆ'],
            ['ਚੰਦਰਯਾਨ-3', '2023', '23 ਅਗਸਤ ਨੂੰ ਚੰਦਰਮਾ ਦੇ ਦੱਖਣੀ ਧਰੁਵ ਨੇੜੇ ਸੁਰੱਖਿਅਤ ਉਤਰਾਈ, ਹੁਣ ਰਾਸ਼ਟਰੀ ਪੁਲਾੜ ਦਿਵਸ'],
            ['ਆਦਿਤਿਆ-ਐੱਲ1', '2023 (ਲਾਂਚ)', 'ਭਾਰਤ ਦੀ ਪਹਿਲੀ ਪੁਲਾੜ-ਅਧਾਰਿਤ ਸੂਰਜੀ ਆਬਜ਼ਰਵੇਟਰੀ, ਐੱਲ1 ਲਗਰਾਂਜ ਬਿੰਦੂ ਦੁਆਲੇ ਸਥਾਪਿਤ'],
          ],
        },
        { type: 'h3', text: 'ਬਾਇਓਤਕਨਾਲੋਜੀ, ਖੇਤੀਬਾੜੀ ਅਤੇ ਸਿਹਤ' },
        {
          type: 'ul',
          items: [
            '2002 ਵਿੱਚ ਮਨਜ਼ੂਰ ਬੀ.ਟੀ. ਨਰਮਾ ਭਾਰਤ ਵਿੱਚ ਵਪਾਰਕ ਖੇਤੀ ਲਈ ਮਨਜ਼ੂਰ ਇੱਕੋ-ਇੱਕ ਜੈਨੇਟਿਕ ਤੌਰ ਉੱਤੇ ਸੋਧੀ ਫ਼ਸਲ ਹੈ; ਪੰਜਾਬ ਦੀ ਨਰਮਾ ਪੱਟੀ ਵਿੱਚ ਗੁਲਾਬੀ ਸੁੰਡੀ ਦੀ ਵਧੀ ਸਹਿਣਸ਼ੀਲਤਾ ਅਤੇ ਚਿੱਟੀ ਮੱਖੀ ਦੇ ਹਮਲਿਆਂ ਨੇ ਇਸ ਦੀਆਂ ਸੀਮਾਵਾਂ ਉਜਾਗਰ ਕੀਤੀਆਂ ਹਨ।',
            'ਜੀਨੋਮ ਐਡਿਟਿੰਗ, ਜਿਵੇਂ CRISPR-Cas9 ਨਾਲ, ਬਾਹਰੀ ਡੀ.ਐੱਨ.ਏ. ਪਾਏ ਬਿਨਾਂ ਪੌਦੇ ਦੇ ਆਪਣੇ ਜੀਨ ਬਦਲਦੀ ਹੈ; ਭਾਰਤ ਨੇ 2025 ਵਿੱਚ ਪਹਿਲੀਆਂ ਜੀਨੋਮ-ਸੋਧੀਆਂ ਚੌਲ ਕਿਸਮਾਂ ਜਾਰੀ ਕੀਤੀਆਂ।',
            'ਪੰਜਾਬ ਖੇਤੀਬਾੜੀ ਯੂਨੀਵਰਸਿਟੀ ਨੇ ਪੀ.ਆਰ. 126 ਵਰਗੀਆਂ ਘੱਟ ਸਮੇਂ ਵਾਲੀਆਂ ਝੋਨੇ ਦੀਆਂ ਕਿਸਮਾਂ ਤਿਆਰ ਕੀਤੀਆਂ ਹਨ, ਜੋ ਘੱਟ ਪਾਣੀ ਲੈਂਦੀਆਂ ਹਨ ਅਤੇ ਕਣਕ ਦੀ ਬਿਜਾਈ ਤੋਂ ਪਹਿਲਾਂ ਪਰਾਲੀ ਸੰਭਾਲਣ ਲਈ ਵੱਧ ਸਮਾਂ ਦਿੰਦੀਆਂ ਹਨ।',
            'ਭਾਰਤ ਦੁਨੀਆ ਦੇ ਸਭ ਤੋਂ ਵੱਡੇ ਟੀਕਾ ਉਤਪਾਦਕਾਂ ਵਿੱਚੋਂ ਹੈ; ਜਨਵਰੀ 2021 ਵਿੱਚ ਸ਼ੁਰੂ ਹੋਈ ਕੌਮੀ ਕੋਵਿਡ-19 ਟੀਕਾਕਰਨ ਮੁਹਿੰਮ ਵਿੱਚ ਕੋਵੀਸ਼ੀਲਡ ਅਤੇ ਕੋਵੈਕਸੀਨ ਵਰਤੇ ਗਏ।',
          ],
        },
        { type: 'h3', text: 'ਡਿਜੀਟਲ ਤਕਨਾਲੋਜੀ ਅਤੇ ਪੰਜਾਬ ਦੀਆਂ ਸੰਸਥਾਵਾਂ' },
        {
          type: 'ul',
          items: [
            'ਆਧਾਰ, ਯੂ.ਪੀ.ਆਈ. (2016 ਵਿੱਚ ਸ਼ੁਰੂ) ਅਤੇ ਡਿਜੀਲਾਕਰ ਵਰਗਾ ਡਿਜੀਟਲ ਜਨਤਕ ਢਾਂਚਾ ਸੇਵਾਵਾਂ ਦੀ ਪਹੁੰਚ ਦਾ ਆਧਾਰ ਹੈ; ਆਈ.ਟੀ. ਐਕਟ, 2000 ਅਤੇ ਡਿਜੀਟਲ ਨਿੱਜੀ ਡਾਟਾ ਸੁਰੱਖਿਆ ਐਕਟ, 2023 ਡਿਜੀਟਲ ਖੇਤਰ ਨੂੰ ਨਿਯਮਤ ਕਰਦੇ ਹਨ।',
            'ਉੱਭਰਦੇ ਖੇਤਰਾਂ ਵਿੱਚ ਬਣਾਉਟੀ ਬੁੱਧੀ (ਏ.ਆਈ.), ਸੈਮੀਕੰਡਕਟਰ, ਕੁਆਂਟਮ ਤਕਨਾਲੋਜੀ (ਰਾਸ਼ਟਰੀ ਕੁਆਂਟਮ ਮਿਸ਼ਨ, 2023) ਅਤੇ ਗ੍ਰੀਨ ਹਾਈਡ੍ਰੋਜਨ (ਰਾਸ਼ਟਰੀ ਗ੍ਰੀਨ ਹਾਈਡ੍ਰੋਜਨ ਮਿਸ਼ਨ, 2023) ਸ਼ਾਮਲ ਹਨ।',
          ],
        },
        {
          type: 'table',
          header: ['ਸੰਸਥਾ', 'ਸਥਾਨ', 'ਮੁੱਖ ਖੇਤਰ'],
          rows: [
            ['ਪੰਜਾਬ ਖੇਤੀਬਾੜੀ ਯੂਨੀਵਰਸਿਟੀ', 'ਲੁਧਿਆਣਾ', 'ਫ਼ਸਲੀ ਕਿਸਮਾਂ, ਖੇਤੀ ਮਸ਼ੀਨਰੀ ਅਤੇ ਪਸਾਰ ਸੇਵਾ'],
            ['ਭਾਰਤੀ ਵਿਗਿਆਨ ਸਿੱਖਿਆ ਅਤੇ ਖੋਜ ਸੰਸਥਾਨ (ਆਈਸਰ)', 'ਐੱਸ.ਏ.ਐੱਸ. ਨਗਰ (ਮੁਹਾਲੀ)', 'ਮੂਲ ਵਿਗਿਆਨਾਂ ਵਿੱਚ ਖੋਜ ਅਤੇ ਪੜ੍ਹਾਈ'],
            ['ਰਾਸ਼ਟਰੀ ਖੇਤੀ-ਭੋਜਨ ਬਾਇਓਤਕਨਾਲੋਜੀ ਸੰਸਥਾਨ (ਨਾਬੀ)', 'ਐੱਸ.ਏ.ਐੱਸ. ਨਗਰ (ਮੁਹਾਲੀ)', 'ਖੇਤੀ-ਭੋਜਨ ਬਾਇਓਤਕਨਾਲੋਜੀ ਅਤੇ ਪੋਸ਼ਣ'],
            ['ਸੈਮੀ-ਕੰਡਕਟਰ ਲੈਬਾਰਟਰੀ (ਐੱਸ.ਸੀ.ਐੱਲ.)', 'ਐੱਸ.ਏ.ਐੱਸ. ਨਗਰ (ਮੁਹਾਲੀ)', 'ਮਾਈਕ੍ਰੋਇਲੈਕਟ੍ਰਾਨਿਕਸ ਅਤੇ ਚਿੱਪ ਨਿਰਮਾਣ'],
            ['ਭਾਰਤੀ ਤਕਨਾਲੋਜੀ ਸੰਸਥਾਨ (ਆਈ.ਆਈ.ਟੀ.)', 'ਰੂਪਨਗਰ', 'ਇੰਜੀਨੀਅਰਿੰਗ ਅਤੇ ਤਕਨਾਲੋਜੀ'],
            ['ਪੁਸ਼ਪਾ ਗੁਜਰਾਲ ਸਾਇੰਸ ਸਿਟੀ', 'ਕਪੂਰਥਲਾ', 'ਵਿਗਿਆਨ ਨੂੰ ਲੋਕਪ੍ਰਿਯ ਬਣਾਉਣਾ'],
          ],
        },
      ],
    },
  },
  {
    key: 'internal-security',
    stage: 'mains',
    title: { en: 'Internal Security', pa: 'ਅੰਦਰੂਨੀ ਸੁਰੱਖਿਆ' },
    overview: {
      en: "Security issues form part of Mains GS Paper III: internal security threats, border management, terrorism and its financing, organised crime, cyber security and the role of the security forces and agencies. Punjab's border with Pakistan, drone-borne smuggling of drugs and arms, and the narco-terror nexus make this topic especially relevant for PPSC.",
      pa: 'ਸੁਰੱਖਿਆ ਮੁੱਦੇ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-3 ਦਾ ਹਿੱਸਾ ਹਨ: ਅੰਦਰੂਨੀ ਸੁਰੱਖਿਆ ਦੇ ਖ਼ਤਰੇ, ਸਰਹੱਦੀ ਪ੍ਰਬੰਧਨ, ਦਹਿਸ਼ਤਵਾਦ ਅਤੇ ਉਸ ਦੀ ਫ਼ੰਡਿੰਗ, ਸੰਗਠਿਤ ਅਪਰਾਧ, ਸਾਈਬਰ ਸੁਰੱਖਿਆ, ਅਤੇ ਸੁਰੱਖਿਆ ਬਲਾਂ ਤੇ ਏਜੰਸੀਆਂ ਦੀ ਭੂਮਿਕਾ। ਪਾਕਿਸਤਾਨ ਨਾਲ ਪੰਜਾਬ ਦੀ ਸਰਹੱਦ, ਡਰੋਨਾਂ ਰਾਹੀਂ ਨਸ਼ਿਆਂ ਅਤੇ ਹਥਿਆਰਾਂ ਦੀ ਤਸਕਰੀ, ਅਤੇ ਨਸ਼ਾ-ਦਹਿਸ਼ਤ ਗੱਠਜੋੜ ਇਸ ਵਿਸ਼ੇ ਨੂੰ ਪੀ.ਪੀ.ਐੱਸ.ਸੀ. ਲਈ ਖ਼ਾਸ ਤੌਰ ਉੱਤੇ ਅਹਿਮ ਬਣਾਉਂਦੇ ਹਨ।',
    },
    notes: {
      en: [
        { type: 'h2', text: "Internal Security: Threats, Agencies and Punjab's Border" },
        { type: 'h3', text: "Punjab's security environment" },
        {
          type: 'p',
          text: 'Punjab shares an international border of roughly 550 km with Pakistan, guarded by the Border Security Force (BSF). Riverine stretches along the Ravi and the Sutlej are hard to fence. The state lies close to the Golden Crescent (Afghanistan, Iran and Pakistan), a major source of heroin, and in recent years drones have been used to drop narcotics, weapons and ammunition across the border. The militancy of the 1980s and early 1990s, including Operation Blue Star in June 1984, left deep scars and still shapes security policy.',
        },
        {
          type: 'ul',
          items: [
            'Narco-terrorism: drug money funds terror and organised crime; the NDPS Act, 1985 and the Narcotics Control Bureau lead enforcement.',
            'Cross-border terrorism and attempts to revive militancy through handlers based abroad and radicalisation on social media.',
            'Organised crime: gangster networks with links abroad, the illegal arms trade and extortion.',
            'Cyber crime and financial fraud, information warfare and the misuse of social media.',
            "In 2021 the Centre extended the BSF's powers of search, seizure and arrest in Punjab from 15 km to 50 km from the border, a change debated from the standpoint of federalism.",
          ],
        },
        { type: 'h3', text: 'Security forces and agencies' },
        {
          type: 'table',
          header: ['Force or agency', 'Established', 'Role'],
          rows: [
            ['Border Security Force (BSF)', '1965', 'Guards the borders with Pakistan and Bangladesh'],
            ['Indo-Tibetan Border Police (ITBP)', '1962', 'Guards the border with China'],
            ['Sashastra Seema Bal (SSB)', '1963', 'Guards the borders with Nepal and Bhutan'],
            ['Assam Rifles', '1835', 'Guards the border with Myanmar; counter-insurgency in the north-east'],
            [
              'Central Reserve Police Force (CRPF)',
              '1939',
              'Internal security and counter-insurgency; the largest central armed police force',
            ],
            ['National Security Guard (NSG)', '1984', 'Counter-terrorism and hostage rescue'],
            ['Narcotics Control Bureau (NCB)', '1986', 'Coordinates drug law enforcement across agencies'],
            ['National Investigation Agency (NIA)', '2008', 'Investigates terror offences nationwide; created after the Mumbai attacks'],
          ],
        },
        { type: 'h3', text: 'Legal framework and the way forward' },
        {
          type: 'ul',
          items: [
            'Key laws: the Armed Forces (Special Powers) Act, 1958; the Unlawful Activities (Prevention) Act, 1967; the Information Technology Act, 2000; the Prevention of Money Laundering Act, 2002; and the Bharatiya Nyaya Sanhita, 2023, which replaced the Indian Penal Code from 1 July 2024.',
            'Way forward: anti-drone systems and technology-based fencing on the border, real-time intelligence sharing between the Centre, the state police and the BSF, police modernisation, de-addiction and jobs for the young, and community policing to build public trust.',
          ],
        },
      ],
      pa: [
        { type: 'h2', text: 'ਅੰਦਰੂਨੀ ਸੁਰੱਖਿਆ: ਖ਼ਤਰੇ, ਏਜੰਸੀਆਂ ਅਤੇ ਪੰਜਾਬ ਦੀ ਸਰਹੱਦ' },
        { type: 'h3', text: 'ਪੰਜਾਬ ਦਾ ਸੁਰੱਖਿਆ ਮਾਹੌਲ' },
        {
          type: 'p',
          text: 'ਪੰਜਾਬ ਦੀ ਪਾਕਿਸਤਾਨ ਨਾਲ ਲਗਭਗ 550 ਕਿਲੋਮੀਟਰ ਲੰਮੀ ਕੌਮਾਂਤਰੀ ਸਰਹੱਦ ਹੈ, ਜਿਸ ਦੀ ਰਾਖੀ ਸੀਮਾ ਸੁਰੱਖਿਆ ਬਲ (ਬੀ.ਐੱਸ.ਐੱਫ਼.) ਕਰਦਾ ਹੈ। ਰਾਵੀ ਅਤੇ ਸਤਲੁਜ ਦੇ ਦਰਿਆਈ ਹਿੱਸਿਆਂ ਵਿੱਚ ਕੰਡਿਆਲੀ ਤਾਰ ਲਾਉਣਾ ਔਖਾ ਹੈ। ਰਾਜ ਹੈਰੋਇਨ ਦੇ ਵੱਡੇ ਸਰੋਤ ਸੁਨਹਿਰੀ ਅਰਧ-ਚੰਦ (ਅਫ਼ਗ਼ਾਨਿਸਤਾਨ, ਇਰਾਨ ਅਤੇ ਪਾਕਿਸਤਾਨ) ਦੇ ਨੇੜੇ ਹੈ, ਅਤੇ ਹਾਲ ਦੇ ਸਾਲਾਂ ਵਿੱਚ ਡਰੋਨਾਂ ਰਾਹੀਂ ਸਰਹੱਦ ਪਾਰੋਂ ਨਸ਼ੇ, ਹਥਿਆਰ ਅਤੇ ਗੋਲੀ-ਸਿੱਕਾ ਸੁੱਟਿਆ ਗਿਆ ਹੈ। 1980ਵਿਆਂ ਅਤੇ 1990ਵਿਆਂ ਦੇ ਸ਼ੁਰੂ ਦੇ ਖਾੜਕੂਵਾਦ ਦੇ ਦੌਰ, ਜਿਸ ਵਿੱਚ ਜੂਨ 1984 ਦਾ ਸਾਕਾ ਨੀਲਾ ਤਾਰਾ ਵੀ ਸ਼ਾਮਲ ਹੈ, ਨੇ ਡੂੰਘੇ ਜ਼ਖ਼ਮ ਛੱਡੇ, ਜੋ ਅੱਜ ਵੀ ਸੁਰੱਖਿਆ ਨੀਤੀ ਨੂੰ ਪ੍ਰਭਾਵਿਤ ਕਰਦੇ ਹਨ।',
        },
        {
          type: 'ul',
          items: [
            'ਨਸ਼ਾ-ਦਹਿਸ਼ਤਵਾਦ: ਨਸ਼ਿਆਂ ਦਾ ਪੈਸਾ ਦਹਿਸ਼ਤ ਅਤੇ ਸੰਗਠਿਤ ਅਪਰਾਧ ਨੂੰ ਪਾਲਦਾ ਹੈ; ਐੱਨ.ਡੀ.ਪੀ.ਐੱਸ. ਐਕਟ, 1985 ਅਤੇ ਨਾਰਕੋਟਿਕਸ ਕੰਟਰੋਲ ਬਿਊਰੋ ਕਾਰਵਾਈ ਦੀ ਅਗਵਾਈ ਕਰਦੇ ਹਨ।',
            'ਸਰਹੱਦ ਪਾਰ ਦਹਿਸ਼ਤਵਾਦ ਅਤੇ ਵਿਦੇਸ਼ ਬੈਠੇ ਹੈਂਡਲਰਾਂ ਤੇ ਸੋਸ਼ਲ ਮੀਡੀਆ ਉੱਤੇ ਕੱਟੜਪੰਥੀਕਰਨ ਰਾਹੀਂ ਖਾੜਕੂਵਾਦ ਮੁੜ ਜਗਾਉਣ ਦੀਆਂ ਕੋਸ਼ਿਸ਼ਾਂ।',
            'ਸੰਗਠਿਤ ਅਪਰਾਧ: ਵਿਦੇਸ਼ੀ ਸਬੰਧਾਂ ਵਾਲੇ ਗੈਂਗਸਟਰ ਨੈੱਟਵਰਕ, ਹਥਿਆਰਾਂ ਦਾ ਗ਼ੈਰ-ਕਾਨੂੰਨੀ ਵਪਾਰ ਅਤੇ ਫਿਰੌਤੀਆਂ।',
            'ਸਾਈਬਰ ਅਪਰਾਧ ਅਤੇ ਵਿੱਤੀ ਧੋਖਾਧੜੀ, ਸੂਚਨਾ ਯੁੱਧ ਅਤੇ ਸੋਸ਼ਲ ਮੀਡੀਆ ਦੀ ਦੁਰਵਰਤੋਂ।',
            '2021 ਵਿੱਚ ਕੇਂਦਰ ਨੇ ਪੰਜਾਬ ਵਿੱਚ ਬੀ.ਐੱਸ.ਐੱਫ਼. ਦੇ ਤਲਾਸ਼ੀ, ਜ਼ਬਤੀ ਅਤੇ ਗ੍ਰਿਫ਼ਤਾਰੀ ਦੇ ਅਧਿਕਾਰ ਸਰਹੱਦ ਤੋਂ 15 ਕਿਲੋਮੀਟਰ ਤੋਂ ਵਧਾ ਕੇ 50 ਕਿਲੋਮੀਟਰ ਤੱਕ ਕਰ ਦਿੱਤੇ, ਜਿਸ ਉੱਤੇ ਸੰਘਵਾਦ ਦੇ ਪੱਖੋਂ ਬਹਿਸ ਹੋਈ।',
          ],
        },
        { type: 'h3', text: 'ਸੁਰੱਖਿਆ ਬਲ ਅਤੇ ਏਜੰਸੀਆਂ' },
        {
          type: 'table',
          header: ['ਬਲ ਜਾਂ ਏਜੰਸੀ', 'ਸਥਾਪਨਾ', 'ਭੂਮਿਕਾ'],
          rows: [
            ['ਸੀਮਾ ਸੁਰੱਖਿਆ ਬਲ (ਬੀ.ਐੱਸ.ਐੱਫ਼.)', '1965', 'ਪਾਕਿਸਤਾਨ ਅਤੇ ਬੰਗਲਾਦੇਸ਼ ਨਾਲ ਲੱਗਦੀਆਂ ਸਰਹੱਦਾਂ ਦੀ ਰਾਖੀ'],
            ['ਭਾਰਤ-ਤਿੱਬਤ ਸਰਹੱਦੀ ਪੁਲਿਸ (ਆਈ.ਟੀ.ਬੀ.ਪੀ.)', '1962', 'ਚੀਨ ਨਾਲ ਲੱਗਦੀ ਸਰਹੱਦ ਦੀ ਰਾਖੀ'],
            ['ਸਸ਼ਸਤਰ ਸੀਮਾ ਬਲ (ਐੱਸ.ਐੱਸ.ਬੀ.)', '1963', 'ਨੇਪਾਲ ਅਤੇ ਭੂਟਾਨ ਨਾਲ ਲੱਗਦੀਆਂ ਸਰਹੱਦਾਂ ਦੀ ਰਾਖੀ'],
            ['ਅਸਾਮ ਰਾਈਫ਼ਲਜ਼', '1835', 'ਮਿਆਂਮਾਰ ਨਾਲ ਲੱਗਦੀ ਸਰਹੱਦ ਦੀ ਰਾਖੀ; ਉੱਤਰ-ਪੂਰਬ ਵਿੱਚ ਬਗ਼ਾਵਤ-ਵਿਰੋਧੀ ਕਾਰਵਾਈ'],
            ['ਕੇਂਦਰੀ ਰਿਜ਼ਰਵ ਪੁਲਿਸ ਬਲ (ਸੀ.ਆਰ.ਪੀ.ਐੱਫ਼.)', '1939', 'ਅੰਦਰੂਨੀ ਸੁਰੱਖਿਆ ਅਤੇ ਬਗ਼ਾਵਤ-ਵਿਰੋਧੀ ਕਾਰਵਾਈ; ਸਭ ਤੋਂ ਵੱਡਾ ਕੇਂਦਰੀ ਹਥਿਆਰਬੰਦ ਪੁਲਿਸ ਬਲ'],
            ['ਰਾਸ਼ਟਰੀ ਸੁਰੱਖਿਆ ਗਾਰਡ (ਐੱਨ.ਐੱਸ.ਜੀ.)', '1984', 'ਦਹਿਸ਼ਤ-ਵਿਰੋਧੀ ਕਾਰਵਾਈ ਅਤੇ ਬੰਧਕਾਂ ਨੂੰ ਛੁਡਾਉਣਾ'],
            ['ਨਾਰਕੋਟਿਕਸ ਕੰਟਰੋਲ ਬਿਊਰੋ (ਐੱਨ.ਸੀ.ਬੀ.)', '1986', 'ਏਜੰਸੀਆਂ ਵਿਚਕਾਰ ਨਸ਼ਾ ਵਿਰੋਧੀ ਕਾਰਵਾਈ ਦਾ ਤਾਲਮੇਲ'],
            ['ਰਾਸ਼ਟਰੀ ਜਾਂਚ ਏਜੰਸੀ (ਐੱਨ.ਆਈ.ਏ.)', '2008', 'ਦੇਸ਼ ਭਰ ਵਿੱਚ ਦਹਿਸ਼ਤੀ ਅਪਰਾਧਾਂ ਦੀ ਜਾਂਚ; ਮੁੰਬਈ ਹਮਲਿਆਂ ਤੋਂ ਬਾਅਦ ਬਣੀ'],
          ],
        },
        { type: 'h3', text: 'ਕਾਨੂੰਨੀ ਢਾਂਚਾ ਅਤੇ ਅੱਗੇ ਦਾ ਰਾਹ' },
        {
          type: 'ul',
          items: [
            'ਮੁੱਖ ਕਾਨੂੰਨ: ਹਥਿਆਰਬੰਦ ਬਲ (ਵਿਸ਼ੇਸ਼ ਅਧਿਕਾਰ) ਐਕਟ, 1958; ਗ਼ੈਰ-ਕਾਨੂੰਨੀ ਸਰਗਰਮੀਆਂ (ਰੋਕਥਾਮ) ਐਕਟ, 1967; ਸੂਚਨਾ ਤਕਨਾਲੋਜੀ ਐਕਟ, 2000; ਮਨੀ ਲਾਂਡਰਿੰਗ ਰੋਕੂ ਐਕਟ, 2002; ਅਤੇ ਭਾਰਤੀ ਨਿਆਂ ਸੰਹਿਤਾ, 2023, ਜਿਸ ਨੇ 1 ਜੁਲਾਈ 2024 ਤੋਂ ਭਾਰਤੀ ਦੰਡ ਸੰਹਿਤਾ ਦੀ ਥਾਂ ਲਈ।',
            'ਅੱਗੇ ਦਾ ਰਾਹ: ਸਰਹੱਦ ਉੱਤੇ ਡਰੋਨ-ਵਿਰੋਧੀ ਪ੍ਰਣਾਲੀਆਂ ਅਤੇ ਤਕਨਾਲੋਜੀ-ਆਧਾਰਿਤ ਵਾੜਬੰਦੀ, ਕੇਂਦਰ, ਰਾਜ ਪੁਲਿਸ ਅਤੇ ਬੀ.ਐੱਸ.ਐੱਫ਼. ਵਿਚਕਾਰ ਤੁਰੰਤ ਖ਼ੁਫ਼ੀਆ ਜਾਣਕਾਰੀ ਦੀ ਸਾਂਝ, ਪੁਲਿਸ ਦਾ ਆਧੁਨਿਕੀਕਰਨ, ਨਸ਼ਾ-ਛੁਡਾਊ ਯਤਨ ਅਤੇ ਨੌਜਵਾਨਾਂ ਲਈ ਰੁਜ਼ਗਾਰ, ਅਤੇ ਲੋਕਾਂ ਦਾ ਭਰੋਸਾ ਜਿੱਤਣ ਲਈ ਭਾਈਚਾਰਕ ਪੁਲਿਸਿੰਗ।',
          ],
        },
      ],
    },
  },
  {
    key: 'environment',
    stage: 'mains',
    title: { en: 'Environment', pa: 'ਵਾਤਾਵਰਣ' },
    overview: {
      en: 'Environment is examined in Mains GS Paper IV together with science and technology: conservation, pollution, climate change, environmental impact assessment and sustainable development. For Punjab, questions centre on groundwater depletion, stubble burning, river pollution, the health effects of agrochemicals and climate-resilient farming.',
      pa: 'ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-4 ਵਿੱਚ ਵਿਗਿਆਨ ਅਤੇ ਤਕਨਾਲੋਜੀ ਦੇ ਨਾਲ ਵਾਤਾਵਰਣ ਵੀ ਪਰਖਿਆ ਜਾਂਦਾ ਹੈ: ਸੰਭਾਲ, ਪ੍ਰਦੂਸ਼ਣ, ਜਲਵਾਯੂ ਤਬਦੀਲੀ, ਵਾਤਾਵਰਣ ਪ੍ਰਭਾਵ ਮੁਲਾਂਕਣ ਅਤੇ ਟਿਕਾਊ ਵਿਕਾਸ। ਪੰਜਾਬ ਬਾਰੇ ਪ੍ਰਸ਼ਨ ਜ਼ਮੀਨੀ ਪਾਣੀ ਦੀ ਘਾਟ, ਪਰਾਲੀ ਸਾੜਨ, ਦਰਿਆਈ ਪ੍ਰਦੂਸ਼ਣ, ਖੇਤੀ ਰਸਾਇਣਾਂ ਦੇ ਸਿਹਤ ਉੱਤੇ ਅਸਰ ਅਤੇ ਜਲਵਾਯੂ-ਅਨੁਕੂਲ ਖੇਤੀ ਦੁਆਲੇ ਘੁੰਮਦੇ ਹਨ।',
    },
    notes: {
      en: [
        { type: 'h2', text: "Environment: Punjab's Ecological Crisis and Sustainable Solutions" },
        { type: 'h3', text: 'Stubble burning' },
        {
          type: 'p',
          text: 'After the paddy harvest in October and November, farmers have a short window in which to sow wheat, and burning the straw is the cheapest way to clear the fields. The smoke worsens air quality across north-west India, destroys soil organic matter and useful microbes, and harms the health of villagers first of all. Solutions fall into four groups:',
        },
        {
          type: 'table',
          header: ['Approach', 'Examples', 'Limitations'],
          rows: [
            [
              'In-situ management',
              'Happy Seeder, Super Seeder, Super SMS fitted to combines, mulching',
              'Cost and timely availability of machines; small farmers depend on custom hiring centres',
            ],
            [
              'Ex-situ use',
              'Biomass power plants, compressed biogas, pellets for co-firing in thermal plants, paper and board',
              'Collection, baling, transport and storage',
            ],
            [
              'Biological options',
              'Microbial decomposer sprays such as the PUSA decomposer',
              'Need time and moisture; mixed results in the field',
            ],
            [
              'Changing crops and timing',
              'Short-duration varieties such as PR 126; diversification away from paddy',
              'Need assured markets and procurement for alternative crops',
            ],
          ],
        },
        { type: 'h3', text: 'Water, pollution and health' },
        {
          type: 'ul',
          items: [
            'Groundwater: tube-well irrigation of paddy has caused steep falls in the water table in central Punjab; the Punjab Preservation of Subsoil Water Act, 2009 delays transplanting, and direct seeded rice and micro-irrigation are promoted.',
            'River pollution: industrial effluent and untreated sewage reach the Sutlej through the Buddha Nullah at Ludhiana and flow on towards the Harike wetland. The Kali Bein near Sultanpur Lodhi was revived through community kar seva led by Sant Balbir Singh Seechewal from 2000.',
            'Health: heavy use of pesticides and fertilisers, and reports of heavy metals and uranium in groundwater in parts of Malwa, have raised public concern, including about cancer.',
            'Air and noise pollution in industrial towns such as Ludhiana and Mandi Gobindgarh.',
          ],
        },
        { type: 'h3', text: 'Climate action framework' },
        {
          type: 'ul',
          items: [
            'The National Action Plan on Climate Change (2008) has eight missions: Solar; Enhanced Energy Efficiency; Sustainable Habitat; Water; Sustaining the Himalayan Ecosystem; Green India; Sustainable Agriculture; and Strategic Knowledge for Climate Change.',
            "Each state prepares a State Action Plan on Climate Change; Punjab's plan gives priority to agriculture and water resources.",
            "India's updated Paris targets (2022): reduce the emissions intensity of GDP by 45 per cent from 2005 levels and reach about 50 per cent of installed power capacity from non-fossil sources by 2030; net zero by 2070.",
            'Environmental Impact Assessment is governed by the EIA Notification, 2006, issued under the Environment (Protection) Act, 1986.',
          ],
        },
        {
          type: 'p',
          text: 'Mains answers should link environment with livelihoods: a sustainable path for Punjab needs crop diversification with assured markets, incentives that reward saving water and power, support for crop residue management, and strict enforcement against industrial pollution.',
        },
      ],
      pa: [
        { type: 'h2', text: 'ਵਾਤਾਵਰਣ: ਪੰਜਾਬ ਦਾ ਵਾਤਾਵਰਣ ਸੰਕਟ ਅਤੇ ਟਿਕਾਊ ਹੱਲ' },
        { type: 'h3', text: 'ਪਰਾਲੀ ਸਾੜਨਾ' },
        {
          type: 'p',
          text: 'ਅਕਤੂਬਰ-ਨਵੰਬਰ ਵਿੱਚ ਝੋਨੇ ਦੀ ਕਟਾਈ ਤੋਂ ਬਾਅਦ ਕਿਸਾਨਾਂ ਕੋਲ ਕਣਕ ਬੀਜਣ ਲਈ ਥੋੜ੍ਹਾ ਸਮਾਂ ਹੁੰਦਾ ਹੈ, ਅਤੇ ਪਰਾਲੀ ਸਾੜਨਾ ਖੇਤ ਖ਼ਾਲੀ ਕਰਨ ਦਾ ਸਭ ਤੋਂ ਸਸਤਾ ਤਰੀਕਾ ਹੈ। ਇਸ ਦਾ ਧੂੰਆਂ ਪੂਰੇ ਉੱਤਰ-ਪੱਛਮੀ ਭਾਰਤ ਦੀ ਹਵਾ ਖ਼ਰਾਬ ਕਰਦਾ ਹੈ, ਮਿੱਟੀ ਦੇ ਜੈਵਿਕ ਮਾਦੇ ਅਤੇ ਲਾਭਦਾਇਕ ਸੂਖਮ ਜੀਵਾਂ ਨੂੰ ਨਸ਼ਟ ਕਰਦਾ ਹੈ, ਅਤੇ ਸਭ ਤੋਂ ਪਹਿਲਾਂ ਪਿੰਡ ਵਾਸੀਆਂ ਦੀ ਸਿਹਤ ਨੂੰ ਨੁਕਸਾਨ ਪਹੁੰਚਾਉਂਦਾ ਹੈ। ਹੱਲ ਚਾਰ ਕਿਸਮਾਂ ਦੇ ਹਨ:',
        },
        {
          type: 'table',
          header: ['ਤਰੀਕਾ', 'ਉਦਾਹਰਨਾਂ', 'ਸੀਮਾਵਾਂ'],
          rows: [
            [
              'ਖੇਤ ਵਿੱਚ ਹੀ ਪ੍ਰਬੰਧਨ',
              'ਹੈਪੀ ਸੀਡਰ, ਸੁਪਰ ਸੀਡਰ, ਕੰਬਾਈਨਾਂ ਉੱਤੇ ਸੁਪਰ ਐੱਸ.ਐੱਮ.ਐੱਸ., ਮਲਚਿੰਗ',
              'ਮਸ਼ੀਨਾਂ ਦੀ ਕੀਮਤ ਅਤੇ ਸਮੇਂ ਸਿਰ ਉਪਲਬਧਤਾ; ਛੋਟੇ ਕਿਸਾਨ ਕਸਟਮ ਹਾਇਰਿੰਗ ਕੇਂਦਰਾਂ ਉੱਤੇ ਨਿਰਭਰ',
            ],
            [
              'ਖੇਤ ਤੋਂ ਬਾਹਰ ਵਰਤੋਂ',
              'ਬਾਇਓਮਾਸ ਬਿਜਲੀ ਪਲਾਂਟ, ਕੰਪ੍ਰੈੱਸਡ ਬਾਇਓਗੈਸ, ਥਰਮਲ ਪਲਾਂਟਾਂ ਵਿੱਚ ਕੋ-ਫ਼ਾਇਰਿੰਗ ਲਈ ਪੈਲੇਟ, ਕਾਗ਼ਜ਼ ਅਤੇ ਗੱਤਾ',
              'ਇਕੱਠਾ ਕਰਨਾ, ਗੰਢਾਂ ਬੰਨ੍ਹਣਾ, ਢੋਆ-ਢੁਆਈ ਅਤੇ ਭੰਡਾਰਨ',
            ],
            ['ਜੈਵਿਕ ਵਿਕਲਪ', 'ਪੂਸਾ ਡੀਕੰਪੋਜ਼ਰ ਵਰਗੇ ਸੂਖਮ ਜੀਵ ਛਿੜਕਾਅ', 'ਸਮਾਂ ਅਤੇ ਨਮੀ ਚਾਹੀਦੀ ਹੈ; ਖੇਤਾਂ ਵਿੱਚ ਰਲਵੇਂ-ਮਿਲਵੇਂ ਨਤੀਜੇ'],
            ['ਫ਼ਸਲ ਅਤੇ ਸਮੇਂ ਵਿੱਚ ਤਬਦੀਲੀ', 'ਪੀ.ਆਰ. 126 ਵਰਗੀਆਂ ਘੱਟ ਸਮੇਂ ਵਾਲੀਆਂ ਕਿਸਮਾਂ; ਝੋਨੇ ਤੋਂ ਹਟ ਕੇ ਫ਼ਸਲੀ ਵਿਭਿੰਨਤਾ', 'ਬਦਲਵੀਆਂ ਫ਼ਸਲਾਂ ਲਈ ਪੱਕੀ ਮੰਡੀ ਅਤੇ ਖ਼ਰੀਦ ਦੀ ਲੋੜ'],
          ],
        },
        { type: 'h3', text: 'ਪਾਣੀ, ਪ੍ਰਦੂਸ਼ਣ ਅਤੇ ਸਿਹਤ' },
        {
          type: 'ul',
          items: [
            'ਜ਼ਮੀਨੀ ਪਾਣੀ: ਝੋਨੇ ਲਈ ਟਿਊਬਵੈੱਲ ਸਿੰਚਾਈ ਨਾਲ ਕੇਂਦਰੀ ਪੰਜਾਬ ਵਿੱਚ ਪਾਣੀ ਦਾ ਪੱਧਰ ਤੇਜ਼ੀ ਨਾਲ ਡਿੱਗਿਆ ਹੈ; ਪੰਜਾਬ ਉਪ-ਭੂਮੀ ਜਲ ਸੰਭਾਲ ਐਕਟ, 2009 ਲੁਆਈ ਨੂੰ ਪਿੱਛੇ ਪਾਉਂਦਾ ਹੈ, ਅਤੇ ਝੋਨੇ ਦੀ ਸਿੱਧੀ ਬਿਜਾਈ ਤੇ ਸੂਖਮ ਸਿੰਚਾਈ ਨੂੰ ਉਤਸ਼ਾਹ ਦਿੱਤਾ ਜਾਂਦਾ ਹੈ।',
            'ਦਰਿਆਈ ਪ੍ਰਦੂਸ਼ਣ: ਲੁਧਿਆਣੇ ਦੇ ਬੁੱਢੇ ਨਾਲੇ ਰਾਹੀਂ ਸਨਅਤੀ ਗੰਦਾ ਪਾਣੀ ਅਤੇ ਅਣਸੋਧਿਆ ਸੀਵਰੇਜ ਸਤਲੁਜ ਵਿੱਚ ਪਹੁੰਚ ਕੇ ਹਰੀਕੇ ਜਲਗਾਹ ਵੱਲ ਜਾਂਦਾ ਹੈ। ਸੁਲਤਾਨਪੁਰ ਲੋਧੀ ਨੇੜੇ ਕਾਲੀ ਵੇਈਂ ਨੂੰ 2000 ਤੋਂ ਸੰਤ ਬਲਬੀਰ ਸਿੰਘ ਸੀਚੇਵਾਲ ਦੀ ਅਗਵਾਈ ਵਿੱਚ ਭਾਈਚਾਰਕ ਕਾਰ ਸੇਵਾ ਨਾਲ ਮੁੜ ਜਿਊਂਦਾ ਕੀਤਾ ਗਿਆ।',
            'ਸਿਹਤ: ਕੀਟਨਾਸ਼ਕਾਂ ਅਤੇ ਖਾਦਾਂ ਦੀ ਭਾਰੀ ਵਰਤੋਂ, ਅਤੇ ਮਾਲਵੇ ਦੇ ਕੁਝ ਹਿੱਸਿਆਂ ਦੇ ਜ਼ਮੀਨੀ ਪਾਣੀ ਵਿੱਚ ਭਾਰੀ ਧਾਤਾਂ ਅਤੇ ਯੂਰੇਨੀਅਮ ਦੀਆਂ ਰਿਪੋਰਟਾਂ ਨੇ ਕੈਂਸਰ ਸਮੇਤ ਸਿਹਤ ਬਾਰੇ ਲੋਕਾਂ ਦੀ ਚਿੰਤਾ ਵਧਾਈ ਹੈ।',
            'ਲੁਧਿਆਣਾ ਅਤੇ ਮੰਡੀ ਗੋਬਿੰਦਗੜ੍ਹ ਵਰਗੇ ਸਨਅਤੀ ਸ਼ਹਿਰਾਂ ਵਿੱਚ ਹਵਾ ਅਤੇ ਸ਼ੋਰ ਪ੍ਰਦੂਸ਼ਣ।',
          ],
        },
        { type: 'h3', text: 'ਜਲਵਾਯੂ ਕਾਰਵਾਈ ਦਾ ਢਾਂਚਾ' },
        {
          type: 'ul',
          items: [
            'ਜਲਵਾਯੂ ਤਬਦੀਲੀ ਬਾਰੇ ਰਾਸ਼ਟਰੀ ਕਾਰਜ ਯੋਜਨਾ (2008) ਦੇ ਅੱਠ ਮਿਸ਼ਨ ਹਨ: ਸੂਰਜੀ; ਵਧੀ ਹੋਈ ਊਰਜਾ ਕੁਸ਼ਲਤਾ; ਟਿਕਾਊ ਰਿਹਾਇਸ਼; ਪਾਣੀ; ਹਿਮਾਲਿਆਈ ਈਕੋਸਿਸਟਮ ਦੀ ਸੰਭਾਲ; ਹਰਿਆ-ਭਰਿਆ ਭਾਰਤ; ਟਿਕਾਊ ਖੇਤੀਬਾੜੀ; ਅਤੇ ਜਲਵਾਯੂ ਤਬਦੀਲੀ ਬਾਰੇ ਰਣਨੀਤਕ ਗਿਆਨ।',
            'ਹਰ ਰਾਜ ਜਲਵਾਯੂ ਤਬਦੀਲੀ ਬਾਰੇ ਰਾਜ ਕਾਰਜ ਯੋਜਨਾ ਬਣਾਉਂਦਾ ਹੈ; ਪੰਜਾਬ ਦੀ ਯੋਜਨਾ ਖੇਤੀਬਾੜੀ ਅਤੇ ਜਲ ਸਰੋਤਾਂ ਨੂੰ ਪਹਿਲ ਦਿੰਦੀ ਹੈ।',
            'ਪੈਰਿਸ ਸਮਝੌਤੇ ਅਧੀਨ ਭਾਰਤ ਦੇ ਅੱਪਡੇਟ ਕੀਤੇ ਟੀਚੇ (2022): 2030 ਤੱਕ ਜੀ.ਡੀ.ਪੀ. ਦੀ ਨਿਕਾਸ ਤੀਬਰਤਾ 2005 ਦੇ ਪੱਧਰ ਤੋਂ 45 ਪ੍ਰਤੀਸ਼ਤ ਘਟਾਉਣਾ ਅਤੇ ਸਥਾਪਿਤ ਬਿਜਲੀ ਸਮਰੱਥਾ ਦਾ ਲਗਭਗ 50 ਪ੍ਰਤੀਸ਼ਤ ਗ਼ੈਰ-ਜੈਵਿਕ ਈਂਧਨ ਸਰੋਤਾਂ ਤੋਂ; 2070 ਤੱਕ ਨੈੱਟ ਜ਼ੀਰੋ।',
            'ਵਾਤਾਵਰਣ ਪ੍ਰਭਾਵ ਮੁਲਾਂਕਣ ਵਾਤਾਵਰਣ (ਸੁਰੱਖਿਆ) ਐਕਟ, 1986 ਅਧੀਨ ਜਾਰੀ ਈ.ਆਈ.ਏ. ਨੋਟੀਫਿਕੇਸ਼ਨ, 2006 ਰਾਹੀਂ ਨਿਯਮਤ ਹੁੰਦਾ ਹੈ।',
          ],
        },
        {
          type: 'p',
          text: 'ਮੇਨਜ਼ ਦੇ ਉੱਤਰਾਂ ਵਿੱਚ ਵਾਤਾਵਰਣ ਨੂੰ ਰੋਜ਼ੀ-ਰੋਟੀ ਨਾਲ ਜੋੜੋ: ਪੰਜਾਬ ਦੇ ਟਿਕਾਊ ਰਾਹ ਲਈ ਪੱਕੀ ਮੰਡੀ ਵਾਲੀ ਫ਼ਸਲੀ ਵਿਭਿੰਨਤਾ, ਪਾਣੀ ਅਤੇ ਬਿਜਲੀ ਬਚਾਉਣ ਉੱਤੇ ਇਨਾਮ ਦੇਣ ਵਾਲੇ ਪ੍ਰੋਤਸਾਹਨ, ਫ਼ਸਲੀ ਰਹਿੰਦ-ਖੂੰਹਦ ਪ੍ਰਬੰਧਨ ਲਈ ਸਹਾਇਤਾ, ਅਤੇ ਸਨਅਤੀ ਪ੍ਰਦੂਸ਼ਣ ਵਿਰੁੱਧ ਸਖ਼ਤ ਕਾਰਵਾਈ ਜ਼ਰੂਰੀ ਹੈ।',
        },
      ],
    },
  },
  {
    key: 'disaster-management',
    stage: 'mains',
    title: { en: 'Disaster Management', pa: 'ਆਫ਼ਤ ਪ੍ਰਬੰਧਨ' },
    overview: {
      en: "Disaster management appears in the Mains General Studies papers alongside security issues (GS Paper III) and environment (GS Paper IV): hazards and vulnerability, the disaster management cycle, the legal and institutional framework and community resilience. Punjab's recurring floods, heat waves, winter fog, crop fires and industrial hazards provide ready case studies.",
      pa: 'ਆਫ਼ਤ ਪ੍ਰਬੰਧਨ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰਾਂ ਵਿੱਚ ਸੁਰੱਖਿਆ ਮੁੱਦਿਆਂ (ਪੇਪਰ-3) ਅਤੇ ਵਾਤਾਵਰਣ (ਪੇਪਰ-4) ਦੇ ਨਾਲ ਆਉਂਦਾ ਹੈ: ਖ਼ਤਰੇ ਅਤੇ ਕਮਜ਼ੋਰੀ, ਆਫ਼ਤ ਪ੍ਰਬੰਧਨ ਚੱਕਰ, ਕਾਨੂੰਨੀ ਅਤੇ ਸੰਸਥਾਗਤ ਢਾਂਚਾ ਅਤੇ ਭਾਈਚਾਰਕ ਲਚਕੀਲਾਪਣ। ਪੰਜਾਬ ਦੇ ਵਾਰ-ਵਾਰ ਆਉਂਦੇ ਹੜ੍ਹ, ਲੂ, ਸਰਦੀਆਂ ਦੀ ਧੁੰਦ, ਫ਼ਸਲਾਂ ਨੂੰ ਅੱਗ ਅਤੇ ਸਨਅਤੀ ਖ਼ਤਰੇ ਤਿਆਰ ਉਦਾਹਰਨਾਂ ਦਿੰਦੇ ਹਨ।',
    },
    notes: {
      en: [
        { type: 'h2', text: "Disaster Management: Framework and Punjab's Hazards" },
        { type: 'h3', text: 'Concepts and the disaster management cycle' },
        {
          type: 'p',
          text: 'A hazard becomes a disaster when it strikes a vulnerable community that lacks the capacity to cope. Disaster risk is often expressed as hazard multiplied by vulnerability, divided by capacity, so reducing vulnerability and building capacity are as important as relief. Disaster management is a continuous cycle:',
        },
        {
          type: 'ol',
          items: [
            'Prevention and mitigation: reducing risk in advance through embankments, building codes, land-use zoning and insurance.',
            'Preparedness: early warning, evacuation plans, mock drills and stockpiles of relief material.',
            'Response: search and rescue, medical aid, food, water and shelter in the first hours and days.',
            'Recovery and reconstruction: restoring livelihoods and infrastructure on the principle of building back better.',
          ],
        },
        { type: 'h3', text: 'Institutional and legal framework' },
        {
          type: 'table',
          header: ['Body or instrument', 'Key facts'],
          rows: [
            ['Disaster Management Act, 2005', 'Legal basis for disaster management authorities at the national, state and district levels'],
            ['National Disaster Management Authority (NDMA)', 'Chaired by the Prime Minister; lays down policies, plans and guidelines'],
            ['State Disaster Management Authority (SDMA)', 'Chaired by the Chief Minister'],
            ['District Disaster Management Authority (DDMA)', 'Chaired by the Deputy Commissioner (District Collector)'],
            ['National Disaster Response Force (NDRF)', 'Specialised response force constituted under the Act in 2006'],
            ['National Institute of Disaster Management (NIDM)', 'Training, research and capacity building'],
            [
              'Sendai Framework 2015-2030',
              'Four priorities: understand risk; strengthen risk governance; invest in risk reduction for resilience; enhance preparedness and build back better',
            ],
          ],
        },
        { type: 'h3', text: 'Hazards in Punjab' },
        {
          type: 'ul',
          items: [
            'Floods: heavy monsoon rain in the hill catchments, high releases from the Bhakra and Pong dams, breaches in river embankments (dhussi bundhs) and overflow of the Ghaggar have caused major floods, notably in 1988, 2023 and 2025.',
            'Earthquakes: districts near the Himalayan foothills, such as Pathankot, Gurdaspur and Hoshiarpur, face higher seismic risk than the plains of the south-west.',
            'Heat waves and cold waves, dense winter fog that causes road and rail accidents, and drought in years of a weak monsoon.',
            'Fires in standing wheat before harvest, often from sparks in overhead power lines, and stubble fires after the paddy harvest.',
            'Industrial and chemical hazards in clusters around Ludhiana, Mandi Gobindgarh and other towns, including gas leaks and boiler explosions.',
          ],
        },
        {
          type: 'p',
          text: 'Way forward: strengthen embankments and desilt drains before the monsoon; coordinate dam releases with downstream districts; send early warnings to mobile phones through the Common Alerting Protocol; train community volunteers under the Aapda Mitra scheme; and build disaster risk reduction into district and panchayat development plans.',
        },
      ],
      pa: [
        { type: 'h2', text: 'ਆਫ਼ਤ ਪ੍ਰਬੰਧਨ: ਢਾਂਚਾ ਅਤੇ ਪੰਜਾਬ ਦੇ ਖ਼ਤਰੇ' },
        { type: 'h3', text: 'ਧਾਰਨਾਵਾਂ ਅਤੇ ਆਫ਼ਤ ਪ੍ਰਬੰਧਨ ਚੱਕਰ' },
        {
          type: 'p',
          text: 'ਕੋਈ ਖ਼ਤਰਾ ਉਦੋਂ ਆਫ਼ਤ ਬਣਦਾ ਹੈ ਜਦੋਂ ਉਹ ਅਜਿਹੇ ਕਮਜ਼ੋਰ ਭਾਈਚਾਰੇ ਉੱਤੇ ਪੈਂਦਾ ਹੈ ਜਿਸ ਕੋਲ ਉਸ ਨਾਲ ਨਜਿੱਠਣ ਦੀ ਸਮਰੱਥਾ ਨਹੀਂ ਹੁੰਦੀ। ਆਫ਼ਤ ਜੋਖਮ ਨੂੰ ਅਕਸਰ ਖ਼ਤਰੇ ਅਤੇ ਕਮਜ਼ੋਰੀ ਦੇ ਗੁਣਨਫਲ ਨੂੰ ਸਮਰੱਥਾ ਨਾਲ ਵੰਡ ਕੇ ਦਰਸਾਇਆ ਜਾਂਦਾ ਹੈ, ਇਸ ਲਈ ਕਮਜ਼ੋਰੀ ਘਟਾਉਣਾ ਅਤੇ ਸਮਰੱਥਾ ਵਧਾਉਣਾ ਰਾਹਤ ਜਿੰਨਾ ਹੀ ਜ਼ਰੂਰੀ ਹੈ। ਆਫ਼ਤ ਪ੍ਰਬੰਧਨ ਇੱਕ ਲਗਾਤਾਰ ਚੱਕਰ ਹੈ:',
        },
        {
          type: 'ol',
          items: [
            'ਰੋਕਥਾਮ ਅਤੇ ਘਟਾਓ: ਬੰਨ੍ਹਾਂ, ਇਮਾਰਤੀ ਨਿਯਮਾਂ, ਜ਼ਮੀਨੀ ਵਰਤੋਂ ਦੀ ਜ਼ੋਨਿੰਗ ਅਤੇ ਬੀਮੇ ਰਾਹੀਂ ਪਹਿਲਾਂ ਹੀ ਜੋਖਮ ਘਟਾਉਣਾ।',
            'ਤਿਆਰੀ: ਅਗਾਊਂ ਚੇਤਾਵਨੀ, ਨਿਕਾਸੀ ਯੋਜਨਾਵਾਂ, ਮੌਕ ਡ੍ਰਿੱਲਾਂ ਅਤੇ ਰਾਹਤ ਸਮੱਗਰੀ ਦੇ ਭੰਡਾਰ।',
            'ਪ੍ਰਤੀਕਿਰਿਆ: ਪਹਿਲੇ ਘੰਟਿਆਂ ਅਤੇ ਦਿਨਾਂ ਵਿੱਚ ਖੋਜ ਅਤੇ ਬਚਾਅ, ਡਾਕਟਰੀ ਸਹਾਇਤਾ, ਭੋਜਨ, ਪਾਣੀ ਅਤੇ ਆਸਰਾ।',
            'ਬਹਾਲੀ ਅਤੇ ਪੁਨਰ-ਨਿਰਮਾਣ: ਪਹਿਲਾਂ ਨਾਲੋਂ ਬਿਹਤਰ ਉਸਾਰੀ ਦੇ ਸਿਧਾਂਤ ਉੱਤੇ ਰੋਜ਼ੀ-ਰੋਟੀ ਅਤੇ ਢਾਂਚੇ ਦੀ ਬਹਾਲੀ।',
          ],
        },
        { type: 'h3', text: 'ਸੰਸਥਾਗਤ ਅਤੇ ਕਾਨੂੰਨੀ ਢਾਂਚਾ' },
        {
          type: 'table',
          header: ['ਸੰਸਥਾ ਜਾਂ ਸਾਧਨ', 'ਮੁੱਖ ਤੱਥ'],
          rows: [
            ['ਆਫ਼ਤ ਪ੍ਰਬੰਧਨ ਐਕਟ, 2005', 'ਰਾਸ਼ਟਰੀ, ਰਾਜ ਅਤੇ ਜ਼ਿਲ੍ਹਾ ਪੱਧਰ ਦੀਆਂ ਆਫ਼ਤ ਪ੍ਰਬੰਧਨ ਅਥਾਰਿਟੀਆਂ ਦਾ ਕਾਨੂੰਨੀ ਆਧਾਰ'],
            ['ਰਾਸ਼ਟਰੀ ਆਫ਼ਤ ਪ੍ਰਬੰਧਨ ਅਥਾਰਿਟੀ (ਐੱਨ.ਡੀ.ਐੱਮ.ਏ.)', 'ਪ੍ਰਧਾਨ ਮੰਤਰੀ ਚੇਅਰਮੈਨ; ਨੀਤੀਆਂ, ਯੋਜਨਾਵਾਂ ਅਤੇ ਦਿਸ਼ਾ-ਨਿਰਦੇਸ਼ ਤੈਅ ਕਰਦੀ ਹੈ'],
            ['ਰਾਜ ਆਫ਼ਤ ਪ੍ਰਬੰਧਨ ਅਥਾਰਿਟੀ (ਐੱਸ.ਡੀ.ਐੱਮ.ਏ.)', 'ਮੁੱਖ ਮੰਤਰੀ ਚੇਅਰਮੈਨ'],
            ['ਜ਼ਿਲ੍ਹਾ ਆਫ਼ਤ ਪ੍ਰਬੰਧਨ ਅਥਾਰਿਟੀ (ਡੀ.ਡੀ.ਐੱਮ.ਏ.)', 'ਡਿਪਟੀ ਕਮਿਸ਼ਨਰ (ਜ਼ਿਲ੍ਹਾ ਕੁਲੈਕਟਰ) ਚੇਅਰਮੈਨ'],
            ['ਰਾਸ਼ਟਰੀ ਆਫ਼ਤ ਪ੍ਰਤੀਕਿਰਿਆ ਬਲ (ਐੱਨ.ਡੀ.ਆਰ.ਐੱਫ਼.)', 'ਐਕਟ ਅਧੀਨ 2006 ਵਿੱਚ ਬਣਿਆ ਵਿਸ਼ੇਸ਼ ਬਚਾਅ ਬਲ'],
            ['ਰਾਸ਼ਟਰੀ ਆਫ਼ਤ ਪ੍ਰਬੰਧਨ ਸੰਸਥਾਨ (ਐੱਨ.ਆਈ.ਡੀ.ਐੱਮ.)', 'ਸਿਖਲਾਈ, ਖੋਜ ਅਤੇ ਸਮਰੱਥਾ ਨਿਰਮਾਣ'],
            [
              'ਸੇਂਡਾਈ ਫ਼ਰੇਮਵਰਕ 2015-2030',
              'ਚਾਰ ਤਰਜੀਹਾਂ: ਜੋਖਮ ਨੂੰ ਸਮਝਣਾ; ਜੋਖਮ ਸ਼ਾਸਨ ਮਜ਼ਬੂਤ ਕਰਨਾ; ਲਚਕੀਲੇਪਣ ਲਈ ਜੋਖਮ ਘਟਾਉਣ ਵਿੱਚ ਨਿਵੇਸ਼; ਤਿਆਰੀ ਵਧਾਉਣਾ ਅਤੇ ਬਿਹਤਰ ਪੁਨਰ-ਨਿਰਮਾਣ',
            ],
          ],
        },
        { type: 'h3', text: 'ਪੰਜਾਬ ਦੇ ਖ਼ਤਰੇ' },
        {
          type: 'ul',
          items: [
            'ਹੜ੍ਹ: ਪਹਾੜੀ ਜਲਗ੍ਰਹਿਣ ਖੇਤਰਾਂ ਵਿੱਚ ਭਾਰੀ ਮਾਨਸੂਨੀ ਮੀਂਹ, ਭਾਖੜਾ ਅਤੇ ਪੌਂਗ ਡੈਮਾਂ ਤੋਂ ਵੱਧ ਪਾਣੀ ਛੱਡਣ, ਧੁੱਸੀ ਬੰਨ੍ਹਾਂ ਵਿੱਚ ਪਾੜ ਅਤੇ ਘੱਗਰ ਦੇ ਉਛਾਲ ਨੇ ਵੱਡੇ ਹੜ੍ਹ ਲਿਆਂਦੇ, ਖ਼ਾਸ ਕਰਕੇ 1988, 2023 ਅਤੇ 2025 ਵਿੱਚ।',
            'ਭੂਚਾਲ: ਹਿਮਾਲਿਆ ਦੀਆਂ ਪਹਾੜੀਆਂ ਨੇੜਲੇ ਜ਼ਿਲ੍ਹਿਆਂ, ਜਿਵੇਂ ਪਠਾਨਕੋਟ, ਗੁਰਦਾਸਪੁਰ ਅਤੇ ਹੁਸ਼ਿਆਰਪੁਰ, ਵਿੱਚ ਦੱਖਣ-ਪੱਛਮ ਦੇ ਮੈਦਾਨਾਂ ਨਾਲੋਂ ਭੂਚਾਲ ਦਾ ਜੋਖਮ ਵੱਧ ਹੈ।',
            'ਲੂ ਅਤੇ ਸੀਤ ਲਹਿਰ, ਸਰਦੀਆਂ ਦੀ ਸੰਘਣੀ ਧੁੰਦ ਜਿਸ ਨਾਲ ਸੜਕ ਅਤੇ ਰੇਲ ਹਾਦਸੇ ਹੁੰਦੇ ਹਨ, ਅਤੇ ਕਮਜ਼ੋਰ ਮਾਨਸੂਨ ਵਾਲੇ ਸਾਲਾਂ ਵਿੱਚ ਸੋਕਾ।',
            'ਵਾਢੀ ਤੋਂ ਪਹਿਲਾਂ ਖੜ੍ਹੀ ਕਣਕ ਨੂੰ ਅੱਗ, ਜੋ ਅਕਸਰ ਬਿਜਲੀ ਦੀਆਂ ਤਾਰਾਂ ਦੇ ਚੰਗਿਆੜਿਆਂ ਨਾਲ ਲੱਗਦੀ ਹੈ, ਅਤੇ ਝੋਨੇ ਦੀ ਕਟਾਈ ਤੋਂ ਬਾਅਦ ਪਰਾਲੀ ਦੀਆਂ ਅੱਗਾਂ।',
            'ਲੁਧਿਆਣਾ, ਮੰਡੀ ਗੋਬਿੰਦਗੜ੍ਹ ਅਤੇ ਹੋਰ ਸ਼ਹਿਰਾਂ ਦੇ ਸਨਅਤੀ ਸਮੂਹਾਂ ਵਿੱਚ ਗੈਸ ਲੀਕ ਅਤੇ ਬੁਆਇਲਰ ਧਮਾਕਿਆਂ ਵਰਗੇ ਸਨਅਤੀ ਅਤੇ ਰਸਾਇਣਕ ਖ਼ਤਰੇ।',
          ],
        },
        {
          type: 'p',
          text: 'ਅੱਗੇ ਦਾ ਰਾਹ: ਮਾਨਸੂਨ ਤੋਂ ਪਹਿਲਾਂ ਬੰਨ੍ਹ ਮਜ਼ਬੂਤ ਕਰਨਾ ਅਤੇ ਡਰੇਨਾਂ ਦੀ ਸਫ਼ਾਈ; ਡੈਮਾਂ ਤੋਂ ਪਾਣੀ ਛੱਡਣ ਬਾਰੇ ਹੇਠਲੇ ਜ਼ਿਲ੍ਹਿਆਂ ਨਾਲ ਤਾਲਮੇਲ; ਕਾਮਨ ਅਲਰਟਿੰਗ ਪ੍ਰੋਟੋਕੋਲ ਰਾਹੀਂ ਮੋਬਾਈਲ ਫ਼ੋਨਾਂ ਉੱਤੇ ਅਗਾਊਂ ਚੇਤਾਵਨੀ; ਆਪਦਾ ਮਿੱਤਰ ਯੋਜਨਾ ਅਧੀਨ ਭਾਈਚਾਰਕ ਵਲੰਟੀਅਰਾਂ ਦੀ ਸਿਖਲਾਈ; ਅਤੇ ਜ਼ਿਲ੍ਹਾ ਤੇ ਪੰਚਾਇਤ ਵਿਕਾਸ ਯੋਜਨਾਵਾਂ ਵਿੱਚ ਆਫ਼ਤ ਜੋਖਮ ਘਟਾਉਣ ਨੂੰ ਸ਼ਾਮਲ ਕਰਨਾ।',
        },
      ],
    },
  },
  {
    key: 'ethics',
    stage: 'mains',
    title: { en: 'Ethics', pa: 'ਨੈਤਿਕਤਾ' },
    overview: {
      en: "Ethical reasoning is tested mainly through the Problem Solving and Decision Making part of Mains GS Paper IV, which relies on administrative case studies, and it also shapes the essay and the interview. Candidates need clear values, familiarity with key ethical thinkers and the ability to resolve dilemmas fairly, drawing where useful on Punjab's own moral traditions.",
      pa: 'ਨੈਤਿਕ ਸੋਚ ਮੁੱਖ ਤੌਰ ਉੱਤੇ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-4 ਦੇ ਸਮੱਸਿਆ ਹੱਲ ਅਤੇ ਫ਼ੈਸਲਾ ਲੈਣ ਵਾਲੇ ਹਿੱਸੇ ਵਿੱਚ ਪ੍ਰਸ਼ਾਸਨਿਕ ਕੇਸ ਅਧਿਐਨਾਂ ਰਾਹੀਂ ਪਰਖੀ ਜਾਂਦੀ ਹੈ, ਅਤੇ ਇਹ ਲੇਖ ਅਤੇ ਇੰਟਰਵਿਊ ਨੂੰ ਵੀ ਪ੍ਰਭਾਵਿਤ ਕਰਦੀ ਹੈ। ਉਮੀਦਵਾਰਾਂ ਨੂੰ ਸਪਸ਼ਟ ਕਦਰਾਂ-ਕੀਮਤਾਂ, ਮੁੱਖ ਨੈਤਿਕ ਚਿੰਤਕਾਂ ਦੀ ਜਾਣਕਾਰੀ ਅਤੇ ਦੁਬਿਧਾਵਾਂ ਨੂੰ ਨਿਰਪੱਖਤਾ ਨਾਲ ਸੁਲਝਾਉਣ ਦੀ ਯੋਗਤਾ ਚਾਹੀਦੀ ਹੈ, ਅਤੇ ਲੋੜ ਅਨੁਸਾਰ ਪੰਜਾਬ ਦੀਆਂ ਆਪਣੀਆਂ ਨੈਤਿਕ ਪਰੰਪਰਾਵਾਂ ਦਾ ਸਹਾਰਾ ਲੈਣਾ ਚਾਹੀਦਾ ਹੈ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'Ethics, Integrity and Decision Making in Public Service' },
        { type: 'h3', text: 'Foundational values for civil servants' },
        {
          type: 'p',
          text: 'Ethics is concerned with what is right and good in human conduct. For a civil servant the core values are integrity, impartiality and non-partisanship, objectivity, dedication to public service, and empathy, tolerance and compassion towards the weaker sections. The Nolan Committee in the United Kingdom (1995) set out seven principles of public life: selflessness, integrity, objectivity, accountability, openness, honesty and leadership.',
        },
        { type: 'h3', text: 'Thinkers and ideas' },
        {
          type: 'table',
          header: ['Thinker or tradition', 'Key idea', 'Use in answers'],
          rows: [
            ['Aristotle', 'Virtue ethics: good character and the golden mean', 'Building habits of honesty and courage'],
            [
              'Immanuel Kant',
              'Act only on a rule you could will to be universal; treat people as ends, never merely as means',
              'Respecting the dignity of every citizen',
            ],
            [
              'Jeremy Bentham and J.S. Mill',
              'Utilitarianism: the greatest good of the greatest number',
              'Weighing the costs and benefits of a policy',
            ],
            [
              'Mahatma Gandhi',
              'Truth, non-violence, trusteeship and the talisman of recalling the poorest person',
              'Testing a decision by its effect on the weakest',
            ],
            [
              'Guru Nanak Dev',
              'Kirat karo, naam japo, vand chhako; equality expressed through sangat and pangat',
              'Honest work, sharing and equality in public life',
            ],
            ['B.R. Ambedkar', 'Constitutional morality and social justice', 'Placing the Constitution above personal or group loyalties'],
          ],
        },
        { type: 'h3', text: 'Emotional intelligence, attitude and probity' },
        {
          type: 'ul',
          items: [
            'Daniel Goleman describes five components of emotional intelligence: self-awareness, self-regulation, motivation, empathy and social skills.',
            'Attitude has cognitive, affective and behavioural components; persuasion and social influence can change attitudes, as in campaigns against drug abuse or female foeticide.',
            "Probity in governance rests on transparency, codes of conduct such as the All India Services (Conduct) Rules, 1968, citizens' charters and protection for whistle-blowers.",
            "Gandhi's seven social sins: politics without principles, wealth without work, pleasure without conscience, knowledge without character, commerce without morality, science without humanity and worship without sacrifice.",
          ],
        },
        { type: 'h3', text: 'Approach to a case study' },
        {
          type: 'ol',
          items: [
            'Identify the stakeholders and the facts, separating what is known from what is assumed.',
            'State the ethical dilemma clearly, for example following rules versus showing compassion, or loyalty to a superior versus the public interest.',
            'List the options available, with their merits, demerits and legal position.',
            'Choose the option that is lawful, fair to all stakeholders and protective of the most vulnerable, and explain how you would carry it out.',
            'Suggest long-term systemic reforms so that the dilemma does not recur.',
          ],
        },
      ],
      pa: [
        { type: 'h2', text: 'ਜਨਤਕ ਸੇਵਾ ਵਿੱਚ ਨੈਤਿਕਤਾ, ਇਮਾਨਦਾਰੀ ਅਤੇ ਫ਼ੈਸਲਾ' },
        { type: 'h3', text: 'ਸਿਵਲ ਅਧਿਕਾਰੀਆਂ ਲਈ ਬੁਨਿਆਦੀ ਕਦਰਾਂ-ਕੀਮਤਾਂ' },
        {
          type: 'p',
          text: 'ਨੈਤਿਕਤਾ ਮਨੁੱਖੀ ਵਿਹਾਰ ਵਿੱਚ ਸਹੀ ਅਤੇ ਚੰਗੇ ਨਾਲ ਸਬੰਧਿਤ ਹੈ। ਸਿਵਲ ਅਧਿਕਾਰੀ ਲਈ ਮੁੱਖ ਕਦਰਾਂ-ਕੀਮਤਾਂ ਹਨ: ਇਮਾਨਦਾਰੀ, ਨਿਰਪੱਖਤਾ ਅਤੇ ਗ਼ੈਰ-ਪੱਖਪਾਤੀ ਰਵੱਈਆ, ਵਸਤੂਨਿਸ਼ਠਤਾ, ਜਨਤਕ ਸੇਵਾ ਪ੍ਰਤੀ ਸਮਰਪਣ, ਅਤੇ ਕਮਜ਼ੋਰ ਵਰਗਾਂ ਪ੍ਰਤੀ ਹਮਦਰਦੀ, ਸਹਿਣਸ਼ੀਲਤਾ ਅਤੇ ਦਇਆ। ਬਰਤਾਨੀਆ ਦੀ ਨੋਲਨ ਕਮੇਟੀ (1995) ਨੇ ਜਨਤਕ ਜੀਵਨ ਦੇ ਸੱਤ ਸਿਧਾਂਤ ਦੱਸੇ: ਨਿਰਸਵਾਰਥਤਾ, ਇਮਾਨਦਾਰੀ, ਵਸਤੂਨਿਸ਼ਠਤਾ, ਜਵਾਬਦੇਹੀ, ਖੁੱਲ੍ਹਾਪਣ, ਸੱਚਾਈ ਅਤੇ ਅਗਵਾਈ।',
        },
        { type: 'h3', text: 'ਚਿੰਤਕ ਅਤੇ ਵਿਚਾਰ' },
        {
          type: 'table',
          header: ['ਚਿੰਤਕ ਜਾਂ ਪਰੰਪਰਾ', 'ਮੁੱਖ ਵਿਚਾਰ', 'ਉੱਤਰਾਂ ਵਿੱਚ ਵਰਤੋਂ'],
          rows: [
            ['ਅਰਸਤੂ', 'ਸਦਗੁਣ ਨੈਤਿਕਤਾ: ਚੰਗਾ ਚਰਿੱਤਰ ਅਤੇ ਸੁਨਹਿਰੀ ਮੱਧ-ਮਾਰਗ', 'ਇਮਾਨਦਾਰੀ ਅਤੇ ਹੌਸਲੇ ਦੀਆਂ ਆਦਤਾਂ ਬਣਾਉਣਾ'],
            ['ਇਮੈਨੁਅਲ ਕਾਂਟ', 'ਸਿਰਫ਼ ਉਸ ਨਿਯਮ ਉੱਤੇ ਚੱਲੋ ਜਿਸ ਨੂੰ ਸਰਬਵਿਆਪਕ ਬਣਾਉਣਾ ਚਾਹੋ; ਮਨੁੱਖ ਨੂੰ ਕਦੇ ਸਿਰਫ਼ ਸਾਧਨ ਨਾ ਸਮਝੋ', 'ਹਰ ਨਾਗਰਿਕ ਦੀ ਮਰਯਾਦਾ ਦਾ ਸਤਿਕਾਰ'],
            ['ਜੇਰਮੀ ਬੈਂਥਮ ਅਤੇ ਜੇ.ਐੱਸ. ਮਿੱਲ', 'ਉਪਯੋਗਿਤਾਵਾਦ: ਵੱਧ ਤੋਂ ਵੱਧ ਲੋਕਾਂ ਦਾ ਵੱਧ ਤੋਂ ਵੱਧ ਭਲਾ', 'ਨੀਤੀ ਦੇ ਲਾਭ ਅਤੇ ਲਾਗਤ ਨੂੰ ਤੋਲਣਾ'],
            ['ਮਹਾਤਮਾ ਗਾਂਧੀ', 'ਸੱਚ, ਅਹਿੰਸਾ, ਟਰੱਸਟੀਸ਼ਿਪ ਅਤੇ ਸਭ ਤੋਂ ਗ਼ਰੀਬ ਵਿਅਕਤੀ ਨੂੰ ਯਾਦ ਕਰਨ ਵਾਲਾ ਜੰਤਰ', 'ਫ਼ੈਸਲੇ ਨੂੰ ਸਭ ਤੋਂ ਕਮਜ਼ੋਰ ਉੱਤੇ ਉਸ ਦੇ ਅਸਰ ਨਾਲ ਪਰਖਣਾ'],
            ['ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ', 'ਕਿਰਤ ਕਰੋ, ਨਾਮ ਜਪੋ, ਵੰਡ ਛਕੋ; ਸੰਗਤ ਅਤੇ ਪੰਗਤ ਰਾਹੀਂ ਬਰਾਬਰੀ', 'ਜਨਤਕ ਜੀਵਨ ਵਿੱਚ ਇਮਾਨਦਾਰ ਕਿਰਤ, ਵੰਡ ਕੇ ਛਕਣਾ ਅਤੇ ਬਰਾਬਰੀ'],
            ['ਬੀ.ਆਰ. ਅੰਬੇਡਕਰ', 'ਸੰਵਿਧਾਨਕ ਨੈਤਿਕਤਾ ਅਤੇ ਸਮਾਜਿਕ ਨਿਆਂ', 'ਸੰਵਿਧਾਨ ਨੂੰ ਨਿੱਜੀ ਜਾਂ ਧੜੇ ਦੀ ਵਫ਼ਾਦਾਰੀ ਤੋਂ ਉੱਪਰ ਰੱਖਣਾ'],
          ],
        },
        { type: 'h3', text: 'ਭਾਵਨਾਤਮਕ ਬੁੱਧੀ, ਰਵੱਈਆ ਅਤੇ ਸੁਚਿਤਾ' },
        {
          type: 'ul',
          items: [
            'ਡੈਨੀਅਲ ਗੋਲਮੈਨ ਭਾਵਨਾਤਮਕ ਬੁੱਧੀ ਦੇ ਪੰਜ ਅੰਗ ਦੱਸਦੇ ਹਨ: ਸਵੈ-ਜਾਗਰੂਕਤਾ, ਸਵੈ-ਨਿਯੰਤਰਣ, ਪ੍ਰੇਰਨਾ, ਹਮਦਰਦੀ ਅਤੇ ਸਮਾਜਿਕ ਹੁਨਰ।',
            'ਰਵੱਈਏ ਦੇ ਬੋਧਾਤਮਕ, ਭਾਵਨਾਤਮਕ ਅਤੇ ਵਿਹਾਰਕ ਅੰਗ ਹੁੰਦੇ ਹਨ; ਪ੍ਰੇਰਨਾ ਅਤੇ ਸਮਾਜਿਕ ਪ੍ਰਭਾਵ ਰਵੱਈਏ ਬਦਲ ਸਕਦੇ ਹਨ, ਜਿਵੇਂ ਨਸ਼ਿਆਂ ਜਾਂ ਭਰੂਣ ਹੱਤਿਆ ਵਿਰੁੱਧ ਮੁਹਿੰਮਾਂ ਵਿੱਚ।',
            'ਸ਼ਾਸਨ ਵਿੱਚ ਸੁਚਿਤਾ ਪਾਰਦਰਸ਼ਤਾ, ਆਲ ਇੰਡੀਆ ਸਰਵਿਸਿਜ਼ (ਆਚਰਣ) ਨਿਯਮ, 1968 ਵਰਗੇ ਆਚਾਰ ਨਿਯਮਾਂ, ਨਾਗਰਿਕ ਚਾਰਟਰਾਂ ਅਤੇ ਵਿਸਲ ਬਲੋਅਰਾਂ ਦੀ ਸੁਰੱਖਿਆ ਉੱਤੇ ਟਿਕੀ ਹੈ।',
            'ਗਾਂਧੀ ਜੀ ਦੇ ਸੱਤ ਸਮਾਜਿਕ ਪਾਪ: ਸਿਧਾਂਤਾਂ ਤੋਂ ਬਿਨਾਂ ਰਾਜਨੀਤੀ, ਮਿਹਨਤ ਤੋਂ ਬਿਨਾਂ ਦੌਲਤ, ਜ਼ਮੀਰ ਤੋਂ ਬਿਨਾਂ ਸੁਖ, ਚਰਿੱਤਰ ਤੋਂ ਬਿਨਾਂ ਗਿਆਨ, ਨੈਤਿਕਤਾ ਤੋਂ ਬਿਨਾਂ ਵਪਾਰ, ਮਨੁੱਖਤਾ ਤੋਂ ਬਿਨਾਂ ਵਿਗਿਆਨ ਅਤੇ ਤਿਆਗ ਤੋਂ ਬਿਨਾਂ ਪੂਜਾ।',
          ],
        },
        { type: 'h3', text: 'ਕੇਸ ਅਧਿਐਨ ਹੱਲ ਕਰਨ ਦਾ ਤਰੀਕਾ' },
        {
          type: 'ol',
          items: [
            'ਸਬੰਧਿਤ ਧਿਰਾਂ ਅਤੇ ਤੱਥਾਂ ਦੀ ਪਛਾਣ ਕਰੋ, ਅਤੇ ਜੋ ਪਤਾ ਹੈ ਉਸ ਨੂੰ ਅੰਦਾਜ਼ਿਆਂ ਤੋਂ ਵੱਖ ਕਰੋ।',
            'ਨੈਤਿਕ ਦੁਬਿਧਾ ਸਪਸ਼ਟ ਲਿਖੋ, ਜਿਵੇਂ ਨਿਯਮਾਂ ਦੀ ਪਾਲਣਾ ਬਨਾਮ ਦਇਆ, ਜਾਂ ਸੀਨੀਅਰ ਪ੍ਰਤੀ ਵਫ਼ਾਦਾਰੀ ਬਨਾਮ ਜਨਹਿਤ।',
            'ਉਪਲਬਧ ਵਿਕਲਪਾਂ ਨੂੰ ਉਨ੍ਹਾਂ ਦੇ ਗੁਣਾਂ, ਔਗੁਣਾਂ ਅਤੇ ਕਾਨੂੰਨੀ ਸਥਿਤੀ ਸਮੇਤ ਲਿਖੋ।',
            'ਉਹ ਵਿਕਲਪ ਚੁਣੋ ਜੋ ਕਾਨੂੰਨੀ ਹੋਵੇ, ਸਾਰੀਆਂ ਧਿਰਾਂ ਨਾਲ ਨਿਆਂ ਕਰੇ ਅਤੇ ਸਭ ਤੋਂ ਕਮਜ਼ੋਰ ਦੀ ਰੱਖਿਆ ਕਰੇ, ਅਤੇ ਦੱਸੋ ਕਿ ਤੁਸੀਂ ਇਸ ਨੂੰ ਕਿਵੇਂ ਲਾਗੂ ਕਰੋਗੇ।',
            'ਲੰਮੇ ਸਮੇਂ ਦੇ ਪ੍ਰਣਾਲੀਗਤ ਸੁਧਾਰ ਸੁਝਾਓ ਤਾਂ ਜੋ ਇਹ ਦੁਬਿਧਾ ਮੁੜ ਨਾ ਆਵੇ।',
          ],
        },
      ],
    },
  },
  {
    key: 'english-language',
    stage: 'mains',
    title: { en: 'English Language', pa: 'ਅੰਗਰੇਜ਼ੀ ਭਾਸ਼ਾ' },
    overview: {
      en: 'English is a compulsory paper of the PPSC Mains (Paper II, 100 marks, of 10+2 standard) whose marks count towards the final merit. It tests comprehension, precis writing, letter and essay writing, translation and grammar, so regular practice of accurate and concise writing is essential.',
      pa: 'ਅੰਗਰੇਜ਼ੀ ਪੀ.ਪੀ.ਐੱਸ.ਸੀ. ਮੇਨਜ਼ ਦਾ ਲਾਜ਼ਮੀ ਪੇਪਰ ਹੈ (ਪੇਪਰ-2, 100 ਅੰਕ, 10+2 ਪੱਧਰ), ਜਿਸ ਦੇ ਅੰਕ ਅੰਤਿਮ ਮੈਰਿਟ ਵਿੱਚ ਜੁੜਦੇ ਹਨ। ਇਸ ਵਿੱਚ ਪੈਰ੍ਹੇ ਦੀ ਸਮਝ, ਸਾਰ ਲੇਖਣ, ਚਿੱਠੀ ਅਤੇ ਲੇਖ ਰਚਨਾ, ਅਨੁਵਾਦ ਅਤੇ ਵਿਆਕਰਨ ਪਰਖੇ ਜਾਂਦੇ ਹਨ, ਇਸ ਲਈ ਸਹੀ ਅਤੇ ਸੰਖੇਪ ਲਿਖਣ ਦਾ ਨਿਯਮਿਤ ਅਭਿਆਸ ਜ਼ਰੂਰੀ ਹੈ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'English Language (Mains Paper II): Skills and Practice' },
        { type: 'h3', text: 'What the paper tests' },
        {
          type: 'ul',
          items: [
            'Comprehension of an unseen passage, with questions on understanding, inference and vocabulary.',
            'Precis writing: condensing a passage to about one-third of its length, with a suitable title.',
            'Letter writing: formal letters to officials, editors or organisations.',
            'Essay or paragraph writing on a general topic.',
            'Translation between Punjabi and English.',
            'Grammar and usage: tenses, articles, prepositions, voice, narration, idioms, synonyms and antonyms, and error correction.',
          ],
        },
        { type: 'h3', text: 'Rules for a good precis' },
        {
          type: 'ol',
          items: [
            'Read the passage twice and identify the central idea and the supporting points.',
            'Write in your own words, in the third person and in reported speech.',
            'Leave out examples, repetition, figures of speech and minor details.',
            'Keep to about one-third of the original length, and count your words.',
            'Add a short title that captures the theme.',
          ],
        },
        { type: 'h3', text: 'Common errors to avoid' },
        {
          type: 'table',
          header: ['Incorrect', 'Correct', 'Rule'],
          rows: [
            ['He is senior than me.', 'He is senior to me.', 'Senior, junior, superior and inferior take "to", not "than"'],
            ['Each of the boys have a book.', 'Each of the boys has a book.', '"Each" takes a singular verb'],
            ['I am knowing the answer.', 'I know the answer.', 'Stative verbs such as know are not used in the continuous form'],
            ['She is married with a doctor.', 'She is married to a doctor.', '"Married" takes "to"'],
            ['Neither of them were present.', 'Neither of them was present.', '"Neither of" takes a singular verb in formal English'],
            ['He has come yesterday.', 'He came yesterday.', 'The present perfect is not used with a definite past time'],
            ['The furnitures are new.', 'The furniture is new.', '"Furniture" is an uncountable noun'],
            ['One of my friend is a lawyer.', 'One of my friends is a lawyer.', '"One of" takes a plural noun and a singular verb'],
          ],
        },
        { type: 'h3', text: 'Letter format and practice plan' },
        {
          type: 'p',
          text: "A formal letter follows a fixed order: the sender's address, the date, the receiver's designation and address, a subject line, the salutation (Sir or Madam), the body in short paragraphs, the complimentary close (Yours faithfully), and the signature with name. Build the skill steadily: translate one editorial paragraph a day between Punjabi and English, write a 150-word precis every week, and keep a notebook of errors from your own corrected answers.",
        },
      ],
      pa: [
        { type: 'h2', text: 'ਅੰਗਰੇਜ਼ੀ ਭਾਸ਼ਾ (ਮੇਨਜ਼ ਪੇਪਰ-2): ਹੁਨਰ ਅਤੇ ਅਭਿਆਸ' },
        { type: 'h3', text: 'ਪੇਪਰ ਕੀ ਪਰਖਦਾ ਹੈ' },
        {
          type: 'ul',
          items: [
            'ਅਣਡਿੱਠੇ ਪੈਰ੍ਹੇ ਦੀ ਸਮਝ, ਜਿਸ ਵਿੱਚ ਸਮਝ, ਅਨੁਮਾਨ ਅਤੇ ਸ਼ਬਦਾਵਲੀ ਬਾਰੇ ਪ੍ਰਸ਼ਨ ਹੁੰਦੇ ਹਨ।',
            'ਸਾਰ ਲੇਖਣ (ਪ੍ਰੈਸੀ): ਪੈਰ੍ਹੇ ਨੂੰ ਢੁਕਵੇਂ ਸਿਰਲੇਖ ਸਮੇਤ ਉਸ ਦੀ ਲੰਬਾਈ ਦੇ ਲਗਭਗ ਤੀਜੇ ਹਿੱਸੇ ਤੱਕ ਘਟਾਉਣਾ।',
            'ਚਿੱਠੀ ਲੇਖਣ: ਅਧਿਕਾਰੀਆਂ, ਸੰਪਾਦਕਾਂ ਜਾਂ ਸੰਸਥਾਵਾਂ ਨੂੰ ਰਸਮੀ ਚਿੱਠੀਆਂ।',
            'ਕਿਸੇ ਆਮ ਵਿਸ਼ੇ ਉੱਤੇ ਲੇਖ ਜਾਂ ਪੈਰ੍ਹਾ ਰਚਨਾ।',
            'ਪੰਜਾਬੀ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਵਿਚਕਾਰ ਅਨੁਵਾਦ।',
            'ਵਿਆਕਰਨ ਅਤੇ ਵਰਤੋਂ: ਕਾਲ, ਆਰਟੀਕਲ, ਸਬੰਧਕ, ਵਾਚ, ਕਥਨ, ਮੁਹਾਵਰੇ, ਸਮਾਨਾਰਥੀ ਅਤੇ ਵਿਰੋਧੀ ਸ਼ਬਦ, ਅਤੇ ਗ਼ਲਤੀਆਂ ਦੀ ਸੋਧ।',
          ],
        },
        { type: 'h3', text: 'ਚੰਗੇ ਸਾਰ ਲੇਖਣ ਦੇ ਨਿਯਮ' },
        {
          type: 'ol',
          items: [
            'ਪੈਰ੍ਹਾ ਦੋ ਵਾਰ ਪੜ੍ਹੋ ਅਤੇ ਕੇਂਦਰੀ ਵਿਚਾਰ ਤੇ ਸਹਾਇਕ ਨੁਕਤੇ ਪਛਾਣੋ।',
            'ਆਪਣੇ ਸ਼ਬਦਾਂ ਵਿੱਚ, ਅਨਯ ਪੁਰਖ ਵਿੱਚ ਅਤੇ ਅਸਿੱਧੇ ਕਥਨ ਵਿੱਚ ਲਿਖੋ।',
            'ਉਦਾਹਰਨਾਂ, ਦੁਹਰਾਓ, ਅਲੰਕਾਰ ਅਤੇ ਛੋਟੇ ਵੇਰਵੇ ਛੱਡ ਦਿਓ।',
            'ਲੰਬਾਈ ਮੂਲ ਦੇ ਲਗਭਗ ਤੀਜੇ ਹਿੱਸੇ ਤੱਕ ਰੱਖੋ ਅਤੇ ਸ਼ਬਦ ਗਿਣੋ।',
            'ਵਿਸ਼ੇ ਨੂੰ ਦਰਸਾਉਂਦਾ ਛੋਟਾ ਸਿਰਲੇਖ ਦਿਓ।',
          ],
        },
        { type: 'h3', text: 'ਬਚਣਯੋਗ ਆਮ ਗ਼ਲਤੀਆਂ' },
        {
          type: 'table',
          header: ['ਗ਼ਲਤ', 'ਸਹੀ', 'ਨਿਯਮ'],
          rows: [
            ['He is senior than me.', 'He is senior to me.', 'senior, junior, superior ਅਤੇ inferior ਨਾਲ "than" ਨਹੀਂ, "to" ਲੱਗਦਾ ਹੈ'],
            ['Each of the boys have a book.', 'Each of the boys has a book.', '"Each" ਨਾਲ ਇੱਕਵਚਨ ਕਿਰਿਆ ਆਉਂਦੀ ਹੈ'],
            ['I am knowing the answer.', 'I know the answer.', 'know ਵਰਗੀਆਂ ਅਵਸਥਾ-ਸੂਚਕ ਕਿਰਿਆਵਾਂ ਨਿਰੰਤਰ ਕਾਲ ਵਿੱਚ ਨਹੀਂ ਵਰਤੀਆਂ ਜਾਂਦੀਆਂ'],
            ['She is married with a doctor.', 'She is married to a doctor.', '"Married" ਨਾਲ "to" ਲੱਗਦਾ ਹੈ'],
            ['Neither of them were present.', 'Neither of them was present.', 'ਰਸਮੀ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ "Neither of" ਨਾਲ ਇੱਕਵਚਨ ਕਿਰਿਆ'],
            ['He has come yesterday.', 'He came yesterday.', 'ਨਿਸ਼ਚਿਤ ਬੀਤੇ ਸਮੇਂ ਨਾਲ present perfect ਨਹੀਂ ਵਰਤਿਆ ਜਾਂਦਾ'],
            ['The furnitures are new.', 'The furniture is new.', '"Furniture" ਅਣਗਿਣਨਯੋਗ ਨਾਂਵ ਹੈ'],
            ['One of my friend is a lawyer.', 'One of my friends is a lawyer.', '"One of" ਤੋਂ ਬਾਅਦ ਬਹੁਵਚਨ ਨਾਂਵ ਅਤੇ ਇੱਕਵਚਨ ਕਿਰਿਆ'],
          ],
        },
        { type: 'h3', text: 'ਚਿੱਠੀ ਦਾ ਢਾਂਚਾ ਅਤੇ ਅਭਿਆਸ ਯੋਜਨਾ' },
        {
          type: 'p',
          text: 'ਰਸਮੀ ਚਿੱਠੀ ਇੱਕ ਪੱਕੀ ਤਰਤੀਬ ਵਿੱਚ ਲਿਖੀ ਜਾਂਦੀ ਹੈ: ਭੇਜਣ ਵਾਲੇ ਦਾ ਪਤਾ, ਤਾਰੀਖ਼, ਪ੍ਰਾਪਤ ਕਰਨ ਵਾਲੇ ਦਾ ਅਹੁਦਾ ਅਤੇ ਪਤਾ, ਵਿਸ਼ਾ, ਸੰਬੋਧਨ (Sir ਜਾਂ Madam), ਛੋਟੇ ਪੈਰ੍ਹਿਆਂ ਵਿੱਚ ਮੁੱਖ ਲਿਖਤ, ਸਮਾਪਤੀ (Yours faithfully), ਅਤੇ ਨਾਂ ਸਮੇਤ ਦਸਤਖ਼ਤ। ਹੁਨਰ ਹੌਲੀ-ਹੌਲੀ ਪੱਕਾ ਕਰੋ: ਹਰ ਰੋਜ਼ ਇੱਕ ਸੰਪਾਦਕੀ ਪੈਰ੍ਹੇ ਦਾ ਪੰਜਾਬੀ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਵਿਚਕਾਰ ਅਨੁਵਾਦ ਕਰੋ, ਹਰ ਹਫ਼ਤੇ 150 ਸ਼ਬਦਾਂ ਦਾ ਸਾਰ ਲਿਖੋ, ਅਤੇ ਆਪਣੇ ਜਾਂਚੇ ਹੋਏ ਉੱਤਰਾਂ ਦੀਆਂ ਗ਼ਲਤੀਆਂ ਦੀ ਕਾਪੀ ਬਣਾਓ।',
        },
      ],
    },
  },
  {
    key: 'statistics',
    stage: 'mains',
    title: { en: 'Statistics', pa: 'ਅੰਕੜਾ ਵਿਗਿਆਨ' },
    overview: {
      en: "Statistics is part of Mains GS Paper III, alongside the economy and security issues. It tests basic concepts, measures of central tendency and dispersion, correlation, index numbers and the interpretation of tables and graphs, as well as knowledge of India's statistical system and official surveys.",
      pa: 'ਅੰਕੜਾ ਵਿਗਿਆਨ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-3 ਵਿੱਚ ਅਰਥਚਾਰੇ ਅਤੇ ਸੁਰੱਖਿਆ ਮੁੱਦਿਆਂ ਦੇ ਨਾਲ ਆਉਂਦਾ ਹੈ। ਇਸ ਵਿੱਚ ਮੂਲ ਧਾਰਨਾਵਾਂ, ਕੇਂਦਰੀ ਪ੍ਰਵਿਰਤੀ ਅਤੇ ਫੈਲਾਅ ਦੇ ਮਾਪ, ਸਹਿ-ਸਬੰਧ, ਸੂਚਕ ਅੰਕ ਅਤੇ ਸਾਰਣੀਆਂ ਤੇ ਗ੍ਰਾਫ਼ਾਂ ਦੀ ਵਿਆਖਿਆ ਦੇ ਨਾਲ-ਨਾਲ ਭਾਰਤ ਦੀ ਅੰਕੜਾ ਪ੍ਰਣਾਲੀ ਅਤੇ ਸਰਕਾਰੀ ਸਰਵੇਖਣਾਂ ਦੀ ਜਾਣਕਾਰੀ ਪਰਖੀ ਜਾਂਦੀ ਹੈ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'Statistics: Concepts, Formulas and Official Data' },
        { type: 'h3', text: 'Collecting and presenting data' },
        {
          type: 'ul',
          items: [
            'Primary data are collected first-hand through censuses, surveys and experiments; secondary data come from published sources such as the Census reports or the Statistical Abstract of Punjab.',
            'A census covers every unit of the population, while a sample covers only a part. Simple random sampling gives every unit an equal chance of selection; stratified sampling first divides the population into homogeneous groups.',
            'Presentation: tables, bar diagrams, pie charts (angle of a sector = value / total x 360 degrees), histograms for continuous frequency distributions, frequency polygons, and ogives (cumulative frequency curves that locate the median graphically).',
          ],
        },
        { type: 'h3', text: 'Formula sheet' },
        {
          type: 'table',
          header: ['Measure', 'Formula', 'Note'],
          rows: [
            ['Arithmetic mean', 'Sum of observations / n', 'Pulled by extreme values'],
            [
              'Median',
              'Middle value of ordered data: the ((n + 1)/2)th item when n is odd; the average of the two middle items when n is even',
              'Not affected by outliers; preferred for income data',
            ],
            ['Mode', 'Most frequent value', 'For moderately skewed data, Mode = 3 Median - 2 Mean'],
            ['Range', 'Largest value - smallest value', 'Simplest measure of dispersion'],
            ['Standard deviation (SD)', 'Square root of the mean of squared deviations from the mean', 'Variance = SD squared'],
            ['Coefficient of variation', 'SD / Mean x 100', 'Compares the relative variability of two series'],
            [
              'Karl Pearson correlation (r)',
              'Covariance of x and y / (SD of x x SD of y)',
              'Lies between -1 and +1; correlation does not prove causation',
            ],
            ['Probability', 'Favourable outcomes / total equally likely outcomes', 'Lies between 0 and 1'],
            [
              'Index numbers',
              'Laspeyres uses base-year quantities as weights; Paasche uses current-year quantities',
              "Fisher's ideal index is the geometric mean of the two",
            ],
          ],
        },
        {
          type: 'p',
          text: 'Worked example: the marks of five students are 40, 50, 60, 70 and 80. Mean = 300 / 5 = 60 and median = 60; range = 40. The deviations from the mean are -20, -10, 0, 10 and 20, so variance = (400 + 100 + 0 + 100 + 400) / 5 = 200 and SD is about 14.1. Coefficient of variation = 14.1 / 60 x 100, or about 23.6 per cent.',
        },
        { type: 'h3', text: "India's statistical system" },
        {
          type: 'ul',
          items: [
            'P.C. Mahalanobis founded the Indian Statistical Institute at Kolkata in 1931; his birthday, 29 June, is observed as Statistics Day.',
            'The National Statistical Office (NSO) under the Ministry of Statistics and Programme Implementation was formed in 2019 by merging the Central Statistics Office and the National Sample Survey Office.',
            'Major data sources: the Census (last held in 2011, the next due in 2027), the Periodic Labour Force Survey (since 2017-18), the National Family Health Survey (NFHS-5 covered 2019-21), the Index of Industrial Production and the Consumer Price Index.',
            'In Punjab, the Economic and Statistical Organisation publishes the Statistical Abstract of Punjab and estimates of Gross State Domestic Product.',
          ],
        },
      ],
      pa: [
        { type: 'h2', text: 'ਅੰਕੜਾ ਵਿਗਿਆਨ: ਧਾਰਨਾਵਾਂ, ਫ਼ਾਰਮੂਲੇ ਅਤੇ ਸਰਕਾਰੀ ਅੰਕੜੇ' },
        { type: 'h3', text: 'ਅੰਕੜੇ ਇਕੱਠੇ ਕਰਨਾ ਅਤੇ ਪੇਸ਼ ਕਰਨਾ' },
        {
          type: 'ul',
          items: [
            'ਮੁੱਢਲੇ ਅੰਕੜੇ ਜਨਗਣਨਾ, ਸਰਵੇਖਣਾਂ ਅਤੇ ਤਜਰਬਿਆਂ ਰਾਹੀਂ ਸਿੱਧੇ ਇਕੱਠੇ ਕੀਤੇ ਜਾਂਦੇ ਹਨ; ਸੈਕੰਡਰੀ ਅੰਕੜੇ ਛਪੇ ਸਰੋਤਾਂ ਤੋਂ ਮਿਲਦੇ ਹਨ, ਜਿਵੇਂ ਜਨਗਣਨਾ ਰਿਪੋਰਟਾਂ ਜਾਂ ਪੰਜਾਬ ਦਾ ਅੰਕੜਾ ਸਾਰ (ਸਟੈਟਿਸਟੀਕਲ ਐਬਸਟ੍ਰੈਕਟ)।',
            'ਜਨਗਣਨਾ ਆਬਾਦੀ ਦੀ ਹਰ ਇਕਾਈ ਨੂੰ ਗਿਣਦੀ ਹੈ, ਜਦਕਿ ਨਮੂਨਾ ਸਿਰਫ਼ ਇੱਕ ਹਿੱਸੇ ਨੂੰ। ਸਧਾਰਨ ਬੇਤਰਤੀਬ ਨਮੂਨੇ ਵਿੱਚ ਹਰ ਇਕਾਈ ਦੇ ਚੁਣੇ ਜਾਣ ਦੀ ਬਰਾਬਰ ਸੰਭਾਵਨਾ ਹੁੰਦੀ ਹੈ; ਪੱਧਰੀ ਨਮੂਨੇ ਵਿੱਚ ਪਹਿਲਾਂ ਆਬਾਦੀ ਨੂੰ ਇੱਕੋ-ਜਿਹੇ ਸਮੂਹਾਂ ਵਿੱਚ ਵੰਡਿਆ ਜਾਂਦਾ ਹੈ।',
            'ਪੇਸ਼ਕਾਰੀ: ਸਾਰਣੀਆਂ, ਬਾਰ ਚਿੱਤਰ, ਪਾਈ ਚਾਰਟ (ਖੰਡ ਦਾ ਕੋਣ = ਮੁੱਲ / ਕੁੱਲ x 360 ਡਿਗਰੀ), ਲਗਾਤਾਰ ਬਾਰੰਬਾਰਤਾ ਵੰਡ ਲਈ ਹਿਸਟੋਗ੍ਰਾਮ, ਬਾਰੰਬਾਰਤਾ ਬਹੁਭੁਜ, ਅਤੇ ਓਜਾਈਵ (ਸੰਚਿਤ ਬਾਰੰਬਾਰਤਾ ਵਕਰ, ਜਿਨ੍ਹਾਂ ਨਾਲ ਮੱਧਿਕਾ ਗ੍ਰਾਫ਼ ਰਾਹੀਂ ਲੱਭੀ ਜਾਂਦੀ ਹੈ)।',
          ],
        },
        { type: 'h3', text: 'ਫ਼ਾਰਮੂਲਾ ਸ਼ੀਟ' },
        {
          type: 'table',
          header: ['ਮਾਪ', 'ਫ਼ਾਰਮੂਲਾ', 'ਟਿੱਪਣੀ'],
          rows: [
            ['ਅੰਕ-ਗਣਿਤਕ ਔਸਤ', 'ਅੰਕਾਂ ਦਾ ਜੋੜ / n', 'ਬਹੁਤ ਵੱਡੇ-ਛੋਟੇ ਮੁੱਲਾਂ ਨਾਲ ਪ੍ਰਭਾਵਿਤ ਹੁੰਦੀ ਹੈ'],
            [
              'ਮੱਧਿਕਾ',
              'ਤਰਤੀਬ ਵਿੱਚ ਰੱਖੇ ਅੰਕਾਂ ਦਾ ਵਿਚਕਾਰਲਾ ਮੁੱਲ: n ਟਾਂਕ ਹੋਵੇ ਤਾਂ ((n + 1)/2)ਵਾਂ ਅੰਕ; n ਜਿਸਤ ਹੋਵੇ ਤਾਂ ਦੋ ਵਿਚਕਾਰਲੇ ਅੰਕਾਂ ਦੀ ਔਸਤ',
              'ਅਸਧਾਰਨ ਮੁੱਲਾਂ ਦਾ ਅਸਰ ਨਹੀਂ; ਆਮਦਨ ਦੇ ਅੰਕੜਿਆਂ ਲਈ ਢੁਕਵੀਂ',
            ],
            ['ਬਹੁਲਕ', 'ਸਭ ਤੋਂ ਵੱਧ ਵਾਰ ਆਉਣ ਵਾਲਾ ਮੁੱਲ', 'ਦਰਮਿਆਨੇ ਵਿਖਮ ਅੰਕੜਿਆਂ ਲਈ ਬਹੁਲਕ = 3 ਮੱਧਿਕਾ - 2 ਔਸਤ'],
            ['ਵਿਸਤਾਰ', 'ਸਭ ਤੋਂ ਵੱਡਾ ਮੁੱਲ - ਸਭ ਤੋਂ ਛੋਟਾ ਮੁੱਲ', 'ਫੈਲਾਅ ਦਾ ਸਭ ਤੋਂ ਸਰਲ ਮਾਪ'],
            ['ਮਿਆਰੀ ਵਿਚਲਨ (SD)', 'ਔਸਤ ਤੋਂ ਵਿਚਲਨਾਂ ਦੇ ਵਰਗਾਂ ਦੀ ਔਸਤ ਦਾ ਵਰਗਮੂਲ', 'ਪ੍ਰਸਰਣ = SD ਦਾ ਵਰਗ'],
            ['ਵਿਚਲਨ ਗੁਣਾਂਕ', 'SD / ਔਸਤ x 100', 'ਦੋ ਲੜੀਆਂ ਦੀ ਸਾਪੇਖ ਅਸਥਿਰਤਾ ਦੀ ਤੁਲਨਾ'],
            ['ਕਾਰਲ ਪੀਅਰਸਨ ਸਹਿ-ਸਬੰਧ (r)', 'x ਅਤੇ y ਦਾ ਸਹਿ-ਪ੍ਰਸਰਣ / (x ਦਾ SD x y ਦਾ SD)', '-1 ਅਤੇ +1 ਵਿਚਕਾਰ; ਸਹਿ-ਸਬੰਧ ਕਾਰਨ ਸਾਬਤ ਨਹੀਂ ਕਰਦਾ'],
            ['ਸੰਭਾਵਨਾ', 'ਅਨੁਕੂਲ ਨਤੀਜੇ / ਬਰਾਬਰ ਸੰਭਾਵੀ ਕੁੱਲ ਨਤੀਜੇ', '0 ਅਤੇ 1 ਵਿਚਕਾਰ'],
            ['ਸੂਚਕ ਅੰਕ', 'ਲਾਸਪੇਅਰਸ ਆਧਾਰ ਸਾਲ ਦੀਆਂ ਮਾਤਰਾਵਾਂ ਨੂੰ ਭਾਰ ਮੰਨਦਾ ਹੈ; ਪਾਸ਼ੇ ਚਾਲੂ ਸਾਲ ਦੀਆਂ ਮਾਤਰਾਵਾਂ ਨੂੰ', 'ਫ਼ਿਸ਼ਰ ਦਾ ਆਦਰਸ਼ ਸੂਚਕ ਅੰਕ ਦੋਵਾਂ ਦਾ ਜਿਓਮੈਟ੍ਰਿਕ ਔਸਤ ਹੈ'],
          ],
        },
        {
          type: 'p',
          text: 'ਹੱਲ ਕੀਤੀ ਉਦਾਹਰਨ: ਪੰਜ ਵਿਦਿਆਰਥੀਆਂ ਦੇ ਅੰਕ 40, 50, 60, 70 ਅਤੇ 80 ਹਨ। ਔਸਤ = 300 / 5 = 60 ਅਤੇ ਮੱਧਿਕਾ = 60; ਵਿਸਤਾਰ = 40। ਔਸਤ ਤੋਂ ਵਿਚਲਨ -20, -10, 0, 10 ਅਤੇ 20 ਹਨ, ਇਸ ਲਈ ਪ੍ਰਸਰਣ = (400 + 100 + 0 + 100 + 400) / 5 = 200 ਅਤੇ SD ਲਗਭਗ 14.1 ਹੈ। ਵਿਚਲਨ ਗੁਣਾਂਕ = 14.1 / 60 x 100, ਭਾਵ ਲਗਭਗ 23.6 ਪ੍ਰਤੀਸ਼ਤ।',
        },
        { type: 'h3', text: 'ਭਾਰਤ ਦੀ ਅੰਕੜਾ ਪ੍ਰਣਾਲੀ' },
        {
          type: 'ul',
          items: [
            'ਪੀ.ਸੀ. ਮਹਾਲਨੋਬਿਸ ਨੇ 1931 ਵਿੱਚ ਕੋਲਕਾਤਾ ਵਿਖੇ ਭਾਰਤੀ ਅੰਕੜਾ ਸੰਸਥਾਨ ਦੀ ਸਥਾਪਨਾ ਕੀਤੀ; ਉਨ੍ਹਾਂ ਦਾ ਜਨਮ ਦਿਨ, 29 ਜੂਨ, ਅੰਕੜਾ ਦਿਵਸ ਵਜੋਂ ਮਨਾਇਆ ਜਾਂਦਾ ਹੈ।',
            'ਅੰਕੜਾ ਅਤੇ ਪ੍ਰੋਗਰਾਮ ਲਾਗੂਕਰਨ ਮੰਤਰਾਲੇ ਅਧੀਨ ਰਾਸ਼ਟਰੀ ਅੰਕੜਾ ਦਫ਼ਤਰ (ਐੱਨ.ਐੱਸ.ਓ.) 2019 ਵਿੱਚ ਕੇਂਦਰੀ ਅੰਕੜਾ ਦਫ਼ਤਰ ਅਤੇ ਰਾਸ਼ਟਰੀ ਨਮੂਨਾ ਸਰਵੇਖਣ ਦਫ਼ਤਰ ਨੂੰ ਮਿਲਾ ਕੇ ਬਣਾਇਆ ਗਿਆ।',
            'ਮੁੱਖ ਅੰਕੜਾ ਸਰੋਤ: ਜਨਗਣਨਾ (ਪਿਛਲੀ 2011 ਵਿੱਚ, ਅਗਲੀ 2027 ਵਿੱਚ ਹੋਣੀ ਹੈ), ਪੀਰੀਓਡਿਕ ਲੇਬਰ ਫ਼ੋਰਸ ਸਰਵੇਖਣ (2017-18 ਤੋਂ), ਰਾਸ਼ਟਰੀ ਪਰਿਵਾਰ ਸਿਹਤ ਸਰਵੇਖਣ (ਐੱਨ.ਐੱਫ਼.ਐੱਚ.ਐੱਸ.-5 ਨੇ 2019-21 ਨੂੰ ਕਵਰ ਕੀਤਾ), ਉਦਯੋਗਿਕ ਉਤਪਾਦਨ ਸੂਚਕ ਅੰਕ ਅਤੇ ਉਪਭੋਗਤਾ ਮੁੱਲ ਸੂਚਕ ਅੰਕ।',
            'ਪੰਜਾਬ ਵਿੱਚ ਆਰਥਿਕ ਅਤੇ ਅੰਕੜਾ ਸੰਗਠਨ ਪੰਜਾਬ ਦਾ ਅੰਕੜਾ ਸਾਰ ਅਤੇ ਕੁੱਲ ਰਾਜ ਘਰੇਲੂ ਉਤਪਾਦ ਦੇ ਅਨੁਮਾਨ ਜਾਰੀ ਕਰਦਾ ਹੈ।',
          ],
        },
      ],
    },
  },
  {
    key: 'punjabi-language',
    stage: 'mains',
    title: { en: 'Punjabi Language', pa: 'ਪੰਜਾਬੀ ਭਾਸ਼ਾ' },
    overview: {
      en: 'Punjabi in the Gurmukhi script is Paper I of the PPSC Mains (100 marks, of 10+2 standard), and its marks count towards the final merit; a Matriculation-level knowledge of Punjabi is also an eligibility condition for the examination. The paper tests comprehension, precis, letter and essay writing, translation and grammar.',
      pa: 'ਗੁਰਮੁਖੀ ਲਿਪੀ ਵਿੱਚ ਪੰਜਾਬੀ ਪੀ.ਪੀ.ਐੱਸ.ਸੀ. ਮੇਨਜ਼ ਦਾ ਪੇਪਰ-1 ਹੈ (100 ਅੰਕ, 10+2 ਪੱਧਰ), ਜਿਸ ਦੇ ਅੰਕ ਅੰਤਿਮ ਮੈਰਿਟ ਵਿੱਚ ਜੁੜਦੇ ਹਨ; ਦਸਵੀਂ ਪੱਧਰ ਤੱਕ ਪੰਜਾਬੀ ਦਾ ਗਿਆਨ ਪ੍ਰੀਖਿਆ ਲਈ ਯੋਗਤਾ ਦੀ ਸ਼ਰਤ ਵੀ ਹੈ। ਇਸ ਪੇਪਰ ਵਿੱਚ ਪੈਰ੍ਹੇ ਦੀ ਸਮਝ, ਸਾਰ, ਚਿੱਠੀ ਅਤੇ ਲੇਖ ਰਚਨਾ, ਅਨੁਵਾਦ ਅਤੇ ਵਿਆਕਰਨ ਪਰਖੇ ਜਾਂਦੇ ਹਨ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'Punjabi Language (Mains Paper I): Script, Grammar and Literature' },
        { type: 'h3', text: 'The Gurmukhi script' },
        {
          type: 'p',
          text: 'Gurmukhi was standardised and popularised by Guru Angad Dev and is the script of the Guru Granth Sahib. The traditional alphabet (painti) has 35 letters, beginning with ੳ (oorha), ਅ (airha) and ੲ (iri) and ending with ੜ (rarha). Six further letters with a dot at the foot (pair bindi), ਸ਼, ਖ਼, ਗ਼, ਜ਼, ਫ਼ and ਲ਼, are used mainly for words from Persian, Arabic and English. Vowel sounds are written with ten vowel signs (laga matra), and nasal and doubled sounds with bindi, tippi and addhak.',
        },
        {
          type: 'table',
          header: ['Part of speech', 'Function', 'Examples'],
          rows: [
            ['ਨਾਂਵ (noun)', 'Names a person, place or thing', 'ਅੰਮ੍ਰਿਤਸਰ, ਕਿਤਾਬ'],
            ['ਪੜਨਾਂਵ (pronoun)', 'Stands in place of a noun', 'ਮੈਂ, ਤੁਸੀਂ, ਉਹ'],
            ['ਵਿਸ਼ੇਸ਼ਣ (adjective)', 'Describes a noun or pronoun', 'ਸੋਹਣਾ, ਚਾਰ'],
            ['ਕਿਰਿਆ (verb)', 'Shows an action or state', 'ਪੜ੍ਹਨਾ, ਜਾਣਾ'],
            ['ਕਿਰਿਆ ਵਿਸ਼ੇਸ਼ਣ (adverb)', 'Qualifies a verb', 'ਹੌਲੀ, ਕੱਲ੍ਹ'],
            ['ਸਬੰਧਕ (postposition)', 'Links a noun to other words', 'ਦਾ, ਨੂੰ, ਤੋਂ'],
            ['ਯੋਜਕ (conjunction)', 'Joins words or clauses', 'ਅਤੇ, ਪਰ, ਕਿਉਂਕਿ'],
            ['ਵਿਸਮਿਕ (interjection)', 'Expresses sudden feeling', 'ਵਾਹ!, ਹਾਏ!'],
          ],
        },
        { type: 'h3', text: 'Idioms (ਮੁਹਾਵਰੇ) often asked' },
        {
          type: 'ul',
          items: [
            'ਅੱਖਾਂ ਵਿੱਚ ਘੱਟਾ ਪਾਉਣਾ: to deceive someone openly.',
            'ਨੱਕ ਵਿੱਚ ਦਮ ਕਰਨਾ: to harass greatly.',
            'ਈਦ ਦਾ ਚੰਨ ਹੋਣਾ: to be seen very rarely.',
            'ਪਾਣੀ ਪਾਣੀ ਹੋਣਾ: to feel deeply ashamed.',
            'ਘਿਓ ਖਿਚੜੀ ਹੋਣਾ: to be very close friends.',
            'ਹੱਥਾਂ ਦੇ ਤੋਤੇ ਉੱਡ ਜਾਣੇ: to be stunned with shock.',
          ],
        },
        { type: 'h3', text: 'Landmarks of Punjabi literature' },
        {
          type: 'ul',
          items: [
            'Baba Farid (12th-13th century) is regarded as the first major Punjabi poet; Guru Nanak Dev and the later Gurus enriched the language through Gurbani.',
            'Qissa and Sufi poetry: Waris Shah (Heer), Bulleh Shah, Shah Hussain and Hashim Shah (Sassi-Punnu).',
            'Bhai Vir Singh is called the father of modern Punjabi literature; his novel Sundri (1898) and the epic Rana Surat Singh are landmarks.',
            'Amrita Pritam, author of the Partition lament Ajj aakhaan Waris Shah nu, received the Jnanpith Award (1981) for Kagaz te Canvas; Gurdial Singh received the Jnanpith in 1999; Shiv Kumar Batalvi became the youngest winner of the Sahitya Akademi Award (1967) for Loona.',
            'The main dialects of Indian Punjab are Majhi (the basis of standard Punjabi), Doabi, Malwai and Puadhi.',
          ],
        },
        {
          type: 'p',
          text: 'Examiners reward correct spelling, especially of sihari and bihari, tippi and bindi, and the use of addhak. Practise one letter and one short essay every week on Punjab-related themes such as water conservation, drug abuse or the diaspora, and translate short English passages into natural Punjabi rather than word for word.',
        },
      ],
      pa: [
        { type: 'h2', text: 'ਪੰਜਾਬੀ ਭਾਸ਼ਾ (ਮੇਨਜ਼ ਪੇਪਰ-1): ਲਿਪੀ, ਵਿਆਕਰਨ ਅਤੇ ਸਾਹਿਤ' },
        { type: 'h3', text: 'ਗੁਰਮੁਖੀ ਲਿਪੀ' },
        {
          type: 'p',
          text: 'ਗੁਰਮੁਖੀ ਨੂੰ ਗੁਰੂ ਅੰਗਦ ਦੇਵ ਜੀ ਨੇ ਮਿਆਰੀ ਰੂਪ ਦੇ ਕੇ ਪ੍ਰਚਲਿਤ ਕੀਤਾ ਅਤੇ ਇਹ ਗੁਰੂ ਗ੍ਰੰਥ ਸਾਹਿਬ ਦੀ ਲਿਪੀ ਹੈ। ਰਵਾਇਤੀ ਵਰਣਮਾਲਾ (ਪੈਂਤੀ) ਵਿੱਚ 35 ਅੱਖਰ ਹਨ, ਜੋ ੳ (ਊੜਾ), ਅ (ਐੜਾ) ਅਤੇ ੲ (ਈੜੀ) ਨਾਲ ਸ਼ੁਰੂ ਹੋ ਕੇ ੜ (ੜਾੜਾ) ਉੱਤੇ ਮੁੱਕਦੇ ਹਨ। ਪੈਰ ਵਿੱਚ ਬਿੰਦੀ ਵਾਲੇ ਛੇ ਹੋਰ ਅੱਖਰ, ਸ਼, ਖ਼, ਗ਼, ਜ਼, ਫ਼ ਅਤੇ ਲ਼, ਮੁੱਖ ਤੌਰ ਉੱਤੇ ਫ਼ਾਰਸੀ, ਅਰਬੀ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਸ਼ਬਦਾਂ ਲਈ ਵਰਤੇ ਜਾਂਦੇ ਹਨ। ਸਵਰ ਧੁਨੀਆਂ ਦਸ ਲਗਾਂ-ਮਾਤਰਾਂ ਨਾਲ, ਅਤੇ ਨਾਸਿਕੀ ਤੇ ਦੁੱਤ ਧੁਨੀਆਂ ਬਿੰਦੀ, ਟਿੱਪੀ ਅਤੇ ਅੱਧਕ ਨਾਲ ਲਿਖੀਆਂ ਜਾਂਦੀਆਂ ਹਨ।',
        },
        {
          type: 'table',
          header: ['ਸ਼ਬਦ-ਸ਼੍ਰੇਣੀ', 'ਕੰਮ', 'ਉਦਾਹਰਨਾਂ'],
          rows: [
            ['ਨਾਂਵ', 'ਕਿਸੇ ਵਿਅਕਤੀ, ਥਾਂ ਜਾਂ ਵਸਤੂ ਦਾ ਨਾਂ', 'ਅੰਮ੍ਰਿਤਸਰ, ਕਿਤਾਬ'],
            ['ਪੜਨਾਂਵ', 'ਨਾਂਵ ਦੀ ਥਾਂ ਵਰਤਿਆ ਜਾਂਦਾ ਹੈ', 'ਮੈਂ, ਤੁਸੀਂ, ਉਹ'],
            ['ਵਿਸ਼ੇਸ਼ਣ', 'ਨਾਂਵ ਜਾਂ ਪੜਨਾਂਵ ਦੀ ਵਿਸ਼ੇਸ਼ਤਾ ਦੱਸਦਾ ਹੈ', 'ਸੋਹਣਾ, ਚਾਰ'],
            ['ਕਿਰਿਆ', 'ਕੰਮ ਜਾਂ ਅਵਸਥਾ ਦੱਸਦੀ ਹੈ', 'ਪੜ੍ਹਨਾ, ਜਾਣਾ'],
            ['ਕਿਰਿਆ ਵਿਸ਼ੇਸ਼ਣ', 'ਕਿਰਿਆ ਦੀ ਵਿਸ਼ੇਸ਼ਤਾ ਦੱਸਦਾ ਹੈ', 'ਹੌਲੀ, ਕੱਲ੍ਹ'],
            ['ਸਬੰਧਕ', 'ਨਾਂਵ ਦਾ ਦੂਜੇ ਸ਼ਬਦਾਂ ਨਾਲ ਸਬੰਧ ਜੋੜਦਾ ਹੈ', 'ਦਾ, ਨੂੰ, ਤੋਂ'],
            ['ਯੋਜਕ', 'ਸ਼ਬਦਾਂ ਜਾਂ ਵਾਕਾਂਸ਼ਾਂ ਨੂੰ ਜੋੜਦਾ ਹੈ', 'ਅਤੇ, ਪਰ, ਕਿਉਂਕਿ'],
            ['ਵਿਸਮਿਕ', 'ਅਚਾਨਕ ਭਾਵ ਪ੍ਰਗਟ ਕਰਦਾ ਹੈ', 'ਵਾਹ!, ਹਾਏ!'],
          ],
        },
        { type: 'h3', text: 'ਅਕਸਰ ਪੁੱਛੇ ਜਾਂਦੇ ਮੁਹਾਵਰੇ' },
        {
          type: 'ul',
          items: [
            'ਅੱਖਾਂ ਵਿੱਚ ਘੱਟਾ ਪਾਉਣਾ: ਸਾਹਮਣੇ ਧੋਖਾ ਦੇਣਾ।',
            'ਨੱਕ ਵਿੱਚ ਦਮ ਕਰਨਾ: ਬਹੁਤ ਤੰਗ ਕਰਨਾ।',
            'ਈਦ ਦਾ ਚੰਨ ਹੋਣਾ: ਬਹੁਤ ਘੱਟ ਨਜ਼ਰ ਆਉਣਾ।',
            'ਪਾਣੀ ਪਾਣੀ ਹੋਣਾ: ਬਹੁਤ ਸ਼ਰਮਿੰਦਾ ਹੋਣਾ।',
            'ਘਿਓ ਖਿਚੜੀ ਹੋਣਾ: ਬਹੁਤ ਗੂੜ੍ਹੀ ਦੋਸਤੀ ਹੋਣੀ।',
            'ਹੱਥਾਂ ਦੇ ਤੋਤੇ ਉੱਡ ਜਾਣੇ: ਸਦਮੇ ਨਾਲ ਘਬਰਾ ਜਾਣਾ।',
          ],
        },
        { type: 'h3', text: 'ਪੰਜਾਬੀ ਸਾਹਿਤ ਦੇ ਮੀਲ-ਪੱਥਰ' },
        {
          type: 'ul',
          items: [
            'ਬਾਬਾ ਫ਼ਰੀਦ (12ਵੀਂ-13ਵੀਂ ਸਦੀ) ਪੰਜਾਬੀ ਦੇ ਪਹਿਲੇ ਵੱਡੇ ਕਵੀ ਮੰਨੇ ਜਾਂਦੇ ਹਨ; ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ ਅਤੇ ਬਾਅਦ ਦੇ ਗੁਰੂ ਸਾਹਿਬਾਨ ਨੇ ਗੁਰਬਾਣੀ ਰਾਹੀਂ ਭਾਸ਼ਾ ਨੂੰ ਅਮੀਰ ਬਣਾਇਆ।',
            'ਕਿੱਸਾ ਅਤੇ ਸੂਫ਼ੀ ਕਾਵਿ: ਵਾਰਿਸ ਸ਼ਾਹ (ਹੀਰ), ਬੁੱਲ੍ਹੇ ਸ਼ਾਹ, ਸ਼ਾਹ ਹੁਸੈਨ ਅਤੇ ਹਾਸ਼ਮ ਸ਼ਾਹ (ਸੱਸੀ-ਪੁੰਨੂੰ)।',
            'ਭਾਈ ਵੀਰ ਸਿੰਘ ਨੂੰ ਆਧੁਨਿਕ ਪੰਜਾਬੀ ਸਾਹਿਤ ਦਾ ਪਿਤਾਮਾ ਕਿਹਾ ਜਾਂਦਾ ਹੈ; ਉਨ੍ਹਾਂ ਦਾ ਨਾਵਲ ਸੁੰਦਰੀ (1898) ਅਤੇ ਮਹਾਂਕਾਵਿ ਰਾਣਾ ਸੂਰਤ ਸਿੰਘ ਮੀਲ-ਪੱਥਰ ਹਨ।',
            'ਵੰਡ ਦਾ ਵੈਣ "ਅੱਜ ਆਖਾਂ ਵਾਰਿਸ ਸ਼ਾਹ ਨੂੰ" ਲਿਖਣ ਵਾਲੀ ਅੰਮ੍ਰਿਤਾ ਪ੍ਰੀਤਮ ਨੂੰ ਕਾਗ਼ਜ਼ ਤੇ ਕੈਨਵਸ ਲਈ ਗਿਆਨਪੀਠ ਪੁਰਸਕਾਰ (1981) ਮਿਲਿਆ; ਗੁਰਦਿਆਲ ਸਿੰਘ ਨੂੰ 1999 ਵਿੱਚ ਗਿਆਨਪੀਠ ਮਿਲਿਆ; ਸ਼ਿਵ ਕੁਮਾਰ ਬਟਾਲਵੀ ਲੂਣਾ ਲਈ ਸਾਹਿਤ ਅਕਾਦਮੀ ਪੁਰਸਕਾਰ (1967) ਪ੍ਰਾਪਤ ਕਰਨ ਵਾਲੇ ਸਭ ਤੋਂ ਛੋਟੀ ਉਮਰ ਦੇ ਲੇਖਕ ਬਣੇ।',
            'ਭਾਰਤੀ ਪੰਜਾਬ ਦੀਆਂ ਮੁੱਖ ਉਪ-ਭਾਸ਼ਾਵਾਂ ਮਾਝੀ (ਟਕਸਾਲੀ ਪੰਜਾਬੀ ਦਾ ਆਧਾਰ), ਦੁਆਬੀ, ਮਲਵਈ ਅਤੇ ਪੁਆਧੀ ਹਨ।',
          ],
        },
        {
          type: 'p',
          text: 'ਪ੍ਰੀਖਿਅਕ ਸਹੀ ਸ਼ਬਦ-ਜੋੜਾਂ ਨੂੰ ਅੰਕ ਦਿੰਦੇ ਹਨ, ਖ਼ਾਸ ਕਰਕੇ ਸਿਹਾਰੀ-ਬਿਹਾਰੀ, ਟਿੱਪੀ-ਬਿੰਦੀ ਅਤੇ ਅੱਧਕ ਦੀ ਵਰਤੋਂ ਨੂੰ। ਹਰ ਹਫ਼ਤੇ ਪਾਣੀ ਦੀ ਸੰਭਾਲ, ਨਸ਼ਿਆਂ ਜਾਂ ਪਰਵਾਸ ਵਰਗੇ ਪੰਜਾਬ ਨਾਲ ਜੁੜੇ ਵਿਸ਼ਿਆਂ ਉੱਤੇ ਇੱਕ ਚਿੱਠੀ ਅਤੇ ਇੱਕ ਛੋਟਾ ਲੇਖ ਲਿਖੋ, ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਦੇ ਛੋਟੇ ਪੈਰ੍ਹਿਆਂ ਦਾ ਸ਼ਬਦ-ਦਰ-ਸ਼ਬਦ ਨਹੀਂ, ਸਗੋਂ ਸਹਿਜ ਪੰਜਾਬੀ ਵਿੱਚ ਅਨੁਵਾਦ ਕਰੋ।',
        },
      ],
    },
  },
  {
    key: 'post-independence-india',
    stage: 'mains',
    title: { en: 'Post-Independence India', pa: 'ਆਜ਼ਾਦੀ ਤੋਂ ਬਾਅਦ ਦਾ ਭਾਰਤ' },
    overview: {
      en: 'Post-independence consolidation forms part of the History section of Mains GS Paper I: the integration of princely states, the linguistic reorganisation of states, planning, wars, the Emergency and economic reform. For Punjab, candidates should know the resettlement of refugees, PEPSU, the Punjabi Suba movement and the reorganisation of 1966, the Green Revolution and the turbulent 1980s.',
      pa: 'ਆਜ਼ਾਦੀ ਤੋਂ ਬਾਅਦ ਦਾ ਏਕੀਕਰਨ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-1 ਦੇ ਇਤਿਹਾਸ ਹਿੱਸੇ ਵਿੱਚ ਆਉਂਦਾ ਹੈ: ਰਿਆਸਤਾਂ ਦਾ ਰਲੇਵਾਂ, ਭਾਸ਼ਾਈ ਆਧਾਰ ਉੱਤੇ ਰਾਜਾਂ ਦਾ ਪੁਨਰਗਠਨ, ਯੋਜਨਾਬੰਦੀ, ਜੰਗਾਂ, ਐਮਰਜੈਂਸੀ ਅਤੇ ਆਰਥਿਕ ਸੁਧਾਰ। ਪੰਜਾਬ ਬਾਰੇ ਉਮੀਦਵਾਰਾਂ ਨੂੰ ਸ਼ਰਨਾਰਥੀਆਂ ਦਾ ਮੁੜ-ਵਸੇਬਾ, ਪੈਪਸੂ, ਪੰਜਾਬੀ ਸੂਬਾ ਮੋਰਚਾ ਅਤੇ 1966 ਦਾ ਪੁਨਰਗਠਨ, ਹਰੀ ਕ੍ਰਾਂਤੀ ਅਤੇ 1980ਵਿਆਂ ਦਾ ਉਥਲ-ਪੁਥਲ ਵਾਲਾ ਦੌਰ ਪਤਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'India and Punjab after Independence' },
        { type: 'h3', text: 'Nation-building after 1947' },
        {
          type: 'ul',
          items: [
            'More than 550 princely states were integrated under Sardar Patel and V.P. Menon through Instruments of Accession; Junagadh joined after a plebiscite (1948), Hyderabad after Operation Polo (September 1948), and Jammu and Kashmir acceded in October 1947.',
            'Linguistic reorganisation: Andhra State (1953) was formed after the death of Potti Sriramulu following a fast; the States Reorganisation Commission headed by Fazl Ali led to the States Reorganisation Act, 1956.',
            'Planning: the Planning Commission (1950) and the First Five-Year Plan (1951-56) stressed agriculture and irrigation; Nehru described big projects such as Bhakra-Nangal as temples of modern India.',
          ],
        },
        { type: 'h3', text: 'Punjab: from Partition to reorganisation' },
        {
          type: 'table',
          header: ['Year', 'Event'],
          rows: [
            ['1947-48', 'Resettlement of millions of refugees from West Punjab; East Punjab governed from Shimla as a temporary capital'],
            ['1948', 'Patiala and East Punjab States Union (PEPSU) formed from eight princely states'],
            ['1953', 'Chandigarh, planned by Le Corbusier, becomes the capital of Punjab'],
            ['1956', 'PEPSU merged with Punjab under the States Reorganisation Act'],
            ['1963', 'Bhakra dam dedicated to the nation'],
            ['1965', 'War with Pakistan; battle of Asal Uttar in the Khem Karan sector'],
            [
              '1966',
              'Punjab Reorganisation Act: present Punjab and Haryana formed, hill areas go to Himachal Pradesh, Chandigarh becomes a Union Territory (1 November)',
            ],
            ['1967', 'Punjabi made the official language of the state'],
            ['1985', 'Rajiv-Longowal Accord signed on 24 July'],
          ],
        },
        {
          type: 'p',
          text: "The Punjabi Suba movement, led by Master Tara Singh and later by Sant Fateh Singh, demanded a Punjabi-speaking state; after the 1965 war the Centre accepted the demand and the Shah Commission (1966) recommended the boundaries. Disputes over Chandigarh, river waters and Punjabi-speaking areas left outside the state continued to shape Punjab's politics.",
        },
        { type: 'h3', text: 'Major national milestones' },
        {
          type: 'ul',
          items: [
            'Wars: 1947-48 (Kashmir), 1962 (China), 1965 and 1971 with Pakistan (the 1971 war led to the creation of Bangladesh), and Kargil (1999).',
            'The Green Revolution from the mid-1960s, backed in policy by C. Subramaniam and in science by M.S. Swaminathan, with Punjab at its centre.',
            'The Emergency (1975-77) under Article 352, followed by the 44th Amendment (1978), which added safeguards against its misuse.',
            'Economic reforms of 1991 (liberalisation, privatisation and globalisation) after the balance-of-payments crisis, and the Pokhran-II nuclear tests (1998).',
            'Punjab in the 1980s: militancy, Operation Blue Star (June 1984), the assassination of Indira Gandhi and the anti-Sikh violence of November 1984, followed by the return of normalcy and elected government in the 1990s.',
          ],
        },
      ],
      pa: [
        { type: 'h2', text: 'ਆਜ਼ਾਦੀ ਤੋਂ ਬਾਅਦ ਭਾਰਤ ਅਤੇ ਪੰਜਾਬ' },
        { type: 'h3', text: '1947 ਤੋਂ ਬਾਅਦ ਰਾਸ਼ਟਰ ਨਿਰਮਾਣ' },
        {
          type: 'ul',
          items: [
            'ਸਰਦਾਰ ਪਟੇਲ ਅਤੇ ਵੀ.ਪੀ. ਮੈਨਨ ਦੀ ਅਗਵਾਈ ਵਿੱਚ ਰਲੇਵੇਂ ਦੇ ਦਸਤਾਵੇਜ਼ਾਂ ਰਾਹੀਂ 550 ਤੋਂ ਵੱਧ ਰਿਆਸਤਾਂ ਭਾਰਤ ਵਿੱਚ ਮਿਲਾਈਆਂ ਗਈਆਂ; ਜੂਨਾਗੜ੍ਹ ਲੋਕ-ਰਾਏ (1948) ਤੋਂ ਬਾਅਦ, ਹੈਦਰਾਬਾਦ ਅਪਰੇਸ਼ਨ ਪੋਲੋ (ਸਤੰਬਰ 1948) ਤੋਂ ਬਾਅਦ ਸ਼ਾਮਲ ਹੋਏ, ਅਤੇ ਜੰਮੂ-ਕਸ਼ਮੀਰ ਨੇ ਅਕਤੂਬਰ 1947 ਵਿੱਚ ਰਲੇਵਾਂ ਕੀਤਾ।',
            'ਭਾਸ਼ਾਈ ਪੁਨਰਗਠਨ: ਪੋਟੀ ਸ੍ਰੀਰਾਮੁਲੂ ਦੀ ਮਰਨ ਵਰਤ ਦੌਰਾਨ ਮੌਤ ਤੋਂ ਬਾਅਦ ਆਂਧਰਾ ਰਾਜ (1953) ਬਣਿਆ; ਫ਼ਜ਼ਲ ਅਲੀ ਦੀ ਅਗਵਾਈ ਵਾਲੇ ਰਾਜ ਪੁਨਰਗਠਨ ਕਮਿਸ਼ਨ ਤੋਂ ਰਾਜ ਪੁਨਰਗਠਨ ਐਕਟ, 1956 ਬਣਿਆ।',
            'ਯੋਜਨਾਬੰਦੀ: ਯੋਜਨਾ ਕਮਿਸ਼ਨ (1950) ਅਤੇ ਪਹਿਲੀ ਪੰਜ ਸਾਲਾ ਯੋਜਨਾ (1951-56) ਨੇ ਖੇਤੀਬਾੜੀ ਅਤੇ ਸਿੰਚਾਈ ਉੱਤੇ ਜ਼ੋਰ ਦਿੱਤਾ; ਨਹਿਰੂ ਨੇ ਭਾਖੜਾ-ਨੰਗਲ ਵਰਗੇ ਵੱਡੇ ਪ੍ਰੋਜੈਕਟਾਂ ਨੂੰ ਆਧੁਨਿਕ ਭਾਰਤ ਦੇ ਮੰਦਰ ਕਿਹਾ।',
          ],
        },
        { type: 'h3', text: 'ਪੰਜਾਬ: ਵੰਡ ਤੋਂ ਪੁਨਰਗਠਨ ਤੱਕ' },
        {
          type: 'table',
          header: ['ਸਾਲ', 'ਘਟਨਾ'],
          rows: [
            ['1947-48', 'ਪੱਛਮੀ ਪੰਜਾਬ ਤੋਂ ਆਏ ਲੱਖਾਂ ਸ਼ਰਨਾਰਥੀਆਂ ਦਾ ਮੁੜ-ਵਸੇਬਾ; ਪੂਰਬੀ ਪੰਜਾਬ ਦਾ ਕੰਮਕਾਜ ਆਰਜ਼ੀ ਰਾਜਧਾਨੀ ਸ਼ਿਮਲੇ ਤੋਂ'],
            ['1948', 'ਅੱਠ ਰਿਆਸਤਾਂ ਨੂੰ ਮਿਲਾ ਕੇ ਪਟਿਆਲਾ ਅਤੇ ਪੂਰਬੀ ਪੰਜਾਬ ਰਿਆਸਤੀ ਸੰਘ (ਪੈਪਸੂ) ਬਣਿਆ'],
            ['1953', 'ਲ ਕਾਰਬੂਜ਼ੀਏ ਦਾ ਯੋਜਨਾਬੱਧ ਸ਼ਹਿਰ ਚੰਡੀਗੜ੍ਹ ਪੰਜਾਬ ਦੀ ਰਾਜਧਾਨੀ ਬਣਿਆ'],
            ['1956', 'ਰਾਜ ਪੁਨਰਗਠਨ ਐਕਟ ਅਧੀਨ ਪੈਪਸੂ ਪੰਜਾਬ ਵਿੱਚ ਮਿਲਾਇਆ ਗਿਆ'],
            ['1963', 'ਭਾਖੜਾ ਡੈਮ ਰਾਸ਼ਟਰ ਨੂੰ ਸਮਰਪਿਤ'],
            ['1965', 'ਪਾਕਿਸਤਾਨ ਨਾਲ ਜੰਗ; ਖੇਮਕਰਨ ਸੈਕਟਰ ਵਿੱਚ ਆਸਲ ਉਤਾੜ ਦੀ ਲੜਾਈ'],
            ['1966', 'ਪੰਜਾਬ ਪੁਨਰਗਠਨ ਐਕਟ: ਅਜੋਕਾ ਪੰਜਾਬ ਅਤੇ ਹਰਿਆਣਾ ਬਣੇ, ਪਹਾੜੀ ਇਲਾਕੇ ਹਿਮਾਚਲ ਨੂੰ, ਚੰਡੀਗੜ੍ਹ ਕੇਂਦਰ ਸ਼ਾਸਿਤ ਪ੍ਰਦੇਸ਼ (1 ਨਵੰਬਰ)'],
            ['1967', 'ਪੰਜਾਬੀ ਰਾਜ ਦੀ ਸਰਕਾਰੀ ਭਾਸ਼ਾ ਬਣੀ'],
            ['1985', '24 ਜੁਲਾਈ ਨੂੰ ਰਾਜੀਵ-ਲੌਂਗੋਵਾਲ ਸਮਝੌਤਾ'],
          ],
        },
        {
          type: 'p',
          text: 'ਮਾਸਟਰ ਤਾਰਾ ਸਿੰਘ ਅਤੇ ਬਾਅਦ ਵਿੱਚ ਸੰਤ ਫ਼ਤਹਿ ਸਿੰਘ ਦੀ ਅਗਵਾਈ ਵਾਲੇ ਪੰਜਾਬੀ ਸੂਬਾ ਮੋਰਚੇ ਨੇ ਪੰਜਾਬੀ ਬੋਲਦੇ ਰਾਜ ਦੀ ਮੰਗ ਕੀਤੀ; 1965 ਦੀ ਜੰਗ ਤੋਂ ਬਾਅਦ ਕੇਂਦਰ ਨੇ ਮੰਗ ਮੰਨ ਲਈ ਅਤੇ ਸ਼ਾਹ ਕਮਿਸ਼ਨ (1966) ਨੇ ਹੱਦਾਂ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਕੀਤੀ। ਚੰਡੀਗੜ੍ਹ, ਦਰਿਆਈ ਪਾਣੀਆਂ ਅਤੇ ਰਾਜ ਤੋਂ ਬਾਹਰ ਰਹਿ ਗਏ ਪੰਜਾਬੀ ਬੋਲਦੇ ਇਲਾਕਿਆਂ ਬਾਰੇ ਝਗੜੇ ਪੰਜਾਬ ਦੀ ਰਾਜਨੀਤੀ ਨੂੰ ਪ੍ਰਭਾਵਿਤ ਕਰਦੇ ਰਹੇ।',
        },
        { type: 'h3', text: 'ਮੁੱਖ ਕੌਮੀ ਮੀਲ-ਪੱਥਰ' },
        {
          type: 'ul',
          items: [
            'ਜੰਗਾਂ: 1947-48 (ਕਸ਼ਮੀਰ), 1962 (ਚੀਨ), ਪਾਕਿਸਤਾਨ ਨਾਲ 1965 ਅਤੇ 1971 (1971 ਦੀ ਜੰਗ ਨਾਲ ਬੰਗਲਾਦੇਸ਼ ਬਣਿਆ), ਅਤੇ ਕਾਰਗਿਲ (1999)।',
            '1960ਵਿਆਂ ਦੇ ਅੱਧ ਤੋਂ ਹਰੀ ਕ੍ਰਾਂਤੀ, ਜਿਸ ਨੂੰ ਨੀਤੀ ਪੱਖੋਂ ਸੀ. ਸੁਬਰਾਮਨੀਅਮ ਅਤੇ ਵਿਗਿਆਨ ਪੱਖੋਂ ਐੱਮ.ਐੱਸ. ਸਵਾਮੀਨਾਥਨ ਦੀ ਹਮਾਇਤ ਮਿਲੀ, ਅਤੇ ਜਿਸ ਦਾ ਕੇਂਦਰ ਪੰਜਾਬ ਸੀ।',
            'ਅਨੁਛੇਦ 352 ਅਧੀਨ ਐਮਰਜੈਂਸੀ (1975-77), ਜਿਸ ਤੋਂ ਬਾਅਦ 44ਵੀਂ ਸੋਧ (1978) ਨੇ ਇਸ ਦੀ ਦੁਰਵਰਤੋਂ ਵਿਰੁੱਧ ਸੁਰੱਖਿਆ ਮੱਦਾਂ ਜੋੜੀਆਂ।',
            'ਭੁਗਤਾਨ ਸੰਤੁਲਨ ਸੰਕਟ ਤੋਂ ਬਾਅਦ 1991 ਦੇ ਆਰਥਿਕ ਸੁਧਾਰ (ਉਦਾਰੀਕਰਨ, ਨਿੱਜੀਕਰਨ ਅਤੇ ਵਿਸ਼ਵੀਕਰਨ), ਅਤੇ ਪੋਖਰਨ-2 ਪਰਮਾਣੂ ਪਰੀਖਣ (1998)।',
            '1980ਵਿਆਂ ਵਿੱਚ ਪੰਜਾਬ: ਖਾੜਕੂਵਾਦ, ਸਾਕਾ ਨੀਲਾ ਤਾਰਾ (ਜੂਨ 1984), ਇੰਦਰਾ ਗਾਂਧੀ ਦਾ ਕਤਲ ਅਤੇ ਨਵੰਬਰ 1984 ਦੀ ਸਿੱਖ ਵਿਰੋਧੀ ਹਿੰਸਾ, ਅਤੇ ਫਿਰ 1990ਵਿਆਂ ਵਿੱਚ ਅਮਨ ਅਤੇ ਚੁਣੀ ਹੋਈ ਸਰਕਾਰ ਦੀ ਵਾਪਸੀ।',
          ],
        },
      ],
    },
  },
  {
    key: 'society',
    stage: 'mains',
    title: { en: 'Society', pa: 'ਸਮਾਜ' },
    overview: {
      en: 'Society is one of the three areas of Mains GS Paper I: the salient features of Indian society, diversity, caste, family, religion, the role of women, population, urbanisation, globalisation, communalism, regionalism and secularism. Punjab, the only Sikh-majority state, with the highest share of Scheduled Castes and a large diaspora, offers distinctive examples.',
      pa: 'ਸਮਾਜ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ-1 ਦੇ ਤਿੰਨ ਹਿੱਸਿਆਂ ਵਿੱਚੋਂ ਇੱਕ ਹੈ: ਭਾਰਤੀ ਸਮਾਜ ਦੀਆਂ ਮੁੱਖ ਵਿਸ਼ੇਸ਼ਤਾਵਾਂ, ਵਿਭਿੰਨਤਾ, ਜਾਤ, ਪਰਿਵਾਰ, ਧਰਮ, ਔਰਤਾਂ ਦੀ ਭੂਮਿਕਾ, ਆਬਾਦੀ, ਸ਼ਹਿਰੀਕਰਨ, ਵਿਸ਼ਵੀਕਰਨ, ਫ਼ਿਰਕਾਪ੍ਰਸਤੀ, ਖੇਤਰਵਾਦ ਅਤੇ ਧਰਮ-ਨਿਰਪੱਖਤਾ। ਇਕਲੌਤਾ ਸਿੱਖ-ਬਹੁਗਿਣਤੀ ਰਾਜ ਪੰਜਾਬ, ਜਿੱਥੇ ਅਨੁਸੂਚਿਤ ਜਾਤੀਆਂ ਦਾ ਹਿੱਸਾ ਸਭ ਤੋਂ ਵੱਧ ਹੈ ਅਤੇ ਪਰਵਾਸੀ ਭਾਈਚਾਰਾ ਵੱਡਾ ਹੈ, ਨਿਵੇਕਲੀਆਂ ਉਦਾਹਰਨਾਂ ਦਿੰਦਾ ਹੈ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'Indian Society and the Social Structure of Punjab' },
        { type: 'h3', text: 'Salient features of Indian society' },
        {
          type: 'ul',
          items: [
            'Unity in diversity: many languages, religions, castes and regional cultures held together by a shared history and constitutional values.',
            'Caste: a hierarchy based on birth and endogamy. M.N. Srinivas described Sanskritisation (lower castes adopting the customs of higher castes) and the dominant caste (a caste with numbers, land and political power in a locality).',
            'Family and kinship: joint families are giving way to nuclear families, especially in towns and among emigrant households.',
            'Indian secularism means equal respect for all religions and a principled distance of the state from them, rather than the strict separation of the Western model.',
            'Communalism, regionalism and casteism distort identity and weaken social cohesion.',
          ],
        },
        { type: 'h3', text: 'Punjab: demographic profile (Census 2011)' },
        {
          type: 'table',
          header: ['Indicator', 'Punjab'],
          rows: [
            ['Religion', 'Sikhs about 57.7%, Hindus about 38.5%, Muslims about 1.9%, Christians about 1.3%'],
            ['Scheduled Castes', 'About 31.9%, the highest share of any state'],
            ['Sex ratio / child sex ratio (age 0-6)', '895 / 846'],
            ['Literacy', 'About 75.8%'],
            ['Urban population', 'About 37.5%'],
          ],
        },
        { type: 'h3', text: 'Social structure and change in Punjab' },
        {
          type: 'ul',
          items: [
            'Agrarian society: farmland is largely held by Jat Sikh cultivators, while Dalit groups such as Mazhabi Sikhs, Ravidassias and Ad Dharmis have historically been landless labourers; this gap underlies many tensions, including over village common land (shamlat).',
            'The Sikh ideal of equality, expressed through langar, sangat and pangat, challenges caste hierarchy, yet caste persists in marriage, social practice and, in some villages, separate gurdwaras and cremation grounds.',
            'Deras such as the Radha Soami Satsang Beas and Dera Sachkhand Ballan attract large followings, particularly among Dalits and the rural poor.',
            'Emigration culture: Doaba has a long tradition of emigration; remittances built large houses, schools and hospitals, but also left villages with ageing parents and locked houses.',
            'Women: rising education and study abroad have increased the mobility of young women, while dowry, domestic violence and son preference persist.',
          ],
        },
        {
          type: 'p',
          text: 'Globalisation, urbanisation and the media are reshaping Punjabi society: rising consumerism, the worldwide popularity of Punjabi music and cinema, and new identities among the diaspora. In Mains answers, balance continuity with change, support claims with Census or NFHS data, and use sociological concepts accurately.',
        },
      ],
      pa: [
        { type: 'h2', text: 'ਭਾਰਤੀ ਸਮਾਜ ਅਤੇ ਪੰਜਾਬ ਦਾ ਸਮਾਜਿਕ ਢਾਂਚਾ' },
        { type: 'h3', text: 'ਭਾਰਤੀ ਸਮਾਜ ਦੀਆਂ ਮੁੱਖ ਵਿਸ਼ੇਸ਼ਤਾਵਾਂ' },
        {
          type: 'ul',
          items: [
            'ਅਨੇਕਤਾ ਵਿੱਚ ਏਕਤਾ: ਅਨੇਕ ਭਾਸ਼ਾਵਾਂ, ਧਰਮ, ਜਾਤਾਂ ਅਤੇ ਖੇਤਰੀ ਸੱਭਿਆਚਾਰ, ਜਿਨ੍ਹਾਂ ਨੂੰ ਸਾਂਝਾ ਇਤਿਹਾਸ ਅਤੇ ਸੰਵਿਧਾਨਕ ਕਦਰਾਂ-ਕੀਮਤਾਂ ਜੋੜ ਕੇ ਰੱਖਦੀਆਂ ਹਨ।',
            'ਜਾਤ: ਜਨਮ ਅਤੇ ਅੰਤਰ-ਵਿਆਹ ਉੱਤੇ ਆਧਾਰਿਤ ਦਰਜਾਬੰਦੀ। ਐੱਮ.ਐੱਨ. ਸ੍ਰੀਨਿਵਾਸ ਨੇ ਸੰਸਕ੍ਰਿਤੀਕਰਨ (ਨੀਵੀਆਂ ਮੰਨੀਆਂ ਜਾਤਾਂ ਵੱਲੋਂ ਉੱਚੀਆਂ ਜਾਤਾਂ ਦੇ ਰੀਤੀ-ਰਿਵਾਜ ਅਪਣਾਉਣਾ) ਅਤੇ ਪ੍ਰਭਾਵੀ ਜਾਤ (ਕਿਸੇ ਇਲਾਕੇ ਵਿੱਚ ਗਿਣਤੀ, ਜ਼ਮੀਨ ਅਤੇ ਸਿਆਸੀ ਤਾਕਤ ਵਾਲੀ ਜਾਤ) ਦੀਆਂ ਧਾਰਨਾਵਾਂ ਦਿੱਤੀਆਂ।',
            'ਪਰਿਵਾਰ ਅਤੇ ਰਿਸ਼ਤੇਦਾਰੀ: ਸਾਂਝੇ ਪਰਿਵਾਰਾਂ ਦੀ ਥਾਂ ਇਕਹਿਰੇ ਪਰਿਵਾਰ ਲੈ ਰਹੇ ਹਨ, ਖ਼ਾਸ ਕਰਕੇ ਸ਼ਹਿਰਾਂ ਵਿੱਚ ਅਤੇ ਪਰਵਾਸੀ ਘਰਾਂ ਵਿੱਚ।',
            'ਭਾਰਤੀ ਧਰਮ-ਨਿਰਪੱਖਤਾ ਦਾ ਅਰਥ ਸਾਰੇ ਧਰਮਾਂ ਦਾ ਬਰਾਬਰ ਸਤਿਕਾਰ ਅਤੇ ਰਾਜ ਦੀ ਉਨ੍ਹਾਂ ਤੋਂ ਸਿਧਾਂਤਕ ਦੂਰੀ ਹੈ, ਨਾ ਕਿ ਪੱਛਮੀ ਮਾਡਲ ਵਾਲੀ ਸਖ਼ਤ ਵੱਖਰਤਾ।',
            'ਫ਼ਿਰਕਾਪ੍ਰਸਤੀ, ਖੇਤਰਵਾਦ ਅਤੇ ਜਾਤੀਵਾਦ ਪਛਾਣ ਨੂੰ ਵਿਗਾੜਦੇ ਹਨ ਅਤੇ ਸਮਾਜਿਕ ਏਕਤਾ ਨੂੰ ਕਮਜ਼ੋਰ ਕਰਦੇ ਹਨ।',
          ],
        },
        { type: 'h3', text: 'ਪੰਜਾਬ: ਜਨਸੰਖਿਆ ਰੂਪ-ਰੇਖਾ (ਜਨਗਣਨਾ 2011)' },
        {
          type: 'table',
          header: ['ਸੂਚਕ', 'ਪੰਜਾਬ'],
          rows: [
            ['ਧਰਮ', 'ਸਿੱਖ ਲਗਭਗ 57.7%, ਹਿੰਦੂ ਲਗਭਗ 38.5%, ਮੁਸਲਮਾਨ ਲਗਭਗ 1.9%, ਈਸਾਈ ਲਗਭਗ 1.3%'],
            ['ਅਨੁਸੂਚਿਤ ਜਾਤੀਆਂ', 'ਲਗਭਗ 31.9%, ਸਾਰੇ ਰਾਜਾਂ ਵਿੱਚੋਂ ਸਭ ਤੋਂ ਵੱਧ'],
            ['ਲਿੰਗ ਅਨੁਪਾਤ / ਬਾਲ ਲਿੰਗ ਅਨੁਪਾਤ (0-6 ਸਾਲ)', '895 / 846'],
            ['ਸਾਖਰਤਾ', 'ਲਗਭਗ 75.8%'],
            ['ਸ਼ਹਿਰੀ ਆਬਾਦੀ', 'ਲਗਭਗ 37.5%'],
          ],
        },
        { type: 'h3', text: 'ਪੰਜਾਬ ਵਿੱਚ ਸਮਾਜਿਕ ਢਾਂਚਾ ਅਤੇ ਤਬਦੀਲੀ' },
        {
          type: 'ul',
          items: [
            'ਖੇਤੀ ਪ੍ਰਧਾਨ ਸਮਾਜ: ਖੇਤੀਯੋਗ ਜ਼ਮੀਨ ਜ਼ਿਆਦਾਤਰ ਜੱਟ ਸਿੱਖ ਕਿਸਾਨਾਂ ਕੋਲ ਹੈ, ਜਦਕਿ ਮਜ਼੍ਹਬੀ ਸਿੱਖ, ਰਵਿਦਾਸੀਏ ਅਤੇ ਆਦਿ-ਧਰਮੀ ਵਰਗੇ ਦਲਿਤ ਵਰਗ ਇਤਿਹਾਸਕ ਤੌਰ ਉੱਤੇ ਬੇਜ਼ਮੀਨੇ ਮਜ਼ਦੂਰ ਰਹੇ ਹਨ; ਇਹ ਪਾੜਾ ਪਿੰਡ ਦੀ ਸ਼ਾਮਲਾਤ ਜ਼ਮੀਨ ਸਮੇਤ ਕਈ ਤਣਾਵਾਂ ਦੀ ਜੜ੍ਹ ਹੈ।',
            'ਲੰਗਰ, ਸੰਗਤ ਅਤੇ ਪੰਗਤ ਰਾਹੀਂ ਪ੍ਰਗਟ ਹੁੰਦਾ ਸਿੱਖ ਬਰਾਬਰੀ ਦਾ ਆਦਰਸ਼ ਜਾਤੀ ਦਰਜਾਬੰਦੀ ਨੂੰ ਚੁਣੌਤੀ ਦਿੰਦਾ ਹੈ, ਫਿਰ ਵੀ ਵਿਆਹਾਂ, ਸਮਾਜਿਕ ਵਿਹਾਰ ਅਤੇ ਕੁਝ ਪਿੰਡਾਂ ਵਿੱਚ ਵੱਖਰੇ ਗੁਰਦੁਆਰਿਆਂ ਤੇ ਸ਼ਮਸ਼ਾਨਘਾਟਾਂ ਦੇ ਰੂਪ ਵਿੱਚ ਜਾਤ ਕਾਇਮ ਹੈ।',
            'ਰਾਧਾ ਸੁਆਮੀ ਸਤਿਸੰਗ ਬਿਆਸ ਅਤੇ ਡੇਰਾ ਸੱਚਖੰਡ ਬੱਲਾਂ ਵਰਗੇ ਡੇਰਿਆਂ ਦੇ ਵੱਡੀ ਗਿਣਤੀ ਵਿੱਚ ਸ਼ਰਧਾਲੂ ਹਨ, ਖ਼ਾਸ ਕਰਕੇ ਦਲਿਤਾਂ ਅਤੇ ਪੇਂਡੂ ਗ਼ਰੀਬਾਂ ਵਿੱਚ।',
            'ਪਰਵਾਸ ਦਾ ਸੱਭਿਆਚਾਰ: ਦੁਆਬੇ ਵਿੱਚ ਵਿਦੇਸ਼ ਜਾਣ ਦੀ ਲੰਮੀ ਪਰੰਪਰਾ ਹੈ; ਵਿਦੇਸ਼ੀ ਕਮਾਈ ਨਾਲ ਵੱਡੇ ਘਰ, ਸਕੂਲ ਅਤੇ ਹਸਪਤਾਲ ਬਣੇ, ਪਰ ਪਿੰਡਾਂ ਵਿੱਚ ਬਜ਼ੁਰਗ ਮਾਪੇ ਅਤੇ ਜਿੰਦਰੇ ਲੱਗੇ ਘਰ ਵੀ ਰਹਿ ਗਏ।',
            'ਔਰਤਾਂ: ਵਧਦੀ ਸਿੱਖਿਆ ਅਤੇ ਵਿਦੇਸ਼ ਪੜ੍ਹਾਈ ਨੇ ਮੁਟਿਆਰਾਂ ਦੀ ਆਵਾਜਾਈ ਅਤੇ ਆਜ਼ਾਦੀ ਵਧਾਈ ਹੈ, ਜਦਕਿ ਦਾਜ, ਘਰੇਲੂ ਹਿੰਸਾ ਅਤੇ ਪੁੱਤਰ ਦੀ ਤਰਜੀਹ ਕਾਇਮ ਹਨ।',
          ],
        },
        {
          type: 'p',
          text: 'ਵਿਸ਼ਵੀਕਰਨ, ਸ਼ਹਿਰੀਕਰਨ ਅਤੇ ਮੀਡੀਆ ਪੰਜਾਬੀ ਸਮਾਜ ਨੂੰ ਨਵਾਂ ਰੂਪ ਦੇ ਰਹੇ ਹਨ: ਵਧਦਾ ਉਪਭੋਗਤਾਵਾਦ, ਪੰਜਾਬੀ ਸੰਗੀਤ ਅਤੇ ਸਿਨੇਮਾ ਦੀ ਦੁਨੀਆ ਭਰ ਵਿੱਚ ਮਕਬੂਲੀਅਤ, ਅਤੇ ਪਰਵਾਸੀਆਂ ਵਿੱਚ ਨਵੀਆਂ ਪਛਾਣਾਂ। ਮੇਨਜ਼ ਦੇ ਉੱਤਰਾਂ ਵਿੱਚ ਨਿਰੰਤਰਤਾ ਅਤੇ ਤਬਦੀਲੀ ਵਿਚਕਾਰ ਸੰਤੁਲਨ ਰੱਖੋ, ਦਾਅਵਿਆਂ ਨੂੰ ਜਨਗਣਨਾ ਜਾਂ ਐੱਨ.ਐੱਫ਼.ਐੱਚ.ਐੱਸ. ਦੇ ਅੰਕੜਿਆਂ ਨਾਲ ਪੱਕਾ ਕਰੋ, ਅਤੇ ਸਮਾਜ-ਵਿਗਿਆਨਕ ਧਾਰਨਾਵਾਂ ਸਹੀ ਢੰਗ ਨਾਲ ਵਰਤੋ।',
        },
      ],
    },
  },
  {
    key: 'punjab-gs',
    stage: 'mains',
    title: { en: 'Punjab GS', pa: 'ਪੰਜਾਬ ਆਮ ਅਧਿਐਨ' },
    overview: {
      en: 'Every Mains GS paper carries questions on Punjab, and this topic brings together what a candidate must know about the state: its administrative set-up, its economy and most pressing challenges, and the main schemes and policies of the state government. Strong answers use Punjab examples to illustrate national themes in all four GS papers.',
      pa: 'ਮੇਨਜ਼ ਦੇ ਹਰ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ ਵਿੱਚ ਪੰਜਾਬ ਬਾਰੇ ਪ੍ਰਸ਼ਨ ਹੁੰਦੇ ਹਨ, ਅਤੇ ਇਹ ਵਿਸ਼ਾ ਰਾਜ ਬਾਰੇ ਜ਼ਰੂਰੀ ਜਾਣਕਾਰੀ ਇੱਕ ਥਾਂ ਇਕੱਠੀ ਕਰਦਾ ਹੈ: ਪ੍ਰਸ਼ਾਸਨਿਕ ਢਾਂਚਾ, ਅਰਥਚਾਰਾ ਅਤੇ ਸਭ ਤੋਂ ਵੱਡੀਆਂ ਚੁਣੌਤੀਆਂ, ਅਤੇ ਰਾਜ ਸਰਕਾਰ ਦੀਆਂ ਮੁੱਖ ਯੋਜਨਾਵਾਂ ਤੇ ਨੀਤੀਆਂ। ਚੰਗੇ ਉੱਤਰ ਚਾਰੇ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰਾਂ ਵਿੱਚ ਕੌਮੀ ਵਿਸ਼ਿਆਂ ਨੂੰ ਪੰਜਾਬ ਦੀਆਂ ਉਦਾਹਰਨਾਂ ਨਾਲ ਸਪਸ਼ਟ ਕਰਦੇ ਹਨ।',
    },
    notes: {
      en: [
        { type: 'h2', text: 'Punjab GS: An Integrated Profile for Mains' },
        { type: 'h3', text: 'Administrative and political set-up' },
        {
          type: 'ul',
          items: [
            'The Governor is the constitutional head of the state; the Chief Minister and the Council of Ministers are responsible to the 117-member Vidhan Sabha. Punjab elects 13 members of the Lok Sabha and 7 of the Rajya Sabha.',
            'The 23 districts are grouped into five divisions (Patiala, Rupnagar, Jalandhar, Ferozepur and Faridkot), each under a Divisional Commissioner, while the Deputy Commissioner heads the district administration.',
            'Chandigarh, a Union Territory since 1966, is the capital of both Punjab and Haryana, and its status remains a live political issue.',
            'Other key institutions include the Punjab and Haryana High Court, the Punjab Public Service Commission, the State Election Commission, the Punjab State Human Rights Commission, and the Shiromani Gurdwara Parbandhak Committee, which manages historic gurdwaras under the Sikh Gurdwaras Act, 1925.',
          ],
        },
        { type: 'h3', text: 'Key challenges and policy responses' },
        {
          type: 'table',
          header: ['Challenge', 'Dimension', 'Policy responses'],
          rows: [
            [
              'Groundwater depletion',
              'Most blocks over-exploited; free farm power favours paddy',
              'Subsoil Water Act 2009, incentives for direct seeded rice, crop diversification, canal lining',
            ],
            [
              'Stubble burning',
              'Air pollution and soil damage every October and November',
              'Subsidised crop residue machinery, straw-based industries, short-duration varieties',
            ],
            [
              'Drug abuse',
              'Cross-border supply and youth unemployment',
              'Enforcement drives, de-addiction and rehabilitation centres, awareness campaigns',
            ],
            ['Fiscal stress', 'High debt, committed expenditure, power subsidy', 'Revenue mobilisation and better targeting of subsidies'],
            [
              'Emigration of youth',
              'Study visas, illegal routes, brain drain',
              'Action against illegal travel agents, skilling, local jobs',
            ],
            [
              'Agrarian distress',
              'Small holdings, debt, stagnant incomes',
              'Diversification, food processing, cooperative dairying (Verka)',
            ],
          ],
        },
        { type: 'h3', text: 'State schemes and initiatives' },
        {
          type: 'ul',
          items: [
            'Aam Aadmi Clinics (from 2022): neighbourhood clinics offering free consultation, medicines and diagnostic tests.',
            'Schools of Eminence: upgraded government schools intended to offer high-quality education.',
            'Free electricity of up to 300 units a month for domestic consumers (from July 2022), in addition to free power for agricultural tube wells.',
            'Sadak Suraksha Force (2024): a dedicated force for road safety and accident response on highways.',
            'Sewa Kendras and the Punjab Right to Service Act, 2011 for time-bound citizen services.',
            'Ashirwad scheme: financial assistance for the marriage of daughters from Scheduled Caste, Backward Class and economically weaker families.',
          ],
        },
        {
          type: 'p',
          text: 'Scheme details and amounts change often, so confirm the latest figures from the Punjab Budget and the Economic Survey of Punjab before the examination. In answers, attach a Punjab example to each national theme: the Green Revolution for agriculture, the Kartarpur Corridor for foreign policy, Harike for wetlands, and Sewa Kendras for governance.',
        },
      ],
      pa: [
        { type: 'h2', text: 'ਪੰਜਾਬ ਆਮ ਅਧਿਐਨ: ਮੇਨਜ਼ ਲਈ ਸੰਪੂਰਨ ਰੂਪ-ਰੇਖਾ' },
        { type: 'h3', text: 'ਪ੍ਰਸ਼ਾਸਨਿਕ ਅਤੇ ਸਿਆਸੀ ਢਾਂਚਾ' },
        {
          type: 'ul',
          items: [
            'ਰਾਜਪਾਲ ਰਾਜ ਦਾ ਸੰਵਿਧਾਨਕ ਮੁਖੀ ਹੈ; ਮੁੱਖ ਮੰਤਰੀ ਅਤੇ ਮੰਤਰੀ ਮੰਡਲ 117 ਮੈਂਬਰੀ ਵਿਧਾਨ ਸਭਾ ਪ੍ਰਤੀ ਜਵਾਬਦੇਹ ਹਨ। ਪੰਜਾਬ ਲੋਕ ਸਭਾ ਦੇ 13 ਅਤੇ ਰਾਜ ਸਭਾ ਦੇ 7 ਮੈਂਬਰ ਚੁਣਦਾ ਹੈ।',
            '23 ਜ਼ਿਲ੍ਹੇ ਪੰਜ ਮੰਡਲਾਂ (ਪਟਿਆਲਾ, ਰੂਪਨਗਰ, ਜਲੰਧਰ, ਫ਼ਿਰੋਜ਼ਪੁਰ ਅਤੇ ਫ਼ਰੀਦਕੋਟ) ਵਿੱਚ ਵੰਡੇ ਹੋਏ ਹਨ, ਹਰ ਮੰਡਲ ਡਿਵੀਜ਼ਨਲ ਕਮਿਸ਼ਨਰ ਅਧੀਨ ਹੈ, ਜਦਕਿ ਜ਼ਿਲ੍ਹਾ ਪ੍ਰਸ਼ਾਸਨ ਦਾ ਮੁਖੀ ਡਿਪਟੀ ਕਮਿਸ਼ਨਰ ਹੁੰਦਾ ਹੈ।',
            '1966 ਤੋਂ ਕੇਂਦਰ ਸ਼ਾਸਿਤ ਪ੍ਰਦੇਸ਼ ਚੰਡੀਗੜ੍ਹ ਪੰਜਾਬ ਅਤੇ ਹਰਿਆਣਾ ਦੋਵਾਂ ਦੀ ਰਾਜਧਾਨੀ ਹੈ, ਅਤੇ ਇਸ ਦਾ ਦਰਜਾ ਅੱਜ ਵੀ ਭਖਦਾ ਸਿਆਸੀ ਮੁੱਦਾ ਹੈ।',
            'ਹੋਰ ਮੁੱਖ ਸੰਸਥਾਵਾਂ ਵਿੱਚ ਪੰਜਾਬ ਅਤੇ ਹਰਿਆਣਾ ਹਾਈ ਕੋਰਟ, ਪੰਜਾਬ ਲੋਕ ਸੇਵਾ ਕਮਿਸ਼ਨ, ਰਾਜ ਚੋਣ ਕਮਿਸ਼ਨ, ਪੰਜਾਬ ਰਾਜ ਮਨੁੱਖੀ ਅਧਿਕਾਰ ਕਮਿਸ਼ਨ, ਅਤੇ ਸਿੱਖ ਗੁਰਦੁਆਰਾ ਐਕਟ, 1925 ਅਧੀਨ ਇਤਿਹਾਸਕ ਗੁਰਦੁਆਰਿਆਂ ਦਾ ਪ੍ਰਬੰਧ ਕਰਨ ਵਾਲੀ ਸ਼੍ਰੋਮਣੀ ਗੁਰਦੁਆਰਾ ਪ੍ਰਬੰਧਕ ਕਮੇਟੀ ਸ਼ਾਮਲ ਹਨ।',
          ],
        },
        { type: 'h3', text: 'ਮੁੱਖ ਚੁਣੌਤੀਆਂ ਅਤੇ ਨੀਤੀਗਤ ਹੱਲ' },
        {
          type: 'table',
          header: ['ਚੁਣੌਤੀ', 'ਪੱਖ', 'ਨੀਤੀਗਤ ਹੱਲ'],
          rows: [
            [
              'ਜ਼ਮੀਨੀ ਪਾਣੀ ਦੀ ਘਾਟ',
              'ਬਹੁਤੇ ਬਲਾਕ ਹੱਦੋਂ ਵੱਧ ਸ਼ੋਸ਼ਿਤ; ਮੁਫ਼ਤ ਖੇਤੀ ਬਿਜਲੀ ਝੋਨੇ ਦੇ ਪੱਖ ਵਿੱਚ',
              'ਉਪ-ਭੂਮੀ ਜਲ ਐਕਟ 2009, ਸਿੱਧੀ ਬਿਜਾਈ ਲਈ ਪ੍ਰੋਤਸਾਹਨ, ਫ਼ਸਲੀ ਵਿਭਿੰਨਤਾ, ਨਹਿਰਾਂ ਪੱਕੀਆਂ ਕਰਨਾ',
            ],
            [
              'ਪਰਾਲੀ ਸਾੜਨਾ',
              'ਹਰ ਅਕਤੂਬਰ-ਨਵੰਬਰ ਹਵਾ ਪ੍ਰਦੂਸ਼ਣ ਅਤੇ ਮਿੱਟੀ ਦਾ ਨੁਕਸਾਨ',
              'ਸਬਸਿਡੀ ਵਾਲੀ ਰਹਿੰਦ-ਖੂੰਹਦ ਮਸ਼ੀਨਰੀ, ਪਰਾਲੀ ਆਧਾਰਿਤ ਉਦਯੋਗ, ਘੱਟ ਸਮੇਂ ਵਾਲੀਆਂ ਕਿਸਮਾਂ',
            ],
            ['ਨਸ਼ਾਖੋਰੀ', 'ਸਰਹੱਦ ਪਾਰੋਂ ਸਪਲਾਈ ਅਤੇ ਨੌਜਵਾਨਾਂ ਦੀ ਬੇਰੁਜ਼ਗਾਰੀ', 'ਸਖ਼ਤ ਮੁਹਿੰਮਾਂ, ਨਸ਼ਾ-ਛੁਡਾਊ ਅਤੇ ਮੁੜ-ਵਸੇਬਾ ਕੇਂਦਰ, ਜਾਗਰੂਕਤਾ ਮੁਹਿੰਮਾਂ'],
            ['ਵਿੱਤੀ ਦਬਾਅ', 'ਉੱਚਾ ਕਰਜ਼ਾ, ਬੱਝਵਾਂ ਖ਼ਰਚਾ, ਬਿਜਲੀ ਸਬਸਿਡੀ', 'ਆਮਦਨ ਵਧਾਉਣਾ ਅਤੇ ਸਬਸਿਡੀਆਂ ਦਾ ਬਿਹਤਰ ਨਿਸ਼ਾਨਾ'],
            ['ਨੌਜਵਾਨਾਂ ਦਾ ਪਰਵਾਸ', 'ਸਟੱਡੀ ਵੀਜ਼ੇ, ਗ਼ੈਰ-ਕਾਨੂੰਨੀ ਰਸਤੇ, ਪ੍ਰਤਿਭਾ ਦਾ ਨਿਕਾਸ', 'ਗ਼ੈਰ-ਕਾਨੂੰਨੀ ਟ੍ਰੈਵਲ ਏਜੰਟਾਂ ਵਿਰੁੱਧ ਕਾਰਵਾਈ, ਹੁਨਰ ਵਿਕਾਸ, ਸਥਾਨਕ ਰੁਜ਼ਗਾਰ'],
            ['ਖੇਤੀ ਸੰਕਟ', 'ਛੋਟੀਆਂ ਜੋਤਾਂ, ਕਰਜ਼ਾ, ਰੁਕੀ ਆਮਦਨ', 'ਵਿਭਿੰਨਤਾ, ਫ਼ੂਡ ਪ੍ਰੋਸੈਸਿੰਗ, ਸਹਿਕਾਰੀ ਡੇਅਰੀ (ਵੇਰਕਾ)'],
          ],
        },
        { type: 'h3', text: 'ਰਾਜ ਦੀਆਂ ਯੋਜਨਾਵਾਂ ਅਤੇ ਪਹਿਲਕਦਮੀਆਂ' },
        {
          type: 'ul',
          items: [
            'ਆਮ ਆਦਮੀ ਕਲੀਨਿਕ (2022 ਤੋਂ): ਮੁਫ਼ਤ ਸਲਾਹ, ਦਵਾਈਆਂ ਅਤੇ ਟੈਸਟ ਦੇਣ ਵਾਲੇ ਮੁਹੱਲਾ ਪੱਧਰ ਦੇ ਕਲੀਨਿਕ।',
            'ਸਕੂਲ ਆਫ਼ ਐਮੀਨੈਂਸ: ਉੱਚ ਮਿਆਰੀ ਸਿੱਖਿਆ ਦੇਣ ਲਈ ਅੱਪਗ੍ਰੇਡ ਕੀਤੇ ਸਰਕਾਰੀ ਸਕੂਲ।',
            'ਘਰੇਲੂ ਖਪਤਕਾਰਾਂ ਲਈ ਹਰ ਮਹੀਨੇ 300 ਯੂਨਿਟ ਤੱਕ ਮੁਫ਼ਤ ਬਿਜਲੀ (ਜੁਲਾਈ 2022 ਤੋਂ), ਖੇਤੀ ਟਿਊਬਵੈੱਲਾਂ ਲਈ ਮੁਫ਼ਤ ਬਿਜਲੀ ਤੋਂ ਇਲਾਵਾ।',
            'ਸੜਕ ਸੁਰੱਖਿਆ ਫ਼ੋਰਸ (2024): ਹਾਈਵੇਅ ਉੱਤੇ ਸੜਕ ਸੁਰੱਖਿਆ ਅਤੇ ਹਾਦਸਿਆਂ ਵੇਲੇ ਤੁਰੰਤ ਮਦਦ ਲਈ ਵਿਸ਼ੇਸ਼ ਬਲ।',
            'ਸਮਾਂਬੱਧ ਨਾਗਰਿਕ ਸੇਵਾਵਾਂ ਲਈ ਸੇਵਾ ਕੇਂਦਰ ਅਤੇ ਪੰਜਾਬ ਸੇਵਾ ਦਾ ਅਧਿਕਾਰ ਐਕਟ, 2011।',
            'ਆਸ਼ੀਰਵਾਦ ਯੋਜਨਾ: ਅਨੁਸੂਚਿਤ ਜਾਤੀ, ਪਛੜੀ ਸ਼੍ਰੇਣੀ ਅਤੇ ਆਰਥਿਕ ਤੌਰ ਉੱਤੇ ਕਮਜ਼ੋਰ ਪਰਿਵਾਰਾਂ ਦੀਆਂ ਧੀਆਂ ਦੇ ਵਿਆਹ ਲਈ ਵਿੱਤੀ ਸਹਾਇਤਾ।',
          ],
        },
        {
          type: 'p',
          text: 'ਯੋਜਨਾਵਾਂ ਦੇ ਵੇਰਵੇ ਅਤੇ ਰਕਮਾਂ ਅਕਸਰ ਬਦਲਦੀਆਂ ਹਨ, ਇਸ ਲਈ ਪ੍ਰੀਖਿਆ ਤੋਂ ਪਹਿਲਾਂ ਪੰਜਾਬ ਬਜਟ ਅਤੇ ਪੰਜਾਬ ਦੇ ਆਰਥਿਕ ਸਰਵੇਖਣ ਤੋਂ ਤਾਜ਼ਾ ਅੰਕੜੇ ਪੱਕੇ ਕਰ ਲਓ। ਉੱਤਰਾਂ ਵਿੱਚ ਹਰ ਕੌਮੀ ਵਿਸ਼ੇ ਨਾਲ ਪੰਜਾਬ ਦੀ ਉਦਾਹਰਨ ਜੋੜੋ: ਖੇਤੀਬਾੜੀ ਲਈ ਹਰੀ ਕ੍ਰਾਂਤੀ, ਵਿਦੇਸ਼ ਨੀਤੀ ਲਈ ਕਰਤਾਰਪੁਰ ਲਾਂਘਾ, ਜਲਗਾਹਾਂ ਲਈ ਹਰੀਕੇ, ਅਤੇ ਸ਼ਾਸਨ ਲਈ ਸੇਵਾ ਕੇਂਦਰ।',
        },
      ],
    },
  },
]
