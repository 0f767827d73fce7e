import type { CollectionBeforeChangeHook, NumberFieldSingleValidation } from 'payload'

import { marksRefusal } from '@/domain/daily-questions/marks'
import { relationId } from '@/lib/ids'

type Id = number | string
const idOf = (value: unknown): Id | null => (value == null ? null : typeof value === 'object' ? (value as { id: Id }).id : (value as Id))

/**
 * The marks field's check: 0 up to the question's marks, in whole or half marks. A field validation,
 * so the admin shows the reason under the field when staff save (and every write is checked).
 */
export const validateMarks: NumberFieldSingleValidation = async (value, { data, req }) => {
  if (value == null) return true
  const questionId = idOf((data as { dailyQuestion?: unknown }).dailyQuestion)
  if (questionId == null) return true
  const question = await req.payload.findByID({
    collection: 'daily-questions',
    id: relationId(questionId),
    select: { marks: true },
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return marksRefusal(Number(value), question?.marks ?? 0) ?? true
}

/**
 * The evaluation follows the marks. A new submission starts "submitted" with no evaluation. When staff
 * save marks (checked by `validateMarks` on the field), the
 * submission becomes "evaluated", by the staff member who saved it, now; changing the marks or the
 * feedback later records the new evaluator and time. Clearing the marks takes the evaluation back.
 * Status, evaluator and time are never taken from the form, so they cannot be set by hand.
 */
export const recordEvaluation: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation === 'create') {
    return { ...data, status: 'submitted', marksAwarded: null, feedback: null, evaluatedBy: null, evaluatedAt: null }
  }
  const marks = data.marksAwarded !== undefined ? data.marksAwarded : originalDoc?.marksAwarded
  if (marks == null || marks === '') {
    return { ...data, marksAwarded: null, status: 'submitted', evaluatedBy: null, evaluatedAt: null }
  }

  const feedback = data.feedback !== undefined ? data.feedback : originalDoc?.feedback
  const isChanged =
    originalDoc?.status !== 'evaluated' ||
    Number(marks) !== originalDoc?.marksAwarded ||
    (feedback ?? '').trim() !== (originalDoc?.feedback ?? '').trim()
  if (!isChanged) {
    return {
      ...data,
      marksAwarded: Number(marks),
      status: 'evaluated',
      evaluatedBy: idOf(originalDoc?.evaluatedBy),
      evaluatedAt: originalDoc?.evaluatedAt ?? null,
    }
  }
  // Staff evaluate as themselves; a system write (the demo seed) may name the evaluator itself.
  const evaluator = req.user?.collection === 'users' ? req.user.id : (idOf(data.evaluatedBy) ?? idOf(originalDoc?.evaluatedBy))
  return { ...data, marksAwarded: Number(marks), status: 'evaluated', evaluatedBy: evaluator, evaluatedAt: new Date().toISOString() }
}
