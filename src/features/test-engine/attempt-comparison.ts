import type { PaperSnapshot } from '@/domain/test-engine/types'
import type { Tally } from '@/domain/test-engine/scoring'

/**
 * A candidate's finished attempts side by side (issue 18, item 2): re-takes of one test, or the tests
 * of the series it belongs to, oldest first, with the score, accuracy and time of each, and per topic
 * the same over the attempts. Only attempts whose answers are open count (ADR 014), since topic marks
 * would give single answers away before that.
 */

/** At most this many attempts are compared: the latest, with the one being read always among them. */
export const COMPARED_ATTEMPTS = 6

export type TopicFigures = Pick<Tally, 'score' | 'maxScore' | 'accuracy' | 'correct' | 'wrong'> & {
  /** Seconds spent on the topic's questions. */
  timeSpent: number
}

export type ComparedAttempt = {
  attemptId: string
  testTitle: string
  attemptNumber: number
  finishedAt: string
  score: number
  maxScore: number
  accuracy: number
  /** Seconds spent on the paper's questions. */
  timeSpent: number
  topics: (TopicFigures & { topicId: string; title: string })[]
}

export type AttemptComparison = {
  /** Re-takes of the one test, or tests of its series. */
  scope: 'test' | 'series'
  seriesTitle: string | null
  attempts: (Omit<ComparedAttempt, 'topics'> & { isCurrent: boolean })[]
  /** Topics in the order first met; one cell per attempt, null where its paper had no such topic. */
  topics: { topicId: string; title: string; cells: (TopicFigures | null)[] }[]
}

type Dated = { attemptId: string; finishedAt: string; attemptNumber: number }

const byFinish = (a: Dated, b: Dated) => a.finishedAt.localeCompare(b.finishedAt) || a.attemptNumber - b.attemptNumber

/**
 * The attempts to compare, oldest first: the latest `COMPARED_ATTEMPTS`, the one being read always
 * among them (in place of the oldest). Empty when the one being read is not there.
 */
export function chooseCompared<T extends Dated>(attempts: readonly T[], currentId: string): T[] {
  const sorted = [...attempts].sort(byFinish)
  const current = sorted.find((attempt) => attempt.attemptId === currentId)
  if (!current) return []
  const latest = sorted.slice(-COMPARED_ATTEMPTS)
  return latest.includes(current) ? latest : [...latest.slice(1), current].sort(byFinish)
}

/** The candidate's attempts compared, or null when there is only the one being read. */
export function compareAttempts(
  attempts: readonly ComparedAttempt[],
  currentId: string,
  scope: AttemptComparison['scope'],
  seriesTitle: string | null,
): AttemptComparison | null {
  const shown = chooseCompared(attempts, currentId)
  if (shown.length < 2) return null
  const topicIds: string[] = []
  const titles = new Map<string, string>()
  for (const attempt of shown)
    for (const topic of attempt.topics)
      if (!titles.has(topic.topicId)) {
        topicIds.push(topic.topicId)
        titles.set(topic.topicId, topic.title)
      }
  return {
    scope,
    seriesTitle: scope === 'series' ? seriesTitle : null,
    attempts: shown.map(({ topics: _topics, ...attempt }) => ({ ...attempt, isCurrent: attempt.attemptId === currentId })),
    topics: topicIds.map((topicId) => ({
      topicId,
      title: titles.get(topicId)!,
      cells: shown.map((attempt) => {
        const topic = attempt.topics.find((entry) => entry.topicId === topicId)
        if (!topic) return null
        const { topicId: _id, title: _title, ...figures } = topic
        return figures
      }),
    })),
  }
}

/** Seconds spent per topic in one attempt, from its paper's topic tags and its stored answers. */
export function timePerTopic(paper: PaperSnapshot, timeSpent: ReadonlyMap<string, number>): Map<string, number> {
  const perTopic = new Map<string, number>()
  for (const section of paper.sections)
    for (const question of section.questions)
      if (question.topicId) perTopic.set(question.topicId, (perTopic.get(question.topicId) ?? 0) + (timeSpent.get(question.id) ?? 0))
  return perTopic
}
