import { describe, expect, it } from 'vitest'

import { topicAccuracy } from './topic-accuracy'

describe('accuracy by topic', () => {
  it('adds up correct and attempted answers of each topic over every attempt, weakest topic first', () => {
    const rows = [
      { topicId: '1', title: 'Polity', correct: 7, wrong: 3 },
      { topicId: '2', title: 'Punjab GK', correct: 4, wrong: 6 },
      { topicId: '1', title: 'Polity', correct: 2, wrong: 0 },
      { topicId: '3', title: 'Science', correct: 0, wrong: 0 },
      { topicId: null, title: null, correct: 5, wrong: 5 },
    ]
    expect(topicAccuracy(rows)).toEqual([
      { topicId: '2', title: 'Punjab GK', correct: 4, attempted: 10, accuracy: 40 },
      { topicId: '1', title: 'Polity', correct: 9, attempted: 12, accuracy: 75 },
    ])
  })

  it('breaks ties by how much was practised, then by name, and names a topic by its first known title', () => {
    const rows = [
      { topicId: 'b', title: 'History', correct: 1, wrong: 1 },
      { topicId: 'a', title: 'Economy', correct: 1, wrong: 1 },
      { topicId: 'c', title: null, correct: 3, wrong: 3 },
      { topicId: 'c', title: 'Geography', correct: 0, wrong: 0 },
    ]
    expect(topicAccuracy(rows).map((topic) => [topic.title, topic.accuracy, topic.attempted])).toEqual([
      ['Geography', 50, 6],
      ['Economy', 50, 2],
      ['History', 50, 2],
    ])
  })
})
