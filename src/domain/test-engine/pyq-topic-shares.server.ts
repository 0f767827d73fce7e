import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { contentTag } from '@/lib/revalidate'

import { findQuestionTopics } from './question-topics'
import { testQuestionIds } from './test-questions'
import type { PyqTopicShares } from './weak-topics'

/**
 * How often the past papers ask each topic: the questions of every published PYQ test, counted by
 * topic (a question without a topic counts in the total only). Public facts, read without access and
 * cached until staff change a test or a question.
 */
export function readPyqTopicShares(payload: Payload): Promise<PyqTopicShares> {
  return unstable_cache(
    async () => {
      const { docs } = await payload.find({
        collection: 'tests',
        where: { and: [{ kind: { equals: 'pyq' } }, { _status: { equals: 'published' } }] },
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      const ids = docs.flatMap(testQuestionIds)
      const topicOf = await findQuestionTopics(payload, ids)
      const byTopic: Record<string, number> = {}
      for (const id of ids) {
        const topic = topicOf.get(id)
        if (topic != null) byTopic[String(topic)] = (byTopic[String(topic)] ?? 0) + 1
      }
      return { total: ids.length, byTopic }
    },
    ['pyq-topic-shares'],
    { tags: [contentTag('tests'), contentTag('questions')], revalidate: 3600 },
  )()
}
