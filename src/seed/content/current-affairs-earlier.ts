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
      pa: "ਪੰਜਾਬ ਦੀਆਂ ਮੰਡੀਆਂ ਵਿੱਚ ਝੋਨੇ ਦੀ ਖਰੀਦ ਨੇ ਰਫ਼ਤਾਰ ਫੜੀ",
    },
    summary: {
      en: "Paddy arrivals have peaked in grain markets across the state, with government agencies buying at the minimum support price and officials focusing on quick lifting and timely payments.",
      pa: "ਸੂਬੇ ਭਰ ਦੀਆਂ ਅਨਾਜ ਮੰਡੀਆਂ ਵਿੱਚ ਝੋਨੇ ਦੀ ਆਮਦ ਸਿਖਰ 'ਤੇ ਹੈ; ਸਰਕਾਰੀ ਏਜੰਸੀਆਂ ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ 'ਤੇ ਖਰੀਦ ਕਰ ਰਹੀਆਂ ਹਨ ਅਤੇ ਅਧਿਕਾਰੀਆਂ ਦਾ ਧਿਆਨ ਤੇਜ਼ ਲਿਫ਼ਟਿੰਗ ਤੇ ਸਮੇਂ ਸਿਰ ਅਦਾਇਗੀ 'ਤੇ ਹੈ।",
    },
    body: {
      en: [
        "Paddy arrivals have reached their peak in Punjab's grain markets, and state procurement agencies such as Pungrain, Markfed and Punsup, along with the Food Corporation of India (FCI), are buying the crop at the minimum support price (MSP) fixed by the Centre. Payments are credited directly to farmers' bank accounts, while arhtiyas (commission agents) continue their traditional role in the mandi system.",
        "The main pressure points this season are moisture content, which must stay within the permitted limit for the grain to be bought at full MSP, the speed of lifting from mandis, and storage space with rice millers. Punjab contributes a large share of the rice procured for the central pool, which feeds the public distribution system under the National Food Security Act.",
        "Exam angle: Questions on MSP, the role of the Commission for Agricultural Costs and Prices (CACP), the decentralised procurement system and the arhtiya model are common in PPSC papers. Candidates should also link procurement to Punjab's paddy-wheat cycle and its effect on groundwater and stubble burning.",
      ],
      pa: [
        "ਪੰਜਾਬ ਦੀਆਂ ਅਨਾਜ ਮੰਡੀਆਂ ਵਿੱਚ ਝੋਨੇ ਦੀ ਆਮਦ ਸਿਖਰ 'ਤੇ ਪਹੁੰਚ ਗਈ ਹੈ ਅਤੇ ਪਨਗ੍ਰੇਨ, ਮਾਰਕਫੈੱਡ ਤੇ ਪਨਸਪ ਵਰਗੀਆਂ ਸੂਬਾਈ ਖਰੀਦ ਏਜੰਸੀਆਂ, ਭਾਰਤੀ ਖੁਰਾਕ ਨਿਗਮ (ਐੱਫ਼ਸੀਆਈ) ਨਾਲ ਮਿਲ ਕੇ, ਕੇਂਦਰ ਵੱਲੋਂ ਤੈਅ ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ (ਐੱਮਐੱਸਪੀ) 'ਤੇ ਫ਼ਸਲ ਖਰੀਦ ਰਹੀਆਂ ਹਨ। ਅਦਾਇਗੀ ਸਿੱਧੀ ਕਿਸਾਨਾਂ ਦੇ ਬੈਂਕ ਖਾਤਿਆਂ ਵਿੱਚ ਭੇਜੀ ਜਾਂਦੀ ਹੈ, ਜਦਕਿ ਆੜ੍ਹਤੀਏ ਮੰਡੀ ਪ੍ਰਣਾਲੀ ਵਿੱਚ ਆਪਣੀ ਰਵਾਇਤੀ ਭੂਮਿਕਾ ਨਿਭਾ ਰਹੇ ਹਨ।",
        "ਇਸ ਸੀਜ਼ਨ ਦੀਆਂ ਮੁੱਖ ਚੁਣੌਤੀਆਂ ਨਮੀ ਦੀ ਮਾਤਰਾ, ਜਿਸ ਦਾ ਪੂਰੇ ਐੱਮਐੱਸਪੀ 'ਤੇ ਖਰੀਦ ਲਈ ਮਨਜ਼ੂਰ ਹੱਦ ਅੰਦਰ ਰਹਿਣਾ ਜ਼ਰੂਰੀ ਹੈ, ਮੰਡੀਆਂ ਵਿੱਚੋਂ ਲਿਫ਼ਟਿੰਗ ਦੀ ਰਫ਼ਤਾਰ ਅਤੇ ਸ਼ੈਲਰ ਮਾਲਕਾਂ ਕੋਲ ਭੰਡਾਰਨ ਦੀ ਥਾਂ ਹਨ। ਕੇਂਦਰੀ ਪੂਲ ਲਈ ਖਰੀਦੇ ਜਾਂਦੇ ਚੌਲਾਂ ਵਿੱਚ ਪੰਜਾਬ ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਹੈ, ਜਿਸ ਨਾਲ ਕੌਮੀ ਖੁਰਾਕ ਸੁਰੱਖਿਆ ਐਕਟ ਤਹਿਤ ਜਨਤਕ ਵੰਡ ਪ੍ਰਣਾਲੀ ਨੂੰ ਅਨਾਜ ਮਿਲਦਾ ਹੈ।",
        "ਪ੍ਰੀਖਿਆ ਪੱਖ: ਐੱਮਐੱਸਪੀ, ਖੇਤੀ ਲਾਗਤ ਅਤੇ ਕੀਮਤ ਕਮਿਸ਼ਨ (ਸੀਏਸੀਪੀ) ਦੀ ਭੂਮਿਕਾ, ਵਿਕੇਂਦਰੀਕ੍ਰਿਤ ਖਰੀਦ ਪ੍ਰਣਾਲੀ ਅਤੇ ਆੜ੍ਹਤੀਆ ਮਾਡਲ ਬਾਰੇ ਸਵਾਲ ਪੀਪੀਐੱਸਸੀ ਦੇ ਪਰਚਿਆਂ ਵਿੱਚ ਅਕਸਰ ਆਉਂਦੇ ਹਨ। ਉਮੀਦਵਾਰਾਂ ਨੂੰ ਖਰੀਦ ਪ੍ਰਣਾਲੀ ਨੂੰ ਪੰਜਾਬ ਦੇ ਝੋਨਾ-ਕਣਕ ਚੱਕਰ ਅਤੇ ਧਰਤੀ ਹੇਠਲੇ ਪਾਣੀ ਤੇ ਪਰਾਲੀ ਸਾੜਨ ਉੱਤੇ ਇਸ ਦੇ ਅਸਰ ਨਾਲ ਜੋੜ ਕੇ ਵੀ ਦੇਖਣਾ ਚਾਹੀਦਾ ਹੈ।",
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
      en: "Festive demand lifts GST collections after rate rationalisation",
      pa: "ਦਰਾਂ ਦੇ ਸਰਲੀਕਰਨ ਤੋਂ ਬਾਅਦ ਤਿਉਹਾਰੀ ਮੰਗ ਨੇ ਜੀਐੱਸਟੀ ਵਸੂਲੀ ਵਧਾਈ",
    },
    summary: {
      en: "Official data point to steady Goods and Services Tax collections driven by festive-season consumption, about a year after the simplified two-slab structure took effect.",
      pa: "ਸਰਕਾਰੀ ਅੰਕੜੇ ਦਰਸਾਉਂਦੇ ਹਨ ਕਿ ਸਰਲ ਦੋ-ਸਲੈਬ ਢਾਂਚਾ ਲਾਗੂ ਹੋਣ ਤੋਂ ਲਗਭਗ ਇੱਕ ਸਾਲ ਬਾਅਦ ਤਿਉਹਾਰੀ ਸੀਜ਼ਨ ਦੀ ਖਪਤ ਕਾਰਨ ਵਸਤੂ ਅਤੇ ਸੇਵਾ ਕਰ ਦੀ ਵਸੂਲੀ ਸਥਿਰ ਬਣੀ ਹੋਈ ਹੈ।",
    },
    body: {
      en: [
        "Official data on Goods and Services Tax (GST) collections show steady growth, helped by strong consumer demand during the festive season. Officials attribute part of the buoyancy to the rationalised rate structure introduced in September 2025, which moved most goods into two main slabs of 5 and 18 per cent, with a higher rate kept for a short list of luxury and sin goods.",
        "GST came into force on 1 July 2017 through the 101st Constitutional Amendment, which inserted Article 246A and created the GST Council under Article 279A. The Council, chaired by the Union Finance Minister and including state finance ministers, recommends rates and rules. Punjab, which lost its purchase tax on foodgrains when GST subsumed state levies, follows collections closely because its own revenue depends on the state share of GST.",
        "Exam angle: Expect questions on the 101st Amendment, Article 279A, the composition and voting pattern of the GST Council, IGST, and the end of GST compensation to states. Mains answers on Centre-state fiscal relations and Punjab's finances can use this as a current example.",
      ],
      pa: [
        "ਵਸਤੂ ਅਤੇ ਸੇਵਾ ਕਰ (ਜੀਐੱਸਟੀ) ਦੀ ਵਸੂਲੀ ਬਾਰੇ ਸਰਕਾਰੀ ਅੰਕੜੇ ਤਿਉਹਾਰੀ ਸੀਜ਼ਨ ਦੌਰਾਨ ਖਪਤਕਾਰਾਂ ਦੀ ਮਜ਼ਬੂਤ ਮੰਗ ਸਦਕਾ ਸਥਿਰ ਵਾਧਾ ਦਰਸਾਉਂਦੇ ਹਨ। ਅਧਿਕਾਰੀ ਇਸ ਤੇਜ਼ੀ ਦਾ ਕੁਝ ਸਿਹਰਾ ਸਤੰਬਰ 2025 ਵਿੱਚ ਲਾਗੂ ਕੀਤੇ ਸਰਲ ਦਰ ਢਾਂਚੇ ਨੂੰ ਦਿੰਦੇ ਹਨ, ਜਿਸ ਤਹਿਤ ਜ਼ਿਆਦਾਤਰ ਵਸਤਾਂ 5 ਅਤੇ 18 ਫ਼ੀਸਦੀ ਦੀਆਂ ਦੋ ਮੁੱਖ ਸਲੈਬਾਂ ਵਿੱਚ ਆ ਗਈਆਂ, ਜਦਕਿ ਐਸ਼ੋ-ਆਰਾਮ ਅਤੇ ਹਾਨੀਕਾਰਕ ਵਸਤਾਂ ਦੀ ਛੋਟੀ ਸੂਚੀ ਲਈ ਉੱਚੀ ਦਰ ਰੱਖੀ ਗਈ।",
        "ਜੀਐੱਸਟੀ 1 ਜੁਲਾਈ 2017 ਨੂੰ 101ਵੀਂ ਸੰਵਿਧਾਨਕ ਸੋਧ ਰਾਹੀਂ ਲਾਗੂ ਹੋਇਆ, ਜਿਸ ਨੇ ਧਾਰਾ 246ਏ ਜੋੜੀ ਅਤੇ ਧਾਰਾ 279ਏ ਤਹਿਤ ਜੀਐੱਸਟੀ ਕੌਂਸਲ ਬਣਾਈ। ਕੇਂਦਰੀ ਵਿੱਤ ਮੰਤਰੀ ਦੀ ਪ੍ਰਧਾਨਗੀ ਵਾਲੀ ਇਹ ਕੌਂਸਲ, ਜਿਸ ਵਿੱਚ ਸੂਬਿਆਂ ਦੇ ਵਿੱਤ ਮੰਤਰੀ ਸ਼ਾਮਲ ਹੁੰਦੇ ਹਨ, ਦਰਾਂ ਅਤੇ ਨਿਯਮਾਂ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਕਰਦੀ ਹੈ। ਜੀਐੱਸਟੀ ਵਿੱਚ ਸੂਬਾਈ ਟੈਕਸ ਸਮੋਏ ਜਾਣ ਨਾਲ ਪੰਜਾਬ ਦਾ ਅਨਾਜ ਉੱਤੇ ਖਰੀਦ ਟੈਕਸ ਖ਼ਤਮ ਹੋ ਗਿਆ ਸੀ, ਇਸ ਲਈ ਸੂਬਾ ਇਸ ਵਸੂਲੀ 'ਤੇ ਨੇੜਿਓਂ ਨਜ਼ਰ ਰੱਖਦਾ ਹੈ ਕਿਉਂਕਿ ਉਸ ਦਾ ਆਪਣਾ ਮਾਲੀਆ ਜੀਐੱਸਟੀ ਦੇ ਸੂਬਾਈ ਹਿੱਸੇ 'ਤੇ ਨਿਰਭਰ ਹੈ।",
        "ਪ੍ਰੀਖਿਆ ਪੱਖ: 101ਵੀਂ ਸੋਧ, ਧਾਰਾ 279ਏ, ਜੀਐੱਸਟੀ ਕੌਂਸਲ ਦੀ ਬਣਤਰ ਤੇ ਵੋਟਿੰਗ ਢੰਗ, ਆਈਜੀਐੱਸਟੀ ਅਤੇ ਸੂਬਿਆਂ ਨੂੰ ਜੀਐੱਸਟੀ ਮੁਆਵਜ਼ਾ ਬੰਦ ਹੋਣ ਬਾਰੇ ਸਵਾਲਾਂ ਦੀ ਉਮੀਦ ਰੱਖੋ। ਕੇਂਦਰ-ਸੂਬਾ ਵਿੱਤੀ ਸਬੰਧਾਂ ਅਤੇ ਪੰਜਾਬ ਦੀ ਵਿੱਤੀ ਹਾਲਤ ਬਾਰੇ ਮੇਨਜ਼ ਦੇ ਉੱਤਰਾਂ ਵਿੱਚ ਇਸ ਨੂੰ ਤਾਜ਼ਾ ਉਦਾਹਰਨ ਵਜੋਂ ਵਰਤਿਆ ਜਾ ਸਕਦਾ ਹੈ।",
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
      en: "Satellite monitoring of farm fires stepped up across Punjab",
      pa: "ਪੰਜਾਬ ਭਰ ਵਿੱਚ ਖੇਤਾਂ ਦੀ ਅੱਗ ਦੀ ਸੈਟੇਲਾਈਟ ਨਿਗਰਾਨੀ ਤੇਜ਼",
    },
    summary: {
      en: "As paddy harvesting peaks, farm fires are being tracked daily by satellite and passed on to district teams for field verification and action.",
      pa: "ਝੋਨੇ ਦੀ ਕਟਾਈ ਸਿਖਰ 'ਤੇ ਹੋਣ ਕਾਰਨ ਖੇਤਾਂ ਵਿੱਚ ਲੱਗੀ ਅੱਗ ਦੀ ਸੈਟੇਲਾਈਟ ਰਾਹੀਂ ਰੋਜ਼ਾਨਾ ਨਿਗਰਾਨੀ ਕੀਤੀ ਜਾ ਰਹੀ ਹੈ ਅਤੇ ਜਾਣਕਾਰੀ ਮੌਕੇ 'ਤੇ ਜਾਂਚ ਤੇ ਕਾਰਵਾਈ ਲਈ ਜ਼ਿਲ੍ਹਾ ਟੀਮਾਂ ਨੂੰ ਭੇਜੀ ਜਾ ਰਹੀ ਹੈ।",
    },
    body: {
      en: [
        "With paddy harvesting at its peak, the Punjab Remote Sensing Centre in Ludhiana is tracking farm fires every day through satellite data, and the locations are shared with district administrations for verification on the ground. Nodal and cluster officers have been deputed at village level to persuade farmers to manage straw without burning it.",
        "Burning of paddy straw adds to particulate pollution in Punjab and across the Indo-Gangetic plain in the post-monsoon months, when calm winds and falling temperatures trap pollutants near the ground. The Commission for Air Quality Management in NCR and Adjoining Areas (CAQM), set up under a 2021 Act, issues directions to Punjab, Haryana and other states, and environmental compensation can be levied on violators.",
        "Exam angle: Stubble burning is a recurring mains theme linking agriculture, environment and governance. Know the role of CAQM, the health effects of PM2.5, the difference between in-situ and ex-situ management and why short-duration paddy varieties such as PR 126 are promoted.",
      ],
      pa: [
        "ਝੋਨੇ ਦੀ ਕਟਾਈ ਸਿਖਰ 'ਤੇ ਹੋਣ ਕਰਕੇ ਲੁਧਿਆਣਾ ਸਥਿਤ ਪੰਜਾਬ ਰਿਮੋਟ ਸੈਂਸਿੰਗ ਸੈਂਟਰ ਸੈਟੇਲਾਈਟ ਅੰਕੜਿਆਂ ਰਾਹੀਂ ਹਰ ਰੋਜ਼ ਖੇਤਾਂ ਵਿੱਚ ਲੱਗੀ ਅੱਗ ਦਾ ਪਤਾ ਲਗਾ ਰਿਹਾ ਹੈ ਅਤੇ ਇਨ੍ਹਾਂ ਥਾਵਾਂ ਦੀ ਜਾਣਕਾਰੀ ਮੌਕੇ 'ਤੇ ਜਾਂਚ ਲਈ ਜ਼ਿਲ੍ਹਾ ਪ੍ਰਸ਼ਾਸਨਾਂ ਨਾਲ ਸਾਂਝੀ ਕੀਤੀ ਜਾ ਰਹੀ ਹੈ। ਕਿਸਾਨਾਂ ਨੂੰ ਪਰਾਲੀ ਸਾੜੇ ਬਿਨਾਂ ਸੰਭਾਲਣ ਲਈ ਪ੍ਰੇਰਿਤ ਕਰਨ ਵਾਸਤੇ ਪਿੰਡ ਪੱਧਰ 'ਤੇ ਨੋਡਲ ਅਤੇ ਕਲੱਸਟਰ ਅਧਿਕਾਰੀ ਤਾਇਨਾਤ ਕੀਤੇ ਗਏ ਹਨ।",
        "ਮਾਨਸੂਨ ਤੋਂ ਬਾਅਦ ਦੇ ਮਹੀਨਿਆਂ ਵਿੱਚ, ਜਦੋਂ ਸ਼ਾਂਤ ਹਵਾਵਾਂ ਅਤੇ ਡਿੱਗਦਾ ਤਾਪਮਾਨ ਪ੍ਰਦੂਸ਼ਕਾਂ ਨੂੰ ਜ਼ਮੀਨ ਦੇ ਨੇੜੇ ਰੋਕ ਲੈਂਦੇ ਹਨ, ਝੋਨੇ ਦੀ ਪਰਾਲੀ ਸਾੜਨ ਨਾਲ ਪੰਜਾਬ ਅਤੇ ਪੂਰੇ ਸਿੰਧ-ਗੰਗਾ ਮੈਦਾਨ ਵਿੱਚ ਕਣ ਪ੍ਰਦੂਸ਼ਣ ਵਧਦਾ ਹੈ। 2021 ਦੇ ਐਕਟ ਤਹਿਤ ਬਣਿਆ ਐੱਨਸੀਆਰ ਅਤੇ ਨਾਲ ਲੱਗਦੇ ਖੇਤਰਾਂ ਲਈ ਹਵਾ ਗੁਣਵੱਤਾ ਪ੍ਰਬੰਧਨ ਕਮਿਸ਼ਨ (ਸੀਏਕਿਊਐੱਮ) ਪੰਜਾਬ, ਹਰਿਆਣਾ ਅਤੇ ਹੋਰ ਸੂਬਿਆਂ ਨੂੰ ਹਦਾਇਤਾਂ ਜਾਰੀ ਕਰਦਾ ਹੈ ਅਤੇ ਉਲੰਘਣਾ ਕਰਨ ਵਾਲਿਆਂ ਤੋਂ ਵਾਤਾਵਰਣ ਮੁਆਵਜ਼ਾ ਵਸੂਲਿਆ ਜਾ ਸਕਦਾ ਹੈ।",
        "ਪ੍ਰੀਖਿਆ ਪੱਖ: ਪਰਾਲੀ ਸਾੜਨਾ ਮੇਨਜ਼ ਦਾ ਵਾਰ-ਵਾਰ ਆਉਣ ਵਾਲਾ ਵਿਸ਼ਾ ਹੈ, ਜੋ ਖੇਤੀ, ਵਾਤਾਵਰਣ ਅਤੇ ਸ਼ਾਸਨ ਨੂੰ ਜੋੜਦਾ ਹੈ। ਸੀਏਕਿਊਐੱਮ ਦੀ ਭੂਮਿਕਾ, ਪੀਐੱਮ2.5 ਦੇ ਸਿਹਤ ਉੱਤੇ ਅਸਰ, ਇਨ-ਸੀਟੂ ਅਤੇ ਐਕਸ-ਸੀਟੂ ਪ੍ਰਬੰਧਨ ਦਾ ਫ਼ਰਕ ਅਤੇ ਪੀਆਰ 126 ਵਰਗੀਆਂ ਘੱਟ ਸਮੇਂ ਵਾਲੀਆਂ ਝੋਨੇ ਦੀਆਂ ਕਿਸਮਾਂ ਨੂੰ ਉਤਸ਼ਾਹਿਤ ਕਰਨ ਦਾ ਕਾਰਨ ਜਾਣੋ।",
      ],
    },
    topics: ['environment', 'punjab-gs'],
    source: 'The Tribune',
  },
  {
    key: 'ca-d28-india-brics-chairship',
    daysAgo: 28,
    region: 'international',
    category: 'International Relations',
    title: {
      en: "India's BRICS chairship year: priorities in focus",
      pa: "ਭਾਰਤ ਦਾ ਬ੍ਰਿਕਸ ਪ੍ਰਧਾਨਗੀ ਸਾਲ: ਤਰਜੀਹਾਂ 'ਤੇ ਧਿਆਨ",
    },
    summary: {
      en: "India holds the BRICS chair in 2026 and has hosted ministerial, sherpa and working-group meetings of the expanded grouping through the year.",
      pa: "ਸਾਲ 2026 ਵਿੱਚ ਬ੍ਰਿਕਸ ਦੀ ਪ੍ਰਧਾਨਗੀ ਭਾਰਤ ਕੋਲ ਹੈ ਅਤੇ ਉਸ ਨੇ ਸਾਲ ਭਰ ਵਧੇ ਹੋਏ ਸਮੂਹ ਦੀਆਂ ਮੰਤਰੀ ਪੱਧਰੀ, ਸ਼ੇਰਪਾ ਅਤੇ ਕਾਰਜ-ਸਮੂਹ ਮੀਟਿੰਗਾਂ ਦੀ ਮੇਜ਼ਬਾਨੀ ਕੀਤੀ ਹੈ।",
    },
    body: {
      en: [
        "India holds the chairship of BRICS in 2026 and has hosted a series of ministerial, sherpa and working-group meetings in different cities during the year. With the grouping now much larger than its original five members, building consensus on joint statements has become a central task for the chair.",
        "BRIC was formed in 2006 and became BRICS when South Africa joined in 2010. In 2024 and 2025 it expanded to include countries such as Egypt, Ethiopia, Iran, the United Arab Emirates and Indonesia. Themes under India's chairship include reform of multilateral institutions, the New Development Bank headquartered in Shanghai, trade settlement in local currencies, climate finance and the concerns of the Global South.",
        "Exam angle: PPSC prelims can ask about BRICS membership, the New Development Bank and the Contingent Reserve Arrangement. For mains, link India's chairship to its stand on a multipolar world and South-South cooperation, and compare it with India's G20 presidency of 2023.",
      ],
      pa: [
        "ਸਾਲ 2026 ਵਿੱਚ ਬ੍ਰਿਕਸ ਦੀ ਪ੍ਰਧਾਨਗੀ ਭਾਰਤ ਕੋਲ ਹੈ ਅਤੇ ਸਾਲ ਦੌਰਾਨ ਵੱਖ-ਵੱਖ ਸ਼ਹਿਰਾਂ ਵਿੱਚ ਮੰਤਰੀ ਪੱਧਰੀ, ਸ਼ੇਰਪਾ ਅਤੇ ਕਾਰਜ-ਸਮੂਹ ਮੀਟਿੰਗਾਂ ਦੀ ਲੜੀ ਕਰਵਾਈ ਗਈ ਹੈ। ਹੁਣ ਇਹ ਸਮੂਹ ਆਪਣੇ ਮੂਲ ਪੰਜ ਮੈਂਬਰਾਂ ਨਾਲੋਂ ਕਿਤੇ ਵੱਡਾ ਹੋ ਚੁੱਕਾ ਹੈ, ਇਸ ਲਈ ਸਾਂਝੇ ਬਿਆਨਾਂ 'ਤੇ ਸਹਿਮਤੀ ਬਣਾਉਣਾ ਪ੍ਰਧਾਨ ਦੇਸ਼ ਦਾ ਮੁੱਖ ਕਾਰਜ ਬਣ ਗਿਆ ਹੈ।",
        "ਬ੍ਰਿਕ 2006 ਵਿੱਚ ਬਣਿਆ ਅਤੇ 2010 ਵਿੱਚ ਦੱਖਣੀ ਅਫ਼ਰੀਕਾ ਦੇ ਸ਼ਾਮਲ ਹੋਣ ਨਾਲ ਬ੍ਰਿਕਸ ਬਣ ਗਿਆ। 2024 ਅਤੇ 2025 ਵਿੱਚ ਇਸ ਵਿੱਚ ਮਿਸਰ, ਇਥੋਪੀਆ, ਇਰਾਨ, ਸੰਯੁਕਤ ਅਰਬ ਅਮੀਰਾਤ ਅਤੇ ਇੰਡੋਨੇਸ਼ੀਆ ਵਰਗੇ ਦੇਸ਼ ਸ਼ਾਮਲ ਹੋਏ। ਭਾਰਤ ਦੀ ਪ੍ਰਧਾਨਗੀ ਦੇ ਮੁੱਖ ਵਿਸ਼ਿਆਂ ਵਿੱਚ ਬਹੁਪੱਖੀ ਸੰਸਥਾਵਾਂ ਵਿੱਚ ਸੁਧਾਰ, ਸ਼ੰਘਾਈ ਸਥਿਤ ਨਿਊ ਡਿਵੈਲਪਮੈਂਟ ਬੈਂਕ, ਸਥਾਨਕ ਮੁਦਰਾਵਾਂ ਵਿੱਚ ਵਪਾਰਕ ਭੁਗਤਾਨ, ਜਲਵਾਯੂ ਵਿੱਤ ਅਤੇ ਗਲੋਬਲ ਸਾਊਥ ਦੀਆਂ ਚਿੰਤਾਵਾਂ ਸ਼ਾਮਲ ਹਨ।",
        "ਪ੍ਰੀਖਿਆ ਪੱਖ: ਪੀਪੀਐੱਸਸੀ ਪ੍ਰੀਲਿਮਜ਼ ਵਿੱਚ ਬ੍ਰਿਕਸ ਦੀ ਮੈਂਬਰਸ਼ਿਪ, ਨਿਊ ਡਿਵੈਲਪਮੈਂਟ ਬੈਂਕ ਅਤੇ ਕੰਟਿੰਜੈਂਟ ਰਿਜ਼ਰਵ ਅਰੇਂਜਮੈਂਟ ਬਾਰੇ ਸਵਾਲ ਪੁੱਛੇ ਜਾ ਸਕਦੇ ਹਨ। ਮੇਨਜ਼ ਲਈ ਭਾਰਤ ਦੀ ਪ੍ਰਧਾਨਗੀ ਨੂੰ ਬਹੁਧਰੁਵੀ ਸੰਸਾਰ ਅਤੇ ਦੱਖਣ-ਦੱਖਣ ਸਹਿਯੋਗ ਬਾਰੇ ਉਸ ਦੇ ਪੱਖ ਨਾਲ ਜੋੜੋ ਅਤੇ 2023 ਦੀ ਭਾਰਤ ਦੀ ਜੀ20 ਪ੍ਰਧਾਨਗੀ ਨਾਲ ਇਸ ਦੀ ਤੁਲਨਾ ਕਰੋ।",
      ],
    },
    topics: ['international-relations', 'economy'],
    source: 'The Hindu',
  },
