/**
 * The Question of the Day's shapes, shared by the server (reads, use-cases, JSON routes) and the page.
 * A question as a visitor's page holds it never carries the MCQ's answer or explanation, nor a Mains
 * question's guidance: those come only with the reveal (after answering) and with a submission.
 */
import type { IsoDay } from '@/lib/days'
import type { Bilingual, OptionLetter, PaperQuestion } from '@/domain/test-engine/types'

import type { OptionShare } from './shares'

export type DailyQuestionKind = 'mcq' | 'mains'

export type DailyQuestionView = {
  id: string
  /** The Indian calendar day it is the Question of the Day. */
  day: IsoDay
  kind: DailyQuestionKind
  title: Bilingual
  topic: { title: Bilingual; slug: string } | null
  /** A prelims MCQ: the bank question's stem, options and figure (no key). */
  mcq: Omit<PaperQuestion, 'number'> | null
  /** A Mains question: the prompt, its paper, word limit and marks. */
  mains: { prompt: Bilingual; paper: string | null; wordLimit: number; marks: number } | null
}

/** One line of the archive. */
export type ArchiveEntry = Pick<DailyQuestionView, 'id' | 'day' | 'kind' | 'title'>

/** One month of the archive, newest first, and the nearest days of the months around it that have questions. */
export type ArchiveMonth = { month: string; entries: ArchiveEntry[]; newer: IsoDay | null; older: IsoDay | null }

/** What an MCQ shows once answered: the key, the explanation and how the candidates who answered chose. */
export type McqReveal = { correct: OptionLetter; explanation: Bilingual; answered: number; shares: OptionShare[] }

/** `POST /api/daily-questions/{id}/answer`: `recorded` (signed in, first answer), `not-recorded` (a visitor), `already-answered` (409, the first answer stands). */
export type McqAnswerResult = {
  outcome: 'recorded' | 'not-recorded' | 'already-answered'
  chosen: OptionLetter
  reveal: McqReveal
  message?: string
}

/** One criterion of the rubric as the candidate reads it, with the marks it got. */
export type CriterionMarks = { criterion: Bilingual; outOf: number; marks: number }
/** A comment the evaluator pinned on a page: `x` and `y` are fractions of the page from its top left. */
export type PinnedComment = { number: number; page: number; x: number; y: number; comment: string }

export type Evaluation = {
  marksAwarded: number
  marks: number
  feedback: string
  evaluatorName: string | null
  evaluatedAt: string | null
  /** Marks per criterion, when the answer was marked on a rubric (ADR 048). */
  rubric: CriterionMarks[] | null
  /** Comments pinned on a handwritten answer's pages, numbered as the evaluator placed them. */
  pins: PinnedComment[]
}

/** A page of a handwritten answer, served only to its writer and staff. */
export type AnswerPageView = { page: number; src: string; width: number; height: number }

/** A candidate's written answer as they see it: what they wrote (typed, or its pages) and, once staff have returned it, the evaluation. */
export type SubmissionView = {
  id: string
  format: 'typed' | 'handwritten'
  /** The typed answer ('' for a handwritten one). */
  answer: string
  wordCount: number | null
  pages: AnswerPageView[]
  submittedAt: string
  status: 'submitted' | 'evaluated'
  evaluation: Evaluation | null
  /** What a good answer covers: shown once the candidate has submitted. */
  guidance: Bilingual | null
  /** An answer that would earn full marks: shown once the candidate has submitted. */
  modelAnswer: Bilingual | null
}

/** `POST /api/daily-questions/{id}/submission`: 200 with the submission, 409 with the one already made, 400 with the field's error. */
export type SubmissionResult = { submission: SubmissionView; message?: string }
/** `pageProblems`: each problem of a handwritten answer's pages, in the candidate's language, in page order. */
export type Refusal = { message: string; fieldErrors?: { answer?: string }; pageProblems?: string[] }

/** The signed-in candidate's state of one question, for the archive list. */
export type OwnState =
  { kind: 'mcq'; option: OptionLetter } | { kind: 'mains'; status: 'submitted' | 'evaluated'; marksAwarded: number | null; marks: number }
