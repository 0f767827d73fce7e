import type { Payload } from 'payload'

import { submissionTitle } from '@/collections/answer-submissions/hooks/fill-title'
import { countWords } from '@/features/daily-questions/word-count'
import type { DailyQuestion } from '@/payload-types'

import { dailyQuestionBank, dailyQuestions, type DailyQuestionSeed, demoDailyAnswers } from '../content/daily-questions'
import { demoAccounts } from '../content/site'
import { createQuestion, indianCalendarDay } from '../factories'
import type { SeedContext } from './context'

type Id = number | string

/**
 * Question of the Day for the last ten days (its MCQs' bank questions first) and, with the demo
 * accounts, the demo candidate's answer to one MCQ and one written answer evaluated by the admin.
 */
export async function seedDailyQuestions(context: SeedContext, options: { demoAccounts: boolean }): Promise<void> {
  const { payload, ensure, now } = context
  // The MCQs' questions join the bank (found by seed key, made when missing); the report counts only the bank's own list.
  const bankIds = new Map<string, Id>()
  for (const question of dailyQuestionBank) {
    const { docs } = await payload.find({
      collection: 'questions',
      where: { seedKey: { equals: question.key } },
      limit: 1,
      overrideAccess: true,
      depth: 0,
    })
    bankIds.set(question.key, docs[0]?.id ?? (await createQuestion(payload, question, context.topicId(question.topic))).id)
  }

  // Their days depend on the day the seed runs: the set is made once, so seeding again later adds nothing.
  const { totalDocs } = await payload.count({ collection: 'daily-questions', overrideAccess: true })
  if (totalDocs === 0) {
    for (const seed of dailyQuestions) {
      await ensure('daily-questions', 'title', seed.title.en, () =>
        createDailyQuestion(payload, seed, {
          now,
          topicId: context.topicIdIn(seed.topic.stage, seed.topic.key),
          bankId: bankIds.get(seed.key),
        }),
      )
    }
  }
  if (options.demoAccounts) await seedDemoAnswers(context)
}

export async function createDailyQuestion(
  payload: Payload,
  seed: DailyQuestionSeed,
  options: { now: Date; topicId?: Id; bankId?: Id },
): Promise<DailyQuestion> {
  const common = {
    title: seed.title.en,
    date: indianCalendarDay(options.now, seed.daysAgo),
    kind: seed.kind,
    topic: options.topicId === undefined ? null : Number(options.topicId),
  }
  if (seed.kind === 'mcq' && options.bankId === undefined) throw new Error(`Question of the Day ${seed.key} has no bank question`)
  const created = await payload.create({
    collection: 'daily-questions',
    locale: 'en',
    data:
      seed.kind === 'mcq'
        ? { ...common, question: Number(options.bankId), _status: 'published' }
        : {
            ...common,
            prompt: seed.prompt.en,
            paper: seed.paper,
            wordLimit: seed.wordLimit,
            marks: seed.marks,
            guidance: seed.guidance.en,
            ...(seed.modelAnswer ? { modelAnswer: seed.modelAnswer.en } : {}),
            _status: 'published',
          },
    overrideAccess: true,
    depth: 0,
  })
  await payload.update({
    collection: 'daily-questions',
    id: created.id,
    locale: 'pa',
    data:
      seed.kind === 'mcq'
        ? { title: seed.title.pa, _status: 'published' }
        : {
            title: seed.title.pa,
            prompt: seed.prompt.pa,
            guidance: seed.guidance.pa,
            ...(seed.modelAnswer ? { modelAnswer: seed.modelAnswer.pa } : {}),
            _status: 'published',
          },
    overrideAccess: true,
    depth: 0,
  })
  return created
}

async function seedDemoAnswers({ payload, ensure, now }: SeedContext): Promise<void> {
  const userByEmail = async (email: string) =>
    (await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, overrideAccess: true, depth: 0 })).docs[0]
  const questionByKey = async (key: string) => {
    const seed = dailyQuestions.find((entry) => entry.key === key)
    if (!seed) throw new Error(`The demo answers name an unknown Question of the Day ${key}`)
    const { docs } = await payload.find({
      collection: 'daily-questions',
      where: { title: { equals: seed.title.en } },
      locale: 'en',
      limit: 1,
      overrideAccess: true,
      depth: 0,
    })
    return docs[0] ? { seed, question: docs[0] } : null
  }
  const candidate = await userByEmail(demoAccounts.candidate.email)
  const admin = await userByEmail(demoAccounts.admin.email)
  if (!candidate || !admin) return

  const mcq = await questionByKey(demoDailyAnswers.mcq.key)
  if (mcq) {
    await ensure('daily-question-answers', 'candidate', String(candidate.id), () =>
      payload.create({
        collection: 'daily-question-answers',
        data: { candidate: candidate.id, dailyQuestion: mcq.question.id, option: demoDailyAnswers.mcq.option },
        overrideAccess: true,
        depth: 0,
      }),
    )
  }

  const written = await questionByKey(demoDailyAnswers.written.key)
  if (!written) return
  const { answer, marksAwarded, feedback } = demoDailyAnswers.written
  await ensure('answer-submissions', 'title', submissionTitle(written.seed.title.en, candidate.name), async () => {
    const submitted = await payload.create({
      collection: 'answer-submissions',
      data: {
        candidate: candidate.id,
        dailyQuestion: written.question.id,
        format: 'typed',
        answer,
        wordCount: countWords(answer),
        submittedAt: indianCalendarDay(now, written.seed.daysAgo),
        status: 'submitted',
      },
      overrideAccess: true,
      depth: 0,
    })
    // Evaluated as staff do it in the admin: the hook records the admin as the evaluator.
    return payload.update({
      collection: 'answer-submissions',
      id: submitted.id,
      data: { marksAwarded, feedback },
      user: { ...admin, collection: 'users' },
      overrideAccess: true,
      depth: 0,
    })
  })
}
