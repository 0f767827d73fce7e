import type { Bilingual, OptionLetter } from '@/domain/test-engine/types'
import type { Locale } from '@/i18n/locale'

export type DrillQuestionView = {
  id: string
  number: number
  stem: Bilingual
  options: Bilingual[]
  image: { url: string; width: number; height: number; alt: string } | null
  /** Once checked: the candidate's option, the key and the explanation; never before. */
  checked: { chosen: OptionLetter; correct: OptionLetter; explanation: Bilingual } | null
}

export type DrillView = {
  id: string
  startedAt: string
  questions: DrillQuestionView[]
  checked: number
  right: number
  isFinished: boolean
}

/** The practice page of one topic: the candidate's latest drill on it, and what a new drill would draw on. */
export type PracticeView = {
  locale: Locale
  topic: { id: string; slug: string; title: string }
  drill: DrillView | null
  /** What a new drill can ask, shown when one can be started (no drill yet, or the last one finished). */
  pool: { questions: number; unseen: number } | null
}
