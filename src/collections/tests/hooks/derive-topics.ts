import type { CollectionBeforeChangeHook } from 'payload'

import { findQuestionTopics } from '@/domain/test-engine/question-topics'

type Relation = number | string | { id: number | string }
type SectionData = { id?: string | null; questions?: Relation[] | null }

const idOf = (value: Relation) => (typeof value === 'object' ? value.id : value)

/**
 * A test's topics are the topics of its questions, and its question count is theirs too, so topic pages can list the tests that practise
 * them without staff keeping a second list in step. An update that leaves a section's questions out
 * (a Punjabi-title edit, say) keeps that section's questions from the saved document.
 */
export const deriveTestTopics: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const saved = (originalDoc?.sections ?? []) as SectionData[]
  const sections = (data.sections ?? saved) as SectionData[]
  const questionIds = sections.flatMap((section) => {
    const questions = section.questions ?? saved.find((row) => row.id && row.id === section.id)?.questions ?? []
    return questions.map(idOf)
  })
  const questionCount = questionIds.length
  if (questionCount === 0) return { ...data, topics: [], questionCount }

  const topicOf = await findQuestionTopics(req.payload, questionIds, req)
  const topics = [...new Set([...topicOf.values()].filter((topic) => topic != null))]
  return { ...data, topics, questionCount }
}
