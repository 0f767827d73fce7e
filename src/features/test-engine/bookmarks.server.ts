import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import type { User } from '@/payload-types'

export const bookmarkSchema = z.object({ questionId: z.string().regex(/^\d+$/), bookmarked: z.boolean() })

/**
 * Keeps or drops a question for revision. As the candidate (access rules apply): a bookmark is
 * theirs alone. The topic is copied from the question, so the dashboard can filter by it.
 */
export async function toggleBookmark(payload: Payload, user: User, input: unknown): Promise<{ status: number; body: unknown }> {
  const parsed = bookmarkSchema.safeParse(input)
  if (!parsed.success) return { status: 400, body: { message: 'The bookmark could not be read.' } }
  const { questionId, bookmarked } = parsed.data
  const asUser = { overrideAccess: false, user } as const
  const existing = await payload.find({ collection: 'question-bookmarks', where: { question: { equals: questionId } }, depth: 0, limit: 1, ...asUser })
  if (!bookmarked) {
    if (existing.docs[0]) await payload.delete({ collection: 'question-bookmarks', id: existing.docs[0].id, ...asUser })
    return { status: 200, body: { bookmarked: false } }
  }
  if (existing.docs[0]) return { status: 200, body: { bookmarked: true } }
  // Only the topic is read from the question (never its answer), so this read needs no candidate access.
  const question = await payload.findByID({ collection: 'questions', id: questionId, depth: 0, select: { topic: true }, overrideAccess: true, disableErrors: true })
  if (!question) return { status: 404, body: { message: 'There is no such question.' } }
  await payload.create({ collection: 'question-bookmarks', data: { candidate: user.id, question: question.id, topic: question.topic ?? null }, ...asUser })
  return { status: 200, body: { bookmarked: true } }
}
