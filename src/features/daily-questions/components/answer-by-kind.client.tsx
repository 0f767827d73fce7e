'use client'

import { onDemand } from '@/components/ui/on-demand'

import type * as McqModule from './mcq-question.client'
import type * as WrittenModule from './written-answer.client'

/*
 * A day's question is of one kind, so its page loads the answer code of that kind only (issue 17's
 * budget): in the browser each box is its own chunk, which the page's hydration waits for while the
 * server's markup stands (`onDemand`).
 */
const mcq = onDemand(
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./mcq-question.client') as typeof McqModule).McqQuestion
    : null,
  () => import('./mcq-question.client').then((module) => module.McqQuestion),
)

const written = onDemand(
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./written-answer.client') as typeof WrittenModule).WrittenAnswer
    : null,
  () => import('./written-answer.client').then((module) => module.WrittenAnswer),
)

/** The MCQ to answer and check (`McqQuestion`). */
export const McqAnswerBox = mcq.Component

/** The Mains answer box (`WrittenAnswer`). */
export const WrittenAnswerBox = written.Component
