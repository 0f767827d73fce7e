import type { SuccessStorySeed } from './types'

/** Selected candidates of the academy, shown on the Success Stories page (demo content). */
export const successStories: SuccessStorySeed[] = [
  {
    key: 'simranjeet-kaur-2024',
    name: { en: 'Simranjeet Kaur', pa: 'ਸਿਮਰਨਜੀਤ ਕੌਰ' },
    rank: { en: 'Rank 7, PCS (Executive Branch)', pa: 'ਰੈਂਕ 7, PCS (ਕਾਰਜਕਾਰੀ ਸ਼ਾਖਾ)' },
    year: 2024,
    district: { en: 'Sangrur', pa: 'ਸੰਗਰੂਰ' },
    exam: 'pcs',
    course: {
      en: 'Foundation Course (Online) with the Mains Answer Writing Programme',
      pa: 'ਫਾਊਂਡੇਸ਼ਨ ਕੋਰਸ (ਆਨਲਾਈਨ) ਅਤੇ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਉੱਤਰ-ਲਿਖਤ ਪ੍ਰੋਗਰਾਮ',
    },
    courseMonths: 14,
    courseFee: 'paid',
    consentSignedOn: '2025-03-18',
    portrait: {
      background: '#dcefe4',
      skin: '#c68b5e',
      head: { kind: 'dupatta', colour: '#2e7d5b' },
      clothes: '#f2a900',
      alt: { en: 'Illustrated portrait of Simranjeet Kaur, in a green dupatta', pa: 'ਸਿਮਰਨਜੀਤ ਕੌਰ ਦਾ ਚਿੱਤਰ, ਹਰੀ ਚੁੰਨੀ ਵਿੱਚ' },
    },
    quote: {
      en: 'Punjab GK and daily answer writing made the difference; I treated every mock as the real exam.',
      pa: 'ਪੰਜਾਬ ਜਨਰਲ ਨਾਲੇਜ ਅਤੇ ਰੋਜ਼ਾਨਾ ਉੱਤਰ-ਲਿਖਤ ਅਭਿਆਸ ਨੇ ਫ਼ਰਕ ਪਾਇਆ; ਮੈਂ ਹਰ ਮੌਕ ਟੈਸਟ ਨੂੰ ਅਸਲ ਪ੍ਰੀਖਿਆ ਸਮਝ ਕੇ ਦਿੱਤਾ।',
    },
    story: {
      en: [
        'I grew up in a farming family near Sunam and did my BSc in Sangrur. My first attempt ended at Prelims because I had read a lot but never revised. In my second attempt I joined the online Foundation Course and kept a simple routine: two hours of GS every morning, one subject at a time, and one Punjab GK chapter every evening. Every Sunday I took the test series mock and copied each wrong question into a separate notebook.',
        "For Mains, the answer writing programme was the turning point. My early copies came back with remarks like 'no Punjab example' and 'conclusion missing', and I noted every such remark in a register. By the final simulation I was finishing GS papers on time with a diagram or a data point in most answers. My advice: write at least one answer every day from the very start, and revise the previous years' papers until you know the PPSC style of questions by heart.",
      ],
      pa: [
        'ਮੈਂ ਸੁਨਾਮ ਨੇੜੇ ਇੱਕ ਕਿਸਾਨ ਪਰਿਵਾਰ ਵਿੱਚ ਵੱਡੀ ਹੋਈ ਅਤੇ ਸੰਗਰੂਰ ਤੋਂ ਬੀਐੱਸਸੀ ਕੀਤੀ। ਮੇਰੀ ਪਹਿਲੀ ਕੋਸ਼ਿਸ਼ ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਵਿੱਚ ਹੀ ਰਹਿ ਗਈ ਕਿਉਂਕਿ ਮੈਂ ਪੜ੍ਹਿਆ ਤਾਂ ਬਹੁਤ ਸੀ, ਪਰ ਦੁਹਰਾਈ ਕਦੇ ਨਹੀਂ ਕੀਤੀ ਸੀ। ਦੂਜੀ ਕੋਸ਼ਿਸ਼ ਵਿੱਚ ਮੈਂ ਆਨਲਾਈਨ ਫਾਊਂਡੇਸ਼ਨ ਕੋਰਸ ਨਾਲ ਜੁੜੀ ਅਤੇ ਇੱਕ ਸਿੱਧੀ-ਸਾਦੀ ਰੁਟੀਨ ਬਣਾਈ: ਹਰ ਸਵੇਰ ਦੋ ਘੰਟੇ ਆਮ ਅਧਿਐਨ, ਇੱਕ ਸਮੇਂ ਇੱਕ ਵਿਸ਼ਾ, ਅਤੇ ਹਰ ਸ਼ਾਮ ਪੰਜਾਬ ਜਨਰਲ ਨਾਲੇਜ ਦਾ ਇੱਕ ਅਧਿਆਇ। ਹਰ ਐਤਵਾਰ ਮੈਂ ਟੈਸਟ ਸੀਰੀਜ਼ ਦਾ ਮੌਕ ਟੈਸਟ ਦਿੰਦੀ ਅਤੇ ਗ਼ਲਤ ਹੋਇਆ ਹਰ ਪ੍ਰਸ਼ਨ ਇੱਕ ਵੱਖਰੀ ਕਾਪੀ ਵਿੱਚ ਲਿਖ ਲੈਂਦੀ ਸੀ।',
        "ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਲਈ ਉੱਤਰ-ਲਿਖਤ ਪ੍ਰੋਗਰਾਮ ਮੇਰੀ ਤਿਆਰੀ ਦਾ ਮੋੜ ਸਾਬਤ ਹੋਇਆ। ਮੇਰੀਆਂ ਸ਼ੁਰੂਆਤੀ ਕਾਪੀਆਂ ਉੱਤੇ 'ਪੰਜਾਬ ਦੀ ਕੋਈ ਉਦਾਹਰਣ ਨਹੀਂ' ਅਤੇ 'ਸਿੱਟਾ ਗ਼ਾਇਬ ਹੈ' ਵਰਗੀਆਂ ਟਿੱਪਣੀਆਂ ਆਉਂਦੀਆਂ ਸਨ, ਅਤੇ ਮੈਂ ਅਜਿਹੀ ਹਰ ਟਿੱਪਣੀ ਇੱਕ ਰਜਿਸਟਰ ਵਿੱਚ ਦਰਜ ਕਰਦੀ ਗਈ। ਆਖ਼ਰੀ ਅਭਿਆਸ ਟੈਸਟ ਤੱਕ ਮੈਂ ਆਮ ਅਧਿਐਨ ਦੇ ਪੇਪਰ ਸਮੇਂ ਸਿਰ ਪੂਰੇ ਕਰਨ ਲੱਗ ਪਈ ਅਤੇ ਜ਼ਿਆਦਾਤਰ ਉੱਤਰਾਂ ਵਿੱਚ ਕੋਈ ਚਿੱਤਰ ਜਾਂ ਅੰਕੜਾ ਜੋੜਦੀ ਸੀ। ਮੇਰੀ ਸਲਾਹ ਹੈ: ਪਹਿਲੇ ਦਿਨ ਤੋਂ ਹੀ ਰੋਜ਼ ਘੱਟੋ-ਘੱਟ ਇੱਕ ਉੱਤਰ ਲਿਖੋ, ਅਤੇ ਪਿਛਲੇ ਸਾਲਾਂ ਦੇ ਪੇਪਰ ਉਦੋਂ ਤੱਕ ਦੁਹਰਾਓ ਜਦੋਂ ਤੱਕ ਪੀਪੀਐੱਸਸੀ ਦੇ ਪ੍ਰਸ਼ਨਾਂ ਦਾ ਢੰਗ ਤੁਹਾਨੂੰ ਜ਼ੁਬਾਨੀ ਯਾਦ ਨਾ ਹੋ ਜਾਵੇ।",
      ],
    },
  },
  {
    key: 'harmanpreet-singh-sidhu-2022',
    name: { en: 'Harmanpreet Singh Sidhu', pa: 'ਹਰਮਨਪ੍ਰੀਤ ਸਿੰਘ ਸਿੱਧੂ' },
    rank: { en: 'Rank 12, DSP', pa: 'ਰੈਂਕ 12, ਡੀਐੱਸਪੀ' },
    year: 2022,
    district: { en: 'Bathinda', pa: 'ਬਠਿੰਡਾ' },
    exam: 'pcs',
    course: { en: 'Prelims Test Series with recorded lectures', pa: 'ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਟੈਸਟ ਸੀਰੀਜ਼ ਅਤੇ ਰਿਕਾਰਡ ਕੀਤੇ ਲੈਕਚਰ' },
    courseMonths: 8,
    courseFee: 'paid',
    consentSignedOn: '2023-05-02',
    portrait: {
      background: '#e6eefb',
      skin: '#b97a4f',
      head: { kind: 'turban', colour: '#0b3d91' },
      clothes: '#5b6475',
      beard: true,
      alt: {
        en: 'Illustrated portrait of Harmanpreet Singh Sidhu, in a navy-blue turban',
        pa: 'ਹਰਮਨਪ੍ਰੀਤ ਸਿੰਘ ਸਿੱਧੂ ਦਾ ਚਿੱਤਰ, ਗੂੜ੍ਹੀ ਨੀਲੀ ਪੱਗ ਵਿੱਚ',
      },
    },
    quote: {
      en: 'I was working full-time; the online test series let me prepare on my own schedule without losing touch with the competition.',
      pa: 'ਮੈਂ ਪੂਰੇ ਸਮੇਂ ਦੀ ਨੌਕਰੀ ਕਰਦਾ ਸੀ; ਆਨਲਾਈਨ ਟੈਸਟ ਸੀਰੀਜ਼ ਨੇ ਮੈਨੂੰ ਆਪਣੇ ਸਮੇਂ ਮੁਤਾਬਕ ਤਿਆਰੀ ਕਰਨ ਦਿੱਤੀ ਅਤੇ ਮੁਕਾਬਲੇ ਨਾਲੋਂ ਟੁੱਟਣ ਨਹੀਂ ਦਿੱਤਾ।',
    },
    story: {
      en: [
        'I was working as an engineer with a private company in Bathinda, so I could study only early in the morning and at weekends. I relied on the recorded lectures and the Prelims Test Series. Every Sunday I sat the full-length mock in a strict two-hour sitting, with the phone in another room, and spent Monday evening on the analysis.',
        'Being an engineer, history and Punjabi culture were my weak areas. The topic-wise accuracy report showed that I was scoring below 40 percent in Punjab history, so I made one-page charts on the Sikh Gurus, the Misls and the Lahore Darbar and revised them every week. In Mains I wrote the internal security answers with current Punjab examples such as drone smuggling across the border. My advice: do not leave your job in a hurry; a disciplined timetable and an honest analysis of every mock matter more than the number of hours.',
      ],
      pa: [
        'ਮੈਂ ਬਠਿੰਡਾ ਵਿੱਚ ਇੱਕ ਨਿੱਜੀ ਕੰਪਨੀ ਵਿੱਚ ਇੰਜੀਨੀਅਰ ਵਜੋਂ ਕੰਮ ਕਰਦਾ ਸੀ, ਇਸ ਲਈ ਮੈਂ ਸਿਰਫ਼ ਤੜਕੇ ਅਤੇ ਛੁੱਟੀ ਵਾਲੇ ਦਿਨ ਹੀ ਪੜ੍ਹ ਸਕਦਾ ਸੀ। ਮੈਂ ਰਿਕਾਰਡ ਕੀਤੇ ਲੈਕਚਰਾਂ ਅਤੇ ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਟੈਸਟ ਸੀਰੀਜ਼ ਉੱਤੇ ਨਿਰਭਰ ਰਿਹਾ। ਹਰ ਐਤਵਾਰ ਮੈਂ ਫ਼ੋਨ ਦੂਜੇ ਕਮਰੇ ਵਿੱਚ ਰੱਖ ਕੇ ਪੂਰੇ ਦੋ ਘੰਟਿਆਂ ਵਿੱਚ ਪੂਰਾ ਮੌਕ ਟੈਸਟ ਦਿੰਦਾ ਸੀ, ਅਤੇ ਸੋਮਵਾਰ ਦੀ ਸ਼ਾਮ ਉਸ ਦੇ ਵਿਸ਼ਲੇਸ਼ਣ ਉੱਤੇ ਲਾਉਂਦਾ ਸੀ।',
        'ਇੰਜੀਨੀਅਰ ਹੋਣ ਕਰਕੇ ਇਤਿਹਾਸ ਅਤੇ ਪੰਜਾਬੀ ਸੱਭਿਆਚਾਰ ਮੇਰੇ ਕਮਜ਼ੋਰ ਵਿਸ਼ੇ ਸਨ। ਵਿਸ਼ਾ-ਵਾਰ ਸ਼ੁੱਧਤਾ ਰਿਪੋਰਟ ਤੋਂ ਪਤਾ ਲੱਗਾ ਕਿ ਪੰਜਾਬ ਦੇ ਇਤਿਹਾਸ ਵਿੱਚ ਮੇਰੇ ਅੰਕ 40 ਪ੍ਰਤੀਸ਼ਤ ਤੋਂ ਵੀ ਘੱਟ ਸਨ, ਇਸ ਲਈ ਮੈਂ ਸਿੱਖ ਗੁਰੂ ਸਾਹਿਬਾਨ, ਮਿਸਲਾਂ ਅਤੇ ਲਾਹੌਰ ਦਰਬਾਰ ਬਾਰੇ ਇੱਕ-ਇੱਕ ਪੰਨੇ ਦੇ ਚਾਰਟ ਬਣਾਏ ਅਤੇ ਹਰ ਹਫ਼ਤੇ ਦੁਹਰਾਏ। ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਵਿੱਚ ਅੰਦਰੂਨੀ ਸੁਰੱਖਿਆ ਦੇ ਉੱਤਰਾਂ ਵਿੱਚ ਮੈਂ ਸਰਹੱਦ ਪਾਰੋਂ ਡਰੋਨ ਰਾਹੀਂ ਤਸਕਰੀ ਵਰਗੀਆਂ ਪੰਜਾਬ ਦੀਆਂ ਤਾਜ਼ਾ ਉਦਾਹਰਣਾਂ ਦਿੱਤੀਆਂ। ਮੇਰੀ ਸਲਾਹ ਹੈ: ਕਾਹਲੀ ਵਿੱਚ ਨੌਕਰੀ ਨਾ ਛੱਡੋ; ਘੰਟਿਆਂ ਦੀ ਗਿਣਤੀ ਨਾਲੋਂ ਅਨੁਸ਼ਾਸਿਤ ਸਮਾਂ-ਸਾਰਣੀ ਅਤੇ ਹਰ ਮੌਕ ਟੈਸਟ ਦਾ ਇਮਾਨਦਾਰ ਵਿਸ਼ਲੇਸ਼ਣ ਵੱਧ ਮਾਇਨੇ ਰੱਖਦਾ ਹੈ।',
      ],
    },
  },
  {
    key: 'navdeep-kaur-gill-2021',
    name: { en: 'Navdeep Kaur Gill', pa: 'ਨਵਦੀਪ ਕੌਰ ਗਿੱਲ' },
    rank: { en: 'Rank 31, Tehsildar', pa: 'ਰੈਂਕ 31, ਤਹਿਸੀਲਦਾਰ' },
    year: 2021,
    district: { en: 'Moga', pa: 'ਮੋਗਾ' },
    exam: 'pcs',
    course: { en: 'Mains Answer Writing Programme (Punjabi medium)', pa: 'ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਉੱਤਰ-ਲਿਖਤ ਪ੍ਰੋਗਰਾਮ (ਪੰਜਾਬੀ ਮਾਧਿਅਮ)' },
    courseMonths: 5,
    courseFee: 'paid',
    consentSignedOn: '2022-04-11',
    portrait: {
      background: '#fdf0d5',
      skin: '#d29b6f',
      head: { kind: 'hair', style: 'long' },
      clothes: '#8e3b5f',
      glasses: true,
      alt: { en: 'Illustrated portrait of Navdeep Kaur Gill, with long hair and glasses', pa: 'ਨਵਦੀਪ ਕੌਰ ਗਿੱਲ ਦਾ ਚਿੱਤਰ, ਲੰਮੇ ਵਾਲਾਂ ਅਤੇ ਐਨਕਾਂ ਨਾਲ' },
    },
    quote: {
      en: "I wrote all my Mains papers in Punjabi, and the academy's Punjabi-medium evaluation gave me the confidence to do so.",
      pa: 'ਮੈਂ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਦੇ ਸਾਰੇ ਪੇਪਰ ਪੰਜਾਬੀ ਵਿੱਚ ਲਿਖੇ, ਅਤੇ ਅਕੈਡਮੀ ਵਿੱਚ ਪੰਜਾਬੀ ਮਾਧਿਅਮ ਦੀਆਂ ਕਾਪੀਆਂ ਦੀ ਜਾਂਚ ਨੇ ਮੈਨੂੰ ਇਹ ਭਰੋਸਾ ਦਿੱਤਾ।',
    },
    story: {
      en: [
        'I studied in a government school in Moga and did my graduation in Punjabi medium, so I was worried that English-medium candidates would have an advantage. The bilingual notes solved that problem. I read the standard English sources for understanding, made my final notes in Punjabi, and took every test series paper in Punjabi so that the exam language felt natural.',
        'In the answer writing programme my copies were checked by a Punjabi-medium teacher who corrected my terminology and showed me how to present data in small tables. I also prepared the Punjabi and English papers seriously, because they carry marks that many candidates take for granted. My advice to candidates from villages and small towns: language is not a barrier in PPSC. Clear thinking, neat presentation and regular practice are what the examiner rewards.',
      ],
      pa: [
        'ਮੈਂ ਮੋਗਾ ਦੇ ਇੱਕ ਸਰਕਾਰੀ ਸਕੂਲ ਵਿੱਚ ਪੜ੍ਹੀ ਅਤੇ ਗ੍ਰੈਜੂਏਸ਼ਨ ਪੰਜਾਬੀ ਮਾਧਿਅਮ ਵਿੱਚ ਕੀਤੀ, ਇਸ ਲਈ ਮੈਨੂੰ ਡਰ ਸੀ ਕਿ ਅੰਗਰੇਜ਼ੀ ਮਾਧਿਅਮ ਵਾਲੇ ਉਮੀਦਵਾਰ ਅੱਗੇ ਨਿਕਲ ਜਾਣਗੇ। ਦੋਭਾਸ਼ੀ ਨੋਟਸ ਨੇ ਇਹ ਮਸਲਾ ਹੱਲ ਕਰ ਦਿੱਤਾ। ਮੈਂ ਸਮਝ ਲਈ ਅੰਗਰੇਜ਼ੀ ਦੇ ਮਿਆਰੀ ਸਰੋਤ ਪੜ੍ਹੇ, ਆਪਣੇ ਅੰਤਿਮ ਨੋਟਸ ਪੰਜਾਬੀ ਵਿੱਚ ਬਣਾਏ, ਅਤੇ ਟੈਸਟ ਸੀਰੀਜ਼ ਦਾ ਹਰ ਪੇਪਰ ਪੰਜਾਬੀ ਵਿੱਚ ਦਿੱਤਾ ਤਾਂ ਜੋ ਪ੍ਰੀਖਿਆ ਦੀ ਭਾਸ਼ਾ ਸਹਿਜ ਲੱਗੇ।',
        'ਉੱਤਰ-ਲਿਖਤ ਪ੍ਰੋਗਰਾਮ ਵਿੱਚ ਮੇਰੀਆਂ ਕਾਪੀਆਂ ਪੰਜਾਬੀ ਮਾਧਿਅਮ ਦੇ ਇੱਕ ਅਧਿਆਪਕ ਨੇ ਜਾਂਚੀਆਂ, ਜਿਨ੍ਹਾਂ ਨੇ ਮੇਰੀ ਸ਼ਬਦਾਵਲੀ ਸੁਧਾਰੀ ਅਤੇ ਅੰਕੜਿਆਂ ਨੂੰ ਛੋਟੀਆਂ ਸਾਰਣੀਆਂ ਵਿੱਚ ਪੇਸ਼ ਕਰਨਾ ਸਿਖਾਇਆ। ਮੈਂ ਪੰਜਾਬੀ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਦੇ ਪੇਪਰਾਂ ਦੀ ਵੀ ਪੂਰੀ ਗੰਭੀਰਤਾ ਨਾਲ ਤਿਆਰੀ ਕੀਤੀ, ਕਿਉਂਕਿ ਇਨ੍ਹਾਂ ਦੇ ਅੰਕ ਵੀ ਗਿਣੇ ਜਾਂਦੇ ਹਨ ਅਤੇ ਬਹੁਤ ਸਾਰੇ ਉਮੀਦਵਾਰ ਇਨ੍ਹਾਂ ਨੂੰ ਹਲਕੇ ਵਿੱਚ ਲੈਂਦੇ ਹਨ। ਪਿੰਡਾਂ ਅਤੇ ਛੋਟੇ ਸ਼ਹਿਰਾਂ ਦੇ ਉਮੀਦਵਾਰਾਂ ਨੂੰ ਮੇਰੀ ਸਲਾਹ ਹੈ: ਪੀਪੀਐੱਸਸੀ ਵਿੱਚ ਭਾਸ਼ਾ ਕੋਈ ਰੁਕਾਵਟ ਨਹੀਂ। ਪਰੀਖਿਅਕ ਸਾਫ਼ ਸੋਚ, ਸੁਚੱਜੀ ਪੇਸ਼ਕਾਰੀ ਅਤੇ ਲਗਾਤਾਰ ਅਭਿਆਸ ਦਾ ਹੀ ਮੁੱਲ ਪਾਉਂਦਾ ਹੈ।',
      ],
    },
  },
  {
    key: 'jaskaran-singh-brar-2020',
    name: { en: 'Jaskaran Singh Brar', pa: 'ਜਸਕਰਨ ਸਿੰਘ ਬਰਾੜ' },
    rank: { en: 'Rank 44, BDPO', pa: 'ਰੈਂਕ 44, ਬੀਡੀਪੀਓ' },
    year: 2020,
    district: { en: 'Sri Muktsar Sahib', pa: 'ਸ੍ਰੀ ਮੁਕਤਸਰ ਸਾਹਿਬ' },
    exam: 'pcs',
    course: { en: 'Prelims Test Series (merit scholarship)', pa: 'ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਟੈਸਟ ਸੀਰੀਜ਼ (ਮੈਰਿਟ ਵਜ਼ੀਫ਼ਾ)' },
    courseMonths: 12,
    courseFee: 'free',
    consentSignedOn: '2021-06-23',
    portrait: {
      background: '#fbe3d3',
      skin: '#a86b43',
      head: { kind: 'turban', colour: '#e07b00' },
      clothes: '#ffffff',
      beard: true,
      alt: { en: 'Illustrated portrait of Jaskaran Singh Brar, in a saffron turban', pa: 'ਜਸਕਰਨ ਸਿੰਘ ਬਰਾੜ ਦਾ ਚਿੱਤਰ, ਕੇਸਰੀ ਪੱਗ ਵਿੱਚ' },
    },
    quote: {
      en: 'Three attempts taught me that steady work every week beats a few months of cramming.',
      pa: 'ਤਿੰਨ ਕੋਸ਼ਿਸ਼ਾਂ ਨੇ ਮੈਨੂੰ ਸਿਖਾਇਆ ਕਿ ਕੁਝ ਮਹੀਨਿਆਂ ਦੀ ਰੱਟਾ-ਮਾਰ ਪੜ੍ਹਾਈ ਨਾਲੋਂ ਹਰ ਹਫ਼ਤੇ ਦੀ ਲਗਾਤਾਰ ਮਿਹਨਤ ਕਿਤੇ ਵੱਧ ਕੰਮ ਆਉਂਦੀ ਹੈ।',
    },
    story: {
      en: [
        'I was selected on my third attempt. In the first two, I studied in long bursts just before the exam and then lost momentum for months. When I joined the academy, my mentor asked me to follow the test series timetable strictly, and that fixed calendar of weekly tests kept me studying steadily for a full year.',
        'Rural development questions came naturally to me because I grew up watching the panchayat at work in my village, and I learnt to use those observations in answers on MGNREGA, self-help groups and village water supply. In the interview I was asked about stubble burning and the role of gram panchayats, and the mock interview panel had prepared me to stay calm and answer with examples. My advice: set a realistic daily target and never skip the weekly test, even when you feel unprepared.',
      ],
      pa: [
        'ਮੇਰੀ ਚੋਣ ਤੀਜੀ ਕੋਸ਼ਿਸ਼ ਵਿੱਚ ਹੋਈ। ਪਹਿਲੀਆਂ ਦੋ ਕੋਸ਼ਿਸ਼ਾਂ ਵਿੱਚ ਮੈਂ ਪ੍ਰੀਖਿਆ ਤੋਂ ਐਨ ਪਹਿਲਾਂ ਲੰਮੇ-ਲੰਮੇ ਘੰਟੇ ਪੜ੍ਹਦਾ ਸੀ ਅਤੇ ਫਿਰ ਮਹੀਨਿਆਂ ਤੱਕ ਲੈਅ ਟੁੱਟੀ ਰਹਿੰਦੀ ਸੀ। ਅਕੈਡਮੀ ਨਾਲ ਜੁੜਨ ਤੋਂ ਬਾਅਦ ਮੇਰੇ ਮਾਰਗਦਰਸ਼ਕ ਨੇ ਮੈਨੂੰ ਟੈਸਟ ਸੀਰੀਜ਼ ਦੀ ਸਮਾਂ-ਸਾਰਣੀ ਦੀ ਸਖ਼ਤੀ ਨਾਲ ਪਾਲਣਾ ਕਰਨ ਲਈ ਕਿਹਾ, ਅਤੇ ਹਫ਼ਤਾਵਾਰੀ ਟੈਸਟਾਂ ਦੇ ਉਸ ਪੱਕੇ ਕੈਲੰਡਰ ਨੇ ਮੈਨੂੰ ਪੂਰਾ ਸਾਲ ਲਗਾਤਾਰ ਪੜ੍ਹਾਈ ਨਾਲ ਜੋੜੀ ਰੱਖਿਆ।',
        'ਪੇਂਡੂ ਵਿਕਾਸ ਦੇ ਪ੍ਰਸ਼ਨ ਮੇਰੇ ਲਈ ਸੌਖੇ ਸਨ ਕਿਉਂਕਿ ਮੈਂ ਬਚਪਨ ਤੋਂ ਆਪਣੇ ਪਿੰਡ ਦੀ ਪੰਚਾਇਤ ਨੂੰ ਕੰਮ ਕਰਦੇ ਵੇਖਿਆ ਸੀ, ਅਤੇ ਮੈਂ ਮਨਰੇਗਾ, ਸਵੈ-ਸਹਾਇਤਾ ਸਮੂਹਾਂ ਅਤੇ ਪਿੰਡਾਂ ਦੀ ਜਲ ਸਪਲਾਈ ਬਾਰੇ ਉੱਤਰਾਂ ਵਿੱਚ ਉਨ੍ਹਾਂ ਤਜਰਬਿਆਂ ਦੀ ਵਰਤੋਂ ਕਰਨੀ ਸਿੱਖੀ। ਇੰਟਰਵਿਊ ਵਿੱਚ ਮੈਨੂੰ ਪਰਾਲੀ ਸਾੜਨ ਅਤੇ ਗ੍ਰਾਮ ਪੰਚਾਇਤਾਂ ਦੀ ਭੂਮਿਕਾ ਬਾਰੇ ਪੁੱਛਿਆ ਗਿਆ, ਅਤੇ ਮੌਕ ਇੰਟਰਵਿਊ ਪੈਨਲ ਨੇ ਮੈਨੂੰ ਸ਼ਾਂਤ ਰਹਿ ਕੇ ਉਦਾਹਰਣਾਂ ਸਮੇਤ ਜਵਾਬ ਦੇਣ ਲਈ ਤਿਆਰ ਕਰ ਦਿੱਤਾ ਸੀ। ਮੇਰੀ ਸਲਾਹ ਹੈ: ਰੋਜ਼ ਦਾ ਇੱਕ ਵਿਹਾਰਕ ਟੀਚਾ ਰੱਖੋ ਅਤੇ ਹਫ਼ਤਾਵਾਰੀ ਟੈਸਟ ਕਦੇ ਨਾ ਛੱਡੋ, ਭਾਵੇਂ ਤੁਹਾਨੂੰ ਲੱਗੇ ਕਿ ਤਿਆਰੀ ਪੂਰੀ ਨਹੀਂ।',
      ],
    },
  },
  {
    key: 'amandeep-kaur-2024',
    name: { en: 'Amandeep Kaur', pa: 'ਅਮਨਦੀਪ ਕੌਰ' },
    rank: { en: 'Rank 19, Excise and Taxation Officer', pa: 'ਰੈਂਕ 19, ਆਬਕਾਰੀ ਅਤੇ ਕਰ ਅਫ਼ਸਰ' },
    year: 2024,
    district: { en: 'Hoshiarpur', pa: 'ਹੁਸ਼ਿਆਰਪੁਰ' },
    exam: 'pcs',
    course: { en: 'CSAT Crash Course', pa: 'CSAT ਕਰੈਸ਼ ਕੋਰਸ' },
    courseMonths: 3,
    courseFee: 'paid',
    consentSignedOn: '2025-03-26',
    portrait: {
      background: '#f3e5f5',
      skin: '#c98d62',
      head: { kind: 'dupatta', colour: '#c2185b' },
      clothes: '#1b5e9a',
      alt: { en: 'Illustrated portrait of Amandeep Kaur, in a pink dupatta', pa: 'ਅਮਨਦੀਪ ਕੌਰ ਦਾ ਚਿੱਤਰ, ਗੁਲਾਬੀ ਚੁੰਨੀ ਵਿੱਚ' },
    },
    quote: {
      en: 'The CSAT Crash Course turned my weakest paper into a safe one.',
      pa: 'ਸੀਸੈਟ ਕਰੈਸ਼ ਕੋਰਸ ਨੇ ਮੇਰੇ ਸਭ ਤੋਂ ਕਮਜ਼ੋਰ ਪੇਪਰ ਨੂੰ ਸੁਰੱਖਿਅਤ ਪੇਪਰ ਬਣਾ ਦਿੱਤਾ।',
    },
    story: {
      en: [
        'In my first attempt my GS score was good, but I missed the CSAT qualifying mark by a few marks. That failure hurt, but it also showed me exactly what to fix. I took the CSAT Crash Course and practised arithmetic and data interpretation for forty minutes every day, along with one comprehension passage, until the full-length CSAT mocks stopped feeling rushed.',
        "For Mains I concentrated on economy and taxation in GS Paper III, following the Punjab budget and GST updates through the monthly magazine. Reading the toppers' answer copies taught me to write short, precise introductions and to end with a practical way forward. My advice: never take CSAT lightly, and attempt at least eight full-length mocks before the exam so that the time pressure feels normal on the day.",
      ],
      pa: [
        'ਪਹਿਲੀ ਕੋਸ਼ਿਸ਼ ਵਿੱਚ ਆਮ ਅਧਿਐਨ ਵਿੱਚ ਮੇਰੇ ਅੰਕ ਚੰਗੇ ਸਨ, ਪਰ ਸੀਸੈਟ ਵਿੱਚ ਮੈਂ ਕੁਝ ਅੰਕਾਂ ਨਾਲ ਯੋਗਤਾ ਅੰਕਾਂ ਤੋਂ ਪਿੱਛੇ ਰਹਿ ਗਈ। ਇਸ ਅਸਫ਼ਲਤਾ ਨੇ ਦੁੱਖ ਤਾਂ ਦਿੱਤਾ, ਪਰ ਇਹ ਵੀ ਸਾਫ਼ ਕਰ ਦਿੱਤਾ ਕਿ ਸੁਧਾਰ ਕਿੱਥੇ ਕਰਨਾ ਹੈ। ਮੈਂ ਸੀਸੈਟ ਕਰੈਸ਼ ਕੋਰਸ ਲਿਆ ਅਤੇ ਹਰ ਰੋਜ਼ ਚਾਲੀ ਮਿੰਟ ਅੰਕਗਣਿਤ ਅਤੇ ਅੰਕੜਾ ਵਿਆਖਿਆ ਦਾ ਅਭਿਆਸ ਕੀਤਾ, ਨਾਲ ਇੱਕ ਪੈਰਾ ਸਮਝ ਦਾ ਅਭਿਆਸ ਵੀ, ਜਦੋਂ ਤੱਕ ਸੀਸੈਟ ਦੇ ਪੂਰੇ ਮੌਕ ਟੈਸਟਾਂ ਵਿੱਚ ਸਮੇਂ ਦੀ ਘਾਟ ਮਹਿਸੂਸ ਹੋਣੀ ਬੰਦ ਨਾ ਹੋ ਗਈ।',
        'ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਲਈ ਮੈਂ ਆਮ ਅਧਿਐਨ ਪੇਪਰ III ਦੇ ਅਰਥਚਾਰੇ ਅਤੇ ਟੈਕਸ ਵਾਲੇ ਹਿੱਸੇ ਉੱਤੇ ਧਿਆਨ ਕੇਂਦਰਿਤ ਕੀਤਾ, ਅਤੇ ਮਾਸਿਕ ਰਸਾਲੇ ਰਾਹੀਂ ਪੰਜਾਬ ਦੇ ਬਜਟ ਅਤੇ ਜੀਐੱਸਟੀ ਨਾਲ ਜੁੜੀਆਂ ਤਾਜ਼ਾ ਜਾਣਕਾਰੀਆਂ ਨਾਲ ਜੁੜੀ ਰਹੀ। ਟਾਪਰਾਂ ਦੀਆਂ ਉੱਤਰ-ਕਾਪੀਆਂ ਪੜ੍ਹ ਕੇ ਮੈਂ ਛੋਟੀ ਅਤੇ ਸਟੀਕ ਭੂਮਿਕਾ ਲਿਖਣੀ ਅਤੇ ਉੱਤਰ ਨੂੰ ਵਿਹਾਰਕ ਸੁਝਾਵਾਂ ਨਾਲ ਖ਼ਤਮ ਕਰਨਾ ਸਿੱਖਿਆ। ਮੇਰੀ ਸਲਾਹ ਹੈ: ਸੀਸੈਟ ਨੂੰ ਕਦੇ ਹਲਕੇ ਵਿੱਚ ਨਾ ਲਓ, ਅਤੇ ਪ੍ਰੀਖਿਆ ਤੋਂ ਪਹਿਲਾਂ ਘੱਟੋ-ਘੱਟ ਅੱਠ ਪੂਰੇ ਮੌਕ ਟੈਸਟ ਜ਼ਰੂਰ ਦਿਓ ਤਾਂ ਜੋ ਪ੍ਰੀਖਿਆ ਵਾਲੇ ਦਿਨ ਸਮੇਂ ਦਾ ਦਬਾਅ ਆਮ ਗੱਲ ਲੱਗੇ।',
      ],
    },
  },
  {
    key: 'sahil-arora-2022',
    name: { en: 'Sahil Arora', pa: 'ਸਾਹਿਲ ਅਰੋੜਾ' },
    rank: { en: 'Rank 27, Assistant Registrar, Cooperative Societies', pa: 'ਰੈਂਕ 27, ਸਹਾਇਕ ਰਜਿਸਟਰਾਰ, ਸਹਿਕਾਰੀ ਸਭਾਵਾਂ' },
    year: 2022,
    district: { en: 'Ludhiana', pa: 'ਲੁਧਿਆਣਾ' },
    exam: 'pcs',
    course: { en: 'GS Classroom Programme, Chandigarh', pa: 'ਆਮ ਅਧਿਐਨ ਕਲਾਸਰੂਮ ਪ੍ਰੋਗਰਾਮ, ਚੰਡੀਗੜ੍ਹ' },
    courseMonths: 10,
    courseFee: 'paid',
    consentSignedOn: '2023-05-15',
    portrait: {
      background: '#e0f2f1',
      skin: '#d9a57a',
      head: { kind: 'hair', style: 'short' },
      clothes: '#37474f',
      glasses: true,
      alt: { en: 'Illustrated portrait of Sahil Arora, with short hair and glasses', pa: 'ਸਾਹਿਲ ਅਰੋੜਾ ਦਾ ਚਿੱਤਰ, ਛੋਟੇ ਵਾਲਾਂ ਅਤੇ ਐਨਕਾਂ ਨਾਲ' },
    },
    quote: {
      en: 'Turning the academy material into my own short notes was the best decision of my preparation.',
      pa: 'ਅਕੈਡਮੀ ਦੀ ਸਮੱਗਰੀ ਤੋਂ ਆਪਣੇ ਛੋਟੇ ਨੋਟਸ ਬਣਾਉਣਾ ਮੇਰੀ ਤਿਆਰੀ ਦਾ ਸਭ ਤੋਂ ਵਧੀਆ ਫ਼ੈਸਲਾ ਸੀ।',
    },
    story: {
      en: [
        "I am a commerce graduate from Ludhiana and prepared while helping in my family's hosiery business. I attended the classroom programme for GS and used the Punjab GK Complete Notes as my single source for Punjab, reading them three times before Prelims. After every reading I cut my own notes down further, until the whole of Punjab GK fitted into about forty pages.",
        'In Mains I made it a rule to add at least one Punjab-specific fact to every GS answer: cooperative sugar mills, Markfed, the Verka milk plants or district-wise groundwater data. The evaluators in the answer writing programme told me my answers were too long, so I practised with a timer and a strict word limit until I could finish every paper. My advice: keep your notes short enough that you can revise the entire syllabus in the last fifteen days.',
      ],
      pa: [
        'ਮੈਂ ਲੁਧਿਆਣਾ ਤੋਂ ਕਾਮਰਸ ਦਾ ਗ੍ਰੈਜੂਏਟ ਹਾਂ ਅਤੇ ਪਰਿਵਾਰ ਦੇ ਹੌਜ਼ਰੀ ਦੇ ਕਾਰੋਬਾਰ ਵਿੱਚ ਹੱਥ ਵਟਾਉਂਦਿਆਂ ਤਿਆਰੀ ਕੀਤੀ। ਆਮ ਅਧਿਐਨ ਲਈ ਮੈਂ ਕਲਾਸਰੂਮ ਪ੍ਰੋਗਰਾਮ ਵਿੱਚ ਪੜ੍ਹਿਆ ਅਤੇ ਪੰਜਾਬ ਲਈ ਸਿਰਫ਼ ਪੰਜਾਬ ਜਨਰਲ ਨਾਲੇਜ ਦੇ ਸੰਪੂਰਨ ਨੋਟਸ ਨੂੰ ਹੀ ਸਰੋਤ ਬਣਾਇਆ, ਜੋ ਮੈਂ ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਤੋਂ ਪਹਿਲਾਂ ਤਿੰਨ ਵਾਰ ਪੜ੍ਹੇ। ਹਰ ਵਾਰ ਪੜ੍ਹਨ ਤੋਂ ਬਾਅਦ ਮੈਂ ਆਪਣੇ ਨੋਟਸ ਹੋਰ ਛੋਟੇ ਕਰਦਾ ਗਿਆ, ਜਦੋਂ ਤੱਕ ਪੂਰਾ ਪੰਜਾਬ ਜਨਰਲ ਨਾਲੇਜ ਲਗਭਗ ਚਾਲੀ ਪੰਨਿਆਂ ਵਿੱਚ ਨਹੀਂ ਆ ਗਿਆ।',
        'ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਵਿੱਚ ਮੈਂ ਇਹ ਨਿਯਮ ਬਣਾਇਆ ਕਿ ਆਮ ਅਧਿਐਨ ਦੇ ਹਰ ਉੱਤਰ ਵਿੱਚ ਪੰਜਾਬ ਨਾਲ ਜੁੜਿਆ ਘੱਟੋ-ਘੱਟ ਇੱਕ ਤੱਥ ਜ਼ਰੂਰ ਹੋਵੇ: ਸਹਿਕਾਰੀ ਖੰਡ ਮਿੱਲਾਂ, ਮਾਰਕਫੈੱਡ, ਵੇਰਕਾ ਦੇ ਦੁੱਧ ਪਲਾਂਟ ਜਾਂ ਜ਼ਿਲ੍ਹਾ-ਵਾਰ ਧਰਤੀ ਹੇਠਲੇ ਪਾਣੀ ਦੇ ਅੰਕੜੇ। ਉੱਤਰ-ਲਿਖਤ ਪ੍ਰੋਗਰਾਮ ਦੇ ਪਰੀਖਿਅਕਾਂ ਨੇ ਦੱਸਿਆ ਕਿ ਮੇਰੇ ਉੱਤਰ ਬਹੁਤ ਲੰਮੇ ਹਨ, ਇਸ ਲਈ ਮੈਂ ਟਾਈਮਰ ਅਤੇ ਸਖ਼ਤ ਸ਼ਬਦ-ਸੀਮਾ ਨਾਲ ਅਭਿਆਸ ਕੀਤਾ, ਜਦੋਂ ਤੱਕ ਮੈਂ ਹਰ ਪੇਪਰ ਪੂਰਾ ਕਰਨ ਨਹੀਂ ਲੱਗ ਪਿਆ। ਮੇਰੀ ਸਲਾਹ ਹੈ: ਨੋਟਸ ਇੰਨੇ ਛੋਟੇ ਰੱਖੋ ਕਿ ਆਖ਼ਰੀ ਪੰਦਰਾਂ ਦਿਨਾਂ ਵਿੱਚ ਪੂਰਾ ਸਿਲੇਬਸ ਦੁਹਰਾਇਆ ਜਾ ਸਕੇ।',
      ],
    },
  },
]
