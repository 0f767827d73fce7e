import { APIError, type CollectionAfterDeleteHook, type CollectionBeforeDeleteHook } from 'payload'

import { relationId } from '@/lib/ids'
import { expireTag } from '@/lib/revalidate'

import { testCrowdTag, testStatsTag } from './test-stats'

/**
 * A test or question that candidates have answered is part of their results: deleting it would
 * break them (and the database refuses). Staff unpublish it instead; this says so plainly.
 */
export const refuseDeleteWhenAnswered =
  (field: 'test' | 'question', what: string): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const counts =
      field === 'test'
        ? [await req.payload.count({ collection: 'attempts', where: { test: { equals: id } }, overrideAccess: true, req })]
        : await Promise.all(
            // A question checked in a practice drill is part of that candidate's drill, too.
            (['attempt-answers', 'drill-answers'] as const).map((collection) =>
              req.payload.count({ collection, where: { question: { equals: id } }, overrideAccess: true, req }),
            ),
          )
    if (counts.some(({ totalDocs }) => totalDocs > 0)) {
      throw new APIError(
        `Candidates have already answered this ${what}, and their results depend on it. Unpublish it instead of deleting it.`,
        409,
        null,
        true,
      )
    }
  }

/**
 * An attempt or a drill that an administrator deletes takes its answers with it (the database would
 * refuse to leave them pointing at nothing), in the same transaction as the delete.
 */
export const deleteAnswersOf =
  (answers: 'attempt-answers' | 'drill-answers', field: 'attempt' | 'drill'): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    await req.payload.delete({ collection: answers, where: { [field]: { equals: id } }, overrideAccess: true, req })
  }

/** A deleted attempt leaves the test's ranks and question statistics: both are counted again. */
export const expireStatsOfDeletedAttempt: CollectionAfterDeleteHook = ({ doc }) => {
  const testId = relationId((doc as { test: number | { id: number } }).test)
  expireTag(testStatsTag(testId))
  expireTag(testCrowdTag(testId))
}
