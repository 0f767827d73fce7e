import type { CollectionBeforeChangeHook } from 'payload'

import { findQuestionTopics } from '@/domain/test-engine/question-topics'

import { questionIdsAfterChange } from './question-ids'

/**
 * A test's topics are the topics of its questions, and its question count is theirs too, so topic
 * pages can list the tests that practise them without staff keeping a second list in step.
 */
export const deriveTestTopics: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const questionIds = questionIdsAfterChange(data, originalDoc)
  const questionCount = questionIds.length
  if (questionCount === 0) return { ...data, topics: [], questionCount }

  const topicOf = await findQuestionTopics(req.payload, questionIds, req)
  const topics = [...new Set([...topicOf.values()].filter((topic) => topic != null))]
  return { ...data, topics, questionCount }
}
