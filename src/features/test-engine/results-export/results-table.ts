import { formatIndianDateTime } from '@/i18n/format'
import { districtName } from '@/lib/district-name'
import { isDistrict } from '@/lib/punjab-districts'
import { roundTo } from '@/domain/test-engine/rounding'
import type { ScoreBreakdown, ScoreSummary } from '@/domain/test-engine/scoring'
import { inLocale, type PaperSnapshot } from '@/domain/test-engine/types'

import { rankOf } from '../ranking'

/**
 * A test's results as staff export them (issue 18, item 5): one row per finished attempt, first
 * attempts ranked as the result pages rank them (competition ranking among first attempts), later
 * attempts after them unranked; the candidate's contact details and district, the totals, then the
 * marks per section and per topic, in the paper's order. In English, as the admin is.
 */
export type ExportedAttempt = {
  candidate: { name: string; email: string; mobile: string | null; district: string | null }
  attemptNumber: number
  /** On the test's rank list: a first attempt, or for an All-Punjab mock window the window's rule (ADR 044). */
  isRanked: boolean
  isAutoSubmitted: boolean
  startedAt: string
  finishedAt: string
  score: ScoreSummary
  breakdown: ScoreBreakdown | null
  paper: PaperSnapshot
}

export type TableCell = string | number | null
export type ResultsTable = { header: string[]; rows: TableCell[][] }

const FIXED = [
  'Rank',
  'Name',
  'E-mail',
  'Mobile',
  'District',
  'Attempt',
  'Ranked',
  'Submitted',
  'Started (IST)',
  'Finished (IST)',
  'Minutes taken',
  'Score',
  'Max marks',
  'Correct',
  'Wrong',
  'Not attempted',
  'Accuracy %',
]

type Column = { key: string; title: string }

/** Sections then topics, in the order the papers list them, each once (papers of one test may differ after an edit). */
function markColumns(attempts: readonly ExportedAttempt[]): { sections: Column[]; topics: Column[] } {
  const sections = new Map<string, string>()
  const topics = new Map<string, string>()
  for (const { paper, breakdown } of attempts) {
    for (const section of paper.sections) if (!sections.has(section.id)) sections.set(section.id, inLocale(section.title, 'en'))
    for (const topic of breakdown?.topics ?? [])
      if (topic.topicId && !topics.has(topic.topicId))
        topics.set(
          topic.topicId,
          paper.topics[topic.topicId] ? inLocale(paper.topics[topic.topicId]!, 'en') : (topic.topicTitle ?? topic.topicId),
        )
  }
  const list = (map: Map<string, string>) => [...map].map(([key, title]) => ({ key, title }))
  return { sections: list(sections), topics: list(topics) }
}

const districtOf = (district: string | null) => (isDistrict(district) ? districtName('en', district) : null)

export function resultsTable(attempts: readonly ExportedAttempt[]): ResultsTable {
  const rankedScores = attempts.filter((attempt) => attempt.isRanked).map((attempt) => attempt.score.score)
  const ordered = [...attempts].sort(
    (a, b) =>
      Number(b.isRanked) - Number(a.isRanked) ||
      b.score.score - a.score.score ||
      Date.parse(a.finishedAt) - Date.parse(b.finishedAt) ||
      a.attemptNumber - b.attemptNumber,
  )
  const { sections, topics } = markColumns(attempts)
  const header = [...FIXED, ...sections.map((section) => `Section: ${section.title}`), ...topics.map((topic) => `Topic: ${topic.title}`)]
  const rows = ordered.map((attempt): TableCell[] => {
    const { score, candidate } = attempt
    const sectionScore = new Map(attempt.breakdown?.sections.map((section) => [section.id, section.score]))
    const topicScore = new Map(attempt.breakdown?.topics.map((topic) => [topic.topicId, topic.score]))
    return [
      attempt.isRanked ? rankOf(score.score, rankedScores) : null,
      candidate.name,
      candidate.email,
      // The ten digits Indian staff dial; a leading + would read as a formula in a spreadsheet.
      candidate.mobile?.replace(/^\+91/, '') ?? null,
      districtOf(candidate.district),
      attempt.attemptNumber,
      attempt.isRanked ? 'Yes' : 'No',
      attempt.isAutoSubmitted ? 'When time ran out' : 'By the candidate',
      formatIndianDateTime(attempt.startedAt, 'en'),
      formatIndianDateTime(attempt.finishedAt, 'en'),
      roundTo((Date.parse(attempt.finishedAt) - Date.parse(attempt.startedAt)) / 60_000, 1),
      score.score,
      score.maxScore,
      score.correct,
      score.wrong,
      score.unattempted,
      score.accuracy,
      ...sections.map((section) => sectionScore.get(section.key) ?? null),
      ...topics.map((topic) => topicScore.get(topic.key) ?? null),
    ]
  })
  return { header, rows }
}
