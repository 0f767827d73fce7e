import { accuracyOf } from '@/domain/test-engine/rounding'

/** A topic's row of one attempt's stored result, with its title in the reader's language. */
export type TopicRow = { topicId: string | null; title: string | null; correct: number; wrong: number }

export type TopicAccuracy = {
  topicId: string
  title: string
  correct: number
  /** Questions answered (right or wrong); blanks are not attempts. */
  attempted: number
  /** correct / attempted, a percentage with one decimal. */
  accuracy: number
  /** The topic's practice drill, where the candidate can read the topic (ADR 039). */
  practiceHref?: string
}

/**
 * Accuracy per topic over every finished attempt: the candidate's correct answers out of the questions
 * they attempted on that topic. Questions without a topic and topics never attempted are left out.
 * Weakest first (what to revise), then the most practised, then by name.
 */
export function topicAccuracy(rows: Iterable<TopicRow>): TopicAccuracy[] {
  const byTopic = new Map<string, { title: string | null; correct: number; wrong: number }>()
  for (const row of rows) {
    if (row.topicId === null) continue
    const tally = byTopic.get(row.topicId) ?? { title: null, correct: 0, wrong: 0 }
    tally.title ??= row.title
    tally.correct += row.correct
    tally.wrong += row.wrong
    byTopic.set(row.topicId, tally)
  }
  return [...byTopic.entries()]
    .filter(([, tally]) => tally.correct + tally.wrong > 0)
    .map(([topicId, tally]) => ({
      topicId,
      title: tally.title ?? 'Untitled topic',
      correct: tally.correct,
      attempted: tally.correct + tally.wrong,
      accuracy: accuracyOf(tally.correct, tally.wrong),
    }))
    .sort((a, b) => a.accuracy - b.accuracy || b.attempted - a.attempted || a.title.localeCompare(b.title))
}
