import { describe, expect, it } from 'vitest'

import type { Paper } from '@/domain/test-engine/types'
import { localText } from '@/domain/test-engine/types'
import { getTranslator } from '@/i18n/translator'

import { formatCountdown, orderQuestions } from '../practice-player/paper'
import { nextPlace, previousPlace, statusKeys } from './exam-paper'
import { generalStudies, MOCK_3_TITLE } from '../../../../tests/helpers/papers'

const question = (id: string, number: number) => ({ id, number, stem: { en: `Stem ${id}`, pa: '' }, options: [] })
const paper: Paper = {
  testId: 'mock-3',
  title: MOCK_3_TITLE,
  sections: [
    generalStudies([question('g1', 1), question('g2', 2)]),
    { id: 'csat', title: { en: 'CSAT', pa: '' }, marksPerCorrect: 2.5, negativeMarks: 0.5, questions: [question('c1', 3)] },
  ],
}

describe('walking the paper', () => {
  const order = orderQuestions(paper)

  it('goes from the last question of a section to the first of the next', () => {
    expect(nextPlace(order, 1)?.question.id).toBe('c1')
    expect(nextPlace(order, 1)?.section.id).toBe('csat')
  })

  it('has nothing after the last question of the paper and nothing before the first', () => {
    expect(nextPlace(order, 2)).toBeNull()
    expect(previousPlace(order, 0)).toBeNull()
    expect(previousPlace(order, 2)?.question.id).toBe('g2')
  })
})

describe('localText', () => {
  it('shows Punjabi where it is translated and English, marked as English, where it is not', () => {
    expect(localText(paper.sections[0]!.title, 'pa')).toEqual({ text: 'ਜਨਰਲ ਸਟੱਡੀਜ਼', lang: 'pa' })
    expect(localText(paper.sections[1]!.title, 'pa')).toEqual({ text: 'CSAT', lang: 'en' })
    expect(localText(paper.sections[0]!.title, 'en')).toEqual({ text: 'General Studies', lang: 'en' })
  })
})

describe('formatCountdown', () => {
  it('reads hours, minutes and seconds, rounding a started second up', () => {
    expect(formatCountdown(2 * 3600_000)).toBe('02:00:00')
    expect(formatCountdown(599_001)).toBe('00:10:00')
    expect(formatCountdown(400)).toBe('00:00:01')
    expect(formatCountdown(0)).toBe('00:00:00')
    expect(formatCountdown(-5000)).toBe('00:00:00')
  })
})

describe('a palette button’s name', () => {
  it('says the number and the status in words, in the controls’ language', () => {
    const en = getTranslator('en', 'exam')
    const pa = getTranslator('pa', 'exam')
    expect(en('palette.button', { number: 5, status: statusKeys.answered })).toBe('Question 5, answered')
    expect(en('palette.button', { number: 12, status: statusKeys['answered-marked'] })).toBe('Question 12, answered and marked for review')
    expect(en('palette.button', { number: 1, status: statusKeys['not-visited'] })).toBe('Question 1, not visited')
    expect(en('palette.button', { number: 3, status: statusKeys['not-answered'] })).toBe('Question 3, not answered')
    expect(en('palette.button', { number: 4, status: statusKeys.marked })).toBe('Question 4, marked for review')
    expect(pa('palette.button', { number: 5, status: statusKeys.answered })).toBe('ਪ੍ਰਸ਼ਨ 5, ਹੱਲ ਕੀਤਾ')
  })
})
