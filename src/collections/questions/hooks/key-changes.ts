import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

/**
 * What the code that changes a key says about it through `req.context` (the answer-key objections'
 * decision does): where the change came from, why, and that finished attempts are re-scored.
 */
export type KeyChangeContext = { via: 'objections'; reviewId: number | string; note: string; rescore: true }

const KEY_CHANGE = 'keyChange'
const RESCORE_CHOSEN = 'rescoreChosen'

export const keyChangeContext = (change: KeyChangeContext) => ({ [KEY_CHANGE]: change })

/**
 * "Re-score finished attempts" is a choice made with one save, never stored (ADR 046): a key edited
 * without it leaves every finished result as it was scored, and the next save starts unticked.
 */
export const takeRescoreChoice: CollectionBeforeChangeHook = ({ data, req }) => {
  if (data.rescoreFinished) req.context[RESCORE_CHOSEN] = true
  data.rescoreFinished = false
  return data
}

type KeyState = { correctOption?: string | null; dropped?: boolean | null }

const describe = (state: KeyState) => (state.dropped ? 'dropped' : (state.correctOption ?? '—'))

/**
 * Every change to a question's key, or to whether it is dropped, goes into the audit trail
 * (`key-changes`) with who made it and from where; when staff chose it (the tick, or accepting
 * objections), the job queue then re-scores every finished attempt at a test holding the question,
 * which re-ranks them (there may be thousands).
 */
export const recordKeyChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const before = previousDoc as KeyState
  const after = doc as KeyState
  const isKeyChanged = before.correctOption !== after.correctOption
  const isDropChanged = Boolean(before.dropped) !== Boolean(after.dropped)
  if (!isKeyChanged && !isDropChanged) return doc

  const change = req.context[KEY_CHANGE] as KeyChangeContext | undefined
  const rescore = Boolean(change?.rescore || req.context[RESCORE_CHOSEN])
  const kind = isDropChanged ? (after.dropped ? 'dropped' : 'restored') : 'key-changed'
  const previousKey = describe(before)
  const newKey = describe(after)
  const summary =
    kind === 'dropped'
      ? `Question ${doc.id} dropped: every candidate gets its marks`
      : kind === 'restored'
        ? `Question ${doc.id} restored with key ${newKey}`
        : `Question ${doc.id}: key ${previousKey} → ${newKey}`
  await req.payload.create({
    collection: 'key-changes',
    data: {
      summary,
      kind,
      previousKey,
      newKey,
      question: doc.id,
      review: change ? Number(change.reviewId) : undefined,
      changedBy: req.user ? Number(req.user.id) : undefined,
      via: change?.via ?? 'question-form',
      note: change?.note,
      rescored: rescore,
    },
    req,
    overrideAccess: true,
  })
  if (rescore) await req.payload.jobs.queue({ task: 'rescore-question', input: { questionId: String(doc.id) }, req })
  return doc
}
