import type { Bilingual, NoteBlock } from './types'

/**
 * A month of current affairs in one compilation. The seed dates it `monthsAgo` complete months before
 * the day it runs, titles it with that month's name and makes its chapter list from the body's `h2`
 * headings. `{month}` in the summary becomes the month's name (`October 2026`, `ਅਕਤੂਬਰ 2026`).
 */
export type MonthlyConsolidationSeed = {
  monthsAgo: number
  summary: Bilingual
  body: { en: NoteBlock[]; pa: NoteBlock[] }
}

/** The last three complete months, newest first; the paid part is the body and its PDF. */
export const monthlyConsolidations: MonthlyConsolidationSeed[] = [
  {
    monthsAgo: 1,
    summary: {
      en: '{month} in one place for Punjab PCS: the paddy procurement season and the fight against stubble fires, the state’s health cover and water regulation, the rabi MSPs and GST collections, and India’s year as BRICS chair, with practice questions at the end.',
      pa: 'ਪੰਜਾਬ PCS ਲਈ {month} ਇੱਕ ਥਾਂ: ਝੋਨੇ ਦੀ ਖ਼ਰੀਦ ਦਾ ਸੀਜ਼ਨ ਅਤੇ ਪਰਾਲੀ ਦੀਆਂ ਅੱਗਾਂ ਵਿਰੁੱਧ ਮੁਹਿੰਮ, ਸੂਬੇ ਦਾ ਸਿਹਤ ਬੀਮਾ ਅਤੇ ਪਾਣੀ ਨਿਯਮਨ, ਹਾੜ੍ਹੀ ਦੇ MSP ਅਤੇ GST ਉਗਰਾਹੀ, ਅਤੇ BRICS ਦੀ ਪ੍ਰਧਾਨਗੀ ਵਾਲਾ ਭਾਰਤ ਦਾ ਸਾਲ, ਅੰਤ ਵਿੱਚ ਅਭਿਆਸ ਪ੍ਰਸ਼ਨਾਂ ਸਮੇਤ।',
    },
    body: {
      en: [
        { type: 'h2', text: 'Punjab: paddy procurement in the mandis' },
        {
          type: 'p',
          text: 'The Kharif Marketing Season opens on 1 October. Pungrain, Markfed, Punsup, the Punjab State Warehousing Corporation and the Food Corporation of India buy paddy at the Minimum Support Price through about 1,800 purchase centres, and payment goes straight to the farmer’s bank account.',
        },
        {
          type: 'ul',
          items: [
            'Moisture above 17 per cent is the commonest reason paddy is turned away; farmers are advised to harvest only mature, dry crop.',
            'Custom milling: rice millers store the paddy and deliver rice (67 kg for every 100 kg of paddy) to the central pool.',
            'Arhtiyas (commission agents) earn a commission fixed by the Centre; their role is a frequent Mains question.',
          ],
        },
        { type: 'h2', text: 'Punjab: the paddy straw season' },
        {
          type: 'p',
          text: 'Farm fires are counted by satellite and reported daily by the Punjab Remote Sensing Centre, Ludhiana. Nodal officers in each cluster of villages verify fires and can impose environmental compensation; custom hiring centres rent out Super Seeders, Happy Seeders and balers.',
        },
        {
          type: 'ul',
          items: [
            'In-situ: the straw is mixed into the soil or left as mulch while wheat is sown.',
            'Ex-situ: the straw is baled and used in biomass power plants, compressed biogas plants and industrial boilers.',
            'The Commission for Air Quality Management sets the action plan for Punjab, Haryana and the NCR.',
          ],
        },
        { type: 'h2', text: 'Punjab: governance and welfare' },
        {
          type: 'ul',
          items: [
            'Enrolment continued for the state’s family health cover, which extends cashless treatment in empanelled hospitals to every resident family.',
            'The Punjab Water Regulation and Development Authority, set up under the 2020 Act, issued extraction charges for industrial and commercial users of groundwater.',
            'Aam Aadmi Clinics continue to add primary care centres in villages and city wards, with free tests and medicines.',
          ],
        },
        { type: 'h2', text: 'India: agriculture and the economy' },
        {
          type: 'ul',
          items: [
            'The Centre announced the Minimum Support Prices of rabi crops on the recommendation of the Commission for Agricultural Costs and Prices, approved by the Cabinet Committee on Economic Affairs; wheat remains the crop that matters most for Punjab.',
            'Gross GST collections stayed strong in the festive month; Punjab’s own SGST receipts matter for a state whose committed expenditure is high.',
            'Retail inflation is measured by the Consumer Price Index (combined), released by the National Statistics Office; the RBI targets 4 per cent within a band of 2 to 6 per cent.',
          ],
        },
        { type: 'h2', text: 'The world: BRICS and climate talks' },
        {
          type: 'ul',
          items: [
            'India holds the BRICS chair for 2026; the grouping now has ten members after the expansion of 2024 and 2025.',
            'Preparations continued for COP31, hosted by Türkiye in Antalya, with Australia leading the negotiations; adaptation finance and new national climate targets (NDCs) are the main issues.',
          ],
        },
        { type: 'h2', text: 'Practice questions' },
        {
          type: 'ol',
          items: [
            'Which body recommends the Minimum Support Prices of crops? (a) NITI Aayog (b) CACP (c) FCI (d) NABARD. Answer: (b).',
            'Under custom milling, how much rice must a miller deliver for every 100 kg of paddy? Answer: 67 kg.',
            'Mains (10 marks): Explain the role of arhtiyas in Punjab’s procurement system and the debate over direct payment to farmers.',
          ],
        },
      ],
      pa: [
        { type: 'h2', text: 'ਪੰਜਾਬ: ਮੰਡੀਆਂ ਵਿੱਚ ਝੋਨੇ ਦੀ ਖ਼ਰੀਦ' },
        {
          type: 'p',
          text: 'ਸਾਉਣੀ ਮੰਡੀਕਰਨ ਸੀਜ਼ਨ 1 ਅਕਤੂਬਰ ਨੂੰ ਸ਼ੁਰੂ ਹੁੰਦਾ ਹੈ। ਪਨਗ੍ਰੇਨ, ਮਾਰਕਫੈੱਡ, ਪਨਸਪ, ਪੰਜਾਬ ਰਾਜ ਗੁਦਾਮ ਨਿਗਮ ਅਤੇ ਭਾਰਤੀ ਖ਼ੁਰਾਕ ਨਿਗਮ ਲਗਭਗ 1,800 ਖ਼ਰੀਦ ਕੇਂਦਰਾਂ ਰਾਹੀਂ ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ ਉੱਤੇ ਝੋਨਾ ਖ਼ਰੀਦਦੇ ਹਨ, ਅਤੇ ਅਦਾਇਗੀ ਸਿੱਧੀ ਕਿਸਾਨ ਦੇ ਬੈਂਕ ਖਾਤੇ ਵਿੱਚ ਜਾਂਦੀ ਹੈ।',
        },
        {
          type: 'ul',
          items: [
            '17 ਫ਼ੀਸਦੀ ਤੋਂ ਵੱਧ ਨਮੀ ਝੋਨਾ ਵਾਪਸ ਮੋੜੇ ਜਾਣ ਦਾ ਸਭ ਤੋਂ ਆਮ ਕਾਰਨ ਹੈ; ਕਿਸਾਨਾਂ ਨੂੰ ਸਿਰਫ਼ ਪੱਕੀ ਅਤੇ ਸੁੱਕੀ ਫ਼ਸਲ ਵੱਢਣ ਦੀ ਸਲਾਹ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ।',
            'ਕਸਟਮ ਮਿਲਿੰਗ: ਸ਼ੈਲਰ ਮਾਲਕ ਝੋਨਾ ਸਾਂਭਦੇ ਹਨ ਅਤੇ ਹਰ 100 ਕਿਲੋ ਝੋਨੇ ਬਦਲੇ 67 ਕਿਲੋ ਚੌਲ ਕੇਂਦਰੀ ਪੂਲ ਵਿੱਚ ਦਿੰਦੇ ਹਨ।',
            'ਆੜ੍ਹਤੀਆਂ ਨੂੰ ਕੇਂਦਰ ਵੱਲੋਂ ਤੈਅ ਕਮਿਸ਼ਨ ਮਿਲਦਾ ਹੈ; ਉਨ੍ਹਾਂ ਦੀ ਭੂਮਿਕਾ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦਾ ਅਕਸਰ ਪੁੱਛਿਆ ਜਾਂਦਾ ਸਵਾਲ ਹੈ।',
          ],
        },
        { type: 'h2', text: 'ਪੰਜਾਬ: ਪਰਾਲੀ ਦਾ ਸੀਜ਼ਨ' },
        {
          type: 'p',
          text: 'ਖੇਤਾਂ ਦੀਆਂ ਅੱਗਾਂ ਉਪਗ੍ਰਹਿ ਰਾਹੀਂ ਗਿਣੀਆਂ ਜਾਂਦੀਆਂ ਹਨ ਅਤੇ ਪੰਜਾਬ ਰਿਮੋਟ ਸੈਂਸਿੰਗ ਸੈਂਟਰ, ਲੁਧਿਆਣਾ ਰੋਜ਼ਾਨਾ ਰਿਪੋਰਟ ਜਾਰੀ ਕਰਦਾ ਹੈ। ਪਿੰਡਾਂ ਦੇ ਹਰ ਕਲੱਸਟਰ ਦੇ ਨੋਡਲ ਅਫ਼ਸਰ ਅੱਗਾਂ ਦੀ ਪੁਸ਼ਟੀ ਕਰਦੇ ਹਨ ਅਤੇ ਵਾਤਾਵਰਣ ਮੁਆਵਜ਼ਾ ਲਾ ਸਕਦੇ ਹਨ; ਕਸਟਮ ਹਾਇਰਿੰਗ ਕੇਂਦਰ ਸੁਪਰ ਸੀਡਰ, ਹੈਪੀ ਸੀਡਰ ਅਤੇ ਬੇਲਰ ਕਿਰਾਏ ਉੱਤੇ ਦਿੰਦੇ ਹਨ।',
        },
        {
          type: 'ul',
          items: [
            'ਇਨ-ਸੀਟੂ: ਕਣਕ ਦੀ ਬਿਜਾਈ ਸਮੇਂ ਪਰਾਲੀ ਮਿੱਟੀ ਵਿੱਚ ਰਲਾਈ ਜਾਂਦੀ ਹੈ ਜਾਂ ਮਲਚ ਵਜੋਂ ਛੱਡੀ ਜਾਂਦੀ ਹੈ।',
            'ਐਕਸ-ਸੀਟੂ: ਪਰਾਲੀ ਦੀਆਂ ਗੱਠਾਂ ਬਣਾ ਕੇ ਬਾਇਓਮਾਸ ਬਿਜਲੀ ਪਲਾਂਟਾਂ, ਕੰਪ੍ਰੈਸਡ ਬਾਇਓਗੈਸ ਪਲਾਂਟਾਂ ਅਤੇ ਉਦਯੋਗਿਕ ਬਾਇਲਰਾਂ ਵਿੱਚ ਵਰਤੀ ਜਾਂਦੀ ਹੈ।',
            'ਹਵਾ ਗੁਣਵੱਤਾ ਪ੍ਰਬੰਧਨ ਕਮਿਸ਼ਨ ਪੰਜਾਬ, ਹਰਿਆਣਾ ਅਤੇ ਰਾਸ਼ਟਰੀ ਰਾਜਧਾਨੀ ਖੇਤਰ ਲਈ ਕਾਰਜ ਯੋਜਨਾ ਤੈਅ ਕਰਦਾ ਹੈ।',
          ],
        },
        { type: 'h2', text: 'ਪੰਜਾਬ: ਸ਼ਾਸਨ ਅਤੇ ਭਲਾਈ' },
        {
          type: 'ul',
          items: [
            'ਸੂਬੇ ਦੇ ਪਰਿਵਾਰਕ ਸਿਹਤ ਬੀਮੇ ਲਈ ਦਾਖ਼ਲਾ ਜਾਰੀ ਰਿਹਾ, ਜੋ ਹਰ ਵਸਨੀਕ ਪਰਿਵਾਰ ਨੂੰ ਸੂਚੀਬੱਧ ਹਸਪਤਾਲਾਂ ਵਿੱਚ ਨਕਦੀ-ਰਹਿਤ ਇਲਾਜ ਦਿੰਦਾ ਹੈ।',
            '2020 ਦੇ ਐਕਟ ਅਧੀਨ ਬਣੀ ਪੰਜਾਬ ਜਲ ਨਿਯਮਨ ਅਤੇ ਵਿਕਾਸ ਅਥਾਰਟੀ ਨੇ ਧਰਤੀ ਹੇਠਲੇ ਪਾਣੀ ਦੇ ਉਦਯੋਗਿਕ ਅਤੇ ਵਪਾਰਕ ਵਰਤੋਂਕਾਰਾਂ ਲਈ ਨਿਕਾਸੀ ਖ਼ਰਚੇ ਜਾਰੀ ਕੀਤੇ।',
            'ਆਮ ਆਦਮੀ ਕਲੀਨਿਕ ਪਿੰਡਾਂ ਅਤੇ ਸ਼ਹਿਰੀ ਵਾਰਡਾਂ ਵਿੱਚ ਮੁਫ਼ਤ ਟੈਸਟਾਂ ਅਤੇ ਦਵਾਈਆਂ ਵਾਲੇ ਮੁਢਲੇ ਸਿਹਤ ਕੇਂਦਰ ਜੋੜ ਰਹੇ ਹਨ।',
          ],
        },
        { type: 'h2', text: 'ਭਾਰਤ: ਖੇਤੀ ਅਤੇ ਆਰਥਿਕਤਾ' },
        {
          type: 'ul',
          items: [
            'ਕੇਂਦਰ ਨੇ ਖੇਤੀ ਲਾਗਤ ਅਤੇ ਕੀਮਤ ਕਮਿਸ਼ਨ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਉੱਤੇ, ਆਰਥਿਕ ਮਾਮਲਿਆਂ ਬਾਰੇ ਕੈਬਨਿਟ ਕਮੇਟੀ ਦੀ ਪ੍ਰਵਾਨਗੀ ਨਾਲ, ਹਾੜ੍ਹੀ ਦੀਆਂ ਫ਼ਸਲਾਂ ਦੇ ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ ਐਲਾਨੇ; ਪੰਜਾਬ ਲਈ ਕਣਕ ਸਭ ਤੋਂ ਅਹਿਮ ਫ਼ਸਲ ਹੈ।',
            'ਤਿਉਹਾਰੀ ਮਹੀਨੇ ਵਿੱਚ ਕੁੱਲ GST ਉਗਰਾਹੀ ਮਜ਼ਬੂਤ ਰਹੀ; ਉੱਚੇ ਵਚਨਬੱਧ ਖ਼ਰਚ ਵਾਲੇ ਪੰਜਾਬ ਲਈ ਆਪਣੀ SGST ਆਮਦਨ ਅਹਿਮ ਹੈ।',
            'ਪ੍ਰਚੂਨ ਮਹਿੰਗਾਈ ਰਾਸ਼ਟਰੀ ਅੰਕੜਾ ਦਫ਼ਤਰ ਵੱਲੋਂ ਜਾਰੀ ਖਪਤਕਾਰ ਕੀਮਤ ਸੂਚਕਾਂਕ (ਸੰਯੁਕਤ) ਨਾਲ ਮਾਪੀ ਜਾਂਦੀ ਹੈ; RBI ਦਾ ਟੀਚਾ 2 ਤੋਂ 6 ਫ਼ੀਸਦੀ ਦੇ ਦਾਇਰੇ ਵਿੱਚ 4 ਫ਼ੀਸਦੀ ਹੈ।',
          ],
        },
        { type: 'h2', text: 'ਸੰਸਾਰ: BRICS ਅਤੇ ਜਲਵਾਯੂ ਗੱਲਬਾਤ' },
        {
          type: 'ul',
          items: [
            'ਭਾਰਤ 2026 ਲਈ BRICS ਦਾ ਪ੍ਰਧਾਨ ਹੈ; 2024 ਅਤੇ 2025 ਦੇ ਵਿਸਥਾਰ ਤੋਂ ਬਾਅਦ ਇਸ ਸਮੂਹ ਦੇ ਹੁਣ ਦਸ ਮੈਂਬਰ ਹਨ।',
            'ਤੁਰਕੀਏ ਦੇ ਅੰਤਾਲਿਆ ਵਿੱਚ ਹੋਣ ਵਾਲੇ COP31 ਦੀਆਂ ਤਿਆਰੀਆਂ ਜਾਰੀ ਰਹੀਆਂ, ਜਿੱਥੇ ਗੱਲਬਾਤ ਦੀ ਅਗਵਾਈ ਆਸਟ੍ਰੇਲੀਆ ਕਰੇਗਾ; ਅਨੁਕੂਲਨ ਵਿੱਤ ਅਤੇ ਨਵੇਂ ਰਾਸ਼ਟਰੀ ਜਲਵਾਯੂ ਟੀਚੇ (NDC) ਮੁੱਖ ਮੁੱਦੇ ਹਨ।',
          ],
        },
        { type: 'h2', text: 'ਅਭਿਆਸ ਪ੍ਰਸ਼ਨ' },
        {
          type: 'ol',
          items: [
            'ਫ਼ਸਲਾਂ ਦੇ ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਕੌਣ ਕਰਦਾ ਹੈ? (A) ਨੀਤੀ ਆਯੋਗ (B) CACP (C) FCI (D) ਨਾਬਾਰਡ। ਉੱਤਰ: (B)।',
            'ਕਸਟਮ ਮਿਲਿੰਗ ਅਧੀਨ ਸ਼ੈਲਰ ਮਾਲਕ ਨੂੰ ਹਰ 100 ਕਿਲੋ ਝੋਨੇ ਬਦਲੇ ਕਿੰਨੇ ਚੌਲ ਦੇਣੇ ਪੈਂਦੇ ਹਨ? ਉੱਤਰ: 67 ਕਿਲੋ।',
            'ਮੁੱਖ ਪ੍ਰੀਖਿਆ (10 ਅੰਕ): ਪੰਜਾਬ ਦੀ ਖ਼ਰੀਦ ਪ੍ਰਣਾਲੀ ਵਿੱਚ ਆੜ੍ਹਤੀਆਂ ਦੀ ਭੂਮਿਕਾ ਅਤੇ ਕਿਸਾਨਾਂ ਨੂੰ ਸਿੱਧੀ ਅਦਾਇਗੀ ਬਾਰੇ ਬਹਿਸ ਸਮਝਾਓ।',
          ],
        },
      ],
    },
  },
  {
    monthsAgo: 2,
    summary: {
      en: '{month} in one place for Punjab PCS: flood relief and the state’s embankments, the dams of the Bhakra Beas Management Board, Schools of Eminence, industrial investment, the digital public infrastructure debate and India’s trade agreements, with practice questions at the end.',
      pa: 'ਪੰਜਾਬ PCS ਲਈ {month} ਇੱਕ ਥਾਂ: ਹੜ੍ਹ ਰਾਹਤ ਅਤੇ ਸੂਬੇ ਦੇ ਧੁੱਸੀ ਬੰਨ੍ਹ, ਭਾਖੜਾ ਬਿਆਸ ਪ੍ਰਬੰਧ ਬੋਰਡ ਦੇ ਡੈਮ, ਸਕੂਲ ਆਫ਼ ਐਮੀਨੈਂਸ, ਉਦਯੋਗਿਕ ਨਿਵੇਸ਼, ਡਿਜੀਟਲ ਜਨਤਕ ਢਾਂਚੇ ਬਾਰੇ ਬਹਿਸ ਅਤੇ ਭਾਰਤ ਦੇ ਵਪਾਰ ਸਮਝੌਤੇ, ਅੰਤ ਵਿੱਚ ਅਭਿਆਸ ਪ੍ਰਸ਼ਨਾਂ ਸਮੇਤ।',
    },
    body: {
      en: [
        { type: 'h2', text: 'Punjab: floods, relief and embankments' },
        {
          type: 'p',
          text: 'Heavy rain in the catchments of the Sutlej, Beas and Ravi, together with releases from the dams, flooded riverside villages in the Doaba and Majha districts. Relief is paid from the State Disaster Response Fund, to which the Centre contributes 75 per cent for general-category states, at rates set by the Union Home Ministry.',
        },
        {
          type: 'ul',
          items: [
            'Dhussi bundhs (earthen embankments) along the rivers are maintained by the state’s Water Resources Department; breaches are the commonest cause of flooding.',
            'The Ghaggar, a seasonal river, floods parts of Patiala, Sangrur and Mansa when it overflows.',
            'The Punjab State Disaster Management Authority is chaired by the Chief Minister under the Disaster Management Act, 2005.',
          ],
        },
        { type: 'h2', text: 'Punjab: the dams and the BBMB' },
        {
          type: 'ul',
          items: [
            'The Bhakra Beas Management Board, set up under the Punjab Reorganisation Act, 1966, runs Bhakra (on the Sutlej, Gobind Sagar reservoir), Pong (on the Beas, Maharana Pratap Sagar) and the Beas-Sutlej link at Pandoh.',
            'Punjab objects to changes in how the Board’s members are appointed and to water releases it considers beyond other states’ shares.',
          ],
        },
        { type: 'h2', text: 'Punjab: education and industry' },
        {
          type: 'ul',
          items: [
            'Schools of Eminence: government schools upgraded for classes 9 to 12 with admission by test, new labs and coaching for competitive examinations.',
            'Invest Punjab, the single-window investment agency, reported new proposals in food processing, textiles in Ludhiana and auto parts in Mohali and Rajpura.',
          ],
        },
        { type: 'h2', text: 'India: polity and technology' },
        {
          type: 'ul',
          items: [
            'Digital public infrastructure (Aadhaar, UPI, DigiLocker, ONDC) is India’s model of public rails with private services on top; the Digital Personal Data Protection Act, 2023 and its rules govern consent and data fiduciaries.',
            'The Election Commission’s revision of electoral rolls raised debate on documentation and the rights of migrants.',
          ],
        },
        { type: 'h2', text: 'The world: trade agreements' },
        {
          type: 'ul',
          items: [
            'The India-EFTA Trade and Economic Partnership Agreement (with Switzerland, Norway, Iceland and Liechtenstein) came into force in October 2025 with a commitment of 100 billion dollars of investment over 15 years.',
            'Talks continued with the European Union and the United Kingdom agreement moved towards ratification; textiles and engineering goods from Punjab stand to gain.',
          ],
        },
        { type: 'h2', text: 'Practice questions' },
        {
          type: 'ol',
          items: [
            'Pong Dam is built on which river? (a) Sutlej (b) Ravi (c) Beas (d) Chenab. Answer: (c).',
            'Under which Act was the Bhakra Beas Management Board constituted? Answer: the Punjab Reorganisation Act, 1966.',
            'Mains (20 marks): Floods in Punjab are as much a governance failure as a natural hazard. Discuss.',
          ],
        },
      ],
      pa: [
        { type: 'h2', text: 'ਪੰਜਾਬ: ਹੜ੍ਹ, ਰਾਹਤ ਅਤੇ ਧੁੱਸੀ ਬੰਨ੍ਹ' },
        {
          type: 'p',
          text: 'ਸਤਲੁਜ, ਬਿਆਸ ਅਤੇ ਰਾਵੀ ਦੇ ਜਲ-ਗ੍ਰਹਿਣ ਖੇਤਰਾਂ ਵਿੱਚ ਭਾਰੀ ਮੀਂਹ ਅਤੇ ਡੈਮਾਂ ਤੋਂ ਛੱਡੇ ਪਾਣੀ ਨਾਲ ਦੋਆਬਾ ਅਤੇ ਮਾਝਾ ਦੇ ਦਰਿਆ ਕੰਢੇ ਵਸੇ ਪਿੰਡਾਂ ਵਿੱਚ ਹੜ੍ਹ ਆਏ। ਰਾਹਤ ਰਾਜ ਆਫ਼ਤ ਪ੍ਰਤੀਕਿਰਿਆ ਫੰਡ ਵਿੱਚੋਂ ਕੇਂਦਰੀ ਗ੍ਰਹਿ ਮੰਤਰਾਲੇ ਦੀਆਂ ਤੈਅ ਦਰਾਂ ਉੱਤੇ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ; ਆਮ ਸ਼੍ਰੇਣੀ ਦੇ ਸੂਬਿਆਂ ਲਈ ਇਸ ਫੰਡ ਵਿੱਚ ਕੇਂਦਰ ਦਾ ਹਿੱਸਾ 75 ਫ਼ੀਸਦੀ ਹੈ।',
        },
        {
          type: 'ul',
          items: [
            'ਦਰਿਆਵਾਂ ਦੇ ਨਾਲ ਧੁੱਸੀ ਬੰਨ੍ਹਾਂ ਦੀ ਸੰਭਾਲ ਸੂਬੇ ਦਾ ਜਲ ਸਰੋਤ ਵਿਭਾਗ ਕਰਦਾ ਹੈ; ਬੰਨ੍ਹਾਂ ਵਿੱਚ ਪਾੜ ਹੜ੍ਹਾਂ ਦਾ ਸਭ ਤੋਂ ਆਮ ਕਾਰਨ ਹੈ।',
            'ਮੌਸਮੀ ਦਰਿਆ ਘੱਗਰ ਉਛਲਣ ਉੱਤੇ ਪਟਿਆਲਾ, ਸੰਗਰੂਰ ਅਤੇ ਮਾਨਸਾ ਦੇ ਕੁਝ ਹਿੱਸਿਆਂ ਵਿੱਚ ਹੜ੍ਹ ਲਿਆਉਂਦਾ ਹੈ।',
            'ਆਫ਼ਤ ਪ੍ਰਬੰਧਨ ਐਕਟ, 2005 ਅਧੀਨ ਪੰਜਾਬ ਰਾਜ ਆਫ਼ਤ ਪ੍ਰਬੰਧਨ ਅਥਾਰਟੀ ਦੇ ਚੇਅਰਮੈਨ ਮੁੱਖ ਮੰਤਰੀ ਹੁੰਦੇ ਹਨ।',
          ],
        },
        { type: 'h2', text: 'ਪੰਜਾਬ: ਡੈਮ ਅਤੇ BBMB' },
        {
          type: 'ul',
          items: [
            'ਪੰਜਾਬ ਪੁਨਰਗਠਨ ਐਕਟ, 1966 ਅਧੀਨ ਬਣਿਆ ਭਾਖੜਾ ਬਿਆਸ ਪ੍ਰਬੰਧ ਬੋਰਡ ਭਾਖੜਾ (ਸਤਲੁਜ ਉੱਤੇ, ਗੋਬਿੰਦ ਸਾਗਰ ਝੀਲ), ਪੌਂਗ (ਬਿਆਸ ਉੱਤੇ, ਮਹਾਰਾਣਾ ਪ੍ਰਤਾਪ ਸਾਗਰ) ਅਤੇ ਪੰਡੋਹ ਵਿਖੇ ਬਿਆਸ-ਸਤਲੁਜ ਲਿੰਕ ਚਲਾਉਂਦਾ ਹੈ।',
            'ਪੰਜਾਬ ਬੋਰਡ ਦੇ ਮੈਂਬਰਾਂ ਦੀ ਨਿਯੁਕਤੀ ਦੇ ਢੰਗ ਵਿੱਚ ਤਬਦੀਲੀਆਂ ਅਤੇ ਦੂਜੇ ਸੂਬਿਆਂ ਦੇ ਹਿੱਸੇ ਤੋਂ ਵੱਧ ਸਮਝੇ ਜਾਂਦੇ ਪਾਣੀ ਛੱਡਣ ਉੱਤੇ ਇਤਰਾਜ਼ ਕਰਦਾ ਹੈ।',
          ],
        },
        { type: 'h2', text: 'ਪੰਜਾਬ: ਸਿੱਖਿਆ ਅਤੇ ਉਦਯੋਗ' },
        {
          type: 'ul',
          items: [
            'ਸਕੂਲ ਆਫ਼ ਐਮੀਨੈਂਸ: 9ਵੀਂ ਤੋਂ 12ਵੀਂ ਜਮਾਤ ਲਈ ਅਪਗ੍ਰੇਡ ਕੀਤੇ ਸਰਕਾਰੀ ਸਕੂਲ, ਜਿੱਥੇ ਦਾਖ਼ਲਾ ਟੈਸਟ ਰਾਹੀਂ ਹੁੰਦਾ ਹੈ, ਨਵੀਆਂ ਪ੍ਰਯੋਗਸ਼ਾਲਾਵਾਂ ਅਤੇ ਮੁਕਾਬਲਾ ਪ੍ਰੀਖਿਆਵਾਂ ਦੀ ਕੋਚਿੰਗ ਹੈ।',
            'ਇਕਹਿਰੀ ਖਿੜਕੀ ਵਾਲੀ ਨਿਵੇਸ਼ ਏਜੰਸੀ ਇਨਵੈਸਟ ਪੰਜਾਬ ਨੇ ਫੂਡ ਪ੍ਰੋਸੈਸਿੰਗ, ਲੁਧਿਆਣਾ ਵਿੱਚ ਕੱਪੜਾ ਉਦਯੋਗ ਅਤੇ ਮੁਹਾਲੀ ਤੇ ਰਾਜਪੁਰਾ ਵਿੱਚ ਆਟੋ ਪੁਰਜ਼ਿਆਂ ਦੀਆਂ ਨਵੀਆਂ ਤਜਵੀਜ਼ਾਂ ਦੱਸੀਆਂ।',
          ],
        },
        { type: 'h2', text: 'ਭਾਰਤ: ਰਾਜ-ਪ੍ਰਬੰਧ ਅਤੇ ਤਕਨੀਕ' },
        {
          type: 'ul',
          items: [
            'ਡਿਜੀਟਲ ਜਨਤਕ ਢਾਂਚਾ (ਆਧਾਰ, UPI, ਡਿਜੀਲਾਕਰ, ONDC) ਭਾਰਤ ਦਾ ਮਾਡਲ ਹੈ ਜਿਸ ਵਿੱਚ ਜਨਤਕ ਪਟੜੀਆਂ ਉੱਤੇ ਨਿੱਜੀ ਸੇਵਾਵਾਂ ਚੱਲਦੀਆਂ ਹਨ; ਡਿਜੀਟਲ ਨਿੱਜੀ ਡਾਟਾ ਸੁਰੱਖਿਆ ਐਕਟ, 2023 ਅਤੇ ਇਸ ਦੇ ਨਿਯਮ ਸਹਿਮਤੀ ਅਤੇ ਡਾਟਾ ਫ਼ਿਡੂਸ਼ਰੀਆਂ ਨੂੰ ਨਿਯਮਤ ਕਰਦੇ ਹਨ।',
            'ਚੋਣ ਕਮਿਸ਼ਨ ਵੱਲੋਂ ਵੋਟਰ ਸੂਚੀਆਂ ਦੀ ਸੋਧ ਨੇ ਦਸਤਾਵੇਜ਼ਾਂ ਅਤੇ ਪਰਵਾਸੀਆਂ ਦੇ ਹੱਕਾਂ ਬਾਰੇ ਬਹਿਸ ਛੇੜੀ।',
          ],
        },
        { type: 'h2', text: 'ਸੰਸਾਰ: ਵਪਾਰ ਸਮਝੌਤੇ' },
        {
          type: 'ul',
          items: [
            'ਭਾਰਤ-EFTA ਵਪਾਰ ਅਤੇ ਆਰਥਿਕ ਭਾਈਵਾਲੀ ਸਮਝੌਤਾ (ਸਵਿਟਜ਼ਰਲੈਂਡ, ਨਾਰਵੇ, ਆਈਸਲੈਂਡ ਅਤੇ ਲਿਖਟਨਸਟਾਈਨ ਨਾਲ) ਅਕਤੂਬਰ 2025 ਵਿੱਚ ਲਾਗੂ ਹੋਇਆ, ਜਿਸ ਵਿੱਚ 15 ਸਾਲਾਂ ਵਿੱਚ 100 ਅਰਬ ਡਾਲਰ ਨਿਵੇਸ਼ ਦੀ ਵਚਨਬੱਧਤਾ ਹੈ।',
            'ਯੂਰਪੀ ਸੰਘ ਨਾਲ ਗੱਲਬਾਤ ਜਾਰੀ ਰਹੀ ਅਤੇ ਬਰਤਾਨੀਆ ਨਾਲ ਸਮਝੌਤਾ ਪ੍ਰਵਾਨਗੀ ਵੱਲ ਵਧਿਆ; ਪੰਜਾਬ ਦੇ ਕੱਪੜੇ ਅਤੇ ਇੰਜੀਨੀਅਰਿੰਗ ਸਾਮਾਨ ਨੂੰ ਲਾਭ ਹੋ ਸਕਦਾ ਹੈ।',
          ],
        },
        { type: 'h2', text: 'ਅਭਿਆਸ ਪ੍ਰਸ਼ਨ' },
        {
          type: 'ol',
          items: [
            'ਪੌਂਗ ਡੈਮ ਕਿਸ ਦਰਿਆ ਉੱਤੇ ਬਣਿਆ ਹੈ? (A) ਸਤਲੁਜ (B) ਰਾਵੀ (C) ਬਿਆਸ (D) ਚਨਾਬ। ਉੱਤਰ: (C)।',
            'ਭਾਖੜਾ ਬਿਆਸ ਪ੍ਰਬੰਧ ਬੋਰਡ ਕਿਸ ਐਕਟ ਅਧੀਨ ਬਣਿਆ? ਉੱਤਰ: ਪੰਜਾਬ ਪੁਨਰਗਠਨ ਐਕਟ, 1966।',
            'ਮੁੱਖ ਪ੍ਰੀਖਿਆ (20 ਅੰਕ): ਪੰਜਾਬ ਵਿੱਚ ਹੜ੍ਹ ਕੁਦਰਤੀ ਆਫ਼ਤ ਜਿੰਨੇ ਹੀ ਸ਼ਾਸਨ ਦੀ ਨਾਕਾਮੀ ਵੀ ਹਨ। ਚਰਚਾ ਕਰੋ।',
          ],
        },
      ],
    },
  },
  {
    monthsAgo: 3,
    summary: {
      en: '{month} in one place for Punjab PCS: the Vidhan Sabha’s session and its bills, the campaign against drugs, direct seeding of rice and water-saving paddy, the RBI’s monetary policy and India’s place in the SCO, with practice questions at the end.',
      pa: 'ਪੰਜਾਬ PCS ਲਈ {month} ਇੱਕ ਥਾਂ: ਵਿਧਾਨ ਸਭਾ ਦਾ ਇਜਲਾਸ ਅਤੇ ਉਸ ਦੇ ਬਿੱਲ, ਨਸ਼ਿਆਂ ਵਿਰੁੱਧ ਮੁਹਿੰਮ, ਝੋਨੇ ਦੀ ਸਿੱਧੀ ਬਿਜਾਈ ਅਤੇ ਪਾਣੀ ਬਚਾਉਣ ਵਾਲਾ ਝੋਨਾ, RBI ਦੀ ਮੁਦਰਾ ਨੀਤੀ ਅਤੇ SCO ਵਿੱਚ ਭਾਰਤ, ਅੰਤ ਵਿੱਚ ਅਭਿਆਸ ਪ੍ਰਸ਼ਨਾਂ ਸਮੇਤ।',
    },
    body: {
      en: [
        { type: 'h2', text: 'Punjab: the Vidhan Sabha session' },
        {
          type: 'p',
          text: 'The Punjab Vidhan Sabha (117 members, unicameral since the Legislative Council was abolished in 1970) met for a short session. A Governor’s assent under Article 200, and the time a Governor may take over it, remained a live Centre-state question after the Supreme Court’s rulings on Punjab’s and Tamil Nadu’s cases.',
        },
        {
          type: 'ul',
          items: [
            'Money Bills can be introduced only on the Governor’s recommendation (Article 207).',
            'A session must follow within six months of the last sitting of the previous one (Article 174).',
          ],
        },
        { type: 'h2', text: 'Punjab: the campaign against drugs' },
        {
          type: 'ul',
          items: [
            'Yudh Nashian Virudh continued with village and ward committees, cases under the NDPS Act and attachment of property bought with drug money.',
            'De-addiction: Outpatient Opioid Assisted Treatment clinics give buprenorphine-naloxone under supervision; government centres offer counselling and skill training.',
          ],
        },
        { type: 'h2', text: 'Punjab: saving water in paddy' },
        {
          type: 'ul',
          items: [
            'Direct seeding of rice (DSR) skips the puddled nursery and transplanting, saving water and labour; the state pays an incentive per acre.',
            'Short-duration varieties such as PR 126 mature in about 120 to 125 days, freeing the field earlier and leaving more time to manage straw.',
            'The state divides the transplanting season into zones with staggered dates under the Punjab Preservation of Subsoil Water Act, 2009.',
          ],
        },
        { type: 'h2', text: 'India: the economy' },
        {
          type: 'ul',
          items: [
            'The RBI’s Monetary Policy Committee (six members, three from the RBI) sets the repo rate; its decisions are by majority, with the Governor’s casting vote on a tie.',
            'Direct Benefit Transfer and the JAM trinity (Jan Dhan, Aadhaar, mobile) remain the backbone of subsidy delivery, including PM-KISAN.',
          ],
        },
        { type: 'h2', text: 'The world: the SCO and the neighbourhood' },
        {
          type: 'ul',
          items: [
            'India is a member of the Shanghai Cooperation Organisation since 2017; its Regional Anti-Terrorist Structure is based in Tashkent.',
            'Relations with Pakistan stay frozen, with trade through Attari suspended and the Kartarpur corridor’s status watched closely in Punjab.',
          ],
        },
        { type: 'h2', text: 'Practice questions' },
        {
          type: 'ol',
          items: [
            'In which year was the Punjab Legislative Council abolished? Answer: 1970.',
            'Which Article of the Constitution deals with the Governor’s assent to Bills? (a) 163 (b) 200 (c) 213 (d) 356. Answer: (b).',
            'Mains (10 marks): Evaluate direct seeding of rice as a water-saving technology for Punjab.',
          ],
        },
      ],
      pa: [
        { type: 'h2', text: 'ਪੰਜਾਬ: ਵਿਧਾਨ ਸਭਾ ਦਾ ਇਜਲਾਸ' },
        {
          type: 'p',
          text: 'ਪੰਜਾਬ ਵਿਧਾਨ ਸਭਾ (117 ਮੈਂਬਰ, 1970 ਵਿੱਚ ਵਿਧਾਨ ਪਰਿਸ਼ਦ ਖ਼ਤਮ ਹੋਣ ਤੋਂ ਬਾਅਦ ਇੱਕ-ਸਦਨੀ) ਦਾ ਛੋਟਾ ਇਜਲਾਸ ਹੋਇਆ। ਅਨੁਛੇਦ 200 ਅਧੀਨ ਰਾਜਪਾਲ ਦੀ ਮਨਜ਼ੂਰੀ, ਅਤੇ ਇਸ ਲਈ ਰਾਜਪਾਲ ਕਿੰਨਾ ਸਮਾਂ ਲੈ ਸਕਦੇ ਹਨ, ਪੰਜਾਬ ਅਤੇ ਤਾਮਿਲਨਾਡੂ ਦੇ ਮਾਮਲਿਆਂ ਵਿੱਚ ਸੁਪਰੀਮ ਕੋਰਟ ਦੇ ਫ਼ੈਸਲਿਆਂ ਤੋਂ ਬਾਅਦ ਵੀ ਕੇਂਦਰ-ਰਾਜ ਸੰਬੰਧਾਂ ਦਾ ਜਿਊਂਦਾ ਸਵਾਲ ਰਿਹਾ।',
        },
        {
          type: 'ul',
          items: [
            'ਧਨ ਬਿੱਲ ਸਿਰਫ਼ ਰਾਜਪਾਲ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਉੱਤੇ ਪੇਸ਼ ਹੋ ਸਕਦਾ ਹੈ (ਅਨੁਛੇਦ 207)।',
            'ਪਿਛਲੇ ਇਜਲਾਸ ਦੀ ਆਖ਼ਰੀ ਬੈਠਕ ਤੋਂ ਛੇ ਮਹੀਨਿਆਂ ਦੇ ਅੰਦਰ ਅਗਲਾ ਇਜਲਾਸ ਹੋਣਾ ਜ਼ਰੂਰੀ ਹੈ (ਅਨੁਛੇਦ 174)।',
          ],
        },
        { type: 'h2', text: 'ਪੰਜਾਬ: ਨਸ਼ਿਆਂ ਵਿਰੁੱਧ ਮੁਹਿੰਮ' },
        {
          type: 'ul',
          items: [
            '“ਯੁੱਧ ਨਸ਼ਿਆਂ ਵਿਰੁੱਧ” ਪਿੰਡ ਅਤੇ ਵਾਰਡ ਕਮੇਟੀਆਂ, NDPS ਐਕਟ ਅਧੀਨ ਮੁਕੱਦਮਿਆਂ ਅਤੇ ਨਸ਼ੇ ਦੇ ਪੈਸੇ ਨਾਲ ਬਣੀ ਜਾਇਦਾਦ ਦੀ ਕੁਰਕੀ ਨਾਲ ਜਾਰੀ ਰਹੀ।',
            'ਨਸ਼ਾ-ਛੁਡਾਊ: ਆਊਟਪੇਸ਼ੈਂਟ ਓਪੀਔਇਡ ਅਸਿਸਟਿਡ ਟ੍ਰੀਟਮੈਂਟ ਕਲੀਨਿਕ ਨਿਗਰਾਨੀ ਹੇਠ ਬੁਪ੍ਰੀਨੋਰਫ਼ੀਨ-ਨੈਲੋਕਸੋਨ ਦਿੰਦੇ ਹਨ; ਸਰਕਾਰੀ ਕੇਂਦਰ ਕਾਊਂਸਲਿੰਗ ਅਤੇ ਹੁਨਰ ਸਿਖਲਾਈ ਦਿੰਦੇ ਹਨ।',
          ],
        },
        { type: 'h2', text: 'ਪੰਜਾਬ: ਝੋਨੇ ਵਿੱਚ ਪਾਣੀ ਦੀ ਬੱਚਤ' },
        {
          type: 'ul',
          items: [
            'ਝੋਨੇ ਦੀ ਸਿੱਧੀ ਬਿਜਾਈ (DSR) ਵਿੱਚ ਕੱਦੂ ਕੀਤੀ ਪਨੀਰੀ ਅਤੇ ਲੁਆਈ ਨਹੀਂ ਹੁੰਦੀ, ਜਿਸ ਨਾਲ ਪਾਣੀ ਅਤੇ ਮਜ਼ਦੂਰੀ ਬਚਦੀ ਹੈ; ਸੂਬਾ ਪ੍ਰਤੀ ਏਕੜ ਪ੍ਰੋਤਸਾਹਨ ਦਿੰਦਾ ਹੈ।',
            'PR 126 ਵਰਗੀਆਂ ਘੱਟ ਸਮੇਂ ਵਾਲੀਆਂ ਕਿਸਮਾਂ ਲਗਭਗ 120 ਤੋਂ 125 ਦਿਨਾਂ ਵਿੱਚ ਪੱਕਦੀਆਂ ਹਨ, ਖੇਤ ਜਲਦੀ ਵਿਹਲਾ ਹੁੰਦਾ ਹੈ ਅਤੇ ਪਰਾਲੀ ਸੰਭਾਲਣ ਲਈ ਵੱਧ ਸਮਾਂ ਮਿਲਦਾ ਹੈ।',
            'ਪੰਜਾਬ ਧਰਤੀ ਹੇਠਲੇ ਪਾਣੀ ਦੀ ਸੰਭਾਲ ਐਕਟ, 2009 ਅਧੀਨ ਸੂਬਾ ਲੁਆਈ ਦੇ ਸੀਜ਼ਨ ਨੂੰ ਵੱਖ-ਵੱਖ ਤਾਰੀਖ਼ਾਂ ਵਾਲੇ ਜ਼ੋਨਾਂ ਵਿੱਚ ਵੰਡਦਾ ਹੈ।',
          ],
        },
        { type: 'h2', text: 'ਭਾਰਤ: ਆਰਥਿਕਤਾ' },
        {
          type: 'ul',
          items: [
            'RBI ਦੀ ਮੁਦਰਾ ਨੀਤੀ ਕਮੇਟੀ (ਛੇ ਮੈਂਬਰ, ਜਿਨ੍ਹਾਂ ਵਿੱਚੋਂ ਤਿੰਨ RBI ਦੇ) ਰੈਪੋ ਦਰ ਤੈਅ ਕਰਦੀ ਹੈ; ਫ਼ੈਸਲੇ ਬਹੁਮਤ ਨਾਲ ਹੁੰਦੇ ਹਨ ਅਤੇ ਬਰਾਬਰੀ ਉੱਤੇ ਗਵਰਨਰ ਦੀ ਫ਼ੈਸਲਾਕੁੰਨ ਵੋਟ ਹੁੰਦੀ ਹੈ।',
            'ਸਿੱਧਾ ਲਾਭ ਤਬਾਦਲਾ ਅਤੇ JAM ਤ੍ਰਿਕੋਣ (ਜਨ ਧਨ, ਆਧਾਰ, ਮੋਬਾਈਲ) PM-KISAN ਸਮੇਤ ਸਬਸਿਡੀ ਪਹੁੰਚਾਉਣ ਦੀ ਰੀੜ੍ਹ ਬਣੇ ਹੋਏ ਹਨ।',
          ],
        },
        { type: 'h2', text: 'ਸੰਸਾਰ: SCO ਅਤੇ ਗੁਆਂਢ' },
        {
          type: 'ul',
          items: [
            'ਭਾਰਤ 2017 ਤੋਂ ਸ਼ੰਘਾਈ ਸਹਿਯੋਗ ਸੰਗਠਨ ਦਾ ਮੈਂਬਰ ਹੈ; ਇਸ ਦਾ ਖੇਤਰੀ ਅੱਤਵਾਦ ਵਿਰੋਧੀ ਢਾਂਚਾ ਤਾਸ਼ਕੰਦ ਵਿੱਚ ਹੈ।',
            'ਪਾਕਿਸਤਾਨ ਨਾਲ ਸੰਬੰਧ ਜੰਮੇ ਹੋਏ ਹਨ, ਅਟਾਰੀ ਰਾਹੀਂ ਵਪਾਰ ਮੁਅੱਤਲ ਹੈ ਅਤੇ ਪੰਜਾਬ ਵਿੱਚ ਕਰਤਾਰਪੁਰ ਲਾਂਘੇ ਦੀ ਸਥਿਤੀ ਉੱਤੇ ਨੇੜਿਓਂ ਨਜ਼ਰ ਹੈ।',
          ],
        },
        { type: 'h2', text: 'ਅਭਿਆਸ ਪ੍ਰਸ਼ਨ' },
        {
          type: 'ol',
          items: [
            'ਪੰਜਾਬ ਵਿਧਾਨ ਪਰਿਸ਼ਦ ਕਿਸ ਸਾਲ ਖ਼ਤਮ ਕੀਤੀ ਗਈ? ਉੱਤਰ: 1970।',
            'ਸੰਵਿਧਾਨ ਦਾ ਕਿਹੜਾ ਅਨੁਛੇਦ ਬਿੱਲਾਂ ਨੂੰ ਰਾਜਪਾਲ ਦੀ ਮਨਜ਼ੂਰੀ ਨਾਲ ਸੰਬੰਧਿਤ ਹੈ? (A) 163 (B) 200 (C) 213 (D) 356। ਉੱਤਰ: (B)।',
            'ਮੁੱਖ ਪ੍ਰੀਖਿਆ (10 ਅੰਕ): ਪੰਜਾਬ ਲਈ ਪਾਣੀ ਬਚਾਉਣ ਵਾਲੀ ਤਕਨੀਕ ਵਜੋਂ ਝੋਨੇ ਦੀ ਸਿੱਧੀ ਬਿਜਾਈ ਦਾ ਮੁਲਾਂਕਣ ਕਰੋ।',
          ],
        },
      ],
    },
  },
]
