import { relationId } from '@/lib/ids'
import type { Test } from '@/payload-types'

/** A saved test's question ids, section by section in order, as strings. */
export const testQuestionIds = (test: Pick<Test, 'sections'>): string[] =>
  (test.sections ?? []).flatMap((section) => (section.questions ?? []).map((question) => String(relationId(question))))
