import 'server-only'

import type { Payload } from 'payload'

import { readAnswerKey, readQuestionTexts } from '@/domain/test-engine/paper.server'
import type { OptionLetter } from '@/domain/test-engine/types'
import type { Locale } from '@/i18n/locale'
import { relationId } from '@/lib/ids'
import type { Drill, Topic, User } from '@/payload-types'

import { chooseDrillQuestions } from './choose-questions'
import { readDrillPool } from './pool.server'
import type { DrillQuestionView, PracticeView } from './practice-view'
import { drillAnswerSchema } from './schemas'

type Id = number | string

/** A published topic by its slug, read as the candidate, in their language. */
async function findTopic(payload: Payload, user: User, slug: string, locale: Locale): Promise<Pick<Topic, 'id' | 'slug' | 'title'> | null> {
  const { docs } = await payload.find({
    collection: 'topics',
    where: { slug: { equals: slug } },
    select: { slug: true, title: true },
    locale,
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs[0] ?? null
}

/** The candidate's latest drill on the topic, read as them. */
async function latestDrill(payload: Payload, user: User, topicId: Id): Promise<Drill | null> {
  const { docs } = await payload.find({
    collection: 'drills',
    where: { and: [{ candidate: { equals: user.id } }, { topic: { equals: topicId } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs[0] ?? null
}

/** The drill's checked answers by question id, read as the candidate. */
async function checkedAnswers(payload: Payload, user: User, drillId: Id): Promise<Map<string, OptionLetter>> {
  const { docs } = await payload.find({
    collection: 'drill-answers',
    where: { drill: { equals: drillId } },
    select: { question: true, option: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  return new Map(docs.map((answer) => [String(relationId(answer.question)), answer.option]))
}

const drillQuestionIds = (drill: Drill) => (drill.questions ?? []).map((question) => String(relationId(question)))

export type StartDrillOutcome = { ok: true; slug: string } | { ok: false; reason: 'no-topic' | 'empty' }

/**
 * Starts a drill on a topic for the candidate: up to ten questions from what they may practise, the
 * unseen first (ADR 039). A drill still open on the topic is kept instead, so a second press starts
 * nothing new.
 */
export async function startDrill(payload: Payload, user: User, slug: string, now = new Date()): Promise<StartDrillOutcome> {
  const topic = await findTopic(payload, user, slug, 'en')
  if (!topic) return { ok: false, reason: 'no-topic' }
  const open = await latestDrill(payload, user, topic.id)
  if (open && (await checkedAnswers(payload, user, open.id)).size < drillQuestionIds(open).length) return { ok: true, slug }
  const pool = await readDrillPool(payload, user, topic.id, now)
  const questions = chooseDrillQuestions(pool.questionIds, pool.seen)
  if (questions.length === 0) return { ok: false, reason: 'empty' }
  // Drills are written only here (the collection lets nobody create one): the questions come from the pool.
  await payload.create({
    collection: 'drills',
    data: { candidate: user.id, topic: topic.id, questions: questions.map(Number) },
    overrideAccess: true,
    depth: 0,
  })
  return { ok: true, slug }
}

export type CheckDrillOutcome =
  | { status: 200; slug: string }
  | { status: 400 | 404; message: 'choose' | 'notInDrill' | 'noDrill'; slug: string | null }
  | { status: 409; message: 'alreadyChecked'; slug: string; option: OptionLetter }

/**
 * Checks one answer of the candidate's drill and keeps it: once per question, whatever the order two
 * checks arrive in (the unique drill + question index lets one in). The page then shows the key and the
 * explanation of that question only.
 */
export async function checkDrillAnswer(payload: Payload, user: User, drillId: string, input: unknown): Promise<CheckDrillOutcome> {
  const drill = /^\d+$/.test(drillId)
    ? await payload.findByID({ collection: 'drills', id: drillId, depth: 1, overrideAccess: false, user, disableErrors: true })
    : null
  if (!drill) return { status: 404, message: 'noDrill', slug: null }
  const slug = typeof drill.topic === 'object' ? (drill.topic.slug ?? null) : null
  const parsed = drillAnswerSchema.safeParse(input)
  if (!parsed.success) return { status: 400, message: 'choose', slug }
  const { questionId, option } = parsed.data
  if (!drillQuestionIds(drill).includes(questionId)) return { status: 400, message: 'notInDrill', slug }
  const already = async () => {
    const first = (await checkedAnswers(payload, user, drill.id)).get(questionId)
    return first ? ({ status: 409, message: 'alreadyChecked', slug: slug ?? '', option: first } as const) : null
  }
  const before = await already()
  if (before) return before
  try {
    await payload.create({
      collection: 'drill-answers',
      data: { drill: drill.id, candidate: user.id, question: Number(questionId), option },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    const winner = await already()
    if (winner) return winner
    throw error
  }
  return { status: 200, slug: slug ?? '' }
}

/** The practice page of a topic for the candidate, or null when there is no such topic for them. */
export async function loadPractice(
  payload: Payload,
  user: User,
  slug: string,
  locale: Locale,
  now = new Date(),
): Promise<PracticeView | null> {
  const topic = await findTopic(payload, user, slug, locale)
  if (!topic) return null
  const drill = await latestDrill(payload, user, topic.id)
  const view: PracticeView = {
    locale,
    topic: { id: String(topic.id), slug: topic.slug ?? slug, title: topic.title },
    drill: drill ? await drillView(payload, user, drill) : null,
    pool: null,
  }
  if (!view.drill || view.drill.isFinished) {
    const pool = await readDrillPool(payload, user, topic.id, now)
    view.pool = { questions: pool.questionIds.length, unseen: pool.questionIds.filter((id) => !pool.seen.has(id)).length }
  }
  return view
}

async function drillView(payload: Payload, user: User, drill: Drill): Promise<PracticeView['drill']> {
  const ids = drillQuestionIds(drill)
  const answers = await checkedAnswers(payload, user, drill.id)
  const checkedIds = ids.filter((id) => answers.has(id))
  // The key is read for the checked questions only: an unchecked one's answer never reaches the page.
  const [texts, key] = await Promise.all([readQuestionTexts(payload, ids), readAnswerKey(payload, checkedIds)])
  let number = 0
  const questions = ids.flatMap((id): DrillQuestionView[] => {
    const text = texts.get(id)
    if (!text) return []
    number += 1
    const chosen = answers.get(id)
    const entry = key.get(id)
    return [
      {
        id,
        number,
        stem: text.stem,
        options: text.options,
        image: text.image ?? null,
        checked: chosen && entry ? { chosen, correct: entry.correct, explanation: entry.explanation } : null,
      },
    ]
  })
  const checked = questions.filter((question) => question.checked)
  return {
    id: String(drill.id),
    startedAt: drill.createdAt,
    questions,
    checked: checked.length,
    right: checked.filter((question) => question.checked!.chosen === question.checked!.correct).length,
    isFinished: questions.length > 0 && checked.length === questions.length,
  }
}
