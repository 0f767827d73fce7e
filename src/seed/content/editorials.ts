import type { Bilingual } from './types'

/** An analysis of one Tribune editorial, as the institute's current-affairs desk writes it. */
export type EditorialSeed = {
  /** Also the page address: `/current-affairs/editorial-analysis/{key}`. */
  key: string
  /** 0 = the day the seed runs; the editorial appeared that many days earlier. */
  daysAgo: number
  /** The editorial's own headline, as printed. */
  editorialTitle: string
  title: Bilingual
  summary: Bilingual
  keyPoints: Bilingual[]
  syllabusRelevance: Bilingual
  /** Topic keys (as in topics.ts); the prelims topic is taken where both stages have the key. */
  topics: string[]
  probableQuestions: { stage: 'prelims' | 'mains'; marks?: number; question: Bilingual }[]
}

/** Eight analyses over the last month, one every three to four days, on Punjab's recurring issues. */
export const editorials: EditorialSeed[] = [
  {
    key: 'stubble-burning-making-residue-pay',
    daysAgo: 1,
    editorialTitle: 'Beyond the matchstick',
    title: {
      en: 'Stubble burning: why penalties alone will not end the fires',
      pa: 'ਪਰਾਲੀ ਸਾੜਨਾ: ਸਿਰਫ਼ ਜੁਰਮਾਨਿਆਂ ਨਾਲ ਅੱਗਾਂ ਕਿਉਂ ਨਹੀਂ ਰੁਕਣਗੀਆਂ',
    },
    summary: {
      en: 'The Tribune argues that the fall in farm fires shows enforcement works, but that Punjab will keep relapsing until paddy straw has a buyer: machines for small farmers, assured demand from biomass plants and boilers, and more time between the paddy harvest and wheat sowing.',
      pa: 'ਦ ਟ੍ਰਿਬਿਊਨ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਖੇਤਾਂ ਦੀਆਂ ਅੱਗਾਂ ਵਿੱਚ ਕਮੀ ਦੱਸਦੀ ਹੈ ਕਿ ਸਖ਼ਤੀ ਕੰਮ ਕਰਦੀ ਹੈ, ਪਰ ਜਦ ਤੱਕ ਝੋਨੇ ਦੀ ਪਰਾਲੀ ਦਾ ਖ਼ਰੀਦਦਾਰ ਨਹੀਂ ਮਿਲਦਾ, ਪੰਜਾਬ ਮੁੜ-ਮੁੜ ਪੁਰਾਣੇ ਰਾਹ ਪਵੇਗਾ: ਛੋਟੇ ਕਿਸਾਨਾਂ ਲਈ ਮਸ਼ੀਨਾਂ, ਬਾਇਓਮਾਸ ਪਲਾਂਟਾਂ ਅਤੇ ਬਾਇਲਰਾਂ ਤੋਂ ਪੱਕੀ ਮੰਗ, ਅਤੇ ਝੋਨੇ ਦੀ ਕਟਾਈ ਤੇ ਕਣਕ ਦੀ ਬਿਜਾਈ ਵਿਚਕਾਰ ਵੱਧ ਸਮਾਂ।',
    },
    keyPoints: [
      {
        en: 'Punjab produces close to 20 million tonnes of paddy straw a year. Satellite-counted fire events, monitored by the Punjab Remote Sensing Centre, fell from about 71,000 in 2021 to under 11,000 in 2024.',
        pa: 'ਪੰਜਾਬ ਵਿੱਚ ਹਰ ਸਾਲ ਲਗਭਗ 2 ਕਰੋੜ ਟਨ ਪਰਾਲੀ ਪੈਦਾ ਹੁੰਦੀ ਹੈ। ਪੰਜਾਬ ਰਿਮੋਟ ਸੈਂਸਿੰਗ ਸੈਂਟਰ ਵੱਲੋਂ ਉਪਗ੍ਰਹਿ ਰਾਹੀਂ ਗਿਣੀਆਂ ਅੱਗ ਦੀਆਂ ਘਟਨਾਵਾਂ 2021 ਵਿੱਚ ਲਗਭਗ 71,000 ਤੋਂ ਘਟ ਕੇ 2024 ਵਿੱਚ 11,000 ਤੋਂ ਵੀ ਘੱਟ ਰਹਿ ਗਈਆਂ।',
      },
      {
        en: 'In-situ management (Happy Seeder, Super Seeder, Super SMS on combines) depends on the Centre’s crop residue management scheme, which subsidises 50 per cent of a machine for a farmer and 80 per cent for cooperatives and custom hiring centres.',
        pa: 'ਖੇਤ ਵਿੱਚ ਹੀ ਪਰਾਲੀ ਸੰਭਾਲ (ਹੈਪੀ ਸੀਡਰ, ਸੁਪਰ ਸੀਡਰ, ਕੰਬਾਈਨਾਂ ਉੱਤੇ ਸੁਪਰ SMS) ਕੇਂਦਰ ਦੀ ਫ਼ਸਲੀ ਰਹਿੰਦ-ਖੂੰਹਦ ਪ੍ਰਬੰਧਨ ਯੋਜਨਾ ਉੱਤੇ ਨਿਰਭਰ ਹੈ, ਜੋ ਕਿਸਾਨ ਨੂੰ ਮਸ਼ੀਨ ਉੱਤੇ 50 ਫ਼ੀਸਦੀ ਅਤੇ ਸਹਿਕਾਰੀ ਸਭਾਵਾਂ ਤੇ ਕਸਟਮ ਹਾਇਰਿੰਗ ਕੇਂਦਰਾਂ ਨੂੰ 80 ਫ਼ੀਸਦੀ ਸਬਸਿਡੀ ਦਿੰਦੀ ਹੈ।',
      },
      {
        en: 'The Punjab Preservation of Subsoil Water Act, 2009, which delays paddy transplanting to save groundwater, also pushes the harvest late and squeezes the window for sowing wheat: one policy’s gain is another’s cost.',
        pa: 'ਪੰਜਾਬ ਧਰਤੀ ਹੇਠਲੇ ਪਾਣੀ ਦੀ ਸੰਭਾਲ ਐਕਟ, 2009, ਜੋ ਪਾਣੀ ਬਚਾਉਣ ਲਈ ਝੋਨੇ ਦੀ ਲੁਆਈ ਪਿਛੇਤੀ ਕਰਦਾ ਹੈ, ਕਟਾਈ ਨੂੰ ਵੀ ਪਿਛੇਤਾ ਕਰਕੇ ਕਣਕ ਦੀ ਬਿਜਾਈ ਲਈ ਸਮਾਂ ਘਟਾ ਦਿੰਦਾ ਹੈ: ਇੱਕ ਨੀਤੀ ਦਾ ਲਾਭ ਦੂਜੀ ਦਾ ਨੁਕਸਾਨ ਬਣਦਾ ਹੈ।',
      },
      {
        en: 'Ex-situ use (biomass power, compressed biogas plants, industrial boilers that must co-fire straw) needs a collection chain of balers, rakes and storage; without it, straw rots in depots and farmers return to the matchstick.',
        pa: 'ਖੇਤ ਤੋਂ ਬਾਹਰ ਵਰਤੋਂ (ਬਾਇਓਮਾਸ ਬਿਜਲੀ, ਕੰਪ੍ਰੈਸਡ ਬਾਇਓਗੈਸ ਪਲਾਂਟ, ਪਰਾਲੀ ਨਾਲ ਬਾਲਣ ਵਾਲੇ ਉਦਯੋਗਿਕ ਬਾਇਲਰ) ਲਈ ਬੇਲਰਾਂ, ਰੇਕਾਂ ਅਤੇ ਭੰਡਾਰਨ ਦੀ ਪੂਰੀ ਲੜੀ ਚਾਹੀਦੀ ਹੈ; ਇਸ ਤੋਂ ਬਿਨਾਂ ਪਰਾਲੀ ਡਿਪੂਆਂ ਵਿੱਚ ਗਲਦੀ ਹੈ ਅਤੇ ਕਿਸਾਨ ਫਿਰ ਤੀਲੀ ਵੱਲ ਮੁੜਦੇ ਹਨ।',
      },
      {
        en: 'The Commission for Air Quality Management in NCR and Adjoining Areas sets the targets, but the editorial asks for a Punjab-specific price for straw, paid per acre managed, instead of penalties that fall hardest on small and tenant farmers.',
        pa: 'ਰਾਸ਼ਟਰੀ ਰਾਜਧਾਨੀ ਖੇਤਰ ਅਤੇ ਨਾਲ ਲੱਗਦੇ ਇਲਾਕਿਆਂ ਲਈ ਹਵਾ ਗੁਣਵੱਤਾ ਪ੍ਰਬੰਧਨ ਕਮਿਸ਼ਨ ਟੀਚੇ ਤੈਅ ਕਰਦਾ ਹੈ, ਪਰ ਸੰਪਾਦਕੀ ਮੰਗ ਕਰਦੀ ਹੈ ਕਿ ਛੋਟੇ ਅਤੇ ਠੇਕੇ ਵਾਲੇ ਕਿਸਾਨਾਂ ਉੱਤੇ ਸਭ ਤੋਂ ਵੱਧ ਭਾਰ ਪਾਉਣ ਵਾਲੇ ਜੁਰਮਾਨਿਆਂ ਦੀ ਥਾਂ ਪ੍ਰਤੀ ਏਕੜ ਸੰਭਾਲੀ ਪਰਾਲੀ ਦਾ ਮੁੱਲ ਦਿੱਤਾ ਜਾਵੇ।',
      },
    ],
    syllabusRelevance: {
      en: 'GS Paper III (environment: air pollution, conservation) and the Punjab-specific parts of GS Papers III and IV (agriculture of Punjab, its problems and policy). Prelims asks about the machines, the Act of 2009 and the bodies involved.',
      pa: 'ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ III (ਵਾਤਾਵਰਣ: ਹਵਾ ਪ੍ਰਦੂਸ਼ਣ, ਸੰਭਾਲ) ਅਤੇ ਪੇਪਰ III ਤੇ IV ਦੇ ਪੰਜਾਬ ਵਾਲੇ ਹਿੱਸੇ (ਪੰਜਾਬ ਦੀ ਖੇਤੀ, ਉਸ ਦੀਆਂ ਸਮੱਸਿਆਵਾਂ ਅਤੇ ਨੀਤੀ)। ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਵਿੱਚ ਮਸ਼ੀਨਾਂ, 2009 ਦੇ ਐਕਟ ਅਤੇ ਸੰਬੰਧਿਤ ਸੰਸਥਾਵਾਂ ਬਾਰੇ ਪੁੱਛਿਆ ਜਾਂਦਾ ਹੈ।',
    },
    topics: ['environment', 'punjab-gs'],
    probableQuestions: [
      {
        stage: 'prelims',
        question: {
          en: 'The Punjab Preservation of Subsoil Water Act, 2009 is primarily concerned with: (a) banning stubble burning (b) regulating the dates of paddy sowing and transplanting (c) metering agricultural tubewells (d) recharge of aquifers through check dams',
          pa: 'ਪੰਜਾਬ ਧਰਤੀ ਹੇਠਲੇ ਪਾਣੀ ਦੀ ਸੰਭਾਲ ਐਕਟ, 2009 ਮੁੱਖ ਤੌਰ ਉੱਤੇ ਕਿਸ ਨਾਲ ਸੰਬੰਧਿਤ ਹੈ: (A) ਪਰਾਲੀ ਸਾੜਨ ਉੱਤੇ ਪਾਬੰਦੀ (B) ਝੋਨੇ ਦੀ ਬਿਜਾਈ ਅਤੇ ਲੁਆਈ ਦੀਆਂ ਤਾਰੀਖ਼ਾਂ ਨਿਯਮਤ ਕਰਨਾ (C) ਖੇਤੀ ਟਿਊਬਵੈੱਲਾਂ ਉੱਤੇ ਮੀਟਰ ਲਾਉਣਾ (D) ਚੈੱਕ ਡੈਮਾਂ ਰਾਹੀਂ ਜਲ-ਭੰਡਾਰਾਂ ਦੀ ਮੁੜ-ਭਰਾਈ',
        },
      },
      {
        stage: 'mains',
        marks: 10,
        question: {
          en: 'Distinguish between in-situ and ex-situ management of paddy straw. Why has ex-situ management grown slowly in Punjab?',
          pa: 'ਪਰਾਲੀ ਦੀ ਖੇਤ ਵਿੱਚ (ਇਨ-ਸੀਟੂ) ਅਤੇ ਖੇਤ ਤੋਂ ਬਾਹਰ (ਐਕਸ-ਸੀਟੂ) ਸੰਭਾਲ ਵਿੱਚ ਫ਼ਰਕ ਦੱਸੋ। ਪੰਜਾਬ ਵਿੱਚ ਐਕਸ-ਸੀਟੂ ਸੰਭਾਲ ਹੌਲੀ ਕਿਉਂ ਵਧੀ ਹੈ?',
        },
      },
      {
        stage: 'mains',
        marks: 20,
        question: {
          en: '“Stubble burning is an economic problem with an environmental face.” Discuss with reference to Punjab, and suggest a policy mix that does not burden small farmers.',
          pa: '“ਪਰਾਲੀ ਸਾੜਨਾ ਵਾਤਾਵਰਣੀ ਚਿਹਰੇ ਵਾਲੀ ਆਰਥਿਕ ਸਮੱਸਿਆ ਹੈ।” ਪੰਜਾਬ ਦੇ ਹਵਾਲੇ ਨਾਲ ਚਰਚਾ ਕਰੋ ਅਤੇ ਅਜਿਹੀ ਨੀਤੀ ਸੁਝਾਓ ਜੋ ਛੋਟੇ ਕਿਸਾਨਾਂ ਉੱਤੇ ਭਾਰ ਨਾ ਪਾਵੇ।',
        },
      },
    ],
  },
  {
    key: 'groundwater-punjab-falling-water-table',
    daysAgo: 4,
    editorialTitle: 'Running dry beneath the fields',
    title: {
      en: 'Groundwater: Punjab is drawing far more than the rain puts back',
      pa: 'ਧਰਤੀ ਹੇਠਲਾ ਪਾਣੀ: ਪੰਜਾਬ ਮੀਂਹ ਦੀ ਭਰਪਾਈ ਨਾਲੋਂ ਕਿਤੇ ਵੱਧ ਪਾਣੀ ਕੱਢ ਰਿਹਾ ਹੈ',
    },
    summary: {
      en: 'Reacting to the Central Ground Water Board’s latest assessment, the editorial warns that Punjab extracts well over one and a half times its annual recharge, and that free farm power and the paddy cycle make the loss invisible to those who cause it.',
      pa: 'ਕੇਂਦਰੀ ਭੂ-ਜਲ ਬੋਰਡ ਦੇ ਤਾਜ਼ਾ ਮੁਲਾਂਕਣ ਉੱਤੇ ਸੰਪਾਦਕੀ ਚਿਤਾਵਨੀ ਦਿੰਦੀ ਹੈ ਕਿ ਪੰਜਾਬ ਆਪਣੀ ਸਾਲਾਨਾ ਮੁੜ-ਭਰਾਈ ਤੋਂ ਡੇਢ ਗੁਣਾ ਤੋਂ ਵੀ ਵੱਧ ਪਾਣੀ ਕੱਢਦਾ ਹੈ, ਅਤੇ ਖੇਤੀ ਲਈ ਮੁਫ਼ਤ ਬਿਜਲੀ ਤੇ ਝੋਨੇ ਦਾ ਚੱਕਰ ਇਸ ਨੁਕਸਾਨ ਨੂੰ ਉਨ੍ਹਾਂ ਤੋਂ ਹੀ ਓਹਲੇ ਰੱਖਦੇ ਹਨ ਜੋ ਇਸ ਦਾ ਕਾਰਨ ਹਨ।',
    },
    keyPoints: [
      {
        en: 'Punjab’s stage of groundwater extraction is above 150 per cent, the highest of any state; more than 110 of its 153 assessment blocks are classed over-exploited.',
        pa: 'ਪੰਜਾਬ ਵਿੱਚ ਧਰਤੀ ਹੇਠਲੇ ਪਾਣੀ ਦੀ ਨਿਕਾਸੀ ਦਾ ਪੱਧਰ 150 ਫ਼ੀਸਦੀ ਤੋਂ ਉੱਪਰ ਹੈ, ਜੋ ਕਿਸੇ ਵੀ ਸੂਬੇ ਨਾਲੋਂ ਵੱਧ ਹੈ; ਇਸ ਦੇ 153 ਮੁਲਾਂਕਣ ਬਲਾਕਾਂ ਵਿੱਚੋਂ 110 ਤੋਂ ਵੱਧ ਅਤਿ-ਸ਼ੋਸ਼ਿਤ ਸ਼੍ਰੇਣੀ ਵਿੱਚ ਹਨ।',
      },
      {
        en: 'About 14 lakh tubewells run on free electricity, so pumping has no marginal cost; the deeper the water table, the more powerful the submersible pumps and the higher the power subsidy.',
        pa: 'ਲਗਭਗ 14 ਲੱਖ ਟਿਊਬਵੈੱਲ ਮੁਫ਼ਤ ਬਿਜਲੀ ਉੱਤੇ ਚੱਲਦੇ ਹਨ, ਇਸ ਲਈ ਪਾਣੀ ਕੱਢਣ ਦੀ ਕੋਈ ਵਾਧੂ ਲਾਗਤ ਨਹੀਂ; ਪਾਣੀ ਜਿੰਨਾ ਡੂੰਘਾ, ਸਬਮਰਸੀਬਲ ਪੰਪ ਓਨੇ ਤਾਕਤਵਰ ਅਤੇ ਬਿਜਲੀ ਸਬਸਿਡੀ ਓਨੀ ਵੱਧ।',
      },
      {
        en: 'The Punjab Water Resources (Management and Regulation) Act, 2020 set up the Punjab Water Regulation and Development Authority, which charges industry and commerce for extraction but leaves agriculture, the largest user, outside its charges.',
        pa: 'ਪੰਜਾਬ ਜਲ ਸਰੋਤ (ਪ੍ਰਬੰਧਨ ਅਤੇ ਨਿਯਮਨ) ਐਕਟ, 2020 ਨੇ ਪੰਜਾਬ ਜਲ ਨਿਯਮਨ ਅਤੇ ਵਿਕਾਸ ਅਥਾਰਟੀ ਬਣਾਈ, ਜੋ ਉਦਯੋਗ ਅਤੇ ਵਪਾਰ ਤੋਂ ਪਾਣੀ ਕੱਢਣ ਦੇ ਖ਼ਰਚੇ ਲੈਂਦੀ ਹੈ ਪਰ ਸਭ ਤੋਂ ਵੱਡੇ ਵਰਤੋਂਕਾਰ, ਖੇਤੀ, ਨੂੰ ਬਾਹਰ ਰੱਖਦੀ ਹੈ।',
      },
      {
        en: 'Direct seeding of rice (with a per-acre incentive), shorter-duration varieties such as PR 126 and a shift of area to maize, cotton and pulses are the levers; each needs assured marketing to compete with paddy’s guaranteed procurement.',
        pa: 'ਝੋਨੇ ਦੀ ਸਿੱਧੀ ਬਿਜਾਈ (ਪ੍ਰਤੀ ਏਕੜ ਪ੍ਰੋਤਸਾਹਨ ਨਾਲ), PR 126 ਵਰਗੀਆਂ ਘੱਟ ਸਮੇਂ ਵਾਲੀਆਂ ਕਿਸਮਾਂ ਅਤੇ ਰਕਬੇ ਨੂੰ ਮੱਕੀ, ਨਰਮੇ ਤੇ ਦਾਲਾਂ ਵੱਲ ਮੋੜਨਾ ਮੁੱਖ ਉਪਾਅ ਹਨ; ਹਰ ਇੱਕ ਨੂੰ ਝੋਨੇ ਦੀ ਪੱਕੀ ਖ਼ਰੀਦ ਦਾ ਮੁਕਾਬਲਾ ਕਰਨ ਲਈ ਯਕੀਨੀ ਮੰਡੀਕਰਨ ਚਾਹੀਦਾ ਹੈ।',
      },
    ],
    syllabusRelevance: {
      en: 'GS Paper III (water resources, irrigation, agricultural subsidies) and the Punjab economy portion of the syllabus; Prelims often tests the CGWB categories and the 2009 and 2020 Acts.',
      pa: 'ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ III (ਜਲ ਸਰੋਤ, ਸਿੰਜਾਈ, ਖੇਤੀ ਸਬਸਿਡੀਆਂ) ਅਤੇ ਸਿਲੇਬਸ ਦਾ ਪੰਜਾਬ ਦੀ ਆਰਥਿਕਤਾ ਵਾਲਾ ਹਿੱਸਾ; ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਵਿੱਚ ਅਕਸਰ ਕੇਂਦਰੀ ਭੂ-ਜਲ ਬੋਰਡ ਦੀਆਂ ਸ਼੍ਰੇਣੀਆਂ ਅਤੇ 2009 ਤੇ 2020 ਦੇ ਐਕਟ ਪੁੱਛੇ ਜਾਂਦੇ ਹਨ।',
    },
    topics: ['environment', 'geography', 'punjab-gs'],
    probableQuestions: [
      {
        stage: 'prelims',
        question: {
          en: 'In the Central Ground Water Board’s assessment, a block is classed “over-exploited” when its stage of groundwater extraction is: (a) above 70 per cent (b) above 90 per cent (c) above 100 per cent (d) above 150 per cent',
          pa: 'ਕੇਂਦਰੀ ਭੂ-ਜਲ ਬੋਰਡ ਦੇ ਮੁਲਾਂਕਣ ਵਿੱਚ ਕੋਈ ਬਲਾਕ “ਅਤਿ-ਸ਼ੋਸ਼ਿਤ” ਕਦੋਂ ਗਿਣਿਆ ਜਾਂਦਾ ਹੈ ਜਦੋਂ ਉਸ ਦਾ ਨਿਕਾਸੀ ਪੱਧਰ: (A) 70 ਫ਼ੀਸਦੀ ਤੋਂ ਵੱਧ (B) 90 ਫ਼ੀਸਦੀ ਤੋਂ ਵੱਧ (C) 100 ਫ਼ੀਸਦੀ ਤੋਂ ਵੱਧ (D) 150 ਫ਼ੀਸਦੀ ਤੋਂ ਵੱਧ ਹੋਵੇ',
        },
      },
      {
        stage: 'mains',
        marks: 10,
        question: {
          en: 'How does free electricity for agriculture affect groundwater use in Punjab? Suggest a reform that is politically feasible.',
          pa: 'ਖੇਤੀ ਲਈ ਮੁਫ਼ਤ ਬਿਜਲੀ ਪੰਜਾਬ ਵਿੱਚ ਧਰਤੀ ਹੇਠਲੇ ਪਾਣੀ ਦੀ ਵਰਤੋਂ ਨੂੰ ਕਿਵੇਂ ਪ੍ਰਭਾਵਿਤ ਕਰਦੀ ਹੈ? ਸਿਆਸੀ ਤੌਰ ਉੱਤੇ ਸੰਭਵ ਇੱਕ ਸੁਧਾਰ ਸੁਝਾਓ।',
        },
      },
      {
        stage: 'mains',
        marks: 20,
        question: {
          en: 'Examine the causes of the decline of Punjab’s water table and evaluate the measures taken since 2009 to arrest it.',
          pa: 'ਪੰਜਾਬ ਵਿੱਚ ਪਾਣੀ ਦਾ ਪੱਧਰ ਡਿੱਗਣ ਦੇ ਕਾਰਨਾਂ ਦੀ ਪੜਤਾਲ ਕਰੋ ਅਤੇ 2009 ਤੋਂ ਇਸ ਨੂੰ ਰੋਕਣ ਲਈ ਚੁੱਕੇ ਕਦਮਾਂ ਦਾ ਮੁਲਾਂਕਣ ਕਰੋ।',
        },
      },
    ],
  },
  {
    key: 'drug-abuse-enforcement-and-rehabilitation',
    daysAgo: 7,
    editorialTitle: 'Treat the addict, hunt the trafficker',
    title: {
      en: 'Drug abuse: enforcement must walk with treatment and rehabilitation',
      pa: 'ਨਸ਼ਾ: ਸਖ਼ਤੀ ਦੇ ਨਾਲ-ਨਾਲ ਇਲਾਜ ਅਤੇ ਮੁੜ-ਵਸੇਬਾ ਵੀ ਜ਼ਰੂਰੀ',
    },
    summary: {
      en: 'Taking stock of the state’s Yudh Nashian Virudh campaign, the editorial credits the arrests and seizures but argues that a campaign measured in FIRs will not last: the addicted need treatment close to home, jobs after it, and the law’s provisions for treatment instead of jail must be used.',
      pa: 'ਸੂਬੇ ਦੀ “ਯੁੱਧ ਨਸ਼ਿਆਂ ਵਿਰੁੱਧ” ਮੁਹਿੰਮ ਦਾ ਲੇਖਾ-ਜੋਖਾ ਕਰਦਿਆਂ ਸੰਪਾਦਕੀ ਗ੍ਰਿਫ਼ਤਾਰੀਆਂ ਅਤੇ ਬਰਾਮਦਗੀਆਂ ਦੀ ਸ਼ਲਾਘਾ ਕਰਦੀ ਹੈ, ਪਰ ਕਹਿੰਦੀ ਹੈ ਕਿ FIR ਦੀ ਗਿਣਤੀ ਨਾਲ ਮਾਪੀ ਮੁਹਿੰਮ ਟਿਕਾਊ ਨਹੀਂ: ਨਸ਼ੇ ਦੇ ਸ਼ਿਕਾਰਾਂ ਨੂੰ ਘਰ ਦੇ ਨੇੜੇ ਇਲਾਜ, ਉਸ ਤੋਂ ਬਾਅਦ ਰੁਜ਼ਗਾਰ ਚਾਹੀਦਾ ਹੈ, ਅਤੇ ਜੇਲ੍ਹ ਦੀ ਥਾਂ ਇਲਾਜ ਵਾਲੀਆਂ ਕਾਨੂੰਨੀ ਵਿਵਸਥਾਵਾਂ ਵਰਤੀਆਂ ਜਾਣ।',
    },
    keyPoints: [
      {
        en: 'The NDPS Act, 1985 separates consumers from traffickers: section 64A gives immunity from prosecution to an addict charged with consumption or small quantities who volunteers for de-addiction treatment.',
        pa: 'NDPS ਐਕਟ, 1985 ਨਸ਼ਾ ਕਰਨ ਵਾਲਿਆਂ ਅਤੇ ਤਸਕਰਾਂ ਵਿੱਚ ਫ਼ਰਕ ਕਰਦਾ ਹੈ: ਧਾਰਾ 64A ਅਧੀਨ ਥੋੜ੍ਹੀ ਮਾਤਰਾ ਜਾਂ ਸੇਵਨ ਦੇ ਦੋਸ਼ੀ ਨਸ਼ਾ-ਪੀੜਤ ਨੂੰ, ਜੇ ਉਹ ਆਪ ਇਲਾਜ ਲਈ ਅੱਗੇ ਆਵੇ, ਮੁਕੱਦਮੇ ਤੋਂ ਛੋਟ ਮਿਲਦੀ ਹੈ।',
      },
      {
        en: 'Punjab runs over 500 Outpatient Opioid Assisted Treatment (OOAT) clinics alongside government de-addiction and rehabilitation centres; dropout after the first weeks of treatment remains the weak link.',
        pa: 'ਪੰਜਾਬ ਵਿੱਚ ਸਰਕਾਰੀ ਨਸ਼ਾ-ਛੁਡਾਊ ਅਤੇ ਮੁੜ-ਵਸੇਬਾ ਕੇਂਦਰਾਂ ਦੇ ਨਾਲ 500 ਤੋਂ ਵੱਧ ਆਊਟਪੇਸ਼ੈਂਟ ਓਪੀਔਇਡ ਅਸਿਸਟਿਡ ਟ੍ਰੀਟਮੈਂਟ (OOAT) ਕਲੀਨਿਕ ਚੱਲਦੇ ਹਨ; ਇਲਾਜ ਦੇ ਪਹਿਲੇ ਹਫ਼ਤਿਆਂ ਤੋਂ ਬਾਅਦ ਇਲਾਜ ਛੱਡ ਦੇਣਾ ਸਭ ਤੋਂ ਕਮਜ਼ੋਰ ਕੜੀ ਹੈ।',
      },
      {
        en: 'Supply crosses the 553-km border with Pakistan, increasingly by drone; enforcement at the border is the Border Security Force’s task, inside the state the police and the Anti-Narcotics Task Force.',
        pa: 'ਨਸ਼ੇ ਦੀ ਸਪਲਾਈ ਪਾਕਿਸਤਾਨ ਨਾਲ ਲੱਗਦੀ 553 ਕਿਲੋਮੀਟਰ ਸਰਹੱਦ ਪਾਰੋਂ, ਵੱਧ ਤੋਂ ਵੱਧ ਡਰੋਨਾਂ ਰਾਹੀਂ, ਆਉਂਦੀ ਹੈ; ਸਰਹੱਦ ਉੱਤੇ ਕਾਰਵਾਈ ਸੀਮਾ ਸੁਰੱਖਿਆ ਬਲ ਦਾ ਕੰਮ ਹੈ ਅਤੇ ਸੂਬੇ ਅੰਦਰ ਪੁਲਿਸ ਤੇ ਨਸ਼ਾ ਵਿਰੋਧੀ ਟਾਸਕ ਫੋਰਸ ਦਾ।',
      },
      {
        en: 'Demolishing traffickers’ houses makes headlines but raises questions of due process; attaching property bought with drug money under Chapter VA of the NDPS Act is the lawful route.',
        pa: 'ਤਸਕਰਾਂ ਦੇ ਘਰ ਢਾਹੁਣਾ ਸੁਰਖ਼ੀਆਂ ਤਾਂ ਬਣਦਾ ਹੈ ਪਰ ਕਾਨੂੰਨੀ ਪ੍ਰਕਿਰਿਆ ਉੱਤੇ ਸਵਾਲ ਖੜ੍ਹੇ ਕਰਦਾ ਹੈ; NDPS ਐਕਟ ਦੇ ਅਧਿਆਇ VA ਅਧੀਨ ਨਸ਼ੇ ਦੇ ਪੈਸੇ ਨਾਲ ਬਣੀ ਜਾਇਦਾਦ ਜ਼ਬਤ ਕਰਨਾ ਕਾਨੂੰਨੀ ਰਾਹ ਹੈ।',
      },
    ],
    syllabusRelevance: {
      en: 'GS Paper II and IV (health, vulnerable sections, social issues of Punjab), GS Paper III (internal security: border management, organised crime) and the Ethics paper (state action and due process).',
      pa: 'ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ II ਅਤੇ IV (ਸਿਹਤ, ਕਮਜ਼ੋਰ ਵਰਗ, ਪੰਜਾਬ ਦੇ ਸਮਾਜਿਕ ਮੁੱਦੇ), ਪੇਪਰ III (ਅੰਦਰੂਨੀ ਸੁਰੱਖਿਆ: ਸਰਹੱਦੀ ਪ੍ਰਬੰਧਨ, ਸੰਗਠਿਤ ਅਪਰਾਧ) ਅਤੇ ਨੈਤਿਕਤਾ ਦਾ ਪੇਪਰ (ਸਰਕਾਰੀ ਕਾਰਵਾਈ ਅਤੇ ਕਾਨੂੰਨੀ ਪ੍ਰਕਿਰਿਆ)।',
    },
    topics: ['social-issues', 'internal-security', 'punjab-gs'],
    probableQuestions: [
      {
        stage: 'prelims',
        question: {
          en: 'Which section of the NDPS Act, 1985 grants immunity from prosecution to an addict who volunteers for treatment? (a) Section 27A (b) Section 37 (c) Section 64A (d) Section 68A',
          pa: 'NDPS ਐਕਟ, 1985 ਦੀ ਕਿਹੜੀ ਧਾਰਾ ਇਲਾਜ ਲਈ ਆਪ ਅੱਗੇ ਆਉਣ ਵਾਲੇ ਨਸ਼ਾ-ਪੀੜਤ ਨੂੰ ਮੁਕੱਦਮੇ ਤੋਂ ਛੋਟ ਦਿੰਦੀ ਹੈ? (A) ਧਾਰਾ 27A (B) ਧਾਰਾ 37 (C) ਧਾਰਾ 64A (D) ਧਾਰਾ 68A',
        },
      },
      {
        stage: 'mains',
        marks: 10,
        question: {
          en: 'Why do relapse rates remain high among those treated for opioid dependence in Punjab? Suggest community-level measures.',
          pa: 'ਪੰਜਾਬ ਵਿੱਚ ਓਪੀਔਇਡ ਨਿਰਭਰਤਾ ਦਾ ਇਲਾਜ ਕਰਵਾਉਣ ਵਾਲਿਆਂ ਵਿੱਚ ਮੁੜ ਨਸ਼ੇ ਵੱਲ ਜਾਣ ਦੀ ਦਰ ਉੱਚੀ ਕਿਉਂ ਹੈ? ਭਾਈਚਾਰਕ ਪੱਧਰ ਦੇ ਉਪਾਅ ਸੁਝਾਓ।',
        },
      },
      {
        stage: 'mains',
        marks: 20,
        question: {
          en: 'Drug abuse in Punjab is at once a public health, a law and order and a border security problem. Discuss how the three responses should be coordinated.',
          pa: 'ਪੰਜਾਬ ਵਿੱਚ ਨਸ਼ਾ ਇੱਕੋ ਸਮੇਂ ਜਨ-ਸਿਹਤ, ਅਮਨ-ਕਾਨੂੰਨ ਅਤੇ ਸਰਹੱਦੀ ਸੁਰੱਖਿਆ ਦੀ ਸਮੱਸਿਆ ਹੈ। ਚਰਚਾ ਕਰੋ ਕਿ ਤਿੰਨਾਂ ਜਵਾਬਾਂ ਵਿੱਚ ਤਾਲਮੇਲ ਕਿਵੇਂ ਹੋਵੇ।',
        },
      },
    ],
  },
  {
    key: 'syl-canal-water-dispute',
    daysAgo: 11,
    editorialTitle: 'A canal without water, a dispute without end',
    title: {
      en: 'SYL canal: four decades of a dispute that courts alone cannot settle',
      pa: 'ਐੱਸਵਾਈਐੱਲ ਨਹਿਰ: ਚਾਰ ਦਹਾਕਿਆਂ ਦਾ ਵਿਵਾਦ ਜਿਸ ਨੂੰ ਸਿਰਫ਼ ਅਦਾਲਤਾਂ ਨਹੀਂ ਸੁਲਝਾ ਸਕਦੀਆਂ',
    },
    summary: {
      en: 'After another round of talks between the Chief Ministers of Punjab and Haryana under the Union Jal Shakti Ministry ended without agreement, the editorial argues for a fresh assessment of how much water the Ravi and Beas actually carry before anyone argues about how to share it.',
      pa: 'ਕੇਂਦਰੀ ਜਲ ਸ਼ਕਤੀ ਮੰਤਰਾਲੇ ਦੀ ਅਗਵਾਈ ਹੇਠ ਪੰਜਾਬ ਅਤੇ ਹਰਿਆਣਾ ਦੇ ਮੁੱਖ ਮੰਤਰੀਆਂ ਦੀ ਇੱਕ ਹੋਰ ਗੱਲਬਾਤ ਬੇਨਤੀਜਾ ਰਹਿਣ ਤੋਂ ਬਾਅਦ ਸੰਪਾਦਕੀ ਕਹਿੰਦੀ ਹੈ ਕਿ ਪਾਣੀ ਦੀ ਵੰਡ ਬਾਰੇ ਬਹਿਸ ਤੋਂ ਪਹਿਲਾਂ ਇਹ ਨਵੇਂ ਸਿਰਿਓਂ ਮਾਪਿਆ ਜਾਵੇ ਕਿ ਰਾਵੀ ਅਤੇ ਬਿਆਸ ਵਿੱਚ ਅਸਲ ਵਿੱਚ ਕਿੰਨਾ ਪਾਣੀ ਹੈ।',
    },
    keyPoints: [
      {
        en: 'The Sutlej-Yamuna Link canal was planned at 214 km: 122 km in Punjab and 92 km in Haryana. Haryana built its part; Punjab’s stretch was abandoned in the 1990s.',
        pa: 'ਸਤਲੁਜ-ਯਮੁਨਾ ਲਿੰਕ ਨਹਿਰ 214 ਕਿਲੋਮੀਟਰ ਲੰਮੀ ਯੋਜਨਾਬੱਧ ਸੀ: 122 ਕਿਲੋਮੀਟਰ ਪੰਜਾਬ ਵਿੱਚ ਅਤੇ 92 ਕਿਲੋਮੀਟਰ ਹਰਿਆਣਾ ਵਿੱਚ। ਹਰਿਆਣਾ ਨੇ ਆਪਣਾ ਹਿੱਸਾ ਬਣਾ ਲਿਆ; ਪੰਜਾਬ ਵਾਲਾ ਹਿੱਸਾ 1990ਵਿਆਂ ਵਿੱਚ ਅਧੂਰਾ ਛੱਡ ਦਿੱਤਾ ਗਿਆ।',
      },
      {
        en: 'The Supreme Court decreed in 2002 and 2004 that Punjab complete the canal. Punjab’s Termination of Agreements Act, 2004 was held unconstitutional in the Presidential Reference of 2016, the year Punjab also returned the acquired land to its owners.',
        pa: 'ਸੁਪਰੀਮ ਕੋਰਟ ਨੇ 2002 ਅਤੇ 2004 ਵਿੱਚ ਪੰਜਾਬ ਨੂੰ ਨਹਿਰ ਪੂਰੀ ਕਰਨ ਦਾ ਹੁਕਮ ਦਿੱਤਾ। ਪੰਜਾਬ ਦਾ ਸਮਝੌਤੇ ਰੱਦ ਕਰਨ ਵਾਲਾ ਐਕਟ, 2004 ਸਾਲ 2016 ਦੇ ਰਾਸ਼ਟਰਪਤੀ ਹਵਾਲੇ ਵਿੱਚ ਗ਼ੈਰ-ਸੰਵਿਧਾਨਕ ਕਰਾਰ ਦਿੱਤਾ ਗਿਆ; ਉਸੇ ਸਾਲ ਪੰਜਾਬ ਨੇ ਐਕੁਆਇਰ ਕੀਤੀ ਜ਼ਮੀਨ ਮਾਲਕਾਂ ਨੂੰ ਵਾਪਸ ਕਰ ਦਿੱਤੀ।',
      },
      {
        en: 'Punjab’s case rests on the riparian principle and on lower flows than the 1981 agreement assumed; Haryana’s on the Rajiv-Longowal Accord of 1985 and the Eradi Tribunal set up under it.',
        pa: 'ਪੰਜਾਬ ਦਾ ਪੱਖ ਰਿਪੇਰੀਅਨ ਸਿਧਾਂਤ ਅਤੇ 1981 ਦੇ ਸਮਝੌਤੇ ਵਿੱਚ ਮੰਨੇ ਗਏ ਵਹਾਅ ਨਾਲੋਂ ਘੱਟ ਪਾਣੀ ਉੱਤੇ ਟਿਕਿਆ ਹੈ; ਹਰਿਆਣਾ ਦਾ ਪੱਖ 1985 ਦੇ ਰਾਜੀਵ-ਲੌਂਗੋਵਾਲ ਸਮਝੌਤੇ ਅਤੇ ਉਸ ਅਧੀਨ ਬਣੇ ਇਰਾਡੀ ਟ੍ਰਿਬਿਊਨਲ ਉੱਤੇ।',
      },
      {
        en: 'Article 262 lets Parliament exclude the courts from inter-state water disputes; the Inter-State River Water Disputes Act, 1956 provides tribunals, whose slow awards are why the editorial prefers negotiated, data-led settlement.',
        pa: 'ਅਨੁਛੇਦ 262 ਸੰਸਦ ਨੂੰ ਅੰਤਰ-ਰਾਜੀ ਪਾਣੀ ਵਿਵਾਦਾਂ ਨੂੰ ਅਦਾਲਤਾਂ ਦੇ ਦਾਇਰੇ ਤੋਂ ਬਾਹਰ ਰੱਖਣ ਦੀ ਤਾਕਤ ਦਿੰਦਾ ਹੈ; ਅੰਤਰ-ਰਾਜੀ ਦਰਿਆਈ ਪਾਣੀ ਵਿਵਾਦ ਐਕਟ, 1956 ਟ੍ਰਿਬਿਊਨਲਾਂ ਦੀ ਵਿਵਸਥਾ ਕਰਦਾ ਹੈ, ਜਿਨ੍ਹਾਂ ਦੇ ਫ਼ੈਸਲਿਆਂ ਵਿੱਚ ਦੇਰੀ ਕਾਰਨ ਸੰਪਾਦਕੀ ਗੱਲਬਾਤ ਅਤੇ ਅੰਕੜਿਆਂ ਉੱਤੇ ਆਧਾਰਿਤ ਹੱਲ ਨੂੰ ਤਰਜੀਹ ਦਿੰਦੀ ਹੈ।',
      },
    ],
    syllabusRelevance: {
      en: 'GS Paper II (federalism, inter-state relations, dispute redressal) and the Punjab history and polity portions (the Punjab Reorganisation Act, 1966 and river waters); a staple of PPSC Mains.',
      pa: 'ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ II (ਸੰਘਵਾਦ, ਅੰਤਰ-ਰਾਜੀ ਸੰਬੰਧ, ਵਿਵਾਦ ਨਿਪਟਾਰਾ) ਅਤੇ ਪੰਜਾਬ ਦੇ ਇਤਿਹਾਸ ਤੇ ਰਾਜ-ਪ੍ਰਬੰਧ ਵਾਲੇ ਹਿੱਸੇ (ਪੰਜਾਬ ਪੁਨਰਗਠਨ ਐਕਟ, 1966 ਅਤੇ ਦਰਿਆਈ ਪਾਣੀ); PPSC ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦਾ ਪੱਕਾ ਵਿਸ਼ਾ।',
    },
    topics: ['polity', 'punjab-gs'],
    probableQuestions: [
      {
        stage: 'prelims',
        question: {
          en: 'Consider the following statements: 1. Article 262 allows Parliament to bar the jurisdiction of the Supreme Court in inter-state river water disputes. 2. The Eradi Tribunal was constituted under the Rajiv-Longowal Accord. Which of the statements given above is/are correct? (a) 1 only (b) 2 only (c) Both 1 and 2 (d) Neither 1 nor 2',
          pa: 'ਹੇਠ ਲਿਖੇ ਕਥਨਾਂ ਉੱਤੇ ਵਿਚਾਰ ਕਰੋ: 1. ਅਨੁਛੇਦ 262 ਸੰਸਦ ਨੂੰ ਅੰਤਰ-ਰਾਜੀ ਦਰਿਆਈ ਪਾਣੀ ਵਿਵਾਦਾਂ ਵਿੱਚ ਸੁਪਰੀਮ ਕੋਰਟ ਦਾ ਅਧਿਕਾਰ-ਖੇਤਰ ਰੋਕਣ ਦੀ ਇਜਾਜ਼ਤ ਦਿੰਦਾ ਹੈ। 2. ਇਰਾਡੀ ਟ੍ਰਿਬਿਊਨਲ ਰਾਜੀਵ-ਲੌਂਗੋਵਾਲ ਸਮਝੌਤੇ ਅਧੀਨ ਬਣਿਆ ਸੀ। ਉੱਪਰ ਦਿੱਤੇ ਕਥਨਾਂ ਵਿੱਚੋਂ ਕਿਹੜਾ/ਕਿਹੜੇ ਸਹੀ ਹੈ/ਹਨ? (A) ਸਿਰਫ਼ 1 (B) ਸਿਰਫ਼ 2 (C) 1 ਅਤੇ 2 ਦੋਵੇਂ (D) ਨਾ 1 ਨਾ 2',
        },
      },
      {
        stage: 'mains',
        marks: 10,
        question: {
          en: 'What is the riparian principle? How has Punjab used it in the Ravi-Beas waters dispute?',
          pa: 'ਰਿਪੇਰੀਅਨ ਸਿਧਾਂਤ ਕੀ ਹੈ? ਪੰਜਾਬ ਨੇ ਰਾਵੀ-ਬਿਆਸ ਪਾਣੀ ਵਿਵਾਦ ਵਿੱਚ ਇਸ ਦੀ ਵਰਤੋਂ ਕਿਵੇਂ ਕੀਤੀ ਹੈ?',
        },
      },
      {
        stage: 'mains',
        marks: 20,
        question: {
          en: 'Trace the history of the SYL canal dispute from 1966 to the present and assess the mechanisms available under the Constitution to resolve it.',
          pa: '1966 ਤੋਂ ਹੁਣ ਤੱਕ SYL ਨਹਿਰ ਵਿਵਾਦ ਦਾ ਇਤਿਹਾਸ ਦੱਸੋ ਅਤੇ ਇਸ ਨੂੰ ਸੁਲਝਾਉਣ ਲਈ ਸੰਵਿਧਾਨ ਵਿੱਚ ਮੌਜੂਦ ਪ੍ਰਬੰਧਾਂ ਦਾ ਮੁਲਾਂਕਣ ਕਰੋ।',
        },
      },
    ],
  },
  {
    key: 'punjab-debt-fiscal-stress',
    daysAgo: 15,
    editorialTitle: 'Borrowing to pay the interest',
    title: {
      en: 'Punjab’s debt: when borrowing pays for yesterday’s borrowing',
      pa: 'ਪੰਜਾਬ ਦਾ ਕਰਜ਼ਾ: ਜਦੋਂ ਨਵਾਂ ਉਧਾਰ ਪੁਰਾਣੇ ਉਧਾਰ ਦਾ ਵਿਆਜ ਭਰਦਾ ਹੈ',
    },
    summary: {
      en: 'With the state’s outstanding liabilities past ₹3.5 lakh crore, the editorial notes that most new borrowing now services old debt, and that salaries, pensions, interest and the power subsidy leave little for capital spending. It asks for a medium-term plan that protects roads, schools and health.',
      pa: 'ਸੂਬੇ ਦੀਆਂ ਬਕਾਇਆ ਦੇਣਦਾਰੀਆਂ ₹3.5 ਲੱਖ ਕਰੋੜ ਤੋਂ ਪਾਰ ਹੋਣ ਨਾਲ ਸੰਪਾਦਕੀ ਦੱਸਦੀ ਹੈ ਕਿ ਹੁਣ ਨਵੇਂ ਕਰਜ਼ੇ ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਪੁਰਾਣਾ ਕਰਜ਼ਾ ਚੁਕਾਉਣ ਵਿੱਚ ਜਾਂਦਾ ਹੈ, ਅਤੇ ਤਨਖ਼ਾਹਾਂ, ਪੈਨਸ਼ਨਾਂ, ਵਿਆਜ ਤੇ ਬਿਜਲੀ ਸਬਸਿਡੀ ਤੋਂ ਬਾਅਦ ਪੂੰਜੀਗਤ ਖ਼ਰਚ ਲਈ ਥੋੜ੍ਹਾ ਹੀ ਬਚਦਾ ਹੈ। ਇਹ ਅਜਿਹੀ ਦਰਮਿਆਨੀ ਮਿਆਦ ਦੀ ਯੋਜਨਾ ਮੰਗਦੀ ਹੈ ਜੋ ਸੜਕਾਂ, ਸਕੂਲਾਂ ਅਤੇ ਸਿਹਤ ਨੂੰ ਬਚਾਵੇ।',
    },
    keyPoints: [
      {
        en: 'Punjab’s debt is about 45 per cent of its GSDP, among the highest of the states; the FRBM Review Committee (N.K. Singh, 2017) suggested 20 per cent as the ceiling for states.',
        pa: 'ਪੰਜਾਬ ਦਾ ਕਰਜ਼ਾ ਉਸ ਦੇ GSDP ਦਾ ਲਗਭਗ 45 ਫ਼ੀਸਦੀ ਹੈ, ਜੋ ਸੂਬਿਆਂ ਵਿੱਚ ਸਭ ਤੋਂ ਉੱਚਿਆਂ ਵਿੱਚੋਂ ਹੈ; FRBM ਸਮੀਖਿਆ ਕਮੇਟੀ (ਐੱਨ.ਕੇ. ਸਿੰਘ, 2017) ਨੇ ਸੂਬਿਆਂ ਲਈ 20 ਫ਼ੀਸਦੀ ਹੱਦ ਸੁਝਾਈ ਸੀ।',
      },
      {
        en: 'Committed expenditure (salaries, pensions and interest) takes the larger part of revenue receipts; the power subsidy for free farm power and 300 free units a month for households adds close to ₹20,000 crore a year.',
        pa: 'ਵਚਨਬੱਧ ਖ਼ਰਚ (ਤਨਖ਼ਾਹਾਂ, ਪੈਨਸ਼ਨਾਂ ਅਤੇ ਵਿਆਜ) ਮਾਲੀਆ ਪ੍ਰਾਪਤੀਆਂ ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਲੈ ਜਾਂਦਾ ਹੈ; ਖੇਤੀ ਲਈ ਮੁਫ਼ਤ ਬਿਜਲੀ ਅਤੇ ਘਰਾਂ ਲਈ ਮਹੀਨੇ ਦੀਆਂ 300 ਮੁਫ਼ਤ ਯੂਨਿਟਾਂ ਦੀ ਸਬਸਿਡੀ ਸਾਲਾਨਾ ਲਗਭਗ ₹20,000 ਕਰੋੜ ਜੋੜਦੀ ਹੈ।',
      },
      {
        en: 'The revenue deficit grants recommended by the Fifteenth Finance Commission taper off, and the Sixteenth Finance Commission’s award will decide how much room Punjab has from 2026-27.',
        pa: 'ਪੰਦਰ੍ਹਵੇਂ ਵਿੱਤ ਕਮਿਸ਼ਨ ਦੀਆਂ ਸਿਫ਼ਾਰਸ਼ ਕੀਤੀਆਂ ਮਾਲੀਆ ਘਾਟਾ ਗ੍ਰਾਂਟਾਂ ਘਟਦੀਆਂ ਜਾ ਰਹੀਆਂ ਹਨ, ਅਤੇ 2026-27 ਤੋਂ ਪੰਜਾਬ ਕੋਲ ਕਿੰਨੀ ਗੁੰਜਾਇਸ਼ ਹੋਵੇਗੀ, ਇਹ ਸੋਲ੍ਹਵੇਂ ਵਿੱਤ ਕਮਿਸ਼ਨ ਦਾ ਫ਼ੈਸਲਾ ਤੈਅ ਕਰੇਗਾ।',
      },
      {
        en: 'The editorial suggests targeting the farm power subsidy by landholding, raising non-tax revenue from excise and mining, and ring-fencing capital expenditure in the budget.',
        pa: 'ਸੰਪਾਦਕੀ ਸੁਝਾਅ ਦਿੰਦੀ ਹੈ ਕਿ ਖੇਤੀ ਬਿਜਲੀ ਸਬਸਿਡੀ ਜ਼ਮੀਨ ਦੀ ਮਾਲਕੀ ਅਨੁਸਾਰ ਨਿਸ਼ਾਨਾ ਬਣਾਈ ਜਾਵੇ, ਆਬਕਾਰੀ ਅਤੇ ਖਣਨ ਤੋਂ ਗ਼ੈਰ-ਟੈਕਸ ਆਮਦਨ ਵਧਾਈ ਜਾਵੇ ਅਤੇ ਬਜਟ ਵਿੱਚ ਪੂੰਜੀਗਤ ਖ਼ਰਚ ਸੁਰੱਖਿਅਤ ਕੀਤਾ ਜਾਵੇ।',
      },
    ],
    syllabusRelevance: {
      en: 'GS Paper III (government budgeting, fiscal policy, subsidies) and the Punjab economy portion; Mains questions on the state’s fiscal health have appeared repeatedly.',
      pa: 'ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ III (ਸਰਕਾਰੀ ਬਜਟ, ਵਿੱਤੀ ਨੀਤੀ, ਸਬਸਿਡੀਆਂ) ਅਤੇ ਪੰਜਾਬ ਦੀ ਆਰਥਿਕਤਾ ਵਾਲਾ ਹਿੱਸਾ; ਸੂਬੇ ਦੀ ਵਿੱਤੀ ਸਿਹਤ ਬਾਰੇ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਵਿੱਚ ਵਾਰ-ਵਾਰ ਸਵਾਲ ਆਏ ਹਨ।',
    },
    topics: ['economy', 'punjab-gs'],
    probableQuestions: [
      {
        stage: 'prelims',
        question: {
          en: 'The FRBM Review Committee of 2017, which recommended a debt ceiling of 20 per cent of GDP for the states taken together, was chaired by: (a) Y.V. Reddy (b) N.K. Singh (c) Vijay Kelkar (d) C. Rangarajan',
          pa: '2017 ਦੀ FRBM ਸਮੀਖਿਆ ਕਮੇਟੀ, ਜਿਸ ਨੇ ਸਾਰੇ ਸੂਬਿਆਂ ਲਈ ਮਿਲ ਕੇ GDP ਦੇ 20 ਫ਼ੀਸਦੀ ਕਰਜ਼ਾ ਹੱਦ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਕੀਤੀ, ਦੇ ਚੇਅਰਮੈਨ ਸਨ: (A) ਵਾਈ.ਵੀ. ਰੈੱਡੀ (B) ਐੱਨ.ਕੇ. ਸਿੰਘ (C) ਵਿਜੇ ਕੇਲਕਰ (D) ਸੀ. ਰੰਗਰਾਜਨ',
        },
      },
      {
        stage: 'mains',
        marks: 10,
        question: {
          en: 'Distinguish between revenue deficit and fiscal deficit. Why is a persistent revenue deficit a greater concern for Punjab?',
          pa: 'ਮਾਲੀਆ ਘਾਟੇ ਅਤੇ ਵਿੱਤੀ ਘਾਟੇ ਵਿੱਚ ਫ਼ਰਕ ਦੱਸੋ। ਲਗਾਤਾਰ ਮਾਲੀਆ ਘਾਟਾ ਪੰਜਾਬ ਲਈ ਵੱਡੀ ਚਿੰਤਾ ਕਿਉਂ ਹੈ?',
        },
      },
      {
        stage: 'mains',
        marks: 20,
        question: {
          en: 'Analyse the causes of Punjab’s rising public debt and suggest a roadmap for fiscal consolidation without cutting development spending.',
          pa: 'ਪੰਜਾਬ ਦੇ ਵਧਦੇ ਜਨਤਕ ਕਰਜ਼ੇ ਦੇ ਕਾਰਨਾਂ ਦਾ ਵਿਸ਼ਲੇਸ਼ਣ ਕਰੋ ਅਤੇ ਵਿਕਾਸ ਖ਼ਰਚ ਘਟਾਏ ਬਿਨਾਂ ਵਿੱਤੀ ਮਜ਼ਬੂਤੀ ਦਾ ਰਾਹ ਸੁਝਾਓ।',
        },
      },
    ],
  },
  {
    key: 'attari-border-trade',
    daysAgo: 19,
    editorialTitle: 'The gate that could feed Amritsar',
    title: {
      en: 'Trade through Attari: what Punjab loses when the land route stays shut',
      pa: 'ਅਟਾਰੀ ਰਾਹੀਂ ਵਪਾਰ: ਜ਼ਮੀਨੀ ਰਾਹ ਬੰਦ ਰਹਿਣ ਨਾਲ ਪੰਜਾਬ ਦਾ ਕੀ ਨੁਕਸਾਨ ਹੁੰਦਾ ਹੈ',
    },
    summary: {
      en: 'The editorial counts the cost to Amritsar of the suspended trade at the Attari Integrated Check Post: porters, transporters and dry-fruit traders without work, and Punjab’s farm and industrial goods sent by sea at several times the cost. It accepts that security comes first but asks for a plan to reopen in stages.',
      pa: 'ਸੰਪਾਦਕੀ ਅਟਾਰੀ ਸੰਗਠਿਤ ਜਾਂਚ ਚੌਕੀ ਉੱਤੇ ਵਪਾਰ ਮੁਅੱਤਲ ਰਹਿਣ ਦੀ ਅੰਮ੍ਰਿਤਸਰ ਨੂੰ ਪੈਂਦੀ ਕੀਮਤ ਗਿਣਦੀ ਹੈ: ਕੁਲੀ, ਟਰਾਂਸਪੋਰਟਰ ਅਤੇ ਸੁੱਕੇ ਮੇਵਿਆਂ ਦੇ ਵਪਾਰੀ ਬੇਰੁਜ਼ਗਾਰ, ਅਤੇ ਪੰਜਾਬ ਦਾ ਖੇਤੀ ਤੇ ਉਦਯੋਗਿਕ ਮਾਲ ਕਈ ਗੁਣਾ ਲਾਗਤ ਨਾਲ ਸਮੁੰਦਰ ਰਾਹੀਂ। ਇਹ ਮੰਨਦੀ ਹੈ ਕਿ ਸੁਰੱਖਿਆ ਪਹਿਲਾਂ ਹੈ, ਪਰ ਪੜਾਅਵਾਰ ਮੁੜ ਖੋਲ੍ਹਣ ਦੀ ਯੋਜਨਾ ਮੰਗਦੀ ਹੈ।',
    },
    keyPoints: [
      {
        en: 'The Attari-Wagah Integrated Check Post, run by the Land Ports Authority of India, opened in 2012 as India’s first ICP, and was the only land route for trade with Pakistan and for Afghan goods.',
        pa: 'ਭਾਰਤੀ ਜ਼ਮੀਨੀ ਬੰਦਰਗਾਹ ਅਥਾਰਟੀ ਵੱਲੋਂ ਚਲਾਈ ਜਾਂਦੀ ਅਟਾਰੀ-ਵਾਹਗਾ ਸੰਗਠਿਤ ਜਾਂਚ ਚੌਕੀ 2012 ਵਿੱਚ ਭਾਰਤ ਦੀ ਪਹਿਲੀ ICP ਵਜੋਂ ਖੁੱਲ੍ਹੀ ਸੀ, ਅਤੇ ਪਾਕਿਸਤਾਨ ਨਾਲ ਵਪਾਰ ਅਤੇ ਅਫ਼ਗਾਨ ਮਾਲ ਲਈ ਇੱਕੋ-ਇੱਕ ਜ਼ਮੀਨੀ ਰਾਹ ਸੀ।',
      },
      {
        en: 'Trade shrank after India withdrew Most Favoured Nation treatment and levied 200 per cent duty on Pakistani goods in 2019; Pakistan then suspended bilateral trade, and the crossing was later closed after the terror attack at Pahalgam in 2025.',
        pa: '2019 ਵਿੱਚ ਭਾਰਤ ਵੱਲੋਂ ਸਭ ਤੋਂ ਤਰਜੀਹੀ ਰਾਸ਼ਟਰ ਦਾ ਦਰਜਾ ਵਾਪਸ ਲੈਣ ਅਤੇ ਪਾਕਿਸਤਾਨੀ ਮਾਲ ਉੱਤੇ 200 ਫ਼ੀਸਦੀ ਡਿਊਟੀ ਲਾਉਣ ਤੋਂ ਬਾਅਦ ਵਪਾਰ ਸੁੰਗੜ ਗਿਆ; ਫਿਰ ਪਾਕਿਸਤਾਨ ਨੇ ਦੁਵੱਲਾ ਵਪਾਰ ਮੁਅੱਤਲ ਕਰ ਦਿੱਤਾ, ਅਤੇ 2025 ਵਿੱਚ ਪਹਿਲਗਾਮ ਦੇ ਅੱਤਵਾਦੀ ਹਮਲੇ ਤੋਂ ਬਾਅਦ ਲਾਂਘਾ ਬੰਦ ਕਰ ਦਿੱਤਾ ਗਿਆ।',
      },
      {
        en: 'Punjab’s exports over the land route (vegetables, cotton yarn, chemicals, auto parts) reach Pakistan and Central Asia far cheaper than by sea through Mundra; the state has also asked for trade through Hussainiwala and Sadqi.',
        pa: 'ਜ਼ਮੀਨੀ ਰਾਹ ਰਾਹੀਂ ਪੰਜਾਬ ਦੀਆਂ ਬਰਾਮਦਾਂ (ਸਬਜ਼ੀਆਂ, ਸੂਤੀ ਧਾਗਾ, ਰਸਾਇਣ, ਆਟੋ ਪੁਰਜ਼ੇ) ਮੁੰਦਰਾ ਰਾਹੀਂ ਸਮੁੰਦਰੀ ਰਸਤੇ ਨਾਲੋਂ ਕਿਤੇ ਸਸਤੀਆਂ ਪਾਕਿਸਤਾਨ ਅਤੇ ਮੱਧ ਏਸ਼ੀਆ ਪਹੁੰਚਦੀਆਂ ਹਨ; ਸੂਬੇ ਨੇ ਹੁਸੈਨੀਵਾਲਾ ਅਤੇ ਸਾਦਕੀ ਰਾਹੀਂ ਵਪਾਰ ਦੀ ਮੰਗ ਵੀ ਕੀਤੀ ਹੈ।',
      },
      {
        en: 'A border economy that depends on one gate is fragile: the editorial suggests diversifying Amritsar’s logistics through the Amritsar-Kolkata Industrial Corridor and air cargo while the land route is closed.',
        pa: 'ਇੱਕੋ ਦਰਵਾਜ਼ੇ ਉੱਤੇ ਨਿਰਭਰ ਸਰਹੱਦੀ ਆਰਥਿਕਤਾ ਨਾਜ਼ੁਕ ਹੁੰਦੀ ਹੈ: ਸੰਪਾਦਕੀ ਸੁਝਾਅ ਦਿੰਦੀ ਹੈ ਕਿ ਜ਼ਮੀਨੀ ਰਾਹ ਬੰਦ ਰਹਿਣ ਤੱਕ ਅੰਮ੍ਰਿਤਸਰ-ਕੋਲਕਾਤਾ ਉਦਯੋਗਿਕ ਗਲਿਆਰੇ ਅਤੇ ਹਵਾਈ ਕਾਰਗੋ ਰਾਹੀਂ ਅੰਮ੍ਰਿਤਸਰ ਦੀ ਢੋਆ-ਢੁਆਈ ਨੂੰ ਵੰਨ-ਸੁਵੰਨਾ ਕੀਤਾ ਜਾਵੇ।',
      },
    ],
    syllabusRelevance: {
      en: 'GS Paper II (India and its neighbourhood), GS Paper III (border areas, infrastructure, trade) and the Punjab economy portion. Prelims asks about the ICP and the Land Ports Authority.',
      pa: 'ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ II (ਭਾਰਤ ਅਤੇ ਗੁਆਂਢੀ ਦੇਸ਼), ਪੇਪਰ III (ਸਰਹੱਦੀ ਇਲਾਕੇ, ਬੁਨਿਆਦੀ ਢਾਂਚਾ, ਵਪਾਰ) ਅਤੇ ਪੰਜਾਬ ਦੀ ਆਰਥਿਕਤਾ ਵਾਲਾ ਹਿੱਸਾ। ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਵਿੱਚ ICP ਅਤੇ ਜ਼ਮੀਨੀ ਬੰਦਰਗਾਹ ਅਥਾਰਟੀ ਬਾਰੇ ਸਵਾਲ ਆਉਂਦੇ ਹਨ।',
    },
    topics: ['international-relations', 'economy', 'punjab-gs'],
    probableQuestions: [
      {
        stage: 'prelims',
        question: {
          en: 'India’s first Integrated Check Post, opened in 2012, is located at: (a) Petrapole (b) Raxaul (c) Attari (d) Moreh',
          pa: '2012 ਵਿੱਚ ਖੁੱਲ੍ਹੀ ਭਾਰਤ ਦੀ ਪਹਿਲੀ ਸੰਗਠਿਤ ਜਾਂਚ ਚੌਕੀ ਕਿੱਥੇ ਹੈ: (A) ਪੈਟਰਾਪੋਲ (B) ਰਕਸੌਲ (C) ਅਟਾਰੀ (D) ਮੋਰੇਹ',
        },
      },
      {
        stage: 'mains',
        marks: 10,
        question: {
          en: 'Explain the economic significance of the Attari land route for Punjab’s border districts.',
          pa: 'ਪੰਜਾਬ ਦੇ ਸਰਹੱਦੀ ਜ਼ਿਲ੍ਹਿਆਂ ਲਈ ਅਟਾਰੀ ਜ਼ਮੀਨੀ ਰਾਹ ਦੀ ਆਰਥਿਕ ਅਹਿਮੀਅਤ ਸਮਝਾਓ।',
        },
      },
      {
        stage: 'mains',
        marks: 20,
        question: {
          en: '“Trade can be a confidence-building measure, but not at the cost of security.” Discuss in the context of India-Pakistan trade through Punjab.',
          pa: '“ਵਪਾਰ ਭਰੋਸਾ ਬਣਾਉਣ ਦਾ ਸਾਧਨ ਹੋ ਸਕਦਾ ਹੈ, ਪਰ ਸੁਰੱਖਿਆ ਦੀ ਕੀਮਤ ਉੱਤੇ ਨਹੀਂ।” ਪੰਜਾਬ ਰਾਹੀਂ ਭਾਰਤ-ਪਾਕਿਸਤਾਨ ਵਪਾਰ ਦੇ ਸੰਦਰਭ ਵਿੱਚ ਚਰਚਾ ਕਰੋ।',
        },
      },
    ],
  },
  {
    key: 'crop-diversification-wheat-paddy-cycle',
    daysAgo: 23,
    editorialTitle: 'Breaking the wheat-paddy lock',
    title: {
      en: 'Crop diversification: Punjab needs markets, not only advisories',
      pa: 'ਫ਼ਸਲੀ ਵਿਭਿੰਨਤਾ: ਪੰਜਾਬ ਨੂੰ ਸਲਾਹਾਂ ਹੀ ਨਹੀਂ, ਮੰਡੀਆਂ ਚਾਹੀਦੀਆਂ ਹਨ',
    },
    summary: {
      en: 'Four decades after the first Johl Committee report, paddy still covers over 30 lakh hectares in kharif. The editorial argues that farmers stay with wheat and paddy because they are the only crops bought in full at the Minimum Support Price, and that diversification will follow assured procurement or price-deficiency payments for maize, cotton and pulses.',
      pa: 'ਪਹਿਲੀ ਜੌਹਲ ਕਮੇਟੀ ਰਿਪੋਰਟ ਤੋਂ ਚਾਰ ਦਹਾਕਿਆਂ ਬਾਅਦ ਵੀ ਸਾਉਣੀ ਵਿੱਚ ਝੋਨਾ 30 ਲੱਖ ਹੈਕਟੇਅਰ ਤੋਂ ਵੱਧ ਰਕਬੇ ਉੱਤੇ ਹੈ। ਸੰਪਾਦਕੀ ਕਹਿੰਦੀ ਹੈ ਕਿ ਕਿਸਾਨ ਕਣਕ-ਝੋਨੇ ਨਾਲ ਇਸ ਲਈ ਜੁੜੇ ਹਨ ਕਿਉਂਕਿ ਸਿਰਫ਼ ਇਹੀ ਫ਼ਸਲਾਂ ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ ਉੱਤੇ ਪੂਰੀਆਂ ਖ਼ਰੀਦੀਆਂ ਜਾਂਦੀਆਂ ਹਨ, ਅਤੇ ਮੱਕੀ, ਨਰਮੇ ਤੇ ਦਾਲਾਂ ਦੀ ਪੱਕੀ ਖ਼ਰੀਦ ਜਾਂ ਭਾਅ-ਅੰਤਰ ਭੁਗਤਾਨ ਨਾਲ ਹੀ ਵਿਭਿੰਨਤਾ ਆਵੇਗੀ।',
    },
    keyPoints: [
      {
        en: 'The Johl Committee (1986, and again in 2002) recommended moving about 20 per cent of the wheat-paddy area to other crops; the area has instead grown.',
        pa: 'ਜੌਹਲ ਕਮੇਟੀ (1986 ਅਤੇ ਫਿਰ 2002) ਨੇ ਕਣਕ-ਝੋਨੇ ਹੇਠਲੇ ਲਗਭਗ 20 ਫ਼ੀਸਦੀ ਰਕਬੇ ਨੂੰ ਹੋਰ ਫ਼ਸਲਾਂ ਵੱਲ ਮੋੜਨ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਕੀਤੀ ਸੀ; ਇਸ ਦੀ ਥਾਂ ਇਹ ਰਕਬਾ ਵਧਿਆ ਹੈ।',
      },
      {
        en: 'Maize needs dryers and an assured buyer (feed and ethanol plants can be one); cotton in the Malwa belt has suffered from pink bollworm and whitefly, pushing farmers back to paddy.',
        pa: 'ਮੱਕੀ ਨੂੰ ਡਰਾਇਰਾਂ ਅਤੇ ਪੱਕੇ ਖ਼ਰੀਦਦਾਰ ਦੀ ਲੋੜ ਹੈ (ਫੀਡ ਅਤੇ ਈਥਾਨੌਲ ਪਲਾਂਟ ਇਹ ਬਣ ਸਕਦੇ ਹਨ); ਮਾਲਵਾ ਪੱਟੀ ਵਿੱਚ ਨਰਮਾ ਗੁਲਾਬੀ ਸੁੰਡੀ ਅਤੇ ਚਿੱਟੀ ਮੱਖੀ ਦੀ ਮਾਰ ਹੇਠ ਰਿਹਾ ਹੈ, ਜਿਸ ਨਾਲ ਕਿਸਾਨ ਮੁੜ ਝੋਨੇ ਵੱਲ ਗਏ ਹਨ।',
      },
      {
        en: 'Basmati uses less water than common paddy and earns export income, but its price swings with export policy and pesticide-residue limits abroad.',
        pa: 'ਬਾਸਮਤੀ ਆਮ ਝੋਨੇ ਨਾਲੋਂ ਘੱਟ ਪਾਣੀ ਲੈਂਦੀ ਹੈ ਅਤੇ ਬਰਾਮਦੀ ਆਮਦਨ ਦਿੰਦੀ ਹੈ, ਪਰ ਇਸ ਦਾ ਭਾਅ ਬਰਾਮਦ ਨੀਤੀ ਅਤੇ ਵਿਦੇਸ਼ਾਂ ਵਿੱਚ ਕੀਟਨਾਸ਼ਕ-ਅੰਸ਼ ਦੀਆਂ ਹੱਦਾਂ ਨਾਲ ਉੱਪਰ-ਥੱਲੇ ਹੁੰਦਾ ਹੈ।',
      },
      {
        en: 'Punjab Agricultural University’s short-duration varieties and direct seeding save water within paddy; the editorial calls them a bridge, not a substitute for diversification.',
        pa: 'ਪੰਜਾਬ ਖੇਤੀਬਾੜੀ ਯੂਨੀਵਰਸਿਟੀ ਦੀਆਂ ਘੱਟ ਸਮੇਂ ਵਾਲੀਆਂ ਕਿਸਮਾਂ ਅਤੇ ਸਿੱਧੀ ਬਿਜਾਈ ਝੋਨੇ ਵਿੱਚ ਹੀ ਪਾਣੀ ਬਚਾਉਂਦੀਆਂ ਹਨ; ਸੰਪਾਦਕੀ ਇਨ੍ਹਾਂ ਨੂੰ ਪੁਲ ਕਹਿੰਦੀ ਹੈ, ਵਿਭਿੰਨਤਾ ਦਾ ਬਦਲ ਨਹੀਂ।',
      },
    ],
    syllabusRelevance: {
      en: 'GS Paper III (cropping patterns, MSP and procurement, agricultural marketing) and the Punjab agriculture portion; also useful for essay topics on sustainable agriculture.',
      pa: 'ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ III (ਫ਼ਸਲੀ ਢਾਂਚਾ, MSP ਅਤੇ ਖ਼ਰੀਦ, ਖੇਤੀ ਮੰਡੀਕਰਨ) ਅਤੇ ਪੰਜਾਬ ਦੀ ਖੇਤੀ ਵਾਲਾ ਹਿੱਸਾ; ਟਿਕਾਊ ਖੇਤੀ ਬਾਰੇ ਲੇਖ ਲਈ ਵੀ ਲਾਭਦਾਇਕ।',
    },
    topics: ['economy', 'geography', 'punjab-gs'],
    probableQuestions: [
      {
        stage: 'prelims',
        question: {
          en: 'The committees that recommended crop diversification in Punjab in 1986 and 2002 were headed by: (a) M.S. Swaminathan (b) S.S. Johl (c) Ashok Dalwai (d) Ramesh Chand',
          pa: '1986 ਅਤੇ 2002 ਵਿੱਚ ਪੰਜਾਬ ਵਿੱਚ ਫ਼ਸਲੀ ਵਿਭਿੰਨਤਾ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਕਰਨ ਵਾਲੀਆਂ ਕਮੇਟੀਆਂ ਦੇ ਮੁਖੀ ਸਨ: (A) ਐੱਮ.ਐੱਸ. ਸਵਾਮੀਨਾਥਨ (B) ਐੱਸ.ਐੱਸ. ਜੌਹਲ (C) ਅਸ਼ੋਕ ਦਲਵਾਈ (D) ਰਮੇਸ਼ ਚੰਦ',
        },
      },
      {
        stage: 'mains',
        marks: 10,
        question: {
          en: 'Why have crop diversification efforts in Punjab met with limited success?',
          pa: 'ਪੰਜਾਬ ਵਿੱਚ ਫ਼ਸਲੀ ਵਿਭਿੰਨਤਾ ਦੇ ਯਤਨਾਂ ਨੂੰ ਸੀਮਤ ਸਫਲਤਾ ਕਿਉਂ ਮਿਲੀ ਹੈ?',
        },
      },
      {
        stage: 'mains',
        marks: 20,
        question: {
          en: 'Assess the role of Minimum Support Price and assured procurement in shaping Punjab’s cropping pattern. What alternatives can make diversification attractive?',
          pa: 'ਪੰਜਾਬ ਦੇ ਫ਼ਸਲੀ ਢਾਂਚੇ ਨੂੰ ਘੜਨ ਵਿੱਚ ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ ਅਤੇ ਪੱਕੀ ਖ਼ਰੀਦ ਦੀ ਭੂਮਿਕਾ ਦਾ ਮੁਲਾਂਕਣ ਕਰੋ। ਕਿਹੜੇ ਬਦਲ ਵਿਭਿੰਨਤਾ ਨੂੰ ਖਿੱਚਵਾਂ ਬਣਾ ਸਕਦੇ ਹਨ?',
        },
      },
    ],
  },
  {
    key: 'border-drones-security',
    daysAgo: 27,
    editorialTitle: 'Eyes on the night sky',
    title: {
      en: 'Drones across the border: securing Punjab’s frontier from the air',
      pa: 'ਸਰਹੱਦ ਪਾਰੋਂ ਡਰੋਨ: ਪੰਜਾਬ ਦੀ ਸਰਹੱਦ ਦੀ ਹਵਾਈ ਰਾਖੀ',
    },
    summary: {
      en: 'Drones dropping heroin and pistols in the border villages of Amritsar, Tarn Taran, Ferozepur and Fazilka have become routine. The editorial welcomes anti-drone systems along the border but says technology must be matched by village-level intelligence and by cooperation between the Border Security Force and the Punjab Police.',
      pa: 'ਅੰਮ੍ਰਿਤਸਰ, ਤਰਨ ਤਾਰਨ, ਫ਼ਿਰੋਜ਼ਪੁਰ ਅਤੇ ਫ਼ਾਜ਼ਿਲਕਾ ਦੇ ਸਰਹੱਦੀ ਪਿੰਡਾਂ ਵਿੱਚ ਹੈਰੋਇਨ ਅਤੇ ਪਿਸਤੌਲ ਸੁੱਟਣ ਵਾਲੇ ਡਰੋਨ ਆਮ ਗੱਲ ਬਣ ਗਏ ਹਨ। ਸੰਪਾਦਕੀ ਸਰਹੱਦ ਉੱਤੇ ਐਂਟੀ-ਡਰੋਨ ਪ੍ਰਣਾਲੀਆਂ ਦਾ ਸਵਾਗਤ ਕਰਦੀ ਹੈ, ਪਰ ਕਹਿੰਦੀ ਹੈ ਕਿ ਤਕਨੀਕ ਦੇ ਨਾਲ ਪਿੰਡ ਪੱਧਰ ਦੀ ਸੂਹ ਅਤੇ ਸੀਮਾ ਸੁਰੱਖਿਆ ਬਲ ਤੇ ਪੰਜਾਬ ਪੁਲਿਸ ਵਿੱਚ ਤਾਲਮੇਲ ਵੀ ਜ਼ਰੂਰੀ ਹੈ।',
    },
    keyPoints: [
      {
        en: 'The Border Security Force recovers hundreds of drones a year on the Punjab frontier, most of them small commercial quadcopters carrying a few kilograms.',
        pa: 'ਸੀਮਾ ਸੁਰੱਖਿਆ ਬਲ ਪੰਜਾਬ ਦੀ ਸਰਹੱਦ ਉੱਤੇ ਹਰ ਸਾਲ ਸੈਂਕੜੇ ਡਰੋਨ ਬਰਾਮਦ ਕਰਦਾ ਹੈ, ਜਿਨ੍ਹਾਂ ਵਿੱਚੋਂ ਬਹੁਤੇ ਕੁਝ ਕਿਲੋ ਭਾਰ ਚੁੱਕਣ ਵਾਲੇ ਛੋਟੇ ਵਪਾਰਕ ਕੁਆਡਕਾਪਟਰ ਹੁੰਦੇ ਹਨ।',
      },
      {
        en: 'In 2021 the Centre extended the BSF’s powers of search, seizure and arrest in Punjab from 15 km to 50 km from the border; Punjab challenged the notification in the Supreme Court as an intrusion on policing, a State List subject.',
        pa: '2021 ਵਿੱਚ ਕੇਂਦਰ ਨੇ ਪੰਜਾਬ ਵਿੱਚ BSF ਦੇ ਤਲਾਸ਼ੀ, ਜ਼ਬਤੀ ਅਤੇ ਗ੍ਰਿਫ਼ਤਾਰੀ ਦੇ ਅਧਿਕਾਰ ਸਰਹੱਦ ਤੋਂ 15 ਕਿਲੋਮੀਟਰ ਦੀ ਥਾਂ 50 ਕਿਲੋਮੀਟਰ ਤੱਕ ਵਧਾ ਦਿੱਤੇ; ਪੰਜਾਬ ਨੇ ਇਸ ਨੂੰ ਰਾਜ ਸੂਚੀ ਦੇ ਵਿਸ਼ੇ, ਪੁਲਿਸ, ਵਿੱਚ ਦਖ਼ਲ ਦੱਸ ਕੇ ਸੁਪਰੀਮ ਕੋਰਟ ਵਿੱਚ ਚੁਣੌਤੀ ਦਿੱਤੀ।',
      },
      {
        en: 'Anti-drone systems detect and jam the radio link, but cost and coverage limit them to stretches; the fenced border also leaves farmland beyond the fence that farmers cross through gates under escort.',
        pa: 'ਐਂਟੀ-ਡਰੋਨ ਪ੍ਰਣਾਲੀਆਂ ਰੇਡੀਓ ਸੰਪਰਕ ਫੜ ਕੇ ਜਾਮ ਕਰਦੀਆਂ ਹਨ, ਪਰ ਲਾਗਤ ਅਤੇ ਦਾਇਰੇ ਕਾਰਨ ਕੁਝ ਹਿੱਸਿਆਂ ਤੱਕ ਸੀਮਤ ਹਨ; ਕੰਡਿਆਲੀ ਤਾਰ ਤੋਂ ਪਾਰ ਖੇਤੀ ਵਾਲੀ ਜ਼ਮੀਨ ਵੀ ਹੈ, ਜਿੱਥੇ ਕਿਸਾਨ ਸੁਰੱਖਿਆ ਹੇਠ ਗੇਟਾਂ ਰਾਹੀਂ ਜਾਂਦੇ ਹਨ।',
      },
      {
        en: 'Village defence committees and rewards for information on drone drops turn border residents into the first line of detection; the editorial asks that they be protected from retaliation by smuggling networks.',
        pa: 'ਪਿੰਡ ਰੱਖਿਆ ਕਮੇਟੀਆਂ ਅਤੇ ਡਰੋਨ ਰਾਹੀਂ ਸੁੱਟੇ ਮਾਲ ਦੀ ਸੂਚਨਾ ਉੱਤੇ ਇਨਾਮ ਸਰਹੱਦੀ ਵਸਨੀਕਾਂ ਨੂੰ ਪਛਾਣ ਦੀ ਪਹਿਲੀ ਕਤਾਰ ਬਣਾਉਂਦੇ ਹਨ; ਸੰਪਾਦਕੀ ਮੰਗ ਕਰਦੀ ਹੈ ਕਿ ਉਨ੍ਹਾਂ ਨੂੰ ਤਸਕਰ ਗਰੋਹਾਂ ਦੇ ਬਦਲੇ ਤੋਂ ਬਚਾਇਆ ਜਾਵੇ।',
      },
    ],
    syllabusRelevance: {
      en: 'GS Paper III (security challenges in border areas, role of central armed police forces, linkages of organised crime with terrorism) and GS Paper II (Centre-state relations over policing).',
      pa: 'ਜਨਰਲ ਸਟੱਡੀਜ਼ ਪੇਪਰ III (ਸਰਹੱਦੀ ਇਲਾਕਿਆਂ ਵਿੱਚ ਸੁਰੱਖਿਆ ਚੁਣੌਤੀਆਂ, ਕੇਂਦਰੀ ਹਥਿਆਰਬੰਦ ਪੁਲਿਸ ਬਲਾਂ ਦੀ ਭੂਮਿਕਾ, ਸੰਗਠਿਤ ਅਪਰਾਧ ਤੇ ਅੱਤਵਾਦ ਦੇ ਸੰਬੰਧ) ਅਤੇ ਪੇਪਰ II (ਪੁਲਿਸ ਬਾਰੇ ਕੇਂਦਰ-ਰਾਜ ਸੰਬੰਧ)।',
    },
    topics: ['internal-security', 'punjab-gs'],
    probableQuestions: [
      {
        stage: 'prelims',
        question: {
          en: 'Consider the following statements: 1. “Police” and “public order” are in the State List of the Seventh Schedule. 2. The Border Security Force works under the Ministry of Defence. Which of the statements given above is/are correct? (a) 1 only (b) 2 only (c) Both 1 and 2 (d) Neither 1 nor 2',
          pa: 'ਹੇਠ ਲਿਖੇ ਕਥਨਾਂ ਉੱਤੇ ਵਿਚਾਰ ਕਰੋ: 1. “ਪੁਲਿਸ” ਅਤੇ “ਜਨਤਕ ਵਿਵਸਥਾ” ਸੱਤਵੀਂ ਅਨੁਸੂਚੀ ਦੀ ਰਾਜ ਸੂਚੀ ਵਿੱਚ ਹਨ। 2. ਸੀਮਾ ਸੁਰੱਖਿਆ ਬਲ ਰੱਖਿਆ ਮੰਤਰਾਲੇ ਅਧੀਨ ਕੰਮ ਕਰਦਾ ਹੈ। ਉੱਪਰ ਦਿੱਤੇ ਕਥਨਾਂ ਵਿੱਚੋਂ ਕਿਹੜਾ/ਕਿਹੜੇ ਸਹੀ ਹੈ/ਹਨ? (A) ਸਿਰਫ਼ 1 (B) ਸਿਰਫ਼ 2 (C) 1 ਅਤੇ 2 ਦੋਵੇਂ (D) ਨਾ 1 ਨਾ 2',
        },
      },
      {
        stage: 'mains',
        marks: 10,
        question: {
          en: 'What challenges do drones pose to border management in Punjab? Suggest technological and community-based responses.',
          pa: 'ਪੰਜਾਬ ਵਿੱਚ ਸਰਹੱਦੀ ਪ੍ਰਬੰਧਨ ਲਈ ਡਰੋਨ ਕਿਹੜੀਆਂ ਚੁਣੌਤੀਆਂ ਖੜ੍ਹੀਆਂ ਕਰਦੇ ਹਨ? ਤਕਨੀਕੀ ਅਤੇ ਭਾਈਚਾਰਕ ਜਵਾਬ ਸੁਝਾਓ।',
        },
      },
      {
        stage: 'mains',
        marks: 20,
        question: {
          en: 'Discuss the controversy over the extension of the BSF’s jurisdiction in Punjab in the light of cooperative federalism.',
          pa: 'ਸਹਿਕਾਰੀ ਸੰਘਵਾਦ ਦੀ ਰੌਸ਼ਨੀ ਵਿੱਚ ਪੰਜਾਬ ਵਿੱਚ BSF ਦੇ ਅਧਿਕਾਰ-ਖੇਤਰ ਦੇ ਵਾਧੇ ਬਾਰੇ ਵਿਵਾਦ ਦੀ ਚਰਚਾ ਕਰੋ।',
        },
      },
    ],
  },
]
