import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, JSONFieldValidation, NumberFieldSingleValidation } from 'payload'

import {
  PINS_PER_ANSWER,
  pinRefusal,
  readPins,
  readRubric,
  rubricAward,
  rubricMarksProblems,
  type RubricMark,
} from '@/domain/daily-questions/evaluation'
import { marksRefusal } from '@/domain/daily-questions/marks'
import { idOrNull, relationId } from '@/lib/ids'

/**
 * The marks field's check: 0 up to the question's marks, in whole or half marks. A field validation,
 * so the admin shows the reason under the field when staff save (and every write is checked).
 */
export const validateMarks: NumberFieldSingleValidation = async (value, { data, req }) => {
  if (value == null) return true
  const questionId = idOrNull((data as { dailyQuestion?: unknown }).dailyQuestion)
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

/** The rubric's marks, each checked against its criterion's own marks (the first problem is shown under the field). */
export const validateRubric: JSONFieldValidation = (value) => {
  if (value == null) return true
  const rubric = readRubric(value)
  if (!rubric) return 'The rubric could not be read: reload the page and give the marks again.'
  const problem = rubricMarksProblems(
    rubric,
    rubric.map((criterion) => criterion.marks ?? 0),
  )[0]
  return problem ? `${rubric[problem.index]!.criterion.en}: ${problem.message}` : true
}

/** Comments pinned on a handwritten answer's pages: each inside one of its pages, with its text. */
export const validatePins: JSONFieldValidation = (value, { data }) => {
  if (value == null) return true
  const pins = readPins(value)
  if (!pins) return 'The pinned comments could not be read: reload the page and pin them again.'
  if (pins.length > PINS_PER_ANSWER) return `Pin at most ${PINS_PER_ANSWER} comments on one answer.`
  const pageCount = ((data as { pages?: unknown[] }).pages ?? []).length
  for (const [index, pin] of pins.entries()) {
    const refusal = pinRefusal(pin, pageCount)
    if (refusal) return `Comment ${index + 1}: ${refusal}`
  }
  return true
}

/**
 * A rubric as it may be saved: its criteria and their marks as the submission was made with them (no
 * form changes them), with the marks the form gives, by position.
 */
function mergedRubric(sent: unknown, stored: unknown): RubricMark[] | null {
  const kept = readRubric(stored)
  if (!kept || kept.length === 0) return null
  if (sent === undefined) return kept
  const given = readRubric(sent)
  return kept.map((criterion, index) => ({ ...criterion, marks: given?.[index]?.marks ?? null }))
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * The evaluation follows the marks. A new submission starts "submitted" with no evaluation, its rubric's
 * criteria (copied from the question by the use-case) without marks. With a rubric, the marks are its
 * criteria's added up once every criterion has its marks; the criteria themselves never change. When
 * staff save marks (checked by `validateMarks` on the field), the submission becomes "evaluated", by the staff member who saved it, now; changing the marks or the
 * feedback, a criterion's marks or a pinned comment later records the new evaluator and time. Clearing the marks takes the evaluation back.
 * Status, evaluator and time are never taken from the form, so they cannot be set by hand.
 */
export const recordEvaluation: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation === 'create') {
    const rubric = readRubric(data.rubric)?.map((criterion) => ({ ...criterion, marks: null })) ?? null
    return { ...data, rubric, pins: null, status: 'submitted', marksAwarded: null, feedback: null, evaluatedBy: null, evaluatedAt: null }
  }
  // With a rubric, the marks are its criteria's added up, once every one has its marks.
  const rubric = mergedRubric(data.rubric, originalDoc?.rubric)
  const withRubric = rubric ? { ...data, rubric, marksAwarded: rubricAward(rubric) } : data
  return evaluationOf(withRubric, originalDoc, req)
}

function evaluationOf(
  data: Record<string, unknown>,
  originalDoc: Record<string, unknown> | undefined,
  req: Parameters<CollectionBeforeChangeHook>[0]['req'],
) {
  const marks = data.marksAwarded !== undefined ? data.marksAwarded : originalDoc?.marksAwarded
  if (marks == null || marks === '') {
    return { ...data, marksAwarded: null, status: 'submitted', evaluatedBy: null, evaluatedAt: null }
  }

  const feedback = (data.feedback !== undefined ? data.feedback : originalDoc?.feedback) as string | null | undefined
  const isChanged =
    originalDoc?.status !== 'evaluated' ||
    Number(marks) !== originalDoc?.marksAwarded ||
    (feedback ?? '').trim() !== ((originalDoc?.feedback as string | null | undefined) ?? '').trim() ||
    (data.rubric !== undefined && !sameJson(data.rubric, originalDoc?.rubric)) ||
    (data.pins !== undefined && !sameJson(data.pins, originalDoc?.pins))
  if (!isChanged) {
    return {
      ...data,
      marksAwarded: Number(marks),
      status: 'evaluated',
      evaluatedBy: idOrNull(originalDoc?.evaluatedBy),
      evaluatedAt: originalDoc?.evaluatedAt ?? null,
    }
  }
  // Staff evaluate as themselves; a system write (the demo seed) may name the evaluator itself.
  const evaluator = req.user?.collection === 'users' ? req.user.id : (idOrNull(data.evaluatedBy) ?? idOrNull(originalDoc?.evaluatedBy))
  return { ...data, marksAwarded: Number(marks), status: 'evaluated', evaluatedBy: evaluator, evaluatedAt: new Date().toISOString() }
}

/**
 * The candidate is told by e-mail when staff return their answer evaluated, once: the job queue sends it
 * (and retries), and stamps the submission when the mail server has taken it (ADR 048). A system write
 * (the demo seed's evaluated answer) tells nobody.
 */
export const notifyWhenReturned: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (!req.user || operation !== 'update' || doc.status !== 'evaluated' || previousDoc?.status === 'evaluated' || doc.notifiedAt) return doc
  await req.payload.jobs.queue({ task: 'notify-evaluated-answer', input: { submissionId: String(doc.id) }, req })
  return doc
}
