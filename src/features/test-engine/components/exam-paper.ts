import type { PaletteStatus } from '@/domain/test-engine/types'

import type { QuestionPlace } from '../practice-player/paper'

/** The question after `index`; none after the paper's last, where Save & Next stays put. */
export const nextPlace = (order: QuestionPlace[], index: number): QuestionPlace | null => order[index + 1] ?? null
export const previousPlace = (order: QuestionPlace[], index: number): QuestionPlace | null =>
  index > 0 ? (order[index - 1] ?? null) : null

/** A palette status's key in the catalogue (`exam.status.*`, `exam.palette.button`). */
export const statusKeys = {
  'not-visited': 'notVisited',
  'not-answered': 'notAnswered',
  answered: 'answered',
  marked: 'marked',
  'answered-marked': 'answeredMarked',
} as const satisfies Record<PaletteStatus, string>
