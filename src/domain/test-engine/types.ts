/**
 * The test engine's shapes, shared by the server (start, save, submit, score) and the exam screen.
 * A paper as the candidate sees it never carries the answer key: `PaperQuestion` has no correct
 * option and no explanation; those live in `AnswerKey`, which the server reads only to score.
 */
import type { Locale } from '@/i18n/locale'

export type OptionLetter = 'A' | 'B' | 'C' | 'D'
export const optionLetterList: readonly OptionLetter[] = ['A', 'B', 'C', 'D']

/** Text in both content languages; `pa` falls back to `en` where staff have not translated it. */
export type Bilingual = Record<Locale, string>

/** Text in the chosen language, and the language it is really in: untranslated Punjabi falls back to English (server and screen alike). */
export function localText(text: Bilingual, locale: Locale): { text: string; lang: Locale } {
  const isTranslated = locale !== 'en' && text[locale].trim() !== ''
  return isTranslated ? { text: text[locale], lang: locale } : { text: text.en, lang: 'en' }
}

export const inLocale = (text: Bilingual, locale: Locale): string => localText(text, locale).text

export type PaperQuestion = {
  id: string
  /** 1-based number across the whole paper, as printed on the palette. */
  number: number
  stem: Bilingual
  options: Bilingual[]
  image?: { url: string; width: number; height: number; alt: string } | null
}

export type PaperSection = {
  id: string
  title: Bilingual
  marksPerCorrect: number
  negativeMarks: number
  questions: PaperQuestion[]
}

/** What the exam screen receives: no answers, no explanations. */
export type Paper = {
  testId: string
  title: Bilingual
  sections: PaperSection[]
}

/** The candidate's state of one question, as the palette shows it. */
export type Response = {
  option: OptionLetter | null
  marked: boolean
  visited: boolean
  /** Time spent on the question, in whole seconds. */
  timeSpent: number
}

/**
 * One change to one question, as the screen sends it. `seq` grows by one with every change the
 * screen makes in an attempt (across questions), so the server keeps the latest of each question
 * whatever order batches arrive in, and a retried batch changes nothing.
 */
export type ResponseChange = Response & { questionId: string; seq: number }

/** The five palette statuses of the TCS iON style screen. */
export type PaletteStatus = 'not-visited' | 'not-answered' | 'answered' | 'marked' | 'answered-marked'

export type AttemptStatus = 'in-progress' | 'submitted' | 'auto-submitted'

/** A screen sends at most this many changes at once; it batches every few seconds, so far fewer in practice. */
export const MAX_CHANGES_PER_BATCH = 200

/** `POST /api/attempts/{id}/answers` body, and `POST /api/attempts/{id}/submit` body (its last changes). */
export type SaveAnswersRequest = { changes: ResponseChange[]; currentQuestionId?: string | null; language?: Locale }
export type SaveAnswersResponse = { saved: number; serverNow: string; deadline: string }
/** A 409 from either endpoint says why the attempt no longer takes answers; the screen then goes to the result. */
export type AttemptClosedResponse = { code: 'submitted' | 'time-up'; resultUrl: string }
export type SubmitResponse = { resultUrl: string; status: AttemptStatus }

/** Everything the exam screen needs to start or resume, rendered into the page by the server. */
export type ExamSession = {
  attemptId: string
  deadline: string
  serverNow: string
  language: Locale
  currentQuestionId: string | null
  responses: Record<string, Response & { seq: number }>
  paper: Paper
  resultUrl: string
  /** False for an untimed test (a daily quiz without a timer): the screen shows no countdown. Absent means timed. */
  isTimed?: boolean
}

/**
 * The paper as it was when an attempt started, stored with the attempt: staff editing the test later
 * (adding a question, changing marks) never changes a paper a candidate is sitting or has sat. It
 * holds question ids and marks, never answers.
 */
export type PaperSnapshot = {
  testId: string
  title: Bilingual
  durationMinutes: number
  sections: {
    id: string
    title: Bilingual
    marksPerCorrect: number
    negativeMarks: number
    questions: { id: string; topicId: string | null }[]
  }[]
  topics: Record<string, Bilingual>
  /**
   * Each question's version when the attempt started (question id → version id, ADR 046): the exam
   * screen, the scoring at submit and the review read the question as it was then. Absent for
   * questions saved before versions were kept, and on attempts started before them.
   */
  versions?: Record<string, string>
}

/** One question's key: the correct option and its explanation. */
export type AnswerKeyEntry = {
  correct: OptionLetter
  explanation: Bilingual
  /** Dropped after the answer-key objections (ADR 046): every candidate gets its marks. */
  isDropped?: boolean
}
