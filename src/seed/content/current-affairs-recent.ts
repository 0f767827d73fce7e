import type { CurrentAffairSeed } from './types'

/**
 * Recent current affairs (last 15 days), written as a coaching institute's daily digest for
 * Punjab PCS candidates: two items a day, one on Punjab and one national or international.
 */
export const currentAffairsRecent: CurrentAffairSeed[] = [
  {
    key: 'ca-d00-punjab-paddy-procurement-wraps-up',
    daysAgo: 0,
    region: 'punjab',
    category: 'Agriculture',
    title: {
      en: "Paddy procurement in Punjab's mandis draws to a close",
      pa: 'ਪੰਜਾਬ ਦੀਆਂ ਮੰਡੀਆਂ ਵਿੱਚ ਝੋਨੇ ਦੀ ਖ਼ਰੀਦ ਸਮਾਪਤੀ ਵੱਲ',
    },
    summary: {
      en: 'With arrivals slowing, state agencies are winding up paddy purchase for the Kharif Marketing Season, and attention is shifting to lifting of stocks and milling.',
      pa: 'ਆਮਦ ਘਟਣ ਨਾਲ ਸੂਬਾਈ ਏਜੰਸੀਆਂ ਸਾਉਣੀ ਮੰਡੀਕਰਨ ਸੀਜ਼ਨ ਲਈ ਝੋਨੇ ਦੀ ਖ਼ਰੀਦ ਸਮੇਟ ਰਹੀਆਂ ਹਨ ਅਤੇ ਹੁਣ ਧਿਆਨ ਸਟਾਕ ਦੀ ਚੁਕਾਈ ਅਤੇ ਮਿਲਿੰਗ ਵੱਲ ਜਾ ਰਿਹਾ ਹੈ।',
    },
    body: {
      en: [
        "Paddy arrivals in Punjab's grain markets have tapered off as the Kharif Marketing Season, which opened on 1 October, nears its end. State agencies such as Pungrain, Markfed and Punsup, along with the Food Corporation of India, buy the crop at the Minimum Support Price fixed by the Centre, and payments are credited directly to farmers' bank accounts.",
        'The focus now moves to lifting stocks from the mandis and to custom milling, under which rice millers deliver rice to the central pool. Storage space, moisture norms and timely milling have been recurring concerns for arhtiyas, millers and farmers in recent seasons.',
        "Exam angle: MSP (recommended by the Commission for Agricultural Costs and Prices and approved by the Cabinet Committee on Economic Affairs), the central pool and the role of arhtiyas are frequent PPSC themes. Punjab's large share in the central pool links this topic to national food security.",
      ],
      pa: [
        "ਪਹਿਲੀ ਅਕਤੂਬਰ ਤੋਂ ਸ਼ੁਰੂ ਹੋਇਆ ਸਾਉਣੀ ਮੰਡੀਕਰਨ ਸੀਜ਼ਨ ਅੰਤ ਵੱਲ ਵਧਣ ਨਾਲ ਪੰਜਾਬ ਦੀਆਂ ਅਨਾਜ ਮੰਡੀਆਂ ਵਿੱਚ ਝੋਨੇ ਦੀ ਆਮਦ ਘਟ ਗਈ ਹੈ। ਪਨਗ੍ਰੇਨ, ਮਾਰਕਫੈੱਡ ਅਤੇ ਪਨਸਪ ਵਰਗੀਆਂ ਸੂਬਾਈ ਏਜੰਸੀਆਂ ਭਾਰਤੀ ਖ਼ੁਰਾਕ ਨਿਗਮ ਨਾਲ ਮਿਲ ਕੇ ਕੇਂਦਰ ਵੱਲੋਂ ਤੈਅ ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ 'ਤੇ ਫ਼ਸਲ ਖ਼ਰੀਦਦੀਆਂ ਹਨ ਅਤੇ ਅਦਾਇਗੀ ਸਿੱਧੀ ਕਿਸਾਨਾਂ ਦੇ ਬੈਂਕ ਖਾਤਿਆਂ ਵਿੱਚ ਜਾਂਦੀ ਹੈ।",
        'ਹੁਣ ਧਿਆਨ ਮੰਡੀਆਂ ਵਿੱਚੋਂ ਸਟਾਕ ਦੀ ਚੁਕਾਈ ਅਤੇ ਕਸਟਮ ਮਿਲਿੰਗ ਵੱਲ ਹੈ, ਜਿਸ ਤਹਿਤ ਸ਼ੈਲਰ ਮਾਲਕ ਚੌਲ ਕੇਂਦਰੀ ਪੂਲ ਵਿੱਚ ਜਮ੍ਹਾਂ ਕਰਵਾਉਂਦੇ ਹਨ। ਪਿਛਲੇ ਕੁਝ ਸੀਜ਼ਨਾਂ ਵਿੱਚ ਭੰਡਾਰਨ ਲਈ ਥਾਂ, ਨਮੀ ਦੇ ਮਾਪਦੰਡ ਅਤੇ ਸਮੇਂ ਸਿਰ ਮਿਲਿੰਗ ਆੜ੍ਹਤੀਆਂ, ਸ਼ੈਲਰ ਮਾਲਕਾਂ ਅਤੇ ਕਿਸਾਨਾਂ ਲਈ ਵਾਰ-ਵਾਰ ਚਿੰਤਾ ਦਾ ਵਿਸ਼ਾ ਰਹੇ ਹਨ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ (ਜਿਸ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਖੇਤੀ ਲਾਗਤ ਅਤੇ ਕੀਮਤ ਕਮਿਸ਼ਨ ਕਰਦਾ ਹੈ ਅਤੇ ਪ੍ਰਵਾਨਗੀ ਆਰਥਿਕ ਮਾਮਲਿਆਂ ਬਾਰੇ ਕੈਬਨਿਟ ਕਮੇਟੀ ਦਿੰਦੀ ਹੈ), ਕੇਂਦਰੀ ਪੂਲ ਅਤੇ ਆੜ੍ਹਤੀਆਂ ਦੀ ਭੂਮਿਕਾ PPSC ਦੇ ਅਕਸਰ ਪੁੱਛੇ ਜਾਣ ਵਾਲੇ ਵਿਸ਼ੇ ਹਨ। ਕੇਂਦਰੀ ਪੂਲ ਵਿੱਚ ਪੰਜਾਬ ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਇਸ ਵਿਸ਼ੇ ਨੂੰ ਕੌਮੀ ਖ਼ੁਰਾਕ ਸੁਰੱਖਿਆ ਨਾਲ ਜੋੜਦਾ ਹੈ।',
      ],
    },
    topics: ['economy', 'punjab-gs'],
    source: 'The Tribune',
  },
  {
    key: 'ca-d00-orange-the-world-16-days-activism',
    daysAgo: 0,
    region: 'international',
    category: 'Society',
    title: {
      en: '16 Days of Activism against gender-based violence begin worldwide',
      pa: 'ਲਿੰਗ-ਆਧਾਰਿਤ ਹਿੰਸਾ ਵਿਰੁੱਧ 16 ਦਿਨਾਂ ਦੀ ਵਿਸ਼ਵ-ਵਿਆਪੀ ਮੁਹਿੰਮ ਸ਼ੁਰੂ',
    },
    summary: {
      en: 'The International Day for the Elimination of Violence against Women on 25 November opens a global campaign that runs until Human Rights Day on 10 December.',
      pa: '25 ਨਵੰਬਰ ਨੂੰ ਔਰਤਾਂ ਵਿਰੁੱਧ ਹਿੰਸਾ ਦੇ ਖ਼ਾਤਮੇ ਲਈ ਕੌਮਾਂਤਰੀ ਦਿਵਸ ਨਾਲ ਇੱਕ ਵਿਸ਼ਵ-ਵਿਆਪੀ ਮੁਹਿੰਮ ਸ਼ੁਰੂ ਹੁੰਦੀ ਹੈ, ਜੋ 10 ਦਸੰਬਰ ਨੂੰ ਮਨੁੱਖੀ ਅਧਿਕਾਰ ਦਿਵਸ ਤੱਕ ਚੱਲਦੀ ਹੈ।',
    },
    body: {
      en: [
        "The United Nations General Assembly designated 25 November as the International Day for the Elimination of Violence against Women in 1999. The day begins the '16 Days of Activism', backed by the UN Secretary-General's UNiTE campaign, which uses the colour orange as a symbol of a future free from violence.",
        "In India, the campaign is linked with awareness drives under Mission Shakti, One Stop Centres, the women's helpline 181 and laws such as the Protection of Women from Domestic Violence Act, 2005 and the POSH Act, 2013. States, including Punjab, hold workshops in schools, colleges and workplaces during this period.",
        "Exam angle: Candidates should know the UN days, the main laws on women's safety, the relevant provisions of the Bharatiya Nyaya Sanhita and welfare schemes. The topic is useful for essays and for GS questions on social issues and governance.",
      ],
      pa: [
        "ਸੰਯੁਕਤ ਰਾਸ਼ਟਰ ਮਹਾਂਸਭਾ ਨੇ 1999 ਵਿੱਚ 25 ਨਵੰਬਰ ਨੂੰ ਔਰਤਾਂ ਵਿਰੁੱਧ ਹਿੰਸਾ ਦੇ ਖ਼ਾਤਮੇ ਲਈ ਕੌਮਾਂਤਰੀ ਦਿਵਸ ਐਲਾਨਿਆ ਸੀ। ਇਸ ਦਿਨ ਤੋਂ '16 ਦਿਨਾਂ ਦੀ ਸਰਗਰਮੀ' ਸ਼ੁਰੂ ਹੁੰਦੀ ਹੈ, ਜਿਸ ਨੂੰ ਸੰਯੁਕਤ ਰਾਸ਼ਟਰ ਸਕੱਤਰ-ਜਨਰਲ ਦੀ UNiTE ਮੁਹਿੰਮ ਦੀ ਹਮਾਇਤ ਹਾਸਲ ਹੈ ਅਤੇ ਇਸ ਵਿੱਚ ਸੰਤਰੀ ਰੰਗ ਨੂੰ ਹਿੰਸਾ-ਮੁਕਤ ਭਵਿੱਖ ਦੇ ਪ੍ਰਤੀਕ ਵਜੋਂ ਵਰਤਿਆ ਜਾਂਦਾ ਹੈ।",
        "ਭਾਰਤ ਵਿੱਚ ਇਹ ਮੁਹਿੰਮ ਮਿਸ਼ਨ ਸ਼ਕਤੀ, ਵਨ ਸਟਾਪ ਸੈਂਟਰਾਂ, ਮਹਿਲਾ ਹੈਲਪਲਾਈਨ 181 ਅਤੇ ਘਰੇਲੂ ਹਿੰਸਾ ਤੋਂ ਔਰਤਾਂ ਦੀ ਸੁਰੱਖਿਆ ਐਕਟ, 2005 ਅਤੇ POSH ਐਕਟ, 2013 ਵਰਗੇ ਕਾਨੂੰਨਾਂ ਬਾਰੇ ਜਾਗਰੂਕਤਾ ਨਾਲ ਜੁੜੀ ਹੋਈ ਹੈ। ਪੰਜਾਬ ਸਮੇਤ ਕਈ ਸੂਬੇ ਇਸ ਦੌਰਾਨ ਸਕੂਲਾਂ, ਕਾਲਜਾਂ ਅਤੇ ਕੰਮ-ਕਾਜੀ ਥਾਵਾਂ 'ਤੇ ਵਰਕਸ਼ਾਪਾਂ ਕਰਵਾਉਂਦੇ ਹਨ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਉਮੀਦਵਾਰਾਂ ਨੂੰ ਸੰਯੁਕਤ ਰਾਸ਼ਟਰ ਦੇ ਦਿਵਸ, ਔਰਤਾਂ ਦੀ ਸੁਰੱਖਿਆ ਨਾਲ ਸਬੰਧਤ ਮੁੱਖ ਕਾਨੂੰਨ, ਭਾਰਤੀ ਨਿਆਂ ਸੰਹਿਤਾ ਦੀਆਂ ਸਬੰਧਤ ਧਾਰਾਵਾਂ ਅਤੇ ਭਲਾਈ ਸਕੀਮਾਂ ਦੀ ਜਾਣਕਾਰੀ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ। ਇਹ ਵਿਸ਼ਾ ਲੇਖ ਅਤੇ ਸਮਾਜਿਕ ਮੁੱਦਿਆਂ ਤੇ ਸ਼ਾਸਨ ਬਾਰੇ GS ਸਵਾਲਾਂ ਲਈ ਲਾਭਦਾਇਕ ਹੈ।',
      ],
    },
    topics: ['social-issues', 'international-relations'],
    source: 'The Hindu',
  },
  {
    key: 'ca-d01-punjab-guru-nanak-prakash-purab',
    daysAgo: 1,
    region: 'punjab',
    category: 'Culture',
    title: {
      en: 'Punjab celebrates Prakash Purab of Guru Nanak Dev Ji',
      pa: 'ਪੰਜਾਬ ਵਿੱਚ ਸ੍ਰੀ ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ ਦਾ ਪ੍ਰਕਾਸ਼ ਪੁਰਬ ਸ਼ਰਧਾ ਨਾਲ ਮਨਾਇਆ',
    },
    summary: {
      en: 'Gurdwaras across the state held Nagar Kirtans, Akhand Paths and langar on Kartik Purnima, with large gatherings at Sultanpur Lodhi and Sri Harmandir Sahib.',
      pa: 'ਕੱਤਕ ਦੀ ਪੂਰਨਮਾਸ਼ੀ ਮੌਕੇ ਸੂਬੇ ਭਰ ਦੇ ਗੁਰਦੁਆਰਿਆਂ ਵਿੱਚ ਨਗਰ ਕੀਰਤਨ, ਅਖੰਡ ਪਾਠ ਅਤੇ ਲੰਗਰ ਹੋਏ ਅਤੇ ਸੁਲਤਾਨਪੁਰ ਲੋਧੀ ਤੇ ਸ੍ਰੀ ਹਰਿਮੰਦਰ ਸਾਹਿਬ ਵਿਖੇ ਵੱਡੀ ਗਿਣਤੀ ਵਿੱਚ ਸੰਗਤ ਪਹੁੰਚੀ।',
    },
    body: {
      en: [
        'The Prakash Purab of Guru Nanak Dev Ji, the first Sikh Guru, was celebrated across Punjab on Kartik Purnima with prabhat pheris, Nagar Kirtans and community kitchens. Devotees thronged Sultanpur Lodhi in Kapurthala district, where Guru Nanak Dev Ji is believed to have received enlightenment after immersing in the Kali Bein.',
        "Guru Nanak Dev Ji was born in 1469 at Rai Bhoi di Talwandi, now Nankana Sahib in Pakistan. His teachings of Naam Japna, Kirat Karni and Vand Chhakna, his four Udasis (journeys) and the institution of langar remain central to Punjab's social and cultural life; he spent his last years at Kartarpur on the banks of the Ravi.",
        'Exam angle: The lives of the Sikh Gurus, Gurbani, the Bhakti movement and sacred sites such as Sultanpur Lodhi, Kartarpur and Nankana Sahib are regular questions in Punjab history and culture. Link the festival with the message of equality and community service.',
      ],
      pa: [
        'ਪਹਿਲੇ ਸਿੱਖ ਗੁਰੂ, ਸ੍ਰੀ ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ ਦਾ ਪ੍ਰਕਾਸ਼ ਪੁਰਬ ਕੱਤਕ ਦੀ ਪੂਰਨਮਾਸ਼ੀ ਨੂੰ ਪੂਰੇ ਪੰਜਾਬ ਵਿੱਚ ਪ੍ਰਭਾਤ ਫੇਰੀਆਂ, ਨਗਰ ਕੀਰਤਨਾਂ ਅਤੇ ਲੰਗਰਾਂ ਨਾਲ ਮਨਾਇਆ ਗਿਆ। ਕਪੂਰਥਲਾ ਜ਼ਿਲ੍ਹੇ ਦੇ ਸੁਲਤਾਨਪੁਰ ਲੋਧੀ ਵਿੱਚ ਭਾਰੀ ਗਿਣਤੀ ਵਿੱਚ ਸ਼ਰਧਾਲੂ ਪਹੁੰਚੇ, ਜਿੱਥੇ ਮੰਨਿਆ ਜਾਂਦਾ ਹੈ ਕਿ ਗੁਰੂ ਸਾਹਿਬ ਨੂੰ ਕਾਲੀ ਵੇਈਂ ਵਿੱਚ ਚੁੱਭੀ ਲਾਉਣ ਤੋਂ ਬਾਅਦ ਗਿਆਨ ਪ੍ਰਾਪਤ ਹੋਇਆ ਸੀ।',
        'ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ ਦਾ ਜਨਮ 1469 ਵਿੱਚ ਰਾਇ ਭੋਇ ਦੀ ਤਲਵੰਡੀ, ਜੋ ਹੁਣ ਪਾਕਿਸਤਾਨ ਵਿੱਚ ਨਨਕਾਣਾ ਸਾਹਿਬ ਹੈ, ਵਿਖੇ ਹੋਇਆ। ਨਾਮ ਜਪਣਾ, ਕਿਰਤ ਕਰਨੀ ਅਤੇ ਵੰਡ ਛਕਣਾ ਦੀਆਂ ਉਨ੍ਹਾਂ ਦੀਆਂ ਸਿੱਖਿਆਵਾਂ, ਚਾਰ ਉਦਾਸੀਆਂ ਅਤੇ ਲੰਗਰ ਦੀ ਸੰਸਥਾ ਅੱਜ ਵੀ ਪੰਜਾਬ ਦੇ ਸਮਾਜਿਕ ਅਤੇ ਸੱਭਿਆਚਾਰਕ ਜੀਵਨ ਦਾ ਕੇਂਦਰ ਹਨ; ਉਨ੍ਹਾਂ ਨੇ ਆਪਣੇ ਅੰਤਲੇ ਸਾਲ ਰਾਵੀ ਕੰਢੇ ਕਰਤਾਰਪੁਰ ਵਿੱਚ ਬਿਤਾਏ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਸਿੱਖ ਗੁਰੂ ਸਾਹਿਬਾਨ ਦੇ ਜੀਵਨ, ਗੁਰਬਾਣੀ, ਭਗਤੀ ਲਹਿਰ ਅਤੇ ਸੁਲਤਾਨਪੁਰ ਲੋਧੀ, ਕਰਤਾਰਪੁਰ ਤੇ ਨਨਕਾਣਾ ਸਾਹਿਬ ਵਰਗੇ ਪਵਿੱਤਰ ਅਸਥਾਨਾਂ ਬਾਰੇ ਪੰਜਾਬ ਦੇ ਇਤਿਹਾਸ ਅਤੇ ਸੱਭਿਆਚਾਰ ਵਿੱਚ ਨਿਯਮਤ ਸਵਾਲ ਆਉਂਦੇ ਹਨ। ਇਸ ਪੁਰਬ ਨੂੰ ਬਰਾਬਰੀ ਅਤੇ ਸੇਵਾ ਦੇ ਸੁਨੇਹੇ ਨਾਲ ਜੋੜ ਕੇ ਪੜ੍ਹੋ।',
      ],
    },
    topics: ['history', 'art-and-culture', 'punjab-gk'],
    source: 'Punjab Government press release',
  },
  {
    key: 'ca-d01-constitution-day-samvidhan-divas',
    daysAgo: 1,
    region: 'national',
    category: 'Polity',
    title: {
      en: 'Ministries line up Samvidhan Divas events for 26 November',
      pa: '26 ਨਵੰਬਰ ਨੂੰ ਸੰਵਿਧਾਨ ਦਿਵਸ ਲਈ ਮੰਤਰਾਲਿਆਂ ਵੱਲੋਂ ਪ੍ਰੋਗਰਾਮ ਤਿਆਰ',
    },
    summary: {
      en: 'Schools, universities and government offices will hold readings of the Preamble and quizzes to mark the adoption of the Constitution by the Constituent Assembly on 26 November 1949.',
      pa: 'ਸੰਵਿਧਾਨ ਸਭਾ ਵੱਲੋਂ 26 ਨਵੰਬਰ 1949 ਨੂੰ ਸੰਵਿਧਾਨ ਅਪਣਾਏ ਜਾਣ ਦੀ ਯਾਦ ਵਿੱਚ ਸਕੂਲਾਂ, ਯੂਨੀਵਰਸਿਟੀਆਂ ਅਤੇ ਸਰਕਾਰੀ ਦਫ਼ਤਰਾਂ ਵਿੱਚ ਪ੍ਰਸਤਾਵਨਾ ਦਾ ਪਾਠ ਅਤੇ ਕੁਇਜ਼ ਕਰਵਾਏ ਜਾਣਗੇ।',
    },
    body: {
      en: [
        'Constitution Day, or Samvidhan Divas, has been observed on 26 November since 2015; before that the date was marked as National Law Day. The Constituent Assembly adopted the Constitution on 26 November 1949, and it came fully into force on 26 January 1950, celebrated as Republic Day.',
        'Government departments and educational institutions are planning public readings of the Preamble, essay competitions and online quizzes. The observance is also used to spread awareness of Fundamental Duties under Article 51A, added by the 42nd Amendment in 1976.',
        'Exam angle: Dates and committees of the Constituent Assembly, the Drafting Committee chaired by Dr B. R. Ambedkar, the Preamble and the provisions that came into force on 26 November 1949 (such as citizenship and elections) are favourite prelims questions.',
      ],
      pa: [
        'ਸੰਵਿਧਾਨ ਦਿਵਸ 2015 ਤੋਂ 26 ਨਵੰਬਰ ਨੂੰ ਮਨਾਇਆ ਜਾ ਰਿਹਾ ਹੈ; ਇਸ ਤੋਂ ਪਹਿਲਾਂ ਇਹ ਦਿਨ ਕੌਮੀ ਕਾਨੂੰਨ ਦਿਵਸ ਵਜੋਂ ਮਨਾਇਆ ਜਾਂਦਾ ਸੀ। ਸੰਵਿਧਾਨ ਸਭਾ ਨੇ 26 ਨਵੰਬਰ 1949 ਨੂੰ ਸੰਵਿਧਾਨ ਅਪਣਾਇਆ ਅਤੇ ਇਹ 26 ਜਨਵਰੀ 1950 ਨੂੰ ਪੂਰੀ ਤਰ੍ਹਾਂ ਲਾਗੂ ਹੋਇਆ, ਜਿਸ ਨੂੰ ਗਣਤੰਤਰ ਦਿਵਸ ਵਜੋਂ ਮਨਾਇਆ ਜਾਂਦਾ ਹੈ।',
        'ਸਰਕਾਰੀ ਵਿਭਾਗ ਅਤੇ ਵਿਦਿਅਕ ਸੰਸਥਾਵਾਂ ਪ੍ਰਸਤਾਵਨਾ ਦੇ ਸਮੂਹਿਕ ਪਾਠ, ਲੇਖ ਮੁਕਾਬਲੇ ਅਤੇ ਆਨਲਾਈਨ ਕੁਇਜ਼ ਕਰਵਾਉਣ ਦੀ ਤਿਆਰੀ ਕਰ ਰਹੇ ਹਨ। ਇਸ ਮੌਕੇ ਨੂੰ ਧਾਰਾ 51A ਅਧੀਨ ਮੂਲ ਫ਼ਰਜ਼ਾਂ ਬਾਰੇ ਜਾਗਰੂਕਤਾ ਫੈਲਾਉਣ ਲਈ ਵੀ ਵਰਤਿਆ ਜਾਂਦਾ ਹੈ, ਜੋ 1976 ਵਿੱਚ 42ਵੀਂ ਸੋਧ ਰਾਹੀਂ ਜੋੜੇ ਗਏ ਸਨ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਸੰਵਿਧਾਨ ਸਭਾ ਦੀਆਂ ਤਰੀਕਾਂ ਅਤੇ ਕਮੇਟੀਆਂ, ਡਾ. ਬੀ. ਆਰ. ਅੰਬੇਡਕਰ ਦੀ ਪ੍ਰਧਾਨਗੀ ਵਾਲੀ ਖਰੜਾ ਕਮੇਟੀ, ਪ੍ਰਸਤਾਵਨਾ ਅਤੇ 26 ਨਵੰਬਰ 1949 ਨੂੰ ਲਾਗੂ ਹੋਈਆਂ ਵਿਵਸਥਾਵਾਂ (ਜਿਵੇਂ ਨਾਗਰਿਕਤਾ ਅਤੇ ਚੋਣਾਂ) ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਦੇ ਮਨਪਸੰਦ ਸਵਾਲ ਹਨ।',
      ],
    },
    topics: ['polity'],
    source: 'PIB',
  },
  {
    key: 'ca-d02-punjab-wheat-sowing-pau-advisory',
    daysAgo: 2,
    region: 'punjab',
    category: 'Agriculture',
    title: {
      en: 'Wheat sowing nears completion; PAU issues advisory for late-sown fields',
      pa: 'ਕਣਕ ਦੀ ਬਿਜਾਈ ਮੁਕੰਮਲ ਹੋਣ ਨੇੜੇ; ਪੀਏਯੂ ਵੱਲੋਂ ਪਛੇਤੀ ਬਿਜਾਈ ਲਈ ਸਲਾਹ ਜਾਰੀ',
    },
    summary: {
      en: 'Punjab Agricultural University has advised farmers who sow after mid-November to use recommended late-sown varieties, a higher seed rate and timely irrigation.',
      pa: 'ਪੰਜਾਬ ਖੇਤੀਬਾੜੀ ਯੂਨੀਵਰਸਿਟੀ ਨੇ ਅੱਧ ਨਵੰਬਰ ਤੋਂ ਬਾਅਦ ਬਿਜਾਈ ਕਰਨ ਵਾਲੇ ਕਿਸਾਨਾਂ ਨੂੰ ਪਛੇਤੀ ਬਿਜਾਈ ਲਈ ਸਿਫ਼ਾਰਸ਼ ਕੀਤੀਆਂ ਕਿਸਮਾਂ, ਵੱਧ ਬੀਜ ਦਰ ਅਤੇ ਸਮੇਂ ਸਿਰ ਸਿੰਚਾਈ ਦੀ ਸਲਾਹ ਦਿੱਤੀ ਹੈ।',
    },
    body: {
      en: [
        "Wheat sowing, the main rabi operation in Punjab, is in its final stage. The Agriculture Department says most of the area has been covered, with sowing delayed in pockets where paddy was harvested late or where fields affected by last year's floods needed extra preparation.",
        'Punjab Agricultural University (PAU), Ludhiana, notes that the best window for wheat is from late October to mid-November, and that yields fall with each week of delay after that. It has recommended sowing into paddy residue with the Happy Seeder, Super Seeder or the PAU surface seeder, which also helps avoid stubble burning.',
        'Exam angle: Rabi and kharif crops, optimum sowing periods, the role of PAU in the Green Revolution and in-situ residue management technologies are common in Punjab GK and agriculture questions.',
      ],
      pa: [
        'ਪੰਜਾਬ ਵਿੱਚ ਹਾੜ੍ਹੀ ਦਾ ਮੁੱਖ ਕੰਮ, ਕਣਕ ਦੀ ਬਿਜਾਈ, ਆਖ਼ਰੀ ਪੜਾਅ ਵਿੱਚ ਹੈ। ਖੇਤੀਬਾੜੀ ਵਿਭਾਗ ਅਨੁਸਾਰ ਜ਼ਿਆਦਾਤਰ ਰਕਬੇ ਵਿੱਚ ਬਿਜਾਈ ਹੋ ਚੁੱਕੀ ਹੈ, ਪਰ ਜਿੱਥੇ ਝੋਨੇ ਦੀ ਕਟਾਈ ਪਛੇਤੀ ਹੋਈ ਜਾਂ ਪਿਛਲੇ ਸਾਲ ਦੇ ਹੜ੍ਹਾਂ ਤੋਂ ਪ੍ਰਭਾਵਿਤ ਖੇਤਾਂ ਦੀ ਤਿਆਰੀ ਵਿੱਚ ਵਧੇਰੇ ਸਮਾਂ ਲੱਗਿਆ, ਉੱਥੇ ਕੁਝ ਦੇਰੀ ਹੋਈ ਹੈ।',
        'ਪੰਜਾਬ ਖੇਤੀਬਾੜੀ ਯੂਨੀਵਰਸਿਟੀ (ਪੀਏਯੂ), ਲੁਧਿਆਣਾ ਅਨੁਸਾਰ ਕਣਕ ਦੀ ਬਿਜਾਈ ਦਾ ਸਭ ਤੋਂ ਢੁਕਵਾਂ ਸਮਾਂ ਅਕਤੂਬਰ ਦੇ ਅਖ਼ੀਰ ਤੋਂ ਅੱਧ ਨਵੰਬਰ ਤੱਕ ਹੈ ਅਤੇ ਉਸ ਤੋਂ ਬਾਅਦ ਹਰ ਹਫ਼ਤੇ ਦੀ ਦੇਰੀ ਨਾਲ ਝਾੜ ਘਟਦਾ ਹੈ। ਯੂਨੀਵਰਸਿਟੀ ਨੇ ਹੈਪੀ ਸੀਡਰ, ਸੁਪਰ ਸੀਡਰ ਜਾਂ ਪੀਏਯੂ ਸਰਫੇਸ ਸੀਡਰ ਨਾਲ ਝੋਨੇ ਦੀ ਰਹਿੰਦ-ਖੂੰਹਦ ਵਿੱਚ ਸਿੱਧੀ ਬਿਜਾਈ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਕੀਤੀ ਹੈ, ਜਿਸ ਨਾਲ ਪਰਾਲੀ ਸਾੜਨ ਤੋਂ ਵੀ ਬਚਿਆ ਜਾ ਸਕਦਾ ਹੈ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਹਾੜ੍ਹੀ ਅਤੇ ਸਾਉਣੀ ਦੀਆਂ ਫ਼ਸਲਾਂ, ਬਿਜਾਈ ਦਾ ਢੁਕਵਾਂ ਸਮਾਂ, ਹਰੀ ਕ੍ਰਾਂਤੀ ਵਿੱਚ ਪੀਏਯੂ ਦੀ ਭੂਮਿਕਾ ਅਤੇ ਖੇਤ ਵਿੱਚ ਹੀ ਪਰਾਲੀ ਸੰਭਾਲਣ ਦੀਆਂ ਤਕਨੀਕਾਂ ਪੰਜਾਬ ਜੀਕੇ ਅਤੇ ਖੇਤੀਬਾੜੀ ਦੇ ਸਵਾਲਾਂ ਵਿੱਚ ਆਮ ਹਨ।',
      ],
    },
    topics: ['punjab-gs', 'geography'],
    source: 'The Tribune',
  },
  {
    key: 'ca-d02-parliament-winter-session-dates',
    daysAgo: 2,
    region: 'national',
    category: 'Polity',
    title: {
      en: "Government notifies dates for Parliament's Winter Session",
      pa: 'ਸਰਕਾਰ ਵੱਲੋਂ ਸੰਸਦ ਦੇ ਸਰਦ ਰੁੱਤ ਇਜਲਾਸ ਦੀਆਂ ਤਰੀਕਾਂ ਜਾਰੀ',
    },
    summary: {
      en: "The Winter Session, the last of the year's three sessions, will take up pending Bills, Supplementary Demands for Grants and discussions on issues of public importance.",
      pa: "ਸਾਲ ਦੇ ਤਿੰਨ ਇਜਲਾਸਾਂ ਵਿੱਚੋਂ ਆਖ਼ਰੀ, ਸਰਦ ਰੁੱਤ ਇਜਲਾਸ ਵਿੱਚ ਬਕਾਇਆ ਬਿੱਲਾਂ, ਗ੍ਰਾਂਟਾਂ ਦੀਆਂ ਪੂਰਕ ਮੰਗਾਂ ਅਤੇ ਜਨਤਕ ਮਹੱਤਵ ਦੇ ਮੁੱਦਿਆਂ 'ਤੇ ਚਰਚਾ ਹੋਵੇਗੀ।",
    },
    body: {
      en: [
        'The Union Government has announced the schedule of the Winter Session of Parliament following the recommendation of the Cabinet Committee on Parliamentary Affairs. The President summons each House under Article 85, which requires that not more than six months pass between two sessions.',
        'By convention India has three sessions a year: the Budget Session, the Monsoon Session and the Winter Session. Parliamentary observers expect the session to take up Bills referred to committees earlier, the first batch of Supplementary Demands for Grants and debates raised through Question Hour, Zero Hour and calling attention notices.',
        'Exam angle: Summoning, prorogation and dissolution, the difference between adjournment and prorogation, and devices like Question Hour and Zero Hour are frequently asked in PPSC polity. Remember that Zero Hour is an Indian innovation not mentioned in the Rules of Procedure.',
      ],
      pa: [
        'ਕੇਂਦਰ ਸਰਕਾਰ ਨੇ ਸੰਸਦੀ ਮਾਮਲਿਆਂ ਬਾਰੇ ਕੈਬਨਿਟ ਕਮੇਟੀ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਤੋਂ ਬਾਅਦ ਸੰਸਦ ਦੇ ਸਰਦ ਰੁੱਤ ਇਜਲਾਸ ਦਾ ਪ੍ਰੋਗਰਾਮ ਐਲਾਨਿਆ ਹੈ। ਰਾਸ਼ਟਰਪਤੀ ਧਾਰਾ 85 ਅਧੀਨ ਹਰ ਸਦਨ ਦਾ ਇਜਲਾਸ ਸੱਦਦੇ ਹਨ, ਜਿਸ ਅਨੁਸਾਰ ਦੋ ਇਜਲਾਸਾਂ ਵਿਚਕਾਰ ਛੇ ਮਹੀਨਿਆਂ ਤੋਂ ਵੱਧ ਦਾ ਫ਼ਰਕ ਨਹੀਂ ਹੋਣਾ ਚਾਹੀਦਾ।',
        "ਰਵਾਇਤ ਅਨੁਸਾਰ ਭਾਰਤ ਵਿੱਚ ਸਾਲ ਵਿੱਚ ਤਿੰਨ ਇਜਲਾਸ ਹੁੰਦੇ ਹਨ: ਬਜਟ ਇਜਲਾਸ, ਮਾਨਸੂਨ ਇਜਲਾਸ ਅਤੇ ਸਰਦ ਰੁੱਤ ਇਜਲਾਸ। ਸੰਸਦੀ ਮਾਮਲਿਆਂ ਦੇ ਜਾਣਕਾਰਾਂ ਨੂੰ ਉਮੀਦ ਹੈ ਕਿ ਇਸ ਇਜਲਾਸ ਵਿੱਚ ਪਹਿਲਾਂ ਕਮੇਟੀਆਂ ਨੂੰ ਭੇਜੇ ਬਿੱਲ, ਗ੍ਰਾਂਟਾਂ ਦੀਆਂ ਪੂਰਕ ਮੰਗਾਂ ਦਾ ਪਹਿਲਾ ਬੈਚ ਅਤੇ ਪ੍ਰਸ਼ਨ ਕਾਲ, ਸਿਫ਼ਰ ਕਾਲ ਤੇ ਧਿਆਨ ਦਿਵਾਊ ਮਤਿਆਂ ਰਾਹੀਂ ਉਠਾਏ ਮੁੱਦਿਆਂ 'ਤੇ ਬਹਿਸ ਹੋਵੇਗੀ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਇਜਲਾਸ ਸੱਦਣਾ, ਉਠਾਉਣਾ (ਸਤਰਾਵਸਾਨ) ਅਤੇ ਭੰਗ ਕਰਨਾ, ਮੁਲਤਵੀ ਅਤੇ ਸਤਰਾਵਸਾਨ ਵਿੱਚ ਫ਼ਰਕ, ਅਤੇ ਪ੍ਰਸ਼ਨ ਕਾਲ ਤੇ ਸਿਫ਼ਰ ਕਾਲ ਵਰਗੇ ਸਾਧਨ PPSC ਰਾਜਨੀਤੀ ਸ਼ਾਸਤਰ ਵਿੱਚ ਅਕਸਰ ਪੁੱਛੇ ਜਾਂਦੇ ਹਨ। ਯਾਦ ਰੱਖੋ ਕਿ ਸਿਫ਼ਰ ਕਾਲ ਭਾਰਤ ਦੀ ਆਪਣੀ ਕਾਢ ਹੈ, ਜਿਸ ਦਾ ਕਾਰਜ-ਵਿਧੀ ਨਿਯਮਾਂ ਵਿੱਚ ਜ਼ਿਕਰ ਨਹੀਂ ਹੈ।',
      ],
    },
    topics: ['polity', 'governance'],
    source: 'Indian Express',
  },
  {
    key: 'ca-d03-punjab-stubble-burning-drive',
    daysAgo: 3,
    region: 'punjab',
    category: 'Environment',
    title: {
      en: 'Punjab steps up field checks as farm fires persist in Malwa districts',
      pa: 'ਮਾਲਵੇ ਦੇ ਜ਼ਿਲ੍ਹਿਆਂ ਵਿੱਚ ਖੇਤਾਂ ਦੀ ਅੱਗ ਜਾਰੀ ਰਹਿਣ ਕਾਰਨ ਪੰਜਾਬ ਵੱਲੋਂ ਜਾਂਚ ਤੇਜ਼',
    },
    summary: {
      en: 'District teams are acting on satellite-detected fire locations, imposing environmental compensation and pushing the use of crop residue management machines.',
      pa: "ਜ਼ਿਲ੍ਹਾ ਟੀਮਾਂ ਸੈਟੇਲਾਈਟ ਰਾਹੀਂ ਫੜੀਆਂ ਅੱਗ ਵਾਲੀਆਂ ਥਾਵਾਂ 'ਤੇ ਕਾਰਵਾਈ ਕਰ ਰਹੀਆਂ ਹਨ, ਵਾਤਾਵਰਨ ਮੁਆਵਜ਼ਾ ਲਗਾ ਰਹੀਆਂ ਹਨ ਅਤੇ ਪਰਾਲੀ ਪ੍ਰਬੰਧਨ ਮਸ਼ੀਨਾਂ ਦੀ ਵਰਤੋਂ ਨੂੰ ਉਤਸ਼ਾਹਿਤ ਕਰ ਰਹੀਆਂ ਹਨ।",
    },
    body: {
      en: [
        "Fire incidents reported by the Punjab Remote Sensing Centre, Ludhiana, have continued in parts of the Malwa belt late in the season, when farmers rush to clear fields for wheat. Cluster and nodal officers visit flagged sites, and violations can attract environmental compensation and 'red entries' in land records.",
        'Under the central Crop Residue Management scheme, subsidised machines such as Happy Seeders, Super Seeders and balers are available to individual farmers, cooperatives and custom hiring centres. Ex-situ options, including supply of straw to biomass plants, compressed biogas units and brick kilns, are also being expanded.',
        'Exam angle: Understand the Commission for Air Quality Management (CAQM) Act, 2021, in-situ versus ex-situ residue management, and why the paddy-wheat cycle and the Punjab Preservation of Subsoil Water Act, 2009 compress the window between harvest and sowing.',
      ],
      pa: [
        "ਪੰਜਾਬ ਰਿਮੋਟ ਸੈਂਸਿੰਗ ਸੈਂਟਰ, ਲੁਧਿਆਣਾ ਵੱਲੋਂ ਦਰਜ ਅੱਗ ਦੀਆਂ ਘਟਨਾਵਾਂ ਸੀਜ਼ਨ ਦੇ ਅਖ਼ੀਰ ਵਿੱਚ ਵੀ ਮਾਲਵਾ ਪੱਟੀ ਦੇ ਕੁਝ ਹਿੱਸਿਆਂ ਵਿੱਚ ਜਾਰੀ ਹਨ, ਜਦੋਂ ਕਿਸਾਨ ਕਣਕ ਲਈ ਖੇਤ ਛੇਤੀ ਖ਼ਾਲੀ ਕਰਨ ਦੀ ਕਾਹਲੀ ਵਿੱਚ ਹੁੰਦੇ ਹਨ। ਕਲੱਸਟਰ ਅਤੇ ਨੋਡਲ ਅਫ਼ਸਰ ਨਿਸ਼ਾਨਦੇਹੀ ਵਾਲੀਆਂ ਥਾਵਾਂ ਦਾ ਦੌਰਾ ਕਰਦੇ ਹਨ ਅਤੇ ਉਲੰਘਣਾ 'ਤੇ ਵਾਤਾਵਰਨ ਮੁਆਵਜ਼ਾ ਅਤੇ ਜ਼ਮੀਨੀ ਰਿਕਾਰਡ ਵਿੱਚ 'ਲਾਲ ਇੰਦਰਾਜ' ਹੋ ਸਕਦਾ ਹੈ।",
        "ਕੇਂਦਰ ਦੀ ਫ਼ਸਲੀ ਰਹਿੰਦ-ਖੂੰਹਦ ਪ੍ਰਬੰਧਨ ਸਕੀਮ ਤਹਿਤ ਹੈਪੀ ਸੀਡਰ, ਸੁਪਰ ਸੀਡਰ ਅਤੇ ਬੇਲਰ ਵਰਗੀਆਂ ਮਸ਼ੀਨਾਂ ਵਿਅਕਤੀਗਤ ਕਿਸਾਨਾਂ, ਸਹਿਕਾਰੀ ਸਭਾਵਾਂ ਅਤੇ ਕਸਟਮ ਹਾਇਰਿੰਗ ਸੈਂਟਰਾਂ ਨੂੰ ਸਬਸਿਡੀ 'ਤੇ ਮਿਲਦੀਆਂ ਹਨ। ਖੇਤ ਤੋਂ ਬਾਹਰ ਪਰਾਲੀ ਦੀ ਵਰਤੋਂ, ਜਿਵੇਂ ਬਾਇਓਮਾਸ ਪਲਾਂਟਾਂ, ਕੰਪ੍ਰੈੱਸਡ ਬਾਇਓਗੈਸ ਯੂਨਿਟਾਂ ਅਤੇ ਇੱਟਾਂ ਦੇ ਭੱਠਿਆਂ ਨੂੰ ਸਪਲਾਈ, ਦਾ ਵੀ ਵਿਸਥਾਰ ਕੀਤਾ ਜਾ ਰਿਹਾ ਹੈ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਹਵਾ ਗੁਣਵੱਤਾ ਪ੍ਰਬੰਧਨ ਕਮਿਸ਼ਨ (CAQM) ਐਕਟ, 2021, ਖੇਤ ਵਿੱਚ ਅਤੇ ਖੇਤ ਤੋਂ ਬਾਹਰ ਪਰਾਲੀ ਪ੍ਰਬੰਧਨ ਵਿੱਚ ਫ਼ਰਕ, ਅਤੇ ਇਹ ਸਮਝੋ ਕਿ ਝੋਨਾ-ਕਣਕ ਚੱਕਰ ਤੇ ਪੰਜਾਬ ਉਪ-ਭੂਮੀ ਜਲ ਸੰਭਾਲ ਐਕਟ, 2009 ਕਟਾਈ ਅਤੇ ਬਿਜਾਈ ਵਿਚਲੇ ਸਮੇਂ ਨੂੰ ਕਿਉਂ ਘਟਾ ਦਿੰਦੇ ਹਨ।',
      ],
    },
    topics: ['environment', 'punjab-gs'],
    source: 'The Tribune',
  },
  {
    key: 'ca-d03-delhi-ncr-grap-air-quality',
    daysAgo: 3,
    region: 'national',
    category: 'Environment',
    title: {
      en: "CAQM reviews GRAP curbs as Delhi-NCR air quality swings between 'very poor' and 'severe'",
      pa: "ਦਿੱਲੀ-ਐੱਨਸੀਆਰ ਦੀ ਹਵਾ 'ਬਹੁਤ ਖ਼ਰਾਬ' ਅਤੇ 'ਗੰਭੀਰ' ਵਿਚਕਾਰ ਰਹਿਣ ਕਾਰਨ CAQM ਵੱਲੋਂ GRAP ਪਾਬੰਦੀਆਂ ਦੀ ਸਮੀਖਿਆ",
    },
    summary: {
      en: 'The Commission for Air Quality Management has been tightening and relaxing stages of the Graded Response Action Plan in line with daily AQI forecasts.',
      pa: 'ਹਵਾ ਗੁਣਵੱਤਾ ਪ੍ਰਬੰਧਨ ਕਮਿਸ਼ਨ ਰੋਜ਼ਾਨਾ AQI ਪੂਰਵ-ਅਨੁਮਾਨਾਂ ਅਨੁਸਾਰ ਗ੍ਰੇਡਿਡ ਰਿਸਪਾਂਸ ਐਕਸ਼ਨ ਪਲਾਨ ਦੇ ਪੜਾਅ ਸਖ਼ਤ ਅਤੇ ਨਰਮ ਕਰ ਰਿਹਾ ਹੈ।',
    },
    body: {
      en: [
        "Calm winds, falling temperatures and local emissions have kept air quality in Delhi-NCR poor through November. The Commission for Air Quality Management (CAQM) invokes the Graded Response Action Plan (GRAP) in four stages, from 'Poor' (AQI 201-300) to 'Severe+' (AQI above 450), with curbs on construction, diesel generators and certain vehicles at higher stages.",
        'Forecasts from the Decision Support System developed by IITM Pune estimate the share of vehicles, industry, dust and farm fires in daily pollution. The contribution of crop residue burning varies sharply with wind direction and usually peaks for a few weeks in late October and early November.',
        "Exam angle: Learn the AQI categories, the eight pollutants in the National AQI, GRAP stages and the statutory role of CAQM. Mains answers on Punjab's stubble burning should present balanced data on its share in Delhi's winter smog.",
      ],
      pa: [
        "ਹਵਾ ਦੀ ਮੱਠੀ ਰਫ਼ਤਾਰ, ਡਿੱਗਦੇ ਤਾਪਮਾਨ ਅਤੇ ਸਥਾਨਕ ਨਿਕਾਸੀ ਕਾਰਨ ਨਵੰਬਰ ਦੌਰਾਨ ਦਿੱਲੀ-ਐੱਨਸੀਆਰ ਦੀ ਹਵਾ ਖ਼ਰਾਬ ਬਣੀ ਰਹੀ ਹੈ। ਹਵਾ ਗੁਣਵੱਤਾ ਪ੍ਰਬੰਧਨ ਕਮਿਸ਼ਨ (CAQM) ਗ੍ਰੇਡਿਡ ਰਿਸਪਾਂਸ ਐਕਸ਼ਨ ਪਲਾਨ (GRAP) ਚਾਰ ਪੜਾਵਾਂ ਵਿੱਚ ਲਾਗੂ ਕਰਦਾ ਹੈ, 'ਖ਼ਰਾਬ' (AQI 201-300) ਤੋਂ 'ਗੰਭੀਰ+' (AQI 450 ਤੋਂ ਵੱਧ) ਤੱਕ, ਅਤੇ ਉੱਚੇ ਪੜਾਵਾਂ 'ਤੇ ਉਸਾਰੀ, ਡੀਜ਼ਲ ਜਨਰੇਟਰਾਂ ਅਤੇ ਕੁਝ ਵਾਹਨਾਂ 'ਤੇ ਪਾਬੰਦੀ ਲੱਗਦੀ ਹੈ।",
        "ਆਈਆਈਟੀਐੱਮ ਪੁਣੇ ਵੱਲੋਂ ਵਿਕਸਿਤ ਡਿਸੀਜ਼ਨ ਸਪੋਰਟ ਸਿਸਟਮ ਦੇ ਪੂਰਵ-ਅਨੁਮਾਨ ਰੋਜ਼ਾਨਾ ਪ੍ਰਦੂਸ਼ਣ ਵਿੱਚ ਵਾਹਨਾਂ, ਉਦਯੋਗ, ਧੂੜ ਅਤੇ ਖੇਤਾਂ ਦੀ ਅੱਗ ਦੇ ਹਿੱਸੇ ਦਾ ਅੰਦਾਜ਼ਾ ਲਗਾਉਂਦੇ ਹਨ। ਪਰਾਲੀ ਸਾੜਨ ਦਾ ਹਿੱਸਾ ਹਵਾ ਦੀ ਦਿਸ਼ਾ ਨਾਲ ਬਹੁਤ ਬਦਲਦਾ ਹੈ ਅਤੇ ਆਮ ਤੌਰ 'ਤੇ ਅਕਤੂਬਰ ਦੇ ਅਖ਼ੀਰ ਅਤੇ ਨਵੰਬਰ ਦੇ ਸ਼ੁਰੂ ਵਿੱਚ ਕੁਝ ਹਫ਼ਤਿਆਂ ਲਈ ਸਿਖਰ 'ਤੇ ਹੁੰਦਾ ਹੈ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: AQI ਦੀਆਂ ਸ਼੍ਰੇਣੀਆਂ, ਕੌਮੀ AQI ਵਿੱਚ ਸ਼ਾਮਲ ਅੱਠ ਪ੍ਰਦੂਸ਼ਕ, GRAP ਦੇ ਪੜਾਅ ਅਤੇ CAQM ਦੀ ਕਾਨੂੰਨੀ ਭੂਮਿਕਾ ਯਾਦ ਕਰੋ। ਪੰਜਾਬ ਵਿੱਚ ਪਰਾਲੀ ਸਾੜਨ ਬਾਰੇ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਉੱਤਰਾਂ ਵਿੱਚ ਦਿੱਲੀ ਦੇ ਸਰਦੀਆਂ ਦੇ ਧੂੰਏਂ ਵਿੱਚ ਇਸ ਦੇ ਹਿੱਸੇ ਬਾਰੇ ਸੰਤੁਲਿਤ ਅੰਕੜੇ ਪੇਸ਼ ਕਰੋ।',
      ],
    },
    topics: ['environment', 'governance'],
    source: 'The Hindu',
  },
  {
    key: 'ca-d04-punjab-dap-supply-rabi',
    daysAgo: 4,
    region: 'punjab',
    category: 'Agriculture',
    title: {
      en: 'Agriculture Department monitors DAP supply; farmers urged to use alternatives',
      pa: 'ਖੇਤੀਬਾੜੀ ਵਿਭਾਗ ਵੱਲੋਂ ਡੀਏਪੀ ਸਪਲਾਈ ਦੀ ਨਿਗਰਾਨੀ; ਕਿਸਾਨਾਂ ਨੂੰ ਬਦਲਵੀਆਂ ਖਾਦਾਂ ਵਰਤਣ ਦੀ ਅਪੀਲ',
    },
    summary: {
      en: 'With peak rabi demand for di-ammonium phosphate, district officials are checking stocks at dealers and cooperative societies and promoting NPK complexes and single super phosphate.',
      pa: 'ਹਾੜ੍ਹੀ ਦੌਰਾਨ ਡਾਇ-ਅਮੋਨੀਅਮ ਫਾਸਫੇਟ ਦੀ ਸਿਖਰਲੀ ਮੰਗ ਕਾਰਨ ਜ਼ਿਲ੍ਹਾ ਅਧਿਕਾਰੀ ਡੀਲਰਾਂ ਅਤੇ ਸਹਿਕਾਰੀ ਸਭਾਵਾਂ ਕੋਲ ਸਟਾਕ ਦੀ ਜਾਂਚ ਕਰ ਰਹੇ ਹਨ ਅਤੇ NPK ਖਾਦਾਂ ਤੇ ਸਿੰਗਲ ਸੁਪਰ ਫਾਸਫੇਟ ਨੂੰ ਉਤਸ਼ਾਹਿਤ ਕਰ ਰਹੇ ਹਨ।',
    },
    body: {
      en: [
        "Demand for di-ammonium phosphate (DAP) rises sharply in Punjab during wheat sowing, and queues at cooperative societies have been reported from some districts. Flying squads of the Agriculture Department are inspecting retailers to check hoarding, overcharging and the forced 'tagging' of other products with DAP bags.",
        'Experts from Punjab Agricultural University point out that NPK complex fertilisers and single super phosphate (SSP) can supply phosphorus for wheat, and that soil testing helps avoid overuse. India imports much of its DAP or its raw materials, so global prices and supply chains affect availability.',
        'Exam angle: Know the Nutrient Based Subsidy (NBS) scheme for phosphatic and potassic fertilisers (since 2010), how urea pricing differs, the NPK ratio debate and the Fertiliser Control Order issued under the Essential Commodities Act.',
      ],
      pa: [
        "ਕਣਕ ਦੀ ਬਿਜਾਈ ਦੌਰਾਨ ਪੰਜਾਬ ਵਿੱਚ ਡਾਇ-ਅਮੋਨੀਅਮ ਫਾਸਫੇਟ (ਡੀਏਪੀ) ਦੀ ਮੰਗ ਤੇਜ਼ੀ ਨਾਲ ਵਧਦੀ ਹੈ ਅਤੇ ਕੁਝ ਜ਼ਿਲ੍ਹਿਆਂ ਵਿੱਚ ਸਹਿਕਾਰੀ ਸਭਾਵਾਂ ਅੱਗੇ ਕਤਾਰਾਂ ਦੀਆਂ ਖ਼ਬਰਾਂ ਆਈਆਂ ਹਨ। ਖੇਤੀਬਾੜੀ ਵਿਭਾਗ ਦੇ ਉੱਡਣ ਦਸਤੇ ਜਮ੍ਹਾਂਖੋਰੀ, ਵੱਧ ਕੀਮਤ ਵਸੂਲਣ ਅਤੇ ਡੀਏਪੀ ਦੇ ਥੈਲਿਆਂ ਨਾਲ ਹੋਰ ਉਤਪਾਦ ਜ਼ਬਰਦਸਤੀ ਵੇਚਣ ('ਟੈਗਿੰਗ') ਦੀ ਰੋਕਥਾਮ ਲਈ ਦੁਕਾਨਦਾਰਾਂ ਦੀ ਜਾਂਚ ਕਰ ਰਹੇ ਹਨ।",
        "ਪੰਜਾਬ ਖੇਤੀਬਾੜੀ ਯੂਨੀਵਰਸਿਟੀ ਦੇ ਮਾਹਿਰਾਂ ਅਨੁਸਾਰ NPK ਮਿਸ਼ਰਤ ਖਾਦਾਂ ਅਤੇ ਸਿੰਗਲ ਸੁਪਰ ਫਾਸਫੇਟ (SSP) ਵੀ ਕਣਕ ਨੂੰ ਫਾਸਫੋਰਸ ਦੇ ਸਕਦੀਆਂ ਹਨ ਅਤੇ ਮਿੱਟੀ ਦੀ ਪਰਖ ਨਾਲ ਖਾਦਾਂ ਦੀ ਬੇਲੋੜੀ ਵਰਤੋਂ ਤੋਂ ਬਚਿਆ ਜਾ ਸਕਦਾ ਹੈ। ਭਾਰਤ ਆਪਣੀ ਡੀਏਪੀ ਜਾਂ ਇਸ ਦੇ ਕੱਚੇ ਮਾਲ ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਦਰਾਮਦ ਕਰਦਾ ਹੈ, ਇਸ ਲਈ ਕੌਮਾਂਤਰੀ ਕੀਮਤਾਂ ਅਤੇ ਸਪਲਾਈ ਲੜੀਆਂ ਇਸ ਦੀ ਉਪਲਬਧਤਾ 'ਤੇ ਅਸਰ ਪਾਉਂਦੀਆਂ ਹਨ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਫਾਸਫੇਟ ਅਤੇ ਪੋਟਾਸ਼ ਖਾਦਾਂ ਲਈ ਪੋਸ਼ਕ ਤੱਤ ਆਧਾਰਿਤ ਸਬਸਿਡੀ (NBS) ਸਕੀਮ (2010 ਤੋਂ), ਯੂਰੀਆ ਦੀ ਕੀਮਤ-ਵਿਧੀ ਵਿੱਚ ਫ਼ਰਕ, NPK ਅਨੁਪਾਤ ਬਾਰੇ ਬਹਿਸ ਅਤੇ ਜ਼ਰੂਰੀ ਵਸਤਾਂ ਐਕਟ ਅਧੀਨ ਜਾਰੀ ਖਾਦ ਕੰਟਰੋਲ ਆਰਡਰ ਬਾਰੇ ਜਾਣੋ।',
      ],
    },
    topics: ['economy', 'punjab-gs'],
    source: 'The Tribune',
  },
  {
    key: 'ca-d04-cop31-antalya-climate-talks',
    daysAgo: 4,
    region: 'international',
    category: 'Environment',
    title: {
      en: 'COP31 climate talks in Antalya close with focus on adaptation and finance',
      pa: "ਅੰਤਾਲਿਆ ਵਿੱਚ COP31 ਜਲਵਾਯੂ ਵਾਰਤਾ ਅਨੁਕੂਲਨ ਅਤੇ ਵਿੱਤ 'ਤੇ ਜ਼ੋਰ ਨਾਲ ਸਮਾਪਤ",
    },
    summary: {
      en: 'The 31st Conference of the Parties to the UNFCCC, hosted by Turkiye with Australia leading the negotiations, discussed new national climate plans, adaptation indicators and the delivery of climate finance.',
      pa: 'UNFCCC ਦੀਆਂ ਧਿਰਾਂ ਦੀ 31ਵੀਂ ਕਾਨਫ਼ਰੰਸ, ਜਿਸ ਦੀ ਮੇਜ਼ਬਾਨੀ ਤੁਰਕੀਏ ਨੇ ਕੀਤੀ ਅਤੇ ਵਾਰਤਾ ਦੀ ਅਗਵਾਈ ਆਸਟ੍ਰੇਲੀਆ ਨੇ ਕੀਤੀ, ਵਿੱਚ ਨਵੀਆਂ ਕੌਮੀ ਜਲਵਾਯੂ ਯੋਜਨਾਵਾਂ, ਅਨੁਕੂਲਨ ਸੂਚਕਾਂ ਅਤੇ ਜਲਵਾਯੂ ਵਿੱਤ ਦੀ ਪੂਰਤੀ ਬਾਰੇ ਚਰਚਾ ਹੋਈ।',
    },
    body: {
      en: [
        'The UN climate conference COP31 concluded in Antalya, Turkiye, under an unusual arrangement in which Turkiye hosted the summit and Australia presided over the negotiations. Countries reviewed their updated Nationally Determined Contributions (NDCs) under the Paris Agreement and worked on indicators for the Global Goal on Adaptation.',
        'Developing countries, including India, pressed for predictable public finance under the New Collective Quantified Goal agreed at COP29 in Baku and raised concerns about unilateral trade measures such as carbon border taxes. India reiterated the principle of Common But Differentiated Responsibilities and Respective Capabilities (CBDR-RC).',
        "Exam angle: Track the sequence of COPs (COP28 Dubai, COP29 Baku, COP30 Belem, COP31 Antalya), key terms like NDC, Loss and Damage Fund and Global Stocktake, and India's targets of net zero by 2070 and 500 GW non-fossil capacity by 2030.",
      ],
      pa: [
        "ਸੰਯੁਕਤ ਰਾਸ਼ਟਰ ਦੀ ਜਲਵਾਯੂ ਕਾਨਫ਼ਰੰਸ COP31 ਤੁਰਕੀਏ ਦੇ ਅੰਤਾਲਿਆ ਵਿੱਚ ਇੱਕ ਵਿਲੱਖਣ ਪ੍ਰਬੰਧ ਤਹਿਤ ਸਮਾਪਤ ਹੋਈ, ਜਿਸ ਵਿੱਚ ਤੁਰਕੀਏ ਨੇ ਸੰਮੇਲਨ ਦੀ ਮੇਜ਼ਬਾਨੀ ਕੀਤੀ ਅਤੇ ਆਸਟ੍ਰੇਲੀਆ ਨੇ ਵਾਰਤਾ ਦੀ ਪ੍ਰਧਾਨਗੀ ਕੀਤੀ। ਦੇਸ਼ਾਂ ਨੇ ਪੈਰਿਸ ਸਮਝੌਤੇ ਤਹਿਤ ਆਪਣੇ ਨਵੇਂ ਕੌਮੀ ਪੱਧਰ 'ਤੇ ਨਿਰਧਾਰਤ ਯੋਗਦਾਨਾਂ (NDCs) ਦੀ ਸਮੀਖਿਆ ਕੀਤੀ ਅਤੇ ਅਨੁਕੂਲਨ ਬਾਰੇ ਵਿਸ਼ਵ ਟੀਚੇ ਦੇ ਸੂਚਕਾਂ 'ਤੇ ਕੰਮ ਕੀਤਾ।",
        'ਭਾਰਤ ਸਮੇਤ ਵਿਕਾਸਸ਼ੀਲ ਦੇਸ਼ਾਂ ਨੇ ਬਾਕੂ ਵਿੱਚ COP29 ਦੌਰਾਨ ਤੈਅ ਨਵੇਂ ਸਮੂਹਿਕ ਮਾਤਰਾਤਮਕ ਟੀਚੇ ਤਹਿਤ ਭਰੋਸੇਯੋਗ ਜਨਤਕ ਵਿੱਤ ਦੀ ਮੰਗ ਕੀਤੀ ਅਤੇ ਕਾਰਬਨ ਸਰਹੱਦੀ ਟੈਕਸ ਵਰਗੇ ਇੱਕਤਰਫ਼ਾ ਵਪਾਰਕ ਕਦਮਾਂ ਬਾਰੇ ਚਿੰਤਾ ਜਤਾਈ। ਭਾਰਤ ਨੇ ਸਾਂਝੀਆਂ ਪਰ ਵੱਖਰੀਆਂ ਜ਼ਿੰਮੇਵਾਰੀਆਂ ਅਤੇ ਸਬੰਧਤ ਸਮਰੱਥਾਵਾਂ (CBDR-RC) ਦੇ ਸਿਧਾਂਤ ਨੂੰ ਦੁਹਰਾਇਆ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: COP ਸੰਮੇਲਨਾਂ ਦਾ ਕ੍ਰਮ (COP28 ਦੁਬਈ, COP29 ਬਾਕੂ, COP30 ਬੇਲੇਮ, COP31 ਅੰਤਾਲਿਆ), NDC, ਨੁਕਸਾਨ ਅਤੇ ਤਬਾਹੀ ਫ਼ੰਡ ਅਤੇ ਗਲੋਬਲ ਸਟਾਕਟੇਕ ਵਰਗੇ ਮੁੱਖ ਸ਼ਬਦ, ਅਤੇ ਭਾਰਤ ਦੇ 2070 ਤੱਕ ਨੈੱਟ ਜ਼ੀਰੋ ਤੇ 2030 ਤੱਕ 500 ਗੀਗਾਵਾਟ ਗ਼ੈਰ-ਜੈਵਿਕ ਸਮਰੱਥਾ ਦੇ ਟੀਚੇ ਯਾਦ ਰੱਖੋ।',
      ],
    },
    topics: ['environment', 'international-relations'],
    source: 'The Hindu',
  },
  {
    key: 'ca-d05-punjab-yudh-nashian-virudh-phase',
    daysAgo: 5,
    region: 'punjab',
    category: 'Society',
    title: {
      en: "Punjab's anti-drug campaign widens focus to de-addiction and rehabilitation",
      pa: 'ਪੰਜਾਬ ਦੀ ਨਸ਼ਾ-ਵਿਰੋਧੀ ਮੁਹਿੰਮ ਦਾ ਧਿਆਨ ਨਸ਼ਾ ਛੁਡਾਊ ਇਲਾਜ ਅਤੇ ਮੁੜ-ਵਸੇਬੇ ਵੱਲ',
    },
    summary: {
      en: "Under the 'Yudh Nashian Virudh' campaign, the state is pairing police action against supply networks with more treatment capacity, village-level committees and skill training for recovering users.",
      pa: "'ਯੁੱਧ ਨਸ਼ਿਆਂ ਵਿਰੁੱਧ' ਮੁਹਿੰਮ ਤਹਿਤ ਸੂਬਾ ਸਪਲਾਈ ਨੈੱਟਵਰਕਾਂ ਵਿਰੁੱਧ ਪੁਲੀਸ ਕਾਰਵਾਈ ਦੇ ਨਾਲ-ਨਾਲ ਇਲਾਜ ਸਮਰੱਥਾ, ਪਿੰਡ ਪੱਧਰੀ ਕਮੇਟੀਆਂ ਅਤੇ ਨਸ਼ਾ ਛੱਡ ਰਹੇ ਲੋਕਾਂ ਲਈ ਹੁਨਰ ਸਿਖਲਾਈ ਵਧਾ ਰਿਹਾ ਹੈ।",
    },
    body: {
      en: [
        "The Punjab Government's 'Yudh Nashian Virudh' (War Against Drugs) campaign, launched in 2025, has entered a phase that puts more weight on treatment. Health officials are expanding beds in government de-addiction centres and strengthening Outpatient Opioid Assisted Treatment (OOAT) clinics, which provide supervised medication close to patients' homes.",
        'Village defence committees and school awareness programmes are being used to identify at-risk youth early, while rehabilitation centres are tying up with skill development missions for livelihood training. Police continue action under the NDPS Act, 1985 against trafficking, including cross-border supply using drones.',
        'Exam angle: Drug abuse is a recurring PPSC mains and essay theme. Structure answers around supply reduction, demand reduction and harm reduction, and cite institutions such as the Narcotics Control Bureau, the NDPS Act and the Nasha Mukt Bharat Abhiyaan.',
      ],
      pa: [
        "ਪੰਜਾਬ ਸਰਕਾਰ ਦੀ 2025 ਵਿੱਚ ਸ਼ੁਰੂ ਹੋਈ 'ਯੁੱਧ ਨਸ਼ਿਆਂ ਵਿਰੁੱਧ' ਮੁਹਿੰਮ ਹੁਣ ਅਜਿਹੇ ਪੜਾਅ ਵਿੱਚ ਹੈ ਜਿਸ ਵਿੱਚ ਇਲਾਜ 'ਤੇ ਵਧੇਰੇ ਜ਼ੋਰ ਹੈ। ਸਿਹਤ ਅਧਿਕਾਰੀ ਸਰਕਾਰੀ ਨਸ਼ਾ ਛੁਡਾਊ ਕੇਂਦਰਾਂ ਵਿੱਚ ਬਿਸਤਰੇ ਵਧਾ ਰਹੇ ਹਨ ਅਤੇ ਆਊਟਪੇਸ਼ੈਂਟ ਓਪੀਔਇਡ ਅਸਿਸਟਡ ਟਰੀਟਮੈਂਟ (OOAT) ਕਲੀਨਿਕਾਂ ਨੂੰ ਮਜ਼ਬੂਤ ਕਰ ਰਹੇ ਹਨ, ਜੋ ਮਰੀਜ਼ਾਂ ਦੇ ਘਰਾਂ ਨੇੜੇ ਨਿਗਰਾਨੀ ਹੇਠ ਦਵਾਈ ਦਿੰਦੇ ਹਨ।",
        'ਜੋਖ਼ਮ ਵਾਲੇ ਨੌਜਵਾਨਾਂ ਦੀ ਛੇਤੀ ਪਛਾਣ ਲਈ ਪਿੰਡ ਸੁਰੱਖਿਆ ਕਮੇਟੀਆਂ ਅਤੇ ਸਕੂਲੀ ਜਾਗਰੂਕਤਾ ਪ੍ਰੋਗਰਾਮਾਂ ਦੀ ਵਰਤੋਂ ਕੀਤੀ ਜਾ ਰਹੀ ਹੈ, ਜਦਕਿ ਮੁੜ-ਵਸੇਬਾ ਕੇਂਦਰ ਰੁਜ਼ਗਾਰ ਸਿਖਲਾਈ ਲਈ ਹੁਨਰ ਵਿਕਾਸ ਮਿਸ਼ਨਾਂ ਨਾਲ ਜੁੜ ਰਹੇ ਹਨ। ਪੁਲੀਸ NDPS ਐਕਟ, 1985 ਤਹਿਤ ਤਸਕਰੀ ਵਿਰੁੱਧ ਕਾਰਵਾਈ ਜਾਰੀ ਰੱਖ ਰਹੀ ਹੈ, ਜਿਸ ਵਿੱਚ ਡਰੋਨਾਂ ਰਾਹੀਂ ਸਰਹੱਦ ਪਾਰੋਂ ਹੁੰਦੀ ਸਪਲਾਈ ਵੀ ਸ਼ਾਮਲ ਹੈ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਨਸ਼ਿਆਂ ਦੀ ਦੁਰਵਰਤੋਂ PPSC ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਅਤੇ ਲੇਖ ਦਾ ਵਾਰ-ਵਾਰ ਆਉਣ ਵਾਲਾ ਵਿਸ਼ਾ ਹੈ। ਉੱਤਰ ਨੂੰ ਸਪਲਾਈ ਘਟਾਉਣ, ਮੰਗ ਘਟਾਉਣ ਅਤੇ ਨੁਕਸਾਨ ਘਟਾਉਣ ਦੇ ਢਾਂਚੇ ਵਿੱਚ ਲਿਖੋ ਅਤੇ ਨਾਰਕੋਟਿਕਸ ਕੰਟਰੋਲ ਬਿਊਰੋ, NDPS ਐਕਟ ਅਤੇ ਨਸ਼ਾ ਮੁਕਤ ਭਾਰਤ ਅਭਿਆਨ ਵਰਗੀਆਂ ਸੰਸਥਾਵਾਂ ਤੇ ਪਹਿਲਕਦਮੀਆਂ ਦਾ ਹਵਾਲਾ ਦਿਓ।',
      ],
    },
    topics: ['social-issues', 'internal-security', 'punjab-gs'],
    source: 'Punjab Government press release',
  },
  {
    key: 'ca-d05-labour-codes-one-year',
    daysAgo: 5,
    region: 'national',
    category: 'Governance',
    title: {
      en: 'Four Labour Codes complete one year in force',
      pa: 'ਚਾਰ ਕਿਰਤ ਕੋਡ ਲਾਗੂ ਹੋਇਆਂ ਇੱਕ ਸਾਲ ਪੂਰਾ',
    },
    summary: {
      en: 'A year after the Labour Codes took effect on 21 November 2025, states are still finalising rules, while social security for gig and platform workers is being rolled out.',
      pa: '21 ਨਵੰਬਰ 2025 ਨੂੰ ਕਿਰਤ ਕੋਡ ਲਾਗੂ ਹੋਣ ਤੋਂ ਇੱਕ ਸਾਲ ਬਾਅਦ ਵੀ ਸੂਬੇ ਨਿਯਮਾਂ ਨੂੰ ਅੰਤਿਮ ਰੂਪ ਦੇ ਰਹੇ ਹਨ, ਜਦਕਿ ਗਿਗ ਅਤੇ ਪਲੇਟਫਾਰਮ ਕਾਮਿਆਂ ਲਈ ਸਮਾਜਿਕ ਸੁਰੱਖਿਆ ਲਾਗੂ ਕੀਤੀ ਜਾ ਰਹੀ ਹੈ।',
    },
    body: {
      en: [
        'The Code on Wages, 2019, the Industrial Relations Code, 2020, the Code on Social Security, 2020 and the Occupational Safety, Health and Working Conditions Code, 2020 came into force on 21 November 2025, replacing 29 central labour laws. Labour is in the Concurrent List, so both the Centre and the states frame rules under the Codes.',
        'Key changes include a statutory floor wage, mandatory appointment letters, provisions for fixed-term employment, recognition of gig and platform workers, and permission for women to work night shifts with safeguards and consent. Trade unions have raised concerns about provisions on retrenchment and strikes, while industry bodies see simpler compliance.',
        'Exam angle: Expect questions on the four Codes, the Concurrent List entries on labour, the meaning of gig and platform workers, and the e-Shram portal for unorganised workers.',
      ],
      pa: [
        'ਉਜਰਤ ਕੋਡ, 2019, ਉਦਯੋਗਿਕ ਸਬੰਧ ਕੋਡ, 2020, ਸਮਾਜਿਕ ਸੁਰੱਖਿਆ ਕੋਡ, 2020 ਅਤੇ ਕਿੱਤਾਮੁਖੀ ਸੁਰੱਖਿਆ, ਸਿਹਤ ਤੇ ਕੰਮ-ਕਾਜੀ ਹਾਲਾਤ ਕੋਡ, 2020 21 ਨਵੰਬਰ 2025 ਨੂੰ ਲਾਗੂ ਹੋਏ ਅਤੇ ਇਨ੍ਹਾਂ ਨੇ 29 ਕੇਂਦਰੀ ਕਿਰਤ ਕਾਨੂੰਨਾਂ ਦੀ ਥਾਂ ਲਈ। ਕਿਰਤ ਸਮਵਰਤੀ ਸੂਚੀ ਦਾ ਵਿਸ਼ਾ ਹੈ, ਇਸ ਲਈ ਕੇਂਦਰ ਅਤੇ ਸੂਬੇ ਦੋਵੇਂ ਇਨ੍ਹਾਂ ਕੋਡਾਂ ਤਹਿਤ ਨਿਯਮ ਬਣਾਉਂਦੇ ਹਨ।',
        'ਮੁੱਖ ਤਬਦੀਲੀਆਂ ਵਿੱਚ ਕਾਨੂੰਨੀ ਫਲੋਰ ਵੇਜ, ਲਾਜ਼ਮੀ ਨਿਯੁਕਤੀ ਪੱਤਰ, ਨਿਸ਼ਚਿਤ-ਮਿਆਦੀ ਰੁਜ਼ਗਾਰ ਦੀ ਵਿਵਸਥਾ, ਗਿਗ ਅਤੇ ਪਲੇਟਫਾਰਮ ਕਾਮਿਆਂ ਨੂੰ ਮਾਨਤਾ, ਅਤੇ ਸੁਰੱਖਿਆ ਪ੍ਰਬੰਧਾਂ ਤੇ ਸਹਿਮਤੀ ਨਾਲ ਔਰਤਾਂ ਨੂੰ ਰਾਤ ਦੀ ਸ਼ਿਫ਼ਟ ਵਿੱਚ ਕੰਮ ਦੀ ਇਜਾਜ਼ਤ ਸ਼ਾਮਲ ਹਨ। ਟਰੇਡ ਯੂਨੀਅਨਾਂ ਨੇ ਛਾਂਟੀ ਅਤੇ ਹੜਤਾਲ ਸਬੰਧੀ ਵਿਵਸਥਾਵਾਂ ਬਾਰੇ ਚਿੰਤਾ ਜਤਾਈ ਹੈ, ਜਦਕਿ ਉਦਯੋਗਿਕ ਸੰਗਠਨ ਇਸ ਨੂੰ ਸੌਖੀ ਪਾਲਣਾ ਵਜੋਂ ਦੇਖਦੇ ਹਨ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਚਾਰ ਕੋਡਾਂ, ਕਿਰਤ ਨਾਲ ਸਬੰਧਤ ਸਮਵਰਤੀ ਸੂਚੀ ਦੀਆਂ ਐਂਟਰੀਆਂ, ਗਿਗ ਅਤੇ ਪਲੇਟਫਾਰਮ ਕਾਮਿਆਂ ਦੇ ਅਰਥ, ਅਤੇ ਅਸੰਗਠਿਤ ਕਾਮਿਆਂ ਲਈ ਈ-ਸ਼ਰਮ ਪੋਰਟਲ ਬਾਰੇ ਸਵਾਲਾਂ ਦੀ ਉਮੀਦ ਰੱਖੋ।',
      ],
    },
    topics: ['economy', 'governance'],
    source: 'PIB',
  },
  {
    key: 'ca-d06-punjab-vidhan-sabha-session',
    daysAgo: 6,
    region: 'punjab',
    category: 'Polity',
    title: {
      en: "Punjab Vidhan Sabha's short session takes up Bills and farm issues",
      pa: "ਪੰਜਾਬ ਵਿਧਾਨ ਸਭਾ ਦੇ ਛੋਟੇ ਇਜਲਾਸ ਵਿੱਚ ਬਿੱਲਾਂ ਅਤੇ ਖੇਤੀ ਮੁੱਦਿਆਂ 'ਤੇ ਚਰਚਾ",
    },
    summary: {
      en: 'In a brief sitting, members debated paddy procurement, stubble management and flood rehabilitation, and the House passed government Bills that now go to the Governor for assent.',
      pa: "ਇੱਕ ਸੰਖੇਪ ਬੈਠਕ ਵਿੱਚ ਮੈਂਬਰਾਂ ਨੇ ਝੋਨੇ ਦੀ ਖ਼ਰੀਦ, ਪਰਾਲੀ ਪ੍ਰਬੰਧਨ ਅਤੇ ਹੜ੍ਹ ਪੀੜਤਾਂ ਦੇ ਮੁੜ-ਵਸੇਬੇ 'ਤੇ ਬਹਿਸ ਕੀਤੀ ਅਤੇ ਸਦਨ ਨੇ ਸਰਕਾਰੀ ਬਿੱਲ ਪਾਸ ਕੀਤੇ, ਜੋ ਹੁਣ ਮਨਜ਼ੂਰੀ ਲਈ ਰਾਜਪਾਲ ਕੋਲ ਜਾਣਗੇ।",
    },
    body: {
      en: [
        'The Punjab Vidhan Sabha met for a short session, one of the last regular sittings before the Assembly elections due in early 2027. Members from both treasury and opposition benches raised questions on paddy lifting, availability of DAP, farm fires and the pace of rehabilitation in villages hit by the 2025 floods.',
        'The House also passed Bills introduced by the government and adopted the report of a House committee. Bills passed by the Assembly go to the Governor, who may give assent, withhold it, return a non-Money Bill for reconsideration or reserve it for the President under Article 200.',
        "Exam angle: Punjab has a unicameral legislature of 117 members since its Legislative Council was abolished in 1970. Know Articles 168-212 on state legislatures, Article 174 on summoning and prorogation, and the Governor's ordinance power under Article 213.",
      ],
      pa: [
        'ਪੰਜਾਬ ਵਿਧਾਨ ਸਭਾ ਦਾ ਇੱਕ ਛੋਟਾ ਇਜਲਾਸ ਹੋਇਆ, ਜੋ 2027 ਦੇ ਸ਼ੁਰੂ ਵਿੱਚ ਹੋਣ ਵਾਲੀਆਂ ਵਿਧਾਨ ਸਭਾ ਚੋਣਾਂ ਤੋਂ ਪਹਿਲਾਂ ਦੀਆਂ ਆਖ਼ਰੀ ਨਿਯਮਤ ਬੈਠਕਾਂ ਵਿੱਚੋਂ ਇੱਕ ਹੈ। ਸੱਤਾਧਾਰੀ ਅਤੇ ਵਿਰੋਧੀ ਦੋਵਾਂ ਧਿਰਾਂ ਦੇ ਮੈਂਬਰਾਂ ਨੇ ਝੋਨੇ ਦੀ ਚੁਕਾਈ, ਡੀਏਪੀ ਦੀ ਉਪਲਬਧਤਾ, ਖੇਤਾਂ ਵਿੱਚ ਅੱਗ ਅਤੇ 2025 ਦੇ ਹੜ੍ਹਾਂ ਦੀ ਮਾਰ ਹੇਠ ਆਏ ਪਿੰਡਾਂ ਦੇ ਮੁੜ-ਵਸੇਬੇ ਦੀ ਰਫ਼ਤਾਰ ਬਾਰੇ ਸਵਾਲ ਉਠਾਏ।',
        'ਸਦਨ ਨੇ ਸਰਕਾਰ ਵੱਲੋਂ ਪੇਸ਼ ਬਿੱਲ ਵੀ ਪਾਸ ਕੀਤੇ ਅਤੇ ਸਦਨ ਦੀ ਇੱਕ ਕਮੇਟੀ ਦੀ ਰਿਪੋਰਟ ਪ੍ਰਵਾਨ ਕੀਤੀ। ਵਿਧਾਨ ਸਭਾ ਵੱਲੋਂ ਪਾਸ ਬਿੱਲ ਰਾਜਪਾਲ ਕੋਲ ਜਾਂਦੇ ਹਨ, ਜੋ ਧਾਰਾ 200 ਤਹਿਤ ਮਨਜ਼ੂਰੀ ਦੇ ਸਕਦੇ ਹਨ, ਮਨਜ਼ੂਰੀ ਰੋਕ ਸਕਦੇ ਹਨ, ਧਨ ਬਿੱਲ ਤੋਂ ਇਲਾਵਾ ਕਿਸੇ ਬਿੱਲ ਨੂੰ ਮੁੜ ਵਿਚਾਰ ਲਈ ਵਾਪਸ ਭੇਜ ਸਕਦੇ ਹਨ ਜਾਂ ਰਾਸ਼ਟਰਪਤੀ ਦੇ ਵਿਚਾਰ ਲਈ ਰਾਖਵਾਂ ਰੱਖ ਸਕਦੇ ਹਨ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: 1970 ਵਿੱਚ ਵਿਧਾਨ ਪ੍ਰੀਸ਼ਦ ਖ਼ਤਮ ਹੋਣ ਤੋਂ ਬਾਅਦ ਪੰਜਾਬ ਵਿੱਚ 117 ਮੈਂਬਰਾਂ ਵਾਲੀ ਇੱਕ-ਸਦਨੀ ਵਿਧਾਨਪਾਲਿਕਾ ਹੈ। ਸੂਬਾਈ ਵਿਧਾਨਪਾਲਿਕਾ ਬਾਰੇ ਧਾਰਾਵਾਂ 168-212, ਇਜਲਾਸ ਸੱਦਣ ਤੇ ਉਠਾਉਣ ਬਾਰੇ ਧਾਰਾ 174 ਅਤੇ ਧਾਰਾ 213 ਅਧੀਨ ਰਾਜਪਾਲ ਦੀ ਆਰਡੀਨੈਂਸ ਸ਼ਕਤੀ ਬਾਰੇ ਜਾਣੋ।',
      ],
    },
    topics: ['polity', 'punjab-gs'],
    source: 'Indian Express',
  },
  {
    key: 'ca-d06-cgwb-groundwater-assessment',
    daysAgo: 6,
    region: 'national',
    category: 'Environment',
    title: {
      en: 'Groundwater assessment again flags over-extraction in north-western states',
      pa: 'ਜ਼ਮੀਨੀ ਪਾਣੀ ਦੇ ਮੁਲਾਂਕਣ ਵਿੱਚ ਉੱਤਰ-ਪੱਛਮੀ ਸੂਬਿਆਂ ਵਿੱਚ ਵੱਧ ਨਿਕਾਸੀ ਮੁੜ ਉਜਾਗਰ',
    },
    summary: {
      en: 'The latest national assessment of dynamic groundwater resources shows national extraction broadly stable, but Punjab, Haryana and Rajasthan continue to draw far more than is recharged.',
      pa: "ਗਤੀਸ਼ੀਲ ਜ਼ਮੀਨੀ ਜਲ ਸਰੋਤਾਂ ਦੇ ਤਾਜ਼ਾ ਕੌਮੀ ਮੁਲਾਂਕਣ ਅਨੁਸਾਰ ਦੇਸ਼ ਪੱਧਰ 'ਤੇ ਨਿਕਾਸੀ ਲਗਭਗ ਸਥਿਰ ਹੈ, ਪਰ ਪੰਜਾਬ, ਹਰਿਆਣਾ ਅਤੇ ਰਾਜਸਥਾਨ ਅਜੇ ਵੀ ਰੀਚਾਰਜ ਨਾਲੋਂ ਕਿਤੇ ਵੱਧ ਪਾਣੀ ਕੱਢ ਰਹੇ ਹਨ।",
    },
    body: {
      en: [
        "The Central Ground Water Board (CGWB) and state departments jointly assess India's dynamic groundwater resources and classify assessment units as safe, semi-critical, critical or over-exploited. A unit is over-exploited when annual extraction exceeds annual extractable recharge, that is, a stage of extraction above 100 per cent.",
        'The latest assessment notes improved recharge in several regions due to rainfall and water conservation works, but Punjab again has the highest stage of extraction among states, with most of its blocks in the over-exploited category. Paddy cultivation with free farm power and tube well irrigation is the main driver.',
        "Exam angle: Link this to the Atal Bhujal Yojana, the Jal Shakti Abhiyan 'Catch the Rain' campaign, Punjab's Preservation of Subsoil Water Act, 2009, and crop diversification. Groundwater is a high-value topic for both geography and Punjab-specific GS.",
      ],
      pa: [
        'ਕੇਂਦਰੀ ਜ਼ਮੀਨੀ ਜਲ ਬੋਰਡ (CGWB) ਅਤੇ ਸੂਬਾਈ ਵਿਭਾਗ ਮਿਲ ਕੇ ਭਾਰਤ ਦੇ ਗਤੀਸ਼ੀਲ ਜ਼ਮੀਨੀ ਜਲ ਸਰੋਤਾਂ ਦਾ ਮੁਲਾਂਕਣ ਕਰਦੇ ਹਨ ਅਤੇ ਇਕਾਈਆਂ ਨੂੰ ਸੁਰੱਖਿਅਤ, ਅਰਧ-ਨਾਜ਼ੁਕ, ਨਾਜ਼ੁਕ ਜਾਂ ਵੱਧ ਸ਼ੋਸ਼ਿਤ ਸ਼੍ਰੇਣੀ ਵਿੱਚ ਰੱਖਦੇ ਹਨ। ਜਦੋਂ ਸਾਲਾਨਾ ਨਿਕਾਸੀ ਸਾਲਾਨਾ ਕੱਢਣਯੋਗ ਰੀਚਾਰਜ ਤੋਂ ਵੱਧ ਜਾਵੇ, ਭਾਵ ਨਿਕਾਸੀ ਦਾ ਪੱਧਰ 100 ਫ਼ੀਸਦੀ ਤੋਂ ਉੱਪਰ ਹੋਵੇ, ਤਾਂ ਇਕਾਈ ਵੱਧ ਸ਼ੋਸ਼ਿਤ ਮੰਨੀ ਜਾਂਦੀ ਹੈ।',
        'ਤਾਜ਼ਾ ਮੁਲਾਂਕਣ ਅਨੁਸਾਰ ਬਾਰਸ਼ ਅਤੇ ਜਲ ਸੰਭਾਲ ਕੰਮਾਂ ਕਾਰਨ ਕਈ ਖੇਤਰਾਂ ਵਿੱਚ ਰੀਚਾਰਜ ਵਿੱਚ ਸੁਧਾਰ ਹੋਇਆ ਹੈ, ਪਰ ਸੂਬਿਆਂ ਵਿੱਚੋਂ ਨਿਕਾਸੀ ਦਾ ਸਭ ਤੋਂ ਉੱਚਾ ਪੱਧਰ ਫਿਰ ਪੰਜਾਬ ਦਾ ਹੈ ਅਤੇ ਇਸ ਦੇ ਜ਼ਿਆਦਾਤਰ ਬਲਾਕ ਵੱਧ ਸ਼ੋਸ਼ਿਤ ਸ਼੍ਰੇਣੀ ਵਿੱਚ ਹਨ। ਮੁਫ਼ਤ ਖੇਤੀ ਬਿਜਲੀ ਅਤੇ ਟਿਊਬਵੈੱਲ ਸਿੰਚਾਈ ਨਾਲ ਝੋਨੇ ਦੀ ਕਾਸ਼ਤ ਇਸ ਦਾ ਮੁੱਖ ਕਾਰਨ ਹੈ।',
        "ਪ੍ਰੀਖਿਆ ਪੱਖ: ਇਸ ਨੂੰ ਅਟਲ ਭੂਜਲ ਯੋਜਨਾ, ਜਲ ਸ਼ਕਤੀ ਅਭਿਆਨ ਦੀ 'ਕੈਚ ਦ ਰੇਨ' ਮੁਹਿੰਮ, ਪੰਜਾਬ ਉਪ-ਭੂਮੀ ਜਲ ਸੰਭਾਲ ਐਕਟ, 2009 ਅਤੇ ਫ਼ਸਲੀ ਵਿਭਿੰਨਤਾ ਨਾਲ ਜੋੜ ਕੇ ਪੜ੍ਹੋ। ਜ਼ਮੀਨੀ ਪਾਣੀ ਭੂਗੋਲ ਅਤੇ ਪੰਜਾਬ-ਵਿਸ਼ੇਸ਼ GS ਦੋਵਾਂ ਲਈ ਬਹੁਤ ਅਹਿਮ ਵਿਸ਼ਾ ਹੈ।",
      ],
    },
    topics: ['environment', 'geography', 'punjab-gs'],
    source: 'PIB',
  },
  {
    key: 'ca-d07-punjab-canal-water-tail-ends',
    daysAgo: 7,
    region: 'punjab',
    category: 'Governance',
    title: {
      en: 'Water Resources Department pushes canal water to tail-end villages',
      pa: "ਜਲ ਸਰੋਤ ਵਿਭਾਗ ਵੱਲੋਂ ਟੇਲਾਂ 'ਤੇ ਪੈਂਦੇ ਪਿੰਡਾਂ ਤੱਕ ਨਹਿਰੀ ਪਾਣੀ ਪਹੁੰਚਾਉਣ 'ਤੇ ਜ਼ੋਰ",
    },
    summary: {
      en: 'The department is relining minors, restoring underground watercourses and planning new channels so that more farmland in the south-west can irrigate with canal water instead of tube wells.',
      pa: 'ਵਿਭਾਗ ਰਜਬਾਹਿਆਂ ਦੀ ਮੁੜ ਲਾਈਨਿੰਗ, ਜ਼ਮੀਨਦੋਜ਼ ਖਾਲਿਆਂ ਦੀ ਬਹਾਲੀ ਅਤੇ ਨਵੇਂ ਚੈਨਲਾਂ ਦੀ ਯੋਜਨਾ ਬਣਾ ਰਿਹਾ ਹੈ ਤਾਂ ਜੋ ਦੱਖਣ-ਪੱਛਮ ਦੀ ਵਧੇਰੇ ਖੇਤੀ ਜ਼ਮੀਨ ਟਿਊਬਵੈੱਲਾਂ ਦੀ ਥਾਂ ਨਹਿਰੀ ਪਾਣੀ ਨਾਲ ਸਿੰਜੀ ਜਾ ਸਕੇ।',
    },
    body: {
      en: [
        "Punjab's Water Resources Department says canal water is now reaching several tail-end villages that had gone without it for years, after desilting and relining of minors and distributaries. Restoring old watercourses, many of which had been encroached or abandoned, is a key part of the effort.",
        'The state is also taking forward a proposed Malwa canal from the Harike headworks to serve dry districts of south-west Punjab. Harike, at the confluence of the Beas and the Sutlej, feeds the Sirhind Feeder and the Rajasthan Feeder, while the Sirhind Canal draws from the Ropar headworks and the Upper Bari Doab Canal from Madhopur on the Ravi.',
        "Exam angle: Map questions on Punjab's canals and headworks are common. For mains, connect canal irrigation with reduced groundwater pressure, and revise river water disputes such as the Satluj-Yamuna Link canal and the role of the Bhakra Beas Management Board.",
      ],
      pa: [
        "ਪੰਜਾਬ ਦੇ ਜਲ ਸਰੋਤ ਵਿਭਾਗ ਅਨੁਸਾਰ ਰਜਬਾਹਿਆਂ ਅਤੇ ਡਿਸਟ੍ਰੀਬਿਊਟਰੀਆਂ ਦੀ ਸਫ਼ਾਈ ਤੇ ਮੁੜ ਲਾਈਨਿੰਗ ਤੋਂ ਬਾਅਦ ਹੁਣ ਨਹਿਰੀ ਪਾਣੀ ਟੇਲਾਂ 'ਤੇ ਪੈਂਦੇ ਕਈ ਅਜਿਹੇ ਪਿੰਡਾਂ ਤੱਕ ਪਹੁੰਚ ਰਿਹਾ ਹੈ, ਜੋ ਸਾਲਾਂ ਤੋਂ ਇਸ ਤੋਂ ਵਾਂਝੇ ਸਨ। ਪੁਰਾਣੇ ਖਾਲਿਆਂ ਦੀ ਬਹਾਲੀ, ਜਿਨ੍ਹਾਂ ਵਿੱਚੋਂ ਕਈਆਂ 'ਤੇ ਕਬਜ਼ੇ ਹੋ ਚੁੱਕੇ ਸਨ ਜਾਂ ਜੋ ਛੱਡ ਦਿੱਤੇ ਗਏ ਸਨ, ਇਸ ਯਤਨ ਦਾ ਅਹਿਮ ਹਿੱਸਾ ਹੈ।",
        "ਸੂਬਾ ਦੱਖਣ-ਪੱਛਮੀ ਪੰਜਾਬ ਦੇ ਖ਼ੁਸ਼ਕ ਜ਼ਿਲ੍ਹਿਆਂ ਲਈ ਹਰੀਕੇ ਹੈੱਡਵਰਕਸ ਤੋਂ ਪ੍ਰਸਤਾਵਿਤ ਮਾਲਵਾ ਨਹਿਰ ਦੀ ਯੋਜਨਾ ਨੂੰ ਵੀ ਅੱਗੇ ਵਧਾ ਰਿਹਾ ਹੈ। ਬਿਆਸ ਅਤੇ ਸਤਲੁਜ ਦੇ ਸੰਗਮ 'ਤੇ ਸਥਿਤ ਹਰੀਕੇ ਤੋਂ ਸਰਹਿੰਦ ਫੀਡਰ ਅਤੇ ਰਾਜਸਥਾਨ ਫੀਡਰ ਨਿਕਲਦੇ ਹਨ, ਜਦਕਿ ਸਰਹਿੰਦ ਨਹਿਰ ਰੋਪੜ ਹੈੱਡਵਰਕਸ ਤੋਂ ਅਤੇ ਅੱਪਰ ਬਾਰੀ ਦੁਆਬ ਨਹਿਰ ਰਾਵੀ 'ਤੇ ਮਾਧੋਪੁਰ ਤੋਂ ਨਿਕਲਦੀ ਹੈ।",
        "ਪ੍ਰੀਖਿਆ ਪੱਖ: ਪੰਜਾਬ ਦੀਆਂ ਨਹਿਰਾਂ ਅਤੇ ਹੈੱਡਵਰਕਸ ਬਾਰੇ ਨਕਸ਼ਾ-ਆਧਾਰਿਤ ਸਵਾਲ ਆਮ ਹਨ। ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਲਈ ਨਹਿਰੀ ਸਿੰਚਾਈ ਨੂੰ ਜ਼ਮੀਨੀ ਪਾਣੀ 'ਤੇ ਘਟਦੇ ਦਬਾਅ ਨਾਲ ਜੋੜੋ ਅਤੇ ਸਤਲੁਜ-ਯਮੁਨਾ ਲਿੰਕ ਨਹਿਰ ਵਰਗੇ ਦਰਿਆਈ ਪਾਣੀਆਂ ਦੇ ਵਿਵਾਦਾਂ ਅਤੇ ਭਾਖੜਾ ਬਿਆਸ ਪ੍ਰਬੰਧਨ ਬੋਰਡ ਦੀ ਭੂਮਿਕਾ ਦੀ ਦੁਹਰਾਈ ਕਰੋ।",
      ],
    },
    topics: ['geography', 'punjab-gs'],
    source: 'Punjab Government press release',
  },
  {
    key: 'ca-d07-india-brics-chairship',
    daysAgo: 7,
    region: 'international',
    category: 'International Relations',
    title: {
      en: "India's BRICS chairship year: focus on reform of global institutions",
      pa: "ਭਾਰਤ ਦਾ ਬ੍ਰਿਕਸ ਪ੍ਰਧਾਨਗੀ ਸਾਲ: ਵਿਸ਼ਵ ਸੰਸਥਾਵਾਂ ਦੇ ਸੁਧਾਰ 'ਤੇ ਧਿਆਨ",
    },
    summary: {
      en: "As India's 2026 chairship of BRICS moves towards its close, officials have highlighted cooperation on trade in local currencies, the New Development Bank and a stronger voice for the Global South.",
      pa: 'ਭਾਰਤ ਦੀ 2026 ਦੀ ਬ੍ਰਿਕਸ ਪ੍ਰਧਾਨਗੀ ਅੰਤ ਵੱਲ ਵਧਣ ਨਾਲ ਅਧਿਕਾਰੀਆਂ ਨੇ ਸਥਾਨਕ ਮੁਦਰਾਵਾਂ ਵਿੱਚ ਵਪਾਰ, ਨਿਊ ਡਿਵੈਲਪਮੈਂਟ ਬੈਂਕ ਅਤੇ ਗਲੋਬਲ ਸਾਊਥ ਦੀ ਮਜ਼ਬੂਤ ਆਵਾਜ਼ ਬਾਰੇ ਸਹਿਯੋਗ ਨੂੰ ਉਭਾਰਿਆ ਹੈ।',
    },
    body: {
      en: [
        'India took over the rotating chairship of BRICS from Brazil on 1 January 2026, its fourth turn after 2012, 2016 and 2021. Through the year it has hosted ministerial and working-group meetings on trade, health, energy, agriculture and counter-terrorism, with an emphasis on reforming multilateral institutions such as the UN Security Council and the IMF.',
        'BRICS has expanded beyond Brazil, Russia, India, China and South Africa to include Egypt, Ethiopia, Iran, the UAE and Indonesia, along with a category of partner countries. Its financial arms are the New Development Bank, headquartered in Shanghai, and the Contingent Reserve Arrangement.',
        "Exam angle: Prepare a one-page note on groupings India belongs to (BRICS, SCO, G20, Quad, BIMSTEC), their members, headquarters and India's chairships. Such factual questions appear regularly in PPSC prelims.",
      ],
      pa: [
        "ਭਾਰਤ ਨੇ 1 ਜਨਵਰੀ 2026 ਨੂੰ ਬ੍ਰਾਜ਼ੀਲ ਤੋਂ ਬ੍ਰਿਕਸ ਦੀ ਵਾਰੀ-ਵਾਰ ਮਿਲਣ ਵਾਲੀ ਪ੍ਰਧਾਨਗੀ ਸੰਭਾਲੀ; ਇਹ 2012, 2016 ਅਤੇ 2021 ਤੋਂ ਬਾਅਦ ਉਸ ਦੀ ਚੌਥੀ ਵਾਰੀ ਹੈ। ਸਾਲ ਭਰ ਵਿੱਚ ਭਾਰਤ ਨੇ ਵਪਾਰ, ਸਿਹਤ, ਊਰਜਾ, ਖੇਤੀਬਾੜੀ ਅਤੇ ਅੱਤਵਾਦ-ਵਿਰੋਧ ਬਾਰੇ ਮੰਤਰੀ ਪੱਧਰ ਅਤੇ ਕਾਰਜ-ਸਮੂਹ ਮੀਟਿੰਗਾਂ ਦੀ ਮੇਜ਼ਬਾਨੀ ਕੀਤੀ ਹੈ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਸੰਯੁਕਤ ਰਾਸ਼ਟਰ ਸੁਰੱਖਿਆ ਪ੍ਰੀਸ਼ਦ ਅਤੇ IMF ਵਰਗੀਆਂ ਬਹੁਪੱਖੀ ਸੰਸਥਾਵਾਂ ਦੇ ਸੁਧਾਰ 'ਤੇ ਜ਼ੋਰ ਰਿਹਾ।",
        'ਬ੍ਰਿਕਸ ਹੁਣ ਬ੍ਰਾਜ਼ੀਲ, ਰੂਸ, ਭਾਰਤ, ਚੀਨ ਅਤੇ ਦੱਖਣੀ ਅਫ਼ਰੀਕਾ ਤੋਂ ਅੱਗੇ ਵਧ ਕੇ ਮਿਸਰ, ਇਥੋਪੀਆ, ਈਰਾਨ, ਯੂਏਈ ਅਤੇ ਇੰਡੋਨੇਸ਼ੀਆ ਤੱਕ ਫੈਲ ਚੁੱਕਾ ਹੈ ਅਤੇ ਇਸ ਵਿੱਚ ਭਾਈਵਾਲ ਦੇਸ਼ਾਂ ਦੀ ਇੱਕ ਸ਼੍ਰੇਣੀ ਵੀ ਹੈ। ਇਸ ਦੀਆਂ ਵਿੱਤੀ ਸੰਸਥਾਵਾਂ ਸ਼ੰਘਾਈ ਸਥਿਤ ਨਿਊ ਡਿਵੈਲਪਮੈਂਟ ਬੈਂਕ ਅਤੇ ਕੰਟੀਜੈਂਟ ਰਿਜ਼ਰਵ ਅਰੇਂਜਮੈਂਟ ਹਨ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਭਾਰਤ ਜਿਨ੍ਹਾਂ ਸਮੂਹਾਂ ਦਾ ਮੈਂਬਰ ਹੈ (ਬ੍ਰਿਕਸ, SCO, G20, ਕੁਆਡ, ਬਿਮਸਟੈੱਕ), ਉਨ੍ਹਾਂ ਦੇ ਮੈਂਬਰਾਂ, ਮੁੱਖ ਦਫ਼ਤਰਾਂ ਅਤੇ ਭਾਰਤ ਦੀਆਂ ਪ੍ਰਧਾਨਗੀਆਂ ਬਾਰੇ ਇੱਕ ਪੰਨੇ ਦਾ ਨੋਟ ਤਿਆਰ ਕਰੋ। ਅਜਿਹੇ ਤੱਥਾਤਮਕ ਸਵਾਲ PPSC ਦੀ ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਵਿੱਚ ਨਿਯਮਿਤ ਆਉਂਦੇ ਹਨ।',
      ],
    },
    topics: ['international-relations'],
    source: 'The Hindu',
  },
  {
    key: 'ca-d08-punjab-sehat-yojana-enrolment',
    daysAgo: 8,
    region: 'punjab',
    category: 'Governance',
    title: {
      en: "Special camps speed up enrolment under Punjab's cashless health scheme",
      pa: 'ਪੰਜਾਬ ਦੀ ਨਕਦੀ-ਰਹਿਤ ਸਿਹਤ ਸਕੀਮ ਤਹਿਤ ਦਾਖ਼ਲੇ ਲਈ ਵਿਸ਼ੇਸ਼ ਕੈਂਪ',
    },
    summary: {
      en: 'The State Health Agency has organised village and ward-level camps to issue health cards under the Mukh Mantri Sehat Yojana and to add more private hospitals to its network.',
      pa: "ਰਾਜ ਸਿਹਤ ਏਜੰਸੀ ਨੇ ਮੁੱਖ ਮੰਤਰੀ ਸਿਹਤ ਯੋਜਨਾ ਤਹਿਤ ਸਿਹਤ ਕਾਰਡ ਜਾਰੀ ਕਰਨ ਅਤੇ ਨੈੱਟਵਰਕ ਵਿੱਚ ਹੋਰ ਨਿੱਜੀ ਹਸਪਤਾਲ ਜੋੜਨ ਲਈ ਪਿੰਡ ਅਤੇ ਵਾਰਡ ਪੱਧਰ 'ਤੇ ਕੈਂਪ ਲਗਾਏ ਹਨ।",
    },
    body: {
      en: [
        "Punjab's State Health Agency is holding enrolment camps at Aam Aadmi Clinics, Common Service Centres and panchayat offices so that residents can obtain health cards under the Mukh Mantri Sehat Yojana. The scheme, announced in the State Budget, offers cashless treatment in empanelled government and private hospitals.",
        "Officials say the focus is on covering families not included under the Centre's Ayushman Bharat Pradhan Mantri Jan Arogya Yojana (AB-PMJAY) and on expanding the hospital network in smaller towns. Health experts note that strong primary care, timely claim settlement and monitoring of hospital quality will decide the scheme's success.",
        'Exam angle: Compare state and central health insurance models, know the features of AB-PMJAY (launched in 2018) and its extension to senior citizens aged 70 and above, and be ready to discuss out-of-pocket expenditure and Universal Health Coverage in mains.',
      ],
      pa: [
        'ਪੰਜਾਬ ਦੀ ਰਾਜ ਸਿਹਤ ਏਜੰਸੀ ਆਮ ਆਦਮੀ ਕਲੀਨਿਕਾਂ, ਕਾਮਨ ਸਰਵਿਸ ਸੈਂਟਰਾਂ ਅਤੇ ਪੰਚਾਇਤ ਦਫ਼ਤਰਾਂ ਵਿੱਚ ਦਾਖ਼ਲਾ ਕੈਂਪ ਲਗਾ ਰਹੀ ਹੈ ਤਾਂ ਜੋ ਵਸਨੀਕ ਮੁੱਖ ਮੰਤਰੀ ਸਿਹਤ ਯੋਜਨਾ ਤਹਿਤ ਸਿਹਤ ਕਾਰਡ ਬਣਵਾ ਸਕਣ। ਸੂਬਾਈ ਬਜਟ ਵਿੱਚ ਐਲਾਨੀ ਗਈ ਇਹ ਸਕੀਮ ਸੂਚੀਬੱਧ ਸਰਕਾਰੀ ਅਤੇ ਨਿੱਜੀ ਹਸਪਤਾਲਾਂ ਵਿੱਚ ਨਕਦੀ-ਰਹਿਤ ਇਲਾਜ ਦੀ ਸਹੂਲਤ ਦਿੰਦੀ ਹੈ।',
        "ਅਧਿਕਾਰੀਆਂ ਅਨੁਸਾਰ ਧਿਆਨ ਉਨ੍ਹਾਂ ਪਰਿਵਾਰਾਂ ਨੂੰ ਕਵਰ ਕਰਨ 'ਤੇ ਹੈ ਜੋ ਕੇਂਦਰ ਦੀ ਆਯੁਸ਼ਮਾਨ ਭਾਰਤ ਪ੍ਰਧਾਨ ਮੰਤਰੀ ਜਨ ਆਰੋਗਿਆ ਯੋਜਨਾ (AB-PMJAY) ਵਿੱਚ ਸ਼ਾਮਲ ਨਹੀਂ ਹਨ, ਅਤੇ ਛੋਟੇ ਸ਼ਹਿਰਾਂ ਵਿੱਚ ਹਸਪਤਾਲ ਨੈੱਟਵਰਕ ਵਧਾਉਣ 'ਤੇ ਹੈ। ਸਿਹਤ ਮਾਹਿਰਾਂ ਅਨੁਸਾਰ ਮਜ਼ਬੂਤ ਮੁਢਲੀ ਸਿਹਤ ਸੰਭਾਲ, ਦਾਅਵਿਆਂ ਦਾ ਸਮੇਂ ਸਿਰ ਨਿਪਟਾਰਾ ਅਤੇ ਹਸਪਤਾਲਾਂ ਦੀ ਗੁਣਵੱਤਾ ਦੀ ਨਿਗਰਾਨੀ ਹੀ ਸਕੀਮ ਦੀ ਸਫਲਤਾ ਤੈਅ ਕਰੇਗੀ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਸੂਬਾਈ ਅਤੇ ਕੇਂਦਰੀ ਸਿਹਤ ਬੀਮਾ ਮਾਡਲਾਂ ਦੀ ਤੁਲਨਾ ਕਰੋ, 2018 ਵਿੱਚ ਸ਼ੁਰੂ ਹੋਈ AB-PMJAY ਦੀਆਂ ਵਿਸ਼ੇਸ਼ਤਾਵਾਂ ਅਤੇ 70 ਸਾਲ ਤੋਂ ਵੱਧ ਉਮਰ ਦੇ ਬਜ਼ੁਰਗਾਂ ਤੱਕ ਇਸ ਦੇ ਵਿਸਥਾਰ ਬਾਰੇ ਜਾਣੋ, ਅਤੇ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਵਿੱਚ ਜੇਬ ਤੋਂ ਹੋਣ ਵਾਲੇ ਖ਼ਰਚ ਅਤੇ ਸਰਬ-ਵਿਆਪੀ ਸਿਹਤ ਕਵਰੇਜ ਬਾਰੇ ਚਰਚਾ ਲਈ ਤਿਆਰ ਰਹੋ।',
      ],
    },
    topics: ['governance', 'social-issues', 'punjab-gs'],
    source: 'Punjab Government press release',
  },
  {
    key: 'ca-d08-world-amr-awareness-week',
    daysAgo: 8,
    region: 'national',
    category: 'Science and Technology',
    title: {
      en: 'World AMR Awareness Week: health ministry urges rational use of antibiotics',
      pa: 'ਵਿਸ਼ਵ AMR ਜਾਗਰੂਕਤਾ ਹਫ਼ਤਾ: ਸਿਹਤ ਮੰਤਰਾਲੇ ਵੱਲੋਂ ਐਂਟੀਬਾਇਓਟਿਕਸ ਦੀ ਸਮਝਦਾਰੀ ਨਾਲ ਵਰਤੋਂ ਦੀ ਅਪੀਲ',
    },
    summary: {
      en: 'During the week observed from 18 to 24 November, hospitals, pharmacists and veterinarians are being asked to curb over-the-counter sale and misuse of antibiotics.',
      pa: '18 ਤੋਂ 24 ਨਵੰਬਰ ਤੱਕ ਮਨਾਏ ਜਾਂਦੇ ਇਸ ਹਫ਼ਤੇ ਦੌਰਾਨ ਹਸਪਤਾਲਾਂ, ਫਾਰਮਾਸਿਸਟਾਂ ਅਤੇ ਪਸ਼ੂ ਡਾਕਟਰਾਂ ਨੂੰ ਬਿਨਾਂ ਪਰਚੀ ਐਂਟੀਬਾਇਓਟਿਕਸ ਦੀ ਵਿਕਰੀ ਅਤੇ ਦੁਰਵਰਤੋਂ ਰੋਕਣ ਲਈ ਕਿਹਾ ਜਾ ਰਿਹਾ ਹੈ।',
    },
    body: {
      en: [
        'Antimicrobial resistance (AMR) occurs when bacteria, viruses, fungi and parasites stop responding to medicines, making common infections harder to treat. The World Health Organization and partner agencies observe World AMR Awareness Week every year from 18 to 24 November.',
        "India's response is guided by its National Action Plan on AMR, first adopted in 2017 under a One Health approach that covers human health, animal husbandry, agriculture and the environment. Measures include the 'Red Line' on packs of prescription-only antibiotics, surveillance networks run by ICMR and NCDC, and limits on antibiotic use in poultry and livestock.",
        "Exam angle: AMR is a classic science-and-society topic. Know the One Health concept, the Red Line campaign, Schedule H1 of the Drugs and Cosmetics Rules and why AMR is called a 'silent pandemic'.",
      ],
      pa: [
        'ਰੋਗਾਣੂ-ਰੋਧਕਤਾ (AMR) ਉਦੋਂ ਹੁੰਦੀ ਹੈ ਜਦੋਂ ਬੈਕਟੀਰੀਆ, ਵਾਇਰਸ, ਉੱਲੀ ਅਤੇ ਪਰਜੀਵੀ ਦਵਾਈਆਂ ਦਾ ਅਸਰ ਕਬੂਲਣਾ ਬੰਦ ਕਰ ਦਿੰਦੇ ਹਨ, ਜਿਸ ਨਾਲ ਆਮ ਲਾਗਾਂ ਦਾ ਇਲਾਜ ਵੀ ਔਖਾ ਹੋ ਜਾਂਦਾ ਹੈ। ਵਿਸ਼ਵ ਸਿਹਤ ਸੰਗਠਨ ਅਤੇ ਭਾਈਵਾਲ ਏਜੰਸੀਆਂ ਹਰ ਸਾਲ 18 ਤੋਂ 24 ਨਵੰਬਰ ਤੱਕ ਵਿਸ਼ਵ AMR ਜਾਗਰੂਕਤਾ ਹਫ਼ਤਾ ਮਨਾਉਂਦੀਆਂ ਹਨ।',
        "ਭਾਰਤ ਦਾ ਜਵਾਬ AMR ਬਾਰੇ ਕੌਮੀ ਕਾਰਜ ਯੋਜਨਾ 'ਤੇ ਆਧਾਰਿਤ ਹੈ, ਜੋ ਪਹਿਲੀ ਵਾਰ 2017 ਵਿੱਚ 'ਵਨ ਹੈਲਥ' ਪਹੁੰਚ ਤਹਿਤ ਅਪਣਾਈ ਗਈ, ਜਿਸ ਵਿੱਚ ਮਨੁੱਖੀ ਸਿਹਤ, ਪਸ਼ੂ ਪਾਲਣ, ਖੇਤੀਬਾੜੀ ਅਤੇ ਵਾਤਾਵਰਨ ਸ਼ਾਮਲ ਹਨ। ਕਦਮਾਂ ਵਿੱਚ ਸਿਰਫ਼ ਪਰਚੀ 'ਤੇ ਮਿਲਣ ਵਾਲੀਆਂ ਐਂਟੀਬਾਇਓਟਿਕਸ ਦੇ ਪੈਕਾਂ 'ਤੇ 'ਲਾਲ ਲਕੀਰ', ICMR ਅਤੇ NCDC ਦੇ ਨਿਗਰਾਨੀ ਨੈੱਟਵਰਕ, ਅਤੇ ਪੋਲਟਰੀ ਤੇ ਪਸ਼ੂਆਂ ਵਿੱਚ ਐਂਟੀਬਾਇਓਟਿਕ ਵਰਤੋਂ 'ਤੇ ਹੱਦਾਂ ਸ਼ਾਮਲ ਹਨ।",
        "ਪ੍ਰੀਖਿਆ ਪੱਖ: AMR ਵਿਗਿਆਨ ਅਤੇ ਸਮਾਜ ਦਾ ਇੱਕ ਕਲਾਸਿਕ ਵਿਸ਼ਾ ਹੈ। 'ਵਨ ਹੈਲਥ' ਸੰਕਲਪ, ਲਾਲ ਲਕੀਰ ਮੁਹਿੰਮ, ਡਰੱਗਜ਼ ਐਂਡ ਕਾਸਮੈਟਿਕਸ ਨਿਯਮਾਂ ਦੀ ਸ਼ਡਿਊਲ H1 ਅਤੇ ਇਹ ਜਾਣੋ ਕਿ AMR ਨੂੰ 'ਖ਼ਾਮੋਸ਼ ਮਹਾਂਮਾਰੀ' ਕਿਉਂ ਕਿਹਾ ਜਾਂਦਾ ਹੈ।",
      ],
    },
    topics: ['science', 'social-issues'],
    source: 'PIB',
  },
  {
    key: 'ca-d09-punjab-schools-of-eminence-review',
    daysAgo: 9,
    region: 'punjab',
    category: 'Society',
    title: {
      en: 'Education Department reviews Schools of Eminence and foundational learning drive',
      pa: 'ਸਿੱਖਿਆ ਵਿਭਾਗ ਵੱਲੋਂ ਸਕੂਲ ਆਫ਼ ਐਮੀਨੈਂਸ ਅਤੇ ਮੁਢਲੀ ਸਿੱਖਿਆ ਮੁਹਿੰਮ ਦੀ ਸਮੀਖਿਆ',
    },
    summary: {
      en: "A mid-session review looked at infrastructure and coaching support in the state's Schools of Eminence and at reading and numeracy levels under Mission Samarth.",
      pa: 'ਅੱਧ-ਸੈਸ਼ਨ ਸਮੀਖਿਆ ਵਿੱਚ ਸੂਬੇ ਦੇ ਸਕੂਲ ਆਫ਼ ਐਮੀਨੈਂਸ ਵਿੱਚ ਬੁਨਿਆਦੀ ਢਾਂਚੇ ਅਤੇ ਕੋਚਿੰਗ ਸਹਾਇਤਾ, ਅਤੇ ਮਿਸ਼ਨ ਸਮਰੱਥ ਤਹਿਤ ਪੜ੍ਹਨ ਤੇ ਗਿਣਤੀ ਦੇ ਪੱਧਰਾਂ ਦਾ ਜਾਇਜ਼ਾ ਲਿਆ ਗਿਆ।',
    },
    body: {
      en: [
        "Punjab's School Education Department has reviewed progress in its Schools of Eminence, government senior secondary schools upgraded with modern labs, sports facilities and preparation support for entrance examinations such as JEE, NEET and CLAT. Officials also discussed teacher shortages and the maintenance of new infrastructure.",
        "Under Mission Samarth, the state's foundational literacy and numeracy programme, students in primary and middle classes are grouped by learning level rather than by class for part of the day. Entrepreneurship programmes like 'Business Blasters' in senior classes were also assessed.",
        'Exam angle: Link state initiatives to NEP 2020, NIPUN Bharat and the Right to Education Act, 2009. Education is in the Concurrent List after the 42nd Amendment, a point often tested in polity questions.',
      ],
      pa: [
        'ਪੰਜਾਬ ਦੇ ਸਕੂਲ ਸਿੱਖਿਆ ਵਿਭਾਗ ਨੇ ਸਕੂਲ ਆਫ਼ ਐਮੀਨੈਂਸ ਦੀ ਪ੍ਰਗਤੀ ਦੀ ਸਮੀਖਿਆ ਕੀਤੀ ਹੈ। ਇਹ ਉਹ ਸਰਕਾਰੀ ਸੀਨੀਅਰ ਸੈਕੰਡਰੀ ਸਕੂਲ ਹਨ ਜਿਨ੍ਹਾਂ ਨੂੰ ਆਧੁਨਿਕ ਪ੍ਰਯੋਗਸ਼ਾਲਾਵਾਂ, ਖੇਡ ਸਹੂਲਤਾਂ ਅਤੇ JEE, NEET ਤੇ CLAT ਵਰਗੀਆਂ ਦਾਖ਼ਲਾ ਪ੍ਰੀਖਿਆਵਾਂ ਦੀ ਤਿਆਰੀ ਦੀ ਸਹਾਇਤਾ ਨਾਲ ਅਪਗ੍ਰੇਡ ਕੀਤਾ ਗਿਆ ਹੈ। ਅਧਿਕਾਰੀਆਂ ਨੇ ਅਧਿਆਪਕਾਂ ਦੀ ਘਾਟ ਅਤੇ ਨਵੇਂ ਬੁਨਿਆਦੀ ਢਾਂਚੇ ਦੀ ਸਾਂਭ-ਸੰਭਾਲ ਬਾਰੇ ਵੀ ਚਰਚਾ ਕੀਤੀ।',
        "ਸੂਬੇ ਦੇ ਮੁਢਲੀ ਸਾਖਰਤਾ ਅਤੇ ਅੰਕ-ਗਿਆਨ ਪ੍ਰੋਗਰਾਮ, ਮਿਸ਼ਨ ਸਮਰੱਥ ਤਹਿਤ ਪ੍ਰਾਇਮਰੀ ਅਤੇ ਮਿਡਲ ਜਮਾਤਾਂ ਦੇ ਵਿਦਿਆਰਥੀਆਂ ਨੂੰ ਦਿਨ ਦੇ ਕੁਝ ਹਿੱਸੇ ਲਈ ਜਮਾਤ ਦੀ ਥਾਂ ਸਿੱਖਣ ਦੇ ਪੱਧਰ ਅਨੁਸਾਰ ਸਮੂਹਾਂ ਵਿੱਚ ਵੰਡਿਆ ਜਾਂਦਾ ਹੈ। ਸੀਨੀਅਰ ਜਮਾਤਾਂ ਵਿੱਚ 'ਬਿਜ਼ਨਸ ਬਲਾਸਟਰਜ਼' ਵਰਗੇ ਉੱਦਮਤਾ ਪ੍ਰੋਗਰਾਮਾਂ ਦਾ ਵੀ ਮੁਲਾਂਕਣ ਕੀਤਾ ਗਿਆ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਸੂਬਾਈ ਪਹਿਲਕਦਮੀਆਂ ਨੂੰ ਕੌਮੀ ਸਿੱਖਿਆ ਨੀਤੀ 2020, ਨਿਪੁਣ ਭਾਰਤ ਅਤੇ ਸਿੱਖਿਆ ਦਾ ਅਧਿਕਾਰ ਐਕਟ, 2009 ਨਾਲ ਜੋੜੋ। 42ਵੀਂ ਸੋਧ ਤੋਂ ਬਾਅਦ ਸਿੱਖਿਆ ਸਮਵਰਤੀ ਸੂਚੀ ਵਿੱਚ ਹੈ, ਜੋ ਰਾਜਨੀਤੀ ਸ਼ਾਸਤਰ ਦੇ ਸਵਾਲਾਂ ਵਿੱਚ ਅਕਸਰ ਪੁੱਛਿਆ ਜਾਂਦਾ ਹੈ।',
      ],
    },
    topics: ['governance', 'society', 'punjab-gs'],
    source: 'Indian Express',
  },
  {
    key: 'ca-d09-isro-gaganyaan-uncrewed-mission',
    daysAgo: 9,
    region: 'national',
    category: 'Science and Technology',
    title: {
      en: 'ISRO reviews readiness for uncrewed Gaganyaan orbital mission',
      pa: 'ਇਸਰੋ ਵੱਲੋਂ ਮਨੁੱਖ-ਰਹਿਤ ਗਗਨਯਾਨ ਮਿਸ਼ਨ ਦੀ ਤਿਆਰੀ ਦੀ ਸਮੀਖਿਆ',
    },
    summary: {
      en: "ISRO has completed further tests of the human-rated launch vehicle, the crew module's systems and recovery procedures ahead of the uncrewed flights that must precede India's first human spaceflight.",
      pa: 'ਭਾਰਤ ਦੀ ਪਹਿਲੀ ਮਨੁੱਖੀ ਪੁਲਾੜ ਉਡਾਣ ਤੋਂ ਪਹਿਲਾਂ ਹੋਣ ਵਾਲੀਆਂ ਮਨੁੱਖ-ਰਹਿਤ ਉਡਾਣਾਂ ਲਈ ਇਸਰੋ ਨੇ ਮਨੁੱਖੀ-ਦਰਜੇ ਵਾਲੇ ਲਾਂਚ ਵਾਹਨ, ਕਰੂ ਮੋਡਿਊਲ ਦੇ ਸਿਸਟਮਾਂ ਅਤੇ ਰਿਕਵਰੀ ਪ੍ਰਕਿਰਿਆਵਾਂ ਦੇ ਹੋਰ ਟੈਸਟ ਪੂਰੇ ਕੀਤੇ ਹਨ।',
    },
    body: {
      en: [
        "The Indian Space Research Organisation (ISRO) has reviewed the readiness of the Gaganyaan programme, which aims to send Indian astronauts to low Earth orbit and return them safely to a splashdown at sea. Uncrewed orbital flights, one of them carrying the humanoid robot 'Vyommitra', are planned before any crewed mission.",
        'The programme uses a human-rated version of the LVM3 rocket, a crew module with life-support systems, a service module and a Crew Escape System, which was first tested in the TV-D1 flight in October 2023. Gaganyaan is the stepping stone for the proposed Bharatiya Antariksh Station and longer-term lunar ambitions.',
        "Exam angle: Revise ISRO's launch vehicles (PSLV, GSLV, LVM3, SSLV), key missions like Chandrayaan-3 and Aditya-L1, and the role of IN-SPACe and NSIL in opening the space sector to private players.",
      ],
      pa: [
        "ਭਾਰਤੀ ਪੁਲਾੜ ਖੋਜ ਸੰਗਠਨ (ਇਸਰੋ) ਨੇ ਗਗਨਯਾਨ ਪ੍ਰੋਗਰਾਮ ਦੀ ਤਿਆਰੀ ਦੀ ਸਮੀਖਿਆ ਕੀਤੀ ਹੈ, ਜਿਸ ਦਾ ਟੀਚਾ ਭਾਰਤੀ ਪੁਲਾੜ ਯਾਤਰੀਆਂ ਨੂੰ ਧਰਤੀ ਦੇ ਹੇਠਲੇ ਪੰਧ ਵਿੱਚ ਭੇਜਣਾ ਅਤੇ ਸਮੁੰਦਰ ਵਿੱਚ ਉਤਾਰ ਕੇ ਸੁਰੱਖਿਅਤ ਵਾਪਸ ਲਿਆਉਣਾ ਹੈ। ਕਿਸੇ ਵੀ ਮਨੁੱਖੀ ਮਿਸ਼ਨ ਤੋਂ ਪਹਿਲਾਂ ਮਨੁੱਖ-ਰਹਿਤ ਪੰਧ ਉਡਾਣਾਂ ਦੀ ਯੋਜਨਾ ਹੈ, ਜਿਨ੍ਹਾਂ ਵਿੱਚੋਂ ਇੱਕ ਵਿੱਚ ਮਨੁੱਖ-ਨੁਮਾ ਰੋਬੋਟ 'ਵਿਓਮਮਿੱਤਰਾ' ਜਾਵੇਗਾ।",
        'ਇਸ ਪ੍ਰੋਗਰਾਮ ਵਿੱਚ LVM3 ਰਾਕੇਟ ਦਾ ਮਨੁੱਖੀ-ਦਰਜੇ ਵਾਲਾ ਰੂਪ, ਜੀਵਨ-ਸਹਾਇਕ ਪ੍ਰਣਾਲੀਆਂ ਵਾਲਾ ਕਰੂ ਮੋਡਿਊਲ, ਸਰਵਿਸ ਮੋਡਿਊਲ ਅਤੇ ਕਰੂ ਐਸਕੇਪ ਸਿਸਟਮ ਵਰਤਿਆ ਜਾਂਦਾ ਹੈ, ਜਿਸ ਦਾ ਪਹਿਲਾ ਟੈਸਟ ਅਕਤੂਬਰ 2023 ਵਿੱਚ TV-D1 ਉਡਾਣ ਦੌਰਾਨ ਹੋਇਆ ਸੀ। ਗਗਨਯਾਨ ਪ੍ਰਸਤਾਵਿਤ ਭਾਰਤੀ ਅੰਤਰਿਕਸ਼ ਸਟੇਸ਼ਨ ਅਤੇ ਚੰਦਰਮਾ ਸਬੰਧੀ ਲੰਮੇ ਸਮੇਂ ਦੇ ਟੀਚਿਆਂ ਵੱਲ ਪਹਿਲਾ ਕਦਮ ਹੈ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਇਸਰੋ ਦੇ ਲਾਂਚ ਵਾਹਨਾਂ (PSLV, GSLV, LVM3, SSLV), ਚੰਦਰਯਾਨ-3 ਅਤੇ ਆਦਿੱਤਿਆ-L1 ਵਰਗੇ ਮੁੱਖ ਮਿਸ਼ਨਾਂ, ਅਤੇ ਪੁਲਾੜ ਖੇਤਰ ਨੂੰ ਨਿੱਜੀ ਕੰਪਨੀਆਂ ਲਈ ਖੋਲ੍ਹਣ ਵਿੱਚ IN-SPACe ਅਤੇ NSIL ਦੀ ਭੂਮਿਕਾ ਦੀ ਦੁਹਰਾਈ ਕਰੋ।',
      ],
    },
    topics: ['science'],
    source: 'PIB',
  },
  {
    key: 'ca-d10-punjab-khedan-watan-punjab-diyan',
    daysAgo: 10,
    region: 'punjab',
    category: 'Sports',
    title: {
      en: "State-level 'Khedan Watan Punjab Diyan' competitions conclude",
      pa: "ਸੂਬਾ ਪੱਧਰੀ 'ਖੇਡਾਂ ਵਤਨ ਪੰਜਾਬ ਦੀਆਂ' ਮੁਕਾਬਲੇ ਸਮਾਪਤ",
    },
    summary: {
      en: 'The state finals of the annual sports festival, held at venues in several districts, drew players from school children to veterans, with kabaddi, athletics, hockey and wrestling among the most followed events.',
      pa: 'ਕਈ ਜ਼ਿਲ੍ਹਿਆਂ ਵਿੱਚ ਹੋਏ ਇਸ ਸਾਲਾਨਾ ਖੇਡ ਮੇਲੇ ਦੇ ਸੂਬਾ ਪੱਧਰੀ ਫਾਈਨਲਾਂ ਵਿੱਚ ਸਕੂਲੀ ਬੱਚਿਆਂ ਤੋਂ ਲੈ ਕੇ ਬਜ਼ੁਰਗ ਖਿਡਾਰੀਆਂ ਤੱਕ ਨੇ ਹਿੱਸਾ ਲਿਆ ਅਤੇ ਕਬੱਡੀ, ਅਥਲੈਟਿਕਸ, ਹਾਕੀ ਤੇ ਕੁਸ਼ਤੀ ਸਭ ਤੋਂ ਵੱਧ ਚਰਚਿਤ ਰਹੇ।',
    },
    body: {
      en: [
        "The state-level round of 'Khedan Watan Punjab Diyan', the Punjab Government's sports festival launched in 2022, has concluded after block and district rounds held since late summer. Competitions are organised in several age groups, from under-14 to above-65, so that both young talent and veteran players take part.",
        "The Sports Department says medal winners will receive cash prizes and that promising young athletes will be linked to training centres and coaching camps. The festival is also promoted as part of the state's effort to steer youth towards sport and away from drugs.",
        "Exam angle: Punjab sports GK is a PPSC favourite: Maharaja Bhupinder Singh Punjab Sports University in Patiala, the National Institute of Sports in Patiala, Sansarpur village in Jalandhar known for hockey Olympians, and Jalandhar's sports goods industry.",
      ],
      pa: [
        "ਪੰਜਾਬ ਸਰਕਾਰ ਵੱਲੋਂ 2022 ਵਿੱਚ ਸ਼ੁਰੂ ਕੀਤੇ ਖੇਡ ਮੇਲੇ 'ਖੇਡਾਂ ਵਤਨ ਪੰਜਾਬ ਦੀਆਂ' ਦਾ ਸੂਬਾ ਪੱਧਰੀ ਗੇੜ ਗਰਮੀਆਂ ਦੇ ਅਖ਼ੀਰ ਤੋਂ ਚੱਲ ਰਹੇ ਬਲਾਕ ਅਤੇ ਜ਼ਿਲ੍ਹਾ ਗੇੜਾਂ ਤੋਂ ਬਾਅਦ ਸਮਾਪਤ ਹੋ ਗਿਆ ਹੈ। ਮੁਕਾਬਲੇ 14 ਸਾਲ ਤੋਂ ਘੱਟ ਉਮਰ ਤੋਂ ਲੈ ਕੇ 65 ਸਾਲ ਤੋਂ ਵੱਧ ਉਮਰ ਤੱਕ ਕਈ ਉਮਰ ਵਰਗਾਂ ਵਿੱਚ ਕਰਵਾਏ ਜਾਂਦੇ ਹਨ, ਤਾਂ ਜੋ ਨੌਜਵਾਨ ਪ੍ਰਤਿਭਾ ਅਤੇ ਤਜਰਬੇਕਾਰ ਖਿਡਾਰੀ ਦੋਵੇਂ ਹਿੱਸਾ ਲੈ ਸਕਣ।",
        'ਖੇਡ ਵਿਭਾਗ ਅਨੁਸਾਰ ਤਗ਼ਮਾ ਜੇਤੂਆਂ ਨੂੰ ਨਕਦ ਇਨਾਮ ਮਿਲਣਗੇ ਅਤੇ ਹੋਣਹਾਰ ਨੌਜਵਾਨ ਖਿਡਾਰੀਆਂ ਨੂੰ ਸਿਖਲਾਈ ਕੇਂਦਰਾਂ ਤੇ ਕੋਚਿੰਗ ਕੈਂਪਾਂ ਨਾਲ ਜੋੜਿਆ ਜਾਵੇਗਾ। ਇਸ ਖੇਡ ਮੇਲੇ ਨੂੰ ਨੌਜਵਾਨਾਂ ਨੂੰ ਨਸ਼ਿਆਂ ਤੋਂ ਦੂਰ ਕਰਕੇ ਖੇਡਾਂ ਵੱਲ ਮੋੜਨ ਦੇ ਸੂਬੇ ਦੇ ਯਤਨ ਵਜੋਂ ਵੀ ਪੇਸ਼ ਕੀਤਾ ਜਾਂਦਾ ਹੈ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਪੰਜਾਬ ਦਾ ਖੇਡ ਜੀਕੇ PPSC ਦਾ ਮਨਪਸੰਦ ਵਿਸ਼ਾ ਹੈ: ਪਟਿਆਲਾ ਵਿੱਚ ਮਹਾਰਾਜਾ ਭੁਪਿੰਦਰ ਸਿੰਘ ਪੰਜਾਬ ਖੇਡ ਯੂਨੀਵਰਸਿਟੀ, ਪਟਿਆਲਾ ਦਾ ਕੌਮੀ ਖੇਡ ਸੰਸਥਾਨ, ਹਾਕੀ ਦੇ ਓਲੰਪੀਅਨਾਂ ਲਈ ਪ੍ਰਸਿੱਧ ਜਲੰਧਰ ਦਾ ਪਿੰਡ ਸੰਸਾਰਪੁਰ, ਅਤੇ ਜਲੰਧਰ ਦਾ ਖੇਡ ਸਮਾਨ ਉਦਯੋਗ।',
      ],
    },
    topics: ['punjab-gk', 'society'],
    source: 'Punjab Government press release',
  },
  {
    key: 'ca-d10-janjatiya-gaurav-divas',
    daysAgo: 10,
    region: 'national',
    category: 'Culture',
    title: {
      en: "Janjatiya Gaurav Divas marked on Bhagwan Birsa Munda's birth anniversary",
      pa: "ਭਗਵਾਨ ਬਿਰਸਾ ਮੁੰਡਾ ਦੇ ਜਨਮ ਦਿਹਾੜੇ 'ਤੇ ਜਨਜਾਤੀਯ ਗੌਰਵ ਦਿਵਸ ਮਨਾਇਆ",
    },
    summary: {
      en: "Events across the country on 15 November honoured the contribution of tribal communities to the freedom struggle and to India's cultural heritage.",
      pa: '15 ਨਵੰਬਰ ਨੂੰ ਦੇਸ਼ ਭਰ ਵਿੱਚ ਹੋਏ ਸਮਾਗਮਾਂ ਵਿੱਚ ਆਜ਼ਾਦੀ ਸੰਗਰਾਮ ਅਤੇ ਭਾਰਤ ਦੀ ਸੱਭਿਆਚਾਰਕ ਵਿਰਾਸਤ ਵਿੱਚ ਆਦਿਵਾਸੀ ਭਾਈਚਾਰਿਆਂ ਦੇ ਯੋਗਦਾਨ ਨੂੰ ਸਨਮਾਨਿਆ ਗਿਆ।',
    },
    body: {
      en: [
        "Since 2021 the Government of India has observed 15 November, the birth anniversary of Birsa Munda, as Janjatiya Gaurav Divas. Born in 1875 at Ulihatu in present-day Jharkhand, Birsa Munda led the Ulgulan (the 'great tumult') of 1899-1900 against colonial land policies, moneylenders and forced labour, and is remembered as 'Dharti Aba'.",
        'The movement led to the Chota Nagpur Tenancy Act, 1908, which restricted the transfer of tribal land. Jharkhand was carved out of Bihar on his birth anniversary, 15 November 2000, and ministries held exhibitions and cultural programmes on tribal heritage this year as well.',
        'Exam angle: Revise tribal uprisings (Santhal Hul, Kol, Bhil, Rampa), the Fifth and Sixth Schedules, PESA, 1996 and the Forest Rights Act, 2006. A useful Punjab fact: the state has no notified Scheduled Tribes.',
      ],
      pa: [
        "ਭਾਰਤ ਸਰਕਾਰ 2021 ਤੋਂ ਬਿਰਸਾ ਮੁੰਡਾ ਦੇ ਜਨਮ ਦਿਹਾੜੇ, 15 ਨਵੰਬਰ ਨੂੰ ਜਨਜਾਤੀਯ ਗੌਰਵ ਦਿਵਸ ਵਜੋਂ ਮਨਾ ਰਹੀ ਹੈ। 1875 ਵਿੱਚ ਅਜੋਕੇ ਝਾਰਖੰਡ ਦੇ ਉਲੀਹਾਤੂ ਵਿਖੇ ਜਨਮੇ ਬਿਰਸਾ ਮੁੰਡਾ ਨੇ ਬਸਤੀਵਾਦੀ ਜ਼ਮੀਨੀ ਨੀਤੀਆਂ, ਸ਼ਾਹੂਕਾਰਾਂ ਅਤੇ ਬੇਗਾਰ ਵਿਰੁੱਧ 1899-1900 ਦੇ ਉਲਗੁਲਾਨ ('ਮਹਾਨ ਉਥਲ-ਪੁਥਲ') ਦੀ ਅਗਵਾਈ ਕੀਤੀ ਅਤੇ ਉਨ੍ਹਾਂ ਨੂੰ 'ਧਰਤੀ ਆਬਾ' ਵਜੋਂ ਯਾਦ ਕੀਤਾ ਜਾਂਦਾ ਹੈ।",
        "ਇਸ ਅੰਦੋਲਨ ਦੇ ਨਤੀਜੇ ਵਜੋਂ ਛੋਟਾ ਨਾਗਪੁਰ ਕਾਸ਼ਤਕਾਰੀ ਐਕਟ, 1908 ਬਣਿਆ, ਜਿਸ ਨੇ ਆਦਿਵਾਸੀ ਜ਼ਮੀਨ ਦੇ ਤਬਾਦਲੇ 'ਤੇ ਰੋਕ ਲਾਈ। ਉਨ੍ਹਾਂ ਦੇ ਜਨਮ ਦਿਹਾੜੇ, 15 ਨਵੰਬਰ 2000 ਨੂੰ ਬਿਹਾਰ ਵਿੱਚੋਂ ਝਾਰਖੰਡ ਸੂਬਾ ਬਣਾਇਆ ਗਿਆ ਸੀ, ਅਤੇ ਇਸ ਸਾਲ ਵੀ ਮੰਤਰਾਲਿਆਂ ਨੇ ਆਦਿਵਾਸੀ ਵਿਰਾਸਤ ਬਾਰੇ ਪ੍ਰਦਰਸ਼ਨੀਆਂ ਅਤੇ ਸੱਭਿਆਚਾਰਕ ਪ੍ਰੋਗਰਾਮ ਕਰਵਾਏ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਆਦਿਵਾਸੀ ਵਿਦਰੋਹਾਂ (ਸੰਥਾਲ ਹੂਲ, ਕੋਲ, ਭੀਲ, ਰੰਪਾ), ਪੰਜਵੀਂ ਅਤੇ ਛੇਵੀਂ ਅਨੁਸੂਚੀ, PESA, 1996 ਅਤੇ ਜੰਗਲਾਤ ਅਧਿਕਾਰ ਐਕਟ, 2006 ਦੀ ਦੁਹਰਾਈ ਕਰੋ। ਪੰਜਾਬ ਨਾਲ ਜੁੜਿਆ ਲਾਭਦਾਇਕ ਤੱਥ: ਸੂਬੇ ਵਿੱਚ ਕੋਈ ਅਨੁਸੂਚਿਤ ਜਨਜਾਤੀ ਨੋਟੀਫਾਈਡ ਨਹੀਂ ਹੈ।',
      ],
    },
    topics: ['modern-history', 'art-and-culture', 'society'],
    source: 'PIB',
  },
  {
    key: 'ca-d11-punjab-invest-punjab-industry',
    daysAgo: 11,
    region: 'punjab',
    category: 'Economy',
    title: {
      en: 'Invest Punjab highlights food processing and renewable energy proposals',
      pa: "ਇਨਵੈਸਟ ਪੰਜਾਬ ਵੱਲੋਂ ਫੂਡ ਪ੍ਰੋਸੈਸਿੰਗ ਅਤੇ ਨਵਿਆਉਣਯੋਗ ਊਰਜਾ ਦੇ ਨਿਵੇਸ਼ ਪ੍ਰਸਤਾਵਾਂ 'ਤੇ ਜ਼ੋਰ",
    },
    summary: {
      en: "At a meeting with industry associations, the state's investment promotion agency reviewed pending approvals and pitched Punjab as a base for agro-processing, bio-energy and light engineering.",
      pa: 'ਉਦਯੋਗਿਕ ਸੰਗਠਨਾਂ ਨਾਲ ਮੀਟਿੰਗ ਵਿੱਚ ਸੂਬੇ ਦੀ ਨਿਵੇਸ਼ ਪ੍ਰੋਤਸਾਹਨ ਏਜੰਸੀ ਨੇ ਬਕਾਇਆ ਪ੍ਰਵਾਨਗੀਆਂ ਦੀ ਸਮੀਖਿਆ ਕੀਤੀ ਅਤੇ ਪੰਜਾਬ ਨੂੰ ਖੇਤੀ-ਪ੍ਰੋਸੈਸਿੰਗ, ਬਾਇਓ-ਊਰਜਾ ਅਤੇ ਹਲਕੀ ਇੰਜੀਨੀਅਰਿੰਗ ਦੇ ਕੇਂਦਰ ਵਜੋਂ ਪੇਸ਼ ਕੀਤਾ।',
    },
    body: {
      en: [
        "Invest Punjab, the state's single-window agency for investors, met industry associations in Ludhiana and Mohali to review pending clearances and land allotments. Officials said proposals in food processing, compressed biogas from paddy straw, solar power and logistics are receiving priority, since they link industry with the farm economy.",
        'Industry representatives raised power tariffs, freight costs for a landlocked state and the need for skilled workers. The government pointed to time-bound approvals under the Punjab Right to Business Act, 2020 and incentives under its Industrial and Business Development Policy.',
        "Exam angle: Know Punjab's industrial clusters: Ludhiana (hosiery and bicycles), Jalandhar (sports goods and hand tools), Mandi Gobindgarh (steel re-rolling) and Batala (foundry and farm implements). Mains questions often ask how to diversify Punjab's agriculture-dependent economy.",
      ],
      pa: [
        'ਨਿਵੇਸ਼ਕਾਂ ਲਈ ਸੂਬੇ ਦੀ ਸਿੰਗਲ-ਵਿੰਡੋ ਏਜੰਸੀ, ਇਨਵੈਸਟ ਪੰਜਾਬ ਨੇ ਬਕਾਇਆ ਪ੍ਰਵਾਨਗੀਆਂ ਅਤੇ ਜ਼ਮੀਨ ਅਲਾਟਮੈਂਟ ਦੀ ਸਮੀਖਿਆ ਲਈ ਲੁਧਿਆਣਾ ਅਤੇ ਮੋਹਾਲੀ ਵਿੱਚ ਉਦਯੋਗਿਕ ਸੰਗਠਨਾਂ ਨਾਲ ਮੀਟਿੰਗਾਂ ਕੀਤੀਆਂ। ਅਧਿਕਾਰੀਆਂ ਅਨੁਸਾਰ ਫੂਡ ਪ੍ਰੋਸੈਸਿੰਗ, ਪਰਾਲੀ ਤੋਂ ਕੰਪ੍ਰੈੱਸਡ ਬਾਇਓਗੈਸ, ਸੂਰਜੀ ਊਰਜਾ ਅਤੇ ਲੌਜਿਸਟਿਕਸ ਦੇ ਪ੍ਰਸਤਾਵਾਂ ਨੂੰ ਤਰਜੀਹ ਦਿੱਤੀ ਜਾ ਰਹੀ ਹੈ, ਕਿਉਂਕਿ ਇਹ ਉਦਯੋਗ ਨੂੰ ਖੇਤੀ ਅਰਥਚਾਰੇ ਨਾਲ ਜੋੜਦੇ ਹਨ।',
        'ਉਦਯੋਗ ਦੇ ਨੁਮਾਇੰਦਿਆਂ ਨੇ ਬਿਜਲੀ ਦਰਾਂ, ਸਮੁੰਦਰ ਤੋਂ ਦੂਰ ਸੂਬਾ ਹੋਣ ਕਾਰਨ ਢੋਆ-ਢੁਆਈ ਦੇ ਖ਼ਰਚ ਅਤੇ ਹੁਨਰਮੰਦ ਕਾਮਿਆਂ ਦੀ ਲੋੜ ਦੇ ਮੁੱਦੇ ਉਠਾਏ। ਸਰਕਾਰ ਨੇ ਪੰਜਾਬ ਰਾਈਟ ਟੂ ਬਿਜ਼ਨਸ ਐਕਟ, 2020 ਤਹਿਤ ਸਮਾਂਬੱਧ ਪ੍ਰਵਾਨਗੀਆਂ ਅਤੇ ਆਪਣੀ ਉਦਯੋਗਿਕ ਅਤੇ ਵਪਾਰ ਵਿਕਾਸ ਨੀਤੀ ਤਹਿਤ ਪ੍ਰੋਤਸਾਹਨਾਂ ਦਾ ਹਵਾਲਾ ਦਿੱਤਾ।',
        "ਪ੍ਰੀਖਿਆ ਪੱਖ: ਪੰਜਾਬ ਦੇ ਉਦਯੋਗਿਕ ਕਲੱਸਟਰ ਯਾਦ ਰੱਖੋ: ਲੁਧਿਆਣਾ (ਹੌਜ਼ਰੀ ਅਤੇ ਸਾਈਕਲ), ਜਲੰਧਰ (ਖੇਡ ਸਮਾਨ ਅਤੇ ਹੱਥ ਸੰਦ), ਮੰਡੀ ਗੋਬਿੰਦਗੜ੍ਹ (ਸਟੀਲ ਰੀ-ਰੋਲਿੰਗ) ਅਤੇ ਬਟਾਲਾ (ਢਲਾਈ ਅਤੇ ਖੇਤੀ ਸੰਦ)। ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਵਿੱਚ ਅਕਸਰ ਪੁੱਛਿਆ ਜਾਂਦਾ ਹੈ ਕਿ ਖੇਤੀ 'ਤੇ ਨਿਰਭਰ ਪੰਜਾਬ ਦੇ ਅਰਥਚਾਰੇ ਵਿੱਚ ਵਿਭਿੰਨਤਾ ਕਿਵੇਂ ਲਿਆਂਦੀ ਜਾਵੇ।",
      ],
    },
    topics: ['economy', 'punjab-gs'],
    source: 'The Tribune',
  },
  {
    key: 'ca-d11-world-diabetes-day-ncd-screening',
    daysAgo: 11,
    region: 'national',
    category: 'Society',
    title: {
      en: 'World Diabetes Day: states scale up screening for non-communicable diseases',
      pa: 'ਵਿਸ਼ਵ ਸ਼ੂਗਰ ਦਿਵਸ: ਸੂਬਿਆਂ ਵੱਲੋਂ ਗ਼ੈਰ-ਸੰਚਾਰੀ ਰੋਗਾਂ ਦੀ ਜਾਂਚ ਵਿੱਚ ਵਾਧਾ',
    },
    summary: {
      en: 'On 14 November, health departments held screening camps for diabetes and hypertension and stressed diet, exercise and regular check-ups.',
      pa: "14 ਨਵੰਬਰ ਨੂੰ ਸਿਹਤ ਵਿਭਾਗਾਂ ਨੇ ਸ਼ੂਗਰ ਅਤੇ ਹਾਈ ਬਲੱਡ ਪ੍ਰੈਸ਼ਰ ਦੀ ਜਾਂਚ ਲਈ ਕੈਂਪ ਲਗਾਏ ਅਤੇ ਖ਼ੁਰਾਕ, ਕਸਰਤ ਤੇ ਨਿਯਮਤ ਜਾਂਚ 'ਤੇ ਜ਼ੋਰ ਦਿੱਤਾ।",
    },
    body: {
      en: [
        'World Diabetes Day is observed on 14 November, the birthday of Frederick Banting, who co-discovered insulin in 1921. It was started by the International Diabetes Federation and the WHO in 1991 and became an official UN day in 2006.',
        'India has one of the largest numbers of people living with diabetes in the world, and lifestyle diseases are rising in both cities and villages. Under the National Programme for Prevention and Control of Non-Communicable Diseases, people aged 30 and above are screened for diabetes, hypertension and common cancers at Ayushman Arogya Mandirs; in Punjab, Aam Aadmi Clinics also offer free tests.',
        "Exam angle: The shift from communicable to non-communicable diseases (the epidemiological transition) is a useful mains theme. Remember the date's link to Banting and that 14 November is also Children's Day in India.",
      ],
      pa: [
        'ਵਿਸ਼ਵ ਸ਼ੂਗਰ ਦਿਵਸ 14 ਨਵੰਬਰ ਨੂੰ ਮਨਾਇਆ ਜਾਂਦਾ ਹੈ, ਜੋ 1921 ਵਿੱਚ ਇਨਸੁਲਿਨ ਦੀ ਖੋਜ ਕਰਨ ਵਾਲਿਆਂ ਵਿੱਚੋਂ ਇੱਕ, ਫ਼ਰੈਡਰਿਕ ਬੈਂਟਿੰਗ ਦਾ ਜਨਮ ਦਿਨ ਹੈ। ਇਸ ਦੀ ਸ਼ੁਰੂਆਤ 1991 ਵਿੱਚ ਕੌਮਾਂਤਰੀ ਡਾਇਬਟੀਜ਼ ਫੈਡਰੇਸ਼ਨ ਅਤੇ ਵਿਸ਼ਵ ਸਿਹਤ ਸੰਗਠਨ ਨੇ ਕੀਤੀ ਅਤੇ 2006 ਵਿੱਚ ਇਹ ਸੰਯੁਕਤ ਰਾਸ਼ਟਰ ਦਾ ਅਧਿਕਾਰਤ ਦਿਵਸ ਬਣ ਗਿਆ।',
        'ਦੁਨੀਆ ਵਿੱਚ ਸ਼ੂਗਰ ਦੇ ਮਰੀਜ਼ਾਂ ਦੀ ਸਭ ਤੋਂ ਵੱਡੀ ਗਿਣਤੀ ਵਾਲੇ ਦੇਸ਼ਾਂ ਵਿੱਚ ਭਾਰਤ ਸ਼ਾਮਲ ਹੈ ਅਤੇ ਜੀਵਨ-ਸ਼ੈਲੀ ਨਾਲ ਜੁੜੇ ਰੋਗ ਸ਼ਹਿਰਾਂ ਅਤੇ ਪਿੰਡਾਂ ਦੋਵਾਂ ਵਿੱਚ ਵਧ ਰਹੇ ਹਨ। ਗ਼ੈਰ-ਸੰਚਾਰੀ ਰੋਗਾਂ ਦੀ ਰੋਕਥਾਮ ਅਤੇ ਕੰਟਰੋਲ ਲਈ ਕੌਮੀ ਪ੍ਰੋਗਰਾਮ ਤਹਿਤ 30 ਸਾਲ ਅਤੇ ਇਸ ਤੋਂ ਵੱਧ ਉਮਰ ਦੇ ਲੋਕਾਂ ਦੀ ਆਯੁਸ਼ਮਾਨ ਆਰੋਗਿਆ ਮੰਦਰਾਂ ਵਿੱਚ ਸ਼ੂਗਰ, ਹਾਈ ਬਲੱਡ ਪ੍ਰੈਸ਼ਰ ਅਤੇ ਆਮ ਕੈਂਸਰਾਂ ਦੀ ਜਾਂਚ ਕੀਤੀ ਜਾਂਦੀ ਹੈ; ਪੰਜਾਬ ਵਿੱਚ ਆਮ ਆਦਮੀ ਕਲੀਨਿਕ ਵੀ ਮੁਫ਼ਤ ਟੈਸਟ ਕਰਦੇ ਹਨ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਸੰਚਾਰੀ ਤੋਂ ਗ਼ੈਰ-ਸੰਚਾਰੀ ਰੋਗਾਂ ਵੱਲ ਤਬਦੀਲੀ (ਮਹਾਂਮਾਰੀ ਵਿਗਿਆਨਕ ਪਰਿਵਰਤਨ) ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਲਈ ਲਾਭਦਾਇਕ ਵਿਸ਼ਾ ਹੈ। ਇਸ ਤਰੀਕ ਦਾ ਬੈਂਟਿੰਗ ਨਾਲ ਸਬੰਧ ਯਾਦ ਰੱਖੋ ਅਤੇ ਇਹ ਵੀ ਕਿ 14 ਨਵੰਬਰ ਭਾਰਤ ਵਿੱਚ ਬਾਲ ਦਿਵਸ ਵੀ ਹੈ।',
      ],
    },
    topics: ['social-issues', 'science'],
    source: 'The Hindu',
  },
  {
    key: 'ca-d12-punjab-anti-drone-border-security',
    daysAgo: 12,
    region: 'punjab',
    category: 'Governance',
    title: {
      en: 'Punjab Police and BSF tighten counter-drone grid along the border',
      pa: "ਪੰਜਾਬ ਪੁਲੀਸ ਅਤੇ ਬੀਐੱਸਐੱਫ ਵੱਲੋਂ ਸਰਹੱਦ 'ਤੇ ਡਰੋਨ-ਰੋਕੂ ਪ੍ਰਬੰਧ ਹੋਰ ਸਖ਼ਤ",
    },
    summary: {
      en: 'Anti-drone systems are being deployed as a second line of defence in border districts to intercept drones dropping narcotics and weapons from across the international border.',
      pa: 'ਕੌਮਾਂਤਰੀ ਸਰਹੱਦ ਪਾਰੋਂ ਨਸ਼ੇ ਅਤੇ ਹਥਿਆਰ ਸੁੱਟਣ ਵਾਲੇ ਡਰੋਨਾਂ ਨੂੰ ਰੋਕਣ ਲਈ ਸਰਹੱਦੀ ਜ਼ਿਲ੍ਹਿਆਂ ਵਿੱਚ ਰੱਖਿਆ ਦੀ ਦੂਜੀ ਕਤਾਰ ਵਜੋਂ ਡਰੋਨ-ਰੋਕੂ ਪ੍ਰਣਾਲੀਆਂ ਤਾਇਨਾਤ ਕੀਤੀਆਂ ਜਾ ਰਹੀਆਂ ਹਨ।',
    },
    body: {
      en: [
        'Drones have become a major channel for smuggling heroin, pistols and ammunition into Punjab from across the border with Pakistan, especially in the cold-weather months when fog reduces visibility. Punjab Police has been installing anti-drone systems in the six border districts of Pathankot, Gurdaspur, Amritsar, Tarn Taran, Ferozepur and Fazilka.',
        'The Border Security Force (BSF) guards the international border, while the state police act as a second line of defence in the hinterland. Village defence committees and rewards for information on drone drops are being used to involve border residents in surveillance.',
        "Exam angle: Internal security questions on Punjab often cover the narco-terror nexus, drone threats, the BSF's jurisdiction (extended to 50 km from the border in Punjab in 2021) and the Centre-state division of responsibility for police and border management.",
      ],
      pa: [
        'ਪਾਕਿਸਤਾਨ ਨਾਲ ਲੱਗਦੀ ਸਰਹੱਦ ਪਾਰੋਂ ਪੰਜਾਬ ਵਿੱਚ ਹੈਰੋਇਨ, ਪਿਸਤੌਲਾਂ ਅਤੇ ਗੋਲੀ-ਸਿੱਕੇ ਦੀ ਤਸਕਰੀ ਲਈ ਡਰੋਨ ਇੱਕ ਵੱਡਾ ਸਾਧਨ ਬਣ ਗਏ ਹਨ, ਖ਼ਾਸ ਕਰਕੇ ਸਰਦੀਆਂ ਵਿੱਚ ਜਦੋਂ ਧੁੰਦ ਕਾਰਨ ਦਿਸਣ ਹੱਦ ਘਟ ਜਾਂਦੀ ਹੈ। ਪੰਜਾਬ ਪੁਲੀਸ ਛੇ ਸਰਹੱਦੀ ਜ਼ਿਲ੍ਹਿਆਂ, ਪਠਾਨਕੋਟ, ਗੁਰਦਾਸਪੁਰ, ਅੰਮ੍ਰਿਤਸਰ, ਤਰਨ ਤਾਰਨ, ਫ਼ਿਰੋਜ਼ਪੁਰ ਅਤੇ ਫ਼ਾਜ਼ਿਲਕਾ ਵਿੱਚ ਡਰੋਨ-ਰੋਕੂ ਪ੍ਰਣਾਲੀਆਂ ਲਗਾ ਰਹੀ ਹੈ।',
        "ਸੀਮਾ ਸੁਰੱਖਿਆ ਬਲ (ਬੀਐੱਸਐੱਫ) ਕੌਮਾਂਤਰੀ ਸਰਹੱਦ ਦੀ ਰਾਖੀ ਕਰਦਾ ਹੈ, ਜਦਕਿ ਸੂਬਾ ਪੁਲੀਸ ਅੰਦਰੂਨੀ ਇਲਾਕਿਆਂ ਵਿੱਚ ਰੱਖਿਆ ਦੀ ਦੂਜੀ ਕਤਾਰ ਵਜੋਂ ਕੰਮ ਕਰਦੀ ਹੈ। ਸਰਹੱਦੀ ਵਸਨੀਕਾਂ ਨੂੰ ਨਿਗਰਾਨੀ ਵਿੱਚ ਸ਼ਾਮਲ ਕਰਨ ਲਈ ਪਿੰਡ ਸੁਰੱਖਿਆ ਕਮੇਟੀਆਂ ਅਤੇ ਡਰੋਨ ਰਾਹੀਂ ਸੁੱਟੇ ਸਾਮਾਨ ਦੀ ਸੂਹ ਦੇਣ 'ਤੇ ਇਨਾਮਾਂ ਦੀ ਵਰਤੋਂ ਕੀਤੀ ਜਾ ਰਹੀ ਹੈ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਪੰਜਾਬ ਬਾਰੇ ਅੰਦਰੂਨੀ ਸੁਰੱਖਿਆ ਦੇ ਸਵਾਲਾਂ ਵਿੱਚ ਅਕਸਰ ਨਸ਼ਾ-ਅੱਤਵਾਦ ਗਠਜੋੜ, ਡਰੋਨਾਂ ਦਾ ਖ਼ਤਰਾ, ਬੀਐੱਸਐੱਫ ਦਾ ਅਧਿਕਾਰ ਖੇਤਰ (ਜੋ 2021 ਵਿੱਚ ਪੰਜਾਬ ਵਿੱਚ ਸਰਹੱਦ ਤੋਂ 50 ਕਿਲੋਮੀਟਰ ਤੱਕ ਵਧਾਇਆ ਗਿਆ) ਅਤੇ ਪੁਲੀਸ ਤੇ ਸਰਹੱਦੀ ਪ੍ਰਬੰਧਨ ਵਿੱਚ ਕੇਂਦਰ ਅਤੇ ਸੂਬੇ ਦੀਆਂ ਜ਼ਿੰਮੇਵਾਰੀਆਂ ਦੀ ਵੰਡ ਸ਼ਾਮਲ ਹੁੰਦੀ ਹੈ।',
      ],
    },
    topics: ['internal-security', 'punjab-gs'],
    source: 'The Tribune',
  },
  {
    key: 'ca-d12-retail-inflation-rbi-outlook',
    daysAgo: 12,
    region: 'national',
    category: 'Economy',
    title: {
      en: "October retail inflation data shapes expectations for RBI's December policy",
      pa: 'ਅਕਤੂਬਰ ਦੇ ਪ੍ਰਚੂਨ ਮਹਿੰਗਾਈ ਅੰਕੜਿਆਂ ਨਾਲ ਆਰਬੀਆਈ ਦੀ ਦਸੰਬਰ ਨੀਤੀ ਬਾਰੇ ਅਨੁਮਾਨ',
    },
    summary: {
      en: "Consumer price inflation released by the National Statistics Office remained within the RBI's tolerance band, with food prices the main swing factor, keeping the focus on the Monetary Policy Committee's next meeting.",
      pa: "ਕੌਮੀ ਅੰਕੜਾ ਦਫ਼ਤਰ ਵੱਲੋਂ ਜਾਰੀ ਖਪਤਕਾਰ ਕੀਮਤ ਮਹਿੰਗਾਈ ਆਰਬੀਆਈ ਦੀ ਸਹਿਣਯੋਗ ਹੱਦ ਅੰਦਰ ਰਹੀ ਅਤੇ ਖ਼ੁਰਾਕੀ ਕੀਮਤਾਂ ਮੁੱਖ ਉਤਾਰ-ਚੜ੍ਹਾਅ ਵਾਲਾ ਕਾਰਕ ਰਹੀਆਂ, ਜਿਸ ਨਾਲ ਧਿਆਨ ਮੁਦਰਾ ਨੀਤੀ ਕਮੇਟੀ ਦੀ ਅਗਲੀ ਮੀਟਿੰਗ 'ਤੇ ਹੈ।",
    },
    body: {
      en: [
        'The National Statistics Office (NSO) under the Ministry of Statistics and Programme Implementation released Consumer Price Index (CPI) data for October, using the revised CPI series. Economists noted that vegetable and pulse prices continued to drive month-to-month changes, while core inflation, which excludes food and fuel, remained relatively steady.',
        'Under the flexible inflation targeting framework in the RBI Act, 1934, the six-member Monetary Policy Committee (MPC) aims to keep CPI inflation at 4 per cent within a band of 2 to 6 per cent. Analysts are watching whether the December meeting will change the repo rate or the policy stance.',
        'Exam angle: Know the difference between CPI and WPI, headline and core inflation, the composition of the MPC and tools such as the repo rate, the Standing Deposit Facility and the cash reserve ratio. These are staple PPSC economy questions.',
      ],
      pa: [
        'ਅੰਕੜਾ ਅਤੇ ਪ੍ਰੋਗਰਾਮ ਲਾਗੂਕਰਨ ਮੰਤਰਾਲੇ ਅਧੀਨ ਕੌਮੀ ਅੰਕੜਾ ਦਫ਼ਤਰ (NSO) ਨੇ ਸੋਧੀ ਹੋਈ CPI ਲੜੀ ਅਨੁਸਾਰ ਅਕਤੂਬਰ ਦੇ ਖਪਤਕਾਰ ਕੀਮਤ ਸੂਚਕਾਂਕ (CPI) ਦੇ ਅੰਕੜੇ ਜਾਰੀ ਕੀਤੇ। ਅਰਥ-ਸ਼ਾਸਤਰੀਆਂ ਅਨੁਸਾਰ ਸਬਜ਼ੀਆਂ ਅਤੇ ਦਾਲਾਂ ਦੀਆਂ ਕੀਮਤਾਂ ਮਹੀਨਾਵਾਰ ਤਬਦੀਲੀਆਂ ਦਾ ਮੁੱਖ ਕਾਰਨ ਰਹੀਆਂ, ਜਦਕਿ ਖ਼ੁਰਾਕ ਅਤੇ ਈਂਧਨ ਨੂੰ ਛੱਡ ਕੇ ਗਿਣੀ ਜਾਂਦੀ ਕੋਰ ਮਹਿੰਗਾਈ ਲਗਭਗ ਸਥਿਰ ਰਹੀ।',
        "ਆਰਬੀਆਈ ਐਕਟ, 1934 ਵਿਚਲੇ ਲਚਕਦਾਰ ਮਹਿੰਗਾਈ ਟੀਚਾ ਢਾਂਚੇ ਤਹਿਤ ਛੇ ਮੈਂਬਰੀ ਮੁਦਰਾ ਨੀਤੀ ਕਮੇਟੀ (MPC) ਦਾ ਟੀਚਾ CPI ਮਹਿੰਗਾਈ ਨੂੰ 2 ਤੋਂ 6 ਫ਼ੀਸਦੀ ਦੀ ਹੱਦ ਅੰਦਰ 4 ਫ਼ੀਸਦੀ 'ਤੇ ਰੱਖਣਾ ਹੈ। ਵਿਸ਼ਲੇਸ਼ਕ ਦੇਖ ਰਹੇ ਹਨ ਕਿ ਕੀ ਦਸੰਬਰ ਦੀ ਮੀਟਿੰਗ ਵਿੱਚ ਰੈਪੋ ਦਰ ਜਾਂ ਨੀਤੀਗਤ ਰੁਖ਼ ਵਿੱਚ ਕੋਈ ਤਬਦੀਲੀ ਹੋਵੇਗੀ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: CPI ਅਤੇ WPI, ਮੁੱਖ (ਹੈੱਡਲਾਈਨ) ਅਤੇ ਕੋਰ ਮਹਿੰਗਾਈ ਵਿੱਚ ਫ਼ਰਕ, MPC ਦੀ ਬਣਤਰ ਅਤੇ ਰੈਪੋ ਦਰ, ਸਟੈਂਡਿੰਗ ਡਿਪਾਜ਼ਿਟ ਫੈਸਿਲਿਟੀ ਤੇ ਨਕਦ ਰਾਖਵਾਂ ਅਨੁਪਾਤ ਵਰਗੇ ਸਾਧਨਾਂ ਬਾਰੇ ਜਾਣੋ। ਇਹ PPSC ਅਰਥਚਾਰੇ ਦੇ ਪੱਕੇ ਸਵਾਲ ਹਨ।',
      ],
    },
    topics: ['economy'],
    source: 'The Hindu',
  },
  {
    key: 'ca-d13-punjab-flood-protection-works',
    daysAgo: 13,
    region: 'punjab',
    category: 'Governance',
    title: {
      en: 'Punjab starts flood-protection works on embankments ahead of next monsoon',
      pa: "ਪੰਜਾਬ ਵੱਲੋਂ ਅਗਲੇ ਮਾਨਸੂਨ ਤੋਂ ਪਹਿਲਾਂ ਧੁੱਸੀ ਬੰਨ੍ਹਾਂ 'ਤੇ ਹੜ੍ਹ-ਰੋਕੂ ਕੰਮ ਸ਼ੁਰੂ",
    },
    summary: {
      en: 'Drawing lessons from the 2025 floods, the Water Resources Department is strengthening dhussi bundhs along the Ravi, Beas, Sutlej and Ghaggar and desilting drains during the dry season.',
      pa: '2025 ਦੇ ਹੜ੍ਹਾਂ ਤੋਂ ਸਬਕ ਲੈਂਦਿਆਂ ਜਲ ਸਰੋਤ ਵਿਭਾਗ ਖ਼ੁਸ਼ਕ ਮੌਸਮ ਦੌਰਾਨ ਰਾਵੀ, ਬਿਆਸ, ਸਤਲੁਜ ਅਤੇ ਘੱਗਰ ਨਾਲ ਲੱਗਦੇ ਧੁੱਸੀ ਬੰਨ੍ਹਾਂ ਨੂੰ ਮਜ਼ਬੂਤ ਕਰ ਰਿਹਾ ਹੈ ਅਤੇ ਡਰੇਨਾਂ ਦੀ ਸਫ਼ਾਈ ਕਰ ਰਿਹਾ ਹੈ।',
    },
    body: {
      en: [
        'The floods of August-September 2025, caused by very heavy rain in the catchments of the Ravi, Beas and Sutlej, breached embankments and submerged large areas of farmland in districts such as Gurdaspur, Amritsar, Kapurthala, Ferozepur and Fazilka. The state has now begun repairing and raising dhussi bundhs (earthen embankments) and reinforcing vulnerable spots with stone studs.',
        'Officials say the works are being done in the lean season so that they are complete well before the monsoon. Better coordination on reservoir releases from the Bhakra, Pong and Ranjit Sagar dams, early warning to villages and mapping of flood-prone stretches are also on the agenda.',
        'Exam angle: Disaster management questions can cover the Disaster Management Act, 2005, the roles of the NDMA, SDMA and DDMA, the NDRF and SDRF, and the difference between structural and non-structural flood-mitigation measures.',
      ],
      pa: [
        'ਅਗਸਤ-ਸਤੰਬਰ 2025 ਦੇ ਹੜ੍ਹ, ਜੋ ਰਾਵੀ, ਬਿਆਸ ਅਤੇ ਸਤਲੁਜ ਦੇ ਜਲਗ੍ਰਹਿਣ ਖੇਤਰਾਂ ਵਿੱਚ ਬਹੁਤ ਭਾਰੀ ਬਾਰਸ਼ ਕਾਰਨ ਆਏ ਸਨ, ਨੇ ਬੰਨ੍ਹ ਤੋੜ ਦਿੱਤੇ ਅਤੇ ਗੁਰਦਾਸਪੁਰ, ਅੰਮ੍ਰਿਤਸਰ, ਕਪੂਰਥਲਾ, ਫ਼ਿਰੋਜ਼ਪੁਰ ਤੇ ਫ਼ਾਜ਼ਿਲਕਾ ਵਰਗੇ ਜ਼ਿਲ੍ਹਿਆਂ ਵਿੱਚ ਖੇਤੀ ਵਾਲੀ ਜ਼ਮੀਨ ਦੇ ਵੱਡੇ ਹਿੱਸੇ ਡੋਬ ਦਿੱਤੇ। ਸੂਬੇ ਨੇ ਹੁਣ ਧੁੱਸੀ ਬੰਨ੍ਹਾਂ (ਮਿੱਟੀ ਦੇ ਬੰਨ੍ਹਾਂ) ਦੀ ਮੁਰੰਮਤ ਅਤੇ ਉਚਾਈ ਵਧਾਉਣ ਦਾ ਕੰਮ ਸ਼ੁਰੂ ਕੀਤਾ ਹੈ ਅਤੇ ਨਾਜ਼ੁਕ ਥਾਵਾਂ ਨੂੰ ਪੱਥਰ ਦੇ ਸਟੱਡਾਂ ਨਾਲ ਮਜ਼ਬੂਤ ਕੀਤਾ ਜਾ ਰਿਹਾ ਹੈ।',
        "ਅਧਿਕਾਰੀਆਂ ਅਨੁਸਾਰ ਇਹ ਕੰਮ ਖ਼ੁਸ਼ਕ ਮੌਸਮ ਵਿੱਚ ਕੀਤੇ ਜਾ ਰਹੇ ਹਨ ਤਾਂ ਜੋ ਮਾਨਸੂਨ ਤੋਂ ਕਾਫ਼ੀ ਪਹਿਲਾਂ ਮੁਕੰਮਲ ਹੋ ਜਾਣ। ਭਾਖੜਾ, ਪੌਂਗ ਅਤੇ ਰਣਜੀਤ ਸਾਗਰ ਡੈਮਾਂ ਤੋਂ ਪਾਣੀ ਛੱਡਣ ਬਾਰੇ ਬਿਹਤਰ ਤਾਲਮੇਲ, ਪਿੰਡਾਂ ਨੂੰ ਅਗਾਊਂ ਚਿਤਾਵਨੀ ਅਤੇ ਹੜ੍ਹ-ਸੰਭਾਵਿਤ ਹਿੱਸਿਆਂ ਦੀ ਨਕਸ਼ਾਬੰਦੀ ਵੀ ਏਜੰਡੇ 'ਤੇ ਹੈ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਆਫ਼ਤ ਪ੍ਰਬੰਧਨ ਦੇ ਸਵਾਲਾਂ ਵਿੱਚ ਆਫ਼ਤ ਪ੍ਰਬੰਧਨ ਐਕਟ, 2005, NDMA, SDMA ਅਤੇ DDMA ਦੀਆਂ ਭੂਮਿਕਾਵਾਂ, NDRF ਤੇ SDRF, ਅਤੇ ਹੜ੍ਹਾਂ ਦੀ ਰੋਕਥਾਮ ਦੇ ਢਾਂਚਾਗਤ ਤੇ ਗ਼ੈਰ-ਢਾਂਚਾਗਤ ਉਪਾਵਾਂ ਵਿੱਚ ਫ਼ਰਕ ਸ਼ਾਮਲ ਹੋ ਸਕਦਾ ਹੈ।',
      ],
    },
    topics: ['disaster-management', 'geography', 'punjab-gs'],
    source: 'Punjab Government press release',
  },
  {
    key: 'ca-d13-india-trade-agreements-outreach',
    daysAgo: 13,
    region: 'international',
    category: 'International Relations',
    title: {
      en: 'India widens its network of trade agreements with developed economies',
      pa: 'ਭਾਰਤ ਵੱਲੋਂ ਵਿਕਸਿਤ ਅਰਥਚਾਰਿਆਂ ਨਾਲ ਵਪਾਰ ਸਮਝੌਤਿਆਂ ਦੇ ਨੈੱਟਵਰਕ ਦਾ ਵਿਸਥਾਰ',
    },
    summary: {
      en: 'Trade officials have reviewed progress on agreements with the UK, the EFTA countries and others, and on negotiations with the European Union, with an eye on textiles, engineering goods and farm exports.',
      pa: "ਵਪਾਰ ਅਧਿਕਾਰੀਆਂ ਨੇ ਯੂਕੇ, EFTA ਦੇਸ਼ਾਂ ਅਤੇ ਹੋਰਾਂ ਨਾਲ ਸਮਝੌਤਿਆਂ ਅਤੇ ਯੂਰਪੀ ਯੂਨੀਅਨ ਨਾਲ ਗੱਲਬਾਤ ਦੀ ਪ੍ਰਗਤੀ ਦੀ ਸਮੀਖਿਆ ਕੀਤੀ, ਜਿਸ ਵਿੱਚ ਕੱਪੜਾ, ਇੰਜੀਨੀਅਰਿੰਗ ਸਾਮਾਨ ਅਤੇ ਖੇਤੀ ਬਰਾਮਦ 'ਤੇ ਖ਼ਾਸ ਧਿਆਨ ਹੈ।",
    },
    body: {
      en: [
        'India has signed a series of trade agreements in recent years, including the India-Australia ECTA (2022), the Trade and Economic Partnership Agreement (TEPA) with the European Free Trade Association, which came into force on 1 October 2025, and the Comprehensive Economic and Trade Agreement with the United Kingdom signed in July 2025. Officials are now focused on implementation and on talks with the European Union.',
        'TEPA is notable for its commitment by EFTA members (Switzerland, Norway, Iceland and Liechtenstein) to promote investment in India. Exporters of textiles, leather, engineering goods and processed food expect better market access, while sensitive farm and dairy products have largely been kept out of tariff cuts.',
        "Exam angle: Distinguish FTA, CEPA, CECA and ECTA, know the members of EFTA, and link trade deals to Punjab's exporters, such as Ludhiana's knitwear, Jalandhar's sports goods and basmati rice.",
      ],
      pa: [
        "ਭਾਰਤ ਨੇ ਪਿਛਲੇ ਸਾਲਾਂ ਵਿੱਚ ਕਈ ਵਪਾਰ ਸਮਝੌਤੇ ਕੀਤੇ ਹਨ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਭਾਰਤ-ਆਸਟ੍ਰੇਲੀਆ ECTA (2022), ਯੂਰਪੀ ਮੁਕਤ ਵਪਾਰ ਸੰਘ (EFTA) ਨਾਲ ਵਪਾਰ ਅਤੇ ਆਰਥਿਕ ਭਾਈਵਾਲੀ ਸਮਝੌਤਾ (TEPA), ਜੋ 1 ਅਕਤੂਬਰ 2025 ਨੂੰ ਲਾਗੂ ਹੋਇਆ, ਅਤੇ ਜੁਲਾਈ 2025 ਵਿੱਚ ਯੂਨਾਈਟਿਡ ਕਿੰਗਡਮ ਨਾਲ ਦਸਤਖ਼ਤ ਕੀਤਾ ਵਿਆਪਕ ਆਰਥਿਕ ਅਤੇ ਵਪਾਰ ਸਮਝੌਤਾ ਸ਼ਾਮਲ ਹਨ। ਅਧਿਕਾਰੀਆਂ ਦਾ ਧਿਆਨ ਹੁਣ ਇਨ੍ਹਾਂ ਨੂੰ ਲਾਗੂ ਕਰਨ ਅਤੇ ਯੂਰਪੀ ਯੂਨੀਅਨ ਨਾਲ ਗੱਲਬਾਤ 'ਤੇ ਹੈ।",
        'TEPA ਦੀ ਖ਼ਾਸੀਅਤ EFTA ਮੈਂਬਰਾਂ (ਸਵਿਟਜ਼ਰਲੈਂਡ, ਨਾਰਵੇ, ਆਈਸਲੈਂਡ ਅਤੇ ਲਿਕਟਨਸਟਾਈਨ) ਵੱਲੋਂ ਭਾਰਤ ਵਿੱਚ ਨਿਵੇਸ਼ ਨੂੰ ਉਤਸ਼ਾਹਿਤ ਕਰਨ ਦੀ ਵਚਨਬੱਧਤਾ ਹੈ। ਕੱਪੜਾ, ਚਮੜਾ, ਇੰਜੀਨੀਅਰਿੰਗ ਸਾਮਾਨ ਅਤੇ ਪ੍ਰੋਸੈਸਡ ਖ਼ੁਰਾਕ ਦੇ ਬਰਾਮਦਕਾਰਾਂ ਨੂੰ ਬਿਹਤਰ ਮੰਡੀ ਪਹੁੰਚ ਦੀ ਉਮੀਦ ਹੈ, ਜਦਕਿ ਸੰਵੇਦਨਸ਼ੀਲ ਖੇਤੀ ਅਤੇ ਡੇਅਰੀ ਉਤਪਾਦਾਂ ਨੂੰ ਜ਼ਿਆਦਾਤਰ ਟੈਰਿਫ਼ ਕਟੌਤੀ ਤੋਂ ਬਾਹਰ ਰੱਖਿਆ ਗਿਆ ਹੈ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: FTA, CEPA, CECA ਅਤੇ ECTA ਵਿੱਚ ਫ਼ਰਕ ਸਮਝੋ, EFTA ਦੇ ਮੈਂਬਰ ਯਾਦ ਰੱਖੋ, ਅਤੇ ਵਪਾਰ ਸਮਝੌਤਿਆਂ ਨੂੰ ਪੰਜਾਬ ਦੇ ਬਰਾਮਦਕਾਰਾਂ ਨਾਲ ਜੋੜੋ, ਜਿਵੇਂ ਲੁਧਿਆਣਾ ਦੇ ਨਿਟਵੀਅਰ, ਜਲੰਧਰ ਦਾ ਖੇਡ ਸਮਾਨ ਅਤੇ ਬਾਸਮਤੀ ਚੌਲ।',
      ],
    },
    topics: ['international-relations', 'economy'],
    source: 'Indian Express',
  },
  {
    key: 'ca-d14-punjab-crop-diversification-plan',
    daysAgo: 14,
    region: 'punjab',
    category: 'Agriculture',
    title: {
      en: 'Agriculture Department drafts crop diversification push for next kharif',
      pa: 'ਖੇਤੀਬਾੜੀ ਵਿਭਾਗ ਵੱਲੋਂ ਅਗਲੀ ਸਾਉਣੀ ਲਈ ਫ਼ਸਲੀ ਵਿਭਿੰਨਤਾ ਯੋਜਨਾ ਦਾ ਖਰੜਾ',
    },
    summary: {
      en: 'The plan aims to shift part of the paddy area to maize, cotton, basmati and pulses, and to expand direct seeding of rice and short-duration varieties to save groundwater.',
      pa: 'ਯੋਜਨਾ ਦਾ ਟੀਚਾ ਝੋਨੇ ਹੇਠਲੇ ਰਕਬੇ ਦਾ ਕੁਝ ਹਿੱਸਾ ਮੱਕੀ, ਨਰਮਾ, ਬਾਸਮਤੀ ਅਤੇ ਦਾਲਾਂ ਹੇਠ ਲਿਆਉਣਾ ਅਤੇ ਜ਼ਮੀਨੀ ਪਾਣੀ ਬਚਾਉਣ ਲਈ ਝੋਨੇ ਦੀ ਸਿੱਧੀ ਬਿਜਾਈ ਤੇ ਘੱਟ ਸਮੇਂ ਵਾਲੀਆਂ ਕਿਸਮਾਂ ਦਾ ਵਿਸਥਾਰ ਕਰਨਾ ਹੈ।',
    },
    body: {
      en: [
        "With paddy harvesting over, Punjab's Agriculture Department has begun preparing its crop plan for the next kharif season. Officials are working with Punjab Agricultural University on incentives for maize and cotton, better marketing for basmati, and wider adoption of direct seeded rice (DSR), which uses less water and labour than transplanting.",
        'PAU has been promoting short-duration paddy varieties such as PR 126, which mature earlier, use less water and leave more time to manage straw before wheat sowing. Farmers, however, point out that assured procurement at MSP makes paddy and wheat less risky than alternative crops.',
        'Exam angle: Crop diversification has been recommended since the Johl Committee reports of 1986 and 2002. For mains, discuss the wheat-paddy cycle, falling water tables, MSP-driven incentives, and market and policy solutions for diversification.',
      ],
      pa: [
        "ਝੋਨੇ ਦੀ ਕਟਾਈ ਮੁਕੰਮਲ ਹੋਣ ਨਾਲ ਪੰਜਾਬ ਦੇ ਖੇਤੀਬਾੜੀ ਵਿਭਾਗ ਨੇ ਅਗਲੇ ਸਾਉਣੀ ਸੀਜ਼ਨ ਲਈ ਫ਼ਸਲੀ ਯੋਜਨਾ ਤਿਆਰ ਕਰਨੀ ਸ਼ੁਰੂ ਕਰ ਦਿੱਤੀ ਹੈ। ਅਧਿਕਾਰੀ ਪੰਜਾਬ ਖੇਤੀਬਾੜੀ ਯੂਨੀਵਰਸਿਟੀ ਨਾਲ ਮਿਲ ਕੇ ਮੱਕੀ ਅਤੇ ਨਰਮੇ ਲਈ ਪ੍ਰੋਤਸਾਹਨ, ਬਾਸਮਤੀ ਦੇ ਬਿਹਤਰ ਮੰਡੀਕਰਨ ਅਤੇ ਝੋਨੇ ਦੀ ਸਿੱਧੀ ਬਿਜਾਈ (DSR) ਦੇ ਵਿਸਥਾਰ 'ਤੇ ਕੰਮ ਕਰ ਰਹੇ ਹਨ, ਜਿਸ ਵਿੱਚ ਲੁਆਈ ਨਾਲੋਂ ਘੱਟ ਪਾਣੀ ਅਤੇ ਮਜ਼ਦੂਰੀ ਲੱਗਦੀ ਹੈ।",
        "ਪੀਏਯੂ PR 126 ਵਰਗੀਆਂ ਘੱਟ ਸਮੇਂ ਵਾਲੀਆਂ ਝੋਨੇ ਦੀਆਂ ਕਿਸਮਾਂ ਨੂੰ ਉਤਸ਼ਾਹਿਤ ਕਰ ਰਹੀ ਹੈ, ਜੋ ਛੇਤੀ ਪੱਕਦੀਆਂ ਹਨ, ਘੱਟ ਪਾਣੀ ਵਰਤਦੀਆਂ ਹਨ ਅਤੇ ਕਣਕ ਦੀ ਬਿਜਾਈ ਤੋਂ ਪਹਿਲਾਂ ਪਰਾਲੀ ਸੰਭਾਲਣ ਲਈ ਵਧੇਰੇ ਸਮਾਂ ਛੱਡਦੀਆਂ ਹਨ। ਪਰ ਕਿਸਾਨਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ 'ਤੇ ਯਕੀਨੀ ਖ਼ਰੀਦ ਕਾਰਨ ਝੋਨਾ ਅਤੇ ਕਣਕ ਬਦਲਵੀਆਂ ਫ਼ਸਲਾਂ ਨਾਲੋਂ ਘੱਟ ਜੋਖ਼ਮ ਵਾਲੀਆਂ ਹਨ।",
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਫ਼ਸਲੀ ਵਿਭਿੰਨਤਾ ਦੀ ਸਿਫ਼ਾਰਸ਼ 1986 ਅਤੇ 2002 ਦੀਆਂ ਜੌਹਲ ਕਮੇਟੀ ਰਿਪੋਰਟਾਂ ਤੋਂ ਹੁੰਦੀ ਆ ਰਹੀ ਹੈ। ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਲਈ ਕਣਕ-ਝੋਨਾ ਚੱਕਰ, ਡਿੱਗਦੇ ਜ਼ਮੀਨੀ ਪਾਣੀ ਦੇ ਪੱਧਰ, MSP ਤੋਂ ਪੈਦਾ ਹੁੰਦੇ ਪ੍ਰੋਤਸਾਹਨ, ਅਤੇ ਵਿਭਿੰਨਤਾ ਲਈ ਮੰਡੀ ਤੇ ਨੀਤੀਗਤ ਹੱਲਾਂ ਦੀ ਚਰਚਾ ਕਰੋ।',
      ],
    },
    topics: ['environment', 'economy', 'punjab-gs'],
    source: 'The Tribune',
  },
  {
    key: 'ca-d14-national-education-day-azad',
    daysAgo: 14,
    region: 'national',
    category: 'Society',
    title: {
      en: 'National Education Day remembers Maulana Abul Kalam Azad',
      pa: "ਕੌਮੀ ਸਿੱਖਿਆ ਦਿਵਸ 'ਤੇ ਮੌਲਾਨਾ ਅਬੁਲ ਕਲਾਮ ਆਜ਼ਾਦ ਨੂੰ ਯਾਦ ਕੀਤਾ",
    },
    summary: {
      en: "Educational institutions marked 11 November, the birth anniversary of independent India's first Education Minister, with seminars on access to quality education.",
      pa: 'ਵਿਦਿਅਕ ਸੰਸਥਾਵਾਂ ਨੇ ਆਜ਼ਾਦ ਭਾਰਤ ਦੇ ਪਹਿਲੇ ਸਿੱਖਿਆ ਮੰਤਰੀ ਦੇ ਜਨਮ ਦਿਹਾੜੇ, 11 ਨਵੰਬਰ ਨੂੰ ਮਿਆਰੀ ਸਿੱਖਿਆ ਤੱਕ ਪਹੁੰਚ ਬਾਰੇ ਸੈਮੀਨਾਰਾਂ ਨਾਲ ਮਨਾਇਆ।',
    },
    body: {
      en: [
        "National Education Day has been observed on 11 November since 2008 to honour Maulana Abul Kalam Azad, freedom fighter and India's first Education Minister (1947-58). Schools and universities held debates and seminars on the role of education in nation-building.",
        "During Azad's tenure the University Grants Commission was set up, the first IIT was established at Kharagpur, and the Sangeet Natak Akademi, Sahitya Akademi and Lalit Kala Akademi were founded. He presided over the Indian National Congress in 1923 and again from 1940 to 1946, and was awarded the Bharat Ratna posthumously in 1992.",
        "Exam angle: Important days, the education-related institutions of the Nehru era and Azad's role in the national movement are common prelims facts. Link the day to NEP 2020 and Article 21A on the right to education.",
      ],
      pa: [
        'ਆਜ਼ਾਦੀ ਘੁਲਾਟੀਏ ਅਤੇ ਭਾਰਤ ਦੇ ਪਹਿਲੇ ਸਿੱਖਿਆ ਮੰਤਰੀ (1947-58) ਮੌਲਾਨਾ ਅਬੁਲ ਕਲਾਮ ਆਜ਼ਾਦ ਦੇ ਸਨਮਾਨ ਵਿੱਚ 2008 ਤੋਂ 11 ਨਵੰਬਰ ਨੂੰ ਕੌਮੀ ਸਿੱਖਿਆ ਦਿਵਸ ਮਨਾਇਆ ਜਾਂਦਾ ਹੈ। ਸਕੂਲਾਂ ਅਤੇ ਯੂਨੀਵਰਸਿਟੀਆਂ ਵਿੱਚ ਰਾਸ਼ਟਰ-ਨਿਰਮਾਣ ਵਿੱਚ ਸਿੱਖਿਆ ਦੀ ਭੂਮਿਕਾ ਬਾਰੇ ਬਹਿਸਾਂ ਅਤੇ ਸੈਮੀਨਾਰ ਕਰਵਾਏ ਗਏ।',
        'ਆਜ਼ਾਦ ਦੇ ਕਾਰਜਕਾਲ ਦੌਰਾਨ ਯੂਨੀਵਰਸਿਟੀ ਗ੍ਰਾਂਟਸ ਕਮਿਸ਼ਨ ਬਣਿਆ, ਖੜਗਪੁਰ ਵਿੱਚ ਪਹਿਲੀ IIT ਸਥਾਪਿਤ ਹੋਈ ਅਤੇ ਸੰਗੀਤ ਨਾਟਕ ਅਕਾਦਮੀ, ਸਾਹਿਤ ਅਕਾਦਮੀ ਤੇ ਲਲਿਤ ਕਲਾ ਅਕਾਦਮੀ ਦੀ ਨੀਂਹ ਰੱਖੀ ਗਈ। ਉਹ 1923 ਵਿੱਚ ਅਤੇ ਫਿਰ 1940 ਤੋਂ 1946 ਤੱਕ ਭਾਰਤੀ ਰਾਸ਼ਟਰੀ ਕਾਂਗਰਸ ਦੇ ਪ੍ਰਧਾਨ ਰਹੇ ਅਤੇ 1992 ਵਿੱਚ ਉਨ੍ਹਾਂ ਨੂੰ ਮਰਨ ਉਪਰੰਤ ਭਾਰਤ ਰਤਨ ਦਿੱਤਾ ਗਿਆ।',
        'ਪ੍ਰੀਖਿਆ ਪੱਖ: ਅਹਿਮ ਦਿਵਸ, ਨਹਿਰੂ ਕਾਲ ਦੀਆਂ ਸਿੱਖਿਆ ਨਾਲ ਸਬੰਧਤ ਸੰਸਥਾਵਾਂ ਅਤੇ ਕੌਮੀ ਅੰਦੋਲਨ ਵਿੱਚ ਆਜ਼ਾਦ ਦੀ ਭੂਮਿਕਾ ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਦੇ ਆਮ ਤੱਥ ਹਨ। ਇਸ ਦਿਵਸ ਨੂੰ ਕੌਮੀ ਸਿੱਖਿਆ ਨੀਤੀ 2020 ਅਤੇ ਸਿੱਖਿਆ ਦੇ ਅਧਿਕਾਰ ਬਾਰੇ ਧਾਰਾ 21A ਨਾਲ ਜੋੜੋ।',
      ],
    },
    topics: ['modern-history', 'society'],
    source: 'PIB',
  },
]
