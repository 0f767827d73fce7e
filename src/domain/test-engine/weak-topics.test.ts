import { describe, expect, it } from 'vitest'

import type { TopicResult } from './scoring'
import { weakTopics } from './weak-topics'

const topic = (topicId: string | null, correct: number, wrong: number, unattempted = 0): TopicResult => ({
  topicId,
  topicTitle: topicId ? `Topic ${topicId}` : null,
  correct,
  wrong,
  unattempted,
  score: correct * 2,
  maxScore: (correct + wrong + unattempted) * 2,
  accuracy: 0,
})

describe('the weakest topics of an attempt, weighted by the past papers', () => {
  it('puts a topic the past papers ask often ahead of an equally weak one they rarely ask', () => {
    const pyq = { total: 100, byTopic: { polity: 20, science: 2, history: 10 } }
    const weak = weakTopics([topic('science', 1, 3), topic('polity', 1, 3), topic('history', 2, 2)], pyq)
    expect(weak.map((entry) => entry.topicId)).toEqual(['polity', 'history', 'science'])
    expect(weak[0]).toEqual({ topicId: 'polity', title: 'Topic polity', correct: 1, questions: 4, rightPercent: 25, pyqPercent: 20 })
  })

  it('counts a skipped question as not known, and leaves out topics answered all right and untagged questions', () => {
    const pyq = { total: 10, byTopic: { polity: 5, history: 5 } }
    // One right out of four, three of them skipped: weaker than two right of four attempted.
    const weak = weakTopics([topic('polity', 1, 0, 3), topic('history', 2, 2), topic('economy', 3, 0), topic(null, 0, 5)], pyq)
    expect(weak.map((entry) => [entry.topicId, entry.rightPercent])).toEqual([
      ['polity', 25],
      ['history', 50],
    ])
  })

  it('weighs what a topic leaves on the table in a real paper, ranks never-asked topics last, and gives at most three', () => {
    const pyq = { total: 40, byTopic: { polity: 4, history: 36 } }
    // History, nine past-paper questions in ten, one in four missed (0.25 × 0.9) before polity, all missed (1 × 0.1);
    // ethics and economy are never asked (half polity's share): all missed before three in four missed.
    const weak = weakTopics([topic('ethics', 0, 4), topic('polity', 0, 4), topic('history', 3, 1), topic('economy', 1, 3)], pyq)
    expect(weak.map((entry) => entry.topicId)).toEqual(['history', 'polity', 'ethics'])
    expect(weak.find((entry) => entry.topicId === 'ethics')?.pyqPercent).toBe(0)
  })

  it('without past papers, ranks by the share answered right alone and says no share', () => {
    const weak = weakTopics([topic('history', 2, 2), topic('polity', 1, 3)], { total: 0, byTopic: {} })
    expect(weak.map((entry) => [entry.topicId, entry.pyqPercent])).toEqual([
      ['polity', null],
      ['history', null],
    ])
  })
})
