import 'server-only'

import type { UIFieldServerComponent } from 'payload'

import type { DailyQuestion } from '@/payload-types'
import { relationId } from '@/lib/ids'

type Localized = { en?: string | null; pa?: string | null } | string | null | undefined

const inBoth = (value: Localized): { en: string; pa: string } =>
  typeof value === 'string' || value == null ? { en: value ?? '', pa: '' } : { en: value.en ?? '', pa: value.pa ?? '' }

const box = {
  padding: 'calc(var(--base) / 2)',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s)',
  background: 'var(--theme-elevation-50)',
  color: 'var(--theme-text)',
  whiteSpace: 'pre-wrap' as const,
  lineHeight: 1.6,
  margin: 0,
}

/**
 * At the top of a written answer in the admin: the question it answers, in both languages, with its
 * paper, word limit and maximum marks, and the guidance on what a good answer covers, so the evaluator
 * reads question, guidance and answer on one screen and gives marks beside them. Read as the staff
 * member (access applies: staff may read the guidance).
 */
export const QuestionInView: UIFieldServerComponent = async ({ data, req }) => {
  if (data?.dailyQuestion == null || !req.user) return null
  const questionId = relationId(data.dailyQuestion)
  const question = (await req.payload
    .findByID({
      collection: 'daily-questions',
      id: questionId,
      depth: 0,
      locale: 'all',
      overrideAccess: false,
      user: req.user,
      req,
      disableErrors: true,
    })
    .catch(() => null)) as
    (Omit<DailyQuestion, 'title' | 'prompt' | 'guidance'> & { title: Localized; prompt?: Localized; guidance?: Localized }) | null
  if (!question) return null
  const title = inBoth(question.title)
  const prompt = inBoth(question.prompt)
  const guidance = inBoth(question.guidance)
  const facts = [
    question.paper,
    question.wordLimit ? `${question.wordLimit} words` : null,
    question.marks ? `at most ${question.marks} marks` : null,
  ].filter(Boolean)

  return (
    <section aria-labelledby="question-in-view" data-testid="question-in-view" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h2 id="question-in-view" style={{ fontSize: '1.25rem', margin: '0 0 calc(var(--base) / 2)' }}>
        The question: {title.en}
      </h2>
      <p style={{ margin: '0 0 calc(var(--base) / 2)', fontWeight: 600 }}>{facts.join(' · ')}</p>
      <div style={{ display: 'grid', gap: 'calc(var(--base) / 2)', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
        <p style={box}>{prompt.en}</p>
        {prompt.pa ? (
          <p style={box} lang="pa">
            {prompt.pa}
          </p>
        ) : null}
      </div>
      {guidance.en || guidance.pa ? (
        <>
          <h3 style={{ fontSize: '1rem', margin: 'var(--base) 0 calc(var(--base) / 2)' }}>What a good answer covers</h3>
          <p style={box}>{guidance.en || guidance.pa}</p>
        </>
      ) : null}
    </section>
  )
}
