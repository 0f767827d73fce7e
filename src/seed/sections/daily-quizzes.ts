import type { Payload } from 'payload'

import { type IsoDay, dayParts, indianDay } from '@/lib/days'
import type { Test } from '@/payload-types'

import { dailyQuizzes } from '../content/daily-quizzes'
import type { Bilingual, DailyQuizSeed, QuestionSeed } from '../content/types'
import { createQuestion, currentAffairSlug, indianCalendarDay } from '../factories'
import type { SeedContext } from './context'

type Id = number | string

const dateInWords = (day: IsoDay, locale: 'en' | 'pa') => {
  const { year, month, day: date } = dayParts(day)
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-IN' : 'pa-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)))
}

/** "Daily CA Quiz: 24 November 2026" and its Punjabi. */
export const dailyQuizTitle = (day: IsoDay): Bilingual => ({
  en: `Daily CA Quiz: ${dateInWords(day, 'en')}`,
  pa: `ਰੋਜ਼ਾਨਾ ਸਮਕਾਲੀ ਮਾਮਲੇ ਕੁਇਜ਼: ${dateInWords(day, 'pa')}`,
})

/** The quiz's address names its day: `daily-ca-quiz-2026-11-24`. */
export const dailyQuizSlug = (day: IsoDay) => `daily-ca-quiz-${day}`

function dailyQuizInstructions(seed: DailyQuizSeed, day: IsoDay): Bilingual {
  const count = seed.questions.length
  return {
    en: [
      `${count} questions on the current affairs of ${dateInWords(day, 'en')}, drawn from the day’s articles. Each right answer carries 1 mark and there is no negative marking.`,
      seed.isTimed
        ? `You have ${seed.durationMinutes} minutes; the quiz is submitted on its own when the time is up.`
        : 'There is no timer: take the time you need.',
      'The answers and explanations appear as soon as you submit.',
    ].join(' '),
    pa: [
      `${dateInWords(day, 'pa')} ਦੇ ਸਮਕਾਲੀ ਮਾਮਲਿਆਂ ਉੱਤੇ ${count} ਪ੍ਰਸ਼ਨ, ਦਿਨ ਦੀਆਂ ਖ਼ਬਰਾਂ ਵਿੱਚੋਂ। ਹਰ ਸਹੀ ਉੱਤਰ ਦਾ 1 ਅੰਕ ਹੈ ਅਤੇ ਕੋਈ ਨੈਗੇਟਿਵ ਮਾਰਕਿੰਗ ਨਹੀਂ ਹੈ।`,
      seed.isTimed
        ? `ਤੁਹਾਡੇ ਕੋਲ ${seed.durationMinutes} ਮਿੰਟ ਹਨ; ਸਮਾਂ ਖ਼ਤਮ ਹੁੰਦੇ ਹੀ ਕੁਇਜ਼ ਆਪਣੇ-ਆਪ ਜਮ੍ਹਾਂ ਹੋ ਜਾਂਦਾ ਹੈ।`
        : 'ਕੋਈ ਟਾਈਮਰ ਨਹੀਂ: ਜਿੰਨਾ ਸਮਾਂ ਚਾਹੀਦਾ ਹੈ ਲਓ।',
      'ਜਮ੍ਹਾਂ ਕਰਦੇ ਹੀ ਉੱਤਰ ਅਤੇ ਵਿਆਖਿਆ ਦਿਖਾਈ ਦਿੰਦੇ ਹਨ।',
    ].join(' '),
  }
}

const sectionTitle: Bilingual = { en: 'Current affairs', pa: 'ਸਮਕਾਲੀ ਮਾਮਲੇ' }

/**
 * One daily quiz, published: a test of kind `daily-quiz` on its day's articles, 1 mark a question,
 * no negative marking, one attempt, solutions at once; English first, then its Punjabi.
 */
export async function createDailyQuiz(
  payload: Payload,
  seed: DailyQuizSeed,
  { quizDate, questionIds, articleIds }: { quizDate: string; questionIds: Id[]; articleIds: Id[] },
): Promise<Test> {
  const day = indianDay(quizDate)
  const title = dailyQuizTitle(day)
  const instructions = dailyQuizInstructions(seed, day)
  const questions = questionIds.map(Number)
  const created = await payload.create({
    collection: 'tests',
    locale: 'en',
    data: {
      title: title.en,
      slug: dailyQuizSlug(day),
      kind: 'daily-quiz',
      quizDate,
      isTimed: seed.isTimed,
      articles: articleIds.map(Number),
      preset: 'custom',
      instructions: instructions.en,
      durationMinutes: seed.durationMinutes,
      attemptsAllowed: 1,
      marksPerCorrect: 1,
      negativeMarks: 0,
      isFree: true,
      solutionsVisibility: 'immediately',
      sections: [{ title: sectionTitle.en, questions }],
      _status: 'published',
    },
    overrideAccess: true,
    depth: 0,
  })
  await payload.update({
    collection: 'tests',
    id: created.id,
    locale: 'pa',
    data: {
      title: title.pa,
      instructions: instructions.pa,
      sections: (created.sections ?? []).map((row) => ({ id: row.id, title: sectionTitle.pa, questions })),
      _status: 'published',
    },
    overrideAccess: true,
    depth: 0,
  })
  return created
}

/** A question of the bank by its seed key, created (in both languages) when it is not there yet. */
async function ensureQuestion(payload: Payload, seed: QuestionSeed, topicId: Id | undefined): Promise<Id> {
  const { docs } = await payload.find({
    collection: 'questions',
    where: { seedKey: { equals: seed.key } },
    limit: 1,
    overrideAccess: true,
    depth: 0,
  })
  return docs[0]?.id ?? (await createQuestion(payload, seed, topicId)).id
}

/**
 * Daily quizzes for the last five days of seeded current affairs, each linked to its day's articles.
 * A quiz's title and address name its day, which depends on the day the seed runs: the set is made
 * once, so seeding again on a later day adds nothing.
 */
export async function seedDailyQuizzes(context: SeedContext): Promise<void> {
  const { payload, ensure, now } = context
  const { totalDocs } = await payload.count({ collection: 'tests', where: { kind: { equals: 'daily-quiz' } }, overrideAccess: true })
  if (totalDocs > 0) return
  for (const seed of dailyQuizzes) {
    const quizDate = indianCalendarDay(now, seed.daysAgo)
    const slugs = seed.articleKeys.map((key) => currentAffairSlug({ key }))
    const { docs: articles } = await payload.find({
      collection: 'current-affairs',
      where: { slug: { in: slugs } },
      limit: slugs.length,
      overrideAccess: true,
      depth: 0,
    })
    const articleIds = slugs.flatMap((slug) => articles.filter((article) => article.slug === slug).map((article) => article.id))
    const questionIds: Id[] = []
    for (const question of seed.questions) questionIds.push(await ensureQuestion(payload, question, context.topicId(question.topic)))
    await ensure('tests', 'slug', dailyQuizSlug(indianDay(quizDate)), () =>
      createDailyQuiz(payload, seed, { quizDate, questionIds, articleIds }),
    )
  }
}
