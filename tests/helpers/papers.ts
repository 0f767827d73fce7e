import type { Paper, PaperQuestion, PaperSection } from '@/domain/test-engine/types'

/**
 * The papers the exam and daily-quiz component tests sit, built once: each test names only its
 * questions, so a change to the paper's shape is one edit here.
 */

/** Option texts the same in both languages (numbers, dates, names). */
export const sameInBoth = (...texts: string[]) => texts.map((text) => ({ en: text, pa: text }))

/** Punjab PCS Prelims Mock 3's title. */
export const MOCK_3_TITLE = { en: 'Punjab PCS Prelims Mock 3', pa: 'ਪੰਜਾਬ ਪੀ.ਸੀ.ਐਸ. ਮੁੱਢਲੀ ਮੌਕ 3' }

/** Its General Studies section: +2 right, −0.5 wrong. */
export const generalStudies = (questions: PaperQuestion[]): PaperSection => ({
  id: 'gs',
  title: { en: 'General Studies', pa: 'ਜਨਰਲ ਸਟੱਡੀਜ਼' },
  marksPerCorrect: 2,
  negativeMarks: 0.5,
  questions,
})

/** The daily current-affairs quiz of 24 November 2026: one section, a mark a question, nothing off. */
export const dailyQuizPaper = (questions: PaperQuestion[]): Paper => ({
  testId: '31',
  title: { en: 'Daily CA Quiz: 24 November 2026', pa: 'ਰੋਜ਼ਾਨਾ ਸਮਕਾਲੀ ਮਾਮਲੇ ਕੁਇਜ਼: 24 ਨਵੰਬਰ 2026' },
  sections: [{ id: 's1', title: { en: 'Current affairs', pa: 'ਸਮਕਾਲੀ ਮਾਮਲੇ' }, marksPerCorrect: 1, negativeMarks: 0, questions }],
})
