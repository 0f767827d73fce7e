/**
 * What a success story must state before it is published (issue 18, item 7; ADR 049). India's
 * Guidelines for Prevention of Misleading Advertisement in Coaching Sector (CCPA, 2024) forbid a
 * coaching institute to hide, in a claim about a successful candidate, their rank, the course they
 * took, its duration and whether it was paid or free, and require the candidate's written consent.
 * A draft may lack any of them; publishing checks each and says which is missing.
 */

/** The exams a selected candidate may have cleared (their names: the catalogue's `library.stories.exams`). */
export const STORY_EXAMS = ['pcs', 'naib-tehsildar'] as const
export type StoryExam = (typeof STORY_EXAMS)[number]

export const COURSE_FEES = ['paid', 'free'] as const
export type CourseFee = (typeof COURSE_FEES)[number]

/** Longest course a story may name, in months. */
export const MAX_COURSE_MONTHS = 60

/** A signed form arrives as a scan (JPEG, PNG) or a PDF. */
export const CONSENT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const

/** What publishing needs, field by field, and the message a missing one gets. */
export const neededToPublish = {
  rank: 'State the rank on the final merit list, with its number, e.g. "Rank 7, PCS (Executive Branch)".',
  exam: 'Choose the exam the candidate was selected through.',
  course: 'Name the course the candidate took with us.',
  courseMonths: 'Give the course’s duration in months.',
  courseFee: 'Say whether the candidate paid for the course or took it free.',
  consent: 'Attach the candidate’s signed consent to publish their story.',
} as const
export type PublishingFact = keyof typeof neededToPublish

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

/** A rank names its number, in Latin or Gurmukhi digits ("Rank 7", "ਰੈਂਕ ੭"). */
export const statesRankNumber = (value: string) => /[0-9\u0A66-\u0A6F]/.test(value)

/**
 * Whether one fact lets the story be published: true, or the message to show beside the field. Only a
 * story being published is checked; a draft keeps whatever it has.
 */
export function checkFactForPublishing(fact: PublishingFact, value: unknown, status: unknown): true | string {
  if (status !== 'published') return true
  if (isEmpty(value)) return neededToPublish[fact]
  if (fact === 'rank' && !statesRankNumber(String(value))) return neededToPublish.rank
  if (fact === 'courseMonths') {
    const months = Number(value)
    if (!Number.isInteger(months) || months < 1 || months > MAX_COURSE_MONTHS)
      return `Give the course’s duration as a whole number of months, from 1 to ${MAX_COURSE_MONTHS}.`
  }
  return true
}
