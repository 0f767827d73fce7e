import type { Locale } from '@/i18n/locale'
import { getTranslator } from '@/i18n/translator'

/** The kinds of test the institute runs (the tests collection's `kind`). */
export type TestKind = 'gs-prelims' | 'csat' | 'sectional' | 'topic' | 'pyq' | 'daily-quiz'

const kindKeys = {
  'gs-prelims': 'gsPrelims',
  csat: 'csat',
  sectional: 'sectional',
  topic: 'topic',
  pyq: 'pyq',
  'daily-quiz': 'dailyQuiz',
} as const satisfies Record<TestKind, string>

/** The label of a test kind; null for a kind this page does not know, which is then left out. */
export function describeTestKind(kind: string, locale: Locale = 'en'): string | null {
  if (!Object.hasOwn(kindKeys, kind)) return null
  return getTranslator(locale, 'testSeries')(`kinds.${kindKeys[kind as TestKind]}`)
}
