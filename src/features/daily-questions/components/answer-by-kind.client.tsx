'use client'

import { type ComponentProps, lazy, Suspense } from 'react'

/*
 * A day's question is of one kind, so its page loads the answer code of that kind only (issue 17's
 * budget): each box is its own chunk, rendered on the server and hydrated once its chunk is in.
 */
const Mcq = lazy(() => import('./mcq-question.client').then((module) => ({ default: module.McqQuestion })))
const Written = lazy(() => import('./written-answer.client').then((module) => ({ default: module.WrittenAnswer })))

/** The MCQ to answer and check (`McqQuestion`). */
export function McqAnswerBox(props: ComponentProps<typeof Mcq>) {
  return (
    <Suspense fallback={null}>
      <Mcq {...props} />
    </Suspense>
  )
}

/** The Mains answer box (`WrittenAnswer`). */
export function WrittenAnswerBox(props: ComponentProps<typeof Written>) {
  return (
    <Suspense fallback={null}>
      <Written {...props} />
    </Suspense>
  )
}
