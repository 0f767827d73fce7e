import type { Bilingual, PaletteStatus, Response } from '@/domain/test-engine/types'

export const paletteStatusList: readonly PaletteStatus[] = ['not-visited', 'not-answered', 'answered', 'marked', 'answered-marked']

/**
 * A question's palette button. An answer or a review mark implies a visit, so a response that says
 * otherwise (an old save, a client bug) still shows what the candidate did.
 */
export function paletteStatus(response: Response | undefined): PaletteStatus {
  if (!response) return 'not-visited'
  if (response.option !== null) return response.marked ? 'answered-marked' : 'answered'
  if (response.marked) return 'marked'
  return response.visited ? 'not-answered' : 'not-visited'
}

export type StatusCounts = Record<PaletteStatus, number>

type Responses = Record<string, Response | undefined>
type CountableSection = { id: string; questions: { id: string }[] }

/** How many of `questions` show each palette status. */
export function countStatuses(questions: { id: string }[], responses: Responses): StatusCounts {
  const counts = Object.fromEntries(paletteStatusList.map((status) => [status, 0])) as StatusCounts
  for (const question of questions) counts[paletteStatus(responses[question.id])] += 1
  return counts
}

/** The palette's legend counts, for each section (by id) and for the whole paper. */
export function paletteCounts(
  sections: CountableSection[],
  responses: Responses,
): { overall: StatusCounts; sections: Record<string, StatusCounts> } {
  return {
    overall: countStatuses(
      sections.flatMap((section) => section.questions),
      responses,
    ),
    sections: Object.fromEntries(sections.map((section) => [section.id, countStatuses(section.questions, responses)])),
  }
}

/**
 * One row of the confirm-submit table. Like TCS iON, "marked for review" (no answer) and "answered &
 * marked for review" are separate columns, so the five counts add up to `total`; `attempted` adds the
 * two answered kinds, because a marked answer is still evaluated.
 */
export type SubmitSummaryRow = {
  total: number
  answered: number
  notAnswered: number
  marked: number
  answeredMarked: number
  notVisited: number
  attempted: number
}

export type SubmitSummary = { sections: (SubmitSummaryRow & { id: string; title: Bilingual })[]; overall: SubmitSummaryRow }

function toSummaryRow(counts: StatusCounts): SubmitSummaryRow {
  return {
    total: paletteStatusList.reduce((sum, status) => sum + counts[status], 0),
    answered: counts.answered,
    notAnswered: counts['not-answered'],
    marked: counts.marked,
    answeredMarked: counts['answered-marked'],
    notVisited: counts['not-visited'],
    attempted: counts.answered + counts['answered-marked'],
  }
}

/** What the candidate is shown before confirming the submit, per section and for the paper. */
export function submitSummary(paper: { sections: (CountableSection & { title: Bilingual })[] }, responses: Responses): SubmitSummary {
  return {
    sections: paper.sections.map((section) => ({
      id: section.id,
      title: section.title,
      ...toSummaryRow(countStatuses(section.questions, responses)),
    })),
    overall: toSummaryRow(
      countStatuses(
        paper.sections.flatMap((section) => section.questions),
        responses,
      ),
    ),
  }
}
