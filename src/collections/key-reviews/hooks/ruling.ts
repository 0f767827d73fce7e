import { type CollectionAfterChangeHook, type CollectionBeforeChangeHook, ValidationError } from 'payload'

import {
  objectionStatusOf,
  RULING_NOTE_MIN,
  type RulingDecision,
  type RulingProblem,
  rulingProblem,
} from '@/domain/test-engine/key-objections'
import type { OptionLetter } from '@/domain/test-engine/types'
import { relationId } from '@/lib/ids'

import { keyChangeContext } from '../../questions/hooks/key-changes'

const problems: Record<RulingProblem, { path: string; message: string }> = {
  'note-missing': {
    path: 'note',
    message: `Write a note of at least ${RULING_NOTE_MIN} characters for the candidates: why the key changes or stands, with the source.`,
  },
  'new-key-missing': { path: 'newKey', message: 'Choose the correct answer the key changes to.' },
  'new-key-unchanged': { path: 'newKey', message: 'That is the key already. Choose another answer, or reject the objections.' },
  'already-dropped': { path: 'decision', message: 'This question is dropped already.' },
}

type Review = {
  status?: string
  decision?: RulingDecision | null
  newKey?: OptionLetter | null
  note?: string | null
  decidedAt?: string | null
}

/**
 * Checks staff's decision against the question as it stands now, and stamps who decided and when. A
 * decided entry keeps its decision: changing it is refused with the date it was made.
 */
export const checkRuling: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const before = originalDoc as Review
  if (before.status !== 'open') {
    const isChanged = (['decision', 'newKey', 'note'] as const).some(
      (field) => field in data && (data[field] ?? null) !== (before[field] ?? null),
    )
    if (isChanged) {
      const when = before.decidedAt ? new Date(before.decidedAt).toISOString().slice(0, 10) : 'earlier'
      throw new ValidationError({
        collection: 'key-reviews',
        errors: [
          {
            path: 'decision',
            message: `These objections were decided on ${when}, and a decision stands. To change the key again, edit the question.`,
          },
        ],
        req,
      })
    }
    // Nothing else of a decision changes either: who decided and when stay as they were.
    return { ...data, status: before.status, decidedBy: originalDoc.decidedBy ?? null, decidedAt: before.decidedAt ?? null }
  }
  const decision = (data.decision ?? null) as RulingDecision | null
  // Undecided: open, and nobody's name or date on it, whatever was sent.
  if (!decision) return { ...data, status: 'open', decidedBy: null, decidedAt: null }
  const question = await req.payload.findByID({
    collection: 'questions',
    id: relationId(originalDoc.question),
    select: { correctOption: true, dropped: true },
    depth: 0,
    req,
    overrideAccess: true,
  })
  const problem = rulingProblem(
    { decision, newKey: data.newKey, note: data.note },
    { correctOption: question.correctOption as OptionLetter, dropped: Boolean(question.dropped) },
  )
  if (problem) throw new ValidationError({ collection: 'key-reviews', errors: [problems[problem]], req })
  return {
    ...data,
    note: String(data.note).trim(),
    newKey: decision === 'change-key' ? data.newKey : null,
    status: objectionStatusOf(decision),
    decidedBy: req.user ? Number(req.user.id) : null,
    decidedAt: new Date().toISOString(),
  }
}

/**
 * Applies a decision once, in the same transaction as saving it: the question's key changes or it is
 * dropped (its hook records the change and queues the re-scoring), or the rejection is recorded; the
 * objections take the decision and its note; the objectors' e-mails are queued.
 */
export const applyRuling: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || (previousDoc as Review | undefined)?.status !== 'open' || doc.status === 'open') return doc
  const decision = doc.decision as RulingDecision
  const note = String(doc.note)
  const questionId = relationId(doc.question)
  if (decision === 'reject') {
    const question = await req.payload.findByID({
      collection: 'questions',
      id: questionId,
      select: { correctOption: true, dropped: true },
      depth: 0,
      req,
      overrideAccess: true,
    })
    const key = question.dropped ? 'dropped' : question.correctOption
    await req.payload.create({
      collection: 'key-changes',
      data: {
        summary: `Objections to question ${questionId} rejected: key stays ${key}`,
        kind: 'objections-rejected',
        previousKey: key,
        newKey: key,
        question: Number(questionId),
        review: doc.id,
        changedBy: req.user ? Number(req.user.id) : undefined,
        via: 'objections',
        note,
      },
      req,
      overrideAccess: true,
    })
  } else {
    await req.payload.update({
      collection: 'questions',
      id: questionId,
      data: decision === 'change-key' ? { correctOption: doc.newKey, dropped: false } : { dropped: true },
      req,
      context: keyChangeContext({ via: 'objections', reviewId: doc.id, note, rescore: true }),
      overrideAccess: true,
    })
  }
  await req.payload.update({
    collection: 'key-objections',
    where: { review: { equals: doc.id } },
    data: { status: objectionStatusOf(decision), staffNote: note },
    req,
    overrideAccess: true,
  })
  await req.payload.jobs.queue({ task: 'notify-objectors', input: { reviewId: String(doc.id) }, req })
  return doc
}
