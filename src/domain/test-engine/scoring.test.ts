import { describe, expect, it } from 'vitest'

import { isQualified, qualifyingScoreFor, scoreAttempt, type ScoringInput, type ScoringSection, splitScore } from './scoring'
import type { OptionLetter } from './types'

/** A one-section paper of `count` questions whose key is always A, numbered q1, q2 ... */
function paperOf(count: number, marksPerCorrect: number, negativeMarks: number): ScoringSection {
  const questions = Array.from({ length: count }, (_, index) => ({ id: `q${index + 1}`, topicId: null, topicTitle: null }))
  return { id: 'paper', title: 'General Studies', marksPerCorrect, negativeMarks, questions }
}

const keyAllA = (section: ScoringSection) => Object.fromEntries(section.questions.map((question) => [question.id, 'A' as OptionLetter]))

/** The first `right` questions answered A (correct), the next `wrong` answered B, the rest left blank. */
function answer(section: ScoringSection, right: number, wrong: number): ScoringInput['responses'] {
  return Object.fromEntries(
    section.questions.slice(0, right + wrong).map((question, index) => [question.id, { option: index < right ? 'A' : 'B', timeSpent: 30 }]),
  )
}

describe('scoreAttempt on the PPSC patterns', () => {
  it('scores the GS paper (100 × 2, no negative): 70 right, 20 wrong, 10 blank = 140 of 200', () => {
    const section = paperOf(100, 2, 0)
    const result = scoreAttempt({ sections: [section], key: keyAllA(section), responses: answer(section, 70, 20) })
    expect(result).toMatchObject({ score: 140, maxScore: 200, correct: 70, wrong: 20, unattempted: 10, accuracy: 77.8 })
    expect(result.timeSpent).toBe(90 * 30)
  })

  it('scores CSAT (80 × 2.5): 33 right = 82.5, which clears the 40% qualifying mark of 80', () => {
    const section = paperOf(80, 2.5, 0)
    const result = scoreAttempt({ sections: [section], key: keyAllA(section), responses: answer(section, 33, 0) })
    expect(result.score).toBe(82.5)
    expect(result.maxScore).toBe(200)
    expect(qualifyingScoreFor(result.maxScore, 40)).toBe(80)
    expect(isQualified(result.score, result.maxScore, 40)).toBe(true)
    expect(isQualified(80, 200, 40)).toBe(true)
    expect(isQualified(77.5, 200, 40)).toBe(false)
  })

  it('takes off negative marks without float drift: +2 / −0.66, 50 right 30 wrong = 80.2', () => {
    const section = paperOf(100, 2, 0.66)
    const result = scoreAttempt({ sections: [section], key: keyAllA(section), responses: answer(section, 50, 30) })
    expect(result.score).toBe(80.2)
    expect(result.sections[0]?.score).toBe(80.2)
  })

  it('lets a score go below zero when wrong answers outweigh right ones', () => {
    const section = paperOf(10, 1, 0.33)
    const result = scoreAttempt({ sections: [section], key: keyAllA(section), responses: answer(section, 0, 3) })
    expect(result.score).toBe(-0.99)
  })
})

describe('scoreAttempt edge cases', () => {
  const section = paperOf(20, 2, 0.5)

  it('gives 0 and 0% accuracy when every question is left blank', () => {
    const result = scoreAttempt({ sections: [section], key: keyAllA(section), responses: {} })
    expect(result).toMatchObject({ score: 0, maxScore: 40, correct: 0, wrong: 0, unattempted: 20, accuracy: 0, timeSpent: 0 })
    expect(Object.values(result.questions).every((outcome) => outcome === 'unattempted')).toBe(true)
  })

  it('gives full marks and 100% accuracy when every answer is right', () => {
    const result = scoreAttempt({ sections: [section], key: keyAllA(section), responses: answer(section, 20, 0) })
    expect(result).toMatchObject({ score: 40, maxScore: 40, correct: 20, wrong: 0, unattempted: 0, accuracy: 100 })
  })

  it('counts a visited question with no option as unattempted, not wrong', () => {
    const result = scoreAttempt({ sections: [section], key: keyAllA(section), responses: { q1: { option: null, timeSpent: 45 } } })
    expect(result.questions.q1).toBe('unattempted')
    expect(result.score).toBe(0)
    expect(result.timeSpent).toBe(45)
  })

  it('leaves a withdrawn question out of the maximum and scores nobody for it', () => {
    const key = keyAllA(section)
    delete key.q1
    const result = scoreAttempt({ sections: [section], key, responses: answer(section, 2, 0) })
    expect(result.questions.q1).toBe('unattempted')
    expect(result).toMatchObject({ score: 2, maxScore: 38, correct: 1, unattempted: 19, withdrawn: 1 })
  })

  it('gives every candidate the marks of a dropped question, whether they answered it right, wrong or not at all', () => {
    const dropped = new Set(['q1', 'q2', 'q3'])
    // q1 answered right, q2 wrong (B), q3 blank: all three earn 2 and none loses 0.5.
    const responses = { q1: { option: 'A', timeSpent: 10 }, q2: { option: 'B', timeSpent: 10 } } satisfies ScoringInput['responses']
    const result = scoreAttempt({ sections: [section], key: keyAllA(section), dropped, responses })
    expect(result).toMatchObject({ score: 6, maxScore: 40, correct: 3, wrong: 0, unattempted: 17, dropped: 3, withdrawn: 0 })
    expect([result.questions.q1, result.questions.q2, result.questions.q3]).toEqual(['correct', 'correct', 'correct'])
    expect(splitScore(result).summary.dropped).toBe(3)
    expect(result.key).toMatchObject({ q1: 'dropped', q3: 'dropped', q4: 'A' })
  })

  it('says nothing of dropped questions when none is', () => {
    const result = scoreAttempt({ sections: [section], key: keyAllA(section), responses: {} })
    expect(result).not.toHaveProperty('dropped')
  })
})

describe('scoreAttempt breakdowns', () => {
  const polity = { topicId: 't-polity', topicTitle: 'Polity' }
  const punjabGk = { topicId: 't-punjab', topicTitle: 'Punjab GK' }
  const sections: ScoringSection[] = [
    {
      id: 's-gs',
      title: 'General Studies',
      marksPerCorrect: 2,
      negativeMarks: 0.5,
      questions: [
        { id: 'g1', ...polity },
        { id: 'g2', ...polity },
        { id: 'g3', ...punjabGk },
        { id: 'g4', topicId: null, topicTitle: null },
      ],
    },
    {
      id: 's-punjab',
      title: 'Punjab Affairs',
      marksPerCorrect: 2.5,
      negativeMarks: 0,
      questions: [
        { id: 'p1', ...punjabGk },
        { id: 'p2', ...punjabGk },
      ],
    },
  ]
  const key: Record<string, OptionLetter> = { g1: 'A', g2: 'B', g3: 'C', g4: 'D', p1: 'A', p2: 'B' }
  const responses: ScoringInput['responses'] = {
    g1: { option: 'A', timeSpent: 40 },
    g2: { option: 'C', timeSpent: 50 },
    g3: { option: 'C', timeSpent: 20 },
    p1: { option: 'D', timeSpent: 70 },
    p2: { option: 'B', timeSpent: 10 },
  }
  const result = scoreAttempt({ sections, key, responses })

  it('scores each section with its own marking scheme', () => {
    expect(result.sections).toEqual([
      { id: 's-gs', title: 'General Studies', score: 3.5, maxScore: 8, correct: 2, wrong: 1, unattempted: 1, accuracy: 66.7 },
      { id: 's-punjab', title: 'Punjab Affairs', score: 2.5, maxScore: 5, correct: 1, wrong: 1, unattempted: 0, accuracy: 50 },
    ])
    expect(result).toMatchObject({ score: 6, maxScore: 13, correct: 3, wrong: 2, unattempted: 1, accuracy: 60, timeSpent: 190 })
  })

  it('adds up a topic across sections, with untagged questions last', () => {
    expect(result.topics).toEqual([
      { topicId: 't-polity', topicTitle: 'Polity', score: 1.5, maxScore: 4, correct: 1, wrong: 1, unattempted: 0, accuracy: 50 },
      { topicId: 't-punjab', topicTitle: 'Punjab GK', score: 4.5, maxScore: 7, correct: 2, wrong: 1, unattempted: 0, accuracy: 66.7 },
      { topicId: null, topicTitle: null, score: 0, maxScore: 2, correct: 0, wrong: 0, unattempted: 1, accuracy: 0 },
    ])
  })

  it('records each question’s outcome for the solutions view', () => {
    expect(result.questions).toEqual({ g1: 'correct', g2: 'wrong', g3: 'correct', g4: 'unattempted', p1: 'wrong', p2: 'correct' })
  })

  it('keeps the totals apart from everything that says how a single question went (ADR 014)', () => {
    const { summary, breakdown } = splitScore(result)
    expect(summary).toEqual({ score: 6, maxScore: 13, correct: 3, wrong: 2, unattempted: 1, accuracy: 60, withdrawn: 0, timeSpent: 190 })
    expect(breakdown).toEqual({ sections: result.sections, topics: result.topics, questions: result.questions, key: result.key })
    // The key it was scored against stays with the breakdown, hidden as the breakdown is (ADR 014, 046).
    expect(breakdown.key).toMatchObject({ g1: 'A', g2: 'B' })
    expect(JSON.stringify(summary)).not.toMatch(/g1|s-gs|t-polity/)
  })
})
