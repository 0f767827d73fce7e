import { describe, expect, it } from 'vitest'

import { countStatuses, paletteCounts, paletteStatus, submitSummary } from './palette'
import type { Response } from '@/domain/test-engine/types'

const seen = (overrides: Partial<Response> = {}): Response => ({ option: null, marked: false, visited: true, timeSpent: 12, ...overrides })

describe('paletteStatus', () => {
  it('gives each of the five TCS iON statuses', () => {
    expect(paletteStatus(undefined)).toBe('not-visited')
    expect(paletteStatus(seen({ visited: false }))).toBe('not-visited')
    expect(paletteStatus(seen())).toBe('not-answered')
    expect(paletteStatus(seen({ option: 'B' }))).toBe('answered')
    expect(paletteStatus(seen({ marked: true }))).toBe('marked')
    expect(paletteStatus(seen({ option: 'D', marked: true }))).toBe('answered-marked')
  })

  it('shows an answer even on a response not flagged as visited', () => {
    expect(paletteStatus(seen({ option: 'A', visited: false }))).toBe('answered')
  })

  it('goes back to not answered when the candidate clears the response', () => {
    expect(paletteStatus(seen({ option: null, marked: false, visited: true }))).toBe('not-answered')
  })
})

// Section "Polity" has p1-p3, section "Punjab GK" has g1-g2.
const paper = {
  sections: [
    { id: 'polity', title: { en: 'Polity', pa: 'ਰਾਜਨੀਤੀ' }, questions: [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }] },
    { id: 'punjab', title: { en: 'Punjab GK', pa: 'ਪੰਜਾਬ ਜੀ.ਕੇ.' }, questions: [{ id: 'g1' }, { id: 'g2' }] },
  ],
}
const responses = {
  p1: seen({ option: 'A' }),
  p2: seen({ option: 'C', marked: true }),
  p3: seen({ marked: true }),
  g1: seen(),
}

describe('paletteCounts', () => {
  it('counts each status per section and for the paper', () => {
    const counts = paletteCounts(paper.sections, responses)
    expect(counts.sections.polity).toEqual({ 'not-visited': 0, 'not-answered': 0, answered: 1, marked: 1, 'answered-marked': 1 })
    expect(counts.sections.punjab).toEqual({ 'not-visited': 1, 'not-answered': 1, answered: 0, marked: 0, 'answered-marked': 0 })
    expect(counts.overall).toEqual({ 'not-visited': 1, 'not-answered': 1, answered: 1, marked: 1, 'answered-marked': 1 })
  })

  it('counts a fresh paper as all not visited', () => {
    expect(countStatuses([{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }], {})['not-visited']).toBe(3)
  })
})

describe('submitSummary', () => {
  it('keeps "marked for review" and "answered & marked" apart, and counts both answered kinds as attempted', () => {
    const summary = submitSummary(paper, responses)
    expect(summary.sections[0]).toEqual({
      id: 'polity',
      title: { en: 'Polity', pa: 'ਰਾਜਨੀਤੀ' },
      total: 3,
      answered: 1,
      notAnswered: 0,
      marked: 1,
      answeredMarked: 1,
      notVisited: 0,
      attempted: 2,
    })
    expect(summary.overall).toEqual({ total: 5, answered: 1, notAnswered: 1, marked: 1, answeredMarked: 1, notVisited: 1, attempted: 2 })
  })
})
