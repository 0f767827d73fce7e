import type { CurrentAffairSeed } from './types'

/**
 * Thirty current-affairs articles for the older half of the month: two a day for daysAgo 15..29
 * (roughly late October to early November), one on Punjab and one national or international each day.
 */
export const currentAffairsEarlier: CurrentAffairSeed[] = [
  {
    key: 'ca-d29-paddy-procurement-mandis',
    daysAgo: 29,
    region: 'punjab',
    category: 'Agriculture',
    title: {
      en: "Paddy procurement gathers pace in Punjab's mandis",
      pa: 'ਪੰਜਾਬ ਦੀਆਂ ਮੰਡੀਆਂ ਵਿੱਚ ਝੋਨੇ ਦੀ ਖਰੀਦ ਨੇ ਰਫ਼ਤਾਰ ਫੜੀ',
    },
    summary: {
      en: 'Paddy arrivals have peaked in grain markets across the state, with government agencies buying at the minimum support price and officials focusing on quick lifting and timely payments.',
      pa: "ਸੂਬੇ ਭਰ ਦੀਆਂ ਅਨਾਜ ਮੰਡੀਆਂ ਵਿੱਚ ਝੋਨੇ ਦੀ ਆਮਦ ਸਿਖਰ 'ਤੇ ਹੈ; ਸਰਕਾਰੀ ਏਜੰਸੀਆਂ ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ 'ਤੇ ਖਰੀਦ ਕਰ ਰਹੀਆਂ ਹਨ ਅਤੇ ਅਧਿਕਾਰੀਆਂ ਦਾ ਧਿਆਨ ਤੇਜ਼ ਲਿਫ਼ਟਿੰਗ ਤੇ ਸਮੇਂ ਸਿਰ ਅਦਾਇਗੀ 'ਤੇ ਹੈ।",
    },
    body: {
      en: [
        "Paddy arrivals have reached their peak in Punjab's grain markets, and state procurement agencies such as Pungrain, Markfed and Punsup, along with the Food Corporation of India (FCI), are buying the crop at the minimum support price (MSP) fixed by the Centre. Payments are credited directly to farmers' bank accounts, while arhtiyas (commission agents) continue their traditional role in the mandi system.",
        'The main pressure points this season are moisture content, which must stay within the permitted limit for the grain to be bought at full MSP, the speed of lifting from mandis, and storage space with rice millers. Punjab contributes a large share of the rice procured for the central pool, which feeds the public distribution system under the National Food Security Act.',
        "Exam angle: Questions on MSP, the role of the Commission for Agricultural Costs and Prices (CACP), the decentralised procurement system and the arhtiya model are common in PPSC papers. Candidates should also link procurement to Punjab's paddy-wheat cycle and its effect on groundwater and stubble burning.",
      ],
      pa: [
        "ਪੰਜਾਬ ਦੀਆਂ ਅਨਾਜ ਮੰਡੀਆਂ ਵਿੱਚ ਝੋਨੇ ਦੀ ਆਮਦ ਸਿਖਰ 'ਤੇ ਪਹੁੰਚ ਗਈ ਹੈ ਅਤੇ ਪਨਗ੍ਰੇਨ, ਮਾਰਕਫੈੱਡ ਤੇ ਪਨਸਪ ਵਰਗੀਆਂ ਸੂਬਾਈ ਖਰੀਦ ਏਜੰਸੀਆਂ, ਭਾਰਤੀ ਖੁਰਾਕ ਨਿਗਮ (ਐੱਫ਼ਸੀਆਈ) ਨਾਲ ਮਿਲ ਕੇ, ਕੇਂਦਰ ਵੱਲੋਂ ਤੈਅ ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ (ਐੱਮਐੱਸਪੀ) 'ਤੇ ਫ਼ਸਲ ਖਰੀਦ ਰਹੀਆਂ ਹਨ। ਅਦਾਇਗੀ ਸਿੱਧੀ ਕਿਸਾਨਾਂ ਦੇ ਬੈਂਕ ਖਾਤਿਆਂ ਵਿੱਚ ਭੇਜੀ ਜਾਂਦੀ ਹੈ, ਜਦਕਿ ਆੜ੍ਹਤੀਏ ਮੰਡੀ ਪ੍ਰਣਾਲੀ ਵਿੱਚ ਆਪਣੀ ਰਵਾਇਤੀ ਭੂਮਿਕਾ ਨਿਭਾ ਰਹੇ ਹਨ।",
        "ਇਸ ਸੀਜ਼ਨ ਦੀਆਂ ਮੁੱਖ ਚੁਣੌਤੀਆਂ ਨਮੀ ਦੀ ਮਾਤਰਾ, ਜਿਸ ਦਾ ਪੂਰੇ ਐੱਮਐੱਸਪੀ 'ਤੇ ਖਰੀਦ ਲਈ ਮਨਜ਼ੂਰ ਹੱਦ ਅੰਦਰ ਰਹਿਣਾ ਜ਼ਰੂਰੀ ਹੈ, ਮੰਡੀਆਂ ਵਿੱਚੋਂ ਲਿਫ਼ਟਿੰਗ ਦੀ ਰਫ਼ਤਾਰ ਅਤੇ ਸ਼ੈਲਰ ਮਾਲਕਾਂ ਕੋਲ ਭੰਡਾਰਨ ਦੀ ਥਾਂ ਹਨ। ਕੇਂਦਰੀ ਪੂਲ ਲਈ ਖਰੀਦੇ ਜਾਂਦੇ ਚੌਲਾਂ ਵਿੱਚ ਪੰਜਾਬ ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਹੈ, ਜਿਸ ਨਾਲ ਕੌਮੀ ਖੁਰਾਕ ਸੁਰੱਖਿਆ ਐਕਟ ਤਹਿਤ ਜਨਤਕ ਵੰਡ ਪ੍ਰਣਾਲੀ ਨੂੰ ਅਨਾਜ ਮਿਲਦਾ ਹੈ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਐੱਮਐੱਸਪੀ, ਖੇਤੀ ਲਾਗਤ ਅਤੇ ਕੀਮਤ ਕਮਿਸ਼ਨ (ਸੀਏਸੀਪੀ) ਦੀ ਭੂਮਿਕਾ, ਵਿਕੇਂਦਰੀਕ੍ਰਿਤ ਖਰੀਦ ਪ੍ਰਣਾਲੀ ਅਤੇ ਆੜ੍ਹਤੀਆ ਮਾਡਲ ਬਾਰੇ ਸਵਾਲ ਪੀਪੀਐੱਸਸੀ ਦੇ ਪਰਚਿਆਂ ਵਿੱਚ ਅਕਸਰ ਆਉਂਦੇ ਹਨ। ਉਮੀਦਵਾਰਾਂ ਨੂੰ ਖਰੀਦ ਪ੍ਰਣਾਲੀ ਨੂੰ ਪੰਜਾਬ ਦੇ ਝੋਨਾ-ਕਣਕ ਚੱਕਰ ਅਤੇ ਧਰਤੀ ਹੇਠਲੇ ਪਾਣੀ ਤੇ ਪਰਾਲੀ ਸਾੜਨ ਉੱਤੇ ਇਸ ਦੇ ਅਸਰ ਨਾਲ ਜੋੜ ਕੇ ਵੀ ਦੇਖਣਾ ਚਾਹੀਦਾ ਹੈ।',
      ],
    },
    topics: ['economy', 'punjab-gs'],
    source: 'The Tribune',
  },
  {
    key: 'ca-d29-gst-collections-festive',
    daysAgo: 29,
    region: 'national',
    category: 'Economy',
    title: {
      en: 'Festive demand lifts GST collections after rate rationalisation',
      pa: 'ਦਰਾਂ ਦੇ ਸਰਲੀਕਰਨ ਤੋਂ ਬਾਅਦ ਤਿਉਹਾਰੀ ਮੰਗ ਨੇ ਜੀਐੱਸਟੀ ਵਸੂਲੀ ਵਧਾਈ',
    },
    summary: {
      en: 'Official data point to steady Goods and Services Tax collections driven by festive-season consumption, about a year after the simplified two-slab structure took effect.',
      pa: 'ਸਰਕਾਰੀ ਅੰਕੜੇ ਦਰਸਾਉਂਦੇ ਹਨ ਕਿ ਸਰਲ ਦੋ-ਸਲੈਬ ਢਾਂਚਾ ਲਾਗੂ ਹੋਣ ਤੋਂ ਲਗਭਗ ਇੱਕ ਸਾਲ ਬਾਅਦ ਤਿਉਹਾਰੀ ਸੀਜ਼ਨ ਦੀ ਖਪਤ ਕਾਰਨ ਵਸਤੂ ਅਤੇ ਸੇਵਾ ਕਰ ਦੀ ਵਸੂਲੀ ਸਥਿਰ ਬਣੀ ਹੋਈ ਹੈ।',
    },
    body: {
      en: [
        'Official data on Goods and Services Tax (GST) collections show steady growth, helped by strong consumer demand during the festive season. Officials attribute part of the buoyancy to the rationalised rate structure introduced in September 2025, which moved most goods into two main slabs of 5 and 18 per cent, with a higher rate kept for a short list of luxury and sin goods.',
        'GST came into force on 1 July 2017 through the 101st Constitutional Amendment, which inserted Article 246A and created the GST Council under Article 279A. The Council, chaired by the Union Finance Minister and including state finance ministers, recommends rates and rules. Punjab, which lost its purchase tax on foodgrains when GST subsumed state levies, follows collections closely because its own revenue depends on the state share of GST.',
        "Exam angle: Expect questions on the 101st Amendment, Article 279A, the composition and voting pattern of the GST Council, IGST, and the end of GST compensation to states. Mains answers on Centre-state fiscal relations and Punjab's finances can use this as a current example.",
      ],
      pa: [
        'ਵਸਤੂ ਅਤੇ ਸੇਵਾ ਕਰ (ਜੀਐੱਸਟੀ) ਦੀ ਵਸੂਲੀ ਬਾਰੇ ਸਰਕਾਰੀ ਅੰਕੜੇ ਤਿਉਹਾਰੀ ਸੀਜ਼ਨ ਦੌਰਾਨ ਖਪਤਕਾਰਾਂ ਦੀ ਮਜ਼ਬੂਤ ਮੰਗ ਸਦਕਾ ਸਥਿਰ ਵਾਧਾ ਦਰਸਾਉਂਦੇ ਹਨ। ਅਧਿਕਾਰੀ ਇਸ ਤੇਜ਼ੀ ਦਾ ਕੁਝ ਸਿਹਰਾ ਸਤੰਬਰ 2025 ਵਿੱਚ ਲਾਗੂ ਕੀਤੇ ਸਰਲ ਦਰ ਢਾਂਚੇ ਨੂੰ ਦਿੰਦੇ ਹਨ, ਜਿਸ ਤਹਿਤ ਜ਼ਿਆਦਾਤਰ ਵਸਤਾਂ 5 ਅਤੇ 18 ਫ਼ੀਸਦੀ ਦੀਆਂ ਦੋ ਮੁੱਖ ਸਲੈਬਾਂ ਵਿੱਚ ਆ ਗਈਆਂ, ਜਦਕਿ ਐਸ਼ੋ-ਆਰਾਮ ਅਤੇ ਹਾਨੀਕਾਰਕ ਵਸਤਾਂ ਦੀ ਛੋਟੀ ਸੂਚੀ ਲਈ ਉੱਚੀ ਦਰ ਰੱਖੀ ਗਈ।',
        "ਜੀਐੱਸਟੀ 1 ਜੁਲਾਈ 2017 ਨੂੰ 101ਵੀਂ ਸੰਵਿਧਾਨਕ ਸੋਧ ਰਾਹੀਂ ਲਾਗੂ ਹੋਇਆ, ਜਿਸ ਨੇ ਧਾਰਾ 246ਏ ਜੋੜੀ ਅਤੇ ਧਾਰਾ 279ਏ ਤਹਿਤ ਜੀਐੱਸਟੀ ਕੌਂਸਲ ਬਣਾਈ। ਕੇਂਦਰੀ ਵਿੱਤ ਮੰਤਰੀ ਦੀ ਪ੍ਰਧਾਨਗੀ ਵਾਲੀ ਇਹ ਕੌਂਸਲ, ਜਿਸ ਵਿੱਚ ਸੂਬਿਆਂ ਦੇ ਵਿੱਤ ਮੰਤਰੀ ਸ਼ਾਮਲ ਹੁੰਦੇ ਹਨ, ਦਰਾਂ ਅਤੇ ਨਿਯਮਾਂ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਕਰਦੀ ਹੈ। ਜੀਐੱਸਟੀ ਵਿੱਚ ਸੂਬਾਈ ਟੈਕਸ ਸਮੋਏ ਜਾਣ ਨਾਲ ਪੰਜਾਬ ਦਾ ਅਨਾਜ ਉੱਤੇ ਖਰੀਦ ਟੈਕਸ ਖ਼ਤਮ ਹੋ ਗਿਆ ਸੀ, ਇਸ ਲਈ ਸੂਬਾ ਇਸ ਵਸੂਲੀ 'ਤੇ ਨੇੜਿਓਂ ਨਜ਼ਰ ਰੱਖਦਾ ਹੈ ਕਿਉਂਕਿ ਉਸ ਦਾ ਆਪਣਾ ਮਾਲੀਆ ਜੀਐੱਸਟੀ ਦੇ ਸੂਬਾਈ ਹਿੱਸੇ 'ਤੇ ਨਿਰਭਰ ਹੈ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: 101ਵੀਂ ਸੋਧ, ਧਾਰਾ 279ਏ, ਜੀਐੱਸਟੀ ਕੌਂਸਲ ਦੀ ਬਣਤਰ ਤੇ ਵੋਟਿੰਗ ਢੰਗ, ਆਈਜੀਐੱਸਟੀ ਅਤੇ ਸੂਬਿਆਂ ਨੂੰ ਜੀਐੱਸਟੀ ਮੁਆਵਜ਼ਾ ਬੰਦ ਹੋਣ ਬਾਰੇ ਸਵਾਲਾਂ ਦੀ ਉਮੀਦ ਰੱਖੋ। ਕੇਂਦਰ-ਸੂਬਾ ਵਿੱਤੀ ਸਬੰਧਾਂ ਅਤੇ ਪੰਜਾਬ ਦੀ ਵਿੱਤੀ ਹਾਲਤ ਬਾਰੇ ਮੇਨਜ਼ ਦੇ ਉੱਤਰਾਂ ਵਿੱਚ ਇਸ ਨੂੰ ਤਾਜ਼ਾ ਉਦਾਹਰਨ ਵਜੋਂ ਵਰਤਿਆ ਜਾ ਸਕਦਾ ਹੈ।',
      ],
    },
    topics: ['economy', 'polity'],
    source: 'PIB',
  },
  {
    key: 'ca-d28-stubble-fire-satellite-monitoring',
    daysAgo: 28,
    region: 'punjab',
    category: 'Environment',
    title: {
      en: 'Satellite monitoring of farm fires stepped up across Punjab',
      pa: 'ਪੰਜਾਬ ਭਰ ਵਿੱਚ ਖੇਤਾਂ ਦੀ ਅੱਗ ਦੀ ਸੈਟੇਲਾਈਟ ਨਿਗਰਾਨੀ ਤੇਜ਼',
    },
    summary: {
      en: 'As paddy harvesting peaks, farm fires are being tracked daily by satellite and passed on to district teams for field verification and action.',
      pa: "ਝੋਨੇ ਦੀ ਕਟਾਈ ਸਿਖਰ 'ਤੇ ਹੋਣ ਕਾਰਨ ਖੇਤਾਂ ਵਿੱਚ ਲੱਗੀ ਅੱਗ ਦੀ ਸੈਟੇਲਾਈਟ ਰਾਹੀਂ ਰੋਜ਼ਾਨਾ ਨਿਗਰਾਨੀ ਕੀਤੀ ਜਾ ਰਹੀ ਹੈ ਅਤੇ ਜਾਣਕਾਰੀ ਮੌਕੇ 'ਤੇ ਜਾਂਚ ਤੇ ਕਾਰਵਾਈ ਲਈ ਜ਼ਿਲ੍ਹਾ ਟੀਮਾਂ ਨੂੰ ਭੇਜੀ ਜਾ ਰਹੀ ਹੈ।",
    },
    body: {
      en: [
        'With paddy harvesting at its peak, the Punjab Remote Sensing Centre in Ludhiana is tracking farm fires every day through satellite data, and the locations are shared with district administrations for verification on the ground. Nodal and cluster officers have been deputed at village level to persuade farmers to manage straw without burning it.',
        'Burning of paddy straw adds to particulate pollution in Punjab and across the Indo-Gangetic plain in the post-monsoon months, when calm winds and falling temperatures trap pollutants near the ground. The Commission for Air Quality Management in NCR and Adjoining Areas (CAQM), set up under a 2021 Act, issues directions to Punjab, Haryana and other states, and environmental compensation can be levied on violators.',
        'Exam angle: Stubble burning is a recurring mains theme linking agriculture, environment and governance. Know the role of CAQM, the health effects of PM2.5, the difference between in-situ and ex-situ management and why short-duration paddy varieties such as PR 126 are promoted.',
      ],
      pa: [
        "ਝੋਨੇ ਦੀ ਕਟਾਈ ਸਿਖਰ 'ਤੇ ਹੋਣ ਕਰਕੇ ਲੁਧਿਆਣਾ ਸਥਿਤ ਪੰਜਾਬ ਰਿਮੋਟ ਸੈਂਸਿੰਗ ਸੈਂਟਰ ਸੈਟੇਲਾਈਟ ਅੰਕੜਿਆਂ ਰਾਹੀਂ ਹਰ ਰੋਜ਼ ਖੇਤਾਂ ਵਿੱਚ ਲੱਗੀ ਅੱਗ ਦਾ ਪਤਾ ਲਗਾ ਰਿਹਾ ਹੈ ਅਤੇ ਇਨ੍ਹਾਂ ਥਾਵਾਂ ਦੀ ਜਾਣਕਾਰੀ ਮੌਕੇ 'ਤੇ ਜਾਂਚ ਲਈ ਜ਼ਿਲ੍ਹਾ ਪ੍ਰਸ਼ਾਸਨਾਂ ਨਾਲ ਸਾਂਝੀ ਕੀਤੀ ਜਾ ਰਹੀ ਹੈ। ਕਿਸਾਨਾਂ ਨੂੰ ਪਰਾਲੀ ਸਾੜੇ ਬਿਨਾਂ ਸੰਭਾਲਣ ਲਈ ਪ੍ਰੇਰਿਤ ਕਰਨ ਵਾਸਤੇ ਪਿੰਡ ਪੱਧਰ 'ਤੇ ਨੋਡਲ ਅਤੇ ਕਲੱਸਟਰ ਅਧਿਕਾਰੀ ਤਾਇਨਾਤ ਕੀਤੇ ਗਏ ਹਨ।",
        'ਮਾਨਸੂਨ ਤੋਂ ਬਾਅਦ ਦੇ ਮਹੀਨਿਆਂ ਵਿੱਚ, ਜਦੋਂ ਸ਼ਾਂਤ ਹਵਾਵਾਂ ਅਤੇ ਡਿੱਗਦਾ ਤਾਪਮਾਨ ਪ੍ਰਦੂਸ਼ਕਾਂ ਨੂੰ ਜ਼ਮੀਨ ਦੇ ਨੇੜੇ ਰੋਕ ਲੈਂਦੇ ਹਨ, ਝੋਨੇ ਦੀ ਪਰਾਲੀ ਸਾੜਨ ਨਾਲ ਪੰਜਾਬ ਅਤੇ ਪੂਰੇ ਸਿੰਧ-ਗੰਗਾ ਮੈਦਾਨ ਵਿੱਚ ਕਣ ਪ੍ਰਦੂਸ਼ਣ ਵਧਦਾ ਹੈ। 2021 ਦੇ ਐਕਟ ਤਹਿਤ ਬਣਿਆ ਐੱਨਸੀਆਰ ਅਤੇ ਨਾਲ ਲੱਗਦੇ ਖੇਤਰਾਂ ਲਈ ਹਵਾ ਗੁਣਵੱਤਾ ਪ੍ਰਬੰਧਨ ਕਮਿਸ਼ਨ (ਸੀਏਕਿਊਐੱਮ) ਪੰਜਾਬ, ਹਰਿਆਣਾ ਅਤੇ ਹੋਰ ਸੂਬਿਆਂ ਨੂੰ ਹਦਾਇਤਾਂ ਜਾਰੀ ਕਰਦਾ ਹੈ ਅਤੇ ਉਲੰਘਣਾ ਕਰਨ ਵਾਲਿਆਂ ਤੋਂ ਵਾਤਾਵਰਣ ਮੁਆਵਜ਼ਾ ਵਸੂਲਿਆ ਜਾ ਸਕਦਾ ਹੈ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਪਰਾਲੀ ਸਾੜਨਾ ਮੇਨਜ਼ ਦਾ ਵਾਰ-ਵਾਰ ਆਉਣ ਵਾਲਾ ਵਿਸ਼ਾ ਹੈ, ਜੋ ਖੇਤੀ, ਵਾਤਾਵਰਣ ਅਤੇ ਸ਼ਾਸਨ ਨੂੰ ਜੋੜਦਾ ਹੈ। ਸੀਏਕਿਊਐੱਮ ਦੀ ਭੂਮਿਕਾ, ਪੀਐੱਮ2.5 ਦੇ ਸਿਹਤ ਉੱਤੇ ਅਸਰ, ਇਨ-ਸੀਟੂ ਅਤੇ ਐਕਸ-ਸੀਟੂ ਪ੍ਰਬੰਧਨ ਦਾ ਫ਼ਰਕ ਅਤੇ ਪੀਆਰ 126 ਵਰਗੀਆਂ ਘੱਟ ਸਮੇਂ ਵਾਲੀਆਂ ਝੋਨੇ ਦੀਆਂ ਕਿਸਮਾਂ ਨੂੰ ਉਤਸ਼ਾਹਿਤ ਕਰਨ ਦਾ ਕਾਰਨ ਜਾਣੋ।',
      ],
    },
    topics: ['environment', 'punjab-gs'],
    source: 'The Tribune',
  },
  {
    key: 'ca-d28-india-brics-chairship-agenda',
    daysAgo: 28,
    region: 'international',
    category: 'International Relations',
    title: {
      en: "India's BRICS chairship year: priorities in focus",
      pa: "ਭਾਰਤ ਦਾ ਬ੍ਰਿਕਸ ਪ੍ਰਧਾਨਗੀ ਸਾਲ: ਤਰਜੀਹਾਂ 'ਤੇ ਧਿਆਨ",
    },
    summary: {
      en: 'India holds the BRICS chair in 2026 and has hosted ministerial, sherpa and working-group meetings of the expanded grouping through the year.',
      pa: 'ਸਾਲ 2026 ਵਿੱਚ ਬ੍ਰਿਕਸ ਦੀ ਪ੍ਰਧਾਨਗੀ ਭਾਰਤ ਕੋਲ ਹੈ ਅਤੇ ਉਸ ਨੇ ਸਾਲ ਭਰ ਵਧੇ ਹੋਏ ਸਮੂਹ ਦੀਆਂ ਮੰਤਰੀ ਪੱਧਰੀ, ਸ਼ੇਰਪਾ ਅਤੇ ਕਾਰਜ-ਸਮੂਹ ਮੀਟਿੰਗਾਂ ਦੀ ਮੇਜ਼ਬਾਨੀ ਕੀਤੀ ਹੈ।',
    },
    body: {
      en: [
        'India holds the chairship of BRICS in 2026 and has hosted a series of ministerial, sherpa and working-group meetings in different cities during the year. With the grouping now much larger than its original five members, building consensus on joint statements has become a central task for the chair.',
        "BRIC was formed in 2006 and became BRICS when South Africa joined in 2010. In 2024 and 2025 it expanded to include countries such as Egypt, Ethiopia, Iran, the United Arab Emirates and Indonesia. Themes under India's chairship include reform of multilateral institutions, the New Development Bank headquartered in Shanghai, trade settlement in local currencies, climate finance and the concerns of the Global South.",
        "Exam angle: PPSC prelims can ask about BRICS membership, the New Development Bank and the Contingent Reserve Arrangement. For mains, link India's chairship to its stand on a multipolar world and South-South cooperation, and compare it with India's G20 presidency of 2023.",
      ],
      pa: [
        "ਸਾਲ 2026 ਵਿੱਚ ਬ੍ਰਿਕਸ ਦੀ ਪ੍ਰਧਾਨਗੀ ਭਾਰਤ ਕੋਲ ਹੈ ਅਤੇ ਸਾਲ ਦੌਰਾਨ ਵੱਖ-ਵੱਖ ਸ਼ਹਿਰਾਂ ਵਿੱਚ ਮੰਤਰੀ ਪੱਧਰੀ, ਸ਼ੇਰਪਾ ਅਤੇ ਕਾਰਜ-ਸਮੂਹ ਮੀਟਿੰਗਾਂ ਦੀ ਲੜੀ ਕਰਵਾਈ ਗਈ ਹੈ। ਹੁਣ ਇਹ ਸਮੂਹ ਆਪਣੇ ਮੂਲ ਪੰਜ ਮੈਂਬਰਾਂ ਨਾਲੋਂ ਕਿਤੇ ਵੱਡਾ ਹੋ ਚੁੱਕਾ ਹੈ, ਇਸ ਲਈ ਸਾਂਝੇ ਬਿਆਨਾਂ 'ਤੇ ਸਹਿਮਤੀ ਬਣਾਉਣਾ ਪ੍ਰਧਾਨ ਦੇਸ਼ ਦਾ ਮੁੱਖ ਕਾਰਜ ਬਣ ਗਿਆ ਹੈ।",
        'ਬ੍ਰਿਕ 2006 ਵਿੱਚ ਬਣਿਆ ਅਤੇ 2010 ਵਿੱਚ ਦੱਖਣੀ ਅਫ਼ਰੀਕਾ ਦੇ ਸ਼ਾਮਲ ਹੋਣ ਨਾਲ ਬ੍ਰਿਕਸ ਬਣ ਗਿਆ। 2024 ਅਤੇ 2025 ਵਿੱਚ ਇਸ ਵਿੱਚ ਮਿਸਰ, ਇਥੋਪੀਆ, ਇਰਾਨ, ਸੰਯੁਕਤ ਅਰਬ ਅਮੀਰਾਤ ਅਤੇ ਇੰਡੋਨੇਸ਼ੀਆ ਵਰਗੇ ਦੇਸ਼ ਸ਼ਾਮਲ ਹੋਏ। ਭਾਰਤ ਦੀ ਪ੍ਰਧਾਨਗੀ ਦੇ ਮੁੱਖ ਵਿਸ਼ਿਆਂ ਵਿੱਚ ਬਹੁਪੱਖੀ ਸੰਸਥਾਵਾਂ ਵਿੱਚ ਸੁਧਾਰ, ਸ਼ੰਘਾਈ ਸਥਿਤ ਨਿਊ ਡਿਵੈਲਪਮੈਂਟ ਬੈਂਕ, ਸਥਾਨਕ ਮੁਦਰਾਵਾਂ ਵਿੱਚ ਵਪਾਰਕ ਭੁਗਤਾਨ, ਜਲਵਾਯੂ ਵਿੱਤ ਅਤੇ ਗਲੋਬਲ ਸਾਊਥ ਦੀਆਂ ਚਿੰਤਾਵਾਂ ਸ਼ਾਮਲ ਹਨ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਪੀਪੀਐੱਸਸੀ ਪ੍ਰੀਲਿਮਜ਼ ਵਿੱਚ ਬ੍ਰਿਕਸ ਦੀ ਮੈਂਬਰਸ਼ਿਪ, ਨਿਊ ਡਿਵੈਲਪਮੈਂਟ ਬੈਂਕ ਅਤੇ ਕੰਟਿੰਜੈਂਟ ਰਿਜ਼ਰਵ ਅਰੇਂਜਮੈਂਟ ਬਾਰੇ ਸਵਾਲ ਪੁੱਛੇ ਜਾ ਸਕਦੇ ਹਨ। ਮੇਨਜ਼ ਲਈ ਭਾਰਤ ਦੀ ਪ੍ਰਧਾਨਗੀ ਨੂੰ ਬਹੁਧਰੁਵੀ ਸੰਸਾਰ ਅਤੇ ਦੱਖਣ-ਦੱਖਣ ਸਹਿਯੋਗ ਬਾਰੇ ਉਸ ਦੇ ਪੱਖ ਨਾਲ ਜੋੜੋ ਅਤੇ 2023 ਦੀ ਭਾਰਤ ਦੀ ਜੀ20 ਪ੍ਰਧਾਨਗੀ ਨਾਲ ਇਸ ਦੀ ਤੁਲਨਾ ਕਰੋ।',
      ],
    },
    topics: ['international-relations', 'economy'],
    source: 'The Hindu',
  },
  {
    key: 'ca-d27-crop-residue-machines',
    daysAgo: 27,
    region: 'punjab',
    category: 'Agriculture',
    title: {
      en: 'Crop residue management machines reach more villages',
      pa: 'ਫ਼ਸਲੀ ਰਹਿੰਦ-ਖੂੰਹਦ ਪ੍ਰਬੰਧਨ ਮਸ਼ੀਨਾਂ ਹੋਰ ਪਿੰਡਾਂ ਤੱਕ ਪੁੱਜੀਆਂ',
    },
    summary: {
      en: 'The state Agriculture Department is supplying subsidised straw management machines to farmers, cooperatives and custom hiring centres so that wheat can be sown without burning paddy straw.',
      pa: 'ਸੂਬੇ ਦਾ ਖੇਤੀਬਾੜੀ ਵਿਭਾਗ ਕਿਸਾਨਾਂ, ਸਹਿਕਾਰੀ ਸਭਾਵਾਂ ਅਤੇ ਕਸਟਮ ਹਾਇਰਿੰਗ ਸੈਂਟਰਾਂ ਨੂੰ ਸਬਸਿਡੀ ਵਾਲੀਆਂ ਪਰਾਲੀ ਪ੍ਰਬੰਧਨ ਮਸ਼ੀਨਾਂ ਦੇ ਰਿਹਾ ਹੈ ਤਾਂ ਜੋ ਪਰਾਲੀ ਸਾੜੇ ਬਿਨਾਂ ਕਣਕ ਦੀ ਬਿਜਾਈ ਹੋ ਸਕੇ।',
    },
    body: {
      en: [
        'The Punjab Agriculture Department has been supplying crop residue management (CRM) machines to individual farmers, cooperative societies and custom hiring centres under a centrally sponsored scheme. Machines such as the Happy Seeder, Super Seeder, surface seeder, mulcher and balers let farmers sow wheat without setting fire to paddy straw.',
        "In-situ management mixes the straw into the soil or leaves it as mulch, improving soil organic carbon over time, while ex-situ management collects it as bales for biomass power plants, compressed biogas units, industrial boilers and board factories. The state's Unnat Kisan mobile app helps small farmers locate and hire machines from nearby custom hiring centres.",
        'Exam angle: Know the difference between in-situ and ex-situ management, the role of custom hiring centres and the link with the SATAT scheme for compressed biogas. A mains question asking for a multi-pronged solution to stubble burning can be built around these measures.',
      ],
      pa: [
        'ਪੰਜਾਬ ਦਾ ਖੇਤੀਬਾੜੀ ਵਿਭਾਗ ਕੇਂਦਰ ਵੱਲੋਂ ਸਪਾਂਸਰ ਕੀਤੀ ਯੋਜਨਾ ਤਹਿਤ ਵਿਅਕਤੀਗਤ ਕਿਸਾਨਾਂ, ਸਹਿਕਾਰੀ ਸਭਾਵਾਂ ਅਤੇ ਕਸਟਮ ਹਾਇਰਿੰਗ ਸੈਂਟਰਾਂ ਨੂੰ ਫ਼ਸਲੀ ਰਹਿੰਦ-ਖੂੰਹਦ ਪ੍ਰਬੰਧਨ (ਸੀਆਰਐੱਮ) ਮਸ਼ੀਨਾਂ ਮੁਹੱਈਆ ਕਰਵਾ ਰਿਹਾ ਹੈ। ਹੈਪੀ ਸੀਡਰ, ਸੁਪਰ ਸੀਡਰ, ਸਰਫੇਸ ਸੀਡਰ, ਮਲਚਰ ਅਤੇ ਬੇਲਰ ਵਰਗੀਆਂ ਮਸ਼ੀਨਾਂ ਨਾਲ ਕਿਸਾਨ ਝੋਨੇ ਦੀ ਪਰਾਲੀ ਨੂੰ ਅੱਗ ਲਾਏ ਬਿਨਾਂ ਕਣਕ ਬੀਜ ਸਕਦੇ ਹਨ।',
        "ਇਨ-ਸੀਟੂ ਪ੍ਰਬੰਧਨ ਵਿੱਚ ਪਰਾਲੀ ਨੂੰ ਮਿੱਟੀ ਵਿੱਚ ਮਿਲਾਇਆ ਜਾਂਦਾ ਹੈ ਜਾਂ ਮਲਚ ਵਜੋਂ ਛੱਡਿਆ ਜਾਂਦਾ ਹੈ, ਜਿਸ ਨਾਲ ਸਮੇਂ ਦੇ ਨਾਲ ਮਿੱਟੀ ਵਿੱਚ ਜੈਵਿਕ ਕਾਰਬਨ ਵਧਦਾ ਹੈ, ਜਦਕਿ ਐਕਸ-ਸੀਟੂ ਪ੍ਰਬੰਧਨ ਵਿੱਚ ਇਸ ਦੀਆਂ ਗੱਠਾਂ ਬਣਾ ਕੇ ਬਾਇਓਮਾਸ ਬਿਜਲੀ ਘਰਾਂ, ਕੰਪ੍ਰੈੱਸਡ ਬਾਇਓਗੈਸ ਯੂਨਿਟਾਂ, ਉਦਯੋਗਿਕ ਬੁਆਇਲਰਾਂ ਅਤੇ ਗੱਤਾ ਫ਼ੈਕਟਰੀਆਂ ਨੂੰ ਭੇਜੀਆਂ ਜਾਂਦੀਆਂ ਹਨ। ਸੂਬੇ ਦੀ ਉੱਨਤ ਕਿਸਾਨ ਮੋਬਾਈਲ ਐਪ ਛੋਟੇ ਕਿਸਾਨਾਂ ਨੂੰ ਨੇੜਲੇ ਕਸਟਮ ਹਾਇਰਿੰਗ ਸੈਂਟਰਾਂ ਤੋਂ ਮਸ਼ੀਨਾਂ ਲੱਭਣ ਅਤੇ ਕਿਰਾਏ 'ਤੇ ਲੈਣ ਵਿੱਚ ਮਦਦ ਕਰਦੀ ਹੈ।",
        "ਪ੍ਰੀਖਿਆ ਪੱਖ: ਇਨ-ਸੀਟੂ ਅਤੇ ਐਕਸ-ਸੀਟੂ ਪ੍ਰਬੰਧਨ ਦਾ ਫ਼ਰਕ, ਕਸਟਮ ਹਾਇਰਿੰਗ ਸੈਂਟਰਾਂ ਦੀ ਭੂਮਿਕਾ ਅਤੇ ਕੰਪ੍ਰੈੱਸਡ ਬਾਇਓਗੈਸ ਲਈ ਸਤਤ (SATAT) ਯੋਜਨਾ ਨਾਲ ਇਸ ਦਾ ਸਬੰਧ ਜਾਣੋ। ਪਰਾਲੀ ਸਾੜਨ ਦੇ ਬਹੁਪੱਖੀ ਹੱਲ ਬਾਰੇ ਮੇਨਜ਼ ਦਾ ਸਵਾਲ ਇਨ੍ਹਾਂ ਉਪਾਵਾਂ ਦੇ ਆਧਾਰ 'ਤੇ ਲਿਖਿਆ ਜਾ ਸਕਦਾ ਹੈ।",
      ],
    },
    topics: ['environment', 'economy', 'punjab-gs'],
    source: 'Punjab Government press release',
  },
  {
    key: 'ca-d27-rabi-msp-explained',
    daysAgo: 27,
    region: 'national',
    category: 'Agriculture',
    title: {
      en: 'Rabi MSP for the coming marketing season: what aspirants should know',
      pa: 'ਆਉਣ ਵਾਲੇ ਮੰਡੀਕਰਨ ਸੀਜ਼ਨ ਲਈ ਹਾੜ੍ਹੀ ਦਾ ਐੱਮਐੱਸਪੀ: ਉਮੀਦਵਾਰਾਂ ਲਈ ਜ਼ਰੂਰੀ ਗੱਲਾਂ',
    },
    summary: {
      en: "The Centre's approval of minimum support prices for rabi crops, announced ahead of the sowing season, sets the price signal for wheat, mustard, gram and other winter crops.",
      pa: 'ਬਿਜਾਈ ਸੀਜ਼ਨ ਤੋਂ ਪਹਿਲਾਂ ਕੇਂਦਰ ਵੱਲੋਂ ਹਾੜ੍ਹੀ ਦੀਆਂ ਫ਼ਸਲਾਂ ਲਈ ਐਲਾਨਿਆ ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ ਕਣਕ, ਸਰ੍ਹੋਂ, ਛੋਲਿਆਂ ਅਤੇ ਹੋਰ ਸਰਦੀਆਂ ਦੀਆਂ ਫ਼ਸਲਾਂ ਲਈ ਕੀਮਤ ਦਾ ਸੰਕੇਤ ਤੈਅ ਕਰਦਾ ਹੈ।',
    },
    body: {
      en: [
        'The Cabinet Committee on Economic Affairs has approved minimum support prices (MSP) for rabi crops for the coming marketing season, covering wheat, barley, gram, masur (lentil), rapeseed-mustard and safflower. Prices are announced before sowing so that farmers can plan their crop choices, and the increases this year are again highest for pulses and oilseeds to encourage diversification.',
        'MSP is fixed on the recommendations of the Commission for Agricultural Costs and Prices (CACP), an attached office of the Union Agriculture Ministry. Since 2018-19 the government has followed the principle of fixing MSP at least one and a half times the all-India weighted average cost of production. MSP is not a statutory right, and a legal guarantee remains a demand of farmer unions, especially in Punjab.',
        "Exam angle: PPSC can ask which crops are covered by MSP, the status and composition of CACP, and the cost concepts A2, A2+FL and C2. For Punjab GS, connect rabi MSP to wheat procurement in April and the state's heavy reliance on two assured-price crops.",
      ],
      pa: [
        'ਆਰਥਿਕ ਮਾਮਲਿਆਂ ਬਾਰੇ ਕੈਬਨਿਟ ਕਮੇਟੀ ਨੇ ਆਉਣ ਵਾਲੇ ਮੰਡੀਕਰਨ ਸੀਜ਼ਨ ਲਈ ਹਾੜ੍ਹੀ ਦੀਆਂ ਫ਼ਸਲਾਂ, ਯਾਨੀ ਕਣਕ, ਜੌਂ, ਛੋਲੇ, ਮਸਰ, ਰੇਪਸੀਡ-ਸਰ੍ਹੋਂ ਅਤੇ ਕਸੁੰਭੇ ਦੇ ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ (ਐੱਮਐੱਸਪੀ) ਨੂੰ ਮਨਜ਼ੂਰੀ ਦਿੱਤੀ ਹੈ। ਕੀਮਤਾਂ ਬਿਜਾਈ ਤੋਂ ਪਹਿਲਾਂ ਐਲਾਨੀਆਂ ਜਾਂਦੀਆਂ ਹਨ ਤਾਂ ਜੋ ਕਿਸਾਨ ਫ਼ਸਲਾਂ ਦੀ ਚੋਣ ਦੀ ਯੋਜਨਾ ਬਣਾ ਸਕਣ, ਅਤੇ ਫ਼ਸਲੀ ਵਿਭਿੰਨਤਾ ਨੂੰ ਹੁਲਾਰਾ ਦੇਣ ਲਈ ਇਸ ਸਾਲ ਵੀ ਸਭ ਤੋਂ ਵੱਧ ਵਾਧਾ ਦਾਲਾਂ ਅਤੇ ਤੇਲ ਬੀਜਾਂ ਲਈ ਕੀਤਾ ਗਿਆ ਹੈ।',
        "ਐੱਮਐੱਸਪੀ ਖੇਤੀ ਲਾਗਤ ਅਤੇ ਕੀਮਤ ਕਮਿਸ਼ਨ (ਸੀਏਸੀਪੀ) ਦੀਆਂ ਸਿਫ਼ਾਰਸ਼ਾਂ 'ਤੇ ਤੈਅ ਕੀਤਾ ਜਾਂਦਾ ਹੈ, ਜੋ ਕੇਂਦਰੀ ਖੇਤੀਬਾੜੀ ਮੰਤਰਾਲੇ ਦਾ ਇੱਕ ਸੰਬੰਧਿਤ ਦਫ਼ਤਰ ਹੈ। 2018-19 ਤੋਂ ਸਰਕਾਰ ਐੱਮਐੱਸਪੀ ਨੂੰ ਉਤਪਾਦਨ ਦੀ ਕੁੱਲ-ਭਾਰਤੀ ਭਾਰਿਤ ਔਸਤ ਲਾਗਤ ਦਾ ਘੱਟੋ-ਘੱਟ ਡੇਢ ਗੁਣਾ ਰੱਖਣ ਦੇ ਸਿਧਾਂਤ 'ਤੇ ਚੱਲ ਰਹੀ ਹੈ। ਐੱਮਐੱਸਪੀ ਕਾਨੂੰਨੀ ਹੱਕ ਨਹੀਂ ਹੈ, ਅਤੇ ਇਸ ਦੀ ਕਾਨੂੰਨੀ ਗਾਰੰਟੀ ਅਜੇ ਵੀ ਕਿਸਾਨ ਜਥੇਬੰਦੀਆਂ, ਖ਼ਾਸ ਕਰਕੇ ਪੰਜਾਬ ਵਿੱਚ, ਦੀ ਮੰਗ ਹੈ।",
        "ਪ੍ਰੀਖਿਆ ਪੱਖ: ਪੀਪੀਐੱਸਸੀ ਪੁੱਛ ਸਕਦਾ ਹੈ ਕਿ ਕਿਹੜੀਆਂ ਫ਼ਸਲਾਂ ਐੱਮਐੱਸਪੀ ਅਧੀਨ ਆਉਂਦੀਆਂ ਹਨ, ਸੀਏਸੀਪੀ ਦਾ ਦਰਜਾ ਤੇ ਬਣਤਰ ਕੀ ਹੈ, ਅਤੇ ਏ2, ਏ2+ਐੱਫ਼ਐੱਲ ਤੇ ਸੀ2 ਲਾਗਤ ਧਾਰਨਾਵਾਂ ਕੀ ਹਨ। ਪੰਜਾਬ ਜੀਐੱਸ ਲਈ ਹਾੜ੍ਹੀ ਦੇ ਐੱਮਐੱਸਪੀ ਨੂੰ ਅਪ੍ਰੈਲ ਦੀ ਕਣਕ ਖਰੀਦ ਅਤੇ ਦੋ ਯਕੀਨੀ-ਮੁੱਲ ਵਾਲੀਆਂ ਫ਼ਸਲਾਂ 'ਤੇ ਸੂਬੇ ਦੀ ਭਾਰੀ ਨਿਰਭਰਤਾ ਨਾਲ ਜੋੜੋ।",
      ],
    },
    topics: ['economy', 'governance'],
    source: 'PIB',
  },
  {
    key: 'ca-d26-wheat-sowing-advisory',
    daysAgo: 26,
    region: 'punjab',
    category: 'Agriculture',
    title: {
      en: 'PAU advisory opens the wheat sowing window in Punjab',
      pa: 'ਪੀਏਯੂ ਦੀ ਸਲਾਹ ਨਾਲ ਪੰਜਾਬ ਵਿੱਚ ਕਣਕ ਦੀ ਬਿਜਾਈ ਦਾ ਸਮਾਂ ਸ਼ੁਰੂ',
    },
    summary: {
      en: 'Punjab Agricultural University has urged farmers to sow wheat within the recommended window, use approved varieties and treat seed, as harvesting of paddy moves towards completion.',
      pa: 'ਝੋਨੇ ਦੀ ਕਟਾਈ ਮੁਕੰਮਲ ਹੋਣ ਵੱਲ ਵਧਣ ਦੇ ਨਾਲ ਪੰਜਾਬ ਖੇਤੀਬਾੜੀ ਯੂਨੀਵਰਸਿਟੀ ਨੇ ਕਿਸਾਨਾਂ ਨੂੰ ਸਿਫ਼ਾਰਸ਼ ਕੀਤੇ ਸਮੇਂ ਅੰਦਰ ਕਣਕ ਬੀਜਣ, ਪ੍ਰਵਾਨਿਤ ਕਿਸਮਾਂ ਵਰਤਣ ਅਤੇ ਬੀਜ ਨੂੰ ਸੋਧਣ ਦੀ ਅਪੀਲ ਕੀਤੀ ਹੈ।',
    },
    body: {
      en: [
        'Punjab Agricultural University (PAU), Ludhiana, has issued its rabi advisory, recommending that timely-sown wheat be planted between the last week of October and mid-November. Sowing later than this exposes the crop to high temperatures at grain filling in March, which lowers yields, a risk that has grown with recent warm spells.',
        'Farmers have been advised to use only PAU-recommended varieties, treat seed against termites and diseases, and apply fertiliser according to soil tests. Growers in the sub-mountainous districts have been asked to watch for yellow rust early in the season. The advisory also encourages sowing directly into standing paddy stubble with a Happy Seeder or surface seeder.',
        "Exam angle: Wheat is Punjab's main rabi crop and the backbone of the central pool. Questions can cover the role of PAU in the Green Revolution, terminal heat stress as a climate risk, and the rabi-kharif calendar. The advisory also shows how residue management and timely sowing are connected.",
      ],
      pa: [
        'ਪੰਜਾਬ ਖੇਤੀਬਾੜੀ ਯੂਨੀਵਰਸਿਟੀ (ਪੀਏਯੂ), ਲੁਧਿਆਣਾ ਨੇ ਹਾੜ੍ਹੀ ਦੀ ਸਲਾਹ ਜਾਰੀ ਕਰਦਿਆਂ ਸਿਫ਼ਾਰਸ਼ ਕੀਤੀ ਹੈ ਕਿ ਸਮੇਂ ਸਿਰ ਬੀਜੀ ਜਾਣ ਵਾਲੀ ਕਣਕ ਅਕਤੂਬਰ ਦੇ ਆਖ਼ਰੀ ਹਫ਼ਤੇ ਤੋਂ ਅੱਧ ਨਵੰਬਰ ਤੱਕ ਬੀਜੀ ਜਾਵੇ। ਇਸ ਤੋਂ ਪਛੇਤੀ ਬਿਜਾਈ ਨਾਲ ਮਾਰਚ ਵਿੱਚ ਦਾਣਾ ਭਰਨ ਸਮੇਂ ਫ਼ਸਲ ਨੂੰ ਵੱਧ ਤਾਪਮਾਨ ਝੱਲਣਾ ਪੈਂਦਾ ਹੈ, ਜਿਸ ਨਾਲ ਝਾੜ ਘਟਦਾ ਹੈ, ਅਤੇ ਹਾਲੀਆ ਗਰਮ ਦੌਰਾਂ ਨਾਲ ਇਹ ਖ਼ਤਰਾ ਵਧਿਆ ਹੈ।',
        "ਕਿਸਾਨਾਂ ਨੂੰ ਸਿਰਫ਼ ਪੀਏਯੂ ਵੱਲੋਂ ਸਿਫ਼ਾਰਸ਼ ਕੀਤੀਆਂ ਕਿਸਮਾਂ ਵਰਤਣ, ਬੀਜ ਨੂੰ ਦੀਮਕ ਅਤੇ ਬਿਮਾਰੀਆਂ ਤੋਂ ਬਚਾਉਣ ਲਈ ਸੋਧਣ ਅਤੇ ਮਿੱਟੀ ਪਰਖ ਅਨੁਸਾਰ ਖਾਦ ਪਾਉਣ ਦੀ ਸਲਾਹ ਦਿੱਤੀ ਗਈ ਹੈ। ਨੀਮ ਪਹਾੜੀ ਜ਼ਿਲ੍ਹਿਆਂ ਦੇ ਕਾਸ਼ਤਕਾਰਾਂ ਨੂੰ ਸੀਜ਼ਨ ਦੇ ਸ਼ੁਰੂ ਵਿੱਚ ਹੀ ਪੀਲੀ ਕੁੰਗੀ 'ਤੇ ਨਜ਼ਰ ਰੱਖਣ ਲਈ ਕਿਹਾ ਗਿਆ ਹੈ। ਸਲਾਹ ਵਿੱਚ ਹੈਪੀ ਸੀਡਰ ਜਾਂ ਸਰਫੇਸ ਸੀਡਰ ਨਾਲ ਖੜ੍ਹੀ ਪਰਾਲੀ ਵਿੱਚ ਸਿੱਧੀ ਬਿਜਾਈ ਨੂੰ ਵੀ ਉਤਸ਼ਾਹਿਤ ਕੀਤਾ ਗਿਆ ਹੈ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਕਣਕ ਪੰਜਾਬ ਦੀ ਮੁੱਖ ਹਾੜ੍ਹੀ ਫ਼ਸਲ ਅਤੇ ਕੇਂਦਰੀ ਪੂਲ ਦੀ ਰੀੜ੍ਹ ਹੈ। ਸਵਾਲ ਹਰੀ ਕ੍ਰਾਂਤੀ ਵਿੱਚ ਪੀਏਯੂ ਦੀ ਭੂਮਿਕਾ, ਜਲਵਾਯੂ ਖ਼ਤਰੇ ਵਜੋਂ ਅੰਤਲੇ ਪੜਾਅ ਦੀ ਗਰਮੀ ਅਤੇ ਹਾੜ੍ਹੀ-ਸਾਉਣੀ ਕੈਲੰਡਰ ਬਾਰੇ ਹੋ ਸਕਦੇ ਹਨ। ਇਹ ਸਲਾਹ ਇਹ ਵੀ ਦਰਸਾਉਂਦੀ ਹੈ ਕਿ ਪਰਾਲੀ ਪ੍ਰਬੰਧਨ ਅਤੇ ਸਮੇਂ ਸਿਰ ਬਿਜਾਈ ਆਪਸ ਵਿੱਚ ਕਿਵੇਂ ਜੁੜੇ ਹੋਏ ਹਨ।',
      ],
    },
    topics: ['punjab-gs', 'geography', 'economy'],
    source: 'The Tribune',
  },
  {
    key: 'ca-d26-asean-act-east',
    daysAgo: 26,
    region: 'international',
    category: 'International Relations',
    title: {
      en: "ASEAN summit season puts India's Act East Policy in focus",
      pa: "ਆਸੀਆਨ ਸੰਮੇਲਨਾਂ ਦੇ ਦੌਰ ਨੇ ਭਾਰਤ ਦੀ 'ਐਕਟ ਈਸਟ' ਨੀਤੀ ਨੂੰ ਕੇਂਦਰ ਵਿੱਚ ਲਿਆਂਦਾ",
    },
    summary: {
      en: 'The annual cycle of ASEAN-related summits, hosted this year by the Philippines as ASEAN chair, has brought trade, connectivity and maritime cooperation with Southeast Asia back into the news.',
      pa: 'ਇਸ ਸਾਲ ਆਸੀਆਨ ਦੇ ਪ੍ਰਧਾਨ ਵਜੋਂ ਫਿਲੀਪੀਨਜ਼ ਵੱਲੋਂ ਕਰਵਾਏ ਜਾ ਰਹੇ ਆਸੀਆਨ ਸਬੰਧੀ ਸਾਲਾਨਾ ਸੰਮੇਲਨਾਂ ਨੇ ਦੱਖਣ-ਪੂਰਬੀ ਏਸ਼ੀਆ ਨਾਲ ਵਪਾਰ, ਸੰਪਰਕ ਅਤੇ ਸਮੁੰਦਰੀ ਸਹਿਯੋਗ ਨੂੰ ਮੁੜ ਚਰਚਾ ਵਿੱਚ ਲਿਆਂਦਾ ਹੈ।',
    },
    body: {
      en: [
        "The annual ASEAN-related summits, hosted this year by the Philippines as ASEAN chair, have brought India's ties with Southeast Asia back into focus. Discussions have centred on the review of the ASEAN-India Trade in Goods Agreement (AITIGA), maritime security in the South China Sea and the Indo-Pacific, and digital and physical connectivity.",
        "India upgraded its Look East Policy of the early 1990s to the Act East Policy in 2014, and ties with ASEAN were raised to a Comprehensive Strategic Partnership in 2022. Timor-Leste was admitted as ASEAN's eleventh member in 2025. Projects such as the India-Myanmar-Thailand Trilateral Highway and the Kaladan multimodal project link this policy to India's North-East.",
        "Exam angle: Prelims questions often test ASEAN membership, the East Asia Summit and connectivity projects. For mains, the Act East Policy is a standard topic in India's foreign relations, and the AITIGA review connects to India's concerns about trade deficits.",
      ],
      pa: [
        'ਇਸ ਸਾਲ ਆਸੀਆਨ ਦੇ ਪ੍ਰਧਾਨ ਵਜੋਂ ਫਿਲੀਪੀਨਜ਼ ਵੱਲੋਂ ਕਰਵਾਏ ਜਾ ਰਹੇ ਆਸੀਆਨ ਸਬੰਧੀ ਸਾਲਾਨਾ ਸੰਮੇਲਨਾਂ ਨੇ ਦੱਖਣ-ਪੂਰਬੀ ਏਸ਼ੀਆ ਨਾਲ ਭਾਰਤ ਦੇ ਸਬੰਧਾਂ ਨੂੰ ਮੁੜ ਕੇਂਦਰ ਵਿੱਚ ਲਿਆਂਦਾ ਹੈ। ਚਰਚਾ ਦਾ ਕੇਂਦਰ ਆਸੀਆਨ-ਭਾਰਤ ਵਸਤੂ ਵਪਾਰ ਸਮਝੌਤੇ (ਏਆਈਟੀਆਈਜੀਏ) ਦੀ ਸਮੀਖਿਆ, ਦੱਖਣੀ ਚੀਨ ਸਾਗਰ ਅਤੇ ਹਿੰਦ-ਪ੍ਰਸ਼ਾਂਤ ਖੇਤਰ ਵਿੱਚ ਸਮੁੰਦਰੀ ਸੁਰੱਖਿਆ, ਅਤੇ ਡਿਜੀਟਲ ਤੇ ਭੌਤਿਕ ਸੰਪਰਕ ਰਹੇ ਹਨ।',
        "ਭਾਰਤ ਨੇ 1990ਵਿਆਂ ਦੇ ਸ਼ੁਰੂ ਦੀ 'ਲੁੱਕ ਈਸਟ' ਨੀਤੀ ਨੂੰ 2014 ਵਿੱਚ 'ਐਕਟ ਈਸਟ' ਨੀਤੀ ਵਿੱਚ ਬਦਲਿਆ ਅਤੇ 2022 ਵਿੱਚ ਆਸੀਆਨ ਨਾਲ ਸਬੰਧਾਂ ਨੂੰ ਵਿਆਪਕ ਰਣਨੀਤਕ ਭਾਈਵਾਲੀ ਦਾ ਦਰਜਾ ਦਿੱਤਾ ਗਿਆ। ਤਿਮੋਰ-ਲੇਸਤੇ ਨੂੰ 2025 ਵਿੱਚ ਆਸੀਆਨ ਦੇ ਗਿਆਰ੍ਹਵੇਂ ਮੈਂਬਰ ਵਜੋਂ ਸ਼ਾਮਲ ਕੀਤਾ ਗਿਆ। ਭਾਰਤ-ਮਿਆਂਮਾਰ-ਥਾਈਲੈਂਡ ਤਿਕੋਣੀ ਹਾਈਵੇ ਅਤੇ ਕਲਾਦਾਨ ਬਹੁ-ਮਾਰਗੀ ਪ੍ਰਾਜੈਕਟ ਵਰਗੇ ਪ੍ਰਾਜੈਕਟ ਇਸ ਨੀਤੀ ਨੂੰ ਭਾਰਤ ਦੇ ਉੱਤਰ-ਪੂਰਬ ਨਾਲ ਜੋੜਦੇ ਹਨ।",
        "ਪ੍ਰੀਖਿਆ ਪੱਖ: ਪ੍ਰੀਲਿਮਜ਼ ਵਿੱਚ ਅਕਸਰ ਆਸੀਆਨ ਦੀ ਮੈਂਬਰਸ਼ਿਪ, ਪੂਰਬੀ ਏਸ਼ੀਆ ਸੰਮੇਲਨ ਅਤੇ ਸੰਪਰਕ ਪ੍ਰਾਜੈਕਟਾਂ ਬਾਰੇ ਪੁੱਛਿਆ ਜਾਂਦਾ ਹੈ। ਮੇਨਜ਼ ਲਈ 'ਐਕਟ ਈਸਟ' ਨੀਤੀ ਭਾਰਤ ਦੇ ਵਿਦੇਸ਼ੀ ਸਬੰਧਾਂ ਦਾ ਮਿਆਰੀ ਵਿਸ਼ਾ ਹੈ, ਅਤੇ ਏਆਈਟੀਆਈਜੀਏ ਦੀ ਸਮੀਖਿਆ ਵਪਾਰ ਘਾਟੇ ਬਾਰੇ ਭਾਰਤ ਦੀਆਂ ਚਿੰਤਾਵਾਂ ਨਾਲ ਜੁੜਦੀ ਹੈ।",
      ],
    },
    topics: ['international-relations', 'economy'],
    source: 'The Hindu',
  },
  {
    key: 'ca-d25-groundwater-over-exploitation',
    daysAgo: 25,
    region: 'punjab',
    category: 'Environment',
    title: {
      en: 'Groundwater report again flags over-exploitation in Punjab',
      pa: 'ਧਰਤੀ ਹੇਠਲੇ ਪਾਣੀ ਦੀ ਰਿਪੋਰਟ ਨੇ ਪੰਜਾਬ ਵਿੱਚ ਮੁੜ ਹੱਦੋਂ ਵੱਧ ਕੱਢਣ ਵੱਲ ਧਿਆਨ ਦਿਵਾਇਆ',
    },
    summary: {
      en: 'The latest national assessment of groundwater resources shows Punjab still drawing far more water than is recharged, with most of its blocks in the over-exploited category.',
      pa: 'ਧਰਤੀ ਹੇਠਲੇ ਪਾਣੀ ਦੇ ਸਰੋਤਾਂ ਦਾ ਤਾਜ਼ਾ ਕੌਮੀ ਮੁਲਾਂਕਣ ਦਰਸਾਉਂਦਾ ਹੈ ਕਿ ਪੰਜਾਬ ਅਜੇ ਵੀ ਰੀਚਾਰਜ ਨਾਲੋਂ ਕਿਤੇ ਵੱਧ ਪਾਣੀ ਕੱਢ ਰਿਹਾ ਹੈ ਅਤੇ ਇਸ ਦੇ ਜ਼ਿਆਦਾਤਰ ਬਲਾਕ ਹੱਦੋਂ ਵੱਧ ਸ਼ੋਸ਼ਿਤ ਸ਼੍ਰੇਣੀ ਵਿੱਚ ਹਨ।',
    },
    body: {
      en: [
        'The dynamic groundwater resources assessment prepared by the Central Ground Water Board with the states again places Punjab at the top of the country in the stage of groundwater extraction, with a large majority of its assessment blocks classed as over-exploited. Central Punjab districts, where paddy is grown most intensively, are the worst affected.',
        "Free electricity for tubewells, assured procurement of paddy and the crop's high water demand have together driven the decline. The Punjab Preservation of Subsoil Water Act, 2009 bars transplanting of paddy before a notified date so that the crop uses less water in peak summer. The state also promotes direct seeded rice (DSR), short-duration varieties and underground pipelines, and the Punjab Water Regulation and Development Authority was created under a 2020 Act.",
        'Exam angle: Groundwater depletion is one of the most important Punjab-specific mains issues. Know the categories used by CGWB (safe, semi-critical, critical, over-exploited), the 2009 Act, and remedies such as crop diversification, DSR, recharge structures and canal water use.',
      ],
      pa: [
        'ਕੇਂਦਰੀ ਭੂਮੀਗਤ ਜਲ ਬੋਰਡ ਵੱਲੋਂ ਸੂਬਿਆਂ ਨਾਲ ਮਿਲ ਕੇ ਤਿਆਰ ਕੀਤਾ ਧਰਤੀ ਹੇਠਲੇ ਪਾਣੀ ਦੇ ਸਰੋਤਾਂ ਦਾ ਮੁਲਾਂਕਣ ਪਾਣੀ ਕੱਢਣ ਦੇ ਪੱਧਰ ਵਿੱਚ ਪੰਜਾਬ ਨੂੰ ਮੁੜ ਦੇਸ਼ ਵਿੱਚ ਸਭ ਤੋਂ ਉੱਪਰ ਰੱਖਦਾ ਹੈ, ਅਤੇ ਇਸ ਦੇ ਬਹੁਤੇ ਮੁਲਾਂਕਣ ਬਲਾਕ ਹੱਦੋਂ ਵੱਧ ਸ਼ੋਸ਼ਿਤ ਸ਼੍ਰੇਣੀ ਵਿੱਚ ਹਨ। ਕੇਂਦਰੀ ਪੰਜਾਬ ਦੇ ਜ਼ਿਲ੍ਹੇ, ਜਿੱਥੇ ਝੋਨਾ ਸਭ ਤੋਂ ਵੱਧ ਉਗਾਇਆ ਜਾਂਦਾ ਹੈ, ਸਭ ਤੋਂ ਵੱਧ ਪ੍ਰਭਾਵਿਤ ਹਨ।',
        "ਟਿਊਬਵੈੱਲਾਂ ਲਈ ਮੁਫ਼ਤ ਬਿਜਲੀ, ਝੋਨੇ ਦੀ ਯਕੀਨੀ ਖਰੀਦ ਅਤੇ ਇਸ ਫ਼ਸਲ ਦੀ ਪਾਣੀ ਦੀ ਵੱਡੀ ਲੋੜ ਨੇ ਮਿਲ ਕੇ ਪਾਣੀ ਦਾ ਪੱਧਰ ਹੇਠਾਂ ਸੁੱਟਿਆ ਹੈ। ਪੰਜਾਬ ਪ੍ਰੀਜ਼ਰਵੇਸ਼ਨ ਆਫ਼ ਸਬਸੋਇਲ ਵਾਟਰ ਐਕਟ, 2009 ਨੋਟੀਫ਼ਾਈ ਕੀਤੀ ਮਿਤੀ ਤੋਂ ਪਹਿਲਾਂ ਝੋਨੇ ਦੀ ਲੁਆਈ 'ਤੇ ਰੋਕ ਲਾਉਂਦਾ ਹੈ ਤਾਂ ਜੋ ਸਿਖਰ ਗਰਮੀ ਵਿੱਚ ਫ਼ਸਲ ਘੱਟ ਪਾਣੀ ਵਰਤੇ। ਸੂਬਾ ਝੋਨੇ ਦੀ ਸਿੱਧੀ ਬਿਜਾਈ (ਡੀਐੱਸਆਰ), ਘੱਟ ਸਮੇਂ ਵਾਲੀਆਂ ਕਿਸਮਾਂ ਅਤੇ ਜ਼ਮੀਨਦੋਜ਼ ਪਾਈਪਲਾਈਨਾਂ ਨੂੰ ਵੀ ਉਤਸ਼ਾਹਿਤ ਕਰਦਾ ਹੈ, ਅਤੇ 2020 ਦੇ ਐਕਟ ਤਹਿਤ ਪੰਜਾਬ ਜਲ ਨਿਯਮ ਅਤੇ ਵਿਕਾਸ ਅਥਾਰਟੀ ਬਣਾਈ ਗਈ ਸੀ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਧਰਤੀ ਹੇਠਲੇ ਪਾਣੀ ਦਾ ਘਟਣਾ ਪੰਜਾਬ ਨਾਲ ਸਬੰਧਤ ਮੇਨਜ਼ ਦੇ ਸਭ ਤੋਂ ਅਹਿਮ ਮੁੱਦਿਆਂ ਵਿੱਚੋਂ ਇੱਕ ਹੈ। ਸੀਜੀਡਬਲਿਊਬੀ ਵੱਲੋਂ ਵਰਤੀਆਂ ਸ਼੍ਰੇਣੀਆਂ (ਸੁਰੱਖਿਅਤ, ਅਰਧ-ਨਾਜ਼ੁਕ, ਨਾਜ਼ੁਕ, ਹੱਦੋਂ ਵੱਧ ਸ਼ੋਸ਼ਿਤ), 2009 ਦਾ ਐਕਟ ਅਤੇ ਫ਼ਸਲੀ ਵਿਭਿੰਨਤਾ, ਡੀਐੱਸਆਰ, ਰੀਚਾਰਜ ਢਾਂਚੇ ਤੇ ਨਹਿਰੀ ਪਾਣੀ ਦੀ ਵਰਤੋਂ ਵਰਗੇ ਹੱਲ ਜਾਣੋ।',
      ],
    },
    topics: ['environment', 'geography', 'punjab-gs'],
    source: 'Indian Express',
  },
  {
    key: 'ca-d25-vigilance-awareness-week',
    daysAgo: 25,
    region: 'national',
    category: 'Governance',
    title: {
      en: 'Vigilance Awareness Week begins with focus on preventive vigilance',
      pa: "ਰੋਕਥਾਮ ਵਾਲੀ ਚੌਕਸੀ 'ਤੇ ਜ਼ੋਰ ਨਾਲ ਵਿਜੀਲੈਂਸ ਜਾਗਰੂਕਤਾ ਹਫ਼ਤਾ ਸ਼ੁਰੂ",
    },
    summary: {
      en: "The Central Vigilance Commission's annual Vigilance Awareness Week, held in the week of Sardar Vallabhbhai Patel's birth anniversary, is being observed across ministries, banks and public sector bodies.",
      pa: 'ਸਰਦਾਰ ਵੱਲਭਭਾਈ ਪਟੇਲ ਦੀ ਜਨਮ ਵਰ੍ਹੇਗੰਢ ਵਾਲੇ ਹਫ਼ਤੇ ਕੇਂਦਰੀ ਵਿਜੀਲੈਂਸ ਕਮਿਸ਼ਨ ਦਾ ਸਾਲਾਨਾ ਵਿਜੀਲੈਂਸ ਜਾਗਰੂਕਤਾ ਹਫ਼ਤਾ ਮੰਤਰਾਲਿਆਂ, ਬੈਂਕਾਂ ਅਤੇ ਜਨਤਕ ਖੇਤਰ ਦੀਆਂ ਸੰਸਥਾਵਾਂ ਵਿੱਚ ਮਨਾਇਆ ਜਾ ਰਿਹਾ ਹੈ।',
    },
    body: {
      en: [
        'Ministries, public sector undertakings and banks have begun observing Vigilance Awareness Week, which the Central Vigilance Commission (CVC) holds every year in the week that includes 31 October, the birth anniversary of Sardar Vallabhbhai Patel. Activities include integrity pledges, outreach in schools and colleges, and reviews of procurement and other systems prone to corruption.',
        'The CVC was set up in 1964 on the recommendation of the Santhanam Committee and received statutory status under the Central Vigilance Commission Act, 2003. It consists of a Central Vigilance Commissioner and up to two Vigilance Commissioners, appointed by the President on the recommendation of a committee of the Prime Minister, the Union Home Minister and the Leader of the Opposition in the Lok Sabha. In Punjab, the Vigilance Bureau investigates corruption cases involving state officials.',
        "Exam angle: Prelims often asks about the CVC's origin, composition and status, and its relationship with the CBI and Lokpal. For the PCS ethics and governance papers, preventive vigilance, e-procurement and whistle-blower protection are useful points.",
      ],
      pa: [
        'ਮੰਤਰਾਲਿਆਂ, ਜਨਤਕ ਖੇਤਰ ਦੇ ਅਦਾਰਿਆਂ ਅਤੇ ਬੈਂਕਾਂ ਨੇ ਵਿਜੀਲੈਂਸ ਜਾਗਰੂਕਤਾ ਹਫ਼ਤਾ ਮਨਾਉਣਾ ਸ਼ੁਰੂ ਕਰ ਦਿੱਤਾ ਹੈ, ਜੋ ਕੇਂਦਰੀ ਵਿਜੀਲੈਂਸ ਕਮਿਸ਼ਨ (ਸੀਵੀਸੀ) ਹਰ ਸਾਲ 31 ਅਕਤੂਬਰ, ਯਾਨੀ ਸਰਦਾਰ ਵੱਲਭਭਾਈ ਪਟੇਲ ਦੀ ਜਨਮ ਵਰ੍ਹੇਗੰਢ ਵਾਲੇ ਹਫ਼ਤੇ ਮਨਾਉਂਦਾ ਹੈ। ਗਤੀਵਿਧੀਆਂ ਵਿੱਚ ਇਮਾਨਦਾਰੀ ਦੀ ਸਹੁੰ, ਸਕੂਲਾਂ ਤੇ ਕਾਲਜਾਂ ਵਿੱਚ ਜਾਗਰੂਕਤਾ ਪ੍ਰੋਗਰਾਮ ਅਤੇ ਖਰੀਦ ਵਰਗੀਆਂ ਭ੍ਰਿਸ਼ਟਾਚਾਰ ਦੀ ਸੰਭਾਵਨਾ ਵਾਲੀਆਂ ਪ੍ਰਣਾਲੀਆਂ ਦੀ ਸਮੀਖਿਆ ਸ਼ਾਮਲ ਹੈ।',
        "ਸੀਵੀਸੀ 1964 ਵਿੱਚ ਸੰਥਾਨਮ ਕਮੇਟੀ ਦੀ ਸਿਫ਼ਾਰਸ਼ 'ਤੇ ਬਣਾਇਆ ਗਿਆ ਸੀ ਅਤੇ ਕੇਂਦਰੀ ਵਿਜੀਲੈਂਸ ਕਮਿਸ਼ਨ ਐਕਟ, 2003 ਤਹਿਤ ਇਸ ਨੂੰ ਕਾਨੂੰਨੀ ਦਰਜਾ ਮਿਲਿਆ। ਇਸ ਵਿੱਚ ਇੱਕ ਕੇਂਦਰੀ ਵਿਜੀਲੈਂਸ ਕਮਿਸ਼ਨਰ ਅਤੇ ਵੱਧ ਤੋਂ ਵੱਧ ਦੋ ਵਿਜੀਲੈਂਸ ਕਮਿਸ਼ਨਰ ਹੁੰਦੇ ਹਨ, ਜਿਨ੍ਹਾਂ ਦੀ ਨਿਯੁਕਤੀ ਰਾਸ਼ਟਰਪਤੀ ਪ੍ਰਧਾਨ ਮੰਤਰੀ, ਕੇਂਦਰੀ ਗ੍ਰਹਿ ਮੰਤਰੀ ਅਤੇ ਲੋਕ ਸਭਾ ਵਿੱਚ ਵਿਰੋਧੀ ਧਿਰ ਦੇ ਨੇਤਾ ਦੀ ਕਮੇਟੀ ਦੀ ਸਿਫ਼ਾਰਸ਼ 'ਤੇ ਕਰਦੇ ਹਨ। ਪੰਜਾਬ ਵਿੱਚ ਵਿਜੀਲੈਂਸ ਬਿਊਰੋ ਸੂਬਾਈ ਅਧਿਕਾਰੀਆਂ ਨਾਲ ਜੁੜੇ ਭ੍ਰਿਸ਼ਟਾਚਾਰ ਦੇ ਮਾਮਲਿਆਂ ਦੀ ਜਾਂਚ ਕਰਦਾ ਹੈ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਪ੍ਰੀਲਿਮਜ਼ ਵਿੱਚ ਅਕਸਰ ਸੀਵੀਸੀ ਦੇ ਮੁੱਢ, ਬਣਤਰ ਤੇ ਦਰਜੇ ਅਤੇ ਸੀਬੀਆਈ ਤੇ ਲੋਕਪਾਲ ਨਾਲ ਇਸ ਦੇ ਸਬੰਧ ਬਾਰੇ ਪੁੱਛਿਆ ਜਾਂਦਾ ਹੈ। ਪੀਸੀਐੱਸ ਦੇ ਨੈਤਿਕਤਾ ਅਤੇ ਸ਼ਾਸਨ ਪਰਚਿਆਂ ਲਈ ਰੋਕਥਾਮ ਵਾਲੀ ਚੌਕਸੀ, ਈ-ਖਰੀਦ ਅਤੇ ਵ੍ਹਿਸਲ-ਬਲੋਅਰ ਸੁਰੱਖਿਆ ਲਾਭਦਾਇਕ ਨੁਕਤੇ ਹਨ।',
      ],
    },
    topics: ['polity', 'governance'],
    source: 'PIB',
  },
  {
    key: 'ca-d24-yudh-nashian-virudh',
    daysAgo: 24,
    region: 'punjab',
    category: 'Society',
    title: {
      en: 'Anti-drug campaign widens focus to treatment and prevention',
      pa: "ਨਸ਼ਾ-ਵਿਰੋਧੀ ਮੁਹਿੰਮ ਨੇ ਇਲਾਜ ਅਤੇ ਰੋਕਥਾਮ 'ਤੇ ਧਿਆਨ ਵਧਾਇਆ",
    },
    summary: {
      en: "Alongside police action against drug supply, the state's 'Yudh Nashian Virudh' campaign is putting more weight on de-addiction treatment, rehabilitation and awareness in villages and schools.",
      pa: "ਨਸ਼ਿਆਂ ਦੀ ਸਪਲਾਈ ਵਿਰੁੱਧ ਪੁਲੀਸ ਕਾਰਵਾਈ ਦੇ ਨਾਲ-ਨਾਲ ਸੂਬੇ ਦੀ 'ਯੁੱਧ ਨਸ਼ਿਆਂ ਵਿਰੁੱਧ' ਮੁਹਿੰਮ ਹੁਣ ਨਸ਼ਾ ਛੁਡਾਊ ਇਲਾਜ, ਮੁੜ-ਵਸੇਬੇ ਅਤੇ ਪਿੰਡਾਂ ਤੇ ਸਕੂਲਾਂ ਵਿੱਚ ਜਾਗਰੂਕਤਾ 'ਤੇ ਵੱਧ ਜ਼ੋਰ ਦੇ ਰਹੀ ਹੈ।",
    },
    body: {
      en: [
        "The Punjab government's 'Yudh Nashian Virudh' (war against drugs) campaign, launched in 2025, is placing greater emphasis on treatment and prevention alongside enforcement. Government de-addiction centres and Outpatient Opioid Assisted Treatment (OOAT) clinics are being strengthened, and village-level committees are being involved in identifying people who need help and in awareness drives.",
        "Punjab's long border with Pakistan makes it vulnerable to narcotics smuggled from the Golden Crescent region, increasingly through drones. Enforcement rests on the Narcotic Drugs and Psychotropic Substances (NDPS) Act, 1985, with the Border Security Force, state police and central agencies working together. Experts stress that lasting results need jobs for young people, sports and counselling, not policing alone.",
        'Exam angle: Drug abuse is a core social issue in Punjab GS and in internal security. Be ready to discuss the NDPS Act, the Golden Crescent and Golden Triangle, demand and supply reduction, and the role of rehabilitation and community participation.',
      ],
      pa: [
        "ਪੰਜਾਬ ਸਰਕਾਰ ਵੱਲੋਂ 2025 ਵਿੱਚ ਸ਼ੁਰੂ ਕੀਤੀ 'ਯੁੱਧ ਨਸ਼ਿਆਂ ਵਿਰੁੱਧ' ਮੁਹਿੰਮ ਸਖ਼ਤ ਕਾਰਵਾਈ ਦੇ ਨਾਲ-ਨਾਲ ਇਲਾਜ ਅਤੇ ਰੋਕਥਾਮ 'ਤੇ ਵੱਧ ਜ਼ੋਰ ਦੇ ਰਹੀ ਹੈ। ਸਰਕਾਰੀ ਨਸ਼ਾ ਛੁਡਾਊ ਕੇਂਦਰਾਂ ਅਤੇ ਆਊਟਪੇਸ਼ੈਂਟ ਓਪੀਔਇਡ ਅਸਿਸਟਿਡ ਟ੍ਰੀਟਮੈਂਟ (ਓਓਏਟੀ) ਕਲੀਨਿਕਾਂ ਨੂੰ ਮਜ਼ਬੂਤ ਕੀਤਾ ਜਾ ਰਿਹਾ ਹੈ, ਅਤੇ ਮਦਦ ਦੀ ਲੋੜ ਵਾਲੇ ਲੋਕਾਂ ਦੀ ਪਛਾਣ ਤੇ ਜਾਗਰੂਕਤਾ ਮੁਹਿੰਮਾਂ ਵਿੱਚ ਪਿੰਡ ਪੱਧਰੀ ਕਮੇਟੀਆਂ ਨੂੰ ਸ਼ਾਮਲ ਕੀਤਾ ਜਾ ਰਿਹਾ ਹੈ।",
        'ਪਾਕਿਸਤਾਨ ਨਾਲ ਲੰਮੀ ਸਰਹੱਦ ਹੋਣ ਕਾਰਨ ਪੰਜਾਬ ਗੋਲਡਨ ਕ੍ਰੀਸੈਂਟ ਖੇਤਰ ਤੋਂ, ਵੱਧ ਤੋਂ ਵੱਧ ਡਰੋਨਾਂ ਰਾਹੀਂ, ਤਸਕਰੀ ਕੀਤੇ ਜਾਂਦੇ ਨਸ਼ਿਆਂ ਦੀ ਮਾਰ ਹੇਠ ਹੈ। ਕਾਰਵਾਈ ਨਾਰਕੋਟਿਕ ਡਰੱਗਜ਼ ਐਂਡ ਸਾਈਕੋਟ੍ਰੋਪਿਕ ਸਬਸਟਾਂਸਿਜ਼ (ਐੱਨਡੀਪੀਐੱਸ) ਐਕਟ, 1985 ਤਹਿਤ ਹੁੰਦੀ ਹੈ, ਜਿਸ ਵਿੱਚ ਸੀਮਾ ਸੁਰੱਖਿਆ ਬਲ, ਸੂਬਾ ਪੁਲੀਸ ਅਤੇ ਕੇਂਦਰੀ ਏਜੰਸੀਆਂ ਮਿਲ ਕੇ ਕੰਮ ਕਰਦੀਆਂ ਹਨ। ਮਾਹਿਰਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਸਥਾਈ ਨਤੀਜਿਆਂ ਲਈ ਸਿਰਫ਼ ਪੁਲੀਸ ਕਾਰਵਾਈ ਨਹੀਂ, ਸਗੋਂ ਨੌਜਵਾਨਾਂ ਲਈ ਰੁਜ਼ਗਾਰ, ਖੇਡਾਂ ਅਤੇ ਕਾਊਂਸਲਿੰਗ ਵੀ ਜ਼ਰੂਰੀ ਹਨ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਨਸ਼ਿਆਂ ਦੀ ਦੁਰਵਰਤੋਂ ਪੰਜਾਬ ਜੀਐੱਸ ਅਤੇ ਅੰਦਰੂਨੀ ਸੁਰੱਖਿਆ ਦਾ ਮੁੱਖ ਸਮਾਜਿਕ ਮੁੱਦਾ ਹੈ। ਐੱਨਡੀਪੀਐੱਸ ਐਕਟ, ਗੋਲਡਨ ਕ੍ਰੀਸੈਂਟ ਅਤੇ ਗੋਲਡਨ ਟ੍ਰਾਈਐਂਗਲ, ਮੰਗ ਤੇ ਸਪਲਾਈ ਘਟਾਉਣ ਦੀਆਂ ਰਣਨੀਤੀਆਂ ਅਤੇ ਮੁੜ-ਵਸੇਬੇ ਤੇ ਭਾਈਚਾਰਕ ਭਾਗੀਦਾਰੀ ਦੀ ਭੂਮਿਕਾ ਬਾਰੇ ਚਰਚਾ ਲਈ ਤਿਆਰ ਰਹੋ।',
      ],
    },
    topics: ['social-issues', 'internal-security', 'punjab-gs'],
    source: 'Punjab Government press release',
  },
  {
    key: 'ca-d24-gaganyaan-preparations',
    daysAgo: 24,
    region: 'national',
    category: 'Science and Technology',
    title: {
      en: 'ISRO steps up preparations for uncrewed Gaganyaan flights',
      pa: 'ਇਸਰੋ ਨੇ ਮਨੁੱਖ-ਰਹਿਤ ਗਗਨਯਾਨ ਉਡਾਣਾਂ ਦੀਆਂ ਤਿਆਰੀਆਂ ਤੇਜ਼ ਕੀਤੀਆਂ',
    },
    summary: {
      en: 'The Indian Space Research Organisation is continuing tests of systems for its human spaceflight programme, with uncrewed orbital missions planned before astronauts fly.',
      pa: 'ਭਾਰਤੀ ਪੁਲਾੜ ਖੋਜ ਸੰਗਠਨ ਆਪਣੇ ਮਨੁੱਖੀ ਪੁਲਾੜ ਉਡਾਣ ਪ੍ਰੋਗਰਾਮ ਦੀਆਂ ਪ੍ਰਣਾਲੀਆਂ ਦੀ ਜਾਂਚ ਜਾਰੀ ਰੱਖ ਰਿਹਾ ਹੈ, ਅਤੇ ਪੁਲਾੜ ਯਾਤਰੀਆਂ ਦੀ ਉਡਾਣ ਤੋਂ ਪਹਿਲਾਂ ਮਨੁੱਖ-ਰਹਿਤ ਮਿਸ਼ਨਾਂ ਦੀ ਯੋਜਨਾ ਹੈ।',
    },
    body: {
      en: [
        'The Indian Space Research Organisation (ISRO) is continuing integration and testing work for the Gaganyaan human spaceflight programme. Before a crewed flight, uncrewed orbital missions are planned to validate the human-rated LVM3 launch vehicle, the crew module, life-support systems and recovery at sea; one such mission is to carry Vyommitra, a humanoid robot.',
        'Earlier milestones include the test vehicle flight of 2023 that demonstrated the crew escape system and air-drop tests of the parachute system. Gaganyaan is the first step in a longer roadmap that includes the Bharatiya Antariksh Station, targeted for completion by 2035, and an Indian landing on the Moon by 2040.',
        'Exam angle: Space questions appear regularly in the science section of PPSC prelims. Know the purpose of Gaganyaan, the launch vehicle used, Vyommitra, and how the programme fits with Chandrayaan, Aditya-L1 and the space sector reforms that opened the field to private firms through IN-SPACe.',
      ],
      pa: [
        'ਭਾਰਤੀ ਪੁਲਾੜ ਖੋਜ ਸੰਗਠਨ (ਇਸਰੋ) ਗਗਨਯਾਨ ਮਨੁੱਖੀ ਪੁਲਾੜ ਉਡਾਣ ਪ੍ਰੋਗਰਾਮ ਲਈ ਜੋੜਨ ਅਤੇ ਜਾਂਚ ਦਾ ਕੰਮ ਜਾਰੀ ਰੱਖ ਰਿਹਾ ਹੈ। ਮਨੁੱਖੀ ਉਡਾਣ ਤੋਂ ਪਹਿਲਾਂ ਮਨੁੱਖ-ਰਹਿਤ ਔਰਬਿਟਲ ਮਿਸ਼ਨਾਂ ਦੀ ਯੋਜਨਾ ਹੈ, ਜਿਨ੍ਹਾਂ ਰਾਹੀਂ ਮਨੁੱਖਾਂ ਲਈ ਪ੍ਰਮਾਣਿਤ ਐੱਲਵੀਐੱਮ3 ਲਾਂਚ ਵਾਹਨ, ਕਰੂ ਮਾਡਿਊਲ, ਜੀਵਨ-ਸਹਾਇਕ ਪ੍ਰਣਾਲੀਆਂ ਅਤੇ ਸਮੁੰਦਰ ਵਿੱਚੋਂ ਵਾਪਸੀ ਦੀ ਪੁਸ਼ਟੀ ਕੀਤੀ ਜਾਵੇਗੀ; ਅਜਿਹੇ ਇੱਕ ਮਿਸ਼ਨ ਵਿੱਚ ਮਨੁੱਖ-ਰੂਪੀ ਰੋਬੋਟ ਵਿਓਮਮਿੱਤਰਾ ਭੇਜਿਆ ਜਾਣਾ ਹੈ।',
        "ਪਹਿਲਾਂ ਦੀਆਂ ਪ੍ਰਾਪਤੀਆਂ ਵਿੱਚ 2023 ਦੀ ਟੈਸਟ ਵਾਹਨ ਉਡਾਣ, ਜਿਸ ਨੇ ਕਰੂ ਏਸਕੇਪ ਸਿਸਟਮ ਦਾ ਪ੍ਰਦਰਸ਼ਨ ਕੀਤਾ, ਅਤੇ ਪੈਰਾਸ਼ੂਟ ਪ੍ਰਣਾਲੀ ਦੇ ਏਅਰ-ਡ੍ਰੌਪ ਟੈਸਟ ਸ਼ਾਮਲ ਹਨ। ਗਗਨਯਾਨ ਇੱਕ ਲੰਮੇ ਰੋਡਮੈਪ ਦਾ ਪਹਿਲਾ ਕਦਮ ਹੈ, ਜਿਸ ਵਿੱਚ 2035 ਤੱਕ ਭਾਰਤੀ ਅੰਤਰਿਕਸ਼ ਸਟੇਸ਼ਨ ਦੀ ਉਸਾਰੀ ਅਤੇ 2040 ਤੱਕ ਚੰਦਰਮਾ 'ਤੇ ਭਾਰਤੀ ਦੇ ਉਤਰਨ ਦਾ ਟੀਚਾ ਸ਼ਾਮਲ ਹੈ।",
        "ਪ੍ਰੀਖਿਆ ਪੱਖ: ਪੀਪੀਐੱਸਸੀ ਪ੍ਰੀਲਿਮਜ਼ ਦੇ ਵਿਗਿਆਨ ਭਾਗ ਵਿੱਚ ਪੁਲਾੜ ਬਾਰੇ ਸਵਾਲ ਨਿਯਮਿਤ ਤੌਰ 'ਤੇ ਆਉਂਦੇ ਹਨ। ਗਗਨਯਾਨ ਦਾ ਮਕਸਦ, ਵਰਤਿਆ ਜਾਣ ਵਾਲਾ ਲਾਂਚ ਵਾਹਨ, ਵਿਓਮਮਿੱਤਰਾ, ਅਤੇ ਇਹ ਪ੍ਰੋਗਰਾਮ ਚੰਦਰਯਾਨ, ਆਦਿੱਤਿਆ-ਐੱਲ1 ਅਤੇ ਇਨ-ਸਪੇਸ ਰਾਹੀਂ ਨਿੱਜੀ ਕੰਪਨੀਆਂ ਲਈ ਖੇਤਰ ਖੋਲ੍ਹਣ ਵਾਲੇ ਪੁਲਾੜ ਸੁਧਾਰਾਂ ਨਾਲ ਕਿਵੇਂ ਜੁੜਦਾ ਹੈ, ਇਹ ਜਾਣੋ।",
      ],
    },
    topics: ['science'],
    source: 'PIB',
  },
  {
    key: 'ca-d23-canal-water-tail-ends',
    daysAgo: 23,
    region: 'punjab',
    category: 'Governance',
    title: {
      en: 'Punjab pushes canal water to tail-end villages to ease pressure on aquifers',
      pa: "ਜਲ ਭੰਡਾਰਾਂ 'ਤੇ ਦਬਾਅ ਘਟਾਉਣ ਲਈ ਪੰਜਾਬ ਵੱਲੋਂ ਟੇਲ-ਐਂਡ ਪਿੰਡਾਂ ਤੱਕ ਨਹਿਰੀ ਪਾਣੀ ਪਹੁੰਚਾਉਣ 'ਤੇ ਜ਼ੋਰ",
    },
    summary: {
      en: 'The Water Resources Department is repairing minors and reviving old watercourses so that canal water reaches the last fields in the command area, reducing dependence on tubewells.',
      pa: "ਜਲ ਸਰੋਤ ਵਿਭਾਗ ਰਜਬਾਹਿਆਂ ਦੀ ਮੁਰੰਮਤ ਅਤੇ ਪੁਰਾਣੇ ਖਾਲਿਆਂ ਨੂੰ ਮੁੜ ਚਾਲੂ ਕਰ ਰਿਹਾ ਹੈ ਤਾਂ ਜੋ ਨਹਿਰੀ ਪਾਣੀ ਕਮਾਂਡ ਖੇਤਰ ਦੇ ਆਖ਼ਰੀ ਖੇਤਾਂ ਤੱਕ ਪਹੁੰਚੇ ਅਤੇ ਟਿਊਬਵੈੱਲਾਂ 'ਤੇ ਨਿਰਭਰਤਾ ਘਟੇ।",
    },
    body: {
      en: [
        "Punjab's Water Resources Department is repairing distributaries and minors, removing encroachments and reviving watercourses that had fallen out of use, so that canal water reaches tail-end villages. The aim is to raise the share of irrigation from surface water and reduce the load on groundwater, which now supplies most of the state's irrigated area through tubewells.",
        "The state's major canal systems draw on the Sutlej, Beas and Ravi and include the Bhakra Main Line, the Sirhind Canal, the Upper Bari Doab Canal and the Bist Doab Canal. River water sharing with neighbouring states remains contentious: the Bhakra Beas Management Board was created under the Punjab Reorganisation Act, 1966, and the Sutlej-Yamuna Link (SYL) canal dispute with Haryana is still unresolved.",
        "Exam angle: Expect questions on Punjab's rivers and canals, the riparian principle, the Inter-State River Water Disputes Act, 1956, the Eradi Tribunal and the SYL issue. In mains, canal revival is a practical answer to groundwater depletion.",
      ],
      pa: [
        "ਪੰਜਾਬ ਦਾ ਜਲ ਸਰੋਤ ਵਿਭਾਗ ਡਿਸਟ੍ਰੀਬਿਊਟਰੀਆਂ ਅਤੇ ਰਜਬਾਹਿਆਂ ਦੀ ਮੁਰੰਮਤ ਕਰ ਰਿਹਾ ਹੈ, ਨਾਜਾਇਜ਼ ਕਬਜ਼ੇ ਹਟਾ ਰਿਹਾ ਹੈ ਅਤੇ ਵਰਤੋਂ ਤੋਂ ਬਾਹਰ ਹੋ ਚੁੱਕੇ ਖਾਲਿਆਂ ਨੂੰ ਮੁੜ ਚਾਲੂ ਕਰ ਰਿਹਾ ਹੈ, ਤਾਂ ਜੋ ਨਹਿਰੀ ਪਾਣੀ ਟੇਲ-ਐਂਡ ਪਿੰਡਾਂ ਤੱਕ ਪਹੁੰਚ ਸਕੇ। ਮਕਸਦ ਸਿੰਚਾਈ ਵਿੱਚ ਸਤਹੀ ਪਾਣੀ ਦਾ ਹਿੱਸਾ ਵਧਾਉਣਾ ਅਤੇ ਧਰਤੀ ਹੇਠਲੇ ਪਾਣੀ 'ਤੇ ਬੋਝ ਘਟਾਉਣਾ ਹੈ, ਜੋ ਹੁਣ ਟਿਊਬਵੈੱਲਾਂ ਰਾਹੀਂ ਸੂਬੇ ਦੇ ਜ਼ਿਆਦਾਤਰ ਸਿੰਜਾਈ ਵਾਲੇ ਰਕਬੇ ਨੂੰ ਪਾਣੀ ਦਿੰਦਾ ਹੈ।",
        'ਸੂਬੇ ਦੀਆਂ ਮੁੱਖ ਨਹਿਰੀ ਪ੍ਰਣਾਲੀਆਂ ਸਤਲੁਜ, ਬਿਆਸ ਅਤੇ ਰਾਵੀ ਤੋਂ ਪਾਣੀ ਲੈਂਦੀਆਂ ਹਨ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਭਾਖੜਾ ਮੇਨ ਲਾਈਨ, ਸਰਹਿੰਦ ਨਹਿਰ, ਅਪਰ ਬਾਰੀ ਦੁਆਬ ਨਹਿਰ ਅਤੇ ਬਿਸਤ ਦੁਆਬ ਨਹਿਰ ਸ਼ਾਮਲ ਹਨ। ਗੁਆਂਢੀ ਸੂਬਿਆਂ ਨਾਲ ਦਰਿਆਈ ਪਾਣੀਆਂ ਦੀ ਵੰਡ ਅਜੇ ਵੀ ਵਿਵਾਦਤ ਹੈ: ਭਾਖੜਾ ਬਿਆਸ ਪ੍ਰਬੰਧਨ ਬੋਰਡ ਪੰਜਾਬ ਪੁਨਰਗਠਨ ਐਕਟ, 1966 ਤਹਿਤ ਬਣਿਆ ਸੀ, ਅਤੇ ਹਰਿਆਣਾ ਨਾਲ ਸਤਲੁਜ-ਯਮੁਨਾ ਲਿੰਕ (ਐੱਸਵਾਈਐੱਲ) ਨਹਿਰ ਦਾ ਵਿਵਾਦ ਅਜੇ ਹੱਲ ਨਹੀਂ ਹੋਇਆ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਪੰਜਾਬ ਦੇ ਦਰਿਆਵਾਂ ਤੇ ਨਹਿਰਾਂ, ਰਿਪੇਰੀਅਨ ਸਿਧਾਂਤ, ਅੰਤਰ-ਰਾਜੀ ਦਰਿਆਈ ਜਲ ਵਿਵਾਦ ਐਕਟ, 1956, ਇਰਾਡੀ ਟ੍ਰਿਬਿਊਨਲ ਅਤੇ ਐੱਸਵਾਈਐੱਲ ਮੁੱਦੇ ਬਾਰੇ ਸਵਾਲਾਂ ਦੀ ਉਮੀਦ ਰੱਖੋ। ਮੇਨਜ਼ ਵਿੱਚ ਨਹਿਰਾਂ ਦੀ ਮੁੜ-ਬਹਾਲੀ ਧਰਤੀ ਹੇਠਲੇ ਪਾਣੀ ਦੇ ਘਟਣ ਦਾ ਵਿਹਾਰਕ ਹੱਲ ਹੈ।',
      ],
    },
    topics: ['geography', 'governance', 'punjab-gs'],
    source: 'The Tribune',
  },
  {
    key: 'ca-d23-grap-air-quality-ncr',
    daysAgo: 23,
    region: 'national',
    category: 'Environment',
    title: {
      en: 'GRAP curbs tightened in Delhi-NCR as air quality worsens',
      pa: 'ਹਵਾ ਦੀ ਗੁਣਵੱਤਾ ਵਿਗੜਨ ਨਾਲ ਦਿੱਲੀ-ਐੱਨਸੀਆਰ ਵਿੱਚ ਗ੍ਰੈਪ ਪਾਬੰਦੀਆਂ ਸਖ਼ਤ',
    },
    summary: {
      en: "With the air quality index sliding into the 'very poor' range, the Commission for Air Quality Management has moved to a higher stage of the Graded Response Action Plan in the National Capital Region.",
      pa: "ਹਵਾ ਗੁਣਵੱਤਾ ਸੂਚਕ ਅੰਕ 'ਬਹੁਤ ਮਾੜੀ' ਸ਼੍ਰੇਣੀ ਵਿੱਚ ਪਹੁੰਚਣ 'ਤੇ ਹਵਾ ਗੁਣਵੱਤਾ ਪ੍ਰਬੰਧਨ ਕਮਿਸ਼ਨ ਨੇ ਕੌਮੀ ਰਾਜਧਾਨੀ ਖੇਤਰ ਵਿੱਚ ਗ੍ਰੇਡਿਡ ਰਿਸਪਾਂਸ ਐਕਸ਼ਨ ਪਲਾਨ ਦਾ ਅਗਲਾ ਪੜਾਅ ਲਾਗੂ ਕੀਤਾ ਹੈ।",
    },
    body: {
      en: [
        "As the air quality index (AQI) in Delhi and surrounding areas slipped into the 'very poor' category, the Commission for Air Quality Management (CAQM) invoked a higher stage of the Graded Response Action Plan (GRAP). Measures at this stage include stricter dust control at construction sites, limits on diesel generator sets and more frequent mechanised road sweeping and water sprinkling.",
        "GRAP has four stages linked to AQI bands, from 'poor' to 'severe plus', with restrictions becoming tougher at each stage. Winter pollution in the region comes from vehicles, industry, road and construction dust, waste burning and, in October and November, smoke from crop residue fires in Punjab and Haryana, made worse by calm winds and temperature inversion.",
        'Exam angle: Know the AQI categories and the pollutants it covers, the GRAP stages, the CAQM Act, 2021 and the National Clean Air Programme. A mains answer on north Indian air pollution should link sources in Punjab with regional, airshed-level solutions.',
      ],
      pa: [
        "ਦਿੱਲੀ ਅਤੇ ਆਸ-ਪਾਸ ਦੇ ਇਲਾਕਿਆਂ ਵਿੱਚ ਹਵਾ ਗੁਣਵੱਤਾ ਸੂਚਕ ਅੰਕ (ਏਕਿਊਆਈ) 'ਬਹੁਤ ਮਾੜੀ' ਸ਼੍ਰੇਣੀ ਵਿੱਚ ਡਿੱਗਣ 'ਤੇ ਹਵਾ ਗੁਣਵੱਤਾ ਪ੍ਰਬੰਧਨ ਕਮਿਸ਼ਨ (ਸੀਏਕਿਊਐੱਮ) ਨੇ ਗ੍ਰੇਡਿਡ ਰਿਸਪਾਂਸ ਐਕਸ਼ਨ ਪਲਾਨ (ਗ੍ਰੈਪ) ਦਾ ਉੱਚਾ ਪੜਾਅ ਲਾਗੂ ਕੀਤਾ। ਇਸ ਪੜਾਅ ਦੇ ਉਪਾਵਾਂ ਵਿੱਚ ਉਸਾਰੀ ਵਾਲੀਆਂ ਥਾਵਾਂ 'ਤੇ ਧੂੜ ਉੱਤੇ ਸਖ਼ਤ ਕਾਬੂ, ਡੀਜ਼ਲ ਜਨਰੇਟਰ ਸੈੱਟਾਂ 'ਤੇ ਰੋਕਾਂ ਅਤੇ ਸੜਕਾਂ ਦੀ ਮਸ਼ੀਨੀ ਸਫ਼ਾਈ ਤੇ ਪਾਣੀ ਦੇ ਛਿੜਕਾਅ ਵਿੱਚ ਵਾਧਾ ਸ਼ਾਮਲ ਹੈ।",
        "ਗ੍ਰੈਪ ਦੇ ਚਾਰ ਪੜਾਅ ਹਨ, ਜੋ 'ਮਾੜੀ' ਤੋਂ 'ਗੰਭੀਰ ਪਲੱਸ' ਤੱਕ ਏਕਿਊਆਈ ਦੇ ਦਾਇਰਿਆਂ ਨਾਲ ਜੁੜੇ ਹਨ ਅਤੇ ਹਰ ਪੜਾਅ 'ਤੇ ਪਾਬੰਦੀਆਂ ਸਖ਼ਤ ਹੁੰਦੀਆਂ ਜਾਂਦੀਆਂ ਹਨ। ਇਸ ਖੇਤਰ ਵਿੱਚ ਸਰਦੀਆਂ ਦਾ ਪ੍ਰਦੂਸ਼ਣ ਵਾਹਨਾਂ, ਉਦਯੋਗਾਂ, ਸੜਕਾਂ ਤੇ ਉਸਾਰੀ ਦੀ ਧੂੜ, ਕੂੜਾ ਸਾੜਨ ਅਤੇ ਅਕਤੂਬਰ-ਨਵੰਬਰ ਵਿੱਚ ਪੰਜਾਬ ਤੇ ਹਰਿਆਣਾ ਦੇ ਖੇਤਾਂ ਦੀ ਅੱਗ ਦੇ ਧੂੰਏਂ ਤੋਂ ਆਉਂਦਾ ਹੈ, ਜਿਸ ਨੂੰ ਸ਼ਾਂਤ ਹਵਾਵਾਂ ਅਤੇ ਤਾਪਮਾਨ ਉਲਟਾਅ ਹੋਰ ਗੰਭੀਰ ਬਣਾ ਦਿੰਦੇ ਹਨ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਏਕਿਊਆਈ ਦੀਆਂ ਸ਼੍ਰੇਣੀਆਂ ਤੇ ਇਸ ਵਿੱਚ ਸ਼ਾਮਲ ਪ੍ਰਦੂਸ਼ਕ, ਗ੍ਰੈਪ ਦੇ ਪੜਾਅ, ਸੀਏਕਿਊਐੱਮ ਐਕਟ, 2021 ਅਤੇ ਕੌਮੀ ਸਾਫ਼ ਹਵਾ ਪ੍ਰੋਗਰਾਮ ਜਾਣੋ। ਉੱਤਰੀ ਭਾਰਤ ਦੇ ਹਵਾ ਪ੍ਰਦੂਸ਼ਣ ਬਾਰੇ ਮੇਨਜ਼ ਦੇ ਉੱਤਰ ਵਿੱਚ ਪੰਜਾਬ ਦੇ ਸਰੋਤਾਂ ਨੂੰ ਖੇਤਰੀ, ਏਅਰਸ਼ੈੱਡ ਪੱਧਰ ਦੇ ਹੱਲਾਂ ਨਾਲ ਜੋੜਨਾ ਚਾਹੀਦਾ ਹੈ।',
      ],
    },
    topics: ['environment', 'governance'],
    source: 'The Hindu',
  },
  {
    key: 'ca-d22-state-health-cover-clinics',
    daysAgo: 22,
    region: 'punjab',
    category: 'Governance',
    title: {
      en: 'Enrolment drive for state health cover and wider clinic network',
      pa: 'ਸੂਬਾਈ ਸਿਹਤ ਬੀਮੇ ਲਈ ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਮੁਹਿੰਮ ਅਤੇ ਕਲੀਨਿਕਾਂ ਦੇ ਨੈੱਟਵਰਕ ਦਾ ਵਿਸਤਾਰ',
    },
    summary: {
      en: "Health department teams are holding camps to register families under the state's health insurance scheme, while Aam Aadmi Clinics continue to provide free primary care and tests.",
      pa: 'ਸਿਹਤ ਵਿਭਾਗ ਦੀਆਂ ਟੀਮਾਂ ਸੂਬੇ ਦੀ ਸਿਹਤ ਬੀਮਾ ਯੋਜਨਾ ਤਹਿਤ ਪਰਿਵਾਰਾਂ ਦੀ ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਲਈ ਕੈਂਪ ਲਗਾ ਰਹੀਆਂ ਹਨ, ਜਦਕਿ ਆਮ ਆਦਮੀ ਕਲੀਨਿਕ ਮੁਫ਼ਤ ਮੁੱਢਲੀ ਸਿਹਤ ਸੰਭਾਲ ਅਤੇ ਟੈਸਟ ਦੇ ਰਹੇ ਹਨ।',
    },
    body: {
      en: [
        "The Punjab Health Department is running camps in villages and urban wards to enrol families under the state's health insurance scheme, which offers cashless treatment up to an annual limit per family in empanelled government and private hospitals. Residents are being asked to carry identity documents so that health cards can be issued on the spot.",
        "The scheme sits alongside the Aam Aadmi Clinics, which have provided free consultation, medicines and basic diagnostic tests since 2022, and the Centre's Ayushman Bharat Pradhan Mantri Jan Arogya Yojana. Public health and hospitals are a State List subject under the Seventh Schedule, and Article 47 directs the State to treat the improvement of public health as a primary duty.",
        "Exam angle: Questions may cover the constitutional position of health, the structure of primary health care (sub-centres, PHCs, CHCs), and the difference between insurance-based and service-based models. Punjab's health schemes are useful examples for governance and welfare questions in mains.",
      ],
      pa: [
        "ਪੰਜਾਬ ਦਾ ਸਿਹਤ ਵਿਭਾਗ ਪਿੰਡਾਂ ਅਤੇ ਸ਼ਹਿਰੀ ਵਾਰਡਾਂ ਵਿੱਚ ਕੈਂਪ ਲਗਾ ਕੇ ਪਰਿਵਾਰਾਂ ਨੂੰ ਸੂਬੇ ਦੀ ਸਿਹਤ ਬੀਮਾ ਯੋਜਨਾ ਵਿੱਚ ਦਰਜ ਕਰ ਰਿਹਾ ਹੈ, ਜਿਸ ਤਹਿਤ ਸੂਚੀਬੱਧ ਸਰਕਾਰੀ ਅਤੇ ਨਿੱਜੀ ਹਸਪਤਾਲਾਂ ਵਿੱਚ ਪ੍ਰਤੀ ਪਰਿਵਾਰ ਇੱਕ ਸਾਲਾਨਾ ਹੱਦ ਤੱਕ ਨਕਦੀ-ਰਹਿਤ ਇਲਾਜ ਮਿਲਦਾ ਹੈ। ਵਸਨੀਕਾਂ ਨੂੰ ਪਛਾਣ ਦਸਤਾਵੇਜ਼ ਨਾਲ ਲਿਆਉਣ ਲਈ ਕਿਹਾ ਜਾ ਰਿਹਾ ਹੈ ਤਾਂ ਜੋ ਮੌਕੇ 'ਤੇ ਹੀ ਸਿਹਤ ਕਾਰਡ ਜਾਰੀ ਕੀਤੇ ਜਾ ਸਕਣ।",
        'ਇਹ ਯੋਜਨਾ ਆਮ ਆਦਮੀ ਕਲੀਨਿਕਾਂ, ਜੋ 2022 ਤੋਂ ਮੁਫ਼ਤ ਸਲਾਹ, ਦਵਾਈਆਂ ਅਤੇ ਮੁੱਢਲੇ ਜਾਂਚ ਟੈਸਟ ਦੇ ਰਹੇ ਹਨ, ਅਤੇ ਕੇਂਦਰ ਦੀ ਆਯੁਸ਼ਮਾਨ ਭਾਰਤ ਪ੍ਰਧਾਨ ਮੰਤਰੀ ਜਨ ਆਰੋਗਿਆ ਯੋਜਨਾ ਦੇ ਨਾਲ ਚੱਲਦੀ ਹੈ। ਸੱਤਵੀਂ ਅਨੁਸੂਚੀ ਤਹਿਤ ਜਨਤਕ ਸਿਹਤ ਅਤੇ ਹਸਪਤਾਲ ਰਾਜ ਸੂਚੀ ਦਾ ਵਿਸ਼ਾ ਹਨ, ਅਤੇ ਧਾਰਾ 47 ਰਾਜ ਨੂੰ ਜਨਤਕ ਸਿਹਤ ਵਿੱਚ ਸੁਧਾਰ ਨੂੰ ਆਪਣਾ ਮੁੱਢਲਾ ਫ਼ਰਜ਼ ਮੰਨਣ ਦੀ ਹਦਾਇਤ ਦਿੰਦੀ ਹੈ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਸਵਾਲ ਸਿਹਤ ਦੀ ਸੰਵਿਧਾਨਕ ਸਥਿਤੀ, ਮੁੱਢਲੀ ਸਿਹਤ ਸੰਭਾਲ ਦੇ ਢਾਂਚੇ (ਸਬ-ਸੈਂਟਰ, ਪੀਐੱਚਸੀ, ਸੀਐੱਚਸੀ) ਅਤੇ ਬੀਮਾ-ਆਧਾਰਿਤ ਤੇ ਸੇਵਾ-ਆਧਾਰਿਤ ਮਾਡਲਾਂ ਦੇ ਫ਼ਰਕ ਬਾਰੇ ਹੋ ਸਕਦੇ ਹਨ। ਮੇਨਜ਼ ਵਿੱਚ ਸ਼ਾਸਨ ਅਤੇ ਭਲਾਈ ਨਾਲ ਜੁੜੇ ਸਵਾਲਾਂ ਲਈ ਪੰਜਾਬ ਦੀਆਂ ਸਿਹਤ ਯੋਜਨਾਵਾਂ ਲਾਭਦਾਇਕ ਉਦਾਹਰਨਾਂ ਹਨ।',
      ],
    },
    topics: ['governance', 'social-issues', 'punjab-gs'],
    source: 'Punjab Government press release',
  },
  {
    key: 'ca-d22-rashtriya-ekta-diwas',
    daysAgo: 22,
    region: 'national',
    category: 'Polity',
    title: {
      en: "Rashtriya Ekta Diwas recalls Sardar Patel's role in integrating princely states",
      pa: "ਰਾਸ਼ਟਰੀ ਏਕਤਾ ਦਿਵਸ 'ਤੇ ਰਿਆਸਤਾਂ ਦੇ ਏਕੀਕਰਨ ਵਿੱਚ ਸਰਦਾਰ ਪਟੇਲ ਦੀ ਭੂਮਿਕਾ ਨੂੰ ਯਾਦ ਕੀਤਾ ਗਿਆ",
    },
    summary: {
      en: 'National Unity Day was observed on 31 October with Run for Unity events and pledges, marking the birth anniversary of Sardar Vallabhbhai Patel.',
      pa: "31 ਅਕਤੂਬਰ ਨੂੰ ਸਰਦਾਰ ਵੱਲਭਭਾਈ ਪਟੇਲ ਦੀ ਜਨਮ ਵਰ੍ਹੇਗੰਢ ਮੌਕੇ 'ਰਨ ਫ਼ਾਰ ਯੂਨਿਟੀ' ਦੌੜਾਂ ਅਤੇ ਸਹੁੰ ਸਮਾਗਮਾਂ ਨਾਲ ਰਾਸ਼ਟਰੀ ਏਕਤਾ ਦਿਵਸ ਮਨਾਇਆ ਗਿਆ।",
    },
    body: {
      en: [
        "Rashtriya Ekta Diwas (National Unity Day) was observed across the country on 31 October, the birth anniversary of Sardar Vallabhbhai Patel, with 'Run for Unity' events, unity pledges in offices and schools, and a parade at the Statue of Unity in Ekta Nagar, Gujarat. The day has been observed since 2014.",
        "As India's first Home Minister and Deputy Prime Minister, Patel, assisted by V. P. Menon, brought more than 560 princely states into the Indian Union through the Instrument of Accession and merger agreements. Junagadh, Hyderabad and Kashmir were the most difficult cases. He earned the title 'Sardar' after the Bardoli Satyagraha of 1928, and is remembered as the architect of the all-India services.",
        'Exam angle: Modern history papers often ask about the integration of princely states, the Instrument of Accession, Operation Polo and the Bardoli Satyagraha. For Punjab, link the theme to the formation of PEPSU in 1948 from the Sikh princely states and its merger with Punjab in 1956.',
      ],
      pa: [
        "ਸਰਦਾਰ ਵੱਲਭਭਾਈ ਪਟੇਲ ਦੀ ਜਨਮ ਵਰ੍ਹੇਗੰਢ, 31 ਅਕਤੂਬਰ ਨੂੰ ਦੇਸ਼ ਭਰ ਵਿੱਚ ਰਾਸ਼ਟਰੀ ਏਕਤਾ ਦਿਵਸ 'ਰਨ ਫ਼ਾਰ ਯੂਨਿਟੀ' ਦੌੜਾਂ, ਦਫ਼ਤਰਾਂ ਤੇ ਸਕੂਲਾਂ ਵਿੱਚ ਏਕਤਾ ਦੀ ਸਹੁੰ ਅਤੇ ਗੁਜਰਾਤ ਦੇ ਏਕਤਾ ਨਗਰ ਵਿੱਚ ਸਟੈਚੂ ਆਫ਼ ਯੂਨਿਟੀ ਵਿਖੇ ਪਰੇਡ ਨਾਲ ਮਨਾਇਆ ਗਿਆ। ਇਹ ਦਿਨ 2014 ਤੋਂ ਮਨਾਇਆ ਜਾ ਰਿਹਾ ਹੈ।",
        "ਭਾਰਤ ਦੇ ਪਹਿਲੇ ਗ੍ਰਹਿ ਮੰਤਰੀ ਅਤੇ ਉਪ ਪ੍ਰਧਾਨ ਮੰਤਰੀ ਵਜੋਂ ਪਟੇਲ ਨੇ ਵੀ. ਪੀ. ਮੈਨਨ ਦੀ ਸਹਾਇਤਾ ਨਾਲ ਰਲੇਵੇਂ ਦੇ ਦਸਤਾਵੇਜ਼ (ਇੰਸਟਰੂਮੈਂਟ ਆਫ਼ ਐਕਸੈਸ਼ਨ) ਅਤੇ ਮਿਲਾਪ ਸਮਝੌਤਿਆਂ ਰਾਹੀਂ 560 ਤੋਂ ਵੱਧ ਰਿਆਸਤਾਂ ਨੂੰ ਭਾਰਤੀ ਸੰਘ ਵਿੱਚ ਸ਼ਾਮਲ ਕੀਤਾ। ਜੂਨਾਗੜ੍ਹ, ਹੈਦਰਾਬਾਦ ਅਤੇ ਕਸ਼ਮੀਰ ਸਭ ਤੋਂ ਔਖੇ ਮਾਮਲੇ ਸਨ। 1928 ਦੇ ਬਾਰਦੋਲੀ ਸੱਤਿਆਗ੍ਰਹਿ ਤੋਂ ਬਾਅਦ ਉਨ੍ਹਾਂ ਨੂੰ 'ਸਰਦਾਰ' ਦਾ ਖ਼ਿਤਾਬ ਮਿਲਿਆ, ਅਤੇ ਉਨ੍ਹਾਂ ਨੂੰ ਕੁੱਲ-ਹਿੰਦ ਸੇਵਾਵਾਂ ਦੇ ਨਿਰਮਾਤਾ ਵਜੋਂ ਵੀ ਯਾਦ ਕੀਤਾ ਜਾਂਦਾ ਹੈ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਆਧੁਨਿਕ ਇਤਿਹਾਸ ਦੇ ਪਰਚਿਆਂ ਵਿੱਚ ਅਕਸਰ ਰਿਆਸਤਾਂ ਦੇ ਏਕੀਕਰਨ, ਇੰਸਟਰੂਮੈਂਟ ਆਫ਼ ਐਕਸੈਸ਼ਨ, ਅਪਰੇਸ਼ਨ ਪੋਲੋ ਅਤੇ ਬਾਰਦੋਲੀ ਸੱਤਿਆਗ੍ਰਹਿ ਬਾਰੇ ਪੁੱਛਿਆ ਜਾਂਦਾ ਹੈ। ਪੰਜਾਬ ਲਈ ਇਸ ਵਿਸ਼ੇ ਨੂੰ 1948 ਵਿੱਚ ਸਿੱਖ ਰਿਆਸਤਾਂ ਤੋਂ ਪੈਪਸੂ ਦੇ ਗਠਨ ਅਤੇ 1956 ਵਿੱਚ ਪੰਜਾਬ ਵਿੱਚ ਇਸ ਦੇ ਰਲੇਵੇਂ ਨਾਲ ਜੋੜੋ।',
      ],
    },
    topics: ['modern-history', 'polity', 'punjab-gk'],
    source: 'PIB',
  },
  {
    key: 'ca-d21-punjab-day-reorganisation',
    daysAgo: 21,
    region: 'punjab',
    category: 'Polity',
    title: {
      en: 'Punjab Day marks sixty years since the 1966 reorganisation',
      pa: 'ਪੰਜਾਬ ਦਿਵਸ: 1966 ਦੇ ਪੁਨਰਗਠਨ ਨੂੰ ਸੱਠ ਸਾਲ ਪੂਰੇ',
    },
    summary: {
      en: 'Punjab observed its formation day on 1 November, the date on which the Punjab Reorganisation Act, 1966 created the present state, Haryana and the Union Territory of Chandigarh.',
      pa: 'ਪੰਜਾਬ ਨੇ 1 ਨਵੰਬਰ ਨੂੰ ਆਪਣਾ ਸਥਾਪਨਾ ਦਿਵਸ ਮਨਾਇਆ, ਜਿਸ ਦਿਨ ਪੰਜਾਬ ਪੁਨਰਗਠਨ ਐਕਟ, 1966 ਨੇ ਮੌਜੂਦਾ ਪੰਜਾਬ, ਹਰਿਆਣਾ ਅਤੇ ਚੰਡੀਗੜ੍ਹ ਕੇਂਦਰ ਸ਼ਾਸਿਤ ਪ੍ਰਦੇਸ਼ ਬਣਾਏ ਸਨ।',
    },
    body: {
      en: [
        'Punjab celebrated Punjab Day on 1 November with cultural programmes, seminars and events in schools and colleges. This year marks sixty years since the Punjab Reorganisation Act, 1966 came into force, creating the present Punjabi-speaking state, the new state of Haryana and the Union Territory of Chandigarh, and transferring the hill areas to Himachal Pradesh.',
        'The reorganisation was the outcome of the Punjabi Suba movement led by the Shiromani Akali Dal, which demanded a state on linguistic lines. A parliamentary committee headed by Hukam Singh supported the demand in 1966, and the boundaries were drawn on the advice of the Shah Commission. Chandigarh became a Union Territory and the common capital of both states, and the sharing of river waters and the status of Chandigarh remain unresolved issues.',
        "Exam angle: Punjab's reorganisation is among the most frequently asked Punjab GK topics. Remember the sequence: PEPSU formed in 1948, merged with Punjab in 1956, and the state reorganised in 1966. Know the role of the Hukam Singh Committee and the Shah Commission, and the provisions on the Bhakra Beas Management Board.",
      ],
      pa: [
        'ਪੰਜਾਬ ਨੇ 1 ਨਵੰਬਰ ਨੂੰ ਸੱਭਿਆਚਾਰਕ ਪ੍ਰੋਗਰਾਮਾਂ, ਸੈਮੀਨਾਰਾਂ ਅਤੇ ਸਕੂਲਾਂ-ਕਾਲਜਾਂ ਵਿੱਚ ਸਮਾਗਮਾਂ ਨਾਲ ਪੰਜਾਬ ਦਿਵਸ ਮਨਾਇਆ। ਇਸ ਸਾਲ ਪੰਜਾਬ ਪੁਨਰਗਠਨ ਐਕਟ, 1966 ਲਾਗੂ ਹੋਣ ਨੂੰ ਸੱਠ ਸਾਲ ਪੂਰੇ ਹੋਏ ਹਨ, ਜਿਸ ਨੇ ਮੌਜੂਦਾ ਪੰਜਾਬੀ-ਭਾਸ਼ੀ ਸੂਬਾ, ਨਵਾਂ ਹਰਿਆਣਾ ਸੂਬਾ ਅਤੇ ਚੰਡੀਗੜ੍ਹ ਕੇਂਦਰ ਸ਼ਾਸਿਤ ਪ੍ਰਦੇਸ਼ ਬਣਾਇਆ, ਅਤੇ ਪਹਾੜੀ ਇਲਾਕੇ ਹਿਮਾਚਲ ਪ੍ਰਦੇਸ਼ ਨੂੰ ਸੌਂਪ ਦਿੱਤੇ।',
        "ਇਹ ਪੁਨਰਗਠਨ ਸ਼੍ਰੋਮਣੀ ਅਕਾਲੀ ਦਲ ਦੀ ਅਗਵਾਈ ਵਿੱਚ ਚੱਲੇ ਪੰਜਾਬੀ ਸੂਬਾ ਅੰਦੋਲਨ ਦਾ ਨਤੀਜਾ ਸੀ, ਜੋ ਭਾਸ਼ਾਈ ਆਧਾਰ 'ਤੇ ਸੂਬੇ ਦੀ ਮੰਗ ਕਰਦਾ ਸੀ। 1966 ਵਿੱਚ ਹੁਕਮ ਸਿੰਘ ਦੀ ਅਗਵਾਈ ਵਾਲੀ ਸੰਸਦੀ ਕਮੇਟੀ ਨੇ ਇਸ ਮੰਗ ਦੀ ਹਮਾਇਤ ਕੀਤੀ ਅਤੇ ਹੱਦਾਂ ਸ਼ਾਹ ਕਮਿਸ਼ਨ ਦੀ ਸਲਾਹ ਨਾਲ ਤੈਅ ਕੀਤੀਆਂ ਗਈਆਂ। ਚੰਡੀਗੜ੍ਹ ਕੇਂਦਰ ਸ਼ਾਸਿਤ ਪ੍ਰਦੇਸ਼ ਅਤੇ ਦੋਹਾਂ ਸੂਬਿਆਂ ਦੀ ਸਾਂਝੀ ਰਾਜਧਾਨੀ ਬਣਿਆ, ਅਤੇ ਦਰਿਆਈ ਪਾਣੀਆਂ ਦੀ ਵੰਡ ਤੇ ਚੰਡੀਗੜ੍ਹ ਦਾ ਦਰਜਾ ਅਜੇ ਵੀ ਅਣਸੁਲਝੇ ਮੁੱਦੇ ਹਨ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਪੰਜਾਬ ਦਾ ਪੁਨਰਗਠਨ ਪੰਜਾਬ ਜੀਕੇ ਦੇ ਸਭ ਤੋਂ ਵੱਧ ਪੁੱਛੇ ਜਾਣ ਵਾਲੇ ਵਿਸ਼ਿਆਂ ਵਿੱਚੋਂ ਹੈ। ਕ੍ਰਮ ਯਾਦ ਰੱਖੋ: 1948 ਵਿੱਚ ਪੈਪਸੂ ਬਣਿਆ, 1956 ਵਿੱਚ ਪੰਜਾਬ ਵਿੱਚ ਰਲਿਆ ਅਤੇ 1966 ਵਿੱਚ ਸੂਬੇ ਦਾ ਪੁਨਰਗਠਨ ਹੋਇਆ। ਹੁਕਮ ਸਿੰਘ ਕਮੇਟੀ ਅਤੇ ਸ਼ਾਹ ਕਮਿਸ਼ਨ ਦੀ ਭੂਮਿਕਾ ਅਤੇ ਭਾਖੜਾ ਬਿਆਸ ਪ੍ਰਬੰਧਨ ਬੋਰਡ ਬਾਰੇ ਉਪਬੰਧ ਜਾਣੋ।',
      ],
    },
    topics: ['history', 'punjab-gk', 'polity'],
    source: 'The Tribune',
  },
  {
    key: 'ca-d21-states-formation-day',
    daysAgo: 21,
    region: 'national',
    category: 'Polity',
    title: {
      en: 'Several states mark formation day, recalling the 1956 reorganisation',
      pa: 'ਕਈ ਸੂਬਿਆਂ ਨੇ ਸਥਾਪਨਾ ਦਿਵਸ ਮਨਾਇਆ, 1956 ਦੇ ਪੁਨਰਗਠਨ ਨੂੰ ਯਾਦ ਕੀਤਾ',
    },
    summary: {
      en: 'Karnataka, Kerala, Madhya Pradesh, Chhattisgarh, Haryana and Punjab celebrated their formation days on 1 November, a date tied to the States Reorganisation Act, 1956 and later reorganisations.',
      pa: 'ਕਰਨਾਟਕ, ਕੇਰਲ, ਮੱਧ ਪ੍ਰਦੇਸ਼, ਛੱਤੀਸਗੜ੍ਹ, ਹਰਿਆਣਾ ਅਤੇ ਪੰਜਾਬ ਨੇ 1 ਨਵੰਬਰ ਨੂੰ ਆਪਣੇ ਸਥਾਪਨਾ ਦਿਵਸ ਮਨਾਏ, ਜੋ ਰਾਜ ਪੁਨਰਗਠਨ ਐਕਟ, 1956 ਅਤੇ ਬਾਅਦ ਦੇ ਪੁਨਰਗਠਨਾਂ ਨਾਲ ਜੁੜੀ ਮਿਤੀ ਹੈ।',
    },
    body: {
      en: [
        '1 November is formation day for several states. Karnataka (Rajyotsava), Kerala (Keralappiravi) and Madhya Pradesh trace their present shape to the States Reorganisation Act, 1956, which came into force on that date. Haryana and Punjab were reorganised on 1 November 1966, and Chhattisgarh was carved out of Madhya Pradesh on 1 November 2000.',
        "The 1956 Act followed the report of the States Reorganisation Commission headed by Fazl Ali, with H. N. Kunzru and K. M. Panikkar as members. It accepted language as a broad basis for states while rejecting the idea of 'one language, one state'. Under Article 3, Parliament can form new states or alter boundaries by law; the bill needs the President's recommendation and must be referred to the affected state legislature, whose views are not binding.",
        'Exam angle: Prelims questions often test Articles 2, 3 and 4, the Dhar Commission, the JVP Committee and the Fazl Ali Commission, and the years in which states were created. Mains may ask whether linguistic reorganisation strengthened or weakened national unity.',
      ],
      pa: [
        '1 ਨਵੰਬਰ ਕਈ ਸੂਬਿਆਂ ਦਾ ਸਥਾਪਨਾ ਦਿਵਸ ਹੈ। ਕਰਨਾਟਕ (ਰਾਜਯੋਤਸਵ), ਕੇਰਲ (ਕੇਰਲਪਿਰਵੀ) ਅਤੇ ਮੱਧ ਪ੍ਰਦੇਸ਼ ਦੀ ਮੌਜੂਦਾ ਸ਼ਕਲ ਰਾਜ ਪੁਨਰਗਠਨ ਐਕਟ, 1956 ਤੋਂ ਬਣੀ, ਜੋ ਇਸੇ ਦਿਨ ਲਾਗੂ ਹੋਇਆ ਸੀ। ਹਰਿਆਣਾ ਅਤੇ ਪੰਜਾਬ ਦਾ ਪੁਨਰਗਠਨ 1 ਨਵੰਬਰ 1966 ਨੂੰ ਹੋਇਆ, ਅਤੇ ਛੱਤੀਸਗੜ੍ਹ 1 ਨਵੰਬਰ 2000 ਨੂੰ ਮੱਧ ਪ੍ਰਦੇਸ਼ ਵਿੱਚੋਂ ਵੱਖ ਹੋ ਕੇ ਬਣਿਆ।',
        "1956 ਦਾ ਐਕਟ ਫ਼ਜ਼ਲ ਅਲੀ ਦੀ ਪ੍ਰਧਾਨਗੀ ਵਾਲੇ ਰਾਜ ਪੁਨਰਗਠਨ ਕਮਿਸ਼ਨ ਦੀ ਰਿਪੋਰਟ ਤੋਂ ਬਾਅਦ ਆਇਆ, ਜਿਸ ਦੇ ਮੈਂਬਰ ਐੱਚ. ਐੱਨ. ਕੁੰਜਰੂ ਅਤੇ ਕੇ. ਐੱਮ. ਪਾਨੀਕਰ ਸਨ। ਇਸ ਨੇ ਭਾਸ਼ਾ ਨੂੰ ਸੂਬਿਆਂ ਦਾ ਵਿਆਪਕ ਆਧਾਰ ਮੰਨਿਆ ਪਰ 'ਇੱਕ ਭਾਸ਼ਾ, ਇੱਕ ਸੂਬਾ' ਦੇ ਵਿਚਾਰ ਨੂੰ ਰੱਦ ਕੀਤਾ। ਧਾਰਾ 3 ਤਹਿਤ ਸੰਸਦ ਕਾਨੂੰਨ ਬਣਾ ਕੇ ਨਵੇਂ ਸੂਬੇ ਬਣਾ ਸਕਦੀ ਹੈ ਜਾਂ ਹੱਦਾਂ ਬਦਲ ਸਕਦੀ ਹੈ; ਬਿੱਲ ਲਈ ਰਾਸ਼ਟਰਪਤੀ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਜ਼ਰੂਰੀ ਹੈ ਅਤੇ ਇਸ ਨੂੰ ਪ੍ਰਭਾਵਿਤ ਸੂਬੇ ਦੀ ਵਿਧਾਨ ਸਭਾ ਕੋਲ ਭੇਜਣਾ ਪੈਂਦਾ ਹੈ, ਜਿਸ ਦੇ ਵਿਚਾਰ ਮੰਨਣੇ ਲਾਜ਼ਮੀ ਨਹੀਂ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਪ੍ਰੀਲਿਮਜ਼ ਵਿੱਚ ਅਕਸਰ ਧਾਰਾ 2, 3 ਅਤੇ 4, ਧਰ ਕਮਿਸ਼ਨ, ਜੇਵੀਪੀ ਕਮੇਟੀ, ਫ਼ਜ਼ਲ ਅਲੀ ਕਮਿਸ਼ਨ ਅਤੇ ਸੂਬਿਆਂ ਦੇ ਗਠਨ ਦੇ ਸਾਲਾਂ ਬਾਰੇ ਪੁੱਛਿਆ ਜਾਂਦਾ ਹੈ। ਮੇਨਜ਼ ਵਿੱਚ ਪੁੱਛਿਆ ਜਾ ਸਕਦਾ ਹੈ ਕਿ ਭਾਸ਼ਾਈ ਪੁਨਰਗਠਨ ਨੇ ਕੌਮੀ ਏਕਤਾ ਨੂੰ ਮਜ਼ਬੂਤ ਕੀਤਾ ਜਾਂ ਕਮਜ਼ੋਰ।',
      ],
    },
    topics: ['polity', 'history'],
    source: 'The Hindu',
  },
  {
    key: 'ca-d20-punjabi-maah-language',
    daysAgo: 20,
    region: 'punjab',
    category: 'Culture',
    title: {
      en: 'Punjabi Maah: month-long celebration of the mother tongue begins',
      pa: 'ਪੰਜਾਬੀ ਮਾਹ: ਮਾਂ-ਬੋਲੀ ਦਾ ਮਹੀਨਾ ਭਰ ਚੱਲਣ ਵਾਲਾ ਜਸ਼ਨ ਸ਼ੁਰੂ',
    },
    summary: {
      en: 'The Languages Department has begun its annual Punjabi Maah in November with seminars, kavi darbars, book exhibitions and competitions for students across the state.',
      pa: 'ਭਾਸ਼ਾ ਵਿਭਾਗ ਨੇ ਨਵੰਬਰ ਵਿੱਚ ਆਪਣਾ ਸਾਲਾਨਾ ਪੰਜਾਬੀ ਮਾਹ ਸ਼ੁਰੂ ਕੀਤਾ ਹੈ, ਜਿਸ ਵਿੱਚ ਸੂਬੇ ਭਰ ਵਿੱਚ ਸੈਮੀਨਾਰ, ਕਵੀ ਦਰਬਾਰ, ਪੁਸਤਕ ਪ੍ਰਦਰਸ਼ਨੀਆਂ ਅਤੇ ਵਿਦਿਆਰਥੀਆਂ ਦੇ ਮੁਕਾਬਲੇ ਹੋਣਗੇ।',
    },
    body: {
      en: [
        'The Punjab Languages Department (Bhasha Vibhag), headquartered in Patiala, has begun Punjabi Maah, the month-long celebration of the Punjabi language held every November. District-level events include seminars on Punjabi literature, kavi darbars, book exhibitions, and essay and calligraphy competitions for school and college students.',
        'Punjabi is the official language of the state under the Punjab Official Language Act, 1967, and a 2008 law made it a compulsory subject in schools. The state has also directed that signboards of offices and establishments display Punjabi in Gurmukhi at the top. Gurmukhi, whose standardisation is traditionally credited to Guru Angad Dev, is the script of the Guru Granth Sahib.',
        'Exam angle: PPSC includes a qualifying Punjabi language paper, and Punjab GK regularly asks about the Languages Department, Punjabi literary awards and major writers. Know the 1967 Act, the 2008 compulsory learning law and the history of the Gurmukhi script.',
      ],
      pa: [
        'ਪਟਿਆਲਾ ਸਥਿਤ ਪੰਜਾਬ ਭਾਸ਼ਾ ਵਿਭਾਗ ਨੇ ਪੰਜਾਬੀ ਮਾਹ ਸ਼ੁਰੂ ਕਰ ਦਿੱਤਾ ਹੈ, ਜੋ ਹਰ ਸਾਲ ਨਵੰਬਰ ਵਿੱਚ ਪੰਜਾਬੀ ਭਾਸ਼ਾ ਦਾ ਮਹੀਨਾ ਭਰ ਚੱਲਣ ਵਾਲਾ ਜਸ਼ਨ ਹੈ। ਜ਼ਿਲ੍ਹਾ ਪੱਧਰੀ ਸਮਾਗਮਾਂ ਵਿੱਚ ਪੰਜਾਬੀ ਸਾਹਿਤ ਬਾਰੇ ਸੈਮੀਨਾਰ, ਕਵੀ ਦਰਬਾਰ, ਪੁਸਤਕ ਪ੍ਰਦਰਸ਼ਨੀਆਂ ਅਤੇ ਸਕੂਲਾਂ-ਕਾਲਜਾਂ ਦੇ ਵਿਦਿਆਰਥੀਆਂ ਲਈ ਲੇਖ ਅਤੇ ਸੁੰਦਰ ਲਿਖਾਈ ਮੁਕਾਬਲੇ ਸ਼ਾਮਲ ਹਨ।',
        "ਪੰਜਾਬ ਰਾਜ ਭਾਸ਼ਾ ਐਕਟ, 1967 ਤਹਿਤ ਪੰਜਾਬੀ ਸੂਬੇ ਦੀ ਸਰਕਾਰੀ ਭਾਸ਼ਾ ਹੈ, ਅਤੇ 2008 ਦੇ ਇੱਕ ਕਾਨੂੰਨ ਨੇ ਇਸ ਨੂੰ ਸਕੂਲਾਂ ਵਿੱਚ ਲਾਜ਼ਮੀ ਵਿਸ਼ਾ ਬਣਾਇਆ। ਸੂਬੇ ਨੇ ਇਹ ਹਦਾਇਤ ਵੀ ਦਿੱਤੀ ਹੈ ਕਿ ਦਫ਼ਤਰਾਂ ਅਤੇ ਅਦਾਰਿਆਂ ਦੇ ਸਾਈਨ ਬੋਰਡਾਂ 'ਤੇ ਸਭ ਤੋਂ ਉੱਪਰ ਗੁਰਮੁਖੀ ਵਿੱਚ ਪੰਜਾਬੀ ਲਿਖੀ ਜਾਵੇ। ਗੁਰਮੁਖੀ ਲਿਪੀ, ਜਿਸ ਦੇ ਮਿਆਰੀਕਰਨ ਦਾ ਸਿਹਰਾ ਰਵਾਇਤੀ ਤੌਰ 'ਤੇ ਗੁਰੂ ਅੰਗਦ ਦੇਵ ਜੀ ਨੂੰ ਦਿੱਤਾ ਜਾਂਦਾ ਹੈ, ਗੁਰੂ ਗ੍ਰੰਥ ਸਾਹਿਬ ਦੀ ਲਿਪੀ ਹੈ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਪੀਪੀਐੱਸਸੀ ਵਿੱਚ ਪੰਜਾਬੀ ਭਾਸ਼ਾ ਦਾ ਯੋਗਤਾ ਪਰਚਾ ਸ਼ਾਮਲ ਹੈ, ਅਤੇ ਪੰਜਾਬ ਜੀਕੇ ਵਿੱਚ ਭਾਸ਼ਾ ਵਿਭਾਗ, ਪੰਜਾਬੀ ਸਾਹਿਤਕ ਪੁਰਸਕਾਰਾਂ ਅਤੇ ਪ੍ਰਮੁੱਖ ਲੇਖਕਾਂ ਬਾਰੇ ਨਿਯਮਿਤ ਸਵਾਲ ਆਉਂਦੇ ਹਨ। 1967 ਦਾ ਐਕਟ, 2008 ਦਾ ਲਾਜ਼ਮੀ ਪੜ੍ਹਾਈ ਕਾਨੂੰਨ ਅਤੇ ਗੁਰਮੁਖੀ ਲਿਪੀ ਦਾ ਇਤਿਹਾਸ ਜਾਣੋ।',
      ],
    },
    topics: ['art-and-culture', 'punjab-gk'],
    source: 'Punjab Government press release',
  },
  {
    key: 'ca-d20-post-monsoon-cyclone-preparedness',
    daysAgo: 20,
    region: 'national',
    category: 'Environment',
    title: {
      en: 'East coast on alert as post-monsoon cyclone season peaks',
      pa: "ਮਾਨਸੂਨ ਤੋਂ ਬਾਅਦ ਦਾ ਚੱਕਰਵਾਤ ਸੀਜ਼ਨ ਸਿਖਰ 'ਤੇ, ਪੂਰਬੀ ਤੱਟ ਚੌਕਸ",
    },
    summary: {
      en: 'With the India Meteorological Department tracking low-pressure systems over the Bay of Bengal, coastal states have reviewed evacuation plans and fishermen have been advised to stay ashore.',
      pa: "ਭਾਰਤੀ ਮੌਸਮ ਵਿਭਾਗ ਵੱਲੋਂ ਬੰਗਾਲ ਦੀ ਖਾੜੀ ਉੱਤੇ ਘੱਟ ਦਬਾਅ ਵਾਲੇ ਖੇਤਰਾਂ 'ਤੇ ਨਜ਼ਰ ਰੱਖਣ ਦੇ ਨਾਲ ਤੱਟੀ ਸੂਬਿਆਂ ਨੇ ਨਿਕਾਸੀ ਯੋਜਨਾਵਾਂ ਦੀ ਸਮੀਖਿਆ ਕੀਤੀ ਹੈ ਅਤੇ ਮਛੇਰਿਆਂ ਨੂੰ ਸਮੁੰਦਰ ਵਿੱਚ ਨਾ ਜਾਣ ਦੀ ਸਲਾਹ ਦਿੱਤੀ ਗਈ ਹੈ।",
    },
    body: {
      en: [
        'The India Meteorological Department (IMD) is monitoring low-pressure systems over the Bay of Bengal as the post-monsoon cyclone season reaches its peak. Coastal states have reviewed shelters and evacuation plans, teams of the National Disaster Response Force have been positioned in vulnerable districts, and fishermen have been advised not to venture into the sea.',
        "October to December is the main cyclone season in the North Indian Ocean, and the Bay of Bengal sees more and stronger storms than the Arabian Sea because of warmer waters and its funnel shape. IMD's Regional Specialised Meteorological Centre in New Delhi names cyclones in the region from a list prepared by the WMO/ESCAP Panel on Tropical Cyclones. Early warning and community preparedness have sharply reduced deaths in states such as Odisha.",
        'Exam angle: Disaster management is part of the PCS syllabus. Know the Disaster Management Act, 2005, the roles of NDMA, NDRF and SDRF, how cyclones are named and classified, and why the Bay of Bengal is more cyclone-prone than the Arabian Sea.',
      ],
      pa: [
        "ਮਾਨਸੂਨ ਤੋਂ ਬਾਅਦ ਦਾ ਚੱਕਰਵਾਤ ਸੀਜ਼ਨ ਸਿਖਰ 'ਤੇ ਪਹੁੰਚਣ ਨਾਲ ਭਾਰਤੀ ਮੌਸਮ ਵਿਭਾਗ (ਆਈਐੱਮਡੀ) ਬੰਗਾਲ ਦੀ ਖਾੜੀ ਉੱਤੇ ਘੱਟ ਦਬਾਅ ਵਾਲੇ ਖੇਤਰਾਂ ਦੀ ਨਿਗਰਾਨੀ ਕਰ ਰਿਹਾ ਹੈ। ਤੱਟੀ ਸੂਬਿਆਂ ਨੇ ਆਸਰਾ-ਘਰਾਂ ਅਤੇ ਨਿਕਾਸੀ ਯੋਜਨਾਵਾਂ ਦੀ ਸਮੀਖਿਆ ਕੀਤੀ ਹੈ, ਕੌਮੀ ਆਫ਼ਤ ਪ੍ਰਤੀਕਿਰਿਆ ਬਲ ਦੀਆਂ ਟੀਮਾਂ ਸੰਵੇਦਨਸ਼ੀਲ ਜ਼ਿਲ੍ਹਿਆਂ ਵਿੱਚ ਤਾਇਨਾਤ ਕੀਤੀਆਂ ਗਈਆਂ ਹਨ ਅਤੇ ਮਛੇਰਿਆਂ ਨੂੰ ਸਮੁੰਦਰ ਵਿੱਚ ਨਾ ਜਾਣ ਦੀ ਸਲਾਹ ਦਿੱਤੀ ਗਈ ਹੈ।",
        'ਅਕਤੂਬਰ ਤੋਂ ਦਸੰਬਰ ਉੱਤਰੀ ਹਿੰਦ ਮਹਾਂਸਾਗਰ ਵਿੱਚ ਚੱਕਰਵਾਤਾਂ ਦਾ ਮੁੱਖ ਸੀਜ਼ਨ ਹੈ, ਅਤੇ ਗਰਮ ਪਾਣੀਆਂ ਤੇ ਕੀਪ ਵਰਗੀ ਸ਼ਕਲ ਕਾਰਨ ਬੰਗਾਲ ਦੀ ਖਾੜੀ ਵਿੱਚ ਅਰਬ ਸਾਗਰ ਨਾਲੋਂ ਵੱਧ ਅਤੇ ਤਾਕਤਵਰ ਤੂਫ਼ਾਨ ਆਉਂਦੇ ਹਨ। ਨਵੀਂ ਦਿੱਲੀ ਸਥਿਤ ਆਈਐੱਮਡੀ ਦਾ ਖੇਤਰੀ ਵਿਸ਼ੇਸ਼ ਮੌਸਮ ਵਿਗਿਆਨ ਕੇਂਦਰ ਇਸ ਖੇਤਰ ਦੇ ਚੱਕਰਵਾਤਾਂ ਦੇ ਨਾਂ ਡਬਲਿਊਐੱਮਓ/ਈਐੱਸਸੀਏਪੀ ਪੈਨਲ ਆਨ ਟ੍ਰੌਪੀਕਲ ਸਾਈਕਲੋਨਜ਼ ਵੱਲੋਂ ਤਿਆਰ ਸੂਚੀ ਵਿੱਚੋਂ ਰੱਖਦਾ ਹੈ। ਅਗਾਊਂ ਚਿਤਾਵਨੀ ਅਤੇ ਭਾਈਚਾਰਕ ਤਿਆਰੀ ਨੇ ਓਡੀਸ਼ਾ ਵਰਗੇ ਸੂਬਿਆਂ ਵਿੱਚ ਮੌਤਾਂ ਬਹੁਤ ਘਟਾ ਦਿੱਤੀਆਂ ਹਨ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਆਫ਼ਤ ਪ੍ਰਬੰਧਨ ਪੀਸੀਐੱਸ ਸਿਲੇਬਸ ਦਾ ਹਿੱਸਾ ਹੈ। ਆਫ਼ਤ ਪ੍ਰਬੰਧਨ ਐਕਟ, 2005, ਐੱਨਡੀਐੱਮਏ, ਐੱਨਡੀਆਰਐੱਫ਼ ਅਤੇ ਐੱਸਡੀਆਰਐੱਫ਼ ਦੀ ਭੂਮਿਕਾ, ਚੱਕਰਵਾਤਾਂ ਦੇ ਨਾਮਕਰਨ ਤੇ ਵਰਗੀਕਰਨ ਦਾ ਢੰਗ, ਅਤੇ ਬੰਗਾਲ ਦੀ ਖਾੜੀ ਦੇ ਅਰਬ ਸਾਗਰ ਨਾਲੋਂ ਵੱਧ ਚੱਕਰਵਾਤ-ਪ੍ਰਭਾਵਿਤ ਹੋਣ ਦਾ ਕਾਰਨ ਜਾਣੋ।',
      ],
    },
    topics: ['disaster-management', 'geography'],
    source: 'The Hindu',
  },
  {
    key: 'ca-d19-punjab-industrial-investment',
    daysAgo: 19,
    region: 'punjab',
    category: 'Economy',
    title: {
      en: 'Punjab pitches faster approvals and freight links to attract industry',
      pa: "ਉਦਯੋਗ ਖਿੱਚਣ ਲਈ ਪੰਜਾਬ ਵੱਲੋਂ ਤੇਜ਼ ਮਨਜ਼ੂਰੀਆਂ ਅਤੇ ਮਾਲ-ਢੋਆ ਸੰਪਰਕਾਂ 'ਤੇ ਜ਼ੋਰ",
    },
    summary: {
      en: 'At an industry interaction in Ludhiana, state officials highlighted single-window clearances, the Right to Business Act and the planned manufacturing cluster at Rajpura.',
      pa: 'ਲੁਧਿਆਣਾ ਵਿੱਚ ਉਦਯੋਗਪਤੀਆਂ ਨਾਲ ਗੱਲਬਾਤ ਦੌਰਾਨ ਸੂਬਾਈ ਅਧਿਕਾਰੀਆਂ ਨੇ ਸਿੰਗਲ-ਵਿੰਡੋ ਮਨਜ਼ੂਰੀਆਂ, ਕਾਰੋਬਾਰ ਦੇ ਅਧਿਕਾਰ ਐਕਟ ਅਤੇ ਰਾਜਪੁਰਾ ਵਿੱਚ ਯੋਜਨਾਬੱਧ ਨਿਰਮਾਣ ਕਲੱਸਟਰ ਨੂੰ ਉਭਾਰਿਆ।',
    },
    body: {
      en: [
        "At an interaction with industry associations in Ludhiana, Punjab officials presented the state's offer to investors: time-bound clearances through the Invest Punjab single window, the Punjab Right to Business Act, 2020, which lets small units in approved industrial parks start on a self-declaration, and support for micro, small and medium enterprises. Industry groups raised power tariffs, logistics costs and the need for skilled workers.",
        "Punjab's industrial base is dominated by MSMEs: hosiery, bicycles and auto parts in Ludhiana, sports goods and hand tools in Jalandhar, and steel re-rolling in Mandi Gobindgarh. Being landlocked and far from ports is a disadvantage, which is why the Eastern Dedicated Freight Corridor, starting near Ludhiana, and the integrated manufacturing cluster planned at Rajpura on the Amritsar-Kolkata Industrial Corridor are important.",
        "Exam angle: Punjab GS questions often ask about the state's industrial clusters and the reasons for slow industrial growth. Link this to agricultural dependence, youth migration and the need for agro-processing, and know the Dedicated Freight Corridors and industrial corridors that touch Punjab.",
      ],
      pa: [
        "ਲੁਧਿਆਣਾ ਵਿੱਚ ਉਦਯੋਗਿਕ ਜਥੇਬੰਦੀਆਂ ਨਾਲ ਗੱਲਬਾਤ ਦੌਰਾਨ ਪੰਜਾਬ ਦੇ ਅਧਿਕਾਰੀਆਂ ਨੇ ਨਿਵੇਸ਼ਕਾਂ ਸਾਹਮਣੇ ਸੂਬੇ ਦੀ ਪੇਸ਼ਕਸ਼ ਰੱਖੀ: ਇਨਵੈਸਟ ਪੰਜਾਬ ਸਿੰਗਲ ਵਿੰਡੋ ਰਾਹੀਂ ਸਮਾਂਬੱਧ ਮਨਜ਼ੂਰੀਆਂ, ਪੰਜਾਬ ਕਾਰੋਬਾਰ ਦਾ ਅਧਿਕਾਰ ਐਕਟ, 2020, ਜੋ ਪ੍ਰਵਾਨਿਤ ਉਦਯੋਗਿਕ ਪਾਰਕਾਂ ਵਿੱਚ ਛੋਟੀਆਂ ਇਕਾਈਆਂ ਨੂੰ ਸਵੈ-ਘੋਸ਼ਣਾ 'ਤੇ ਕੰਮ ਸ਼ੁਰੂ ਕਰਨ ਦਿੰਦਾ ਹੈ, ਅਤੇ ਸੂਖਮ, ਛੋਟੇ ਤੇ ਦਰਮਿਆਨੇ ਉੱਦਮਾਂ ਲਈ ਸਹਾਇਤਾ। ਉਦਯੋਗਿਕ ਸਮੂਹਾਂ ਨੇ ਬਿਜਲੀ ਦਰਾਂ, ਢੋਆ-ਢੁਆਈ ਦੀ ਲਾਗਤ ਅਤੇ ਹੁਨਰਮੰਦ ਕਾਮਿਆਂ ਦੀ ਲੋੜ ਦੇ ਮੁੱਦੇ ਚੁੱਕੇ।",
        "ਪੰਜਾਬ ਦੇ ਉਦਯੋਗਿਕ ਢਾਂਚੇ ਵਿੱਚ ਐੱਮਐੱਸਐੱਮਈ ਭਾਰੂ ਹਨ: ਲੁਧਿਆਣਾ ਵਿੱਚ ਹੌਜ਼ਰੀ, ਸਾਈਕਲ ਅਤੇ ਆਟੋ ਪੁਰਜ਼ੇ, ਜਲੰਧਰ ਵਿੱਚ ਖੇਡਾਂ ਦਾ ਸਾਮਾਨ ਤੇ ਹੱਥ ਸੰਦ, ਅਤੇ ਮੰਡੀ ਗੋਬਿੰਦਗੜ੍ਹ ਵਿੱਚ ਸਟੀਲ ਰੀ-ਰੋਲਿੰਗ। ਸਮੁੰਦਰ ਤੋਂ ਦੂਰ ਅਤੇ ਬੰਦਰਗਾਹਾਂ ਤੋਂ ਦੁਰਾਡੇ ਹੋਣਾ ਇੱਕ ਕਮਜ਼ੋਰੀ ਹੈ, ਇਸੇ ਲਈ ਲੁਧਿਆਣਾ ਨੇੜਿਓਂ ਸ਼ੁਰੂ ਹੋਣ ਵਾਲਾ ਪੂਰਬੀ ਸਮਰਪਿਤ ਮਾਲ ਲਾਂਘਾ ਅਤੇ ਅੰਮ੍ਰਿਤਸਰ-ਕੋਲਕਾਤਾ ਉਦਯੋਗਿਕ ਗਲਿਆਰੇ 'ਤੇ ਰਾਜਪੁਰਾ ਵਿੱਚ ਯੋਜਨਾਬੱਧ ਏਕੀਕ੍ਰਿਤ ਨਿਰਮਾਣ ਕਲੱਸਟਰ ਅਹਿਮ ਹਨ।",
        "ਪ੍ਰੀਖਿਆ ਪੱਖ: ਪੰਜਾਬ ਜੀਐੱਸ ਵਿੱਚ ਅਕਸਰ ਸੂਬੇ ਦੇ ਉਦਯੋਗਿਕ ਕਲੱਸਟਰਾਂ ਅਤੇ ਉਦਯੋਗਿਕ ਵਿਕਾਸ ਦੀ ਧੀਮੀ ਰਫ਼ਤਾਰ ਦੇ ਕਾਰਨਾਂ ਬਾਰੇ ਪੁੱਛਿਆ ਜਾਂਦਾ ਹੈ। ਇਸ ਨੂੰ ਖੇਤੀ 'ਤੇ ਨਿਰਭਰਤਾ, ਨੌਜਵਾਨਾਂ ਦੇ ਪਰਵਾਸ ਅਤੇ ਖੇਤੀ-ਪ੍ਰੋਸੈਸਿੰਗ ਦੀ ਲੋੜ ਨਾਲ ਜੋੜੋ, ਅਤੇ ਪੰਜਾਬ ਨੂੰ ਛੂਹਣ ਵਾਲੇ ਸਮਰਪਿਤ ਮਾਲ ਲਾਂਘੇ ਤੇ ਉਦਯੋਗਿਕ ਗਲਿਆਰੇ ਜਾਣੋ।",
      ],
    },
    topics: ['economy', 'punjab-gs'],
    source: 'Indian Express',
  },
  {
    key: 'ca-d19-india-efta-tepa-first-year',
    daysAgo: 19,
    region: 'international',
    category: 'International Relations',
    title: {
      en: 'India-EFTA trade pact completes its first year in force',
      pa: 'ਭਾਰਤ-ਈਐੱਫ਼ਟੀਏ ਵਪਾਰ ਸਮਝੌਤੇ ਦਾ ਲਾਗੂ ਹੋਣ ਦਾ ਪਹਿਲਾ ਸਾਲ ਪੂਰਾ',
    },
    summary: {
      en: 'A year after the Trade and Economic Partnership Agreement with the European Free Trade Association took effect, officials are reviewing tariff use and investment flows under the pact.',
      pa: 'ਯੂਰਪੀਅਨ ਫ੍ਰੀ ਟ੍ਰੇਡ ਐਸੋਸੀਏਸ਼ਨ ਨਾਲ ਵਪਾਰ ਅਤੇ ਆਰਥਿਕ ਭਾਈਵਾਲੀ ਸਮਝੌਤਾ ਲਾਗੂ ਹੋਣ ਤੋਂ ਇੱਕ ਸਾਲ ਬਾਅਦ ਅਧਿਕਾਰੀ ਇਸ ਤਹਿਤ ਟੈਰਿਫ਼ ਰਿਆਇਤਾਂ ਦੀ ਵਰਤੋਂ ਅਤੇ ਨਿਵੇਸ਼ ਦੇ ਪ੍ਰਵਾਹ ਦੀ ਸਮੀਖਿਆ ਕਰ ਰਹੇ ਹਨ।',
    },
    body: {
      en: [
        'The Trade and Economic Partnership Agreement (TEPA) between India and the European Free Trade Association (EFTA), made up of Switzerland, Norway, Iceland and Liechtenstein, has completed a year since it came into force on 1 October 2025. Officials and exporters are reviewing how far tariff concessions are being used and what progress has been made on investment.',
        'Signed in March 2024, TEPA was the first Indian trade agreement to include a commitment by partners to aim for 100 billion US dollars of investment in India over fifteen years, with an associated target for job creation. India has since signed a Comprehensive Economic and Trade Agreement with the United Kingdom in 2025 and continues negotiations with the European Union and other partners.',
        "Exam angle: Know the four EFTA members, how EFTA differs from the European Union, and the difference between an FTA, a CEPA and a TEPA. For mains, discuss how such agreements can benefit Punjab's exporters of textiles, engineering goods and processed food.",
      ],
      pa: [
        "ਭਾਰਤ ਅਤੇ ਸਵਿਟਜ਼ਰਲੈਂਡ, ਨਾਰਵੇ, ਆਈਸਲੈਂਡ ਤੇ ਲਿਖਟਨਸਟਾਈਨ 'ਤੇ ਆਧਾਰਿਤ ਯੂਰਪੀਅਨ ਫ੍ਰੀ ਟ੍ਰੇਡ ਐਸੋਸੀਏਸ਼ਨ (ਈਐੱਫ਼ਟੀਏ) ਵਿਚਕਾਰ ਵਪਾਰ ਅਤੇ ਆਰਥਿਕ ਭਾਈਵਾਲੀ ਸਮਝੌਤੇ (ਟੀਈਪੀਏ) ਨੂੰ 1 ਅਕਤੂਬਰ 2025 ਨੂੰ ਲਾਗੂ ਹੋਣ ਤੋਂ ਬਾਅਦ ਇੱਕ ਸਾਲ ਪੂਰਾ ਹੋ ਗਿਆ ਹੈ। ਅਧਿਕਾਰੀ ਅਤੇ ਬਰਾਮਦਕਾਰ ਇਸ ਗੱਲ ਦੀ ਸਮੀਖਿਆ ਕਰ ਰਹੇ ਹਨ ਕਿ ਟੈਰਿਫ਼ ਰਿਆਇਤਾਂ ਕਿੰਨੀਆਂ ਵਰਤੀਆਂ ਜਾ ਰਹੀਆਂ ਹਨ ਅਤੇ ਨਿਵੇਸ਼ ਵਿੱਚ ਕਿੰਨੀ ਤਰੱਕੀ ਹੋਈ ਹੈ।",
        "ਮਾਰਚ 2024 ਵਿੱਚ ਦਸਤਖ਼ਤ ਕੀਤਾ ਗਿਆ ਟੀਈਪੀਏ ਭਾਰਤ ਦਾ ਪਹਿਲਾ ਵਪਾਰ ਸਮਝੌਤਾ ਸੀ, ਜਿਸ ਵਿੱਚ ਭਾਈਵਾਲ ਦੇਸ਼ਾਂ ਨੇ ਪੰਦਰਾਂ ਸਾਲਾਂ ਵਿੱਚ ਭਾਰਤ ਵਿੱਚ 100 ਅਰਬ ਅਮਰੀਕੀ ਡਾਲਰ ਦੇ ਨਿਵੇਸ਼ ਦੇ ਟੀਚੇ ਦੀ ਵਚਨਬੱਧਤਾ ਪ੍ਰਗਟਾਈ, ਨਾਲ ਹੀ ਰੁਜ਼ਗਾਰ ਸਿਰਜਣ ਦਾ ਟੀਚਾ ਵੀ ਜੋੜਿਆ ਗਿਆ। ਇਸ ਤੋਂ ਬਾਅਦ ਭਾਰਤ ਨੇ 2025 ਵਿੱਚ ਯੂਨਾਈਟਿਡ ਕਿੰਗਡਮ ਨਾਲ ਵਿਆਪਕ ਆਰਥਿਕ ਅਤੇ ਵਪਾਰ ਸਮਝੌਤੇ 'ਤੇ ਦਸਤਖ਼ਤ ਕੀਤੇ ਹਨ ਅਤੇ ਯੂਰਪੀਅਨ ਯੂਨੀਅਨ ਤੇ ਹੋਰ ਭਾਈਵਾਲਾਂ ਨਾਲ ਗੱਲਬਾਤ ਜਾਰੀ ਹੈ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਈਐੱਫ਼ਟੀਏ ਦੇ ਚਾਰ ਮੈਂਬਰ, ਈਐੱਫ਼ਟੀਏ ਅਤੇ ਯੂਰਪੀਅਨ ਯੂਨੀਅਨ ਦਾ ਫ਼ਰਕ, ਅਤੇ ਐੱਫ਼ਟੀਏ, ਸੀਈਪੀਏ ਤੇ ਟੀਈਪੀਏ ਵਿਚਲਾ ਅੰਤਰ ਜਾਣੋ। ਮੇਨਜ਼ ਲਈ ਚਰਚਾ ਕਰੋ ਕਿ ਅਜਿਹੇ ਸਮਝੌਤੇ ਪੰਜਾਬ ਦੇ ਕੱਪੜਾ, ਇੰਜੀਨੀਅਰਿੰਗ ਸਾਮਾਨ ਅਤੇ ਪ੍ਰੋਸੈਸਡ ਭੋਜਨ ਦੇ ਬਰਾਮਦਕਾਰਾਂ ਨੂੰ ਕਿਵੇਂ ਲਾਭ ਪਹੁੰਚਾ ਸਕਦੇ ਹਨ।',
      ],
    },
    topics: ['international-relations', 'economy'],
    source: 'The Hindu',
  },
  {
    key: 'ca-d18-khedan-watan-punjab-diyan',
    daysAgo: 18,
    region: 'punjab',
    category: 'Sports',
    title: {
      en: 'Khedan Watan Punjab Diyan state-level events draw young athletes',
      pa: "'ਖੇਡਾਂ ਵਤਨ ਪੰਜਾਬ ਦੀਆਂ' ਦੇ ਸੂਬਾ ਪੱਧਰੀ ਮੁਕਾਬਲਿਆਂ ਵਿੱਚ ਨੌਜਵਾਨ ਖਿਡਾਰੀਆਂ ਦੀ ਭਰਵੀਂ ਸ਼ਮੂਲੀਅਤ",
    },
    summary: {
      en: 'State-level competitions of the annual Khedan Watan Punjab Diyan games are under way in several cities, with winners eligible for cash awards and scouting for state teams.',
      pa: "ਸਾਲਾਨਾ 'ਖੇਡਾਂ ਵਤਨ ਪੰਜਾਬ ਦੀਆਂ' ਦੇ ਸੂਬਾ ਪੱਧਰੀ ਮੁਕਾਬਲੇ ਕਈ ਸ਼ਹਿਰਾਂ ਵਿੱਚ ਚੱਲ ਰਹੇ ਹਨ, ਜਿਨ੍ਹਾਂ ਦੇ ਜੇਤੂ ਨਕਦ ਇਨਾਮਾਂ ਅਤੇ ਸੂਬਾਈ ਟੀਮਾਂ ਲਈ ਚੋਣ ਦੇ ਹੱਕਦਾਰ ਹੋਣਗੇ।",
    },
    body: {
      en: [
        "State-level competitions of Khedan Watan Punjab Diyan, the annual sports festival organised by the Punjab Sports Department since 2022, are being held in several cities. After block and district rounds, athletes in age groups ranging from under-14 to veterans' categories are competing in disciplines such as athletics, kabaddi, hockey, wrestling, football and volleyball.",
        'The games aim to widen participation in sport, identify talent for state and national teams, and offer young people an alternative to drugs. Punjab has a rich sporting history: Sansarpur village near Jalandhar has produced many Olympic hockey players, and the state has a strong tradition in wrestling, athletics and circle-style kabaddi. The Punjab Sports Policy of 2023 links medals at national and international events to cash awards and jobs.',
        "Exam angle: Punjab GK questions often cover the state's sports heritage, awards, venues such as the Burlton Park stadium in Jalandhar, and schemes like Khedan Watan Punjab Diyan. For mains, sport can be used as an example of positive youth engagement in answers on drug abuse.",
      ],
      pa: [
        "ਪੰਜਾਬ ਖੇਡ ਵਿਭਾਗ ਵੱਲੋਂ 2022 ਤੋਂ ਕਰਵਾਏ ਜਾ ਰਹੇ ਸਾਲਾਨਾ ਖੇਡ ਮੇਲੇ 'ਖੇਡਾਂ ਵਤਨ ਪੰਜਾਬ ਦੀਆਂ' ਦੇ ਸੂਬਾ ਪੱਧਰੀ ਮੁਕਾਬਲੇ ਕਈ ਸ਼ਹਿਰਾਂ ਵਿੱਚ ਕਰਵਾਏ ਜਾ ਰਹੇ ਹਨ। ਬਲਾਕ ਅਤੇ ਜ਼ਿਲ੍ਹਾ ਪੱਧਰ ਦੇ ਗੇੜਾਂ ਤੋਂ ਬਾਅਦ ਅੰਡਰ-14 ਤੋਂ ਲੈ ਕੇ ਬਜ਼ੁਰਗ ਖਿਡਾਰੀਆਂ ਤੱਕ ਦੇ ਉਮਰ ਵਰਗਾਂ ਦੇ ਖਿਡਾਰੀ ਅਥਲੈਟਿਕਸ, ਕਬੱਡੀ, ਹਾਕੀ, ਕੁਸ਼ਤੀ, ਫੁੱਟਬਾਲ ਅਤੇ ਵਾਲੀਬਾਲ ਵਰਗੀਆਂ ਖੇਡਾਂ ਵਿੱਚ ਹਿੱਸਾ ਲੈ ਰਹੇ ਹਨ।",
        'ਇਨ੍ਹਾਂ ਖੇਡਾਂ ਦਾ ਮਕਸਦ ਖੇਡਾਂ ਵਿੱਚ ਸ਼ਮੂਲੀਅਤ ਵਧਾਉਣਾ, ਸੂਬਾਈ ਅਤੇ ਕੌਮੀ ਟੀਮਾਂ ਲਈ ਪ੍ਰਤਿਭਾ ਲੱਭਣਾ ਅਤੇ ਨੌਜਵਾਨਾਂ ਨੂੰ ਨਸ਼ਿਆਂ ਦਾ ਬਦਲ ਦੇਣਾ ਹੈ। ਪੰਜਾਬ ਦਾ ਖੇਡ ਇਤਿਹਾਸ ਅਮੀਰ ਹੈ: ਜਲੰਧਰ ਨੇੜਲੇ ਪਿੰਡ ਸੰਸਾਰਪੁਰ ਨੇ ਕਈ ਓਲੰਪਿਕ ਹਾਕੀ ਖਿਡਾਰੀ ਦਿੱਤੇ ਹਨ, ਅਤੇ ਸੂਬੇ ਦੀ ਕੁਸ਼ਤੀ, ਅਥਲੈਟਿਕਸ ਅਤੇ ਸਰਕਲ ਸਟਾਈਲ ਕਬੱਡੀ ਵਿੱਚ ਮਜ਼ਬੂਤ ਰਵਾਇਤ ਹੈ। 2023 ਦੀ ਪੰਜਾਬ ਖੇਡ ਨੀਤੀ ਕੌਮੀ ਅਤੇ ਕੌਮਾਂਤਰੀ ਮੁਕਾਬਲਿਆਂ ਦੇ ਤਗ਼ਮਿਆਂ ਨੂੰ ਨਕਦ ਇਨਾਮਾਂ ਅਤੇ ਨੌਕਰੀਆਂ ਨਾਲ ਜੋੜਦੀ ਹੈ।',
        "ਪ੍ਰੀਖਿਆ ਪੱਖ: ਪੰਜਾਬ ਜੀਕੇ ਵਿੱਚ ਅਕਸਰ ਸੂਬੇ ਦੀ ਖੇਡ ਵਿਰਾਸਤ, ਪੁਰਸਕਾਰਾਂ, ਜਲੰਧਰ ਦੇ ਬਰਲਟਨ ਪਾਰਕ ਸਟੇਡੀਅਮ ਵਰਗੇ ਸਥਾਨਾਂ ਅਤੇ 'ਖੇਡਾਂ ਵਤਨ ਪੰਜਾਬ ਦੀਆਂ' ਵਰਗੀਆਂ ਯੋਜਨਾਵਾਂ ਬਾਰੇ ਸਵਾਲ ਆਉਂਦੇ ਹਨ। ਮੇਨਜ਼ ਵਿੱਚ ਨਸ਼ਿਆਂ ਬਾਰੇ ਉੱਤਰਾਂ ਵਿੱਚ ਖੇਡਾਂ ਨੂੰ ਨੌਜਵਾਨਾਂ ਦੀ ਸਕਾਰਾਤਮਕ ਸ਼ਮੂਲੀਅਤ ਦੀ ਉਦਾਹਰਨ ਵਜੋਂ ਵਰਤਿਆ ਜਾ ਸਕਦਾ ਹੈ।",
      ],
    },
    topics: ['punjab-gk', 'society'],
    source: 'The Tribune',
  },
  {
    key: 'ca-d18-commonwealth-games-2030',
    daysAgo: 18,
    region: 'national',
    category: 'Sports',
    title: {
      en: 'Preparations gather pace for the 2030 Commonwealth Games in Ahmedabad',
      pa: 'ਅਹਿਮਦਾਬਾਦ ਵਿੱਚ 2030 ਦੀਆਂ ਰਾਸ਼ਟਰਮੰਡਲ ਖੇਡਾਂ ਦੀਆਂ ਤਿਆਰੀਆਂ ਨੇ ਰਫ਼ਤਾਰ ਫੜੀ',
    },
    summary: {
      en: 'Planning for venues, transport and athlete accommodation is moving ahead for the centenary edition of the Commonwealth Games, which India will host in Ahmedabad in 2030.',
      pa: 'ਰਾਸ਼ਟਰਮੰਡਲ ਖੇਡਾਂ ਦੇ ਸ਼ਤਾਬਦੀ ਸੰਸਕਰਣ, ਜਿਸ ਦੀ ਮੇਜ਼ਬਾਨੀ ਭਾਰਤ 2030 ਵਿੱਚ ਅਹਿਮਦਾਬਾਦ ਵਿੱਚ ਕਰੇਗਾ, ਲਈ ਸਟੇਡੀਅਮਾਂ, ਆਵਾਜਾਈ ਅਤੇ ਖਿਡਾਰੀਆਂ ਦੀ ਰਿਹਾਇਸ਼ ਦੀ ਯੋਜਨਾ ਅੱਗੇ ਵਧ ਰਹੀ ਹੈ।',
    },
    body: {
      en: [
        "Work on planning venues, transport and athlete accommodation is moving ahead for the 2030 Commonwealth Games, which Ahmedabad was chosen to host in November 2025. The 2030 edition will mark a hundred years since the first British Empire Games were held in Hamilton, Canada, in 1930, and will be India's second Commonwealth Games after Delhi in 2010.",
        'The Games are part of a wider plan to build sporting infrastructure and experience in hosting, as India has also expressed interest in bidding for the 2036 Olympic Games. Schemes such as Khelo India, for grassroots development, and the Target Olympic Podium Scheme (TOPS), for elite athletes, support this goal.',
        'Exam angle: Prelims can ask about host cities of multi-sport events, the Commonwealth Games Federation, and sports schemes such as Khelo India and TOPS. In essays and mains, the Games can illustrate the economic and social benefits and risks of hosting mega sporting events.',
      ],
      pa: [
        '2030 ਦੀਆਂ ਰਾਸ਼ਟਰਮੰਡਲ ਖੇਡਾਂ ਲਈ ਸਟੇਡੀਅਮਾਂ, ਆਵਾਜਾਈ ਅਤੇ ਖਿਡਾਰੀਆਂ ਦੀ ਰਿਹਾਇਸ਼ ਦੀ ਯੋਜਨਾ ਦਾ ਕੰਮ ਅੱਗੇ ਵਧ ਰਿਹਾ ਹੈ, ਜਿਨ੍ਹਾਂ ਦੀ ਮੇਜ਼ਬਾਨੀ ਲਈ ਨਵੰਬਰ 2025 ਵਿੱਚ ਅਹਿਮਦਾਬਾਦ ਨੂੰ ਚੁਣਿਆ ਗਿਆ ਸੀ। 2030 ਦਾ ਸੰਸਕਰਣ 1930 ਵਿੱਚ ਕੈਨੇਡਾ ਦੇ ਹੈਮਿਲਟਨ ਵਿੱਚ ਹੋਈਆਂ ਪਹਿਲੀਆਂ ਬ੍ਰਿਟਿਸ਼ ਐਂਪਾਇਰ ਖੇਡਾਂ ਦੇ ਸੌ ਸਾਲ ਪੂਰੇ ਹੋਣ ਦਾ ਪ੍ਰਤੀਕ ਹੋਵੇਗਾ, ਅਤੇ 2010 ਵਿੱਚ ਦਿੱਲੀ ਤੋਂ ਬਾਅਦ ਇਹ ਭਾਰਤ ਦੀਆਂ ਦੂਜੀਆਂ ਰਾਸ਼ਟਰਮੰਡਲ ਖੇਡਾਂ ਹੋਣਗੀਆਂ।',
        'ਇਹ ਖੇਡਾਂ ਖੇਡ ਢਾਂਚਾ ਉਸਾਰਨ ਅਤੇ ਮੇਜ਼ਬਾਨੀ ਦਾ ਤਜਰਬਾ ਹਾਸਲ ਕਰਨ ਦੀ ਵਿਆਪਕ ਯੋਜਨਾ ਦਾ ਹਿੱਸਾ ਹਨ, ਕਿਉਂਕਿ ਭਾਰਤ ਨੇ 2036 ਦੀਆਂ ਓਲੰਪਿਕ ਖੇਡਾਂ ਲਈ ਦਾਅਵੇਦਾਰੀ ਵਿੱਚ ਵੀ ਦਿਲਚਸਪੀ ਦਿਖਾਈ ਹੈ। ਜ਼ਮੀਨੀ ਪੱਧਰ ਦੇ ਵਿਕਾਸ ਲਈ ਖੇਲੋ ਇੰਡੀਆ ਅਤੇ ਉੱਚ ਪੱਧਰੀ ਖਿਡਾਰੀਆਂ ਲਈ ਟਾਰਗੈੱਟ ਓਲੰਪਿਕ ਪੋਡੀਅਮ ਸਕੀਮ (ਟੌਪਸ) ਵਰਗੀਆਂ ਯੋਜਨਾਵਾਂ ਇਸ ਟੀਚੇ ਵਿੱਚ ਸਹਾਇਕ ਹਨ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਪ੍ਰੀਲਿਮਜ਼ ਵਿੱਚ ਬਹੁ-ਖੇਡ ਮੁਕਾਬਲਿਆਂ ਦੇ ਮੇਜ਼ਬਾਨ ਸ਼ਹਿਰਾਂ, ਰਾਸ਼ਟਰਮੰਡਲ ਖੇਡ ਫੈਡਰੇਸ਼ਨ ਅਤੇ ਖੇਲੋ ਇੰਡੀਆ ਤੇ ਟੌਪਸ ਵਰਗੀਆਂ ਖੇਡ ਯੋਜਨਾਵਾਂ ਬਾਰੇ ਪੁੱਛਿਆ ਜਾ ਸਕਦਾ ਹੈ। ਲੇਖ ਅਤੇ ਮੇਨਜ਼ ਵਿੱਚ ਇਹ ਖੇਡਾਂ ਵੱਡੇ ਖੇਡ ਮੁਕਾਬਲਿਆਂ ਦੀ ਮੇਜ਼ਬਾਨੀ ਦੇ ਆਰਥਿਕ ਤੇ ਸਮਾਜਿਕ ਲਾਭਾਂ ਅਤੇ ਜੋਖਮਾਂ ਦੀ ਉਦਾਹਰਨ ਬਣ ਸਕਦੀਆਂ ਹਨ।',
      ],
    },
    topics: ['society', 'governance'],
    source: 'Indian Express',
  },
  {
    key: 'ca-d17-crop-diversification-push',
    daysAgo: 17,
    region: 'punjab',
    category: 'Agriculture',
    title: {
      en: 'Crop diversification push: maize, pulses and horticulture in focus',
      pa: "ਫ਼ਸਲੀ ਵਿਭਿੰਨਤਾ 'ਤੇ ਜ਼ੋਰ: ਮੱਕੀ, ਦਾਲਾਂ ਅਤੇ ਬਾਗ਼ਬਾਨੀ ਕੇਂਦਰ ਵਿੱਚ",
    },
    summary: {
      en: "The Agriculture Department is reviewing this year's diversification efforts and planning next season's push to move area out of paddy into less water-intensive crops.",
      pa: 'ਖੇਤੀਬਾੜੀ ਵਿਭਾਗ ਇਸ ਸਾਲ ਦੀਆਂ ਵਿਭਿੰਨਤਾ ਕੋਸ਼ਿਸ਼ਾਂ ਦੀ ਸਮੀਖਿਆ ਕਰ ਰਿਹਾ ਹੈ ਅਤੇ ਅਗਲੇ ਸੀਜ਼ਨ ਵਿੱਚ ਝੋਨੇ ਹੇਠੋਂ ਰਕਬਾ ਘੱਟ ਪਾਣੀ ਵਾਲੀਆਂ ਫ਼ਸਲਾਂ ਵੱਲ ਲਿਜਾਣ ਦੀ ਯੋਜਨਾ ਬਣਾ ਰਿਹਾ ਹੈ।',
    },
    body: {
      en: [
        'With the kharif season over, the Punjab Agriculture Department is reviewing its efforts to shift area from paddy to kharif maize, cotton, pulses and basmati, and is preparing for the next season. Incentives per hectare for farmers who move out of paddy in selected districts, better seed and assured buying arrangements are among the tools under discussion.',
        'Expert committees since the 1980s have urged Punjab to diversify away from the paddy-wheat rotation because of falling water tables, soil health problems and stubble burning. Farmers, however, stay with paddy because MSP procurement makes it low-risk. Horticulture, such as kinnow in the Abohar-Fazilka belt, and agro-processing are seen as ways to raise incomes while saving water.',
        'Exam angle: Crop diversification is a favourite Punjab mains question. Structure answers around causes of the paddy-wheat lock-in, the role of MSP and free power, and solutions such as price-deficiency payments, market linkages, farmer producer organisations and value chains.',
      ],
      pa: [
        'ਸਾਉਣੀ ਦਾ ਸੀਜ਼ਨ ਖ਼ਤਮ ਹੋਣ ਨਾਲ ਪੰਜਾਬ ਦਾ ਖੇਤੀਬਾੜੀ ਵਿਭਾਗ ਝੋਨੇ ਹੇਠੋਂ ਰਕਬਾ ਸਾਉਣੀ ਦੀ ਮੱਕੀ, ਨਰਮੇ, ਦਾਲਾਂ ਅਤੇ ਬਾਸਮਤੀ ਵੱਲ ਲਿਜਾਣ ਦੀਆਂ ਕੋਸ਼ਿਸ਼ਾਂ ਦੀ ਸਮੀਖਿਆ ਕਰ ਰਿਹਾ ਹੈ ਅਤੇ ਅਗਲੇ ਸੀਜ਼ਨ ਦੀ ਤਿਆਰੀ ਕਰ ਰਿਹਾ ਹੈ। ਚੋਣਵੇਂ ਜ਼ਿਲ੍ਹਿਆਂ ਵਿੱਚ ਝੋਨਾ ਛੱਡਣ ਵਾਲੇ ਕਿਸਾਨਾਂ ਲਈ ਪ੍ਰਤੀ ਹੈਕਟੇਅਰ ਪ੍ਰੋਤਸਾਹਨ, ਵਧੀਆ ਬੀਜ ਅਤੇ ਯਕੀਨੀ ਖਰੀਦ ਪ੍ਰਬੰਧ ਵਿਚਾਰ ਅਧੀਨ ਸਾਧਨਾਂ ਵਿੱਚ ਸ਼ਾਮਲ ਹਨ।',
        "1980ਵਿਆਂ ਤੋਂ ਮਾਹਿਰ ਕਮੇਟੀਆਂ ਡਿੱਗਦੇ ਪਾਣੀ ਦੇ ਪੱਧਰ, ਮਿੱਟੀ ਦੀ ਸਿਹਤ ਦੀਆਂ ਸਮੱਸਿਆਵਾਂ ਅਤੇ ਪਰਾਲੀ ਸਾੜਨ ਕਾਰਨ ਪੰਜਾਬ ਨੂੰ ਝੋਨਾ-ਕਣਕ ਫ਼ਸਲੀ ਚੱਕਰ ਤੋਂ ਬਾਹਰ ਨਿਕਲਣ ਦੀ ਸਲਾਹ ਦਿੰਦੀਆਂ ਆ ਰਹੀਆਂ ਹਨ। ਪਰ ਕਿਸਾਨ ਝੋਨੇ ਨਾਲ ਹੀ ਜੁੜੇ ਰਹਿੰਦੇ ਹਨ ਕਿਉਂਕਿ ਐੱਮਐੱਸਪੀ 'ਤੇ ਖਰੀਦ ਇਸ ਨੂੰ ਘੱਟ ਜੋਖਮ ਵਾਲੀ ਫ਼ਸਲ ਬਣਾਉਂਦੀ ਹੈ। ਅਬੋਹਰ-ਫ਼ਾਜ਼ਿਲਕਾ ਪੱਟੀ ਦੇ ਕਿੰਨੂ ਵਰਗੀ ਬਾਗ਼ਬਾਨੀ ਅਤੇ ਖੇਤੀ-ਪ੍ਰੋਸੈਸਿੰਗ ਨੂੰ ਪਾਣੀ ਬਚਾਉਂਦਿਆਂ ਆਮਦਨ ਵਧਾਉਣ ਦੇ ਰਾਹ ਵਜੋਂ ਦੇਖਿਆ ਜਾਂਦਾ ਹੈ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਫ਼ਸਲੀ ਵਿਭਿੰਨਤਾ ਪੰਜਾਬ ਮੇਨਜ਼ ਦਾ ਮਨਪਸੰਦ ਸਵਾਲ ਹੈ। ਉੱਤਰ ਨੂੰ ਝੋਨਾ-ਕਣਕ ਚੱਕਰ ਵਿੱਚ ਫਸੇ ਰਹਿਣ ਦੇ ਕਾਰਨਾਂ, ਐੱਮਐੱਸਪੀ ਤੇ ਮੁਫ਼ਤ ਬਿਜਲੀ ਦੀ ਭੂਮਿਕਾ, ਅਤੇ ਭਾਅ-ਅੰਤਰ ਭੁਗਤਾਨ, ਮੰਡੀ ਸੰਪਰਕ, ਕਿਸਾਨ ਉਤਪਾਦਕ ਸੰਗਠਨਾਂ ਤੇ ਮੁੱਲ ਲੜੀਆਂ ਵਰਗੇ ਹੱਲਾਂ ਦੇ ਆਲੇ-ਦੁਆਲੇ ਤਿਆਰ ਕਰੋ।',
      ],
    },
    topics: ['economy', 'geography', 'punjab-gs'],
    source: 'The Tribune',
  },
  {
    key: 'ca-d17-digital-arrest-cyber-fraud',
    daysAgo: 17,
    region: 'national',
    category: 'Governance',
    title: {
      en: "Advisories warn citizens against 'digital arrest' and investment scams",
      pa: "ਸਲਾਹਾਂ ਰਾਹੀਂ ਨਾਗਰਿਕਾਂ ਨੂੰ 'ਡਿਜੀਟਲ ਅਰੈਸਟ' ਅਤੇ ਨਿਵੇਸ਼ ਘੁਟਾਲਿਆਂ ਤੋਂ ਸਾਵਧਾਨ ਕੀਤਾ ਗਿਆ",
    },
    summary: {
      en: 'Central and state agencies have renewed public warnings about fraudsters who pose as police or investigators on video calls, and urged victims to report quickly on the 1930 helpline.',
      pa: "ਕੇਂਦਰੀ ਅਤੇ ਸੂਬਾਈ ਏਜੰਸੀਆਂ ਨੇ ਵੀਡੀਓ ਕਾਲਾਂ 'ਤੇ ਪੁਲੀਸ ਜਾਂ ਜਾਂਚ ਅਧਿਕਾਰੀ ਬਣ ਕੇ ਠੱਗੀ ਮਾਰਨ ਵਾਲਿਆਂ ਬਾਰੇ ਲੋਕਾਂ ਨੂੰ ਮੁੜ ਚਿਤਾਵਨੀ ਦਿੱਤੀ ਹੈ ਅਤੇ ਪੀੜਤਾਂ ਨੂੰ 1930 ਹੈਲਪਲਾਈਨ 'ਤੇ ਤੁਰੰਤ ਸ਼ਿਕਾਇਤ ਕਰਨ ਦੀ ਅਪੀਲ ਕੀਤੀ ਹੈ।",
    },
    body: {
      en: [
        "Central and state agencies have issued fresh advisories on 'digital arrest' scams, in which fraudsters pose as police, customs or central investigators on video calls, accuse the victim of a crime and demand money to settle the matter. Officials stress that no law enforcement agency in India arrests or questions anyone over a video call, and that such calls should be disconnected and reported.",
        "The Indian Cyber Crime Coordination Centre (I4C) under the Union Ministry of Home Affairs runs the National Cyber Crime Reporting Portal and the 1930 helpline, which help freeze stolen money if reported quickly. The Department of Telecommunications' Sanchar Saathi portal lets citizens report suspected fraud calls and block lost phones. Punjab Police has cyber crime cells in every district.",
        'Exam angle: Cyber security falls under internal security in the PCS syllabus. Know the role of I4C and CERT-In, the Information Technology Act, 2000, the Digital Personal Data Protection Act, 2023, and the mix of awareness, technology and coordination needed to fight cyber fraud.',
      ],
      pa: [
        "ਕੇਂਦਰੀ ਅਤੇ ਸੂਬਾਈ ਏਜੰਸੀਆਂ ਨੇ 'ਡਿਜੀਟਲ ਅਰੈਸਟ' ਘੁਟਾਲਿਆਂ ਬਾਰੇ ਨਵੀਆਂ ਸਲਾਹਾਂ ਜਾਰੀ ਕੀਤੀਆਂ ਹਨ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਠੱਗ ਵੀਡੀਓ ਕਾਲਾਂ 'ਤੇ ਪੁਲੀਸ, ਕਸਟਮ ਜਾਂ ਕੇਂਦਰੀ ਜਾਂਚ ਅਧਿਕਾਰੀ ਬਣ ਕੇ ਪੀੜਤ 'ਤੇ ਕਿਸੇ ਅਪਰਾਧ ਦਾ ਦੋਸ਼ ਲਾਉਂਦੇ ਹਨ ਅਤੇ ਮਾਮਲਾ ਨਿਪਟਾਉਣ ਲਈ ਪੈਸੇ ਮੰਗਦੇ ਹਨ। ਅਧਿਕਾਰੀਆਂ ਨੇ ਜ਼ੋਰ ਦਿੱਤਾ ਹੈ ਕਿ ਭਾਰਤ ਦੀ ਕੋਈ ਵੀ ਕਾਨੂੰਨ ਲਾਗੂ ਕਰਨ ਵਾਲੀ ਏਜੰਸੀ ਵੀਡੀਓ ਕਾਲ ਰਾਹੀਂ ਕਿਸੇ ਨੂੰ ਗ੍ਰਿਫ਼ਤਾਰ ਨਹੀਂ ਕਰਦੀ ਜਾਂ ਪੁੱਛਗਿੱਛ ਨਹੀਂ ਕਰਦੀ, ਅਤੇ ਅਜਿਹੀਆਂ ਕਾਲਾਂ ਕੱਟ ਕੇ ਉਨ੍ਹਾਂ ਦੀ ਸ਼ਿਕਾਇਤ ਕਰਨੀ ਚਾਹੀਦੀ ਹੈ।",
        "ਕੇਂਦਰੀ ਗ੍ਰਹਿ ਮੰਤਰਾਲੇ ਅਧੀਨ ਭਾਰਤੀ ਸਾਈਬਰ ਅਪਰਾਧ ਤਾਲਮੇਲ ਕੇਂਦਰ (ਆਈ4ਸੀ) ਕੌਮੀ ਸਾਈਬਰ ਅਪਰਾਧ ਰਿਪੋਰਟਿੰਗ ਪੋਰਟਲ ਅਤੇ 1930 ਹੈਲਪਲਾਈਨ ਚਲਾਉਂਦਾ ਹੈ, ਜਿਨ੍ਹਾਂ ਰਾਹੀਂ ਜਲਦੀ ਸ਼ਿਕਾਇਤ ਕਰਨ 'ਤੇ ਠੱਗੀ ਗਈ ਰਕਮ ਰੋਕੀ ਜਾ ਸਕਦੀ ਹੈ। ਦੂਰਸੰਚਾਰ ਵਿਭਾਗ ਦਾ ਸੰਚਾਰ ਸਾਥੀ ਪੋਰਟਲ ਨਾਗਰਿਕਾਂ ਨੂੰ ਸ਼ੱਕੀ ਠੱਗੀ ਵਾਲੀਆਂ ਕਾਲਾਂ ਦੀ ਸ਼ਿਕਾਇਤ ਕਰਨ ਅਤੇ ਗੁਆਚੇ ਫ਼ੋਨ ਬਲਾਕ ਕਰਨ ਦੀ ਸਹੂਲਤ ਦਿੰਦਾ ਹੈ। ਪੰਜਾਬ ਪੁਲੀਸ ਦੇ ਹਰ ਜ਼ਿਲ੍ਹੇ ਵਿੱਚ ਸਾਈਬਰ ਅਪਰਾਧ ਸੈੱਲ ਹਨ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਪੀਸੀਐੱਸ ਸਿਲੇਬਸ ਵਿੱਚ ਸਾਈਬਰ ਸੁਰੱਖਿਆ ਅੰਦਰੂਨੀ ਸੁਰੱਖਿਆ ਅਧੀਨ ਆਉਂਦੀ ਹੈ। ਆਈ4ਸੀ ਅਤੇ ਸੀਈਆਰਟੀ-ਇਨ ਦੀ ਭੂਮਿਕਾ, ਸੂਚਨਾ ਤਕਨਾਲੋਜੀ ਐਕਟ, 2000, ਡਿਜੀਟਲ ਨਿੱਜੀ ਡੇਟਾ ਸੁਰੱਖਿਆ ਐਕਟ, 2023, ਅਤੇ ਸਾਈਬਰ ਠੱਗੀ ਨਾਲ ਨਜਿੱਠਣ ਲਈ ਜਾਗਰੂਕਤਾ, ਤਕਨਾਲੋਜੀ ਤੇ ਤਾਲਮੇਲ ਦਾ ਸੁਮੇਲ ਜਾਣੋ।',
      ],
    },
    topics: ['internal-security', 'social-issues'],
    source: 'PIB',
  },
  {
    key: 'ca-d16-government-schools-reform',
    daysAgo: 16,
    region: 'punjab',
    category: 'Society',
    title: {
      en: "Parent-teacher meetings and school upgrades mark Punjab's education drive",
      pa: 'ਮਾਪੇ-ਅਧਿਆਪਕ ਮਿਲਣੀਆਂ ਅਤੇ ਸਕੂਲਾਂ ਦਾ ਨਵੀਨੀਕਰਨ ਪੰਜਾਬ ਦੀ ਸਿੱਖਿਆ ਮੁਹਿੰਮ ਦੀ ਪਛਾਣ',
    },
    summary: {
      en: 'Government schools across the state held a mega parent-teacher meeting, as the Education Department reviewed progress on Schools of Eminence, infrastructure upgrades and teacher training.',
      pa: 'ਸੂਬੇ ਭਰ ਦੇ ਸਰਕਾਰੀ ਸਕੂਲਾਂ ਵਿੱਚ ਮੈਗਾ ਮਾਪੇ-ਅਧਿਆਪਕ ਮਿਲਣੀ ਹੋਈ, ਜਦਕਿ ਸਿੱਖਿਆ ਵਿਭਾਗ ਨੇ ਸਕੂਲ ਆਫ਼ ਐਮੀਨੈਂਸ, ਬੁਨਿਆਦੀ ਢਾਂਚੇ ਦੇ ਸੁਧਾਰ ਅਤੇ ਅਧਿਆਪਕ ਸਿਖਲਾਈ ਦੀ ਪ੍ਰਗਤੀ ਦੀ ਸਮੀਖਿਆ ਕੀਤੀ।',
    },
    body: {
      en: [
        "Government schools across Punjab held a mega parent-teacher meeting at which parents discussed their children's progress, attendance and mid-term results with teachers. The Education Department also reviewed work on Schools of Eminence, which offer upgraded facilities and coaching support for competitive examinations, and on classrooms, boundary walls, toilets and campus security in other schools.",
        'The state has sent groups of principals and teachers for training at leading institutions in India and abroad, and is expanding career counselling for senior students. Education is in the Concurrent List since the 42nd Amendment of 1976, and Article 21A, added by the 86th Amendment in 2002, makes free and compulsory education a fundamental right for children aged six to fourteen, implemented through the Right to Education Act, 2009.',
        "Exam angle: Questions can cover Article 21A, the RTE Act, the National Education Policy 2020 and schemes such as PM SHRI and Samagra Shiksha. For Punjab GS, compare the state's flagship school reforms with other states' models and discuss learning outcomes beyond infrastructure.",
      ],
      pa: [
        'ਪੰਜਾਬ ਭਰ ਦੇ ਸਰਕਾਰੀ ਸਕੂਲਾਂ ਵਿੱਚ ਮੈਗਾ ਮਾਪੇ-ਅਧਿਆਪਕ ਮਿਲਣੀ ਕਰਵਾਈ ਗਈ, ਜਿਸ ਵਿੱਚ ਮਾਪਿਆਂ ਨੇ ਅਧਿਆਪਕਾਂ ਨਾਲ ਬੱਚਿਆਂ ਦੀ ਪ੍ਰਗਤੀ, ਹਾਜ਼ਰੀ ਅਤੇ ਅੱਧ-ਸਾਲਾ ਨਤੀਜਿਆਂ ਬਾਰੇ ਗੱਲਬਾਤ ਕੀਤੀ। ਸਿੱਖਿਆ ਵਿਭਾਗ ਨੇ ਸਕੂਲ ਆਫ਼ ਐਮੀਨੈਂਸ, ਜਿੱਥੇ ਉੱਨਤ ਸਹੂਲਤਾਂ ਅਤੇ ਮੁਕਾਬਲੇ ਦੀਆਂ ਪ੍ਰੀਖਿਆਵਾਂ ਲਈ ਕੋਚਿੰਗ ਸਹਾਇਤਾ ਮਿਲਦੀ ਹੈ, ਅਤੇ ਹੋਰ ਸਕੂਲਾਂ ਵਿੱਚ ਕਲਾਸ-ਰੂਮਾਂ, ਚਾਰਦੀਵਾਰੀਆਂ, ਪਖ਼ਾਨਿਆਂ ਤੇ ਕੈਂਪਸ ਸੁਰੱਖਿਆ ਦੇ ਕੰਮਾਂ ਦੀ ਸਮੀਖਿਆ ਵੀ ਕੀਤੀ।',
        'ਸੂਬੇ ਨੇ ਪ੍ਰਿੰਸੀਪਲਾਂ ਅਤੇ ਅਧਿਆਪਕਾਂ ਦੇ ਸਮੂਹਾਂ ਨੂੰ ਦੇਸ਼ ਅਤੇ ਵਿਦੇਸ਼ ਦੀਆਂ ਪ੍ਰਮੁੱਖ ਸੰਸਥਾਵਾਂ ਵਿੱਚ ਸਿਖਲਾਈ ਲਈ ਭੇਜਿਆ ਹੈ ਅਤੇ ਸੀਨੀਅਰ ਵਿਦਿਆਰਥੀਆਂ ਲਈ ਕਰੀਅਰ ਕਾਊਂਸਲਿੰਗ ਦਾ ਵਿਸਤਾਰ ਕਰ ਰਿਹਾ ਹੈ। 1976 ਦੀ 42ਵੀਂ ਸੋਧ ਤੋਂ ਸਿੱਖਿਆ ਸਮਵਰਤੀ ਸੂਚੀ ਵਿੱਚ ਹੈ, ਅਤੇ 2002 ਦੀ 86ਵੀਂ ਸੋਧ ਰਾਹੀਂ ਜੋੜੀ ਗਈ ਧਾਰਾ 21ਏ ਛੇ ਤੋਂ ਚੌਦਾਂ ਸਾਲ ਦੇ ਬੱਚਿਆਂ ਲਈ ਮੁਫ਼ਤ ਅਤੇ ਲਾਜ਼ਮੀ ਸਿੱਖਿਆ ਨੂੰ ਮੌਲਿਕ ਅਧਿਕਾਰ ਬਣਾਉਂਦੀ ਹੈ, ਜੋ ਸਿੱਖਿਆ ਦਾ ਅਧਿਕਾਰ ਐਕਟ, 2009 ਰਾਹੀਂ ਲਾਗੂ ਹੁੰਦਾ ਹੈ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਸਵਾਲ ਧਾਰਾ 21ਏ, ਆਰਟੀਈ ਐਕਟ, ਕੌਮੀ ਸਿੱਖਿਆ ਨੀਤੀ 2020 ਅਤੇ ਪੀਐੱਮ ਸ਼੍ਰੀ ਤੇ ਸਮੱਗਰ ਸਿੱਖਿਆ ਵਰਗੀਆਂ ਯੋਜਨਾਵਾਂ ਬਾਰੇ ਹੋ ਸਕਦੇ ਹਨ। ਪੰਜਾਬ ਜੀਐੱਸ ਲਈ ਸੂਬੇ ਦੇ ਪ੍ਰਮੁੱਖ ਸਕੂਲ ਸੁਧਾਰਾਂ ਦੀ ਹੋਰ ਸੂਬਿਆਂ ਦੇ ਮਾਡਲਾਂ ਨਾਲ ਤੁਲਨਾ ਕਰੋ ਅਤੇ ਬੁਨਿਆਦੀ ਢਾਂਚੇ ਤੋਂ ਅੱਗੇ ਸਿੱਖਣ ਦੇ ਨਤੀਜਿਆਂ ਬਾਰੇ ਚਰਚਾ ਕਰੋ।',
      ],
    },
    topics: ['governance', 'social-issues', 'punjab-gs'],
    source: 'Punjab Government press release',
  },
  {
    key: 'ca-d16-cop31-climate-talks',
    daysAgo: 16,
    region: 'international',
    category: 'Environment',
    title: {
      en: "Ahead of COP31, finance and adaptation top India's climate agenda",
      pa: "ਕੌਪ31 ਤੋਂ ਪਹਿਲਾਂ ਭਾਰਤ ਦੇ ਜਲਵਾਯੂ ਏਜੰਡੇ 'ਤੇ ਵਿੱਤ ਅਤੇ ਅਨੁਕੂਲਨ ਸਭ ਤੋਂ ਉੱਪਰ",
    },
    summary: {
      en: 'As countries prepare for the UN climate conference in Antalya, Türkiye, India is expected to press for predictable climate finance for developing countries and stronger support for adaptation.',
      pa: "ਤੁਰਕੀ ਦੇ ਅੰਤਾਲਿਆ ਵਿੱਚ ਹੋਣ ਵਾਲੀ ਸੰਯੁਕਤ ਰਾਸ਼ਟਰ ਜਲਵਾਯੂ ਕਾਨਫ਼ਰੰਸ ਦੀ ਤਿਆਰੀ ਦੌਰਾਨ ਭਾਰਤ ਵੱਲੋਂ ਵਿਕਾਸਸ਼ੀਲ ਦੇਸ਼ਾਂ ਲਈ ਭਰੋਸੇਯੋਗ ਜਲਵਾਯੂ ਵਿੱਤ ਅਤੇ ਅਨੁਕੂਲਨ ਲਈ ਵੱਧ ਸਹਾਇਤਾ 'ਤੇ ਜ਼ੋਰ ਦੇਣ ਦੀ ਉਮੀਦ ਹੈ।",
    },
    body: {
      en: [
        'Countries are preparing for COP31, the 31st Conference of the Parties to the UN Framework Convention on Climate Change, to be held in Antalya, Türkiye, in November, with Australia leading the negotiations under a special arrangement. India is expected to press for predictable finance for developing countries, progress on the Global Goal on Adaptation and fair treatment of trade measures such as carbon border taxes.',
        'At COP29 in Baku, countries agreed a new collective finance goal of at least 300 billion US dollars a year by 2035 for developing countries, which many in the Global South called inadequate. India stresses the principle of common but differentiated responsibilities and respective capabilities (CBDR-RC), and has set a long-term goal of net-zero emissions by 2070. It has also offered to host COP33 in 2028.',
        "Exam angle: Know the UNFCCC, the Kyoto Protocol and the Paris Agreement, nationally determined contributions (NDCs), CBDR-RC, and India's climate targets. For Punjab, link climate change to heat stress on wheat, erratic monsoon rains and floods.",
      ],
      pa: [
        "ਦੇਸ਼ ਕੌਪ31, ਯਾਨੀ ਜਲਵਾਯੂ ਪਰਿਵਰਤਨ ਬਾਰੇ ਸੰਯੁਕਤ ਰਾਸ਼ਟਰ ਫ੍ਰੇਮਵਰਕ ਕਨਵੈਨਸ਼ਨ ਦੀਆਂ ਧਿਰਾਂ ਦੀ 31ਵੀਂ ਕਾਨਫ਼ਰੰਸ ਦੀ ਤਿਆਰੀ ਕਰ ਰਹੇ ਹਨ, ਜੋ ਨਵੰਬਰ ਵਿੱਚ ਤੁਰਕੀ ਦੇ ਅੰਤਾਲਿਆ ਵਿੱਚ ਹੋਵੇਗੀ ਅਤੇ ਇੱਕ ਵਿਸ਼ੇਸ਼ ਪ੍ਰਬੰਧ ਤਹਿਤ ਗੱਲਬਾਤ ਦੀ ਅਗਵਾਈ ਆਸਟ੍ਰੇਲੀਆ ਕਰੇਗਾ। ਭਾਰਤ ਵੱਲੋਂ ਵਿਕਾਸਸ਼ੀਲ ਦੇਸ਼ਾਂ ਲਈ ਭਰੋਸੇਯੋਗ ਵਿੱਤ, ਅਨੁਕੂਲਨ ਬਾਰੇ ਵਿਸ਼ਵ ਟੀਚੇ 'ਤੇ ਪ੍ਰਗਤੀ ਅਤੇ ਕਾਰਬਨ ਸਰਹੱਦੀ ਟੈਕਸ ਵਰਗੇ ਵਪਾਰਕ ਉਪਾਵਾਂ ਨਾਲ ਨਿਆਂਪੂਰਨ ਵਿਹਾਰ 'ਤੇ ਜ਼ੋਰ ਦੇਣ ਦੀ ਉਮੀਦ ਹੈ।",
        "ਬਾਕੂ ਵਿੱਚ ਕੌਪ29 ਦੌਰਾਨ ਦੇਸ਼ਾਂ ਨੇ ਵਿਕਾਸਸ਼ੀਲ ਦੇਸ਼ਾਂ ਲਈ 2035 ਤੱਕ ਘੱਟੋ-ਘੱਟ 300 ਅਰਬ ਅਮਰੀਕੀ ਡਾਲਰ ਸਾਲਾਨਾ ਦੇ ਨਵੇਂ ਸਮੂਹਿਕ ਵਿੱਤੀ ਟੀਚੇ 'ਤੇ ਸਹਿਮਤੀ ਪ੍ਰਗਟਾਈ ਸੀ, ਜਿਸ ਨੂੰ ਗਲੋਬਲ ਸਾਊਥ ਦੇ ਕਈ ਦੇਸ਼ਾਂ ਨੇ ਨਾਕਾਫ਼ੀ ਦੱਸਿਆ। ਭਾਰਤ ਸਾਂਝੀਆਂ ਪਰ ਵੱਖਰੀਆਂ ਜ਼ਿੰਮੇਵਾਰੀਆਂ ਅਤੇ ਸਬੰਧਤ ਸਮਰੱਥਾਵਾਂ (ਸੀਬੀਡੀਆਰ-ਆਰਸੀ) ਦੇ ਸਿਧਾਂਤ 'ਤੇ ਜ਼ੋਰ ਦਿੰਦਾ ਹੈ ਅਤੇ ਉਸ ਨੇ 2070 ਤੱਕ ਸ਼ੁੱਧ-ਸਿਫ਼ਰ ਨਿਕਾਸੀ ਦਾ ਲੰਮੇ ਸਮੇਂ ਦਾ ਟੀਚਾ ਰੱਖਿਆ ਹੈ। ਭਾਰਤ ਨੇ 2028 ਵਿੱਚ ਕੌਪ33 ਦੀ ਮੇਜ਼ਬਾਨੀ ਦੀ ਪੇਸ਼ਕਸ਼ ਵੀ ਕੀਤੀ ਹੈ।",
        "ਪ੍ਰੀਖਿਆ ਪੱਖ: ਯੂਐੱਨਐੱਫ਼ਸੀਸੀਸੀ, ਕਿਓਟੋ ਪ੍ਰੋਟੋਕੋਲ ਅਤੇ ਪੈਰਿਸ ਸਮਝੌਤਾ, ਕੌਮੀ ਤੌਰ 'ਤੇ ਨਿਰਧਾਰਤ ਯੋਗਦਾਨ (ਐੱਨਡੀਸੀ), ਸੀਬੀਡੀਆਰ-ਆਰਸੀ ਅਤੇ ਭਾਰਤ ਦੇ ਜਲਵਾਯੂ ਟੀਚੇ ਜਾਣੋ। ਪੰਜਾਬ ਲਈ ਜਲਵਾਯੂ ਪਰਿਵਰਤਨ ਨੂੰ ਕਣਕ 'ਤੇ ਗਰਮੀ ਦੇ ਦਬਾਅ, ਮਾਨਸੂਨ ਦੀ ਬੇਤਰਤੀਬ ਬਾਰਸ਼ ਅਤੇ ਹੜ੍ਹਾਂ ਨਾਲ ਜੋੜੋ।",
      ],
    },
    topics: ['environment', 'international-relations'],
    source: 'The Hindu',
  },
  {
    key: 'ca-d15-bandi-chhor-divas',
    daysAgo: 15,
    region: 'punjab',
    category: 'Culture',
    title: {
      en: 'Amritsar prepares for Bandi Chhor Divas; appeal for green celebrations',
      pa: 'ਅੰਮ੍ਰਿਤਸਰ ਵਿੱਚ ਬੰਦੀ ਛੋੜ ਦਿਵਸ ਦੀਆਂ ਤਿਆਰੀਆਂ; ਵਾਤਾਵਰਣ-ਪੱਖੀ ਜਸ਼ਨਾਂ ਦੀ ਅਪੀਲ',
    },
    summary: {
      en: 'Sri Harmandar Sahib is being readied for illumination on Bandi Chhor Divas, while district administrations have urged residents to use only permitted green crackers during Diwali.',
      pa: 'ਬੰਦੀ ਛੋੜ ਦਿਵਸ ਮੌਕੇ ਦੀਪਮਾਲਾ ਲਈ ਸ੍ਰੀ ਹਰਿਮੰਦਰ ਸਾਹਿਬ ਨੂੰ ਸਜਾਇਆ ਜਾ ਰਿਹਾ ਹੈ, ਜਦਕਿ ਜ਼ਿਲ੍ਹਾ ਪ੍ਰਸ਼ਾਸਨਾਂ ਨੇ ਲੋਕਾਂ ਨੂੰ ਦੀਵਾਲੀ ਦੌਰਾਨ ਸਿਰਫ਼ ਮਨਜ਼ੂਰਸ਼ੁਦਾ ਗ੍ਰੀਨ ਪਟਾਕੇ ਵਰਤਣ ਦੀ ਅਪੀਲ ਕੀਤੀ ਹੈ।',
    },
    body: {
      en: [
        'Sri Harmandar Sahib in Amritsar is being decorated for Bandi Chhor Divas, when the complex is illuminated and large numbers of devotees gather for prayers and fireworks. District administrations across Punjab have fixed time windows for bursting crackers on Diwali and Gurpurab and have asked people to use only permitted green crackers, given the already poor air quality in the season.',
        "Bandi Chhor Divas, the 'day of liberation', commemorates the release of Guru Hargobind, the sixth Sikh Guru, from Gwalior Fort, where he had been detained by the Mughal emperor Jahangir. According to Sikh tradition, the Guru secured the release of 52 imprisoned hill chiefs along with him, and his return to Amritsar was celebrated with lamps. Gurdwara Data Bandi Chhor Sahib in Gwalior marks the event.",
        "Exam angle: Questions on the Sikh Gurus, their contributions and associated places are common in Punjab GK. Remember Guru Hargobind's concept of miri-piri, the construction of the Akal Takht and Lohgarh fort, and the link between Bandi Chhor Divas and Diwali. Green crackers, developed under CSIR-NEERI, are a useful environment fact.",
      ],
      pa: [
        "ਅੰਮ੍ਰਿਤਸਰ ਵਿੱਚ ਸ੍ਰੀ ਹਰਿਮੰਦਰ ਸਾਹਿਬ ਨੂੰ ਬੰਦੀ ਛੋੜ ਦਿਵਸ ਲਈ ਸਜਾਇਆ ਜਾ ਰਿਹਾ ਹੈ, ਜਦੋਂ ਸਾਰੇ ਕੰਪਲੈਕਸ ਵਿੱਚ ਦੀਪਮਾਲਾ ਹੁੰਦੀ ਹੈ ਅਤੇ ਵੱਡੀ ਗਿਣਤੀ ਵਿੱਚ ਸ਼ਰਧਾਲੂ ਅਰਦਾਸ ਅਤੇ ਆਤਿਸ਼ਬਾਜ਼ੀ ਲਈ ਇਕੱਠੇ ਹੁੰਦੇ ਹਨ। ਇਸ ਮੌਸਮ ਵਿੱਚ ਪਹਿਲਾਂ ਹੀ ਮਾੜੀ ਹਵਾ ਦੀ ਗੁਣਵੱਤਾ ਨੂੰ ਦੇਖਦਿਆਂ ਪੰਜਾਬ ਭਰ ਦੇ ਜ਼ਿਲ੍ਹਾ ਪ੍ਰਸ਼ਾਸਨਾਂ ਨੇ ਦੀਵਾਲੀ ਅਤੇ ਗੁਰਪੁਰਬ 'ਤੇ ਪਟਾਕੇ ਚਲਾਉਣ ਲਈ ਸਮਾਂ ਤੈਅ ਕੀਤਾ ਹੈ ਅਤੇ ਲੋਕਾਂ ਨੂੰ ਸਿਰਫ਼ ਮਨਜ਼ੂਰਸ਼ੁਦਾ ਗ੍ਰੀਨ ਪਟਾਕੇ ਵਰਤਣ ਲਈ ਕਿਹਾ ਹੈ।",
        "ਬੰਦੀ ਛੋੜ ਦਿਵਸ, ਯਾਨੀ 'ਮੁਕਤੀ ਦਾ ਦਿਨ', ਛੇਵੇਂ ਸਿੱਖ ਗੁਰੂ, ਗੁਰੂ ਹਰਿਗੋਬਿੰਦ ਸਾਹਿਬ ਦੀ ਗਵਾਲੀਅਰ ਦੇ ਕਿਲ੍ਹੇ ਤੋਂ ਰਿਹਾਈ ਦੀ ਯਾਦ ਵਿੱਚ ਮਨਾਇਆ ਜਾਂਦਾ ਹੈ, ਜਿੱਥੇ ਉਨ੍ਹਾਂ ਨੂੰ ਮੁਗ਼ਲ ਬਾਦਸ਼ਾਹ ਜਹਾਂਗੀਰ ਨੇ ਨਜ਼ਰਬੰਦ ਕੀਤਾ ਸੀ। ਸਿੱਖ ਰਵਾਇਤ ਅਨੁਸਾਰ ਗੁਰੂ ਸਾਹਿਬ ਨੇ ਆਪਣੇ ਨਾਲ 52 ਕੈਦ ਪਹਾੜੀ ਰਾਜਿਆਂ ਨੂੰ ਵੀ ਰਿਹਾਅ ਕਰਵਾਇਆ, ਅਤੇ ਉਨ੍ਹਾਂ ਦੇ ਅੰਮ੍ਰਿਤਸਰ ਪਰਤਣ 'ਤੇ ਦੀਵੇ ਜਗਾ ਕੇ ਖ਼ੁਸ਼ੀ ਮਨਾਈ ਗਈ। ਗਵਾਲੀਅਰ ਵਿੱਚ ਗੁਰਦੁਆਰਾ ਦਾਤਾ ਬੰਦੀ ਛੋੜ ਸਾਹਿਬ ਇਸ ਘਟਨਾ ਦੀ ਯਾਦ ਦਿਵਾਉਂਦਾ ਹੈ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਸਿੱਖ ਗੁਰੂ ਸਾਹਿਬਾਨ, ਉਨ੍ਹਾਂ ਦੇ ਯੋਗਦਾਨ ਅਤੇ ਉਨ੍ਹਾਂ ਨਾਲ ਜੁੜੇ ਸਥਾਨਾਂ ਬਾਰੇ ਸਵਾਲ ਪੰਜਾਬ ਜੀਕੇ ਵਿੱਚ ਆਮ ਹਨ। ਗੁਰੂ ਹਰਿਗੋਬਿੰਦ ਸਾਹਿਬ ਦਾ ਮੀਰੀ-ਪੀਰੀ ਦਾ ਸੰਕਲਪ, ਅਕਾਲ ਤਖ਼ਤ ਅਤੇ ਲੋਹਗੜ੍ਹ ਕਿਲ੍ਹੇ ਦੀ ਉਸਾਰੀ, ਅਤੇ ਬੰਦੀ ਛੋੜ ਦਿਵਸ ਤੇ ਦੀਵਾਲੀ ਦਾ ਸਬੰਧ ਯਾਦ ਰੱਖੋ। ਸੀਐੱਸਆਈਆਰ-ਨੀਰੀ ਵੱਲੋਂ ਵਿਕਸਿਤ ਗ੍ਰੀਨ ਪਟਾਕੇ ਵਾਤਾਵਰਣ ਨਾਲ ਜੁੜਿਆ ਲਾਭਦਾਇਕ ਤੱਥ ਹਨ।',
      ],
    },
    topics: ['art-and-culture', 'history', 'punjab-gk'],
    source: 'The Tribune',
  },
  {
    key: 'ca-d15-national-cancer-awareness-day',
    daysAgo: 15,
    region: 'national',
    category: 'Society',
    title: {
      en: 'National Cancer Awareness Day puts the spotlight on early screening',
      pa: 'ਕੌਮੀ ਕੈਂਸਰ ਜਾਗਰੂਕਤਾ ਦਿਵਸ ਨੇ ਸਮੇਂ ਸਿਰ ਜਾਂਚ ਵੱਲ ਧਿਆਨ ਦਿਵਾਇਆ',
    },
    summary: {
      en: 'Observed on 7 November, National Cancer Awareness Day saw screening camps and campaigns on early detection, tobacco control and vaccination against cervical cancer.',
      pa: '7 ਨਵੰਬਰ ਨੂੰ ਮਨਾਏ ਗਏ ਕੌਮੀ ਕੈਂਸਰ ਜਾਗਰੂਕਤਾ ਦਿਵਸ ਮੌਕੇ ਜਾਂਚ ਕੈਂਪ ਲਗਾਏ ਗਏ ਅਤੇ ਸਮੇਂ ਸਿਰ ਪਛਾਣ, ਤੰਬਾਕੂ ਕੰਟਰੋਲ ਅਤੇ ਬੱਚੇਦਾਨੀ ਦੇ ਮੂੰਹ ਦੇ ਕੈਂਸਰ ਵਿਰੁੱਧ ਟੀਕਾਕਰਨ ਬਾਰੇ ਮੁਹਿੰਮਾਂ ਚਲਾਈਆਂ ਗਈਆਂ।',
    },
    body: {
      en: [
        'National Cancer Awareness Day was observed on 7 November, the birth anniversary of Marie Curie, with screening camps and awareness drives across the country. Health officials stressed that oral, breast and cervical cancers can be detected early through simple screening, and that tobacco and alcohol use, unhealthy diets and physical inactivity are major risk factors.',
        'Under the National Programme for Prevention and Control of Non-Communicable Diseases, people aged thirty and above are screened for common cancers at Ayushman Arogya Mandirs. The Union Budget for 2025-26 announced day-care cancer centres in all district hospitals over three years. In Punjab, concern over cancer cases in the Malwa region has long drawn attention to pesticide use and water quality, and the state provides financial help for treatment through its cancer relief scheme.',
        'Exam angle: Health and social sector questions may cover NP-NCD, Ayushman Bharat, the HPV vaccine and the National Cancer Grid. For Punjab GS, the Malwa cancer issue links public health with agriculture, pesticides and groundwater contamination.',
      ],
      pa: [
        'ਮੈਰੀ ਕਿਊਰੀ ਦੀ ਜਨਮ ਵਰ੍ਹੇਗੰਢ, 7 ਨਵੰਬਰ ਨੂੰ ਦੇਸ਼ ਭਰ ਵਿੱਚ ਜਾਂਚ ਕੈਂਪਾਂ ਅਤੇ ਜਾਗਰੂਕਤਾ ਮੁਹਿੰਮਾਂ ਨਾਲ ਕੌਮੀ ਕੈਂਸਰ ਜਾਗਰੂਕਤਾ ਦਿਵਸ ਮਨਾਇਆ ਗਿਆ। ਸਿਹਤ ਅਧਿਕਾਰੀਆਂ ਨੇ ਜ਼ੋਰ ਦਿੱਤਾ ਕਿ ਮੂੰਹ, ਛਾਤੀ ਅਤੇ ਬੱਚੇਦਾਨੀ ਦੇ ਮੂੰਹ ਦੇ ਕੈਂਸਰ ਦੀ ਸਧਾਰਨ ਜਾਂਚ ਰਾਹੀਂ ਸ਼ੁਰੂਆਤੀ ਪਛਾਣ ਹੋ ਸਕਦੀ ਹੈ, ਅਤੇ ਤੰਬਾਕੂ ਤੇ ਸ਼ਰਾਬ ਦੀ ਵਰਤੋਂ, ਗ਼ੈਰ-ਸਿਹਤਮੰਦ ਖੁਰਾਕ ਅਤੇ ਸਰੀਰਕ ਸਰਗਰਮੀ ਦੀ ਘਾਟ ਮੁੱਖ ਜੋਖਮ ਕਾਰਕ ਹਨ।',
        'ਗ਼ੈਰ-ਸੰਚਾਰੀ ਰੋਗਾਂ ਦੀ ਰੋਕਥਾਮ ਅਤੇ ਕੰਟਰੋਲ ਬਾਰੇ ਕੌਮੀ ਪ੍ਰੋਗਰਾਮ ਤਹਿਤ ਆਯੁਸ਼ਮਾਨ ਆਰੋਗਿਆ ਮੰਦਰਾਂ ਵਿੱਚ ਤੀਹ ਸਾਲ ਅਤੇ ਇਸ ਤੋਂ ਵੱਧ ਉਮਰ ਦੇ ਲੋਕਾਂ ਦੀ ਆਮ ਕੈਂਸਰਾਂ ਲਈ ਜਾਂਚ ਕੀਤੀ ਜਾਂਦੀ ਹੈ। 2025-26 ਦੇ ਕੇਂਦਰੀ ਬਜਟ ਵਿੱਚ ਤਿੰਨ ਸਾਲਾਂ ਵਿੱਚ ਸਾਰੇ ਜ਼ਿਲ੍ਹਾ ਹਸਪਤਾਲਾਂ ਵਿੱਚ ਡੇਅ-ਕੇਅਰ ਕੈਂਸਰ ਕੇਂਦਰ ਖੋਲ੍ਹਣ ਦਾ ਐਲਾਨ ਕੀਤਾ ਗਿਆ ਸੀ। ਪੰਜਾਬ ਵਿੱਚ ਮਾਲਵਾ ਖੇਤਰ ਦੇ ਕੈਂਸਰ ਮਾਮਲਿਆਂ ਬਾਰੇ ਚਿੰਤਾ ਨੇ ਲੰਮੇ ਸਮੇਂ ਤੋਂ ਕੀਟਨਾਸ਼ਕਾਂ ਦੀ ਵਰਤੋਂ ਅਤੇ ਪਾਣੀ ਦੀ ਗੁਣਵੱਤਾ ਵੱਲ ਧਿਆਨ ਖਿੱਚਿਆ ਹੈ, ਅਤੇ ਸੂਬਾ ਆਪਣੀ ਕੈਂਸਰ ਰਾਹਤ ਯੋਜਨਾ ਰਾਹੀਂ ਇਲਾਜ ਲਈ ਵਿੱਤੀ ਮਦਦ ਦਿੰਦਾ ਹੈ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਸਿਹਤ ਅਤੇ ਸਮਾਜਿਕ ਖੇਤਰ ਦੇ ਸਵਾਲ ਐੱਨਪੀ-ਐੱਨਸੀਡੀ, ਆਯੁਸ਼ਮਾਨ ਭਾਰਤ, ਐੱਚਪੀਵੀ ਟੀਕੇ ਅਤੇ ਨੈਸ਼ਨਲ ਕੈਂਸਰ ਗ੍ਰਿੱਡ ਬਾਰੇ ਹੋ ਸਕਦੇ ਹਨ। ਪੰਜਾਬ ਜੀਐੱਸ ਲਈ ਮਾਲਵੇ ਦਾ ਕੈਂਸਰ ਮੁੱਦਾ ਜਨਤਕ ਸਿਹਤ ਨੂੰ ਖੇਤੀ, ਕੀਟਨਾਸ਼ਕਾਂ ਅਤੇ ਧਰਤੀ ਹੇਠਲੇ ਪਾਣੀ ਦੇ ਪ੍ਰਦੂਸ਼ਣ ਨਾਲ ਜੋੜਦਾ ਹੈ।',
      ],
    },
    topics: ['social-issues', 'governance'],
    source: 'PIB',
  },
]
