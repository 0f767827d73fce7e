import { testHref } from '@/lib/links'
import { getTranslator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locale'

/** A PYQ paper's `test` as the archive reads it: populated when the test is published, a bare id when not. */
export type PyqPaperTest =
  number | string | { slug?: string | null; questionCount?: number | null; durationMinutes?: number | null } | null | undefined

export type PyqAttempt = { href: string; questionCount: number | null; durationMinutes: number | null }

/**
 * Where "Attempt" on a PYQ paper leads: its test's instructions page (`/test/{slug}`), when the paper
 * has a test the reader can see. A test that is not published reaches the archive as a bare id, so
 * the paper shows no "Attempt".
 */
export function pyqAttempt(test: PyqPaperTest): PyqAttempt | null {
  if (typeof test !== 'object' || test === null || !test.slug) return null
  return { href: testHref(test.slug), questionCount: test.questionCount ?? null, durationMinutes: test.durationMinutes ?? null }
}

/** "30 questions · 36 minutes, timed": what the attempt is, under the link, in the page's language. */
export function describePyqAttempt(attempt: PyqAttempt, locale: Locale = 'en'): string {
  const questions = attempt.questionCount ?? 0
  const minutes = attempt.durationMinutes ?? 0
  return getTranslator(locale, 'library')('pyq.attemptFacts', {
    questions,
    minutes,
    both: questions && minutes ? 'yes' : 'no',
    any: questions || minutes ? 'yes' : 'no',
  })
}
