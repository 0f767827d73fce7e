import type { CourseFee, StoryExam } from '@/domain/success-stories/publishing'

/**
 * Shapes of the demo content. The content files in this folder are plain data written for Punjab PCS
 * candidates; `src/seed/factories.ts` turns them into Payload documents. Every `Bilingual` value holds
 * the English text and its Punjabi (Gurmukhi) translation.
 */

export type Bilingual = { en: string; pa: string }

/** A block of structured study notes; converted to Payload rich text (Lexical) by the seed. */
export type NoteBlock =
  | { type: 'h2'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'p'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'ol'; items: string[] }
  | { type: 'table'; header: string[]; rows: string[][] }

export type TopicStage = 'prelims' | 'mains'

export type TopicSeed = {
  /** Exactly the spec's key: `csat`, `punjab-gk`, `art-and-culture`, ... */
  key: string
  stage: TopicStage
  title: Bilingual
  /** Two or three sentences: what the topic covers and why it matters in PPSC. */
  overview: Bilingual
  /** Structured notes: English and Punjabi versions of the same notes. */
  notes: { en: NoteBlock[]; pa: NoteBlock[] }
}

export type OptionLetter = 'A' | 'B' | 'C' | 'D'
export type Difficulty = 'easy' | 'medium' | 'hard'

export type QuestionSeed = {
  /** Stable, unique key, e.g. `polity-001`. */
  key: string
  /** Topic key from topics.ts (prelims or mains), e.g. `polity`, `punjab-gk`. */
  topic: string
  stem: Bilingual
  options: [Bilingual, Bilingual, Bilingual, Bilingual]
  correct: OptionLetter
  explanation: Bilingual
  difficulty: Difficulty
  /** Where it comes from, e.g. `PPSC 2021 GS` or `Institute mock`. */
  source: string
}

export type TestKind = 'gs-prelims' | 'csat' | 'sectional' | 'topic' | 'pyq' | 'daily-quiz'

export type TestSeed = {
  key: string
  title: Bilingual
  kind: TestKind
  /** A PPSC pattern (fixes marks, duration and the number of questions), or a custom test. */
  preset?: 'ppsc-gs' | 'ppsc-csat'
  instructions: Bilingual
  durationMinutes: number
  marksPerCorrect: number
  negativeMarks: number
  /** Percentage needed to qualify (CSAT: 40), when the paper is qualifying. */
  qualifyingPercent?: number
  /** Previous year's cut-off in marks, when known. */
  previousCutoff?: number
  isFree: boolean
  sections: { title: Bilingual; questionKeys: string[] }[]
  /** A GS paper's CSAT paper and last year's figures for the Mains estimate (ADR 045). */
  prelimsPair?: { csatKey: string; vacancies: number; appeared: number }
}

export type TestSeriesSeed = {
  key: string
  title: Bilingual
  description: Bilingual
  kind: 'prelims' | 'mains' | 'csat' | 'sectional'
  isPaid: boolean
  /** The course whose enrolment unlocks a paid series. */
  productKey?: string
  testKeys: string[]
}

export type CurrentAffairRegion = 'punjab' | 'national' | 'international'

export type CurrentAffairSeed = {
  key: string
  /** 0 = today, 1 = yesterday ... up to 29. */
  daysAgo: number
  region: CurrentAffairRegion
  /** Short subject label, e.g. `Polity`, `Economy`, `Environment`, `Agriculture`. */
  category: string
  title: Bilingual
  summary: Bilingual
  /** Three to five short paragraphs. */
  body: { en: string[]; pa: string[] }
  /** Topic keys the article is relevant to. */
  topics: string[]
  /** Where the news was reported, e.g. `The Tribune`, `PIB`. */
  source: string
}

/** A daily current-affairs quiz: a test of kind `daily-quiz` on one day's articles (`daily-quizzes.ts`). */
export type DailyQuizSeed = {
  /** The day it covers, as the current affairs count it: 0 = the day the seed runs. */
  daysAgo: number
  /** False: no timer, and a started quiz stays open for a day. */
  isTimed: boolean
  durationMinutes: number
  /** Keys of that day's articles in `current-affairs*.ts`. */
  articleKeys: string[]
  /** Ten questions on those articles. */
  questions: QuestionSeed[]
}

export type PyqSeed = {
  key: string
  year: number
  stage: 'prelims' | 'mains'
  /** e.g. `GS Paper I`, `CSAT Paper II`, `Punjabi Language (Qualifying)`. */
  paper: string
  title: Bilingual
  /** The exam pattern in force that year, e.g. `100 questions x 2 marks, 0.5 negative`. */
  pattern: Bilingual
  questionCount?: number
  totalMarks: number
  durationMinutes: number
  /** Official or coaching cut-off for the general category where known. */
  cutoff?: number
  /** The cut-off is the academy's estimate, not a figure PPSC published. */
  cutoffIsEstimate?: boolean
  /** The paper as an attemptable test (a key in `tests.ts`), when its questions are in the bank. */
  testKey?: string
}

export type ProductKind = 'course' | 'test-series' | 'notes' | 'answer-copies'

export type ProductSeed = {
  key: string
  title: Bilingual
  kind: ProductKind
  summary: Bilingual
  /** Price in whole rupees. */
  price: number
  offerPrice?: number
  /** The offer ends this many days after seeding (ADR 053); without it, it runs until removed. */
  offerDays?: number
  /** Sold online for this many months of access; without it, enrolment is at the centre only. */
  accessMonths?: number
  includes: Bilingual[]
  validity: Bilingual
  language: 'english' | 'punjabi' | 'bilingual'
  faqs: { question: Bilingual; answer: Bilingual }[]
}

export type SuccessStorySeed = {
  key: string
  /** As the candidate writes it, in Latin letters and in Gurmukhi. */
  name: Bilingual
  /** The rank on the final merit list and the post: `Rank 7, PCS (Executive Branch)`. */
  rank: Bilingual
  year: number
  district: Bilingual
  /** What a published story states (ADR 049): the exam, the course taken with us, its length, paid or free. */
  exam: StoryExam
  course: Bilingual
  courseMonths: number
  courseFee: CourseFee
  /** The day the candidate signed their consent to publish (the demo makes the form as a PDF). */
  consentSignedOn: string
  /** The portrait drawn for the demo (no photographs of real people). */
  portrait: PortraitSeed
  quote: Bilingual
  story: { en: string[]; pa: string[] }
}

/** An illustrated portrait, drawn as SVG by the seed: the colours and what the person wears. */
export type PortraitSeed = {
  background: string
  skin: string
  /** A turban (its colour), a dupatta over the hair, or uncovered hair (its style). */
  head: { kind: 'turban'; colour: string } | { kind: 'dupatta'; colour: string } | { kind: 'hair'; style: 'short' | 'long' }
  clothes: string
  glasses?: boolean
  beard?: boolean
  alt: Bilingual
}

export type FaqGroup = 'general' | 'courses-and-payments' | 'test-series' | 'account-and-access' | 'exam'

export type FaqSeed = {
  key: string
  group: FaqGroup
  question: Bilingual
  answer: Bilingual
}
