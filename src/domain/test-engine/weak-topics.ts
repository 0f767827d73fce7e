import { roundTo } from './rounding'
import type { TopicResult } from './scoring'

/** How often the past papers ask each topic: questions per topic id over all published PYQ papers' questions. */
export type PyqTopicShares = { total: number; byTopic: Readonly<Record<string, number>> }

export type WeakTopic = {
  topicId: string
  title: string
  /** Right out of the topic's questions in the attempt: a skip counts as not known (no negative marking). */
  correct: number
  questions: number
  /** correct / questions, a percentage with one decimal. */
  rightPercent: number
  /** The topic's share of the past papers' questions, a percentage with one decimal; null without past papers. */
  pyqPercent: number | null
}

export const WEAK_TOPIC_COUNT = 3

/**
 * The topics to study next after an attempt (issue 18, item 2; ADR 039): the weakest by the share of
 * their questions answered right, weighted by how often the past papers ask them, at most three.
 * Each topic's priority is what it leaves on the table in a real paper: (1 − right share) × its share
 * of PYQ questions. A topic the past papers never ask still counts, at half the smallest share of one
 * they do ask, so it comes after every asked topic as weak as it. Without past papers the weight is
 * one for all. Topics answered all right, and questions without a topic, are left out.
 */
export function weakTopics(topics: readonly TopicResult[], pyq: PyqTopicShares, limit = WEAK_TOPIC_COUNT): WeakTopic[] {
  const hasPyq = pyq.total > 0
  const asked = Object.values(pyq.byTopic).filter((count) => count > 0)
  const floor = hasPyq && asked.length > 0 ? Math.min(...asked) / pyq.total / 2 : 1
  const weightOf = (topicId: string) => (hasPyq ? (pyq.byTopic[topicId] ?? 0) / pyq.total || floor : 1)

  return topics
    .flatMap((topic) => {
      const questions = topic.correct + topic.wrong + topic.unattempted
      if (topic.topicId === null || questions === 0 || topic.correct === questions) return []
      const topicId = topic.topicId
      const rightShare = topic.correct / questions
      return [
        {
          topic: {
            topicId,
            title: topic.topicTitle ?? 'Untitled topic',
            correct: topic.correct,
            questions,
            rightPercent: roundTo(100 * rightShare, 1),
            pyqPercent: hasPyq ? roundTo((100 * (pyq.byTopic[topicId] ?? 0)) / pyq.total, 1) : null,
          },
          priority: (1 - rightShare) * weightOf(topicId),
        },
      ]
    })
    .sort(
      (a, b) =>
        b.priority - a.priority ||
        a.topic.rightPercent - b.topic.rightPercent ||
        b.topic.questions - a.topic.questions ||
        a.topic.title.localeCompare(b.topic.title),
    )
    .slice(0, limit)
    .map((entry) => entry.topic)
}
