import type { Payload, PayloadRequest } from 'payload'

import type { User } from '@/payload-types'

type Id = number | string

/**
 * The topic of each of these questions, by question id (`null` where staff gave none): the one read of
 * a paper's topics, for the paper snapshot and for the test's derived topic list. It reads the topic
 * field only, never an answer, so it may skip access.
 */
export async function findQuestionTopics(payload: Payload, questionIds: Id[], req?: PayloadRequest): Promise<Map<string, Id | null>> {
  if (questionIds.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'questions',
    where: { id: { in: questionIds } },
    select: { topic: true },
    depth: 0,
    limit: questionIds.length,
    pagination: false,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return new Map(
    docs.map((doc) => {
      const topic = doc.topic as Id | { id: Id } | null | undefined
      return [String(doc.id), topic == null ? null : typeof topic === 'object' ? topic.id : topic]
    }),
  )
}

/** The slugs of these topics' pages, by topic id, read as `user`: a topic they may not read is left out. */
export async function readTopicSlugs(payload: Payload, user: User, topicIds: Id[]): Promise<Map<string, string>> {
  if (topicIds.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'topics',
    where: { id: { in: topicIds } },
    select: { slug: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  return new Map(docs.flatMap((doc) => (doc.slug ? [[String(doc.id), doc.slug] as const] : [])))
}
