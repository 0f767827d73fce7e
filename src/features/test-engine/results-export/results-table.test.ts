import { describe, expect, it } from 'vitest'

import type { PaperSnapshot } from '@/domain/test-engine/types'

import { type ExportedAttempt, resultsTable } from './results-table'

const paper: PaperSnapshot = {
  testId: '7',
  title: { en: 'Punjab GK Sectional Test 1', pa: 'ਪੰਜਾਬ ਜੀਕੇ ਭਾਗਵਾਰ ਟੈਸਟ 1' },
  durationMinutes: 30,
  sections: [
    { id: 'gk', title: { en: 'Punjab GK', pa: 'ਪੰਜਾਬ ਜੀਕੇ' }, marksPerCorrect: 2, negativeMarks: 0, questions: [] },
    { id: 'polity', title: { en: 'Polity', pa: 'ਰਾਜਨੀਤੀ' }, marksPerCorrect: 2, negativeMarks: 0, questions: [] },
  ],
  topics: { rivers: { en: 'Rivers of Punjab', pa: 'ਪੰਜਾਬ ਦੇ ਦਰਿਆ' } },
}

const tally = (score: number) => ({ score, maxScore: 20, correct: score / 2, wrong: 1, unattempted: 9 - score / 2, accuracy: 50 })

function attempt(name: string, score: number, extra: Partial<ExportedAttempt> = {}): ExportedAttempt {
  return {
    candidate: { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.in`, mobile: '+919814012345', district: 'ludhiana' },
    attemptNumber: 1,
    isRanked: true,
    isAutoSubmitted: false,
    startedAt: '2026-11-29T04:30:00.000Z',
    finishedAt: '2026-11-29T04:55:30.000Z',
    score: { ...tally(score), withdrawn: 0, timeSpent: 1500 },
    breakdown: {
      sections: [
        { id: 'gk', title: 'Punjab GK', ...tally(score - 2) },
        { id: 'polity', title: 'Polity', ...tally(2) },
      ],
      topics: [
        { topicId: 'rivers', topicTitle: 'Rivers of Punjab', ...tally(score - 2) },
        { topicId: null, topicTitle: null, ...tally(2) },
      ],
      questions: {},
    },
    paper,
    ...extra,
  }
}

describe('resultsTable', () => {
  const table = resultsTable([
    attempt('Simranjit Singh', 12),
    attempt('Harpreet Kaur', 16, { candidate: { name: 'Harpreet Kaur', email: 'harpreet@example.in', mobile: null, district: null } }),
    attempt('Simranjit Singh', 18, { attemptNumber: 2, isRanked: false, finishedAt: '2026-11-30T05:00:00.000Z' }),
    attempt('Gurleen Sidhu', 12, {
      isAutoSubmitted: true,
      candidate: { name: 'Gurleen Sidhu', email: 'g@example.in', mobile: null, district: 'outside-punjab' },
    }),
  ])
  const column = (title: string) => table.header.indexOf(title)

  it('heads the rows with the candidate, the attempt, the totals, then each section and topic of the paper', () => {
    expect(table.header.slice(0, 7)).toEqual(['Rank', 'Name', 'E-mail', 'Mobile', 'District', 'Attempt', 'Ranked'])
    expect(table.header.slice(-3)).toEqual(['Section: Punjab GK', 'Section: Polity', 'Topic: Rivers of Punjab'])
  })

  it('ranks first attempts as the result pages do (ties share a rank) and puts later attempts after them, unranked', () => {
    expect(table.rows.map((row) => [row[column('Rank')], row[column('Name')], row[column('Attempt')], row[column('Ranked')]])).toEqual([
      [1, 'Harpreet Kaur', 1, 'Yes'],
      [2, 'Simranjit Singh', 1, 'Yes'],
      [2, 'Gurleen Sidhu', 1, 'Yes'],
      [null, 'Simranjit Singh', 2, 'No'],
    ])
  })

  it('names the district, says how it was submitted, and gives the marks per section and topic', () => {
    const [harpreet, simranjit, gurleen] = table.rows
    expect(simranjit![column('District')]).toBe('Ludhiana')
    expect(simranjit![column('Mobile')]).toBe('9814012345')
    expect(harpreet![column('Mobile')]).toBeNull()
    expect(harpreet![column('District')]).toBeNull()
    expect(gurleen![column('District')]).toBe('Outside Punjab')
    expect(gurleen![column('Submitted')]).toBe('When time ran out')
    expect(simranjit![column('Started (IST)')]).toBe('29 Nov 2026 at 10:00 am IST')
    expect(simranjit![column('Minutes taken')]).toBe(25.5)
    expect([
      simranjit![column('Section: Punjab GK')],
      simranjit![column('Section: Polity')],
      simranjit![column('Topic: Rivers of Punjab')],
    ]).toEqual([10, 2, 10])
  })

  it('is just the heading row when nobody has finished', () => {
    expect(resultsTable([]).rows).toEqual([])
  })
})
