import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/**
 * A test or question that candidates have answered is part of their results: deleting it would
 * break them (and the database refuses). Staff unpublish it instead; this says so plainly.
 */
export const refuseDeleteWhenAnswered =
  (field: 'test' | 'question', what: string): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    const { totalDocs } =
      field === 'test'
        ? await req.payload.count({ collection: 'attempts', where: { test: { equals: id } }, overrideAccess: true, req })
        : await req.payload.count({ collection: 'attempt-answers', where: { question: { equals: id } }, overrideAccess: true, req })
    if (totalDocs > 0) {
      throw new APIError(
        `Candidates have already answered this ${what}, and their results depend on it. Unpublish it instead of deleting it.`,
        409,
        null,
        true,
      )
    }
  }
