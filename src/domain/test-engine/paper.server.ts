import 'server-only'

import type { Payload } from 'payload'

import { relationId } from '@/lib/ids'
import type { Locale } from '@/i18n/locale'
import { sitePath } from '@/lib/media'
import type { Media, Question, Test } from '@/payload-types'

import { findQuestionTopics } from './question-topics'
import type { AnswerKeyEntry, Bilingual, OptionLetter, Paper, PaperSnapshot } from './types'

type Localized<T> = T | Partial<Record<Locale, T>> | null | undefined
type Id = number | string

/** A field read with `locale: 'all'`, as text in both languages (Punjabi falls back to English). */
export function bilingual(value: Localized<string>): Bilingual {
  if (value == null) return { en: '', pa: '' }
  if (typeof value === 'string') return { en: value, pa: value }
  const en = value.en ?? ''
  return { en, pa: value.pa || en }
}

/** Builds the snapshot of a test (read with `locale: 'all'`). */
export async function snapshotPaper(payload: Payload, test: Test): Promise<PaperSnapshot> {
  const sections = (test.sections ?? []) as unknown as {
    id?: string | null
    title: Localized<string>
    marksPerCorrect?: number | null
    negativeMarks?: number | null
    questions?: (Id | { id: Id })[] | null
  }[]
  const questionIds = sections.flatMap((section) => (section.questions ?? []).map(relationId))
  const topicOf = new Map(
    [...(await findQuestionTopics(payload, questionIds))].map(([id, topic]) => [id, topic == null ? null : relationId(topic)]),
  )
  const topicIds = [...new Set([...topicOf.values()].filter((id): id is string => id !== null))]
  const topics = topicIds.length
    ? await payload.find({
        collection: 'topics',
        where: { id: { in: topicIds } },
        select: { title: true },
        locale: 'all',
        depth: 0,
        limit: topicIds.length,
        pagination: false,
        overrideAccess: true,
      })
    : { docs: [] }

  return {
    testId: String(test.id),
    title: bilingual(test.title as Localized<string>),
    durationMinutes: test.durationMinutes,
    sections: sections.map((section, index) => ({
      id: section.id ?? `section-${index + 1}`,
      title: bilingual(section.title),
      marksPerCorrect: section.marksPerCorrect ?? test.marksPerCorrect,
      negativeMarks: section.negativeMarks ?? test.negativeMarks,
      questions: (section.questions ?? []).map(relationId).map((id) => ({ id, topicId: topicOf.get(id) ?? null })),
    })),
    topics: Object.fromEntries(topics.docs.map((topic) => [String(topic.id), bilingual(topic.title as Localized<string>)])),
    versions: await latestVersionIds(payload, questionIds),
  }
}

/**
 * Each question's newest version (every save of a question keeps one, ADR 046): what an attempt is
 * taken on. A question saved before versions were kept has none and is read as it stands.
 */
async function latestVersionIds(payload: Payload, questionIds: string[]): Promise<Record<string, string>> {
  if (questionIds.length === 0) return {}
  const { docs } = await payload.findVersions({
    collection: 'questions',
    where: { parent: { in: questionIds } },
    sort: '-createdAt',
    select: { parent: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const latest: Record<string, string> = {}
  for (const version of docs) {
    const parent = relationId(version.parent as Id | { id: Id })
    latest[parent] ??= String(version.id)
  }
  return latest
}

type QuestionFields = Pick<Question, 'stem' | 'options' | 'image' | 'correctOption' | 'explanation' | 'dropped'>
type QuestionField = keyof QuestionFields

/**
 * Questions as an attempt was taken on them: the version named in `versions` where there is one, the
 * question as it stands otherwise. Only the fields asked for are read.
 */
async function readQuestionFields(
  payload: Payload,
  ids: string[],
  fields: readonly QuestionField[],
  versions: Record<string, string> = {},
  depth = 0,
): Promise<Map<string, Partial<QuestionFields>>> {
  const versioned = ids.filter((id) => versions[id])
  const live = ids.filter((id) => !versions[id])
  const select = Object.fromEntries(fields.map((field) => [field, true as const]))
  const [current, kept] = await Promise.all([
    live.length
      ? payload.find({
          collection: 'questions',
          where: { id: { in: live } },
          select,
          locale: 'all',
          depth,
          limit: live.length,
          pagination: false,
          overrideAccess: true,
        })
      : { docs: [] },
    versioned.length
      ? payload.findVersions({
          collection: 'questions',
          where: { id: { in: versioned.map((id) => versions[id]!) } },
          select: { parent: true, version: select },
          locale: 'all',
          depth,
          pagination: false,
          overrideAccess: true,
        })
      : { docs: [] },
  ])
  const byId = new Map<string, Partial<QuestionFields>>()
  for (const doc of current.docs) byId.set(String(doc.id), doc as Partial<QuestionFields>)
  for (const doc of kept.docs) byId.set(relationId(doc.parent as Id | { id: Id }), doc.version as Partial<QuestionFields>)
  return byId
}

/**
 * The most time one question can have taken, in seconds: the paper's duration with room for the most
 * compensatory time allowed (60 minutes per hour). A screen's timer that says more is capped.
 */
export const maxTimeSpentFor = (paper: Pick<PaperSnapshot, 'durationMinutes'>) => paper.durationMinutes * 60 * 2

export const paperQuestionIds = (snapshot: PaperSnapshot) =>
  snapshot.sections.flatMap((section) => section.questions.map((question) => question.id))

/** What a change to an answer is checked against: the paper's questions and the most time one may record. */
export type PaperRules = { questionIds: ReadonlySet<string>; maxTimeSpent: number }

export const paperRulesOf = (snapshot: PaperSnapshot): PaperRules => ({
  questionIds: new Set(paperQuestionIds(snapshot)),
  maxTimeSpent: maxTimeSpentFor(snapshot),
})

type QuestionText = { stem: Bilingual; options: Bilingual[]; image: Paper['sections'][number]['questions'][number]['image'] }

/**
 * The questions' texts for the exam screen and the review. Only the stem, options and image are
 * selected: the answer and explanation are never read on this path, so they cannot leak into a page.
 */
export async function readQuestionTexts(
  payload: Payload,
  ids: string[],
  versions?: Record<string, string>,
): Promise<Map<string, QuestionText>> {
  if (ids.length === 0) return new Map()
  const docs = await readQuestionFields(payload, ids, ['stem', 'options', 'image'], versions, 1)
  return new Map(
    [...docs].map(([id, doc]) => {
      const image = typeof doc.image === 'object' && doc.image ? (doc.image as Media) : null
      const options = (doc.options ?? []) as unknown as { text: Localized<string> }[]
      return [
        id,
        {
          stem: bilingual(doc.stem as Localized<string>),
          options: options.map((option) => bilingual(option.text)),
          image:
            image?.url && image.width && image.height
              ? { url: sitePath(image.url), width: image.width, height: image.height, alt: image.alt ?? '' }
              : null,
        },
      ]
    }),
  )
}

/** The paper the exam screen shows: texts in both languages, numbered across sections, no answers. */
export async function buildPaper(payload: Payload, snapshot: PaperSnapshot): Promise<Paper> {
  const texts = await readQuestionTexts(payload, paperQuestionIds(snapshot), snapshot.versions)
  let number = 0
  return {
    testId: snapshot.testId,
    title: snapshot.title,
    sections: snapshot.sections.map((section) => ({
      id: section.id,
      title: section.title,
      marksPerCorrect: section.marksPerCorrect,
      negativeMarks: section.negativeMarks,
      questions: section.questions.flatMap((question) => {
        const text = texts.get(question.id)
        if (!text) return []
        number += 1
        return [{ id: question.id, number, stem: text.stem, options: text.options, image: text.image }]
      }),
    })),
  }
}

/**
 * The answer key: read only to score a submitted attempt and to show solutions once they are due. With
 * `versions`, the key of the versions an attempt was taken on (ADR 046); without, the key as it stands.
 */
export async function readAnswerKey(
  payload: Payload,
  ids: string[],
  versions?: Record<string, string>,
): Promise<Map<string, AnswerKeyEntry>> {
  if (ids.length === 0) return new Map()
  const docs = await readQuestionFields(payload, ids, ['correctOption', 'explanation', 'dropped'], versions)
  return new Map(
    [...docs].map(([id, doc]) => [
      id,
      {
        correct: doc.correctOption as OptionLetter,
        explanation: bilingual(doc.explanation as Localized<string>),
        ...(doc.dropped ? { isDropped: true } : {}),
      },
    ]),
  )
}
