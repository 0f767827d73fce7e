import { describe, expect, it } from 'vitest'

import {
  describeBookmarksShown,
  describeEvaluation,
  describeHistoryShown,
  describeKind,
  describeRank,
  describeScore,
  describeStreak,
  describeTimeLeft,
} from './dashboard-words'

describe('the dashboard’s words', () => {
  it('gives a first attempt its rank and says a later one is not ranked', () => {
    expect(describeRank({ rank: 12, candidates: 340 }, 1, 'en')).toBe('12 of 340')
    expect(describeRank(null, 2, 'en')).toBe('Not ranked (attempt 2)')
    expect(describeRank({ rank: 12, candidates: 340 }, 1, 'pa')).toBe('340 ਵਿੱਚੋਂ 12')
  })

  it('prints scores as the result page does', () => {
    expect(describeScore(47.5, 60)).toBe('47.5 / 60')
    expect(describeScore(-1.98, 24)).toBe('−1.98 / 24')
  })

  it('names a test’s kind, and a kind it does not know as a test', () => {
    expect(describeKind('pyq', 'en')).toBe('PYQ')
    expect(describeKind('topic', 'en')).toBe('Topic test')
    expect(describeKind('something-new', 'en')).toBe('Test')
    expect(describeKind('gs-prelims', 'pa')).toBe('GS ਮੁੱਢਲੀ ਪ੍ਰੀਖਿਆ')
  })

  it('tells the time left in hours and minutes, never more than the server gives', () => {
    expect(describeTimeLeft(72, 'en')).toBe('1 h 12 min')
    expect(describeTimeLeft(120, 'en')).toBe('2 h')
    expect(describeTimeLeft(45, 'en')).toBe('45 min')
    expect(describeTimeLeft(0, 'en')).toBe('less than 1 min')
    expect(describeTimeLeft(72, 'pa')).toBe('1 ਘੰਟੇ 12 ਮਿੰਟ')
  })

  it('tells the streak and what keeps it going', () => {
    expect(describeStreak({ current: 0, best: 0, isTodayDone: false }, true, 'en')).toBe('Take today’s quiz to start a streak.')
    expect(describeStreak({ current: 0, best: 4, isTodayDone: false }, false, 'en')).toBe(
      'Your streak starts with the next daily quiz you take on its day.',
    )
    expect(describeStreak({ current: 3, best: 5, isTodayDone: false }, true, 'en')).toBe(
      '3 days in a row. Take today’s quiz to keep it going.',
    )
    expect(describeStreak({ current: 1, best: 5, isTodayDone: true }, true, 'en')).toBe(
      '1 day in a row, today’s included. Come back tomorrow to keep it going.',
    )
    expect(describeStreak({ current: 2, best: 2, isTodayDone: false }, false, 'en')).toBe('2 days in a row.')
    expect(describeStreak({ current: 2, best: 2, isTodayDone: false }, false, 'pa')).toBe('ਲਗਾਤਾਰ 2 ਦਿਨ।')
  })

  it('shows a written answer’s marks out of the question’s, or that it awaits evaluation', () => {
    expect(describeEvaluation({ status: 'evaluated', marksAwarded: 7, marks: 10 }, 'en')).toBe('Marks: 7 / 10')
    expect(describeEvaluation({ status: 'evaluated', marksAwarded: 6.5, marks: null }, 'en')).toBe('Marks: 6.5')
    expect(describeEvaluation({ status: 'submitted', marksAwarded: null, marks: 15 }, 'en')).toBe('Submitted, awaiting evaluation')
    expect(describeEvaluation({ status: 'evaluated', marksAwarded: 7, marks: 10 }, 'pa')).toBe('ਅੰਕ: 7 / 10')
  })

  it('says when the history is cut short', () => {
    expect(describeHistoryShown(50, 73, 'en')).toBe('Showing your 50 latest of 73 finished attempts.')
    expect(describeHistoryShown(12, 12, 'en')).toBeNull()
  })

  it('says how many bookmarks are shown', () => {
    const punjab = { slug: 'gs-pcs-prelims_punjab-gk', title: 'Punjab GK', count: 2 }
    expect(describeBookmarksShown(2, 4, punjab, 'en')).toBe('Showing 2 of 4 bookmarked questions: Punjab GK')
    expect(describeBookmarksShown(4, 4, null, 'en')).toBe('Showing all 4 bookmarked questions')
    expect(describeBookmarksShown(1, 1, null, 'en')).toBe('Showing your 1 bookmarked question')
    expect(describeBookmarksShown(4, 4, null, 'pa')).toBe('ਸਾਰੇ 4 ਬੁੱਕਮਾਰਕ ਕੀਤੇ ਪ੍ਰਸ਼ਨ ਦਿਖਾਏ ਜਾ ਰਹੇ ਹਨ')
  })
})
