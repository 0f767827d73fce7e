import { describe, expect, it } from 'vitest'

import { describeTestKind } from '@/domain/test-engine/kinds'
import {
  describeMarking,
  describeTestFacts,
  describeTestWindow,
  describeTimeLeft,
  findTestWindow,
  formatTimeLeft,
} from './test-series-labels'

const NOW = '2026-11-20T06:00:00.000Z'

describe('a test card’s facts', () => {
  it('reads like the PPSC paper: questions, marks, minutes and the negative marking', () => {
    expect(describeTestFacts({ questionCount: 100, maxMarks: 200, durationMinutes: 120, negativeMarks: 0 }, 'en')).toBe(
      '100 questions · 200 marks · 120 min · No negative marking',
    )
    expect(describeTestFacts({ questionCount: 1, maxMarks: 1, durationMinutes: 5, negativeMarks: 0.66 }, 'en')).toBe(
      '1 question · 1 mark · 5 min · −0.66 per wrong answer',
    )
  })

  it('reads the same facts in Punjabi', () => {
    expect(describeTestFacts({ questionCount: 100, maxMarks: 200, durationMinutes: 120, negativeMarks: 0.66 }, 'pa')).toBe(
      '100 ਪ੍ਰਸ਼ਨ · 200 ਅੰਕ · 120 ਮਿੰਟ · ਹਰ ਗ਼ਲਤ ਉੱਤਰ ’ਤੇ −0.66',
    )
  })

  it('names the known kinds in either language and leaves unknown ones out', () => {
    expect(describeTestKind('gs-prelims')).toBe('GS Prelims')
    expect(describeTestKind('topic')).toBe('Topic test')
    expect(describeTestKind('sectional', 'pa')).toBe('ਭਾਗਵਾਰ')
    expect(describeTestKind('mains-essay')).toBeNull()
  })
})

describe('a test’s window', () => {
  it('is upcoming before it opens, open up to the closing instant and closed from it', () => {
    const test = { opensAt: '2026-11-24T04:30:00.000Z', closesAt: '2026-11-30T18:29:00.000Z' }
    expect(findTestWindow(test, NOW).status).toBe('upcoming')
    expect(findTestWindow(test, test.opensAt).status).toBe('open')
    expect(findTestWindow(test, '2026-11-30T18:28:59.999Z').status).toBe('open')
    expect(findTestWindow(test, test.closesAt).status).toBe('closed')
    expect(findTestWindow({ opensAt: null, closesAt: null }, NOW)).toEqual({ status: 'open', closesAt: null })
  })

  it('is told in Indian Standard Time', () => {
    expect(describeTestWindow({ status: 'upcoming', opensAt: '2026-11-24T04:30:00.000Z' }, 'en')).toBe('Opens 24 Nov 2026 at 10:00 am IST')
    expect(describeTestWindow({ status: 'closed', closesAt: '2026-11-30T18:29:00.000Z' }, 'en')).toBe(
      'Closed on 30 Nov 2026 at 11:59 pm IST',
    )
    expect(describeTestWindow({ status: 'open', closesAt: '2026-11-30T18:29:00.000Z' }, 'en')).toBe('Closes 30 Nov 2026 at 11:59 pm IST')
    expect(describeTestWindow({ status: 'open', closesAt: null }, 'en')).toBeNull()
    expect(describeTestWindow({ status: 'upcoming', opensAt: '2026-11-24T04:30:00.000Z' }, 'pa')).toBe(
      '24 ਨਵੰ 2026, 10:00 AM (ਭਾਰਤੀ ਸਮਾਂ) ਨੂੰ ਖੁੱਲ੍ਹੇਗਾ',
    )
  })
})

describe('time left on an attempt', () => {
  it('rounds down to whole minutes, so it never promises more than the server gives', () => {
    expect(formatTimeLeft(72 * 60_000 + 59_000)).toBe('1 h 12 min')
    expect(formatTimeLeft(120 * 60_000)).toBe('2 h')
    expect(formatTimeLeft(45 * 60_000)).toBe('45 min')
    expect(formatTimeLeft(59_000)).toBe('less than 1 min')
    expect(formatTimeLeft(72 * 60_000, 'pa')).toBe('1 ਘੰਟੇ 12 ਮਿੰਟ')
  })

  it('is none once the deadline has passed', () => {
    expect(describeTimeLeft('2026-11-20T07:12:00.000Z', NOW)).toBe('1 h 12 min')
    expect(describeTimeLeft(NOW, NOW)).toBeNull()
    expect(describeTimeLeft('2026-11-20T05:00:00.000Z', NOW)).toBeNull()
  })
})

describe('the instructions’ marking', () => {
  it('states the marking with and without negative marks', () => {
    expect(describeMarking({ marksPerCorrect: 2, negativeMarks: 0 }, 'en')).toEqual([
      { label: 'Correct answer', value: '+2 marks' },
      { label: 'Wrong answer', value: '0 marks (no negative marking)' },
      { label: 'Question not answered', value: '0 marks' },
    ])
    expect(describeMarking({ marksPerCorrect: 2, negativeMarks: 0.66 }, 'en')[1]).toEqual({
      label: 'Wrong answer',
      value: '−0.66 marks (negative marking)',
    })
    expect(describeMarking({ marksPerCorrect: 2, negativeMarks: 0.66 }, 'pa')[1]).toEqual({
      label: 'ਗ਼ਲਤ ਉੱਤਰ',
      value: '−0.66 ਅੰਕ (ਨੈਗੇਟਿਵ ਮਾਰਕਿੰਗ)',
    })
  })
})
