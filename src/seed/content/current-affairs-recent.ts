import type { CurrentAffairSeed } from './types'

/**
 * Recent current affairs (last 15 days), written as a coaching institute's daily digest for
 * Punjab PCS candidates: two items a day, one on Punjab and one national or international.
 */
export const currentAffairsRecent: CurrentAffairSeed[] = [
  {
    key: "ca-d00-punjab-paddy-procurement-wraps-up",
    daysAgo: 0,
    region: "punjab",
    category: "Agriculture",
    title: {
      en: "Paddy procurement in Punjab's mandis draws to a close",
      pa: "ਪੰਜਾਬ ਦੀਆਂ ਮੰਡੀਆਂ ਵਿੱਚ ਝੋਨੇ ਦੀ ਖ਼ਰੀਦ ਸਮਾਪਤੀ ਵੱਲ",
    },
    summary: {
      en: "With arrivals slowing, state agencies are winding up paddy purchase for the Kharif Marketing Season, and attention is shifting to lifting of stocks and milling.",
      pa: "ਆਮਦ ਘਟਣ ਨਾਲ ਸੂਬਾਈ ਏਜੰਸੀਆਂ ਸਾਉਣੀ ਮੰਡੀਕਰਨ ਸੀਜ਼ਨ ਲਈ ਝੋਨੇ ਦੀ ਖ਼ਰੀਦ ਸਮੇਟ ਰਹੀਆਂ ਹਨ ਅਤੇ ਹੁਣ ਧਿਆਨ ਸਟਾਕ ਦੀ ਚੁਕਾਈ ਅਤੇ ਮਿਲਿੰਗ ਵੱਲ ਜਾ ਰਿਹਾ ਹੈ।",
    },
    body: {
      en: [
        "Paddy arrivals in Punjab's grain markets have tapered off as the Kharif Marketing Season, which opened on 1 October, nears its end. State agencies such as Pungrain, Markfed and Punsup, along with the Food Corporation of India, buy the crop at the Minimum Support Price fixed by the Centre, and payments are credited directly to farmers' bank accounts.",
        "The focus now moves to lifting stocks from the mandis and to custom milling, under which rice millers deliver rice to the central pool. Storage space, moisture norms and timely milling have been recurring concerns for arhtiyas, millers and farmers in recent seasons.",
        "Exam angle: MSP (recommended by the Commission for Agricultural Costs and Prices and approved by the Cabinet Committee on Economic Affairs), the central pool and the role of arhtiyas are frequent PPSC themes. Punjab's large share in the central pool links this topic to national food security.",
      ],
      pa: [
        "ਪਹਿਲੀ ਅਕਤੂਬਰ ਤੋਂ ਸ਼ੁਰੂ ਹੋਇਆ ਸਾਉਣੀ ਮੰਡੀਕਰਨ ਸੀਜ਼ਨ ਅੰਤ ਵੱਲ ਵਧਣ ਨਾਲ ਪੰਜਾਬ ਦੀਆਂ ਅਨਾਜ ਮੰਡੀਆਂ ਵਿੱਚ ਝੋਨੇ ਦੀ ਆਮਦ ਘਟ ਗਈ ਹੈ। ਪਨਗ੍ਰੇਨ, ਮਾਰਕਫੈੱਡ ਅਤੇ ਪਨਸਪ ਵਰਗੀਆਂ ਸੂਬਾਈ ਏਜੰਸੀਆਂ ਭਾਰਤੀ ਖ਼ੁਰਾਕ ਨਿਗਮ ਨਾਲ ਮਿਲ ਕੇ ਕੇਂਦਰ ਵੱਲੋਂ ਤੈਅ ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ 'ਤੇ ਫ਼ਸਲ ਖ਼ਰੀਦਦੀਆਂ ਹਨ ਅਤੇ ਅਦਾਇਗੀ ਸਿੱਧੀ ਕਿਸਾਨਾਂ ਦੇ ਬੈਂਕ ਖਾਤਿਆਂ ਵਿੱਚ ਜਾਂਦੀ ਹੈ।",
        "ਹੁਣ ਧਿਆਨ ਮੰਡੀਆਂ ਵਿੱਚੋਂ ਸਟਾਕ ਦੀ ਚੁਕਾਈ ਅਤੇ ਕਸਟਮ ਮਿਲਿੰਗ ਵੱਲ ਹੈ, ਜਿਸ ਤਹਿਤ ਸ਼ੈਲਰ ਮਾਲਕ ਚੌਲ ਕੇਂਦਰੀ ਪੂਲ ਵਿੱਚ ਜਮ੍ਹਾਂ ਕਰਵਾਉਂਦੇ ਹਨ। ਪਿਛਲੇ ਕੁਝ ਸੀਜ਼ਨਾਂ ਵਿੱਚ ਭੰਡਾਰਨ ਲਈ ਥਾਂ, ਨਮੀ ਦੇ ਮਾਪਦੰਡ ਅਤੇ ਸਮੇਂ ਸਿਰ ਮਿਲਿੰਗ ਆੜ੍ਹਤੀਆਂ, ਸ਼ੈਲਰ ਮਾਲਕਾਂ ਅਤੇ ਕਿਸਾਨਾਂ ਲਈ ਵਾਰ-ਵਾਰ ਚਿੰਤਾ ਦਾ ਵਿਸ਼ਾ ਰਹੇ ਹਨ।",
        "ਪ੍ਰੀਖਿਆ ਪੱਖ: ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ (ਜਿਸ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਖੇਤੀ ਲਾਗਤ ਅਤੇ ਕੀਮਤ ਕਮਿਸ਼ਨ ਕਰਦਾ ਹੈ ਅਤੇ ਪ੍ਰਵਾਨਗੀ ਆਰਥਿਕ ਮਾਮਲਿਆਂ ਬਾਰੇ ਕੈਬਨਿਟ ਕਮੇਟੀ ਦਿੰਦੀ ਹੈ), ਕੇਂਦਰੀ ਪੂਲ ਅਤੇ ਆੜ੍ਹਤੀਆਂ ਦੀ ਭੂਮਿਕਾ PPSC ਦੇ ਅਕਸਰ ਪੁੱਛੇ ਜਾਣ ਵਾਲੇ ਵਿਸ਼ੇ ਹਨ। ਕੇਂਦਰੀ ਪੂਲ ਵਿੱਚ ਪੰਜਾਬ ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਇਸ ਵਿਸ਼ੇ ਨੂੰ ਕੌਮੀ ਖ਼ੁਰਾਕ ਸੁਰੱਖਿਆ ਨਾਲ ਜੋੜਦਾ ਹੈ।",
      ],
    },
    topics: ["economy", "punjab-gs"],
    source: "The Tribune",
  },
  {
    key: "ca-d00-orange-the-world-16-days-activism",
    daysAgo: 0,
    region: "international",
    category: "Society",
    title: {
      en: "16 Days of Activism against gender-based violence begin worldwide",
      pa: "ਲਿੰਗ-ਆਧਾਰਿਤ ਹਿੰਸਾ ਵਿਰੁੱਧ 16 ਦਿਨਾਂ ਦੀ ਵਿਸ਼ਵ-ਵਿਆਪੀ ਮੁਹਿੰਮ ਸ਼ੁਰੂ",
    },
    summary: {
      en: "The International Day for the Elimination of Violence against Women on 25 November opens a global campaign that runs until Human Rights Day on 10 December.",
      pa: "25 ਨਵੰਬਰ ਨੂੰ ਔਰਤਾਂ ਵਿਰੁੱਧ ਹਿੰਸਾ ਦੇ ਖ਼ਾਤਮੇ ਲਈ ਕੌਮਾਂਤਰੀ ਦਿਵਸ ਨਾਲ ਇੱਕ ਵਿਸ਼ਵ-ਵਿਆਪੀ ਮੁਹਿੰਮ ਸ਼ੁਰੂ ਹੁੰਦੀ ਹੈ, ਜੋ 10 ਦਸੰਬਰ ਨੂੰ ਮਨੁੱਖੀ ਅਧਿਕਾਰ ਦਿਵਸ ਤੱਕ ਚੱਲਦੀ ਹੈ।",
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
        "ਪ੍ਰੀਖਿਆ ਪੱਖ: ਉਮੀਦਵਾਰਾਂ ਨੂੰ ਸੰਯੁਕਤ ਰਾਸ਼ਟਰ ਦੇ ਦਿਵਸ, ਔਰਤਾਂ ਦੀ ਸੁਰੱਖਿਆ ਨਾਲ ਸਬੰਧਤ ਮੁੱਖ ਕਾਨੂੰਨ, ਭਾਰਤੀ ਨਿਆਂ ਸੰਹਿਤਾ ਦੀਆਂ ਸਬੰਧਤ ਧਾਰਾਵਾਂ ਅਤੇ ਭਲਾਈ ਸਕੀਮਾਂ ਦੀ ਜਾਣਕਾਰੀ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ। ਇਹ ਵਿਸ਼ਾ ਲੇਖ ਅਤੇ ਸਮਾਜਿਕ ਮੁੱਦਿਆਂ ਤੇ ਸ਼ਾਸਨ ਬਾਰੇ GS ਸਵਾਲਾਂ ਲਈ ਲਾਭਦਾਇਕ ਹੈ।",
      ],
    },
    topics: ["social-issues", "international-relations"],
    source: "The Hindu",
  },
  {
    key: "ca-d01-punjab-guru-nanak-prakash-purab",
    daysAgo: 1,
    region: "punjab",
    category: "Culture",
    title: {
      en: "Punjab celebrates Prakash Purab of Guru Nanak Dev Ji",
      pa: "ਪੰਜਾਬ ਵਿੱਚ ਸ੍ਰੀ ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ ਦਾ ਪ੍ਰਕਾਸ਼ ਪੁਰਬ ਸ਼ਰਧਾ ਨਾਲ ਮਨਾਇਆ",
    },
    summary: {
      en: "Gurdwaras across the state held Nagar Kirtans, Akhand Paths and langar on Kartik Purnima, with large gatherings at Sultanpur Lodhi and Sri Harmandir Sahib.",
      pa: "ਕੱਤਕ ਦੀ ਪੂਰਨਮਾਸ਼ੀ ਮੌਕੇ ਸੂਬੇ ਭਰ ਦੇ ਗੁਰਦੁਆਰਿਆਂ ਵਿੱਚ ਨਗਰ ਕੀਰਤਨ, ਅਖੰਡ ਪਾਠ ਅਤੇ ਲੰਗਰ ਹੋਏ ਅਤੇ ਸੁਲਤਾਨਪੁਰ ਲੋਧੀ ਤੇ ਸ੍ਰੀ ਹਰਿਮੰਦਰ ਸਾਹਿਬ ਵਿਖੇ ਵੱਡੀ ਗਿਣਤੀ ਵਿੱਚ ਸੰਗਤ ਪਹੁੰਚੀ।",
    },
    body: {
      en: [
        "The Prakash Purab of Guru Nanak Dev Ji, the first Sikh Guru, was celebrated across Punjab on Kartik Purnima with prabhat pheris, Nagar Kirtans and community kitchens. Devotees thronged Sultanpur Lodhi in Kapurthala district, where Guru Nanak Dev Ji is believed to have received enlightenment after immersing in the Kali Bein.",
        "Guru Nanak Dev Ji was born in 1469 at Rai Bhoi di Talwandi, now Nankana Sahib in Pakistan. His teachings of Naam Japna, Kirat Karni and Vand Chhakna, his four Udasis (journeys) and the institution of langar remain central to Punjab's social and cultural life; he spent his last years at Kartarpur on the banks of the Ravi.",
        "Exam angle: The lives of the Sikh Gurus, Gurbani, the Bhakti movement and sacred sites such as Sultanpur Lodhi, Kartarpur and Nankana Sahib are regular questions in Punjab history and culture. Link the festival with the message of equality and community service.",
      ],
      pa: [
        "ਪਹਿਲੇ ਸਿੱਖ ਗੁਰੂ, ਸ੍ਰੀ ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ ਦਾ ਪ੍ਰਕਾਸ਼ ਪੁਰਬ ਕੱਤਕ ਦੀ ਪੂਰਨਮਾਸ਼ੀ ਨੂੰ ਪੂਰੇ ਪੰਜਾਬ ਵਿੱਚ ਪ੍ਰਭਾਤ ਫੇਰੀਆਂ, ਨਗਰ ਕੀਰਤਨਾਂ ਅਤੇ ਲੰਗਰਾਂ ਨਾਲ ਮਨਾਇਆ ਗਿਆ। ਕਪੂਰਥਲਾ ਜ਼ਿਲ੍ਹੇ ਦੇ ਸੁਲਤਾਨਪੁਰ ਲੋਧੀ ਵਿੱਚ ਭਾਰੀ ਗਿਣਤੀ ਵਿੱਚ ਸ਼ਰਧਾਲੂ ਪਹੁੰਚੇ, ਜਿੱਥੇ ਮੰਨਿਆ ਜਾਂਦਾ ਹੈ ਕਿ ਗੁਰੂ ਸਾਹਿਬ ਨੂੰ ਕਾਲੀ ਵੇਈਂ ਵਿੱਚ ਚੁੱਭੀ ਲਾਉਣ ਤੋਂ ਬਾਅਦ ਗਿਆਨ ਪ੍ਰਾਪਤ ਹੋਇਆ ਸੀ।",
        "ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ ਦਾ ਜਨਮ 1469 ਵਿੱਚ ਰਾਇ ਭੋਇ ਦੀ ਤਲਵੰਡੀ, ਜੋ ਹੁਣ ਪਾਕਿਸਤਾਨ ਵਿੱਚ ਨਨਕਾਣਾ ਸਾਹਿਬ ਹੈ, ਵਿਖੇ ਹੋਇਆ। ਨਾਮ ਜਪਣਾ, ਕਿਰਤ ਕਰਨੀ ਅਤੇ ਵੰਡ ਛਕਣਾ ਦੀਆਂ ਉਨ੍ਹਾਂ ਦੀਆਂ ਸਿੱਖਿਆਵਾਂ, ਚਾਰ ਉਦਾਸੀਆਂ ਅਤੇ ਲੰਗਰ ਦੀ ਸੰਸਥਾ ਅੱਜ ਵੀ ਪੰਜਾਬ ਦੇ ਸਮਾਜਿਕ ਅਤੇ ਸੱਭਿਆਚਾਰਕ ਜੀਵਨ ਦਾ ਕੇਂਦਰ ਹਨ; ਉਨ੍ਹਾਂ ਨੇ ਆਪਣੇ ਅੰਤਲੇ ਸਾਲ ਰਾਵੀ ਕੰਢੇ ਕਰਤਾਰਪੁਰ ਵਿੱਚ ਬਿਤਾਏ।",
        "ਪ੍ਰੀਖਿਆ ਪੱਖ: ਸਿੱਖ ਗੁਰੂ ਸਾਹਿਬਾਨ ਦੇ ਜੀਵਨ, ਗੁਰਬਾਣੀ, ਭਗਤੀ ਲਹਿਰ ਅਤੇ ਸੁਲਤਾਨਪੁਰ ਲੋਧੀ, ਕਰਤਾਰਪੁਰ ਤੇ ਨਨਕਾਣਾ ਸਾਹਿਬ ਵਰਗੇ ਪਵਿੱਤਰ ਅਸਥਾਨਾਂ ਬਾਰੇ ਪੰਜਾਬ ਦੇ ਇਤਿਹਾਸ ਅਤੇ ਸੱਭਿਆਚਾਰ ਵਿੱਚ ਨਿਯਮਤ ਸਵਾਲ ਆਉਂਦੇ ਹਨ। ਇਸ ਪੁਰਬ ਨੂੰ ਬਰਾਬਰੀ ਅਤੇ ਸੇਵਾ ਦੇ ਸੁਨੇਹੇ ਨਾਲ ਜੋੜ ਕੇ ਪੜ੍ਹੋ।",
      ],
    },
    topics: ["history", "art-and-culture", "punjab-gk"],
    source: "Punjab Government press release",
  },
  {
    key: "ca-d01-constitution-day-samvidhan-divas",
    daysAgo: 1,
    region: "national",
    category: "Polity",
    title: {
      en: "Ministries line up Samvidhan Divas events for 26 November",
      pa: "26 ਨਵੰਬਰ ਨੂੰ ਸੰਵਿਧਾਨ ਦਿਵਸ ਲਈ ਮੰਤਰਾਲਿਆਂ ਵੱਲੋਂ ਪ੍ਰੋਗਰਾਮ ਤਿਆਰ",
    },
    summary: {
      en: "Schools, universities and government offices will hold readings of the Preamble and quizzes to mark the adoption of the Constitution by the Constituent Assembly on 26 November 1949.",
      pa: "ਸੰਵਿਧਾਨ ਸਭਾ ਵੱਲੋਂ 26 ਨਵੰਬਰ 1949 ਨੂੰ ਸੰਵਿਧਾਨ ਅਪਣਾਏ ਜਾਣ ਦੀ ਯਾਦ ਵਿੱਚ ਸਕੂਲਾਂ, ਯੂਨੀਵਰਸਿਟੀਆਂ ਅਤੇ ਸਰਕਾਰੀ ਦਫ਼ਤਰਾਂ ਵਿੱਚ ਪ੍ਰਸਤਾਵਨਾ ਦਾ ਪਾਠ ਅਤੇ ਕੁਇਜ਼ ਕਰਵਾਏ ਜਾਣਗੇ।",
    },
    body: {
      en: [
        "Constitution Day, or Samvidhan Divas, has been observed on 26 November since 2015; before that the date was marked as National Law Day. The Constituent Assembly adopted the Constitution on 26 November 1949, and it came fully into force on 26 January 1950, celebrated as Republic Day.",
        "Government departments and educational institutions are planning public readings of the Preamble, essay competitions and online quizzes. The observance is also used to spread awareness of Fundamental Duties under Article 51A, added by the 42nd Amendment in 1976.",
        "Exam angle: Dates and committees of the Constituent Assembly, the Drafting Committee chaired by Dr B. R. Ambedkar, the Preamble and the provisions that came into force on 26 November 1949 (such as citizenship and elections) are favourite prelims questions.",
      ],
      pa: [
        "ਸੰਵਿਧਾਨ ਦਿਵਸ 2015 ਤੋਂ 26 ਨਵੰਬਰ ਨੂੰ ਮਨਾਇਆ ਜਾ ਰਿਹਾ ਹੈ; ਇਸ ਤੋਂ ਪਹਿਲਾਂ ਇਹ ਦਿਨ ਕੌਮੀ ਕਾਨੂੰਨ ਦਿਵਸ ਵਜੋਂ ਮਨਾਇਆ ਜਾਂਦਾ ਸੀ। ਸੰਵਿਧਾਨ ਸਭਾ ਨੇ 26 ਨਵੰਬਰ 1949 ਨੂੰ ਸੰਵਿਧਾਨ ਅਪਣਾਇਆ ਅਤੇ ਇਹ 26 ਜਨਵਰੀ 1950 ਨੂੰ ਪੂਰੀ ਤਰ੍ਹਾਂ ਲਾਗੂ ਹੋਇਆ, ਜਿਸ ਨੂੰ ਗਣਤੰਤਰ ਦਿਵਸ ਵਜੋਂ ਮਨਾਇਆ ਜਾਂਦਾ ਹੈ।",
        "ਸਰਕਾਰੀ ਵਿਭਾਗ ਅਤੇ ਵਿਦਿਅਕ ਸੰਸਥਾਵਾਂ ਪ੍ਰਸਤਾਵਨਾ ਦੇ ਸਮੂਹਿਕ ਪਾਠ, ਲੇਖ ਮੁਕਾਬਲੇ ਅਤੇ ਆਨਲਾਈਨ ਕੁਇਜ਼ ਕਰਵਾਉਣ ਦੀ ਤਿਆਰੀ ਕਰ ਰਹੇ ਹਨ। ਇਸ ਮੌਕੇ ਨੂੰ ਧਾਰਾ 51A ਅਧੀਨ ਮੂਲ ਫ਼ਰਜ਼ਾਂ ਬਾਰੇ ਜਾਗਰੂਕਤਾ ਫੈਲਾਉਣ ਲਈ ਵੀ ਵਰਤਿਆ ਜਾਂਦਾ ਹੈ, ਜੋ 1976 ਵਿੱਚ 42ਵੀਂ ਸੋਧ ਰਾਹੀਂ ਜੋੜੇ ਗਏ ਸਨ।",
        "ਪ੍ਰੀਖਿਆ ਪੱਖ: ਸੰਵਿਧਾਨ ਸਭਾ ਦੀਆਂ ਤਰੀਕਾਂ ਅਤੇ ਕਮੇਟੀਆਂ, ਡਾ. ਬੀ. ਆਰ. ਅੰਬੇਡਕਰ ਦੀ ਪ੍ਰਧਾਨਗੀ ਵਾਲੀ ਖਰੜਾ ਕਮੇਟੀ, ਪ੍ਰਸਤਾਵਨਾ ਅਤੇ 26 ਨਵੰਬਰ 1949 ਨੂੰ ਲਾਗੂ ਹੋਈਆਂ ਵਿਵਸਥਾਵਾਂ (ਜਿਵੇਂ ਨਾਗਰਿਕਤਾ ਅਤੇ ਚੋਣਾਂ) ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਦੇ ਮਨਪਸੰਦ ਸਵਾਲ ਹਨ।",
      ],
    },
    topics: ["polity"],
    source: "PIB",
  },
