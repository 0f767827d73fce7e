import type { Paper, PaperQuestion, PaperSection } from '@/domain/test-engine/types'

/** A question with where it sits: a player walks the paper in this order, across sections. */
export type QuestionPlace = { question: PaperQuestion; section: PaperSection; index: number }

export function orderQuestions(paper: Paper): QuestionPlace[] {
  return paper.sections
    .flatMap((section) => section.questions.map((question) => ({ question, section })))
    .map((place, index) => ({ ...place, index }))
}

/** 01:59:07. Seconds round up, so the clock reads 00:00:00 only when time is really up. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60]
  return parts.map((part) => String(part).padStart(2, '0')).join(':')
}
