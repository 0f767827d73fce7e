import type { Bilingual, OptionLetter, QuestionSeed } from './types'

/**
 * Question of the Day for the last ten days, alternating a Prelims MCQ (a new bank question on Punjab
 * affairs) and a Mains question for answer writing, in English and Punjabi. `daysAgo` is counted from
 * the day the seed runs (0 = today, in India), as the current affairs are.
 */

type Common = {
  /** Stable key; the MCQs' bank questions carry it as their seed key. */
  key: string
  daysAgo: number
  title: Bilingual
  /** The syllabus topic it belongs to, by stage and key (see topics.ts). */
  topic: { stage: 'prelims' | 'mains'; key: string }
}

export type DailyQuestionSeed =
  | (Common & { kind: 'mcq'; question: QuestionSeed })
  | (Common & {
      kind: 'mains'
      prompt: Bilingual
      paper: string
      wordLimit: 150 | 250
      marks: 10 | 15
      guidance: Bilingual
      /** An answer that would earn full marks, for evaluators and for candidates once they have answered (ADR 048). */
      modelAnswer?: Bilingual
    })

export const dailyQuestions: DailyQuestionSeed[] = [
  {
    key: 'qotd-msp-approval',
    daysAgo: 0,
    kind: 'mcq',
    title: { en: 'Who fixes the MSP?', pa: 'ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ ਕੌਣ ਤੈਅ ਕਰਦਾ ਹੈ?' },
    topic: { stage: 'mains', key: 'economy' },
    question: {
      key: 'qotd-msp-approval',
      topic: 'economy',
      stem: {
        en: 'Paddy is bought in Punjab’s mandis at the Minimum Support Price (MSP). Consider the following statements:\n1. The MSP is recommended by the Commission for Agricultural Costs and Prices (CACP).\n2. The MSP is approved by the Cabinet Committee on Economic Affairs (CCEA).\nWhich of the statements given above is/are correct?',
        pa: 'ਪੰਜਾਬ ਦੀਆਂ ਮੰਡੀਆਂ ਵਿੱਚ ਝੋਨਾ ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ (MSP) ’ਤੇ ਖ਼ਰੀਦਿਆ ਜਾਂਦਾ ਹੈ। ਹੇਠ ਲਿਖੇ ਕਥਨਾਂ ’ਤੇ ਵਿਚਾਰ ਕਰੋ:\n1. MSP ਦੀ ਸਿਫ਼ਾਰਸ਼ ਖੇਤੀ ਲਾਗਤ ਅਤੇ ਕੀਮਤ ਕਮਿਸ਼ਨ (CACP) ਕਰਦਾ ਹੈ।\n2. MSP ਨੂੰ ਆਰਥਿਕ ਮਾਮਲਿਆਂ ਬਾਰੇ ਕੈਬਨਿਟ ਕਮੇਟੀ (CCEA) ਪ੍ਰਵਾਨਗੀ ਦਿੰਦੀ ਹੈ।\nਉੱਪਰ ਦਿੱਤੇ ਕਥਨਾਂ ਵਿੱਚੋਂ ਕਿਹੜਾ/ਕਿਹੜੇ ਸਹੀ ਹੈ/ਹਨ?',
      },
      options: [
        { en: '1 only', pa: 'ਸਿਰਫ਼ 1' },
        { en: '2 only', pa: 'ਸਿਰਫ਼ 2' },
        { en: 'Both 1 and 2', pa: '1 ਅਤੇ 2 ਦੋਵੇਂ' },
        { en: 'Neither 1 nor 2', pa: 'ਨਾ 1 ਅਤੇ ਨਾ ਹੀ 2' },
      ],
      correct: 'C',
      explanation: {
        en: 'Both are correct. The CACP, an attached office of the Union Ministry of Agriculture, recommends MSPs for the mandated crops each season after weighing the cost of production, demand and supply and price trends; the Cabinet Committee on Economic Affairs takes the final decision. Punjab’s state agencies (Pungrain, Markfed, Punsup) and the Food Corporation of India then buy wheat and paddy at that price for the central pool.',
        pa: 'ਦੋਵੇਂ ਕਥਨ ਸਹੀ ਹਨ। ਕੇਂਦਰੀ ਖੇਤੀਬਾੜੀ ਮੰਤਰਾਲੇ ਨਾਲ ਜੁੜਿਆ ਦਫ਼ਤਰ CACP ਹਰ ਸੀਜ਼ਨ ਉਤਪਾਦਨ ਲਾਗਤ, ਮੰਗ-ਸਪਲਾਈ ਅਤੇ ਕੀਮਤਾਂ ਦੇ ਰੁਝਾਨ ਦੇਖ ਕੇ ਨਿਰਧਾਰਿਤ ਫ਼ਸਲਾਂ ਦੇ MSP ਦੀ ਸਿਫ਼ਾਰਸ਼ ਕਰਦਾ ਹੈ; ਅੰਤਿਮ ਫ਼ੈਸਲਾ ਆਰਥਿਕ ਮਾਮਲਿਆਂ ਬਾਰੇ ਕੈਬਨਿਟ ਕਮੇਟੀ ਲੈਂਦੀ ਹੈ। ਫਿਰ ਪੰਜਾਬ ਦੀਆਂ ਸੂਬਾਈ ਏਜੰਸੀਆਂ (ਪਨਗ੍ਰੇਨ, ਮਾਰਕਫੈੱਡ, ਪਨਸਪ) ਅਤੇ ਭਾਰਤੀ ਖ਼ੁਰਾਕ ਨਿਗਮ ਇਸੇ ਮੁੱਲ ’ਤੇ ਕੇਂਦਰੀ ਪੂਲ ਲਈ ਕਣਕ ਅਤੇ ਝੋਨਾ ਖ਼ਰੀਦਦੇ ਹਨ।',
      },
      difficulty: 'easy',
      source: 'Institute Question of the Day',
    },
  },
  {
    key: 'qotd-groundwater-depletion',
    daysAgo: 1,
    kind: 'mains',
    title: { en: 'Groundwater in Punjab', pa: 'ਪੰਜਾਬ ਵਿੱਚ ਧਰਤੀ ਹੇਠਲਾ ਪਾਣੀ' },
    topic: { stage: 'mains', key: 'environment' },
    paper: 'GS Paper III',
    wordLimit: 250,
    marks: 15,
    prompt: {
      en: 'Punjab draws far more groundwater every year than rain and canals put back. Examine the causes of groundwater depletion in the state and suggest measures to reverse it.',
      pa: 'ਪੰਜਾਬ ਹਰ ਸਾਲ ਜਿੰਨਾ ਧਰਤੀ ਹੇਠਲਾ ਪਾਣੀ ਕੱਢਦਾ ਹੈ, ਮੀਂਹ ਅਤੇ ਨਹਿਰਾਂ ਉਸ ਤੋਂ ਕਿਤੇ ਘੱਟ ਵਾਪਸ ਭਰਦੀਆਂ ਹਨ। ਸੂਬੇ ਵਿੱਚ ਧਰਤੀ ਹੇਠਲੇ ਪਾਣੀ ਦੇ ਘਟਣ ਦੇ ਕਾਰਨਾਂ ਦੀ ਪੜਤਾਲ ਕਰੋ ਅਤੇ ਇਸ ਰੁਝਾਨ ਨੂੰ ਮੋੜਨ ਲਈ ਉਪਾਅ ਸੁਝਾਓ।',
    },
    guidance: {
      en: 'Introduce with the scale: the Central Ground Water Board’s assessments put Punjab’s extraction at more than 150 per cent of the annual extractable resource, with about three-quarters of its blocks over-exploited. Causes: the wheat–paddy cycle backed by assured procurement at MSP, free electricity for tubewells, long-duration paddy varieties, early transplanting in peak summer, and low use of canal water in parts of the state. Measures: shorter-duration varieties and direct seeded rice; crop diversification to maize, cotton and pulses with assured marketing; enforcing the Punjab Preservation of Subsoil Water Act, 2009; metering or incentives for saving power (Paani Bachao Paisa Kamao); lining canals and using surface water; rainwater harvesting and recharge of village ponds; micro-irrigation. Conclude with the link to food security and the next generation’s farming. Use a simple diagram or a district example if you can.',
      pa: 'ਸਮੱਸਿਆ ਦੇ ਪੈਮਾਨੇ ਨਾਲ ਸ਼ੁਰੂ ਕਰੋ: ਕੇਂਦਰੀ ਭੂਮੀ ਜਲ ਬੋਰਡ ਦੇ ਮੁਲਾਂਕਣਾਂ ਅਨੁਸਾਰ ਪੰਜਾਬ ਸਾਲਾਨਾ ਕੱਢੇ ਜਾ ਸਕਣ ਵਾਲੇ ਪਾਣੀ ਤੋਂ 150 ਫ਼ੀਸਦੀ ਤੋਂ ਵੱਧ ਪਾਣੀ ਕੱਢਦਾ ਹੈ ਅਤੇ ਲਗਭਗ ਤਿੰਨ-ਚੌਥਾਈ ਬਲਾਕ ਹੱਦੋਂ ਵੱਧ ਸ਼ੋਸ਼ਣ ਵਾਲੇ ਹਨ। ਕਾਰਨ: MSP ’ਤੇ ਯਕੀਨੀ ਖ਼ਰੀਦ ਨਾਲ ਜੁੜਿਆ ਕਣਕ-ਝੋਨੇ ਦਾ ਚੱਕਰ, ਟਿਊਬਵੈੱਲਾਂ ਲਈ ਮੁਫ਼ਤ ਬਿਜਲੀ, ਲੰਮੇ ਸਮੇਂ ਵਾਲੀਆਂ ਝੋਨੇ ਦੀਆਂ ਕਿਸਮਾਂ, ਸਿਖਰ ਗਰਮੀ ਵਿੱਚ ਅਗੇਤੀ ਲੁਆਈ ਅਤੇ ਕਈ ਹਿੱਸਿਆਂ ਵਿੱਚ ਨਹਿਰੀ ਪਾਣੀ ਦੀ ਘੱਟ ਵਰਤੋਂ। ਉਪਾਅ: ਘੱਟ ਸਮੇਂ ਵਾਲੀਆਂ ਕਿਸਮਾਂ ਅਤੇ ਝੋਨੇ ਦੀ ਸਿੱਧੀ ਬਿਜਾਈ; ਯਕੀਨੀ ਮੰਡੀਕਰਨ ਨਾਲ ਮੱਕੀ, ਨਰਮੇ ਅਤੇ ਦਾਲਾਂ ਵੱਲ ਫ਼ਸਲੀ ਵਿਭਿੰਨਤਾ; ਪੰਜਾਬ ਉਪ-ਭੂਮੀ ਜਲ ਸੰਭਾਲ ਐਕਟ, 2009 ਦੀ ਪਾਲਣਾ; ਬਿਜਲੀ ਬਚਾਉਣ ਲਈ ਮੀਟਰਿੰਗ ਜਾਂ ਪ੍ਰੋਤਸਾਹਨ (ਪਾਣੀ ਬਚਾਓ ਪੈਸਾ ਕਮਾਓ); ਨਹਿਰਾਂ ਪੱਕੀਆਂ ਕਰਨਾ ਅਤੇ ਸਤਹੀ ਪਾਣੀ ਦੀ ਵਰਤੋਂ; ਮੀਂਹ ਦੇ ਪਾਣੀ ਦੀ ਸੰਭਾਲ ਅਤੇ ਪਿੰਡਾਂ ਦੇ ਛੱਪੜਾਂ ਰਾਹੀਂ ਰੀਚਾਰਜ; ਸੂਖਮ ਸਿੰਚਾਈ। ਅੰਤ ਵਿੱਚ ਇਸ ਨੂੰ ਖ਼ੁਰਾਕ ਸੁਰੱਖਿਆ ਅਤੇ ਅਗਲੀ ਪੀੜ੍ਹੀ ਦੀ ਖੇਤੀ ਨਾਲ ਜੋੜੋ। ਹੋ ਸਕੇ ਤਾਂ ਸਾਦਾ ਚਿੱਤਰ ਜਾਂ ਕਿਸੇ ਜ਼ਿਲ੍ਹੇ ਦੀ ਮਿਸਾਲ ਦਿਓ।',
    },
    modelAnswer: {
      en: 'Punjab, with 1.5 per cent of India’s area, grows about a fifth of its wheat and a tenth of its rice, and pays for it with water: the Central Ground Water Board puts extraction at over 150 per cent of what is recharged each year, and about three blocks in four are over-exploited.\n\nCauses. (1) The wheat–paddy cycle, kept in place by assured procurement at MSP. (2) Free electricity for about 14 lakh tubewells, so pumping costs the farmer nothing at the margin. (3) Long-duration varieties such as Pusa 44 and transplanting in the heat of June. (4) Canal water unused or lost to seepage in many districts.\n\nMeasures. (1) Shorter varieties (PR 126) and direct seeded rice, which save up to a fifth of the water. (2) Diversification to maize, cotton and pulses, with assured purchase. (3) Enforcing the Punjab Preservation of Subsoil Water Act, 2009, on sowing dates. (4) Paani Bachao Paisa Kamao: paying farmers for the power they save. (5) Lining canals, recharging village ponds and micro-irrigation.\n\nWithout these, the water table’s fall of about half a metre a year will end tubewell farming in central Punjab within a generation; with them, Punjab can stay the nation’s granary.',
      pa: 'ਭਾਰਤ ਦੇ 1.5 ਫ਼ੀਸਦੀ ਖੇਤਰ ਵਾਲਾ ਪੰਜਾਬ ਦੇਸ਼ ਦੀ ਲਗਭਗ ਪੰਜਵਾਂ ਹਿੱਸਾ ਕਣਕ ਅਤੇ ਦਸਵਾਂ ਹਿੱਸਾ ਚੌਲ ਪੈਦਾ ਕਰਦਾ ਹੈ, ਅਤੇ ਇਸ ਦੀ ਕੀਮਤ ਪਾਣੀ ਨਾਲ ਚੁਕਾਉਂਦਾ ਹੈ: ਕੇਂਦਰੀ ਭੂਮੀ ਜਲ ਬੋਰਡ ਅਨੁਸਾਰ ਹਰ ਸਾਲ ਰੀਚਾਰਜ ਤੋਂ 150 ਫ਼ੀਸਦੀ ਤੋਂ ਵੱਧ ਪਾਣੀ ਕੱਢਿਆ ਜਾਂਦਾ ਹੈ ਅਤੇ ਲਗਭਗ ਹਰ ਚਾਰ ਵਿੱਚੋਂ ਤਿੰਨ ਬਲਾਕ ਹੱਦੋਂ ਵੱਧ ਸ਼ੋਸ਼ਣ ਵਾਲੇ ਹਨ।\n\nਕਾਰਨ। (1) MSP ’ਤੇ ਯਕੀਨੀ ਖ਼ਰੀਦ ਨਾਲ ਟਿਕਿਆ ਕਣਕ-ਝੋਨੇ ਦਾ ਚੱਕਰ। (2) ਲਗਭਗ 14 ਲੱਖ ਟਿਊਬਵੈੱਲਾਂ ਲਈ ਮੁਫ਼ਤ ਬਿਜਲੀ, ਜਿਸ ਨਾਲ ਵਾਧੂ ਪਾਣੀ ਕੱਢਣ ਦਾ ਕਿਸਾਨ ਨੂੰ ਕੋਈ ਖ਼ਰਚ ਨਹੀਂ ਪੈਂਦਾ। (3) ਪੂਸਾ 44 ਵਰਗੀਆਂ ਲੰਮੇ ਸਮੇਂ ਦੀਆਂ ਕਿਸਮਾਂ ਅਤੇ ਜੂਨ ਦੀ ਗਰਮੀ ਵਿੱਚ ਲੁਆਈ। (4) ਕਈ ਜ਼ਿਲ੍ਹਿਆਂ ਵਿੱਚ ਨਹਿਰੀ ਪਾਣੀ ਦੀ ਘੱਟ ਵਰਤੋਂ ਜਾਂ ਰਿਸਾਅ।\n\nਉਪਾਅ। (1) ਘੱਟ ਸਮੇਂ ਵਾਲੀਆਂ ਕਿਸਮਾਂ (ਪੀ.ਆਰ. 126) ਅਤੇ ਝੋਨੇ ਦੀ ਸਿੱਧੀ ਬਿਜਾਈ, ਜੋ ਪੰਜਵਾਂ ਹਿੱਸਾ ਤੱਕ ਪਾਣੀ ਬਚਾਉਂਦੀਆਂ ਹਨ। (2) ਯਕੀਨੀ ਖ਼ਰੀਦ ਨਾਲ ਮੱਕੀ, ਨਰਮੇ ਅਤੇ ਦਾਲਾਂ ਵੱਲ ਵਿਭਿੰਨਤਾ। (3) ਪੰਜਾਬ ਉਪ-ਭੂਮੀ ਜਲ ਸੰਭਾਲ ਐਕਟ, 2009 ਦੀਆਂ ਲੁਆਈ ਦੀਆਂ ਤਾਰੀਖ਼ਾਂ ਦੀ ਪਾਲਣਾ। (4) ਪਾਣੀ ਬਚਾਓ ਪੈਸਾ ਕਮਾਓ: ਬਚਾਈ ਬਿਜਲੀ ਦੇ ਪੈਸੇ ਕਿਸਾਨ ਨੂੰ। (5) ਨਹਿਰਾਂ ਪੱਕੀਆਂ ਕਰਨਾ, ਪਿੰਡਾਂ ਦੇ ਛੱਪੜਾਂ ਰਾਹੀਂ ਰੀਚਾਰਜ ਅਤੇ ਸੂਖਮ ਸਿੰਚਾਈ।\n\nਇਨ੍ਹਾਂ ਤੋਂ ਬਿਨਾਂ ਪਾਣੀ ਦਾ ਪੱਧਰ ਹਰ ਸਾਲ ਲਗਭਗ ਅੱਧਾ ਮੀਟਰ ਡਿੱਗਦਾ ਰਹੇਗਾ ਅਤੇ ਇੱਕ ਪੀੜ੍ਹੀ ਵਿੱਚ ਕੇਂਦਰੀ ਪੰਜਾਬ ਦੀ ਟਿਊਬਵੈੱਲ ਖੇਤੀ ਮੁੱਕ ਜਾਵੇਗੀ; ਇਨ੍ਹਾਂ ਨਾਲ ਪੰਜਾਬ ਦੇਸ਼ ਦਾ ਅੰਨ ਭੰਡਾਰ ਬਣਿਆ ਰਹਿ ਸਕਦਾ ਹੈ।',
    },
  },
  {
    key: 'qotd-harike-wetland',
    daysAgo: 2,
    kind: 'mcq',
    title: { en: 'Harike wetland', pa: 'ਹਰੀਕੇ ਜਲਗਾਹ' },
    topic: { stage: 'prelims', key: 'geography' },
    question: {
      key: 'qotd-harike-wetland',
      topic: 'geography',
      stem: {
        en: 'The Harike wetland, a Ramsar site on the border of Tarn Taran and Ferozepur districts, lies at the confluence of which two rivers?',
        pa: 'ਤਰਨ ਤਾਰਨ ਅਤੇ ਫ਼ਿਰੋਜ਼ਪੁਰ ਜ਼ਿਲ੍ਹਿਆਂ ਦੀ ਹੱਦ ’ਤੇ ਸਥਿਤ ਰਾਮਸਰ ਸਥਾਨ ਹਰੀਕੇ ਜਲਗਾਹ ਕਿਹੜੇ ਦੋ ਦਰਿਆਵਾਂ ਦੇ ਸੰਗਮ ’ਤੇ ਹੈ?',
      },
      options: [
        { en: 'Ravi and Beas', pa: 'ਰਾਵੀ ਅਤੇ ਬਿਆਸ' },
        { en: 'Beas and Sutlej', pa: 'ਬਿਆਸ ਅਤੇ ਸਤਲੁਜ' },
        { en: 'Sutlej and Ghaggar', pa: 'ਸਤਲੁਜ ਅਤੇ ਘੱਗਰ' },
        { en: 'Ravi and Chenab', pa: 'ਰਾਵੀ ਅਤੇ ਚਨਾਬ' },
      ],
      correct: 'B',
      explanation: {
        en: 'The Harike headworks, built in 1953 just below the meeting of the Beas and the Sutlej, created the Harike wetland, which was declared a Ramsar site in 1990. It is a wintering ground for migratory birds, and the Indira Gandhi Canal (Rajasthan Feeder) takes off from the barrage.',
        pa: 'ਬਿਆਸ ਅਤੇ ਸਤਲੁਜ ਦੇ ਸੰਗਮ ਤੋਂ ਥੋੜ੍ਹਾ ਹੇਠਾਂ 1953 ਵਿੱਚ ਬਣੇ ਹਰੀਕੇ ਹੈੱਡਵਰਕਸ ਨਾਲ ਹਰੀਕੇ ਜਲਗਾਹ ਬਣੀ, ਜਿਸ ਨੂੰ 1990 ਵਿੱਚ ਰਾਮਸਰ ਸਥਾਨ ਐਲਾਨਿਆ ਗਿਆ। ਇਹ ਪਰਵਾਸੀ ਪੰਛੀਆਂ ਦਾ ਸਰਦ-ਰੁੱਤ ਟਿਕਾਣਾ ਹੈ, ਅਤੇ ਇੰਦਰਾ ਗਾਂਧੀ ਨਹਿਰ (ਰਾਜਸਥਾਨ ਫੀਡਰ) ਇਸੇ ਬੈਰਾਜ ਤੋਂ ਨਿਕਲਦੀ ਹੈ।',
      },
      difficulty: 'easy',
      source: 'Institute Question of the Day',
    },
  },
  {
    key: 'qotd-stubble-burning',
    daysAgo: 3,
    kind: 'mains',
    title: { en: 'Why stubble is still burnt', pa: 'ਪਰਾਲੀ ਹਾਲੇ ਵੀ ਕਿਉਂ ਸਾੜੀ ਜਾਂਦੀ ਹੈ' },
    topic: { stage: 'mains', key: 'environment' },
    paper: 'GS Paper III',
    wordLimit: 150,
    marks: 10,
    prompt: {
      en: 'Despite subsidised crop residue management machines, paddy stubble is still burnt in Punjab every October and November. Discuss the reasons and suggest a lasting solution.',
      pa: 'ਫ਼ਸਲੀ ਰਹਿੰਦ-ਖੂੰਹਦ ਸੰਭਾਲ ਮਸ਼ੀਨਾਂ ’ਤੇ ਸਬਸਿਡੀ ਦੇ ਬਾਵਜੂਦ ਪੰਜਾਬ ਵਿੱਚ ਹਰ ਅਕਤੂਬਰ-ਨਵੰਬਰ ਝੋਨੇ ਦੀ ਪਰਾਲੀ ਸਾੜੀ ਜਾਂਦੀ ਹੈ। ਇਸ ਦੇ ਕਾਰਨਾਂ ਦੀ ਚਰਚਾ ਕਰੋ ਅਤੇ ਇੱਕ ਸਥਾਈ ਹੱਲ ਸੁਝਾਓ।',
    },
    guidance: {
      en: 'Reasons: the short window of two to three weeks between the paddy harvest and wheat sowing; combine harvesters leave loose straw; machines are costly to hire and run for small farmers and are not available to all at the same time; paddy straw has little market value. Solution: in-situ management (Happy Seeder, Super SMS, surface seeder, bio-decomposer) through custom hiring centres and cooperatives; ex-situ use in biomass power, compressed biogas plants and boilers, with assured collection and baling; shorter-duration varieties such as PR 126 that widen the window; crop diversification; incentives per acre with monitoring by satellite and village-level awareness. A good answer balances enforcement with support for farmers.',
      pa: 'ਕਾਰਨ: ਝੋਨੇ ਦੀ ਕਟਾਈ ਅਤੇ ਕਣਕ ਦੀ ਬਿਜਾਈ ਵਿਚਕਾਰ ਦੋ-ਤਿੰਨ ਹਫ਼ਤਿਆਂ ਦਾ ਛੋਟਾ ਸਮਾਂ; ਕੰਬਾਈਨਾਂ ਖੇਤ ਵਿੱਚ ਖਿੱਲਰੀ ਪਰਾਲੀ ਛੱਡਦੀਆਂ ਹਨ; ਛੋਟੇ ਕਿਸਾਨਾਂ ਲਈ ਮਸ਼ੀਨਾਂ ਕਿਰਾਏ ’ਤੇ ਲੈਣਾ ਅਤੇ ਚਲਾਉਣਾ ਮਹਿੰਗਾ ਹੈ ਅਤੇ ਇੱਕੋ ਸਮੇਂ ਸਭ ਨੂੰ ਨਹੀਂ ਮਿਲਦੀਆਂ; ਪਰਾਲੀ ਦਾ ਬਾਜ਼ਾਰੀ ਮੁੱਲ ਘੱਟ ਹੈ। ਹੱਲ: ਕਸਟਮ ਹਾਇਰਿੰਗ ਕੇਂਦਰਾਂ ਅਤੇ ਸਹਿਕਾਰੀ ਸਭਾਵਾਂ ਰਾਹੀਂ ਖੇਤ ਵਿੱਚ ਹੀ ਸੰਭਾਲ (ਹੈਪੀ ਸੀਡਰ, ਸੁਪਰ SMS, ਸਰਫ਼ੇਸ ਸੀਡਰ, ਬਾਇਓ-ਡੀਕੰਪੋਜ਼ਰ); ਯਕੀਨੀ ਇਕੱਠ ਅਤੇ ਗੱਠਾਂ ਬਣਾਉਣ ਨਾਲ ਬਾਇਓਮਾਸ ਬਿਜਲੀ, ਕੰਪ੍ਰੈੱਸਡ ਬਾਇਓਗੈਸ ਪਲਾਂਟਾਂ ਅਤੇ ਬਾਇਲਰਾਂ ਵਿੱਚ ਵਰਤੋਂ; PR 126 ਵਰਗੀਆਂ ਘੱਟ ਸਮੇਂ ਵਾਲੀਆਂ ਕਿਸਮਾਂ ਜੋ ਸਮਾਂ ਵਧਾਉਂਦੀਆਂ ਹਨ; ਫ਼ਸਲੀ ਵਿਭਿੰਨਤਾ; ਸੈਟੇਲਾਈਟ ਨਿਗਰਾਨੀ ਅਤੇ ਪਿੰਡ ਪੱਧਰ ਦੀ ਜਾਗਰੂਕਤਾ ਨਾਲ ਪ੍ਰਤੀ ਏਕੜ ਪ੍ਰੋਤਸਾਹਨ। ਚੰਗਾ ਉੱਤਰ ਸਖ਼ਤੀ ਅਤੇ ਕਿਸਾਨਾਂ ਦੀ ਮਦਦ ਵਿੱਚ ਸੰਤੁਲਨ ਰੱਖਦਾ ਹੈ।',
    },
  },
  {
    key: 'qotd-subsoil-water-act',
    daysAgo: 4,
    kind: 'mcq',
    title: { en: 'Saving groundwater by law', pa: 'ਕਾਨੂੰਨ ਰਾਹੀਂ ਧਰਤੀ ਹੇਠਲੇ ਪਾਣੀ ਦੀ ਸੰਭਾਲ' },
    topic: { stage: 'prelims', key: 'environment' },
    question: {
      key: 'qotd-subsoil-water-act',
      topic: 'environment',
      stem: {
        en: 'Which law of Punjab bars farmers from sowing paddy nursery and transplanting paddy before the dates notified by the State Government, to save groundwater?',
        pa: 'ਧਰਤੀ ਹੇਠਲਾ ਪਾਣੀ ਬਚਾਉਣ ਲਈ ਪੰਜਾਬ ਦਾ ਕਿਹੜਾ ਕਾਨੂੰਨ ਕਿਸਾਨਾਂ ਨੂੰ ਸੂਬਾ ਸਰਕਾਰ ਵੱਲੋਂ ਨੋਟੀਫ਼ਾਈ ਕੀਤੀਆਂ ਤਾਰੀਖ਼ਾਂ ਤੋਂ ਪਹਿਲਾਂ ਝੋਨੇ ਦੀ ਪਨੀਰੀ ਬੀਜਣ ਅਤੇ ਲੁਆਈ ਕਰਨ ਤੋਂ ਰੋਕਦਾ ਹੈ?',
      },
      options: [
        { en: 'The Punjab Water Resources (Management and Regulation) Act, 2020', pa: 'ਪੰਜਾਬ ਜਲ ਸਰੋਤ (ਪ੍ਰਬੰਧਨ ਅਤੇ ਨਿਯਮਨ) ਐਕਟ, 2020' },
        { en: 'The Punjab Preservation of Subsoil Water Act, 2009', pa: 'ਪੰਜਾਬ ਉਪ-ਭੂਮੀ ਜਲ ਸੰਭਾਲ ਐਕਟ, 2009' },
        { en: 'The Punjab Land Preservation Act, 1900', pa: 'ਪੰਜਾਬ ਭੂਮੀ ਸੰਭਾਲ ਐਕਟ, 1900' },
        { en: 'The Northern India Canal and Drainage Act, 1873', pa: 'ਉੱਤਰੀ ਭਾਰਤ ਨਹਿਰ ਅਤੇ ਨਿਕਾਸੀ ਐਕਟ, 1873' },
      ],
      correct: 'B',
      explanation: {
        en: 'The Punjab Preservation of Subsoil Water Act, 2009 prohibits sowing paddy nursery and transplanting paddy before the dates the State notifies, so that transplanting moves closer to the monsoon and less groundwater is pumped in the hottest weeks. The 2020 Act set up the Punjab Water Regulation and Development Authority; the 1900 Act deals with soil erosion in the Shivaliks; the 1873 Act governs canal irrigation.',
        pa: 'ਪੰਜਾਬ ਉਪ-ਭੂਮੀ ਜਲ ਸੰਭਾਲ ਐਕਟ, 2009 ਸੂਬੇ ਵੱਲੋਂ ਨੋਟੀਫ਼ਾਈ ਤਾਰੀਖ਼ਾਂ ਤੋਂ ਪਹਿਲਾਂ ਝੋਨੇ ਦੀ ਪਨੀਰੀ ਬੀਜਣ ਅਤੇ ਲੁਆਈ ’ਤੇ ਰੋਕ ਲਾਉਂਦਾ ਹੈ, ਤਾਂ ਜੋ ਲੁਆਈ ਮਾਨਸੂਨ ਦੇ ਨੇੜੇ ਹੋਵੇ ਅਤੇ ਸਭ ਤੋਂ ਗਰਮ ਹਫ਼ਤਿਆਂ ਵਿੱਚ ਘੱਟ ਪਾਣੀ ਕੱਢਿਆ ਜਾਵੇ। 2020 ਦੇ ਐਕਟ ਨੇ ਪੰਜਾਬ ਜਲ ਨਿਯਮਨ ਅਤੇ ਵਿਕਾਸ ਅਥਾਰਟੀ ਬਣਾਈ; 1900 ਦਾ ਐਕਟ ਸ਼ਿਵਾਲਿਕ ਵਿੱਚ ਭੂ-ਖੋਰ ਨਾਲ ਸੰਬੰਧਿਤ ਹੈ; 1873 ਦਾ ਐਕਟ ਨਹਿਰੀ ਸਿੰਚਾਈ ਨੂੰ ਨਿਯਮਤ ਕਰਦਾ ਹੈ।',
      },
      difficulty: 'medium',
      source: 'Institute Question of the Day',
    },
  },
  {
    key: 'qotd-drug-abuse',
    daysAgo: 5,
    kind: 'mains',
    title: { en: 'Drug abuse: health or law and order?', pa: 'ਨਸ਼ਿਆਂ ਦੀ ਦੁਰਵਰਤੋਂ: ਸਿਹਤ ਜਾਂ ਅਮਨ-ਕਾਨੂੰਨ?' },
    topic: { stage: 'mains', key: 'social-issues' },
    paper: 'GS Paper III',
    wordLimit: 250,
    marks: 15,
    prompt: {
      en: 'Drug abuse in Punjab is as much a public health problem as a law-and-order one. Critically examine this statement in the light of the state’s recent efforts.',
      pa: 'ਪੰਜਾਬ ਵਿੱਚ ਨਸ਼ਿਆਂ ਦੀ ਦੁਰਵਰਤੋਂ ਜਿੰਨੀ ਅਮਨ-ਕਾਨੂੰਨ ਦੀ ਸਮੱਸਿਆ ਹੈ, ਓਨੀ ਹੀ ਜਨ-ਸਿਹਤ ਦੀ। ਸੂਬੇ ਦੇ ਹਾਲੀਆ ਯਤਨਾਂ ਦੀ ਰੋਸ਼ਨੀ ਵਿੱਚ ਇਸ ਕਥਨ ਦੀ ਆਲੋਚਨਾਤਮਕ ਪੜਤਾਲ ਕਰੋ।',
    },
    guidance: {
      en: 'Law and order: supply from across the international border (drones, couriers), inter-state networks, the NDPS Act, 1985, the Anti-Narcotics Task Force and property attachment of traffickers. Public health: dependence is a disease; Outpatient Opioid Assisted Treatment (OOAT) clinics and de-addiction centres, relapse, overdose deaths, HIV and hepatitis C among people who inject drugs, stigma that keeps families from seeking help. Society: unemployment and idleness among youth, peer pressure, the role of panchayats, schools and religious bodies. Recent efforts: the ‘Yudh Nashian Virudh’ campaign pairing enforcement with treatment and village-level committees. Conclude that enforcement cuts supply while treatment, rehabilitation and jobs cut demand: both are needed.',
      pa: 'ਅਮਨ-ਕਾਨੂੰਨ: ਕੌਮਾਂਤਰੀ ਸਰਹੱਦ ਪਾਰੋਂ ਸਪਲਾਈ (ਡਰੋਨ, ਕੋਰੀਅਰ), ਅੰਤਰ-ਰਾਜੀ ਨੈੱਟਵਰਕ, NDPS ਐਕਟ, 1985, ਐਂਟੀ-ਨਾਰਕੋਟਿਕਸ ਟਾਸਕ ਫ਼ੋਰਸ ਅਤੇ ਤਸਕਰਾਂ ਦੀ ਜਾਇਦਾਦ ਕੁਰਕ ਕਰਨਾ। ਜਨ-ਸਿਹਤ: ਨਸ਼ੇ ਦੀ ਲਤ ਇੱਕ ਬਿਮਾਰੀ ਹੈ; ਓਟ (OOAT) ਕਲੀਨਿਕ ਅਤੇ ਨਸ਼ਾ ਛੁਡਾਊ ਕੇਂਦਰ, ਮੁੜ ਨਸ਼ੇ ਵੱਲ ਪਰਤਣਾ, ਓਵਰਡੋਜ਼ ਨਾਲ ਮੌਤਾਂ, ਟੀਕੇ ਨਾਲ ਨਸ਼ਾ ਲੈਣ ਵਾਲਿਆਂ ਵਿੱਚ HIV ਅਤੇ ਹੈਪੇਟਾਈਟਸ C, ਅਤੇ ਕਲੰਕ ਜੋ ਪਰਿਵਾਰਾਂ ਨੂੰ ਮਦਦ ਲੈਣ ਤੋਂ ਰੋਕਦਾ ਹੈ। ਸਮਾਜ: ਨੌਜਵਾਨਾਂ ਵਿੱਚ ਬੇਰੁਜ਼ਗਾਰੀ ਅਤੇ ਵਿਹਲ, ਸਾਥੀਆਂ ਦਾ ਦਬਾਅ, ਪੰਚਾਇਤਾਂ, ਸਕੂਲਾਂ ਅਤੇ ਧਾਰਮਿਕ ਸੰਸਥਾਵਾਂ ਦੀ ਭੂਮਿਕਾ। ਹਾਲੀਆ ਯਤਨ: ‘ਯੁੱਧ ਨਸ਼ਿਆਂ ਵਿਰੁੱਧ’ ਮੁਹਿੰਮ, ਜੋ ਸਖ਼ਤੀ ਨੂੰ ਇਲਾਜ ਅਤੇ ਪਿੰਡ ਪੱਧਰੀ ਕਮੇਟੀਆਂ ਨਾਲ ਜੋੜਦੀ ਹੈ। ਸਿੱਟਾ: ਸਖ਼ਤੀ ਸਪਲਾਈ ਘਟਾਉਂਦੀ ਹੈ, ਜਦਕਿ ਇਲਾਜ, ਮੁੜ-ਵਸੇਬਾ ਅਤੇ ਰੁਜ਼ਗਾਰ ਮੰਗ ਘਟਾਉਂਦੇ ਹਨ: ਦੋਵੇਂ ਲੋੜੀਂਦੇ ਹਨ।',
    },
  },
  {
    key: 'qotd-happy-seeder',
    daysAgo: 6,
    kind: 'mcq',
    title: { en: 'Managing paddy straw', pa: 'ਝੋਨੇ ਦੀ ਪਰਾਲੀ ਦੀ ਸੰਭਾਲ' },
    topic: { stage: 'prelims', key: 'environment' },
    question: {
      key: 'qotd-happy-seeder',
      topic: 'environment',
      stem: {
        en: 'The Happy Seeder, promoted in Punjab as an alternative to burning paddy straw, is a machine that:',
        pa: 'ਪੰਜਾਬ ਵਿੱਚ ਪਰਾਲੀ ਸਾੜਨ ਦੇ ਬਦਲ ਵਜੋਂ ਪ੍ਰਚਾਰੀ ਜਾਂਦੀ ਹੈਪੀ ਸੀਡਰ ਮਸ਼ੀਨ:',
      },
      options: [
        { en: 'makes bales of paddy straw for biomass power plants', pa: 'ਬਾਇਓਮਾਸ ਬਿਜਲੀ ਘਰਾਂ ਲਈ ਪਰਾਲੀ ਦੀਆਂ ਗੱਠਾਂ ਬਣਾਉਂਦੀ ਹੈ' },
        { en: 'transplants paddy seedlings mechanically', pa: 'ਮਸ਼ੀਨ ਨਾਲ ਝੋਨੇ ਦੀ ਪਨੀਰੀ ਲਾਉਂਦੀ ਹੈ' },
        {
          en: 'sows wheat directly into the standing paddy stubble without burning it',
          pa: 'ਪਰਾਲੀ ਸਾੜੇ ਬਿਨਾਂ ਖੜ੍ਹੇ ਕਰਚਿਆਂ ਵਿੱਚ ਸਿੱਧੀ ਕਣਕ ਬੀਜਦੀ ਹੈ',
        },
        { en: 'sprays a microbial decomposer on the harvested field', pa: 'ਕੱਟੇ ਹੋਏ ਖੇਤ ਵਿੱਚ ਸੂਖਮ ਜੀਵਾਂ ਵਾਲਾ ਡੀਕੰਪੋਜ਼ਰ ਛਿੜਕਦੀ ਹੈ' },
      ],
      correct: 'C',
      explanation: {
        en: 'The Happy Seeder, developed with Punjab Agricultural University, cuts and lifts the straw in front of its sowing tines and drops it behind as mulch, so wheat is sown into the standing stubble in one pass. It is an in-situ method; balers serve ex-situ uses such as biomass power, and the bio-decomposer is a spray, not a machine.',
        pa: 'ਪੰਜਾਬ ਖੇਤੀਬਾੜੀ ਯੂਨੀਵਰਸਿਟੀ ਦੇ ਸਹਿਯੋਗ ਨਾਲ ਵਿਕਸਿਤ ਹੈਪੀ ਸੀਡਰ ਬੀਜਣ ਵਾਲੇ ਫਾਲਿਆਂ ਦੇ ਅੱਗੋਂ ਪਰਾਲੀ ਕੱਟ ਕੇ ਚੁੱਕਦੀ ਹੈ ਅਤੇ ਪਿੱਛੇ ਮਲਚ ਵਜੋਂ ਵਿਛਾ ਦਿੰਦੀ ਹੈ, ਇਸ ਲਈ ਇੱਕੋ ਗੇੜ ਵਿੱਚ ਖੜ੍ਹੇ ਕਰਚਿਆਂ ਵਿੱਚ ਕਣਕ ਬੀਜੀ ਜਾਂਦੀ ਹੈ। ਇਹ ਖੇਤ ਵਿੱਚ ਹੀ ਸੰਭਾਲ ਦਾ ਤਰੀਕਾ ਹੈ; ਬੇਲਰ ਬਾਇਓਮਾਸ ਬਿਜਲੀ ਵਰਗੀ ਖੇਤ ਤੋਂ ਬਾਹਰ ਵਰਤੋਂ ਲਈ ਹਨ, ਅਤੇ ਬਾਇਓ-ਡੀਕੰਪੋਜ਼ਰ ਛਿੜਕਾਅ ਹੈ, ਮਸ਼ੀਨ ਨਹੀਂ।',
      },
      difficulty: 'easy',
      source: 'Institute Question of the Day',
    },
  },
  {
    key: 'qotd-msp-diversification',
    daysAgo: 7,
    kind: 'mains',
    title: { en: 'MSP and crop diversification', pa: 'MSP ਅਤੇ ਫ਼ਸਲੀ ਵਿਭਿੰਨਤਾ' },
    topic: { stage: 'mains', key: 'economy' },
    paper: 'GS Paper III',
    wordLimit: 250,
    marks: 15,
    prompt: {
      en: 'Assured procurement at the Minimum Support Price has locked Punjab into the wheat–paddy cycle. How can crop diversification be made attractive to the state’s farmers?',
      pa: 'ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ ’ਤੇ ਯਕੀਨੀ ਖ਼ਰੀਦ ਨੇ ਪੰਜਾਬ ਨੂੰ ਕਣਕ-ਝੋਨੇ ਦੇ ਚੱਕਰ ਵਿੱਚ ਬੰਨ੍ਹ ਦਿੱਤਾ ਹੈ। ਸੂਬੇ ਦੇ ਕਿਸਾਨਾਂ ਲਈ ਫ਼ਸਲੀ ਵਿਭਿੰਨਤਾ ਨੂੰ ਲਾਹੇਵੰਦ ਕਿਵੇਂ ਬਣਾਇਆ ਜਾ ਸਕਦਾ ਹੈ?',
    },
    guidance: {
      en: 'Explain the lock-in: MSP is announced for over twenty crops, but open-ended procurement happens mainly for wheat and paddy, so they carry the least risk; add free power, mandi infrastructure and the arhtiya credit system. Costs of the cycle: groundwater, soil health, stubble burning, stagnant incomes. Making alternatives pay: assured purchase or price deficiency payments for maize, cotton, pulses and oilseeds; per-acre incentives for moving out of paddy and for direct seeded rice; processing and storage near farms (maize for feed and ethanol, horticulture cold chains); farmer producer organisations and contract arrangements; crop insurance; research on high-yield varieties at PAU; water and power pricing that rewards saving. Conclude that diversification must raise, not lower, a farmer’s income to last.',
      pa: 'ਬੰਧਨ ਨੂੰ ਸਮਝਾਓ: MSP ਵੀਹ ਤੋਂ ਵੱਧ ਫ਼ਸਲਾਂ ਲਈ ਐਲਾਨਿਆ ਜਾਂਦਾ ਹੈ, ਪਰ ਖੁੱਲ੍ਹੀ ਖ਼ਰੀਦ ਮੁੱਖ ਤੌਰ ’ਤੇ ਕਣਕ ਅਤੇ ਝੋਨੇ ਦੀ ਹੁੰਦੀ ਹੈ, ਇਸ ਲਈ ਇਨ੍ਹਾਂ ਵਿੱਚ ਜੋਖ਼ਮ ਸਭ ਤੋਂ ਘੱਟ ਹੈ; ਨਾਲ ਮੁਫ਼ਤ ਬਿਜਲੀ, ਮੰਡੀਆਂ ਦਾ ਢਾਂਚਾ ਅਤੇ ਆੜ੍ਹਤੀਆਂ ਦਾ ਕਰਜ਼ਾ ਪ੍ਰਬੰਧ। ਇਸ ਚੱਕਰ ਦੀ ਕੀਮਤ: ਧਰਤੀ ਹੇਠਲਾ ਪਾਣੀ, ਮਿੱਟੀ ਦੀ ਸਿਹਤ, ਪਰਾਲੀ ਸਾੜਨਾ, ਖੜੋਤ ਵਾਲੀ ਆਮਦਨ। ਬਦਲਵੀਆਂ ਫ਼ਸਲਾਂ ਨੂੰ ਲਾਹੇਵੰਦ ਬਣਾਉਣਾ: ਮੱਕੀ, ਨਰਮਾ, ਦਾਲਾਂ ਅਤੇ ਤੇਲ ਬੀਜਾਂ ਦੀ ਯਕੀਨੀ ਖ਼ਰੀਦ ਜਾਂ ਭਾਅ ਅੰਤਰ ਅਦਾਇਗੀ; ਝੋਨਾ ਛੱਡਣ ਅਤੇ ਸਿੱਧੀ ਬਿਜਾਈ ਲਈ ਪ੍ਰਤੀ ਏਕੜ ਪ੍ਰੋਤਸਾਹਨ; ਖੇਤਾਂ ਨੇੜੇ ਪ੍ਰੋਸੈਸਿੰਗ ਅਤੇ ਭੰਡਾਰਨ (ਫੀਡ ਅਤੇ ਈਥਾਨੌਲ ਲਈ ਮੱਕੀ, ਬਾਗ਼ਬਾਨੀ ਲਈ ਕੋਲਡ ਚੇਨ); ਕਿਸਾਨ ਉਤਪਾਦਕ ਸੰਗਠਨ ਅਤੇ ਇਕਰਾਰਨਾਮਾ ਪ੍ਰਬੰਧ; ਫ਼ਸਲ ਬੀਮਾ; PAU ਵਿੱਚ ਵੱਧ ਝਾੜ ਵਾਲੀਆਂ ਕਿਸਮਾਂ ਦੀ ਖੋਜ; ਪਾਣੀ ਅਤੇ ਬਿਜਲੀ ਦੀ ਕੀਮਤ ਜੋ ਬੱਚਤ ਨੂੰ ਇਨਾਮ ਦੇਵੇ। ਸਿੱਟਾ: ਵਿਭਿੰਨਤਾ ਟਿਕਾਊ ਤਾਂ ਹੀ ਹੋਵੇਗੀ ਜੇ ਇਹ ਕਿਸਾਨ ਦੀ ਆਮਦਨ ਵਧਾਏ, ਘਟਾਏ ਨਾ।',
    },
  },
  {
    key: 'qotd-border-districts',
    daysAgo: 8,
    kind: 'mcq',
    title: { en: 'Punjab’s border districts', pa: 'ਪੰਜਾਬ ਦੇ ਸਰਹੱਦੀ ਜ਼ਿਲ੍ਹੇ' },
    topic: { stage: 'prelims', key: 'punjab-gk' },
    question: {
      key: 'qotd-border-districts',
      topic: 'punjab-gk',
      stem: {
        en: 'Which one of the following districts of Punjab does NOT share the international border with Pakistan?',
        pa: 'ਹੇਠ ਲਿਖਿਆਂ ਵਿੱਚੋਂ ਪੰਜਾਬ ਦਾ ਕਿਹੜਾ ਜ਼ਿਲ੍ਹਾ ਪਾਕਿਸਤਾਨ ਨਾਲ ਕੌਮਾਂਤਰੀ ਸਰਹੱਦ ਸਾਂਝੀ ਨਹੀਂ ਕਰਦਾ?',
      },
      options: [
        { en: 'Fazilka', pa: 'ਫ਼ਾਜ਼ਿਲਕਾ' },
        { en: 'Tarn Taran', pa: 'ਤਰਨ ਤਾਰਨ' },
        { en: 'Gurdaspur', pa: 'ਗੁਰਦਾਸਪੁਰ' },
        { en: 'Bathinda', pa: 'ਬਠਿੰਡਾ' },
      ],
      correct: 'D',
      explanation: {
        en: 'Punjab’s border with Pakistan, about 553 km long, runs along six districts: Pathankot, Gurdaspur, Amritsar, Tarn Taran, Ferozepur and Fazilka. Bathinda lies inland, bordering Haryana. Drones dropping narcotics and weapons along this border make it a frequent internal-security topic.',
        pa: 'ਪਾਕਿਸਤਾਨ ਨਾਲ ਪੰਜਾਬ ਦੀ ਲਗਭਗ 553 ਕਿਲੋਮੀਟਰ ਲੰਮੀ ਸਰਹੱਦ ਛੇ ਜ਼ਿਲ੍ਹਿਆਂ ਨਾਲ ਲੱਗਦੀ ਹੈ: ਪਠਾਨਕੋਟ, ਗੁਰਦਾਸਪੁਰ, ਅੰਮ੍ਰਿਤਸਰ, ਤਰਨ ਤਾਰਨ, ਫ਼ਿਰੋਜ਼ਪੁਰ ਅਤੇ ਫ਼ਾਜ਼ਿਲਕਾ। ਬਠਿੰਡਾ ਅੰਦਰੂਨੀ ਜ਼ਿਲ੍ਹਾ ਹੈ, ਜਿਸ ਦੀ ਹੱਦ ਹਰਿਆਣਾ ਨਾਲ ਲੱਗਦੀ ਹੈ। ਇਸ ਸਰਹੱਦ ’ਤੇ ਡਰੋਨਾਂ ਰਾਹੀਂ ਨਸ਼ੇ ਅਤੇ ਹਥਿਆਰ ਸੁੱਟੇ ਜਾਣ ਕਾਰਨ ਇਹ ਅੰਦਰੂਨੀ ਸੁਰੱਖਿਆ ਦਾ ਅਕਸਰ ਪੁੱਛਿਆ ਜਾਣ ਵਾਲਾ ਵਿਸ਼ਾ ਹੈ।',
      },
      difficulty: 'medium',
      source: 'Institute Question of the Day',
    },
  },
  {
    key: 'qotd-youth-migration',
    daysAgo: 9,
    kind: 'mains',
    title: { en: 'Young Punjab going abroad', pa: 'ਵਿਦੇਸ਼ ਜਾ ਰਿਹਾ ਨੌਜਵਾਨ ਪੰਜਾਬ' },
    topic: { stage: 'mains', key: 'society' },
    paper: 'GS Paper I',
    wordLimit: 150,
    marks: 10,
    prompt: {
      en: 'Examine the causes and consequences of the large-scale migration of young people from Punjab to foreign countries.',
      pa: 'ਪੰਜਾਬ ਤੋਂ ਨੌਜਵਾਨਾਂ ਦੇ ਵੱਡੇ ਪੱਧਰ ’ਤੇ ਵਿਦੇਸ਼ ਜਾਣ ਦੇ ਕਾਰਨਾਂ ਅਤੇ ਸਿੱਟਿਆਂ ਦੀ ਪੜਤਾਲ ਕਰੋ।',
    },
    guidance: {
      en: 'Causes: few well-paid jobs, shrinking farm incomes and landholdings, the drug problem, a long tradition of migration, and the pull of study visas to Canada, Australia and the United Kingdom backed by a large IELTS and immigration industry. Consequences: remittances and investment in villages, but also land sold or mortgaged to pay for study abroad, ageing villages, loss of skilled youth, fraud by unlicensed travel agents and dangerous illegal routes. Mention regulation of agents under the Punjab Travel Professionals (Regulation) Act, 2014, and what would keep young people at home: skills, industry, start-ups. Keep to the word limit: a short introduction, causes and consequences in points, a one-line conclusion.',
      pa: 'ਕਾਰਨ: ਚੰਗੀ ਤਨਖ਼ਾਹ ਵਾਲੀਆਂ ਨੌਕਰੀਆਂ ਦੀ ਘਾਟ, ਘਟਦੀ ਖੇਤੀ ਆਮਦਨ ਅਤੇ ਜੋਤਾਂ, ਨਸ਼ਿਆਂ ਦੀ ਸਮੱਸਿਆ, ਪਰਵਾਸ ਦੀ ਲੰਮੀ ਰਵਾਇਤ, ਅਤੇ ਵੱਡੇ IELTS ਤੇ ਇਮੀਗ੍ਰੇਸ਼ਨ ਕਾਰੋਬਾਰ ਦੇ ਸਹਾਰੇ ਕੈਨੇਡਾ, ਆਸਟ੍ਰੇਲੀਆ ਅਤੇ ਇੰਗਲੈਂਡ ਦੇ ਸਟੱਡੀ ਵੀਜ਼ਿਆਂ ਦੀ ਖਿੱਚ। ਸਿੱਟੇ: ਪਿੰਡਾਂ ਵਿੱਚ ਵਿਦੇਸ਼ੀ ਕਮਾਈ ਅਤੇ ਨਿਵੇਸ਼, ਪਰ ਨਾਲ ਹੀ ਵਿਦੇਸ਼ ਪੜ੍ਹਾਈ ਲਈ ਵੇਚੀ ਜਾਂ ਗਹਿਣੇ ਰੱਖੀ ਜ਼ਮੀਨ, ਬਜ਼ੁਰਗ ਹੁੰਦੇ ਪਿੰਡ, ਹੁਨਰਮੰਦ ਨੌਜਵਾਨਾਂ ਦਾ ਨਿਕਾਸ, ਬਿਨਾਂ ਲਾਇਸੈਂਸ ਏਜੰਟਾਂ ਵੱਲੋਂ ਧੋਖਾਧੜੀ ਅਤੇ ਖ਼ਤਰਨਾਕ ਗ਼ੈਰ-ਕਾਨੂੰਨੀ ਰਸਤੇ। ਪੰਜਾਬ ਟਰੈਵਲ ਪ੍ਰੋਫੈਸ਼ਨਲਜ਼ (ਰੈਗੂਲੇਸ਼ਨ) ਐਕਟ, 2014 ਹੇਠ ਏਜੰਟਾਂ ਦੇ ਨਿਯਮਨ ਦਾ ਜ਼ਿਕਰ ਕਰੋ, ਅਤੇ ਦੱਸੋ ਕਿ ਨੌਜਵਾਨਾਂ ਨੂੰ ਘਰ ਕੀ ਰੋਕ ਸਕਦਾ ਹੈ: ਹੁਨਰ, ਉਦਯੋਗ, ਸਟਾਰਟ-ਅੱਪ। ਸ਼ਬਦ ਸੀਮਾ ਵਿੱਚ ਰਹੋ: ਛੋਟੀ ਭੂਮਿਕਾ, ਕਾਰਨ ਅਤੇ ਸਿੱਟੇ ਨੁਕਤਿਆਂ ਵਿੱਚ, ਇੱਕ ਸਤਰ ਦਾ ਸਿੱਟਾ।',
    },
  },
]

/** The bank questions the MCQs use: added to the question bank by the seed. */
export const dailyQuestionBank: QuestionSeed[] = dailyQuestions.flatMap((entry) => (entry.kind === 'mcq' ? [entry.question] : []))

/** The demo candidate's answer to one MCQ, and their written answer to one Mains question, evaluated by the academy's admin. */
export const demoDailyAnswers: {
  mcq: { key: string; option: OptionLetter }
  written: { key: string; answer: string; marksAwarded: number; feedback: string }
} = {
  mcq: { key: 'qotd-harike-wetland', option: 'B' },
  written: {
    key: 'qotd-stubble-burning',
    answer: [
      'Punjab burns a large part of its paddy straw every autumn although machines for managing it are subsidised.',
      'Reasons: wheat must be sown within two or three weeks of the paddy harvest; combines leave loose straw; small farmers cannot afford to hire a Happy Seeder or Super SMS at the same time as everyone else; straw has no buyer nearby.',
      'Solution: custom hiring centres run by cooperatives so that every village gets machines in time; paying farmers per acre for not burning; more biomass and compressed biogas plants with balers collecting straw; shorter-duration varieties like PR 126; and diversification away from paddy.',
      'Burning can end only when managing straw costs a farmer less than burning it.',
    ].join('\n\n'),
    marksAwarded: 6.5,
    feedback:
      'Good structure and a clear conclusion. The reasons are well chosen; add the health cost (smog over Punjab and Delhi-NCR) in the introduction to show why it matters. In the solution, name the in-situ and ex-situ methods as such and mention satellite monitoring. Stay within the 150 words: you used them well.',
  },
}
