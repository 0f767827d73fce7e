import { pyqTests } from './pyq-tests'
import type { TestSeed, TestSeriesSeed } from './types'

/** Practice tests built from the question keys in `questions.ts`; PYQ papers as tests come from `pyq-tests.ts`. */
export const tests: TestSeed[] = [
  {
    key: 'gs-mock-01',
    title: { en: 'PPSC Prelims GS Mock Test 1', pa: 'ਪੀ.ਪੀ.ਐੱਸ.ਸੀ. ਪ੍ਰੀਲਿਮਜ਼ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਮੌਕ ਟੈਸਟ 1' },
    kind: 'gs-prelims',
    preset: 'ppsc-gs',
    instructions: {
      en: 'This full-length General Studies (Paper I) mock follows the PPSC Prelims pattern: 100 questions in seven sections, namely Polity, History, Geography, Punjab GK, Economy, Environment and Science. Each correct answer carries 2 marks (200 marks in all) and there is no negative marking, so attempt every question. You have 120 minutes. Your answers are saved automatically as you go, and the test is submitted on its own when the time is up.',
      pa: 'ਇਹ ਪੂਰਾ ਜਨਰਲ ਸਟੱਡੀਜ਼ (ਪੇਪਰ I) ਮੌਕ ਟੈਸਟ ਪੀ.ਪੀ.ਐੱਸ.ਸੀ. ਪ੍ਰੀਲਿਮਜ਼ ਦੇ ਪੈਟਰਨ ਉੱਤੇ ਹੈ: ਸੱਤ ਭਾਗਾਂ ਵਿੱਚ 100 ਸਵਾਲ ਹਨ, ਜੋ ਹਨ ਰਾਜ-ਵਿਵਸਥਾ, ਇਤਿਹਾਸ, ਭੂਗੋਲ, ਪੰਜਾਬ ਆਮ ਗਿਆਨ, ਅਰਥ-ਵਿਵਸਥਾ, ਵਾਤਾਵਰਨ ਅਤੇ ਵਿਗਿਆਨ। ਹਰ ਸਹੀ ਜਵਾਬ ਦੇ 2 ਅੰਕ ਹਨ (ਕੁੱਲ 200 ਅੰਕ) ਅਤੇ ਕੋਈ ਨੈਗੇਟਿਵ ਮਾਰਕਿੰਗ ਨਹੀਂ ਹੈ, ਇਸ ਲਈ ਹਰ ਸਵਾਲ ਹੱਲ ਕਰੋ। ਤੁਹਾਡੇ ਕੋਲ 120 ਮਿੰਟ ਹਨ। ਤੁਹਾਡੇ ਜਵਾਬ ਨਾਲ-ਨਾਲ ਆਪਣੇ-ਆਪ ਸੇਵ ਹੁੰਦੇ ਰਹਿੰਦੇ ਹਨ ਅਤੇ ਸਮਾਂ ਖ਼ਤਮ ਹੁੰਦੇ ਹੀ ਟੈਸਟ ਆਪਣੇ-ਆਪ ਜਮ੍ਹਾਂ ਹੋ ਜਾਂਦਾ ਹੈ।',
    },
    durationMinutes: 120,
    marksPerCorrect: 2,
    negativeMarks: 0,
    previousCutoff: 118,
    isFree: true,
    sections: [
      {
        title: { en: 'Polity', pa: 'ਰਾਜ-ਵਿਵਸਥਾ' },
        questionKeys: [
          'polity-001', 'polity-002', 'polity-003', 'polity-004', 'polity-005', 'polity-006', 'polity-007',
          'polity-008', 'polity-009', 'polity-010', 'polity-011', 'polity-012', 'polity-013', 'polity-014',
          'polity-015', 'polity-016',
        ],
      },
      {
        title: { en: 'History', pa: 'ਇਤਿਹਾਸ' },
        questionKeys: [
          'history-001', 'history-002', 'history-003', 'history-004', 'history-005', 'history-006', 'history-007',
          'history-008', 'history-009', 'history-010', 'history-011', 'history-012', 'history-013', 'history-014',
          'history-015', 'history-016',
        ],
      },
      {
        title: { en: 'Geography', pa: 'ਭੂਗੋਲ' },
        questionKeys: [
          'geography-001', 'geography-002', 'geography-003', 'geography-004', 'geography-005', 'geography-006',
          'geography-007', 'geography-008', 'geography-009', 'geography-010', 'geography-011', 'geography-012',
          'geography-013',
        ],
      },
      {
        title: { en: 'Punjab GK', pa: 'ਪੰਜਾਬ ਆਮ ਗਿਆਨ' },
        questionKeys: [
          'punjab-gk-001', 'punjab-gk-002', 'punjab-gk-003', 'punjab-gk-004', 'punjab-gk-005', 'punjab-gk-006',
          'punjab-gk-007', 'punjab-gk-008', 'punjab-gk-009', 'punjab-gk-010', 'punjab-gk-011', 'punjab-gk-012',
          'punjab-gk-013', 'punjab-gk-014', 'punjab-gk-015', 'punjab-gk-016', 'punjab-gk-017', 'punjab-gk-018',
          'punjab-gk-019', 'punjab-gk-020', 'punjab-gk-021', 'punjab-gk-022', 'punjab-gk-023', 'punjab-gk-024',
          'punjab-gk-025',
        ],
      },
      {
        title: { en: 'Economy', pa: 'ਅਰਥ-ਵਿਵਸਥਾ' },
        questionKeys: [
          'economy-001', 'economy-002', 'economy-003', 'economy-004', 'economy-005', 'economy-006', 'economy-007',
          'economy-008', 'economy-009', 'economy-010', 'economy-011',
        ],
      },
      {
        title: { en: 'Environment', pa: 'ਵਾਤਾਵਰਨ' },
        questionKeys: [
          'environment-001', 'environment-002', 'environment-003', 'environment-004', 'environment-005',
          'environment-006', 'environment-007', 'environment-008', 'environment-009',
        ],
      },
      {
        title: { en: 'Science', pa: 'ਵਿਗਿਆਨ' },
        questionKeys: [
          'science-001', 'science-002', 'science-003', 'science-004', 'science-005', 'science-006', 'science-007',
          'science-008', 'science-009', 'science-010',
        ],
      },
    ],
  },
  {
    key: 'csat-mock-01',
    preset: 'ppsc-csat',
    title: { en: 'PPSC CSAT Mock Test 1', pa: 'ਪੀ.ਪੀ.ਐੱਸ.ਸੀ. ਸੀ-ਸੈਟ ਮੌਕ ਟੈਸਟ 1' },
    kind: 'csat',
    instructions: {
      en: 'This full-length CSAT (Paper II) mock follows the PPSC Prelims pattern: 80 questions in five sections, namely reading comprehension, quantitative aptitude, logical reasoning, data interpretation and decision making. Each correct answer carries 2.5 marks (200 marks in all) and there is no negative marking, so attempt every question. The paper is qualifying: you need at least 40%, that is 80 marks. You have 120 minutes. Your answers are saved automatically as you go, and the test is submitted on its own when the time is up.',
      pa: 'ਇਹ ਪੂਰਾ ਸੀ-ਸੈਟ (ਪੇਪਰ II) ਮੌਕ ਟੈਸਟ ਪੀ.ਪੀ.ਐੱਸ.ਸੀ. ਪ੍ਰੀਲਿਮਜ਼ ਦੇ ਪੈਟਰਨ ਉੱਤੇ ਹੈ: ਪੰਜ ਭਾਗਾਂ ਵਿੱਚ 80 ਸਵਾਲ ਹਨ, ਜੋ ਹਨ ਪੈਰਾ-ਸਮਝ, ਗਣਿਤਕ ਯੋਗਤਾ, ਤਰਕ ਯੋਗਤਾ, ਅੰਕੜਾ ਵਿਆਖਿਆ ਅਤੇ ਫ਼ੈਸਲਾ ਲੈਣ ਦੀ ਯੋਗਤਾ। ਹਰ ਸਹੀ ਜਵਾਬ ਦੇ 2.5 ਅੰਕ ਹਨ (ਕੁੱਲ 200 ਅੰਕ) ਅਤੇ ਕੋਈ ਨੈਗੇਟਿਵ ਮਾਰਕਿੰਗ ਨਹੀਂ ਹੈ, ਇਸ ਲਈ ਹਰ ਸਵਾਲ ਹੱਲ ਕਰੋ। ਇਹ ਪੇਪਰ ਕੁਆਲੀਫ਼ਾਈਂਗ ਹੈ: ਪਾਸ ਹੋਣ ਲਈ ਘੱਟੋ-ਘੱਟ 40%, ਭਾਵ 80 ਅੰਕ ਚਾਹੀਦੇ ਹਨ। ਤੁਹਾਡੇ ਕੋਲ 120 ਮਿੰਟ ਹਨ। ਤੁਹਾਡੇ ਜਵਾਬ ਨਾਲ-ਨਾਲ ਆਪਣੇ-ਆਪ ਸੇਵ ਹੁੰਦੇ ਰਹਿੰਦੇ ਹਨ ਅਤੇ ਸਮਾਂ ਖ਼ਤਮ ਹੁੰਦੇ ਹੀ ਟੈਸਟ ਆਪਣੇ-ਆਪ ਜਮ੍ਹਾਂ ਹੋ ਜਾਂਦਾ ਹੈ।',
    },
    durationMinutes: 120,
    marksPerCorrect: 2.5,
    negativeMarks: 0,
    qualifyingPercent: 40,
    isFree: true,
    sections: [
      {
        title: { en: 'Reading Comprehension', pa: 'ਪੈਰਾ-ਸਮਝ' },
        questionKeys: [
          'csat-001', 'csat-002', 'csat-003', 'csat-004', 'csat-023', 'csat-024', 'csat-025', 'csat-026', 'csat-027',
          'csat-028', 'csat-029', 'csat-030', 'csat-031', 'csat-032', 'csat-033', 'csat-034', 'csat-035', 'csat-036',
          'csat-037', 'csat-038', 'csat-039', 'csat-040', 'csat-041', 'csat-042',
        ],
      },
      {
        title: { en: 'Quantitative Aptitude', pa: 'ਗਣਿਤਕ ਯੋਗਤਾ' },
        questionKeys: [
          'csat-005', 'csat-006', 'csat-007', 'csat-008', 'csat-009', 'csat-010', 'csat-011', 'csat-012', 'csat-013',
          'csat-043', 'csat-044', 'csat-045', 'csat-046', 'csat-047', 'csat-048', 'csat-049', 'csat-050', 'csat-051',
          'csat-052', 'csat-053',
        ],
      },
      {
        title: { en: 'Logical Reasoning', pa: 'ਤਰਕ ਯੋਗਤਾ' },
        questionKeys: [
          'csat-014', 'csat-015', 'csat-016', 'csat-017', 'csat-018', 'csat-019', 'csat-054', 'csat-055', 'csat-056',
          'csat-057', 'csat-058', 'csat-059', 'csat-060', 'csat-061', 'csat-062', 'csat-063', 'csat-064', 'csat-065',
        ],
      },
      {
        title: { en: 'Data Interpretation', pa: 'ਅੰਕੜਾ ਵਿਆਖਿਆ' },
        questionKeys: [
          'csat-020', 'csat-021', 'csat-022', 'csat-066', 'csat-067', 'csat-068', 'csat-069', 'csat-070', 'csat-071',
          'csat-072', 'csat-073', 'csat-074',
        ],
      },
      {
        title: { en: 'Decision Making', pa: 'ਫ਼ੈਸਲਾ ਲੈਣ ਦੀ ਯੋਗਤਾ' },
        questionKeys: [
          'csat-075', 'csat-076', 'csat-077', 'csat-078', 'csat-079', 'csat-080',
        ],
      },
    ],
  },
  {
    key: 'punjab-gk-sectional-01',
    title: { en: 'Punjab GK Sectional Test 1', pa: 'ਪੰਜਾਬ ਆਮ ਗਿਆਨ ਸੈਕਸ਼ਨਲ ਟੈਸਟ 1' },
    kind: 'sectional',
    instructions: {
      en: 'This sectional test has 20 questions on Punjab: districts, culture, festivals, economy, agriculture, institutions and personalities. Each correct answer carries 2 marks (40 marks in all) and there is no negative marking. You have 20 minutes. Your answers are saved automatically as you go, and the test is submitted on its own when the time is up.',
      pa: 'ਇਸ ਸੈਕਸ਼ਨਲ ਟੈਸਟ ਵਿੱਚ ਪੰਜਾਬ ਬਾਰੇ 20 ਸਵਾਲ ਹਨ: ਜ਼ਿਲ੍ਹੇ, ਸੱਭਿਆਚਾਰ, ਤਿਉਹਾਰ, ਅਰਥ-ਵਿਵਸਥਾ, ਖੇਤੀਬਾੜੀ, ਸੰਸਥਾਵਾਂ ਅਤੇ ਸ਼ਖ਼ਸੀਅਤਾਂ। ਹਰ ਸਹੀ ਜਵਾਬ ਦੇ 2 ਅੰਕ ਹਨ (ਕੁੱਲ 40 ਅੰਕ) ਅਤੇ ਕੋਈ ਨੈਗੇਟਿਵ ਮਾਰਕਿੰਗ ਨਹੀਂ ਹੈ। ਤੁਹਾਡੇ ਕੋਲ 20 ਮਿੰਟ ਹਨ। ਤੁਹਾਡੇ ਜਵਾਬ ਨਾਲ-ਨਾਲ ਆਪਣੇ-ਆਪ ਸੇਵ ਹੁੰਦੇ ਰਹਿੰਦੇ ਹਨ ਅਤੇ ਸਮਾਂ ਖ਼ਤਮ ਹੁੰਦੇ ਹੀ ਟੈਸਟ ਆਪਣੇ-ਆਪ ਜਮ੍ਹਾਂ ਹੋ ਜਾਂਦਾ ਹੈ।',
    },
    durationMinutes: 20,
    marksPerCorrect: 2,
    negativeMarks: 0,
    isFree: true,
    sections: [
      {
        title: { en: 'Punjab GK', pa: 'ਪੰਜਾਬ ਆਮ ਗਿਆਨ' },
        questionKeys: [
          'punjab-gk-001', 'punjab-gk-002', 'punjab-gk-003', 'punjab-gk-004', 'punjab-gk-005', 'punjab-gk-006',
          'punjab-gk-007', 'punjab-gk-008', 'punjab-gk-009', 'punjab-gk-010', 'punjab-gk-011', 'punjab-gk-012',
          'punjab-gk-013', 'punjab-gk-014', 'punjab-gk-015', 'punjab-gk-016', 'punjab-gk-017', 'punjab-gk-018',
          'punjab-gk-019', 'punjab-gk-020',
        ],
      },
    ],
  },
  {
    key: 'polity-topic-01',
    title: { en: 'Indian Polity Topic Test 1', pa: 'ਭਾਰਤੀ ਰਾਜ-ਵਿਵਸਥਾ ਵਿਸ਼ਾ ਟੈਸਟ 1' },
    kind: 'topic',
    instructions: {
      en: 'This topic test has 12 questions on the Indian Constitution and polity. Each correct answer carries 2 marks (24 marks in all), and 0.66 marks are deducted for every wrong answer; unanswered questions carry no penalty, so guess only when you can rule out some options. You have 15 minutes. Your answers are saved automatically as you go, and the test is submitted on its own when the time is up.',
      pa: 'ਇਸ ਵਿਸ਼ਾ ਟੈਸਟ ਵਿੱਚ ਭਾਰਤੀ ਸੰਵਿਧਾਨ ਅਤੇ ਰਾਜ-ਵਿਵਸਥਾ ਬਾਰੇ 12 ਸਵਾਲ ਹਨ। ਹਰ ਸਹੀ ਜਵਾਬ ਦੇ 2 ਅੰਕ ਹਨ (ਕੁੱਲ 24 ਅੰਕ) ਅਤੇ ਹਰ ਗ਼ਲਤ ਜਵਾਬ ਲਈ 0.66 ਅੰਕ ਕੱਟੇ ਜਾਂਦੇ ਹਨ; ਛੱਡੇ ਗਏ ਸਵਾਲਾਂ ਦਾ ਕੋਈ ਅੰਕ ਨਹੀਂ ਕੱਟਿਆ ਜਾਂਦਾ, ਇਸ ਲਈ ਅੰਦਾਜ਼ਾ ਤਾਂ ਹੀ ਲਾਓ ਜੇ ਤੁਸੀਂ ਕੁਝ ਵਿਕਲਪ ਰੱਦ ਕਰ ਸਕਦੇ ਹੋ। ਤੁਹਾਡੇ ਕੋਲ 15 ਮਿੰਟ ਹਨ। ਤੁਹਾਡੇ ਜਵਾਬ ਨਾਲ-ਨਾਲ ਆਪਣੇ-ਆਪ ਸੇਵ ਹੁੰਦੇ ਰਹਿੰਦੇ ਹਨ ਅਤੇ ਸਮਾਂ ਖ਼ਤਮ ਹੁੰਦੇ ਹੀ ਟੈਸਟ ਆਪਣੇ-ਆਪ ਜਮ੍ਹਾਂ ਹੋ ਜਾਂਦਾ ਹੈ।',
    },
    durationMinutes: 15,
    marksPerCorrect: 2,
    negativeMarks: 0.66,
    isFree: false,
    sections: [
      {
        title: { en: 'Indian Polity', pa: 'ਭਾਰਤੀ ਰਾਜ-ਵਿਵਸਥਾ' },
        questionKeys: [
          'polity-001', 'polity-002', 'polity-003', 'polity-004', 'polity-005', 'polity-006', 'polity-007',
          'polity-008', 'polity-009', 'polity-010', 'polity-011', 'polity-012',
        ],
      },
    ],
  },
  {
    key: 'history-topic-01',
    title: { en: 'History of Punjab and India Topic Test 1', pa: 'ਪੰਜਾਬ ਅਤੇ ਭਾਰਤ ਦਾ ਇਤਿਹਾਸ ਵਿਸ਼ਾ ਟੈਸਟ 1' },
    kind: 'topic',
    instructions: {
      en: 'This topic test has 12 questions on the history of Punjab and India, including the Sikh Gurus, Maharaja Ranjit Singh and the freedom struggle. Each correct answer carries 2 marks (24 marks in all) and there is no negative marking. You have 15 minutes. Your answers are saved automatically as you go, and the test is submitted on its own when the time is up.',
      pa: 'ਇਸ ਵਿਸ਼ਾ ਟੈਸਟ ਵਿੱਚ ਪੰਜਾਬ ਅਤੇ ਭਾਰਤ ਦੇ ਇਤਿਹਾਸ ਬਾਰੇ 12 ਸਵਾਲ ਹਨ, ਜਿਨ੍ਹਾਂ ਵਿੱਚ ਸਿੱਖ ਗੁਰੂ ਸਾਹਿਬਾਨ, ਮਹਾਰਾਜਾ ਰਣਜੀਤ ਸਿੰਘ ਅਤੇ ਆਜ਼ਾਦੀ ਸੰਗਰਾਮ ਸ਼ਾਮਲ ਹਨ। ਹਰ ਸਹੀ ਜਵਾਬ ਦੇ 2 ਅੰਕ ਹਨ (ਕੁੱਲ 24 ਅੰਕ) ਅਤੇ ਕੋਈ ਨੈਗੇਟਿਵ ਮਾਰਕਿੰਗ ਨਹੀਂ ਹੈ। ਤੁਹਾਡੇ ਕੋਲ 15 ਮਿੰਟ ਹਨ। ਤੁਹਾਡੇ ਜਵਾਬ ਨਾਲ-ਨਾਲ ਆਪਣੇ-ਆਪ ਸੇਵ ਹੁੰਦੇ ਰਹਿੰਦੇ ਹਨ ਅਤੇ ਸਮਾਂ ਖ਼ਤਮ ਹੁੰਦੇ ਹੀ ਟੈਸਟ ਆਪਣੇ-ਆਪ ਜਮ੍ਹਾਂ ਹੋ ਜਾਂਦਾ ਹੈ।',
    },
    durationMinutes: 15,
    marksPerCorrect: 2,
    negativeMarks: 0,
    isFree: false,
    sections: [
      {
        title: { en: 'History of Punjab and India', pa: 'ਪੰਜਾਬ ਅਤੇ ਭਾਰਤ ਦਾ ਇਤਿਹਾਸ' },
        questionKeys: [
          'history-001', 'history-002', 'history-003', 'history-004', 'history-005', 'history-006', 'history-007',
          'history-008', 'history-009', 'history-010', 'history-011', 'history-012',
        ],
      },
    ],
  },
  ...pyqTests,
]

export const testSeries: TestSeriesSeed[] = [
  {
    key: 'prelims-2026',
    title: { en: 'PPSC Prelims 2026 Test Series', pa: 'ਪੀ.ਪੀ.ਐੱਸ.ਸੀ. ਪ੍ਰੀਲਿਮਜ਼ 2026 ਟੈਸਟ ਸੀਰੀਜ਼' },
    description: {
      en: 'Full-length practice for both papers of the PPSC Civil Services Preliminary Examination: a General Studies mock and a qualifying CSAT test. Every question comes with a detailed explanation in English and Punjabi, so you can learn from each attempt.',
      pa: 'ਪੀ.ਪੀ.ਐੱਸ.ਸੀ. ਸਿਵਲ ਸੇਵਾਵਾਂ ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਦੇ ਦੋਵਾਂ ਪੇਪਰਾਂ ਦਾ ਪੂਰਾ ਅਭਿਆਸ: ਇੱਕ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਮੌਕ ਟੈਸਟ ਅਤੇ ਇੱਕ ਕੁਆਲੀਫ਼ਾਈਂਗ ਸੀ-ਸੈਟ ਟੈਸਟ। ਹਰ ਸਵਾਲ ਨਾਲ ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ ਵਿੱਚ ਵਿਸਥਾਰਪੂਰਵਕ ਵਿਆਖਿਆ ਦਿੱਤੀ ਗਈ ਹੈ, ਤਾਂ ਜੋ ਤੁਸੀਂ ਹਰ ਕੋਸ਼ਿਸ਼ ਤੋਂ ਕੁਝ ਸਿੱਖ ਸਕੋ।',
    },
    kind: 'prelims',
    isPaid: false,
    testKeys: ['gs-mock-01', 'csat-mock-01'],
  },
  {
    key: 'punjab-special',
    title: { en: 'Punjab GK and History Sectional Series', pa: 'ਪੰਜਾਬ ਆਮ ਗਿਆਨ ਅਤੇ ਇਤਿਹਾਸ ਸੈਕਸ਼ਨਲ ਸੀਰੀਜ਼' },
    description: {
      en: "Focused tests on the Punjab-specific part of the syllabus, which carries real weight in the PPSC paper. Practise questions on Punjab's districts, culture, economy and institutions, along with Sikh history, Maharaja Ranjit Singh and the freedom struggle.",
      pa: 'ਸਿਲੇਬਸ ਦੇ ਪੰਜਾਬ ਨਾਲ ਸਬੰਧਿਤ ਹਿੱਸੇ ਉੱਤੇ ਕੇਂਦਰਿਤ ਟੈਸਟ, ਜਿਸ ਦਾ ਪੀ.ਪੀ.ਐੱਸ.ਸੀ. ਪੇਪਰ ਵਿੱਚ ਚੋਖਾ ਭਾਰ ਹੁੰਦਾ ਹੈ। ਪੰਜਾਬ ਦੇ ਜ਼ਿਲ੍ਹਿਆਂ, ਸੱਭਿਆਚਾਰ, ਅਰਥ-ਵਿਵਸਥਾ ਅਤੇ ਸੰਸਥਾਵਾਂ ਦੇ ਨਾਲ-ਨਾਲ ਸਿੱਖ ਇਤਿਹਾਸ, ਮਹਾਰਾਜਾ ਰਣਜੀਤ ਸਿੰਘ ਅਤੇ ਆਜ਼ਾਦੀ ਸੰਗਰਾਮ ਬਾਰੇ ਸਵਾਲਾਂ ਦਾ ਅਭਿਆਸ ਕਰੋ।',
    },
    kind: 'sectional',
    isPaid: false,
    testKeys: ['punjab-gk-sectional-01', 'history-topic-01'],
  },
  {
    key: 'polity-booster',
    title: { en: 'Polity Booster Series', pa: 'ਰਾਜ-ਵਿਵਸਥਾ ਬੂਸਟਰ ਸੀਰੀਜ਼' },
    description: {
      en: 'Topic-wise practice on the Indian Constitution and polity, from Fundamental Rights and Duties to Parliament, emergency provisions and local government. The tests use negative marking, so you also learn when to leave a question rather than guess.',
      pa: 'ਮੌਲਿਕ ਅਧਿਕਾਰਾਂ ਅਤੇ ਫ਼ਰਜ਼ਾਂ ਤੋਂ ਲੈ ਕੇ ਸੰਸਦ, ਐਮਰਜੈਂਸੀ ਉਪਬੰਧਾਂ ਅਤੇ ਸਥਾਨਕ ਸਰਕਾਰ ਤੱਕ, ਭਾਰਤੀ ਸੰਵਿਧਾਨ ਅਤੇ ਰਾਜ-ਵਿਵਸਥਾ ਦਾ ਵਿਸ਼ਾ-ਵਾਰ ਅਭਿਆਸ। ਇਨ੍ਹਾਂ ਟੈਸਟਾਂ ਵਿੱਚ ਨੈਗੇਟਿਵ ਮਾਰਕਿੰਗ ਹੈ, ਇਸ ਲਈ ਤੁਸੀਂ ਇਹ ਵੀ ਸਿੱਖਦੇ ਹੋ ਕਿ ਕਦੋਂ ਅੰਦਾਜ਼ਾ ਲਾਉਣ ਦੀ ਥਾਂ ਸਵਾਲ ਛੱਡ ਦੇਣਾ ਬਿਹਤਰ ਹੈ।',
    },
    kind: 'sectional',
    isPaid: true,
    productKey: 'prelims-2026-test-series',
    testKeys: ['polity-topic-01'],
  },
]
