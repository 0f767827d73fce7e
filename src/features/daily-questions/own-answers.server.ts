import 'server-only'

import type { Payload, Where } from 'payload'

import { readPins, readRubric } from '@/domain/daily-questions/evaluation'
import { bilingual } from '@/domain/test-engine/paper.server'
import { relationId } from '@/lib/ids'
import { sitePath } from '@/lib/media'
import { actingAs } from '@/server/payload.server'
import type { AnswerSubmission, User } from '@/payload-types'

import { findOwnAnswer, readReveal } from './answer-daily-question.server'
import type { LocalizedText } from './daily-question-pages.server'
import type { AnswerPageView, DailyQuestionView, McqAnswerResult, OwnState, SubmissionView } from './types'

/*
 * The signed-in candidate's own answers, read as the candidate (`overrideAccess: false`): another
 * candidate's never come back. What the candidate may not read directly (the bank question's key, the
 * evaluator's name) is added afterwards, only for what is theirs.
 */

type Id = number | string

/** The candidate's answer to an MCQ with its reveal, or null when they have not answered it. */
export async function readOwnMcqAnswer(
  payload: Payload,
  user: User,
  question: Parameters<typeof readReveal>[1],
): Promise<McqAnswerResult | null> {
  const chosen = await findOwnAnswer(payload, user, question.id)
  if (!chosen) return null
  return { outcome: 'recorded', chosen, reveal: await readReveal(payload, question) }
}

/** The candidate's written answer to a Mains question with its evaluation (once there is one) and the question's guidance, or null. */
export async function readOwnSubmission(payload: Payload, user: User, dailyQuestionId: Id): Promise<SubmissionView | null> {
  const { docs } = await payload.find({
    collection: 'answer-submissions',
    where: { and: [{ candidate: { equals: user.id } }, { dailyQuestion: { equals: dailyQuestionId } }] },
    limit: 1,
    depth: 0,
    ...actingAs(user),
  })
  const doc = docs[0]
  if (!doc) return null
  // As the candidate: the guidance's and model answer's own rule (src/access/own.ts) shows them now that they have submitted.
  const question = await payload.findByID({
    collection: 'daily-questions',
    id: dailyQuestionId,
    select: { marks: true, guidance: true, modelAnswer: true },
    locale: 'all',
    depth: 0,
    ...actingAs(user),
    disableErrors: true,
  })
  const pages = await readOwnPages(payload, user, doc)
  return toSubmissionView(payload, doc, pages, {
    marks: question?.marks ?? 0,
    guidance: question?.guidance as LocalizedText,
    modelAnswer: question?.modelAnswer as LocalizedText,
  })
}

/** A handwritten answer's pages in order, read as the candidate (their own only), with the address their files are served at. */
async function readOwnPages(payload: Payload, user: User, doc: AnswerSubmission): Promise<AnswerPageView[]> {
  const ids = (doc.pages ?? []).map((page) => relationId(page))
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'answer-pages',
    where: { id: { in: ids } },
    sort: 'page',
    limit: ids.length,
    depth: 0,
    ...actingAs(user),
  })
  return docs.flatMap((page) =>
    page.url && page.width && page.height ? [{ page: page.page, src: sitePath(page.url), width: page.width, height: page.height }] : [],
  )
}

const textOrNull = (value: LocalizedText) => {
  const text = bilingual(value)
  return text.en.trim() ? text : null
}

async function toSubmissionView(
  payload: Payload,
  doc: AnswerSubmission,
  pages: AnswerPageView[],
  question: { marks: number; guidance: LocalizedText; modelAnswer: LocalizedText },
): Promise<SubmissionView> {
  const isEvaluated = doc.status === 'evaluated' && doc.marksAwarded != null
  const evaluatorId = doc.evaluatedBy == null ? null : relationId(doc.evaluatedBy)
  // Candidates cannot read staff accounts; the evaluator's name is read for them, and nothing else.
  const evaluator =
    isEvaluated && evaluatorId
      ? await payload.findByID({
          collection: 'users',
          id: evaluatorId,
          select: { name: true },
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : null
  const rubric = readRubric(doc.rubric)
  return {
    id: String(doc.id),
    format: doc.format === 'handwritten' ? 'handwritten' : 'typed',
    answer: doc.answer ?? '',
    wordCount: doc.wordCount ?? null,
    pages,
    submittedAt: doc.submittedAt,
    status: isEvaluated ? 'evaluated' : 'submitted',
    evaluation: isEvaluated
      ? {
          marksAwarded: doc.marksAwarded!,
          marks: question.marks,
          feedback: doc.feedback?.trim() ?? '',
          evaluatorName: evaluator?.name ?? null,
          evaluatedAt: doc.evaluatedAt ?? null,
          rubric:
            rubric && rubric.length > 0 && rubric.every((criterion) => criterion.marks !== null)
              ? rubric.map((criterion) => ({
                  criterion: { en: criterion.criterion.en, pa: criterion.criterion.pa || criterion.criterion.en },
                  outOf: criterion.outOf,
                  marks: criterion.marks!,
                }))
              : null,
          pins: (readPins(doc.pins) ?? []).map((pin, index) => ({ number: index + 1, ...pin, comment: pin.comment.trim() })),
        }
      : null,
    guidance: textOrNull(question.guidance),
    modelAnswer: textOrNull(question.modelAnswer),
  }
}

/** The candidate's state of each listed question (answered, submitted, evaluated with marks), for the archive. */
export async function readOwnStates(payload: Payload, user: User, dailyQuestionIds: string[]): Promise<Record<string, OwnState>> {
  if (dailyQuestionIds.length === 0) return {}
  const where: Where = { and: [{ candidate: { equals: user.id } }, { dailyQuestion: { in: dailyQuestionIds } }] }
  const [answers, submissions] = await Promise.all([
    payload.find({
      collection: 'daily-question-answers',
      where,
      select: { dailyQuestion: true, option: true },
      depth: 0,
      pagination: false,
      ...actingAs(user),
    }),
    payload.find({
      collection: 'answer-submissions',
      where,
      select: { dailyQuestion: true, status: true, marksAwarded: true },
      depth: 0,
      pagination: false,
      ...actingAs(user),
    }),
  ])
  const marksOf = submissions.docs.length
    ? await payload.find({
        collection: 'daily-questions',
        where: { id: { in: submissions.docs.map((doc) => relationId(doc.dailyQuestion)) } },
        select: { marks: true },
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
    : { docs: [] }
  const marks = new Map(marksOf.docs.map((doc) => [String(doc.id), doc.marks ?? 0]))
  const states: Record<string, OwnState> = {}
  for (const answer of answers.docs) states[relationId(answer.dailyQuestion)] = { kind: 'mcq', option: answer.option }
  for (const submission of submissions.docs) {
    const id = relationId(submission.dailyQuestion)
    const isEvaluated = submission.status === 'evaluated' && submission.marksAwarded != null
    states[id] = {
      kind: 'mains',
      status: isEvaluated ? 'evaluated' : 'submitted',
      marksAwarded: isEvaluated ? submission.marksAwarded! : null,
      marks: marks.get(id) ?? 0,
    }
  }
  return states
}

/** What the page shows the candidate of their own answer to a question: the MCQ's reveal or the written answer's status. */
export async function readOwnAnswerTo(payload: Payload, user: User, question: Pick<DailyQuestionView, 'id' | 'mcq' | 'mains'>) {
  const [answer, submission] = await Promise.all([
    question.mcq ? readOwnMcqAnswer(payload, user, { id: question.id, question: question.mcq.id }) : null,
    question.mains ? readOwnSubmission(payload, user, question.id) : null,
  ])
  return { answer, submission }
}
