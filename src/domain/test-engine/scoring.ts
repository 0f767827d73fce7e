import { accuracyOf, roundTo } from './rounding'
import type { AnswerKeyEntry, OptionLetter, PaperSnapshot } from './types'

export type ScoringQuestion = { id: string; topicId: string | null; topicTitle: string | null }

export type ScoringSection = {
  id: string
  title: string
  marksPerCorrect: number
  /** Marks taken off per wrong answer, as a positive number (0.66 means −0.66). */
  negativeMarks: number
  questions: ScoringQuestion[]
}

export type ScoringInput = {
  sections: ScoringSection[]
  /** Correct option per question id. A question missing here has been withdrawn. */
  key: Record<string, OptionLetter>
  /** Questions dropped after the answer-key objections (ADR 046): every candidate gets their marks. */
  dropped?: ReadonlySet<string>
  responses: Record<string, { option: OptionLetter | null; timeSpent: number }>
}

export type QuestionOutcome = 'correct' | 'wrong' | 'unattempted'

export type Tally = {
  score: number
  maxScore: number
  correct: number
  wrong: number
  unattempted: number
  /** correct / (correct + wrong), as a percentage with one decimal; 0 when none was attempted. */
  accuracy: number
}

export type SectionResult = Tally & { id: string; title: string }
/** Questions without a topic are grouped under `topicId: null`, so the topic rows add up to the paper. */
export type TopicResult = Tally & { topicId: string | null; topicTitle: string | null }

export type AttemptScore = Tally & {
  /** Withdrawn questions (no answer in the key): also counted in `unattempted`, never in `maxScore`. */
  withdrawn: number
  /**
   * Dropped questions (ADR 046): every candidate gets their marks, whatever they answered, so they count
   * as correct in every tally (score = correct × marks − wrong × deduction still holds) and are listed here.
   */
  dropped?: number
  /** Total seconds the candidate spent on the paper's questions. */
  timeSpent: number
  sections: SectionResult[]
  topics: TopicResult[]
  questions: Record<string, QuestionOutcome>
  /**
   * The key this attempt was scored against, per question: an attempt keeps it until staff choose to
   * re-score (ADR 046), so its review always agrees with its marks. Absent on results scored before it was kept.
   */
  key?: Record<string, OptionLetter | 'dropped'>
}

/** An attempt's totals: what a candidate sees of it before the solutions are due (ADR 014). */
export type ScoreSummary = Tally & Pick<AttemptScore, 'withdrawn' | 'dropped' | 'timeSpent'>

/** How each question, section and topic went: hidden from the candidate until the solutions are due (ADR 014). */
export type ScoreBreakdown = Pick<AttemptScore, 'sections' | 'topics' | 'questions' | 'key'>

/**
 * Splits a score into the totals and the per-question breakdown, stored apart so that access can hide
 * the second. The totals are listed one by one: anything added to a score later is breakdown (hidden)
 * until someone decides otherwise.
 */
export function splitScore(score: AttemptScore): { summary: ScoreSummary; breakdown: ScoreBreakdown } {
  const { score: marks, maxScore, correct, wrong, unattempted, accuracy, withdrawn, dropped, timeSpent } = score
  return {
    summary: { score: marks, maxScore, correct, wrong, unattempted, accuracy, withdrawn, ...(dropped ? { dropped } : {}), timeSpent },
    breakdown: { sections: score.sections, topics: score.topics, questions: score.questions, ...(score.key ? { key: score.key } : {}) },
  }
}

type RunningTally = { marks: number; maxMarks: number; correct: number; wrong: number; unattempted: number }

const emptyTally = (): RunningTally => ({ marks: 0, maxMarks: 0, correct: 0, wrong: 0, unattempted: 0 })

// Sums stay unrounded while adding up; only the finished totals are rounded, so no rounding error accumulates.
function finishTally(tally: RunningTally): Tally {
  return {
    score: roundTo(tally.marks, 2),
    maxScore: roundTo(tally.maxMarks, 2),
    correct: tally.correct,
    wrong: tally.wrong,
    unattempted: tally.unattempted,
    accuracy: accuracyOf(tally.correct, tally.wrong),
  }
}

function addOutcome(tally: RunningTally, outcome: QuestionOutcome, section: ScoringSection, isWithdrawn: boolean) {
  if (!isWithdrawn) tally.maxMarks += section.marksPerCorrect
  if (outcome === 'correct') tally.marks += section.marksPerCorrect
  if (outcome === 'wrong') tally.marks -= section.negativeMarks
  tally[outcome] += 1
}

/**
 * Scores one attempt: +marks per correct answer, −negativeMarks per wrong one, 0 for a blank.
 * A withdrawn question (absent from the key) scores nobody anything and leaves the maximum, as PPSC
 * does when a question has gone from the paper: it counts as unattempted. A dropped question (ADR 046)
 * gives every candidate its marks.
 */
export function scoreAttempt({ sections, key, dropped: droppedIds, responses }: ScoringInput): AttemptScore {
  const overall = emptyTally()
  const topics = new Map<string | null, { title: string | null; tally: RunningTally }>()
  const questions: Record<string, QuestionOutcome> = {}
  const scoredKey: Record<string, OptionLetter | 'dropped'> = {}
  let withdrawn = 0
  let dropped = 0
  let timeSpent = 0

  const sectionResults = sections.map((section) => {
    const sectionTally = emptyTally()
    for (const question of section.questions) {
      const response = responses[question.id]
      const correctOption = key[question.id]
      const isDropped = droppedIds?.has(question.id) === true
      const isWithdrawn = correctOption === undefined && !isDropped
      const outcome: QuestionOutcome = isDropped
        ? 'correct'
        : isWithdrawn || !response?.option
          ? 'unattempted'
          : response.option === correctOption
            ? 'correct'
            : 'wrong'

      if (isWithdrawn) withdrawn += 1
      if (isDropped) dropped += 1
      if (isDropped) scoredKey[question.id] = 'dropped'
      else if (correctOption !== undefined) scoredKey[question.id] = correctOption
      timeSpent += response?.timeSpent ?? 0
      questions[question.id] = outcome

      const topic = topics.get(question.topicId) ?? { title: question.topicTitle, tally: emptyTally() }
      topics.set(question.topicId, topic)
      for (const tally of [overall, sectionTally, topic.tally]) addOutcome(tally, outcome, section, isWithdrawn)
    }
    return { id: section.id, title: section.title, ...finishTally(sectionTally) }
  })

  const topicResults = [...topics.entries()]
    // Untagged questions go last, after the named topics in paper order.
    .sort(([a], [b]) => Number(a === null) - Number(b === null))
    .map(([topicId, { title, tally }]) => ({ topicId, topicTitle: title, ...finishTally(tally) }))

  return {
    ...finishTally(overall),
    withdrawn,
    ...(dropped ? { dropped } : {}),
    timeSpent,
    sections: sectionResults,
    topics: topicResults,
    questions,
    key: scoredKey,
  }
}

/** The score needed to qualify, e.g. 40% of 200 = 80 on CSAT. */
export const qualifyingScoreFor = (maxScore: number, qualifyingPercent: number) => roundTo((maxScore * qualifyingPercent) / 100, 2)

/** Reaching the qualifying score exactly counts as qualifying. */
export const isQualified = (score: number, maxScore: number, qualifyingPercent: number) =>
  score >= qualifyingScoreFor(maxScore, qualifyingPercent)

/** Scores responses against a paper snapshot and its key: the one mapping onto the pure `scoreAttempt`. */
export function scorePaper(paper: PaperSnapshot, key: Map<string, AnswerKeyEntry>, responses: ScoringInput['responses']): AttemptScore {
  return scoreAttempt({
    sections: paper.sections.map((section) => ({
      id: section.id,
      title: section.title.en,
      marksPerCorrect: section.marksPerCorrect,
      negativeMarks: section.negativeMarks,
      questions: section.questions.map((question) => ({
        id: question.id,
        topicId: question.topicId,
        topicTitle: question.topicId ? (paper.topics[question.topicId]?.en ?? null) : null,
      })),
    })),
    key: Object.fromEntries([...key].map(([id, entry]) => [id, entry.correct])) as Record<string, OptionLetter>,
    dropped: new Set([...key].filter(([, entry]) => entry.isDropped).map(([id]) => id)),
    responses,
  })
}
