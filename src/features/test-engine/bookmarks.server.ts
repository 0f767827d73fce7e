import 'server-only'

import type { Payload } from 'payload'
import * as z from 'zod/mini'

import { actingAs } from '@/server/payload.server'
import type { User } from '@/payload-types'

import { hasFinishedPaperWith } from './own-attempts.server'

export const bookmarkSchema = z.object({ questionId: z.string().check(z.regex(/^\d+$/)), bookmarked: z.boolean() })

/**
 * Keeps or drops a question for revision. Read and removed as the candidate (a bookmark is theirs
 * alone); made only here, and only for a question of a paper they have finished, so a bookmark can
 * never become a way to reach a question of a test they have not taken. The topic is copied from the
 * question, so the dashboard can filter by it.
 */
export async function toggleBookmark(payload: Payload, user: User, input: unknown): Promise<{ status: number; body: unknown }> {
  const parsed = bookmarkSchema.safeParse(input)
  if (!parsed.success) return { status: 400, body: { message: 'The bookmark could not be read.' } }
  const { questionId, bookmarked } = parsed.data
  const existing = await payload.find({
    collection: 'question-bookmarks',
    where: { question: { equals: questionId } },
    depth: 0,
    limit: 1,
    ...actingAs(user),
  })
  if (!bookmarked) {
    if (existing.docs[0]) await payload.delete({ collection: 'question-bookmarks', id: existing.docs[0].id, ...actingAs(user) })
    return { status: 200, body: { bookmarked: false } }
  }
  if (existing.docs[0]) return { status: 200, body: { bookmarked: true } }
  if (!(await hasFinishedPaperWith(payload, user, questionId)))
    return { status: 404, body: { message: 'Only questions of tests you have finished can be bookmarked.' } }
  // Only the topic is read from the question (never its answer).
  const question = await payload.findByID({
    collection: 'questions',
    id: questionId,
    depth: 0,
    select: { topic: true },
    overrideAccess: true,
    disableErrors: true,
  })
  if (!question) return { status: 404, body: { message: 'There is no such question.' } }
  await payload.create({
    collection: 'question-bookmarks',
    data: { candidate: user.id, question: question.id, topic: question.topic ?? null },
    overrideAccess: true,
  })
  return { status: 200, body: { bookmarked: true } }
}
