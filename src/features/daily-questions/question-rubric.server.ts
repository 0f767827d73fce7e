import 'server-only'

import type { Payload } from 'payload'

import { defaultRubric, type RubricCriterion } from '@/domain/daily-questions/evaluation'
import { bilingual } from '@/domain/test-engine/paper.server'
import type { DailyQuestion } from '@/payload-types'

type LocalizedRow = { criterion?: string | { en?: string | null; pa?: string | null } | null; outOf?: number | null }

/**
 * The rubric a submission to `question` is evaluated on (ADR 048): the question's own, named in both
 * languages, or the institute's default split of its marks. Copied onto the submission when it is made,
 * so a later change to the question's rubric never changes an answer already sent.
 */
export async function questionRubric(payload: Payload, question: Pick<DailyQuestion, 'id' | 'marks'>): Promise<RubricCriterion[]> {
  const read = await payload.findByID({
    collection: 'daily-questions',
    id: question.id,
    select: { rubric: true },
    locale: 'all',
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const rows = ((read?.rubric ?? []) as LocalizedRow[]).filter((row) => row.criterion && typeof row.outOf === 'number')
  if (rows.length === 0) return defaultRubric(question.marks ?? 10)
  return rows.map((row) => ({ criterion: bilingual(row.criterion as Parameters<typeof bilingual>[0]), outOf: row.outOf! }))
}
