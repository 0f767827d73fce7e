import type { PaletteStatus, Paper, PaperQuestion, PaperSection, Response } from '@/domain/test-engine/types'

/** A question with where it sits: the screen walks the paper in this order, across sections. */
export type QuestionPlace = { question: PaperQuestion; section: PaperSection; index: number }

export function orderQuestions(paper: Paper): QuestionPlace[] {
  return paper.sections.flatMap((section) => section.questions.map((question) => ({ question, section }))).map((place, index) => ({ ...place, index }))
}

/** The question after `index`; none after the paper's last, where Save & Next stays put. */
export const nextPlace = (order: QuestionPlace[], index: number): QuestionPlace | null => order[index + 1] ?? null
export const previousPlace = (order: QuestionPlace[], index: number): QuestionPlace | null => (index > 0 ? (order[index - 1] ?? null) : null)

export const emptyResponse: Response = { option: null, marked: false, visited: false, timeSpent: 0 }

/** 01:59:07. Seconds round up, so the clock reads 00:00:00 only when time is really up. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60]
  return parts.map((part) => String(part).padStart(2, '0')).join(':')
}

/** A palette status's key in the catalogue (`exam.status.*`, `exam.palette.button`). */
export const statusKeys = {
  'not-visited': 'notVisited',
  'not-answered': 'notAnswered',
  answered: 'answered',
  marked: 'marked',
  'answered-marked': 'answeredMarked',
} as const satisfies Record<PaletteStatus, string>
