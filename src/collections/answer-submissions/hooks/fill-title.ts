import type { CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/lib/ids'

/** "Groundwater in Punjab: Gurpreet Singh": how staff find a submission in the admin's list. */
export const submissionTitle = (questionTitle: string | null | undefined, candidateName: string | null | undefined) =>
  `${questionTitle?.trim() || 'Question of the Day'}: ${candidateName?.trim() || 'Candidate'}`

/** On create, names the submission after its question (in English, the admin's language) and its candidate. */
export const fillSubmissionTitle: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || data.dailyQuestion == null || data.candidate == null) return data
  const question = await req.payload.findByID({
    collection: 'daily-questions',
    id: relationId(data.dailyQuestion),
    select: { title: true },
    locale: 'en',
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  const candidate = await req.payload.findByID({
    collection: 'users',
    id: relationId(data.candidate),
    select: { name: true },
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return { ...data, title: submissionTitle(question?.title, candidate?.name) }
}
