import type { Payload, PayloadRequest } from 'payload'

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
