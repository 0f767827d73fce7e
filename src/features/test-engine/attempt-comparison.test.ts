import { describe, expect, it } from 'vitest'

import { type ComparedAttempt, compareAttempts, timePerTopic } from './attempt-comparison'
import type { PaperSnapshot } from '@/domain/test-engine/types'

const attempt = (id: string, day: number, topics: ComparedAttempt['topics'] = []): ComparedAttempt => ({
  attemptId: id,
  testTitle: `Mock ${id}`,
  attemptNumber: 1,
  finishedAt: `2026-11-${String(day).padStart(2, '0')}T05:00:00.000Z`,
  score: day,
  maxScore: 40,
  accuracy: 50,
  timeSpent: 600,
  topics,
})
const figures = { score: 4, maxScore: 8, accuracy: 50, correct: 2, wrong: 2, timeSpent: 120 }

describe('attempts compared', () => {
  it('puts the attempts oldest first and marks the one being read', () => {
    const comparison = compareAttempts([attempt('b', 20), attempt('a', 10)], 'b', 'test', 'ignored')
    expect(comparison?.attempts.map((entry) => [entry.attemptId, entry.isCurrent])).toEqual([
      ['a', false],
      ['b', true],
    ])
    expect(comparison?.seriesTitle).toBeNull()
  })

  it('is nothing to compare with one attempt alone', () => {
    expect(compareAttempts([attempt('a', 10)], 'a', 'test', null)).toBeNull()
  })

  it('keeps the latest six, with the one being read always among them', () => {
    const many = Array.from({ length: 9 }, (_, index) => attempt(`x${index}`, index + 1))
    expect(compareAttempts(many, 'x8', 'series', 'Prelims')?.attempts.map((entry) => entry.attemptId)).toEqual([
      'x3',
      'x4',
      'x5',
      'x6',
      'x7',
      'x8',
    ])
    expect(compareAttempts(many, 'x0', 'series', 'Prelims')?.attempts.map((entry) => entry.attemptId)).toEqual([
      'x0',
      'x4',
      'x5',
      'x6',
      'x7',
      'x8',
    ])
  })

  it('lines the topics up attempt by attempt, with a gap where a paper had no such topic', () => {
    const comparison = compareAttempts(
      [
        attempt('a', 10, [{ topicId: 'polity', title: 'Polity', ...figures }]),
        attempt('b', 20, [
          { topicId: 'rivers', title: 'Rivers', ...figures, accuracy: 75 },
          { topicId: 'polity', title: 'Polity', ...figures, accuracy: 80 },
        ]),
      ],
      'b',
      'series',
      'Prelims',
    )
    expect(comparison?.topics).toEqual([
      { topicId: 'polity', title: 'Polity', cells: [figures, { ...figures, accuracy: 80 }] },
      { topicId: 'rivers', title: 'Rivers', cells: [null, { ...figures, accuracy: 75 }] },
    ])
  })

  it('adds up the time spent on each topic’s questions', () => {
    const paper = {
      sections: [
        {
          questions: [
            { id: '1', topicId: 'polity' },
            { id: '2', topicId: 'rivers' },
          ],
        },
        {
          questions: [
            { id: '3', topicId: 'polity' },
            { id: '4', topicId: null },
          ],
        },
      ],
    } as unknown as PaperSnapshot
    const times = new Map([
      ['1', 30],
      ['2', 45],
      ['3', 60],
      ['4', 90],
    ])
    expect(Object.fromEntries(timePerTopic(paper, times))).toEqual({ polity: 90, rivers: 45 })
  })
})
