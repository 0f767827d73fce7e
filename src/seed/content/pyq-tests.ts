import type { QuestionSeed, TestSeed } from './types'

/**
 * A PYQ paper as a test: Prelims 2020, General Studies Paper I. Like the PDFs of the PYQ archive
 * (pyq-documents.ts), it is the academy's selection in the pattern and style of that year's paper, not
 * PPSC's booklet, and its instructions say so. Each question's `source` names the paper, so the
 * archive's PDF of the 2020 paper draws on the same questions. None names a year after 2020 or a fact
 * that came later. The paper in `pyq.ts` links to the test by `testKey`.
 */
const SOURCE = 'PPSC 2020 Prelims GS Paper I'

export const pyqQuestions: QuestionSeed[] = [
  {
    key: 'pyq-2020-gs-01',
    topic: 'polity',
    stem: {
      en: 'Which Schedule of the Constitution of India deals with the administration and control of Scheduled Areas and Scheduled Tribes in States other than Assam, Meghalaya, Tripura and Mizoram?',
      pa: 'ਭਾਰਤ ਦੇ ਸੰਵਿਧਾਨ ਦੀ ਕਿਹੜੀ ਅਨੁਸੂਚੀ ਅਸਾਮ, ਮੇਘਾਲਿਆ, ਤ੍ਰਿਪੁਰਾ ਅਤੇ ਮਿਜ਼ੋਰਮ ਤੋਂ ਇਲਾਵਾ ਹੋਰ ਰਾਜਾਂ ਵਿੱਚ ਅਨੁਸੂਚਿਤ ਖੇਤਰਾਂ ਅਤੇ ਅਨੁਸੂਚਿਤ ਕਬੀਲਿਆਂ ਦੇ ਪ੍ਰਸ਼ਾਸਨ ਅਤੇ ਕੰਟਰੋਲ ਨਾਲ ਸਬੰਧਿਤ ਹੈ?',
    },
    options: [
      { en: 'Fourth Schedule', pa: 'ਚੌਥੀ ਅਨੁਸੂਚੀ' },
      { en: 'Fifth Schedule', pa: 'ਪੰਜਵੀਂ ਅਨੁਸੂਚੀ' },
      { en: 'Sixth Schedule', pa: 'ਛੇਵੀਂ ਅਨੁਸੂਚੀ' },
      { en: 'Seventh Schedule', pa: 'ਸੱਤਵੀਂ ਅਨੁਸੂਚੀ' },
    ],
    correct: 'B',
    explanation: {
      en: 'The Fifth Schedule covers Scheduled Areas and Scheduled Tribes in every State except the four north-eastern States named, whose tribal areas come under the Sixth Schedule. The Fourth Schedule allocates Rajya Sabha seats and the Seventh holds the Union, State and Concurrent Lists.',
      pa: 'ਪੰਜਵੀਂ ਅਨੁਸੂਚੀ ਦੱਸੇ ਗਏ ਚਾਰ ਉੱਤਰ-ਪੂਰਬੀ ਰਾਜਾਂ ਨੂੰ ਛੱਡ ਕੇ ਬਾਕੀ ਸਾਰੇ ਰਾਜਾਂ ਦੇ ਅਨੁਸੂਚਿਤ ਖੇਤਰਾਂ ਅਤੇ ਅਨੁਸੂਚਿਤ ਕਬੀਲਿਆਂ ਬਾਰੇ ਹੈ; ਉਨ੍ਹਾਂ ਚਾਰ ਰਾਜਾਂ ਦੇ ਕਬਾਇਲੀ ਖੇਤਰ ਛੇਵੀਂ ਅਨੁਸੂਚੀ ਅਧੀਨ ਆਉਂਦੇ ਹਨ। ਚੌਥੀ ਅਨੁਸੂਚੀ ਰਾਜ ਸਭਾ ਦੀਆਂ ਸੀਟਾਂ ਵੰਡਦੀ ਹੈ ਅਤੇ ਸੱਤਵੀਂ ਵਿੱਚ ਸੰਘ, ਰਾਜ ਅਤੇ ਸਮਵਰਤੀ ਸੂਚੀਆਂ ਹਨ।',
    },
    difficulty: 'medium',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-02',
    topic: 'polity',
    stem: {
      en: 'Which writ does a High Court or the Supreme Court issue to free a person who has been detained unlawfully?',
      pa: 'ਕਿਸੇ ਗ਼ੈਰ-ਕਾਨੂੰਨੀ ਤੌਰ ’ਤੇ ਹਿਰਾਸਤ ਵਿੱਚ ਰੱਖੇ ਵਿਅਕਤੀ ਨੂੰ ਰਿਹਾਅ ਕਰਵਾਉਣ ਲਈ ਹਾਈ ਕੋਰਟ ਜਾਂ ਸੁਪਰੀਮ ਕੋਰਟ ਕਿਹੜੀ ਰਿੱਟ ਜਾਰੀ ਕਰਦੀ ਹੈ?',
    },
    options: [
      { en: 'Habeas corpus', pa: 'ਹੇਬੀਅਸ ਕਾਰਪਸ (ਬੰਦੀ ਪ੍ਰਤੱਖੀਕਰਨ)' },
      { en: 'Mandamus', pa: 'ਮੈਂਡੇਮਸ (ਪਰਮਾਦੇਸ਼)' },
      { en: 'Certiorari', pa: 'ਸਰਸ਼ੀਓਰੇਰੀ (ਉਤਪ੍ਰੇਸ਼ਣ)' },
      { en: 'Quo warranto', pa: 'ਕੋ ਵਾਰੰਟੋ (ਅਧਿਕਾਰ ਪ੍ਰਿੱਛਾ)' },
    ],
    correct: 'A',
    explanation: {
      en: 'Habeas corpus ("you may have the body") orders the detaining authority to produce the person before the court and release them if the detention is unlawful. Mandamus commands a public official to do a duty, certiorari quashes an order of a lower court or tribunal, and quo warranto asks by what authority a person holds a public office.',
      pa: 'ਹੇਬੀਅਸ ਕਾਰਪਸ ਹਿਰਾਸਤ ਵਿੱਚ ਰੱਖਣ ਵਾਲੀ ਅਥਾਰਟੀ ਨੂੰ ਵਿਅਕਤੀ ਨੂੰ ਅਦਾਲਤ ਅੱਗੇ ਪੇਸ਼ ਕਰਨ ਦਾ ਹੁਕਮ ਦਿੰਦੀ ਹੈ ਅਤੇ ਹਿਰਾਸਤ ਗ਼ੈਰ-ਕਾਨੂੰਨੀ ਹੋਵੇ ਤਾਂ ਉਸ ਨੂੰ ਰਿਹਾਅ ਕਰਵਾਉਂਦੀ ਹੈ। ਮੈਂਡੇਮਸ ਕਿਸੇ ਸਰਕਾਰੀ ਅਧਿਕਾਰੀ ਨੂੰ ਆਪਣਾ ਫ਼ਰਜ਼ ਨਿਭਾਉਣ ਦਾ ਹੁਕਮ ਹੈ, ਸਰਸ਼ੀਓਰੇਰੀ ਹੇਠਲੀ ਅਦਾਲਤ ਜਾਂ ਟ੍ਰਿਬਿਊਨਲ ਦਾ ਹੁਕਮ ਰੱਦ ਕਰਦੀ ਹੈ ਅਤੇ ਕੋ ਵਾਰੰਟੋ ਪੁੱਛਦੀ ਹੈ ਕਿ ਕੋਈ ਵਿਅਕਤੀ ਕਿਸ ਅਧਿਕਾਰ ਨਾਲ ਜਨਤਕ ਅਹੁਦੇ ’ਤੇ ਹੈ।',
    },
    difficulty: 'easy',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-03',
    topic: 'polity',
    stem: {
      en: "Once approved by both Houses of Parliament, a proclamation of President's Rule in a State under Article 356 remains in force, at a time, for:",
      pa: 'ਸੰਸਦ ਦੇ ਦੋਵਾਂ ਸਦਨਾਂ ਦੀ ਪ੍ਰਵਾਨਗੀ ਤੋਂ ਬਾਅਦ ਅਨੁਛੇਦ 356 ਅਧੀਨ ਕਿਸੇ ਰਾਜ ਵਿੱਚ ਰਾਸ਼ਟਰਪਤੀ ਰਾਜ ਦਾ ਐਲਾਨ ਇੱਕ ਵਾਰ ਵਿੱਚ ਕਿੰਨੇ ਸਮੇਂ ਲਈ ਲਾਗੂ ਰਹਿੰਦਾ ਹੈ?',
    },
    options: [
      { en: 'Three months', pa: 'ਤਿੰਨ ਮਹੀਨੇ' },
      { en: 'One year', pa: 'ਇੱਕ ਸਾਲ' },
      { en: 'Six months', pa: 'ਛੇ ਮਹੀਨੇ' },
      { en: 'Two years', pa: 'ਦੋ ਸਾਲ' },
    ],
    correct: 'C',
    explanation: {
      en: 'An approved proclamation lasts six months from its issue and can be extended by Parliament six months at a time, up to three years in all; beyond one year only while a National Emergency is in force and the Election Commission certifies that elections to the State Assembly cannot be held.',
      pa: 'ਪ੍ਰਵਾਨ ਹੋਇਆ ਐਲਾਨ ਜਾਰੀ ਹੋਣ ਤੋਂ ਛੇ ਮਹੀਨੇ ਤੱਕ ਲਾਗੂ ਰਹਿੰਦਾ ਹੈ ਅਤੇ ਸੰਸਦ ਇਸ ਨੂੰ ਛੇ-ਛੇ ਮਹੀਨੇ ਕਰਕੇ ਵੱਧ ਤੋਂ ਵੱਧ ਤਿੰਨ ਸਾਲ ਤੱਕ ਵਧਾ ਸਕਦੀ ਹੈ; ਇੱਕ ਸਾਲ ਤੋਂ ਅੱਗੇ ਤਾਂ ਹੀ, ਜੇ ਕੌਮੀ ਐਮਰਜੈਂਸੀ ਲਾਗੂ ਹੋਵੇ ਅਤੇ ਚੋਣ ਕਮਿਸ਼ਨ ਪ੍ਰਮਾਣਿਤ ਕਰੇ ਕਿ ਰਾਜ ਵਿਧਾਨ ਸਭਾ ਦੀਆਂ ਚੋਣਾਂ ਨਹੀਂ ਕਰਵਾਈਆਂ ਜਾ ਸਕਦੀਆਂ।',
    },
    difficulty: 'medium',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-04',
    topic: 'polity',
    stem: {
      en: 'The Tenth Schedule, which contains the anti-defection law, was added to the Constitution of India by which Amendment Act?',
      pa: 'ਦਲ-ਬਦਲੀ ਵਿਰੋਧੀ ਕਾਨੂੰਨ ਵਾਲੀ ਦਸਵੀਂ ਅਨੁਸੂਚੀ ਭਾਰਤ ਦੇ ਸੰਵਿਧਾਨ ਵਿੱਚ ਕਿਸ ਸੋਧ ਐਕਟ ਰਾਹੀਂ ਜੋੜੀ ਗਈ ਸੀ?',
    },
    options: [
      { en: '42nd Amendment Act, 1976', pa: '42ਵਾਂ ਸੋਧ ਐਕਟ, 1976' },
      { en: '61st Amendment Act, 1988', pa: '61ਵਾਂ ਸੋਧ ਐਕਟ, 1988' },
      { en: '73rd Amendment Act, 1992', pa: '73ਵਾਂ ਸੋਧ ਐਕਟ, 1992' },
      { en: '52nd Amendment Act, 1985', pa: '52ਵਾਂ ਸੋਧ ਐਕਟ, 1985' },
    ],
    correct: 'D',
    explanation: {
      en: 'The 52nd Amendment Act, 1985 added the Tenth Schedule, under which a legislator who leaves their party or defies its whip can be disqualified. The 42nd Amendment added the Fundamental Duties, the 61st lowered the voting age to 18 and the 73rd gave panchayats constitutional status.',
      pa: '52ਵੇਂ ਸੋਧ ਐਕਟ, 1985 ਨੇ ਦਸਵੀਂ ਅਨੁਸੂਚੀ ਜੋੜੀ, ਜਿਸ ਅਧੀਨ ਆਪਣੀ ਪਾਰਟੀ ਛੱਡਣ ਜਾਂ ਉਸ ਦੇ ਵ੍ਹਿਪ ਦੀ ਉਲੰਘਣਾ ਕਰਨ ਵਾਲੇ ਵਿਧਾਇਕ ਨੂੰ ਅਯੋਗ ਠਹਿਰਾਇਆ ਜਾ ਸਕਦਾ ਹੈ। 42ਵੀਂ ਸੋਧ ਨੇ ਮੌਲਿਕ ਫ਼ਰਜ਼ ਜੋੜੇ, 61ਵੀਂ ਨੇ ਵੋਟ ਪਾਉਣ ਦੀ ਉਮਰ 18 ਸਾਲ ਕੀਤੀ ਅਤੇ 73ਵੀਂ ਨੇ ਪੰਚਾਇਤਾਂ ਨੂੰ ਸੰਵਿਧਾਨਕ ਦਰਜਾ ਦਿੱਤਾ।',
    },
    difficulty: 'medium',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-05',
    topic: 'polity',
    stem: {
      en: 'Who is the ex officio Chairman of the Rajya Sabha?',
      pa: 'ਰਾਜ ਸਭਾ ਦਾ ਅਹੁਦੇ ਵਜੋਂ (ਐਕਸ-ਆਫ਼ੀਸ਼ੀਓ) ਚੇਅਰਮੈਨ ਕੌਣ ਹੁੰਦਾ ਹੈ?',
    },
    options: [
      { en: 'The President of India', pa: 'ਭਾਰਤ ਦਾ ਰਾਸ਼ਟਰਪਤੀ' },
      { en: 'The Vice-President of India', pa: 'ਭਾਰਤ ਦਾ ਉਪ-ਰਾਸ਼ਟਰਪਤੀ' },
      { en: 'The Speaker of the Lok Sabha', pa: 'ਲੋਕ ਸਭਾ ਦਾ ਸਪੀਕਰ' },
      { en: 'The Prime Minister of India', pa: 'ਭਾਰਤ ਦਾ ਪ੍ਰਧਾਨ ਮੰਤਰੀ' },
    ],
    correct: 'B',
    explanation: {
      en: "Under Articles 64 and 89 the Vice-President is the ex officio Chairman of the Council of States (Rajya Sabha). The Rajya Sabha elects a Deputy Chairman from among its members to preside in the Chairman's absence.",
      pa: 'ਅਨੁਛੇਦ 64 ਅਤੇ 89 ਅਨੁਸਾਰ ਉਪ-ਰਾਸ਼ਟਰਪਤੀ ਰਾਜ ਸਭਾ ਦਾ ਅਹੁਦੇ ਵਜੋਂ ਚੇਅਰਮੈਨ ਹੁੰਦਾ ਹੈ। ਚੇਅਰਮੈਨ ਦੀ ਗ਼ੈਰ-ਹਾਜ਼ਰੀ ਵਿੱਚ ਪ੍ਰਧਾਨਗੀ ਲਈ ਰਾਜ ਸਭਾ ਆਪਣੇ ਮੈਂਬਰਾਂ ਵਿੱਚੋਂ ਇੱਕ ਡਿਪਟੀ ਚੇਅਰਮੈਨ ਚੁਣਦੀ ਹੈ।',
    },
    difficulty: 'easy',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-06',
    topic: 'history',
    stem: {
      en: 'Chakk Nanaki, the settlement that grew into Anandpur Sahib, was founded in 1665 by which Sikh Guru?',
      pa: 'ਚੱਕ ਨਾਨਕੀ, ਜੋ ਅੱਗੇ ਚੱਲ ਕੇ ਅਨੰਦਪੁਰ ਸਾਹਿਬ ਬਣਿਆ, 1665 ਵਿੱਚ ਕਿਸ ਸਿੱਖ ਗੁਰੂ ਨੇ ਵਸਾਇਆ ਸੀ?',
    },
    options: [
      { en: 'Guru Har Rai', pa: 'ਗੁਰੂ ਹਰਿ ਰਾਇ' },
      { en: 'Guru Hargobind', pa: 'ਗੁਰੂ ਹਰਿਗੋਬਿੰਦ' },
      { en: 'Guru Tegh Bahadur', pa: 'ਗੁਰੂ ਤੇਗ ਬਹਾਦਰ' },
      { en: 'Guru Gobind Singh', pa: 'ਗੁਰੂ ਗੋਬਿੰਦ ਸਿੰਘ' },
    ],
    correct: 'C',
    explanation: {
      en: 'Guru Tegh Bahadur bought land near the Sutlej in 1665 and founded Chakk Nanaki, named after his mother Mata Nanaki; it grew into Anandpur Sahib, where Guru Gobind Singh later founded the Khalsa. Nearby Kiratpur Sahib dates from the time of Guru Hargobind.',
      pa: 'ਗੁਰੂ ਤੇਗ ਬਹਾਦਰ ਜੀ ਨੇ 1665 ਵਿੱਚ ਸਤਲੁਜ ਦੇ ਕੰਢੇ ਜ਼ਮੀਨ ਖ਼ਰੀਦ ਕੇ ਆਪਣੀ ਮਾਤਾ ਮਾਤਾ ਨਾਨਕੀ ਦੇ ਨਾਂ ’ਤੇ ਚੱਕ ਨਾਨਕੀ ਵਸਾਇਆ; ਇਹੀ ਅਨੰਦਪੁਰ ਸਾਹਿਬ ਬਣਿਆ, ਜਿੱਥੇ ਬਾਅਦ ਵਿੱਚ ਗੁਰੂ ਗੋਬਿੰਦ ਸਿੰਘ ਜੀ ਨੇ ਖ਼ਾਲਸਾ ਸਾਜਿਆ। ਨੇੜਲਾ ਕੀਰਤਪੁਰ ਸਾਹਿਬ ਗੁਰੂ ਹਰਿਗੋਬਿੰਦ ਜੀ ਦੇ ਸਮੇਂ ਵਸਿਆ ਸੀ।',
    },
    difficulty: 'medium',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-07',
    topic: 'history',
    stem: {
      en: 'The Akal Takht, facing the Harmandir Sahib at Amritsar, was established by:',
      pa: 'ਅੰਮ੍ਰਿਤਸਰ ਵਿਖੇ ਹਰਿਮੰਦਰ ਸਾਹਿਬ ਦੇ ਸਾਹਮਣੇ ਅਕਾਲ ਤਖ਼ਤ ਦੀ ਸਥਾਪਨਾ ਕਿਸ ਨੇ ਕੀਤੀ ਸੀ?',
    },
    options: [
      { en: 'Guru Hargobind', pa: 'ਗੁਰੂ ਹਰਿਗੋਬਿੰਦ' },
      { en: 'Guru Arjan Dev', pa: 'ਗੁਰੂ ਅਰਜਨ ਦੇਵ' },
      { en: 'Guru Ram Das', pa: 'ਗੁਰੂ ਰਾਮ ਦਾਸ' },
      { en: 'Banda Singh Bahadur', pa: 'ਬੰਦਾ ਸਿੰਘ ਬਹਾਦਰ' },
    ],
    correct: 'A',
    explanation: {
      en: 'Guru Hargobind built the Akal Takht (first called Akal Bunga) in 1606, after the martyrdom of Guru Arjan Dev. He wore two swords, miri and piri, for temporal and spiritual authority, and the Akal Takht became the seat of the former.',
      pa: 'ਗੁਰੂ ਅਰਜਨ ਦੇਵ ਜੀ ਦੀ ਸ਼ਹੀਦੀ ਤੋਂ ਬਾਅਦ ਗੁਰੂ ਹਰਿਗੋਬਿੰਦ ਜੀ ਨੇ 1606 ਵਿੱਚ ਅਕਾਲ ਤਖ਼ਤ (ਪਹਿਲਾਂ ਅਕਾਲ ਬੁੰਗਾ) ਬਣਵਾਇਆ। ਉਨ੍ਹਾਂ ਨੇ ਮੀਰੀ ਅਤੇ ਪੀਰੀ ਦੀਆਂ ਦੋ ਤਲਵਾਰਾਂ ਧਾਰਨ ਕੀਤੀਆਂ, ਅਤੇ ਅਕਾਲ ਤਖ਼ਤ ਦੁਨਿਆਵੀ (ਮੀਰੀ) ਅਧਿਕਾਰ ਦਾ ਕੇਂਦਰ ਬਣਿਆ।',
    },
    difficulty: 'easy',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-08',
    topic: 'history',
    stem: {
      en: 'Lala Lajpat Rai died in 1928 of injuries from a police lathi charge at Lahore during a protest against the:',
      pa: 'ਲਾਲਾ ਲਾਜਪਤ ਰਾਏ ਦੀ 1928 ਵਿੱਚ ਲਾਹੌਰ ਵਿਖੇ ਕਿਸ ਦੇ ਵਿਰੋਧ ਦੌਰਾਨ ਪੁਲਿਸ ਦੇ ਲਾਠੀਚਾਰਜ ਵਿੱਚ ਲੱਗੀਆਂ ਸੱਟਾਂ ਕਾਰਨ ਮੌਤ ਹੋਈ ਸੀ?',
    },
    options: [
      { en: 'Rowlatt Act', pa: 'ਰੌਲਟ ਐਕਟ' },
      { en: 'Partition of Bengal', pa: 'ਬੰਗਾਲ ਦੀ ਵੰਡ' },
      { en: 'Hunter Committee', pa: 'ਹੰਟਰ ਕਮੇਟੀ' },
      { en: 'Simon Commission', pa: 'ਸਾਈਮਨ ਕਮਿਸ਼ਨ' },
    ],
    correct: 'D',
    explanation: {
      en: 'The Simon Commission, which had no Indian member, reached Lahore on 30 October 1928. Lala Lajpat Rai led the protest, was struck in a lathi charge and died on 17 November 1928; Bhagat Singh and his comrades later shot J. P. Saunders to avenge his death.',
      pa: 'ਸਾਈਮਨ ਕਮਿਸ਼ਨ, ਜਿਸ ਵਿੱਚ ਕੋਈ ਭਾਰਤੀ ਮੈਂਬਰ ਨਹੀਂ ਸੀ, 30 ਅਕਤੂਬਰ 1928 ਨੂੰ ਲਾਹੌਰ ਪਹੁੰਚਿਆ। ਵਿਰੋਧ ਦੀ ਅਗਵਾਈ ਕਰ ਰਹੇ ਲਾਲਾ ਲਾਜਪਤ ਰਾਏ ਲਾਠੀਚਾਰਜ ਵਿੱਚ ਜ਼ਖ਼ਮੀ ਹੋਏ ਅਤੇ 17 ਨਵੰਬਰ 1928 ਨੂੰ ਚੱਲ ਵਸੇ; ਉਨ੍ਹਾਂ ਦੀ ਮੌਤ ਦਾ ਬਦਲਾ ਲੈਣ ਲਈ ਭਗਤ ਸਿੰਘ ਅਤੇ ਸਾਥੀਆਂ ਨੇ ਬਾਅਦ ਵਿੱਚ ਜੇ. ਪੀ. ਸਾਂਡਰਸ ਨੂੰ ਗੋਲੀ ਮਾਰੀ।',
    },
    difficulty: 'easy',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-09',
    topic: 'history',
    stem: {
      en: 'In 1813 Maharaja Ranjit Singh obtained the Koh-i-Noor diamond from:',
      pa: 'ਮਹਾਰਾਜਾ ਰਣਜੀਤ ਸਿੰਘ ਨੇ 1813 ਵਿੱਚ ਕੋਹਿਨੂਰ ਹੀਰਾ ਕਿਸ ਤੋਂ ਪ੍ਰਾਪਤ ਕੀਤਾ ਸੀ?',
    },
    options: [
      { en: 'Zaman Shah', pa: 'ਜ਼ਮਾਨ ਸ਼ਾਹ' },
      { en: 'Shah Shuja', pa: 'ਸ਼ਾਹ ਸ਼ੁਜਾ' },
      { en: 'Dost Mohammad Khan', pa: 'ਦੋਸਤ ਮੁਹੰਮਦ ਖ਼ਾਨ' },
      { en: 'Nadir Shah', pa: 'ਨਾਦਰ ਸ਼ਾਹ' },
    ],
    correct: 'B',
    explanation: {
      en: 'Shah Shuja, the deposed ruler of Afghanistan, took refuge in Lahore and gave up the Koh-i-Noor to Ranjit Singh in 1813. After the annexation of Punjab in 1849 the diamond passed to the British and was sent to Queen Victoria.',
      pa: 'ਅਫ਼ਗ਼ਾਨਿਸਤਾਨ ਦੇ ਗੱਦੀਓਂ ਲਾਹੇ ਗਏ ਸ਼ਾਸਕ ਸ਼ਾਹ ਸ਼ੁਜਾ ਨੇ ਲਾਹੌਰ ਵਿੱਚ ਸ਼ਰਨ ਲਈ ਅਤੇ 1813 ਵਿੱਚ ਕੋਹਿਨੂਰ ਰਣਜੀਤ ਸਿੰਘ ਨੂੰ ਸੌਂਪ ਦਿੱਤਾ। 1849 ਵਿੱਚ ਪੰਜਾਬ ਦੇ ਅੰਗਰੇਜ਼ੀ ਰਾਜ ਵਿੱਚ ਮਿਲਾਏ ਜਾਣ ਤੋਂ ਬਾਅਦ ਇਹ ਹੀਰਾ ਅੰਗਰੇਜ਼ਾਂ ਕੋਲ ਚਲਾ ਗਿਆ ਅਤੇ ਮਹਾਰਾਣੀ ਵਿਕਟੋਰੀਆ ਨੂੰ ਭੇਜਿਆ ਗਿਆ।',
    },
    difficulty: 'medium',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-10',
    topic: 'history',
    stem: {
      en: 'Which law of 1925, won by the Gurdwara Reform Movement, placed the historic Sikh gurdwaras under an elected body, the Shiromani Gurdwara Parbandhak Committee?',
      pa: 'ਗੁਰਦੁਆਰਾ ਸੁਧਾਰ ਲਹਿਰ ਦੇ ਸਿੱਟੇ ਵਜੋਂ ਬਣੇ 1925 ਦੇ ਕਿਸ ਕਾਨੂੰਨ ਨੇ ਇਤਿਹਾਸਕ ਸਿੱਖ ਗੁਰਦੁਆਰਿਆਂ ਨੂੰ ਇੱਕ ਚੁਣੀ ਹੋਈ ਸੰਸਥਾ, ਸ਼੍ਰੋਮਣੀ ਗੁਰਦੁਆਰਾ ਪ੍ਰਬੰਧਕ ਕਮੇਟੀ, ਦੇ ਅਧੀਨ ਕੀਤਾ?',
    },
    options: [
      { en: 'The Sikh Gurdwaras Act', pa: 'ਸਿੱਖ ਗੁਰਦੁਆਰਾ ਐਕਟ' },
      { en: 'The Punjab Land Alienation Act', pa: 'ਪੰਜਾਬ ਭੂਮੀ ਇੰਤਕਾਲ ਐਕਟ' },
      { en: 'The Government of India Act', pa: 'ਭਾਰਤ ਸਰਕਾਰ ਐਕਟ' },
      { en: 'The Anand Marriage Act', pa: 'ਅਨੰਦ ਮੈਰਿਜ ਐਕਟ' },
    ],
    correct: 'A',
    explanation: {
      en: 'The Akali agitations of the early 1920s, among them the Nankana Sahib tragedy of 1921 and the Guru ka Bagh morcha of 1922, ended the control of the mahants. The Sikh Gurdwaras Act, 1925 gave the management of the historic gurdwaras to the elected SGPC. The Land Alienation Act dates from 1900 and the Anand Marriage Act from 1909.',
      pa: '1920ਵਿਆਂ ਦੇ ਸ਼ੁਰੂ ਦੇ ਅਕਾਲੀ ਮੋਰਚਿਆਂ, ਜਿਵੇਂ 1921 ਦਾ ਨਨਕਾਣਾ ਸਾਹਿਬ ਸਾਕਾ ਅਤੇ 1922 ਦਾ ਗੁਰੂ ਕਾ ਬਾਗ਼ ਮੋਰਚਾ, ਨੇ ਮਹੰਤਾਂ ਦਾ ਕਬਜ਼ਾ ਖ਼ਤਮ ਕੀਤਾ। ਸਿੱਖ ਗੁਰਦੁਆਰਾ ਐਕਟ, 1925 ਨੇ ਇਤਿਹਾਸਕ ਗੁਰਦੁਆਰਿਆਂ ਦਾ ਪ੍ਰਬੰਧ ਚੁਣੀ ਹੋਈ ਸ਼੍ਰੋਮਣੀ ਕਮੇਟੀ ਨੂੰ ਸੌਂਪਿਆ। ਭੂਮੀ ਇੰਤਕਾਲ ਐਕਟ 1900 ਦਾ ਅਤੇ ਅਨੰਦ ਮੈਰਿਜ ਐਕਟ 1909 ਦਾ ਹੈ।',
    },
    difficulty: 'medium',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-11',
    topic: 'geography',
    stem: {
      en: 'Gobind Sagar, the reservoir formed by the Bhakra Dam, lies in which State?',
      pa: 'ਭਾਖੜਾ ਡੈਮ ਨਾਲ ਬਣੀ ਝੀਲ ਗੋਬਿੰਦ ਸਾਗਰ ਕਿਸ ਰਾਜ ਵਿੱਚ ਸਥਿਤ ਹੈ?',
    },
    options: [
      { en: 'Punjab', pa: 'ਪੰਜਾਬ' },
      { en: 'Haryana', pa: 'ਹਰਿਆਣਾ' },
      { en: 'Himachal Pradesh', pa: 'ਹਿਮਾਚਲ ਪ੍ਰਦੇਸ਼' },
      { en: 'Rajasthan', pa: 'ਰਾਜਸਥਾਨ' },
    ],
    correct: 'C',
    explanation: {
      en: 'The Bhakra Dam stands on the Sutlej in Bilaspur district of Himachal Pradesh, just above the Punjab border, and its reservoir, named Gobind Sagar after Guru Gobind Singh, lies in Bilaspur district. Punjab, Haryana and Rajasthan share its water and power through the Bhakra Beas Management Board.',
      pa: 'ਭਾਖੜਾ ਡੈਮ ਪੰਜਾਬ ਦੀ ਹੱਦ ਤੋਂ ਥੋੜ੍ਹਾ ਉੱਪਰ ਹਿਮਾਚਲ ਪ੍ਰਦੇਸ਼ ਦੇ ਬਿਲਾਸਪੁਰ ਜ਼ਿਲ੍ਹੇ ਵਿੱਚ ਸਤਲੁਜ ਉੱਤੇ ਬਣਿਆ ਹੈ, ਅਤੇ ਗੁਰੂ ਗੋਬਿੰਦ ਸਿੰਘ ਜੀ ਦੇ ਨਾਂ ’ਤੇ ਬਣੀ ਇਸ ਦੀ ਝੀਲ ਗੋਬਿੰਦ ਸਾਗਰ ਬਿਲਾਸਪੁਰ ਜ਼ਿਲ੍ਹੇ ਵਿੱਚ ਹੈ। ਪੰਜਾਬ, ਹਰਿਆਣਾ ਅਤੇ ਰਾਜਸਥਾਨ ਭਾਖੜਾ ਬਿਆਸ ਪ੍ਰਬੰਧਕੀ ਬੋਰਡ ਰਾਹੀਂ ਇਸ ਦਾ ਪਾਣੀ ਅਤੇ ਬਿਜਲੀ ਵੰਡਦੇ ਹਨ।',
    },
    difficulty: 'medium',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-12',
    topic: 'geography',
    stem: {
      en: 'Which river that flows through Punjab rises at Beas Kund near the Rohtang Pass?',
      pa: 'ਪੰਜਾਬ ਵਿੱਚੋਂ ਵਗਣ ਵਾਲਾ ਕਿਹੜਾ ਦਰਿਆ ਰੋਹਤਾਂਗ ਦੱਰੇ ਨੇੜੇ ਬਿਆਸ ਕੁੰਡ ਤੋਂ ਨਿਕਲਦਾ ਹੈ?',
    },
    options: [
      { en: 'Ravi', pa: 'ਰਾਵੀ' },
      { en: 'Beas', pa: 'ਬਿਆਸ' },
      { en: 'Sutlej', pa: 'ਸਤਲੁਜ' },
      { en: 'Chenab', pa: 'ਚਨਾਬ' },
    ],
    correct: 'B',
    explanation: {
      en: 'The Beas rises at Beas Kund near the Rohtang Pass in Kullu district and meets the Sutlej at Harike in Punjab. The Ravi rises in the Bara Bhangal area of the Dhauladhar, the Sutlej near Rakas Tal in Tibet and the Chenab near the Bara Lacha La pass.',
      pa: 'ਬਿਆਸ ਕੁੱਲੂ ਜ਼ਿਲ੍ਹੇ ਵਿੱਚ ਰੋਹਤਾਂਗ ਦੱਰੇ ਨੇੜੇ ਬਿਆਸ ਕੁੰਡ ਤੋਂ ਨਿਕਲਦਾ ਹੈ ਅਤੇ ਪੰਜਾਬ ਵਿੱਚ ਹਰੀਕੇ ਵਿਖੇ ਸਤਲੁਜ ਨੂੰ ਮਿਲਦਾ ਹੈ। ਰਾਵੀ ਧੌਲਾਧਾਰ ਦੇ ਬੜਾ ਭੰਗਾਲ ਇਲਾਕੇ ਤੋਂ, ਸਤਲੁਜ ਤਿੱਬਤ ਵਿੱਚ ਰਾਕਸ਼ ਤਾਲ ਨੇੜਿਓਂ ਅਤੇ ਚਨਾਬ ਬਾਰਾਲਾਚਾ ਦੱਰੇ ਨੇੜਿਓਂ ਨਿਕਲਦਾ ਹੈ।',
    },
    difficulty: 'easy',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-13',
    topic: 'geography',
    stem: {
      en: 'The Standard Meridian of India, 82°30′ East, passes through which of the following places?',
      pa: 'ਭਾਰਤ ਦੀ ਮਿਆਰੀ ਦੇਸ਼ਾਂਤਰ ਰੇਖਾ, 82°30′ ਪੂਰਬ, ਹੇਠ ਲਿਖਿਆਂ ਵਿੱਚੋਂ ਕਿਸ ਥਾਂ ਵਿੱਚੋਂ ਲੰਘਦੀ ਹੈ?',
    },
    options: [
      { en: 'Nagpur', pa: 'ਨਾਗਪੁਰ' },
      { en: 'Bhopal', pa: 'ਭੋਪਾਲ' },
      { en: 'Lucknow', pa: 'ਲਖਨਊ' },
      { en: 'Mirzapur', pa: 'ਮਿਰਜ਼ਾਪੁਰ' },
    ],
    correct: 'D',
    explanation: {
      en: 'Indian Standard Time is the time at 82°30′ E, which passes through Mirzapur in Uttar Pradesh, close to Prayagraj. It is five and a half hours ahead of Greenwich Mean Time.',
      pa: 'ਭਾਰਤੀ ਮਿਆਰੀ ਸਮਾਂ 82°30′ ਪੂਰਬ ਦਾ ਸਮਾਂ ਹੈ, ਜੋ ਪ੍ਰਯਾਗਰਾਜ ਦੇ ਨੇੜੇ ਉੱਤਰ ਪ੍ਰਦੇਸ਼ ਦੇ ਮਿਰਜ਼ਾਪੁਰ ਵਿੱਚੋਂ ਲੰਘਦੀ ਹੈ। ਇਹ ਗ੍ਰੀਨਵਿਚ ਸਮੇਂ ਤੋਂ ਸਾਢੇ ਪੰਜ ਘੰਟੇ ਅੱਗੇ ਹੈ।',
    },
    difficulty: 'easy',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-14',
    topic: 'geography',
    stem: {
      en: 'The Palk Strait separates India from which country?',
      pa: 'ਪਾਕ ਜਲਡਮਰੂ (ਪਾਕ ਸਟ੍ਰੇਟ) ਭਾਰਤ ਨੂੰ ਕਿਸ ਦੇਸ਼ ਤੋਂ ਵੱਖ ਕਰਦਾ ਹੈ?',
    },
    options: [
      { en: 'Sri Lanka', pa: 'ਸ੍ਰੀਲੰਕਾ' },
      { en: 'Maldives', pa: 'ਮਾਲਦੀਵ' },
      { en: 'Myanmar', pa: 'ਮਿਆਂਮਾਰ' },
      { en: 'Bangladesh', pa: 'ਬੰਗਲਾਦੇਸ਼' },
    ],
    correct: 'A',
    explanation: {
      en: "The Palk Strait lies between Tamil Nadu and the Jaffna peninsula of Sri Lanka; to its south, the chain of shoals called Adam's Bridge (Ram Setu) separates it from the Gulf of Mannar. The Maldives lie across the Eight Degree Channel from Minicoy.",
      pa: 'ਪਾਕ ਜਲਡਮਰੂ ਤਾਮਿਲਨਾਡੂ ਅਤੇ ਸ੍ਰੀਲੰਕਾ ਦੇ ਜਾਫ਼ਨਾ ਪ੍ਰਾਇਦੀਪ ਵਿਚਕਾਰ ਹੈ; ਇਸ ਦੇ ਦੱਖਣ ਵਿੱਚ ਰੇਤਲੀਆਂ ਟਿੱਬੀਆਂ ਦੀ ਲੜੀ, ਐਡਮਜ਼ ਬ੍ਰਿਜ (ਰਾਮ ਸੇਤੂ), ਇਸ ਨੂੰ ਮੰਨਾਰ ਦੀ ਖਾੜੀ ਤੋਂ ਵੱਖ ਕਰਦੀ ਹੈ। ਮਾਲਦੀਵ ਮਿਨੀਕੌਏ ਤੋਂ ਅੱਠ ਡਿਗਰੀ ਚੈਨਲ ਦੇ ਪਾਰ ਹੈ।',
    },
    difficulty: 'easy',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-15',
    topic: 'punjab-gk',
    stem: {
      en: 'The city of Patiala grew around the Qila Mubarak, whose foundation was laid in 1763 by:',
      pa: 'ਪਟਿਆਲਾ ਸ਼ਹਿਰ ਕਿਲਾ ਮੁਬਾਰਕ ਦੁਆਲੇ ਵਸਿਆ, ਜਿਸ ਦੀ ਨੀਂਹ 1763 ਵਿੱਚ ਕਿਸ ਨੇ ਰੱਖੀ ਸੀ?',
    },
    options: [
      { en: 'Maharaja Bhupinder Singh', pa: 'ਮਹਾਰਾਜਾ ਭੁਪਿੰਦਰ ਸਿੰਘ' },
      { en: 'Maharaja Ranjit Singh', pa: 'ਮਹਾਰਾਜਾ ਰਣਜੀਤ ਸਿੰਘ' },
      { en: 'Baba Ala Singh', pa: 'ਬਾਬਾ ਆਲਾ ਸਿੰਘ' },
      { en: 'Jassa Singh Ahluwalia', pa: 'ਜੱਸਾ ਸਿੰਘ ਆਹਲੂਵਾਲੀਆ' },
    ],
    correct: 'C',
    explanation: {
      en: 'Baba Ala Singh, the founder of the Patiala state of the Phulkian house, laid the foundation of the Qila Mubarak in 1763, and the city grew around it. Jassa Singh Ahluwalia founded the Kapurthala house; Maharaja Bhupinder Singh ruled Patiala in the twentieth century.',
      pa: 'ਫੂਲਕੀਆਂ ਘਰਾਣੇ ਦੀ ਪਟਿਆਲਾ ਰਿਆਸਤ ਦੇ ਮੋਢੀ ਬਾਬਾ ਆਲਾ ਸਿੰਘ ਨੇ 1763 ਵਿੱਚ ਕਿਲਾ ਮੁਬਾਰਕ ਦੀ ਨੀਂਹ ਰੱਖੀ ਅਤੇ ਸ਼ਹਿਰ ਇਸ ਦੇ ਦੁਆਲੇ ਵਸਿਆ। ਜੱਸਾ ਸਿੰਘ ਆਹਲੂਵਾਲੀਆ ਕਪੂਰਥਲਾ ਘਰਾਣੇ ਦੇ ਮੋਢੀ ਸਨ; ਮਹਾਰਾਜਾ ਭੁਪਿੰਦਰ ਸਿੰਘ ਨੇ ਵੀਹਵੀਂ ਸਦੀ ਵਿੱਚ ਪਟਿਆਲਾ ’ਤੇ ਰਾਜ ਕੀਤਾ।',
    },
    difficulty: 'medium',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-16',
    topic: 'punjab-gk',
    stem: {
      en: 'Rauza Sharif, the shrine of the Sufi saint Sheikh Ahmad Sirhindi, is in which district of Punjab?',
      pa: 'ਸੂਫ਼ੀ ਸੰਤ ਸ਼ੇਖ਼ ਅਹਿਮਦ ਸਰਹਿੰਦੀ ਦੀ ਦਰਗਾਹ ਰੌਜ਼ਾ ਸ਼ਰੀਫ਼ ਪੰਜਾਬ ਦੇ ਕਿਸ ਜ਼ਿਲ੍ਹੇ ਵਿੱਚ ਹੈ?',
    },
    options: [
      { en: 'Kapurthala', pa: 'ਕਪੂਰਥਲਾ' },
      { en: 'Fatehgarh Sahib', pa: 'ਫ਼ਤਹਿਗੜ੍ਹ ਸਾਹਿਬ' },
      { en: 'Gurdaspur', pa: 'ਗੁਰਦਾਸਪੁਰ' },
      { en: 'Faridkot', pa: 'ਫ਼ਰੀਦਕੋਟ' },
    ],
    correct: 'B',
    explanation: {
      en: 'Rauza Sharif stands at Sirhind in Fatehgarh Sahib district, close to Gurdwara Fatehgarh Sahib. Sheikh Ahmad Sirhindi, revered as Mujaddid Alf Sani, was a leading saint of the Naqshbandi order; his annual urs draws pilgrims from India and abroad.',
      pa: 'ਰੌਜ਼ਾ ਸ਼ਰੀਫ਼ ਫ਼ਤਹਿਗੜ੍ਹ ਸਾਹਿਬ ਜ਼ਿਲ੍ਹੇ ਵਿੱਚ ਸਰਹਿੰਦ ਵਿਖੇ, ਗੁਰਦੁਆਰਾ ਫ਼ਤਹਿਗੜ੍ਹ ਸਾਹਿਬ ਦੇ ਨੇੜੇ ਹੈ। ਮੁਜੱਦਿਦ ਅਲਫ਼ ਸਾਨੀ ਵਜੋਂ ਸਤਿਕਾਰੇ ਜਾਂਦੇ ਸ਼ੇਖ਼ ਅਹਿਮਦ ਸਰਹਿੰਦੀ ਨਕਸ਼ਬੰਦੀ ਸਿਲਸਿਲੇ ਦੇ ਪ੍ਰਮੁੱਖ ਸੰਤ ਸਨ; ਉਨ੍ਹਾਂ ਦੇ ਸਾਲਾਨਾ ਉਰਸ ’ਤੇ ਦੇਸ਼-ਵਿਦੇਸ਼ ਤੋਂ ਸ਼ਰਧਾਲੂ ਆਉਂਦੇ ਹਨ।',
    },
    difficulty: 'medium',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-17',
    topic: 'punjab-gk',
    stem: {
      en: 'Sultanpur Lodhi, on the bank of the Kali Bein, is associated with which Sikh Guru, who worked there in the modikhana (granary) of Nawab Daulat Khan Lodhi?',
      pa: 'ਕਾਲੀ ਬੇਈਂ ਦੇ ਕੰਢੇ ਵਸਿਆ ਸੁਲਤਾਨਪੁਰ ਲੋਧੀ ਕਿਸ ਸਿੱਖ ਗੁਰੂ ਨਾਲ ਜੁੜਿਆ ਹੈ, ਜਿਨ੍ਹਾਂ ਨੇ ਉੱਥੇ ਨਵਾਬ ਦੌਲਤ ਖ਼ਾਨ ਲੋਧੀ ਦੇ ਮੋਦੀਖ਼ਾਨੇ ਵਿੱਚ ਕੰਮ ਕੀਤਾ ਸੀ?',
    },
    options: [
      { en: 'Guru Angad Dev', pa: 'ਗੁਰੂ ਅੰਗਦ ਦੇਵ' },
      { en: 'Guru Amar Das', pa: 'ਗੁਰੂ ਅਮਰ ਦਾਸ' },
      { en: 'Guru Arjan Dev', pa: 'ਗੁਰੂ ਅਰਜਨ ਦੇਵ' },
      { en: 'Guru Nanak Dev', pa: 'ਗੁਰੂ ਨਾਨਕ ਦੇਵ' },
    ],
    correct: 'D',
    explanation: {
      en: 'Guru Nanak Dev kept the stores of the Nawab\'s modikhana at Sultanpur Lodhi, in present-day Kapurthala district. Tradition holds that after bathing in the Kali Bein he disappeared for three days and returned with the words "Na koi Hindu, na koi Musalman".',
      pa: 'ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ ਨੇ ਅਜੋਕੇ ਕਪੂਰਥਲਾ ਜ਼ਿਲ੍ਹੇ ਦੇ ਸੁਲਤਾਨਪੁਰ ਲੋਧੀ ਵਿਖੇ ਨਵਾਬ ਦੇ ਮੋਦੀਖ਼ਾਨੇ ਦਾ ਕੰਮ ਸੰਭਾਲਿਆ। ਪਰੰਪਰਾ ਅਨੁਸਾਰ ਕਾਲੀ ਬੇਈਂ ਵਿੱਚ ਇਸ਼ਨਾਨ ਕਰਨ ਤੋਂ ਬਾਅਦ ਉਹ ਤਿੰਨ ਦਿਨ ਅਲੋਪ ਰਹੇ ਅਤੇ "ਨਾ ਕੋ ਹਿੰਦੂ ਨਾ ਮੁਸਲਮਾਨ" ਦਾ ਸੁਨੇਹਾ ਲੈ ਕੇ ਪਰਤੇ।',
    },
    difficulty: 'easy',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-18',
    topic: 'punjab-gk',
    stem: {
      en: 'The baoli (step-well) with 84 steps at Goindwal Sahib was built by which Sikh Guru?',
      pa: 'ਗੋਇੰਦਵਾਲ ਸਾਹਿਬ ਵਿਖੇ 84 ਪੌੜੀਆਂ ਵਾਲੀ ਬਾਉਲੀ ਕਿਸ ਸਿੱਖ ਗੁਰੂ ਨੇ ਬਣਵਾਈ ਸੀ?',
    },
    options: [
      { en: 'Guru Amar Das', pa: 'ਗੁਰੂ ਅਮਰ ਦਾਸ' },
      { en: 'Guru Nanak Dev', pa: 'ਗੁਰੂ ਨਾਨਕ ਦੇਵ' },
      { en: 'Guru Har Krishan', pa: 'ਗੁਰੂ ਹਰਿਕ੍ਰਿਸ਼ਨ' },
      { en: 'Guru Tegh Bahadur', pa: 'ਗੁਰੂ ਤੇਗ ਬਹਾਦਰ' },
    ],
    correct: 'A',
    explanation: {
      en: 'Guru Amar Das, the third Guru, made Goindwal on the Beas his centre and had the baoli dug there; its 84 steps go down to the water. He also set up the manji system of preaching and strengthened the langar, where all sat together to eat.',
      pa: 'ਤੀਜੇ ਗੁਰੂ, ਗੁਰੂ ਅਮਰ ਦਾਸ ਜੀ ਨੇ ਬਿਆਸ ਕੰਢੇ ਗੋਇੰਦਵਾਲ ਨੂੰ ਆਪਣਾ ਕੇਂਦਰ ਬਣਾਇਆ ਅਤੇ ਉੱਥੇ ਬਾਉਲੀ ਪੁਟਵਾਈ, ਜਿਸ ਦੀਆਂ 84 ਪੌੜੀਆਂ ਪਾਣੀ ਤੱਕ ਜਾਂਦੀਆਂ ਹਨ। ਉਨ੍ਹਾਂ ਨੇ ਪ੍ਰਚਾਰ ਲਈ ਮੰਜੀ ਪ੍ਰਥਾ ਸ਼ੁਰੂ ਕੀਤੀ ਅਤੇ ਲੰਗਰ ਦੀ ਪ੍ਰਥਾ ਨੂੰ ਪੱਕਾ ਕੀਤਾ, ਜਿੱਥੇ ਸਾਰੇ ਬਰਾਬਰ ਬੈਠ ਕੇ ਛਕਦੇ ਹਨ।',
    },
    difficulty: 'easy',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-19',
    topic: 'punjab-gk',
    stem: {
      en: 'The Madhopur Headworks, from which the Upper Bari Doab Canal takes off, is on which river?',
      pa: 'ਮਾਧੋਪੁਰ ਹੈੱਡਵਰਕਸ, ਜਿੱਥੋਂ ਅੱਪਰ ਬਾਰੀ ਦੁਆਬ ਨਹਿਰ ਨਿਕਲਦੀ ਹੈ, ਕਿਸ ਦਰਿਆ ਉੱਤੇ ਹੈ?',
    },
    options: [
      { en: 'Beas', pa: 'ਬਿਆਸ' },
      { en: 'Sutlej', pa: 'ਸਤਲੁਜ' },
      { en: 'Ravi', pa: 'ਰਾਵੀ' },
      { en: 'Ghaggar', pa: 'ਘੱਗਰ' },
    ],
    correct: 'C',
    explanation: {
      en: 'The Madhopur Headworks near Pathankot diverts the Ravi into the Upper Bari Doab Canal, which irrigates the Bari Doab between the Ravi and the Beas: Gurdaspur, Amritsar and Tarn Taran. The Sirhind Canal takes off from the Sutlej at Ropar.',
      pa: 'ਪਠਾਨਕੋਟ ਨੇੜੇ ਮਾਧੋਪੁਰ ਹੈੱਡਵਰਕਸ ਰਾਵੀ ਦਾ ਪਾਣੀ ਅੱਪਰ ਬਾਰੀ ਦੁਆਬ ਨਹਿਰ ਵਿੱਚ ਪਾਉਂਦਾ ਹੈ, ਜੋ ਰਾਵੀ ਅਤੇ ਬਿਆਸ ਵਿਚਕਾਰਲੇ ਬਾਰੀ ਦੁਆਬ, ਭਾਵ ਗੁਰਦਾਸਪੁਰ, ਅੰਮ੍ਰਿਤਸਰ ਅਤੇ ਤਰਨ ਤਾਰਨ, ਦੀ ਸਿੰਜਾਈ ਕਰਦੀ ਹੈ। ਸਰਹਿੰਦ ਨਹਿਰ ਰੋਪੜ ਵਿਖੇ ਸਤਲੁਜ ਤੋਂ ਨਿਕਲਦੀ ਹੈ।',
    },
    difficulty: 'medium',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-20',
    topic: 'punjab-gk',
    stem: {
      en: 'The Punjabi qissa "Heer", completed in 1766 and still sung across Punjab, was written by:',
      pa: '1766 ਵਿੱਚ ਪੂਰਾ ਹੋਇਆ ਅਤੇ ਅੱਜ ਵੀ ਪੂਰੇ ਪੰਜਾਬ ਵਿੱਚ ਗਾਇਆ ਜਾਂਦਾ ਪੰਜਾਬੀ ਕਿੱਸਾ "ਹੀਰ" ਕਿਸ ਨੇ ਲਿਖਿਆ ਸੀ?',
    },
    options: [
      { en: 'Bulleh Shah', pa: 'ਬੁੱਲ੍ਹੇ ਸ਼ਾਹ' },
      { en: 'Shah Hussain', pa: 'ਸ਼ਾਹ ਹੁਸੈਨ' },
      { en: 'Baba Farid', pa: 'ਬਾਬਾ ਫ਼ਰੀਦ' },
      { en: 'Waris Shah', pa: 'ਵਾਰਿਸ ਸ਼ਾਹ' },
    ],
    correct: 'D',
    explanation: {
      en: "Waris Shah completed his Heer, the love story of Heer and Ranjha, in 1766 at Malka Hans. Bulleh Shah and Shah Hussain are known for their Sufi kafis, and Baba Farid's verses are included in the Guru Granth Sahib.",
      pa: 'ਵਾਰਿਸ ਸ਼ਾਹ ਨੇ ਹੀਰ ਅਤੇ ਰਾਂਝੇ ਦੀ ਪ੍ਰੇਮ ਕਹਾਣੀ "ਹੀਰ" 1766 ਵਿੱਚ ਮਲਕਾ ਹਾਂਸ ਵਿਖੇ ਪੂਰੀ ਕੀਤੀ। ਬੁੱਲ੍ਹੇ ਸ਼ਾਹ ਅਤੇ ਸ਼ਾਹ ਹੁਸੈਨ ਆਪਣੀਆਂ ਸੂਫ਼ੀ ਕਾਫ਼ੀਆਂ ਲਈ ਜਾਣੇ ਜਾਂਦੇ ਹਨ, ਅਤੇ ਬਾਬਾ ਫ਼ਰੀਦ ਦੀ ਬਾਣੀ ਗੁਰੂ ਗ੍ਰੰਥ ਸਾਹਿਬ ਵਿੱਚ ਦਰਜ ਹੈ।',
    },
    difficulty: 'easy',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-21',
    topic: 'punjab-gk',
    stem: {
      en: 'Which town of Punjab is named after the Sufi saint Baba Sheikh Farid and holds the Baba Sheikh Farid Aagman Purb every September?',
      pa: 'ਪੰਜਾਬ ਦਾ ਕਿਹੜਾ ਸ਼ਹਿਰ ਸੂਫ਼ੀ ਸੰਤ ਬਾਬਾ ਸ਼ੇਖ਼ ਫ਼ਰੀਦ ਦੇ ਨਾਂ ’ਤੇ ਹੈ ਅਤੇ ਹਰ ਸਤੰਬਰ ਵਿੱਚ ਬਾਬਾ ਸ਼ੇਖ਼ ਫ਼ਰੀਦ ਆਗਮਨ ਪੁਰਬ ਮਨਾਉਂਦਾ ਹੈ?',
    },
    options: [
      { en: 'Moga', pa: 'ਮੋਗਾ' },
      { en: 'Faridkot', pa: 'ਫ਼ਰੀਦਕੋਟ' },
      { en: 'Bathinda', pa: 'ਬਠਿੰਡਾ' },
      { en: 'Mansa', pa: 'ਮਾਨਸਾ' },
    ],
    correct: 'B',
    explanation: {
      en: 'Tradition holds that Baba Sheikh Farid stopped at the town, then called Mokalhar, and it came to be called Faridkot after him. The Aagman Purb in September marks his arrival; the university of health sciences at Faridkot also bears his name.',
      pa: 'ਪਰੰਪਰਾ ਅਨੁਸਾਰ ਬਾਬਾ ਸ਼ੇਖ਼ ਫ਼ਰੀਦ ਇਸ ਸ਼ਹਿਰ ਵਿੱਚ ਰੁਕੇ, ਜਿਸ ਦਾ ਨਾਂ ਉਦੋਂ ਮੋਕਲਹਰ ਸੀ, ਅਤੇ ਉਨ੍ਹਾਂ ਦੇ ਨਾਂ ’ਤੇ ਇਹ ਫ਼ਰੀਦਕੋਟ ਅਖਵਾਇਆ। ਸਤੰਬਰ ਦਾ ਆਗਮਨ ਪੁਰਬ ਉਨ੍ਹਾਂ ਦੀ ਆਮਦ ਦੀ ਯਾਦ ਵਿੱਚ ਮਨਾਇਆ ਜਾਂਦਾ ਹੈ; ਫ਼ਰੀਦਕੋਟ ਦੀ ਸਿਹਤ ਵਿਗਿਆਨ ਯੂਨੀਵਰਸਿਟੀ ਵੀ ਉਨ੍ਹਾਂ ਦੇ ਨਾਂ ’ਤੇ ਹੈ।',
    },
    difficulty: 'easy',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-22',
    topic: 'economy',
    stem: {
      en: 'Which institution, set up in 1982, is the apex development bank for agriculture and rural development in India?',
      pa: '1982 ਵਿੱਚ ਸਥਾਪਿਤ ਕਿਹੜੀ ਸੰਸਥਾ ਭਾਰਤ ਵਿੱਚ ਖੇਤੀਬਾੜੀ ਅਤੇ ਪੇਂਡੂ ਵਿਕਾਸ ਲਈ ਸਿਖਰਲਾ ਵਿਕਾਸ ਬੈਂਕ ਹੈ?',
    },
    options: [
      { en: 'NABARD', pa: 'ਨਾਬਾਰਡ (NABARD)' },
      { en: 'SIDBI', pa: 'ਸਿਡਬੀ (SIDBI)' },
      { en: 'EXIM Bank', pa: 'ਐਗਜ਼ਿਮ ਬੈਂਕ' },
      { en: 'National Housing Bank', pa: 'ਨੈਸ਼ਨਲ ਹਾਊਸਿੰਗ ਬੈਂਕ' },
    ],
    correct: 'A',
    explanation: {
      en: 'The National Bank for Agriculture and Rural Development (NABARD) was set up on 12 July 1982 on the recommendation of the Sivaraman Committee. It refinances cooperative and regional rural banks and runs the Rural Infrastructure Development Fund. SIDBI serves small industry, EXIM Bank foreign trade and NHB housing finance.',
      pa: 'ਰਾਸ਼ਟਰੀ ਖੇਤੀਬਾੜੀ ਅਤੇ ਪੇਂਡੂ ਵਿਕਾਸ ਬੈਂਕ (ਨਾਬਾਰਡ) ਸ਼ਿਵਰਾਮਨ ਕਮੇਟੀ ਦੀ ਸਿਫ਼ਾਰਸ਼ ’ਤੇ 12 ਜੁਲਾਈ 1982 ਨੂੰ ਬਣਿਆ। ਇਹ ਸਹਿਕਾਰੀ ਅਤੇ ਖੇਤਰੀ ਪੇਂਡੂ ਬੈਂਕਾਂ ਨੂੰ ਮੁੜ-ਵਿੱਤ ਦਿੰਦਾ ਹੈ ਅਤੇ ਪੇਂਡੂ ਬੁਨਿਆਦੀ ਢਾਂਚਾ ਵਿਕਾਸ ਫ਼ੰਡ ਚਲਾਉਂਦਾ ਹੈ। ਸਿਡਬੀ ਛੋਟੇ ਉਦਯੋਗਾਂ, ਐਗਜ਼ਿਮ ਬੈਂਕ ਵਿਦੇਸ਼ੀ ਵਪਾਰ ਅਤੇ ਐੱਨ.ਐੱਚ.ਬੀ. ਮਕਾਨ ਵਿੱਤ ਲਈ ਹੈ।',
    },
    difficulty: 'easy',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-23',
    topic: 'economy',
    stem: {
      en: 'Operation Flood, launched in 1970 by the National Dairy Development Board, is associated with:',
      pa: 'ਰਾਸ਼ਟਰੀ ਡੇਅਰੀ ਵਿਕਾਸ ਬੋਰਡ ਵੱਲੋਂ 1970 ਵਿੱਚ ਸ਼ੁਰੂ ਕੀਤਾ ਗਿਆ ਆਪ੍ਰੇਸ਼ਨ ਫ਼ਲੱਡ ਕਿਸ ਨਾਲ ਸਬੰਧਿਤ ਹੈ?',
    },
    options: [
      { en: 'Flood control in the Ganga basin', pa: 'ਗੰਗਾ ਬੇਸਿਨ ਵਿੱਚ ਹੜ੍ਹ ਕੰਟਰੋਲ' },
      { en: 'Inland fisheries', pa: 'ਅੰਦਰੂਨੀ ਮੱਛੀ ਪਾਲਣ' },
      { en: 'Milk production and marketing', pa: 'ਦੁੱਧ ਦਾ ਉਤਪਾਦਨ ਅਤੇ ਮੰਡੀਕਰਨ' },
      { en: 'Oilseed production', pa: 'ਤੇਲ ਬੀਜਾਂ ਦਾ ਉਤਪਾਦਨ' },
    ],
    correct: 'C',
    explanation: {
      en: "Operation Flood, led by Dr Verghese Kurien, linked village milk cooperatives on the Anand pattern to city markets and made India the world's largest milk producer: the White Revolution. Punjab's Milkfed (Verka) is a State federation of milk cooperatives on the same Anand pattern.",
      pa: 'ਡਾ. ਵਰਗੀਜ਼ ਕੁਰੀਅਨ ਦੀ ਅਗਵਾਈ ਵਿੱਚ ਆਪ੍ਰੇਸ਼ਨ ਫ਼ਲੱਡ ਨੇ ਆਨੰਦ ਪੈਟਰਨ ਦੀਆਂ ਪਿੰਡਾਂ ਦੀਆਂ ਦੁੱਧ ਸਹਿਕਾਰੀ ਸਭਾਵਾਂ ਨੂੰ ਸ਼ਹਿਰੀ ਮੰਡੀਆਂ ਨਾਲ ਜੋੜਿਆ ਅਤੇ ਭਾਰਤ ਨੂੰ ਦੁਨੀਆ ਦਾ ਸਭ ਤੋਂ ਵੱਡਾ ਦੁੱਧ ਉਤਪਾਦਕ ਬਣਾਇਆ: ਇਹੀ ਚਿੱਟੀ ਕ੍ਰਾਂਤੀ ਹੈ। ਪੰਜਾਬ ਦਾ ਮਿਲਕਫ਼ੈੱਡ (ਵੇਰਕਾ) ਇਸੇ ਆਨੰਦ ਪੈਟਰਨ ਉੱਤੇ ਦੁੱਧ ਸਹਿਕਾਰੀ ਸਭਾਵਾਂ ਦਾ ਰਾਜ ਪੱਧਰੀ ਸੰਘ ਹੈ।',
    },
    difficulty: 'easy',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-24',
    topic: 'economy',
    stem: {
      en: 'The Finance Commission, which recommends how taxes are shared between the Union and the States, is constituted by the President under which Article of the Constitution?',
      pa: 'ਸੰਘ ਅਤੇ ਰਾਜਾਂ ਵਿਚਕਾਰ ਟੈਕਸਾਂ ਦੀ ਵੰਡ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਕਰਨ ਵਾਲਾ ਵਿੱਤ ਕਮਿਸ਼ਨ ਰਾਸ਼ਟਰਪਤੀ ਸੰਵਿਧਾਨ ਦੇ ਕਿਸ ਅਨੁਛੇਦ ਅਧੀਨ ਬਣਾਉਂਦਾ ਹੈ?',
    },
    options: [
      { en: 'Article 112', pa: 'ਅਨੁਛੇਦ 112' },
      { en: 'Article 266', pa: 'ਅਨੁਛੇਦ 266' },
      { en: 'Article 300A', pa: 'ਅਨੁਛੇਦ 300A' },
      { en: 'Article 280', pa: 'ਅਨੁਛੇਦ 280' },
    ],
    correct: 'D',
    explanation: {
      en: 'Article 280 requires the President to constitute a Finance Commission every five years. Article 112 deals with the Annual Financial Statement (the Budget), Article 266 with the Consolidated Funds and Public Accounts, and Article 300A with the right to property.',
      pa: 'ਅਨੁਛੇਦ 280 ਅਨੁਸਾਰ ਰਾਸ਼ਟਰਪਤੀ ਹਰ ਪੰਜ ਸਾਲ ਬਾਅਦ ਵਿੱਤ ਕਮਿਸ਼ਨ ਬਣਾਉਂਦਾ ਹੈ। ਅਨੁਛੇਦ 112 ਸਾਲਾਨਾ ਵਿੱਤੀ ਬਿਆਨ (ਬਜਟ), ਅਨੁਛੇਦ 266 ਸੰਚਿਤ ਫ਼ੰਡਾਂ ਅਤੇ ਜਨਤਕ ਖਾਤਿਆਂ, ਅਤੇ ਅਨੁਛੇਦ 300A ਜਾਇਦਾਦ ਦੇ ਅਧਿਕਾਰ ਬਾਰੇ ਹੈ।',
    },
    difficulty: 'medium',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-25',
    topic: 'economy',
    stem: {
      en: 'The Wholesale Price Index (WPI) of India is compiled and released by:',
      pa: 'ਭਾਰਤ ਦਾ ਥੋਕ ਕੀਮਤ ਸੂਚਕ ਅੰਕ (WPI) ਕੌਣ ਤਿਆਰ ਕਰਕੇ ਜਾਰੀ ਕਰਦਾ ਹੈ?',
    },
    options: [
      { en: 'The Reserve Bank of India', pa: 'ਭਾਰਤੀ ਰਿਜ਼ਰਵ ਬੈਂਕ' },
      { en: 'The Office of the Economic Adviser, Ministry of Commerce and Industry', pa: 'ਆਰਥਿਕ ਸਲਾਹਕਾਰ ਦਾ ਦਫ਼ਤਰ, ਵਣਜ ਅਤੇ ਉਦਯੋਗ ਮੰਤਰਾਲਾ' },
      { en: 'The Finance Commission', pa: 'ਵਿੱਤ ਕਮਿਸ਼ਨ' },
      { en: 'NITI Aayog', pa: 'ਨੀਤੀ ਆਯੋਗ' },
    ],
    correct: 'B',
    explanation: {
      en: "The Office of the Economic Adviser in the Department for Promotion of Industry and Internal Trade, Ministry of Commerce and Industry, releases the WPI every month. The Consumer Price Index, which the RBI's inflation target uses, is released by the National Statistical Office.",
      pa: 'ਵਣਜ ਅਤੇ ਉਦਯੋਗ ਮੰਤਰਾਲੇ ਦੇ ਉਦਯੋਗ ਅਤੇ ਅੰਦਰੂਨੀ ਵਪਾਰ ਪ੍ਰੋਤਸਾਹਨ ਵਿਭਾਗ ਵਿਚਲਾ ਆਰਥਿਕ ਸਲਾਹਕਾਰ ਦਾ ਦਫ਼ਤਰ ਹਰ ਮਹੀਨੇ WPI ਜਾਰੀ ਕਰਦਾ ਹੈ। ਖਪਤਕਾਰ ਕੀਮਤ ਸੂਚਕ ਅੰਕ, ਜਿਸ ਉੱਤੇ ਰਿਜ਼ਰਵ ਬੈਂਕ ਦਾ ਮਹਿੰਗਾਈ ਟੀਚਾ ਅਧਾਰਿਤ ਹੈ, ਰਾਸ਼ਟਰੀ ਅੰਕੜਾ ਦਫ਼ਤਰ ਜਾਰੀ ਕਰਦਾ ਹੈ।',
    },
    difficulty: 'medium',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-26',
    topic: 'environment',
    stem: {
      en: 'Kanjli Wetland in Kapurthala district, a Ramsar site, was formed by a headworks on which stream?',
      pa: 'ਕਪੂਰਥਲਾ ਜ਼ਿਲ੍ਹੇ ਦੀ ਕਾਂਜਲੀ ਜਲਗਾਹ, ਜੋ ਰਾਮਸਰ ਥਾਂ ਹੈ, ਕਿਸ ਨਦੀ ਉੱਤੇ ਬਣੇ ਹੈੱਡਵਰਕਸ ਨਾਲ ਬਣੀ ਸੀ?',
    },
    options: [
      { en: 'The Kali Bein', pa: 'ਕਾਲੀ ਬੇਈਂ' },
      { en: 'The Ghaggar', pa: 'ਘੱਗਰ' },
      { en: 'The Budha Nullah', pa: 'ਬੁੱਢਾ ਨਾਲਾ' },
      { en: 'The Sirhind Choe', pa: 'ਸਰਹਿੰਦ ਚੋਅ' },
    ],
    correct: 'A',
    explanation: {
      en: 'A headworks built on the Kali Bein in 1870 to supply irrigation water created the Kanjli Wetland, which was named a Ramsar site of international importance in 2002. The Kali Bein is the stream associated with Guru Nanak Dev at Sultanpur Lodhi.',
      pa: 'ਸਿੰਜਾਈ ਲਈ 1870 ਵਿੱਚ ਕਾਲੀ ਬੇਈਂ ਉੱਤੇ ਬਣੇ ਹੈੱਡਵਰਕਸ ਨਾਲ ਕਾਂਜਲੀ ਜਲਗਾਹ ਬਣੀ, ਜਿਸ ਨੂੰ 2002 ਵਿੱਚ ਅੰਤਰਰਾਸ਼ਟਰੀ ਮਹੱਤਤਾ ਵਾਲੀ ਰਾਮਸਰ ਥਾਂ ਐਲਾਨਿਆ ਗਿਆ। ਕਾਲੀ ਬੇਈਂ ਉਹੀ ਨਦੀ ਹੈ ਜੋ ਸੁਲਤਾਨਪੁਰ ਲੋਧੀ ਵਿਖੇ ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ ਨਾਲ ਜੁੜੀ ਹੈ।',
    },
    difficulty: 'medium',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-27',
    topic: 'environment',
    stem: {
      en: 'Which national park of India is best known for the great one-horned rhinoceros?',
      pa: 'ਭਾਰਤ ਦਾ ਕਿਹੜਾ ਰਾਸ਼ਟਰੀ ਪਾਰਕ ਇੱਕ ਸਿੰਗ ਵਾਲੇ ਵੱਡੇ ਗੈਂਡੇ ਲਈ ਸਭ ਤੋਂ ਵੱਧ ਜਾਣਿਆ ਜਾਂਦਾ ਹੈ?',
    },
    options: [
      { en: 'Gir National Park', pa: 'ਗਿਰ ਰਾਸ਼ਟਰੀ ਪਾਰਕ' },
      { en: 'Jim Corbett National Park', pa: 'ਜਿਮ ਕਾਰਬੇਟ ਰਾਸ਼ਟਰੀ ਪਾਰਕ' },
      { en: 'Kaziranga National Park', pa: 'ਕਾਜ਼ੀਰੰਗਾ ਰਾਸ਼ਟਰੀ ਪਾਰਕ' },
      { en: 'Sundarbans National Park', pa: 'ਸੁੰਦਰਬਨ ਰਾਸ਼ਟਰੀ ਪਾਰਕ' },
    ],
    correct: 'C',
    explanation: {
      en: "Kaziranga, on the Brahmaputra in Assam and a UNESCO World Heritage Site, holds about two-thirds of the world's great one-horned rhinoceroses. Gir is the last home of the Asiatic lion, Corbett was India's first national park and the Sundarbans are known for the Bengal tiger of the mangroves.",
      pa: 'ਅਸਾਮ ਵਿੱਚ ਬ੍ਰਹਮਪੁੱਤਰ ਕੰਢੇ ਯੂਨੈਸਕੋ ਵਿਸ਼ਵ ਵਿਰਾਸਤ ਥਾਂ ਕਾਜ਼ੀਰੰਗਾ ਵਿੱਚ ਦੁਨੀਆ ਦੇ ਲਗਭਗ ਦੋ-ਤਿਹਾਈ ਇੱਕ ਸਿੰਗ ਵਾਲੇ ਗੈਂਡੇ ਹਨ। ਗਿਰ ਏਸ਼ੀਆਈ ਸ਼ੇਰ ਦਾ ਆਖ਼ਰੀ ਟਿਕਾਣਾ ਹੈ, ਕਾਰਬੇਟ ਭਾਰਤ ਦਾ ਪਹਿਲਾ ਰਾਸ਼ਟਰੀ ਪਾਰਕ ਸੀ ਅਤੇ ਸੁੰਦਰਬਨ ਮੈਂਗਰੋਵ ਜੰਗਲਾਂ ਦੇ ਬੰਗਾਲ ਟਾਈਗਰ ਲਈ ਜਾਣਿਆ ਜਾਂਦਾ ਹੈ।',
    },
    difficulty: 'easy',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-28',
    topic: 'environment',
    stem: {
      en: "Which of the following regions of India is one of the world's biodiversity hotspots?",
      pa: 'ਭਾਰਤ ਦਾ ਹੇਠ ਲਿਖਿਆਂ ਵਿੱਚੋਂ ਕਿਹੜਾ ਖੇਤਰ ਦੁਨੀਆ ਦੇ ਜੈਵ-ਵਿਭਿੰਨਤਾ ਹੌਟਸਪੌਟਾਂ ਵਿੱਚੋਂ ਇੱਕ ਹੈ?',
    },
    options: [
      { en: 'The Thar Desert', pa: 'ਥਾਰ ਮਾਰੂਥਲ' },
      { en: 'The Indo-Gangetic Plain', pa: 'ਸਿੰਧ-ਗੰਗਾ ਦਾ ਮੈਦਾਨ' },
      { en: 'The Deccan Plateau', pa: 'ਦੱਖਣ ਦਾ ਪਠਾਰ' },
      { en: 'The Western Ghats', pa: 'ਪੱਛਮੀ ਘਾਟ' },
    ],
    correct: 'D',
    explanation: {
      en: 'A hotspot is a region with a great many endemic species that has lost most of its original habitat. Parts of four hotspots lie in India: the Western Ghats (with Sri Lanka), the Himalaya, Indo-Burma and Sundaland (the Nicobar Islands).',
      pa: 'ਹੌਟਸਪੌਟ ਉਹ ਖੇਤਰ ਹੈ ਜਿੱਥੇ ਬਹੁਤ ਸਾਰੀਆਂ ਸਥਾਨਕ (ਐਂਡੈਮਿਕ) ਜਾਤੀਆਂ ਹੋਣ ਅਤੇ ਜਿਸ ਦਾ ਬਹੁਤਾ ਮੂਲ ਕੁਦਰਤੀ ਨਿਵਾਸ ਖ਼ਤਮ ਹੋ ਚੁੱਕਾ ਹੋਵੇ। ਭਾਰਤ ਵਿੱਚ ਚਾਰ ਹੌਟਸਪੌਟਾਂ ਦੇ ਹਿੱਸੇ ਹਨ: ਪੱਛਮੀ ਘਾਟ (ਸ੍ਰੀਲੰਕਾ ਸਮੇਤ), ਹਿਮਾਲਿਆ, ਇੰਡੋ-ਬਰਮਾ ਅਤੇ ਸੁੰਡਾਲੈਂਡ (ਨਿਕੋਬਾਰ ਟਾਪੂ)।',
    },
    difficulty: 'medium',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-29',
    topic: 'science',
    stem: {
      en: 'Which part of the human eye controls the amount of light that enters it by changing the size of the pupil?',
      pa: 'ਮਨੁੱਖੀ ਅੱਖ ਦਾ ਕਿਹੜਾ ਹਿੱਸਾ ਪੁਤਲੀ ਦਾ ਆਕਾਰ ਬਦਲ ਕੇ ਅੱਖ ਵਿੱਚ ਜਾਣ ਵਾਲੀ ਰੌਸ਼ਨੀ ਦੀ ਮਾਤਰਾ ਨੂੰ ਕੰਟਰੋਲ ਕਰਦਾ ਹੈ?',
    },
    options: [
      { en: 'Cornea', pa: 'ਕੌਰਨੀਆ (ਸਵੱਛ ਮੰਡਲ)' },
      { en: 'Iris', pa: 'ਆਇਰਿਸ (ਪਰਿਤਾਰਿਕਾ)' },
      { en: 'Retina', pa: 'ਰੈਟਿਨਾ (ਦ੍ਰਿਸ਼ਟੀ ਪਟਲ)' },
      { en: 'Optic nerve', pa: 'ਦ੍ਰਿਸ਼ਟੀ ਨਸ' },
    ],
    correct: 'B',
    explanation: {
      en: 'The iris, the coloured part of the eye, has muscles that narrow the pupil in bright light and widen it in dim light. The cornea does most of the focusing, the retina holds the light-sensitive cells and the optic nerve carries their signals to the brain.',
      pa: 'ਆਇਰਿਸ, ਅੱਖ ਦਾ ਰੰਗਦਾਰ ਹਿੱਸਾ, ਆਪਣੀਆਂ ਮਾਸਪੇਸ਼ੀਆਂ ਨਾਲ ਤੇਜ਼ ਰੌਸ਼ਨੀ ਵਿੱਚ ਪੁਤਲੀ ਨੂੰ ਛੋਟਾ ਅਤੇ ਮੱਧਮ ਰੌਸ਼ਨੀ ਵਿੱਚ ਵੱਡਾ ਕਰਦਾ ਹੈ। ਕੌਰਨੀਆ ਜ਼ਿਆਦਾਤਰ ਫ਼ੋਕਸ ਕਰਦਾ ਹੈ, ਰੈਟਿਨਾ ਵਿੱਚ ਰੌਸ਼ਨੀ ਮਹਿਸੂਸ ਕਰਨ ਵਾਲੇ ਸੈੱਲ ਹੁੰਦੇ ਹਨ ਅਤੇ ਦ੍ਰਿਸ਼ਟੀ ਨਸ ਉਨ੍ਹਾਂ ਦੇ ਸੰਕੇਤ ਦਿਮਾਗ਼ ਤੱਕ ਲੈ ਜਾਂਦੀ ਹੈ।',
    },
    difficulty: 'easy',
    source: SOURCE,
  },
  {
    key: 'pyq-2020-gs-30',
    topic: 'science',
    stem: {
      en: 'Which vitamin does the human skin make when it is exposed to sunlight?',
      pa: 'ਧੁੱਪ ਲੱਗਣ ’ਤੇ ਮਨੁੱਖੀ ਚਮੜੀ ਕਿਹੜਾ ਵਿਟਾਮਿਨ ਬਣਾਉਂਦੀ ਹੈ?',
    },
    options: [
      { en: 'Vitamin A', pa: 'ਵਿਟਾਮਿਨ A' },
      { en: 'Vitamin K', pa: 'ਵਿਟਾਮਿਨ K' },
      { en: 'Vitamin D', pa: 'ਵਿਟਾਮਿਨ D' },
      { en: 'Vitamin B12', pa: 'ਵਿਟਾਮਿਨ B12' },
    ],
    correct: 'C',
    explanation: {
      en: 'Ultraviolet-B rays in sunlight turn a form of cholesterol in the skin into vitamin D, which the body needs to absorb calcium. Its lack causes rickets in children and osteomalacia in adults.',
      pa: 'ਧੁੱਪ ਦੀਆਂ ਅਲਟ੍ਰਾਵਾਇਲਟ-B ਕਿਰਨਾਂ ਚਮੜੀ ਵਿਚਲੇ ਕੋਲੈਸਟ੍ਰੋਲ ਦੇ ਇੱਕ ਰੂਪ ਨੂੰ ਵਿਟਾਮਿਨ D ਵਿੱਚ ਬਦਲਦੀਆਂ ਹਨ, ਜੋ ਸਰੀਰ ਨੂੰ ਕੈਲਸ਼ੀਅਮ ਜਜ਼ਬ ਕਰਨ ਲਈ ਚਾਹੀਦਾ ਹੈ। ਇਸ ਦੀ ਘਾਟ ਨਾਲ ਬੱਚਿਆਂ ਵਿੱਚ ਰਿਕਟਸ ਅਤੇ ਵੱਡਿਆਂ ਵਿੱਚ ਓਸਟੀਓਮਲੇਸ਼ੀਆ ਹੁੰਦਾ ਹੈ।',
    },
    difficulty: 'easy',
    source: SOURCE,
  },
]

const keysFrom = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => `pyq-2020-gs-${String(first + index).padStart(2, '0')}`)

export const pyqTests: TestSeed[] = [
  {
    key: 'pyq-2020-gs-paper-1',
    title: {
      en: 'PPSC Prelims 2020: General Studies Paper I (practice test)',
      pa: 'ਪੀਪੀਐੱਸਸੀ ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ 2020: ਆਮ ਅਧਿਐਨ ਪੇਪਰ I (ਅਭਿਆਸ ਟੈਸਟ)',
    },
    kind: 'pyq',
    instructions: {
      en: "This is the 2020 Prelims General Studies Paper I as a timed test. It is not PPSC's official question booklet: like the PDFs on the PYQ page, it is a selection of 30 questions made by the academy's faculty in that year's pattern and style, scored with the answer key the faculty has checked. The questions are in seven sections: Polity, History, Geography, Punjab GK, Economy, Environment and Science. Each correct answer carries 2 marks (60 marks in all) and there is no negative marking, as in 2020. You have 36 minutes, the same 1.2 minutes a question as the 2020 paper. Your result compares your score with the 2020 General category cut-off of 112 out of 200 marks, scaled to this paper's 60 marks; that cut-off is the academy's estimate from its candidates' scores, and PPSC's own notices on ppsc.gov.in are the official word. Your answers are saved automatically as you go, and the test is submitted on its own when the time is up.",
      pa: 'ਇਹ 2020 ਦੀ ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਦਾ ਆਮ ਅਧਿਐਨ ਪੇਪਰ I ਸਮਾਂਬੱਧ ਟੈਸਟ ਵਜੋਂ ਹੈ। ਇਹ ਪੀਪੀਐੱਸਸੀ ਦੀ ਅਧਿਕਾਰਤ ਪ੍ਰਸ਼ਨ-ਪੁਸਤਿਕਾ ਨਹੀਂ ਹੈ: ਪੀ.ਵਾਈ.ਕਿਊ. ਪੰਨੇ ਦੀਆਂ ਪੀ.ਡੀ.ਐੱਫ਼. ਵਾਂਗ, ਇਹ ਅਕੈਡਮੀ ਦੇ ਅਧਿਆਪਕਾਂ ਵੱਲੋਂ ਉਸ ਸਾਲ ਦੇ ਪੈਟਰਨ ਅਤੇ ਅੰਦਾਜ਼ ਵਿੱਚ ਚੁਣੇ 30 ਸਵਾਲ ਹਨ, ਜਿਨ੍ਹਾਂ ਦੀ ਜਾਂਚ ਅਧਿਆਪਕਾਂ ਵੱਲੋਂ ਪਰਖੀ ਉੱਤਰ-ਕੁੰਜੀ ਨਾਲ ਹੁੰਦੀ ਹੈ। ਸਵਾਲ ਸੱਤ ਭਾਗਾਂ ਵਿੱਚ ਹਨ: ਰਾਜ-ਵਿਵਸਥਾ, ਇਤਿਹਾਸ, ਭੂਗੋਲ, ਪੰਜਾਬ ਆਮ ਗਿਆਨ, ਅਰਥ-ਵਿਵਸਥਾ, ਵਾਤਾਵਰਨ ਅਤੇ ਵਿਗਿਆਨ। ਹਰ ਸਹੀ ਜਵਾਬ ਦੇ 2 ਅੰਕ ਹਨ (ਕੁੱਲ 60 ਅੰਕ) ਅਤੇ 2020 ਵਾਂਗ ਕੋਈ ਨੈਗੇਟਿਵ ਮਾਰਕਿੰਗ ਨਹੀਂ ਹੈ। ਤੁਹਾਡੇ ਕੋਲ 36 ਮਿੰਟ ਹਨ, ਭਾਵ 2020 ਦੇ ਪੇਪਰ ਵਾਂਗ ਹਰ ਸਵਾਲ ਲਈ 1.2 ਮਿੰਟ। ਤੁਹਾਡਾ ਨਤੀਜਾ ਤੁਹਾਡੇ ਅੰਕਾਂ ਦੀ ਤੁਲਨਾ 2020 ਦੀ ਜਨਰਲ ਸ਼੍ਰੇਣੀ ਦੀ 200 ਵਿੱਚੋਂ 112 ਅੰਕਾਂ ਦੀ ਕੱਟ-ਆਫ਼ ਨਾਲ ਕਰਦਾ ਹੈ, ਜੋ ਇਸ ਪੇਪਰ ਦੇ 60 ਅੰਕਾਂ ਦੇ ਅਨੁਪਾਤ ਵਿੱਚ ਬਦਲੀ ਗਈ ਹੈ; ਇਹ ਕੱਟ-ਆਫ਼ ਅਕੈਡਮੀ ਦਾ ਆਪਣੇ ਉਮੀਦਵਾਰਾਂ ਦੇ ਅੰਕਾਂ ਤੋਂ ਲਾਇਆ ਅੰਦਾਜ਼ਾ ਹੈ, ਅਤੇ ਅਧਿਕਾਰਤ ਜਾਣਕਾਰੀ ppsc.gov.in ਉੱਤੇ ਪੀਪੀਐੱਸਸੀ ਦੇ ਨੋਟਿਸਾਂ ਵਿੱਚ ਹੈ। ਤੁਹਾਡੇ ਜਵਾਬ ਨਾਲ-ਨਾਲ ਆਪਣੇ-ਆਪ ਸੇਵ ਹੁੰਦੇ ਰਹਿੰਦੇ ਹਨ ਅਤੇ ਸਮਾਂ ਖ਼ਤਮ ਹੁੰਦੇ ਹੀ ਟੈਸਟ ਆਪਣੇ-ਆਪ ਜਮ੍ਹਾਂ ਹੋ ਜਾਂਦਾ ਹੈ।',
    },
    durationMinutes: 36,
    marksPerCorrect: 2,
    negativeMarks: 0,
    isFree: true,
    sections: [
      { title: { en: 'Polity', pa: 'ਰਾਜ-ਵਿਵਸਥਾ' }, questionKeys: keysFrom(1, 5) },
      { title: { en: 'History', pa: 'ਇਤਿਹਾਸ' }, questionKeys: keysFrom(6, 10) },
      { title: { en: 'Geography', pa: 'ਭੂਗੋਲ' }, questionKeys: keysFrom(11, 14) },
      { title: { en: 'Punjab GK', pa: 'ਪੰਜਾਬ ਆਮ ਗਿਆਨ' }, questionKeys: keysFrom(15, 21) },
      { title: { en: 'Economy', pa: 'ਅਰਥ-ਵਿਵਸਥਾ' }, questionKeys: keysFrom(22, 25) },
      { title: { en: 'Environment', pa: 'ਵਾਤਾਵਰਨ' }, questionKeys: keysFrom(26, 28) },
      { title: { en: 'Science', pa: 'ਵਿਗਿਆਨ' }, questionKeys: keysFrom(29, 30) },
    ],
  },
]
