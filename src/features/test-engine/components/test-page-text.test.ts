import { describe, expect, it } from 'vitest'

import {
  describeExtraTime,
  describeMarking,
  describeQualifyingRule,
  describeSolutionsTiming,
  describeTestFacts,
  describeTestKind,
  describeTestWindow,
  describeTimeLeft,
  findTestWindow,
  formatTimeLeft,
} from './test-page-text'

const NOW = '2026-11-20T06:00:00.000Z'

describe('a test card’s facts', () => {
  it('reads like the PPSC paper: questions, marks, minutes and the negative marking', () => {
    expect(describeTestFacts({ questionCount: 100, maxMarks: 200, durationMinutes: 120, negativeMarks: 0 })).toBe(
      '100 questions · 200 marks · 120 min · No negative marking',
    )
    expect(describeTestFacts({ questionCount: 1, maxMarks: 1, durationMinutes: 5, negativeMarks: 0.66 })).toBe('1 question · 1 mark · 5 min · −0.66 per wrong answer')
  })

  it('names the known kinds and leaves unknown ones out', () => {
    expect(describeTestKind('gs-prelims')).toBe('GS Prelims')
    expect(describeTestKind('topic')).toBe('Topic test')
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
    expect(describeTestWindow({ status: 'upcoming', opensAt: '2026-11-24T04:30:00.000Z' })).toBe('Opens 24 Nov 2026 at 10:00 am IST')
    expect(describeTestWindow({ status: 'closed', closesAt: '2026-11-30T18:29:00.000Z' })).toBe('Closed on 30 Nov 2026 at 11:59 pm IST')
    expect(describeTestWindow({ status: 'open', closesAt: '2026-11-30T18:29:00.000Z' })).toBe('Closes 30 Nov 2026 at 11:59 pm IST')
    expect(describeTestWindow({ status: 'open', closesAt: null })).toBeNull()
  })
})

describe('time left on an attempt', () => {
  it('rounds down to whole minutes, so it never promises more than the server gives', () => {
    expect(formatTimeLeft(72 * 60_000 + 59_000)).toBe('1 h 12 min')
    expect(formatTimeLeft(120 * 60_000)).toBe('2 h')
    expect(formatTimeLeft(45 * 60_000)).toBe('45 min')
    expect(formatTimeLeft(59_000)).toBe('less than 1 min')
  })

  it('is none once the deadline has passed', () => {
    expect(describeTimeLeft('2026-11-20T07:12:00.000Z', NOW)).toBe('1 h 12 min')
    expect(describeTimeLeft(NOW, NOW)).toBeNull()
    expect(describeTimeLeft('2026-11-20T05:00:00.000Z', NOW)).toBeNull()
  })
})

describe('the instructions’ rules', () => {
  it('states the marking with and without negative marks', () => {
    expect(describeMarking({ marksPerCorrect: 2, negativeMarks: 0 })).toEqual([
      { label: 'Correct answer', value: '+2 marks' },
      { label: 'Wrong answer', value: '0 marks (no negative marking)' },
      { label: 'Question not answered', value: '0 marks' },
    ])
    expect(describeMarking({ marksPerCorrect: 2, negativeMarks: 0.66 })[1]).toEqual({ label: 'Wrong answer', value: '−0.66 marks (negative marking)' })
  })

  it('works out the qualifying marks from the percentage', () => {
    expect(describeQualifyingRule(200, 33)).toContain('you need 33% of the total, 66 of 200 marks, to qualify')
    expect(describeQualifyingRule(200, 33.33)).toContain('66.66 of 200 marks')
  })

  it('gives the extra time only to a candidate who has some', () => {
    expect(describeExtraTime(120, 40)).toBe('You have 40 extra minutes (compensatory time), so your clock starts at 2 hours 40 minutes.')
    expect(describeExtraTime(120, 1)).toContain('You have 1 extra minute (compensatory time)')
    expect(describeExtraTime(120, 0)).toBeNull()
  })

  it('says when the answers open', () => {
    expect(describeSolutionsTiming('immediately', null)).toContain('immediately after submitting')
    expect(describeSolutionsTiming('after-close', '2026-11-30T18:29:00.000Z')).toContain('open after the test closes on 30 Nov 2026 at 11:59 pm IST')
    expect(describeSolutionsTiming('after-close', null)).toContain('open after the test closes,')
  })
})
